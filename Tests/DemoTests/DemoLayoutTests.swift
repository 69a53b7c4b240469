import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

@testable import left_aligned
@testable import lookup_table
@testable import waterfall_from_scratch

/// Sizes per section and a fixed bounds: the data both a demo layout and its built-in twin see.
final class Data: CollectionView, FlowLayoutDelegate, WaterfallLayoutDelegate {
    var bounds: CGRect
    var sizes: [[CGSize]]
    init(width: CGFloat, height: CGFloat = 24, sizes: [[CGSize]]) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.sizes = sizes
    }
    var numberOfSections: Int { sizes.count }
    func numberOfItems(inSection section: Int) -> Int { sizes[section].count }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.section][indexPath.item]
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.section][indexPath.item]
    }
}

func randomSizes(_ rng: inout SeededRandom, sections: Int, maxWidth: Int) -> [[CGSize]] {
    (0..<sections).map { _ in
        (0..<Int.random(in: 0...30, using: &rng)).map { _ in
            CGSize(
                width: CGFloat(Int.random(in: 1...maxWidth, using: &rng)),
                height: CGFloat(Int.random(in: 1...4, using: &rng)))
        }
    }
}

@Suite struct LeftAlignedDemoTests {
    /// Frames, headers and footers equal the built-in `.leading` flow layout, for the whole
    /// content and for bands of rows — on random data with lines of one item (which the
    /// superclass centres), oversized items, several sections, headers and footers.
    @Test(arguments: Array(UInt64(1)...200))
    func equalsTheBuiltInLeadingAlignment(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let data = Data(
            width: CGFloat(Int.random(in: 20...90, using: &rng)),
            sizes: randomSizes(&rng, sections: Int.random(in: 1...3, using: &rng), maxWidth: 40))
        // Drawn once, applied to both layouts.
        let interitem = CGFloat(Int.random(in: 0...3, using: &rng))
        let line = CGFloat(Int.random(in: 0...2, using: &rng))
        let left = CGFloat(Int.random(in: 0...3, using: &rng))
        func configure(_ l: FlowLayout) {
            l.minimumInteritemSpacing = interitem
            l.minimumLineSpacing = line
            l.sectionInset = EdgeInsets(top: 1, left: left, bottom: 1, right: 2)
            l.headerReferenceSize = CGSize(width: 0, height: 2)
            l.footerReferenceSize = CGSize(width: 0, height: 1)
            l.delegate = data
            l.collectionView = data
        }
        let demo = LeftAlignedFlowLayout()
        configure(demo)
        let builtIn = FlowLayout()
        configure(builtIn)
        builtIn.horizontalAlignment = .leading
        demo.prepareIfNeeded()
        builtIn.prepareIfNeeded()
        let content = builtIn.collectionViewContentSize
        #expect(demo.collectionViewContentSize == content)
        #expect(
            demo.attributes(in: CGRect(origin: .zero, size: content))
                == builtIn.attributes(in: CGRect(origin: .zero, size: content)),
            "seed \(seed)")
        var y: CGFloat = 0
        while y < content.height {
            let band = CGRect(x: 5, y: y, width: 30, height: 4)
            #expect(demo.attributes(in: band) == builtIn.attributes(in: band), "seed \(seed) band \(band)")
            y += 3
        }
    }

    @Test func singleItemLineMovesToTheLeadingInset() {
        // W = 50: items 30 and 30 cannot share a line (30 + 1 + 30 > 50); the superclass centres
        // the first (non-last line, one item): x = (50 − 30) / 2 = 10. Left-aligned: x = 0.
        let data = Data(width: 50, sizes: [[CGSize(width: 30, height: 1), CGSize(width: 30, height: 1)]])
        let layout = LeftAlignedFlowLayout()
        layout.minimumInteritemSpacing = 1
        layout.delegate = data
        layout.collectionView = data
        layout.prepareIfNeeded()
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        let superclass = FlowLayout()
        superclass.minimumInteritemSpacing = 1
        superclass.delegate = data
        superclass.collectionView = data
        superclass.prepareIfNeeded()
        #expect(superclass.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)
    }
}

