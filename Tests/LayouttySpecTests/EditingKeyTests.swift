import CollectionLayout
import Foundation
import LayouttySpec
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// o x R m A on a spec-backed previewer: the spec's data changes as the batch says, the focus
/// follows, and `s` saves the new items (only the edited section's `items` value changes).
@Suite struct EditingKeyTests {
    @Test func insertDeleteAndReloadTheFocusedItem() throws {
        let s = try Screen(demo: "grid")
        s.press(.character("o"))
        #expect(s.previewer.message == "focus an item first (n or Tab)")
        s.press(.character("n"), .character("o"))
        #expect(s.previewer.message == "inserted item [0, 1]" && s.previewer.focused == IndexPath(item: 1, section: 0))
        #expect(s.tweaks.dataSource.spec.sections[0].itemCount == 61)
        #expect(s.line(23).contains("│ 16/61"))
        s.press(.character("x"))
        #expect(s.previewer.message == "deleted item [0, 1]" && s.previewer.focused == IndexPath(item: 1, section: 0))
        #expect(s.tweaks.dataSource.spec.sections[0].itemCount == 60)
        s.press(.character("R"))
        #expect(s.previewer.message == "reloaded item [0, 1]")
        // Deleting the last item of a section leaves the focus on the one before it.
        s.press(.end, .character("p"))
        s.previewer.focus(on: IndexPath(item: 59, section: 0))
        s.press(.character("x"))
        #expect(s.previewer.focused == IndexPath(item: 58, section: 0))
    }

    @Test func carryingAnItemReflowsTheOthersAndEnterOrEscEndsIt() throws {
        let s = try Screen(demo: "grid")
        s.press(.character("n"), .character("m"))
        #expect(s.line(22).hasPrefix("carrying [0, 0] from [0, 0]: ←↑↓→ carry it · Enter drop it · Esc put it back"))
        // One item's width to the right: over item 1, which the carried item displaces.
        s.press(.right)
        #expect(s.previewer.viewport.interactiveMovement?.current == IndexPath(item: 1, section: 0))
        s.press(.character("+"))
        #expect(s.previewer.message == "carrying an item: ←↑↓→ carry it · Enter drop it · Esc put it back")
        s.press(.escape)
        #expect(s.previewer.message == "put back" && s.previewer.viewport.interactiveMovement == nil)
        #expect(s.previewer.focused == IndexPath(item: 0, section: 0))
        s.press(.character("m"), .right, .right, .enter)
        #expect(s.previewer.message == "dropped at [0, 2]")
        // Esc quits again once nothing is carried.
        #expect(s.press(.escape) == .quit)
    }

    /// A frame drawn just before an animation ends asks for one more: the event loop must not
    /// stop on a screen a moment short of the end.
    @Test func theFrameAfterAnAnimationsLastIsAsked() throws {
        let s = try Screen(demo: "grid")
        s.previewer.handle(.character("+"))
        s.clock.advance(by: .milliseconds(290))
        _ = s.text
        s.clock.advance(by: .milliseconds(20))
        #expect(s.previewer.isAnimating, "the last frame drawn was mid-animation: one more is due")
        _ = s.text
        #expect(!s.previewer.isAnimating)
    }

    @Test func animationsCanBeTurnedOff() throws {
        let s = try Screen(demo: "grid")
        s.press(.character("A"))
        #expect(s.previewer.message == "animations: off" && !s.previewer.animatesChanges)
        s.previewer.handle(.character("+"))
        #expect(!s.previewer.isAnimating)
        #expect(Previewer.animationsWanted(in: [:]) && Previewer.animationsWanted(in: ["LAYOUTTY_NO_ANIMATION": "0"]))
        #expect(!Previewer.animationsWanted(in: ["LAYOUTTY_NO_ANIMATION": "1"]))
    }

    /// sections.json section 2 lists its items; inserting after its item 1 and saving rewrites
    /// that `items` value only (the new item takes the section's item size, [12, 4]). The new
    /// item and the two pushed one place on keep the labels shown ("new 1", "2-3", "2-4"):
    /// without them the file would show "2-2"… where the screen said otherwise.
    @Test func savingEditedDataChangesOnlyThatSectionsItems() throws {
        let (folder, file) = try SaveTests.copy("sections")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try SaveTests.text(file)
        let s = try Screen(spec: LayoutSpec.load(file: file), file: file)
        s.previewer.focus(on: IndexPath(item: 1, section: 2))
        s.press(.character("o"), .character("s"))
        #expect(s.previewer.message == "saved \(file)")
        let after = try SaveTests.text(file)
        let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(
            changed.first?.1 == """
                    {"items": [[10, 3], [14, 5], {"size": [12, 4], "label": "new 1"}, {"size": [8, 3], "label": "第0节"}, {"size": [12, 4], "label": "2-3"}, {"size": [30, 3], "label": "2-4"}], "verticalAlignment": "top", "minimumLineSpacing": 2},
                """)
        // A count section stays a count.
        s.previewer.focus(on: IndexPath(item: 0, section: 0))
        s.press(.character("x"), .character("s"))
        #expect(try SaveTests.text(file).contains("{\"items\": 13},"))
    }

    /// Another number of sections (through the API: the keys edit items only): the array is
    /// written again; the sections the file had keep their own bytes, the new one is
    /// `{"items": 1}`, and the file loads back with the items shown.
    @Test func savingAnInsertedSectionRewritesTheArrayKeepingTheOthersBytes() throws {
        let (folder, file) = try SaveTests.copy("sections")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try SaveTests.text(file)
        let spec = try LayoutSpec.load(file: file)
        let batch = try BatchUpdate(
            countsBefore: spec.sections.map(\.itemCount),
            operations: [.insertSection(1), .insertItem(IndexPath(item: 0, section: 1))])
        let edited = spec.applying(batch)
        #expect(try SpecFile(path: file).save(edited) == .saved)
        let after = try SaveTests.text(file)
        #expect(
            after.contains(
                """
                    {"items": 14},
                    {"items": 1},
                    {"items": 5, "itemSize": [20, 3], "horizontalAlignment": "center"},
                """), "\(after)")
        // Everything before the sections array is byte for byte the same.
        let head = before.components(separatedBy: "\"sections\"")[0]
        #expect(after.hasPrefix(head))
        #expect(try LayoutSpec.load(file: file).sections.map(\.items) == edited.sections.map(\.items))
    }
}
