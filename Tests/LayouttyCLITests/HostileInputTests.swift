import Foundation
import LayouttyTestSupport
import Testing

/// Each reproduction of the hostile-input report, run as a user would: the exit status and the
/// exact one line on stderr. Before the fixes these trapped (132), aborted (134), segfaulted
/// (139), hung or reported success.
@Suite struct HostileInputTests {
    /// Writes `text` as `name` in a fresh folder and runs the CLI there.
    static func run(_ arguments: [String], spec text: String? = nil, name: String = "s.json") throws -> CLI.Result {
        try CLI.run(arguments, file: text, named: name)
    }

    /// Finite numbers validation accepts: every command answers (0) or refuses in one line (2).
    @Test(arguments: [
        "{\"minimumInteritemSpacing\": 1e19, \"sections\": [{\"items\": 5}]}",
        "{\"sectionInset\": [1e300, 0, 1e300, 0], \"sections\": [{\"items\": 5}]}",
        "{\"sectionInset\": [0, 1e300, 0, 0], \"sections\": [{\"items\": 5}]}",
        "{\"itemSize\": [1e-300, 1], \"sections\": [{\"items\": 5}]}",
        "{\"itemSize\": [5e-324, 5e-324], \"sections\": [{\"items\": 5}]}",
        "{\"itemSize\": [1e300, 1e300], \"sections\": [{\"items\": 3}]}",
        "{\"headerReferenceSize\": [0, 1.7e308], \"footerReferenceSize\": [0, 1.7e308], \"sections\": [{\"items\": 1}]}",
        "{\"layout\": \"waterfall\", \"itemSize\": [1e-300, 1e300], \"sections\": [{\"items\": 3}]}",
        "{\"layout\": \"waterfall\", \"sectionBackground\": true, \"sections\": [{\"items\": 1000000}]}",
        "{\"bounds\": [1e-300, 1e-300], \"sections\": [{\"items\": 5}]}",
        "{\"sections\": [{\"items\": [[1000000, 2]]}]}"
    ])
    func extremeNumbersAnswerOrRefuse(spec: String) throws {
        for arguments in [
            ["attributes", "--spec", "s.json", "--rect", "-1e300,-1e300,1e300,1e300"], ["render", "--spec", "s.json"],
            ["render", "--spec", "s.json", "--offset", "1e300,1e300", "--zoom", "0.25"]
        ] {
            let result = try Self.run(arguments, spec: spec)
            #expect([0, 2].contains(result.status), "\(arguments): status \(result.status)\n\(result.stderr)")
            #expect(
                result.stderr.split(separator: "\n").count <= 1 + (spec.contains("1000000, 2") ? 1 : 0),
                "\(result.stderr)")
        }
    }

    /// A huge background and a huge item cost what is visible: well under the 30 s they took.
    @Test func hugeElementsRenderAtOnce() throws {
        let start = ContinuousClock.now
        _ = try Self.run(
            ["render", "--spec", "s.json"], spec: "{\"sectionBackground\": true, \"sections\": [{\"items\": 1000000}]}")
        _ = try Self.run(
            ["render", "--spec", "s.json"], spec: "{\"itemSize\": [1e300, 1e300], \"sections\": [{\"items\": 3}]}")
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test(arguments: [
        (
            ["render", "--size", "100000x100000"],
            "layoutty: --size 100000x100000 is larger than any terminal; at most 10000x10000"
        ),
        (
            ["render", "--size", "9223372036854775807x3"],
            "layoutty: --size 9223372036854775807x3 is larger than any terminal; at most 10000x10000"
        ),
        (["play", "t.tape", "--speed", "1e-300"], "layoutty: --speed must be a number from 0.01 to 1000, got 1e-300")
    ])
    func unboundedArgumentsAreRefused(arguments: [String], message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 2 && result.stderr == message + "\n")
    }

    /// Paths that are not spec files: refused in one line naming what they are, exit 2, and read
    /// no further than one chunk (/dev/zero and /dev/urandom used to read 2 GB, then abort; a
    /// directory tried to allocate 9.2 EB; a symlink loop and "-" said "no such file").
    @Test(arguments: [
        ("dir", "layoutty: dir: is a directory, not a spec file"),
        ("/dev/zero", "layoutty: /dev/zero: is not a text file (a NUL byte at offset 0)"),
        ("-", "layoutty: -: reading a spec from standard input is not supported; give a file's path"),
        ("loop.json", "layoutty: loop.json: cannot be read: a loop of symbolic links"),
        ("missing.json", "layoutty: missing.json: no such file"),
        ("fifo.json", "layoutty: fifo.json: is not a regular file (a FIFO or socket), not a spec file")
    ])
    func pathsThatAreNotSpecFiles(path: String, message: String) throws {
        let folder = try TemporaryFolder.create("paths")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("dir"), withIntermediateDirectories: false)
        // A FIFO with no writer: opening it used to wait for one for ever.
        #expect(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop.json").path, withDestinationPath: "loop.json")
        for command in ["render", "attributes", "browse"] {
            let result = try CLI.run([command, "--spec", path], directory: folder)
            #expect(
                result.status == 2 && result.stderr == message + "\n", "\(command): \(result.status) \(result.stderr)")
        }
    }

    /// Swift files given to `preview` are read as specs are, with their own limit: a 2 GB file
    /// (sparse: it takes no disk) is refused in one line before a byte is read — it used to be
    /// read whole, 2.1 GB resident, then SIGABRT — and a FIFO is refused instead of waited on.
    @Test func swiftFilesTooLargeOrNotRegularAreRefused() throws {
        let folder = try TemporaryFolder.create("big-swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.swift")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil) && truncate(big.path, 2 << 30) == 0)
        #expect(mkfifo(folder.appendingPathComponent("fifo.swift").path, 0o644) == 0)
        let cache = ["XDG_CACHE_HOME": folder.path]
        let large = try CLI.run(["preview", "big.swift", "--render"], environment: cache, directory: folder)
        #expect(
            large.status == 2
                && large.stderr
                    == "layoutty: preview: big.swift: is larger than 16 MiB, the most a Swift file may hold\n",
            "\(large.stderr)")
        let fifo = try CLI.run(["preview", "fifo.swift", "--render"], environment: cache, directory: folder)
        #expect(
            fifo.status == 2
                && fifo.stderr
                    == "layoutty: preview: fifo.swift: is not a regular file (a FIFO or socket), not a Swift file\n",
            "\(fifo.stderr)")
    }

    /// A 100,000-character value is named in its one line cut to 200 characters and its length
    /// (it used to be echoed whole), whichever option and whoever words the message.
    @Test(arguments: ["--device", "--update", "--size", "--demo", "--offset"])
    func hugeValuesAreCutInMessages(option: String) throws {
        let value = String(repeating: "y", count: 100_000)
        let result = try CLI.run(["render", "--demo", "grid"] + [option, value])
        #expect(result.status == 2 && result.stderr.hasPrefix("layoutty: "), "\(result.stderr.prefix(300))")
        // The value's own length, never the quotes or colon around it (said 100,001 or 100,002).
        #expect(
            result.stderr.count < 700 && result.stderr.contains(" (100000 characters)")
                && !result.stderr.contains(String(repeating: "y", count: 201)),
            "\(result.stderr.prefix(800))")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// 1e8 compositional items estimated 5e-324 high (a 133-byte spec): all of them touch the
    /// screen's first row. `render` used to look at every one for each crowded cell (over ten
    /// minutes); now a frame looks at no more than 16 elements per element it can show and says
    /// it stopped — the first four cells measured (3 rows each, 12 in all), their boxes drawn.
    /// `attributes` used to hold all 1e8 to measure them (abort at 3.5 GB); it measures the first
    /// 100,000 and says so in one line, the frames still printed.
    @Test func crowdedScreensAreBoundedByTheScreen() throws {
        let spec =
            #"{"layout":"compositional","group":{"vertical":[{"size":["1w","~5e-324"]}],"size":["1w","~5e-324"]},"sections":[{"items":100000000}]}"#
        let render = try Self.run(["render", "--spec", "s.json", "--size", "80x24"], spec: spec)
        let lines = render.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        #expect(
            render.status == 0 && lines[0].hasPrefix("┌") && lines[1].contains("0-0"),
            "\(render.stdout)\(render.stderr)")
        #expect(
            lines[22].hasPrefix("too many elements to show: the search stopped at 16 per element shown"),
            "\(render.stdout)")
        #expect(lines[23].contains("80×12 @0,0") && lines[23].contains("/100000000"), "\(render.stdout)")
        let attributes = try Self.run(["attributes", "--spec", "s.json", "--rect", "0,0,80,24"], spec: spec)
        #expect(attributes.status == 0, "\(attributes.stderr)")
        #expect(
            attributes.stderr
                == "layoutty: attributes: the rect holds more than 100000 elements; the first are measured, the rest keep their estimates\n"
        )
        #expect(
            attributes.stdout.contains(
                #"{"category": "cell", "section": 0, "item": 1, "frame": [0, 3, 80, 3], "zIndex": 0}"#))
    }

    /// /dev/urandom: refused at the first NUL, whichever offset that is.
    @Test func randomBytesAreRefusedAtOnce() throws {
        let result = try CLI.run(["render", "--spec", "/dev/urandom"])
        #expect(
            result.status == 2
                && result.stderr.hasPrefix("layoutty: /dev/urandom: is not a text file (a NUL byte at offset "),
            "\(result.stderr)")
    }

    /// Negative coordinates are values, not options.
    @Test func negativeCoordinates() throws {
        let result = try CLI.run(["attributes", "--demo", "grid", "--rect", "-5,0,10,10", "--offset", "-1,-1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"frame\": [2, 1, 16, 5]"))
    }

    @Test func deepNestingAndManyKeys() throws {
        let deep = try Self.run(["render", "--spec", "s.json"], spec: String(repeating: "[", count: 50_000))
        #expect(
            deep.status == 2
                && deep.stderr == "layoutty: s.json:1: invalid JSON at column 513: nested deeper than 512 levels\n")
        let keys = "{" + (0..<100_000).map { "\"k\($0)\": 1" }.joined(separator: ", ") + ", \"sections\": []}"
        let start = ContinuousClock.now
        let many = try Self.run(["render", "--spec", "s.json"], spec: keys)
        #expect(many.status == 2 && many.stderr == "layoutty: s.json:1: k0: unknown key for a flow layout\n")
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// A key holding ESC[2J, an OSC title and a newline is quoted, never sent to the terminal.
    @Test func controlCharactersAreSpelledOut() throws {
        let result = try Self.run(
            ["render", "--spec", "s.json"],
            spec: "{\"sections\": [{\"items\": 1, \"a\\u001b[2J\\u001b]0;pwned\\u0007\\nb\": 1}]}")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "layoutty: s.json:1: sections[0].a\\u{1b}[2J\\u{1b}]0;pwned\\u{7}\\nb: unknown key for a flow section\n"
        )
    }

    /// Characters that change how a line reads (U+202E turns the rest of it around, U+2028
    /// breaks it) are spelled out too, and a long value is cut at 40 characters with its length.
    @Test func invisibleCharactersAndLongValuesStayOnOneReadableLine() throws {
        let bidi = try Self.run(
            ["render", "--spec", "s.json"], spec: "{\"layout\": \"ab\u{202E}cd\u{2028}\", \"sections\": []}")
        #expect(bidi.status == 2)
        #expect(
            bidi.stderr
                == "layoutty: s.json:1: layout: expected one of \"flow\", \"waterfall\", \"compositional\", got \"ab\\u{202e}cd\\u{2028}\"\n"
        )
        let long = try Self.run(
            ["render", "--spec", "s.json"],
            spec: "{\"layout\": \"\(String(repeating: "x", count: 5000))\", \"sections\": []}")
        #expect(
            long.stderr == "layoutty: s.json:1: layout: expected one of \"flow\", \"waterfall\", \"compositional\", "
                + "got \"\(String(repeating: "x", count: 40))…\" (5000 characters)\n")
    }

    /// Negative numbers are values, refused by what they break — never "Missing value" (they
    /// used to be taken for options); write failures say what the system said.
    @Test(arguments: [
        (["render", "--size", "-5x10"], "layoutty: --size -5x10: columns and rows must be ≥ 1"),
        (["attributes", "--size", "0x3"], "layoutty: --size 0x3: columns and rows must be ≥ 1"),
        (["render", "--zoom", "-1"], "layoutty: --zoom must be one of 0.25, 0.5, 1.0, 2.0, 4.0, 8.0"),
        (
            ["render", "--update", "delete 0.1", "--progress", "-1"],
            "layoutty: --progress must be from 0 to 1, got -1.0"
        ),
        (["render", "--focus", "-1,2"], "layoutty: --focus -1.2: section and item must be ≥ 0"),
        (["explain", "--item", "0.-4"], "layoutty: --item 0.-4: section and item must be ≥ 0"),
        (["render", "--content-inset", "-1,0,0,0"], "layoutty: --content-inset: each inset must be ≥ 0"),
        (["play", "t.tape", "--speed", "-2"], "layoutty: --speed must be a number from 0.01 to 1000, got -2.0"),
        (["preview", "a.swift", "--items", "-3"], "layoutty: --items must be 0 or more, got -3"),
        (
            ["preview", "a.swift", "--items", "1000000000"],
            "layoutty: --items 1000000000: at most 100000000 (a layout keeps what it stores per item in memory)"
        ),
        (["render", "--landscape"], "layoutty: --landscape and --fit need --device, --points or a spec's \"device\""),
        (
            ["render", "--points", "0x5"],
            "layoutty: --points 0x5: expected WIDTHxHEIGHT in points, each from 1 to 100000 (e.g. 393x852)"
        ),
        (
            ["render", "--device", "iphone-15", "--cell-aspect", "-1"],
            "layoutty: --cell-aspect must be from 0.25 to 8, got -1.0"
        ),
        (
            ["render", "--device", "iphone-15", "--points", "3x3"],
            "layoutty: --device and --points cannot be used together"
        ),
        (
            ["play", "t.tape", "--record", "missing/x.cast"],
            "layoutty: missing/x.cast: cannot be written: No such file or directory"
        ),
        (
            ["play", "t.tape", "--headless", "--output", "/dev/full"],
            "layoutty: t.tape:2: Screenshot: cannot write /dev/full/a.txt: /dev/full is not a folder"
        )
    ])
    func refusalsNameTheirValue(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments, file: "Open --demo grid\nScreenshot a.txt\n", named: "t.tape")
        #expect(result.status == 2 && result.stderr == message + "\n", "\(result.status) \(result.stderr)")
    }

    /// An unknown device lists the known ones; `--points` makes a device of any size, named by its
    /// points in the status bar, with the width across the terminal (400 / 120 = 3.33 points a column).
    @Test func devicesByNameOrPoints() throws {
        let unknown = try CLI.run(["render", "--device", "pixel"])
        #expect(
            unknown.status == 2
                && unknown.stderr.hasPrefix(
                    "layoutty: --device pixel: no such device (expected one of iPhone SE, iPhone 15, ")
        )
        let custom = try CLI.run(["render", "--demo", "grid", "--points", "400x800", "--size", "120x24"])
        #expect(custom.status == 0 && custom.stdout.contains("│ 400×800 pt portrait 3.33×6.67pt "), "\(custom.stdout)")
    }

    /// A spec may name its device: render draws it there, attributes answers for the device's
    /// 393-point width (the second of six 50-point items at 50 + 18.6: the justified gaps share
    /// 393 − 300 = 93 points; two lines, 50 + 10 + 50 = 110 tall). An unknown name is refused.
    @Test func specsNameTheirDevice() throws {
        let spec = "{\"device\": \"iPhone 15\", \"itemSize\": [50, 50], \"sections\": [{\"items\": 12}]}"
        let render = try Self.run(["render", "--spec", "s.json", "--size", "120x24"], spec: spec)
        #expect(render.status == 0 && render.stdout.contains("│ iPhone 15 portrait 3.27×6.55pt "), "\(render.stdout)")
        let attributes = try Self.run(["attributes", "--spec", "s.json", "--rect", "0,0,200,60"], spec: spec)
        #expect(attributes.stdout.hasPrefix("{\"contentSize\": [393, 110],"))
        #expect(attributes.stdout.contains("\"item\": 1, \"frame\": [68.6, 0, 50, 50]"))
        let unknown = try Self.run(
            ["render", "--spec", "s.json"], spec: "{\"device\": \"Nokia 3310\", \"sections\": []}")
        #expect(
            unknown.status == 2
                && unknown.stderr.hasPrefix("layoutty: s.json:1: device: expected a device's name (iPhone SE, "))
        #expect(unknown.stderr.hasSuffix(", got \"Nokia 3310\"\n"))
    }

    /// Both index-path spellings name the same item.
    @Test func indexPathsTakeBothForms() throws {
        let dot = try CLI.run(["explain", "--demo", "grid", "--item", "0.4"])
        let comma = try CLI.run(["explain", "--demo", "grid", "--item", "0,4"])
        #expect(dot.status == 0 && dot.stdout == comma.stdout && dot.stdout.hasPrefix("0.4: line 2 of section 0"))
    }

    /// stdout on a full disk: exit 1 and a line, not success.
    @Test func writeErrorsFail() throws {
        for arguments in [["render", "--demo", "grid"], ["attributes", "--demo", "grid"]] {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(
                process.terminationStatus == 1
                    && message == "layoutty: cannot write to standard output: No space left on device\n",
                "\(message)")
        }
    }

    /// 1e8 items, all at once or in one line: the answer streams out under a 1.5 GB address
    /// space (materialised it took 3.3 GB and aborted); `head` closing the pipe ends it at once.
    @Test(arguments: [
        "{\"sections\": [{\"items\": 100000000}]}", "{\"itemSize\": [1e-7, 1], \"sections\": [{\"items\": 100000000}]}"
    ])
    func hugeAnswersStream(spec: String) throws {
        let dir = try TemporaryFolder.create("hostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        try spec.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(
            ["-c", "ulimit -v 1500000; '\(CLI.binary.path)' attributes --spec s.json | head -c 100000 | tail -c 200"],
            directory: dir, executable: "/bin/bash")
        #expect(result.status == 0 && result.stdout.contains("\"category\": \"cell\""), "\(result.stderr)")
    }

    /// A tape saved on Windows (BOM, CRLF) plays; an absolute Screenshot path is absolute.
    @Test func crlfTapesAndAbsoluteScreenshots() throws {
        let dir = try TemporaryFolder.create("hostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        let shot = dir.appendingPathComponent("abs/shot.txt").path
        try ("\u{FEFF}Set Width 80\r\nOpen --demo grid\r\nScreenshot \(shot)\r\nScreenshot rel.txt\r\n")
            .write(to: dir.appendingPathComponent("win.tape"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["play", "\(dir.path)/win.tape", "--headless"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: shot))
        // Relative to the tape, not to the current folder (the repository root here).
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("rel.txt").path))
        #expect(!FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent("rel.txt").path))
    }

    /// A tape that never types q ends at its last command: play returns within a second or so
    /// and no browse is left behind — also when play fails mid-tape or is interrupted.
    @Test(arguments: ["none", "error", "SIGINT", "SIGTERM"])
    func playLeavesNoProcessBehind(ending: String) throws {
        let dir = try TemporaryFolder.create("hostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tail =
            ending == "error" ? "Screenshot /proc/no-such-folder/shot.txt\n" : ending == "none" ? "" : "Sleep 30s\n"
        try "Open --demo grid\nSleep 300ms\nDown 2\n\(tail)".write(
            to: dir.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let marker = "layoutty-orphan-\(UUID().uuidString.prefix(8))"
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["play", "t.tape"]
        process.currentDirectoryURL = dir
        process.environment = ["PATH": "/usr/bin:/bin", "MARKER": marker, "SWIFT_BACKTRACE": "enable=no"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let children = { () -> [String] in
            (try? String(
                contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children",
                encoding: .utf8))?
                .split(separator: " ").map(String.init) ?? []
        }
        var child: String?
        let deadline = Date().addingTimeInterval(10)
        while child == nil && Date() < deadline {
            child = children().first
            Thread.sleep(forTimeInterval: 0.02)
        }
        let browse = try #require(child, "play never started browse")
        if ending.hasPrefix("SIG") {
            while !((try? String(contentsOfFile: "/proc/\(browse)/cmdline", encoding: .utf8)) ?? "").contains("browse")
                && Date() < deadline
            {
                Thread.sleep(forTimeInterval: 0.02)
            }
            kill(process.processIdentifier, ending == "SIGINT" ? SIGINT : SIGTERM)
        }
        let start = Date()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(browse)"), "browse \(browse) outlived play")
        // The outer terminal is given back: cursor shown and the alternate screen left, last.
        #expect(String(decoding: output, as: UTF8.self).hasSuffix("\u{1b}[?25h\u{1b}[?1049l"))
    }
}

extension HostileInputTests {
    /// A read-only spec (mode 0444) owned by an ordinary user, in a folder that user may write,
    /// edited with `+` and saved with `s` by that user in `play`: refused with the one line naming
    /// the file and its mode, the bytes and the mode kept. The rename a save makes would replace
    /// the file whatever its mode, as the folder is writable. CI runs as root, which the system
    /// lets write anything: the program is run as `nobody` through `setpriv` there; as an
    /// ordinary user already, it runs as that user.
    @Test func aReadOnlySpecIsRefusedToAnOrdinaryUser() throws {
        let folder = try TemporaryFolder.create("read-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("grid.json")
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Demos/specs/grid.json"), to: spec)
        let before = try Data(contentsOf: spec)
        try "Set Width 60\nSet Height 16\nOpen --spec grid.json\nType \"+s\"\nScreenshot after.txt\n".write(
            to: folder.appendingPathComponent("save.tape"), atomically: true, encoding: .utf8)
        let arguments = ["play", "save.tape", "--headless"]
        let result: CLI.Result
        if getuid() == 0 {
            for path in [folder.path, spec.path] { #expect(chown(path, 65534, 65534) == 0) }
            chmod(folder.path, 0o755)
            chmod(spec.path, 0o444)
            result = try CLI.run(
                ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary.path] + arguments, directory: folder,
                executable: "/usr/bin/setpriv")
        } else {
            chmod(spec.path, 0o444)
            result = try CLI.run(arguments, directory: folder)
        }
        #expect(result.status == 0, "\(result.stderr)")
        // The message wraps at the screen's 60 columns.
        let screen = try String(contentsOf: folder.appendingPathComponent("after.txt"), encoding: .utf8)
            .replacingOccurrences(
                of: "\n", with: " ")
        #expect(
            screen.contains(
                "refused: grid.json is read-only (mode 444): not saved; make it writable (chmod u+w) to save"),
            "\(screen)")
        #expect(try Data(contentsOf: spec) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: spec.path)[.posixPermissions] as? Int == 0o444)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "after.txt", "grid.json", "save.tape"
            ])
    }
}
