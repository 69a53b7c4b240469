import UIKit

/// What a tile layout asks of the collection view's delegate, as waterfall libraries ask theirs
/// (`collectionView.delegate as? …`): the app's view controller answers it on iOS.
protocol TileSizing: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForTileAt indexPath: IndexPath) -> CGSize
}

/// Tiles stacked down the left edge, 10 points apart, each as big as the delegate says.
final class TileStackLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []

    override func prepare() {
        guard let view = collectionView, let sizing = view.delegate as? TileSizing else {
            frames = []
            return
        }
        var y: CGFloat = 0
        frames = (0..<view.numberOfItems(inSection: 0)).map { item in
            let size = sizing.collectionView(view, layout: self, sizeForTileAt: IndexPath(item: item, section: 0))
            defer { y += size.height + 10 }
            return CGRect(x: 0, y: y, width: size.width, height: size.height)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}
