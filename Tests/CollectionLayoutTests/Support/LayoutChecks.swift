import CollectionLayout
import Foundation
import LayouttyTestSupport
import Testing

/// The layout-independent properties every layout must have (LayoutSemantics.md, "Common rules"),
/// checked against brute force.
enum LayoutChecks {
    /// Every element, gathered one by one through the per-element queries, in answer order:
    /// by section; decoration, header, items by index, footer.
    static func allElements(_ layout: CollectionViewLayout, _ view: CollectionView) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        for s in 0..<view.numberOfSections {
            let path = IndexPath(item: 0, section: s)
            if let b = layout.attributesForDecorationElement(ofKind: ElementKind.sectionBackground, at: path) { all.append(b) }
            if let h = layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path) { all.append(h) }
            for i in 0..<view.numberOfItems(inSection: s) { all.append(layout.attributesForItem(at: IndexPath(item: i, section: s))!) }
            if let f = layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionFooter, at: path) { all.append(f) }
        }
        return all
    }

    /// Written independently of the library's `strictlyIntersects`.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        max(a.minX, b.minX) < min(a.maxX, b.maxX) && max(a.minY, b.minY) < min(a.maxY, b.maxY)
    }

    /// `attributes(in:)` equals the brute-force filter of all elements for the whole content and
    /// for random, edge-touching, empty and out-of-content rects; every item appears once.
    static func queriesMatchBruteForce(_ layout: CollectionViewLayout, _ view: CollectionView, seed: UInt64) -> [LayoutAttributes] {
        var rng = SeededRandom(seed: seed &* 7919)
        let content = layout.collectionViewContentSize
        let all = allElements(layout, view)
        let whole = layout.attributes(in: CGRect(x: -1, y: -1, width: content.width + 2, height: content.height + 2))
        #expect(whole == all, "seed \(seed)")
        let cells = whole.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        #expect(Set(cells).count == cells.count, "seed \(seed)")
        #expect(cells.count == (0..<view.numberOfSections).reduce(0) { $0 + view.numberOfItems(inSection: $1) }, "seed \(seed)")

        var rects: [CGRect] = [.zero, CGRect(x: 0, y: content.height, width: content.width, height: 10),
                               CGRect(x: content.width, y: 0, width: 10, height: content.height),
                               CGRect(x: -20, y: -20, width: 20, height: 20)]
        for _ in 0..<12 {
            rects.append(CGRect(x: CGFloat.random(in: -5...content.width + 5, using: &rng),
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
            #expect(layout.attributes(in: rect) == expected, "seed \(seed) rect \(rect)")
        }
        for e in all {
            let f = e.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width > 0 && f.height > 0,
                    "seed \(seed) \(e)")
            let expectedZ = [ElementCategory.decorationView: -1, .cell: 0, .supplementaryView: 1][e.representedElementCategory]!
            #expect(e.zIndex == expectedZ || (e.representedElementCategory == .supplementaryView && e.zIndex == 2), "seed \(seed) \(e)")
        }
        return all
    }

    /// No two cells of a section share area (beyond the spec's 1e-9 tolerance: accumulated
    /// positions and `y + height` may differ in the last bit).
    static func cellsDoNotOverlap(_ all: [LayoutAttributes], seed: UInt64) {
        func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
            max(a.minX, b.minX) < min(a.maxX, b.maxX) - 1e-9 && max(a.minY, b.minY) < min(a.maxY, b.maxY) - 1e-9
        }
        let cells = all.filter { $0.representedElementCategory == .cell }
        for section in Set(cells.map(\.indexPath.section)) {
            let inSection = cells.filter { $0.indexPath.section == section }
            for i in inSection.indices {
                for j in inSection.indices where j > i {
                    #expect(!overlaps(inSection[i].frame, inSection[j].frame), "seed \(seed) \(inSection[i]) \(inSection[j])")
                }
            }
        }
    }

    static func inside(_ e: LayoutAttributes, _ content: CGSize) -> Bool {
        e.frame.minX >= -1e-9 && e.frame.minY >= -1e-9 && e.frame.maxX <= content.width + 1e-9 && e.frame.maxY <= content.height + 1e-9
    }
}
