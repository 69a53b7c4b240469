import UIKit

// Glue for `layoutty preview`: PinterestLayout asks a delegate of its own for heights, which
// only an app could give it. This file plays the app's part: the preview calls
// layouttyPreviewLayout(for:) to make the layout and set it up.

/// Photo heights as an app's photos might give them: 120 to 270 points.
final class PhotoHeights: PinterestLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        CGFloat(120 + (indexPath.item * 7) % 6 * 30)
    }
}

/// The layout holds its delegate weakly, as UIKit layouts do: this one lives as long as the program.
private let photoHeights = PhotoHeights()

func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout {
    let layout = PinterestLayout()
    layout.delegate = photoHeights
    return layout
}
