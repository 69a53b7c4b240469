import Foundation

/// A stack of view controllers under a navigation bar: the top one is the screen, drawn under
/// the bar with its navigation item's title and buttons.
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
        controllers.forEach { pushViewController($0, animated: false) }
    }
}

/// What a navigation controller tells as it shows a controller: nothing is pushed by a user
/// here, so only what the app's code pushes would be told — and is not (no transitions run).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

extension UINavigationController {
    /// Which way a transition goes, as a delegate's animation controller is asked for one.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}
