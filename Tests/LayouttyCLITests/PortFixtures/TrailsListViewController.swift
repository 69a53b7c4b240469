import UIKit

// A screen as apps write them: a view controller with a list layout, a diffable data source
// and a cell registration configuring list cells with their text.
final class TrailsListViewController: UIViewController {
    enum Section { case nearby, saved }

    struct Trail: Hashable {
        let name: String
        let kilometres: Int
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Trail>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Trail> { cell, _, trail in
            var content = cell.defaultContentConfiguration()
            content.text = trail.name
            content.secondaryText = "\(trail.kilometres) km"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Trail>(collectionView: collectionView) { collectionView, indexPath, trail in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: trail)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Trail>()
        snapshot.appendSections([.nearby, .saved])
        snapshot.appendItems([Trail(name: "Ridge Loop", kilometres: 12), Trail(name: "Cedar Falls", kilometres: 5)], toSection: .nearby)
        snapshot.appendItems([Trail(name: "Old Mill", kilometres: 8)], toSection: .saved)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
