import CollectionLayout
import Foundation

/// Tabs of view controllers: the selected one is the screen (the tab bar is not drawn).
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet { for controller in viewControllers ?? [] { addChild(controller) } }
    }
    open var selectedIndex = 0
    /// Its bar, kept (not drawn): the items are its controllers'.
    public let tabBar = UITabBar(frame: .zero)
    open var selectedViewController: UIViewController? {
        guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
            return viewControllers?.first
        }
        return controllers[selectedIndex]
    }
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }
}
