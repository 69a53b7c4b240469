import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// Whole screens, as a user would see them, for every demo and the tricky cases.
@Suite struct GoldenScreenTests {
    /// Every golden in Goldens/ and what a reviewer must see in it; a golden no test claims fails.
    static let claims: [String: String] = [
        "demo-grid-80x24":
            "four justified columns of cards 16 wide, labels 0-0…0-15 centred; help hint and status bar (16/60 shown)",
        "demo-tags-80x24":
            "left-aligned chips of different widths, CJK labels two columns per character, borders intact",
        "demo-sections-80x24": "header 0 in a double box above five columns of cells; the status bar saying pinned",
        "demo-horizontal-80x24": "columns of cards filling downwards, the status bar saying flow→",
        "demo-big-80x24":
            "seven cards per line from 0-0 on, every gap one column (the justified 1.67-column gaps drawn alike, rounded down so that the line fits: it ends 4 columns short of the edge); the status bar counting 42/1000000",
        "demo-photos-80x24":
            "header 0 above three waterfall columns of items of different heights, each in the shortest column",
        "demo-appstore-80x24":
            "compositional: a 1-row header, the paging shelf's first large card (Maps) with the next one peeking at the right edge, then a shelf of three-row columns of small cards cut at the right — the cut cards' labels (Weather, Mail, Wallet, Health) whole in the part that shows — then header 2",
        "demo-mosaic-80x24":
            "compositional: a big tile two thirds wide beside two stacked small tiles, repeated below after a 1-row gap",
        "demo-feed-80x24":
            "compositional self-sizing: header 0, then rows as tall as their text wraps in 76 columns — 4 rows for the long English and the CJK label (wide characters two columns), 3 for \"short\" and the emoji one; header 1, then two half-width cells side by side cut by the status bar",
        "compositional-horizontal":
            "compositional→: header 0 half the width in the band above section 0's three columns of three cards (0-0 0-1 0-2 down the first), on a shaded background; two blank columns, then section 1 (header 1, 1-0…) cut at the right edge, header 1 and the cut column's labels (1-3…) centred in what shows; the status bar says compositional→ and 110 wide",
        "demo-list-80x24":
            "compositional: header 0 in a double box, full-width rows 0-0…0-5 inset 2 from the sides on a shaded background, header 1 below",
        "grid-scrolled-3": "the first line of cards clipped at the top: only its bottom two rows",
        "horizontal-scrolled-12":
            "the first column clipped at the left edge, borders cut, not shifted; the last column cut at the right shows its labels (0-12…) whole, centred in the part on screen",
        "grid-zoom-0.5":
            "zoom 0.5 (two cells per point): cards twice as big, two columns, labels below the visible rows",
        "grid-zoom-2.0":
            "zoom 2 (two points per cell): cards half as big with the label in the top border, all 60 on screen",
        "sections-pinned-at-6": "header 0 pinned at the top, drawn over the cells scrolled under it",
        "tags-36x14": "CJK chips in a narrow terminal: labels truncated by display width, never mid-character",
        "tags-ascii-60x12": "the same chips with + - | boxes only (no Unicode box drawing)",
        "grid-focus-0-4": "item 0-4 highlighted and the inspector line giving its index path, frame and zIndex",
        "grid-help": "the help overlay listing every key, over the grid",
        "sections-inspector":
            "e then n on the sections demo: dotted inset bands (top 1, bottom 1, 2 at the sides), gap widths 4 between items and 1 between lines, the focused 0-0's line: line 1 of section 0 · 5 items · justified · gap 4 (minimum 2) · leftover…",
        "safe-area-from-safe-area-inset":
            "a .fromSafeArea flow (100×60-point items, insets 10) on iPhone 15 landscape, 100x24, inspector on: the 59-point safe area shaded ░ in the 7 columns at each side, labelled 59; the section's left and right inset bands (69 from the edge: 59 + 10) end at it, one dotted column each, too narrow for their labels; top and bottom inset bands of 10 dotted; the bottom 21 points (1 row) shaded and labelled safe area 21; item 0-0 starts at column 8 (69 / 8.52 = 8.1), six a line, every box 12 columns wide and 2 apart, none over the inset bands",
        "photos-backgrounds-at-60": "shaded section backgrounds behind the photos, scrolled to y 60",
        "appstore-featured-paged":
            "n, → on the appstore demo, then ↓: Weather's large card centred (box from column 7), the focused Maps card (heavy border) cut at the left, Notes peeking at the right; the small-card shelf and header 1 unmoved",
        "big-middle":
            "the middle of a million items (y 285714): labels 0-500003… in order, seven per line, nothing missing",
        "device-iphone-15-80x24":
            "UIKit's default 50×50-point flow (spacing 10) on iPhone 15 portrait: the first 6 rows blank (the 59-point top safe area), then 6 columns of boxes 10 columns wide and 5 rows tall — twice as many columns as rows, so they look square; the status bar ends in iPhone 15 portrait 4.91×9.82pt",
        "device-iphone-15-200x60":
            "the same on a 200x60 terminal: still 6 columns across the whole width (the phone's 393 points fill it), boxes 25 columns × 12 rows, the top 15 rows the safe area",
        "device-ipad-air-landscape-100x30":
            "the same flow on iPad Air landscape (1180 points across 100 columns): 19 boxes a line, every one 4 columns wide and 2 rows tall and one column apart (the 1.08-column justified gaps drawn 1: the lines end 6 columns short of the right edge), their labels in the top border, cut, the 24-point top safe area one row",
        "chips-iphone-se-80x24":
            "80×32-point chips 8 apart on iPhone SE: four a line, every box 17 columns × 3 rows, every gap 3 columns and 1 row, the first line below the 20-point status bar (3 blank rows); five whole lines",
        "chips-iphone-15-120x40":
            "the same chips on iPhone 15 at 120x40: four a line, every box 24 columns × 5 rows (80 / 3.275 = 24.4, 32 / 6.55 = 4.9), every gap 6 columns and 1 row, below the 59-point safe area (9 blank rows); the fifth line cut by the bottom",
        "chips-ipad-mini-100x30":
            "the same chips on iPad mini (744 points across 100 columns): eight a line, every box 11 columns × 2 rows and one gap across and down throughout, the lines ending short of the right edge (the justified gaps drawn alike)",
        "device-iphone-se-fit-80x24":
            "F (fit) on iPhone SE: the phone's whole 375×667-point screen in 25 columns × 22 rows centred in the terminal (columns 27–51) between dashed ┆ edges, the 40 items as one-row bracketed labels, every one 3 columns wide ([…]: too narrow for more than a cut label) and one apart, 6 to a line; the rest of the terminal empty; the status bar says 375×410 and ends in iPhone SE portrait … fit"
    ]

