import Foundation
import Testing
import TerminalCollectionView

/// A previewer's `keyBindings` (its own rows around those its tweaks declare — for browse,
/// SpecTweaks') is the one key table: dispatch goes through it (PreviewerKeyTests presses every
/// key), the help overlay lists it (helpOpensClosesAndListsEveryKey) and README's table is made
/// from it (here).
@Suite struct KeyBindingTableTests {
    static var browseBindings: [KeyBinding] { get throws { try Screen(demo: "grid").previewer.keyBindings } }

    static func expectedReadmeTable() throws -> String {
        let rows = try browseBindings.map { binding in
            "| \(binding.keys) | \(binding.summary)\(binding.detail.map { " — \($0)" } ?? "") |"
        }
        return (["| keys | action |", "| --- | --- |"] + rows).joined(separator: "\n")
    }

    @Test func readmeListsEveryKeyFromTheTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = "<!-- keys: begin (made from the previewer's key table with SpecTweaks' rows) -->\n"
        let start = try #require(text.range(of: begin))
        let stop = try #require(text.range(of: "<!-- keys: end -->", range: start.upperBound..<text.endIndex))
        let expected = try Self.expectedReadmeTable()
        #expect(String(text[start.upperBound..<stop.lowerBound]) == expected + "\n", "README should say:\n\(expected)")
    }

    /// A key in two rows would do what only one of them says.
    @Test func noKeyIsBoundTwice() throws {
        let keys = try Self.browseBindings.flatMap { $0.actions.map(\.key) }
        #expect(Set(keys).count == keys.count)
    }
}
