import CollectionLayout
import Foundation

/// How elements' frames in fractional cells become whole cells on the screen: elements of equal
/// size are drawn the same size, equal gaps the same width, and two elements apart in points are
/// never drawn touching.
///
/// Rounding each edge on its own keeps every edge within half a cell of its place, but draws an
/// 80-point chip 3 rows tall here and 4 there, its gaps 0 or 1 row. Instead, along each axis:
/// - sizes and gaps are rounded as lengths, and a gap of any width is at least one cell;
/// - an element starts right after the elements wholly before it that share some of its extent
///   on the other axis, their gaps rounded (the longest path through those constraints, as layout
///   compaction places boxes); one with nothing before it starts at its rounded edge; a gap
///   with a whole element of another line inside it (a grid's row with a hole) is drawn as
///   that line's elements and gaps are, so the row stays one row;
/// - an element holding two or more others (a section's background) is drawn around what it
///   holds, its insets rounded as gaps, so what it holds stays inside it;
/// - an element under a cell across or down moves with the nearest element placed.
///
/// The trade-off is position: an element drifts from its exact place by the rounding of the sizes
/// and gaps before it on screen — a row of items 9.6 columns wide, 0.6 apart, is drawn 10 and 1
/// apart, so the fourth starts 1.2 columns right of its place. Scrolling moves what follows the
/// first element on screen with it, so the screen can move one cell more or less than the content
/// when the first element leaves. `--attributes` and pictures keep exact points.
///
/// - Complexity: O(*n* × *k*) for *n* elements on screen in lines or columns of *k* (each looks
///   back one line); O(*n*²) at worst (chips of every width); beyond ``limit`` elements they
///   keep rounded edges. With a ``Plan`` kept from one of the last two screens and the same
///   elements (a scroll that brings none in or out, or back), O(*n* × *k*) placing only: no
///   sorting, no sweep.
enum EvenCells {
    /// The most elements snapped (a zoomed-out screen beyond it is a summary anyway).
    static let limit = 800
    /// Less than this apart is touching, in cells (frames come within ±`screenLimit` cells).
    private static let tolerance: CGFloat = 1e-6

    /// `elements` (frames in cells) with the frames they are drawn at on `screen` (in cells), in a
    /// view scrolling along `scrolling`'s axes; hidden, transparent, transformed and non-finite
    /// elements keep theirs. `fixed` are the same elements' frames in cells that do not move
    /// with the scroll (`ScreenMapping.fixedCells(_:)`; the frames themselves when nil): what
    /// each element is and what it is placed after are worked out from them into a plan, kept
    /// in `plans` (the latest first, `keptPlans` of them) and reused while they are the same.
    static func snapped(
        _ elements: [ScreenElement], on screen: CGRect, scrolling: (horizontal: Bool, vertical: Bool),
        fixed: [CGRect]? = nil, plans: inout [Plan]
    ) -> [ScreenElement] {
        guard elements.count <= limit else { return elements }
        var placed: [Int] = []
        var (xs, ys, fixedXs, fixedYs) = ([Span](), [Span](), [Span](), [Span]())
        placed.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() where isPlaced(element.attributes) {
            let frame = element.attributes.frame
            let still = fixed?[index] ?? frame
            placed.append(index)
            xs.append(Span(lo: frame.minX, hi: frame.maxX))
            ys.append(Span(lo: frame.minY, hi: frame.maxY))
            fixedXs.append(Span(lo: still.minX, hi: still.maxX))
            fixedYs.append(Span(lo: still.minY, hi: still.maxY))
        }
        if let kept = plans.firstIndex(where: { $0.placed == placed && $0.xs == fixedXs && $0.ys == fixedYs }) {
            plans.swapAt(0, kept)
        } else {
            plans.insert(Plan(placed: placed, xs: fixedXs, ys: fixedYs), at: 0)
            if plans.count > keptPlans { plans.removeLast() }
        }
        let plan = plans[0]
        let x = axis(xs, order: plan.x, roles: plan.roles, end: screen.maxX, scrolls: scrolling.horizontal)
        let y = axis(ys, order: plan.y, roles: plan.roles, end: screen.maxY, scrolls: scrolling.vertical)
        var result = elements
        for (k, index) in placed.enumerated() {
            result[index].attributes.frame = CGRect(
                x: x[k].lo, y: y[k].lo, width: x[k].hi - x[k].lo, height: y[k].hi - y[k].lo)
        }
        return result
    }

