import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// The keys of the help overlay, each doing what it says (on the grid demo unless noted).
/// Grid at 80x24: viewport 80x22, content 80x91 (see AttributesCommandTests for the arithmetic).
@Suite struct PreviewerKeyTests {
    @Test func scrollKeys() throws {
        let s = try Screen(demo: "grid")
        let v = s.previewer.viewport
        s.press(.down, .character("j"))
        #expect(v.bounds.minY == 2)
        s.press(.up)
        #expect(v.bounds.minY == 1)
        // A page is the view height minus one row: 21.
        s.press(.pageDown)
        #expect(v.bounds.minY == 22)
        s.press(.character(" "))
        #expect(v.bounds.minY == 43)
        s.press(.pageUp)
        #expect(v.bounds.minY == 22)
        s.press(.wheelDown)
        #expect(v.bounds.minY == 25)
        s.press(.end)
        // 91 − 22.
        #expect(v.bounds.minY == 69)
        s.press(.character("g"))
        #expect(v.bounds.minY == 0)
        s.press(.character("G"))
        #expect(v.bounds.minY == 69)
        s.press(.home, .character("l"), .right)
        // The content is exactly as wide as the view: x cannot move.
        #expect(v.bounds.origin == .zero)
    }

    @Test func horizontalLayoutsPageSideways() throws {
        let s = try Screen(demo: "horizontal")
        s.press(.pageDown)
        // The view is 80 wide: a page is 79 columns.
        #expect(s.previewer.viewport.bounds.origin == CGPoint(x: 79, y: 0))
        s.press(.character("h"))
        #expect(s.previewer.viewport.bounds.minX == 78)
    }

    @Test func focusMovesAndScrollsIntoView() throws {
        let s = try Screen(demo: "grid")
        s.press(.character("n"))
        #expect(s.previewer.focused == IndexPath(item: 0, section: 0))
        #expect(s.line(22) == "item [0, 0]  frame (2, 1, 16, 5)  zIndex 0  \"0-0\"")
        // Item 16 is line 5: y 1 + 4·6 = 25..30, below the 22-row view → scroll to 30 − 22 = 8.
        for _ in 0..<16 { s.press(.tab) }
        #expect(s.previewer.focused == IndexPath(item: 16, section: 0))
        #expect(s.previewer.viewport.bounds.minY == 8)
        s.press(.backTab, .character("p"))
        #expect(s.previewer.focused == IndexPath(item: 14, section: 0))
    }

    @Test func focusCrossesSectionsAndSkipsEmptyOnes() throws {
        // sections demo: section 2 has 5 items, section 3 none, section 4 has 23.
        let s = try Screen(demo: "sections")
        s.press(.character("n"))
        for _ in 0..<(14 + 5 + 5) { s.press(.character("n")) }
        #expect(s.previewer.focused == IndexPath(item: 0, section: 4))
        s.press(.character("p"))
        #expect(s.previewer.focused == IndexPath(item: 4, section: 2))
    }

    @Test func columnsAndSpacingReflow() throws {
        let s = try Screen(demo: "grid")
        // 5 columns in A = 76 with spacing 2: w = (76 − 4·2) / 5 = 13.6.
        s.press(.character("+"))
        #expect(s.line(22) == "columns: 5 (item width 13.60)")
        #expect(s.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 1)
        s.press(.character("-"), .character("-"))
        #expect(s.line(22) == "columns: 3 (item width 24)")
        // ] widens the spacing: 3 items of 24 still fit (72 + 2·3 = 78 > 76? no: the items stay 24
        // wide and 3·24 + 2·3 = 78 > 76, so only 2 fit per line now).
        s.press(.character("]"))
        #expect(s.line(22) == "interitem spacing: 3")
        #expect(s.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 7)
        s.press(.character("}"))
        #expect(s.line(22) == "line spacing: 2")
        // Below 0 the lines overlap, as UIKit allows: at −1 the second line (items 2, 3) starts at
        // 1 + 5 − 1 = 5; at −5 a line would not advance past the one before: refused, undone.
        s.press(.character("{"), .character("{"), .character("{"))
        #expect(s.line(22) == "line spacing: -1")
        #expect(s.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 5)
        s.press(.character("{"), .character("{"), .character("{"), .character("{"))
        // A refusal wider than the terminal is never cut: it wraps upward over the layout.
        #expect(s.line(21) == "refused: section 0: minimumLineSpacing -5.0 does not let itemSize advance (its")
        #expect(s.line(22) == "length 5.0 + spacing must be > 0)")
        #expect(s.tweaks.dataSource.spec.flow.minimumLineSpacing == -4)
        s.press(.character("}"), .character("}"), .character("}"), .character("}"), .character("}"))
        s.press(.character("I"))
        #expect(s.line(22) == "section inset: 2,3,2,3")
        s.press(.character("r"))
        #expect(s.line(22) == "reset to the spec as loaded")
        #expect(s.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 22)
    }

