import Logging
import UIKit

/// A screen whose title is its logger's label, from swift-log (Xcode's Package Dependencies).
final class LogScreen: UICollectionViewController {
    private let logger = Logger(label: "Shelf log")

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 170, height: 44)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = logger.label
        logger.info("loaded")
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "\(Logger.Level.allCases[indexPath.item])"
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }
}
