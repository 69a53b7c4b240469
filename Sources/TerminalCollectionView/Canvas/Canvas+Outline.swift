import Foundation
import LayouttyDevice

extension Canvas {
    /// A closed outline through `corners` (cell coordinates, in order), each edge drawn with the
    /// line glyph nearest its slope (─ │ ╱ ╲; - | / \\ in ASCII), and the label centred on
    /// `center`: how a rotated element is drawn. Clipped like everything else.
    ///
    /// - Complexity: O(the outline's length in cells).
    public func outline(_ corners: [CGPoint], center: CGPoint, label: String, style: Style) {
        guard corners.count >= 2, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        for (index, start) in corners.enumerated() {
            line(from: start, to: corners[(index + 1) % corners.count], style: style)
        }
        let width = Int(saturating: max(1, corners.map(\.x).max()! - corners.map(\.x).min()!))
        let text = DisplayWidth.truncate(label, to: width, ellipsis: unicode ? "…" : "~")
        let col = Int(saturating: (center.x - CGFloat(DisplayWidth.of(text)) / 2).rounded())
        let row = Int(saturating: center.y.rounded(.down))
        self.text(text, col: col, row: row, style: style)
    }

    /// Bresenham from cell to cell; a line longer than any terminal is cut to the clip's reach.
    private func line(from a: CGPoint, to b: CGPoint, style: Style) {
        func cell(_ v: CGFloat) -> Int { Int(saturating: max(-1e6, min(1e6, v.rounded(.down)))) }
        var (x, y) = (cell(a.x), cell(a.y))
        let (x1, y1) = (cell(b.x), cell(b.y))
        let dx = abs(x1 - x)
        let dy = -abs(y1 - y)
        let sx = x < x1 ? 1 : -1
        let sy = y < y1 ? 1 : -1
        let glyph = measure(Self.lineGlyph(dx: x1 - x, dy: y1 - y, unicode: unicode))
        var error = dx + dy
        for _ in 0...max(dx, -dy) {
            put(glyph, col: x, row: y, style: style)
            if x == x1 && y == y1 { break }
            let e2 = 2 * error
            if e2 >= dy {
                error += dy
                x += sx
            }
            if e2 <= dx {
                error += dx
                y += sy
            }
        }
    }

    /// The glyph of a segment: near-horizontal, near-vertical, or one of the diagonals (a cell is
    /// about twice as tall as wide, so the diagonals take slopes from ½ to 4 rows per column… in cells).
    static func lineGlyph(dx: Int, dy: Int, unicode: Bool) -> Character {
        let (w, h) = (abs(dx), abs(dy))
        if 2 * h <= w { return unicode ? "─" : "-" }
        if 2 * w <= h { return unicode ? "│" : "|" }
        return (dx > 0) == (dy > 0) ? (unicode ? "╲" : "\\") : (unicode ? "╱" : "/")
    }
}
