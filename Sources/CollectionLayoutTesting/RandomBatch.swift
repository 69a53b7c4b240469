import CollectionLayout
import Foundation

extension BatchUpdate {
    /// A valid batch of one to five random operations (items and sections inserted, deleted,
    /// reloaded and moved) over sections of `counts` items: for property tests of layouts and
    /// data sources under updates.
    ///
    /// ```swift
    /// var rng = SeededRandom(seed: 7)
    /// let batch = BatchUpdate.random(countsBefore: [4, 0, 9], using: &rng)
    /// ```
    ///
    /// - Complexity: a few attempts of O(operations + sections) each.
    public static func random(countsBefore counts: [Int], using rng: inout some RandomNumberGenerator) -> BatchUpdate {
        // With no section, the one thing a batch can do is insert one.
        if counts.isEmpty, let batch = try? BatchUpdate(countsBefore: [], operations: [.insertSection(0)]) {
            return batch
        }
        while true {
            var operations: [UpdateOperation] = []
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let s = Int.random(in: 0..<counts.count, using: &rng)
                let path = IndexPath(item: Int.random(in: 0...counts[s], using: &rng), section: s)
                let otherSection = Int.random(in: 0..<counts.count, using: &rng)
                let other = IndexPath(
                    item: Int.random(in: 0...counts[otherSection], using: &rng), section: otherSection)
                operations.append(
                    [
                        .insertItem(path), .deleteItem(path), .reloadItem(path), .moveItem(path, to: other),
                        .insertSection(s), .deleteSection(s), .moveSection(s, to: otherSection)
                    ].randomElement(using: &rng)!)
            }
            if let batch = try? BatchUpdate(countsBefore: counts, operations: operations) { return batch }
        }
    }
}
