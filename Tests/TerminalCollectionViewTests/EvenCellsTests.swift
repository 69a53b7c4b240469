import CollectionLayout
import Foundation
import Testing

@testable import TerminalCollectionView

/// Frames in fractional cells drawn in whole ones (`EvenCells`): equal sizes drawn equal, equal
/// gaps equal, elements apart never touching, what is on screen kept on it. Each case has its
/// arithmetic; frames are in cells, as the viewport hands them to the painter.
@Suite struct EvenCellsTests {
    private static func cells(_ frames: [CGRect], kinds: [ElementCategory]? = nil) -> [ScreenElement] {
        frames.enumerated().map { index, frame in
            var a = LayoutAttributes(
                category: kinds?[index] ?? .cell, kind: nil, indexPath: IndexPath(item: index, section: 0))
            a.frame = frame
            return ScreenElement(attributes: a, label: "\(index)")
        }
    }

    private static func drawn(
        _ frames: [CGRect], kinds: [ElementCategory]? = nil, screen: CGRect = CGRect(x: 0, y: 0, width: 80, height: 22),
        vertical: Bool = true
    ) -> [CGRect] {
        EvenCells.snapped(cells(frames, kinds: kinds), on: screen, scrolling: (!vertical, vertical)).map(
            \.attributes.frame)
    }

    /// The issue's chips: 80×32 points 8 apart on iPhone SE at 80×24 (4.6875 points a column,
    /// 9.375 a row), a flow justifying four a line at x 8, 101, 194, 287 (13 points apart) and
    /// y 28, 68, 108… (below the 20-point status bar): 17.07 × 3.41 cells, 2.77 columns and 0.85
    /// rows apart. Rounded edge by edge they were 3 or 4 rows tall and 0 or 1 apart; drawn
    /// evenly every chip is 17 × 3 (the first chip's edges 1.71 → 2, 18.77 → 19), every gap 3
    /// columns (the first gap's 18.77 → 19, 21.55 → 22) and 1 row. Lines start at 3, 7, 11, 15,
    /// 19 (the first at its rounded 2.99; each after the last: 3 + 3 + 1), not 3, 7, 12, 16, 20
    /// as the lines' own edges round; columns at 2, 22, 42, 62, the last ending at 79, a column
    /// past its 78.29 and inside the screen.
    @Test func theChipsOfTheIssueAreAllOneSizeAndOneGapApart() {
        let (w, h) = (80 / 4.6875, 32 / 9.375)
        var frames: [CGRect] = []
        for line in 0..<5 {
            for x in [8.0, 101, 194, 287] {
                frames.append(CGRect(x: x / 4.6875, y: (28 + CGFloat(line) * 40) / 9.375, width: w, height: h))
            }
        }
        let drawn = Self.drawn(frames)
        #expect(Set(drawn.map(\.size)) == [CGSize(width: 17, height: 3)])
        #expect(drawn.prefix(4).map(\.minX) == [2, 22, 42, 62])
        #expect(stride(from: 0, to: 20, by: 4).map { drawn[$0].minY } == [3, 7, 11, 15, 19])
    }

    /// Apart in points is apart on screen: items 0.3 cells apart (a point or two at a phone's
    /// scale) are drawn a column apart, never touching; items that touch in points touch.
    @Test func elementsApartAreNeverDrawnTouching() {
        let drawn = Self.drawn([
            CGRect(x: 0.4, y: 0, width: 9.6, height: 3), CGRect(x: 10.3, y: 0, width: 9.6, height: 3),
            CGRect(x: 19.9, y: 0, width: 9.6, height: 3)
        ])
        #expect(drawn.map(\.minX) == [0, 11, 21] && drawn.map(\.width) == [10, 10, 10])
    }

    /// A justified line: seven 10-column cards in 80 columns, the 10 left over shared by six
    /// gaps of 1.67. Rounded, the gaps are 2 and the last card would end at 7·10 + 6·2 = 82, cut
    /// by the edge; so gaps are rounded down: 1 each, the line ends at 76, 4 short of the edge.
    @Test func aJustifiedLineStaysOnScreen() {
        let frames = (0..<7).map { CGRect(x: CGFloat($0) * (10 + 10.0 / 6), y: 0, width: 10, height: 3) }
        let drawn = Self.drawn(frames)
        #expect(drawn.map(\.minX) == [0, 11, 22, 33, 44, 55, 66] && drawn.last?.maxX == 76)
    }

