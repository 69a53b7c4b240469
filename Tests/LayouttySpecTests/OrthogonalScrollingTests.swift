import CollectionLayout
import Foundation
import LayouttySpec
import TerminalCollectionView
import Testing

/// Compositional sections that scroll sideways on their own, in the previewer (appstore demo,
/// 80 x 24). Featured shelf: groups 0.85 × 80 = 68 wide, no spacing, `groupPagingCentered`:
/// group i is centred at offset i·68 + 34 − 40 = 68i − 6, clamped to 0 … 5·68 − 80 = 260.
@Suite struct OrthogonalScrollingTests {
    private func cardColumn(_ s: Screen, _ label: String) -> Int? {
        for row in 0..<22 {
            let line = s.line(row)
            if let range = line.range(of: label) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    /// n focuses Maps; → pages to Weather centred (offset 62: its cell, inset 1 in its group at
    /// 68, from column 68 + 1 − 62 = 7, its label at 36); → again
    /// to Notes (130); ← back; the grid section below does not move; ↓ still scrolls the view.
    @Test func arrowsPageTheFocusedShelf() throws {
        let s = try Screen(demo: "appstore")
        let layout = try #require(s.previewer.viewport.layout as? OrthogonalScrolling)
        s.press(.character("n"))
        #expect(s.previewer.focused == IndexPath(item: 0, section: 0))
        s.press(.right)
        #expect(layout.orthogonalOffset(inSection: 0) == 62)
        #expect(Array(s.line(1))[7] == "┌" && cardColumn(s, "Weather") == 36)
        s.press(.right)
        #expect(layout.orthogonalOffset(inSection: 0) == 130)
        s.press(.left)
        #expect(layout.orthogonalOffset(inSection: 0) == 62 && layout.orthogonalOffset(inSection: 1) == 0)
        #expect(s.previewer.viewport.bounds.origin == .zero)
        s.press(.down)
        #expect(s.previewer.viewport.bounds.origin.y == 1)
        try assertGolden(s.text, "appstore-featured-paged")
    }

    /// In a horizontal layout a shelf scrolls up and down: with 1.0 focused (a column of cards 6
    /// high, 1 apart, group paging), ↓ pages it down one card (offset 7) and ↑ back; the view
    /// itself does not move; ← still scrolls the view. `d` makes the layout vertical, where the
    /// same section scrolls sideways again.
    @Test func upAndDownPageAShelfInAHorizontalLayout() throws {
        let spec = try LayoutSpec.parse(
            """
            {"layout": "compositional", "scrollDirection": "horizontal",
             "sections": [{"items": 6, "group": {"horizontal": [{"size": ["1w", "1h"]}], "size": [20, "1h"]}},
                          {"items": 6, "group": {"horizontal": [{"size": ["1w", "1h"]}], "size": [12, 6]}, "interGroupSpacing": 1,
                           "orthogonal": "groupPaging"}]}
            """, source: "shelf.json")
        let s = try Screen(spec: spec)
        let layout = try #require(s.previewer.viewport.layout as? OrthogonalScrolling)
        #expect(layout.orthogonalScrollsVertically)
        s.press(
            .character("n"), .character("n"), .character("n"), .character("n"), .character("n"), .character("n"),
            .character("n"))
        #expect(s.previewer.focused == IndexPath(item: 0, section: 1))
        let origin = s.previewer.viewport.bounds.origin  // the end of the content: 6 × 20 + 12 − 80 = 52
        #expect(origin == CGPoint(x: 52, y: 0))
        s.press(.down)
        #expect(layout.orthogonalOffset(inSection: 1) == 7 && s.previewer.viewport.bounds.origin == origin)
        #expect(s.line(22) == "section 1 scrolled to 7")
        s.press(.up)
        #expect(layout.orthogonalOffset(inSection: 1) == 0)
        s.press(.left)
        #expect(s.previewer.viewport.bounds.origin.x == 51)
        s.press(.character("d"))
        #expect(!layout.orthogonalScrollsVertically)
    }

    /// A continuous shelf moves a cell per key; focusing an item off to the right brings it
    /// into the shelf's width (Health, the ninth small card, in group 2 at 2·32 = 64, its cell
    /// 65…95 → offset 95 − 80 = 15); the shelf ends at 3·32 − 80 = 16, and says so.
    @Test func continuousShelvesMoveByCellsAndRevealTheFocus() throws {
        let s = try Screen(demo: "appstore")
        let layout = try #require(s.previewer.viewport.layout as? OrthogonalScrolling)
        #expect(s.previewer.focus(on: IndexPath(item: 8, section: 1)))
        #expect(layout.orthogonalOffset(inSection: 1) == 15)
        s.press(.left)
        #expect(layout.orthogonalOffset(inSection: 1) == 14)
        s.press(.right, .right, .right)
        #expect(layout.orthogonalOffset(inSection: 1) == 16)
        #expect(s.line(22) == "end of section 1")
        #expect(s.previewer.focus(on: IndexPath(item: 0, section: 2)))
        s.press(.right)
        #expect(s.previewer.viewport.bounds.origin.x == 0 && layout.orthogonalOffset(inSection: 2) == 0)
    }
}

/// Live edits of a compositional spec (appstore demo, 80 wide).
@Suite struct CompositionalTweakTests {
    /// + : the grid's items go from 1/4 to 1/5 of the width (16, so item 1 of section 2 is at
    /// 16 + 1 inset = 17) and the small-card shelf repeats 4 instead of 3 per group; } adds 1
    /// between groups (section 2: 1 → 2, so its second row starts 4 + 2 = 6 below the first);
    /// a cycles the sideways behaviours; s on a built-in demo has no file to write to.
    @Test func editsReachEveryDescription() throws {
        let s = try Screen(demo: "appstore")
        let layout = s.previewer.viewport.layout
        s.press(.character("+"))
        #expect(s.line(22) == "columns: one more in every group")
        #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 2))?.frame.minX == 17)
        #expect(layout.attributesForItem(at: IndexPath(item: 3, section: 1))?.frame.minX == 1)
        let first = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY)
        s.press(.character("}"))
        #expect(s.line(22) == "spacing between groups: 1")
        #expect(layout.attributesForItem(at: IndexPath(item: 5, section: 2))?.frame.minY == first + 4 + 2)
        s.press(.character("a"))
        #expect((layout as? OrthogonalScrolling)?.orthogonalScrollingBehavior(inSection: 0) == .continuous)
        s.press(.character("s"))
        #expect(s.line(22) == "nothing to save to: this is a built-in demo (open a file with --spec)")
        s.press(.character("w"))
        #expect(s.line(22) == "refused: w: a compositional layout has no flow or waterfall twin")
    }
}
