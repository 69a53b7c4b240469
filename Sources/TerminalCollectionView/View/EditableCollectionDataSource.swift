import CollectionLayout
import Foundation

/// A data source the previewer can change: insert, delete, reload and move items (the
/// previewer's editing keys and interactive movement). `apply` must leave the counts the batch
/// names (`batch.countsAfter`); the view then animates the change.
///
/// ```swift
/// extension Numbers: EditableCollectionDataSource {
///     func apply(_ batch: BatchUpdate) { counts = batch.countsAfter }
/// }
/// ```
public protocol EditableCollectionDataSource: CollectionDataSource {
    func apply(_ batch: BatchUpdate)
}

/// A data source whose items the user may move but not otherwise change — an app's own data
/// (UIKit's `collectionView(_:moveItemAt:to:)`, a diffable data source's reordering handlers):
/// interactive movement (`m`) carries its items; the editing keys leave it alone.
public protocol MovableCollectionDataSource: CollectionDataSource {
    /// Whether the item may be picked up.
    func canMoveItem(at indexPath: IndexPath) -> Bool
    /// Moves the item in the data: `destination` is its path once moved.
    func moveItem(at source: IndexPath, to destination: IndexPath)
}
