import Foundation
import LayouttyDevice

/// How a glyph is shown. TextCanvas keeps it for tests; NcursesCanvas maps it to attributes
/// and colour pairs.
public struct Style: Hashable, Sendable {
    public enum Color: Int, Sendable {
        case none = 0
        case cell, header, footer, decoration, focus, status, notice
    }

    public var bold = false
    public var dim = false
    public var reverse = false
    public var color: Color = .none

    public init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, color: Color = .none) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.color = color
    }

    public static let plain = Style()
}

/// A rectangle of terminal cells: `col` and `row` of its top-left, `width` and `height` in cells.
public struct CellRect: Hashable, Sendable {
    public var col: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public init(col: Int, row: Int, width: Int, height: Int) {
        self.col = col
        self.row = row
        self.width = width
        self.height = height
    }

    public var maxCol: Int { col + width }
    public var maxRow: Int { row + height }

    public func contains(col c: Int, row r: Int) -> Bool {
        c >= col && c < maxCol && r >= row && r < maxRow
    }

    /// The cells of both, empty (at this rect's corner) when they do not meet.
    public func intersection(_ other: CellRect) -> CellRect {
        let (cols, rows) = (columns(from: other.col, to: other.maxCol), rows(from: other.row, to: other.maxRow))
        return cols.isEmpty || rows.isEmpty
            ? CellRect(col: col, row: row, width: 0, height: 0)
            : CellRect(col: cols.lowerBound, row: rows.lowerBound, width: cols.count, height: rows.count)
    }

    /// The rect grown by `cells` on every side.
    public func outset(by cells: Int) -> CellRect {
        CellRect(col: col - cells, row: row - cells, width: width + 2 * cells, height: height + 2 * cells)
    }

    /// The columns `lower..<upper` that lie inside, empty when none do.
    func columns(from lower: Int, to upper: Int) -> Range<Int> {
        let start = max(lower, col)
        let end = min(upper, maxCol)
        return start..<max(start, end)
    }

    /// The rows `lower..<upper` that lie inside, empty when none do.
    func rows(from lower: Int, to upper: Int) -> Range<Int> {
        let start = max(lower, row)
        let end = min(upper, maxRow)
        return start..<max(start, end)
    }
}

/// A grapheme ready to store, and its columns: a single code point (most glyphs; canvases
/// store those without looking into a `Character`) or a cluster of several, kept in a table
/// and named here by its place in it. A glyph is a plain value either way: a frame copies
/// thousands (six per box), and one holding a `Character` was retained and released at each.
public struct Glyph: Sendable {
    /// The code point, or with `clusterBit` set the cluster's place in `Clusters`.
    private let code: UInt32
    public let width: Int
    private static let clusterBit: UInt32 = 0x8000_0000

    init(_ scalar: Unicode.Scalar, width: Int) {
        code = scalar.value
        self.width = width
    }

    init(_ character: Character, width: Int) {
        let scalars = character.unicodeScalars
        let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
        code = single ? scalars.first!.value : Self.clusterBit | Clusters.shared.index(of: character)
        self.width = width
    }

    /// One printable ASCII character: one column.
    init(ascii: UInt8) {
        code = UInt32(ascii)
        width = 1
    }

    /// The code point, nil for a cluster of several.
    public var scalar: Unicode.Scalar? { code & Self.clusterBit == 0 ? Unicode.Scalar(code) : nil }

    public var character: Character {
        scalar.map(Character.init) ?? Clusters.shared.character(at: code & ~Self.clusterBit)
    }

    static let unknown = Glyph(ascii: UInt8(ascii: "?"))

    /// The clusters glyphs have named, each once: as many as the distinct graphemes of several
    /// code points the labels hold (flags, letters with combining marks), a handful.
    private final class Clusters: @unchecked Sendable {
        static let shared = Clusters()
        private let lock = NSLock()
        private var characters: [Character] = []
        private var indices: [Character: UInt32] = [:]

        func index(of character: Character) -> UInt32 {
            lock.withLock {
                if let index = indices[character] { return index }
                let index = UInt32(characters.count)
                characters.append(character)
                indices[character] = index
                return index
            }
        }

        func character(at index: UInt32) -> Character { lock.withLock { characters[Int(index)] } }
    }
}

/// A glyph measured once, then put as often as a fill needs it; `fallback`: ASCII mode draws
/// it as `width` × `?`.
struct MeasuredGlyph {
    var glyph: Glyph
    var fallback: Bool

    var width: Int { glyph.width }
}

