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