    /// A spec sized as iOS code is: items of UIKit's default 50 points in a 393-point phone.
    static let phoneSquares = "{\"itemSize\": [50, 50], \"sections\": [{\"items\": 40}]}"

    /// Devices draw points aspect-correct. iPhone 15 across 80 columns: 393 / 80 = 4.9125 points
    /// a column, twice that (9.825) a row. Six 50-point items fit (6 × 50 + 5 × 10 = 350 ≤ 393;
    /// seven need 410), justified: the gaps share 393 − 300 = 93 points, 18.6 each. Item 0-1 is at
    /// x 68.6, y 59 (the safe area's top, as the view's adjusted content inset) — cells
    /// 68.6 / 4.9125 = 13.96 → column 14, 10.18 columns wide; 50 / 9.825 = 5.09 rows tall.
    @Test(arguments: [
        ("iphone-15", false, false, 80, 24), ("iphone-15", false, false, 200, 60), ("ipad-air", true, false, 100, 30),
        ("iphone-se", false, true, 80, 24)
    ])
    func devicesDrawPointsAspectCorrect(device: String, landscape: Bool, fit: Bool, columns: Int, rows: Int) throws {
        let screen = try Screen(
            spec: LayoutSpec.parse(Self.phoneSquares, source: "squares"), columns: columns, rows: rows)
        screen.previewer.viewport.device = DeviceSetting(
            device: try #require(Device.named(device)), isLandscape: landscape, fitsScreen: fit)
        let name = "device-\(device)\(landscape ? "-landscape" : "")\(fit ? "-fit" : "")-\(columns)x\(rows)"
        try assertGolden(screen.text, name)
        guard device == "iphone-15", columns == 80 else { return }
        let scale = screen.previewer.viewport.cellScale
        #expect(scale == CellScale(width: 4.9125, height: 9.825))
        let frame = try #require(
            screen.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(abs(frame.minX - 68.6) < 1e-9 && frame.minY == 0 && screen.previewer.viewport.bounds.minY == -59)
        let cells = ElementPainter.cellRect(
            for: frame, origin: screen.previewer.viewport.bounds.origin, scale: scale,
            area: CellRect(col: 0, row: 0, width: 80, height: 22)
        )
        #expect(cells == CellRect(col: 14, row: 6, width: 10, height: 5))
    }

    /// Chips of one size a fixed gap apart (80×32 points, 8 apart: the issue's), justified by
    /// the flow, on three devices and terminal sizes: every chip on screen is drawn one size,
    /// every gap in a line one width and every gap between lines one height, never 0 (boxes
    /// apart in points never touch). Rounded edge by edge they were 3 or 4 rows tall and 0 or 1
    /// row apart on iPhone SE at 80×24.
    @Test(arguments: [("iphone-se", 80, 24), ("iphone-15", 120, 40), ("ipad-mini", 100, 30)])
    func equalChipsAreDrawnAlike(device: String, columns: Int, rows: Int) throws {
        let spec = try LayoutSpec.parse(
            #"{"itemSize": [80, 32], "minimumInteritemSpacing": 8, "minimumLineSpacing": 8, "sectionInset": [8, 8, 8, 8], "sections": [{"items": 60}]}"#,
            source: "chips")
        let screen = try Screen(spec: spec, columns: columns, rows: rows)
        screen.previewer.viewport.device = DeviceSetting(device: try #require(Device.named(device)))
        try assertGolden(screen.text, "chips-\(device)-\(columns)x\(rows)")
        let area = CellRect(col: 0, row: 0, width: columns, height: rows - 2)
        let boxes = screen.previewer.viewport.presentedElements().map {
            ElementPainter.cellRect(for: $0.attributes.frame, origin: .zero, scale: 1, area: area)
        }.filter { $0.col >= 0 && $0.row >= 0 && $0.maxCol <= area.maxCol && $0.maxRow <= area.maxRow }
        #expect(boxes.count >= 8 && Set(boxes.map { [$0.width, $0.height] }).count == 1, "\(boxes)")
        let lines = Dictionary(grouping: boxes, by: \.row)
        let across = lines.values.flatMap { line in
            let sorted = line.sorted { $0.col < $1.col }
            return zip(sorted, sorted.dropFirst()).map { $1.col - $0.maxCol }
        }
        let tops = lines.keys.sorted()
        let down = zip(tops, tops.dropFirst()).map { $1 - $0 - boxes[0].height }
        #expect(Set(across).count == 1 && across[0] >= 1 && Set(down).count == 1 && down[0] >= 1, "\(across) \(down)")
    }

    /// Nothing is dropped silently: 300 items of 6 points on an iPad Pro 13 (12.9 points a column,
    /// 25.8 a row) are mostly smaller than a cell; each such one is a `·` where its centre falls,
    /// and the message line counts them. Zoomed in (z: a quarter of the points per cell, so 6
    /// points are about 2 columns by 1 row), none is too small any more.
    @Test func tooSmallElementsAreMarkedAndCounted() throws {
        let spec = try LayoutSpec.parse(
            "{\"itemSize\": [6, 6], \"minimumInteritemSpacing\": 4, \"minimumLineSpacing\": 4, \"sections\": [{\"items\": 300}]}",
            source: "tiny")
        let screen = try Screen(spec: spec, columns: 80, rows: 12)
        screen.previewer.viewport.device = DeviceSetting(device: try #require(Device.named("ipad-pro-13")))
        let text = screen.text
        let marked = screen.previewer.tooSmallToDraw
        #expect(marked > 200 && text.contains("··"))
        #expect(screen.line(10) == "\(marked) elements too small to draw, each a · (z zooms in)")
        screen.press(.character("z"), .character("z"), .character("z"))
        _ = screen.text
        #expect(screen.previewer.tooSmallToDraw == 0)
    }

    /// Taking the device away gives back one point per cell: the grid's 80x22 bounds again.
    @Test func noDeviceIsOnePointPerCell() throws {
        let screen = try Screen(demo: "grid")
        let viewport = screen.previewer.viewport
        viewport.device = DeviceSetting(device: try #require(Device.named("ipad-air")))
        #expect(viewport.bounds.width == 820)
        viewport.device = nil
        #expect(viewport.cellScale == 1 && viewport.bounds.size == CGSize(width: 80, height: 22))
    }

    /// Device names are forgiving (case, spaces, hyphens) and exact otherwise; `--points` sizes.
    @Test func deviceNames() {
        #expect(Device.custom(points: "393x852")?.portraitSize == CGSize(width: 393, height: 852))
        #expect(Device.custom(points: "0x5") == nil && Device.custom(points: "3x") == nil)
        #expect(Device.named("iPhone 15")?.portraitSize == CGSize(width: 393, height: 852))
        #expect(Device.named("IPHONE-15-pro-max")?.name == "iPhone 15 Pro Max")
        #expect(Device.named("ipad_air")?.name == "iPad Air" && Device.named("iphone 99") == nil)
    }

    @Test func everyGoldenIsClaimed() throws {
        #expect(try GoldenFile.unclaimed(in: goldenFolder, claimed: Set(Self.claims.keys.map { "\($0).txt" })) == [])
    }

    @Test(arguments: BuiltInDemo.all.map(\.name))
    func everyDemoAt80x24(name: String) throws {
        try assertGolden(Screen(demo: name).text, "demo-\(name)-80x24")
    }

    /// A compositional spec scrolling horizontally: sections and their groups (columns) left to
    /// right; `d` turns it vertical (the groups then follow each other down).
    @Test func horizontalCompositionalLayout() throws {
        let spec = try LayoutSpec.parse(
            """
            {"layout": "compositional", "scrollDirection": "horizontal", "interSectionSpacing": 2,
             "group": {"vertical": [{"size": ["1w", "0.3333h"], "insets": [0, 1, 1, 1]}], "size": [18, "1h"]},
             "header": {"size": ["0.5w", 1], "alignment": "leading"}, "background": true,
             "sections": [{"items": 9}, {"items": 7}]}
            """, source: "columns.json")
        let screen = try Screen(spec: spec)
        try assertGolden(screen.text, "compositional-horizontal")
        #expect(
            screen.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 19)
        screen.press(.character("d"))
        #expect(screen.text.contains("compositional↓"))
        // Item 3 starts the second column-group: beside the first (x 19) before, below it (x 1) after.
        #expect(screen.previewer.viewport.layout.attributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 1)
    }

    @Test func clippedAtTheTopByAScroll() throws {
        // Scrolled 3 rows: the first line of cards (y 1..6) shows only its bottom two rows.
        let screen = try Screen(demo: "grid")
        screen.previewer.viewport.scroll(to: CGPoint(x: 0, y: 3))
        try assertGolden(screen.text, "grid-scrolled-3")
    }

    @Test func clippedAtTheLeftInAHorizontalLayout() throws {
        let screen = try Screen(demo: "horizontal")
        screen.previewer.viewport.scroll(to: CGPoint(x: 12, y: 0))
        try assertGolden(screen.text, "horizontal-scrolled-12")
    }

    @Test(arguments: [0.5, 2.0])
    func zoomed(zoom: Double) throws {
        try assertGolden(Screen(demo: "grid", zoom: CGFloat(zoom)).text, "grid-zoom-\(zoom)")
    }

    @Test func pinnedHeaderCoversTheCells() throws {
        let screen = try Screen(demo: "sections")
        screen.previewer.viewport.scroll(to: CGPoint(x: 0, y: 6))
        try assertGolden(screen.text, "sections-pinned-at-6")
    }

    @Test func cjkLabelsInANarrowTerminal() throws {
        try assertGolden(Screen(demo: "tags", columns: 36, rows: 14).text, "tags-36x14")
    }

    @Test func asciiFallback() throws {
        try assertGolden(Screen(demo: "tags", columns: 60, rows: 12, unicode: false).text, "tags-ascii-60x12")
    }

    @Test func focusedItemAndInspector() throws {
        let screen = try Screen(demo: "grid")
        screen.press(.character("n"), .character("n"), .character("n"), .character("n"), .character("n"))
        try assertGolden(screen.text, "grid-focus-0-4")
    }

    @Test func inspectorOverlay() throws {
        let screen = try Screen(demo: "sections")
        screen.press(.character("e"), .character("n"))
        try assertGolden(screen.text, "sections-inspector")
    }

    /// The inspector's line explains a compositional item as `explain` does (the core's
    /// `PlacementExplaining`): the mosaic's item 4 is cell 2 of group 2, at y 11 (groups 10
    /// high from the top inset 1).
    @Test func inspectorExplainsCompositionalItems() throws {
        let screen = try Screen(demo: "mosaic")
        screen.press(
            .character("e"), .character("n"), .character("n"), .character("n"), .character("n"), .character("n"))
        #expect(screen.line(22) == "[0, 4] group 2 of 10 · cell 2 of 3 in the group · group at y 11")
    }

    /// `.fromSafeArea` measures the section insets from the device's safe area: 852 points across
    /// 100 columns is 8.52 a column; the line runs from 59 + 10 = 69 to 852 − 69 = 783, 714
    /// points: six 100-point items (seven need 760), justified gaps (714 − 600) / 5 = 22.8.
    @Test func safeAreaInsetsAreShownUnderTheLayout() throws {
        let spec = try LayoutSpec.parse(
            "{\"itemSize\": [100, 60], \"sectionInset\": [10, 10, 10, 10], \"sectionInsetReference\": \"fromSafeArea\", \"sections\": [{\"items\": 14}]}",
            source: "safe")
        let screen = try Screen(spec: spec, columns: 100, rows: 24)
        screen.previewer.viewport.device = DeviceSetting(
            device: try #require(Device.named("iphone-15")), isLandscape: true)
        screen.press(.character("e"))
        try assertGolden(screen.text, "safe-area-from-safe-area-inset")
        let layout = screen.previewer.viewport.layout
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 69)
        let second = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX)
        #expect(abs(second - 191.8) < 1e-9)
    }

    @Test func helpOverlay() throws {
        let screen = try Screen(demo: "grid")
        screen.press(.character("?"))
        try assertGolden(screen.text, "grid-help")
    }

    @Test func photosWithSectionBackgroundsScrolled() throws {
        let screen = try Screen(demo: "photos")
        screen.press(.character("b"))
        screen.previewer.viewport.scroll(to: CGPoint(x: 0, y: 60))
        try assertGolden(screen.text, "photos-backgrounds-at-60")
    }

    @Test func bigDemoInTheMiddle() throws {
        let screen = try Screen(demo: "big")
        screen.previewer.viewport.scroll(to: CGPoint(x: 0, y: 285_714))
        try assertGolden(screen.text, "big-middle")
    }
}
