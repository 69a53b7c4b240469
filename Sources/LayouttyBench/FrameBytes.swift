import CollectionLayout
import Foundation
import LayouttySpec
import PseudoTerminalSupport
import TerminalCollectionView

/// Bytes the real previewer writes to a terminal: `layoutty browse` runs on a pseudo-terminal
/// with no person at it; keys go in, and everything ncurses writes is counted until the output
/// has been quiet for a moment.
///
/// ```swift
/// let result = try FrameBytes.measure(binary: "/path/to/layoutty", columns: 80, rows: 24)
/// ```
package enum FrameBytes {
    package struct Result: Codable, Sendable {
        package var size: String
        package var firstPaint: Int
        /// Median over ten one-row scrolls (j).
        package var oneRowScroll: Int
        /// Median over five page scrolls (PgDn).
        package var page: Int
        /// Ctrl-L: every cell sent again.
        package var fullRepaint: Int
        /// UTF-8 bytes of a newly exposed row plus the status line, as TextCanvas draws them.
        package var exposedRowAndStatus: Int
        /// One-row scroll ≤ 3 × exposedRowAndStatus.
        package var scrollWithinBudget: Bool
        /// No scroll or page frame clears the screen (ESC[2J): only Ctrl-L (and a resize) may.
        package var noScrollClearsTheScreen: Bool
        /// Ctrl-L does clear and repaint (the check above can see a clear).
        package var ctrlLClearsTheScreen: Bool
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The demo measured: a million items, so every scroll has somewhere to go at any size.
    static let demo = "big"

    package static func measure(binary: String, columns: Int, rows: Int) throws(Failure) -> Result {
        let pty: PseudoTerminal
        do {
            pty = try PseudoTerminal(
                binary: binary, arguments: ["browse", "--demo", demo], columns: columns, rows: rows)
        } catch {
            throw Failure(description: error.description)
        }
        // A busy machine (a test run beside it) may take seconds to start the program.
        let firstPaint = pty.readUntilQuiet(limit: .seconds(30), awaitingFirstByte: true).count
        guard firstPaint > 0 else { throw Failure(description: "the previewer drew nothing on the pseudo-terminal") }
        func step(_ key: String, times: Int) -> [[UInt8]] {
            (0..<times).map { _ in
                pty.write(key)
                return pty.readUntilQuiet()
            }
        }
        let scrolls = step("j", times: 10)
        let pages = step("\u{1b}[6~", times: 5)
        let repaint = step("\u{0c}", times: 1)[0]
        _ = step("q", times: 1)
        pty.waitUntilExit()

        let clear = Array("\u{1b}[2J".utf8)
        func clears(_ bytes: [UInt8]) -> Bool {
            bytes.count >= clear.count
                && (0...(bytes.count - clear.count)).contains { bytes[$0..<$0 + clear.count].elementsEqual(clear) }
        }
        let budget = exposedRowAndStatus(columns: columns, rows: rows)
        let median = scrolls.map(\.count).sorted()[scrolls.count / 2]
        return Result(
            size: "\(columns)x\(rows)", firstPaint: firstPaint, oneRowScroll: median,
            page: pages.map(\.count).sorted()[pages.count / 2], fullRepaint: repaint.count, exposedRowAndStatus: budget,
            scrollWithinBudget: median <= 3 * budget,
            noScrollClearsTheScreen: !(scrolls + pages).contains(where: clears),
            ctrlLClearsTheScreen: clears(repaint))
    }

    /// What a one-row scroll must at least send: the row that comes into view and the status
    /// line, drawn by the same previewer into a TextCanvas.
    static func exposedRowAndStatus(columns: Int, rows: Int) -> Int {
        guard let spec = try? BuiltInDemo.named(demo)!.spec() else { return 0 }
        let data = SpecDataSource(spec: spec)
        let previewer = Previewer(
            spec: data, layout: data.makeLayout(), file: nil, terminalColumns: columns, rows: rows)
        let canvas = TextCanvas(columns: columns, rows: rows)
        previewer.handle(.key(.character("j")))
        previewer.draw(on: canvas)
        let row = canvas.trimmedLine(rows - Previewer.chromeRows - 1)
        let status = canvas.trimmedLine(rows - 1)
        return row.utf8.count + status.utf8.count
    }
}
