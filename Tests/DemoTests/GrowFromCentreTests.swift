import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing

@testable import grow_from_centre

/// The guide's insertion animation, through the view as browse runs it (manual clock).
/// The grid: items 12x3, spacing 2 and 1, inset 1,2,1,2 in a view of 60x20 cells: 4 items a
/// line ((56 + 2) / 14 = 4.1), justified — gaps (56 − 48) / 3 = 2.667; lines at y 1, 5, 9, ….
@Suite struct GrowFromCentreTests {
    static func setUp() -> (GrowFromCentreFlowLayout, Viewport, Numbers, ManualAnimationClock) {
        let layout = GrowFromCentreFlowLayout()
        layout.itemSize = CGSize(width: 12, height: 3)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 1
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        let data = Numbers()
        let viewport = Viewport(dataSource: data, layout: layout, columns: 60, rows: 20)
        let clock = ManualAnimationClock()
        viewport.clock = clock
        return (layout, viewport, data, clock)
    }

    @Test func insertedCellsGrowOutOfTheCentre() throws {
        let (_, viewport, data, clock) = Self.setUp()
        let batch = try BatchUpdate(countsBefore: [12], operations: [.insertItem(IndexPath(item: 5, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        // Starts 2x1 on the view's centre (30, 10), transparent: (29, 9.5, 2, 1).
        func inserted() throws -> LayoutAttributes {
            try #require(
                viewport.laidOutElements().first {
                    $0.attributes.indexPath == IndexPath(item: 5, section: 0) && $0.label == "0-5"
                }
            ).attributes
        }
        #expect(try inserted().frame == CGRect(x: 29, y: 9.5, width: 2, height: 1) && (try inserted().alpha) == 0)
        // Ends in slot 5 as the screen draws it: second on line 2, x = 2 + 12 + 2.667 = 16.667
        // in points, drawn at 17 (every justified gap drawn as the first one's edges round,
        // 14 → 14 and 16.667 → 17: 3; the line ends at 59, a column past its 58, on screen),
        // y = 5, 12x3. Halfway (150 ms, eased 0.5): (23, 7.25, 7, 2), alpha 0.5.
        clock.advance(by: .milliseconds(150))
        let half = try inserted()
        #expect(half.frame.minX == (29 + 17) / 2 && half.frame.minY == 7.25)
        #expect(half.frame.size == CGSize(width: 7, height: 2) && half.alpha == 0.5)
    }

    @Test func onlyTheInsertedPathsAreChangedAndForgottenAfterwards() throws {
        let (layout, viewport, data, _) = Self.setUp()
        let batch = try BatchUpdate(
            countsBefore: [12],
            operations: [
                .insertItem(IndexPath(item: 0, section: 0)),
                .insertItem(IndexPath(item: 7, section: 0))
            ])
        data.apply(batch)
        let (known, other) = layout.performUpdates(batch) {
            (
                layout.insertedIndexPaths,
                layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 0))
            )
        }
        #expect(known == [IndexPath(item: 0, section: 0), IndexPath(item: 7, section: 0)])
        // A path the batch did not insert gets UIKit's default (nil: fade in where it ends).
        #expect(other == nil)
        #expect(layout.insertedIndexPaths.isEmpty)
        _ = viewport
    }
}
