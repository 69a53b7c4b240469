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
}
