import Foundation

/// A bar of buttons at the bottom of a screen (UIToolbar.h): its items kept, not drawn.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    open var items: [UIBarButtonItem]?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open weak var delegate: UIToolbarDelegate?
    open var barPosition: UIBarPosition { .bottom }
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
