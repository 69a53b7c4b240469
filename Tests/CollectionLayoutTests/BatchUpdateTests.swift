import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// UIKit's batch rules, hand-computed: deletes and reloads name paths before the update,
/// inserts after it, moves both; staying items keep their order in the places left free.
@Suite struct BatchUpdateTests {
    func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func deleteThenInsertInOneSection() throws {
        // Before 0 1 2 3 4. Delete 1: 0 2 3 4 stay (ranks 0…3). Insert at 4 (an after path):
        // after = 0 2 3 4 new, so 4 → 3 and the new item is 4.
        let batch = try BatchUpdate(countsBefore: [5], operations: [.deleteItem(p(0, 1)), .insertItem(p(0, 4))])
        #expect(batch.countsAfter == [5])
        #expect(batch.indexPathAfterUpdate(for: p(0, 1)) == nil)
        #expect(batch.indexPathAfterUpdate(for: p(0, 2)) == p(0, 1))
        #expect(batch.indexPathAfterUpdate(for: p(0, 4)) == p(0, 3))
        #expect(batch.indexPathBeforeUpdate(for: p(0, 4)) == nil)
        #expect(batch.indexPathBeforeUpdate(for: p(0, 3)) == p(0, 4))
        #expect(batch.action(forItemAfterUpdate: p(0, 4)) == .insert)
        #expect(batch.action(forItemAfterUpdate: p(0, 0)) == .none)
        #expect(batch.items.map(\.description) == ["delete 0.1 → -", "insert - → 0.4"])
    }

    @Test func moveWithinASection() throws {
        // Before a b c d; move a (0) to 3: b c d fill 0 1 2, a lands at 3.
        let batch = try BatchUpdate(countsBefore: [4], operations: [.moveItem(p(0, 0), to: p(0, 3))])
        #expect((0..<4).map { batch.indexPathAfterUpdate(for: p(0, $0))! } == [p(0, 3), p(0, 0), p(0, 1), p(0, 2)])
        #expect((0..<4).map { batch.indexPathBeforeUpdate(for: p(0, $0))! } == [p(0, 1), p(0, 2), p(0, 3), p(0, 0)])
        #expect(batch.action(forItemAfterUpdate: p(0, 3)) == .move)
    }

    @Test func moveAcrossSections() throws {
        // [x y] [z w]: y (0.1) moves to 1.0 → [x] [y z w].
        let batch = try BatchUpdate(countsBefore: [2, 2], operations: [.moveItem(p(0, 1), to: p(1, 0))])
        #expect(batch.countsAfter == [1, 3])
        #expect(batch.indexPathAfterUpdate(for: p(0, 1)) == p(1, 0))
        #expect(batch.indexPathAfterUpdate(for: p(1, 0)) == p(1, 1))
        #expect(batch.indexPathBeforeUpdate(for: p(1, 2)) == p(1, 1))
        #expect(batch.sectionsToRebuild == [0, 1])
    }

    @Test func sectionOperations() throws {
        // Sections A(2) B(3) C(1): delete A, insert a new one at 1, move C to 0.
        // After: 0 = C (moved), 1 = new, 2 = B (the one that stays fills the free place).
        let batch = try BatchUpdate(
            countsBefore: [2, 3, 1], operations: [.deleteSection(0), .insertSection(1), .moveSection(2, to: 0)])
        #expect(batch.countsAfter == [1, 0, 3])
        #expect(batch.indexPathAfterUpdate(for: p(0, 1)) == nil)
        #expect(batch.indexPathAfterUpdate(for: p(1, 2)) == p(2, 2))
        #expect(batch.indexPathAfterUpdate(for: p(2, 0)) == p(0, 0))
        #expect(batch.indexPathBeforeUpdate(for: p(0, 0)) == p(2, 0))
        #expect(batch.items.first?.isSectionUpdate == true)
    }

