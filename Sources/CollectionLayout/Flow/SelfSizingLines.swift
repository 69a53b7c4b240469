import Foundation

/// The lines of a self-sizing section: every item has the estimated size until the view measures
/// it. Runs of estimated items are lines computed by arithmetic, like `UniformLines`; only the
/// lines around measured items are stored, like `VaryingLines`. A million items of which a few
/// screens were measured cost a few screens of storage, and a measurement recomputes from its
/// run on, never the estimated millions.
///
/// The result equals `VaryingLines` over the same effective sizes, line for line (tested).
struct SelfSizingLines: FlowLineStore, Hashable {
    /// A run of lines: estimated items in full lines (`uniform`), or the lines around measured
    /// items (`varying`, items numbered from the run's first).
    enum Run: Hashable {
        case uniform(placement: LinePlacement, lastPlacement: LinePlacement)
        case varying(VaryingLines)
    }

    struct Segment: Hashable {
        var run: Run
        var firstItem: Int
        var itemCount: Int
        var firstLine: Int
        var lineCount: Int
        var origin: CGFloat
        var length: CGFloat
    }

    let estimate: CGSize
    let itemCount: Int
    let lineSpacing: CGFloat
    let context: LineContext
    /// How many estimated items fill a line.
    let perLine: Int
    private(set) var segments: [Segment] = []

    /// - Parameter measured: logical sizes (across, along) of the items the view measured.
    init(estimate: CGSize, itemCount: Int, measured: [Int: CGSize], lineSpacing: CGFloat, context: LineContext) {
        self.estimate = estimate
        self.itemCount = itemCount
        self.lineSpacing = lineSpacing
        self.context = context
        perLine = UniformLines.itemsPerLine(
            width: estimate.width, spacing: context.spacing, available: context.available)
        build(from: 0, line: 0, origin: 0, measured: measured)
    }

    /// The lines again from the run holding `item`'s neighbourhood on (earlier runs are kept):
    /// after a measurement. A narrower item may join the line of the item before it, so the
    /// rebuild starts from the run holding that line.
    mutating func rebuild(from item: Int, measured: [Int: CGSize]) {
        let before = min(itemCount, max(0, item - 1))
        let lineStart = before < itemCount && !segments.isEmpty ? items(inLine: line(ofItem: before)).lowerBound : 0
        guard let index = segments.lastIndex(where: { $0.firstItem <= lineStart }) else {
            segments = []
            return build(from: 0, line: 0, origin: 0, measured: measured)
        }
        let start = segments[index]
        segments.removeSubrange(index...)
        build(from: start.firstItem, line: start.firstLine, origin: start.origin, measured: measured)
    }

    private mutating func build(
        from first: Int, line firstLine: Int, origin firstOrigin: CGFloat, measured: [Int: CGSize]
    ) {
        let keys = measured.keys.filter { $0 >= first && $0 < itemCount }.sorted()
        let allSame = measured.values.allSatisfy { VaryingLines.sameSize($0, estimate) }
        let w = estimate.width
        let h = estimate.height
        var grid = context
        grid.grid = allSame ? context.justified(count: perLine, totalWidth: CGFloat(perLine) * w) : nil
        let full = context.place(count: perLine, totalWidth: CGFloat(perLine) * w, isLast: false)
        var item = first
        var line = firstLine
        var origin = firstOrigin
        var k = 0
        func size(_ i: Int) -> CGSize { measured[i] ?? estimate }
        func append(_ run: Run, items: Int, lines: Int, length: CGFloat) {
            segments.append(
                Segment(
                    run: run, firstItem: item, itemCount: items, firstLine: line, lineCount: lines, origin: origin,
                    length: length))
            item += items
            line += lines
            origin += length + lineSpacing
        }
        while item < itemCount {
            while k < keys.count && keys[k] < item { k += 1 }
            let nextMeasured = k < keys.count ? keys[k] : itemCount
            if nextMeasured >= itemCount {
                // Estimated to the end: the last line may be short, and is placed as the last.
                let count = itemCount - item
                let lines = (count + perLine - 1) / perLine
                let last = grid.place(
                    count: count - (lines - 1) * perLine, totalWidth: CGFloat(count - (lines - 1) * perLine) * w,
                    isLast: true)
                append(
                    .uniform(placement: full, lastPlacement: last), items: count, lines: lines,
                    length: CGFloat(lines) * h + CGFloat(lines - 1) * lineSpacing)
                break
            }
            // Full estimated lines that end before the measured item: the line it follows could
            // take it in too (a narrow one fits where an estimated one would not), so that line
            // belongs to the measured run.
            let fullLines = (nextMeasured - item - 1) / perLine
            if fullLines > 0 {
                append(
                    .uniform(placement: full, lastPlacement: full), items: fullLines * perLine, lines: fullLines,
                    length: CGFloat(fullLines) * h + CGFloat(fullLines - 1) * lineSpacing)
            }
            // Measured items and the lines they touch, until a line ends with no measured item
            // within the next line's reach: estimated full lines follow from there.
            var end = item
            repeat {
                end = lineEnd(from: end, size: size)
                while k < keys.count && keys[k] < end { k += 1 }
            } while end < itemCount && k < keys.count && keys[k] < end + perLine
            let runStart = item
            let lines = VaryingLines(
                count: end - runStart, lineSpacing: lineSpacing, context: context, endsSection: end == itemCount,
                sectionAllSame: allSame
            ) { size(runStart + $0) }
            append(.varying(lines), items: end - runStart, lines: lines.lineCount, length: lines.length)
        }
    }

