import CollectionLayout
import Foundation
import TerminalCollectionView

/// A collection view with bounds set by the caller and never clamped: `layoutty attributes`
/// asks a layout about any offset, even past the content (the previewer's `Viewport` clamps).
public final class FixedBoundsView: CollectionView {
    public var bounds: CGRect
    public let dataSource: CollectionDataSource

    public init(dataSource: CollectionDataSource, bounds: CGRect) {
        self.dataSource = dataSource
        self.bounds = bounds
    }

    public var numberOfSections: Int { dataSource.numberOfSections }
    public func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
}
