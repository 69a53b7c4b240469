import CollectionLayout
import Foundation
import Testing

/// Why items sit where they do, by hand.
@Suite struct PlacementTests {
    /// Width 76 for items (80 − insets 2 + 2), items 16 wide, minimum gap 2: 4 a line
    /// (4·16 + 3·2 = 70 ≤ 76), leftover 6, justified gap 2 + 6/3 = 4. 14 items: lines of 4, 4, 4, 2.
    @Test func flowLinesSayTheirAlignmentGapAndLeftover() throws {
        let view = CountsView(width: 80, counts: [14])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 16, height: 5)
        layout.minimumInteritemSpacing = 2
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        layout.collectionView = view
        layout.prepareIfNeeded()
        let ninth = try #require(layout.placement(ofItemAt: IndexPath(item: 9, section: 0)))
        #expect(
            ninth.line == 2 && ninth.lineCount == 4 && ninth.itemsInLine == 8..<12 && ninth.gap == 4
                && ninth.leftover == 6)
        #expect(ninth.description == "line 3 of section 0 · 4 items · justified · gap 4 (minimum 2) · leftover 6")
        // The last line: 2 items on the grid of a full line (automatic): gap 4, leftover 76 − 32 − 2 = 42.
        #expect(
            layout.placementDescription(ofItemAt: IndexPath(item: 13, section: 0))
                == "line 4 of section 0 · 2 items · justified (last line: automatic) · gap 4 (minimum 2) · leftover 42")
        layout.horizontalAlignment = .center
        layout.prepareIfNeeded()
        #expect(
            layout.placementDescription(ofItemAt: IndexPath(item: 0, section: 0))
                == "line 1 of section 0 · 4 items · center · gap 2 (minimum 2) · leftover 6")
        #expect(layout.placement(ofItemAt: IndexPath(item: 14, section: 0)) == nil)
    }

    /// Three columns, fixed heights 10, 20, 5, 5, no item spacing: items 0, 1, 2 take columns
    /// 1, 2, 3; item 3 the shortest then, column 3 (5 tall), at y 5. Left to right: 3 mod 3 → column 1, under item 0 at y 10.
    @Test func waterfallItemsSayTheirColumnAndWhy() throws {
        let view = TestWaterfallView(width: 90, heights: [10, 20, 5, 5])
        let layout = WaterfallLayout()
        layout.columnCount = 3
        layout.minimumColumnSpacing = 5
        layout.minimumInteritemSpacing = 0
        layout.itemHeightMode = .fixed
        layout.delegate = view
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(
            layout.placementDescription(ofItemAt: IndexPath(item: 3, section: 0))
                == "column 3 of 3 · shortest column · y 5")
        layout.itemRenderDirection = .leftToRight
        layout.prepareIfNeeded()
        #expect(
            layout.placementDescription(ofItemAt: IndexPath(item: 3, section: 0))
                == "column 1 of 3 · left to right: item 3 mod 3 = 0 · y 10")
    }

    /// The inspector's guides for one flow section: four inset bands and the gaps of the lines
    /// in the rect, with their sizes.
    @Test func flowGuides() {
        let view = CountsView(width: 30, counts: [4])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 1
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 2)
        layout.collectionView = view
        layout.prepareIfNeeded()
        // Width 26 for items: 2 a line (10 + 2 + 10 = 22), justified gap 6; lines at y 1 and 4.
        let guides = layout.inspectionGuides(in: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(
            guides.contains(
                InspectionGuide(kind: .inset(edge: "top"), rect: CGRect(x: 0, y: 0, width: 30, height: 1), value: 1)))
        #expect(
            guides.contains(
                InspectionGuide(kind: .inset(edge: "bottom"), rect: CGRect(x: 0, y: 6, width: 30, height: 3), value: 3))
        )
        #expect(
            guides.contains(InspectionGuide(kind: .itemGap, rect: CGRect(x: 12, y: 1, width: 6, height: 2), value: 6)))
        #expect(
            guides.contains(InspectionGuide(kind: .lineGap, rect: CGRect(x: 2, y: 3, width: 26, height: 1), value: 1)))
        #expect(guides.count == 4 + 2 + 1)
    }
}

/// A waterfall view whose items have fixed heights (the layout's width rules them).
final class TestWaterfallView: CollectionView, WaterfallLayoutDelegate {
    var bounds: CGRect
    let heights: [CGFloat]
    init(width: CGFloat, heights: [CGFloat]) {
        bounds = CGRect(x: 0, y: 0, width: width, height: 24)
        self.heights = heights
    }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { heights.count }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 1, height: heights[indexPath.item])
    }
}
