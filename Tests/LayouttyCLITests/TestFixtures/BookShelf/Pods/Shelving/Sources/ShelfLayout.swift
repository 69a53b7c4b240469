import Ratings
import UIKit

/// A pod's layout (`Pods/Shelving`), previewed on its own as CocoaPods builds it: its measures
/// come from the pod's other file, the gap between spines from the pod beside it (one star).
public final class ShelfLayout: UICollectionViewFlowLayout {
    public override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: ShelfMetrics.spineWidth, height: ShelfMetrics.shelfHeight)
        minimumLineSpacing = CGFloat(Stars.rating(for: 0).count) * 10
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
