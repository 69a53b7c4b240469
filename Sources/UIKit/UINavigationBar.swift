import Foundation

/// The bar a navigation controller shows above its top view controller: its look is kept for
/// code that reads it back (the previewer draws the top item's title and buttons).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    /// The items, bottom first: a navigation controller's bar has its stack's navigation items;
    /// a bar of its own, those pushed or set.
    open var items: [UINavigationItem]? {
        get { navigationController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { ownItems = newValue }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { items.flatMap { $0.count > 1 ? $0[$0.count - 2] : nil } }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { ownItems = items }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { ownItems = (ownItems ?? []) + [item] }
    @discardableResult open func popItem(animated: Bool) -> UINavigationItem? { ownItems?.popLast() }
    private var ownItems: [UINavigationItem]?
    /// The controller whose bar this is.
    weak var navigationController: UINavigationController?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = image
    }
    open func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = image
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// A bar's style (UIInterface.h): kept.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
    public static let blackTranslucent = UIBarStyle.black
}

/// Which bar size an image is for (UIBarCommon.h).
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact
    case defaultPrompt = 101
    case compactPrompt
}

/// Where a bar is (UIBarCommon.h).
public enum UIBarPosition: Int, Sendable {
    case any, bottom, top, topAttached
}

/// A bar knowing where it is, and its delegate asked where (kept: bars are placed by the
/// previewer).
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

extension UINavigationBar: UIBarPositioning {
    public var barPosition: UIBarPosition { .top }
}
