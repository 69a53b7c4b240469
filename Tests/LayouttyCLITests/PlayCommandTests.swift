import Foundation
import LayouttyDevice
import LayouttyTestSupport
import TerminalCollectionView
import Testing

@Suite struct PlayCommandTests {
    static let tapes = [
        "grid", "tags", "sections", "horizontal", "big", "photos", "tour", "updates", "transition", "move",
        "compositional", "devices"
    ]

    /// Every tape in Demos/tapes plays headless, and each screenshot equals its reviewed golden in
    /// TapeGoldens/ (`LAYOUTTY_RECORD=1 swift test` rewrites them for review, failing the run).
    @Test(arguments: tapes)
    func tapePlaysHeadlessAndMatchesItsGoldens(tape: String) throws {
        let output = try TemporaryFolder.create("play")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run(["play", "Demos/tapes/\(tape).tape", "--headless", "--output", output.path])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
        let goldens = CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TapeGoldens")
        let shots = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(!shots.isEmpty)
        for shot in shots {
            let actual = try String(contentsOf: output.appendingPathComponent(shot), encoding: .utf8)
            GoldenFile.compare(actual, with: goldens.appendingPathComponent(shot))
            // VHS's golden format: rows, then a line of 80 ─.
            #expect(actual.hasSuffix(String(repeating: "─", count: 80) + "\n"))
        }
    }

    /// 9,000 keys with no delay into the million-item demo on a real pseudo-terminal, and 2 MB
    /// typed with no delay: play types while it copies what the program draws, so neither side
    /// blocks on a full terminal (both processes used to wait on each other for ever), and keys
    /// with no time between them are one backlog — sent in batches, the mirror drawing once —
    /// where 2 MB took about half an hour a key and two frames at a time (a few seconds now). The
    /// screenshot shows offset 9000 reached (the `jk` pairs cancel out); `timeout` turns a
    /// deadlock or the old pace into a failure.
    @Test func keysWithNoDelayNeverDeadlock() throws {
        let folder = try TemporaryFolder.create("play-flood")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tape = folder.appendingPathComponent("flood.tape")
        try
            "Set Width 80\nSet Height 24\nOpen --demo big\nDown@0ms 9000\nType@0ms \"\(String(repeating: "jk", count: 1_000_000))\"\nSleep 100ms\nScreenshot flood.txt\n"
            .write(to: tape, atomically: true, encoding: .utf8)
        let result = try CLI.run(
            ["120", CLI.binary.path, "play", tape.path, "--output", folder.path], directory: folder,
            executable: "/usr/bin/timeout")
        #expect(result.status == 0, "\(result.status) \(result.stderr)")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("flood.txt"), encoding: .utf8).contains(" @0,9000 │"))
    }

    /// The carousel demo plays its own tape (it previews its own layout) against its goldens.
    @Test func carouselTapeSnapsToCards() throws {
        let output = try TemporaryFolder.create("play")
        defer { try? FileManager.default.removeItem(at: output) }
        let binary = CLI.binary.deletingLastPathComponent().appendingPathComponent("carousel")
        let result = try CLI.run(
            ["--tape", "Demos/tapes/carousel.tape", "--output", output.path], directory: CLI.packageRoot,
            executable: binary.path)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let goldens = CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TapeGoldens")
        let shots = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(shots.count == 5)
        for shot in shots {
            GoldenFile.compare(
                try String(contentsOf: output.appendingPathComponent(shot), encoding: .utf8),
                with: goldens.appendingPathComponent(shot))
        }
    }

