import CollectionLayout
import Foundation

/// A tab's title and image: kept, not drawn.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var tag = 0
    /// The badge's text and colour: kept (the tab bar is drawn as its titles).
    open var badgeValue: String?
    open var badgeColor: UIColor?
    /// The badge's text attributes per state: kept.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeTextAttributes[state.rawValue] = textAttributes
    }
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributes[state.rawValue] ?? nil
    }
    private var badgeTextAttributes: [UInt: [NSAttributedString.Key: Any]?] = [:]
    public init(title: String?, image: UIImage?, tag: Int) { (self.title, self.image, self.tag) = (title, image, tag) }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) { (self.title, self.image) = (title, image) }
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) { self.tag = tag }
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }
}