    /// A batch on a section of a million items answers by arithmetic, and only that section is
    /// rebuilt; its neighbour is untouched.
    @Test func aMillionItemsCostWhatTheOperationsCost() throws {
        let batch = try BatchUpdate(
            countsBefore: [1_000_000, 10], operations: [.deleteItem(p(0, 10)), .insertItem(p(0, 500_000))])
        #expect(batch.indexPathAfterUpdate(for: p(0, 11)) == p(0, 10))
        #expect(batch.indexPathAfterUpdate(for: p(0, 500_000)) == p(0, 499_999))
        #expect(batch.indexPathAfterUpdate(for: p(0, 500_001)) == p(0, 500_001))
        #expect(batch.indexPathAfterUpdate(for: p(0, 999_999)) == p(0, 999_999))
        #expect(batch.sectionsToRebuild == [0])
    }

    @Test(arguments: [
        ([UpdateOperation.deleteItem(IndexPath(item: 5, section: 0))], "delete 0.5: no such item before the update"),
        (
            [.insertItem(IndexPath(item: 6, section: 0))],
            "insert or move to 0.6: past the end (section 0 has 6 items after the update)"
        ),
        (
            [.deleteItem(IndexPath(item: 1, section: 0)), .reloadItem(IndexPath(item: 1, section: 0))],
            "reload 0.1: the batch already changes that item"
        ),
        (
            [.insertItem(IndexPath(item: 0, section: 0)), .insertItem(IndexPath(item: 0, section: 0))],
            "insert 0.0: that place is already filled by the batch"
        ),
        (
            [.deleteSection(0), .deleteItem(IndexPath(item: 0, section: 0))],
            "delete 0.0: its section is deleted by the batch"
        ),
        ([.insertSection(2)], "insert section 2: there are 2 sections after the update"),
        ([.deleteSection(1)], "delete section 1: there are 1 sections before the update"),
        ([.moveSection(0, to: 1), .insertSection(1)], "move section 0 to 1: section 1 is already taken by the batch")
    ])
    func inconsistentBatchesAreRefused(operations: [UpdateOperation], message: String) {
        #expect(throws: BatchUpdateError(message)) { try BatchUpdate(countsBefore: [5], operations: operations) }
    }
}

/// The layouts under a batch: only the sections it touches are rebuilt, and what they answer
/// after it equals a fresh layout of the new data.
@Suite struct LayoutUpdateTests {
    @Test func aBatchRebuildsOnlyTheSectionsItTouches() throws {
        // Three sections of 1,000,000, 10 and 5 items (10x2 cells, 3 per 30-wide line).
        let view = CountsView(width: 30, counts: [1_000_000, 10, 5])
        let flow = FlowLayout()
        let waterfall = WaterfallLayout()
        flow.itemSize = CGSize(width: 10, height: 2)
        waterfall.itemSize = CGSize(width: 10, height: 2)
        for layout in [flow, waterfall] as [CollectionViewLayout] {
            layout.collectionView = view
            layout.prepareIfNeeded()
        }
        let batch = try BatchUpdate(
            countsBefore: view.counts,
            operations: [
                .deleteItem(IndexPath(item: 3, section: 1)),
                .insertItem(IndexPath(item: 0, section: 1))
            ])
        view.counts = batch.countsAfter
        let rebuilt = (flow.sectionRebuildCount, waterfall.sectionRebuildCount)
        final class Recorder: FlowLayout {
            var seen: [UpdateItem] = []
            override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) { seen = updateItems }
        }
        flow.performUpdates(batch) {}
        waterfall.performUpdates(batch) {}
        // Section 1 only: the million-item section 0 and section 2 keep what they had.
        #expect(flow.sectionRebuildCount == rebuilt.0 + 1)
        #expect(waterfall.sectionRebuildCount == rebuilt.1 + 1)
        let fresh = FlowLayout()
        fresh.itemSize = flow.itemSize
        fresh.collectionView = view
        fresh.prepareIfNeeded()
        let rect = CGRect(x: 0, y: 666_660, width: 30, height: 40)
        #expect(flow.attributes(in: rect) == fresh.attributes(in: rect))
        #expect(flow.collectionViewContentSize == fresh.collectionViewContentSize)

