import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

/// Every UIKit suite runs one test at a time: UIKit's shared instances (`UIScreen.main`) follow
/// the previewer a test shows, as on a device they follow the one screen.
@MainActor @Suite(.serialized) enum UIKitSuites {}

/// A layout as the UIKit guides write one — `import UIKit`, attributes cached in `prepare()`,
/// filtered in `layoutAttributesForElements(in:)` — compiled unchanged and run by the engine.
final class ColumnGridLayout: UICollectionViewLayout {
    var columns = 3
    var rowHeight: CGFloat = 4
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        contentHeight = 0
        let width = collectionView.bounds.width / CGFloat(columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * rowHeight,
                width: width, height: rowHeight
            ).insetBy(dx: 1, dy: 0)
            cache.append(attributes)
            contentHeight = max(contentHeight, attributes.frame.maxY)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.row]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}

/// Attributes with a property of their own, copied with their type (UIKit's `NSCopying` pattern).
/// `isEqual(_:)` is NSObject's, nonisolated: in Swift 6, as on iOS, what it reads must be too.
final class TintedAttributes: UICollectionViewLayoutAttributes {
    nonisolated(unsafe) var tint = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes else { return false }
        return super.isEqual(object) && other.tint == tint
    }
}

final class Items: UICollectionViewDataSource {
    var count: Int
    var sectionCount: Int
    init(_ count: Int, sections: Int = 1) {
        self.count = count
        self.sectionCount = sections
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sectionCount }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
}

