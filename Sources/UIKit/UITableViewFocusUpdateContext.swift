import Foundation

// UITableView.h: see UIFocus.swift.

/// A table view's move of focus, by index path.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    open var nextFocusedIndexPath: IndexPath? { nil }
}
