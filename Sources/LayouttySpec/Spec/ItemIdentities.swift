import CollectionLayout
import Foundation

/// Which item of the spec as loaded each item is, after the previewer's edits: the default
/// label ("section-item" as loaded, "new 1" for an inserted one) stays with its item while other
/// items are inserted, deleted or moved around it, as a cell's content stays with it in UIKit.
///
/// Stored as runs of consecutive original items per section, so a section of a million items
/// edited a few times is a few runs, never a million entries.
///
/// - Complexity: an edit is O(runs of the sections it touches); a lookup O(runs of its section).
struct ItemIdentities: Sendable {
    enum Origin: Equatable, Sendable {
        case original(section: Int, item: Int)
        /// The n-th item inserted since loading (from 1).
        case inserted(Int)
    }

    /// `count` items from `first` on (consecutive originals; an inserted item is a run of one).
    private struct Run: Sendable {
        var first: Origin
        var count: Int

        func origin(at offset: Int) -> Origin {
            guard case .original(let section, let item) = first else { return first }
            return .original(section: section, item: item + offset)
        }
    }

    private var sections: [[Run]]
    private var insertedCount = 0

    /// Every item is itself: `counts[s]` items in section s.
    init(counts: [Int]) {
        sections = counts.enumerated().map {
            $0.element > 0 ? [Run(first: .original(section: $0.offset, item: 0), count: $0.element)] : []
        }
    }

    /// The origin of the item at `path`; nil when the path is outside what is known.
    func origin(of path: IndexPath) -> Origin? {
        guard path.section >= 0, path.section < sections.count, path.item >= 0 else { return nil }
        var offset = path.item
        for run in sections[path.section] {
            if offset < run.count { return run.origin(at: offset) }
            offset -= run.count
        }
        return nil
    }

    /// The identities after `batch`: UIKit's order — deletes and moves out (descending), then
    /// inserts and moves in at their final places (ascending).
    mutating func apply(_ batch: BatchUpdate) {
        let old = self
        var next: [[Run]] = []
        let itemUpdates = batch.items.filter { !$0.isSectionUpdate }
        for after in batch.countsAfter.indices {
            // An inserted section starts empty: what it holds arrives by inserts and moves.
            let before = batch.sectionBeforeUpdate(after).flatMap { $0 < old.sections.count ? $0 : nil }
            var runs = before.map { old.sections[$0] } ?? []
            let leaving = itemUpdates.compactMap { update -> Int? in
                guard let before, update.updateAction == .delete || update.updateAction == .move,
                    let from = update.indexPathBeforeUpdate, from.section == before
                else { return nil }
                return from.item
            }
            for item in leaving.sorted(by: >) { Self.remove(at: item, from: &runs) }
            let arriving = itemUpdates.filter {
                $0.indexPathAfterUpdate?.section == after && ($0.updateAction == .insert || $0.updateAction == .move)
            }
            .sorted { $0.indexPathAfterUpdate!.item < $1.indexPathAfterUpdate!.item }
            for update in arriving {
                let origin =
                    update.updateAction == .insert
                    ? inserted() : update.indexPathBeforeUpdate.flatMap(old.origin(of:)) ?? inserted()
                Self.insert(origin, at: update.indexPathAfterUpdate!.item, into: &runs)
            }
            next.append(runs)
        }
        sections = next
    }

    private mutating func inserted() -> Origin {
        insertedCount += 1
        return .inserted(insertedCount)
    }

    private static func remove(at index: Int, from runs: inout [Run]) {
        var offset = index
        for (i, run) in runs.enumerated() {
            guard offset < run.count else {
                offset -= run.count
                continue
            }
            let tail = Run(first: run.origin(at: offset + 1), count: run.count - offset - 1)
            runs[i].count = offset
            if tail.count > 0 { runs.insert(tail, at: i + 1) }
            if runs[i].count == 0 { runs.remove(at: i) }
            return
        }
    }

    private static func insert(_ origin: Origin, at index: Int, into runs: inout [Run]) {
        var offset = index
        for (i, run) in runs.enumerated() {
            guard offset < run.count else {
                offset -= run.count
                continue
            }
            if offset == 0 {
                runs.insert(Run(first: origin, count: 1), at: i)
            } else {
                let tail = Run(first: run.origin(at: offset), count: run.count - offset)
                runs[i].count = offset
                runs.insert(contentsOf: [Run(first: origin, count: 1), tail], at: i + 1)
            }
            return
        }
        runs.append(Run(first: origin, count: 1))
    }
}
