import UIKit

// An app screen that applies a second snapshot after a tap: a list of nearby trails; selecting
// one moves it to the saved section, animated.
final class TrailPickerViewController: UIViewController, UICollectionViewDelegate {
    enum Section: CaseIterable { case saved, nearby }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pick trails"
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Ridge Loop", "Cedar Falls", "Old Mill"], toSection: .nearby)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let name = dataSource.itemIdentifier(for: indexPath), indexPath.section == 1 else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([name])
        snapshot.appendItems([name], toSection: .saved)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
