import Foundation

/// A search controller, as a navigation item holds one: kept with its search bar, not drawn.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// Its search bar: a subclass may answer its own (a photo picker's, which hides the
    /// cancel button), as UIKit's property is a method subclasses override.
    open var searchBar: UISearchBar { ownSearchBar }
    private let ownSearchBar = UISearchBar(frame: .zero)
    open var searchResultsUpdater: UISearchResultsUpdating?
    /// Told of the search's presentation: never, as no search begins here.
    open weak var delegate: UISearchControllerDelegate?
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
    public convenience init() { self.init(searchResultsController: nil) }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells of its presentation: every method optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}