    /// Every tape golden is a Screenshot some tape in Demos/tapes takes: none is left unchecked.
    @Test func everyTapeGoldenIsAScreenshot() throws {
        var shots = Set<String>()
        for tape in Self.tapes + ["carousel"] {
            let text = try String(
                contentsOf: CLI.packageRoot.appendingPathComponent("Demos/tapes/\(tape).tape"), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("Screenshot ") {
                shots.insert(String(line.dropFirst(11)))
            }
        }
        #expect(
            try GoldenFile.unclaimed(
                in: CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TapeGoldens"), claimed: shots) == []
        )
    }

    @Test(arguments: [
        ("Jump 3\n", "bad.tape:1: unknown command \"Jump\""),
        ("Open --demo grid\nSleep soon\n", "bad.tape:2: Sleep: expected a duration such as 500ms or 2s, got \"soon\""),
        ("Resize 100by30\n", "bad.tape:1: Resize: expected COLSxROWS such as 100x30, got \"100by30\""),
        (
            "Open --demo grid\nSet Width 100\n",
            "bad.tape:2: Set Width must come before the first Open (use Resize to change the size)"
        ),
        (
            "Open --demo nope\n",
            "bad.tape:1: Open: unknown demo \"nope\" (expected one of grid, tags, sections, horizontal, big, photos, appstore, mosaic, list, feed)"
        ),
        ("Screenshot shot.png\n", "bad.tape:1: Screenshot: expected a file name ending in .txt, got \"shot.png\""),
        ("Type +\n", "bad.tape:1: Type: expected a quoted string, such as Type \"+\""),
        ("Down x\n", "bad.tape:1: Down: expected a repeat count, got \"x\""),
        ("Down@fast 2\n", "bad.tape:1: Down: expected a duration after @ such as 100ms, got \"fast\""),
        ("Ctrl+1\n", "bad.tape:1: Ctrl+1: expected Ctrl+ and one letter, such as Ctrl+L"),
        (
            "Set Colour red\n",
            "bad.tape:1: Set: unknown setting \"Colour\" (expected Width, Height, TypingSpeed or Device)"
        ),
        (
            "Set Device iPhone 99\n",
            "bad.tape:1: Set Device: expected a device (\(Device.all.map(\.name).joined(separator: ", "))), WxH points or none, then landscape if turned; got \"iPhone 99\""
        ),
        ("# fine\nOpen --spec /nonexistent.json\n", "bad.tape:2: Open: /nonexistent.json: no such file"),
        (
            "Edit grid.json 3 4\n",
            "bad.tape:1: Edit: expected FILE \"old text\" \"new text\", such as Edit grid.json \"3\" \"4\""
        ),
        ("Wait 2s\n", "bad.tape:1: Wait: expected Reload (Wait Reload [timeout]), got \"2s\""),
        ("Wait Reload soon\n", "bad.tape:1: Wait Reload: expected a timeout such as 10s, got \"soon\"")
    ])
    func badTapesGiveOneLineBeforeDrawing(text: String, message: String) throws {
        let folder = try TemporaryFolder.create("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tape = folder.appendingPathComponent("bad.tape")
        try text.write(to: tape, atomically: true, encoding: .utf8)
        // Without --headless: it must fail before starting any terminal session.
        let result = try CLI.run(["play", "bad.tape"], directory: folder)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr == "layoutty: \(message)\n")
    }

    /// The recorded cast, read by an independent reader (Python's json + the pyte emulator):
    /// header, event order, no split characters, and the replayed final screen equals the last
    /// screenshot. (The real program animates the resize in real time: the tape sleeps well past
    /// the 300 ms before its screenshot so the recording has reached the end too.)
    @Test func recordedCastReplaysToTheLastScreenshot() throws {
        let folder = try TemporaryFolder.create("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        Set Width 80
        Set Height 24
        Open --demo tags
        Sleep 300ms
        Down 2
        Type "+a"
        Resize 70x20
        Sleep 800ms
        Screenshot last.txt
        Type "q"
        """.write(to: folder.appendingPathComponent("last.tape"), atomically: true, encoding: .utf8)
        let play = try CLI.run(["play", "last.tape", "--record", "last.cast"], directory: folder)
        #expect(play.status == 0, "\(play.stderr)")
        let cast = try String(contentsOf: folder.appendingPathComponent("last.cast"), encoding: .utf8)
        #expect(cast.contains("\"i\", \"\\u001bOB\"") && cast.contains("\"r\", \"70x20\""))
        let check = try Python.run([
            CLI.packageRoot.appendingPathComponent("Tests/Tools/verify_cast.py").path,
            folder.appendingPathComponent("last.cast").path, folder.appendingPathComponent("last.txt").path
        ])
        #expect(check.status == 0 && check.stdout.hasPrefix("cast ok: "), "\(check.stdout)\(check.stderr)")
    }

    /// `Set Device` reaches the real program as well as the screenshots: the devices tape played
    /// on a pseudo-terminal, recorded, replays (pyte) to its last screenshot — the tags on an
    /// iPad Air, 13 to a line, the status bar naming it — which the mirror drew from the same
    /// device (a program left in cells would end on a different screen).
    @Test func aTapesDeviceReachesTheProgram() throws {
        let folder = try TemporaryFolder.create("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("devices.cast")
        let play = try CLI.run(
            ["play", "Demos/tapes/devices.tape", "--record", cast.path, "--output", folder.path],
            directory: CLI.packageRoot)
        #expect(play.status == 0, "\(play.stderr)")
        let last = folder.appendingPathComponent("devices-ipad-air.txt")
        #expect(try String(contentsOf: last, encoding: .utf8).contains("│ iPad Air"))
        let check = try Python.run([
            CLI.packageRoot.appendingPathComponent("Tests/Tools/verify_cast.py").path, cast.path, last.path
        ])
        #expect(check.status == 0 && check.stdout.hasPrefix("cast ok: "), "\(check.stdout)\(check.stderr)")
    }

    /// A tape edits the spec it opened and waits for the reload: the program on the pseudo-
    /// terminal (its watcher) and the mirror (as the watcher would have it) both show the
    /// save — line spacing 1 → 3: 60 × 16, three 16 × 5 cards a line; the lines 5 + 3 = 8 rows
    /// apart instead of 6; the message `reloaded grid.json · reload 1`; the cast of the real
    /// program replays (pyte) to that screenshot. Headless, `Wait Reload` with nothing saved, or
    /// with a demo open, and an `Edit` of text the file lacks each stop the tape with one line.
    @Test func aTapeWaitsForTheReloadOfItsEdit() throws {
        let folder = try TemporaryFolder.create("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Demos/specs/grid.json"),
            to: folder.appendingPathComponent("grid.json"))
        try """
        Set Width 60
        Set Height 16
        Open --spec grid.json
        Sleep 300ms
        Edit grid.json "\\"minimumLineSpacing\\": 1" "\\"minimumLineSpacing\\": 3"
        Wait Reload
        Sleep 800ms
        Screenshot after.txt
        """.write(to: folder.appendingPathComponent("reload.tape"), atomically: true, encoding: .utf8)
        let play = try CLI.run(["play", "reload.tape", "--record", "reload.cast"], directory: folder)
        #expect(play.status == 0, "\(play.stderr)")
        let after = try String(contentsOf: folder.appendingPathComponent("after.txt"), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(
            String.init)
        #expect(
            after[1].hasPrefix("  ┌──") && after[5].hasPrefix("  └──") && after[6...8].allSatisfy(\.isEmpty)
                && after[9].hasPrefix("  ┌──"))
        #expect(after[14] == "reloaded grid.json · reload 1" && after[15].hasPrefix("flow↓ 3 col sp 2/3 "))
        let check = try Python.run([
            CLI.packageRoot.appendingPathComponent("Tests/Tools/verify_cast.py").path,
            folder.appendingPathComponent("reload.cast").path, folder.appendingPathComponent("after.txt").path
        ])
        #expect(check.status == 0 && check.stdout.hasPrefix("cast ok: "), "\(check.stdout)\(check.stderr)")

        for (tape, message) in [
            (
                "Open --spec grid.json\nWait Reload\n",
                "bad.tape:2: Wait Reload: grid.json says what is shown already (Edit it first)"
            ),
            (
                "Open --demo grid\nWait Reload\n",
                "bad.tape:2: Wait Reload: no spec file is open (Open --spec FILE first)"
            ),
            (
                "Open --spec grid.json\nEdit grid.json \"nope\" \"yes\"\n",
                "bad.tape:2: Edit: grid.json does not contain \"nope\""
            )
        ] {
            try tape.write(to: folder.appendingPathComponent("bad.tape"), atomically: true, encoding: .utf8)
            let result = try CLI.run(["play", "bad.tape", "--headless"], directory: folder)
            #expect(result.status != 0 && result.stderr == "layoutty: \(message)\n", "\(result.stderr)")
        }
    }

    /// Interrupted mid-session, the cast written so far is still valid line by line.
    @Test func interruptedRecordingStaysValid() throws {
        let folder = try TemporaryFolder.create("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Open --demo big\nSleep 300ms\nDown@50ms 100\n".write(
            to: folder.appendingPathComponent("long.tape"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["play", "long.tape", "--record", "long.cast"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Poll until the cast has events, then interrupt mid-session.
        let cast = folder.appendingPathComponent("long.cast").path
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline,
            ((try? String(contentsOfFile: cast, encoding: .utf8))?.split(separator: "\n").count ?? 0) <= 5
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        process.waitUntilExit()
        let lines = try String(contentsOf: folder.appendingPathComponent("long.cast"), encoding: .utf8).split(
            separator: "\n")
        #expect(lines.count > 5)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line.prefix(80))")
        }
    }
}

enum Python {
    /// The first Python 3 that has pyte: Debian's (README's `apt-get install python3-pyte`)
    /// even where a version manager's `python3` comes first on PATH, else PATH's.
    static let interpreter: [String] = {
        for candidate in [["/usr/bin/python3"], ["/usr/bin/env", "python3"]]
        where FileManager.default.isExecutableFile(atPath: candidate[0]) {
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: candidate[0])
            probe.arguments = Array(candidate.dropFirst()) + ["-c", "import pyte"]
            probe.standardOutput = FileHandle.nullDevice
            probe.standardError = FileHandle.nullDevice
            guard (try? probe.run()) != nil else { continue }
            probe.waitUntilExit()
            if probe.terminationStatus == 0 { return candidate }
        }
        return ["/usr/bin/env", "python3"]
    }()

    /// Runs the interpreter the way CLI.run runs layoutty (both pipes read at once).
    static func run(_ arguments: [String], directory: URL? = nil) throws -> CLI.Result {
        try CLI.run(Array(interpreter.dropFirst()) + arguments, directory: directory, executable: interpreter[0])
    }
}
