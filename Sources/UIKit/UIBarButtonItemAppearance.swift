import Foundation

/// How a bar button looks in one state (UIBarButtonItemAppearance.h): kept.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment = UIOffset.zero
}

/// How a bar's buttons look, per state: kept.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    public override init() { super.init() }
    public convenience init(style: UIBarButtonItem.Style) { self.init() }
    open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}
