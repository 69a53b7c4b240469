import UIKit

// The app's answer, in another file: three rows of articles of three widths.
final class MagazineWidths: MagazineLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, widthForItemAt indexPath: IndexPath) -> CGFloat {
        [150, 100, 220][indexPath.item % 3]
    }
    func numberOfRows(in collectionView: UICollectionView) -> Int { 3 }
}
