import BookKit
import Confetti
import Ratings
import ShelfModel
import UIKit

/// The app's screen: its books come from the app's own package `ShelfModel`, their lines from
/// the app's framework target `BookKit`, their stars from the pod `Ratings`; the pod `Confetti`
/// does not build on Linux and stands in.
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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Confetti.celebrate(in: view)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.books.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
        var content = UIListContentConfiguration.cell()
        let book = model.books[indexPath.item]
        content.text = BookFormatter.line(for: book) + " " + Stars.rating(for: book.pages)
        cell.contentConfiguration = content
        return cell
    }
}
