import CollectionLayout
import Foundation

extension Viewport {
    /// UIKit's `performBatchUpdates(_:completion:)`: inside `updates`, change your data and name
    /// what changed with `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`,
    /// `moveItem(at:to:)` and the section variants; the view then checks the batch against the
    /// counts before it (the ones the layout last saw) and after it (the data source's now) and
    /// animates it. `completion` runs when the animation ends (at once without one), with true.
    ///
    /// A batch UIKit would reject (a missing item, an insert past the end, counts that do not add
    /// up) is refused with a one-line `BatchUpdateError` instead of crashing: nothing animates,
    /// the layout is invalidated as a whole so the view shows the data as it now is, and
    /// `completion` gets false.
    ///
    /// ```swift
    /// try viewport.performBatchUpdates {
    ///     photos.remove(at: 3)
    ///     viewport.deleteItems(at: [IndexPath(item: 3, section: 0)])
    /// }
    /// ```
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) throws(BatchUpdateError)
    {
        // A nested batch joins the one around it.
        guard recordedOperations == nil else { return updates() }
        prepareIfNeeded()
        let before = countsSeen
        var failure: BatchUpdateError?
        // The change begins before `updates` changes the data: the screen it starts from keeps
        // the old data's labels and sizes.
        animateChanges {
            recordedOperations = []
            updates()
            let operations = recordedOperations ?? []
            recordedOperations = nil
            do throws(BatchUpdateError) { try apply(operations, countsBefore: before, completion: completion) } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    public func insertItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
        try record(indexPaths.map(UpdateOperation.insertItem))
    }

    public func deleteItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
        try record(indexPaths.map(UpdateOperation.deleteItem))
    }

    public func reloadItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
        try record(indexPaths.map(UpdateOperation.reloadItem))
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(BatchUpdateError) {
        try record([.moveItem(indexPath, to: newIndexPath)])
    }

    public func insertSections(_ sections: IndexSet) throws(BatchUpdateError) {
        try record(sections.map(UpdateOperation.insertSection))
    }

    public func deleteSections(_ sections: IndexSet) throws(BatchUpdateError) {
        try record(sections.map(UpdateOperation.deleteSection))
    }

    public func reloadSections(_ sections: IndexSet) throws(BatchUpdateError) {
        try record(sections.map(UpdateOperation.reloadSection))
    }

    public func moveSection(_ section: Int, toSection newSection: Int) throws(BatchUpdateError) {
        try record([.moveSection(section, to: newSection)])
    }

    /// Inside a batch: remembered. Outside: a batch of its own (the data must already say it).
    /// What the eight calls above do, for callers that hold the operations already.
    public func record(_ operations: [UpdateOperation]) throws(BatchUpdateError) {
        if recordedOperations != nil {
            recordedOperations! += operations
            return
        }
        prepareIfNeededKeepingCounts()
        try apply(operations, countsBefore: countsSeen, completion: nil)
    }

    /// Before a lone update the data source already has its new counts: the layout must not be
    /// prepared with them before the update (that would lose the "before").
    private func prepareIfNeededKeepingCounts() {
        let seen = countsSeen
        prepareIfNeeded()
        countsSeen = seen
    }

    private func apply(_ operations: [UpdateOperation], countsBefore: [Int], completion: ((Bool) -> Void)?)
        throws(BatchUpdateError)
    {
        let countsNow = (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSection: $0) }
        let batch: BatchUpdate
        do throws(BatchUpdateError) {
            // As UIKit: an inserted section has the items its data gives it.
            batch = try BatchUpdate(countsBefore: countsBefore, operations: operations, dataCounts: countsNow)
            guard batch.countsAfter == countsNow else {
                throw BatchUpdateError(Self.mismatch(batch.countsAfter, countsNow))
            }
        } catch {
            // The data has changed whatever the batch says: show it as it is, without animation.
            change?.isRefused = true
            layout.invalidateLayout()
            prepareIfNeeded()
            completion?(false)
            throw error
        }
        performBatchUpdates(batch) {}
        whenAnimationEnds { completion?(true) }
    }

    /// UIKit's complaint, in one line: the first section whose count the batch does not explain.
    private static func mismatch(_ expected: [Int], _ actual: [Int]) -> String {
        guard expected.count == actual.count else {
            return
                "invalid number of sections: the data source has \(actual.count) after the update, the batch makes \(expected.count)"
        }
        let section = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }!.offset
        return
            "invalid number of items in section \(section): the data source has \(actual[section]) after the update, "
            + "the batch makes \(expected[section])"
    }

    /// Runs `completion` when the change being made or the animation running now ends, or at once.
    func whenAnimationEnds(_ completion: @escaping () -> Void) {
        if change != nil {
            whenChangeEnds(completion)
        } else if let animation {
            animation.completions.append(completion)
        } else {
            completion()
        }
    }
}
