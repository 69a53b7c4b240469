import Foundation

/// Which parts of a layout are stale (`UICollectionViewLayoutInvalidationContext`).
///
/// A layout reads it in its next `prepare()` to recompute only what changed; contexts passed
/// before that `prepare()` are merged.
public struct InvalidationContext: Sendable, Equatable {
    /// Everything is stale: `invalidateLayout()` sets it.
    public var invalidateEverything = false
    /// The number of sections or items changed.
    public var invalidateDataSourceCounts = false
    public var invalidatedItemIndexPaths: Set<IndexPath> = []
    /// Stale supplementary elements by kind (e.g. pinned headers after a scroll).
    public var invalidatedSupplementaryIndexPaths: [String: Set<IndexPath>] = [:]
    /// Set by a view's `performBatchUpdates`: the built-in layouts rebuild only the sections the
    /// batch touches and keep the others (moved to their new indices).
    public var dataSourceUpdate: BatchUpdate?
    /// During an interactive movement: where the moved items were and where they go.
    public var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// During an interactive movement: the moved item's centre.
    public var interactiveMovementTarget: CGPoint = .zero
    /// Added to the content offset by the view after the invalidation.
    public var contentOffsetAdjustment: CGPoint = .zero
    // UIKit's `contentSizeAdjustment` is left out: a view that always asks the layout for its
    // content size has nothing to adjust, and a property the view ignored would mislead.

    public init() {}

    public static var everything: InvalidationContext {
        var context = InvalidationContext()
        context.invalidateEverything = true
        return context
    }

    public mutating func invalidateItems(at indexPaths: some Sequence<IndexPath>) {
        invalidatedItemIndexPaths.formUnion(indexPaths)
    }

    public mutating func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: some Sequence<IndexPath>) {
        invalidatedSupplementaryIndexPaths[kind, default: []].formUnion(indexPaths)
    }

    /// True when nothing but supplementary elements (and adjustments) are stale.
    public var invalidatesOnlySupplementaryElements: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && invalidatedItemIndexPaths.isEmpty
    }

    mutating func merge(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        // Two batches before one prepare cannot be composed here: rebuild everything.
        if dataSourceUpdate != nil && other.dataSourceUpdate != nil { invalidateEverything = true }
        dataSourceUpdate = dataSourceUpdate ?? other.dataSourceUpdate
        invalidatedItemIndexPaths.formUnion(other.invalidatedItemIndexPaths)
        invalidatedSupplementaryIndexPaths.merge(other.invalidatedSupplementaryIndexPaths) { $0.union($1) }
        previousIndexPathsForInteractivelyMovingItems =
            other.previousIndexPathsForInteractivelyMovingItems ?? previousIndexPathsForInteractivelyMovingItems
        targetIndexPathsForInteractivelyMovingItems =
            other.targetIndexPathsForInteractivelyMovingItems ?? targetIndexPathsForInteractivelyMovingItems
        if other.targetIndexPathsForInteractivelyMovingItems != nil {
            interactiveMovementTarget = other.interactiveMovementTarget
        }
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
    }
}
