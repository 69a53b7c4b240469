import CollectionLayout
import Foundation

/// UIKit's snapshot of a collection view's data: sections and items by identifier, in order.
/// Identifiers are unique across the snapshot (sections among sections, items among items): a
/// duplicate stops the program with one line naming it, as UIKit does.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// - Complexity: queries by identifier are O(1) (an index is kept); edits O(items moved).
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Where each item is: its section's index (kept in step with `items`).
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    /// Where each section is (kept in step with `sectionIdentifiers`).
    private var indexOfSectionIdentifier: [SectionIdentifierType: Int] = [:]
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    // MARK: Queries

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else { Self.missing("section", identifier) }
        return items[index]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sectionIdentifiers[$0] }
    }

    /// The item's index in the whole snapshot (UIKit's meaning), nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let index = items[section].firstIndex(of: identifier) else {
            return nil
        }
        return items[..<section].reduce(0) { $0 + $1.count } + index
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { indexOfSectionIdentifier[identifier] }

    /// The index path of an item: its section's index and its index there.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let item = items[section].firstIndex(of: identifier) else {
            return nil
        }
        return IndexPath(item: item, section: section)
    }

    /// The items of each section, by index.
    var itemsBySection: [[ItemIdentifierType]] { items }

    /// Every item's index path. - Complexity: O(items).
    func indexPathsOfItems() -> [ItemIdentifierType: IndexPath] {
        var paths: [ItemIdentifierType: IndexPath] = [:]
        for (section, identifiers) in items.enumerated() {
            for (index, identifier) in identifiers.enumerated() {
                paths[identifier] = IndexPath(item: index, section: section)
            }
        }
        return paths
    }

    /// The section at `index`, nil past the last (what a data source answers for an index).
    func section(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }
    /// The items of the section at `index`; none past the last.
    func itemCount(inSection index: Int) -> Int { items.indices.contains(index) ? items[index].count : 0 }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(sections: identifiers, at: sectionIdentifiers.count)
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
    ) {
        insert(sections: identifiers, at: sectionIndex(before))
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
    ) {
        insert(sections: identifiers, at: sectionIndex(after) + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let deleted = Set(identifiers.filter { indexOfSection($0) != nil })
        guard let first = deleted.map(sectionIndex).min() else { return }
        for identifier in deleted {
            for item in items[sectionIndex(identifier)] { sectionOfItem[item] = nil }
            indexOfSectionIdentifier[identifier] = nil
        }
        var kept = first
        for index in first..<sectionIdentifiers.count where !deleted.contains(sectionIdentifiers[index]) {
            (sectionIdentifiers[kept], items[kept]) = (sectionIdentifiers[index], items[index])
            kept += 1
        }
        sectionIdentifiers.removeLast(sectionIdentifiers.count - kept)
        items.removeLast(items.count - kept)
        reindex(from: first)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
        moveSection(identifier) { $0.sectionIndex(before) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType) {
        moveSection(identifier) { $0.sectionIndex(after) + 1 }
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let index = section.map(sectionIndex) ?? (sectionIdentifiers.isEmpty ? nil : sectionIdentifiers.count - 1)
        else {
            Self.fail("appendItems: the snapshot has no section to append items to (appendSections first)")
        }
        insert(items: identifiers, section: index, at: items[index].count)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        let place = itemPlace(before)
        insert(items: identifiers, section: place.section, at: place.item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        let place = itemPlace(after)
        insert(items: identifiers, section: place.section, at: place.item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            items[section].removeAll { $0 == identifier }
        }
    }

    public mutating func deleteAllItems() {
        self = Self()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        moveItem(identifier) { $0.itemPlace(before) }
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        moveItem(identifier) { snapshot in
            let place = snapshot.itemPlace(after)
            return IndexPath(item: place.item + 1, section: place.section)
        }
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemPlace(identifier) }
        reloadedItemIdentifiers += identifiers
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemPlace(identifier) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Keeping identifiers unique

    private mutating func insert(sections identifiers: [SectionIdentifierType], at index: Int) {
        var added = Set<SectionIdentifierType>()
        for identifier in identifiers
        where indexOfSectionIdentifier[identifier] != nil || !added.insert(identifier).inserted {
            Self.fail(
                "the section identifier \(Self.named(identifier)) is already in the snapshot: section identifiers must be unique"
            )
        }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindex(from: index)
    }

    private mutating func insert(items identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        var added = Set<ItemIdentifierType>()
        for identifier in identifiers where sectionOfItem[identifier] != nil || !added.insert(identifier).inserted {
            Self.fail(
                "the item identifier \(Self.named(identifier)) is already in the snapshot: item identifiers must be unique"
            )
        }
        items[section].insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to destination: (Self) -> Int) {
        let from = sectionIndex(identifier)
        let (section, sectionItems) = (sectionIdentifiers.remove(at: from), items.remove(at: from))
        indexOfSectionIdentifier[section] = nil
        reindex(from: from)
        let to = destination(self)
        sectionIdentifiers.insert(section, at: to)
        items.insert(sectionItems, at: to)
        reindex(from: min(from, to))
    }

    /// Moves an item to the path it has once moved (a reorder's destination).
    mutating func moveItem(_ identifier: ItemIdentifierType, to destination: IndexPath) {
        moveItem(identifier) { _ in destination }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to destination: (Self) -> IndexPath) {
        let from = itemPlace(identifier)
        items[from.section].remove(at: from.item)
        sectionOfItem[identifier] = nil
        let to = destination(self)
        insert(items: [identifier], section: to.section, at: to.item)
    }

    /// The index of each section from `first` on, and of its items, again after sections moved
    /// there: appending a section costs its own items, so a snapshot built a section at a time
    /// is linear in its items.
    private mutating func reindex(from first: Int) {
        for section in first..<sectionIdentifiers.count {
            indexOfSectionIdentifier[sectionIdentifiers[section]] = section
            for identifier in items[section] { sectionOfItem[identifier] = section }
        }
    }

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else { Self.missing("section", identifier) }
        return index
    }

    private func itemPlace(_ identifier: ItemIdentifierType) -> IndexPath {
        guard let place = indexPath(of: identifier) else { Self.missing("item", identifier) }
        return place
    }

    private static func missing(_ kind: String, _ identifier: some Hashable) -> Never {
        fail("the \(kind) identifier \(named(identifier)) is not in the snapshot")
    }

    /// An identifier as a message names it: cut and with its control characters spelled out (an
    /// identifier is the app's data, and may be a whole document or hold escape sequences).
    private static func named(_ identifier: some Hashable) -> String {
        Message.cut(String(describing: identifier)).escapingControlCharacters
    }

    /// UIKit raises an exception here; the program stops with the reason on one line.
    private static func fail(_ reason: String) -> Never { fatalError("NSDiffableDataSourceSnapshot: \(reason)") }
}

/// UIKit's data source that keeps a snapshot and shows each new one as the difference from the
/// last, by identifier: `apply(_:animatingDifferences:)` plays the sections and items deleted,
/// inserted, moved and reloaded as one batch update (animated when previewed). The previewer
/// labels each cell with its item identifier.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { view, indexPath, number in
///     view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource, LayouttyLabelledDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    public let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()
    /// The outlines applied to sections (`apply(_:to:animatingDifferences:completion:)`).
    private var outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// UIKit's expand and collapse handlers, asked when Enter toggles an outline item.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Becomes the view's data source (held weakly by the view, as UIKit's: keep this one).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: with `animatingDifferences`, as one batch of what changed since the last
    /// (`SnapshotDifference`), the selection following its items by identifier (a deleted item's
    /// gone); without, at once (`reloadData`, which forgets the selection).
    /// From a background queue, as UIKit allows, a shown view is changed on the main thread.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        whereShown {
            guard let view = collectionView, animatingDifferences else {
                return applySnapshotUsingReloadData(snapshot, completion: completion)
            }
            let difference = SnapshotDifference(from: current, to: snapshot)
            let selected = view.selectedItems.compactMap { current.item(at: $0) }
            view.performBatchUpdates(
                {
                    self.current = snapshot
                    difference.play(on: view)
                    view.selectedItems = Set(selected.compactMap { snapshot.indexPath(of: $0) })
                }, completion: { _ in completion?() })
        }
    }

    /// Shows `sectionSnapshot`'s visible items as `section`'s items (the section added last if
    /// the snapshot has none), the rest of the snapshot as it is.
    open func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        whereShown {
            var snapshot = current
            if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
            snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
            snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
            outlines[section] = sectionSnapshot
            apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        }
    }

    /// The outline last applied to `section`, else its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        whereShown {
            current = snapshot
            collectionView?.reloadData()
            completion?()
        }
    }

    /// On the main thread when the view is shown (`onMainThreadIfShown`).
    private func whereShown(_ work: () -> Void) {
        if let collectionView { collectionView.onMainThreadIfShown(nil, work) } else { work() }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        current.item(at: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) }
            ?? UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: Reordering

    /// UIKit's reordering handlers: which items may move, and what the app is told around a move.
    public struct ReorderingHandlers {
        public typealias Transaction = NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((Transaction) -> Void)?
        public var didReorder: ((Transaction) -> Void)?
        public init() {}
    }
    /// Without `canReorderItem`, nothing moves, as in UIKit.
    open var reorderingHandlers = ReorderingHandlers()

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else {
            return false
        }
        return canReorder(item)
    }

    /// The item moves in the snapshot; the app is told before and after, with the transaction.
    /// (The previewer moves a carried item a step at a time: each step is one transaction.)
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath
    ) {
        guard let item = current.item(at: source) else { return }
        var final = current
        final.moveItem(item, to: destination)
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(item: 0, section: index) }

    /// The cell's label in the previewer: the text its cell provider's cell is configured with
    /// (a list content configuration, else its content view's labels), else its item identifier.
    public func label(for indexPath: IndexPath) -> String? {
        guard let item = current.item(at: indexPath) else { return nil }
        let cell = collectionView.flatMap { cellProvider($0, indexPath, item) }
        cell?.updateConfigurationForShowing()
        let text = cell?.shownContent ?? Self.described(item)
        return outlineMark(of: item, inSection: indexPath.section) + text
    }

    /// An item as its description says it, without its own module's name: an image cell's
    /// `highlight(ProfileHighlight(title: "Trips"))`, as the app's code reads it, not the
    /// module's qualified `highlight(Gallery.ProfileHighlight(…))`.
    static func described(_ item: ItemIdentifierType) -> String {
        let module = String(reflecting: type(of: item)).prefix { $0 != "." }
        return String(describing: item).replacingOccurrences(of: module + ".", with: "")
    }
}

