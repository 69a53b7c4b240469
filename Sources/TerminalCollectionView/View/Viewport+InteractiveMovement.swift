import CollectionLayout
import Foundation

extension Viewport {
    /// UIKit's `beginInteractiveMovementForItem(at:)`: picks the item up. False when there is no
    /// such item, one is already carried, or the data source cannot change (an editable one, or
    /// a movable one that lets this item move).
    ///
    /// While it is carried, `updateInteractiveMovementTargetPosition(_:)` moves it: the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` names the path it takes, the
    /// data source moves it there at once (each step is a one-move batch, so the others re-flow,
    /// animated) and `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` says
    /// how it is drawn. End drops it in its path; cancel moves it back.
    ///
    /// ```swift
    /// viewport.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    /// viewport.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 2))
    /// viewport.endInteractiveMovement()
    /// ```
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        let movable = (dataSource as? MovableCollectionDataSource)?.canMoveItem(at: indexPath) ?? false
        guard interactiveMovement == nil, dataSource is EditableCollectionDataSource || movable,
            let attributes = layout.attributesForItem(at: indexPath)
        else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: attributes.center)
        layout.invalidateLayout(
            with: layout.invalidationContext(
                forInteractivelyMovingItems: [indexPath], withTargetPosition: attributes.center,
                previousIndexPaths: [indexPath], previousPosition: attributes.center))
        prepareIfNeeded()
        return true
    }

    /// Carries the item's centre to `position`; the item takes the path the layout names for it.
    public func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard var movement = interactiveMovement else { return }
        let target = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: position)
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: position,
            previousIndexPaths: [movement.current], previousPosition: movement.position)
        let from = movement.current
        movement.current = target
        movement.position = position
        animateChanges {
            interactiveMovement = movement
            if target != from { moveItem(from, to: target) }
            layout.invalidateLayout(with: context)
            prepareIfNeeded()
        }
    }

    /// Drops the item in the path it has taken; it animates from where it was carried to its place.
    public func endInteractiveMovement() {
        finishInteractiveMovement(cancelled: false)
    }

    /// Puts the item back where it was picked up.
    public func cancelInteractiveMovement() {
        finishInteractiveMovement(cancelled: true)
    }

    private func finishInteractiveMovement(cancelled: Bool) {
        guard let movement = interactiveMovement else { return }
        animateChanges {
            interactiveMovement = nil
            if cancelled && movement.current != movement.original { moveItem(movement.current, to: movement.original) }
            let final = cancelled ? movement.original : movement.current
            layout.invalidateLayout(
                with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                    toFinalIndexPaths: [final], previousIndexPaths: [movement.original], movementCancelled: cancelled))
            prepareIfNeeded()
        }
    }

    /// One item moved in the data and the layout, as a batch.
    private func moveItem(_ from: IndexPath, to: IndexPath) {
        let counts = (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSection: $0) }
        guard let batch = try? BatchUpdate(countsBefore: counts, operations: [.moveItem(from, to: to)]) else { return }
        if let editable = dataSource as? EditableCollectionDataSource {
            performBatchUpdates(batch) { editable.apply(batch) }
        } else if let movable = dataSource as? MovableCollectionDataSource {
            performBatchUpdates(batch) { movable.moveItem(at: from, to: to) }
        }
    }
}
