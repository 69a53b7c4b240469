import CNcursesw
import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import LayouttyTestSupport
import TerminalCollectionView
import Testing
import UIKit
import UIKitTerminal

@testable import LayouttyTerminal

/// NcursesCanvas, in process: ncurses writes to /dev/null and the cells are read back from its
/// virtual screen. ncurses, the locale and stdin are process-global: this serialized suite is the
/// only one that changes them.
@MainActor @Suite(.serialized) struct NcursesCanvasTests {
    /// Reads a row back, skipping the right halves of wide glyphs, trailing blanks removed.
    static func row(_ y: Int, columns: Int) -> String {
        var text = ""
        var x = 0
        while x < columns {
            var buffer = [wchar_t](repeating: 0, count: 8)
            var attributes: attr_t = 0
            _ = lt_read(lt_stdscr(), Int32(y), Int32(x), &buffer, &attributes)
            let glyph = String(
                String.UnicodeScalarView(
                    buffer.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
            text += glyph.isEmpty ? " " : glyph
            x += max(1, DisplayWidth.of(glyph))
        }
        return text.trimmingTrailingBlanks
    }

    static func attributes(atRow y: Int, col x: Int) -> attr_t {
        var buffer = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        _ = lt_read(lt_stdscr(), Int32(y), Int32(x), &buffer, &attributes)
        return attributes
    }

    @Test func drawsWhatTextCanvasDraws() throws {
        setlocale(LC_ALL, "C.UTF-8")
        let out = try #require(fopen("/dev/null", "w"))
        let input = try #require(fopen("/dev/null", "r"))
        let screen = try #require(lt_newterm_on("xterm-256color", out, input))
        defer {
            endwin()
            delscreen(screen)
            fclose(out)
            fclose(input)
        }
        resizeterm(24, 80)
        let canvas = NcursesCanvas(window: lt_stdscr(), unicode: true)
        canvas.sizeDidChange()
        #expect(canvas.columns == 80 && canvas.rows == 24)

        for (demo, offset) in [("sections", CGFloat(6)), ("tags", 0)] {
            let data = SpecDataSource(spec: try BuiltInDemo.named(demo)!.spec())
            let reference = Previewer(spec: data, layout: data.makeLayout(), file: nil, terminalColumns: 80, rows: 24)
            reference.showsTimings = false
            reference.viewport.scroll(to: CGPoint(x: 0, y: offset))
            let text = TextCanvas(columns: 80, rows: 24, unicode: true)
            reference.draw(on: text)
            let expected = text.text.split(separator: "\n").map {
                $0.trimmingTrailingBlanks
            }
            reference.draw(on: canvas)
            canvas.present()
            let actual = (0..<24).map { Self.row($0, columns: 80) }
            #expect(actual == expected, "\(demo)")
        }
        // Styles reach ncurses: the tags demo's header title is bold, the status bar reversed.
        let titleColumn = 36
        #expect(Self.attributes(atRow: 1, col: titleColumn) & lt_A_BOLD() != 0)
        #expect(Self.attributes(atRow: 23, col: 0) & lt_A_REVERSE() != 0)
        #expect(Self.attributes(atRow: 5, col: 2) & lt_A_BOLD() == 0)
    }

    final class Ten: CollectionDataSource {
        var numberOfSections: Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 10 }
    }

    /// With stdin on /dev/null (whatever started the tests), the one-call API refuses before drawing.
    @Test func refusesWithoutATerminal() throws {
        let saved = dup(STDIN_FILENO)
        let null = open("/dev/null", O_RDONLY)
        try #require(saved >= 0 && null >= 0)
        dup2(null, STDIN_FILENO)
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
            close(null)
        }
        #expect(throws: TerminalError(description: "needs a terminal: standard input is not a terminal")) {
            try TerminalPreview.run(layout: FlowLayout(), dataSource: Ten(), environment: ["TERM": "xterm-256color"])
        }
    }

    final class Five: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    }

    /// The one-call API takes a UIKit layout too; without a terminal (TERM unset) it refuses in
    /// one line before touching anything.
    @Test func theUIKitOneCallRefusesWithoutATerminal() throws {
        let items = Five()
        #expect(throws: TerminalError.self) {
            try TerminalPreview.run(layout: UICollectionViewFlowLayout(), dataSource: items, environment: [:])
        }
    }
}
