import Foundation

/// Why a batch was refused: one line naming the operation and the rule it breaks.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A batch of updates checked against UIKit's rules and resolved into where every element goes.
///
/// UIKit's rules: deletes and reloads name index paths before the update, inserts name them
/// after it, and moves go from a path before to a path after. Sections are resolved first;
/// within a section the items that stay keep their order and fill the places that inserts and
/// moves leave free. A batch that names a missing element, inserts past the end, or names one
/// element twice is refused and changes nothing.
///
/// ```swift
/// let batch = try BatchUpdate(countsBefore: [5], operations: [.deleteItem(IndexPath(item: 1, section: 0)),
///                                                             .insertItem(IndexPath(item: 4, section: 0))])
/// batch.countsAfter                                         // [5]
/// batch.indexPathAfterUpdate(for: IndexPath(item: 4, section: 0))  // 0.3
/// ```
///
/// - Complexity: building is O(sections + operations · log operations); each path lookup is
///   O(operations in its section), never O(items): a batch on a section of a million items
///   costs what its operations cost.
public struct BatchUpdate: Equatable, Sendable {
    public let countsBefore: [Int]
    public private(set) var countsAfter: [Int] = []
    /// The batch as the layout's `prepare(forCollectionViewUpdates:)` receives it, in the order given.
    public private(set) var items: [UpdateItem] = []

    /// Where an element in an after-section's fixed place comes from.
    enum Origin: Hashable, Sendable {
        case inserted
        case moved(from: IndexPath)
    }

    /// A place after the update that an insert or a move fills.
    struct Arrival: Hashable, Sendable {
        var index: Int
        var origin: Origin
    }

    /// The section before the update that each section after it continues (nil: inserted).
    private(set) var sourceSection: [Int?] = []
    /// The section after the update of each section before it (nil: deleted).
    private(set) var targetSection: [Int?] = []
    /// Per before-section: item indices that leave it (deleted or moved out), sorted.
    private var leaving: [[Int]] = []
    /// Per after-section: places filled by inserts and moves in, sorted, with their origin.
    private var arriving: [[Arrival]] = []
    private var movedItems: [IndexPath: IndexPath] = [:]
    private var reloadedItems: Set<IndexPath> = []
    private var reloadedSections: Set<Int> = []

    /// - Parameters:
    ///   - countsBefore: the items of each section before the update.
    ///   - operations: the batch, in the order given.
    ///   - dataCounts: the data source's counts after the update, when a view has them: an
    ///     inserted section then holds the items its data gives it, as in UIKit (inserts into it
    ///     name some of them); without, an inserted section starts empty.
    public init(countsBefore: [Int], operations: [UpdateOperation], dataCounts: [Int]? = nil) throws(BatchUpdateError) {
        self.countsBefore = countsBefore
        try resolveSections(operations)
        try resolveItems(operations)
        try countAndCheck(operations, dataCounts: dataCounts)
    }

    // MARK: Answers

    /// Where the element at `before` is after the update; nil when it was deleted.
    public func indexPathAfterUpdate(for before: IndexPath) -> IndexPath? {
        guard before.section < targetSection.count, let section = targetSection[before.section] else { return nil }
        if let moved = movedItems[before] { return moved }
        let leavingHere = leaving[before.section]
        guard !leavingHere.contains(before.item) else { return nil }
        // Its rank among the items that stay, then the rank-th place nobody arrives at.
        let rank = before.item - Self.count(of: leavingHere, below: before.item)
        var index = rank
        for slot in arriving[section] where slot.index <= index { index += 1 }
        return IndexPath(item: index, section: section)
    }

    /// Where the element at `after` was before the update; nil when it was inserted.
    public func indexPathBeforeUpdate(for after: IndexPath) -> IndexPath? {
        guard after.section < sourceSection.count, after.item < countsAfter[after.section] else { return nil }
        let places = arriving[after.section]
        if let slot = places.first(where: { $0.index == after.item }) {
            if case .moved(let from) = slot.origin { return from }
            return nil
        }
        guard let section = sourceSection[after.section] else { return nil }
        let rank = after.item - Self.count(of: places.map(\.index), below: after.item)
        var index = rank
        for gone in leaving[section] where gone <= index { index += 1 }
        return IndexPath(item: index, section: section)
    }

    /// The section before the update that section `after` continues; nil when it was inserted.
    public func sectionBeforeUpdate(_ after: Int) -> Int? {
        after >= 0 && after < sourceSection.count ? sourceSection[after] : nil
    }

    /// The section after the update that section `before` becomes; nil when it was deleted.
    public func sectionAfterUpdate(_ before: Int) -> Int? {
        before >= 0 && before < targetSection.count ? targetSection[before] : nil
    }