extension UIKitSuites {
    @MainActor @Suite struct UIKitLayoutTests {
        /// 30 wide, 3 columns of 10 less 1 on each side: item 4 at (11, 4, 8, 4); previewed, the
        /// first row's boxes at columns 1, 11, 21.
        @Test func aGuideStyleLayoutRunsInThePreviewer() throws {
            let items = Items(7)
            let view = UICollectionView(frame: .zero, collectionViewLayout: ColumnGridLayout())
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 10)
            previewer.showsTimings = false
            #expect(
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(row: 4, section: 0))?.frame
                    == CGRect(x: 11, y: 4, width: 8, height: 4))
            let canvas = TextCanvas(columns: 30, rows: 10)
            previewer.draw(on: canvas)
            #expect(canvas.line(0) == " ┌──────┐  ┌──────┐  ┌──────┐ ")
            #expect(canvas.line(1).contains("0-0") && canvas.line(5).contains("0-4"))
            // A resize reaches the layout through shouldInvalidateLayout(forBoundsChange:).
            previewer.terminalDidResize(columns: 60, rows: 10)
            previewer.viewport.prepareIfNeeded()
            #expect(
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(row: 4, section: 0))?.frame
                    == CGRect(x: 21, y: 4, width: 18, height: 4))
            // Scrolling moves the view's bounds, which the layout reads.
            previewer.handle(.down)
            #expect(view.bounds.minY == 1 && view.contentOffset.y == 1)
        }

        /// Records each `scrollViewDidScroll(_:)` with the offset it reads then.
        final class ScrollWatcher: NSObject, UICollectionViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }

        /// The delegate hears every scroll, as on iOS, with the new offset already in place:
        /// code setting `contentOffset` on a view nobody shows (40, then 40 again: no change, no
        /// call), a plain scroll view's offset (12), and the previewer scrolling the view it shows
        /// (Down: 1 point at one point a cell; the code's `setContentOffset` while shown: 5). A
        /// change of size alone (a resize) is no scroll.
        @Test func theDelegateHearsEveryScroll() {
            let watcher = ScrollWatcher()
            let alone = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 30, height: 10), collectionViewLayout: ColumnGridLayout())
            alone.delegate = watcher
            alone.contentOffset = CGPoint(x: 0, y: 40)
            alone.contentOffset = CGPoint(x: 0, y: 40)
            #expect(watcher.offsets == [40])
            let plain = UIScrollView()
            let plainWatcher = ScrollWatcher()
            plain.delegate = plainWatcher
            plain.contentOffset = CGPoint(x: 0, y: 12)
            #expect(plainWatcher.offsets == [12])

            let items = Items(40)
            let shown = UICollectionView(frame: .zero, collectionViewLayout: ColumnGridLayout())
            shown.dataSource = items
            let shownWatcher = ScrollWatcher()
            shown.delegate = shownWatcher
            let previewer = Previewer(collectionView: shown, terminalColumns: 30, rows: 10)
            shownWatcher.offsets = []
            previewer.handle(.down)
            shown.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
            previewer.terminalDidResize(columns: 40, rows: 10)
            #expect(shownWatcher.offsets == [1, 5])
        }

        /// After a layout pass, a cell in view is at the frame its layout gives; one out of view
        /// is nil, as UIKit answers. 320 wide, items 100 × 50 with 10 between: three to a row (3 × 100 + 2 × 10 =
        /// 320), item 4 at (110, 60); item 6's row starts at y 120, below the 100 points shown.
        @Test func aCellInViewIsAtItsLayoutsFrame() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
            let items = Items(8)
            view.dataSource = items
            // Before a layout pass there are no cells, as on iOS.
            #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
            view.layoutIfNeeded()
            #expect(
                view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                    == CGRect(x: 110, y: 60, width: 100, height: 50))
            #expect(view.cellForItem(at: IndexPath(item: 6, section: 0)) == nil)
            #expect(view.visibleCells.map(\.frame.minY) == [0, 0, 0, 60, 60, 60])
            // In a controller's view, its tree's layout pass lays it out too.
            let controller = UIViewController()
            let inside = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
            (inside.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 100, height: 50)
            inside.dataSource = items
            controller.view.addSubview(inside)
            controller.view.layoutIfNeeded()
            #expect(
                inside.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                    == CGRect(x: 110, y: 60, width: 100, height: 50))
        }

        /// Apple's answer, which Linux's Foundation gives: rects intersect when their
        /// intersection is not the null rect, and (0, 0, 10, 5) and (0, 5, 10, 5), sharing the
        /// edge y = 5, meet in (0, 5, 10, 0); a rect of no size at another's corner meets it
        /// too (a layout's `layoutAttributesForElements(in: CGRect())` answers the item at the
        /// origin on iOS). Pinned: a stricter answer was once tried here, and was wrong.
        @Test func rectsSharingAnEdgeIntersectAsAppleDocuments() {
            let (top, bottom) = (CGRect(x: 0, y: 0, width: 10, height: 5), CGRect(x: 0, y: 5, width: 10, height: 5))
            #expect(top.intersection(bottom) == CGRect(x: 0, y: 5, width: 10, height: 0))
            #expect(CGRectIntersectsRect(top, bottom) && top.intersects(bottom))
            #expect(top.intersects(CGRect()) && !top.intersects(CGRect(x: 0, y: 6, width: 10, height: 5)))
        }

        /// A test's own update item, as layouts' suites mock them: NSObject's `init()` makes one
        /// of no action and no index paths, and a subclass answers its own.
        @Test func anUpdateItemCanBeMadeAndSubclassed() {
            final class Inserted: UICollectionViewUpdateItem {
                override var indexPathAfterUpdate: IndexPath? { IndexPath(item: 2, section: 0) }
                override var updateAction: Action { .insert }
            }
            let plain = UICollectionViewUpdateItem()
            #expect(
                plain.updateAction == .none && plain.indexPathBeforeUpdate == nil && plain.indexPathAfterUpdate == nil)
            let item: UICollectionViewUpdateItem = Inserted()
            #expect(item.updateAction == .insert && item.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
        }

        @Test func attributesAreClassesThatCopyWithTheirType() throws {
            let a = TintedAttributes(forCellWith: IndexPath(item: 2, section: 1))
            a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            a.tint = 7
            let b = try #require(a.copy() as? TintedAttributes)
            #expect(b.tint == 7 && b.frame == a.frame && b.indexPath == IndexPath(item: 2, section: 1) && b !== a)
            #expect(a.isEqual(b))
            b.tint = 8
            #expect(!a.isEqual(b))
            // Edited in place, as layouts edit their cache.
            a.alpha = 0.5
            a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            #expect(a.frame == CGRect(x: 1.75, y: 3, width: 1.5, height: 2) && a.representedElementCategory == .cell)
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: 0))
            #expect(
                header.representedElementCategory == .supplementaryView
                    && header.representedElementKind == "UICollectionElementKindSectionHeader")
            #expect(
                UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left == 2
                    && CATransform3DIsIdentity(CATransform3DIdentity))
        }
    }
}
