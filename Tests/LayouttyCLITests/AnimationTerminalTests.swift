import Foundation
import LayouttyTestSupport
import Testing

/// Animated changes in a real terminal (tmux): each ends on exactly the screen `render` draws
/// for the same change, the animation is seen on the way, an interrupted one leaves nothing
/// behind, and `LAYOUTTY_NO_ANIMATION=1` shows every change at once. Serialized (a tmux server
/// each, two cores).
@Suite(.serialized) struct AnimationTerminalTests {
    /// `render`'s screen for the grid demo with `arguments`, rows trimmed as tmux gives them.
    static func rendered(_ arguments: [String]) throws -> [String] {
        try CLI.run(["render", "--demo", "grid", "--size", "80x24"] + arguments).stdout
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingTrailingBlanks }
    }

    /// The viewport rows (22) of browse equal those of `expected`.
    static func waitForViewport(
        _ tmux: Tmux, _ what: String, _ expected: [String], timeout: Double = 15,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try tmux.waitFor(what, timeout: timeout, sourceLocation: sourceLocation) {
            Array($0.prefix(22)) == Array(expected.prefix(22))
        }
    }

    @Test func insertAndDeleteEndOnRendersScreens() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse()
        try tmux.keys("n", "o")
        try Self.waitForViewport(
            tmux, "the grid with an item inserted", try Self.rendered(["--update", "insert 0.1", "--focus", "0,1"]))
        try tmux.keys("x")
        try Self.waitForViewport(tmux, "the grid as it was, 0-1 focused", try Self.rendered(["--focus", "0,1"]))
        try tmux.quitBrowse(stty: stty)
    }

    /// m, two items right, one down, Enter: 0-0 ends in slot 6 — `move 0.0 0.6`. Then m, one
    /// left, Esc: it goes back to slot 6.
    @Test func moveWithArrowsAndCancel() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse()
        try tmux.keys("n", "m")
        try tmux.waitFor(text: "carrying [0, 0] from [0, 0]")
        try tmux.keys("Right", "Right", "Down")
        try tmux.waitFor(text: "carrying [0, 6] from [0, 0]")
        try tmux.keys("Enter")
        let moved = try Self.rendered(["--update", "move 0.0 0.6", "--focus", "0,6"])
        try Self.waitForViewport(tmux, "0-0 dropped in slot 6", moved)
        try tmux.keys("m", "Left")
        try tmux.waitFor(text: "carrying [0, 5] from [0, 6]")
        try tmux.keys("Escape")
        try tmux.waitFor(text: "put back")
        try Self.waitForViewport(tmux, "0-0 back in slot 6", moved)
        try tmux.quitBrowse(stty: stty)
    }

    /// The photos waterfall, w and w again: frames between the waterfall and the flow grid
    /// are seen while it runs (slowed ten times, 3 s, so that a busy machine's screen captures
    /// catch some), and it ends on the waterfall exactly.
    @Test func aTransitionIsSeenOnTheWayAndEndsExactly() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--demo photos --slow-animations")
        let photos = try CLI.run(["render", "--demo", "photos", "--size", "80x24"]).stdout
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingTrailingBlanks }
        try tmux.keys("w")
        // Polled until the flow grid has not changed for a second.
        var frames: [[String]] = []
        var since = Date()
        try tmux.waitFor("the flow grid, settled") { screen in
            let viewport = Array(screen.prefix(22))
            if viewport != frames.last { since = Date() }
            frames.append(viewport)
            return screen.contains { $0.hasPrefix("flow↓") } && Date().timeIntervalSince(since) > 1
        }
        let grid = frames.last!
        // Some frame is neither the waterfall nor the grid: the transition was drawn.
        #expect(
            frames.contains { $0 != Array(photos.prefix(22)) && $0 != grid },
            "no in-between frame among \(frames.count)")
        try tmux.keys("w")
        try Self.waitForViewport(tmux, "the waterfall again", photos, timeout: 20)
        try tmux.quitBrowse(stty: stty)
    }

    /// Keys faster than the animation (+ - + ] [ w, then r to reset) and resizes mid-animation:
    /// it ends on the start screen; q during an animation quits cleanly.
    @Test func interruptedAnimationsLeaveNoGarbage() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse()
        try tmux.keys("+", "-", "+", "]", "[", "w")
        try tmux.resize(columns: 70, rows: 24)
        try tmux.resize(columns: 80, rows: 24)
        try tmux.keys("r")
        try Self.waitForViewport(tmux, "the grid as it started", try Self.rendered([]))
        try tmux.keys("+")
        try tmux.quitBrowse(stty: stty)
    }

    /// With LAYOUTTY_NO_ANIMATION=1 the first frame that says "layout: waterfall" is already the
    /// settled waterfall (animated, that frame would still show the grid's boxes).
    @Test func noAnimationShowsChangesAtOnce() throws {
        let tmux = try Tmux()
        let stty = try tmux.startBrowse(environment: "LAYOUTTY_NO_ANIMATION=1")
        try tmux.keys("w")
        let first = try tmux.waitFor(text: "layout: waterfall")
        try tmux.keys("w", "w")
        try tmux.waitFor("w twice more") {
            Array($0.prefix(22)) == Array(first.prefix(22)) && $0.contains { $0.hasPrefix("waterfall↓") }
        }
        try tmux.keys("A")
        try tmux.waitFor(text: "animations: on")
        try tmux.quitBrowse(stty: stty)
    }

    /// The Demos executable: n o inserts after 0-0; the new cell ends in slot 1.
    @Test func growFromCentreDemoInserts() throws {
        let tmux = try Tmux()
        let binary = CLI.binary.deletingLastPathComponent().appendingPathComponent("grow-from-centre").path
        try tmux.type("\(binary); echo \"exit=$?\"")
        try tmux.waitFor(text: "GrowFromCentreFlowLayout")
        try tmux.keys("n", "o")
        try tmux.waitFor("the inserted cell settled in slot 1") { screen in
            screen.contains { $0.contains("│ 3-0 ") == false && $0.contains("0-0") && $0.contains("0-1") }
                && screen.contains { $0.contains("/13") }
        }
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
    }

    /// The carousel in a real terminal: a quick → is a flick that brings Lisbon (offset 26) to
    /// the centre — 1 point in one frame, 0.06 points/ms, coasts 30 points on to 31, nearest 26 —
    /// a burst of fourteen goes two cards on, to Cairo (26 + 14 = 40, + 29.9 coasting = 69.9,
    /// nearest 78), and ← comes back a card, to Oslo (77 − 30 = 47, nearest 52). No key after the
    /// last arrow of each burst.
    @Test func carouselSnapsWhenScrollingStops() throws {
        let tmux = try Tmux(columns: 80, rows: 16)
        let binary = CLI.binary.deletingLastPathComponent().appendingPathComponent("carousel").path
        try tmux.type("clear; \(binary); echo \"exit=$?\"")
        try tmux.waitFor(text: "Tokyo")
        func centred(_ name: String, at offset: Int) throws {
            try tmux.waitFor("\(name) centred at \(offset)") { screen in
                screen.contains { $0.contains(" @\(offset),0 │") }
                    && screen.contains { $0.hasPrefix("     │") && $0.contains(name) && $0.contains("│     │") }
            }
        }
        try tmux.keys("Right")
        try centred("Lisbon", at: 26)
        try tmux.keys(Array(repeating: "Right", count: 14))
        try centred("Cairo", at: 78)
        try tmux.keys("Left")
        try centred("Oslo", at: 52)
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0")
    }

    /// Self-sizing while scrolling, in a real terminal: 2,000 items estimated at 20x5, their
    /// labels measured as they come on screen. Three pages down, every box on screen is
    /// measured (3 rows: its top, label and bottom rows); then up one row at a time, the first
    /// whole box moves down one row each time — no jump.
    @Test func selfSizingWhileScrolling() throws {
        let folder = try TemporaryFolder.create("self-sizing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("s.json")
        try
            #"{"estimatedItemSize": [20, 5], "minimumInteritemSpacing": 1, "minimumLineSpacing": 0, "sections": [{"items": 2000}]}"#
            .write(to: spec, atomically: true, encoding: .utf8)
        let tmux = try Tmux()
        let stty = try tmux.startBrowse("--spec \(spec.path)")
        try tmux.keys("PageDown", "PageDown", "PageDown")
        // A screen counts once its rows are drawn: tmux may be read while ncurses scrolls the
        // old lines away and before it fills the new ones (a few label rows at least).
        func whole(_ screen: [String]) -> Bool { screen.prefix(22).filter { $0.contains("│ 0-") }.count >= 3 }
        let screen = try tmux.waitFor("three pages down") {
            $0.count > 23 && $0[23].contains("@0,") && !$0[23].contains("@0,0 ") && whole($0)
        }
        // Every label row not cut by an edge sits between a top and a bottom border: boxes of 3
        // rows, none of 5.
        for (row, line) in screen.prefix(22).enumerated() where line.contains("│ 0-") && row > 0 && row < 21 {
            #expect(
                screen[row - 1].contains("┌") && screen[row + 1].contains("└"),
                "row \(row): \(screen.prefix(22).joined(separator: "\n"))")
        }
        var before = screen
        for _ in 0..<4 {
            guard
                let row = before.prefix(22).indices.first(where: {
                    $0 > 0 && before[$0].contains("│ 0-") && before[$0 - 1].contains("┌")
                }),
                let label = before[row].split(separator: "│").map({ $0.trimmingCharacters(in: .whitespaces) }).first(
                    where: {
                        $0.hasPrefix("0-")
                    })
            else {
                Issue.record("no whole box on screen:\n\(before.joined(separator: "\n"))")
                return
            }
            try tmux.keys("k")
            before = try tmux.waitFor("\(label) one row lower") {
                $0.count > row + 1 && ($0[row + 1].contains("│ \(label) ") || $0[row + 1].contains("│\(label)"))
                    && whole($0)
            }
        }
        try tmux.quitBrowse(stty: stty)
    }
}
