import Foundation
import LayouttyDevice

/// A stack of view controllers under a navigation bar: the top one is the screen, drawn under
/// the bar with its navigation item's title and buttons. Its view holds the top controller's
/// view under the bar (and the toolbar, when shown), as UIKit lays them out.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// Its bar, whose items are the stack's navigation items.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.navigationController = self
        return bar
    }()
    /// The stack, root first; set, it is `setViewControllers(_:animated: false)`, as in UIKit.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The edge swipe that pops the top controller: apps disable it or become its delegate;
    /// nobody swipes in a preview.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Its toolbar, hidden until shown, as in UIKit; shown, it is kept, not drawn.
    open private(set) lazy var toolbar = UIToolbar()
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open weak var delegate: (any UINavigationControllerDelegate)?

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { viewControllers.last }
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        addChild(controller)
        stack.append(controller)
        if hasAppeared { show(controller, animated: animated) }
    }

    /// As a layout pass begins: the bar below the status bar (the safe area of its view), as
    /// tall as the top controller's bar is drawn (44 points, 96 with a large title); the
    /// toolbar, when shown, above the bottom's safe area; the top controller's view the only
    /// controller's view in its view (a popped one's leaves), over all of it — or between the bars where they are
    /// opaque and it does not extend under them (`extendedLayoutIncludesOpaqueBars`), or its
    /// `edgesForExtendedLayout` leaves them out.
    override func placeContent() {
        guard let view = viewIfLoaded else { return }
        let (bounds, safe) = (view.bounds, view.safeAreaInsets)
        let bar = topViewController?.shownNavigationBar ?? NavigationBar(title: "")
        let height =
            UIScreen.main.shownDevice.map { bar.height(on: $0) } ?? bar.height(on: DeviceSetting(device: .iPhone15))
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: bounds.width, height: height)
        navigationBar.isHidden = isNavigationBarHidden
        toolbar.frame = CGRect(x: 0, y: bounds.height - safe.bottom - 44, width: bounds.width, height: 44)
        toolbar.isHidden = isToolbarHidden
        for shown in [toolbar, navigationBar] where shown.superview !== view { view.addSubview(shown) }
        view.removeControllerViews(besides: topViewController)
        guard let top = topViewController else { return }
        if top.view.superview !== view { view.insertSubview(top.view, at: 0) }
        top.view.frame = contentFrame(of: top, in: bounds)
        top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Where `top`'s view goes: all of `bounds`, less the bars it does not extend under.
    private func contentFrame(of top: UIViewController, in bounds: CGRect) -> CGRect {
        func under(_ bar: UIView, translucent: Bool, edge: UIRectEdge) -> Bool {
            !bar.isHidden
                && (!top.edgesForExtendedLayout.contains(edge)
                    || !(translucent || top.extendedLayoutIncludesOpaqueBars))
        }
        var frame = bounds
        if under(navigationBar, translucent: navigationBar.isTranslucent, edge: .top) {
            (frame.origin.y, frame.size.height) = (navigationBar.frame.maxY, frame.height - navigationBar.frame.maxY)
        }
        if under(toolbar, translucent: toolbar.isTranslucent, edge: .bottom) {
            frame.size.height = max(0, toolbar.frame.minY - frame.minY)
        }
        return frame
    }

    /// The bar (from the top of its view to the bar's bottom) and the shown toolbar.
    override var barInsets: UIEdgeInsets {
        guard let view = viewIfLoaded, navigationBar.superview === view else { return .zero }
        return UIEdgeInsets(
            top: navigationBar.isHidden ? 0 : navigationBar.frame.maxY, left: 0,
            bottom: toolbar.isHidden ? 0 : view.bounds.height - toolbar.frame.minY, right: 0)
    }

    /// The delegate told of the top controller shown, before and after, as UIKit tells it.
    private func show(_ controller: UIViewController, animated: Bool) {
        delegate?.navigationController(self, willShow: controller, animated: animated)
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }

    /// Appearing, the delegate hears of the top controller (`_layouttyAppear`): whether or not
    /// a subclass's `viewWillAppear` calls its superclass's, as UIKit's transition tells it.
    override package func willAppearAsContainer() {
        if let top = topViewController { delegate?.navigationController(self, willShow: top, animated: false) }
    }
    override package func didAppearAsContainer() {
        if let top = topViewController { delegate?.navigationController(self, didShow: top, animated: false) }
    }

    /// The top controller removed, unless it is the root (UIKit keeps the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.removeLast()
        top.removeFromParent()
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        popped.forEach { $0.removeFromParent() }
        stack.removeSubrange((index + 1)...)
        return popped
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        stack.forEach { $0.removeFromParent() }
        stack = []
        for controller in controllers {
            addChild(controller)
            stack.append(controller)
        }
        if hasAppeared, let top = topViewController { show(top, animated: animated) }
    }
}

/// What a navigation controller tells as it shows a controller (optional on iOS): the top one
/// as the navigation controller appears, and each one the app's code pushes or sets while it
/// is shown (nothing is pushed by a user here; no transition animates). Apps hand the shown
/// controller what it works with here (a glucose app's settings stack configures its root in
/// `willShow`).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

extension UINavigationController {
    /// Which way a transition goes, as a delegate's animation controller is asked for one.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}
