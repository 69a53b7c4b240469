import Foundation
import TerminalCollectionView
import Testing

/// A previewer's `keyBindings` (its own rows around those its tweaks declare — for browse,
/// SpecTweaks') is the one key table: dispatch goes through it (PreviewerKeyTests presses every
/// key), the help overlay lists it (helpOpensClosesAndListsEveryKey) and Keys.md's table is made
/// from it (here).
@Suite struct KeyBindingTableTests {
    static var browseBindings: [KeyBinding] { get throws { try Screen(demo: "grid").previewer.keyBindings } }

    /// The keys article's table (Keys.md) between `<!-- NAME: begin … -->` and `<!-- NAME: end -->`.
    static func readmeSection(_ name: String, note: String) throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LayouttySpec/LayouttySpec.docc/Keys.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- \(name): begin (\(note)) -->\n"))
        let stop = try #require(text.range(of: "<!-- \(name): end -->", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<stop.lowerBound])
    }

    @Test func readmeListsEveryKeyFromTheTable() throws {
        let expected = KeyBinding.markdownTable(try Self.browseBindings)
        let readme = try Self.readmeSection("keys", note: "made from the previewer's key table with SpecTweaks' rows")
        #expect(readme == expected + "\n", "Keys.md should say:\n\(expected)")
    }

    @Test func readmeListsTheCarryingKeys() throws {
        let expected = KeyBinding.markdownTable(Previewer.carryingBindings)
        let readme = try Self.readmeSection("carrying-keys", note: "made from Previewer.carryingBindings")
        #expect(readme == expected + "\n", "Keys.md should say:\n\(expected)")
    }

    /// A key in two rows would do what only one of them says.
    @Test func noKeyIsBoundTwice() throws {
        let keys = try Self.browseBindings.flatMap { $0.actions.map(\.key) }
        #expect(Set(keys).count == keys.count)
        let carrying = Previewer.carryingBindings.flatMap { $0.actions.map(\.key) }
        #expect(Set(carrying).count == carrying.count)
    }
}
