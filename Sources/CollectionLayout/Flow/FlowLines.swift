import Foundation

/// Where a line's first item starts and the gap after each item, in logical cross coordinates.
struct LinePlacement: Hashable {
    var start: CGFloat
    var gap: CGFloat
}

/// The cross-axis facts a line is placed with.
struct LineContext: Hashable {
    var leadingInset: CGFloat
    var available: CGFloat
    var spacing: CGFloat
    var style: FlowLayout.SectionStyle
    /// For `.automatic` last lines: the placement of a full line when every item of the section
    /// has the same size, else nil (leading with minimum spacing).
    var grid: LinePlacement?

    /// Places a line of `count` items whose widths add up to `totalWidth` (LayoutSemantics.md,
    /// "Horizontal placement in a line").
    func place(count: Int, totalWidth: CGFloat, isLast: Bool) -> LinePlacement {
        if count == 1 && totalWidth > available + lengthTolerance {
            return LinePlacement(start: leadingInset, gap: 0)
        }
        switch style.horizontalAlignment {
        case .justified:
            guard isLast else { return justified(count: count, totalWidth: totalWidth) }
            switch style.lastLineAlignment {
            case .automatic: return grid ?? packed(count: count, totalWidth: totalWidth, at: 0)
            case .justified: return justified(count: count, totalWidth: totalWidth)
            case .leading: return packed(count: count, totalWidth: totalWidth, at: 0)
            case .center: return packed(count: count, totalWidth: totalWidth, at: 0.5)
            case .trailing: return packed(count: count, totalWidth: totalWidth, at: 1)
            }
        case .leading: return packed(count: count, totalWidth: totalWidth, at: 0)
        case .center: return packed(count: count, totalWidth: totalWidth, at: 0.5)
        case .trailing: return packed(count: count, totalWidth: totalWidth, at: 1)
        }
    }

    /// Spread edge to edge; a single item is centred.
    func justified(count: Int, totalWidth: CGFloat) -> LinePlacement {
        if count < 2 {
            return LinePlacement(start: leadingInset + (available - totalWidth) / 2, gap: 0)
        }
        return LinePlacement(start: leadingInset, gap: (available - totalWidth) / CGFloat(count - 1))
    }

    /// Minimum spacing, the free width split `fraction` before and `1 - fraction` after.
    private func packed(count: Int, totalWidth: CGFloat, at fraction: CGFloat) -> LinePlacement {
        let used = totalWidth + CGFloat(count - 1) * spacing
        return LinePlacement(start: leadingInset + (available - used) * fraction, gap: spacing)
    }
}

/// The lines of one section, in coordinates relative to the section's first line (main axis)
/// and absolute across it. Two stores implement it: arithmetic for uniform items, flat arrays
/// for per-item sizes.
protocol FlowLineStore {
    var lineCount: Int { get }
    /// From the first line's start to the last line's end (0 without lines).
    var length: CGFloat { get }
    func mainExtent(ofLine line: Int) -> (origin: CGFloat, length: CGFloat)
    func items(inLine line: Int) -> Range<Int>
    func line(ofItem item: Int) -> Int
    /// The item's frame, relative to the first line along the main axis.
    func frame(ofItem item: Int, inLine line: Int) -> CGRect
    /// The first line whose end lies after `main` (lineCount if none).
    func firstLine(endingAfter main: CGFloat) -> Int
}

extension FlowLineStore {
    func firstLine(endingAfter main: CGFloat) -> Int { searchFirstLine(endingAfter: main) }

