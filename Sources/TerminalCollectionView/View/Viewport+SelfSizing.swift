import CollectionLayout
import Foundation

extension Viewport {
    /// How many times the cells on screen are measured again after the layout took their sizes
    /// (new cells come into view as others shrink): then the screen is what it is.
    static let measurementPasses = 32

    /// UIKit's self-sizing, for the cells in the visible rect only: each is asked for its preferred
    /// attributes (the data source's, else its label's size) and the layout decides, with
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, whether it
    /// takes them; then the layout is prepared again, until nothing changes. What the user looks at
    /// stays still: when cells before the first unchanged visible cell change size, the offset
    /// moves with that cell (no jump while scrolling up through self-sized cells).
    ///
    /// Returns the visible rect's attributes as they end (so a frame queries once).
    ///
    /// - Complexity: O(visible cells) per pass when nothing changes.
    @discardableResult
    func measureVisibleCells() -> [LayoutAttributes] {
        var visible = visibleAttributes()
        guard layout.asksForPreferredAttributes else { return visible }
        for _ in 0..<Self.measurementPasses {
            let cells = visible.filter { $0.representedElementCategory == .cell }
            var changed: [IndexPath] = []
            for cell in cells {
                let preferred = dataSource.preferredLayoutAttributesFitting(cell) ?? labelFitting(cell)
                guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: cell) else { continue }
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: cell))
                changed.append(cell.indexPath)
            }
            guard let firstChanged = changed.min() else { return visible }
            let anchor = cells.filter { !changed.contains($0.indexPath) }.min { $0.indexPath < $1.indexPath }
            prepareIfNeeded()
            if let anchor, firstChanged < anchor.indexPath, let now = layout.attributesForItem(at: anchor.indexPath) {
                scroll(by: CGPoint(x: now.frame.minX - anchor.frame.minX, y: now.frame.minY - anchor.frame.minY))
            }
            visible = visibleAttributes()
        }
        return visible
    }

    /// A cell sized to its label, as a terminal draws it: the label's display width (CJK and
    /// emoji two columns) plus a border and a space on each side, 3 rows; a label wider than the
    /// content wraps and the cell grows a row per extra line. Times the zoom (points per cell).
    public func labelFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var fitted = attributes
        let text = CGFloat(DisplayWidth.of(dataSource.label(for: attributes.indexPath)))
        var columns = text + 4, rows: CGFloat = 3
        let across = contentCrossWidth(for: bounds, (layout as? ScrollDirectional)?.scrollDirection ?? .vertical) / zoom
        if (layout as? ScrollDirectional)?.scrollDirection != .horizontal, columns > across, across > 4 {
            let lines = (text / (across - 4)).rounded(.up)
            columns = across
            rows = 2 + lines
        }
        fitted.size = CGSize(width: columns * zoom, height: rows * zoom)
        return fitted
    }
}
