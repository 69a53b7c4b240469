import CollectionLayout
import Foundation
import LayouttySpec
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// A spec saved outside the previewer is shown again (`Previewer.filesSaved`): the file's new
/// values taken, the user's unsaved edits kept, a value both changed asked about, a file that
/// cannot be shown reported with the last good layout kept. The terminal side (inotify, the
/// editors' ways of saving) is ReloadTerminalTests.
@Suite struct ReloadTests {
    /// 60 + 8 items of 9×3, spacing 2 across and 1 between lines, insets 1 and 2: in the 80
    /// columns, 76 are available, (76 + 2) / (9 + 2) → 7 items a line.
    static let spec = """
        {
          "layout": "flow",
          "itemSize": [9, 3],
          "minimumLineSpacing": 1,
          "minimumInteritemSpacing": 2,
          "sectionInset": [1, 2, 1, 2],
          "sections": [{"items": 60}, {"items": 8}]
        }

        """

    /// The spec in a fresh folder, open in a previewer of 80x24.
    static func open() throws -> (screen: Screen, file: String) {
        let file = try TemporaryFolder.create("reload").appendingPathComponent("grid.json").path
        try spec.write(toFile: file, atomically: false, encoding: .utf8)
        return (try Screen(spec: LayoutSpec.load(file: file), file: file), file)
    }

    /// Removes the folder `open()` made (the test's edits leave nothing behind).
    static func removeFolder(of file: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: file).deletingLastPathComponent())
    }

    static func edit(_ file: String, _ from: String, _ to: String) throws {
        let text = try SaveTests.text(file)
        #expect(text.contains(from), "the demo file no longer says \(from)")
        try text.replacingOccurrences(of: from, with: to).write(toFile: file, atomically: true, encoding: .utf8)
    }

    static func frame(_ s: Screen, _ item: Int) -> CGRect? {
        s.previewer.viewport.layout.attributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Line spacing 1 → 4 in the file: item 0-7 (first of the second line) moves down by 3,
    /// from y = 1 (inset) + 3 + 1 = 5 to 1 + 3 + 4 = 8.
    @Test func aSaveIsShownWithTheScrollPositionKept() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        s.press(.character("j"))
        #expect(Self.frame(s, 7)?.minY == 5)
        try Self.edit(file, "\"minimumLineSpacing\": 1", "\"minimumLineSpacing\": 4")
        s.previewer.filesSaved([file])
        #expect(s.previewer.message == "reloaded grid.json · reload 1")
        #expect(Self.frame(s, 7)?.minY == 8)
        #expect(s.previewer.viewport.bounds.minY == 1)
        // The file as saved is the new base: a save now has nothing to write.
        s.press(.character("s"))
        #expect(s.previewer.message == "nothing to save: \(file) already says this")
    }

    /// The previewer's own `s` fires the watcher too: the file holds what it wrote, nothing to show.
    @Test func theOwnSaveIsNotAReload() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        s.press(.character("]"), .character("s"))
        s.previewer.filesSaved([file])
        #expect(s.previewer.message == "saved \(file)")
        #expect(s.previewer.reloadCount == 0)
    }

    /// `]` (interitem 2 → 3, unsaved: (76 + 3) / 12 → 6 a line), then the file changes line
    /// spacing: both show, and `s` writes only the interitem spacing into the file as it is now.
    @Test func unsavedEditsSurviveAReloadOfOtherKeys() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        s.press(.character("]"))
        try Self.edit(file, "\"minimumLineSpacing\": 1", "\"minimumLineSpacing\": 4")
        s.previewer.filesSaved([file])
        #expect(s.previewer.message == "reloaded grid.json, your unsaved edits kept · reload 1")
        #expect(s.previewer.tweaks?.summary(of: s.previewer.viewport).hasPrefix("flow↓ 6 col sp 3/4") == true)
        let saved = try SaveTests.text(file)
        s.press(.character("s"))
        #expect(
            try SaveTests.text(file)
                == saved.replacingOccurrences(
                    of: "\"minimumInteritemSpacing\": 2", with: "\"minimumInteritemSpacing\": 3"))
    }

    /// Both changed interitem spacing (the previewer to 3, the file to 5): the previewer's value
    /// stays and the message asks; `r` takes the file's ((76 + 5) / 14 → 5 a line).
    @Test func aValueBothChangedIsAsked() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        s.press(.character("]"))
        try Self.edit(file, "\"minimumInteritemSpacing\": 2", "\"minimumInteritemSpacing\": 5")
        s.previewer.filesSaved([file])
        #expect(
            s.previewer.message
                == "reloaded grid.json, which also changed minimumInteritemSpacing: s keeps yours, r takes the file's · reload 1"
        )
        #expect(s.previewer.tweaks?.summary(of: s.previewer.viewport).hasPrefix("flow↓ 6 col sp 3/1") == true)
        s.press(.character("r"))
        #expect(s.previewer.tweaks?.summary(of: s.previewer.viewport).hasPrefix("flow↓ 5 col sp 5/1") == true)
    }

    /// A save that does not parse: the reader's line in `reloadProblems`, the layout as it was;
    /// a layout refusal (items wider than the view) likewise, the old values back in effect.
    /// Fixing the file clears the problems.
    @Test func aFileThatCannotBeShownKeepsTheLastGoodLayout() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        let before = Self.frame(s, 7)
        try Self.edit(file, "\"minimumLineSpacing\": 1,", "\"minimumLineSpacing\": 1,,")
        s.previewer.filesSaved([file])
        #expect(s.previewer.reloadProblems?.count == 1)
        #expect(s.previewer.reloadProblems?.first?.hasPrefix("\(file):") == true)
        #expect(s.text.contains("not reloaded: the last good layout stays"))
        #expect(Self.frame(s, 7) == before)

        try Self.edit(file, "\"minimumLineSpacing\": 1,,", "\"minimumLineSpacing\": 1,")
        try Self.edit(file, "[1, 2, 1, 2]", "[1, 40, 1, 40]")
        s.previewer.filesSaved([file])
        #expect(s.previewer.reloadProblems?.count == 1)
        #expect(s.previewer.reloadProblems?.first?.hasPrefix("\(file): section 0: no room for items: width 80") == true)
        #expect(Self.frame(s, 7) == before)

        try Self.edit(file, "[1, 40, 1, 40]", "[1, 2, 1, 2]")
        s.previewer.filesSaved([file])
        // The file says again what is shown: the overlay goes, nothing is reloaded.
        #expect(s.previewer.reloadProblems == nil)
        #expect(s.previewer.reloadCount == 0)
        #expect(!s.text.contains("not reloaded"))
    }

    /// More problems than the box holds (a build's messages): on a 40 × 12 terminal the box takes
    /// the 10 rows of the layout — 8 problems of 20 at a time, the title saying which and how
    /// to scroll; `J` shows 2–9, `K` 1–8 again, `J` held stops at the last page (13–20). Without
    /// problems `J` says there are none.
    @Test func aSavesProblemsScroll() throws {
        let s = try Screen(demo: "grid", columns: 40, rows: 12)
        s.press(.character("J"))
        #expect(s.previewer.message == "no problems to scroll (they show when a saved file does not parse or compile)")
        s.previewer.show(.failed((1...20).map { "Grid.swift:\($0): error: problem \($0)" }))
        func box() -> [String] { (0..<10).map { s.line($0) } }
        func row(_ n: Int) -> String {
            "║ " + "Grid.swift:\(n): error: problem \(n)".padding(toLength: 36, withPad: " ", startingAt: 0) + " ║"
        }
        #expect(box()[0] == "╔═ not reloaded: the last good layout…═╗")
        #expect(box()[1] == row(1) && box()[8] == row(8))
        s.press(.character("J"))
        #expect(box()[1] == row(2) && box()[8] == row(9))
        s.press(.character("K"))
        #expect(box()[1] == row(1))
        for _ in 0..<30 { s.press(.character("J")) }
        #expect(box()[1] == row(13) && box()[8] == row(20))
        #expect(box()[9] == "╚" + String(repeating: "═", count: 38) + "╝")
        let wide = try Screen(demo: "grid", columns: 100, rows: 12)
        wide.previewer.show(.failed((1...20).map { "Grid.swift:\($0): error: problem \($0)" }))
        wide.press(.character("J"))
        #expect(wide.line(0).hasPrefix("╔═ not reloaded: the last good layout stays · 2–9 of 20, J K scroll ═"))
    }

    /// More items in the file: the counts follow (section 0: 60 → 65), labels from the new file.
    @Test func newDataIsShown() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        try Self.edit(file, "{\"items\": 60}", "{\"items\": 65}")
        s.previewer.filesSaved([file])
        #expect(s.previewer.viewport.numberOfItems(inSection: 0) == 65)
        #expect(s.previewer.viewport.dataSource.label(for: IndexPath(item: 64, section: 0)) == "0-64")
        #expect(s.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 64, section: 0)) != nil)
    }

    @Test func aDeletedFileIsReported() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        try FileManager.default.removeItem(atPath: file)
        s.previewer.filesSaved([file])
        #expect(s.previewer.reloadProblems == ["\(file) was deleted; the layout shown is the last one read"])
    }
}

