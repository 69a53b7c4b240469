import UIKit

// A collection view controller from a storyboard: no initializer of its own (iOS makes it with
// init?(coder:), the storyboard giving it a flow layout), its layout replaced in viewDidLoad.

final class NamesViewController: UICollectionViewController {
    private let names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = makeLayout()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        title = "Names"
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}
