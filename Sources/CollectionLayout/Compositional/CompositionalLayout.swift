import Foundation

/// UIKit's compositional layout: each section is one group of items repeated along the scroll
/// axis (or across it, scrolling orthogonally), with boundary items and decorations; sections come
/// from one description or a provider asked per section. Semantics: LayoutSemantics.md,
/// "Compositional layout".
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
///                                                                      heightDimension: .absolute(3)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
///                                                                                   heightDimension: .absolute(3)), subitems: [item])
/// let layout = CompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// - Complexity: `prepare()` is O(sections + cells per group); a section's groups are never
///   stored, so `attributes(in:)` is O(log sections + elements returned) and a million items
///   cost what a hundred do.
open class CompositionalLayout: CollectionViewLayout, ScrollDirectional {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    /// Setting it lays everything out again (UIKit's rule; a change made inside the object the
    /// layout holds shows at the next invalidation).
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private let sectionProvider: SectionProvider

    private var sections: [CompositionalSection] = []
    private var stack = SectionStack()
    private(set) var preparedSize = CGSize(width: -1, height: -1)
    /// How far each orthogonal section is scrolled across (`OrthogonalScrolling`).
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// What each section's `visibleItemsInvalidationHandler` made of its cells on screen, and
    /// for which bounds, offset and pass: the handler runs again when one of them changes.
    private var handledElements: [Int: (key: HandledKey, elements: [HandledElement: LayoutAttributes])] = [:]
    private var passes = 0
    private struct HandledKey: Equatable {
        var bounds: CGRect
        var offset: CGPoint
        var pass: Int
    }
    /// An element of a section, as the handler's answers are kept: what it is and whose it is.
    private struct HandledElement: Hashable {
        var category: ElementCategory
        var kind: String?
        var item: Int
        init(_ a: LayoutAttributes) {
            (category, kind, item) = (a.representedElementCategory, a.representedElementKind, a.indexPath.item)
        }
    }
    private var lastConfigurationError: LayoutConfigurationError?
    private var pinsAnything = false
    /// Cells' measured sizes by section and item (only their estimated dimensions count).
    private var measuredSizes = Measurements<CGSize>()
    /// Boundary items' measured sizes: by section and kind, and the layout-wide ones by kind.
    private var measuredBoundary: [Int: [String: CGSize]] = [:]
    private var measuredLayoutBoundary: [String: CGSize] = [:]
    /// Groups whose cells were measured since their section was built: laid out again.
    private var staleGroups: [Int: Set<Int>] = [:]
    /// Whether any cell or boundary item estimates a size (the view then measures what it shows).
    private var measuresElements = false
    /// The configuration's layout-wide headers and footers, placed.
    private var boundary = LayoutBoundary()
    /// How far elements reach before their section's start (badges above a first row): a rect
    /// query looks that much further for sections.
    private var overhang: CGFloat = 0
    /// The configuration's scroll direction as last prepared: sections follow each other along x.
    private var horizontal = false

