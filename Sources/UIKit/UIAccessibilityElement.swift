import Foundation

/// An element VoiceOver reads that is not a view (UIAccessibilityElement.h): a chart's bars, a
/// drawn view's regions, listed in a container's `accessibilityElements`. Kept, read by nothing
/// here; its frame in the container's space is kept as given.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var accessibilityAttributedLabel: NSAttributedString?
    open var accessibilityAttributedValue: NSAttributedString?
    open var accessibilityAttributedHint: NSAttributedString?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityFrame = CGRect.zero
    open var accessibilityFrameInContainerSpace = CGRect.zero
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
