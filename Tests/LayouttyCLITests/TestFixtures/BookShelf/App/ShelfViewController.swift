import BookKit
import ShelfModel
import UIKit

/// The app's screen: its books come from the app's own package `ShelfModel`, their lines from
/// the app's framework target `BookKit`.
final class ShelfViewController: UICollectionViewController {
    private let model = ShelfViewModel()

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 170, height: 44)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        model.load()
        let layout = collectionViewLayout as? UICollectionViewFlowLayout
        layout?.minimumInteritemSpacing = model.spacing
        layout?.minimumLineSpacing = model.spacing
        layout?.sectionInset = model.insets
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.books.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = BookFormatter.line(for: model.books[indexPath.item])
        cell.contentConfiguration = content
        return cell
    }
}
