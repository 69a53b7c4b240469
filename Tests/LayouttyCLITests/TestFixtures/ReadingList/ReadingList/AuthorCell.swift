import UIKit

/// A cell of its own xib, registered by the screen.
final class AuthorCell: UICollectionViewCell {
    @IBOutlet weak var name: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        name.text = "?"
    }
}
