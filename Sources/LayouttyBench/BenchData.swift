import CollectionLayout
import Foundation
import LayouttySpec
import PseudoTerminalSupport
import TerminalCollectionView

/// The data a benchmark lays out: one section of `count` items, either all of the layout's item
/// size (the flow layout's uniform path) or of deterministic pseudo-random sizes kept in a flat
/// array, so the delegate costs what a real app's would (an array read).
package final class BenchData: CollectionDataSource, FlowLayoutDelegate, WaterfallLayoutDelegate {
    package let count: Int
    private let sizes: [CGSize]?

    package init(count: Int, uniform: Bool) {
        self.count = count
        if uniform {
            sizes = nil
        } else {
            var state: UInt64 = 0x5EED
            sizes = (0..<count).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return CGSize(width: CGFloat(6 + (state >> 33) % 14), height: CGFloat(2 + (state >> 49) % 5))
            }
        }
    }

    package var numberOfSections: Int { 1 }
    package func numberOfItems(inSection section: Int) -> Int { count }

    package func collectionView(_ cv: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int)
        -> CGSize?
    {
        sizes == nil ? layout.itemSize : nil
    }

    package func collectionView(_ cv: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    {
        sizes?[indexPath.item] ?? layout.itemSize
    }

    package func collectionView(_ cv: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        sizes?[indexPath.item] ?? layout.itemSize
    }
}
