import CollectionLayout
import Foundation

/// UIKit's list cell: its default content configuration is a list cell's.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// Kept: the previewer does not swipe.
    open var leadingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    open var trailingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0

    /// The text with the accessories' marks on the sides iOS puts them: `Inbox ›`, `Done ✓`.
    override package var shownContent: String? {
        let shown = accessories.filter(\.isShown)
        guard !shown.isEmpty else { return super.shownContent }
        let leading = shown.filter(\.isLeading).compactMap(\.mark)
        let trailing = shown.filter { !$0.isLeading }.compactMap(\.mark)
        return (leading + [super.shownContent ?? ""] + trailing).filter { !$0.isEmpty }.joined(separator: " ")
    }
}
