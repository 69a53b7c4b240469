import UIKit

/// A springy flow layout in the shape the public ones take: every item on a spring to its
/// place, pushed by the scroll's delta, farther the farther it is from the touch.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 180, height: 60)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty else { return }
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for item in super.layoutAttributesForElements(in: everything) ?? [] {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        let delta = newBounds.origin.y - view.bounds.origin.y
        let touch = view.panGestureRecognizer.location(in: view)
        for case let spring as UIAttachmentBehavior in animator.behaviors {
            guard let item = spring.items.first else { continue }
            let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
            item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
