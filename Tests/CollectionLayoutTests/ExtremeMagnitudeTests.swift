import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// Seeded layouts whose sizes, spacings, insets and view sizes are drawn from 1e-300 … 1e300
/// (and the smallest subnormal), with counts up to 1e12: every answer is finite or the
/// configuration is refused (`configurationError`), never a trap or a hang. Before the
/// saturating conversions these trapped (SIGILL) or spun; a failure names its seed.
@Suite struct ExtremeMagnitudeTests {
    static let magnitudes: [CGFloat] = [
        .leastNonzeroMagnitude, 1e-300, 1e-150, 1e-9, 0.5, 1, 3, 1e9, 1e150, 1e300, 1.7e308
    ]
    /// `EXTREME_SEED=N swift test --filter ExtremeMagnitude` reruns one failing case.
    static let seeds: [UInt64] =
        ProcessInfo.processInfo.environment["EXTREME_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? Array(1...400)
    static let counts = [0, 1, 7, 1_000, 1_000_000, 1_000_000_000, 1_000_000_000_000]

    /// Every item the same size, `counts[section]` items: answers are arithmetic, never per item.
    final class View: CollectionView, FlowLayoutDelegate, WaterfallLayoutDelegate {
        var bounds: CGRect
        let counts: [Int]
        let itemSize: CGSize

        init(bounds: CGRect, counts: [Int], itemSize: CGSize) {
            self.bounds = bounds
            self.counts = counts
            self.itemSize = itemSize
        }

        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
        func collectionView(_ cv: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int)
            -> CGSize?
        { itemSize }
        func collectionView(_ cv: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
        { itemSize }
    }

    struct Case: CustomStringConvertible {
        var view: View
        var spacing: CGFloat, line: CGFloat, inset: EdgeInsets, header: CGFloat
        var description: String {
            "bounds \(view.bounds.size) counts \(view.counts) item \(view.itemSize) spacing \(spacing)/\(line) inset \(inset) header \(header)"
        }
    }

    static func randomCase(seed: UInt64, largestCount: Int) -> Case {
        var rng = SeededRandom(seed: seed)
        func m() -> CGFloat { magnitudes.randomElement(using: &rng)! }
        func length() -> CGFloat { Bool.random(using: &rng) ? 0 : m() }
        let allowed = counts.filter { $0 <= largestCount }
        let sectionCounts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in allowed.randomElement(using: &rng)! }
        let view = View(
            bounds: CGRect(x: 0, y: 0, width: m(), height: m()), counts: sectionCounts,
            itemSize: CGSize(width: m(), height: m()))
        return Case(
            view: view, spacing: length(), line: length(),
            inset: EdgeInsets(top: length(), left: length(), bottom: length(), right: length()), header: length())
    }

    /// Rects a previewer would ask for: at the start, middle and end of the content, one the
    /// size of the view and one of a few items. Where an item is smaller than the spacing of
    /// representable numbers at that position (1e-300 items at 1e150), items share positions
    /// and any rect holds unboundedly many: those rects are not asked.
    static func probes(_ layout: CollectionViewLayout, _ c: Case) -> [CGRect] {
        let content = layout.collectionViewContentSize
        let item = c.view.itemSize
        let few = CGSize(width: 4 * item.width, height: 4 * item.height)
        return [0, 0.5, 1].flatMap { f -> [CGRect] in
            let origin = CGPoint(x: content.width * f * 0.9, y: content.height * f * 0.9)
            guard origin.x + item.width > origin.x, origin.y + item.height > origin.y else { return [] }
            return [CGRect(origin: origin, size: few), CGRect(origin: origin, size: c.view.bounds.size)]
                .filter {
                    (($0.width / item.width).rounded(.up) + 1) * (($0.height / item.height).rounded(.up) + 1) < 10_000
                }
        }
    }

    /// Checks one prepared layout: refused, or a finite content size and finite frames that
    /// meet the rect asked about, each item once.
    static func check(_ layout: CollectionViewLayout, _ c: Case, seed: UInt64) {
        if layout.configurationError != nil { return }
        let content = layout.collectionViewContentSize
        #expect(
            content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0,
            "seed \(seed): \(c)")
        for rect in probes(layout, c) {
            var seen = Set<IndexPath>()
            var count = 0
            layout.enumerateAttributes(in: rect) { e in
                count += 1
                let f = e.frame
                #expect(
                    f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                    "seed \(seed): \(e) \(c)")
                #expect(f.strictlyIntersects(rect), "seed \(seed): \(e) outside \(rect) \(c)")
                if e.representedElementCategory == .cell {
                    #expect(seen.insert(e.indexPath).inserted, "seed \(seed): \(e.indexPath) twice in \(rect) \(c)")
                }
            }
            #expect(count <= 100_000, "seed \(seed): \(count) elements in \(rect) \(c)")
        }
    }

    @Test(arguments: Self.seeds)
    func flowAnswersOrRefuses(seed: UInt64) {
        let c = Self.randomCase(seed: seed, largestCount: 1_000_000_000_000)
        let layout = FlowLayout()
        layout.scrollDirection = seed % 2 == 0 ? .vertical : .horizontal
        layout.minimumInteritemSpacing = c.spacing
        layout.minimumLineSpacing = c.line
        layout.sectionInset = c.inset
        layout.headerReferenceSize = CGSize(width: c.header, height: c.header)
        layout.sectionBackgrounds = seed % 3 == 0
        layout.collectionView = c.view
        layout.delegate = c.view
        layout.prepareIfNeeded()
        Self.check(layout, c, seed: seed)
    }

    /// The waterfall places items one by one, so counts stop at 1,000 here; 1e12 is refused.
    @Test(arguments: Self.seeds)
    func waterfallAnswersOrRefuses(seed: UInt64) {
        var c = Self.randomCase(seed: seed, largestCount: 1_000)
        if seed % 50 == 0 {
            c.view = View(bounds: c.view.bounds, counts: [1_000_000_000_000], itemSize: c.view.itemSize)
        }
        let layout = WaterfallLayout()
        layout.scrollDirection = seed % 2 == 0 ? .vertical : .horizontal
        layout.columnCount = Int(seed % 7) + 1
        layout.minimumColumnSpacing = c.spacing
        layout.minimumInteritemSpacing = c.line
        layout.sectionInset = c.inset
        layout.headerHeight = c.header
        layout.itemHeightMode = seed % 3 == 0 ? .fixed : .aspectFit
        layout.collectionView = c.view
        layout.delegate = c.view
        layout.prepareIfNeeded()
        if seed % 50 == 0 { #expect(layout.configurationError != nil, "seed \(seed): 1e12 items accepted") }
        Self.check(layout, c, seed: seed)
    }

    /// Compositional: a horizontal group of the case's item size (absolute, or a fraction of
    /// the width when the seed says), repeated to counts up to 1e12, with the case's spacings,
    /// insets and a header — arithmetic, so 1e12 items are answered, not refused. Sideways
    /// sections (every fifth seed) get groups one item wide, as shelves have: a wider item
    /// would overlap the groups after it and any rect would hold them all.
    @Test(arguments: Self.seeds)
    func compositionalAnswersOrRefuses(seed: UInt64) {
        let c = Self.randomCase(seed: seed, largestCount: 1_000_000_000_000)
        let sideways = seed % 5 == 0
        let width: NSCollectionLayoutDimension =
            seed % 4 == 0 ? .fractionalWidth(0.25) : .absolute(c.view.itemSize.width)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: sideways ? .fractionalWidth(1) : width,
                heightDimension: .fractionalHeight(1)))
        let groupSize = NSCollectionLayoutSize(
            widthDimension: sideways ? .absolute(c.view.itemSize.width) : .fractionalWidth(1),
            heightDimension: .absolute(c.view.itemSize.height))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .fixed(c.spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = c.line
        section.contentInsets = NSDirectionalEdgeInsets(
            top: c.inset.top, leading: c.inset.left, bottom: c.inset.bottom, trailing: c.inset.right)
        section.orthogonalScrollingBehavior = sideways ? .paging : .none
        if c.header > 0 {
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(c.header)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
            ]
        }
        let layout = CompositionalLayout(section: section)
        layout.collectionView = c.view
        layout.prepareIfNeeded()
        Self.check(layout, c, seed: seed)
    }
}