extension UICollectionViewDiffableDataSource: LayouttyOutlineDataSource {
    /// As a tap on an outline disclosure: the item expands (or collapses) if the handlers allow,
    /// the outline applied again, animated. What happened, for a message naming the item
    /// (`expanded`, `the handlers decline to collapse`); nil when the item is no outline parent.
    package func toggleOutlineItem(at indexPath: IndexPath) -> String? {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            var outline = outlines[section], outline.hasChildren(item)
        else { return nil }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return "the handlers decline to collapse" }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return "the handlers decline to expand" }
            handlers.willExpandItem?(item)
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        return outline.isExpanded(item) ? "expanded" : "collapsed"
    }
}

/// A data source whose outline items Enter expands and collapses.
@MainActor
package protocol LayouttyOutlineDataSource: AnyObject {
    func toggleOutlineItem(at indexPath: IndexPath) -> String?
}

extension UICollectionViewDiffableDataSource {
    /// An outline item's place before its label (labels are centred in their boxes, so a
    /// level is a mark, not an indent): `└ ` under a parent, two spaces more for each level
    /// below the first, then `▸` for a collapsed parent or `▾` for an expanded one.
    fileprivate func outlineMark(of item: ItemIdentifierType, inSection index: Int) -> String {
        guard let section = sectionIdentifier(for: index), let outline = outlines[section] else { return "" }
        let level = outline.level(of: item)
        let indent = level == 0 ? "" : String(repeating: "  ", count: level - 1) + "└ "
        guard outline.hasChildren(item) else { return indent }
        return indent + (outline.isExpanded(item) ? "▾ " : "▸ ")
    }
}

