import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing

/// The previewer over a small data source of the test's own and a user layout answering
/// non-finite frames: drawn as UIKit draws them (not at all), said once, never a trap. Before
/// the fixes each of these killed the process (SIGILL in `Viewport.makeAnimation`'s rect union,
/// or in `frame.contains` while carrying an item).
@Suite struct PreviewerNonFiniteFrameTests {
    /// A layout's header made with a one-element index path (`[NSIndexPath indexPathWithIndex:2]`,
    /// a real waterfall layout's) is labelled as UIKit reads it, section 2: `section` trapped
    /// and killed the preview. An empty path reads section 0.
    @Test func aHeadersOneElementIndexPathIsItsSection() {
        #expect(
            PainterTests.OneItem.defaultLabel(forElementOfKind: ElementKind.sectionHeader, at: IndexPath(index: 2))
                == "header 2")
        #expect(
            PainterTests.OneItem.defaultLabel(forElementOfKind: ElementKind.sectionFooter, at: IndexPath())
                == "footer 0")
    }

    /// Carrying items (`m`, arrows) over a layout with a NaN and an ∞ frame: hit-testing skips
    /// the non-finite frames as drawing does (it trapped in `targetIndexPath(forInteractively
    /// MovingItem:withPosition:)` on `frame.contains`), so the carried item only ever lands on
    /// the finite ones; picking up the NaN item itself moves nothing and traps nothing.
    @Test func carryingOverNonFiniteFramesDoesNotTrap() throws {
        for start in 0..<4 {
            let data = Counts([4])
            let previewer = Previewer(dataSource: data, layout: Broken(), terminalColumns: 40, rows: 16, tweaks: nil)
            previewer.focus(on: IndexPath(item: start, section: 0))
            let canvas = TextCanvas(columns: 40, rows: 16)
            for key: Key in [.character("m"), .right, .right, .down, .down, .left, .up, .enter] {
                _ = previewer.handle(key)
                previewer.draw(on: canvas)
            }
            #expect(data.counts == [4])
            // Each step lands the carried item where a finite frame is (0 or 3), or leaves it.
            var carried = start
            for batch in data.applied {
                let landed = try #require(batch.indexPathAfterUpdate(for: IndexPath(item: carried, section: 0))).item
                #expect(landed == carried || [0, 3].contains(landed), "start \(start): \(carried) → \(landed)")
                carried = landed
            }
        }
    }

    /// A user layout answering NaN, +∞ and a 1e308-wide frame beside a normal one: the normal
    /// cell is drawn, the NaN and ∞ ones are not (UIKit draws nothing for them) and the message
    /// line says how many, once; the huge one is drawn as a box cut at the screen's edges.
    /// Inserting and zooming animate without trapping.
    @Test func nonFiniteFramesAreNotDrawnAndSaidOnce() throws {
        final class Four: CollectionDataSource {
            var numberOfSections: Int { 1 }
            func numberOfItems(inSection section: Int) -> Int { 4 }
        }
        let previewer = Previewer(dataSource: Four(), layout: Broken(), terminalColumns: 40, rows: 16, tweaks: nil)
        previewer.showsTimings = false
        let canvas = TextCanvas(columns: 40, rows: 16)
        for key: Key in [.character("z"), .character("Z"), .pageDown, .character("n")] {
            _ = previewer.handle(key)
            previewer.draw(on: canvas)
        }
        _ = previewer.handle(.home)
        previewer.draw(on: canvas)
        let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The focused finite cell, drawn; the NaN and ∞ ones, not.
        #expect(
            lines[1...3]
                == ["  ┏━━━━━━━━━━┓", "  ┃   0-0    ┃", "  ┗━━━━━━━━━━┛"].map {
                    $0.padding(toLength: 40, withPad: " ", startingAt: 0)[...]
                }[...])
        #expect(!canvas.text.contains("0-1") && !canvas.text.contains("0-2"))
        // The 1.7e308-wide cell: its top and bottom edges across the whole screen.
        #expect(
            lines[9] == String(repeating: "─", count: 40) && lines[11] == String(repeating: "─", count: 40),
            "\(canvas.text)")
        #expect(
            lines[10] == String(repeating: " ", count: 18) + "0-3" + String(repeating: " ", count: 19), "\(canvas.text)"
        )
        #expect(lines[14] == "2 elements not drawn: the layout gave t…", "\(canvas.text)")
    }
}

/// A user layout answering one normal frame, then NaN, +∞ and a 1.7e308-wide one.
final class Broken: CollectionViewLayout {
    override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let frames = [
            CGRect(x: 2, y: 1, width: 12, height: 3), CGRect(x: CGFloat.nan, y: 0, width: 5, height: 3),
            CGRect(x: 0, y: 5, width: CGFloat.infinity, height: 3), CGRect(x: -1e308, y: 9, width: 1.7e308, height: 3)
        ]
        return frames.enumerated().map { index, frame in
            var a = LayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            a.frame = frame
            return a
        }
    }
    override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(in: .infinite).first { $0.indexPath == indexPath }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// The previewer driven as its session drives it — events in, effects out — over a data source
