import Foundation

/// A masonry ("waterfall") layout: items fill equal-width columns, each placed in the column
/// its render direction picks (by default the shortest), per the LayoutSemantics article (CollectionLayout.docc).
/// Horizontal scrolling is the transpose: columns become rows.
///
/// ```swift
/// let layout = WaterfallLayout()
/// layout.columnCount = 3
/// layout.delegate = photos            // item sizes (aspect ratios under .aspectFit)
/// layout.collectionView = view
/// layout.prepareIfNeeded()
/// ```
///
/// Preconditions, as for `FlowLayout`: positive item sizes, finite non-negative spacings and
/// insets, a column count ≥ 1 and a positive column width; a `prepare()` that meets a violation
/// lays out nothing and says why in `configurationError`.
open class WaterfallLayout: CollectionViewLayout, ScrollDirectional {
    public enum ItemRenderDirection: String, Sendable, CaseIterable {
        case shortestFirst, leftToRight, rightToLeft
    }

    public enum ItemHeightMode: String, Sendable, CaseIterable {
        /// The delegate's size is an aspect ratio: height = its height × column width / its width.
        case aspectFit
        /// The delegate's height is used as is.
        case fixed
    }

    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// The values a section uses unless the delegate answers otherwise, as one value: a spec or
    /// a previewer sets them together, and what a section resolves to is one of these.
    public struct Configuration: Equatable, Sendable {
        /// The size of items a delegate does not size.
        public var itemSize = CGSize(width: 50, height: 50)
        /// Columns (rows when scrolling horizontally).
        public var columnCount = 2
        public var minimumColumnSpacing: CGFloat = 10
        /// The gap between items of one column.
        public var minimumInteritemSpacing: CGFloat = 10
        public var sectionInset = EdgeInsets.zero
        public var headerHeight: CGFloat = 0
        public var footerHeight: CGFloat = 0
        public var headerInset = EdgeInsets.zero
        public var footerInset = EdgeInsets.zero
        public var itemRenderDirection = ItemRenderDirection.shortestFirst
        public var itemHeightMode = ItemHeightMode.aspectFit
        /// The content is at least this long (the whole layout, not per section).
        public var minimumContentHeight: CGFloat = 0
        /// Non-zero: items' heights size themselves to the column width when shown (the items'
        /// sizes are the estimates until then).
        public var estimatedItemSize = CGSize.zero

        public init() {}
    }

    public var configuration = Configuration() { didSet { invalidateLayout() } }

    public var estimatedItemSize: CGSize {
        get { configuration.estimatedItemSize }
        set { configuration.estimatedItemSize = newValue }
    }

    /// Heights the view measured, by section and item (only cells that were shown).
    private var measuredHeights = Measurements<CGFloat>()
    /// Whether any section self-sizes.
    private var selfSizingSections = false

    // The properties by name, each a part of `configuration`.
    public var itemSize: CGSize {
        get { configuration.itemSize }
        set { configuration.itemSize = newValue }
    }
    public var columnCount: Int {
        get { configuration.columnCount }
        set { configuration.columnCount = newValue }
    }
    public var minimumColumnSpacing: CGFloat {
        get { configuration.minimumColumnSpacing }
        set { configuration.minimumColumnSpacing = newValue }
    }
    public var minimumInteritemSpacing: CGFloat {
        get { configuration.minimumInteritemSpacing }
        set { configuration.minimumInteritemSpacing = newValue }
    }
    public var sectionInset: EdgeInsets {
        get { configuration.sectionInset }
        set { configuration.sectionInset = newValue }
    }
    public var headerHeight: CGFloat {
        get { configuration.headerHeight }
        set { configuration.headerHeight = newValue }
    }
    public var footerHeight: CGFloat {
        get { configuration.footerHeight }
        set { configuration.footerHeight = newValue }
    }
    public var headerInset: EdgeInsets {
        get { configuration.headerInset }
        set { configuration.headerInset = newValue }
    }
    public var footerInset: EdgeInsets {
        get { configuration.footerInset }
        set { configuration.footerInset = newValue }
    }
    public var itemRenderDirection: ItemRenderDirection {
        get { configuration.itemRenderDirection }
        set { configuration.itemRenderDirection = newValue }
    }
    public var itemHeightMode: ItemHeightMode {
        get { configuration.itemHeightMode }
        set { configuration.itemHeightMode = newValue }
    }
    public var minimumContentHeight: CGFloat {
        get { configuration.minimumContentHeight }
        set { configuration.minimumContentHeight = newValue }
    }
    /// Layoutty's addition: a decoration view behind each section's items and insets.
    public var sectionBackgrounds = false { didSet { invalidateLayout() } }

