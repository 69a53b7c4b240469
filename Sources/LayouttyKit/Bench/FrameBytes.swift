import CSystem
import CollectionLayout
import Foundation
import TerminalCollectionView

/// Bytes the real previewer writes to a terminal: `layoutty browse` runs on a pseudo-terminal
/// with no person at it; keys go in, and everything ncurses writes is counted until the output
/// has been quiet for a moment.
///
/// ```swift
/// let result = try FrameBytes.measure(binary: "/path/to/layoutty", columns: 80, rows: 24)
/// ```
public enum FrameBytes {
    public struct Result: Codable, Sendable {
        public var size: String
        public var firstPaint: Int
        /// Median over ten one-row scrolls (j).
        public var oneRowScroll: Int
        /// Median over five page scrolls (PgDn).
        public var page: Int
        /// Ctrl-L: every cell sent again.
        public var fullRepaint: Int
        /// UTF-8 bytes of a newly exposed row plus the status line, as TextCanvas draws them.
        public var exposedRowAndStatus: Int
        /// One-row scroll ≤ 3 × exposedRowAndStatus.
        public var scrollWithinBudget: Bool
        /// No scroll or page frame clears the screen (ESC[2J): only Ctrl-L (and a resize) may.
        public var noScrollClearsTheScreen: Bool
        /// Ctrl-L does clear and repaint (the check above can see a clear).
        public var ctrlLClearsTheScreen: Bool
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The demo measured: a million items, so every scroll has somewhere to go at any size.
    static let demo = "big"

    public static func measure(binary: String, columns: Int, rows: Int) throws(Failure) -> Result {
        var name = [CChar](repeating: 0, count: 256)
        let master = lt_open_pty(&name, name.count)
        guard master >= 0 else { throw Failure(description: "cannot open a pseudo-terminal") }
        defer { close(master) }
        _ = lt_set_window_size(master, UInt16(rows), UInt16(columns))
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open the pseudo-terminal's slave side") }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["browse", "--demo", demo]
        process.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        do { try process.run() } catch { throw Failure(description: "cannot start \(binary): \(error)") }
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        try? handle.close()

        let firstPaint = readUntilQuiet(master).count
        guard firstPaint > 0 else { throw Failure(description: "the previewer drew nothing on the pseudo-terminal") }
        func step(_ key: String, times: Int) -> [[UInt8]] {
            (0..<times).map { _ in
                _ = key.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, key.utf8.count) }
                return readUntilQuiet(master)
            }
        }
        let scrolls = step("j", times: 10)
        let pages = step("\u{1b}[6~", times: 5)
        let repaint = step("\u{0c}", times: 1)[0]
        _ = step("q", times: 1)

        let clear = Array("\u{1b}[2J".utf8)
        func clears(_ bytes: [UInt8]) -> Bool {
            bytes.count >= clear.count && (0...(bytes.count - clear.count)).contains { bytes[$0..<$0 + clear.count].elementsEqual(clear) }
        }
        let budget = exposedRowAndStatus(columns: columns, rows: rows)
        let median = scrolls.map(\.count).sorted()[scrolls.count / 2]
        return Result(size: "\(columns)x\(rows)", firstPaint: firstPaint, oneRowScroll: median,
                      page: pages.map(\.count).sorted()[pages.count / 2], fullRepaint: repaint.count, exposedRowAndStatus: budget,
                      scrollWithinBudget: median <= 3 * budget, noScrollClearsTheScreen: !(scrolls + pages).contains(where: clears),
                      ctrlLClearsTheScreen: clears(repaint))
    }

    /// Reads until nothing has arrived for 150 ms (or 3 s in all).
    static func readUntilQuiet(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(3)
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while Date() < deadline, poll(&descriptor, 1, 150) > 0 {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }

    /// What a one-row scroll must at least send: the row that comes into view and the status
    /// line, drawn by the same previewer into a TextCanvas.
    static func exposedRowAndStatus(columns: Int, rows: Int) -> Int {
        guard let spec = try? BuiltInDemo.named(demo)!.spec() else { return 0 }
        let data = SpecDataSource(spec: spec)
        let viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: columns, rows: rows - Previewer.chromeRows)
        let previewer = Previewer(viewport: viewport, tweaks: SpecTweaks(dataSource: data, layout: viewport.layout, file: nil))
        let canvas = TextCanvas(columns: columns, rows: rows)
        previewer.handle(.character("j"))
        previewer.draw(on: canvas)
        let row = canvas.line(rows - Previewer.chromeRows - 1).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        let status = canvas.line(rows - 1).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        return row.utf8.count + status.utf8.count
    }
}
