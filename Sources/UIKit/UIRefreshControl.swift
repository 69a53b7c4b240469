import Foundation

/// Pull to refresh: kept by its scroll view, never shown (nothing pulls here), as on iOS until
/// the user pulls.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
