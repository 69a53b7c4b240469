import Foundation

/// A line-based layout with UIKit's `UICollectionViewFlowLayout` semantics, plus alignment
/// choices UIKit lacks (see the LayoutSemantics article (CollectionLayout.docc)).
///
/// ```swift
/// let layout = FlowLayout()
/// layout.itemSize = CGSize(width: 12, height: 4)
/// layout.minimumInteritemSpacing = 2
/// layout.collectionView = myView            // bounds and item counts
/// layout.prepareIfNeeded()
/// let visible = layout.attributes(in: myView.bounds)
/// ```
///
/// Subclass it and override `attributesForItem(at:)` to adjust frames; route `attributes(in:)`
/// through your override if you change them.
///
/// Preconditions (not checked per item for speed, but never turned into bad frames): item sizes
/// finite and ≥ 0 (an item sized `.zero` is hidden, as apps hide one in UIKit: it has its frame,
/// of no area, and meets no rect), spacings/insets/reference sizes finite and ≥ 0, and a positive available width in
/// every section. A `prepare()` that meets a violation lays out nothing and reports it in
/// `configurationError`.
open class FlowLayout: CollectionViewLayout, ScrollDirectional {
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// The per-section values a section uses unless the delegate answers otherwise (UIKit's
    /// defaults), as one value: a spec or a previewer sets them together, and what a section
    /// resolves to is one of these.
    public struct Configuration: Equatable, Sendable {
        public var itemSize = CGSize(width: 50, height: 50)
        public var minimumLineSpacing: CGFloat = 10
        public var minimumInteritemSpacing: CGFloat = 10
        public var sectionInset = EdgeInsets.zero
        public var headerReferenceSize = CGSize.zero
        public var footerReferenceSize = CGSize.zero
        /// Alignment, pinning and background.
        public var sectionStyle = SectionStyle()
        /// What section insets are measured from (the same for every section, as in UIKit).
        public var sectionInsetReference = SectionInsetReference.fromContentInset
        /// Non-zero: cells size themselves (UIKit's self-sizing); `FlowLayout.automaticSize`
        /// estimates with `itemSize`.
        public var estimatedItemSize = CGSize.zero

        public init() {}
    }

    public var configuration = Configuration() { didSet { invalidateLayout() } }

    // UIKit's property names, each a part of `configuration`.
    public var itemSize: CGSize {
        get { configuration.itemSize }
        set { configuration.itemSize = newValue }
    }
    public var minimumLineSpacing: CGFloat {
        get { configuration.minimumLineSpacing }
        set { configuration.minimumLineSpacing = newValue }
    }
    public var minimumInteritemSpacing: CGFloat {
        get { configuration.minimumInteritemSpacing }
        set { configuration.minimumInteritemSpacing = newValue }
    }
    public var sectionInset: EdgeInsets {
        get { configuration.sectionInset }
        set { configuration.sectionInset = newValue }
    }
    public var headerReferenceSize: CGSize {
        get { configuration.headerReferenceSize }
        set { configuration.headerReferenceSize = newValue }
    }
    public var footerReferenceSize: CGSize {
        get { configuration.footerReferenceSize }
        set { configuration.footerReferenceSize = newValue }
    }
    /// Every section's style unless the delegate overrides it; the properties below edit it.
    public var sectionStyle: SectionStyle {
        get { configuration.sectionStyle }
        set { configuration.sectionStyle = newValue }
    }

    public var horizontalAlignment: HorizontalAlignment {
        get { sectionStyle.horizontalAlignment }
        set { sectionStyle.horizontalAlignment = newValue }
    }
    public var lastLineAlignment: LastLineAlignment {
        get { sectionStyle.lastLineAlignment }
        set { sectionStyle.lastLineAlignment = newValue }
    }
    public var verticalAlignment: VerticalAlignment {
        get { sectionStyle.verticalAlignment }
        set { sectionStyle.verticalAlignment = newValue }
    }
    public var sectionHeadersPinToVisibleBounds: Bool {
        get { sectionStyle.headerPinsToVisibleBounds }
        set { sectionStyle.headerPinsToVisibleBounds = newValue }
    }
    public var sectionFootersPinToVisibleBounds: Bool {
        get { sectionStyle.footerPinsToVisibleBounds }
        set { sectionStyle.footerPinsToVisibleBounds = newValue }
    }

