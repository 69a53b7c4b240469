import UIKit

/// A background the layout registers for its decoration views.
final class CarouselBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        layer.cornerRadius = 16
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A horizontal carousel: cards 300 × 200 points, centred in the view whatever its height, so
/// its insets go negative in a view shorter than a card.
final class CentredCarousel: UICollectionViewFlowLayout {
    override var collectionView: UICollectionView? { super.collectionView }

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSizeMake(300, 200)
        minimumLineSpacing = 20
        register(CarouselBackground.self, forDecorationViewOfKind: "background")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let vertical = (CGRectGetHeight(view.bounds) - itemSize.height) / 2
        let horizontal = (CGRectGetWidth(view.bounds) - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let page = itemSize.width + minimumLineSpacing
        return CGPoint(x: (proposed.x / page).rounded() * page, y: proposed.y)
    }
}