    @Test func tweaksThatLeaveNoRoomAreRefusedAndUndone() throws {
        let s = try Screen(demo: "grid", columns: 30, rows: 10)
        // 30 wide, insets 2 + 2: 12 steps give 14 + 14 (A = 2, items oversized but valid);
        // the 13th would give 15 + 15, A = 0.
        for _ in 0..<12 { s.press(.character("I")) }
        #expect(s.line(8) == "section inset: 13,14,13,14")
        s.press(.character("I"))
        // 30 columns: the whole refusal in three rows over the layout, up to its last word.
        #expect(s.line(6) == "refused: section 0: no room")
        #expect(s.line(7) == "for items: width 30.0 − insets")
        #expect(s.line(8) == "15.0 + 15.0 leaves 0.0")
        #expect(s.tweaks.dataSource.spec.flow.sectionInset.left == 14)
        #expect(s.previewer.viewport.layout.configurationError == nil)
    }

    @Test func toggles() throws {
        let s = try Screen(demo: "sections")
        s.press(.character("P"))
        #expect(s.line(22) == "pinned headers: off")
        s.press(.character("H"))
        #expect(s.line(22) == "headers and footers: off")
        #expect(s.previewer.viewport.visibleAttributes().allSatisfy { $0.representedElementCategory == .cell })
        s.press(.character("a"))
        #expect(s.line(22) == "horizontal alignment: leading")
        s.press(.character("v"))
        #expect(s.line(22) == "vertical alignment: bottom")
        s.press(.character("d"))
        #expect(s.line(22) == "scroll direction: horizontal")
        #expect(s.previewer.viewport.contentSize.height == 22)
        s.press(.character("z"))
        #expect(s.line(22) == "zoom: 0.50 point(s) per cell")
        #expect(s.previewer.viewport.bounds.width == 40)
        s.press(.character("Z"), .character("Z"))
        #expect(s.previewer.viewport.bounds.width == 160)
    }

    @Test func waterfallKeys() throws {
        // photos: 3 columns, spacing 1/1, inset 1.
        let s = try Screen(demo: "photos")
        let layout = { s.previewer.viewport.layout as! WaterfallLayout }
        s.press(.character("+"))
        #expect(s.line(22) == "columns: 4")
        #expect(layout().columnCount == 4)
        s.press(.character("]"), .character("}"))
        #expect(layout().minimumColumnSpacing == 2)
        #expect(s.line(22) == "item spacing: 2")
        s.press(.character("a"))
        #expect(s.line(22) == "render direction: leftToRight")
        s.press(.character("v"))
        #expect(s.line(22) == "item height mode: fixed")
        s.press(.character("P"))
        #expect(s.line(22) == "refused: pinned headers are a flow-layout feature (w switches to flow)")
        s.press(.character("b"))
        #expect(s.previewer.viewport.visibleAttributes().first?.representedElementCategory == .decorationView)
        // 80 columns of 1 point, 2 spacing, 1 + 1 inset: 26 columns leave (78 − 50) / 26 > 0; 39 do not.
        for _ in 0..<60 { s.press(.character("+")) }
        #expect(s.line(21).hasPrefix("refused: section 0: no room for"))
        s.press(.character("r"))
        #expect(layout().columnCount == 3 && layout().minimumColumnSpacing == 1)
    }

    @Test func switchingBetweenFlowAndWaterfallKeepsTheData() throws {
        // tags: 36 chips, leading flow. w → a waterfall that resembles it: as many columns as
        // the flow's item size fits (A = 78, itemSize 10, spacing 1: ⌊79 / 11⌋ = 7).
        let s = try Screen(demo: "tags")
        s.press(.character("w"))
        #expect(s.line(22) == "layout: waterfall")
        let waterfall = try #require(s.previewer.viewport.layout as? WaterfallLayout)
        #expect(waterfall.columnCount == 7 && waterfall.minimumColumnSpacing == 1 && waterfall.headerHeight == 3)
        #expect(s.previewer.viewport.dataSource.totalItemCount == 36)
        #expect(s.line(23).hasPrefix("waterfall↓ 7 col"))
        s.press(.character("w"))
        #expect(s.previewer.viewport.layout is FlowLayout)
        #expect(s.line(23).hasPrefix("flow↓"))
    }

