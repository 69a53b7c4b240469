import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty browse --spec FILE` shows the file again when an editor saves it, in a real terminal
/// (tmux), whichever way the editor writes it. Serialized: each test owns a tmux server.
@Suite(.serialized) struct ReloadTerminalTests {
    /// The grid spec with `minimumLineSpacing` set to `lineSpacing`: 60 items of 16×5 in 4
    /// columns, so the content is 15 lines × (5 + spacing) − spacing + 2 (section insets) tall.
    static func grid(lineSpacing: Int) -> String {
        """
        {
          "layout": "flow",
          "itemSize": [16, 5],
          "minimumLineSpacing": \(lineSpacing),
          "minimumInteritemSpacing": 2,
          "sectionInset": [1, 2, 1, 2],
          "sections": [{"items": 60}]
        }

        """
    }

    /// In place (`cat >`), temp file + rename (`mv`) and delete + create: each is one reload (the
    /// count in the message goes up by one), the content height follows the file (15·5 + 14·s + 2)
    /// and the scroll position (@0,3) stays. A file deleted and not recreated is reported in the
    /// overlay, the last layout staying; writing it again clears the overlay.
    @Test func eachWayOfSavingReloadsOnceKeepingTheScrollPosition() throws {
        let folder = try TemporaryFolder.create("reload")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("grid.json")
        try Self.grid(lineSpacing: 1).write(to: spec, atomically: false, encoding: .utf8)
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--spec grid.json --no-timings", environment: "cd '\(folder.path)' &&")
        try tmux.keys("j", "j", "j")
        try tmux.waitFor(text: "80×91 @0,3")

        try Self.grid(lineSpacing: 2).write(to: spec, atomically: false, encoding: .utf8)
        try tmux.waitFor("in place: 15·5 + 14·2 + 2 = 105") {
            Self.shows($0, "reloaded grid.json · reload 1", "80×105 @0,3")
        }

        let temporary = folder.appendingPathComponent(".grid.json.swp")
        try Self.grid(lineSpacing: 3).write(to: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary.path, spec.path) == 0)
        try tmux.waitFor("renamed over: 15·5 + 14·3 + 2 = 119") {
            Self.shows($0, "reloaded grid.json · reload 2", "80×119 @0,3")
        }

        try FileManager.default.removeItem(at: spec)
        try tmux.waitFor("deleted: reported, the last layout kept") {
            Self.shows($0, "grid.json was deleted; the layout shown is the last one read", "80×119 @0,3")
        }
        try Self.grid(lineSpacing: 4).write(to: spec, atomically: false, encoding: .utf8)
        let screen = try tmux.waitFor("created again: 15·5 + 14·4 + 2 = 133") {
            Self.shows($0, "reloaded grid.json · reload 3", "80×133 @0,3")
        }
        #expect(!screen.contains { $0.contains("not reloaded") })
        try tmux.quitBrowse(stty: stty)
    }

    /// A save that no longer parses shows the reader's one line in the overlay over the last good
    /// layout; fixing the file clears it. An unsaved edit (`]`) survives a reload of another key;
    /// `s` afterwards writes only that key, into the file as it is now.
    @Test func aBrokenSaveShowsItsErrorUntilFixedAndUnsavedEditsSurvive() throws {
        let folder = try TemporaryFolder.create("reload")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("grid.json")
        try Self.grid(lineSpacing: 1).write(to: spec, atomically: false, encoding: .utf8)
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--spec grid.json --no-timings", environment: "cd '\(folder.path)' &&")

        try "{\"layout\": \"flow\", \"itemSize\": [16, \"wide\"], \"sections\": [{\"items\": 3}]}\n".write(
            to: spec, atomically: false, encoding: .utf8)
        try tmux.waitFor("the reader's line in the overlay, the grid still shown") { screen in
            Self.shows(screen, "not reloaded: the last good layout stays", "grid.json:1: itemSize[1]: expected")
                && Self.shows(screen, "80×91 @0,0")
        }
        try Self.grid(lineSpacing: 2).write(to: spec, atomically: false, encoding: .utf8)
        var screen = try tmux.waitFor("fixed: reloaded, overlay gone") {
            Self.shows($0, "reloaded grid.json · reload 1", "80×105 @0,0")
        }
        #expect(!screen.contains { $0.contains("not reloaded") })

        try tmux.keys("]")
        try tmux.waitFor(text: "interitem spacing: 3")
        try Self.grid(lineSpacing: 4).write(to: spec, atomically: false, encoding: .utf8)
        screen = try tmux.waitFor("the file's line spacing with the unsaved interitem spacing") {
            Self.shows($0, "reloaded grid.json, your unsaved edits kept · reload 2", "flow↓ 4 col sp 3/4")
        }
        try tmux.keys("s")
        try tmux.waitFor(text: "saved grid.json")
        #expect(
            try String(contentsOf: spec, encoding: .utf8)
                == Self.grid(lineSpacing: 4).replacingOccurrences(of: "Spacing\": 2", with: "Spacing\": 3"))
        try tmux.quitBrowse(stty: stty)
    }

    /// The watcher under hostile saves. A neighbour appended every 20 ms does not hold the
    /// reload back (its events used to restart the quiet period for as long as it was
    /// written): the save shows while the neighbour is still being written. The spec replaced by
    /// a FIFO is refused in the overlay instead of freezing the screen on `open` (keys still
    /// work). The folder deleted and made again: the next save is shown (the watch is set
    /// again). Counts: 15·5 + 14·s + 2 tall for line spacing s.
    @Test func noisyNeighboursFIFOsAndRemadeFoldersDoNotDeafenTheWatcher() throws {
        let root = try TemporaryFolder.create("reload-hostile")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("grid.json")
        try Self.grid(lineSpacing: 1).write(to: spec, atomically: false, encoding: .utf8)
        let tmux = try Tmux()
        // Started from the folder above: a shell inside a deleted folder cannot find it again either.
        let stty = try tmux.startBrowse("--spec specs/grid.json --no-timings", environment: "cd '\(root.path)' &&")
        try tmux.waitFor(text: "80×91 @0,0")

        let neighbour = folder.appendingPathComponent("build.log")
        let stop = DispatchSemaphore(value: 0)
        let writer = Thread {
            let handle =
                FileManager.default.createFile(atPath: neighbour.path, contents: nil)
                ? FileHandle(forWritingAtPath: neighbour.path) : nil
            while stop.wait(timeout: .now() + .milliseconds(20)) == .timedOut { handle?.write(Data("line\n".utf8)) }
            try? handle?.close()
        }
        writer.start()
        Thread.sleep(forTimeInterval: 0.2)
        try Self.grid(lineSpacing: 2).write(to: spec, atomically: false, encoding: .utf8)
        let (_, shown) = try tmux.poll(timeout: 10) { Self.shows($0, "reloaded grid.json · reload 1", "80×105 @0,0") }
        stop.signal()
        #expect(shown, "the save was not shown within 10 s while the neighbour was written")
        try tmux.waitFor("after the neighbour stopped, at least") {
            Self.shows($0, "reloaded grid.json · reload 1", "80×105 @0,0")
        }

        try FileManager.default.removeItem(at: spec)
        #expect(mkfifo(spec.path, 0o644) == 0)
        try tmux.waitFor("a FIFO: refused, the last layout kept") {
            Self.shows($0, "is not a regular file (a FIFO or socket)", "80×105 @0,0")
        }
        try tmux.keys("j")
        try tmux.waitFor(text: "80×105 @0,1")

        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.grid(lineSpacing: 3).write(to: spec, atomically: false, encoding: .utf8)
        try tmux.waitFor("the folder made again, then saved: 15·5 + 14·3 + 2 = 119") {
            Self.shows($0, "reloaded grid.json", "80×119 @0,1")
        }
        try Self.grid(lineSpacing: 4).write(to: spec, atomically: false, encoding: .utf8)
        try tmux.waitFor("and saved again: 15·5 + 14·4 + 2 = 133") {
            Self.shows($0, "reloaded grid.json", "80×133 @0,1")
        }
        try tmux.quitBrowse(stty: stty)
    }

    /// A spec opened through a symbolic link (`link.json` → `real/grid.json`): a save at the
    /// target, in place or renamed over it, and a save through the link are each shown (neither
    /// used to be).
    @Test func aSymlinkedSpecIsWatchedAtItsTarget() throws {
        let root = try TemporaryFolder.create("reload-link")
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("grid.json")
        try Self.grid(lineSpacing: 1).write(to: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link.json").path, withDestinationPath: "real/grid.json")
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--spec link.json --no-timings", environment: "cd '\(root.path)' &&")
        try tmux.waitFor(text: "80×91 @0,0")
        try Self.grid(lineSpacing: 2).write(to: target, atomically: false, encoding: .utf8)
        try tmux.waitFor("saved at the target in place: 105") { Self.shows($0, "reload 1", "80×105 @0,0") }
        try Self.grid(lineSpacing: 3).write(to: target, atomically: true, encoding: .utf8)
        try tmux.waitFor("renamed over the target: 119") { Self.shows($0, "reload 2", "80×119 @0,0") }
        try Self.grid(lineSpacing: 4).write(
            to: root.appendingPathComponent("link.json"), atomically: false, encoding: .utf8)
        try tmux.waitFor("saved through the link: 133") { Self.shows($0, "reload 3", "80×133 @0,0") }
        try tmux.quitBrowse(stty: stty)
    }

    static func shows(_ screen: [String], _ texts: String...) -> Bool {
        texts.allSatisfy { text in screen.contains { $0.contains(text) } }
    }
}

extension ReloadTerminalTests {
    /// A spec of 3.5 MB (the grid plus a section of 500,000 items) saved under `browse` is
    /// read on a thread of its own: the status bar says `reading grid.json…` and `j` scrolls
    /// (@0,1) while it is read (seconds in a debug build); then the reload shows the new
    /// section (60 + 500,000 items). Before, the keys waited for the whole read (9 s for
    /// 900 MB in a release build).
    @Test func aLargeSaveIsReadWhileKeysWork() throws {
        let folder = try TemporaryFolder.create("reload")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("grid.json")
        try Self.grid(lineSpacing: 1).write(to: spec, atomically: false, encoding: .utf8)
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--spec grid.json --no-timings", environment: "cd '\(folder.path)' &&")
        try tmux.waitFor(text: "80×91 @0,0")

        let items = Array(repeating: "[16,5]", count: 500_000).joined(separator: ",")
        let large = Self.grid(lineSpacing: 1).replacingOccurrences(
            of: #"[{"items": 60}]"#, with: #"[{"items": 60}, {"items": [\#(items)]}]"#)
        #expect(large.utf8.count > 3_000_000)
        let temporary = folder.appendingPathComponent(".grid.json.swp")
        try large.write(to: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary.path, spec.path) == 0)
        try tmux.waitFor(text: "reading grid.json…")
        try tmux.keys("j")
        let during = try tmux.waitFor(text: "@0,1")
        #expect(during.contains { $0.contains("reading grid.json…") }, "the key was answered while the file was read")
        try tmux.waitFor("the new section shown", timeout: 60) {
            Self.shows($0, "reloaded grid.json · reload 1", "/500060")
        }
        try tmux.quitBrowse(stty: stty)
    }
}
