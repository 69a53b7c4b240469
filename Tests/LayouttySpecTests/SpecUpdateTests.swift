import CollectionLayout
import CollectionLayoutTesting
import Foundation
import LayouttySpec
import Testing

/// `LayoutSpec.applying(_:)`: what a batch does to a spec's data.
@Suite struct SpecUpdateTests {
    /// By hand: [10x3 "a", 14x5, 8x3 "c"] with "delete 0.1; insert 0.0; move 0.2 0.1" gives
    /// [new (the section's size 12x4), "c", "a"]; a count section stays a count.
    @Test func itemsTakeTheirSizesAndLabelsAlong() throws {
        var spec = LayoutSpec(source: "t")
        spec.flow.itemSize = CGSize(width: 12, height: 4)
        spec.sections = [
            .init(
                items: .sized([
                    .init(size: CGSize(width: 10, height: 3), label: "a"), .init(size: CGSize(width: 14, height: 5)),
                    .init(size: CGSize(width: 8, height: 3), label: "c")
                ])),
            .init(items: .count(7))
        ]
        let batch = try BatchUpdate(
            countsBefore: [3, 7],
            operations: [
                .deleteItem(IndexPath(item: 1, section: 0)), .insertItem(IndexPath(item: 0, section: 0)),
                .moveItem(IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 0)),
                .deleteItem(IndexPath(item: 6, section: 1))
            ])
        let after = spec.applying(batch)
        #expect(
            after.sections[0].items
                == .sized([
                    .init(size: CGSize(width: 12, height: 4)), .init(size: CGSize(width: 8, height: 3), label: "c"),
                    .init(size: CGSize(width: 10, height: 3), label: "a")
                ]))
        #expect(after.sections[1].items == .count(6))
    }

    /// Seeded random batches over item lists: every item after the update is the item the
    /// batch says it was (size and label), and inserted ones are unlabelled.
    @Test(arguments: 0..<100)
    func everyItemIsTheOneItWas(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        var spec = LayoutSpec(source: "t")
        spec.sections = (0..<Int.random(in: 1...4, using: &rng)).map { s in
            .init(
                items: .sized(
                    LayoutSpec.ItemList(
                        (0..<Int.random(in: 0...6, using: &rng)).map { i in
                            LayoutSpec.Item(size: CGSize(width: CGFloat(s * 10 + i + 1), height: 2), label: "\(s)/\(i)")
                        })))
        }
        let batch = BatchUpdate.random(countsBefore: spec.sections.map(\.itemCount), using: &rng)
        let after = spec.applying(batch)
        #expect(after.sections.map(\.itemCount) == batch.countsAfter)
        for (t, section) in after.sections.enumerated() {
            guard case .sized(let items) = section.items else { continue }
            for (i, item) in items.enumerated() {
                if let from = batch.indexPathBeforeUpdate(for: IndexPath(item: i, section: t)),
                    case .sized(let old) = spec.sections[from.section].items
                {
                    #expect(item == old[from.item], "\(batch.items)")
                } else {
                    #expect(item.label == nil, "\(batch.items)")
                }
            }
        }
    }
}
