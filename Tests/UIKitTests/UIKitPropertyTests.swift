import CollectionLayout
import CollectionLayoutTesting
import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

/// Random sizes, insets and spacings from a flow delegate, with headers and footers.
final class RandomMetrics: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int] = []
    var sizes: [[CGSize]] = []
    var insets: [UIEdgeInsets] = []
    var spacing: CGFloat = 0

    init(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) }
        sizes = counts.map { n in
            (0..<n).map { _ in
                CGSize(width: CGFloat.random(in: 1...30, using: &rng), height: CGFloat.random(in: 1...6, using: &rng))
            }
        }
        insets = counts.map { _ in
            UIEdgeInsets(
                top: .random(in: 0...3, using: &rng), left: .random(in: 0...4, using: &rng),
                bottom: .random(in: 0...3, using: &rng), right: .random(in: 0...4, using: &rng))
        }
        spacing = CGFloat.random(in: 0...3, using: &rng)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.section][indexPath.item] }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { insets[section] }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { spacing }
}

/// The brute-force kit (`CollectionLayoutTesting`) runs on UIKit layouts through their engine
/// adapter, as a user would run it on theirs: the answer for any rect is exactly the elements
/// asked one by one, every item once, frames finite. (A guide-style layout filtering with
/// `CGRect.intersects` answers edge-touching and empty rects too, which UIKit allows and the
/// kit's strict rules do not: the kit is for layouts that promise them.)
extension UIKitSuites {
    @MainActor @Suite struct UIKitPropertyTests {
        @Test(arguments: Array(UInt64(1)...60))
        func aFlowLayoutWithDelegateMetricsAnswersLikeBruteForce(seed: UInt64) {
            let metrics = RandomMetrics(seed: seed)
            let layout = UICollectionViewFlowLayout()
            layout.headerReferenceSize = CGSize(width: 0, height: CGFloat(seed % 3))
            layout.footerReferenceSize = CGSize(width: 0, height: CGFloat(seed % 2))
            layout.minimumLineSpacing = CGFloat(seed % 4)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = metrics
            view.delegate = metrics
            let previewer = Previewer(collectionView: view, terminalColumns: 31 + Int(seed % 50), rows: 20)
            let all = LayoutChecks.queriesMatchBruteForce(layout.engine, previewer.viewport, seed: seed)
            LayoutChecks.cellsDoNotOverlap(all, seed: seed)
        }
    }
}
