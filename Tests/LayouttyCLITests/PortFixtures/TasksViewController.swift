import UIKit

// A screen as Swift 6 code writes it: the controller @MainActor, a nonisolated data source
// method reaching its state through MainActor.assumeIsolated, a Task back on the main actor.

@MainActor
final class TasksViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!
    private var tasks = ["Write", "Review", "Ship"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.dataSource = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "c")
        view.addSubview(collectionView)
        Task { @MainActor in self.reload() }
    }

    @MainActor private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    private func reload() { collectionView.reloadData() }

    nonisolated func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        MainActor.assumeIsolated { tasks.count }
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = tasks[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}