    /// `elements` snapped with no plan kept and no fixed frames: a screen drawn once.
    static func snapped(_ elements: [ScreenElement], on screen: CGRect, scrolling: (horizontal: Bool, vertical: Bool))
        -> [ScreenElement]
    {
        var plans: [Plan] = []
        return snapped(elements, on: screen, scrolling: scrolling, plans: &plans)
    }

    /// How many plans a view keeps, the latest first: the elements of the last two screens, so
    /// that a scroll back and forth across a row's edge (a key pressed and its opposite, a
    /// trackpad's jitter) makes no plan again. A scroll on in one direction makes one a frame.
    static let keptPlans = 2

    /// What placing reads that does not move with the scroll: which elements are placed, what
    /// each is, and along each axis the leaves in order with what each is placed after. Worked
    /// out from frames in fixed cells, so a scroll that brings no element in or out and changes
    /// no frame sorts and sweeps nothing; a frame drawn with it equals one drawn from scratch,
    /// since it is a function of those frames alone.
    struct Plan {
        /// The indices of the elements placed, and their spans in fixed cells: what it is for.
        let placed: [Int]
        let xs: [Span]
        let ys: [Span]
        let roles: [Role]
        let x: Order
        let y: Order

        init(placed: [Int], xs: [Span], ys: [Span]) {
            (self.placed, self.xs, self.ys) = (placed, xs, ys)
            roles = EvenCells.roles(xs: xs, ys: ys)
            x = Order(xs, cross: ys, roles: roles)
            y = Order(ys, cross: xs, roles: roles)
        }
    }

    /// One axis's leaves by where they start, and each one's predecessors.
    struct Order {
        let leaves: [Int]
        let before: Predecessors

        init(_ spans: [Span], cross: [Span], roles: [Role]) {
            leaves = sortedByStart(spans, where: { roles[$0] == .leaf })
            before = predecessors(of: leaves, spans: spans, cross: cross)
        }
    }

    /// Transformed elements keep their frames: a carousel's scaled neighbours are no equals.
    private static func isPlaced(_ a: LayoutAttributes) -> Bool {
        !a.isHidden && a.alpha > 0 && a.frame.isFinite && a.hasIdentityTransform
    }

    struct Span: Equatable {
        var lo: CGFloat
        var hi: CGFloat

        var length: CGFloat { hi - lo }

        func holds(_ other: Span) -> Bool { lo <= other.lo + tolerance && other.hi <= hi + tolerance }
        func overlaps(_ other: Span) -> Bool { min(hi, other.hi) - max(lo, other.lo) > tolerance }
    }

    enum Role: Equatable {
        /// Placed after what is before it.
        case leaf
        /// Drawn around the leaves it holds (their indices).
        case holder([Int])
        /// Under a cell across or down: moved with its nearest leaf.
        case small
    }

