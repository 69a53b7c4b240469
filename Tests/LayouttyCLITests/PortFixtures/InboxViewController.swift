import UIKit

/// The app's store: it answers on the main queue, a moment after it is asked, as a cache
/// behind a network client does.
final class InboxStore {
    func loadThreads(completion: @escaping ([String]) -> Void) {
        let threads = ["Standup notes", "Design review", "Lunch on Friday?"]
        DispatchQueue.main.async { completion(threads) }
    }
}

/// A screen that fills itself after it loads: its collection view is empty until the store's
/// answer comes back on the main queue, when it reloads.
final class InboxViewController: UIViewController, UICollectionViewDataSource {
    private let store = InboxStore()
    private var threads: [String] = []
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 361, height: 50)
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.register(ThreadCell.self, forCellWithReuseIdentifier: ThreadCell.identifier)
        view.addSubview(collectionView)
        store.loadThreads { [weak self] threads in
            self?.threads = threads
            self?.collectionView.reloadData()
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        threads.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ThreadCell.identifier, for: indexPath)
        (cell as? ThreadCell)?.subject.text = threads[indexPath.item]
        return cell
    }
}

final class ThreadCell: UICollectionViewCell {
    static let identifier = "thread"
    let subject = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        subject.frame = contentView.bounds.insetBy(dx: 12, dy: 0)
        contentView.addSubview(subject)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
