import CollectionLayout
import Foundation

/// Layoutty's own addition to a UIKit data source (not UIKit's): a data source adopting it lets
/// the previewer's editing keys insert, delete and move items (`apply` must leave the counts the
/// batch names) and names its cells. `layoutty preview`'s spec-backed data source adopts it.
///
/// ```swift
/// extension Photos: LayouttyPreviewDataSource {
///     func apply(_ batch: BatchUpdate) { counts = batch.countsAfter }
/// }
/// ```
@preconcurrency @MainActor
public protocol LayouttyPreviewDataSource: UICollectionViewDataSource {
    func apply(_ batch: BatchUpdate)
    /// A cell's label; by default "section-item".
    func label(for indexPath: IndexPath) -> String
    /// Whether the labels are content (a spec's own) rather than placeholders (`--items`): only
    /// content is measured when a layout estimates sizes. By default true.
    var labelsAreContent: Bool { get }
}

extension LayouttyPreviewDataSource {
    public func label(for indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }
    public var labelsAreContent: Bool { true }
}
