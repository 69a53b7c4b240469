import UIKit

// A screen whose initializer takes its view model, made by the file's own #Preview block.

struct ContactsViewModel {
    var names: [String]
}

final class ContactsViewController: UIViewController, UICollectionViewDataSource {
    private let model: ContactsViewModel
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    init(model: ContactsViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.frame = view.bounds
        collectionView.dataSource = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "c")
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = model.names[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}

#Preview {
    ContactsViewController(model: ContactsViewModel(names: ["Ada Lovelace", "Grace Hopper", "Alan Kay"]))
}