    public var sectionBackgrounds: Bool {
        get { sectionStyle.showsBackground }
        set { sectionStyle.showsBackground = newValue }
    }

    public var estimatedItemSize: CGSize {
        get { configuration.estimatedItemSize }
        set { configuration.estimatedItemSize = newValue }
    }

    /// UIKit's `UICollectionViewFlowLayout.automaticSize`: as `estimatedItemSize`, self-sizing
    /// cells estimated at `itemSize`.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public var sectionInsetReference: SectionInsetReference {
        get { configuration.sectionInsetReference }
        set { configuration.sectionInsetReference = newValue }
    }

    /// Per-item and per-section overrides; held weakly, as UIKit's delegates.
    public weak var delegate: FlowLayoutDelegate? { didSet { invalidateLayout() } }

    /// Why the last `prepare()` laid out nothing, or nil.
    open override var configurationError: LayoutConfigurationError? { lastConfigurationError }
    /// Right to left, the view shows the layout mirrored, as UIKit's does.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    private var lastConfigurationError: LayoutConfigurationError?

    /// Items wider than their section's available width, which get a line of their own at the
    /// leading inset (UIKit leaves this undefined). One entry per section that has any.
    public var oversizedItems: [OversizedItems] { sections.compactMap(\.oversized) }

    public struct OversizedItems: Hashable, Sendable {
        public var section: Int
        public var firstItem: Int
        public var count: Int
        public var availableWidth: CGFloat

        public init(section: Int, firstItem: Int, count: Int, availableWidth: CGFloat) {
            self.section = section
            self.firstItem = firstItem
            self.count = count
            self.availableWidth = availableWidth
        }
    }

    private var sections = InternedSections<FlowSection>()
    /// Distinct prepared sections stored (`InternedSections`): tests check sharing.
    package var distinctSectionCount: Int { sections.distinctCount }
    /// The sizes the view measured (logical: across, along the scroll axis), by section and item;
    /// only cells that were shown have one.
    private var measuredSizes = Measurements<CGSize>()
    /// Per section, the first item measured since the last `prepare()`: lines are rebuilt from there.
    private var firstMeasuredChange: [Int: Int] = [:]
    /// Whether any section self-sizes (read on every still frame).
    private var selfSizingSections = false

    func measuredSizes(inSection section: Int) -> [Int: CGSize] { measuredSizes[section] }
    func changedSince(_ section: Int) -> Int? { firstMeasuredChange[section] }
    func recordMeasurement(_ size: CGSize, at path: IndexPath) {
        measuredSizes.record(size, at: path)
        firstMeasuredChange[path.section] = min(firstMeasuredChange[path.section] ?? path.item, path.item)
    }

    /// Measurements follow their items through a batch; data that changed without one (a
    /// reload) makes them stale.
    private func remapMeasurements(_ context: InvalidationContext) {
        if measuredSizes.carry(through: context) { firstMeasuredChange = [:] }
    }

    /// A prepared section, for the placement query and the inspector.
    func preparedSection(_ index: Int) -> FlowSection? { sections.indices.contains(index) ? sections[index] : nil }
    func sectionStart(_ index: Int) -> CGFloat { stack.start(of: index) }
    func sectionIndices(overlappingMain min: CGFloat, _ max: CGFloat) -> Range<Int> {
        stack.indices(overlappingMain: min, max)
    }
    /// The content's width across the scroll axis.
    var crossExtent: CGFloat { crossWidth }
    private var stack = SectionStack()
    private var crossWidth: CGFloat = 0
    private var pinsAnything = false
    private var lastAnswerCount = 0
    /// How many sections `prepare()` has rebuilt in total: tests check that a scroll with pinned
    /// headers recomputes none.
    package private(set) var sectionRebuildCount = 0

    public override init() { super.init() }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        let width = collectionView.map { $0.contentCrossWidth(for: $0.bounds, scrollDirection) } ?? 0
        let crossSizeChanged = abs(width - crossWidth) > lengthTolerance
        remapMeasurements(pendingInvalidation)
        defer { firstMeasuredChange = [:] }
        crossWidth = width
        lastConfigurationError = SectionStack.prepare(
            \.sections, \.stack, of: self, view: collectionView, context: pendingInvalidation,
            crossSizeChanged: crossSizeChanged, lastError: lastConfigurationError, length: \.length, build: buildSection
        )
        guard stack.changed else { return }
        pinsAnything = sections.contains { $0.style.headerPinsToVisibleBounds || $0.style.footerPinsToVisibleBounds }
        selfSizingSections = sections.contains { $0.selfSizes }
    }

    /// How many times the sections were laid end to end (for tests: a scroll must not).
    package var sectionRestackCount: Int { stack.restackCount }

    /// Across the scroll axis, how far the safe area or the layout margins (per
    /// `sectionInsetReference`) reach beyond the adjusted content inset: what section insets
    /// measured from them add. Nil for `.fromContentInset`.
    private func referenceInsetBeyondContent(_ view: CollectionView) -> EdgeInsets? {
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return nil
        case .fromSafeArea: reference = view.safeAreaInsets
        case .fromLayoutMargins: reference = view.layoutMargins
        }
        let r = scrollDirection.oriented(reference)
        let a = scrollDirection.oriented(view.adjustedContentInset)
        return EdgeInsets(top: 0, left: max(0, r.left - a.left), bottom: 0, right: max(0, r.right - a.right))
    }

    /// A section in three steps: its metrics (the delegate asked once each), their validation,
    /// then the placement of its lines.
    private func buildSection(_ index: Int, in view: CollectionView, previous: FlowSection?)
        throws(LayoutConfigurationError) -> FlowSection
    {
        sectionRebuildCount += 1
        let m = metrics(ofSection: index, in: view)
        let available = try validated(m, section: index)
        let context = LineContext(leadingInset: m.inset.left, available: available, spacing: m.spacing, style: m.style)
        let count = view.numberOfItems(inSection: index)
        let (lines, oversized) = try placeLines(
            index, in: view, metrics: m, context: context, count: count, previous: previous)
        var section = FlowSection(
            inset: m.inset, headerLength: m.header, footerLength: m.footer, style: m.style, itemCount: count,
            interitemSpacing: m.spacing, available: available, lines: lines, oversized: oversized)
        section.selfSizes = m.estimated != .zero
        return section
    }

    /// What a section is laid out by, along the scroll axis's orientation: the delegate's answers,
    /// else the layout's properties.
    private struct SectionMetrics {
        var inset: EdgeInsets
        var lineSpacing: CGFloat
        var spacing: CGFloat
        var header: CGFloat
        var footer: CGFloat
        var style: SectionStyle
        var estimated: CGSize
        /// Read once: properties of an open class are dispatched (and access-checked) on every
        /// access, which per item was a tenth of `prepare()`.
        var axis: ScrollDirection
    }

    private func metrics(ofSection index: Int, in view: CollectionView) -> SectionMetrics {
        let c = delegate?.collectionView(view, layout: self, configurationForSectionAt: index) ?? configuration
        let axis = scrollDirection
        var inset = axis.oriented(c.sectionInset)
        if let extra = referenceInsetBeyondContent(view) {
            inset.left += extra.left
            inset.right += extra.right
        }
        return SectionMetrics(
            inset: inset, lineSpacing: c.minimumLineSpacing, spacing: c.minimumInteritemSpacing,
            header: axis.oriented(c.headerReferenceSize).height,
            footer: axis.oriented(c.footerReferenceSize).height, style: c.sectionStyle, estimated: c.estimatedItemSize,
            axis: axis)
    }

    /// Refuses metrics no section can be laid out by, in one line naming the value; the room
    /// across the scroll axis the items have.
    private func validated(_ m: SectionMetrics, section index: Int) throws(LayoutConfigurationError) -> CGFloat {
        // Insets may be negative, as UIKit lays them out (a carousel centring an item taller than
        // the view computes one): the items then reach outside the section.
        for (name, value) in [
            ("inset.top", m.inset.top), ("inset.left", m.inset.left), ("inset.bottom", m.inset.bottom),
            ("inset.right", m.inset.right)
        ]
        where !value.isFinite {
            throw LayoutConfigurationError(message: "section \(index): \(name) must be finite, got \(value)")
        }
        for (name, value) in [("header size", m.header), ("footer size", m.footer)]
        where !(value.isFinite && value >= 0) {
            throw LayoutConfigurationError(message: "section \(index): \(name) must be finite and ≥ 0, got \(value)")
        }
        // Spacings may be negative, as UIKit allows (items overlap), as long as every item still
        // advances: checked per item (`checkedItemSize`).
        for (name, value) in [("minimumLineSpacing", m.lineSpacing), ("minimumInteritemSpacing", m.spacing)]
        where !value.isFinite {
            throw LayoutConfigurationError(message: "section \(index): \(name) must be finite, got \(value)")
        }
        let available = crossWidth - m.inset.left - m.inset.right
        guard available > 0 else {
            throw LayoutConfigurationError(
                message:
                    "section \(index): no room for items: width \(crossWidth) − insets \(m.inset.left) + \(m.inset.right) leaves \(available)"
            )
        }
        return available
    }

    /// An item's size (item nil: the section's one size) oriented along the scroll axis, refused
    /// unless finite, not negative, and advancing with the section's (possibly negative) spacings.
    /// A zero length is taken, as UIKit takes it, where a spacing still moves the next item on.
    private func checkedItemSize(_ size: CGSize, item: Int?, _ m: SectionMetrics, section index: Int)
        throws(LayoutConfigurationError)
        -> CGSize
    {
        // Named only for an error: a string made per item was most of prepare()'s time.
        var subject: String { item.map { "item \($0)" } ?? "itemSize" }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutConfigurationError(
                message: "section \(index): \(subject) must be finite and ≥ 0, got \(size.width)x\(size.height)")
        }
        let oriented = m.axis.oriented(size)
        // A negative spacing must leave each item (and each line, at least as long as its
        // items) going forwards: the searches rely on positions that only grow.
        guard oriented.width + m.spacing > 0, oriented.height + m.lineSpacing > 0 else {
            let (name, value, length) =
                oriented.width + m.spacing > 0
                ? ("minimumLineSpacing", m.lineSpacing, oriented.height)
                : ("minimumInteritemSpacing", m.spacing, oriented.width)
            throw LayoutConfigurationError(
                message: "section \(index): \(name) \(value) does not let \(subject) advance "
                    + "(its length \(length) + spacing must be > 0)")
        }
        return oriented
    }

    /// The section's lines — self-sized, of one item size, or of the delegate's sizes — and the
    /// items wider than the line, if any.
    private func placeLines(
        _ index: Int, in view: CollectionView, metrics m: SectionMetrics, context: LineContext, count: Int,
        previous: FlowSection?
    ) throws(LayoutConfigurationError) -> (FlowSection.Lines, OversizedItems?) {
        let d = delegate
        let available = context.available
        func checked(_ size: CGSize, item: Int?) throws(LayoutConfigurationError) -> CGSize {
            try checkedItemSize(size, item: item, m, section: index)
        }
        if m.estimated != .zero {
            let lines = try selfSizingLines(
                index, view: view, estimated: m.estimated, count: count, lineSpacing: m.lineSpacing, context: context,
                previous: previous?.lines, checked: checked)
            return (lines, nil)
        }
        // The delegate is asked once: an answer (or no delegate) means every item has that size.
        let uniformSize: CGSize? =
            if let d { d.collectionView(view, layout: self, uniformItemSizeForSectionAt: index) } else { itemSize }
        guard let delegate = d, uniformSize == nil else {
            let size = try checked(uniformSize ?? itemSize, item: nil)
            let oversized =
                count > 0 && size.width > available + lengthTolerance
                ? OversizedItems(section: index, firstItem: 0, count: count, availableWidth: available) : nil
            return (
                .uniform(UniformLines(itemSize: size, itemCount: count, lineSpacing: m.lineSpacing, context: context)),
                oversized
            )
        }
        var oversized: OversizedItems?
        let lines = try VaryingLines(count: count, lineSpacing: m.lineSpacing, context: context) {
            item throws(LayoutConfigurationError) in
            let size = try checked(
                delegate.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: index)),
                item: item)
            if size.width > available + lengthTolerance {
                var counted =
                    oversized ?? OversizedItems(section: index, firstItem: item, count: 0, availableWidth: available)
                counted.count += 1
                oversized = counted
            }
            return size
        }
        return (.varying(lines), oversized)
    }

    // MARK: Answering

    open override var collectionViewContentSize: CGSize {
        scrollDirection.oriented(CGSize(width: crossWidth, height: max(0, stack.end)))
    }

    open override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // Consecutive frames ask for similar rects: start at the last answer's size.
        result.reserveCapacity(lastAnswerCount)
        visitAttributes(in: rect) {
            result.append($0)
            return true
        }
        lastAnswerCount = result.count
        return result
    }

    /// Streams the answer. A subclass that overrides only `attributes(in:)` is asked through it,
    /// so its adjustments are never bypassed.
    open override func streamAttributes(in rect: CGRect, while body: (LayoutAttributes) -> Bool) {
        guard type(of: self) == FlowLayout.self else { return super.streamAttributes(in: rect, while: body) }
        visitAttributes(in: rect, body)
    }

    /// `body` returns false to stop.
    private func visitAttributes(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) {
        // Read once: an open class's property is dispatched and access-checked on every read.
        let axis = scrollDirection
        let r = axis.oriented(rect.standardized)
        guard r.width > 0, r.height > 0, !sections.isEmpty else { return }
        for index in stack.indices(overlappingMain: r.minY, r.maxY) {
            let section = sections[index]
            let start = stack.start(of: index)
            if let background = backgroundAttributes(index),
                scrollDirection.oriented(background.frame).strictlyIntersects(r),
                !body(background)
            {
                return
            }
            if let header = headerAttributes(index), scrollDirection.oriented(header.frame).strictlyIntersects(r),
                !body(header)
            {
                return
            }
            let origin = start + section.linesOrigin
            let finished = section.forEachItem(in: r, origin: origin) { item, frame in
                body(cell(IndexPath(item: item, section: index), logicalFrame: frame, axis: axis))
            }
            guard finished else { return }
            if let footer = footerAttributes(index), scrollDirection.oriented(footer.frame).strictlyIntersects(r),
                !body(footer)
            {
                return
            }
        }
    }

    open override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        let frame = section.frame(ofItem: indexPath.item)
        return cell(
            indexPath,
            logicalFrame: frame.offsetBy(dx: 0, dy: stack.start(of: indexPath.section) + section.linesOrigin),
            axis: scrollDirection)
    }

    open override func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        switch kind {
        case ElementKind.sectionHeader: return headerAttributes(indexPath.section)
        case ElementKind.sectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    open override func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    {
        guard kind == ElementKind.sectionBackground, sections.indices.contains(indexPath.section), indexPath.item == 0
        else { return nil }
        return backgroundAttributes(indexPath.section)
    }

    /// Behind the lines and the section insets, across the full width; absent when that is empty.
    private func backgroundAttributes(_ index: Int) -> LayoutAttributes? {
        let section = sections[index]
        let height = section.footerOrigin - section.headerLength
        guard section.style.showsBackground, height > 0 else { return nil }
        let frame = CGRect(x: 0, y: stack.start(of: index) + section.headerLength, width: crossWidth, height: height)
        return LayoutAttributes(
            category: .decorationView, kind: ElementKind.sectionBackground,
            indexPath: IndexPath(item: 0, section: index),
            frame: scrollDirection.oriented(frame), zIndex: -1)
    }

    private func cell(_ indexPath: IndexPath, logicalFrame: CGRect, axis: ScrollDirection) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, kind: nil, indexPath: indexPath, frame: axis.oriented(logicalFrame), zIndex: 0)
    }

    /// The visible bounds along the scroll axis, below the adjusted content inset (as UIKit
    /// pins under a navigation bar): pinned headers and footers follow it.
    private var visibleMainRange: (min: CGFloat, max: CGFloat)? {
        guard let view = collectionView else { return nil }
        let b = scrollDirection.oriented(view.unobscured(view.bounds))
        return (b.minY, b.maxY)
    }

    private func headerAttributes(_ index: Int) -> LayoutAttributes? { boundaryAttributes(index, isHeader: true) }
    private func footerAttributes(_ index: Int) -> LayoutAttributes? { boundaryAttributes(index, isHeader: false) }

    /// A section's header (before its lines) or footer (after them), across the whole width,
    /// pinned to what is visible when the section's style says so (then above the cells).
    private func boundaryAttributes(_ index: Int, isHeader: Bool) -> LayoutAttributes? {
        let section = sections[index]
        let length = isHeader ? section.headerLength : section.footerLength
        guard length > 0 else { return nil }
        let start = stack.start(of: index)
        var y = isHeader ? start : start + section.footerOrigin
        let pins = isHeader ? section.style.headerPinsToVisibleBounds : section.style.footerPinsToVisibleBounds
        if pins, let visible = visibleMainRange {
            y =
                isHeader
                ? Pinning.header(
                    natural: y, length: length, visibleStart: visible.min, sectionEnd: stack.end(of: index))
                : Pinning.footer(natural: y, length: length, visibleEnd: visible.max, sectionStart: start)
        }
        return LayoutAttributes(
            category: .supplementaryView, kind: isHeader ? ElementKind.sectionHeader : ElementKind.sectionFooter,
            indexPath: IndexPath(item: 0, section: index),
            frame: scrollDirection.oriented(CGRect(x: 0, y: y, width: crossWidth, height: length)), zIndex: pins ? 2 : 1
        )
    }

    // MARK: Self-sizing (the rest in FlowSelfSizing.swift)

    open override var asksForPreferredAttributes: Bool { selfSizingSections }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        guard originalAttributes.representedElementCategory == .cell,
            preparedSection(originalAttributes.indexPath.section)?.selfSizes == true
        else { return false }
        return !VaryingLines.sameSize(preferredAttributes.size, originalAttributes.size)
    }

    /// Keeps the measured size for the next `prepare()`, which rebuilds the item's section from
    /// the measurement's neighbourhood on.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let path = originalAttributes.indexPath
        recordMeasurement(scrollDirection.oriented(preferredAttributes.size), at: path)
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // MARK: Invalidating

    private func crossWidthChanges(_ newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        return abs(view.contentCrossWidth(for: newBounds, scrollDirection) - crossWidth) > lengthTolerance
    }

    /// True when the cross-axis size changes, or on any scroll while something is pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if crossWidthChanges(newBounds) { return true }
        return pinsAnything && newBounds != collectionView?.bounds
    }

    /// A cross-size change invalidates everything; a scroll marks only the pinned supplementary
    /// elements of the sections on screen before or after it, so no item frame is recomputed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        if crossWidthChanges(newBounds) { return .everything }
        var context = InvalidationContext()
        for bounds in [collectionView?.bounds, newBounds].compactMap({ $0 }) {
            let visible = scrollDirection.oriented(bounds)
            for index in stack.indices(overlappingMain: visible.minY, visible.maxY) {
                let path = [IndexPath(item: 0, section: index)]
                if sections[index].style.headerPinsToVisibleBounds, sections[index].headerLength > 0 {
                    context.invalidateSupplementaryElements(ofKind: ElementKind.sectionHeader, at: path)
                }
                if sections[index].style.footerPinsToVisibleBounds, sections[index].footerLength > 0 {
                    context.invalidateSupplementaryElements(ofKind: ElementKind.sectionFooter, at: path)
                }
            }
        }
        return context
    }
}
