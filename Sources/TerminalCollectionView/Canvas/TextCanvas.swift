import Foundation

/// An in-memory canvas: what tests assert on and what `layoutty render` prints (ratatui's
/// TestBackend).
///
/// ```swift
/// let canvas = TextCanvas(columns: 20, rows: 3)
/// canvas.box(canvas.bounds, lines: .single, label: "hi", style: .plain)
/// print(canvas.text)
/// ```
public final class TextCanvas: Canvas {
    public struct Cell: Equatable, Sendable {
        /// The glyph; nil in the right half of a wide glyph.
        public var glyph: Character?
        public var style: Style

        static let blank = Cell(glyph: " ", style: .plain)
    }

    public private(set) var columns: Int
    public private(set) var rows: Int
    public var clip: CellRect
    public let unicode: Bool
    public private(set) var cells: [Cell]

    public init(columns: Int, rows: Int, unicode: Bool = true) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.unicode = unicode
        clip = CellRect(col: 0, row: 0, width: self.columns, height: self.rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        clip = bounds
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    public func erase() {
        for i in cells.indices { cells[i] = .blank }
    }

    public func store(_ glyph: Character, width: Int, col: Int, row: Int, style: Style) {
        guard col >= 0, row >= 0, col + width <= columns, row < rows else { return }
        let i = row * columns + col
        // Overwriting either half of a wide glyph blanks its other half.
        if cells[i].glyph == nil, col > 0 { cells[i - 1] = .blank }
        let end = i + width - 1
        if col + width < columns, cells[end + 1].glyph == nil { cells[end + 1] = .blank }
        cells[i] = Cell(glyph: glyph, style: style)
        if width == 2 { cells[i + 1] = Cell(glyph: nil, style: style) }
    }

    public func present() {}

    public subscript(col: Int, row: Int) -> Cell { cells[row * columns + col] }

    /// One row as text, trailing blanks kept (screens are compared whole).
    public func line(_ row: Int) -> String {
        var s = ""
        for col in 0..<columns {
            if let g = cells[row * columns + col].glyph { s.append(g) }
        }
        return s
    }

    /// Every row, each followed by a newline.
    public var text: String {
        (0..<rows).map { line($0) + "\n" }.joined()
    }
}
