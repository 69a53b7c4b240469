import CollectionLayout
import Foundation
import LayouttyDevice

extension Viewport {
    /// How many times the cells on screen are measured again after the layout took their sizes
    /// (new cells come into view as others shrink): then the screen is what it is.
    public static let measurementPasses = 32

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
        guard layout.asksForPreferredAttributes else {
            keepsEstimates = false
            return visible
        }
        guard dataSource.measuresItems else {
            // Nothing to measure: the estimates stay. Said when the layout would take a measured
            // size (a layout that asks but sizes its cells itself keeps nothing estimated).
            keepsEstimates = visible.contains {
                $0.representedElementCategory == .cell
                    && layout.shouldInvalidateLayout(
                        forPreferredLayoutAttributes: defaultFitting($0), withOriginalAttributes: $0)
            }
            return visible
        }
        keepsEstimates = false
        let preferred = { (element: LayoutAttributes) in
            self.dataSource.preferredLayoutAttributesFitting(element) ?? self.defaultFitting(element)
        }
        // What the user looks at: the first visible cell already at its preferred size. It keeps
        // its place on screen through every pass (a new anchor per pass would drift).
        let anchor = visible.filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
            .first {
                !layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred($0), withOriginalAttributes: $0)
            }
        let start = bounds.origin
        for _ in 0..<Self.measurementPasses {
            let changed = layout.takePreferredAttributes(
                of: visible.filter { $0.representedElementCategory != .decorationView }, preferred: preferred)
            guard !changed.isEmpty else { return visible }
            prepareIfNeeded()
            if let anchor, let now = layout.attributesForItem(at: anchor.indexPath) {
                let moved = CGPoint(x: now.frame.minX - anchor.frame.minX, y: now.frame.minY - anchor.frame.minY)
                scroll(to: CGPoint(x: start.x + moved.x, y: start.y + moved.y))
            }
            visible = visibleAttributes()
        }
        return visible
    }

    /// What an element shown by this view prefers when the data source does not say: a cell its
    /// label's size, a supplementary view one row (`fitting(_:dataSource:layout:across:scale:)`).
    func defaultFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
        let direction = (layout as? ScrollDirectional)?.scrollDirection ?? .vertical
        return Self.fitting(
            attributes, dataSource: dataSource, layout: layout,
            across: direction == .vertical ? contentCrossWidth(for: bounds, direction) : nil, scale: cellScale)
    }

    /// An element sized as a terminal draws it. A cell: its label's size
    /// (`labelFitting(_:label:across:scale:keepsWidth:)`) — a layout that gives a cell its width
    /// (a waterfall's columns, a compositional item without an estimated width) gets only the
    /// height that width needs. A header, footer or other supplementary view: one row (a band
    /// with its label), its label's display width + 4 columns wide. Times `scale`; a layout takes
    /// only the dimensions it estimates.
    public static func fitting(
        _ attributes: LayoutAttributes, dataSource: CollectionDataSource, layout: CollectionViewLayout,
        across: CGFloat?, scale: CellScale
    ) -> LayoutAttributes {
        guard attributes.representedElementCategory == .cell else {
            var fitted = attributes
            let label = dataSource.label(
                forElementOfKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
            fitted.size = CGSize(width: CGFloat(DisplayWidth.of(label) + 4) * scale.width, height: scale.height)
            return fitted
        }
        return labelFitting(
            attributes, label: dataSource.label(for: attributes.indexPath), across: across, scale: scale,
            keepsWidth: !layout.measuresWidth(ofItemAt: attributes.indexPath))
    }

    /// A cell sized to `label`: its display width (CJK and emoji two columns) plus a border and a
    /// space on each side, 3 rows; a label wider than `across` (nil: never) wraps and the cell
    /// grows a row per extra line; with `keepsWidth` the width stays and only the rows follow.
    /// Times `scale` (points per column and per row).
    ///
    /// ```swift
    /// Viewport.labelFitting(cell, label: "布局", across: 80, scale: 1, keepsWidth: false).size  // 8x3
    /// ```
    public static func labelFitting(
        _ attributes: LayoutAttributes, label: String, across: CGFloat?, scale: CellScale,
        keepsWidth: Bool
    ) -> LayoutAttributes {
        var fitted = attributes
        let text = CGFloat(DisplayWidth.of(label))
        var columns = keepsWidth ? attributes.size.width / scale.width : text + 4
        var rows: CGFloat = 3
        let limit = keepsWidth ? columns : (across.map { $0 / scale.width } ?? .infinity)
        if text + 4 > limit, limit > 4 {
            // The painter's lines: the box's whole columns less a border and a space each side.
            columns = limit
            rows =
                2
                + CGFloat(
                    max(
                        1,
                        DisplayWidth.wrap(label, to: max(1, Int(saturating: (limit - 4).rounded(.down))), lines: .max)
                            .count))
        }
        fitted.size = CGSize(width: columns * scale.width, height: rows * scale.height)
        return fitted
    }
}
