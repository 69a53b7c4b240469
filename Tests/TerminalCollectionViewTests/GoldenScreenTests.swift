import CollectionLayout
import Foundation
import LayouttyKit
import TerminalCollectionView
import Testing

/// Whole screens, as a user would see them, for every demo and the tricky cases.
@Suite struct GoldenScreenTests {
    @Test(arguments: BuiltInDemo.all.map(\.name))
    func everyDemoAt80x24(name: String) throws {
        try assertGolden(Screen(demo: name).text, "demo-\(name)-80x24")
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
