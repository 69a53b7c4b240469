import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// Negative spacings, as UIKit allows them: items overlap while each still advances; a spacing
/// that would not let an item advance is refused in one line.
@Suite struct NegativeSpacingTests {
    /// 10x4 items, width 30, interitem −4, line −1, no insets. Per line: (30 − 4) / (10 − 4) → 4.
    /// Justified: gap (30 − 4·10) / 3 = −3.333, so x = 0, 6.667, 13.333, 20; line 2 at 4 − 1 = 3.
    @Test func flowItemsAndLinesOverlap() {
        let view = CountsView(width: 30, counts: [6])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 4)
        layout.minimumInteritemSpacing = -4
        layout.minimumLineSpacing = -1
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.configurationError == nil)
        let xs = (0..<4).map { layout.attributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
        for (x, expected) in zip(xs, [0, 20.0 / 3, 40.0 / 3, 20]) { #expect(abs(x - expected) < 1e-9, "\(xs)") }
        #expect(layout.attributesForItem(at: IndexPath(item: 4, section: 0))!.frame.minY == 3)
        // Content: two lines, 4 + (−1) + 4 = 7.
        #expect(layout.collectionViewContentSize.height == 7)
        // The rect query finds what brute force finds, overlapping or not.
        _ = LayoutChecks.queriesMatchBruteForce(layout, view, seed: 0)
    }

    /// Two columns of 15, fixed heights 4, item spacing −1: 0 and 1 at y 0, 2 and 3 at y 3.
    @Test func waterfallItemsOverlapInTheirColumn() {
        let view = CountsView(width: 30, counts: [4])
        let layout = WaterfallLayout()
        layout.columnCount = 2
        layout.minimumColumnSpacing = 0
        layout.minimumInteritemSpacing = -1
        layout.itemHeightMode = .fixed
        layout.itemSize = CGSize(width: 15, height: 4)
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(
            (0..<4).map { layout.attributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minY } == [0, 0, 3, 3])
        #expect(layout.collectionViewContentSize.height == 7)
    }

    @Test(arguments: [
        (
            "flow", CGFloat(-10), CGFloat(0),
            "section 0: minimumInteritemSpacing -10.0 does not let itemSize advance (its length 10.0 + spacing must be > 0)"
        ),
        (
            "flow", CGFloat(0), CGFloat(-4),
            "section 0: minimumLineSpacing -4.0 does not let itemSize advance (its length 4.0 + spacing must be > 0)"
        ),
        ("flow", CGFloat.infinity, CGFloat(0), "section 0: minimumInteritemSpacing must be finite, got inf"),
        (
            "waterfall", CGFloat(0), CGFloat(-4),
            "section 0: minimumInteritemSpacing -4.0 does not let every item advance (its length 4.0 + spacing must be > 0)"
        )
    ])
    func spacingsThatStopItemsAreRefused(layout kind: String, interitem: CGFloat, line: CGFloat, message: String) {
        let view = CountsView(width: 30, counts: [3])
        let layout: CollectionViewLayout
        if kind == "flow" {
            let flow = FlowLayout()
            flow.itemSize = CGSize(width: 10, height: 4)
            flow.minimumInteritemSpacing = interitem
            flow.minimumLineSpacing = line
            layout = flow
        } else {
            let waterfall = WaterfallLayout()
            waterfall.itemHeightMode = .fixed
            waterfall.itemSize = CGSize(width: 10, height: 4)
            waterfall.minimumInteritemSpacing = line
            layout = waterfall
        }
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.configurationError?.description == message)
    }

    /// Seeded: random sizes and negative spacings that let every item advance — the rect
    /// queries equal brute force and every item is answered once.
    @Test(arguments: 0..<60)
    func overlappingLayoutsAnswerLikeBruteForce(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let sizes = (0..<Int.random(in: 1...60, using: &rng)).map { _ in
            CGSize(
                width: CGFloat(Int.random(in: 4...14, using: &rng)), height: CGFloat(Int.random(in: 2...6, using: &rng))
            )
        }
        var section = TestCollectionView.Section(sizes: sizes)
        section.interitemSpacing = -CGFloat(Int.random(in: 0...3, using: &rng))
        section.lineSpacing = -CGFloat(Int.random(in: 0...1, using: &rng))
        let view = TestCollectionView(width: 40, height: 12, sections: [section])
        let layout = view.layout { _ in }
        #expect(layout.configurationError == nil, "seed \(seed)")
        let all = LayoutChecks.queriesMatchBruteForce(layout, view, seed: seed)
        #expect(all.filter { $0.representedElementCategory == .cell }.count == sizes.count)
    }
}
