import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty browse` in a real terminal (tmux). Serialized: each test owns a tmux server, and
/// the machine has two cores.
@Suite(.serialized) struct BrowseTerminalTests {
    static let binary = CLI.binary.path

    /// The golden screen's rows (TextCanvas), without trailing blanks: the terminal must show the
    /// same thing.
    static func golden(_ name: String) throws -> [String] {
        let url = CLI.packageRoot.appendingPathComponent("Tests/LayouttySpecTests/Goldens/\(name).txt")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingTrailingBlanks }
    }

    static func boxes(_ row: String) -> Int { row.filter { $0 == "┌" }.count }

    @Test func startScrollReflowResizeAndQuit() throws {
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) browse --demo grid; echo \"exit=$?\"")
        // At 80x24 the viewport and message line are exactly the golden screen.
        var screen = try tmux.waitFor(text: "flow↓ 4 col")
        #expect(Array(screen.prefix(23)) == Array(try Self.golden("demo-grid-80x24").prefix(23)))

        try tmux.keys("j", "j", "j")
        screen = try tmux.waitFor(text: "@0,3")
        #expect(Array(screen.prefix(22)) == Array(try Self.golden("grid-scrolled-3").prefix(22)))

        // + : 5 columns of (76 − 4·2) / 5 = 13.6 → five boxes on the first visible line.
        // Changes animate (300 ms): each check polls for the screen the change ends on.
        try tmux.keys("g", "+")
        try tmux.waitFor("five boxes on the first line") {
            $0.contains { $0.contains("columns: 5 (item width 13.60)") } && Self.boxes($0[1]) == 5
        }
        // ] : spacing 3 → 5·13.6 + 4·3 = 80 > 76, so 4 per line.
        try tmux.keys("]")
        try tmux.waitFor("four boxes") { $0.contains { $0.contains("interitem spacing: 3") } && Self.boxes($0[1]) == 4 }

        // 100x30: A = 96, (96 + 3) / 16.6 → 5 per line; the status bar follows.
        try tmux.resize(columns: 100, rows: 30)
        screen = try tmux.waitFor("five boxes at 100x30") {
            $0.count >= 30 && $0[29].contains("│ 100×") && Self.boxes($0[1]) == 5
        }
        #expect(screen[29].hasPrefix("flow↓ 5 col sp 3/1"))
        // 40x12: A = 36, (36 + 3) / 16.6 → 2 per line.
        try tmux.resize(columns: 40, rows: 12)
        screen = try tmux.waitFor("two boxes at 40x12") {
            $0.count >= 12 && $0[11].hasPrefix("flow↓ 2 col") && Self.boxes($0[1]) == 2
        }

        try tmux.keys("q")
        screen = try tmux.waitFor(text: "exit=0")
        // Nothing of the previewer is left on the shell's screen, and the shell echoes again.
        #expect(!screen.contains { $0.contains("┌") || $0.contains("flow↓") })
        try tmux.type("echo ready-$((40+2))")
        try tmux.waitFor(text: "$ echo ready-$((40+2))")
        try tmux.waitFor(text: "ready-42")
    }

    /// The appstore demo in a real terminal: n, → pages the featured shelf (groupPagingCentered)
    /// to the screen the golden shows after n, →, ↓ once ↓ is pressed; ← ← pages back to Maps
    /// at the start; q restores the terminal.
    @Test func anOrthogonalShelfPagesSideways() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--demo appstore")
        try tmux.keys("n", "Right")
        try tmux.waitFor(text: "section 0 scrolled to 62")
        try tmux.keys("Down")
        let paged = try Self.golden("appstore-featured-paged")
        try tmux.waitFor("Weather centred, scrolled down 1") { Array($0.prefix(22)) == Array(paged.prefix(22)) }
        try tmux.keys("Left", "Left")
        try tmux.waitFor("back at Maps") { screen in
            screen.contains { $0.contains("start of section 0") }
                && screen.contains { $0.contains("┃                              Maps") }
        }
        try tmux.quitBrowse(stty: stty)
    }

    @Test func photosWaterfallTweakedLive() throws {
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) browse --demo photos; echo \"exit=$?\"")
        let screen = try tmux.waitFor(text: "waterfall↓ 3 col")
        // 3 columns: three boxes start on the first item row (row 4: header 3 + inset 1).
        #expect(Self.boxes(screen[4]) == 3)
        try tmux.keys("+")
        try tmux.waitFor("four columns") { $0.contains { $0.contains("waterfall↓ 4 col") } && Self.boxes($0[4]) == 4 }
        try tmux.keys("w")
        try tmux.waitFor(text: "flow↓")
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
    }

    /// Each Demos executable opens its layout in the previewer and quits on q.
    @Test(arguments: [
        ("left-aligned", "LeftAlignedFlowLayout"), ("waterfall-from-scratch", "ScratchWaterfallLayout"),
        ("lookup-table", "LookupTableLayout"), ("grow-from-centre", "GrowFromCentreFlowLayout")
    ])
    func demoExecutablesPreviewTheirLayouts(name: String, layout: String) throws {
        let tmux = try Tmux()
        let binary = CLI.binary.deletingLastPathComponent().appendingPathComponent(name).path
        try tmux.type("\(binary); echo \"exit=$?\"")
        let screen = try tmux.waitFor(text: layout)
        #expect(screen.contains { $0.contains("┌") })
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
    }

    /// A tape plays itself in a real terminal with nobody typing, then hands the shell back.
    @Test func playRunsATapeInARealTerminal() throws {
        let tmux = try Tmux()
        let output = try TemporaryFolder.create("play-shots")
        defer { try? FileManager.default.removeItem(at: output) }
        let tape = CLI.packageRoot.appendingPathComponent("Demos/tapes/grid.tape").path
        try tmux.type("\(Self.binary) play \(tape) --speed 4 --output \(output.path); echo \"exit=$?\"")
        // Mid-session the grid is on screen, driven by the tape.
        try tmux.waitFor(text: "flow↓")
        let screen = try tmux.waitFor(text: "exit=0", timeout: 30)
        #expect(!screen.contains { $0.contains("┌") || $0.contains("flow↓") })
        try tmux.type("echo ready-$((40+2))")
        try tmux.waitFor(text: "ready-42")
    }

    /// UIKit's paging, flicked with keys in a real terminal: a horizontal flow of 180-point cards
    /// on iPhone 15 (six rows of them in its 852-point screen, 120 cards: 20 columns) with
    /// `pagingEnabled` turns one page (the view's width, 393 points) per flick —
    /// one quick → to x 393, a burst of six → to 786 only (a page per gesture, however fast), ←
    /// back to 393 — each settling after the burst's 150 ms pause, animated.
    @Test func aPagingLayoutTurnsAPagePerFlick() throws {
        let folder = try TemporaryFolder.create("paging")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("pages.json")
        try """
        {"device": "iPhone 15", "scrollDirection": "horizontal", "pagingEnabled": true, "itemSize": [180, 100], "sections": [{"items": 120}]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) browse --spec \(spec.path); echo \"exit=$?\"")
        try tmux.waitFor(text: " @0,")
        try tmux.keys("Right")
        try tmux.waitFor(text: " @393,")
        try tmux.keys("Right", "Right", "Right", "Right", "Right", "Right")
        try tmux.waitFor(text: " @786,")
        try tmux.keys("Left")
        try tmux.waitFor(text: " @393,")
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
    }

    @Test func aBurstOfResizesEndsOnACorrectScreen() throws {
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) browse --demo grid; echo \"exit=$?\"")
        try tmux.waitFor(text: "flow↓ 4 col")
        for (c, r) in [(60, 20), (120, 40), (30, 8), (95, 33), (50, 15), (80, 24)] {
            try tmux.resize(columns: c, rows: r)
        }
        let golden = Array(try Self.golden("demo-grid-80x24").prefix(23))
        try tmux.waitFor("the 80x24 screen, its resize animation ended") {
            $0.count >= 24 && $0[23].contains("│ 80×91 @0,0") && Array($0.prefix(23)) == golden
        }
        // Too small for a viewport row: a notice, and back again.
        try tmux.resize(columns: 30, rows: 2)
        try tmux.waitFor(text: "terminal too small")
        try tmux.resize(columns: 80, rows: 24)
        try tmux.waitFor(text: "│ 80×91")
        try tmux.keys("Escape")
        try tmux.waitFor(text: "exit=0")
    }

    /// The first minute: a bare `layoutty` says which demo it opened and how to open another;
    /// on a phone at 80 columns the status bar keeps the device and its scale whole (the
    /// layout's name gives way); `?` then `?` again explains each field of the status bar.
    @Test func aBareLayouttyNamesItsDemoAndTheStatusBarExplainsItself() throws {
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) --device iphone-15; echo \"exit=$?\"")
        try tmux.waitFor(text: "the grid demo · --demo NAME (sections, tags, photos…) or --spec FILE for yours")
        let screen = try tmux.waitFor("the status bar with the device whole") {
            $0.contains { $0.contains("│ iPhone 15 portrait ") && $0.hasSuffix("pt") }
        }
        #expect(screen[23].count <= 80, "\(screen[23])")
        try tmux.keys("?")
        try tmux.waitFor(text: "keys · ? the status bar")
        try tmux.keys("?")
        try tmux.waitFor(text: "the points a column and a row are worth")
        try tmux.keys("Escape")
        try tmux.waitFor("the legend closed") { !$0.contains { $0.contains("the points a column") } }
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
    }

    /// Started in a terminal too small for the photos wall (4 columns and their spacing need 5 cells):
    /// it opens and says so, as a resize there would, instead of refusing the demo's spec; grown
    /// to 80x24 it shows the wall.
    @Test func aTinyTerminalAtStartOpensAnyway() throws {
        let tmux = try Tmux()
        try tmux.resize(columns: 4, rows: 3)
        try tmux.type("\(Self.binary) browse --demo photos; echo \"exit=$?\"")
        // The previewer's screen: the layout's refusal and the status bar in 4 columns (the
        // layout's name and then the content's size give way: the item count, "0/35"), or while
        // tmux settles the pane's size, the top of the wall.
        try tmux.waitFor("the previewer at 4 columns") { screen in
            screen.contains { $0.hasPrefix("───") || $0.wholeMatch(of: /\d+\/\d+|\d+\/…|\d+…/) != nil }
        }
        try tmux.resize(columns: 80, rows: 24)
        try tmux.waitFor(text: "waterfall↓ 3 col")
        try tmux.keys("q")
        let screen = try tmux.waitFor(text: "exit=0")
        #expect(!screen.contains { $0.contains("layoutty:") }, "refused instead of opening")
    }

    /// ncurses waits a full second after Esc by default (for escape sequences); the previewer
    /// sets 25 ms. The bound leaves a wide margin for a loaded machine and still fails at 1 s.
    @Test func escapeQuitsWithoutTheOneSecondDelay() throws {
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) browse --demo grid; echo \"exit=$?\"")
        try tmux.waitFor(text: "flow↓")
        let start = Date()
        try tmux.keys("Escape")
        try tmux.waitFor(text: "exit=0")
        #expect(Date().timeIntervalSince(start) < 0.8)
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)])
    func signalsRestoreTheTerminal(signal: Int32, status: Int) throws {
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) browse --demo tags; echo \"exit=$?\"")
        try tmux.waitFor(text: "flow↓")
        let pid = try #require(try tmux.foregroundPid())
        kill(pid, signal)
        let screen = try tmux.waitFor(text: "exit=\(status)")
        #expect(!screen.contains { $0.contains("┌") })
        // Canonical mode and echo are back.
        try tmux.type("stty -a | grep -o -w -e '-\\?icanon' -e '-\\?echo' | tr '\\n' ' '; echo END")
        try tmux.waitFor(text: "icanon echo END")
    }

    @Test func controlCRestoresTheTerminal() throws {
        let tmux = try Tmux()
        try tmux.type("\(Self.binary) browse --demo big")
        try tmux.waitFor(text: "/1000000")
        try tmux.keys("C-c")
        // Bash drops the rest of a command line whose job died of SIGINT: ask at the prompt.
        try tmux.expectStatusAtPrompt(130)
        try tmux.type("stty -a | grep -o -w -e '-\\?icanon' -e '-\\?echo' | tr '\\n' ' '; echo END")
        try tmux.waitFor(text: "icanon echo END")
    }

    @Test func terminalsThatCannotWorkGetOneLine() throws {
        let tmux = try Tmux()
        // Each run echoes its own marker: the previous run's "exit=2" may still be on screen.
        let runs = [
            (
                "TERM=dumb \(Self.binary) browse --demo grid",
                "layoutty: browse needs a terminal that can move the cursor: TERM=dumb cannot"
            ),
            ("env -u TERM \(Self.binary)", "layoutty: browse needs a terminal: TERM is not set"),
            (
                "TERM=no-such-terminal \(Self.binary)",
                "layoutty: browse needs a terminal: unknown terminal type \"no-such-terminal\""
            ),
            (
                "piped=$(mktemp); \(Self.binary) browse > \"$piped\"",
                "layoutty: browse needs a terminal: standard output is not a terminal"
            )
        ]
        for (index, (command, message)) in runs.enumerated() {
            try tmux.type("clear; \(command); echo \"exit=$?-run\(index)\"; rm -f \"${piped:-}\"")
            let screen = try tmux.waitFor(text: "exit=2-run\(index)")
            #expect(screen.contains(message), "\(command)")
        }
    }
}
