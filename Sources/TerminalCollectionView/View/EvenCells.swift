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
///   compaction places boxes); one with nothing before it starts at its rounded edge;
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
///   keep rounded edges.
enum EvenCells {
    /// The most elements snapped (a zoomed-out screen beyond it is a summary anyway).
    static let limit = 800
    /// Less than this apart is touching, in cells (frames come within ±`screenLimit` cells).
    private static let tolerance: CGFloat = 1e-6

    /// `elements` (frames in cells) with the frames they are drawn at on `screen` (in cells), in a
    /// view scrolling along `scrolling`'s axes; hidden, transparent, transformed and non-finite
    /// elements keep theirs.
    static func snapped(_ elements: [ScreenElement], on screen: CGRect, scrolling: (horizontal: Bool, vertical: Bool))
        -> [ScreenElement]
    {
        guard elements.count <= limit else { return elements }
        let placed = elements.indices.filter { isPlaced(elements[$0].attributes) }
        let frames = placed.map { elements[$0].attributes.frame }
        let xs = frames.map { Span(lo: $0.minX, hi: $0.maxX) }
        let ys = frames.map { Span(lo: $0.minY, hi: $0.maxY) }
        let roles = Self.roles(xs: xs, ys: ys)
        let x = axis(xs, cross: ys, roles: roles, end: screen.maxX, scrolls: scrolling.horizontal)
        let y = axis(ys, cross: xs, roles: roles, end: screen.maxY, scrolls: scrolling.vertical)
        var result = elements
        for (k, index) in placed.enumerated() {
            result[index].attributes.frame = CGRect(
                x: x[k].lo, y: y[k].lo, width: x[k].hi - x[k].lo, height: y[k].hi - y[k].lo)
        }
        return result
    }

    /// Transformed elements keep their frames: a carousel's scaled neighbours are no equals.
    private static func isPlaced(_ a: LayoutAttributes) -> Bool {
        !a.isHidden && a.alpha > 0 && a.frame.isFinite && CATransform3DIsIdentity(a.transform3D)
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
        // What an element holds starts inside it across: by where they start, its scan begins at
        // its own start and stops past its end (a cell of a grid looks at its column only).
        let byStart = xs.indices.filter { !small[$0] }.sorted { xs[$0].lo < xs[$1].lo }
        let starts = byStart.map { xs[$0].lo }
        let held = xs.indices.map { i -> [Int] in
            guard !small[i] else { return [] }
            var k = firstIndex(in: starts, notBelow: xs[i].lo - tolerance)
            var result: [Int] = []
            while k < starts.count, starts[k] <= xs[i].hi + tolerance {
                if holdsOther(i, byStart[k]) { result.append(byStart[k]) }
                k += 1
            }
            return result
        }
        let isHolder = held.map { $0.count >= 2 }
        return xs.indices.map { i in
            if small[i] { return .small }
            guard isHolder[i] else { return .leaf }
            return .holder(held[i].filter { !isHolder[$0] })
        }
    }

