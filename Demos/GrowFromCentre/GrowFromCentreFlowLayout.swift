import CollectionLayout
import Foundation

/// The custom-layout guide's insertion animation: inserted cells grow out of the centre of the
/// view, transparent at first — and only the inserted ones. Items that merely come into view
/// while others move (UIKit asks the same hook for them) keep the default.
///
/// The inserted paths are learnt in `prepare(forCollectionViewUpdates:)`, as the guide does,
/// and forgotten in `finalizeCollectionViewUpdates()`.
final class GrowFromCentreFlowLayout: FlowLayout {
    /// The paths (after the update) of the items the current batch inserts.
    private(set) var insertedIndexPaths: Set<IndexPath> = []

    /// How large an inserted cell starts, in points, whatever its final size.
    static let startSize = CGSize(width: 2, height: 1)

    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = Set(
            updateItems.filter { $0.updateAction == .insert && !$0.isSectionUpdate }.compactMap(\.indexPathAfterUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        guard insertedIndexPaths.contains(itemIndexPath), let view = collectionView,
            var attributes = attributesForItem(at: itemIndexPath)
        else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        attributes.size = Self.startSize
        attributes.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        attributes.alpha = 0
        return attributes
    }
}