        // A section inserted before the million-item one and section 2 moved to the front: only
        // the new section is built; the others are reused at their new places, and everything
        // equals a fresh layout (frames shift by the sections now above them).
        let shift = try BatchUpdate(
            countsBefore: view.counts,
            operations: [
                .insertSection(1), .insertItem(IndexPath(item: 0, section: 1)),
                .moveSection(2, to: 0)
            ])
        view.counts = shift.countsAfter
        let beforeShift = (flow.sectionRebuildCount, waterfall.sectionRebuildCount)
        flow.performUpdates(shift) {}
        waterfall.performUpdates(shift) {}
        #expect(flow.sectionRebuildCount == beforeShift.0 + 1 && waterfall.sectionRebuildCount == beforeShift.1 + 1)
        fresh.invalidateLayout()
        fresh.prepareIfNeeded()
        let freshWaterfall = WaterfallLayout()
        freshWaterfall.itemSize = waterfall.itemSize
        freshWaterfall.collectionView = view
        freshWaterfall.prepareIfNeeded()
        for probe in [
            CGRect(x: 0, y: 0, width: 30, height: 20), rect, CGRect(x: 0, y: 1_333_330, width: 30, height: 40)
        ] {
            #expect(flow.attributes(in: probe) == fresh.attributes(in: probe))
            #expect(waterfall.attributes(in: probe) == freshWaterfall.attributes(in: probe))
        }

        // The hooks run in UIKit's order, with the batch's items.
        let recorder = Recorder()
        recorder.collectionView = view
        recorder.prepareIfNeeded()
        let again = try BatchUpdate(
            countsBefore: view.counts, operations: [.insertItem(IndexPath(item: 5, section: 2))])
        view.counts = again.countsAfter
        let appearing = recorder.performUpdates(again) {
            recorder.attributesForItem(at: IndexPath(item: 5, section: 2)).map(recorder.appearingAttributes(for:))
        }
        #expect(recorder.seen == again.items)
        // UIKit's default: the final frame, transparent.
        #expect(
            appearing?.alpha == 0
                && appearing?.frame == recorder.attributesForItem(at: IndexPath(item: 5, section: 2))?.frame)
    }
}

/// Seeded random batches over random sections: the index-path mapping is a bijection between
/// the items that stay, and both layouts after `performUpdates` (sections reused wherever they
/// moved) answer exactly what a freshly prepared layout of the new counts answers.
@Suite struct BatchUpdatePropertyTests {
    @Test(arguments: 0..<300)
    func batchesMapEveryItemOnceAndLayoutsEqualFreshOnes(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let counts = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...12, using: &rng) }
        let batch = BatchUpdate.random(countsBefore: counts, using: &rng)
        // Every item that stays maps there and back; every place after is filled once.
        var filled = Set<IndexPath>()
        for (s, n) in counts.enumerated() {
            for i in 0..<n {
                guard let after = batch.indexPathAfterUpdate(for: IndexPath(item: i, section: s)) else { continue }
                #expect(batch.indexPathBeforeUpdate(for: after) == IndexPath(item: i, section: s), "\(batch.items)")
                #expect(filled.insert(after).inserted, "\(after) filled twice by \(batch.items)")
            }
        }
        let inserted = Set(batch.insertedIndexPaths)
        #expect(filled.isDisjoint(with: inserted), "\(counts) \(batch.items) → \(batch.countsAfter)")
        #expect(filled.count + inserted.count == batch.countsAfter.reduce(0, +), "\(batch.items)")

        let view = CountsView(width: 30, counts: counts)
        let flow = FlowLayout()
        let waterfall = WaterfallLayout()
        for layout in [flow, waterfall] as [CollectionViewLayout] {
            layout.collectionView = view
            layout.prepareIfNeeded()
        }
        view.counts = batch.countsAfter
        flow.performUpdates(batch) {}
        waterfall.performUpdates(batch) {}
        let freshFlow = FlowLayout()
        let freshWaterfall = WaterfallLayout()
        for layout in [freshFlow, freshWaterfall] as [CollectionViewLayout] {
            layout.collectionView = view
            layout.prepareIfNeeded()
        }
        let all = CGRect(x: -1, y: -1, width: 1e6, height: 1e6)
        #expect(flow.attributes(in: all) == freshFlow.attributes(in: all), "\(batch.items)")
        #expect(waterfall.attributes(in: all) == freshWaterfall.attributes(in: all), "\(batch.items)")
    }
}
