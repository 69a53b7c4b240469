import UIKit

final class Heights: WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        CGFloat(80 + (indexPath.item * 37) % 120)
    }
    func numberOfColumns(in collectionView: UICollectionView) -> Int { 3 }
}

private let heights = Heights()

func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout {
    let layout = WaterfallLayout()
    layout.delegate = heights
    return layout
}
