import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import TerminalCollectionView
import Testing

/// Self-sizing cells: sized to their labels when shown, estimates elsewhere, no jump while
/// scrolling up, a data source's own answer, by hand.
@Suite struct SelfSizingTests {
    /// A label's display width + 4 by 3 rows; wider than the content: wrapped onto
    /// ceil(width / (across − 4)) lines, 2 + lines rows; a fixed width keeps its width.
    @Test func labelFittingCountsColumnsAndWraps() {
        let cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        func size(_ label: String, across: CGFloat? = 80, zoom: CGFloat = 1) -> CGSize {
            Viewport.labelFitting(cell, label: label, across: across, scale: .uniform(zoom), keepsWidth: false).size
        }
        #expect(size("swift") == CGSize(width: 9, height: 3))
        #expect(size("布局") == CGSize(width: 8, height: 3))  // two wide characters: 4 columns
        #expect(size("🚀 rocket") == CGSize(width: 13, height: 3))  // the emoji is 2 columns
        #expect(size("swift", zoom: 2) == CGSize(width: 18, height: 6))
        // 79 columns in 40: 36 a line → 3 lines → 5 rows, as wide as the content.
        let long = String(repeating: "x", count: 79)
        #expect(size(long, across: 40) == CGSize(width: 40, height: 5))
        #expect(size(long, across: nil) == CGSize(width: 83, height: 3))
        var column = cell
        column.size = CGSize(width: 12, height: 1)
        // A waterfall column of 12: 8 a line → 10 lines → 12 rows.
        #expect(
            Viewport.labelFitting(column, label: long, across: 80, scale: 1, keepsWidth: true).size
                == CGSize(width: 12, height: 12))
    }

    /// Labels wrap at the last space that fits (the space goes), mid-word only when a word is
    /// longer than a line, wide characters whole; the last allowed line ends in an ellipsis.
    @Test func labelsWrapAtWords() {
        #expect(DisplayWidth.wrap("as tall as its text", to: 10, lines: 3) == ["as tall as", "its text"])
        #expect(
            DisplayWidth.wrap("wrapped at the row's width", to: 8, lines: 9) == ["wrapped", "at the", "row's", "width"])
        #expect(DisplayWidth.wrap("UICollectionViewLayout", to: 8, lines: 9) == ["UICollec", "tionView", "Layout"])
        #expect(DisplayWidth.wrap("布局自适应高度", to: 5, lines: 9) == ["布局", "自适", "应高", "度"])
        #expect(DisplayWidth.wrap("one two three four", to: 7, lines: 2) == ["one two", "three…"])
        // A cell 20 wide (16 columns of text) sizes to the lines the painter draws: 3 → 5 rows.
        var cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.size = CGSize(width: 20, height: 3)
        #expect(
            Viewport.labelFitting(
                cell, label: "each cell measures its own height", across: 80, scale: 1, keepsWidth: true
            ).size.height == 5
        )
    }

    static func viewport(count: Int, estimate: String = "[20, 5]", columns: Int = 60, rows: Int = 12) throws -> (
        Viewport, FlowLayout
    ) {
        let spec = try LayoutSpec.parse(
            """
            {"estimatedItemSize": \(estimate), "minimumInteritemSpacing": 1, "minimumLineSpacing": 0, "sections": [{"items": \(count)}]}
            """, source: "s.json")
        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout() as! FlowLayout
        return (Viewport(dataSource: data, layout: layout, columns: columns, rows: rows), layout)
    }

    /// Eight rows up, one at a time: the first cell already on screen moves down exactly one
    /// row each time, however the cells coming into view above it are measured.
    static func expectNoJumpScrollingUp(_ view: Viewport) throws {
        for _ in 0..<8 {
            let anchor = try #require(
                view.laidOutElements().filter { $0.attributes.frame.minY >= 0 }
                    .min { $0.attributes.indexPath < $1.attributes.indexPath })
            view.scroll(by: CGPoint(x: 0, y: -1))
            let now = try #require(
                view.laidOutElements().first { $0.attributes.indexPath == anchor.attributes.indexPath })
            #expect(now.attributes.frame.minY == anchor.attributes.frame.minY + 1, "\(anchor.attributes.indexPath)")
        }
    }

    /// Only the cells shown are measured: "0-0"… are 7x3; the first cell off screen keeps 20x5.
    @Test func onlyShownCellsAreMeasured() throws {
        let (view, layout) = try Self.viewport(count: 1_000_000)
        let shown = view.laidOutElements()
        #expect(shown.allSatisfy { $0.attributes.frame.height == 3 })
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 7, height: 3))
        let lastShown = shown.map(\.attributes.indexPath.item).max()!
        #expect(
            layout.attributesForItem(at: IndexPath(item: lastShown + 40, section: 0))?.frame.size
                == CGSize(width: 20, height: 5))
        // The end of a million: measured there too, the middle never.
        view.scroll(to: CGPoint(x: 0, y: view.maximumOffset.y))
        _ = view.laidOutElements()
        #expect(
            layout.attributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame.size
                == CGSize(width: 12, height: 3))
        #expect(
            layout.attributesForItem(at: IndexPath(item: 500_000, section: 0))?.frame.size
                == CGSize(width: 20, height: 5))
    }

    /// Scrolling up from the middle: cells coming into view above shrink from 5 rows to 3; the
    /// first cell that was already on screen moves down exactly one row per row scrolled.
    @Test func scrollingUpThroughSelfSizedCellsDoesNotJump() throws {
        let (view, layout) = try Self.viewport(count: 5_000)
        view.scroll(to: CGPoint(x: 0, y: 2_000))
        _ = view.laidOutElements()
        try Self.expectNoJumpScrollingUp(view)
        _ = layout
    }

    /// A data source that answers for its cells wins over the label.
    @Test func aDataSourceAnswersItsOwnSizes() {
        final class Squares: CollectionDataSource {
            var numberOfSections: Int { 1 }
            func numberOfItems(inSection section: Int) -> Int { 10 }
            func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes? {
                var a = layoutAttributes
                a.size = CGSize(width: 4 + CGFloat(layoutAttributes.indexPath.item), height: 2)
                return a
            }
        }
        let layout = FlowLayout()
        layout.estimatedItemSize = FlowLayout.automaticSize
        layout.itemSize = CGSize(width: 10, height: 4)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let view = Viewport(dataSource: Squares(), layout: layout, columns: 80, rows: 10)
        _ = view.laidOutElements()
        #expect(layout.attributesForItem(at: IndexPath(item: 3, section: 0))?.frame.size == CGSize(width: 7, height: 2))
    }

    /// A waterfall's cells keep their column width (60 − 2·1 over 3 = 19.33) and take the rows
    /// their labels need: 3 for a short one; 50 columns in 19.33 − 4 = 15.33 a line → 4 lines → 6
    /// rows. "x" then goes to the shortest column, the first: at 3 + 1 = 4.
    @Test func waterfallHeightsSizeToTheColumnWidth() throws {
        let spec = try LayoutSpec.parse(
            """
            {"layout": "waterfall", "columnCount": 3, "minimumColumnSpacing": 1, "minimumInteritemSpacing": 1, "estimatedItemSize": "automatic",
             "sections": [{"items": [{"size": [4, 3], "label": "a short one"}, {"size": [4, 3], "label": "a label long enough to need three lines in a column"},
                                     {"size": [4, 3], "label": "布局"}, {"size": [4, 3], "label": "x"}]}]}
            """, source: "w.json")
        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout()
        let view = Viewport(dataSource: data, layout: layout, columns: 60, rows: 14)
        _ = view.laidOutElements()
        let frames = (0..<4).compactMap { layout.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.height) == [3, 6, 3, 3])
        #expect(frames[3].minX == 0 && frames[3].minY == 4)
        #expect(abs(frames[1].width - 58.0 / 3) < 1e-9)
    }

    /// Measurements follow their items through a batch: the measured first item ("0-0", 7x3)
    /// is item 1 after an insert at 0, measured still though off screen; the new item 0 is an
    /// estimate until shown.
    @Test func measurementsFollowTheirItemsThroughABatch() throws {
        let (view, layout) = try Self.viewport(count: 1_000)
        _ = view.laidOutElements()
        view.scroll(to: CGPoint(x: 0, y: view.maximumOffset.y))
        _ = view.laidOutElements()
        let data = view.dataSource as! SpecDataSource
        let batch = try BatchUpdate(countsBefore: [1_000], operations: [.insertItem(IndexPath(item: 0, section: 0))])
        view.animatesChanges = false
        view.performBatchUpdates(batch) { data.apply(batch) }
        #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 7, height: 3))
        #expect(
            layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 20, height: 5))
    }

    /// An item inserted into a self-sizing section animates to its measured size, not to the
    /// estimate (then jumping): at the end of the animation's tracks it is "new 1", 9x3.
    @Test func anInsertedSelfSizingCellAnimatesToItsMeasuredSize() throws {
        let (view, _) = try Self.viewport(count: 20)
        let clock = ManualAnimationClock()
        view.clock = clock
        _ = view.laidOutElements()
        let data = view.dataSource as! SpecDataSource
        let batch = try BatchUpdate(countsBefore: [20], operations: [.insertItem(IndexPath(item: 0, section: 0))])
        view.performBatchUpdates(batch) { data.apply(batch) }
        clock.advance(by: .milliseconds(299))
        let inserted = try #require(view.laidOutElements().first { $0.label == "new 1" })
        #expect(inserted.attributes.frame.size == CGSize(width: 9, height: 3))
    }

    /// A compositional list of a million rows estimated 5 high: the rows shown are measured to
    /// their labels (3 rows; a fractional width is the layout's, so the label wraps inside it),
    /// rows off screen keep 5, and scrolling up through rows that shrink as they appear moves
    /// the first row already shown down exactly one row per row scrolled.
    @Test func compositionalRowsSelfSizeWhenShownWithoutJumping() throws {
        let spec = try LayoutSpec.parse(
            """
            {"layout": "compositional", "group": {"horizontal": [{"size": ["1w", "~5"]}], "size": ["1w", "~5"]},
             "sections": [{"items": 1000000}]}
            """, source: "c.json")
        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout()
        let view = Viewport(dataSource: data, layout: layout, columns: 40, rows: 12)
        #expect(view.laidOutElements().allSatisfy { $0.attributes.frame.height == 3 })
        #expect(
            layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 40, height: 3))
        #expect(
            layout.attributesForItem(at: IndexPath(item: 500_000, section: 0))?.frame.size
                == CGSize(width: 40, height: 5))
        view.scroll(to: CGPoint(x: 0, y: 2_000))
        _ = view.laidOutElements()
        try Self.expectNoJumpScrollingUp(view)
    }
}
