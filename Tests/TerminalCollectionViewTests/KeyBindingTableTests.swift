import Foundation
import Testing
import TerminalCollectionView

/// `Previewer.keyBindings` is the one key table: dispatch goes through it (PreviewerKeyTests
/// presses every key), the help overlay lists it (helpOpensClosesAndListsEveryKey) and README's
/// table is made from it (here).
@Suite struct KeyBindingTableTests {
    static var expectedReadmeTable: String {
        let rows = Previewer.keyBindings.map { binding in
            "| \(binding.keys) | \(binding.summary)\(binding.detail.map { " — \($0)" } ?? "") |"
        }
        return (["| keys | action |", "| --- | --- |"] + rows).joined(separator: "\n")
    }

    @Test func readmeListsEveryKeyFromTheTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = "<!-- keys: begin (made from Previewer.keyBindings) -->\n"
        let start = try #require(text.range(of: begin))
        let stop = try #require(text.range(of: "<!-- keys: end -->", range: start.upperBound..<text.endIndex))
        #expect(String(text[start.upperBound..<stop.lowerBound]) == Self.expectedReadmeTable + "\n", "README should say:\n\(Self.expectedReadmeTable)")
    }

    /// A key in two rows would do what only one of them says.
    @Test func noKeyIsBoundTwice() {
        let keys = Previewer.keyBindings.flatMap { $0.actions.map(\.key) }
        #expect(Set(keys).count == keys.count)
    }
}
