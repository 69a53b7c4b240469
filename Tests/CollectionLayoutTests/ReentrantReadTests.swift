import CollectionLayout
import Foundation
import Testing

/// A delegate asked in the middle of `prepare()` may read the layout back, as apps do on iOS: a
/// production app's `sizeForItemAt` sizes its cards from `collectionView.contentSize.width`
/// (which Layoutty's UIKit answers from the layout). Swift trapped there ("simultaneous accesses
/// … modification requires exclusive access") while the sections were being rebuilt. Mid-pass,
/// the layout answers as nothing laid out yet: as wide as the view, no length, no item.
@Suite struct ReentrantReadTests {
    /// What the delegate read in the middle of the pass.
    struct Reads: Equatable {
        var contentSize: CGSize
        var firstItem: CGRect?
    }

    /// A 320-wide view of 4 items, each half as wide as the content the layout reports, 40 high.
    final class HalfWidthView: CollectionView, FlowLayoutDelegate, WaterfallLayoutDelegate {
        var bounds = CGRect(x: 0, y: 0, width: 320, height: 200)
        var reads: [Reads] = []
        var numberOfSections: Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 4 }

        func size(reading layout: CollectionViewLayout) -> CGSize {
            let content = layout.collectionViewContentSize
            reads.append(
                Reads(
                    contentSize: content, firstItem: layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                ))
            return CGSize(width: content.width / 2, height: 40)
        }
        func collectionView(_ cv: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            size(reading: layout)
        }
        func collectionView(_ cv: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
        {
            size(reading: layout)
        }
    }

    /// The frames the layout answers for items `0..<count` of section 0.
    static func frames(_ layout: CollectionViewLayout, count: Int) -> [CGRect?] {
        (0..<count).map { layout.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    /// Two rows of two items `size` big, at `xs` across and `ys` down, row by row.
    static func grid(_ size: CGSize, xs: [CGFloat], ys: [CGFloat]) -> [CGRect?] {
        ys.flatMap { y in xs.map { CGRect(origin: CGPoint(x: $0, y: y), size: size) } }
    }

    /// Items 320 / 2 = 160 wide, no spacing: two a line, lines at y 0 and 40; content 320 × 80.
    /// Every read mid-pass, the first and after an invalidation alike, saw 320 × 0 and no item 0.
    @Test func aFlowDelegateReadsTheLayoutItIsAskedFor() {
        let view = HalfWidthView()
        let layout = FlowLayout()
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.collectionView = view
        layout.delegate = view
        layout.prepareIfNeeded()
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(Self.frames(layout, count: 4) == Self.grid(CGSize(width: 160, height: 40), xs: [0, 160], ys: [0, 40]))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 80))
        #expect(view.reads.count == 8 && Set(view.reads.map(\.contentSize)) == [CGSize(width: 320, height: 0)])
        #expect(view.reads.allSatisfy { $0.firstItem == nil })
    }

    /// Two columns of (320 − 10) / 2 = 155; an item 160 × 40 is drawn 155 wide, 40 × 155/160 =
    /// 38.75 high: rows at y 0 and 48.75 (10 between), content 320 × 87.5. Reads as in flow.
    @Test func aWaterfallDelegateReadsTheLayoutItIsAskedFor() {
        let view = HalfWidthView()
        let layout = WaterfallLayout()
        layout.collectionView = view
        layout.delegate = view
        layout.prepareIfNeeded()
        #expect(
            Self.frames(layout, count: 4) == Self.grid(CGSize(width: 155, height: 38.75), xs: [0, 165], ys: [0, 48.75]))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 87.5))
        #expect(
            view.reads.count == 4 && view.reads.allSatisfy { $0 == Reads(contentSize: CGSize(width: 320, height: 0)) })
    }

    /// A section provider reading its own layout (an app keeps it in a property): mid-pass the
    /// layout has no length yet; the section it then answers, full-width rows 30 high, lays out
    /// 3 items at y 0, 30, 60 of an 80-wide view.
    @Test func aSectionProviderReadsTheLayoutItBuilds() {
        var reads: [Reads] = []
        weak var built: CompositionalLayout?
        let layout = CompositionalLayout(sectionProvider: { _, _ in
            if let built {
                reads.append(
                    Reads(
                        contentSize: built.collectionViewContentSize,
                        firstItem: built.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame))
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
            return NSCollectionLayoutSection(
                group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        })
        built = layout
        let view = CountsView(width: 80, height: 24, counts: [3])
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(Self.frames(layout, count: 3) == [0, 30, 60].map { CGRect(x: 0, y: $0, width: 80, height: 30) })
        #expect(reads.count == 1 && reads[0].contentSize.height == 0 && reads[0].firstItem == nil, "\(reads)")
    }
}
