import Foundation
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// Boxes drawn around wide and joined graphemes, checked against an independent width table.
@Suite struct EmojiBoxTests {
    /// A box around emoji labels: every row of the box is equally wide, measured by Python's
    /// wcwidth (an independent table, the one tmux-like terminals follow).
    @Test func boxesAroundEmojiStayAligned() throws {
        let canvas = TextCanvas(columns: 30, rows: 9, unicode: true)
        for (row, label) in ["🚀⌚☕", "👩‍💻 🇯🇵", "👍🏽❤️1️⃣"].enumerated() {
            canvas.box(
                CellRect(col: 0, row: row * 3, width: 14, height: 3), lines: .single, label: label, style: .plain)
        }
        let rows = (0..<9).map { canvas.line($0).trimmingTrailingBlanks }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sys, unicodedata\nfrom wcwidth import wcswidth\nprint(' '.join(str(wcswidth(l)) for l in sys.stdin.read().split('\\n')))"
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(rows.joined(separator: "\n").utf8))
        try input.fileHandleForWriting.close()
        let widths = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(
            separator: " "
        )
        .map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        process.waitUntilExit()
        #expect(widths == Array(repeating: 14, count: 9), "\(rows.joined(separator: "\n"))")
    }
}