extension ReloadTests {
    /// A save of 1 MiB or more is read by a job of its own: the previewer says `reading
    /// grid.json…` and keeps the layout; a second save while it is read starts no second job
    /// but reads again when the first ends; the second read is shown (line spacing 4: item 0-7
    /// at 1 + 3 + 4 = 8), not the first (spacing 2).
    @Test func aLargeSaveIsReadInTheBackgroundAndAgainIfSavedMeanwhile() throws {
        let (s, file) = try Self.open()
        defer { Self.removeFolder(of: file) }
        let padding = String(repeating: " ", count: 1 << 20)
        try Self.edit(file, "\"minimumLineSpacing\": 1", "\"minimumLineSpacing\": 2" + padding)
        let first = s.previewer.handle(.filesSaved([file]))
        guard case .run(let job) = first.first, first.count == 1, job.function != nil else {
            Issue.record("expected one function job, got \(first)")
            return
        }
        #expect(s.previewer.reloadActivity == "reading grid.json…")
        #expect(Self.frame(s, 7)?.minY == 5)
        try Self.edit(file, "\"minimumLineSpacing\": 2", "\"minimumLineSpacing\": 4")
        #expect(s.previewer.handle(.filesSaved([file])) == [])
        let again = s.previewer.handle(.backgroundFinished(.running(job) { _, _ in 127 }))
        guard case .run(let second) = again.first, again.count == 1, second.function != nil else {
            Issue.record("expected the file read again, got \(again)")
            return
        }
        #expect(Self.frame(s, 7)?.minY == 5 && s.previewer.reloadActivity == "reading grid.json…")
        #expect(s.previewer.handle(.backgroundFinished(.running(second) { _, _ in 127 })) == [])
        #expect(
            s.previewer.message == "reloaded grid.json · reload 1" && s.previewer.reloadActivity == nil,
            "\(String(describing: s.previewer.reloadProblems))")
        #expect(Self.frame(s, 7)?.minY == 8)
    }
}