    /// The first index of sorted `values` at or above `value`.
    private static func firstIndex(in values: [CGFloat], notBelow value: CGFloat) -> Int {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// One axis's drawn spans for `spans`, whose extents on the other axis are `cross`, on a
    /// screen ending at `end`; `scrolls` when the content scrolls along it.
    static func axis(_ spans: [Span], cross: [Span], roles: [Role], end: CGFloat, scrolls: Bool) -> [Span] {
        let leaves = spans.indices.filter { roles[$0] == .leaf }.sorted { spans[$0].lo < spans[$1].lo }
        let starts = leaves.map { spans[$0].lo }
        let before = predecessors(of: leaves, spans: spans, cross: cross)
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
        func size(_ span: Span, firsts: inout [Int: CGFloat]) -> CGFloat {
            switch self {
            case .asFirst: Self.first(span, in: &firsts)
            case .nearest, .gapsDown: span.length.rounded()
            case .allDown: max(1, span.length.rounded(.down))
            }
        }

        /// The gap between two edges drawn: at least one cell when there is any.
        func gap(_ span: Span, firsts: inout [Int: CGFloat]) -> CGFloat {
            guard span.length > tolerance else { return 0 }
            switch self {
            case .asFirst: return Self.first(span, in: &firsts)
            case .nearest: return EvenCells.gap(span.length)
            case .gapsDown, .allDown: return max(1, span.length.rounded(.down))
            }
        }

        /// The cells the first span of this length covers, rounded edge by edge (one at least).
        private static func first(_ span: Span, in firsts: inout [Int: CGFloat]) -> CGFloat {
            let key = Int(saturating: (span.length * 1e6).rounded())
            if let cells = firsts[key] { return cells }
            let cells = max(1, span.hi.rounded() - span.lo.rounded())
            firsts[key] = cells
            return cells
        }
    }

    /// A gap rounded: at least one cell when there is any.
    static func gap(_ cells: CGFloat) -> CGFloat {
        cells <= tolerance ? 0 : max(1, cells.rounded())
    }

    /// The leaves placed in order, each after those `after` names, or at its rounded start.
    private static func place(_ leaves: [Int], after: Predecessors, spans: [Span], rounding: Rounding) -> [Span] {
        var drawn = spans
        var (sizes, gaps) = ([Int: CGFloat](), [Int: CGFloat]())
        for (n, j) in leaves.enumerated() {
            var lo: CGFloat?
            for i in after[n] {
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
        var skyline: [(part: Span, leaf: Int)] = []
        var (pending, ended, met) = ([Int](), [Int](), [Int]())
        var result = Predecessors()
        result.flat.reserveCapacity(leaves.count * 2)
        for j in leaves {
            // What has ended by this leaf's start joins the skyline, in the order it ended.
            ended.removeAll(keepingCapacity: true)
            for i in pending where spans[i].hi <= spans[j].lo + tolerance { ended.append(i) }
            if !ended.isEmpty {
                if ended.count > 1 { ended.sort { spans[$0].hi < spans[$1].hi } }
                pending.removeAll { spans[$0].hi <= spans[j].lo + tolerance }
                for leaf in ended { raise(&skyline, cross[leaf], to: leaf) }
            }
            pending.append(j)
            met.removeAll(keepingCapacity: true)
            for part in skyline where part.part.overlaps(cross[j]) && !met.contains(part.leaf) { met.append(part.leaf) }
            // Of those met, the ones none of the others stands between (the latest ending first).
            if met.count > 1 { met.sort { spans[$0].hi > spans[$1].hi } }
            let start = result.flat.count
            for i in met {
                let hidden = result.flat[start...].contains {
                    spans[i].hi <= spans[$0].lo + tolerance && cross[$0].overlaps(cross[i])
                }
                if !hidden { result.flat.append(i) }
            }
            result.starts.append(result.flat.count)
        }
        return result
    }

    /// Each leaf's predecessors, one after the other: the n-th leaf's are `self[n]`.
    struct Predecessors {
        var flat: [Int] = []
        var starts = [0]
        subscript(n: Int) -> ArraySlice<Int> { flat[starts[n]..<starts[n + 1]] }
    }

    /// `leaf` over the skyline's parts `span` covers, cutting what it covers of others.
    private static func raise(_ skyline: inout [(part: Span, leaf: Int)], _ span: Span, to leaf: Int) {
        var result: [(part: Span, leaf: Int)] = []
        result.reserveCapacity(skyline.count + 2)
        for part in skyline {
            guard part.part.overlaps(span) else {
                result.append(part)
                continue
            }
            if part.part.lo < span.lo { result.append((Span(lo: part.part.lo, hi: span.lo), part.leaf)) }
            if part.part.hi > span.hi { result.append((Span(lo: span.hi, hi: part.part.hi), part.leaf)) }
        }
        result.append((span, leaf))
        skyline = result
    }
}
