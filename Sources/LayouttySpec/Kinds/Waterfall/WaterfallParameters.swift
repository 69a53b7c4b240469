import CollectionLayout
import Foundation

/// The waterfall layout's values a spec sets, at the top level or per section: the layout's
/// own `Configuration`, so a key the layout gains needs only its row in `specKeys`.
package typealias WaterfallParameters = WaterfallLayout.Configuration

extension WaterfallLayout.Configuration: SpecParameters {
    package typealias Layout = WaterfallLayout

    package func apply(to layout: WaterfallLayout) {
        layout.configuration = self
    }

    /// The waterfall closest to a flow layout's look, for switching the same data between the
    /// two: as many columns as fit, the flow's interitem spacing between columns, its header and
    /// footer heights, and the keys both layouts read as the flow has them (`takingSharedValues`).
    package init(resembling flow: FlowParameters, columns: Int, direction: ScrollDirection) {
        self.init()
        columnCount = max(1, columns)
        minimumColumnSpacing = flow.minimumInteritemSpacing
        headerHeight = direction == .vertical ? flow.headerReferenceSize.height : flow.headerReferenceSize.width
        footerHeight = direction == .vertical ? flow.footerReferenceSize.height : flow.footerReferenceSize.width
        self = takingSharedValues(of: flow)
    }
}

extension WaterfallParameters {
    /// The waterfall layout's spec keys: name, JSON type, where it may appear, and the property it sets.
    package static let specKeys: [SpecKey<WaterfallParameters>] = [
        SpecKey("itemSize", \.itemSize, type: .size(positive: true), "every item's size (sections given as a count)"),
        SpecKey(
            "columnCount", \.columnCount, type: .whole(1...WaterfallLayout.maximumColumnCount, unit: "columns"),
            "columns (rows when horizontal)"),
        SpecKey("minimumColumnSpacing", \.minimumColumnSpacing, type: .length, "space between columns"),
        SpecKey(
            "minimumInteritemSpacing", \.minimumInteritemSpacing, type: .spacing,
            "least space between neighbouring items (flow: in a line; waterfall: in a column)"),
        SpecKey("sectionInset", \.sectionInset, type: .insets, "space around a section's items"),
        SpecKey("headerHeight", \.headerHeight, type: .length, "header length along the scroll axis"),
        SpecKey("footerHeight", \.footerHeight, type: .length, "footer length along the scroll axis"),
        SpecKey("headerInset", \.headerInset, type: .insets, "space around the header"),
        SpecKey("footerInset", \.footerInset, type: .insets, "space around the footer"),
        // The layout reads these two for every section alike: a section's value was ignored.
        SpecKey("itemRenderDirection", \.itemRenderDirection, topLevelOnly: true, "which column takes the next item"),
        SpecKey(
            "itemHeightMode", \.itemHeightMode, topLevelOnly: true,
            "aspectFit: item sizes are aspect ratios; fixed: sizes as given"),
        SpecKey(
            "minimumContentHeight", \.minimumContentHeight, type: .length, topLevelOnly: true,
            "the content is at least this long"),
        SpecKey(
            "estimatedItemSize", \.estimatedItemSize, type: .estimatedSize,
            "self-sizing: cells measure themselves when shown (labels), the rest keep this estimate")
    ]
}
