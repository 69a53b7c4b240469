import CollectionLayout
import Foundation
import TerminalCollectionView

/// A collection view with bounds set by the caller and never clamped: `layoutty attributes`
/// asks a layout about any offset, even past the content (the previewer's `Viewport` clamps).
public final class FixedBoundsView: CollectionView {
    public var bounds: CGRect
    public let dataSource: CollectionDataSource
    public var contentInset = EdgeInsets.zero
    public var safeAreaInsets = EdgeInsets.zero
    public var layoutMargins = EdgeInsets.zero
    /// Size classes and layout direction (a device's, `--rtl`): frames stay the layout's own.
    public var traits = TraitCollection()
    /// The axis the safe area adds to the content inset along (UIKit's automatic adjustment).
    public var scrollDirection = ScrollDirection.vertical

    public init(dataSource: CollectionDataSource, bounds: CGRect) {
        self.dataSource = dataSource
        self.bounds = bounds
    }

    public var adjustedContentInset: EdgeInsets { .adjusted(contentInset, safeArea: safeAreaInsets, along: scrollDirection) }

    public var numberOfSections: Int { dataSource.numberOfSections }
    public func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
}
