import CollectionLayout
import CollectionLayoutTesting
import Foundation
import LayouttySpec
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// `s` changes only what the user changed, keeps the file's identity (symlink, mode, hard
/// links) and saves only what loads again.
@Suite struct SaveTests {
    /// A fresh folder holding a copy of one Demos/specs file; returns the folder and the copy.
    static func copy(_ demo: String) throws -> (folder: URL, file: String) {
        let folder = try TemporaryFolder.create("save")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Demos/specs/\(demo).json")
        let file = folder.appendingPathComponent("\(demo).json").path
        try FileManager.default.copyItem(atPath: source.path, toPath: file)
        return (folder, file)
    }

    /// A previewer of `file` wide enough that "saved <file>" fits its status line on one row,
    /// whatever the temporary folder's path (macOS's are 50 characters): at 80 columns a long
    /// path wrapped the message over two rows and shortened the viewport the tests compare.
    static func screen(_ file: String, spec: LayoutSpec? = nil) throws -> Screen {
        try Screen(
            spec: spec ?? LayoutSpec.load(file: file),
            columns: max(80, "nothing to save: \(file) already says this".count),
            file: file)
    }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func savingNothingChangedWritesNothing() throws {
        let (folder, file) = try Self.copy("sections")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inode = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        let s = try Self.screen(file)
        s.press(.character("s"))
        #expect(s.previewer.message == "nothing to save: \(file) already says this")
        // Not even rewritten with the same bytes: the same inode is there.
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int == inode)
    }

    /// One tweak changes one value's bytes; every other line is as the author wrote it.
    @Test func aTweakChangesOnlyItsValue() throws {
        let (folder, file) = try Self.copy("sections")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.text(file)
        let s = try Self.screen(file)
        s.press(.character("]"), .character("s"))
        #expect(s.line(22) == "saved \(file)")
        let after = try Self.text(file)
        let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1 && changed.first?.1.contains("\"minimumInteritemSpacing\"") == true, "\(changed)")
        #expect(before.split(separator: "\n").count == after.split(separator: "\n").count)
    }

    /// Live compositional edits are saved as the reader spells them, each in its own place:
    /// `+` turns the grid's "0.25w" items into "0.2w" and the shelf's "count": 3 into 4, `}`
    /// steps interGroupSpacing where it is set (the top level gains one, 0 → 1; sections 0 and 1,
    /// which inherit it, stay silent and inherit the 1; section 2's own 1 becomes 2), `a` moves each shelf to the
    /// next sideways behaviour ("groupPagingCentered" → "continuous", "continuous" →
    /// "continuousGroupLeadingBoundary"). New keys go first in their object; nothing else in the
    /// file changes, and the file loads back as shown.
    @Test func compositionalEditsAreSavedWhereTheyBelong() throws {
        let (folder, file) = try Self.copy("appstore")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.text(file)
        let s = try Self.screen(file)
        s.press(.character("+"), .character("}"), .character("a"), .character("s"))
        #expect(s.line(22) == "saved \(file)")
        let after = try Self.text(file)
        let saved = try LayoutSpec.load(file: file)
        let shown = s.tweaks.dataSource.spec
        #expect(
            saved.compositional == shown.compositional && saved.compositionalSections == shown.compositionalSections)
        #expect(after.hasPrefix("{\n  \"interGroupSpacing\": 1,\n  \"layout\": \"compositional\","))
        #expect(
            after.contains("{\"items\": [{\"label\": \"Maps\"}")
                && after.contains("{\"items\": [{\"label\": \"Clock\"}"))
        #expect(
            shown.compositionalSections[0]?.interGroupSpacing == nil
                && shown.compositionalSection(0).interGroupSpacing == 1)
        #expect(after.contains("\"size\": [\"0.2w\", \"1h\"]") && after.contains("\"count\": 4"))
        #expect(
            after.contains("\"orthogonal\": \"continuous\"}")
                && after.contains("\"orthogonal\": \"continuousGroupLeadingBoundary\"}"))
        #expect(after.contains("\"interGroupSpacing\": 2}"))
        // The lines the edits did not touch are byte for byte the author's.
        let untouched = before.split(separator: "\n").filter { !$0.contains("\"items\"") && !$0.contains("\"layout\"") }
        #expect(untouched.allSatisfy { after.contains($0) }, "\(untouched.filter { !after.contains($0) })")
    }

    /// A compositional spec whose sections inherit the top level's group and spacing:
    /// `] [` (net zero) changes nothing, live or in the file; `}` steps the top level (1 → 2)
    /// and section 1's own spacing (2 → 3) while section 0 keeps inheriting (no key written,
    /// 2 in effect) and both sections keep the top level's half-width group.
    @Test func compositionalEditsKeepInheritance() throws {
        let folder = try TemporaryFolder.create("save")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("inherit.json").path
        let text = """
            {
              "layout": "compositional",
              "group": {"horizontal": [{"size": ["0.5w", "1h"]}], "size": ["1w", 3]},
              "interGroupSpacing": 1,
              "sections": [
                {"items": 6},
                {"items": 4, "interGroupSpacing": 2}
              ]
            }

            """
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let s = try Self.screen(file)
        let loaded = s.tweaks.dataSource.spec
        s.press(.character("]"), .character("["))
        #expect(s.tweaks.dataSource.spec == loaded)
        s.press(.character("s"))
        #expect(s.previewer.message == "nothing to save: \(file) already says this")
        #expect(try Self.text(file) == text)
        s.press(.character("}"), .character("s"))
        let shown = s.tweaks.dataSource.spec
        #expect(shown.compositionalSections[0] == nil && shown.compositionalSection(0).interGroupSpacing == 2)
        #expect(shown.compositionalSection(1).interGroupSpacing == 3 && shown.compositional.interGroupSpacing == 2)
        #expect(
            shown.compositionalSection(0).group == loaded.compositional.group
                && shown.compositionalSection(1).group == loaded.compositional.group)
        #expect(
            try Self.text(file)
                == text.replacingOccurrences(of: "\"interGroupSpacing\": 1,", with: "\"interGroupSpacing\": 2,")
                .replacingOccurrences(of: "\"interGroupSpacing\": 2}", with: "\"interGroupSpacing\": 3}"))
    }

    /// `w s` on a flow spec saves a waterfall without rewriting the keys both layouts read:
    /// grid.json's minimumInteritemSpacing (flow: between items in a line) stays as written, so
    /// the file switched back to flow shows the same columns as before.
    @Test func switchingLayoutsKeepsTheSharedKeys() throws {
        let (folder, file) = try Self.copy("grid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try LayoutSpec.load(file: file)
        let s = try Self.screen(file, spec: before)
        s.press(.character("w"), .character("s"))
        let saved = try LayoutSpec.load(file: file)
        #expect(saved.layout == .waterfall)
        #expect(saved.flow == before.flow, "the flow values the file gives are unchanged")
        let shared = Set(FlowParameters.specKeys.map(\.name)).intersection(WaterfallParameters.specKeys.map(\.name))
        #expect(shared == ["itemSize", "minimumInteritemSpacing", "sectionInset", "estimatedItemSize"])
        #expect(try Self.text(file).contains("\"minimumInteritemSpacing\": 2,\n"))
    }

    /// w s w s: the first save is a waterfall that keeps section 1's itemSize and the flow keys;
    /// the second gives back the original bytes.
    @Test func switchingBackAndSavingRestoresTheFile() throws {
        let (folder, file) = try Self.copy("sections")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Self.text(file)
        let s = try Self.screen(file)
        s.press(.character("w"), .character("s"))
        #expect(s.line(22) == "saved \(file)")
        let waterfall = try LayoutSpec.load(file: file)
        #expect(waterfall.layout == .waterfall)
        #expect(
            waterfall.sections[1].overrides["itemSize"]
                == (try LayoutSpec.load(file: file)).sections[1].overrides["itemSize"])
        #expect(waterfall.sections[1].overrides["itemSize"] != nil)
        #expect(waterfall.waterfall == s.tweaks.dataSource.spec.waterfall)
        s.press(.character("w"), .character("s"))
        #expect(try Self.text(file) == original)
    }

    /// photos: 1000 columns is the reader's limit, so `+` stops there and the save loads.
    @Test func aSaveAlwaysLoads() throws {
        let (folder, file) = try Self.copy("photos")
        defer { try? FileManager.default.removeItem(at: folder) }
        let s = try Screen(spec: LayoutSpec.load(file: file), columns: 4000, rows: 24, file: file)
        s.press(.character("["), .character("["))
        for _ in 0..<1000 { s.press(.character("+")) }
        #expect(s.tweaks.dataSource.spec.waterfall.columnCount <= WaterfallLayout.maximumColumnCount)
        s.press(.character("s"))
        #expect(try LayoutSpec.load(file: file).waterfall.columnCount == s.tweaks.dataSource.spec.waterfall.columnCount)
    }

    /// Symlinked, 0600, hard-linked files stay so; a symlink planted at a temporary name in the
    /// folder is not followed.
    @Test func aSaveKeepsTheFilesIdentity() throws {
        let (folder, file) = try Self.copy("grid")
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(file, 0o600)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let victim = folder.appendingPathComponent("victim.txt").path
        try "keep me".write(toFile: victim, atomically: false, encoding: .utf8)
        for name in [".link.json.\(getpid()).tmp", ".grid.json.\(getpid()).tmp"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: victim)
        }
        let s = try Self.screen(link)
        s.press(.character("]"), .character("s"))
        #expect(s.line(22) == "saved \(link)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
        #expect(try LayoutSpec.load(file: file).flow.minimumInteritemSpacing == 3)
        #expect((try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int) == 0o600)
        #expect(try Self.text(victim) == "keep me")

        let hard = folder.appendingPathComponent("hard.json").path
        try FileManager.default.linkItem(atPath: file, toPath: hard)
        let h = try Self.screen(file)
        h.press(.character("]"), .character("s"))
        #expect(try Self.text(hard) == (try Self.text(file)))
        #expect(try LayoutSpec.load(file: hard).flow.minimumInteritemSpacing == 4)
    }

    /// Someone else edited the file after it was opened: a save refuses instead of clobbering.
    @Test func anotherEditIsNotOverwritten() throws {
        let (folder, file) = try Self.copy("grid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let s = try Self.screen(file)
        try (try Self.text(file) + "\n").write(toFile: file, atomically: false, encoding: .utf8)
        s.press(.character("]"), .character("s"))
        #expect(
            s.previewer.message == "refused: \(file) was changed by someone else since it was opened; not overwritten")
    }
}