    @Test func performanceLine() throws {
        let s = try Screen(demo: "grid")
        _ = s.text
        s.press(.character("t"))
        // The first frame draws the 16 cards of the first four lines, visible in 80x22.
        let line = s.line(22)
        #expect(
            line.hasPrefix("perf: prepare ") && line.contains(" ms · query ") && line.contains(" · drawn 16 · frame "))
        s.press(.character("t"))
        #expect(s.line(22).hasPrefix("arrows scroll"))
    }

    /// `+` and `-` in the tags demo, whose chips size themselves to their labels: refused with
    /// the reason (they used to report "columns: 7" and change nothing on screen); the spacing
    /// keys still work.
    @Test func columnsAreRefusedWhereItemsSizeThemselves() throws {
        let s = try Screen(demo: "tags")
        let before = s.text
        s.press(.character("+"))
        // The refusal takes two rows (it wraps, growing over the layout); above it, nothing moved.
        #expect(s.line(21).hasPrefix("refused: columns do not apply: the items size themselves to their labels"))
        #expect(s.line(22).hasPrefix("(estimatedItemSize); [ ] changes their spacing"))
        #expect(s.text.split(separator: "\n").prefix(21) == before.split(separator: "\n").prefix(21))
        s.press(.character("]"))
        #expect(s.line(22) == "interitem spacing: 2")
    }

    /// A status bar too narrow for the spec's summary cuts it, not the content or the items —
    /// with `~` in ASCII (an `…` there would be drawn as `?`) and `…` in Unicode.
    @Test func aNarrowStatusBarCutsTheNameFirst() throws {
        for unicode in [false, true] {
            let s = try Screen(demo: "tags", columns: 44, rows: 12, unicode: unicode)
            let bar = s.line(11).trimmingTrailingBlanks
            let content = unicode ? " │ 44×46 @0,0 │ " : " | 44x46 @0,0 | "
            #expect(
                bar.hasPrefix("flow") && bar.contains((unicode ? "…" : "~") + content) && bar.hasSuffix("/36"), "\(bar)"
            )
        }
    }

    /// `?` lists every key, `?` again the status bar's legend; Esc closes either, not quitting.
    @Test func helpOpensClosesAndListsEveryKey() throws {
        let s = try Screen(demo: "grid")
        s.press(.character("?"))
        let screen = s.text
        // Every key's whole line (keys, padding, action) is inside the box at 80x24.
        let keyWidth = s.previewer.keyBindings.map { DisplayWidth.of($0.keys) }.max()!
        for entry in s.previewer.keyBindings {
            let line = "║ " + entry.keys.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + "  " + entry.summary
            #expect(screen.contains(line), "help lacks \(line)")
        }
        // A short terminal says that keys are missing rather than cutting them silently.
        let short = try Screen(demo: "grid", columns: 80, rows: 12)
        short.press(.character("?"))
        #expect(short.text.contains("… (a taller terminal shows every line)"))
        // `?` again: what each field of the status bar says, every one of them.
        s.press(.character("?"))
        #expect(s.text.contains("the status bar · any key closes"))
        for (field, meaning) in Previewer.statusLegend {
            #expect(s.text.contains(meaning), "the legend lacks \(field): \(meaning)")
        }
        // Esc closes the help instead of quitting.
        #expect(s.press(.escape) == .continue)
        #expect(!s.text.contains("scroll by a page"))
        #expect(s.press(.escape) == .quit)
        #expect(s.press(.character("q")) == .quit)
        #expect(s.press(.control("l")) == .redraw)
    }

    @Test func saveWritesTheSpecAtomically() throws {
        let dir = try TemporaryFolder.create("save")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("grid.json").path
        try BuiltInDemo.named("grid")!.json.write(toFile: file, atomically: false, encoding: .utf8)
        let s = try SaveTests.screen(file)
        s.press(.character("]"), .character("s"))
        #expect(s.line(22) == "saved \(file)")
        let saved = try LayoutSpec.load(file: file)
        #expect(saved.flow.minimumInteritemSpacing == 3)
        #expect(saved.sections.map(\.items) == s.tweaks.dataSource.spec.sections.map(\.items))
        // Only the file itself is left: the temporary was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["grid.json"])
        let demo = try Screen(demo: "grid")
        demo.press(.character("s"))
        #expect(demo.line(22) == "nothing to save to: this is a built-in demo (open a file with --spec)")
    }

    @Test func savedSpecRoundTrips() throws {
        for demo in BuiltInDemo.all {
            let spec = try demo.spec()
            var again = try LayoutSpec.parse(spec.json, source: spec.source)
            again.topLevelLines = spec.topLevelLines
            for i in again.sections.indices {
                again.sections[i].overrides.lines = spec.sections[i].overrides.lines
                again.sections[i].line = spec.sections[i].line
            }
            #expect(
                again.flow == spec.flow && again.sections.map(\.items) == spec.sections.map(\.items), "\(demo.name)")
            #expect(again.layout != .waterfall || again.waterfall == spec.waterfall, "\(demo.name)")
        }
    }

    @Test func tinyTerminalsShowANotice() throws {
        let s = try Screen(demo: "grid", columns: 30, rows: 2)
        #expect(s.line(0) == "terminal too small")
        s.press(.resize(columns: 30, rows: 10))
        s.canvas.resize(columns: 30, rows: 10)
        // Row 0 is the grid's top inset; the first cards start on row 1.
        #expect(s.line(1).contains("┌"))
    }
}
