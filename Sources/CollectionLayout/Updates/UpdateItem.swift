import Foundation

/// What happens to one element in a batch of updates (`UICollectionViewUpdateItem.Action`).
public enum UpdateAction: String, Sendable, CaseIterable {
    case insert, delete, reload, move, none
}

/// One change of a batch, as a layout sees it in `prepare(forCollectionViewUpdates:)`
/// (`UICollectionViewUpdateItem`). Deletes and reloads name the element before the update,
/// inserts after it, moves both. A whole section is named by an index path whose item is
/// `NSNotFound`, as in UIKit.
public struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
    public var indexPathBeforeUpdate: IndexPath?
    public var indexPathAfterUpdate: IndexPath?
    public var updateAction: UpdateAction

    public init(before: IndexPath?, after: IndexPath?, action: UpdateAction) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    /// Whether the item names a whole section.
    public var isSectionUpdate: Bool { (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound }

    public var description: String {
        func name(_ path: IndexPath?) -> String {
            guard let path else { return "-" }
            return path.item == NSNotFound ? "section \(path.section)" : "\(path.section).\(path.item)"
        }
        return "\(updateAction.rawValue) \(name(indexPathBeforeUpdate)) → \(name(indexPathAfterUpdate))"
    }
}

/// One operation of a batch, as `performBatchUpdates` receives them (UIKit's
/// `insertItems(at:)`, `deleteSections(_:)`, `moveItem(at:to:)`…).
public enum UpdateOperation: Hashable, Sendable {
    case insertItem(IndexPath)
    case deleteItem(IndexPath)
    case reloadItem(IndexPath)
    case moveItem(IndexPath, to: IndexPath)
    case insertSection(Int)
    case deleteSection(Int)
    case reloadSection(Int)
    case moveSection(Int, to: Int)
}
