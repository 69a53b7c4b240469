import XCTest

@testable import ShelfKit

// Imports XCTest alone, as iOS tests do: Apple's XCTest brings UIKit with it.
final class ShelfLayoutTests: XCTestCase {
    final class Shelves: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Answers the optional requirement: every second item is 60 wide.
    final class Widths: NSObject, ShelfLayoutDelegate {
        func shelfLayout(_ layout: ShelfLayout, widthForItemAt indexPath: IndexPath) -> CGFloat {
            indexPath.item % 2 == 1 ? 60 : 100
        }
    }

    /// A delegate answering nothing: the optional requirement is not called.
    final class Silent: NSObject, ShelfLayoutDelegate {}

    var shelves = Shelves([3, 2])

    @MainActor private func prepared(_ delegate: ShelfLayoutDelegate) -> ShelfLayout {
        let layout = ShelfLayout()
        layout.delegate = delegate
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = shelves
        layout.prepare()
        return layout
    }

    @MainActor func testTheDelegatesWidthsPlaceTheItems() {
        let layout = prepared(Widths())
        // Item 1 starts after item 0 (100) and the spacing (10); it is 60 wide.
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 110, y: 0, width: 60, height: 50))
        // Item 2: 110 + 60 + 10 = 180. The second shelf starts at 50 + 10 = 60.
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 180, y: 0, width: 100, height: 50))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 0, y: 60, width: 100, height: 50))
        // The widest shelf ends at 280; two shelves and a gap are 110 tall.
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 280, height: 110))
    }

    @MainActor func testASilentDelegateLeavesTheItemWidth() {
        let layout = prepared(Silent())
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 110, y: 0, width: 100, height: 50))
    }

    @MainActor func testTheRectQueryAnswersTheShelvesItCrosses() {
        let layout = prepared(Widths())
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 55, width: 320, height: 20)) ?? []
        XCTAssertEqual(found.map(\.indexPath), [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    }

    @MainActor func testAScrollKeepsTheShelvesAndANewWidthLaysThemOutAgain() {
        let layout = ShelfLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 200, width: 320, height: 480)))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 480, height: 320)))
        XCTAssertTrue(view.collectionViewLayout === layout)
    }
}