    /// What each element is: small when it rounds to no cell either way; a holder when it holds
    /// two leaves or more (a background, never a cell with one badge inside); a leaf otherwise.
    static func roles(xs: [Span], ys: [Span]) -> [Role] {
        let small = xs.indices.map { xs[$0].length.rounded() <= 0 || ys[$0].length.rounded() <= 0 }
        // An element holds another when it covers it on both axes and is not the same rect.
        func holdsOther(_ i: Int, _ j: Int) -> Bool {
            i != j && !small[j] && xs[i].holds(xs[j]) && ys[i].holds(ys[j]) && (xs[i] != xs[j] || ys[i] != ys[j])
        }
        // What an element holds starts inside it on both axes. By where they start across, then
        // down: its scan begins at its own start across and stops past its end, and among those
        // starting at one place across (a column of a grid) reads only those starting inside it
        // down. Counted first, listed only for the rare holder: a frame of cells allocates
        // nothing here.
        let byStart = sortedByStart(xs, then: ys, where: { !small[$0] })
        let starts = byStart.map { xs[$0].lo }
        // Where the run of equal starts across that each index is in ends.
        var runEnds = starts.indices.map { $0 + 1 }
        for k in starts.indices.reversed().dropFirst() where starts[k] == starts[k + 1] { runEnds[k] = runEnds[k + 1] }
        // Calls `body` with each element `i` holds, until it answers false.
        func visitHeld(by i: Int, _ body: (Int) -> Bool) {
            var run = firstIndex(in: starts, notBelow: xs[i].lo - tolerance)
            while run < starts.count, starts[run] <= xs[i].hi + tolerance {
                var k = first(in: run..<runEnds[run]) { ys[byStart[$0]].lo >= ys[i].lo - tolerance }
                while k < runEnds[run], ys[byStart[k]].lo <= ys[i].hi + tolerance {
                    if holdsOther(i, byStart[k]), !body(byStart[k]) { return }
                    k += 1
                }
                run = runEnds[run]
            }
        }
        let isHolder = xs.indices.map { i in
            var count = 0
            if !small[i] {
                visitHeld(by: i) { _ in
                    count += 1
                    return count < 2
                }
            }
            return count == 2
        }
        return xs.indices.map { i in
            if small[i] { return .small }
            guard isHolder[i] else { return .leaf }
            var held: [Int] = []
            visitHeld(by: i) { j in
                if !isHolder[j] { held.append(j) }
                return true
            }
            return .holder(held)
        }
    }

    /// The indices of `spans` that `included` keeps, by where they start, then by where they
    /// start on `then` (equal starts in index order): sorted as tuples, which costs a fraction of
    /// a closure reading the spans.
    private static func sortedByStart(_ spans: [Span], then: [Span]? = nil, where included: (Int) -> Bool) -> [Int] {
        var keys: [(lo: CGFloat, then: CGFloat, index: Int)] = []
        keys.reserveCapacity(spans.count)
        for index in spans.indices where included(index) { keys.append((spans[index].lo, then?[index].lo ?? 0, index)) }
        keys.sort { ($0.lo, $0.then, $0.index) < ($1.lo, $1.then, $1.index) }
        return keys.map(\.index)
    }

