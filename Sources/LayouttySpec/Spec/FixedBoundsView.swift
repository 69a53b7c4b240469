import CollectionLayout
import Foundation
import TerminalCollectionView

/// A collection view with bounds set by the caller and never clamped: `layoutty attributes`
/// asks a layout about any offset, even past the content (the previewer's `Viewport` clamps).
package final class FixedBoundsView: CollectionView {
    package var bounds: CGRect
    package let dataSource: CollectionDataSource
    package var contentInset = EdgeInsets.zero
    package var safeAreaInsets = EdgeInsets.zero
    package var layoutMargins = EdgeInsets.zero
    /// Size classes and layout direction (a device's, `--rtl`): frames stay the layout's own.
    package var traits = TraitCollection()
    /// The axis the safe area adds to the content inset along (UIKit's automatic adjustment).
    package var scrollDirection = ScrollDirection.vertical

    package init(dataSource: CollectionDataSource, bounds: CGRect) {
        self.dataSource = dataSource
        self.bounds = bounds
    }

    package var adjustedContentInset: EdgeInsets {
        .adjusted(contentInset, safeArea: safeAreaInsets, along: scrollDirection)
    }

    package var numberOfSections: Int { dataSource.numberOfSections }
    package func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
}
