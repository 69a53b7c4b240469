import Foundation

/// An in-memory canvas: what tests assert on and what `layoutty render` prints (ratatui's
/// TestBackend).
///
/// Cells are stored flat — a code point and a style each, a side table for the rare grapheme of
/// several code points (a flag, a letter with combining marks) — so erasing a frame is a block
/// fill and painting a cell a few stores: a 200x60 frame costs microseconds, not the
/// reference counting of 12,000 `Character`s.
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
    }

    @exclusivity(unchecked) public private(set) var columns: Int
    @exclusivity(unchecked) public private(set) var rows: Int
    @exclusivity(unchecked) public var clip: CellRect
    public let unicode: Bool

    /// Code point per cell; `rightHalf` for the second column of a wide glyph, `cluster` when the
    /// grapheme is in `clusters`. Exclusivity is unchecked here and on the size and clip: only
    /// whole-value reads and writes, never an access held open across a call, and the runtime
    /// check on every cell was a fifth of a frame's painting time. The cells are buffers the
    /// canvas owns, not arrays: an array stored in a class is checked for a second owner on
    /// every write, a third of each cell's cost; every index is checked against the size here.
    @exclusivity(unchecked) private var scalars: UnsafeMutableBufferPointer<UInt32>
    @exclusivity(unchecked) private var styles: UnsafeMutableBufferPointer<Style>
    @exclusivity(unchecked) private var clusters: [Int: Character] = [:]
    private static let rightHalf: UInt32 = 0
    private static let cluster: UInt32 = 0xFFFF_FFFF
    private static let space: UInt32 = 0x20

    public init(columns: Int, rows: Int, unicode: Bool = true) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.unicode = unicode
        clip = CellRect(col: 0, row: 0, width: self.columns, height: self.rows)
        (scalars, styles) = Self.cells(self.columns * self.rows)
    }

    deinit {
        scalars.deallocate()
        styles.deallocate()
    }

    /// `count` blank cells.
    private static func cells(_ count: Int) -> (UnsafeMutableBufferPointer<UInt32>, UnsafeMutableBufferPointer<Style>) {
        let scalars = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
        let styles = UnsafeMutableBufferPointer<Style>.allocate(capacity: count)
        scalars.initialize(repeating: space)
        styles.initialize(repeating: .plain)
        return (scalars, styles)
    }

    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        clip = bounds
        scalars.deallocate()
        styles.deallocate()
        (scalars, styles) = Self.cells(self.columns * self.rows)
        clusters = [:]
    }

    public func erase() {
        scalars.update(repeating: Self.space)
        styles.update(repeating: .plain)
        if !clusters.isEmpty { clusters.removeAll(keepingCapacity: true) }
    }

    public func store(_ glyph: Glyph, col: Int, row: Int, style: Style) {
        let width = glyph.width
        guard col >= 0, row >= 0, col + width <= columns, row < rows else { return }
        let i = row * columns + col
        // Overwriting either half of a wide glyph blanks its other half.
        if scalars[i] == Self.rightHalf, col > 0 { blank(i - 1) }
        let end = i + width - 1
        if col + width < columns, scalars[end + 1] == Self.rightHalf { blank(end + 1) }
        if scalars[i] == Self.cluster { clusters[i] = nil }
        if let scalar = glyph.scalar {
            scalars[i] = scalar.value
        } else {
            scalars[i] = Self.cluster
            clusters[i] = glyph.character
        }
        styles[i] = style
        if width == 2 {
            if scalars[i + 1] == Self.cluster { clusters[i + 1] = nil }
            scalars[i + 1] = Self.rightHalf
            styles[i + 1] = style
        }
    }

    public func store(_ glyph: Glyph, columns range: Range<Int>, row: Int, style: Style) {
        guard glyph.width == 1, let scalar = glyph.scalar else {
            for col in range { store(glyph, col: col, row: row, style: style) }
            return
        }
        guard let cells = run(range, row: row, style: style) else { return }
        UnsafeMutableBufferPointer(rebasing: scalars[cells]).update(repeating: scalar.value)
    }

    /// A box's row in one pass when all of it is written, inside the canvas, in single code
    /// points one column wide (box glyphs always are): the checks `store` makes per cell are
    /// made once for the row.
    public func store(
        _ first: Glyph?, _ fill: Glyph?, _ last: Glyph?, columns range: Range<Int>, row: Int, style: Style
    ) {
        func scalar(_ glyph: Glyph?) -> UInt32? { glyph.flatMap { $0.width == 1 ? $0.scalar?.value : nil } }
        guard let head = scalar(first), let body = scalar(fill), let tail = scalar(last), range.count > 1,
            range.lowerBound >= 0, range.upperBound <= columns, let cells = run(range, row: row, style: style)
        else { return storeOneByOne(first, fill, last, columns: range, row: row, style: style) }
        UnsafeMutableBufferPointer(rebasing: scalars[cells]).update(repeating: body)
        (scalars[cells.lowerBound], scalars[cells.upperBound]) = (head, tail)
    }

    public func store(ascii: UnsafeBufferPointer<UInt8>, col: Int, row: Int, style: Style) {
        guard let cells = run(col..<col + ascii.count, row: row, style: style) else { return }
        // The first byte stored is the one at the canvas's first column when the text starts left of it.
        let skipped = max(0, -col)
        for (offset, i) in cells.enumerated() { scalars[i] = UInt32(ascii[skipped + offset]) }
    }

    /// The cells of `range` in `row` that lie inside the canvas, made ready to take one-column
    /// glyphs: the halves of wide glyphs cut at either end blanked (as `store` does for one
    /// cell), their clusters dropped, their style `style`. Their indices; nil when none.
    private func run(_ range: Range<Int>, row: Int, style: Style) -> ClosedRange<Int>? {
        let (start, end) = (max(0, range.lowerBound), min(columns, range.upperBound))
        guard row >= 0, row < rows, start < end else { return nil }
        let (first, last) = (row * columns + start, row * columns + end - 1)
        if scalars[first] == Self.rightHalf, start > 0 { blank(first - 1) }
        if end < columns, scalars[last + 1] == Self.rightHalf { blank(last + 1) }
        if !clusters.isEmpty { for i in first...last { clusters[i] = nil } }
        UnsafeMutableBufferPointer(rebasing: styles[first...last]).update(repeating: style)
        return first...last
    }

    private func blank(_ i: Int) {
        if scalars[i] == Self.cluster { clusters[i] = nil }
        scalars[i] = Self.space
        styles[i] = .plain
    }

    public func present() {}

    public subscript(col: Int, row: Int) -> Cell {
        let i = row * columns + col
        return Cell(glyph: glyph(at: i), style: styles[i])
    }

    private func glyph(at i: Int) -> Character? {
        switch scalars[i] {
        case Self.rightHalf: nil
        case Self.cluster: clusters[i]
        case let v: Unicode.Scalar(v).map(Character.init) ?? " "
        }
    }

    /// One row as text, trailing blanks kept (screens are compared whole): its bytes encoded
    /// straight from the code points (`render` prints 12,000 of them a frame).
    public func line(_ row: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns)
        for i in row * columns..<(row + 1) * columns {
            switch scalars[i] {
            case Self.rightHalf: continue
            case Self.cluster: if let cluster = clusters[i] { bytes.append(contentsOf: String(cluster).utf8) }
            case let v: bytes.append(contentsOf: (Unicode.Scalar(v) ?? " ").utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every row, each followed by a newline.
    public var text: String {
        (0..<rows).map { line($0) + "\n" }.joined()
    }

    /// Row `row` without its trailing spaces: how a screen is compared and kept as text (editors
    /// strip trailing spaces from files).
    public func trimmedLine(_ row: Int) -> String {
        var text = line(row)
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The screen, each line without its trailing spaces.
    public var trimmedText: String {
        (0..<rows).map { trimmedLine($0) + "\n" }.joined()
    }
}
