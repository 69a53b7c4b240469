import Foundation
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// A previewer's `keyBindings` (its own rows around those its tweaks declare — for browse,
/// SpecTweaks') is the one key table: dispatch goes through it (PreviewerKeyTests presses every
/// key), the help overlay lists it (helpOpensClosesAndListsEveryKey) and Keys.md's table is made
/// from it (here).
@Suite struct KeyBindingTableTests {
    static var browseBindings: [KeyBinding] { get throws { try Screen(demo: "grid").previewer.keyBindings } }

    @Test func readmeListsEveryKeyFromTheTable() throws {
        let expected = KeyBinding.markdownTable(try Self.browseBindings)
        let readme = try KeysArticle.section("keys", note: "made from the previewer's key table with SpecTweaks' rows")
        #expect(readme == expected + "\n", "Keys.md should say:\n\(expected)")
    }

    @Test func readmeListsTheCarryingKeys() throws {
        let expected = KeyBinding.markdownTable(Previewer.carryingBindings)
        let readme = try KeysArticle.section("carrying-keys", note: "made from Previewer.carryingBindings")
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
