import UIKit

// Two collection views on one screen: stories in a row above a feed.

final class DashboardViewController: UIViewController, UICollectionViewDataSource {
    private var top: UICollectionView!
    private var bottom: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 120, height: 80)
        top = UICollectionView(frame: CGRect(x: 0, y: 100, width: 393, height: 100), collectionViewLayout: flow)
        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        bottom = UICollectionView(frame: CGRect(x: 0, y: 220, width: 393, height: 500), collectionViewLayout: list)
        for view in [top!, bottom!] {
            view.dataSource = self
            view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "c")
            self.view.addSubview(view)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView === top ? 5 : 8
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = collectionView === top ? "Story \(indexPath.item)" : "Post \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }
}