    /// The first index of `indices` where `isAtOrAbove` holds, by bisection: it holds from some
    /// index on (what it reads is sorted). The sweep's one search, over starts, ends and parts.
    private static func first(in indices: Range<Int>, where isAtOrAbove: (Int) -> Bool) -> Int {
        var (low, high) = (indices.lowerBound, indices.upperBound)
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAbove(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first index of sorted `values` at or above `value`.
    private static func firstIndex(in values: [CGFloat], notBelow value: CGFloat) -> Int {
        first(in: values.indices) { values[$0] >= value }
    }

    /// One axis's drawn spans for `spans`, its leaves in `order`, on a screen ending at `end`;
    /// `scrolls` when the content scrolls along it. The leaves are in the order of their starts
    /// here too: fixed cells and screen cells map points alike, each in order.
    static func axis(_ spans: [Span], order: Order, roles: [Role], end: CGFloat, scrolls: Bool) -> [Span] {
        let (leaves, before) = (order.leaves, order.before)
        let starts = leaves.map { spans[$0].lo }
        var drawn = spans
        for rounding in Rounding.allCases where rounding != .asFirst || !scrolls {
            drawn = place(leaves, after: before, spans: spans, rounding: rounding)
            // Nothing ends over a cell past its place, nor is pushed past the screen's edge (a
            // justified line's last item, cut; a grid's last column, over the insets beside it).
            let overflows = leaves.contains {
                drawn[$0].hi > spans[$0].hi.rounded() + 1 + tolerance
                    || (spans[$0].hi <= end + tolerance && drawn[$0].hi > end + tolerance)
            }
            if !overflows { break }
        }
        for (i, role) in roles.enumerated() {
            switch role {
            case .leaf: continue
            case .holder(let held) where !held.isEmpty:
                let lo = held.map { drawn[$0].lo - gap(spans[$0].lo - spans[i].lo) }.min()!
                let hi = held.map { drawn[$0].hi + gap(spans[i].hi - spans[$0].hi) }.max()!
                drawn[i] = Span(lo: lo, hi: hi)
            case .holder, .small:
                // With the leaf starting nearest it, by as much as that leaf moved.
                let next = firstIndex(in: starts, notBelow: spans[i].lo)
                let k = [next - 1, next].filter { leaves.indices.contains($0) }.map { leaves[$0] }
                    .min { abs(spans[$0].lo - spans[i].lo) < abs(spans[$1].lo - spans[i].lo) }
                let shift = k.map { drawn[$0].lo - spans[$0].lo } ?? 0
                drawn[i] = speck(Span(lo: spans[i].lo + shift, hi: spans[i].hi + shift))
            }
        }
        return drawn
    }

    /// A span under a cell kept inside the cell its middle is in, so that its edges round to
    /// the same cell: equal specks are all a `·` where their middles fall, none drawn a cell
    /// wide at one place and a `·` at another. Longer spans and empty ones are as they are.
    private static func speck(_ span: Span) -> Span {
        guard span.length > 0, span.length.rounded() <= 0 else { return span }
        let cell = ((span.lo + span.hi) / 2).rounded(.down)
        return Span(lo: cell + 0.1, hi: cell + 0.4)
    }

    /// How lengths become whole cells, tried in this order until nothing ends over a cell past its
    /// place or is pushed past the screen's edge: each length
    /// (a size, a gap) as its first instance's rounded edges make it — across the scrolling axis
    /// only, so that equal margins stay equal (a row 3.26 columns in from each side keeps 3 and
    /// 3) while nothing changes size as the content scrolls; rounded; gaps rounded down (a
    /// justified line's 1.7-cell gaps drawn 1, not 2 that push its last item past the edge);
    /// sizes rounded down too (three thirds of 80 columns drawn 26, not 27).
    enum Rounding: CaseIterable {
        case asFirst, nearest, gapsDown, allDown

        /// A leaf's size drawn (a leaf rounds to a cell at least).
        func size(_ span: Span, firsts: inout LengthTable) -> CGFloat {
            switch self {
            case .asFirst: Self.first(span, in: &firsts)
            case .nearest, .gapsDown: span.length.rounded()
            case .allDown: max(1, span.length.rounded(.down))
            }
        }

        /// The gap between two edges drawn: at least one cell when there is any.
        func gap(_ span: Span, firsts: inout LengthTable) -> CGFloat {
            guard span.length > tolerance else { return 0 }
            switch self {
            case .asFirst: return Self.first(span, in: &firsts)
            case .nearest: return EvenCells.gap(span.length)
            case .gapsDown, .allDown: return max(1, span.length.rounded(.down))
            }
        }

        /// The cells the first span of this length covers, rounded edge by edge (one at least).
        private static func first(_ span: Span, in firsts: inout LengthTable) -> CGFloat {
            firsts.cells(forLength: Int(saturating: (span.length * 1e6).rounded())) {
                max(1, span.hi.rounded() - span.lo.rounded())
            }
        }
    }

    /// The cells of the first span of each length (in millionths of a cell), open-addressed by
    /// a multiplicative hash: a frame asks it for every leaf and gap, and the standard
    /// dictionary's seeded hashing cost more than the placing itself.
    struct LengthTable {
        private var keys: [Int]
        private var cells: [CGFloat]
        private let mask: Int
        private static let empty = Int.min

        /// Room for `count` lengths, the table at most half full.
        init(count: Int) {
            var size = 8
            while size < 2 * count { size *= 2 }
            (keys, cells, mask) = (
                Array(repeating: Self.empty, count: size), Array(repeating: 0, count: size), size - 1
            )
        }

        /// The cells kept for `length`, or `make()`'s, kept from now on.
        mutating func cells(forLength length: Int, otherwise make: () -> CGFloat) -> CGFloat {
            var slot = Int(truncatingIfNeeded: UInt64(bitPattern: Int64(length)) &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
            while keys[slot] != Self.empty {
                if keys[slot] == length { return cells[slot] }
                slot = (slot + 1) & mask
            }
            let made = make()
            (keys[slot], cells[slot]) = (length, made)
            return made
        }
    }

    /// A gap rounded: at least one cell when there is any.
    static func gap(_ cells: CGFloat) -> CGFloat {
        cells <= tolerance ? 0 : max(1, cells.rounded())
    }

    /// The leaves placed in order, each after those `after` names, or at its rounded start.
    private static func place(_ leaves: [Int], after: Predecessors, spans: [Span], rounding: Rounding) -> [Span] {
        var drawn = spans
        // Only the first rounding reads them.
        let kept = rounding == .asFirst
        var (sizes, gaps) = (
            LengthTable(count: kept ? leaves.count : 0), LengthTable(count: kept ? after.flat.count : 0)
        )
        for (n, j) in leaves.enumerated() {
            var lo: CGFloat?
            for k in after.range(n) {
                let i = after.flat[k]
                let start = drawn[i].hi + rounding.gap(Span(lo: spans[i].hi, hi: spans[j].lo), firsts: &gaps)
                lo = max(lo ?? start, start)
            }
            let start = lo ?? spans[j].lo.rounded()
            drawn[j] = Span(lo: start, hi: start + rounding.size(spans[j], firsts: &sizes))
        }
        return drawn
    }

    /// For each leaf (in the order of `leaves`, by where they start), the nearest leaves wholly
    /// before it that face it — found by a sweep: the leaves that have ended by where a leaf
    /// starts make a skyline across (each part of the cross axis showing the one that ended
    /// last there), and a leaf's candidates are those its extent across meets in it; of those,
    /// the ones none of the others stands between are kept (the gap to a row further up is
    /// drawn as the rows and gaps between, not rounded on its own: a row 13.6 cells up, four
    /// rows of 3 and gaps of 1 between, would start a cell lower).
    ///
    /// - Complexity: O(*n* × *w*) for *w* leaves across a line.
    private static func predecessors(of leaves: [Int], spans: [Span], cross: [Span]) -> Predecessors {
        var skyline = Skyline(leaves: leaves.count)
        // The leaves not yet ended, by where they end (in the order they came when equal): what
        // has ended by a leaf's start is a prefix.
        var (pending, met) = ([Int](), [Int]())
        var result = Predecessors()
        result.flat.reserveCapacity(leaves.count * 2)
        result.starts.reserveCapacity(leaves.count + 1)
        // `pending` from `head` on: what has ended is dropped by moving the head, not the array.
        var head = 0
        // Of the leaves ended so far, the one that ended last, wherever it is across.
        var lastEnded: Int?
        for j in leaves {
            // What has ended by this leaf's start joins the skyline, in the order it ended.
            let ended = first(in: head..<pending.count) { spans[pending[$0]].hi > spans[j].lo + tolerance }
            for k in head..<ended { skyline.raise(cross[pending[k]], to: pending[k]) }
            if ended > head { lastEnded = pending[ended - 1] }
            head = ended
            if head > 64, head * 2 > pending.count {
                pending.removeFirst(head)
                head = 0
            }
            // Into its place by where it ends, after those ending with it: most leaves end last
            // (a row of one height), so this moves nothing.
            pending.append(j)
            var k = pending.count - 1
            while k > head, spans[pending[k - 1]].hi > spans[j].hi {
                pending.swapAt(k - 1, k)
                k -= 1
            }
            met.removeAll(keepingCapacity: true)
            skyline.forEachLeaf(over: cross[j]) { if !met.contains($0) { met.append($0) } }
            // Of those met, the ones none of the others stands between (the latest ending first).
            if met.count > 1 { met.sort { spans[$0].hi > spans[$1].hi } }
            let start = result.flat.count
            for i in met {
                let hidden = (start..<result.flat.count).contains {
                    let kept = result.flat[$0]
                    return spans[i].hi <= spans[kept].lo + tolerance && cross[kept].overlaps(cross[i])
                }
                if !hidden { result.flat.append(i) }
            }
            // A gap with a whole leaf of another line inside it (a grid's row with no item in
            // this column) is drawn as that line's leaves and gaps are, not rounded alone: the
            // leaf that ended last, when this one faces some and it starts after every one of
            // them has ended, is one more it is placed after — so "Borges", under an empty cell, starts on the
            // row of "Le Guin" beside it.
            if let last = lastEnded, start < result.flat.count, !met.contains(last),
                (start..<result.flat.count).allSatisfy({ spans[result.flat[$0]].hi <= spans[last].lo + tolerance })
            {
                result.flat.append(last)
            }
            result.starts.append(result.flat.count)
        }
        return result
    }

    /// The leaves that have ended so far, seen across: for each part of the cross axis, the one
    /// that ended last there. The parts are disjoint and kept in order, so a raise or a query
    /// finds its first part by bisection and reads only the parts it meets.
    ///
    /// - Complexity: O(log *w* + *k*) for a query meeting *k* of *w* parts; a raise as much,
    ///   plus moving the parts after it (a block move).
    private struct Skyline {
        private var parts: [(part: Span, leaf: Int)] = []

        init(leaves: Int) { parts.reserveCapacity(2 * leaves + 1) }

        /// The first part ending after `value`.
        private func first(endingAfter value: CGFloat) -> Int {
            EvenCells.first(in: parts.indices) { parts[$0].part.hi > value }
        }

        /// `leaf` over the parts `span` covers, cutting what it covers of others.
        mutating func raise(_ span: Span, to leaf: Int) {
            let from = first(endingAfter: span.lo)
            var to = from
            while to < parts.count, parts[to].part.lo < span.hi { to += 1 }
            // What is left of the first and last parts it meets, either side of it.
            let left = from < to && parts[from].part.lo < span.lo ? parts[from] : nil
            let right = from < to && parts[to - 1].part.hi > span.hi ? parts[to - 1] : nil
            // The parts `from..<to` become these (in place, the rest moved once, by hand: the
            // array's generic insert and remove cost more than the sweep's own work).
            let count = (left == nil ? 0 : 1) + 1 + (right == nil ? 0 : 1)
            resize(from..<to, to: count)
            var at = from
            if let left {
                parts[at] = (Span(lo: left.part.lo, hi: span.lo), left.leaf)
                at += 1
            }
            parts[at] = (span, leaf)
            if let right { parts[at + 1] = (Span(lo: span.hi, hi: right.part.hi), right.leaf) }
        }

        /// Makes `range` of the parts `count` long, moving the parts after it; the parts in it
        /// are left to be written.
        private mutating func resize(_ range: Range<Int>, to count: Int) {
            let (end, delta) = (parts.count, count - range.count)
            if delta > 0 {
                for _ in 0..<delta { parts.append((Span(lo: 0, hi: 0), 0)) }
                for k in stride(from: end - 1, through: range.upperBound, by: -1) { parts[k + delta] = parts[k] }
            } else if delta < 0 {
                for k in range.upperBound..<end { parts[k + delta] = parts[k] }
                parts.removeLast(-delta)
            }
        }

        /// Calls `body` with the leaf of each part `span` overlaps, in the parts' order.
        func forEachLeaf(over span: Span, _ body: (Int) -> Void) {
            var k = first(endingAfter: span.lo + tolerance)
            while k < parts.count, parts[k].part.lo < span.hi - tolerance {
                if parts[k].part.overlaps(span) { body(parts[k].leaf) }
                k += 1
            }
        }
    }

    /// Each leaf's predecessors, one after the other.
    struct Predecessors {
        var flat: [Int] = []
        var starts = [0]
        /// Where the n-th leaf's are in `flat` (a range, not a slice: a slice holds the array).
        func range(_ n: Int) -> Range<Int> { starts[n]..<starts[n + 1] }
    }
}
