import UIKit

@objc public protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
    @objc optional func numberOfColumns(in collectionView: UICollectionView) -> Int
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets
}

@IBDesignable
public class WaterfallLayout: UICollectionViewLayout {
    @IBInspectable public var columnSpacing: CGFloat = 8
    public weak var delegate: WaterfallLayoutDelegate?
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    public override func prepare() {
        guard let collectionView = collectionView else { return }
        cache = []
        #if os(iOS)
        let columns = delegate?.numberOfColumns?(in: collectionView) ?? 2
        #else
        let columns = 1
        #endif
        let inset = delegate?.collectionView?(collectionView, layout: self, insetForSection: 0) ?? UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let width = (collectionView.bounds.width - inset.left - inset.right - CGFloat(columns - 1) * columnSpacing) / CGFloat(columns)
        var ys = Array(repeating: inset.top, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let path = IndexPath(item: item, section: 0)
            let h = delegate?.collectionView(collectionView, layout: self, heightForItemAt: path) ?? 100
            let column = ys.firstIndex(of: ys.min()!)!
            let a = UICollectionViewLayoutAttributes(forCellWith: path)
            a.frame = CGRect(x: inset.left + CGFloat(column) * (width + columnSpacing), y: ys[column], width: width, height: h)
            ys[column] += h + columnSpacing
            cache.append(a)
        }
        height = (ys.max() ?? 0) + inset.bottom
    }
    public override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
}
