import UIKit

/// A screen laid out in Interface Builder: its heading and collection view are the storyboard
/// scene's (the view's frame, constraints and flow layout there, the data source connected
/// there), its book cells the scene's prototype, its author cells a xib's; its count's words
/// the String Catalog's.
final class ShelfViewController: UIViewController, UICollectionViewDataSource {
    @IBOutlet private weak var heading: UILabel!
    @IBOutlet private weak var collectionView: UICollectionView!

    private let books = [("Dune", "Herbert"), ("Emma", "Austen"), ("Ubik", "Dick")]
    private let authors = ["Le Guin", "Borges"]

    override func viewDidLoad() {
        super.viewDidLoad()
        heading.text = heading.text.map { "\($0) · " + String(localized: "shelf.count \(books.count)") }
        collectionView.register(UINib(nibName: "AuthorCell", bundle: nil), forCellWithReuseIdentifier: "Author")
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? books.count : authors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if indexPath.section == 1 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Author", for: indexPath) as! AuthorCell
            cell.name.text = authors[indexPath.item]
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath) as! BookCell
        cell.title.text = books[indexPath.item].0
        cell.author.text = "by " + books[indexPath.item].1
        return cell
    }
}
