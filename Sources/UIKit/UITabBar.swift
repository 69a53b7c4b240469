import Foundation

/// A tab bar controller's bar: its items and look, kept; the preview shows the selected tab's
/// screen, not the bar.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    /// Its look, iOS 13's way: kept.
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open weak var selectedItem: UITabBarItem?
    open var unselectedItemTintColor: UIColor?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}