    public weak var delegate: WaterfallLayoutDelegate? { didSet { invalidateLayout() } }

    /// A waterfall stores the position of every item sized one by one (24 bytes each): larger
    /// such sections are refused with a `configurationError` rather than exhausting memory.
    /// Items of one size (`uniformItemSizeForSection`) store nothing and have no limit.
    public static let maximumItemsPerSection = 100_000_000
    /// Columns are stored one list each; more than this is refused like a bad spacing.
    public static let maximumColumnCount = 1000

    open override var configurationError: LayoutConfigurationError? { lastConfigurationError }
    private var lastConfigurationError: LayoutConfigurationError?
    private var sections = InternedSections<WaterfallSection>()
    /// Distinct prepared sections stored (`InternedSections`): tests check sharing.
    package var distinctSectionCount: Int { sections.distinctCount }

    /// A prepared section and where it starts along the scroll axis, for the placement query
    /// and the inspector.
    func preparedSection(_ index: Int) -> (section: WaterfallSection, start: CGFloat)? {
        sections.indices.contains(index) ? (sections[index], stack.start(of: index)) : nil
    }
    func sectionIndices(overlappingMain min: CGFloat, _ max: CGFloat) -> Range<Int> {
        stack.indices(overlappingMain: min, max)
    }
    func selfSizes(_ section: Int) -> Bool { sections.indices.contains(section) && sections[section].selfSizes }
    /// The content's width across the scroll axis.
    var crossExtent: CGFloat { crossWidth }
    private var stack = SectionStack()
    private var crossWidth: CGFloat = 0
    /// How many sections `prepare()` has rebuilt in total (tests check partial invalidation).
    package private(set) var sectionRebuildCount = 0

