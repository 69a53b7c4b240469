import CollectionLayout
import Foundation
import Testing

/// Checks any `CollectionViewLayout` should pass, against brute force: the answer for a rect is
/// exactly the elements (asked one by one) whose frames meet it, in the same order; every item
/// appears once; frames are finite and never negative. An element of no area (an item sized
/// `.zero`, as UIKit's flow layout takes it to hide the item) meets no rect: the rect queries
/// leave it out, the per-element queries answer it. The built-in layouts' tests use them, and so
/// can yours, from a Swift Testing test:
///
/// ```swift
/// import CollectionLayoutTesting
///
/// @Test(arguments: Array(UInt64(1)...100))
/// func myLayoutAnswersLikeBruteForce(seed: UInt64) {
///     let (layout, view) = makeRandomLayout(seed: seed)   // yours: prepared, with its view
///     let all = LayoutChecks.queriesMatchBruteForce(layout, view, seed: seed)
///     LayoutChecks.cellsDoNotOverlap(all, seed: seed)
/// }
/// ```
///
/// A failure names the seed and the rect; `SeededRandom(seed:)` rebuilds the case.
public enum LayoutChecks {
    /// Every element, gathered one by one through the per-element queries, in answer order: the
    /// layout-wide headers of `layoutKinds.headers` (at (0, 0)); by section: decoration, header,
    /// items by index (each followed by its supplementary views of `itemKinds`, such as badges),
    /// footer; the layout-wide footers of `layoutKinds.footers`.
    ///
    /// - Complexity: O(number of elements).
    public static func allElements(
        _ layout: CollectionViewLayout, _ view: CollectionView, itemKinds: [String] = [],
        layoutKinds: (headers: [String], footers: [String]) = ([], [])
    ) -> [LayoutAttributes] {
        let origin = IndexPath(item: 0, section: 0)
        var all = layoutKinds.headers.compactMap { layout.attributesForSupplementaryElement(ofKind: $0, at: origin) }
        for s in 0..<view.numberOfSections {
            let path = IndexPath(item: 0, section: s)
            if let b = layout.attributesForDecorationElement(ofKind: ElementKind.sectionBackground, at: path) {
                all.append(b)
            }
            if let h = layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path) {
                all.append(h)
            }
            // An item the layout has no answer for is left out: the item count check then names it.
            for i in 0..<view.numberOfItems(inSection: s) {
                let item = IndexPath(item: i, section: s)
                if let cell = layout.attributesForItem(at: item) { all.append(cell) }
                // Supplementary views attached to items (badges) follow their cell.
                all += itemKinds.compactMap { layout.attributesForSupplementaryElement(ofKind: $0, at: item) }
            }
            if let f = layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionFooter, at: path) {
                all.append(f)
            }
        }
        return all + layoutKinds.footers.compactMap { layout.attributesForSupplementaryElement(ofKind: $0, at: origin) }
    }

    /// Written independently of the library's `strictlyIntersects`.
    public static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        max(a.minX, b.minX) < min(a.maxX, b.maxX) && max(a.minY, b.minY) < min(a.maxY, b.maxY)
    }

    /// `attributes(in:)` equals the brute-force filter of all elements for the whole content and
    /// for random, edge-touching, empty and out-of-content rects; every item appears once.
    @discardableResult
    public static func queriesMatchBruteForce(
        _ layout: CollectionViewLayout, _ view: CollectionView, seed: UInt64, itemKinds: [String] = [],
        layoutKinds: (headers: [String], footers: [String]) = ([], []),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [LayoutAttributes] {
        var rng = SeededRandom(seed: seed &* 7919)
        let content = layout.collectionViewContentSize
        let all = allElements(layout, view, itemKinds: itemKinds, layoutKinds: layoutKinds)
        // The content and everything in it: a layout may place elements outside its content
        // (a compositional group wider than the view); `inside(_:_:)` checks that apart.
        let everything = all.reduce(CGRect(x: 0, y: 0, width: content.width, height: content.height)) {
            $0.union($1.frame)
        }.insetBy(
            dx: -1, dy: -1)
        let whole = layout.attributes(in: everything)
        let hasArea = { (e: LayoutAttributes) in e.frame.width > 0 && e.frame.height > 0 }
        #expect(whole == all.filter(hasArea), "seed \(seed)", sourceLocation: sourceLocation)
        let cells = (whole + all.filter { !hasArea($0) }).filter { $0.representedElementCategory == .cell }.map(
            \.indexPath)
        #expect(Set(cells).count == cells.count, "seed \(seed)", sourceLocation: sourceLocation)
        #expect(
            cells.count == (0..<view.numberOfSections).reduce(0) { $0 + view.numberOfItems(inSection: $1) },
            "seed \(seed)",
            sourceLocation: sourceLocation)

        var rects: [CGRect] = [
            .zero, CGRect(x: 0, y: content.height, width: content.width, height: 10),
            CGRect(x: content.width, y: 0, width: 10, height: content.height),
            CGRect(x: -20, y: -20, width: 20, height: 20)
        ]
        for _ in 0..<12 {
            rects.append(
                CGRect(
                    x: CGFloat.random(in: -5...content.width + 5, using: &rng),
                    y: CGFloat.random(in: -5...content.height + 5, using: &rng),
                    width: CGFloat.random(in: 0...max(1, content.width), using: &rng),
                    height: CGFloat.random(in: 0...max(1, content.height / 2), using: &rng)))
        }
        if let e = all.randomElement(using: &rng) {
            rects.append(CGRect(x: e.frame.maxX, y: e.frame.minY, width: 7, height: e.frame.height))
            rects.append(CGRect(x: e.frame.minX, y: e.frame.maxY, width: e.frame.width, height: 3))
            rects.append(CGRect(x: e.frame.minX, y: e.frame.minY - 2, width: e.frame.width, height: 2))
            rects.append(CGRect(x: e.frame.minX, y: e.frame.minY, width: 0, height: e.frame.height))
        }
        for rect in rects {
            let expected = all.filter { rect.width > 0 && rect.height > 0 && overlaps($0.frame, rect) }
            #expect(
                layout.attributes(in: rect) == expected, "seed \(seed) rect \(rect)", sourceLocation: sourceLocation)
        }
        for e in all {
            let f = e.frame
            #expect(
                f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0
                    && f.height >= 0,
                "seed \(seed) \(e)", sourceLocation: sourceLocation)
        }
        return all
    }

    /// The built-in layouts' stacking (LayoutSemantics, "Common rules"): backgrounds −1, cells 0,
    /// headers and footers 1 (2 while pinned). Your layout may stack differently.
    public static func zIndexFollowsTheCommonRules(
        _ all: [LayoutAttributes], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for e in all {
            let expectedZ = [ElementCategory.decorationView: -1, .cell: 0, .supplementaryView: 1][
                e.representedElementCategory]!
            #expect(
                e.zIndex == expectedZ || (e.representedElementCategory == .supplementaryView && e.zIndex == 2),
                "seed \(seed) \(e)",
                sourceLocation: sourceLocation)
        }
    }

    /// No two cells of a section share area (beyond the spec's 1e-9 tolerance: accumulated
    /// positions and `y + height` may differ in the last bit).
    public static func cellsDoNotOverlap(
        _ all: [LayoutAttributes], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
            max(a.minX, b.minX) < min(a.maxX, b.maxX) - 1e-9 && max(a.minY, b.minY) < min(a.maxY, b.maxY) - 1e-9
        }
        let cells = all.filter { $0.representedElementCategory == .cell }
        for section in Set(cells.map(\.indexPath.section)) {
            let inSection = cells.filter { $0.indexPath.section == section }
            for i in inSection.indices {
                for j in inSection.indices where j > i {
                    #expect(
                        !overlaps(inSection[i].frame, inSection[j].frame),
                        "seed \(seed) \(inSection[i]) \(inSection[j])",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Whether `e` lies within the content (with the 1e-9 tolerance of LayoutSemantics).
    public static func inside(_ e: LayoutAttributes, _ content: CGSize) -> Bool {
        e.frame.minX >= -1e-9 && e.frame.minY >= -1e-9 && e.frame.maxX <= content.width + 1e-9
            && e.frame.maxY <= content.height + 1e-9
    }
}
