import Foundation

/// A search controller, as a navigation item holds one: kept with its search bar, not drawn.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar(frame: .zero)
    open var searchResultsUpdater: UISearchResultsUpdating?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false
    /// The controller showing results while searching; never shown here, since no search runs.
    public let searchResultsController: UIViewController?
    open var showsSearchResultsController = false
    open var automaticallyShowsCancelButton = true
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    public convenience override init() { self.init(searchResultsController: nil) }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
