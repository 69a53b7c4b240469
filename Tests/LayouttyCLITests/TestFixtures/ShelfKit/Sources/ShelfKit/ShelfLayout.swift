import CoreGraphics
import UIKit

/// Asked for each item's width; a delegate that does not answer leaves the layout's `itemWidth`.
@objc public protocol ShelfLayoutDelegate: AnyObject {
    @objc optional func shelfLayout(_ layout: ShelfLayout, widthForItemAt indexPath: IndexPath) -> CGFloat
}

/// Each section a shelf: its items in one row left to right, `spacing` apart; shelves stacked
/// top to bottom, `spacing` apart. Written for Swift 6 as Apple's SDK declares UIKit: main-actor
/// isolated, overrides touching the class's own state.
@MainActor
open class ShelfLayout: UICollectionViewLayout {
    public weak var delegate: ShelfLayoutDelegate?
    public var itemWidth: CGFloat = 100
    public var itemHeight: CGFloat = 50
    public var spacing: CGFloat = 10

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    open override func prepare() {
        super.prepare()
        cache = []
        guard let collectionView else { return }
        var y: CGFloat = 0
        var widest: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var x: CGFloat = 0
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let width = delegate?.shelfLayout?(self, widthForItemAt: indexPath) ?? itemWidth
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: x, y: y, width: width, height: itemHeight)
                cache.append(attributes)
                x += width + spacing
            }
            widest = max(widest, x - spacing)
            y += itemHeight + spacing
        }
        contentSize = CGSize(width: widest, height: max(0, y - spacing))
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