/// UIKit's handlers for an outline's expand and collapse, asked as a disclosure's tap asks them
/// (`snapshotForExpandingParent` is kept, not asked).
public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    public var shouldExpandItem: ((Item) -> Bool)?
    public var willExpandItem: ((Item) -> Void)?
    public var shouldCollapseItem: ((Item) -> Bool)?
    public var willCollapseItem: ((Item) -> Void)?
    public var snapshotForExpandingParent:
        ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
    public init() {}
}

/// A data source whose cells the previewer labels with the data's own words.
@preconcurrency @MainActor
public protocol LayouttyLabelledDataSource: AnyObject {
    func label(for indexPath: IndexPath) -> String?
}

/// What changed from one snapshot to the next, by identifier, as UIKit's batch updates say it:
/// deletions at the old index paths, insertions at the new, moves from old to new (the fewest:
/// what keeps its order relative to the others stays), reloads at the old. Items of a deleted
/// section go with it; an item leaving a deleted section or entering an inserted one is deleted
/// and inserted (UIKit refuses such moves).
///
/// - Complexity: O((n + m) log(n + m)) for n old and m new items (the longest increasing run).
package struct SnapshotDifference {
    package var deletedSections = IndexSet()
    package var insertedSections = IndexSet()
    package var movedSections: [(from: Int, to: Int)] = []
    package var reloadedSections = IndexSet()
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    package var reloadedItems: [IndexPath] = []

    package init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        let newSections = Dictionary(uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })
        for (index, section) in old.sectionIdentifiers.enumerated() where newSections[section] == nil {
            deletedSections.insert(index)
        }
        for (index, section) in new.sectionIdentifiers.enumerated() where oldSections[section] == nil {
            insertedSections.insert(index)
        }
        // Sections in both: those off the longest run in old order move.
        let kept = new.sectionIdentifiers.compactMap { oldSections[$0] }
        let staying = Set(Self.longestIncreasingRun(kept))
        for (newIndex, section) in new.sectionIdentifiers.enumerated() {
            guard let oldIndex = oldSections[section] else { continue }
            if !staying.contains(oldIndex) { movedSections.append((oldIndex, newIndex)) }
            if new.reloadedSectionIdentifiers.contains(section) && staying.contains(oldIndex) {
                reloadedSections.insert(oldIndex)
            }
        }
        diffItems(old, new, oldSections, newSections)
    }

    private mutating func diffItems<S, I>(
        _ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>, _ oldSections: [S: Int],
        _ newSections: [S: Int]
    ) {
        let reloaded = Set(new.reloadedItemIdentifiers)
        // Every item's place, once each (a lookup per item would scan its section).
        let (oldPaths, newPaths) = (old.indexPathsOfItems(), new.indexPathsOfItems())
        for (section, items) in old.itemsBySection.enumerated()
        where newSections[old.sectionIdentifiers[section]] != nil {
            for (index, item) in items.enumerated() {
                if let to = newPaths[item], !insertedSections.contains(to.section) { continue }
                deletedItems.append(IndexPath(item: index, section: section))
            }
        }
        for (sectionIndex, section) in new.sectionIdentifiers.enumerated() {
            let sectionIsNew = oldSections[section] == nil
            // The items that were in this section before, by old index, in their new order.
            var carried: [(item: I, old: Int, new: Int)] = []
            for (itemIndex, item) in new.itemsBySection[sectionIndex].enumerated() {
                let to = IndexPath(item: itemIndex, section: sectionIndex)
                guard !sectionIsNew, let from = oldPaths[item], !deletedSections.contains(from.section) else {
                    if !sectionIsNew { insertedItems.append(to) }
                    continue
                }
                if old.sectionIdentifiers[from.section] == section {
                    carried.append((item, from.item, itemIndex))
                } else {
                    movedItems.append((from, to))
                }
            }
            let staying = Set(Self.longestIncreasingRun(carried.map(\.old)))
            for entry in carried {
                let from = IndexPath(item: entry.old, section: oldSections[section]!)
                if staying.contains(entry.old) {
                    if reloaded.contains(entry.item) { reloadedItems.append(from) }
                } else {
                    movedItems.append((from, IndexPath(item: entry.new, section: sectionIndex)))
                }
            }
        }
    }

    /// The values of `values` on one longest strictly increasing run (patience sorting).
    package static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(values[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// The batch, as UIKit's calls inside `performBatchUpdates`.
    func play(on view: UICollectionView) {
        if !deletedSections.isEmpty { view.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { view.insertSections(insertedSections) }
        for move in movedSections { view.moveSection(move.from, toSection: move.to) }
        if !reloadedSections.isEmpty { view.reloadSections(reloadedSections) }
        if !deletedItems.isEmpty { view.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { view.insertItems(at: insertedItems) }
        for move in movedItems { view.moveItem(at: move.from, to: move.to) }
        if !reloadedItems.isEmpty { view.reloadItems(at: reloadedItems) }
    }
}

/// A reorder's record, as UIKit's reordering handlers get it: the snapshots before and after,
/// the change of the items' order, and each section's part of it.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.map { section in
            NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initial: initialSnapshot.itemIdentifiers(inSection: section),
                final: finalSnapshot.itemIdentifiers(inSection: section))
        }
    }
}

