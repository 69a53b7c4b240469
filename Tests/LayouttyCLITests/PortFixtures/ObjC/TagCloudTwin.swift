import UIKit

/// `TagCloudLayout.m` written in Swift: tags 30 points tall in rows 10 apart, each row centred
/// (shifted by the whole points left over halved, rounded down), a tag 60 + (item mod 4) · 20 wide.
final class TagCloudTwin: UICollectionViewLayout {
    private var frames: [CGRect] = []
    private var rows = 0

    override func prepare() {
        let width = collectionView?.bounds.width ?? 0
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = []
        rows = count == 0 ? 0 : 1
        var row: [Int] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        for item in 0..<count {
            let tagWidth = CGFloat(60 + item % 4 * 20)
            if x > 0 && x + tagWidth > width {
                centre(row, in: width)
                row = []
                (x, y, rows) = (0, y + 40, rows + 1)
            }
            frames.append(CGRect(x: x, y: y, width: tagWidth, height: 30))
            row.append(item)
            x += tagWidth + 10
        }
        centre(row, in: width)
    }

    private func centre(_ row: [Int], in width: CGFloat) {
        guard let last = row.last else { return }
        let shift = ((width - frames[last].maxX) / 2).rounded(.down)
        for item in row { frames[item].origin.x += shift }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * 40 - 10)
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
