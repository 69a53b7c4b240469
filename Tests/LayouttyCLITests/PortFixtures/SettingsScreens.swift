import UIKit

// A generic base controller that owns the collection view and stubs its layout with a
// fatalError the subclass overrides, as settings screens in apps are often written.

class BaseListViewController<Section: Hashable, Item: Hashable>: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = self.title(for: item)
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(makeSnapshot(), animatingDifferences: false)
    }

    func createLayout() -> UICollectionViewLayout {
        fatalError("Override createLayout()")
    }

    func title(for item: Item) -> String { "\(item)" }

    func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, Item> { NSDiffableDataSourceSnapshot() }
}

enum SettingsSection: Hashable { case general, privacy }

final class SettingsViewController: BaseListViewController<SettingsSection, String> {
    override func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))
    }

    override func makeSnapshot() -> NSDiffableDataSourceSnapshot<SettingsSection, String> {
        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, String>()
        snapshot.appendSections([.general, .privacy])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Notifications"], toSection: .general)
        snapshot.appendItems(["Location", "Camera"], toSection: .privacy)
        return snapshot
    }
}
