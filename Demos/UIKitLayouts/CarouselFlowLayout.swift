import UIKit

/// A horizontal carousel as many apps have it: the centred card full size, the others smaller
/// and faded, and scrolling that comes to rest with a card in the middle.
class CarouselFlowLayout: UICollectionViewFlowLayout {
    @IBInspectable var sideItemScale: CGFloat = 0.6
    @IBInspectable var sideItemAlpha: CGFloat = 0.6

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 220, height: 180)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
        let xInset = (collectionView.bounds.width - itemSize.width) / 2
        let yInset = max(0, (collectionView.bounds.height - itemSize.height) / 2)
        sectionInset = UIEdgeInsets(top: yInset, left: xInset, bottom: yInset, right: xInset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let superAttributes = super.layoutAttributesForElements(in: rect),
            let attributes = NSArray(array: superAttributes, copyItems: true) as? [UICollectionViewLayoutAttributes]
        else { return nil }
        return attributes.map { transformLayoutAttributes($0) }
    }

    private func transformLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView else { return attributes }
        let collectionCenter = collectionView.frame.size.width / 2
        let normalizedCenter = attributes.center.x - collectionView.contentOffset.x
        let maxDistance = itemSize.width + minimumLineSpacing
        let distance = min(abs(collectionCenter - normalizedCenter), maxDistance)
        let ratio = (maxDistance - distance) / maxDistance
        attributes.alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
        let scale = ratio * (1 - sideItemScale) + sideItemScale
        attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        attributes.zIndex = Int(attributes.alpha * 10)
        return attributes
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView, !collectionView.isPagingEnabled,
            let layoutAttributes = layoutAttributesForElements(in: collectionView.bounds)
        else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
        let midSide = collectionView.bounds.size.width / 2
        let proposedCenter = proposedContentOffset.x + midSide
        let closest =
            layoutAttributes.sorted { abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter) }.first
            ?? UICollectionViewLayoutAttributes()
        return CGPoint(x: floor(closest.center.x - midSide), y: proposedContentOffset.y)
    }
}