extension SaveTests {
    /// appstore's first shelf has label-only items: `n o s` inserts "new 1" after Maps and the
    /// save writes that section's items as labels alone, the new one named as shown — the sizes
    /// the reader gives label-only items ([1, 1]) are never written, the other sections untouched.
    @Test func compositionalItemsAreSavedAsTheirLabels() throws {
        let (folder, file) = try Self.copy("appstore")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.text(file)
        let s = try Self.screen(file)
        s.press(.character("n"), .character("o"), .character("s"))
        #expect(s.previewer.message == "saved \(file)")
        let after = try Self.text(file)
        #expect(
            after
                == before.replacingOccurrences(
                    of: "{\"label\": \"Maps\"}, ", with: "{\"label\": \"Maps\"}, {\"label\": \"new 1\"}, "))
    }

    /// A file that starts with a UTF-8 byte-order mark keeps it: `] s` changes one value's bytes.
    @Test func aByteOrderMarkIsKept() throws {
        let (folder, file) = try Self.copy("grid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try Self.text(file)
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: URL(fileURLWithPath: file))
        let s = try Self.screen(file)
        s.press(.character("]"), .character("s"))
        #expect(s.previewer.message == "saved \(file)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(
            bytes == [0xEF, 0xBB, 0xBF]
                + Array(
                    text.replacingOccurrences(
                        of: "\"minimumInteritemSpacing\": 2", with: "\"minimumInteritemSpacing\": 3"
                    ).utf8))
    }

    /// Seeded runs of edit keys over every demo spec but the million-item one, then `s`, then
    /// the file loaded afresh (as the next `browse` reads it): the fresh previewer draws exactly
    /// the viewport the edits showed — compositional sections that inherit keep inheriting,
    /// switched layouts keep the other layout's values — or, when the save says nothing to save
    /// or refuses, the file is byte for byte as it was. Then one more step up and back (`]` `[`,
    /// `}` `{`, `I` `i`) saves nothing.
    @Test(arguments: 0..<45)
    func randomEditsSaveWhatIsShown(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let demos = ["grid", "sections", "photos", "tags", "horizontal", "appstore", "mosaic", "feed", "list"]
        let (folder, file) = try Self.copy(demos[seed % demos.count])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.text(file)
        let s = try Self.screen(file)
        // Not H: it hides headers and footers from view only, and a save keeps them.
        let keys: [Character] = ["+", "-", "[", "]", "{", "}", "i", "I", "d", "a", "v", "w", "P", "b"]
        let pressed = (0..<Int.random(in: 1...8, using: &rng)).map { _ in keys.randomElement(using: &rng)! }
        for key in pressed { s.press(.character(key)) }
        func viewport(_ screen: Screen) -> [String] { (0..<22).map(screen.line) }
        s.press(.character("s"))
        let message = s.previewer.message ?? ""
        // Every edit a key makes is one the file can say: a save is written or has nothing to write.
        #expect(
            message == "saved \(file)" || message.hasPrefix("nothing to save"),
            "seed \(seed): \(String(pressed)) → \(message)")
        if message == "saved \(file)" {
            let fresh = try Self.screen(file)
            #expect(viewport(fresh) == viewport(s), "seed \(seed): \(String(pressed))")
        } else {
            #expect(try Self.text(file) == before, "seed \(seed): \(String(pressed)) → \(message)")
        }
        let saved = try Self.text(file)
        let (up, down): (Character, Character) = [("]", "["), ("}", "{"), ("I", "i")].randomElement(using: &rng)!
        s.press(.character(up), .character(down), .character("s"))
        #expect(
            s.previewer.message?.hasPrefix("nothing to save") == true,
            "seed \(seed): \(String(pressed)) \(up)\(down) → \(s.previewer.message ?? "")")
        #expect(try Self.text(file) == saved)
    }
}
