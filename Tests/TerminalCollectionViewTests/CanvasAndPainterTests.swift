import CollectionLayout
import CollectionLayoutTesting
import Foundation
import LayouttyDevice
import LayouttyTestSupport
import Testing

@testable import TerminalCollectionView

@Suite struct DisplayWidthTests {
    @Test func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        // CJK ideographs, kana and hangul are two columns each.
        #expect(DisplayWidth.of("布局") == 4 && DisplayWidth.of("セル") == 4 && DisplayWidth.of("레이") == 4)
        // A combining accent adds nothing; a control character takes no column.
        #expect(DisplayWidth.of("e\u{301}") == 1 && DisplayWidth.of("\u{7}") == 0)
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        // Budget 4 − 1 (ellipsis) = 3 columns: "瀑" (2) fits, "布" would make 4.
        #expect(DisplayWidth.truncate("瀑布流", to: 4) == "瀑…")
        #expect(DisplayWidth.truncate("瀑布流", to: 6) == "瀑布流")
        #expect(DisplayWidth.truncate("layout", to: 4) == "lay…")
        #expect(DisplayWidth.truncate("layout", to: 0) == "")
    }

    /// Printable ASCII is cut by bytes: "12-345" in 4 columns keeps 4 − 1 = 3 and the ellipsis;
    /// in 1 it keeps none; an ellipsis wider than the columns leaves nothing, as before.
    @Test func asciiIsCutByBytes() {
        #expect(DisplayWidth.truncate("12-345", to: 4) == "12-…")
        #expect(DisplayWidth.truncate("12-345", to: 6) == "12-345")
        #expect(DisplayWidth.truncate("ab", to: 1) == "…")
        #expect(DisplayWidth.truncate("abc", to: 1, ellipsis: "~~") == "")
        // Longer than four times the columns: read as characters, the same answer.
        #expect(DisplayWidth.truncate(String(repeating: "x", count: 50), to: 4) == "xxx…")
    }
}

@Suite struct TextCanvasTests {
    @Test func boxWithCentredLabel() {
        let canvas = TextCanvas(columns: 8, rows: 3)
        canvas.box(CellRect(col: 1, row: 0, width: 6, height: 3), lines: .single, label: "ab", style: .plain)
        // Interior 4 wide, label 2: starts (4 − 2) / 2 = 1 column into it → column 3.
        #expect(canvas.text == " ┌────┐ \n │ ab │ \n └────┘ \n")
    }

    /// A cell one row tall says which it is between brackets, never past its own columns: 12
    /// wide the whole label ((10 − 7) / 2 = 1 column into the interior), 3 wide a cut label,
    /// 2 wide empty brackets, 1 wide a shaded block; a focused one stays a solid block.
    @Test func oneRowCellsAreBracketedLabels() {
        let canvas = TextCanvas(columns: 30, rows: 1)
        let cells: [(CGRect, String)] = [
            (CGRect(x: 0, y: 0, width: 12, height: 1), "one row"), (CGRect(x: 13, y: 0, width: 3, height: 1), "0-5"),
            (CGRect(x: 17, y: 0, width: 2, height: 1), "0-6"), (CGRect(x: 20, y: 0, width: 1, height: 1), "0-7"),
            (CGRect(x: 22, y: 0, width: 7, height: 1), "0-8")
        ]
        let elements = cells.enumerated().map { index, cell in
            ScreenElement(
                attributes: LayoutAttributes(
                    category: .cell, kind: nil, indexPath: IndexPath(item: index, section: 0), frame: cell.0),
                label: cell.1)
        }
        ElementPainter(focused: IndexPath(item: 4, section: 0)).paint(elements, on: canvas, in: canvas.bounds)
        #expect(canvas.line(0) == "[ one row  ] […] [] ▒ █ 0-8 █ ")
    }

    @Test func cjkLabelTruncatedByDisplayWidth() {
        let canvas = TextCanvas(columns: 6, rows: 3)
        canvas.box(canvas.bounds, lines: .single, label: "瀑布流", style: .plain)
        // Interior 4: "瀑…" takes 3 columns, centred at (4 − 3) / 2 = 0.
        #expect(canvas.line(1) == "│瀑… │")
    }