    /// Binary search over line ends, which grow with the line index.
    func searchFirstLine(endingAfter main: CGFloat) -> Int {
        var low = 0
        var high = lineCount
        while low < high {
            let mid = (low + high) / 2
            let extent = mainExtent(ofLine: mid)
            if extent.origin + extent.length > main { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Visits the items whose frames strictly intersect `rect`, in index order, with their frames
    /// moved `origin` along the main axis. The search runs in relative coordinates with a
    /// `roundingSlack`; the decision is taken on the moved frame, the exact value the layout reports, so
    /// a rect touching an edge never catches an item through a rounding difference.
    /// `body` returns false to stop; so does this, then.
    func forEachItem(in rect: CGRect, origin: CGFloat, _ body: (Int, CGRect) -> Bool) -> Bool {
        let slack = roundingSlack(origin, rect.minY, rect.maxY)
        var line = firstLine(endingAfter: rect.minY - origin - slack)
        while line < lineCount, mainExtent(ofLine: line).origin < rect.maxY - origin + slack {
            let items = items(inLine: line)
            // Items of a line are ordered along the cross axis (not moved by `origin`):
            // binary-search the first that ends after the rect's start.
            var low = items.lowerBound
            var high = items.upperBound
            while low < high {
                let mid = (low + high) / 2
                if frame(ofItem: mid, inLine: line).maxX > rect.minX { high = mid } else { low = mid + 1 }
            }
            var item = low
            while item < items.upperBound {
                let frame = frame(ofItem: item, inLine: line).offsetBy(dx: 0, dy: origin)
                if frame.minX >= rect.maxX { break }
                if frame.strictlyIntersects(rect), !body(item, frame) { return false }
                item += 1
            }
            line += 1
        }
        return true
    }
}

/// Every item has one size: lines are computed, nothing per item is stored.
struct UniformLines: FlowLineStore, Hashable {
    var itemSize: CGSize
    var itemCount: Int
    var itemsPerLine: Int
    var lineSpacing: CGFloat
    var fullLine: LinePlacement
    var lastLine: LinePlacement

    init(itemSize: CGSize, itemCount: Int, lineSpacing: CGFloat, context: LineContext) {
        self.itemSize = itemSize
        self.itemCount = itemCount
        self.lineSpacing = lineSpacing
        let w = itemSize.width
        let s = context.spacing
        let a = context.available
        let perLine = Self.itemsPerLine(width: w, spacing: s, available: a)
        itemsPerLine = perLine
        var context = context
        context.grid = context.justified(count: perLine, totalWidth: CGFloat(perLine) * w)
        fullLine = context.place(count: perLine, totalWidth: CGFloat(perLine) * w, isLast: false)
        let lastCount = itemCount == 0 ? 0 : itemCount - (itemCount - 1) / perLine * perLine
        lastLine = context.place(count: lastCount, totalWidth: CGFloat(lastCount) * w, isLast: true)
    }

    /// Past this many items a line's arithmetic (`k·w`, `k·(w + gap)`) stops being exact in a
    /// double; no real line holds more, and the count stays far from overflowing `Int`.
    static let maximumItemsPerLine = 1 << 52

    /// The most items that fit: k·w + (k−1)·s ≤ A, at least 1 and at most `maximumItemsPerLine`.
    /// The closed form's floating-point estimate is corrected by a few steps either way; the
    /// corrections are bounded so that widths far below the tolerance cannot make them spin.
    static func itemsPerLine(width w: CGFloat, spacing s: CGFloat, available a: CGFloat) -> Int {
        guard w <= a + lengthTolerance else { return 1 }
        let estimate = ((a + s) / (w + s)).rounded(.down)
        guard estimate < CGFloat(maximumItemsPerLine) else { return maximumItemsPerLine }
        var perLine = max(1, Int(saturating: estimate))
        func fits(_ k: Int) -> Bool { CGFloat(k) * w + CGFloat(k - 1) * s <= a + lengthTolerance }
        for _ in 0..<4 where perLine > 1 && !fits(perLine) { perLine -= 1 }
        for _ in 0..<4 where perLine < maximumItemsPerLine && fits(perLine + 1) { perLine += 1 }
        return perLine
    }

    var lineCount: Int { (itemCount + itemsPerLine - 1) / itemsPerLine }

    var length: CGFloat {
        lineCount == 0 ? 0 : CGFloat(lineCount) * itemSize.height + CGFloat(lineCount - 1) * lineSpacing
    }

    func mainExtent(ofLine line: Int) -> (origin: CGFloat, length: CGFloat) {
        (CGFloat(line) * (itemSize.height + lineSpacing), itemSize.height)
    }

    func items(inLine line: Int) -> Range<Int> {
        (line * itemsPerLine)..<min(itemCount, (line + 1) * itemsPerLine)
    }

    func line(ofItem item: Int) -> Int { item / itemsPerLine }

    func frame(ofItem item: Int, inLine line: Int) -> CGRect {
        let placement = line == lineCount - 1 ? lastLine : fullLine
        let column = CGFloat(item - line * itemsPerLine)
        return CGRect(
            x: placement.start + column * (itemSize.width + placement.gap),
            y: mainExtent(ofLine: line).origin, width: itemSize.width, height: itemSize.height)
    }

    /// Lines are evenly spaced: solve for the index, then correct the estimate by a step either
    /// way. At extreme magnitudes (a pitch of 1e-300, a rect at -1e300) the estimate may be far
    /// off; then the binary search every line store has decides.
    func firstLine(endingAfter main: CGFloat) -> Int {
        func endsAfter(_ line: Int) -> Bool { mainExtent(ofLine: line).origin + itemSize.height > main }
        let estimate = ((main - itemSize.height) / (itemSize.height + lineSpacing)).rounded(.down) + 1
        var line = estimate.isNaN ? 0 : Int(saturating: max(0, min(CGFloat(lineCount), estimate)))
        for _ in 0..<2 where line > 0 && endsAfter(line - 1) { line -= 1 }
        for _ in 0..<2 where line < lineCount && !endsAfter(line) { line += 1 }
        let settled = (line == 0 || !endsAfter(line - 1)) && (line == lineCount || endsAfter(line))
        return settled ? line : searchFirstLine(endingAfter: main)
    }
}

/// Per-item sizes: one pass in `prepare()` fills two flat arrays — 24 bytes per item and 24 per
/// line, so at most 48 bytes per item.
struct VaryingLines: FlowLineStore, Hashable {
    struct Slot: Hashable {
        var cross: CGFloat
        var width: CGFloat
        var height: CGFloat
    }

    struct Line: Hashable {
        var firstItem: Int
        var origin: CGFloat
        var length: CGFloat
    }

    private(set) var slots: [Slot] = []
    private(set) var lines: [Line] = []
    let verticalAlignment: FlowLayout.VerticalAlignment
    private(set) var length: CGFloat = 0

    /// A sample of the items and lines (`InternedSections` hashes every prepared section).
    func hash(into hasher: inout Hasher) {
        hasher.combineSample(of: slots)
        hasher.combineSample(of: lines)
        hasher.combine(length)
    }

    /// Reads `count` logical sizes (width across, height along the scroll axis) from `size` in one
    /// pass, breaking lines greedily and placing each line as it closes; only the open line's
    /// sizes are buffered.
    /// - Parameter endsSection: whether the last line read is the section's last (placed by the
    ///   last-line rules); a run of lines inside a self-sizing section is not.
    /// - Parameter sectionAllSame: whether every item of the whole section has one size, when
    ///   this run is part of a section (it decides the last line's grid); nil: this run's items decide.
    init<E: Error>(
        count: Int, lineSpacing: CGFloat, context: LineContext, endsSection: Bool = true, sectionAllSame: Bool? = nil,
        size: (Int) throws(E) -> CGSize
    ) throws(E) {
        verticalAlignment = context.style.verticalAlignment
        slots.reserveCapacity(count)
        var context = context
        var first: CGSize?
        var allSame = true
        var line: [CGSize] = []
        var lineStart = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        var origin: CGFloat = 0
        func closeLine(isLast: Bool) {
            if isLast, sectionAllSame ?? allSame, let first {
                // The grid a uniform section would use, so equal sizes lay out identically either way.
                context.grid =
                    UniformLines(itemSize: first, itemCount: count, lineSpacing: lineSpacing, context: context).fullLine
            }
            let placement = context.place(count: line.count, totalWidth: lineWidth, isLast: isLast)
            var cross = placement.start
            for size in line {
                slots.append(Slot(cross: cross, width: size.width, height: size.height))
                cross += size.width + placement.gap
            }
            lines.append(Line(firstItem: lineStart, origin: origin, length: lineHeight))
            origin += lineHeight + lineSpacing
        }
        for index in 0..<count {
            let size = try size(index)
            if let first { allSame = allSame && Self.sameSize(size, first) } else { first = size }
            if !line.isEmpty
                && lineWidth + size.width + CGFloat(line.count) * context.spacing > context.available + lengthTolerance
            {
                // Lines other than the last never use the grid: they are placed before the end is known.
                closeLine(isLast: false)
                line.removeAll(keepingCapacity: true)
                lineStart = index
                lineWidth = 0
                lineHeight = 0
            }
            line.append(size)
            lineWidth += size.width
            lineHeight = max(lineHeight, size.height)
        }
        if !line.isEmpty { closeLine(isLast: endsSection) }
        length = lines.last.map { $0.origin + $0.length } ?? 0
    }

    static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        abs(a.width - b.width) <= lengthTolerance && abs(a.height - b.height) <= lengthTolerance
    }

    var lineCount: Int { lines.count }

    func mainExtent(ofLine line: Int) -> (origin: CGFloat, length: CGFloat) {
        (lines[line].origin, lines[line].length)
    }

    func items(inLine line: Int) -> Range<Int> {
        lines[line].firstItem..<(line + 1 < lines.count ? lines[line + 1].firstItem : slots.count)
    }

    func line(ofItem item: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].firstItem <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }

    func frame(ofItem item: Int, inLine line: Int) -> CGRect {
        let slot = slots[item]
        let extent = lines[line]
        let offset: CGFloat
        switch verticalAlignment {
        case .top: offset = 0
        case .center: offset = (extent.length - slot.height) / 2
        case .bottom: offset = extent.length - slot.height
        }
        return CGRect(x: slot.cross, y: extent.origin + offset, width: slot.width, height: slot.height)
    }
}
