import CollectionLayout
import Foundation

/// Tabs of view controllers: the selected one is the screen (the tab bar is not drawn).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet { for controller in viewControllers ?? [] { addChild(controller) } }
    }
    open var selectedIndex = 0
    /// Its bar, kept (not drawn): the items are its controllers'.
    public let tabBar = UITabBar(frame: .zero)
    /// Asked nothing while the preview runs (no tab is tapped): kept.
    open weak var delegate: UITabBarControllerDelegate?
    /// Setting one of its controllers selects its tab, as UIKit does; any other is ignored.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
                return viewControllers?.first
            }
            return controllers[selectedIndex]
        }
        set {
            if let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }
    /// Whether the tab bar is hidden (iOS 18): it is never drawn here, so kept.
    open var isTabBarHidden = false
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }
}

/// What a tab bar controller tells its delegate (all optional on iOS).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