    @Test func wideGlyphNeverStartsInTheLastFreeColumn() {
        let canvas = TextCanvas(columns: 4, rows: 1)
        canvas.clip = CellRect(col: 0, row: 0, width: 2, height: 1)
        canvas.text("a布", col: 0, row: 0)
        #expect(canvas.line(0) == "a   ")
        // Overwriting half of a wide glyph blanks the other half.
        canvas.clip = canvas.bounds
        canvas.text("布", col: 1, row: 0)
        canvas.text("x", col: 2, row: 0)
        #expect(canvas.line(0) == "a x ")
    }

    /// A box's rows go in a row at a call: clipped on the left, its corner and side are not
    /// drawn and its edge starts at the clip; a wide glyph one of its rows cuts in half loses
    /// its other half; a box on erased cells (`coveringBelow: false`) leaves its inside alone.
    @Test func boxRowsClippedAndOverWideGlyphs() {
        let canvas = TextCanvas(columns: 8, rows: 3)
        canvas.clip = CellRect(col: 2, row: 0, width: 6, height: 3)
        canvas.box(CellRect(col: 0, row: 0, width: 6, height: 3), lines: .single, label: "", style: .plain)
        #expect(canvas.text == "  ───┐  \n     │  \n  ───┘  \n")
        canvas.clip = canvas.bounds
        canvas.erase()
        canvas.text("布", col: 0, row: 1)
        canvas.text("布", col: 5, row: 1)
        // The box's left side lands on 布's right half, its right side on the other's left.
        canvas.box(CellRect(col: 1, row: 0, width: 5, height: 3), lines: .single, label: "", style: .plain)
        #expect(canvas.line(1) == " │   │  ")
        canvas.erase()
        canvas.text("xyz", col: 2, row: 1)
        canvas.box(
            CellRect(col: 1, row: 0, width: 5, height: 3), lines: .double, label: "", style: .plain,
            coveringBelow: false)
        #expect(canvas.text == " ╔═══╗  \n ║xyz║  \n ╚═══╝  \n")
    }

    /// Graphemes of several code points are kept whole: a flag and a letter with a combining
    /// accent read back as written; ASCII before an accent stays with it (the `e` of `é`).
    @Test func clustersAreStoredWhole() {
        let canvas = TextCanvas(columns: 8, rows: 1)
        let end = canvas.text("cafe\u{301}🇫🇷", col: 0, row: 0)
        #expect(end == 6)
        #expect(canvas[3, 0].glyph == "e\u{301}" && canvas[4, 0].glyph == "🇫🇷" && canvas[5, 0].glyph == nil)
        #expect(canvas.line(0) == "cafe\u{301}🇫🇷  ")
    }

    @Test func asciiFallbackKeepsTheShape() {
        let canvas = TextCanvas(columns: 8, rows: 3, unicode: false)
        canvas.box(canvas.bounds, lines: .single, label: "布局", style: .plain)
        // Each wide glyph becomes "??" so the label keeps its 4 columns.
        #expect(canvas.text == "+------+\n| ???? |\n+------+\n")
    }

    @Test func smallElementsBecomeBlocks() {
        let canvas = TextCanvas(columns: 12, rows: 1)
        canvas.block(CellRect(col: 0, row: 0, width: 12, height: 1), shade: .light, label: "footer", style: .plain)
        // " footer " is 8 wide: (12 − 8) / 2 = 2 shade cells each side.
        #expect(canvas.line(0) == "░░ footer ░░")
        canvas.erase()
        canvas.block(CellRect(col: 0, row: 0, width: 5, height: 1), shade: .medium, label: "footer", style: .plain)
        #expect(canvas.line(0) == "▒▒▒▒▒       ")
    }
}