    public override init() { super.init() }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        let width = collectionView.map { $0.contentCrossWidth(for: $0.bounds, scrollDirection) } ?? 0
        let crossSizeChanged = abs(width - crossWidth) > lengthTolerance
        // Measured heights follow their items through a batch; other data changes and a new
        // column width make them stale.
        measuredHeights.carry(through: pendingInvalidation, stale: crossSizeChanged)
        crossWidth = width
        lastConfigurationError = SectionStack.prepare(
            \.sections, \.stack, of: self, view: collectionView, context: pendingInvalidation,
            crossSizeChanged: crossSizeChanged, lastError: lastConfigurationError, length: \.length, build: buildSection
        )
        guard stack.changed else { return }
        selfSizingSections = sections.contains { $0.selfSizes }
    }

    /// A section in three steps: its metrics (the delegate asked once each), their validation,
    /// then the placement of its header, items and footer.
    private func buildSection(_ index: Int, in view: CollectionView, previous _: WaterfallSection?)
        throws(LayoutConfigurationError)
        -> WaterfallSection
    {
        sectionRebuildCount += 1
        let m = metrics(ofSection: index, in: view)
        let columnWidth = try validated(m, section: index)
        return try placeSection(index, in: view, metrics: m, columnWidth: columnWidth)
    }

    /// What a section is laid out by, along the scroll axis's orientation: the delegate's answers,
    /// else the layout's properties.
    private struct SectionMetrics {
        var columns: Int
        var columnSpacing: CGFloat
        var spacing: CGFloat
        var inset: EdgeInsets
        var headerLength: CGFloat
        var footerLength: CGFloat
        var headerInset: EdgeInsets
        var footerInset: EdgeInsets
        var background: Bool
        var estimated: CGSize
    }

    private func metrics(ofSection index: Int, in view: CollectionView) -> SectionMetrics {
        let d = delegate
        let c = d?.collectionView(view, layout: self, configurationForSection: index) ?? configuration
        let axis = scrollDirection
        return SectionMetrics(
            columns: c.columnCount, columnSpacing: c.minimumColumnSpacing, spacing: c.minimumInteritemSpacing,
            inset: axis.oriented(c.sectionInset),
            headerLength: c.headerHeight, footerLength: c.footerHeight, headerInset: axis.oriented(c.headerInset),
            footerInset: axis.oriented(c.footerInset),
            background: d?.collectionView(view, layout: self, showsBackgroundForSection: index) ?? sectionBackgrounds,
            estimated: c.estimatedItemSize)
    }

    /// Refuses metrics no section can be laid out by, in one line naming the value; the width of
    /// a column.
    private func validated(_ m: SectionMetrics, section index: Int) throws(LayoutConfigurationError) -> CGFloat {
        guard (1...Self.maximumColumnCount).contains(m.columns) else {
            throw LayoutConfigurationError(
                message: "section \(index): columnCount must be from 1 to \(Self.maximumColumnCount), got \(m.columns)")
        }
        let (inset, hInset, fInset) = (m.inset, m.headerInset, m.footerInset)
        let lengths: [(String, CGFloat)] = [
            ("minimumColumnSpacing", m.columnSpacing), ("headerHeight", m.headerLength),
            ("footerHeight", m.footerLength), ("inset.top", inset.top), ("inset.left", inset.left),
            ("inset.bottom", inset.bottom),
            ("inset.right", inset.right), ("headerInset", min(hInset.top, hInset.left, hInset.bottom, hInset.right)),
            ("footerInset", min(fInset.top, fInset.left, fInset.bottom, fInset.right))
        ]
        for (name, value) in lengths where !(value.isFinite && value >= 0) {
            throw LayoutConfigurationError(message: "section \(index): \(name) must be finite and ≥ 0, got \(value)")
        }
        // The item spacing may be negative (items overlap) while every item still advances.
        guard m.spacing.isFinite else {
            throw LayoutConfigurationError(
                message: "section \(index): minimumInteritemSpacing must be finite, got \(m.spacing)")
        }
        let width = crossWidth
        let columnWidth =
            (width - inset.left - inset.right - CGFloat(m.columns - 1) * m.columnSpacing) / CGFloat(m.columns)
        guard columnWidth > 0 else {
            throw LayoutConfigurationError(
                message:
                    "section \(index): no room for \(m.columns) column(s): width \(width) leaves a column width of \(columnWidth)"
            )
        }
        return columnWidth
    }

    /// The header, the items (of one size, computed; else each placed in the shortest column)
    /// and the footer, down from the section's start.
    private func placeSection(_ index: Int, in view: CollectionView, metrics m: SectionMetrics, columnWidth: CGFloat)
        throws(LayoutConfigurationError) -> WaterfallSection
    {
        let d = delegate
        let width = crossWidth
        var y: CGFloat = 0
        var header: CGRect?
        if m.headerLength > 0 {
            y += m.headerInset.top
            header = CGRect(
                x: m.headerInset.left, y: y, width: width - m.headerInset.left - m.headerInset.right,
                height: m.headerLength)
            y += m.headerLength + m.headerInset.bottom
        }
        let itemsTop = y
        y += m.inset.top
        var section = WaterfallSection(
            length: 0, columnX: (0..<m.columns).map { m.inset.left + CGFloat($0) * (columnWidth + m.columnSpacing) },
            columnWidth: columnWidth)
        // Self-sizing: the measured heights, over the items' sizes as estimates.
        section.selfSizes = m.estimated != .zero
        let placement = ItemPlacement(
            section: index, count: view.numberOfItems(inSection: index), columns: m.columns, columnWidth: columnWidth,
            spacing: m.spacing,
            top: y,
            axis: scrollDirection, aspectFit: itemHeightMode == .aspectFit)
        // The delegate is asked once: an answer (or no delegate) means every item has that size.
        let uniformSize: CGSize? =
            if section.selfSizes { nil } else if let d {
                d.collectionView(view, layout: self, uniformItemSizeForSection: index)
            } else {
                itemSize
            }
        if let size = uniformSize {
            let uniform = try placeUniformItems(of: size, placement)
            section.uniform = uniform
            y = uniform.end
        } else {
            let measured = section.selfSizes ? measuredHeights[index] : [:]
            // The delegate is unwrapped once: optional chaining per item retains and releases it.
            let defaultSize = itemSize
            if let d {
                y = try placeItems(placement, in: &section, measured: measured) {
                    d.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: $0, section: index))
                }
            } else {
                y = try placeItems(placement, in: &section, measured: measured) { _ in defaultSize }
            }
        }
        (section.inset, section.itemsStart) = (m.inset, itemsTop + m.inset.top)
        section.tail = WaterfallSection.Tail(
            itemsTop: itemsTop, width: width, showsBackground: m.background, footerLength: m.footerLength,
            footerInset: m.footerInset)
        section.close(itemsEnd: y)
        for (name, rect) in [("header", header), ("footer", section.footer)] where (rect?.width ?? 1) <= 0 {
            throw LayoutConfigurationError(message: "section \(index): the \(name) insets leave it no width")
        }
        section.header = header
        return section
    }

    /// What placing a section's items needs, measured once per section.
    private struct ItemPlacement {
        var section: Int
        var count: Int
        var columns: Int
        var columnWidth: CGFloat
        var spacing: CGFloat
        /// Where the items start along the scroll axis, relative to the section.
        var top: CGFloat
        // Read once: properties of an open class are dispatched dynamically on every access.
        var axis: ScrollDirection
        var aspectFit: Bool
    }

    /// One size for every item: checked once, nothing stored per item.
    private func placeUniformItems(of raw: CGSize, _ p: ItemPlacement) throws(LayoutConfigurationError)
        -> UniformColumns
    {
        let height = try checkedLength(raw, measured: nil, item: nil, p)
        return UniformColumns(
            count: p.count, columnCount: p.columns, rightToLeft: itemRenderDirection == .rightToLeft, top: p.top,
            height: height,
            spacing: p.spacing)
    }

    /// Per-item sizes: each item goes to the column its render direction picks; returns where
    /// the items end.
    /// - Complexity: O(items × columns) time, 24 bytes per item.
    private func placeItems(
        _ p: ItemPlacement, in section: inout WaterfallSection, measured: [Int: CGFloat], size: (Int) -> CGSize
    ) throws(LayoutConfigurationError) -> CGFloat {
        // Column lists index items as Int32, and each item costs 24 bytes here.
        guard p.count <= Self.maximumItemsPerSection else {
            throw LayoutConfigurationError(
                message:
                    "section \(p.section): \(p.count) items sized one by one; a waterfall section holds at most \(Self.maximumItemsPerSection)"
            )
        }
        // Local arrays, moved into the section once: appending through the struct per item
        // costs a uniqueness check on every nested array.
        var itemY = [CGFloat]()
        var itemHeight = [CGFloat]()
        var itemColumn = [Int32]()
        itemY.reserveCapacity(p.count)
        itemHeight.reserveCapacity(p.count)
        itemColumn.reserveCapacity(p.count)
        var columnItems = [[Int32]](repeating: [], count: p.columns)
        for c in 0..<p.columns { columnItems[c].reserveCapacity(p.count / p.columns + 1) }
        var heights = [CGFloat](repeating: p.top, count: p.columns)
        let direction = itemRenderDirection
        for item in 0..<p.count {
            let height = try checkedLength(size(item), measured: measured[item], item: item, p)
            let column: Int
            switch direction {
            case .shortestFirst:
                var best = 0
                for c in 1..<p.columns where heights[c] < heights[best] - lengthTolerance { best = c }
                column = best
            case .leftToRight: column = item % p.columns
            case .rightToLeft: column = p.columns - 1 - item % p.columns
            }
            itemY.append(heights[column])
            itemHeight.append(height)
            itemColumn.append(Int32(column))
            columnItems[column].append(Int32(item))
            heights[column] += height + p.spacing
        }
        (section.itemY, section.itemHeight, section.itemColumn, section.columns) = (
            itemY, itemHeight, itemColumn, columnItems
        )
        return p.count > 0 ? heights.max()! - p.spacing : p.top
    }

    /// An item's length along the scroll axis — what the view measured, else from its size (an
    /// aspect ratio under `.aspectFit`) — checked; `item` nil: every item of the section.
    private func checkedLength(_ raw: CGSize, measured: CGFloat?, item: Int?, _ p: ItemPlacement)
        throws(LayoutConfigurationError)
        -> CGFloat
    {
        // Named only for an error: a string made per item was most of prepare()'s time.
        var which: String { item.map { "item \($0)" } ?? "every item" }
        guard raw.width.isFinite, raw.height.isFinite, raw.width > 0, raw.height > 0 else {
            throw LayoutConfigurationError(
                message:
                    "section \(p.section): \(which) must have a positive finite size, got \(raw.width)x\(raw.height)")
        }
        let size = p.axis.oriented(raw)
        let height = measured ?? (p.aspectFit ? size.height * p.columnWidth / size.width : size.height)
        guard height.isFinite else {
            throw LayoutConfigurationError(
                message:
                    "section \(p.section): \(which)'s height overflows: aspect \(raw.width)x\(raw.height) at column width \(p.columnWidth)"
            )
        }
        guard height + p.spacing > 0 else {
            throw LayoutConfigurationError(
                message: "section \(p.section): minimumInteritemSpacing \(p.spacing) does not let \(which) advance "
                    + "(its length \(height) + spacing must be > 0)")
        }
        return height
    }

    // MARK: Answering

    open override var collectionViewContentSize: CGSize {
        scrollDirection.oriented(CGSize(width: crossWidth, height: max(stack.end, minimumContentHeight, 0)))
    }

    open override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        visitAttributes(in: rect) {
            result.append($0)
            return true
        }
        return result
    }

    /// Streams the answer; a subclass is asked through its `attributes(in:)` (see FlowLayout).
    open override func streamAttributes(in rect: CGRect, while body: (LayoutAttributes) -> Bool) {
        guard type(of: self) == WaterfallLayout.self else { return super.streamAttributes(in: rect, while: body) }
        visitAttributes(in: rect, body)
    }

    /// `body` returns false to stop.
    private func visitAttributes(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) {
        let r = scrollDirection.oriented(rect.standardized)
        guard r.width > 0, r.height > 0 else { return }
        for index in stack.indices(overlappingMain: r.minY, r.maxY) {
            let start = stack.start(of: index)
            let section = sections[index]
            for element in [background(index), header(index)].compactMap({ $0 })
            where scrollDirection.oriented(element.frame).strictlyIntersects(r) {
                guard body(element) else { return }
            }
            let finished = section.forEachItem(in: r, origin: start) { item in
                body(cell(IndexPath(item: item, section: index), section.frame(ofItem: item, origin: start)))
            }
            guard finished else { return }
            if let footer = footer(index), scrollDirection.oriented(footer.frame).strictlyIntersects(r), !body(footer) {
                return
            }
        }
    }

    open override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else {
            return nil
        }
        return cell(
            indexPath,
            sections[indexPath.section].frame(ofItem: indexPath.item, origin: stack.start(of: indexPath.section)))
    }

    open override func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        switch kind {
        case ElementKind.sectionHeader: return header(indexPath.section)
        case ElementKind.sectionFooter: return footer(indexPath.section)
        default: return nil
        }
    }

    open override func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    {
        guard kind == ElementKind.sectionBackground, sections.indices.contains(indexPath.section), indexPath.item == 0
        else { return nil }
        return background(indexPath.section)
    }

    private func cell(_ indexPath: IndexPath, _ logical: CGRect) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, kind: nil, indexPath: indexPath, frame: scrollDirection.oriented(logical), zIndex: 0)
    }

    private func element(_ category: ElementCategory, _ kind: String, _ section: Int, _ relative: CGRect?, zIndex: Int)
        -> LayoutAttributes?
    {
        guard let relative else { return nil }
        return LayoutAttributes(
            category: category, kind: kind, indexPath: IndexPath(item: 0, section: section),
            frame: scrollDirection.oriented(relative.offsetBy(dx: 0, dy: stack.start(of: section))), zIndex: zIndex)
    }

    private func header(_ section: Int) -> LayoutAttributes? {
        element(.supplementaryView, ElementKind.sectionHeader, section, sections[section].header, zIndex: 1)
    }

    private func footer(_ section: Int) -> LayoutAttributes? {
        element(.supplementaryView, ElementKind.sectionFooter, section, sections[section].footer, zIndex: 1)
    }

    private func background(_ section: Int) -> LayoutAttributes? {
        element(.decorationView, ElementKind.sectionBackground, section, sections[section].background, zIndex: -1)
    }

    /// Only with a self-sizing section (an estimated item size) does the view measure cells.
    open override var asksForPreferredAttributes: Bool { selfSizingSections }

    /// A cell's width is its column's.
    open override func measuresWidth(ofItemAt indexPath: IndexPath) -> Bool { false }

    /// A self-sizing section takes a shown cell's height (its width is the column's).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        guard originalAttributes.representedElementCategory == .cell, selfSizes(originalAttributes.indexPath.section)
        else { return false }
        return abs(
            scrollDirection.oriented(preferredAttributes.size).height
                - scrollDirection.oriented(originalAttributes.size).height)
            > lengthTolerance
    }

    /// Keeps the measured height; the item's section is placed again (a waterfall's columns
    /// depend on every item before: O(items of that section), the other sections untouched).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let path = originalAttributes.indexPath
        measuredHeights.record(scrollDirection.oriented(preferredAttributes.size).height, at: path)
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // MARK: Invalidating

    /// Only a change of the cross-axis size moves anything: nothing is pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        return abs(view.contentCrossWidth(for: newBounds, scrollDirection) - crossWidth) > lengthTolerance
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        shouldInvalidateLayout(forBoundsChange: newBounds) ? .everything : InvalidationContext()
    }
}