/// A grid of character cells to paint on (ratatui's Buffer + Backend in one). Implementations
/// store or emit single glyphs; everything else (text, boxes, fills) is drawn once, here, in
/// terms of `put`, so the terminal and the tests paint through the same code.
public protocol Canvas: AnyObject {
    var columns: Int { get }
    var rows: Int { get }
    /// Glyphs outside it are dropped: the painter clips elements to the viewport with it.
    var clip: CellRect { get set }
    /// Whether line-drawing and non-ASCII glyphs can be shown (false: ASCII fallback).
    var unicode: Bool { get }
    /// Blanks every cell (not the terminal: no escape codes until `present`).
    func erase()
    /// Stores one grapheme of `glyph.width` columns (1 or 2) at a cell, unclipped.
    func store(_ glyph: Glyph, col: Int, row: Int, style: Style)
    /// Stores a one-column glyph in each of `columns` of a row, unclipped (box edges, fills).
    func store(_ glyph: Glyph, columns: Range<Int>, row: Int, style: Style)
    /// Stores one-column glyphs along a row, unclipped: `first` in its first column, `last` in
    /// its last when it has two, `fill` between; a nil glyph leaves its cells as they are. A
    /// box's edge, or a row of its sides, in one call.
    func store(_ first: Glyph?, _ fill: Glyph?, _ last: Glyph?, columns: Range<Int>, row: Int, style: Style)
    /// Stores printable ASCII, a column a byte, from a cell of a row, unclipped (labels).
    func store(ascii: UnsafeBufferPointer<UInt8>, col: Int, row: Int, style: Style)
    /// Shows what was drawn since the last present (a no-op in memory).
    func present()
}

extension Canvas {
    /// One `store` per column: what a canvas without a faster way does.
    public func store(_ glyph: Glyph, columns: Range<Int>, row: Int, style: Style) {
        for col in columns { store(glyph, col: col, row: row, style: style) }
    }

    /// The ends one by one and the fill as a run.
    public func store(_ first: Glyph?, _ fill: Glyph?, _ last: Glyph?, columns: Range<Int>, row: Int, style: Style) {
        storeOneByOne(first, fill, last, columns: columns, row: row, style: style)
    }

    /// What `store(_:_:_:columns:row:style:)` stores, the ends one by one and the fill as a run.
    func storeOneByOne(_ first: Glyph?, _ fill: Glyph?, _ last: Glyph?, columns: Range<Int>, row: Int, style: Style) {
        guard let col = columns.first else { return }
        if let fill, columns.count > 2 {
            store(fill, columns: col + 1..<columns.upperBound - 1, row: row, style: style)
        }
        if let first { store(first, col: col, row: row, style: style) }
        if let last, columns.count > 1 { store(last, col: columns.upperBound - 1, row: row, style: style) }
    }

    /// One `store` per byte: what a canvas without a faster way does.
    public func store(ascii: UnsafeBufferPointer<UInt8>, col: Int, row: Int, style: Style) {
        for (offset, byte) in ascii.enumerated() {
            store(Glyph(ascii: byte), col: col + offset, row: row, style: style)
        }
    }

    public var bounds: CellRect { CellRect(col: 0, row: 0, width: columns, height: rows) }

    /// One grapheme, clipped; a wide glyph needs both of its columns inside the clip. In ASCII
    /// mode a non-ASCII glyph becomes as many `?` as its width, so layouts keep their shape.
    public func put(_ glyph: Character, col: Int, row: Int, style: Style) {
        put(measure(glyph), col: col, row: row, style: style)
    }

