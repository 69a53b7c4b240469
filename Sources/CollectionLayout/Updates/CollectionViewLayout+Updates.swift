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

    /// Where an element that appears (inserted, or coming into view) starts, given where it
    /// ends: the layout's `initialLayoutAttributesForAppearing…` answer for its category, else
    /// UIKit's default — where it ends, fully transparent.
    public func appearingAttributes(for final: LayoutAttributes) -> LayoutAttributes {
        let kind = final.representedElementKind ?? ""
        let path = final.indexPath
        let start: LayoutAttributes? =
            switch final.representedElementCategory {
            case .cell: initialLayoutAttributesForAppearingItem(at: path)
            case .supplementaryView: initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
            case .decorationView: initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
            }
        return start ?? final.withAlpha(0)
    }

    /// Where an element that disappears (deleted) ends, given where it was before the update:
    /// the layout's `finalLayoutAttributesForDisappearing…` answer for its category, else UIKit's
    /// default — where it was, fully transparent.
    public func disappearingAttributes(for before: LayoutAttributes) -> LayoutAttributes {
        let kind = before.representedElementKind ?? ""
        let path = before.indexPath
        disappearingElementBeforeUpdate = before
        defer { disappearingElementBeforeUpdate = nil }
        let end: LayoutAttributes? =
            switch before.representedElementCategory {
            case .cell: finalLayoutAttributesForDisappearingItem(at: path)
            case .supplementaryView: finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
            case .decorationView: finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
            }
        return end ?? before.withAlpha(0)
    }

    /// The layout's attributes for the element `like` names (same category, kind and index path).
    public func attributes(like element: LayoutAttributes) -> LayoutAttributes? {
        switch element.representedElementCategory {
        case .cell: attributesForItem(at: element.indexPath)
        case .supplementaryView:
            attributesForSupplementaryElement(ofKind: element.representedElementKind ?? "", at: element.indexPath)
        case .decorationView:
            attributesForDecorationElement(ofKind: element.representedElementKind ?? "", at: element.indexPath)
        }
    }
}

extension LayoutAttributes {
    /// The same attributes with another alpha.
    public func withAlpha(_ alpha: CGFloat) -> LayoutAttributes {
        var copy = self
        copy.alpha = alpha
        return copy
    }
}
