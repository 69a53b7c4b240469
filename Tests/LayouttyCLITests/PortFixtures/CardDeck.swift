import CoreGraphics
import UIKit.UIGestureRecognizerSubclass

/// Told when a card is about to be dealt: an optional requirement that returns nothing.
@objc public protocol CardDeckDelegate: UICollectionViewDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, willDeal attributes: UICollectionViewLayoutAttributes)
}

/// A deck of cards seen from the front: the first card in front, each one behind it 20 points
/// narrower on each side and 12 points higher, at most four shown.
open class CardDeckLayout: UICollectionViewLayout {
    open var visibleCards = 4
    open var cardHeight: CGFloat = 200
    private var cards: [UICollectionViewLayoutAttributes] = []

    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let area = collectionView.bounds.inset(by: UIEdgeInsets(top: 60, left: 20, bottom: 20, right: 20))
        let count = min(collectionView.numberOfItems(inSection: 0), visibleCards)
        cards = (0..<count).map { index in
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            let narrower = CGFloat(index) * 20
            let y = area.minY + CGFloat(visibleCards - 1 - index) * 12
            card.frame = CGRect(x: area.minX + narrower, y: y, width: area.width - 2 * narrower, height: cardHeight)
            card.zIndex = -index
            return card
        }
    }

    open override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cards.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cards.first { $0.indexPath == indexPath }
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView = collectionView, let card = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        (collectionView.delegate as? CardDeckDelegate)?.collectionView?(collectionView, willDeal: card)
        card.alpha = 0
        return card
    }
}
