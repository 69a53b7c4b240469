import Foundation

/// What a layout may read from the view it lays out: bounds and the data source's counts.
///
/// The terminal previewer, the spec loader and the tests each implement it. A layout holds it
/// weakly, as `UICollectionViewLayout.collectionView`.
///
/// ```swift
/// final class Counts: CollectionView {
///     var bounds = CGRect(x: 0, y: 0, width: 80, height: 24)
///     var numberOfSections: Int { 1 }
///     func numberOfItems(inSection section: Int) -> Int { 100 }
/// }
/// ```
public protocol CollectionView: AnyObject {
    /// The visible rect in content coordinates: origin = content offset, size = viewport size.
    var bounds: CGRect { get }
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    /// UIKit's `adjustedContentInset`: the content inset plus the safe area. The content lies
    /// inside it: a layout's content is the bounds' width less these insets across the scroll
    /// axis, and the offset may go negative into them. Default zero.
    var adjustedContentInset: EdgeInsets { get }
    /// UIKit's `safeAreaInsets` (for `FlowLayout.SectionInsetReference.fromSafeArea`). Default zero.
    var safeAreaInsets: EdgeInsets { get }
    /// UIKit's `layoutMargins` (for `.fromLayoutMargins`). Default zero.
    var layoutMargins: EdgeInsets { get }
    /// UIKit's `traitCollection`: size classes and layout direction. Default: unspecified, left to right.
    var traits: TraitCollection { get }
}

extension CollectionView {
    public var adjustedContentInset: EdgeInsets { .zero }
    public var safeAreaInsets: EdgeInsets { .zero }
    public var layoutMargins: EdgeInsets { .zero }
    public var traits: TraitCollection { TraitCollection() }

    /// The content's extent across the scroll axis for `bounds`: its cross size less the
    /// adjusted content inset on both sides (what a flow or waterfall lays out across).
    public func contentCrossWidth(for bounds: CGRect, _ direction: ScrollDirection) -> CGFloat {
        let inset = direction.oriented(adjustedContentInset)
        return direction.oriented(bounds.size).width - inset.left - inset.right
    }

    /// The part of `bounds` not covered by the adjusted content inset: where pinned headers stay.
    public func unobscured(_ bounds: CGRect) -> CGRect {
        let i = adjustedContentInset
        return CGRect(
            x: bounds.minX + i.left, y: bounds.minY + i.top,
            width: max(0, bounds.width - i.left - i.right), height: max(0, bounds.height - i.top - i.bottom))
    }
}
