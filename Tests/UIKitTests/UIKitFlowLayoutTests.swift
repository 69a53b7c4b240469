import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

/// The left-aligned flow layout as it circulates among iOS developers: copies super's attributes,
/// edits `frame.origin.x` in place, and declares names of its own that a Layoutty-only
/// `FlowLayout` member would collide with.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    weak var delegate: UICollectionViewDelegateFlowLayout?
    var horizontalAlignment = 0
    var verticalAlignment = 0

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map {
            $0.copy() as! UICollectionViewLayoutAttributes
        }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1.0
        attributes?.forEach { layoutAttribute in
            guard layoutAttribute.representedElementCategory == .cell else { return }
            if layoutAttribute.frame.origin.y >= maxY { leftMargin = sectionInset.left }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return attributes
    }
}

/// Two columns whatever the width: the item size is set in `prepare()`, before super's.
final class HalvesLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override func prepare() {
        if let collectionView {
            itemSize = CGSize(width: (collectionView.bounds.width - minimumInteritemSpacing) / 2, height: 3)
        }
        super.prepare()
    }
}

/// Sizes, insets and spacings from the view's delegate, as a view controller answers them.
final class TagSizes: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat]
    init(_ widths: [CGFloat]) { self.widths = widths }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: widths[indexPath.item], height: 2) }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 0) }
}

extension UIKitSuites {
    @MainActor @Suite struct UIKitFlowLayoutTests {
        private func frames(_ layout: UICollectionViewLayout, _ count: Int) -> [CGRect] {
            (0..<count).compactMap { item in
                layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1000, height: 1000))?
                    .first { $0.indexPath.item == item && $0.representedElementCategory == .cell }?.frame
            }
        }

        /// Width 30, inset left 1, interitem 2, line spacing 1: 8+2+10+2+6 = 28 ≤ 29 fits the first
        /// line, 12 more does not. Left-aligned: x = 1, 1+8+2 = 11, 11+10+2 = 23; the 12 wide item
        /// starts the second line at y = 1 + 2 + 1 = 4.
        @Test func aLeftAlignedSubclassEditsCopiesOfSupersAttributes() {
            let tags = TagSizes([8, 10, 6, 12])
            let layout = LeftAlignedFlowLayout()
            layout.minimumInteritemSpacing = 2
            layout.minimumLineSpacing = 1
            layout.sectionInset = UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 0)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = tags
            view.delegate = tags
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 10)
            #expect(
                frames(layout, 4) == [
                    CGRect(x: 1, y: 1, width: 8, height: 2), CGRect(x: 11, y: 1, width: 10, height: 2),
                    CGRect(x: 23, y: 1, width: 6, height: 2), CGRect(x: 1, y: 4, width: 12, height: 2)
                ])
            let canvas = TextCanvas(columns: 30, rows: 10)
            previewer.showsTimings = false
            previewer.draw(on: canvas)
            #expect(canvas.line(1) == " ┌─0-0──┐  ┌──0-1───┐  ┌0-2─┐ ")
            #expect(canvas.line(4) == " ┌───0-3────┐                 ")
        }

        /// Width 31, interitem 1: (31 − 1) / 2 = 15 wide items set in `prepare()`; the flow layout
        /// answers with the subclass's attributes class. Resized to 41: (41 − 1) / 2 = 20.
        @Test func propertiesSetInPrepareTakeEffectAndTheAttributesClassIsUsed() throws {
            let layout = HalvesLayout()
            layout.minimumInteritemSpacing = 1
            layout.minimumLineSpacing = 0
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let items = Items(3)
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 31, rows: 10)
            #expect(
                frames(layout, 3) == [
                    CGRect(x: 0, y: 0, width: 15, height: 3), CGRect(x: 16, y: 0, width: 15, height: 3),
                    CGRect(x: 0, y: 3, width: 15, height: 3)
                ])
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is TintedAttributes)
            previewer.terminalDidResize(columns: 41, rows: 10)
            previewer.viewport.prepareIfNeeded()
            #expect(frames(layout, 2).map(\.width) == [20, 20] && items.count == 3)
        }

        /// Without a delegate the layout's own properties apply. 20 wide: a 20 × 4 header on top;
        /// three 6-wide items with 1 between fill 6·3 + 2 = 20 exactly; the fourth starts the next line
        /// at y = 4 + 3 + 2 = 9; the content ends at 9 + 3 = 12.
        @Test func withoutADelegateTheLayoutsPropertiesApply() throws {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 6, height: 3)
            layout.minimumInteritemSpacing = 1
            layout.minimumLineSpacing = 2
            layout.headerReferenceSize = CGSize(width: 5, height: 4)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let items = Items(4)
            view.dataSource = items
            _ = Previewer(collectionView: view, terminalColumns: 20, rows: 10)
            let header = layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(header?.frame == CGRect(x: 0, y: 0, width: 20, height: 4))
            #expect(
                frames(layout, 4).map(\.origin) == [
                    CGPoint(x: 0, y: 4), CGPoint(x: 7, y: 4), CGPoint(x: 14, y: 4), CGPoint(x: 0, y: 9)
                ])
            #expect(layout.collectionViewContentSize == CGSize(width: 20, height: 12) && items.count == 4)
        }

        /// Self-sizing, as UIKit's: with an estimated size the cells the previewer shows are measured
        /// (a label plus two columns of border and two of padding: "n0" → 6 wide, 3 high) and the
        /// flow layout takes the measurements. 40 wide, 1 apart: 6 + 1 + 6 …, the first line starts
        /// at x 0 and its second item at 7.
        @Test func estimatedSizesAreReplacedByMeasuredOnes() throws {
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 12, height: 4)
            layout.minimumInteritemSpacing = 1
            let data = Numbers(3)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = data
            let previewer = Previewer(collectionView: view, terminalColumns: 40, rows: 10)
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
                    == CGSize(width: 12, height: 4))
            _ = previewer.viewport.laidOutElements()
            previewer.viewport.prepareIfNeeded()
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
                    == CGSize(width: 6, height: 3))
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 7)
        }
    }
}
