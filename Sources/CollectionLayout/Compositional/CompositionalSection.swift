import Foundation

/// One section of a `CompositionalLayout`, prepared: its group's template, where the groups
/// start and how far apart they are, and its boundary and decoration elements. Frames are
/// relative to the section's start along the scroll axis; the layout adds the start.
struct CompositionalSection {
    /// A boundary supplementary item or a decoration, placed.
    struct Element {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var pins = false
        /// Headers come before the cells in answers, footers and side items after.
        var isHeader = false
    }

    var itemCount = 0
    var template: GroupTemplate?
    var groupsOrigin = CGPoint.zero
    /// From one group's origin to the next: down the section, or across it when `orthogonal`.
    var advance: CGFloat = 0
    var orthogonal: Bool { behaviour != .none }
    var behaviour = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's trailing content inset: an orthogonal section scrolls to show it.
    var trailingInset: CGFloat = 0
    var supplementaries: [Element] = []
    var decorations: [Element] = []
    /// The section from its first to its last point along the scroll axis (after the spacing
    /// that comes before it): pinned headers stay inside it.
    var extent: ClosedRange<CGFloat> = 0...0
    var length: CGFloat = 0

    var cellsPerGroup: Int { template?.cells.count ?? 0 }
    var groupCount: Int { cellsPerGroup == 0 ? 0 : (itemCount + cellsPerGroup - 1) / cellsPerGroup }

    /// The frame of item `item`, relative to the section's start.
    ///
    /// - Complexity: O(1).
    func cellFrame(_ item: Int) -> CGRect {
        let n = cellsPerGroup, group = CGFloat(item / n)
        let origin = orthogonal
            ? CGPoint(x: groupsOrigin.x + group * advance, y: groupsOrigin.y)
            : CGPoint(x: groupsOrigin.x, y: groupsOrigin.y + group * advance)
        return template!.cells[item % n].offsetBy(dx: origin.x, dy: origin.y)
    }

    func cellZIndex(_ item: Int) -> Int { template!.zIndices[item % cellsPerGroup] }

    /// The groups whose cells can meet `rect` (relative to the section's start), by arithmetic.
    ///
    /// - Complexity: O(1).
    func groups(meeting rect: CGRect) -> ClosedRange<Int>? {
        guard let template, groupCount > 0 else { return nil }
        guard groupCount > 1, advance > 0 else { return 0...(groupCount - 1) }
        let (low, high, origin, cellsLow, cellsHigh) = orthogonal
            ? (rect.minX, rect.maxX, groupsOrigin.x, template.bounds.minX, template.bounds.maxX)
            : (rect.minY, rect.maxY, groupsOrigin.y, template.bounds.minY, template.bounds.maxY)
        let first = ((low - origin - cellsHigh) / advance).rounded(.down)
        let last = ((high - origin - cellsLow) / advance).rounded(.up)
        // Quotients overflow to ±∞ when the advance is tiny next to the distance: they still
        // say on which side of the groups the rect lies. Only an unbounded rect gives NaN.
        guard !first.isNaN, !last.isNaN else { return 0...(groupCount - 1) }
        guard last >= 0, first <= CGFloat(groupCount - 1), first <= last else { return nil }
        return Int(max(0, first))...Int(min(last, CGFloat(groupCount - 1)))
    }
}
