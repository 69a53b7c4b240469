import Foundation

/// Per-item and per-section overrides, as `UICollectionViewDelegateFlowLayout`.
///
/// Every method has a default that returns the layout's property, so implement only what varies.
/// Sizing has two shapes: return a size from `uniformItemSizeForSectionAt` to put a section on the
/// uniform fast path (O(1) memory, arithmetic queries), or implement `sizeForItemAt` to size items
/// one by one (one O(n) pass in `prepare()`).
///
/// ```swift
/// final class Tags: FlowLayoutDelegate {
///     let widths: [CGFloat] = [6, 9, 4]
///     func collectionView(_ cv: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: widths[indexPath.item], height: 1)
///     }
/// }
/// ```
public protocol FlowLayoutDelegate: AnyObject {
    /// A size shared by every item of `section`, or `nil` to ask `sizeForItemAt` per item.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int)
        -> CGSize?
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize
    /// Layoutty's alignment and pinning choices for `section`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, styleForSectionAt section: Int)
        -> FlowLayout.SectionStyle
    /// The section's `estimatedItemSize` (Layoutty's: a spec sets it per section). Non-zero: the
    /// view measures the cells it shows and the rest keep the estimate.
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, estimatedItemSizeForSectionAt section: Int
    ) -> CGSize
    /// Every per-section value at once, as the layout's configuration for `section` (Layoutty's:
    /// for a delegate that keeps them together, as a spec's sections do). The layout asks only
    /// this; by default it is made from the methods above.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, configurationForSectionAt section: Int)
        -> FlowLayout.Configuration
}

extension FlowLayoutDelegate {
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int
    ) -> CGSize? {
        nil
    }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        layout.itemSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    {
        layout.sectionInset
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        layout.minimumLineSpacing
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    )
        -> CGFloat
    {
        layout.minimumInteritemSpacing
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        layout.headerReferenceSize
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        layout.footerReferenceSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, styleForSectionAt section: Int)
        -> FlowLayout.SectionStyle
    {
        layout.sectionStyle
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, estimatedItemSizeForSectionAt section: Int
    ) -> CGSize {
        layout.estimatedItemSize
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, configurationForSectionAt section: Int
    )
        -> FlowLayout.Configuration
    {
        var c = layout.configuration
        c.sectionInset = self.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        c.minimumLineSpacing = self.collectionView(
            collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
        c.minimumInteritemSpacing = self.collectionView(
            collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
        c.headerReferenceSize = self.collectionView(
            collectionView, layout: layout, referenceSizeForHeaderInSection: section)
        c.footerReferenceSize = self.collectionView(
            collectionView, layout: layout, referenceSizeForFooterInSection: section)
        c.sectionStyle = self.collectionView(collectionView, layout: layout, styleForSectionAt: section)
        c.estimatedItemSize = self.collectionView(
            collectionView, layout: layout, estimatedItemSizeForSectionAt: section)
        return c
    }
}