    public init(
        sectionProvider: @escaping SectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration =
            UICollectionViewCompositionalLayoutConfiguration()
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public convenience init(
        section: NSCollectionLayoutSection,
        configuration: UICollectionViewCompositionalLayoutConfiguration =
            UICollectionViewCompositionalLayoutConfiguration()
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    open override var configurationError: LayoutConfigurationError? { lastConfigurationError }
    /// Right to left, the view shows the layout mirrored, as UIKit's does.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The configuration's (a horizontal layout lays its sections and groups out left to right).
    public var scrollDirection: ScrollDirection { configuration.scrollDirection }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        passes += 1
        handledElements = [:]
        let size = collectionView.map(Self.containerSize) ?? .zero
        let sizeChanged = size != preparedSize
        preparedSize = size
        var context = pendingInvalidation
        if horizontal != (configuration.scrollDirection == .horizontal) {
            horizontal.toggle()
            context.invalidateEverything = true
        }
        // A batch moves sections and the spacing before them: every section is rebuilt (each is
        // O(cells per group), never O(items)).
        if context.dataSourceUpdate != nil { context.invalidateEverything = true }
        carryPerSectionState(through: context, sizeChanged: sizeChanged)
        lastConfigurationError = SectionStack.prepare(
            \.sections, \.stack, of: self, view: collectionView, context: context, crossSizeChanged: sizeChanged,
            lastError: lastConfigurationError, length: \.length
        ) { index, view, previous throws(LayoutConfigurationError) in
            // A rebuild for measurements or a sideways scroll keeps the groups it did not touch.
            let reusable = previous?.instances.filter { !(staleGroups[index]?.contains($0.key) ?? false) } ?? [:]
            return try buildSection(index, view: view, size: size, reusable: reusable)
        }
        staleGroups = [:]
        // Layout-wide items are few: placed again every time (a measurement of one names no section).
        boundary = LayoutBoundary(
            configuration.boundarySupplementaryItems, container: size, horizontal: horizontal,
            measured: measuredLayoutBoundary)
        // Summaries of the sections, O(sections): only when a section changed, never for a scroll
        // that moves pinned headers.
        guard stack.changed else { return }
        pinsAnything =
            sections.contains { $0.supplementaries.contains(where: \.pins) } || boundary.before.contains(where: \.pins)
        measuresElements =
            sections.contains { ($0.template?.selfSizes ?? false) || $0.supplementaries.contains { $0.estimates.any } }
            || boundary.estimatesAnything
        overhang = sections.reduce(0) { reach, section in
            guard let template = section.template else { return reach }
            let first = ([template] + section.instances.values).map { horizontal ? $0.bounds.minX : $0.bounds.minY }
                .min()!
            return max(
                reach,
                section.extent.lowerBound - ((horizontal ? section.groupsOrigin.x : section.groupsOrigin.y) + first))
        }
    }

    /// Sideways offsets and measurements go with their sections and items through a batch; a
    /// new size or new counts drop the measurements (fractions and wrapping change: cells are
    /// measured again).
    private func carryPerSectionState(through context: InvalidationContext, sizeChanged: Bool) {
        func bySection<Value>(_ values: [Int: Value], _ update: BatchUpdate) -> [Int: Value] {
            Dictionary(
                uniqueKeysWithValues: values.compactMap { before, value in
                    update.sectionAfterUpdate(before).map { ($0, value) }
                })
        }
        measuredSizes.carry(through: context, stale: sizeChanged)
        if let update = context.dataSourceUpdate {
            orthogonalOffsets = bySection(orthogonalOffsets, update)
            measuredBoundary = bySection(measuredBoundary, update)
        } else if context.invalidateDataSourceCounts || sizeChanged {
            measuredBoundary = [:]
            measuredLayoutBoundary = [:]
        }
    }

    /// The room inside the adjusted content inset: fractions are of this width and height.
    private static func containerSize(_ view: CollectionView) -> CGSize {
        let inset = view.adjustedContentInset
        return CGSize(
            width: max(0, view.bounds.width - inset.left - inset.right),
            height: max(0, view.bounds.height - inset.top - inset.bottom))
    }

    /// What `reference` adds across the scroll axis to a section's content insets: the safe area
    /// or layout margins beyond what the view's adjusted content inset already keeps clear
    /// (along the scroll axis that inset is the view's own).
    private func referenceInsets(_ reference: UIContentInsetsReference, view: CollectionView) -> NSDirectionalEdgeInsets
    {
        let edge: EdgeInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: edge = view.safeAreaInsets
        case .layoutMargins, .readableContent: edge = view.layoutMargins
        }
        let taken = view.adjustedContentInset
        return horizontal
            ? NSDirectionalEdgeInsets(
                top: max(0, edge.top - taken.top), leading: 0, bottom: max(0, edge.bottom - taken.bottom), trailing: 0)
            : NSDirectionalEdgeInsets(
                top: 0, leading: max(0, edge.left - taken.left), bottom: 0, trailing: max(0, edge.right - taken.right))
    }

