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
/// store those without looking into a `Character`) or a cluster of several.
public struct Glyph: Sendable {
    public let scalar: Unicode.Scalar?
    private let cluster: Character?
    public let width: Int

    init(_ character: Character, width: Int) {
        let scalars = character.unicodeScalars
        let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
        scalar = single ? scalars.first : nil
        cluster = single ? nil : character
        self.width = width
    }

    /// One printable ASCII character: one column.
    init(ascii: UInt8) {
        scalar = Unicode.Scalar(ascii)
        cluster = nil
        width = 1
    }

    public var character: Character { cluster ?? Character(scalar!) }

    static let unknown = Glyph(ascii: UInt8(ascii: "?"))
}

/// A glyph measured once, then put as often as a box edge or a fill needs it; `fallback`: ASCII
/// mode draws it as `width` × `?`.
struct MeasuredGlyph {
    var glyph: Glyph
    var fallback: Bool

    var width: Int { glyph.width }

    /// Box-drawing glyphs and their ASCII stand-ins: one column each, never a fallback.
    init(boxGlyph: Glyph) {
        glyph = boxGlyph
        fallback = false
    }

    init(glyph: Glyph, fallback: Bool) {
        self.glyph = glyph
        self.fallback = fallback
    }
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
    /// Shows what was drawn since the last present (a no-op in memory).
    func present()
}

extension Canvas {
    /// One `store` per column: what a canvas without a faster way does.
    public func store(_ glyph: Glyph, columns: Range<Int>, row: Int, style: Style) {
        for col in columns { store(glyph, col: col, row: row, style: style) }
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
        // Printable ASCII (most labels): a glyph per byte, no grapheme breaking; only the bytes
        // inside the clip are stored.
        if let width = DisplayWidth.printableASCIIWidth(string) {
            let shown = clip.columns(from: col, to: col + width)
            guard row >= clip.row, row < clip.maxRow, !shown.isEmpty else { return col + width }
            var c = col
            for byte in string.utf8 {
                if shown.contains(c) { store(Glyph(ascii: byte), col: c, row: row, style: style) }
                c += 1
            }
            return col + width
        }
        var c = col
        for character in string {
            put(character, col: c, row: row, style: style)
            c += DisplayWidth.of(character)
        }
        return c
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
        let right = rect.maxCol - 1
        let bottom = rect.maxRow - 1
        put(MeasuredGlyph(boxGlyph: g.topLeft), col: rect.col, row: rect.row, style: style)
        put(MeasuredGlyph(boxGlyph: g.topRight), col: right, row: rect.row, style: style)
        put(MeasuredGlyph(boxGlyph: g.bottomLeft), col: rect.col, row: bottom, style: style)
        put(MeasuredGlyph(boxGlyph: g.bottomRight), col: right, row: bottom, style: style)
        // Only the clipped part of each edge is walked: a box may be millions of cells long.
        let horizontal = MeasuredGlyph(boxGlyph: g.horizontal)
        let vertical = MeasuredGlyph(boxGlyph: g.vertical)
        put(horizontal, columns: rect.col + 1..<max(rect.col + 1, right), row: rect.row, style: style)
        put(horizontal, columns: rect.col + 1..<max(rect.col + 1, right), row: bottom, style: style)
        for row in clip.rows(from: rect.row + 1, to: bottom) {
            put(vertical, col: rect.col, row: row, style: style)
            put(vertical, col: right, row: row, style: style)
        }
        let interior = CellRect(col: rect.col + 1, row: rect.row + 1, width: rect.width - 2, height: rect.height - 2)
        if coveringBelow { fill(interior, style: style) }
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
