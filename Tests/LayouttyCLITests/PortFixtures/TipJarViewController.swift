import Combine
import OSLog
import StoreKit
import UIKit

// A production screen's shape beside UIKit's: a view model that publishes its items through
// Combine, logs through OSLog and asks StoreKit for its products. The tiers it knows are shown
// until the App Store answers; here it answers none, so they stay.

private let log = Logger(subsystem: "com.example.tips", category: "TipJar")

struct Tip: Hashable {
    let id: String
    let title: String
    let price: String
}

final class TipJarViewModel: NSObject, ObservableObject, SKProductsRequestDelegate {
    @Published private(set) var tips: [Tip] = []
    @Published private(set) var status = "Loading prices…"
    let purchases = PassthroughSubject<Tip, Never>()
    private var request: SKProductsRequest?

    func load() {
        tips = [
            Tip(id: "tip.small", title: "Small tip", price: "$0.99"),
            Tip(id: "tip.medium", title: "Medium tip", price: "$2.99"),
            Tip(id: "tip.large", title: "Large tip", price: "$4.99")
        ]
        let request = SKProductsRequest(productIdentifiers: Set(tips.map(\.id)))
        request.delegate = self
        request.start()
        self.request = request
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        log.notice(
            "App Store: \(response.products.count, privacy: .public) products, \(response.invalidProductIdentifiers.count) unknown"
        )
        status = response.products.isEmpty ? "Prices from the App Store later" : "Prices from the App Store"
    }
}

final class TipJarViewController: UIViewController {
    private let model = TipJarViewModel()
    private var cancellables = Set<AnyCancellable>()
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Tip>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tip Jar"
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Tip> { cell, _, tip in
            var content = cell.defaultContentConfiguration()
            content.text = tip.title
            content.secondaryText = tip.price
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, tip in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: tip)
        }
        // Delivered on the main queue's next turn, as on iOS: the first snapshot comes after load().
        model.$tips
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] tips in self?.show(tips) }
            .store(in: &cancellables)
        model.$status
            .map { Optional($0) }
            .assign(to: \.prompt, on: navigationItem)
            .store(in: &cancellables)
        model.purchases
            .sink { tip in log.info("Bought \(tip.title)") }
            .store(in: &cancellables)
        model.load()
        log.info("Tip jar showing \(self.model.tips.count) tiers")
    }

    private func show(_ tips: [Tip]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Tip>()
        snapshot.appendSections([0])
        snapshot.appendItems(tips)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
