import Foundation

// UICollectionView.h: see UIFocus.swift.

/// A collection view's move of focus, by index path.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    open var nextFocusedIndexPath: IndexPath? { nil }
}