    /// Where the greedy line starting at `start` ends (the next line's first item).
    private func lineEnd(from start: Int, size: (Int) -> CGSize) -> Int {
        var width: CGFloat = 0
        var count = 0
        var item = start
        while item < itemCount {
            let w = size(item).width
            if count > 0 && width + w + CGFloat(count) * context.spacing > context.available + lengthTolerance { break }
            width += w
            count += 1
            item += 1
        }
        return item
    }

    // MARK: FlowLineStore

    var lineCount: Int { segments.last.map { $0.firstLine + $0.lineCount } ?? 0 }
    var length: CGFloat { segments.last.map { $0.origin + $0.length } ?? 0 }

    private func segment(ofLine line: Int) -> Segment {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].firstLine <= line { low = mid } else { high = mid - 1 }
        }
        return segments[low]
    }

    func mainExtent(ofLine line: Int) -> (origin: CGFloat, length: CGFloat) {
        let segment = segment(ofLine: line)
        let local = line - segment.firstLine
        switch segment.run {
        case .uniform: return (segment.origin + CGFloat(local) * (estimate.height + lineSpacing), estimate.height)
        case .varying(let lines):
            let extent = lines.mainExtent(ofLine: local)
            return (segment.origin + extent.origin, extent.length)
        }
    }

    func items(inLine line: Int) -> Range<Int> {
        let segment = segment(ofLine: line)
        let local = line - segment.firstLine
        switch segment.run {
        case .uniform:
            let first = segment.firstItem + local * perLine
            return first..<min(segment.firstItem + segment.itemCount, first + perLine)
        case .varying(let lines):
            let range = lines.items(inLine: local)
            return (segment.firstItem + range.lowerBound)..<(segment.firstItem + range.upperBound)
        }
    }

    func line(ofItem item: Int) -> Int {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].firstItem <= item { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        switch segment.run {
        case .uniform: return segment.firstLine + (item - segment.firstItem) / perLine
        case .varying(let lines): return segment.firstLine + lines.line(ofItem: item - segment.firstItem)
        }
    }

    func frame(ofItem item: Int, inLine line: Int) -> CGRect {
        let segment = segment(ofLine: line)
        let local = line - segment.firstLine
        switch segment.run {
        case .uniform(let placement, let lastPlacement):
            let place = local == segment.lineCount - 1 ? lastPlacement : placement
            let column = CGFloat(item - segment.firstItem - local * perLine)
            return CGRect(
                x: place.start + column * (estimate.width + place.gap), y: mainExtent(ofLine: line).origin,
                width: estimate.width, height: estimate.height)
        case .varying(let lines):
            return lines.frame(ofItem: item - segment.firstItem, inLine: local).offsetBy(dx: 0, dy: segment.origin)
        }
    }

    /// Binary search over the runs, then within the run.
    func firstLine(endingAfter main: CGFloat) -> Int {
        var low = 0
        var high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].origin + segments[mid].length > main { high = mid } else { low = mid + 1 }
        }
        guard low < segments.count else { return lineCount }
        let segment = segments[low]
        switch segment.run {
        case .uniform:
            let pitch = estimate.height + lineSpacing
            let estimateLine = Int(
                saturating: max(0, ((main - segment.origin - estimate.height) / pitch).rounded(.down) + 1))
            var local = min(segment.lineCount - 1, estimateLine)
            while local > 0 && segment.origin + CGFloat(local - 1) * pitch + estimate.height > main { local -= 1 }
            while local < segment.lineCount - 1 && segment.origin + CGFloat(local) * pitch + estimate.height <= main {
                local += 1
            }
            return segment.firstLine + local
        case .varying(let lines):
            return segment.firstLine + min(lines.lineCount - 1, lines.firstLine(endingAfter: main - segment.origin))
        }
    }
}
