import Foundation

/// Sections laid end to end along the scroll axis: where each starts, and which ones a range
/// overlaps (binary search). Layouts keep section contents relative to their start, so a section
/// that changes length only moves the ones after it: `restack` is O(sections).
struct SectionStack {
    /// starts[i] is where section i begins; one extra entry holds the end of the last.
    private(set) var starts: [CGFloat] = [0]
    /// How many times the sections were laid end to end (O(sections) each): a scroll that only
    /// moves pinned headers must not add to it.
    private(set) var restackCount = 0
    /// Whether the last `prepare` rebuilt or moved any section (false: the layout's summaries of
    /// its sections still hold).
    private(set) var changed = true

    /// No sections: what a layout holds while its own are moved out (`prepare(_:_:of:…)`).
    static let empty = SectionStack()

    var count: Int { starts.count - 1 }
    var end: CGFloat { starts[starts.count - 1] }

    func start(of section: Int) -> CGFloat { starts[section] }
    func end(of section: Int) -> CGFloat { starts[section + 1] }

    mutating func restack(lengths: some Collection<CGFloat>) {
        restackCount += 1
        starts = [0]
        starts.reserveCapacity(lengths.count + 1)
        for length in lengths { starts.append(starts[starts.count - 1] + length) }
    }

    /// The sections whose extent overlaps the open range (minMain, maxMain): a binary search for
    /// the first, then a walk while they start before `maxMain`. A sliver of slack keeps a section
    /// whose elements reach past its computed end by a rounding difference; callers decide on each
    /// element's exact frame.
    func indices(overlappingMain minMain: CGFloat, _ maxMain: CGFloat) -> Range<Int> {
        let slack = roundingSlack(minMain, maxMain)
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid + 1] > minMain - slack { high = mid } else { low = mid + 1 }
        }
        var end = low
        while end < count, starts[end] < maxMain + slack { end += 1 }
        return low..<end
    }

    /// Rebuilds the sections an invalidation made stale (all of them when needed, see
    /// `sectionsToRebuild`), restacks them, and returns why the configuration cannot be laid out
    /// (then nothing is) or nil. The `prepare()` the built-in layouts share. An invalidation that
    /// names no section (pinned headers after a scroll) leaves everything as it was, in O(1):
    /// `changed` then says false.
    mutating func prepare<
        Sections: RandomAccessCollection & MutableCollection & RangeReplaceableCollection & ExpressibleByArrayLiteral
    >(
        _ sections: inout Sections, view: CollectionView?, context: InvalidationContext, crossSizeChanged: Bool,
        lastError: LayoutConfigurationError?, length: (Sections.Element) -> CGFloat,
        build: (Int, CollectionView, _ previous: Sections.Element?) throws(LayoutConfigurationError) -> Sections.Element
    ) -> LayoutConfigurationError? where Sections.Index == Int {
        guard let view else {
            sections = []
            restack(lengths: [])
            changed = true
            return nil
        }
        let rebuild = Self.sectionsToRebuild(
            context, crossSizeChanged: crossSizeChanged, lastAttemptFailed: lastError != nil,
            preparedCount: sections.count, currentCount: view.numberOfSections)
        // Nothing named (a failed attempt would have named everything): nothing moves.
        changed = !(rebuild?.isEmpty == true && context.dataSourceUpdate == nil)
        guard changed else { return nil }
        do throws(LayoutConfigurationError) {
            if let update = context.dataSourceUpdate, let rebuild {
                // A batch: sections it leaves alone keep what was computed, wherever they move to
                // (a section keeps no index of its own: queries give it its place in the stack).
                var rebuilds = [Bool](repeating: false, count: update.countsAfter.count)
                for index in rebuild { rebuilds[index] = true }
                var next: Sections = []
                next.reserveCapacity(update.countsAfter.count)
                for index in 0..<update.countsAfter.count {
                    if !rebuilds[index], let before = update.sectionBeforeUpdate(index) {
                        next.append(sections[before])
                    } else {
                        next.append(try build(index, view, nil))
                    }
                }
                sections = next
            } else if let rebuild {
                // The section as it was goes along: a self-sizing one rebuilds only from a measurement on.
                for index in rebuild { sections[index] = try build(index, view, sections[index]) }
            } else {
                sections = []
                sections.reserveCapacity(view.numberOfSections)
                for index in 0..<view.numberOfSections { sections.append(try build(index, view, nil)) }
            }
            if let index = sections.firstIndex(where: { !length($0).isFinite }) {
                throw LayoutConfigurationError(
                    message:
                        "section \(index): its length along the scroll axis overflows (sizes, spacings and insets add up past 1.8e308)"
                )
            }
            restack(lengths: sections.lazy.map(length))
            guard end.isFinite else {
                throw LayoutConfigurationError(
                    message: "the content's length along the scroll axis overflows (the sections add up past 1.8e308)")
            }
            return nil
        } catch {
            sections = []
            restack(lengths: [])
            return error
        }
    }

    /// `prepare(_:view:context:crossSizeChanged:lastError:length:build:)` of `layout`'s sections
    /// and stack, moved out of it for the call and put back. `build` asks the app's delegate, and
    /// a delegate may read the layout back mid-pass: an app's `sizeForItemAt` sizing its cells
    /// from `collectionView.contentSize.width`, or asking `layoutAttributesForItem(at:)`. It then
    /// finds no sections (as long as nothing, as wide as the new width: on iOS a read in the
    /// middle of a layout pass answers what is there), where reading the sections being
    /// changed was an overlapping access, which Swift traps on. Moving is O(1) and allocates
    /// nothing (an empty stack is shared): a scroll past pinned headers prepares every frame.
    static func prepare<
        Layout: AnyObject,
        Sections: RandomAccessCollection & MutableCollection & RangeReplaceableCollection & ExpressibleByArrayLiteral
    >(
        _ sections: ReferenceWritableKeyPath<Layout, Sections>, _ stack: ReferenceWritableKeyPath<Layout, SectionStack>,
        of layout: Layout, view: CollectionView?, context: InvalidationContext, crossSizeChanged: Bool,
        lastError: LayoutConfigurationError?, length: (Sections.Element) -> CGFloat,
        build: (Int, CollectionView, _ previous: Sections.Element?) throws(LayoutConfigurationError) -> Sections.Element
    ) -> LayoutConfigurationError? where Sections.Index == Int {
        var (moved, movedStack) = (layout[keyPath: sections], layout[keyPath: stack])
        (layout[keyPath: sections], layout[keyPath: stack]) = (Sections(), .empty)
        defer { (layout[keyPath: sections], layout[keyPath: stack]) = (moved, movedStack) }
        return movedStack.prepare(
            &moved, view: view, context: context, crossSizeChanged: crossSizeChanged, lastError: lastError,
            length: length, build: build)
    }

    /// Which sections `prepare()` must rebuild: all of them (nil) when the data, the cross size or
    /// the section count changed or the last attempt failed, else those with invalidated items —
    /// or, for a batch update, the sections after it that the batch touches.
    static func sectionsToRebuild(
        _ context: InvalidationContext, crossSizeChanged: Bool, lastAttemptFailed: Bool,
        preparedCount: Int, currentCount: Int
    ) -> [Int]? {
        if context.invalidateEverything || crossSizeChanged || lastAttemptFailed { return nil }
        if let update = context.dataSourceUpdate {
            guard preparedCount == update.countsBefore.count, currentCount == update.countsAfter.count else {
                return nil
            }
            // Items invalidated beside the batch (an interactive movement's step) are read in
            // the numbering after it: their sections are rebuilt too.
            let extra = context.invalidatedItemIndexPaths.map(\.section).filter { $0 < currentCount }
            return Set(update.sectionsToRebuild + extra).sorted()
        }
        if context.invalidateDataSourceCounts || preparedCount != currentCount { return nil }
        return Set(context.invalidatedItemIndexPaths.map(\.section)).sorted()
    }
}

/// Why a layout's parameters leave nothing to lay out (LayoutSemantics.md, "Valid input").
