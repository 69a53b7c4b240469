import Foundation

/// A stack of view controllers under a navigation bar: the top one is the screen, drawn under
/// the bar with its navigation item's title and buttons.
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar(frame: .zero)
    open private(set) var viewControllers: [UIViewController] = []
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var topViewController: UIViewController? { viewControllers.last }
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        addChild(controller)
        viewControllers.append(controller)
    }
}
