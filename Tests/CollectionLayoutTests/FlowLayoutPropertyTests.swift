import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// Seeded random flow layouts checked against brute force (`LayoutChecks`: the rect query equals
/// the elements asked one by one, every item once, frames finite).
/// A failure message carries the seed: `randomConfiguration(seed:)` rebuilds the case.
@Suite struct FlowLayoutPropertyTests {
    static let seeds: [UInt64] = Array(1...2000)

    /// A random, valid configuration. Roughly half the sections size items one by one. Hiding:
    /// one item in five (and some sections' one size) is `.zero` or zero on one axis, as apps hide
    /// items in UIKit, and every spacing is positive so that each still moves the next item on.
    static func randomConfiguration(seed: UInt64, forceSizes: Bool? = nil, hiding: Bool = false) -> (
        TestCollectionView, (FlowLayout) -> Void
    ) {
        var rng = SeededRandom(seed: seed)
        let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
        let cross = CGFloat(Int.random(in: 12...120, using: &rng)) + (Bool.random(using: &rng) ? 0 : 0.5)
        let along = CGFloat(Int.random(in: 4...40, using: &rng))
        let lengths: [CGFloat] = [0, 0, 1, 2, 3, 0.5, 1.25]
        let spacings = hiding ? lengths.filter { $0 > 0 } : lengths
        func pick(_ values: [CGFloat]) -> CGFloat { values.randomElement(using: &rng)! }
        func insets() -> EdgeInsets {
            EdgeInsets(top: pick(lengths), left: pick([0, 1, 2, 3.5]), bottom: pick(lengths), right: pick([0, 1, 2, 4]))
        }
        func reference() -> CGSize { CGSize(width: pick([0, 5]), height: pick([0, 0, 1, 3])) }
        func size(maxWidth: CGFloat) -> CGSize {
            let size = CGSize(
                width: CGFloat(Int.random(in: 1...Int(maxWidth), using: &rng)) / pick([1, 1, 2]),
                height: CGFloat(Int.random(in: 1...6, using: &rng)))
            guard hiding, Int.random(in: 0..<5, using: &rng) == 0 else { return size }
            return [.zero, CGSize(width: 0, height: size.height), CGSize(width: size.width, height: 0)]
                .randomElement(using: &rng)!
        }
        func style() -> FlowLayout.SectionStyle {
            FlowLayout.SectionStyle(
                horizontalAlignment: FlowLayout.HorizontalAlignment.allCases.randomElement(using: &rng)!,
                lastLineAlignment: FlowLayout.LastLineAlignment.allCases.randomElement(using: &rng)!,
                verticalAlignment: FlowLayout.VerticalAlignment.allCases.randomElement(using: &rng)!,
                headerPinsToVisibleBounds: Int.random(in: 0..<3, using: &rng) == 0,
                footerPinsToVisibleBounds: Int.random(in: 0..<4, using: &rng) == 0,
                showsBackground: Bool.random(using: &rng))
        }
        // Logical sizes are (cross, along); the view's bounds transpose them for horizontal layouts.
        let layoutItem = size(maxWidth: min(cross / 2, 20))
        let baseInset = insets()
        let baseLine = pick(spacings)
        let baseInteritem = pick(spacings)
        let baseHeader = reference()
        let baseFooter = reference()
        let baseStyle = style()
        var sections: [TestCollectionView.Section] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let sized = forceSizes ?? Bool.random(using: &rng)
            var section: TestCollectionView.Section
            if sized {
                let count = Int.random(in: 0...40, using: &rng)
                // Mostly fitting widths; now and then one wider than the whole view (an oversized item).
                section = .init(
                    sizes: (0..<count).map { _ in
                        Int.random(in: 0..<25, using: &rng) == 0
                            ? CGSize(width: cross + 3, height: 2) : size(maxWidth: cross / 2)
                    })
            } else {
                section = .init(
                    count: Int.random(in: 0...40, using: &rng),
                    uniformSize: Bool.random(using: &rng) ? nil : size(maxWidth: cross / 3))
            }
            if Bool.random(using: &rng) { section.inset = insets() }
            if Bool.random(using: &rng) { section.lineSpacing = pick(spacings) }
            if Bool.random(using: &rng) { section.interitemSpacing = pick(spacings) }
            if Bool.random(using: &rng) { section.header = reference() }
            if Bool.random(using: &rng) { section.footer = reference() }
            if Bool.random(using: &rng) { section.style = style() }
            if let sizes = section.sizes {
                section.sizes = sizes.map { direction == .vertical ? $0 : CGSize(width: $0.height, height: $0.width) }
            }
            if let u = section.uniformSize {
                section.uniformSize = direction == .vertical ? u : CGSize(width: u.height, height: u.width)
            }
            if let i = section.inset, direction == .horizontal {
                section.inset = EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom)
            }
            if let h = section.header, direction == .horizontal {
                section.header = CGSize(width: h.height, height: h.width)
            }
            if let f = section.footer, direction == .horizontal {
                section.footer = CGSize(width: f.height, height: f.width)
            }
            sections.append(section)
        }
        let view =
            direction == .vertical
            ? TestCollectionView(width: cross, height: along, sections: sections)
            : TestCollectionView(width: along, height: cross, sections: sections)
        let configure: (FlowLayout) -> Void = { layout in
            layout.scrollDirection = direction
            func t(_ s: CGSize) -> CGSize { direction == .vertical ? s : CGSize(width: s.height, height: s.width) }
            layout.itemSize = t(layoutItem)
            layout.sectionInset =
                direction == .vertical
                ? baseInset
                : EdgeInsets(top: baseInset.left, left: baseInset.top, bottom: baseInset.right, right: baseInset.bottom)
            layout.minimumLineSpacing = baseLine
            layout.minimumInteritemSpacing = baseInteritem
            layout.headerReferenceSize = t(baseHeader)
            layout.footerReferenceSize = t(baseFooter)
            layout.sectionStyle = baseStyle
        }
        return (view, configure)
    }

    @Test(arguments: seeds)
    func queriesMatchBruteForce(seed: UInt64) {
        let (view, configure) = Self.randomConfiguration(seed: seed)
        Self.checkAgainstBruteForce(view, configure, seed: seed)
    }

    /// Items sized zero (UIKit's way to hide one) keep their frames, of no area, inside the
    /// content; the rect queries leave them out and answer the rest as brute force does.
    @Test(arguments: Array(seeds.prefix(500)))
    func hiddenItemsMatchBruteForce(seed: UInt64) {
        let (view, configure) = Self.randomConfiguration(seed: seed, hiding: true)
        Self.checkAgainstBruteForce(view, configure, seed: seed)
    }

    static func checkAgainstBruteForce(_ view: TestCollectionView, _ configure: (FlowLayout) -> Void, seed: UInt64) {
        var rng = SeededRandom(seed: seed &* 31)
        let content = view.layout(configure).collectionViewContentSize
        // Scroll somewhere so pinned headers and footers move.
        view.bounds.origin = CGPoint(
            x: CGFloat.random(in: 0...max(0, content.width), using: &rng).rounded(),
            y: CGFloat.random(in: 0...max(0, content.height), using: &rng).rounded())
        let layout = view.layout(configure)
        #expect(layout.configurationError == nil, "seed \(seed)")
        let all = LayoutChecks.queriesMatchBruteForce(layout, view, seed: seed)
        LayoutChecks.zIndexFollowsTheCommonRules(all, seed: seed)
        LayoutChecks.cellsDoNotOverlap(all, seed: seed)

        // Frames lie inside the content, except oversized items (wider across the scroll axis than
        // the section's available width), which keep their size.
        let horizontal = layout.scrollDirection == .horizontal
        func isOversized(_ e: LayoutAttributes) -> Bool {
            guard e.representedElementCategory == .cell else { return false }
            let inset = view.sections[e.indexPath.section].inset ?? layout.sectionInset
            let available =
                horizontal ? content.height - inset.top - inset.bottom : content.width - inset.left - inset.right
            return (horizontal ? e.frame.height : e.frame.width) > available + 1e-9
        }
        #expect(layout.oversizedItems.map(\.count).reduce(0, +) == all.filter(isOversized).count, "seed \(seed)")
        for e in all {
            if isOversized(e) {
                let f = e.frame
                #expect(
                    (horizontal ? f.minX : f.minY) >= 0
                        && (horizontal ? f.maxX : f.maxY) <= (horizontal ? content.width : content.height),
                    "seed \(seed) \(e)")
            } else {
                #expect(LayoutChecks.inside(e, content), "seed \(seed) \(e) outside \(content)")
            }
        }
    }

    /// The uniform fast path and the per-item path agree when every item has the same size.
    @Test(arguments: Array(seeds.prefix(500)))
    func uniformPathEqualsPerItemPath(seed: UInt64) {
        let (uniformView, configure) = Self.randomConfiguration(seed: seed, forceSizes: false)
        let sizedView = TestCollectionView(
            width: uniformView.bounds.width, height: uniformView.bounds.height, sections: uniformView.sections)
        let uniform = uniformView.layout(configure)
        for (index, section) in uniformView.sections.enumerated() {
            sizedView.sections[index].sizes = Array(
                repeating: section.uniformSize ?? uniform.itemSize, count: section.count)
        }
        let sized = sizedView.layout(configure)
        #expect(uniform.collectionViewContentSize == sized.collectionViewContentSize, "seed \(seed)")
        let a = LayoutChecks.allElements(uniform, uniformView)
        let b = LayoutChecks.allElements(sized, sizedView)
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(x.indexPath == y.indexPath && x.zIndex == y.zIndex, "seed \(seed)")
            for (p, q) in zip(x.frame.list, y.frame.list) {
                #expect(abs(p - q) <= 1e-9 * max(1, abs(p)), "seed \(seed) \(x.frame) vs \(y.frame)")
            }
        }
    }
}
