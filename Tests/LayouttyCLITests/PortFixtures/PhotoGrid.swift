import UIKit

final class PhotoGrid {
    var spacing: CGFloat = 2
}

// An instance method in an extension of an app type.
extension PhotoGrid {
    func makeCollectionViewLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 96)
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        return layout
    }
}
