import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// Seeded random compositional layouts — item and group trees of every dimension, group and
/// spacing kind, insets, fixed and flexible edge spacing, badges, headers, footers, backgrounds,
/// sections scrolling on their own (scrolled), several sections, layout-wide headers and footers — checked against brute force: the answer for any rect is the elements asked one by
/// one, every item once, frames finite and inside the content along the scroll axis. A failure
/// names its seed.
@Suite struct CompositionalPropertyTests {
    struct Random {
        var rng: SeededRandom
        mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &rng)! }
        mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }

        mutating func dimension(fraction: ClosedRange<CGFloat>, absolute: ClosedRange<CGFloat>, height: Bool)
            -> NSCollectionLayoutDimension
        {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: .fractionalWidth(CGFloat.random(in: fraction, using: &rng))
            case 1: .fractionalHeight(CGFloat.random(in: fraction, using: &rng))
            case 2:
                .estimated(CGFloat(Int.random(in: Int(absolute.lowerBound)...Int(absolute.upperBound), using: &rng)))
            default:
                .absolute(
                    CGFloat(Int.random(in: Int(absolute.lowerBound)...Int(absolute.upperBound), using: &rng))
                        / pick([1, 2]))
            }
        }

        /// A badge on a corner or an edge of its cell, sticking out by a fraction of its size.
        mutating func badge() -> NSCollectionLayoutSupplementaryItem {
            let edges: NSDirectionalRectEdge = pick([[.top, .trailing], [.top, .leading], [.bottom], [.leading], []])
            let anchor =
                chance(2)
                ? NSCollectionLayoutAnchor(
                    edges: edges, fractionalOffset: CGPoint(x: pick([0, 0.5]), y: pick([0, -0.5])))
                : NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: pick([0, 1]), y: pick([-1, 0])))
            return NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: pick([.absolute(2), .fractionalWidth(0.5)]),
                    heightDimension: .absolute(1)),
                elementKind: Self.badgeKind, containerAnchor: anchor)
        }

        static let badgeKind = "badge"
        static let layoutKinds = (headers: ["layout-header"], footers: ["layout-footer"])

        mutating func item() -> NSCollectionLayoutItem {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: dimension(fraction: 0.2...1, absolute: 2...20, height: false),
                    heightDimension: dimension(fraction: 0.3...1, absolute: 1...6, height: true)),
                supplementaryItems: chance(5) ? [badge()] : [])
            // Insets only on items wide enough to keep an area (a cell of no area is in no answer).
            if item.layoutSize.widthDimension.isAbsolute, item.layoutSize.widthDimension.dimension >= 2, chance(3) {
                item.contentInsets = NSDirectionalEdgeInsets(
                    top: 0, leading: pick([0, 0.25]), bottom: 0, trailing: pick([0, 0.25]))
            }
            if chance(4) {
                func spacing() -> NSCollectionLayoutSpacing? {
                    pick([nil, .fixed(0), .fixed(1), .flexible(0), .flexible(1)])
                }
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                    leading: spacing(), top: spacing(), trailing: spacing(), bottom: spacing())
            }
            return item
        }

        mutating func group(depth: Int) -> NSCollectionLayoutGroup {
            let size = NSCollectionLayoutSize(
                widthDimension: pick([.fractionalWidth(1), .fractionalWidth(0.5), .absolute(30)]),
                heightDimension: pick([.absolute(3), .absolute(8), .fractionalHeight(0.25), .estimated(5)]))
            let subitems = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                depth > 0 && chance(3) ? self.group(depth: depth - 1) : item()
            }
            let made: NSCollectionLayoutGroup
            var shares = false
            switch Int.random(in: 0..<7, using: &rng) {
            case 0: made = .vertical(layoutSize: size, subitems: subitems)
            case 1:
                made = .horizontal(
                    layoutSize: size, repeatingSubitem: subitems[0], count: Int.random(in: 1...4, using: &rng))
            case 2:
                made = .vertical(layoutSize: size, subitem: subitems[0], count: Int.random(in: 1...3, using: &rng))
                shares = true
            case 3:
                let frames = (0..<Int.random(in: 1...3, using: &rng)).map { i in
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: CGFloat(i * 7), y: CGFloat(i), width: 6, height: 2), zIndex: i)
                }
                made = .custom(layoutSize: size) { _ in frames }
            default: made = .horizontal(layoutSize: size, subitems: subitems)
            }
            // Spacing in groups whose items share the length could leave them no width.
            if chance(2), !shares { made.interItemSpacing = pick([.fixed(0), .fixed(1), .flexible(0.5), .flexible(1)]) }
            return made
        }

        mutating func section() -> NSCollectionLayoutSection {
            let section = NSCollectionLayoutSection(group: group(depth: 2))
            section.interGroupSpacing = pick([0, 1, 2])
            section.contentInsets = NSDirectionalEdgeInsets(
                top: pick([0, 1]), leading: pick([0, 2]), bottom: pick([0, 1]), trailing: pick([0, 2]))
            section.supplementariesFollowContentInsets = Bool.random(using: &rng)
            if chance(2) {
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: pick([.fractionalWidth(1), .absolute(12)]),
                        heightDimension: .absolute(pick([1, 2]))),
                    elementKind: ElementKind.sectionHeader, alignment: pick([.top, .topLeading, .topTrailing]))
                section.boundarySupplementaryItems.append(header)
            }
            if chance(3) {
                section.boundarySupplementaryItems.append(
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                        elementKind: ElementKind.sectionFooter, alignment: pick([.bottom, .bottomLeading])))
            }
            if chance(3) { section.decorationItems = [.background(elementKind: ElementKind.sectionBackground)] }
            if chance(5) {
                section.orthogonalScrollingBehavior = pick([.continuous, .paging, .groupPaging, .groupPagingCentered])
            }
            return section
        }
    }

    /// A random layout of 1–4 sections, prepared in a view of a random size.
    static func randomLayout(_ random: inout Random, horizontal: Bool = false) -> (CompositionalLayout, CountsView) {
        let sections = (0..<Int.random(in: 1...4, using: &random.rng)).map { _ in random.section() }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = random.pick([0, 1, 3])
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        if random.chance(3) {
            configuration.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: random.pick([.fractionalWidth(1), .absolute(9)]),
                        heightDimension: .absolute(random.pick([1, 2]))),
                    elementKind: Random.layoutKinds.headers[0], alignment: random.pick([.top, .topTrailing, .leading])),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(5), heightDimension: .absolute(1)),
                    elementKind: Random.layoutKinds.footers[0], alignment: random.pick([.bottom, .trailing]))
            ]
        }
        let layout = CompositionalLayout(sectionProvider: { index, _ in sections[index] }, configuration: configuration)
        let view = CountsView(
            width: random.pick([40, 61, 80, 123]), height: random.pick([12, 24, 40]),
            counts: sections.map { _ in Int.random(in: 0...40, using: &random.rng) })
        layout.collectionView = view
        layout.prepareIfNeeded()
        // Sections that scroll on their own are scrolled somewhere (clamped to what they hold).
        for index in sections.indices where layout.orthogonalScrollingBehavior(inSection: index) != .none {
            layout.setOrthogonalOffset(CGFloat(Int.random(in: 0...40, using: &random.rng)), inSection: index)
        }
        layout.prepareIfNeeded()
        return (layout, view)
    }

    @Test(arguments: Array(UInt64(1)...400))
    func randomTreesAnswerLikeBruteForce(seed: UInt64) {
        var random = Random(rng: SeededRandom(seed: seed))
        let (layout, view) = Self.randomLayout(&random)
        #expect(layout.configurationError == nil, "seed \(seed): \(layout.configurationError?.message ?? "")")
        checkInsideContent(
            LayoutChecks.queriesMatchBruteForce(
                layout, view, seed: seed, itemKinds: [Random.badgeKind], layoutKinds: Random.layoutKinds),
            layout, seed: seed)
    }

    /// The same trees in a horizontal configuration (sections and groups left to right, top
    /// and bottom boundary items in bands), measured at random once: brute force again, frames
    /// inside the content along x.
    @Test(arguments: Array(UInt64(1)...300))
    func randomHorizontalTreesAnswerLikeBruteForce(seed: UInt64) {
        var random = Random(rng: SeededRandom(seed: seed))
        let (layout, view) = Self.randomLayout(&random, horizontal: true)
        #expect(layout.configurationError == nil, "seed \(seed): \(layout.configurationError?.message ?? "")")
        checkInsideContent(
            LayoutChecks.queriesMatchBruteForce(
                layout, view, seed: seed, itemKinds: [Random.badgeKind], layoutKinds: Random.layoutKinds),
            layout, seed: seed)
        measureRandomly(layout, view, &random, rounds: 1, seed: seed)
    }

    /// Random cells measured at random sizes, three rounds: the layout still answers like brute
    /// force, and each measured cell it took is satisfied (measuring it again changes nothing).
    @Test(arguments: Array(UInt64(1)...300))
    func randomMeasurementsAnswerLikeBruteForce(seed: UInt64) {
        var random = Random(rng: SeededRandom(seed: seed))
        let (layout, view) = Self.randomLayout(&random)
        measureRandomly(layout, view, &random, rounds: 3, seed: seed)
    }

    private func measureRandomly(
        _ layout: CompositionalLayout, _ view: CountsView, _ random: inout Random, rounds: Int, seed: UInt64
    ) {
        for _ in 0..<rounds {
            let cells = view.counts.indices.flatMap { section in
                (0..<view.counts[section]).filter { _ in random.chance(4) }.map {
                    layout.attributesForItem(at: IndexPath(item: $0, section: section))!
                }
            }
            var wanted: [IndexPath: CGSize] = [:]
            for cell in cells {
                wanted[cell.indexPath] = CGSize(
                    width: CGFloat(Int.random(in: 1...15, using: &random.rng)),
                    height: CGFloat(Int.random(in: 1...9, using: &random.rng)))
            }
            func preferred(_ cell: LayoutAttributes) -> LayoutAttributes {
                var measured = cell
                measured.size = wanted[cell.indexPath]!
                return measured
            }
            let taken = layout.takePreferredAttributes(of: cells, preferred: preferred)
            layout.prepareIfNeeded()
            #expect(layout.configurationError == nil, "seed \(seed): \(layout.configurationError?.message ?? "")")
            for path in taken {
                let now = layout.attributesForItem(at: path)!
                #expect(
                    !layout.shouldInvalidateLayout(
                        forPreferredLayoutAttributes: preferred(now), withOriginalAttributes: now),
                    "seed \(seed): \(path) is \(now.frame.size), measured \(wanted[path]!)")
            }
            checkInsideContent(
                LayoutChecks.queriesMatchBruteForce(
                    layout, view, seed: seed, itemKinds: [Random.badgeKind], layoutKinds: Random.layoutKinds), layout,
                seed: seed)
        }
    }

    /// Frames inside the content along the scroll axis; badges excepted (anchored to a cell's
    /// edge and offset, they may reach out of it as on iOS — a section's insets make room).
    private func checkInsideContent(_ elements: [LayoutAttributes], _ layout: CompositionalLayout, seed: UInt64) {
        let content = layout.collectionViewContentSize
        let horizontal = layout.scrollDirection == .horizontal
        let length = horizontal ? content.width : content.height
        for element in elements where element.representedElementKind != Random.badgeKind {
            let (low, high) =
                horizontal ? (element.frame.minX, element.frame.maxX) : (element.frame.minY, element.frame.maxY)
            #expect(low >= 0 && high <= length + roundingError(length), "seed \(seed): \(element) length \(length)")
        }
    }

    private func roundingError(_ value: CGFloat) -> CGFloat { 8 * value.ulp }
}