    /// What `put` stores for `glyph` and in how many columns: measured once, then put as often
    /// as a box edge or a fill needs it.
    func measure(_ glyph: Character) -> MeasuredGlyph {
        if let ascii = glyph.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F
                ? MeasuredGlyph(glyph: Glyph(ascii: ascii), fallback: false)
                : MeasuredGlyph(glyph: Glyph(glyph, width: 0), fallback: false)
        }
        // One code point (`…`, a box glyph, most CJK): measured as one, no grapheme reading.
        let scalars = glyph.unicodeScalars
        if scalars.index(after: scalars.startIndex) == scalars.endIndex, let scalar = scalars.first {
            return MeasuredGlyph(glyph: Glyph(scalar, width: DisplayWidth.of(scalar: scalar)), fallback: !unicode)
        }
        // What the width was measured on is what the terminal gets (an emoji sequence drawn
        // as its first emoji): borders stay aligned whatever the terminal's own rules.
        let shown = glyph.unicodeScalars.count > 1 ? DisplayWidth.displayed(glyph).first ?? glyph : glyph
        return MeasuredGlyph(glyph: Glyph(shown, width: DisplayWidth.of(glyph)), fallback: !unicode)
    }

    /// A one-column glyph along a row, clipped.
    func put(_ m: MeasuredGlyph, columns: Range<Int>, row: Int, style: Style) {
        guard m.width == 1, !m.fallback else {
            for col in columns { put(m, col: col, row: row, style: style) }
            return
        }
        let inside = clip.columns(from: columns.lowerBound, to: columns.upperBound)
        guard !inside.isEmpty, row >= clip.row, row < clip.maxRow else { return }
        store(m.glyph, columns: inside, row: row, style: style)
    }

    /// A box's row across `columns`, clipped: `ends` in its first and last columns (a corner
    /// or side cut off by the clip is not drawn), `fill` between. Box glyphs are one column each.
    func putRow(_ ends: (Glyph, Glyph), fill: Glyph?, columns: Range<Int>, row: Int, style: Style) {
        let clip = self.clip
        let inside = clip.columns(from: columns.lowerBound, to: columns.upperBound)
        guard !inside.isEmpty, row >= clip.row, row < clip.maxRow else { return }
        let last = columns.upperBound - 1
        let first = inside.lowerBound == columns.lowerBound ? ends.0 : inside.lowerBound == last ? ends.1 : fill
        store(first, fill, inside.upperBound - 1 == last ? ends.1 : fill, columns: inside, row: row, style: style)
    }

    func put(_ m: MeasuredGlyph, col: Int, row: Int, style: Style) {
        let clip = self.clip  // read once: a call through the protocol each time
        guard m.width > 0, clip.contains(col: col, row: row), clip.contains(col: col + m.width - 1, row: row) else {
            return
        }
        if m.fallback {
            for offset in 0..<m.width { store(.unknown, col: col + offset, row: row, style: style) }
            return
        }
        store(m.glyph, col: col, row: row, style: style)
    }

    /// Text from a column, clipped; returns the column after it.
    @discardableResult
    public func text(_ string: String, col: Int, row: Int, style: Style = .plain) -> Int {
        // Printable ASCII (most labels, and the start of a cut one: `12-…`) goes in as bytes, no
        // grapheme breaking, only those inside the clip; what follows, character by character.
        var string = string
        let (ascii, isAll) = string.withUTF8 { bytes in
            let run = bytes.firstIndex { $0 < 0x20 || $0 >= 0x7F } ?? bytes.count
            // The byte before a non-ASCII one may start a grapheme with it (e and a combining accent).
            let ascii = run == bytes.count ? run : max(0, run - 1)
            storeClipped(ascii: UnsafeBufferPointer(rebasing: bytes[..<ascii]), col: col, row: row, style: style)
            return (ascii, run == bytes.count)
        }
        var c = col + ascii
        guard !isAll else { return c }
        for character in string[string.utf8.index(string.startIndex, offsetBy: ascii)...] {
            let measured = measure(character)
            put(measured, col: c, row: row, style: style)
            c += measured.width
        }
        return c
    }

    /// Printable ASCII from a column, only the bytes inside the clip.
    private func storeClipped(ascii bytes: UnsafeBufferPointer<UInt8>, col: Int, row: Int, style: Style) {
        let shown = clip.columns(from: col, to: col + bytes.count)
        guard row >= clip.row, row < clip.maxRow, !shown.isEmpty else { return }
        let inside = UnsafeBufferPointer(rebasing: bytes[shown.lowerBound - col..<shown.upperBound - col])
        store(ascii: inside, col: shown.lowerBound, row: row, style: style)
    }

    /// Fills the part of `rect` inside the clip: the cost is what is visible, however large the
    /// rect (a section background over a million items is one screen of cells).
    public func fill(_ rect: CellRect, with glyph: Character = " ", style: Style = .plain) {
        let measured = measure(glyph)
        let step = max(1, measured.width)
        let columns = clip.columns(from: rect.col, to: rect.maxCol)
        guard !columns.isEmpty else { return }
        // Wide glyphs stay on the grid that starts at the rect's own first column.
        let first = columns.lowerBound - (columns.lowerBound - rect.col) % step
        for row in clip.rows(from: rect.row, to: rect.maxRow) {
            if step == 1 {
                put(measured, columns: columns, row: row, style: style)
                continue
            }
            for col in stride(from: first, to: columns.upperBound, by: step) {
                put(measured, col: col, row: row, style: style)
            }
        }
    }

    /// A box with an optional label centred on its middle row, truncated by display width. With
    /// `coveringBelow` its interior is blanked so it hides what was painted under it; a box on
    /// freshly erased cells can skip that.
    public func box(
        _ rect: CellRect, lines: BoxLines, label: String, style: Style, labelStyle: Style? = nil,
        coveringBelow: Bool = true
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let g = lines.glyphs(unicode: unicode)
        let (columns, bottom) = (rect.col..<rect.maxCol, rect.maxRow - 1)
        // A row at a call: a frame draws hundreds of boxes, and each glyph through the protocol
        // (the clip read, the store) cost more than storing it.
        putRow((g.topLeft, g.topRight), fill: g.horizontal, columns: columns, row: rect.row, style: style)
        putRow((g.bottomLeft, g.bottomRight), fill: g.horizontal, columns: columns, row: bottom, style: style)
        let blank = coveringBelow ? Glyph(ascii: UInt8(ascii: " ")) : nil
        for row in clip.rows(from: rect.row + 1, to: bottom) {
            putRow((g.vertical, g.vertical), fill: blank, columns: columns, row: row, style: style)
        }
        let interior = CellRect(col: rect.col + 1, row: rect.row + 1, width: rect.width - 2, height: rect.height - 2)
        // A label wider than a box with rows to spare wraps (a self-sized cell grew for it);
        // the lines are centred as a block.
        if interior.height > 1, interior.width > 0, DisplayWidth.of(label) > interior.width {
            // A space inside each border, as a one-line label has.
            let lines = DisplayWidth.wrap(label, to: max(1, interior.width - 2), lines: interior.height)
            let top = interior.row + (interior.height - lines.count) / 2
            for (offset, line) in lines.enumerated() {
                centredLabel(
                    line, in: CellRect(col: interior.col, row: top + offset, width: interior.width, height: 1),
                    row: top + offset,
                    style: labelStyle ?? style)
            }
            return
        }
        // A box two rows tall has no interior: its label sits on the top edge, like a title.
        let labelRow = interior.height > 0 ? rect.row + (rect.height - 1) / 2 : rect.row
        centredLabel(
            label, in: CellRect(col: interior.col, row: labelRow, width: interior.width, height: 1), row: labelRow,
            style: labelStyle ?? style)
    }

    /// A solid block for elements too small for a box, with the label on it if one fits.
    public func block(_ rect: CellRect, shade: Shade, label: String, style: Style) {
        guard rect.width > 0, rect.height > 0 else { return }
        fill(rect, with: shade.glyph(unicode: unicode), style: style)
        if DisplayWidth.truncate(label, to: rect.width - 2, ellipsis: "").utf8.count == label.utf8.count {
            centredLabel(" \(label) ", in: rect, row: rect.row + (rect.height - 1) / 2, style: style)
        }
    }

    /// A cell one row tall: its label between brackets, `[ 0-3 ]`, cut with an ellipsis when the
    /// row is short (`[0…]`), so even the thinnest item still says which it is.
    public func bracketed(_ rect: CellRect, label: String, style: Style) {
        guard rect.width >= 2, rect.height == 1 else { return block(rect, shade: .medium, label: label, style: style) }
        fill(rect, style: style)
        text("[", col: rect.col, row: rect.row, style: style)
        text("]", col: rect.maxCol - 1, row: rect.row, style: style)
        centredLabel(
            label, in: CellRect(col: rect.col + 1, row: rect.row, width: rect.width - 2, height: 1), row: rect.row,
            style: style)
    }

    /// The label centred in `rect` — or, when that would put part of it outside the clip (an
    /// element wider than the screen, a header 1e308 points wide), centred in the part of `rect`
    /// that shows, so a label is read whenever some of its element is.
    func centredLabel(_ label: String, in rect: CellRect, row: Int, style: Style) {
        var text = DisplayWidth.truncate(label, to: rect.width, ellipsis: unicode ? "…" : "~")
        let width = DisplayWidth.of(text)
        var col = rect.col + (rect.width - width) / 2
        let shown = clip.columns(from: rect.col, to: rect.maxCol)
        if col < shown.lowerBound || col + width > shown.upperBound, !shown.isEmpty {
            text = DisplayWidth.truncate(label, to: shown.count, ellipsis: unicode ? "…" : "~")
            col = shown.lowerBound + (shown.count - DisplayWidth.of(text)) / 2
        }
        self.text(text, col: col, row: row, style: style)
    }
}
