import Foundation

/// One section of a `CompositionalLayout`, prepared: its group's template, where the groups
/// start and how far apart they are, and its boundary and decoration elements. Frames are
/// relative to the section's start along the layout's scroll axis; the layout adds the start.
struct CompositionalSection {
    /// A boundary supplementary item or a decoration, placed.
    struct Element {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var pins = false
        /// Headers come before the cells in answers, footers and side items after.
        var isHeader = false
        /// The dimensions its item estimates: the view's measurement sets them.
        var estimates = GroupTemplate.Estimates()
    }

    var itemCount = 0
    var template: GroupTemplate?
    var groupsOrigin = CGPoint.zero
    /// From one group's origin to the next, along `advancesAlongX`'s axis.
    var advance: CGFloat = 0
    var orthogonal: Bool { behaviour != .none }
    /// Whether the groups follow each other along x: across a vertical layout's orthogonal
    /// section, or down a horizontal layout's section.
    var advancesAlongX = false
    var behaviour = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's trailing content inset: an orthogonal section scrolls to show it.
    var trailingInset: CGFloat = 0
    var supplementaries: [Element] = []
    var decorations: [Element] = []
    /// The description's `visibleItemsInvalidationHandler`, and the environment it is handed.
    var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    var environment: NSCollectionLayoutEnvironment?
    /// The section from its first to its last point along the scroll axis (after the spacing
    /// that comes before it): pinned headers stay inside it.
    var extent: ClosedRange<CGFloat> = 0...0
    var length: CGFloat = 0

    /// Groups holding measured cells, laid out again with their sizes (keyed by group).
    var instances: [Int: GroupTemplate] = [:]
    /// The measured groups in order, and for each how much further than the template's
    /// arithmetic it and those before it push the groups after it along the advance.
    private(set) var shiftedGroups: [Int] = []
    private(set) var shifts: [CGFloat] = []
    /// How far cells reach before and after their group's origin along the advance, over the
    /// template and every instance: what a rect query must look around a group by.
    private(set) var reach: ClosedRange<CGFloat> = 0...0

    var cellsPerGroup: Int { template?.cells.count ?? 0 }
    var groupCount: Int { cellsPerGroup == 0 ? 0 : (itemCount + cellsPerGroup - 1) / cellsPerGroup }

    /// Group `index` as laid out: its instance when it holds measured cells, else the template.
    func layout(ofGroup index: Int) -> GroupTemplate { instances[index] ?? template! }

    func along(_ size: CGSize) -> CGFloat { advancesAlongX ? size.width : size.height }
    private func along(_ point: CGPoint) -> CGFloat { advancesAlongX ? point.x : point.y }

    /// Records the measured groups' instances and what they shift.
    ///
    /// - Complexity: O(m log m) for m measured groups.
    mutating func setInstances(_ instances: [Int: GroupTemplate]) {
        self.instances = instances
        shiftedGroups = instances.keys.sorted()
        var total: CGFloat = 0
        shifts = shiftedGroups.map {
            total += along(instances[$0]!.size) - along(template!.size)
            return total
        }
        let layouts = [template!] + Array(instances.values)
        reach =
            layouts.map { advancesAlongX ? $0.bounds.minX : $0.bounds.minY }.min()!...layouts.map {
                max(along($0.size), advancesAlongX ? $0.bounds.maxX : $0.bounds.maxY)
            }.max()!
    }

    /// Where group `index` starts along the advance, from the groups' origin.
    ///
    /// - Complexity: O(log m) for m measured groups.
    func groupOffset(_ index: Int) -> CGFloat {
        var low = 0
        var high = shiftedGroups.count
        while low < high {
            let mid = (low + high) / 2
            if shiftedGroups[mid] < index { low = mid + 1 } else { high = mid }
        }
        return CGFloat(index) * advance + (low == 0 ? 0 : shifts[low - 1])
    }

    /// Group `index`'s origin, relative to the section's start.
    func groupOrigin(_ index: Int) -> CGPoint {
        let offset = groupOffset(index)
        return advancesAlongX
            ? CGPoint(x: groupsOrigin.x + offset, y: groupsOrigin.y)
            : CGPoint(x: groupsOrigin.x, y: groupsOrigin.y + offset)
    }

    /// The frame of item `item`, relative to the section's start.
    ///
    /// - Complexity: O(log m) for m measured groups; O(1) without.
    func cellFrame(_ item: Int) -> CGRect {
        let group = item / cellsPerGroup
        let origin = groupOrigin(group)
        return layout(ofGroup: group).cells[item % cellsPerGroup].offsetBy(dx: origin.x, dy: origin.y)
    }

    func cellZIndex(_ item: Int) -> Int { template!.zIndices[item % cellsPerGroup] }

    /// The supplementary items attached to item `item`'s cell, relative to the section's start.
    ///
    /// - Complexity: O(attachments) (+ O(log m) for m measured groups).
    func cellAttachments(_ item: Int) -> [GroupTemplate.Attachment] {
        let group = item / cellsPerGroup
        let attached = layout(ofGroup: group).attachments[item % cellsPerGroup]
        guard !attached.isEmpty else { return [] }
        let origin = groupOrigin(group)
        return attached.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    func cellEstimates(_ item: Int) -> GroupTemplate.Estimates { template!.estimates[item % cellsPerGroup] }

    /// The groups whose cells can meet `rect` (relative to the section's start): by arithmetic,
    /// or by binary search over the groups when measured ones shift the rest.
    ///
    /// - Complexity: O(1) without measured groups; O(log groups · log m) with m.
    func groups(meeting rect: CGRect) -> ClosedRange<Int>? {
        guard let template, groupCount > 0 else { return nil }
        guard groupCount > 1, advance > 0 else { return 0...(groupCount - 1) }
        let (low, high) = advancesAlongX ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let origin = along(groupsOrigin)
        guard shiftedGroups.isEmpty else {
            // The first group reaching past `low`, and the first starting past `high`, less one;
            // a sliver of slack keeps a group whose sums round differently (callers decide on
            // each frame).
            let slack = roundingSlack(low, high)
            let from = firstGroup { origin + groupOffset($0) + reach.upperBound > low - slack }
            let to = firstGroup { origin + groupOffset($0) + reach.lowerBound >= high + slack } - 1
            return from <= to ? from...to : nil
        }
        let (cellsLow, cellsHigh) =
            advancesAlongX ? (template.bounds.minX, template.bounds.maxX) : (template.bounds.minY, template.bounds.maxY)
        let first = ((low - origin - cellsHigh) / advance).rounded(.down)
        let last = ((high - origin - cellsLow) / advance).rounded(.up)
        // Quotients overflow to ±∞ when the advance is tiny next to the distance: they still
        // say on which side of the groups the rect lies. Only an unbounded rect gives NaN.
        guard !first.isNaN, !last.isNaN else { return 0...(groupCount - 1) }
        guard last >= 0, first <= CGFloat(groupCount - 1), first <= last else { return nil }
        return Int(saturating: max(0, first))...Int(saturating: min(last, CGFloat(groupCount - 1)))
    }

    /// The first group for which `isPast` holds (groupCount when none); `isPast` must be false
    /// then true along the groups.
    private func firstGroup(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = groupCount
        while low < high {
            let mid = low + (high - low) / 2
            if isPast(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
