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
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, uniformItemSizeForSection section: Int) -> CGSize?
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int) -> Int
    /// The section's `estimatedItemSize`: non-zero, the view measures shown cells' heights.
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, estimatedItemSizeForSection section: Int) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, minimumColumnSpacingForSection section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, minimumInteritemSpacingForSection section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, insetForSection section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, headerHeightForSection section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, footerHeightForSection section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, headerInsetForSection section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, footerInsetForSection section: Int) -> EdgeInsets
    /// Layoutty's opt-in decoration behind a section's items and insets.
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, showsBackgroundForSection section: Int) -> Bool
}

extension WaterfallLayoutDelegate {
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, uniformItemSizeForSection section: Int) -> CGSize? {
        nil
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        layout.itemSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int) -> Int {
        layout.columnCount
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, minimumColumnSpacingForSection section: Int) -> CGFloat {
        layout.minimumColumnSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, minimumInteritemSpacingForSection section: Int) -> CGFloat {
        layout.minimumInteritemSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, insetForSection section: Int) -> EdgeInsets {
        layout.sectionInset
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, headerHeightForSection section: Int) -> CGFloat {
        layout.headerHeight
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, footerHeightForSection section: Int) -> CGFloat {
        layout.footerHeight
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, headerInsetForSection section: Int) -> EdgeInsets {
        layout.headerInset
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, footerInsetForSection section: Int) -> EdgeInsets {
        layout.footerInset
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, showsBackgroundForSection section: Int) -> Bool {
        layout.sectionBackgrounds
    }
    public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, estimatedItemSizeForSection section: Int) -> CGSize {
        layout.estimatedItemSize
    }
}