    /// Three touching thirds of 80 columns (26.67 each): rounded, 27 · 3 = 81 overflows; with
    /// sizes rounded down they are 26 each, touching as in points.
    @Test func thirdsFitTheirWidth() {
        let third = 80.0 / 3
        let drawn = Self.drawn((0..<3).map { CGRect(x: CGFloat($0) * third, y: 0, width: third, height: 4) })
        #expect(drawn.map(\.minX) == [0, 26, 52] && drawn.map(\.width) == [26, 26, 26])
    }

    /// Across the scrolling axis each length keeps the cells its first instance covers, so equal
    /// margins stay equal: a full-width row 3.26 columns in from each side of 80 (16 points on an
    /// iPhone 15) spans 3…77, not 3…76 as its 73.48-column width rounded would make it.
    @Test func equalMarginsStayEqual() {
        let rows = (0..<3).map { CGRect(x: 3.26, y: 1 + CGFloat($0) * 4.5, width: 73.48, height: 3.5) }
        let drawn = Self.drawn(rows)
        #expect(drawn.allSatisfy { $0.minX == 3 && $0.maxX == 77 })
        // Down the scrolling axis lengths round on their own (3.5 → 4, the gap of 1 → 1): the
        // same however the content is scrolled, rows 1, 6, 11.
        #expect(drawn.map(\.minY) == [1, 6, 11] && drawn.allSatisfy { $0.height == 4 })
    }

    /// A row is placed after the row before it, not after each row further up: a row 13.6 cells
    /// below the first, four rows of 3.4 and gaps of 0.85 between, starts at 0 + 4 · (3 + 1) = 16,
    /// where rounding the 13.6 on its own would start it a cell lower.
    @Test func onlyTheNearestRowBeforePlacesARow() {
        let frames = (0..<5).map { CGRect(x: 0, y: CGFloat($0) * 4.25, width: 10, height: 3.4) }
        #expect(Self.drawn(frames).map(\.minY) == [0, 4, 8, 12, 16])
    }

    /// A row with a hole: two columns of 3.8-cell items 0.65 apart, the right one missing its
    /// middle item. The left column is drawn 4 tall and 1 apart: rows 0, 5, 10. The right
    /// column's last item is 5.1 below its first — rounded alone that is 5, starting it on row
    /// 4 + 5 = 9, a row above the item beside it. The left column's middle item lies wholly in
    /// that gap, so the gap is drawn as what lies beside it (4 + 1 + 4 + 1): row 10, beside its
    /// neighbour.
    @Test func aRowWithAHoleStaysOneRow() {
        let left = [0, 4.45, 8.9].map { CGRect(x: 0, y: $0, width: 10, height: 3.8) }
        let right = [0, 8.9].map { CGRect(x: 12, y: $0, width: 10, height: 3.8) }
        #expect(Self.drawn(left + right).map(\.minY) == [0, 5, 10, 0, 10])
    }

    /// A section's background holding its items is drawn around them, its insets rounded as gaps
    /// (0.6 → 1, at least one cell): the items 0.6 in from its top and left stay inside it.
    @Test func aBackgroundIsDrawnAroundWhatItHolds() {
        let frames = [
            CGRect(x: 0, y: 0, width: 40, height: 9.2), CGRect(x: 0.6, y: 0.6, width: 18.9, height: 3.4),
            CGRect(x: 20.5, y: 0.6, width: 18.9, height: 3.4), CGRect(x: 0.6, y: 5.2, width: 18.9, height: 3.4)
        ]
        let drawn = Self.drawn(frames, kinds: [.decorationView, .cell, .cell, .cell])
        #expect(drawn[1] == CGRect(x: 1, y: 1, width: 19, height: 3) && drawn[2].minX == 21 && drawn[3].minY == 5)
        #expect(drawn[0] == CGRect(x: 0, y: 0, width: 41, height: 9))
    }

