import UIKit

// A screen under a navigation bar as apps write one: a title, an Edit button on the leading
// side and two on the trailing side, a list-style collection view filling the view, filled
// with a diffable snapshot of list cells.
final class PlacesViewController: UIViewController {
    private let places = ["Harbour", "Old Town", "Botanic Garden", "Lighthouse", "Market Hall", "Ferry Pier", "Castle Hill"]
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    private lazy var collectionView: UICollectionView = {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
            UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        ]
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, place in
            var content = cell.defaultContentConfiguration()
            content.text = place
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, place in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: place)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(places)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