    /// Where the element `before` describes is after the update: a cell by its item, a
    /// supplementary or decoration view by its section. Nil when it does not go on: deleted, or
    /// reloaded (its old version fades out while the new one fades in).
    public func indexPathAfterUpdate(forElement before: LayoutAttributes) -> IndexPath? {
        let path = before.indexPath
        switch before.representedElementCategory {
        case .cell:
            return isReloaded(path) ? nil : indexPathAfterUpdate(for: path)
        case .supplementaryView, .decorationView:
            return sectionAfterUpdate(path.section).map { IndexPath(item: path.item, section: $0) }
        }
    }

    /// Per-item values (by section, then item, before the update) moved to their items' paths
    /// after it; those of deleted and reloaded items are dropped (a layout's measured sizes).
    ///
    /// - Complexity: O(values).
    public func remap<Value>(_ values: [Int: [Int: Value]]) -> [Int: [Int: Value]] {
        var remapped: [Int: [Int: Value]] = [:]
        for (section, items) in values {
            for (item, value) in items {
                let before = IndexPath(item: item, section: section)
                guard let after = indexPathAfterUpdate(for: before), !isReloaded(before) else { continue }
                remapped[after.section, default: [:]][after.item] = value
            }
        }
        return remapped
    }

    /// Whether the item at `before` is reloaded (itself or its whole section): it fades out
    /// while its new version fades in at the same path.
    public func isReloaded(_ before: IndexPath) -> Bool {
        reloadedItems.contains(before) || reloadedSections.contains(before.section)
    }

    /// The paths after the update of inserted items (items of inserted sections included).
    public var insertedIndexPaths: [IndexPath] {
        // An inserted section holds only what arrives in it: inserts, and items moved in.
        sourceSection.indices.flatMap { t -> [IndexPath] in
            arriving[t].filter { $0.origin == .inserted }.map { IndexPath(item: $0.index, section: t) }
        }
    }

    /// The paths before the update of deleted items (items of deleted sections included).
    public var deletedIndexPaths: [IndexPath] {
        targetSection.indices.flatMap { s -> [IndexPath] in
            guard targetSection[s] != nil else { return (0..<countsBefore[s]).map { IndexPath(item: $0, section: s) } }
            return leaving[s].filter { movedItems[IndexPath(item: $0, section: s)] == nil }.map {
                IndexPath(item: $0, section: s)
            }
        }
    }

    /// What happens to the element shown at `after` (insert, move, reload or none).
    public func action(forItemAfterUpdate after: IndexPath) -> UpdateAction {
        guard let before = indexPathBeforeUpdate(for: after) else { return .insert }
        if movedItems[before] != nil { return .move }
        return isReloaded(before) ? .reload : .none
    }

    /// The sections after the update whose items change (a layout rebuilds only these).
    public var sectionsToRebuild: [Int] {
        let reloading = reloadedSections.union(reloadedItems.map(\.section))
        return sourceSection.indices.filter { after in
            guard let before = sourceSection[after] else { return true }
            return !arriving[after].isEmpty || !leaving[before].isEmpty || reloading.contains(before)
        }
    }

    // MARK: Resolving

