import Foundation

/// One section's items as an outline (UIKit's section snapshot): items under parents, each
/// parent expanded or collapsed. Applied to a section (`apply(_:to:animatingDifferences:)`),
/// its visible items — the roots and the children of expanded parents, depth first — are the
/// section's items; the previewer marks a parent `▸` (collapsed) or `▾` (expanded) and a
/// child `└` (two spaces more a level below the first).
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Trails"])
/// outline.append(["Ridge Loop", "Old Mill"], to: "Trails")
/// outline.expand(["Trails"])
/// outline.visibleItems   // ["Trails", "Ridge Loop", "Old Mill"]
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private struct Node: Sendable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }
    private var nodes: [ItemIdentifierType: Node] = [:]
    public private(set) var rootItems: [ItemIdentifierType] = []

    public init() {}

    // MARK: Queries

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { rootItems.flatMap { subtree($0, visibleOnly: false) } }
    /// The roots and the children of expanded parents, depth first: what the section shows.
    public var visibleItems: [ItemIdentifierType] { rootItems.flatMap { subtree($0, visibleOnly: true) } }

    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }
    /// Whether every parent above the item is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let node = nodes[item] else { return false }
        return node.parent.map { isExpanded($0) && isVisible($0) } ?? true
    }
    /// 0 for a root, one more for each parent above.
    public func level(of item: ItemIdentifierType) -> Int { nodes[item]?.parent.map { level(of: $0) + 1 } ?? 0 }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    /// Whether the item has children (a parent the previewer marks ▸ or ▾).
    func hasChildren(_ item: ItemIdentifierType) -> Bool { !(nodes[item]?.children.isEmpty ?? true) }

    /// The outline under `parent` (its children as roots; with `includingParent`, the parent
    /// as the one root).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var copy = Self()
        let roots = includingParent ? [parent] : nodes[parent]?.children ?? []
        for root in roots { copy.graft(root, from: self, under: nil) }
        return copy
    }

    private func subtree(_ item: ItemIdentifierType, visibleOnly: Bool) -> [ItemIdentifierType] {
        guard let node = nodes[item] else { return [] }
        guard !visibleOnly || node.isExpanded else { return [item] }
        return [item] + node.children.flatMap { subtree($0, visibleOnly: visibleOnly) }
    }

    // MARK: Changes

    /// Adds `items` after the last root, or after `parent`'s last child. An item already in the
    /// outline stops the program naming it, as UIKit does.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        insert(items, under: parent, at: parent.map { nodes[$0]?.children.count ?? 0 } ?? rootItems.count)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        let parent = place(of: item)
        insert(items, under: parent.parent, at: parent.index)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        let parent = place(of: item)
        insert(items, under: parent.parent, at: parent.index + 1)
    }

    /// Removes the items and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil {
            let (parent, index) = place(of: item)
            if let parent { nodes[parent]?.children.remove(at: index) } else { rootItems.remove(at: index) }
            for gone in subtree(item, visibleOnly: false) { nodes[gone] = nil }
        }
    }

    public mutating func deleteAll() {
        nodes.removeAll()
        rootItems.removeAll()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) { for item in items { nodes[item]?.isExpanded = true } }
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = false }
    }

    /// `parent`'s children replaced by `snapshot`'s roots (and their children).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        for child in nodes[parent]?.children ?? [] { delete([child]) }
        for root in snapshot.rootItems { graft(root, from: snapshot, under: parent) }
    }

    private mutating func insert(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int) {
        for item in items where nodes[item] != nil {
            fatalError("NSDiffableDataSourceSectionSnapshot: item \(item) is already in the snapshot")
        }
        for (offset, item) in items.enumerated() {
            nodes[item] = Node(parent: parent)
            if let parent {
                nodes[parent]?.children.insert(item, at: index + offset)
            } else {
                rootItems.insert(item, at: index + offset)
            }
        }
    }

    /// Where an item is: its parent (nil: a root) and its index among its siblings.
    private func place(of item: ItemIdentifierType) -> (parent: ItemIdentifierType?, index: Int) {
        guard let node = nodes[item] else {
            fatalError("NSDiffableDataSourceSectionSnapshot: item \(item) is not in the snapshot")
        }
        let siblings = node.parent.map { nodes[$0]?.children ?? [] } ?? rootItems
        return (node.parent, siblings.firstIndex(of: item) ?? 0)
    }

    private mutating func graft(_ item: ItemIdentifierType, from other: Self, under parent: ItemIdentifierType?) {
        append([item], to: parent)
        nodes[item]?.isExpanded = other.isExpanded(item)
        for child in other.nodes[item]?.children ?? [] { graft(child, from: other, under: item) }
    }
}
