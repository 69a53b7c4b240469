import UIKit

// A screen whose collection view is a lazy property with its layout inline.
final class LazyGridViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout { section, environment in
        let columns = environment.traitCollection.horizontalSizeClass == .compact ? 3 : 5
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
            subitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }
}
