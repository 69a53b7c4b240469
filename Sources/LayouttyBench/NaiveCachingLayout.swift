import CollectionLayout
import Foundation
import LayouttySpec
import PseudoTerminalSupport

/// The pattern the UIKit guides teach, as the benchmark's reference: `prepare()` caches every
/// element's attributes in an array, `attributes(in:)` filters all of them. It wraps a real
/// layout for the frames, so both answer the same.
package final class NaiveCachingLayout: CollectionViewLayout {
    package let wrapped: CollectionViewLayout
    private var cache: [LayoutAttributes] = []

    package init(wrapping layout: CollectionViewLayout) {
        wrapped = layout
        super.init()
    }

    package override func prepare() {
        super.prepare()
        wrapped.collectionView = collectionView
        wrapped.invalidateLayout()
        wrapped.prepareIfNeeded()
        cache = []
        guard let view = collectionView else { return }
        for section in 0..<view.numberOfSections {
            let path = IndexPath(item: 0, section: section)
            for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
                if let a = wrapped.attributesForSupplementaryElement(ofKind: kind, at: path) { cache.append(a) }
            }
            for item in 0..<view.numberOfItems(inSection: section) {
                if let a = wrapped.attributesForItem(at: IndexPath(item: item, section: section)) { cache.append(a) }
            }
        }
    }

    package override var collectionViewContentSize: CGSize { wrapped.collectionViewContentSize }

    package override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        cache.filter { $0.frame.strictlyIntersects(rect) }
    }

    package override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
}
