import SyncKit
import UIKit

// A storyboard screen as production apps present it: made by `init?(coder:…)`, then given its
// values by whoever presents it (`controller.tabsModel = tabManager.model` in the presenter's
// segue), each declared `var name: Type!` — a delegate and the model held weakly, a sync state
// from a module no build here has. No #Preview block: the preview sets them with stand-in values
// before the screen loads, as the presenter would, and says so.

protocol TabSwitcherDelegate: AnyObject {
    func tabSwitcher(_ tabSwitcher: TabSwitcherViewController, didSelect index: Int)
}

final class TabsModel {
    private(set) var titles: [String]
    init(titles: [String] = []) { self.titles = titles }
}

class TabsBaseViewController: UIViewController {
    var syncState: SyncState!
}

final class TabSwitcherViewController: TabsBaseViewController, UICollectionViewDataSource {
    weak var delegate: TabSwitcherDelegate!
    weak var tabsModel: TabsModel!
    var isPrivate: Bool!
    @IBOutlet weak var toolbar: UIToolbar!
    private var selection: Set<Int>!
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

    init?(coder: NSCoder, animated: Bool) { super.init(coder: coder) }

    required init?(coder: NSCoder) { fatalError("Use init(coder:animated:)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = isPrivate ? "Private Tabs" : "\(tabsModel.titles.count) Tabs"
        selection = []
        syncState.refresh()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tab")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 170, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        return layout
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tabsModel.titles.count + 1
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tab", for: indexPath)
        var content = UIListContentConfiguration.cell()
        let isNew = indexPath.item == tabsModel.titles.count
        content.text = isNew ? "+ New Tab" : tabsModel.titles[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}