/// of the test's own (no spec): a grid of 10×4-point items, no spacing, in a 30×10 terminal at
/// one point per cell, so three items a line and 10 − 2 = 8 rows of content (two lines) show.
@Suite struct PreviewerEventTests {
    static func grid(_ count: Int = 30) -> Previewer {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 4)
        (layout.minimumLineSpacing, layout.minimumInteritemSpacing) = (0, 0)
        let previewer = Previewer(
            dataSource: Counts([count]), layout: layout, terminalColumns: 30, rows: 10, tweaks: nil)
        previewer.showsTimings = false
        return previewer
    }

    /// `n` ×7 focuses item 6, on the third line (y 8…12): the view scrolls just enough to show
    /// it, 12 − 8 = 4. A key with no binding here (no tweaks) says so; Ctrl-L asks for a full
    /// repaint; a resize to 40×12 lays out four a line (item 6 now on line 1, y 4…8, inside the
    /// kept offset 4 and the new 10-row content) and keeps the focus; `q` asks to quit. Only
    /// those two keys produce effects.
    @Test func keysChangeTheStateAndAskOnlyForWhatTheSessionMustDo() {
        let previewer = Self.grid()
        #expect(previewer.handle(.launched(columns: 30, rows: 10)) == [])
        for _ in 0..<7 { #expect(previewer.handle(.key(.character("n"))) == []) }
        #expect(previewer.focused == IndexPath(item: 6, section: 0))
        #expect(previewer.viewport.bounds == CGRect(x: 0, y: 4, width: 30, height: 8))
        #expect(previewer.handle(.key(.character("+"))) == [])
        #expect(previewer.message == "unknown key '+' — press ? for help")
        #expect(previewer.handle(.key(.control("l"))) == [.repaintAll])
        #expect(previewer.handle(.resize(columns: 40, rows: 12)) == [])
        #expect(previewer.viewport.bounds == CGRect(x: 0, y: 4, width: 40, height: 10))
        #expect(previewer.focused == IndexPath(item: 6, section: 0))
        #expect(previewer.handle(.key(.character("q"))) == [.quit])
    }
}

/// A screen whose layout gives its items no room (a library's layout before the app sets its
/// `itemSize`: HTKDragAndDropCollectionViewLayout drew a blank screen and said nothing) says so
/// in one line — items sized zero, laid out as UIKit lays them out (spacing 10 between them
/// and between lines, so the content has height), or no content at all (a section inset as
/// wide as the view); one with content, or with no items, says nothing.
@Suite struct PreviewerEmptyContentTests {
    @Test func itemsWithNoContentAreSaid() {
        final class Counted: CollectionDataSource {
            let count: Int
            init(_ count: Int) { self.count = count }
            var numberOfSections: Int { 2 }
            func numberOfItems(inSection section: Int) -> Int { count }
        }
        let flat = FlowLayout()
        flat.itemSize = CGSize(width: 0, height: 0)
        flat.sectionInset = .zero
        let previewer = Previewer(dataSource: Counted(15), layout: flat, terminalColumns: 40, rows: 16, tweaks: nil)
        previewer.draw(on: TextCanvas(columns: 40, rows: 16))
        let hint =
            "nothing is drawn (a size the app sets on the layout, as itemSize, may be zero here: set it in a #Preview block)"
        #expect(previewer.viewport.contentSize.height > 0)
        #expect(
            previewer.emptyContentNote == "\(flat.name) laid out 30 items of no area (the first 0×0 points): \(hint)")
        let squeezed = FlowLayout()
        squeezed.sectionInset = EdgeInsets(top: 0, left: 400, bottom: 0, right: 400)
        let none = Previewer(dataSource: Counted(15), layout: squeezed, terminalColumns: 40, rows: 16, tweaks: nil)
        none.draw(on: TextCanvas(columns: 40, rows: 16))
        #expect(
            none.emptyContentNote
                == "\(squeezed.name) laid out 30 items in content of \(Previewer.format(none.viewport.contentSize.width))×0 "
                + "points: \(hint)")
        let empty = Previewer(dataSource: Counted(0), layout: flat, terminalColumns: 40, rows: 16, tweaks: nil)
        let drawn = Previewer(dataSource: Counted(15), layout: FlowLayout(), terminalColumns: 40, rows: 16, tweaks: nil)
        #expect(empty.emptyContentNote == nil && drawn.emptyContentNote == nil)
        // A layout answering only the rect query (a Pinterest-style layout of an app, whose
        // `layoutAttributesForItem(at:)` is UIKit's nil) drew its items and was said to have
        // none of any area: nothing it did not answer is said.
        final class RectsOnly: FlowLayout {
            override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
        }
        let rects = Previewer(dataSource: Counted(15), layout: RectsOnly(), terminalColumns: 40, rows: 16, tweaks: nil)
        rects.draw(on: TextCanvas(columns: 40, rows: 16))
        #expect(rects.emptyContentNote == nil)
    }
}
