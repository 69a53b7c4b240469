import Foundation

/// A view controller's title and bar, as the navigation bar shows them.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    public override init() { super.init() }
    /// An item of a bar of its own (`UINavigationBar.pushItem`), with its title.
    public init(title: String) {
        self.title = title
        super.init()
    }
    /// The bar's look while this item is on top, over the bar's own: kept.
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// A view in the title's place: kept; the bar shows the title.
    open var titleView: UIView?
    /// How the bar arranges its items (iPadOS's browser and editor styles): kept.
    open var style = ItemStyle.navigator

    public enum ItemStyle: Int, Sendable {
        case navigator, browser, editor
    }
    /// The first of `rightBarButtonItems`, as UIKit's: setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    // Animated or not, the bar is drawn with the items as set.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Kept: the preview shows no back button beside the left items.
    open var leftItemsSupplementBackButton = false
    /// The button the next screen's bar shows to come back here: kept.
    open var backBarButtonItem: UIBarButtonItem?
    /// How the back button shows the previous title: kept (the preview shows the top screen).
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var backButtonTitle: String?
    open var prompt: String?
    open var hidesBackButton = false
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// Kept, not drawn: the bar draws no search field yet.
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
}