    /// Specks are all alike: equal items 0.3 rows tall are each a point inside the row their
    /// middle is in (the painter's `·`), none a row tall because its edges straddle a half.
    @Test func equalSpecksAreAllMarks() {
        let frames = (0..<6).map { CGRect(x: 2, y: 0.2 + CGFloat($0) * 0.45, width: 30, height: 0.3) }
        let drawn = Self.drawn(frames)
        let rects = drawn.map {
            ElementPainter.cellRect(
                for: $0, origin: .zero, scale: 1, area: CellRect(col: 0, row: 0, width: 80, height: 22))
        }
        #expect(rects.allSatisfy { $0.height == 0 })
        #expect(drawn.map { Int($0.midY) } == frames.map { Int($0.midY) })
    }

    /// Turned, scaled, hidden and transparent elements keep their frames (a carousel's scaled
    /// neighbours are no equals); the other is drawn as its edges round (12.4 → 12, 21.7 → 22:
    /// the first of its width across the scrolling axis). Past `limit` elements, every frame is
    /// as it was.
    @Test func whatIsNotPlacedKeepsItsFrame() {
        var elements = Self.cells([
            CGRect(x: 0.4, y: 0.4, width: 9.3, height: 2.7), CGRect(x: 12.4, y: 0.4, width: 9.3, height: 2.7)
        ])
        elements[0].attributes.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        let frame = elements[0].attributes.frame
        let drawn = EvenCells.snapped(elements, on: CGRect(x: 0, y: 0, width: 80, height: 22), scrolling: (false, true))
        #expect(
            drawn[0].attributes.frame == frame && drawn[1].attributes.frame == CGRect(x: 12, y: 0, width: 10, height: 3)
        )
        let many = Self.cells(
            (0...EvenCells.limit).map { CGRect(x: 0.4, y: CGFloat($0) * 3.3, width: 9.3, height: 2.7) })
        #expect(EvenCells.snapped(many, on: .zero, scrolling: (false, true)) == many)
    }

    /// A view keeps the plans of its last two screens: drawn over A, B, then A again, A's plan
    /// is the one made for it first (its roles are the same storage, not made again) and B's is
    /// kept behind it; a third set C drops the older, B.
    @Test func thePlansOfTheLastTwoScreensAreKept() {
        let screen = CGRect(x: 0, y: 0, width: 80, height: 22)
        let (a, b, c) = (
            Self.cells([CGRect(x: 0.4, y: 0.4, width: 9.3, height: 2.7)]),
            Self.cells([CGRect(x: 0.4, y: 0.4, width: 9.3, height: 2.7), CGRect(x: 0.4, y: 4, width: 9.3, height: 2.7)]
            ),
            Self.cells([CGRect(x: 0.4, y: 4, width: 9.3, height: 2.7)])
        )
        func storage(_ plan: EvenCells.Plan) -> UnsafeRawPointer? { plan.roles.withUnsafeBytes { $0.baseAddress } }
        var plans: [EvenCells.Plan] = []
        _ = EvenCells.snapped(a, on: screen, scrolling: (false, true), plans: &plans)
        let madeForA = storage(plans[0])
        _ = EvenCells.snapped(b, on: screen, scrolling: (false, true), plans: &plans)
        #expect(plans.map(\.placed.count) == [2, 1])
        _ = EvenCells.snapped(a, on: screen, scrolling: (false, true), plans: &plans)
        #expect(plans.map(\.placed.count) == [1, 2] && storage(plans[0]) == madeForA)
        _ = EvenCells.snapped(c, on: screen, scrolling: (false, true), plans: &plans)
        #expect(plans.map(\.ys.first?.lo) == [4, 0.4])
    }

    /// The table of first lengths answers each length with what was made for it first, however
    /// many share a slot: 64 lengths in a table of 128 slots, each made once.
    @Test func firstLengthsAreMadeOncePerLength() {
        var table = EvenCells.LengthTable(count: 64)
        var made = 0
        for round in 0..<2 {
            for length in 0..<64 {
                let cells = table.cells(forLength: length * 1_000_000) {
                    made += 1
                    return CGFloat(length + round * 100)
                }
                #expect(cells == CGFloat(length))
            }
        }
        #expect(made == 64)
    }
}
