import CNcursesw
import Foundation
import LayouttyDevice
import TerminalCollectionView

/// A canvas on the real terminal through ncursesw. Drawing goes to ncurses' virtual screen;
/// `present` sends only the cells that changed (one `doupdate` per frame, never a clear).
public final class NcursesCanvas: Canvas {
    let window: UnsafeMutablePointer<WINDOW>
    public var clip: CellRect
    public let unicode: Bool
    private let colors: Bool
    /// One grapheme's wide characters, NUL-terminated; reused so a frame allocates nothing per cell.
    private var glyphBuffer = [wchar_t](repeating: 0, count: 5)

    /// - Parameter colors: false under NO_COLOR (https://no-color.org): attributes only.
    init(window: UnsafeMutablePointer<WINDOW>, unicode: Bool, colors: Bool = true) {
        self.window = window
        self.unicode = unicode
        clip = CellRect(col: 0, row: 0, width: Int(lt_getmaxx(window)), height: Int(lt_getmaxy(window)))
        self.colors = colors && has_colors()
        if colors {
            start_color()
            use_default_colors()
            // One pair per Style.Color, on the terminal's own background.
            let foregrounds: [Style.Color: Int32] = [
                .cell: -1, .header: Int32(COLOR_CYAN), .footer: -1, .decoration: Int32(COLOR_BLUE),
                .focus: Int32(COLOR_YELLOW), .status: -1, .notice: Int32(COLOR_YELLOW)
            ]
            for (color, foreground) in foregrounds {
                init_pair(Int16(color.rawValue), Int16(foreground), -1)
            }
        }
    }

    public var columns: Int { Int(lt_getmaxx(window)) }
    public var rows: Int { Int(lt_getmaxy(window)) }

    /// Re-reads the size after a resize.
    func sizeDidChange() {
        clip = bounds
    }

    public func erase() {
        werase(window)
    }

    public func store(_ glyph: Glyph, col: Int, row: Int, style: Style) {
        var attributes = lt_A_NORMAL()
        if style.bold { attributes |= lt_A_BOLD() }
        if style.dim { attributes |= lt_A_DIM() }
        if style.reverse { attributes |= lt_A_REVERSE() }
        // A cchar_t holds one spacing character and the marks on it; a grapheme of several
        // spacing ones (a flag's two regional indicators) goes out one cell per spacing
        // character, which is how the terminal advances through it anyway.
        var column = col
        var count = 0
        func flush() {
            guard count > 0 else { return }
            glyphBuffer[count] = 0
            // Writing into the bottom-right cell makes ncurses try to scroll: harmless, ignored.
            _ = lt_put(
                window, Int32(row), Int32(column), glyphBuffer, attributes, colors ? Int16(style.color.rawValue) : 0)
        }
        for scalar in glyph.character.unicodeScalars {
            let spacing = DisplayWidth.of(scalar: scalar)
            if spacing > 0 && count > 0 {
                flush()
                column += DisplayWidth.of(scalar: Unicode.Scalar(UInt32(glyphBuffer[0])) ?? " ")
                count = 0
            }
            guard count < glyphBuffer.count - 1 else { continue }
            glyphBuffer[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        flush()
    }

    public func present() {
        wnoutrefresh(window)
        doupdate()
    }
}
