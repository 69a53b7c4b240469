import CollectionLayout
import Foundation

/// Tabs of view controllers: the selected one is the screen (the tab bar is not drawn). Its
/// view holds the selected controller's view and the tab bar, as UIKit lays them out.
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

    /// As a layout pass begins: the bar at the bottom, 49 points over the safe area's bottom
    /// (the home indicator's strip), unless hidden; the selected controller's view the only
    /// controller's view in its view, over all of it — above the bar where the bar is opaque and the
    /// view does not extend under it, or its `edgesForExtendedLayout` leaves the bottom out.
    override func placeContent() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let height = 49 + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        tabBar.isHidden = isTabBarHidden
        if tabBar.superview !== view { view.addSubview(tabBar) }
        let selected = selectedViewController
        view.removeControllerViews(besides: selected)
        guard let selected else { return }
        if selected.view.superview !== view { view.insertSubview(selected.view, at: 0) }
        var frame = bounds
        if !tabBar.isHidden,
            !selected.edgesForExtendedLayout.contains(.bottom)
                || !(tabBar.isTranslucent || selected.extendedLayoutIncludesOpaqueBars)
        {
            frame.size.height = tabBar.frame.minY
        }
        selected.view.frame = frame
        selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The tab bar, from its top to the bottom of the view.
    override var barInsets: UIEdgeInsets {
        guard let view = viewIfLoaded, tabBar.superview === view, !tabBar.isHidden else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: view.bounds.height - tabBar.frame.minY, right: 0)
    }
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
