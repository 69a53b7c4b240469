import XCTest

@testable import RackKit

final class RackLayoutTests: XCTestCase, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath)
    }

    @MainActor func testShelvesStackBelowTheInset() {
        let layout = RackLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "shelf")
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
        // Shelf 2 starts at 16 + 2 × (40 + 8) = 112; the content is 2 × 16 + 3 × 40 + 2 × 8 = 168 tall.
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 0, y: 112, width: 300, height: 40))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 168))
    }

    @MainActor func testAShelfIsMadeByItsClassAndAScrollIsWaitedFor() {
        let made = ShelfView.make(of: LabelledShelf.self)
        XCTAssertEqual((made as? LabelledShelf)?.label.text, "shelf")
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scrolled = XCTKVOExpectation(
            keyPath: "contentOffset", object: scrollView, expectedValue: CGPoint(x: 0, y: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        wait(for: [scrolled], timeout: 5)
    }

    func testAViewKeepsItsTag() {
        let view = UIView()
        view.rackTag = "top"
        XCTAssertEqual(view.rackTag, "top")
    }
}
