import UIKit

/// A two-column grid under a 50-point header that stays on screen, written in real iOS points
/// as apps write it: the item width comes from the view's width in `prepare()`, 16-point
/// margins, a 4:3 card.
class StickyHeaderGridLayout: UICollectionViewFlowLayout {
    let margin: CGFloat = 16

    override init() {
        super.init()
        headerReferenceSize = CGSize(width: 0, height: 50)
        sectionHeadersPinToVisibleBounds = true
        minimumInteritemSpacing = margin
        minimumLineSpacing = margin
        sectionInset = UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let available = collectionView.bounds.width - sectionInset.left - sectionInset.right - minimumInteritemSpacing
        let width = (available / 2).rounded(.down)
        itemSize = CGSize(width: width, height: (width * 3 / 4).rounded(.down))
    }
}
