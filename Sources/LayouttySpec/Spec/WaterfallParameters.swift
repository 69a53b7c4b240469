import CollectionLayout
import Foundation

/// The waterfall-layout properties a spec sets, at the top level or per section.
public struct WaterfallParameters: SpecParameters {
    public typealias Layout = WaterfallLayout

    public var itemSize = CGSize(width: 50, height: 50)
    public var columnCount = 2
    public var minimumColumnSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset = EdgeInsets.zero
    public var headerHeight: CGFloat = 0
    public var footerHeight: CGFloat = 0
    public var headerInset = EdgeInsets.zero
    public var footerInset = EdgeInsets.zero
    public var itemRenderDirection = WaterfallLayout.ItemRenderDirection.shortestFirst
    public var itemHeightMode = WaterfallLayout.ItemHeightMode.aspectFit
    /// Top level only.
    public var minimumContentHeight: CGFloat = 0

    public init() {}

    /// The waterfall closest to a flow layout's look, for switching the same data between the
    /// two: as many columns as fit, the same spacings, insets and header/footer heights.
    public init(resembling flow: FlowParameters, columns: Int, direction: ScrollDirection) {
        self.init()
        itemSize = flow.itemSize
        columnCount = max(1, columns)
        minimumColumnSpacing = flow.minimumInteritemSpacing
        minimumInteritemSpacing = flow.minimumLineSpacing
        sectionInset = flow.sectionInset
        headerHeight = direction == .vertical ? flow.headerReferenceSize.height : flow.headerReferenceSize.width
        footerHeight = direction == .vertical ? flow.footerReferenceSize.height : flow.footerReferenceSize.width
    }
}

extension WaterfallParameters {
    /// The waterfall layout's spec keys: name, JSON type, where it may appear, and the property it sets.
    public static let specKeys: [SpecKey<WaterfallParameters>] = [
        SpecKey("itemSize", \.itemSize, layout: \.itemSize, type: .size(positive: true), "every item's size (sections given as a count)"),
        SpecKey("columnCount", \.columnCount, layout: \.columnCount, type: .whole(1...WaterfallLayout.maximumColumnCount, unit: "columns"), "columns (rows when horizontal)"),
        SpecKey("minimumColumnSpacing", \.minimumColumnSpacing, layout: \.minimumColumnSpacing, type: .length, "space between columns"),
        SpecKey("minimumInteritemSpacing", \.minimumInteritemSpacing, layout: \.minimumInteritemSpacing, type: .length, "least space between neighbouring items (flow: in a line; waterfall: in a column)"),
        SpecKey("sectionInset", \.sectionInset, layout: \.sectionInset, type: .insets, "space around a section's items"),
        SpecKey("headerHeight", \.headerHeight, layout: \.headerHeight, type: .length, "header length along the scroll axis"),
        SpecKey("footerHeight", \.footerHeight, layout: \.footerHeight, type: .length, "footer length along the scroll axis"),
        SpecKey("headerInset", \.headerInset, layout: \.headerInset, type: .insets, "space around the header"),
        SpecKey("footerInset", \.footerInset, layout: \.footerInset, type: .insets, "space around the footer"),
        SpecKey("itemRenderDirection", \.itemRenderDirection, layout: \.itemRenderDirection, "which column takes the next item"),
        SpecKey("itemHeightMode", \.itemHeightMode, layout: \.itemHeightMode, "aspectFit: item sizes are aspect ratios; fixed: sizes as given"),
        SpecKey("minimumContentHeight", \.minimumContentHeight, layout: \.minimumContentHeight, type: .length, topLevelOnly: true, "the content is at least this long"),
    ]
}
