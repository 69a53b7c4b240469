import Foundation

extension CollectionViewLayout {
    /// UIKit's update sequence, run by the view once its data source reflects `batch`: the
    /// layout is invalidated with the batch (the built-in layouts rebuild only the sections it
    /// touches), prepared, handed the batch's items in `prepare(forCollectionViewUpdates:)`,
    /// asked whatever `body` asks, then finalized.
    ///
    /// ```swift
    /// data.apply(batch)
    /// let after = layout.performUpdates(batch) { layout.attributes(in: visible) }
    /// ```
    public func performUpdates<Answer>(_ batch: BatchUpdate, _ body: () throws -> Answer) rethrows -> Answer {
        var context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        context.dataSourceUpdate = batch
        invalidateLayout(with: context)
        prepareIfNeeded()
        prepare(forCollectionViewUpdates: batch.items)
        defer { finalizeCollectionViewUpdates() }
        return try body()
    }

    /// Where an item that appears (inserted) starts: the layout's answer, else UIKit's default —
    /// its final attributes, fully transparent. Nil when the layout has no such item.
    public func appearingAttributes(forItemAt indexPath: IndexPath) -> LayoutAttributes? {
        if let initial = initialLayoutAttributesForAppearingItem(at: indexPath) { return initial }
        guard var final = attributesForItem(at: indexPath) else { return nil }
        final.alpha = 0
        return final
    }

    /// Where an item that disappears (deleted) ends, given where it was before the update: the
    /// layout's answer, else UIKit's default — where it was, fully transparent.
    public func disappearingAttributes(forItemAt indexPath: IndexPath, before: LayoutAttributes) -> LayoutAttributes {
        if let final = finalLayoutAttributesForDisappearingItem(at: indexPath) { return final }
        var faded = before
        faded.alpha = 0
        return faded
    }
}
