import UIKit

/// The storyboard's prototype: its labels are placed by the scene's constraints.
final class BookCell: UICollectionViewCell {
    @IBOutlet weak var title: UILabel!
    @IBOutlet weak var author: UILabel!
}
