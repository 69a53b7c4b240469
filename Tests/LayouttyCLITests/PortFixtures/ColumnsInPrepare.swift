import UIKit

/// Columns at least 160 points wide, decided in prepare() after super's, as UIKit allows.
final class ColumnsInPrepare: UICollectionViewFlowLayout {
    private let narrowest: CGFloat = 160

    override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let width = view.bounds.inset(by: view.layoutMargins).width
        let columns = max(1, Int(width / narrowest))
        itemSize = CGSize(width: ((width - CGFloat(columns - 1) * minimumInteritemSpacing) / CGFloat(columns)).rounded(.down), height: 90)
        sectionInset = UIEdgeInsets(top: minimumLineSpacing, left: 0, bottom: 0, right: 0)
        sectionInsetReference = .fromSafeArea
    }
}
