import UIKit

// A storyboard's screen as apps write one: the collection view and a label are outlets the
// storyboard connects, the collection view's data source set in the outlet's didSet, its flow
// layout (Interface Builder's default) sized in viewDidLoad.
final class StoryboardGridViewController: UIViewController, UICollectionViewDataSource {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var collectionView: UICollectionView! {
        didSet {
            collectionView.dataSource = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        }
    }

    private let seasons = ["Spring", "Summer", "Autumn", "Winter"]

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Seasons"
        let flow = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        flow.itemSize = CGSize(width: 100, height: 80)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { seasons.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        let label = UILabel()
        label.text = seasons[indexPath.item]
        cell.contentView.addSubview(label)
        return cell
    }
}
