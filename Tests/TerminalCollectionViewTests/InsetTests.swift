import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing

/// The view's insets, as UIKit's scroll view and flow layout use them, by hand. The grid: items
/// 10x4, no spacing, a view 30x8 cells at zoom 1, 12 items.
@Suite struct InsetTests {
    static func grid(_ configure: (FlowLayout) -> Void = { _ in }) -> (Viewport, FlowLayout) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 4)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        configure(layout)
        return (Viewport(dataSource: Counts([12]), layout: layout, columns: 30, rows: 8), layout)
    }

    /// contentInset 2,3,1,3: the content is 30 − 3 − 3 = 24 wide (two items a line: 6 lines,
    /// 24 tall); the offset starts at (−3, −2) so item 0 shows at (3, 2); it runs to
    /// 24 − 8 + 1 = 17 at the end.
    @Test func contentInsetNarrowsTheContentAndTheOffsetGoesIntoIt() {
        let (view, layout) = Self.grid()
        view.contentInset = EdgeInsets(top: 2, left: 3, bottom: 1, right: 3)
        #expect(view.adjustedContentInset == EdgeInsets(top: 2, left: 3, bottom: 1, right: 3))
        #expect(layout.collectionViewContentSize == CGSize(width: 24, height: 24))
        #expect(view.bounds.origin == CGPoint(x: -3, y: -2))
        let first = view.laidOutElements().first { $0.attributes.indexPath == IndexPath(item: 0, section: 0) }
        #expect(first?.attributes.frame == CGRect(x: 3, y: 2, width: 10, height: 4))
        #expect(view.minimumOffset == CGPoint(x: -3, y: -2) && view.maximumOffset == CGPoint(x: -3, y: 17))
        view.scroll(to: CGPoint(x: 50, y: 100))
        #expect(view.bounds.origin == CGPoint(x: -3, y: 17))
        view.scroll(to: CGPoint(x: -50, y: -100))
        #expect(view.bounds.origin == CGPoint(x: -3, y: -2))
    }

    /// The safe area adds along the scroll axis only (UIKit's automatic adjustment for a
    /// vertical collection view): top and bottom, not left and right.
    @Test func safeAreaAdjustsAlongTheScrollAxis() {
        let (view, layout) = Self.grid()
        view.safeAreaInsets = EdgeInsets(top: 1, left: 5, bottom: 2, right: 5)
        #expect(view.adjustedContentInset == EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        #expect(layout.collectionViewContentSize.width == 30)
        view.contentInsetAdjustmentBehavior = .always
        #expect(view.adjustedContentInset == EdgeInsets(top: 1, left: 5, bottom: 2, right: 5))
        #expect(layout.collectionViewContentSize.width == 20)
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == .zero)
    }

    /// Section inset 1 on each side. fromContentInset: item 0 at x 1. fromSafeArea with a safe
    /// area of 4 on the left and a content inset of 1: the safe area reaches 3 beyond the content
    /// edge, so the section inset starts there: x = 3 + 1. fromLayoutMargins with margins 6: 5 + 1.
    @Test func sectionInsetReference() {
        let (view, layout) = Self.grid { $0.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1) }
        view.contentInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 0)
        view.safeAreaInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        view.layoutMargins = EdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        func x() -> CGFloat { layout.attributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX }
        #expect(x() == 1)
        layout.sectionInsetReference = .fromSafeArea
        view.prepareIfNeeded()
        #expect(x() == 4)
        layout.sectionInsetReference = .fromLayoutMargins
        view.prepareIfNeeded()
        #expect(x() == 6)
    }

    /// A pinned header stays below the top inset (under a navigation bar), not under it.
    @Test func pinnedHeadersPinBelowTheTopInset() {
        let (view, _) = Self.grid {
            $0.headerReferenceSize = CGSize(width: 0, height: 2)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        view.contentInset = EdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        view.scroll(to: CGPoint(x: 0, y: 5))
        let header = view.layout.attributes(in: view.bounds).first {
            $0.representedElementKind == ElementKind.sectionHeader
        }
        #expect(header?.frame.minY == 8)
    }
}
