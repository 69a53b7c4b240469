import CollectionLayoutTesting
import Foundation
import LayouttyTestSupport
import Testing

/// Hostile but realistic terminal input and signals against `layoutty browse` in tmux: the
/// previewer keeps working, quits only on q / Esc / Ctrl-C, and always hands back the terminal
/// exactly as it found it (stty settings, alternate screen, cursor, mouse, keypad).
@Suite(.serialized) struct HostileTerminalTests {
    static let binary = CLI.binary.path

    /// Invalid UTF-8 (0xFF, C3 28), Alt+j, a CSI nobody knows, keypad Enter in application mode,
    /// an OSC and a bracketed paste full of q: none quits, none wedges input, nothing spills
    /// into the shell. Afterwards j still scrolls one row (the status bar says @0,1).
    @Test func invalidBytesAndUnknownSequencesAreIgnored() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse()
        try tmux.bytes([0xFF, 0xC3, 0x28])
        try tmux.keys("M-j")
        try tmux.bytes(Array("\u{1b}[99z\u{1b}OM\u{1b}]0;pwned\u{07}\u{1b}[200~qqq\u{1b}[201~".utf8))
        try tmux.keys("j")
        try tmux.waitFor(text: "@0,1 │")
        try tmux.quitBrowse(stty: stty)
        let screen = try tmux.screen()
        #expect(!screen.contains { $0.contains("99z") || $0.contains("pwned") || $0.contains("qqq") })
    }

    /// Ctrl-S is a key like any other (no XON/XOFF flow control): the next j still scrolls.
    @Test func controlSDoesNotFreezeTheScreen() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse()
        try tmux.keys("C-s")
        try tmux.keys("j")
        try tmux.waitFor(text: "@0,1 │")
        try tmux.quitBrowse(stty: stty)
    }

    /// Ctrl-Z gives the shell back a normal terminal; fg brings the previewer back repainted, and
    /// the next arrow key scrolls (it used to quit: keypad mode was lost on resume).
    ///
    /// Once in a full run under load (2026-11-25) a Ctrl-Z sent right after the first frame did
    /// not stop the program, and no isolated run has reproduced it: a second Ctrl-Z is pressed
    /// after 5 s and the log says so, so that a lost key is seen without failing the run on it;
    /// two lost keys fail.
    @Test func suspendAndResume() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse()
        try tmux.keys("C-z")
        if try !tmux.poll(timeout: 5, { $0.contains { $0.contains("Stopped") } }).held {
            print("suspendAndResume: the first Ctrl-Z did not stop the previewer within 5 s; pressing it again")
            try tmux.keys("C-z")
        }
        try tmux.waitFor(text: "Stopped")
        #expect(try tmux.modes() == Tmux.shellModes)
        try tmux.type("fg")
        try tmux.waitFor(text: "│ 80×91 @0,0")
        try tmux.keys("Down")
        try tmux.waitFor(text: "@0,1 │")
        // The `; echo` ran when the job stopped: fg's own status is asked at the prompt.
        try tmux.keys("q")
        try tmux.expectStatusAtPrompt(0)
        #expect(try tmux.modes() == Tmux.shellModes)
        #expect(try tmux.sttySettings() == stty)
    }

    /// Ctrl-Z during `play` gives the shell a normal terminal while the tape's program keeps
    /// running on its own; fg brings its screen back repainted (re-entering the alternate screen
    /// clears it, so the scrolled status bar can only come from a repaint), and Ctrl-C then
    /// ends play with the terminal restored. The tape outlasts the test, so no timing decides it.
    @Test func playSuspendsAndResumes() throws {
        let dir = try TemporaryFolder.create("play-stop")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tape = dir.appendingPathComponent("t.tape").path
        try "Open --demo grid\nSleep 500ms\nDown 2\nSleep 60s\n".write(toFile: tape, atomically: true, encoding: .utf8)
        let tmux = try Tmux()
        let stty = try tmux.sttySettings()
        try tmux.type("clear; \(Self.binary) play \(tape)")
        try tmux.waitFor(text: " @0,2 │")
        try tmux.keys("C-z")
        try tmux.waitFor(text: "Stopped")
        #expect(try tmux.modes() == Tmux.shellModes)
        try tmux.type("clear; fg")
        try tmux.waitFor(text: " @0,2 │")
        #expect(try tmux.modes().hasPrefix("alternate=1 cursor=0"))
        try tmux.keys("C-c")
        try tmux.expectStatusAtPrompt(130)
        #expect(try tmux.modes() == Tmux.shellModes)
        #expect(try tmux.sttySettings() == stty)
    }

    /// Every signal whose default action ends the process restores the terminal first, then
    /// ends it with that signal's status (128 + n).
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGSYS, SIGPWR, SIGVTALRM, SIGPROF])
    func fatalSignalsRestoreTheTerminal(signal: Int32) throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse()
        let pid = try #require(try tmux.foregroundPid())
        kill(pid, signal)
        try tmux.waitFor(text: "exit=\(128 + signal)")
        #expect(try tmux.modes() == Tmux.shellModes)
        #expect(try tmux.sttySettings() == stty)
    }

    /// What a mash may send: every binding that changes the spec, scroll or layout (not those
    /// that quit, suspend, zoom, focus or open overlays, whose state `r` and `g` do not reset),
    /// stray control keys, and whole sequences the decoder must swallow.
    static let mashKeys = [
        "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "Space", "h", "j", "k", "l",
        "+", "-", "[", "]", "{", "}", "i", "I", "d", "a", "v", "w", "H", "P", "b", "s", "C-l",
        "C-a", "C-b", "C-e", "C-s", "C-q", "C-d", "F5", "M-j", "M-x"
    ]
    static let mashBytes: [[UInt8]] = [
        [0xFF], [0xC3, 0x28], [0xE2, 0x82], Array("\u{1b}[99z".utf8), Array("\u{1b}[<0;5;5M\u{1b}[<0;5;5m".utf8),
        Array("\u{1b}[<64;10;4M\u{1b}[<65;10;4M".utf8), Array("\u{1b}[M !!".utf8), Array("\u{1b}]0;title\u{07}".utf8),
        Array("\u{1b}[200~q\u{1b}qq \u{03}\u{1b}[201~".utf8), Array("\u{1b}OM".utf8), Array("😀第".utf8)
    ]

    /// Seeded mashing and resize storms (1x1 up to 300x100) on every demo — `big` with its
    /// backgrounds on — then back at 80x24, `r` (the spec as loaded) and `g` (the start): the
    /// viewport and status bar must be exactly what `render` prints for that demo (browse adds
    /// its timings to the status bar), Ctrl-L must
    /// change nothing, and q must quit with the terminal restored.
    @Test(arguments: ["grid", "tags", "sections", "horizontal", "photos", "big"])
    func keyMashingAndResizeStormsEndOnACorrectScreen(demo: String) throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--demo \(demo)")
        var rng = SeededRandom(seed: UInt64(demo.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        if demo == "big" { try tmux.keys("b") }
        for round in 0..<12 {
            try tmux.keys(Array((0..<12).map { _ in Self.mashKeys.randomElement(using: &rng)! }))
            try tmux.bytes(Self.mashBytes.randomElement(using: &rng)!)
            let sizes = [
                (1, 1), (300, 100), (2, 2), (Int.random(in: 1...300, using: &rng), Int.random(in: 1...100, using: &rng))
            ]
            let (columns, rows) = sizes[round % sizes.count]
            try tmux.resize(columns: columns, rows: rows)
        }
        try tmux.resize(columns: 80, rows: 24)
        try tmux.keys("r", "g")
        let expected = try CLI.run(["render", "--demo", demo, "--size", "80x24"]).stdout
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingBlanks }
        func matches(_ screen: [String]) -> Bool {
            screen.count >= 24 && Array(screen.prefix(22)) == Array(expected.prefix(22))
                && screen[23].hasPrefix(expected[23])
        }
        let screen = try tmux.waitFor("the \(demo) demo as render draws it", timeout: 20, matches)
        try tmux.keys("C-l")
        // Polled: the repaint clears the screen first, and a read between shows it half drawn.
        try tmux.waitFor("the same screen after Ctrl-L's repaint", timeout: 10, matches)
        #expect(!screen.contains { $0.contains("exit=") }, "browse ended during the mash")
        try tmux.quitBrowse(stty: stty)
    }

    /// Emoji the old width table took for one column (🚀, ⌚, ☕), ZWJ sequences, flags, CJK and
    /// a combining accent: what tmux shows is exactly what `render` computed with our widths —
    /// had tmux measured one of them differently, the borders after it would move.
    @Test func wideLabelsLineUpInARealTerminal() throws {
        let dir = try TemporaryFolder.create("wide")
        defer { try? FileManager.default.removeItem(at: dir) }
        let labels = ["🚀", "⌚ watch", "☕", "👨‍👩‍👧", "🇯🇵", "第0节", "e\u{301}te", "🏳️‍🌈", "A😀B", "한국어"]
        let items = labels.map { "{\"size\": [12, 3], \"label\": \"\($0)\"}" }.joined(separator: ", ")
        let spec = dir.appendingPathComponent("wide.json").path
        try "{\"sections\": [{\"items\": [\(items)]}], \"minimumInteritemSpacing\": 2}".write(
            toFile: spec, atomically: true, encoding: .utf8)
        let expected = try CLI.run(["render", "--spec", spec, "--size", "80x24"]).stdout
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingBlanks }
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--spec \(spec)")
        let screen = try tmux.waitFor("the labels as render draws them") {
            Array($0.prefix(22)) == Array(expected.prefix(22))
        }
        #expect(screen.contains { $0.contains("🚀") } && screen.contains { $0.contains("한국어") })
        try tmux.quitBrowse(stty: stty)
    }

    /// NO_COLOR=1: bold and dim only, no colour escape in what the terminal shows; without it
    /// the header is cyan.
    @Test func noColorIsHonoured() throws {
        let tmux = try Tmux()
        _ = try tmux.startBrowse("--demo sections")
        #expect(try tmux.tmux(["capture-pane", "-p", "-e", "-t", "main"]).contains("\u{1b}[36m"))
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
        _ = try tmux.startBrowse("--demo sections", environment: "NO_COLOR=1")
        let styled = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "main"])
        // SGR parameters that set a colour (39/49, "default colour", are fine).
        let colour = try Regex("\u{1b}\\[([0-9]+;)*(3[0-8]|4[0-8]|9[0-7]|10[0-7])[;m]")
        #expect(styled.firstMatch(of: colour) == nil, "a colour escape under NO_COLOR")
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
    }
}