/// One section's part of a reorder.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initial: [ItemIdentifierType], final: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var (before, after) = (
            NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(),
            NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        )
        before.append(initial)
        after.append(final)
        (initialSnapshot, finalSnapshot) = (before, after)
        difference = final.difference(from: initial)
    }
}

/// UIKit's diffable data source for a table view: the rows are the snapshot's items, made by the
/// cell provider. A table reloads on every update here (`UITableView`), so applying a snapshot
/// shows it at once, animated or not. Its `UITableViewDataSource` methods are open, as UIKit's
/// are, so a subclass gives its sections' titles and its editing answers.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    public let cellProvider: CellProvider
    private var current = Snapshot()
    /// How UIKit would animate rows in and out: kept.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// Becomes the table's data source (held weakly by the table, as UIKit's: keep this one).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func snapshot() -> Snapshot { current }
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applySnapshotUsingReloadData(snapshot, completion: completion)
    }
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        current.item(at: indexPath).flatMap { cellProvider(tableView, indexPath, $0) }
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// The snapshot as Objective-C has it (`NSDiffableDataSourceSnapshot` there): what Core Data's
/// fetched results controller hands its delegate, bridged with `as` to and from the Swift
/// snapshot (`snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>`), as on iOS.
open class NSDiffableDataSourceSnapshotReference: NSObject {
    var snapshot = NSDiffableDataSourceSnapshot<Identifier, Identifier>()

