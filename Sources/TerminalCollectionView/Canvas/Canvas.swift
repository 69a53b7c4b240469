import Foundation

/// How a glyph is shown. TextCanvas keeps it for tests; NcursesCanvas maps it to attributes
/// and colour pairs.
public struct Style: Hashable, Sendable {
    public enum Color: Int, Sendable {
        case none = 0, cell, header, footer, decoration, focus, status, notice
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

    /// The columns `lower..<upper` that lie inside, empty when none do.
    func columns(from lower: Int, to upper: Int) -> Range<Int> {
        let start = max(lower, col), end = min(upper, maxCol)
        return start..<max(start, end)
    }

    /// The rows `lower..<upper` that lie inside, empty when none do.
    func rows(from lower: Int, to upper: Int) -> Range<Int> {
        let start = max(lower, row), end = min(upper, maxRow)
        return start..<max(start, end)
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
    /// Stores one grapheme of `width` columns (1 or 2) at a cell, unclipped.
    func store(_ glyph: Character, width: Int, col: Int, row: Int, style: Style)
    /// Shows what was drawn since the last present (a no-op in memory).
    func present()
}

extension Canvas {
    public var bounds: CellRect { CellRect(col: 0, row: 0, width: columns, height: rows) }

    /// One grapheme, clipped; a wide glyph needs both of its columns inside the clip. In ASCII
    /// mode a non-ASCII glyph becomes as many `?` as its width, so layouts keep their shape.
    public func put(_ glyph: Character, col: Int, row: Int, style: Style) {
        let width = DisplayWidth.of(glyph)
        guard width > 0, clip.contains(col: col, row: row), clip.contains(col: col + width - 1, row: row) else { return }
        // What the width was measured on is what the terminal gets (an emoji sequence drawn
        // as its first emoji): borders stay aligned whatever the terminal's own rules.
        let glyph = glyph.unicodeScalars.count > 1 ? DisplayWidth.displayed(glyph).first ?? glyph : glyph
        if !unicode && !glyph.isASCII {
            for offset in 0..<width { store("?", width: 1, col: col + offset, row: row, style: style) }
            return
        }
        store(glyph, width: width, col: col, row: row, style: style)
    }

    /// Text from a column, clipped; returns the column after it.
    @discardableResult
    public func text(_ string: String, col: Int, row: Int, style: Style = .plain) -> Int {
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
        let step = max(1, DisplayWidth.of(glyph))
        let columns = clip.columns(from: rect.col, to: rect.maxCol)
        guard !columns.isEmpty else { return }
        // Wide glyphs stay on the grid that starts at the rect's own first column.
        let first = columns.lowerBound - (columns.lowerBound - rect.col) % step
        for row in clip.rows(from: rect.row, to: rect.maxRow) {
            for col in stride(from: first, to: columns.upperBound, by: step) {
                put(glyph, col: col, row: row, style: style)
            }
        }
    }

    /// A box with an optional label centred on its middle row, truncated by display width. With
    /// `coveringBelow` its interior is blanked so it hides what was painted under it; a box on
    /// freshly erased cells can skip that.
    public func box(_ rect: CellRect, lines: BoxLines, label: String, style: Style, labelStyle: Style? = nil, coveringBelow: Bool = true) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let g = lines.glyphs(unicode: unicode)
        let right = rect.maxCol - 1, bottom = rect.maxRow - 1
        put(g.topLeft, col: rect.col, row: rect.row, style: style)
        put(g.topRight, col: right, row: rect.row, style: style)
        put(g.bottomLeft, col: rect.col, row: bottom, style: style)
        put(g.bottomRight, col: right, row: bottom, style: style)
        // Only the clipped part of each edge is walked: a box may be millions of cells long.
        for col in clip.columns(from: rect.col + 1, to: right) {
            put(g.horizontal, col: col, row: rect.row, style: style)
            put(g.horizontal, col: col, row: bottom, style: style)
        }
        for row in clip.rows(from: rect.row + 1, to: bottom) {
            put(g.vertical, col: rect.col, row: row, style: style)
            put(g.vertical, col: right, row: row, style: style)
        }
        let interior = CellRect(col: rect.col + 1, row: rect.row + 1, width: rect.width - 2, height: rect.height - 2)
        if coveringBelow { fill(interior, style: style) }
        // A box two rows tall has no interior: its label sits on the top edge, like a title.
        let labelRow = interior.height > 0 ? rect.row + (rect.height - 1) / 2 : rect.row
        centredLabel(label, in: CellRect(col: interior.col, row: labelRow, width: interior.width, height: 1), row: labelRow, style: labelStyle ?? style)
    }

    /// A solid block for elements too small for a box, with the label on it if one fits.
    public func block(_ rect: CellRect, shade: Shade, label: String, style: Style) {
        guard rect.width > 0, rect.height > 0 else { return }
        fill(rect, with: shade.glyph(unicode: unicode), style: style)
        if DisplayWidth.truncate(label, to: rect.width - 2, ellipsis: "").utf8.count == label.utf8.count {
            centredLabel(" \(label) ", in: rect, row: rect.row + (rect.height - 1) / 2, style: style)
        }
    }

    func centredLabel(_ label: String, in rect: CellRect, row: Int, style: Style) {
        let text = DisplayWidth.truncate(label, to: rect.width, ellipsis: unicode ? "…" : "~")
        let col = rect.col + (rect.width - DisplayWidth.of(text)) / 2
        self.text(text, col: col, row: row, style: style)
    }
}
