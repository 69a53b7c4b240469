import CollectionLayout
import CollectionLayoutTesting
import Foundation
import LayouttySpec
import TerminalCollectionView
import Testing

/// A spec's edits animate as a batch does (`ViewBatchUpdateTests`).
@Suite struct SpecBatchUpdateTests {

    @Test func aTweakAnimatesToo() throws {
        let s = try Screen(demo: "grid")
        let before = s.text
        s.previewer.handle(.character("+"))
        #expect(s.previewer.isAnimating)
        // At 0 ms the screen is still the old grid, the status bar already says 5 columns.
        #expect(s.text.split(separator: "\n").prefix(22) == before.split(separator: "\n").prefix(22))
        s.clock.advance(by: .milliseconds(150))
        let middle = s.text
        s.clock.advance(by: .milliseconds(150))
        let end = s.text
        #expect(middle != before && middle != end && !s.previewer.isAnimating)
        #expect(end.split(separator: "\n")[1].filter { $0 == "┌" }.count == 5)
    }
}

/// Default labels follow items through edits (ItemIdentities behind SpecDataSource), by hand.
@Suite struct ItemIdentityTests {
    static func labels(_ data: SpecDataSource, section: Int = 0) -> [String] {
        (0..<data.numberOfItems(inSection: section)).map { data.label(for: IndexPath(item: $0, section: section)) }
    }

    static func apply(_ data: SpecDataSource, _ operations: [UpdateOperation]) throws {
        let counts = (0..<data.numberOfSections).map { data.numberOfItems(inSection: $0) }
        data.apply(try BatchUpdate(countsBefore: counts, operations: operations))
    }

    @Test func labelsStayWithTheirItems() throws {
        var spec = LayoutSpec(source: "t")
        spec.sections = [.init(items: .count(6)), .init(items: .count(2))]
        let data = SpecDataSource(spec: spec)
        // Delete 0.1, insert at 0.0: new 1, 0-0, 0-2, 0-3, 0-4, 0-5.
        try Self.apply(data, [.deleteItem(IndexPath(item: 1, section: 0)), .insertItem(IndexPath(item: 0, section: 0))])
        #expect(Self.labels(data) == ["new 1", "0-0", "0-2", "0-3", "0-4", "0-5"])
        // Move 0.5 (0-5) to 0.1, and 1.0 (1-0) into section 0 at 0.6.
        try Self.apply(
            data,
            [
                .moveItem(IndexPath(item: 5, section: 0), to: IndexPath(item: 1, section: 0)),
                .moveItem(IndexPath(item: 0, section: 1), to: IndexPath(item: 6, section: 0))
            ])
        #expect(Self.labels(data) == ["new 1", "0-5", "0-0", "0-2", "0-3", "0-4", "1-0"])
        #expect(Self.labels(data, section: 1) == ["1-1"])
        // A new section before both: its items are new; the others keep theirs.
        try Self.apply(data, [.insertSection(0), .insertItem(IndexPath(item: 0, section: 0))])
        #expect(Self.labels(data) == ["new 2"] && Self.labels(data, section: 2) == ["1-1"])
        // An item moved into a section inserted by the same batch keeps its label.
        try Self.apply(
            data, [.insertSection(3), .moveItem(IndexPath(item: 0, section: 2), to: IndexPath(item: 0, section: 3))])
        #expect(Self.labels(data, section: 3) == ["1-1"] && Self.labels(data, section: 2).isEmpty)
    }

    @Test func aMillionItemsEditedStayFew() throws {
        var spec = LayoutSpec(source: "t")
        spec.sections = [.init(items: .count(1_000_000))]
        let data = SpecDataSource(spec: spec)
        try Self.apply(
            data, [.deleteItem(IndexPath(item: 500_000, section: 0)), .insertItem(IndexPath(item: 999_999, section: 0))]
        )
        #expect(data.label(for: IndexPath(item: 499_999, section: 0)) == "0-499999")
        #expect(data.label(for: IndexPath(item: 500_000, section: 0)) == "0-500001")
        #expect(data.label(for: IndexPath(item: 999_999, section: 0)) == "new 1")
    }

    /// Seeded random batches, twice in a row: every label equals a brute-force replay that moves
    /// each label from the path `indexPathBeforeUpdate` names ("new N" numbered in path order).
    @Test(arguments: 0..<100)
    func labelsEqualABruteForceReplay(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        var spec = LayoutSpec(source: "t")
        spec.sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            .init(items: .count(Int.random(in: 0...8, using: &rng)))
        }
        let data = SpecDataSource(spec: spec)
        var expected = spec.sections.enumerated().map { s, section in (0..<section.itemCount).map { "\(s)-\($0)" } }
        var inserted = 0
        for _ in 0..<2 {
            let batch = BatchUpdate.random(countsBefore: expected.map(\.count), using: &rng)
            data.apply(batch)
            expected = batch.countsAfter.indices.map { t in
                (0..<batch.countsAfter[t]).map { i in
                    if let from = batch.indexPathBeforeUpdate(for: IndexPath(item: i, section: t)) {
                        return expected[from.section][from.item]
                    }
                    inserted += 1
                    return "new \(inserted)"
                }
            }
            #expect(expected.indices.map { Self.labels(data, section: $0) } == expected, "\(batch.items)")
        }
    }
}