    private func buildSection(
        _ index: Int, view: CollectionView, size: CGSize,
        reusable: [Int: GroupTemplate]
    ) throws(LayoutConfigurationError) -> CompositionalSection {
        let layoutReference = referenceInsets(configuration.contentInsetsReference, view: view)
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: size, contentInsets: layoutReference), traits: view.traits)
        guard let description = sectionProvider(index, environment) else {
            throw LayoutConfigurationError(message: "section \(index): the section provider returned nil")
        }
        var builder = CompositionalSectionBuilder(
            description: description, container: size, environment: environment,
            spacingBefore: index > 0 ? configuration.interSectionSpacing : 0, horizontal: horizontal,
            measuredBoundary: measuredBoundary[index] ?? [:])
        builder.referenceInsets =
            description.contentInsetsReference == .automatic
            ? layoutReference : referenceInsets(description.contentInsetsReference, view: view)
        do {
            return try builder.build(
                itemCount: view.numberOfItems(inSection: index), measured: measuredSizes[index], reusable: reusable)
        } catch {
            throw LayoutConfigurationError(message: "section \(index): \(error.message)")
        }
    }

    // MARK: Queries

    open override var collectionViewContentSize: CGSize {
        let length = boundary.lead + stack.end + boundary.trail
        return horizontal
            ? CGSize(width: length, height: preparedSize.height) : CGSize(width: preparedSize.width, height: length)
    }

    /// Where section `index` starts along the scroll axis: after the layout-wide headers.
    private func start(of index: Int) -> CGFloat { boundary.lead + stack.start(of: index) }

    /// The sections whose extent (with what reaches before it) overlaps `low…high` along the scroll axis.
    private func sections(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        stack.indices(overlappingMain: low - boundary.lead, high - boundary.lead + overhang)
    }

    /// `rect`'s extent along the scroll axis.
    private func main(_ rect: CGRect) -> (CGFloat, CGFloat) {
        horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }

    /// A frame relative to its section moved to the section's `start` along the scroll axis (and,
    /// in an orthogonal section, scrolled across by its offset).
    private func placed(_ frame: CGRect, section: Int, start: CGFloat, scrolls: Bool = false) -> CGRect {
        let across = scrolls ? -orthogonalOffset(inSection: section) : 0
        return horizontal ? frame.offsetBy(dx: start, dy: across) : frame.offsetBy(dx: across, dy: start)
    }

    open override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var answer: [LayoutAttributes] = []
        enumerateAttributes(in: rect) { answer.append($0) }
        return answer
    }

    open override func streamAttributes(in rect: CGRect, while body: (LayoutAttributes) -> Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let (low, high) = main(rect)
        // False once `body` has said so: nothing more is asked.
        func emit(_ a: LayoutAttributes) -> Bool { examines() && (!a.frame.strictlyIntersects(rect) || body(a)) }
        for element in boundary.before where !emit(boundaryItem(element)) { return }
        for index in sections(overlapping: low, high) {
            let section = sections[index]
            let start = start(of: index)
            // An orthogonal section's cells are scrolled back (left, or up) by its offset.
            let across = section.orthogonal ? orthogonalOffset(inSection: index) : 0
            let local = horizontal ? rect.offsetBy(dx: -start, dy: across) : rect.offsetBy(dx: across, dy: -start)
            for element in section.decorations where !emit(decoration(element, section: index, start: start)) { return }
            for element in section.supplementaries
            where element.isHeader && !emit(supplementary(element, in: section, index: index, start: start)) {
                return
            }
            if let groups = section.groups(meeting: local) {
                let n = section.cellsPerGroup
                for item in (groups.lowerBound * n)..<min(section.itemCount, (groups.upperBound + 1) * n) {
                    guard emit(cell(item, in: section, index: index, start: start)) else { return }
                    for attached in section.cellAttachments(item)
                    where !emit(attachment(attached, item: item, in: section, index: index, start: start)) {
                        return
                    }
                }
            }
            for element in section.supplementaries
            where !element.isHeader && !emit(supplementary(element, in: section, index: index, start: start)) {
                return
            }
        }
        for element in boundary.after where !emit(boundaryItem(element)) { return }
    }

    open override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount
        else { return nil }
        return cell(
            indexPath.item, in: sections[indexPath.section], index: indexPath.section,
            start: start(of: indexPath.section))
    }

    open override func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        if indexPath == IndexPath(item: 0, section: 0), let element = boundary.element(ofKind: kind) {
            return boundaryItem(element)
        }
        // An item's own (a badge) first: its index path is the item's.
        if sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount,
            let attached = sections[indexPath.section].cellAttachments(indexPath.item).first(where: { $0.kind == kind })
        {
            return attachment(
                attached, item: indexPath.item, in: sections[indexPath.section], index: indexPath.section,
                start: start(of: indexPath.section))
        }
        guard sections.indices.contains(indexPath.section), indexPath.item == 0,
            let element = sections[indexPath.section].supplementaries.first(where: { $0.kind == kind })
        else { return nil }
        return supplementary(
            element, in: sections[indexPath.section], index: indexPath.section, start: start(of: indexPath.section))
    }

    open override func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0,
            let element = sections[indexPath.section].decorations.first(where: { $0.kind == kind })
        else { return nil }
        return decoration(element, section: indexPath.section, start: start(of: indexPath.section))
    }

    private func cell(_ item: Int, in section: CompositionalSection, index: Int, start: CGFloat) -> LayoutAttributes {
        handled(
            plainCell(item, in: section, index: index, start: start, scrolls: section.orthogonal), in: section,
            index: index)
    }

    private func plainCell(_ item: Int, in section: CompositionalSection, index: Int, start: CGFloat, scrolls: Bool)
        -> LayoutAttributes
    {
        var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: index))
        a.frame = placed(section.cellFrame(item), section: index, start: start, scrolls: scrolls)
        a.zIndex = section.cellZIndex(item)
        return a
    }

    /// `a` as its section's `visibleItemsInvalidationHandler` left it, if the section has one and
    /// it is on screen.
    private func handled(_ a: LayoutAttributes, in section: CompositionalSection, index: Int) -> LayoutAttributes {
        guard section.visibleItemsHandler != nil else { return a }
        return handledElements(inSection: index)[HandledElement(a)] ?? a
    }

    /// The section's elements on screen as its `visibleItemsInvalidationHandler` left them (run
    /// once per bounds, section offset and layout pass, as UIKit runs it once per layout cycle):
    /// cells, their badges, the section's headers, footers and decorations; the handler sees an
    /// orthogonal section's cells and badges unscrolled, with the section's offset, as on iOS.
    ///
    /// - Complexity: O(elements on screen in the section) when it runs, O(1) after.
    private func handledElements(inSection index: Int) -> [HandledElement: LayoutAttributes] {
        let section = sections[index]
        guard let handler = section.visibleItemsHandler, let environment = section.environment,
            let view = collectionView
        else {
            return [:]
        }
        let across = section.orthogonal ? orthogonalOffset(inSection: index) : 0
        let offset =
            !section.orthogonal ? view.bounds.origin : horizontal ? CGPoint(x: 0, y: across) : CGPoint(x: across, y: 0)
        let key = HandledKey(bounds: view.bounds, offset: offset, pass: passes)
        if let done = handledElements[index], done.key == key { return done.elements }
        let start = start(of: index)
        let shown = { (a: LayoutAttributes) in a.frame.strictlyIntersects(view.bounds) }
        var visible =
            (section.decorations.map { plainDecoration($0, section: index, start: start) }
            + section.supplementaries.map { plainSupplementary($0, in: section, index: index, start: start) }).filter(
                shown
            ).map(
                VisibleItem.init)
        // Cells and badges: asked for where they show (scrolled), handed over unscrolled.
        var scrolled = Set<HandledElement>()
        let local =
            horizontal ? view.bounds.offsetBy(dx: -start, dy: across) : view.bounds.offsetBy(dx: across, dy: -start)
        if let groups = section.groups(meeting: local) {
            let n = section.cellsPerGroup
            for item in (groups.lowerBound * n)..<min(section.itemCount, (groups.upperBound + 1) * n) {
                var own = [plainCell(item, in: section, index: index, start: start, scrolls: false)]
                for attached in section.cellAttachments(item) {
                    own.append(
                        plainAttachment(attached, item: item, in: section, index: index, start: start, scrolls: false))
                }
                for a in own where shown(a.offsetAcross(-across, horizontal: horizontal)) {
                    visible.append(VisibleItem(a))
                    if section.orthogonal { scrolled.insert(HandledElement(a)) }
                }
            }
        }
        handler(visible, offset, environment)
        var elements: [HandledElement: LayoutAttributes] = [:]
        for item in visible {
            let key = HandledElement(item.attributes)
            elements[key] =
                scrolled.contains(key) ? item.attributes.offsetAcross(-across, horizontal: horizontal) : item.attributes
        }
        handledElements[index] = (key, elements)
        return elements
    }

    /// A layout-wide header (pinned: kept at the start of what is visible) or footer (after the
    /// last section).
    private func boundaryItem(_ element: CompositionalSection.Element) -> LayoutAttributes {
        var a = LayoutAttributes(forSupplementaryViewOfKind: element.kind, with: IndexPath(item: 0, section: 0))
        var frame = element.frame
        if !element.isHeader {
            frame =
                horizontal
                ? frame.offsetBy(dx: boundary.lead + stack.end, dy: 0)
                : frame.offsetBy(dx: 0, dy: boundary.lead + stack.end)
        } else if element.pins {
            frame = pinned(frame, end: boundary.lead + stack.end + boundary.trail)
        }
        a.frame = frame
        a.zIndex = element.zIndex
        return a
    }

    /// A cell's supplementary item, moved (and scrolled) with its cell.
    private func attachment(
        _ attached: GroupTemplate.Attachment, item: Int, in section: CompositionalSection, index: Int, start: CGFloat
    )
        -> LayoutAttributes
    {
        handled(
            plainAttachment(attached, item: item, in: section, index: index, start: start, scrolls: section.orthogonal),
            in: section,
            index: index)
    }

    private func plainAttachment(
        _ attached: GroupTemplate.Attachment, item: Int, in section: CompositionalSection, index: Int, start: CGFloat,
        scrolls: Bool
    ) -> LayoutAttributes {
        var a = LayoutAttributes(forSupplementaryViewOfKind: attached.kind, with: IndexPath(item: item, section: index))
        a.frame = placed(attached.frame, section: index, start: start, scrolls: scrolls)
        a.zIndex = attached.zIndex
        return a
    }

    private func decoration(_ element: CompositionalSection.Element, section: Int, start: CGFloat) -> LayoutAttributes {
        handled(plainDecoration(element, section: section, start: start), in: sections[section], index: section)
    }

    private func plainDecoration(_ element: CompositionalSection.Element, section: Int, start: CGFloat)
        -> LayoutAttributes
    {
        var a = LayoutAttributes(forDecorationViewOfKind: element.kind, with: IndexPath(item: 0, section: section))
        a.frame = placed(element.frame, section: section, start: start)
        a.zIndex = element.zIndex
        return a
    }

    private func supplementary(
        _ element: CompositionalSection.Element, in section: CompositionalSection, index: Int, start: CGFloat
    )
        -> LayoutAttributes
    {
        handled(plainSupplementary(element, in: section, index: index, start: start), in: section, index: index)
    }

    /// A pinned header's frame: at the start of what is visible, below (right of) the adjusted
    /// content inset, never past `end` along the scroll axis.
    private func pinned(_ frame: CGRect, end: CGFloat) -> CGRect {
        guard let view = collectionView else { return frame }
        var frame = frame
        if horizontal {
            frame.origin.x = Pinning.header(
                natural: frame.minX, length: frame.width,
                visibleStart: view.bounds.minX + view.adjustedContentInset.left, sectionEnd: end)
        } else {
            frame.origin.y = Pinning.header(
                natural: frame.minY, length: frame.height,
                visibleStart: view.bounds.minY + view.adjustedContentInset.top, sectionEnd: end)
        }
        return frame
    }

    /// A section's header or footer; a pinned header stays at the top of what is visible while its
    /// section is on screen (at the left, in a horizontal layout).
    private func plainSupplementary(
        _ element: CompositionalSection.Element, in section: CompositionalSection, index: Int, start: CGFloat
    )
        -> LayoutAttributes
    {
        var a = LayoutAttributes(forSupplementaryViewOfKind: element.kind, with: IndexPath(item: 0, section: index))
        var frame = placed(element.frame, section: index, start: start)
        if element.pins { frame = pinned(frame, end: start + section.extent.upperBound) }
        a.frame = frame
        a.zIndex = element.zIndex
        return a
    }

    // MARK: Orthogonal sections (see OrthogonalScrolling)

    func preparedSection(_ index: Int) -> CompositionalSection? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    func sectionStart(_ index: Int) -> CGFloat { start(of: index) }

    /// Whether the layout was last prepared scrolling horizontally.
    var isPreparedHorizontally: Bool { horizontal }

    func behaviour(ofSection index: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        preparedSection(index)?.behaviour ?? .none
    }

    /// How far an orthogonal section can scroll: its groups' extent and trailing inset less the
    /// view's length across the scroll axis; nil for a section that does not scroll on its own.
    func orthogonalLimit(_ index: Int) -> CGFloat? {
        guard let section = preparedSection(index), section.orthogonal, section.template != nil else { return nil }
        guard section.groupCount > 0 else { return 0 }
        let last = section.layout(ofGroup: section.groupCount - 1)
        let (origin, length, reach, view) =
            horizontal
            ? (section.groupsOrigin.y, last.size.height, last.bounds.maxY, preparedSize.height)
            : (section.groupsOrigin.x, last.size.width, last.bounds.maxX, preparedSize.width)
        let extent = origin + section.groupOffset(section.groupCount - 1) + max(length, reach) + section.trailingInset
        return max(0, extent - view)
    }

    /// How many times the sections were laid end to end (for tests: a scroll must not).
    package var sectionRestackCount: Int { stack.restackCount }

    // MARK: Self-sizing (estimated dimensions; LayoutSemantics.md, "Self-sizing compositional items")

    /// Only a layout with estimated item dimensions has the view measure cells.
    open override var asksForPreferredAttributes: Bool { measuresElements }

    open override func measuresWidth(ofItemAt indexPath: IndexPath) -> Bool {
        guard let section = preparedSection(indexPath.section), section.template != nil,
            indexPath.item < section.itemCount
        else {
            return false
        }
        return section.cellEstimates(indexPath.item).width
    }

    /// A cell, or a boundary item, takes its measured size along the dimensions its item estimates.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        guard let estimates = estimates(of: originalAttributes) else { return false }
        let wanted = preferredAttributes.size
        let now = originalAttributes.size
        return (estimates.width && abs(wanted.width - now.width) > lengthTolerance)
            || (estimates.height && abs(wanted.height - now.height) > lengthTolerance)
    }

    /// What an element's item estimates; nil for one the layout does not size (a badge, a decoration).
    private func estimates(of attributes: LayoutAttributes) -> GroupTemplate.Estimates? {
        let path = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard let section = preparedSection(path.section), section.template != nil, path.item < section.itemCount
            else { return nil }
            return section.cellEstimates(path.item)
        case .supplementaryView:
            guard let kind = attributes.representedElementKind, path.item == 0 else { return nil }
            if path.section == 0, let element = boundary.element(ofKind: kind) { return element.estimates }
            return preparedSection(path.section)?.supplementaries.first { $0.kind == kind }?.estimates
        default:
            return nil
        }
    }

    /// Keeps the measured size; the cell's group is laid out again and the groups after it move
    /// (its section only: O(measured groups of that section)).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let path = originalAttributes.indexPath
        if originalAttributes.representedElementCategory == .supplementaryView,
            let kind = originalAttributes.representedElementKind
        {
            var context = InvalidationContext()
            if path.section == 0, boundary.element(ofKind: kind) != nil {
                // A layout-wide item: placed again at every prepare, no section to rebuild.
                measuredLayoutBoundary[kind] = preferredAttributes.size
                context.invalidateSupplementaryElements(ofKind: kind, at: [path])
            } else {
                // A section's: the section is laid out again.
                measuredBoundary[path.section, default: [:]][kind] = preferredAttributes.size
                context.invalidateItems(at: [IndexPath(item: 0, section: path.section)])
            }
            return context
        }
        measuredSizes.record(preferredAttributes.size, at: path)
        if let section = preparedSection(path.section), section.cellsPerGroup > 0 {
            staleGroups[path.section, default: []].insert(path.item / section.cellsPerGroup)
        }
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // MARK: Bounds changes

    /// A new size re-resolves every fraction; a scroll moves only pinned headers.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        return newBounds.size != view.bounds.size || (pinsAnything && newBounds.origin != view.bounds.origin)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        guard let view = collectionView, newBounds.size == view.bounds.size else { return .everything }
        var context = InvalidationContext()
        let (low, high) = main(view.bounds)
        let (newLow, newHigh) = main(newBounds)
        let shown = Set(sections(overlapping: low, high)).union(sections(overlapping: newLow, newHigh))
        for element in boundary.before where element.pins {
            context.invalidateSupplementaryElements(ofKind: element.kind, at: [IndexPath(item: 0, section: 0)])
        }
        for index in shown {
            for element in sections[index].supplementaries where element.pins {
                context.invalidateSupplementaryElements(ofKind: element.kind, at: [IndexPath(item: 0, section: index)])
            }
        }
        return context
    }
}

extension LayoutAttributes {
    /// Moved across the scroll axis (sideways in a vertical layout), transform and all.
    fileprivate func offsetAcross(_ distance: CGFloat, horizontal: Bool) -> LayoutAttributes {
        var moved = self
        moved.center =
            horizontal ? CGPoint(x: center.x, y: center.y + distance) : CGPoint(x: center.x + distance, y: center.y)
        return moved
    }
}
