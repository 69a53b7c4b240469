import CollectionLayout
import Foundation

/// The waterfall-layout properties a spec sets, at the top level or per section.
public struct WaterfallParameters: Equatable, Sendable {
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

    public func apply(to layout: WaterfallLayout) {
        layout.itemSize = itemSize
        layout.columnCount = columnCount
        layout.minimumColumnSpacing = minimumColumnSpacing
        layout.minimumInteritemSpacing = minimumInteritemSpacing
        layout.sectionInset = sectionInset
        layout.headerHeight = headerHeight
        layout.footerHeight = footerHeight
        layout.headerInset = headerInset
        layout.footerInset = footerInset
        layout.itemRenderDirection = itemRenderDirection
        layout.itemHeightMode = itemHeightMode
        layout.minimumContentHeight = minimumContentHeight
    }
}

/// A section's waterfall overrides (and the top level's keys while reading).
public struct WaterfallOverrides: Equatable, Sendable {
    public var itemSize: CGSize?
    public var columnCount: Int?
    public var minimumColumnSpacing: CGFloat?
    public var minimumInteritemSpacing: CGFloat?
    public var sectionInset: EdgeInsets?
    public var headerHeight: CGFloat?
    public var footerHeight: CGFloat?
    public var headerInset: EdgeInsets?
    public var footerInset: EdgeInsets?
    public var itemRenderDirection: WaterfallLayout.ItemRenderDirection?
    public var itemHeightMode: WaterfallLayout.ItemHeightMode?
    public var minimumContentHeight: CGFloat?
    public var lines: [String: Int] = [:]

    public init() {}

    public var isEmpty: Bool { self == WaterfallOverrides() }

    public func applied(to base: WaterfallParameters) -> WaterfallParameters {
        var p = base
        if let itemSize { p.itemSize = itemSize }
        if let columnCount { p.columnCount = columnCount }
        if let minimumColumnSpacing { p.minimumColumnSpacing = minimumColumnSpacing }
        if let minimumInteritemSpacing { p.minimumInteritemSpacing = minimumInteritemSpacing }
        if let sectionInset { p.sectionInset = sectionInset }
        if let headerHeight { p.headerHeight = headerHeight }
        if let footerHeight { p.footerHeight = footerHeight }
        if let headerInset { p.headerInset = headerInset }
        if let footerInset { p.footerInset = footerInset }
        if let itemRenderDirection { p.itemRenderDirection = itemRenderDirection }
        if let itemHeightMode { p.itemHeightMode = itemHeightMode }
        if let minimumContentHeight { p.minimumContentHeight = minimumContentHeight }
        return p
    }
}
