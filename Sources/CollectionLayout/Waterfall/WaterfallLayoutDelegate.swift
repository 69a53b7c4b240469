import Foundation

/// Item sizes and per-section overrides for `WaterfallLayout` (CHTCollectionViewDelegateWaterfallLayout).
/// Every method defaults to the layout's property.
///
/// ```swift
/// final class Photos: WaterfallLayoutDelegate {
///     func collectionView(_ cv: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: 4, height: 3) // an aspect ratio under .aspectFit
///     }
/// }
/// ```
public protocol WaterfallLayoutDelegate: AnyObject {
    /// One size for every item of the section (as `FlowLayoutDelegate`'s): the section is
    /// placed by arithmetic and stores nothing per item; nil asks `sizeForItemAt` per item.
    func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, uniformItemSizeForSection section: Int
    ) -> CGSize?
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int)
        -> Int
    /// The section's `estimatedItemSize`: non-zero, the view measures shown cells' heights.
    func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, estimatedItemSizeForSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, minimumColumnSpacingForSection section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, minimumInteritemSpacingForSection section: Int
    )
        -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, insetForSection section: Int)
        -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, headerHeightForSection section: Int)
        -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, footerHeightForSection section: Int)
        -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, headerInsetForSection section: Int)
        -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, footerInsetForSection section: Int)
        -> EdgeInsets
    /// Layoutty's opt-in decoration behind a section's items and insets.
    func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, showsBackgroundForSection section: Int
    ) -> Bool
    /// Every per-section value at once, as the layout's configuration for `section` (Layoutty's:
    /// for a delegate that keeps them together, as a spec's sections do). The layout asks only
    /// this and `showsBackgroundForSection`; by default it is made from the methods above.
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, configurationForSection section: Int)
        -> WaterfallLayout.Configuration
}

extension WaterfallLayoutDelegate {
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, uniformItemSizeForSection section: Int
    ) -> CGSize? {
        nil
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        layout.itemSize
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int
    ) -> Int {
        layout.columnCount
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, minimumColumnSpacingForSection section: Int
    )
        -> CGFloat
    {
        layout.minimumColumnSpacing
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, minimumInteritemSpacingForSection section: Int
    )
        -> CGFloat
    {
        layout.minimumInteritemSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, insetForSection section: Int)
        -> EdgeInsets
    {
        layout.sectionInset
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, headerHeightForSection section: Int
    ) -> CGFloat {
        layout.headerHeight
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, footerHeightForSection section: Int
    ) -> CGFloat {
        layout.footerHeight
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, headerInsetForSection section: Int
    ) -> EdgeInsets {
        layout.headerInset
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, footerInsetForSection section: Int
    ) -> EdgeInsets {
        layout.footerInset
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, showsBackgroundForSection section: Int
    ) -> Bool {
        layout.sectionBackgrounds
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, estimatedItemSizeForSection section: Int
    )
        -> CGSize
    {
        layout.estimatedItemSize
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, configurationForSection section: Int
    )
        -> WaterfallLayout.Configuration
    {
        var c = layout.configuration
        c.columnCount = self.collectionView(collectionView, layout: layout, columnCountForSection: section)
        c.minimumColumnSpacing = self.collectionView(
            collectionView, layout: layout, minimumColumnSpacingForSection: section)
        c.minimumInteritemSpacing = self.collectionView(
            collectionView, layout: layout, minimumInteritemSpacingForSection: section)
        c.sectionInset = self.collectionView(collectionView, layout: layout, insetForSection: section)
        c.headerHeight = self.collectionView(collectionView, layout: layout, headerHeightForSection: section)
        c.footerHeight = self.collectionView(collectionView, layout: layout, footerHeightForSection: section)
        c.headerInset = self.collectionView(collectionView, layout: layout, headerInsetForSection: section)
        c.footerInset = self.collectionView(collectionView, layout: layout, footerInsetForSection: section)
        c.estimatedItemSize = self.collectionView(collectionView, layout: layout, estimatedItemSizeForSection: section)
        return c
    }
}