@Suite struct ScratchWaterfallDemoTests {
    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func equalsTheBuiltInWaterfall(direction: ScrollDirection) {
        var rng = SeededRandom(seed: 42)
        let sizes = randomSizes(&rng, sections: 1, maxWidth: 9)
        let data = Data(width: 83, height: 31, sizes: sizes)
        let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        // Aspect fit: the item's length along the scroll axis for a breadth across it.
        let scratch = ScratchWaterfallLayout(columnCount: 3, rowCount: 3) { indexPath, breadth in
            let s = sizes[0][indexPath.item]
            return direction == .vertical ? s.height * breadth / s.width : s.width * breadth / s.height
        }
        scratch.scrollDirection = direction
        // Vertical: columns 1 apart, items 2 apart; horizontal: rows 2 apart, items 1 apart.
        scratch.columnMargin = direction == .vertical ? 1 : 2
        scratch.rowMargin = direction == .vertical ? 2 : 1
        scratch.edgeInset = inset
        scratch.collectionView = data
        scratch.prepareIfNeeded()
        let builtIn = WaterfallLayout()
        builtIn.scrollDirection = direction
        builtIn.columnCount = 3
        // The built-in names the same gaps by role: between columns (rows) 1, along them 2.
        builtIn.minimumColumnSpacing = 1
        builtIn.minimumInteritemSpacing = 2
        builtIn.sectionInset = inset
        builtIn.delegate = data
        builtIn.collectionView = data
        builtIn.prepareIfNeeded()
        #expect(scratch.collectionViewContentSize == builtIn.collectionViewContentSize)
        let all = CGRect(origin: .zero, size: builtIn.collectionViewContentSize)
        #expect(scratch.attributes(in: all) == builtIn.attributes(in: all))
        #expect(!sizes[0].isEmpty)
    }
}

@Suite struct LookupTableDemoTests {
    @Test func handComputedRows() {
        // W = 30, inset left 1 right 1 (right edge 29), spacing 1, row height 3, widths 10, 12, 8, 20, 5.
        // Row 0: 10 at x 1 (→ 12 with spacing), 12 at x 12 (→ 25), 8 at 25 would end at 33 > 29 → wrap.
        // Row 1 (y 4): 8 at 1 (→ 10), 20 at 10 ends at 30 > 29 → wrap. Row 2 (y 8): 20 at 1 (→ 22), 5 at 22.
        let widths: [CGFloat] = [10, 12, 8, 20, 5]
        let data = Data(width: 30, sizes: [widths.map { CGSize(width: $0, height: 1) }])
        let layout = LookupTableLayout { widths[$0.item] }
        layout.inset = EdgeInsets(top: 0, left: 1, bottom: 2, right: 1)
        layout.collectionView = data
        layout.prepareIfNeeded()
        let frames = (0..<5).map { layout.attributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(
            frames == [
                CGRect(x: 1, y: 0, width: 10, height: 3), CGRect(x: 12, y: 0, width: 12, height: 3),
                CGRect(x: 1, y: 4, width: 8, height: 3), CGRect(x: 1, y: 8, width: 20, height: 3),
                CGRect(x: 22, y: 8, width: 5, height: 3)
            ])
        // Content: last row ends at 11, + inset.bottom 2.
        #expect(layout.collectionViewContentSize == CGSize(width: 30, height: 13))
        // Filtered and ordered by index path: a rect over rows 1 and 2 at x 0..15.
        #expect(layout.attributes(in: CGRect(x: 0, y: 4, width: 15, height: 7)).map(\.indexPath.item) == [2, 3])
        // invalidateLayout() clears the table; the next prepare fills it again.
        layout.invalidateLayout()
        #expect(layout.cachedItemAttributes.isEmpty)
        layout.prepareIfNeeded()
        #expect(layout.cachedItemAttributes.count == 5)
    }
}

/// The public checks (`CollectionLayoutTesting`) run on each demo exactly as a user would run
/// them on their own layout: random data, each answer equal to brute force, cells apart.
@Suite struct DemoLayoutsPassTheKitTests {
    @Test(arguments: Array(UInt64(1)...100))
    func everyDemoLayoutMatchesBruteForce(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let sizes = randomSizes(&rng, sections: Int.random(in: 1...3, using: &rng), maxWidth: 12)
        let data = Data(width: CGFloat(Int.random(in: 20...90, using: &rng)), sizes: sizes)
        let leftAligned = LeftAlignedFlowLayout()
        leftAligned.delegate = data
        let lookup = LookupTableLayout { sizes[$0.section][$0.item].width }
        let scratch = ScratchWaterfallLayout(columnCount: Int.random(in: 1...4, using: &rng), rowCount: 3) {
            indexPath, breadth in
            let s = sizes[indexPath.section][indexPath.item]
            return s.height * breadth / s.width
        }
        // The scratch waterfall lays out one section, as the article's does.
        let oneSection = Data(width: data.bounds.width, sizes: [sizes[0]])
        for (layout, view) in [(leftAligned, data), (lookup, data), (scratch, oneSection)]
            as [(CollectionViewLayout, Data)]
        {
            layout.collectionView = view
            layout.prepareIfNeeded()
            let all = LayoutChecks.queriesMatchBruteForce(layout, view, seed: seed)
            LayoutChecks.cellsDoNotOverlap(all, seed: seed)
        }
    }
}
