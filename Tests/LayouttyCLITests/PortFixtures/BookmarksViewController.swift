import PersistenceKit
import SyncKit
import UIKit

// A storyboard screen as production apps inject it: `init?(coder:…)` taking the app's services —
// a database and a sync service from modules no build here has, a settings protocol of the app,
// callbacks — and `init?(coder:)` refused. No #Preview block: the preview makes it with stand-in
// values, the storyboard's coder among them.

protocol BookmarkSettings: AnyObject {
    var showsFolders: Bool { get }
}

final class DefaultBookmarkSettings: BookmarkSettings {
    private let defaults: UserDefaults
    init(defaults: UserDefaults = .standard) { self.defaults = defaults }
    var showsFolders: Bool { defaults.bool(forKey: "bookmarks.folders") }
}

final class BookmarksViewController: UIViewController, UICollectionViewDataSource {
    enum Sorting { case manual, byTitle }

    private let database: CoreDataDatabase
    private let sync: SyncService
    private let settings: BookmarkSettings
    private let sorting: Sorting
    private let onOpen: (URL) -> Void
    private let isFavorite: (String) -> Bool
    private let titles = ["Swift Forums", "Point-Free", "Ratatui"]
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

    init?(
        coder: NSCoder, database: CoreDataDatabase, sync: SyncService, settings: BookmarkSettings,
        sorting: Sorting, onOpen: @escaping (URL) -> Void, isFavorite: @escaping (String) -> Bool
    ) {
        self.database = database
        self.sync = sync
        self.settings = settings
        self.sorting = sorting
        self.onOpen = onOpen
        self.isFavorite = isFavorite
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use init(coder:database:sync:settings:sorting:onOpen:isFavorite:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bookmarks"
        sync.scheduler.requestSyncImmediately()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "bookmark")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: .init(appearance: settings.showsFolders ? .sidebar : .plain))
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count + database.bookmarkCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bookmark", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = titles[indexPath.item]
        content.secondaryText = isFavorite(titles[indexPath.item]) ? "Favorite" : nil
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }
}
