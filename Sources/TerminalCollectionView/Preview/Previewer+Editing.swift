import CollectionLayout
import Foundation

extension Previewer {
    /// `o`, `x`, `R`: one insert, delete or reload at the focused item, as a batch the data
    /// source applies and the view animates.
    func edit(_ action: PreviewerAction) {
        guard let (data, path) = editableFocus() else { return }
        let operation: UpdateOperation
        switch action {
        case .insertItem: operation = .insertItem(IndexPath(item: path.item + 1, section: path.section))
        case .deleteItem: operation = .deleteItem(path)
        default: operation = .reloadItem(path)
        }
        let counts = (0..<data.numberOfSections).map { data.numberOfItems(inSection: $0) }
        let batch: BatchUpdate
        do {
            batch = try BatchUpdate(countsBefore: counts, operations: [operation])
        } catch {
            message = "refused: \(error)"
            return
        }
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        switch operation {
        case .insertItem(let inserted):
            focus(on: inserted)
            message = "inserted item [\(inserted.section), \(inserted.item)]"
        case .deleteItem:
            // The focus stays in place: on the item that took the deleted one's path, else the one before.
            let left = data.numberOfItems(inSection: path.section)
            focused = nil
            if left > 0 { focus(on: IndexPath(item: min(path.item, left - 1), section: path.section)) }
            message = "deleted item [\(path.section), \(path.item)]"
        default:
            message = "reloaded item [\(path.section), \(path.item)]"
        }
    }

    /// `m`: the focused item is picked up.
    func pickUp() {
        guard let (_, path) = editableFocus() else { return }
        if !viewport.beginInteractiveMovementForItem(at: path) {
            message = "refused: item [\(path.section), \(path.item)] cannot be moved"
        }
    }

    /// Arrows while carrying: the item's centre moves by one item size, kept inside the content.
    func carry(x: Int, y: Int) {
        guard let movement = viewport.interactiveMovement,
            let carried = viewport.layout.attributesForItem(at: movement.current)
        else {
            return
        }
        let content = viewport.contentSize
        var position = movement.position
        position.x = min(max(0, position.x + CGFloat(x) * carried.frame.width), content.width)
        position.y = min(max(0, position.y + CGFloat(y) * carried.frame.height), content.height)
        viewport.updateInteractiveMovementTargetPosition(position)
        let target = CGRect(
            x: position.x - carried.frame.width / 2, y: position.y - carried.frame.height / 2,
            width: carried.frame.width, height: carried.frame.height)
        viewport.scrollToVisible(target)
        focused = viewport.interactiveMovement?.current
    }

    /// Esc while carrying: the item goes back where it was picked up.
    func putBack() {
        let original = viewport.interactiveMovement?.original
        viewport.cancelInteractiveMovement()
        focused = original
        message = "put back"
    }

    /// The data source and focused item an edit needs, or nil with a message saying what is missing.
    private func editableFocus() -> (EditableCollectionDataSource, IndexPath)? {
        guard let data = viewport.dataSource as? EditableCollectionDataSource else {
            message = "refused: this data source cannot be edited"
            return nil
        }
        guard let focused else {
            message = "focus an item first (n or Tab)"
            return nil
        }
        return (data, focused)
    }
}
