import UIKit

/// A chips screen's layout, made in a factory as apps make it; the chips' sizes come from the
/// app's flow delegate, a class of its own that the view controller would set.
enum ChipsLayout {
    static func make() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        return layout
    }
}

final class ChipSizes: NSObject, UICollectionViewDelegateFlowLayout {
    private let widths: [CGFloat] = [80, 120, 64, 150, 96]

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: widths[indexPath.item % widths.count], height: 32)
    }
}
