import UIKit

// A layout that unwraps a delegate of its own: the app must answer it.
protocol MagazineLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, widthForItemAt indexPath: IndexPath) -> CGFloat
    func numberOfRows(in collectionView: UICollectionView) -> Int
}

final class MagazineLayout: UICollectionViewLayout {
    var delegate: MagazineLayoutDelegate!
    var rowHeight: CGFloat = 80
    var spacing: CGFloat = 6
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentWidth: CGFloat = 0

    override func prepare() {
        guard let collectionView else { return }
        cache = []
        let rows = delegate.numberOfRows(in: collectionView)
        var xs = Array(repeating: CGFloat(0), count: rows)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let row = xs.firstIndex(of: xs.min()!)!
            let width = delegate.collectionView(collectionView, widthForItemAt: indexPath)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: xs[row], y: CGFloat(row) * (rowHeight + spacing), width: width, height: rowHeight)
            xs[row] += width + spacing
            cache.append(attributes)
        }
        contentWidth = xs.max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: CGFloat(delegate.numberOfRows(in: collectionView!)) * (rowHeight + spacing))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}
