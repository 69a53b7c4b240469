import Foundation

/// Haptic feedback (UIFeedbackGenerator.h): no device vibrates here, so preparing and
/// triggering do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    /// iOS 17's generator attached to a view.
    public init(view: UIView) { super.init() }
    open func prepare() {}
}