    /// An identifier as Objective-C holds it: any object, hashed as itself when it can be.
    struct Identifier: Hashable, @unchecked Sendable {
        let value: AnyHashable
        var base: Any { value.base }

        init(_ value: Any) { self.value = (value as? AnyHashable) ?? AnyHashable(ObjectIdentifier(value as AnyObject)) }
    }

    public override init() {}

    open var numberOfSections: Int { snapshot.numberOfSections }
    open var numberOfItems: Int { snapshot.numberOfItems }
    open var sectionIdentifiers: [Any] { snapshot.sectionIdentifiers.map(\.base) }
    open var itemIdentifiers: [Any] { snapshot.itemIdentifiers.map(\.base) }

    open func itemIdentifiersInSection(withIdentifier identifier: Any) -> [Any] {
        snapshot.itemIdentifiers(inSection: Identifier(identifier)).map(\.base)
    }

    open func appendSections(withIdentifiers identifiers: [Any]) {
        snapshot.appendSections(identifiers.map(Identifier.init))
    }

    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier section: Any? = nil) {
        snapshot.appendItems(identifiers.map(Identifier.init), toSection: section.map(Identifier.init))
    }

    open func deleteItems(withIdentifiers identifiers: [Any]) { snapshot.deleteItems(identifiers.map(Identifier.init)) }
}

extension NSDiffableDataSourceSnapshot: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDiffableDataSourceSnapshotReference {
        let reference = NSDiffableDataSourceSnapshotReference()
        reference.appendSections(withIdentifiers: sectionIdentifiers)
        for section in sectionIdentifiers {
            reference.appendItems(
                withIdentifiers: itemIdentifiers(inSection: section), intoSectionWithIdentifier: section)
        }
        return reference
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference, result: inout Self?)
    {
        result = bridged(source)
    }

    public static func _conditionallyBridgeFromObjectiveC(
        _ source: NSDiffableDataSourceSnapshotReference, result: inout Self?
    ) -> Bool {
        result = bridged(source)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference?) -> Self {
        source.flatMap(bridged) ?? Self()
    }

    /// The reference's sections and items, when every identifier is of this snapshot's types.
    private static func bridged(_ source: NSDiffableDataSourceSnapshotReference) -> Self? {
        var snapshot = Self()
        for section in source.snapshot.sectionIdentifiers {
            let held = source.snapshot.itemIdentifiers(inSection: section)
            let items = held.compactMap { $0.base as? ItemIdentifierType }
            guard let identifier = section.base as? SectionIdentifierType, items.count == held.count else { return nil }
            snapshot.appendSections([identifier])
            snapshot.appendItems(items, toSection: identifier)
        }
        return snapshot
    }
}
