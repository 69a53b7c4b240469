import UIKit

// A screen with UIKit's controls around its collection view: a segmented control and a search
// field above it, a switch and a slider in a row, a page control below it; pull to refresh.

final class FiltersViewController: UIViewController, UICollectionViewDataSource {
    private let filter = UISegmentedControl(items: ["All", "Open", "Done"])
    private let search = UITextField()
    private let onlyMine = UISwitch()
    private let distance = UISlider()
    private let pages = UIPageControl()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        filter.selectedSegmentIndex = 1
        filter.frame = CGRect(x: 16, y: 70, width: 361, height: 32)
        search.placeholder = "Search tasks"
        search.borderStyle = .roundedRect
        search.frame = CGRect(x: 16, y: 110, width: 361, height: 34)
        onlyMine.isOn = true
        onlyMine.frame = CGRect(x: 16, y: 152, width: 51, height: 31)
        distance.value = 0.3
        distance.frame = CGRect(x: 120, y: 152, width: 257, height: 31)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 361, height: 60)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 195, width: 393, height: 540), collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "task")
        collectionView.refreshControl = UIRefreshControl()
        pages.numberOfPages = 4
        pages.currentPage = 2
        pages.frame = CGRect(x: 130, y: 745, width: 133, height: 26)
        spinner.startAnimating()
        spinner.frame = CGRect(x: 353, y: 745, width: 20, height: 20)
        for control in [filter, search, onlyMine, distance, collectionView!, pages, spinner] as [UIView] {
            view.addSubview(control)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "task", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "Task \(indexPath.item + 1)"
        cell.contentConfiguration = content
        return cell
    }
}