@Suite struct PainterTests {
    @Test func framesMapToCellsByRoundingEachEdge() {
        let area = CellRect(col: 0, row: 0, width: 80, height: 22)
        // x 2.4 → 2, maxX 12.6 → 13 (width 11); y 3.6 → 4, maxY 8.0 → 8 (height 4).
        #expect(
            ElementPainter.cellRect(
                for: CGRect(x: 2.4, y: 3.6, width: 10.2, height: 4.4), origin: .zero, scale: 1, area: area)
                == CellRect(col: 2, row: 4, width: 11, height: 4))
        // Zoom 2 halves everything; the origin is subtracted first: (10 − 4) / 2 = 3.
        #expect(
            ElementPainter.cellRect(
                for: CGRect(x: 10, y: 10, width: 8, height: 4), origin: CGPoint(x: 4, y: 6), scale: 2, area: area)
                == CellRect(col: 3, row: 2, width: 4, height: 2))
    }

    @Test func adjacentFramesNeverShareACellAtZoomOne() {
        // Seeded, so a failure reproduces.
        var rng = SeededRandom(seed: 0xF00D)
        let area = CellRect(col: 0, row: 0, width: 80, height: 22)
        for _ in 0..<1000 {
            let x = CGFloat.random(in: 0...50, using: &rng)
            let w = CGFloat.random(in: 0.1...10, using: &rng)
            let a = ElementPainter.cellRect(
                for: CGRect(x: x, y: 0, width: w, height: 1), origin: .zero, scale: 1, area: area)
            let b = ElementPainter.cellRect(
                for: CGRect(x: x + w, y: 0, width: 3, height: 1), origin: .zero, scale: 1, area: area)
            #expect(a.maxCol <= b.col)
        }
    }

    /// A user layout with two overlapping elements: the header (zIndex 2) must be painted last.
    final class Overlap: CollectionViewLayout {
        override func attributes(in rect: CGRect) -> [LayoutAttributes] {
            var header = LayoutAttributes(
                forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
            header.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
            header.zIndex = 2
            var cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            cell.frame = CGRect(x: 2, y: 1, width: 6, height: 4)
            return [header, cell]
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 10, height: 5) }
    }

    final class OneItem: CollectionDataSource {
        var numberOfSections: Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 1 }
    }

    @Test func higherZIndexPaintsOverLowerWhateverTheOrder() {
        let data = OneItem()
        let viewport = Viewport(dataSource: data, layout: Overlap(), columns: 10, rows: 5)
        let canvas = TextCanvas(columns: 10, rows: 5)
        ElementPainter().paint(viewport.visibleAttributes(), from: viewport, on: canvas, in: canvas.bounds)
        // The cell's rows 1..4 are covered by the header on rows 0..2; its bottom half shows.
        #expect(canvas.text == "╔════════╗\n║header 0║\n╚════════╝\n  │    │  \n  └────┘  \n")
    }
}

@Suite struct ViewportTests {
    final class Counts: CollectionDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
    }

    func flow(pinned: Bool = false) -> (Viewport, FlowLayout) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 2)
        layout.sectionHeadersPinToVisibleBounds = pinned
        // 40 wide → 4 per line; 100 items → 25 lines of 2 + header 2 = 52 tall.
        return (Viewport(dataSource: Counts([100]), layout: layout, columns: 40, rows: 10), layout)
    }

    @Test func scrollingIsClampedToTheContent() {
        let (viewport, _) = flow()
        #expect(viewport.contentSize == CGSize(width: 40, height: 52))
        viewport.scroll(to: CGPoint(x: 5, y: 1000))
        // Max y = 52 − 10; x cannot move: the content is exactly as wide as the view.
        #expect(viewport.bounds.origin == CGPoint(x: 0, y: 42))
        viewport.scroll(by: CGPoint(x: 0, y: -50))
        #expect(viewport.bounds.origin == .zero)
    }

    @Test func onlyCrossAxisChangesPrepareTheLayoutAgain() {
        let (viewport, _) = flow()
        let prepared = viewport.prepareCount
        viewport.scroll(by: CGPoint(x: 0, y: 7))
        viewport.resize(columns: 40, rows: 20)
        _ = viewport.visibleAttributes()
        #expect(
            viewport.prepareCount == prepared, "a scroll or a taller window must not re-prepare a vertical flow layout")
        viewport.resize(columns: 60, rows: 20)
        _ = viewport.visibleAttributes()
        #expect(viewport.prepareCount == prepared + 1)
        // 60 wide → 6 per line: 17 lines of 2 + 2 = 36.
        #expect(viewport.contentSize.height == 36)
    }

    @Test func pinnedHeadersPrepareOnScrollWithoutRebuildingItems() {
        let (viewport, layout) = flow(pinned: true)
        let prepared = viewport.prepareCount
        let rebuilt = layout.sectionRebuildCount
        viewport.scroll(by: CGPoint(x: 0, y: 7))
        let header = viewport.visibleAttributes().first
        #expect(viewport.prepareCount == prepared + 1)
        #expect(layout.sectionRebuildCount == rebuilt)
        #expect(header?.representedElementKind == ElementKind.sectionHeader && header?.frame.minY == 7)
    }

    @Test func zoomScalesTheBoundsInPoints() {
        let (viewport, _) = flow()
        viewport.setZoom(2)
        #expect(viewport.bounds.size == CGSize(width: 80, height: 20))
        // 80 wide → 8 per line: 13 lines of 2 + 2 = 28.
        #expect(viewport.contentSize.height == 28)
    }
}