    private mutating func resolveSections(_ operations: [UpdateOperation]) throws(BatchUpdateError) {
        let before = countsBefore.count
        var deleted = Set<Int>()
        var inserted = Set<Int>()
        var moves: [Int: Int] = [:]
        func existing(_ s: Int, _ what: String) throws(BatchUpdateError) {
            guard s >= 0 && s < before else {
                throw BatchUpdateError("\(what) section \(s): there are \(before) sections before the update")
            }
            guard !deleted.contains(s) && moves[s] == nil && !reloadedSections.contains(s) else {
                throw BatchUpdateError("\(what) section \(s): the batch already changes that section")
            }
        }
        for operation in operations {
            switch operation {
            case .deleteSection(let s):
                try existing(s, "delete")
                deleted.insert(s)
                items.append(UpdateItem(before: IndexPath(item: NSNotFound, section: s), after: nil, action: .delete))
            case .reloadSection(let s):
                try existing(s, "reload")
                reloadedSections.insert(s)
                items.append(
                    UpdateItem(
                        before: IndexPath(item: NSNotFound, section: s), after: IndexPath(item: NSNotFound, section: s),
                        action: .reload))
            case .moveSection(let s, let t):
                try existing(s, "move")
                moves[s] = t
                items.append(
                    UpdateItem(
                        before: IndexPath(item: NSNotFound, section: s), after: IndexPath(item: NSNotFound, section: t),
                        action: .move))
            case .insertSection(let t):
                guard inserted.insert(t).inserted else { throw BatchUpdateError("insert section \(t): inserted twice") }
                items.append(UpdateItem(before: nil, after: IndexPath(item: NSNotFound, section: t), action: .insert))
            default: continue
            }
        }
        let after = before - deleted.count + inserted.count
        var source = [Int??](repeating: nil, count: after)
        for t in inserted.sorted() {
            guard t >= 0 && t < after else {
                throw BatchUpdateError("insert section \(t): there are \(after) sections after the update")
            }
            source[t] = .some(nil)
        }
        for (s, t) in moves.sorted(by: { $0.key < $1.key }) {
            guard t >= 0 && t < after else {
                throw BatchUpdateError("move section \(s) to \(t): there are \(after) sections after the update")
            }
            guard source[t] == nil else {
                throw BatchUpdateError("move section \(s) to \(t): section \(t) is already taken by the batch")
            }
            source[t] = .some(s)
        }
        var staying = (0..<before).filter { !deleted.contains($0) && moves[$0] == nil }.makeIterator()
        sourceSection = source.map { slot in slot ?? staying.next() }
        targetSection = Array(repeating: nil, count: before)
        for (t, s) in sourceSection.enumerated() { if let s { targetSection[s] = t } }
        leaving = Array(repeating: [], count: before)
        arriving = Array(repeating: [], count: after)
    }

    private mutating func resolveItems(_ operations: [UpdateOperation]) throws(BatchUpdateError) {
        var named = Set<IndexPath>()
        func existing(_ p: IndexPath, _ what: String) throws(BatchUpdateError) {
            guard p.section >= 0 && p.section < countsBefore.count, p.item >= 0 && p.item < countsBefore[p.section]
            else {
                throw BatchUpdateError("\(what) \(p.section).\(p.item): no such item before the update")
            }
            guard targetSection[p.section] != nil else {
                throw BatchUpdateError("\(what) \(p.section).\(p.item): its section is deleted by the batch")
            }
            guard named.insert(p).inserted else {
                throw BatchUpdateError("\(what) \(p.section).\(p.item): the batch already changes that item")
            }
        }
        func place(_ p: IndexPath, _ origin: Origin, _ what: String) throws(BatchUpdateError) {
            guard p.section >= 0 && p.section < arriving.count, p.item >= 0 else {
                throw BatchUpdateError(
                    "\(what) \(p.section).\(p.item): there are \(arriving.count) sections after the update")
            }
            guard !arriving[p.section].contains(where: { $0.index == p.item }) else {
                throw BatchUpdateError("\(what) \(p.section).\(p.item): that place is already filled by the batch")
            }
            arriving[p.section].append(Arrival(index: p.item, origin: origin))
        }
        for operation in operations {
            switch operation {
            case .deleteItem(let p):
                try existing(p, "delete")
                leaving[p.section].append(p.item)
                items.append(UpdateItem(before: p, after: nil, action: .delete))
            case .reloadItem(let p):
                try existing(p, "reload")
                reloadedItems.insert(p)
                items.append(UpdateItem(before: p, after: p, action: .reload))
            case .moveItem(let from, let to):
                try existing(from, "move")
                try place(to, .moved(from: from), "move \(from.section).\(from.item) to")
                leaving[from.section].append(from.item)
                movedItems[from] = to
                items.append(UpdateItem(before: from, after: to, action: .move))
            case .insertItem(let p):
                try place(p, .inserted, "insert")
                items.append(UpdateItem(before: nil, after: p, action: .insert))
            default: continue
            }
        }
        for s in leaving.indices { leaving[s].sort() }
        for s in arriving.indices { arriving[s].sort { $0.index < $1.index } }
    }

    private mutating func countAndCheck(_ operations: [UpdateOperation], dataCounts: [Int]?) throws(BatchUpdateError) {
        countsAfter = sourceSection.indices.map { t in
            let given = dataCounts.flatMap { $0.indices.contains(t) ? max(0, $0[t] - arriving[t].count) : nil } ?? 0
            let staying = sourceSection[t].map { countsBefore[$0] - leaving[$0].count } ?? given
            return staying + arriving[t].count
        }
        for (t, places) in arriving.enumerated() {
            if let last = places.last, last.index >= countsAfter[t] {
                throw BatchUpdateError(
                    "insert or move to \(t).\(last.index): past the end (section \(t) has \(countsAfter[t]) items after the update)"
                )
            }
        }
    }

    /// How many of the sorted `values` are below `limit`.
    private static func count(of values: [Int], below limit: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < limit { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
