import Foundation

/// The edit menu above a selection (UIMenuController.h, before iOS 16's edit menu interaction):
/// never shown here (nothing is selected), so it is never visible.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    // Global as UIKit's shared menu is.
    public static let shared = UIMenuController()
    open var menuItems: [UIMenuItem]?
    open var isMenuVisible: Bool { false }
    open var arrowDirection = ArrowDirection.default
    public enum ArrowDirection: Int, Sendable {
        case `default`, up, down, left, right
    }
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {}
    open func hideMenu(from targetView: UIView) {}
    open func hideMenu() {}
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {}
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {}
    open func update() {}
}

/// An item an app adds to the edit menu: kept, never chosen.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        (self.title, self.action) = (title, action)
        super.init()
    }
}