/// Every attribute drawn: a scaled element as its scaled box, a rotated one as its outline,
/// transparent and hidden ones not at all, zIndex ordering.
@Suite struct TransformPaintingTests {
    static func paint(_ elements: [(LayoutAttributes, String)], columns: Int = 24, rows: Int = 12) -> [String] {
        let canvas = TextCanvas(columns: columns, rows: rows)
        ElementPainter().paint(
            elements.map { ScreenElement(attributes: $0.0, label: $0.1) }, on: canvas, in: canvas.bounds)
        return (0..<rows).map { canvas.line($0).trimmingTrailingBlanks }
    }

    static func cell(_ frame: CGRect, _ transform: CGAffineTransform = .identity) -> LayoutAttributes {
        var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = frame
        a.transform = transform
        return a
    }

    /// 8x4 at (2, 2), scaled 2 about its centre (6, 4): the box (-2, 0, 16, 8), columns −2…13,
    /// clipped on the left; the label centred in its 14-column interior from column −1: at 4.
    @Test func aScaledElementIsItsScaledBox() {
        let screen = Self.paint([
            (Self.cell(CGRect(x: 2, y: 2, width: 8, height: 4), CGAffineTransform(scaleX: 2, y: 2)), "big")
        ])
        #expect(screen[0] == "─────────────┐")
        #expect(screen[3] == "    big      │")
        #expect(screen[7] == "─────────────┘")
    }

    /// 9x3 centred on (10, 5), turned a quarter: corners taken half a cell in are (±4, ±1)
    /// turned → cells (11, 1), (11, 9), (9, 9), (9, 1): a 3-wide, 9-tall outline, label centred.
    @Test func aRotatedElementIsItsTurnedOutline() {
        let screen = Self.paint([
            (Self.cell(CGRect(x: 5.5, y: 3.5, width: 9, height: 3), CGAffineTransform(rotationAngle: .pi / 2)), "r")
        ])
        #expect(screen[1] == "         ───")
        #expect(screen[2] == "         │ │")
        #expect(screen[5] == "         │r│")
        // The corner where the last edge starts shows that edge's glyph.
        #expect(screen[9] == "         │──")
        // Turned 45°, the edges are diagonals.
        let diagonal = Self.paint([
            (Self.cell(CGRect(x: 4, y: 4, width: 12, height: 4), CGAffineTransform(rotationAngle: .pi / 4)), "")
        ])
        #expect(
            diagonal.joined().contains("╲") && diagonal.joined().contains("╱"), "\(diagonal.joined(separator: "\n"))")
    }

    @Test func transparentAndHiddenElementsAreNotDrawnAndZIndexOrders() {
        var hidden = Self.cell(CGRect(x: 0, y: 0, width: 6, height: 3))
        hidden.isHidden = true
        var clear = Self.cell(CGRect(x: 8, y: 0, width: 6, height: 3))
        clear.alpha = 0
        var faint = Self.cell(CGRect(x: 16, y: 0, width: 6, height: 3))
        faint.alpha = 0.3
        #expect(Self.paint([(hidden, "h"), (clear, "c"), (faint, "f")])[0] == "                ┌┄┄┄┄┐")
        // Two overlapping cells: the higher zIndex is drawn over, whatever the order given.
        var top = Self.cell(CGRect(x: 2, y: 0, width: 6, height: 3))
        top.zIndex = 1
        let under = Self.cell(CGRect(x: 0, y: 0, width: 6, height: 3))
        #expect(Self.paint([(top, "T"), (under, "u")])[1] == "│ │ T  │")
    }
}
