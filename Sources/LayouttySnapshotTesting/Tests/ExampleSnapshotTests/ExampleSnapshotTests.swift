import Foundation
import LayouttySnapshotTesting
import SnapshotTesting
import Testing
import UIKit

// Snapshot tests of layouts and a screen as an app writes them, compiled against Layoutty's UIKit
// module. Copy this file into a test target that depends on `LayouttySnapshotTesting`,
// `SnapshotTesting` and `UIKit`. The first run of a new test records its snapshot under
// `__Snapshots__/ExampleSnapshotTests/` and fails: read the screen, commit it, run again.

/// Three columns of square-ish cards, 8 points apart: a compositional layout as apps make it.
func cardsLayout(columns: Int = 3) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A screen: a list of trails filled from a diffable snapshot, cells configured with their names.
final class TrailsViewController: UIViewController {
    enum Section { case main }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Old Mill", "Ridge Loop", "Cedar Falls", "北岳 (Kita-dake)"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Twelve numbered cells whose data can change, for an update caught mid-animation.
final class Numbers: UICollectionViewDataSource {
    var count = 6
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
}

@MainActor @Suite struct ExampleSnapshotTests {
    /// On an iPhone 15 (393 points wide) each card is 393 / 3 = 131 points wide, 120 tall: a
    /// reviewer sees 3 boxes a row, 0-0 0-1 0-2 then 0-3…, under the 59-point status bar (6
    /// blank rows at 9.82 points a row), and the status line says 6 of 12 items are shown.
    @Test func cardsOnAPhone() {
        assertSnapshot(of: cardsLayout(), as: .screen(device: .iPhone15, items: 12), named: "iPhone15")
    }

    /// The same layout's frames, exact: groups of 393 points hold items 393 / 3 = 131 wide;
    /// inset 4 on each side, a card is 123 × 112 at x = 4, 135, 266 and y = 4, 124; the rect,
    /// 240 points tall, holds the first two rows.
    @Test func cardsAttributes() {
        assertSnapshot(of: cardsLayout(), as: .attributes(rect: CGRect(x: 0, y: 0, width: 393, height: 240), items: 12))
    }

    /// A whole screen: the controller's own data and its cells' text, in an inset-grouped list,
    /// under the navigation bar its title ("Trails") puts it in.
    @Test func trailsScreen() {
        assertSnapshot(of: TrailsViewController(), as: .screen(device: .iPhone15))
    }

    /// The same screen as a picture (SVG, compared as text): the phone's outline, 9:41 in the
    /// status bar, "Trails" in bold in the navigation bar, four rounded rows with the trails'
    /// names; open the `.svg` to look at it.
    @Test func trailsPicture() {
        assertSnapshot(of: TrailsViewController(), as: .picture(device: .iPhone15, theme: .dark))
    }

    /// Half-way through inserting two items at the front, in time: 0-0 and 0-1 (new) are
    /// already in place, the six old items (now 0-2…0-7) still sliding to their next slot, so
    /// boxes overlap — the screen `render --update --progress 0.5` draws.
    @Test func insertionHalfWay() {
        let numbers = Numbers()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 110, height: 60)
        let screen = Snapshotting<UICollectionViewFlowLayout, String>.screen(
            device: .iPhone15, size: (60, 20), dataSource: numbers,
            update: { view in
                view.performBatchUpdates {
                    numbers.count += 2
                    view.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                }
            }, progress: 0.5)
        withExtendedLifetime(numbers) { assertSnapshot(of: flow, as: screen) }
    }

    /// A change to the layout fails the snapshot with a line diff of the screen: the four-column
    /// layout compared with the three-column snapshot of `cardsOnAPhone` (named: an unnamed
    /// snapshot is numbered by a counter per test, which this call would advance).
    @Test func aChangedLayoutFailsWithALineDiff() throws {
        let failure = verifySnapshot(
            of: cardsLayout(columns: 4), as: .screen(device: .iPhone15, items: 12), named: "iPhone15", record: .never,
            testName: "cardsOnAPhone()")
        let message = try #require(failure)
        #expect(message.contains("@@"))
        let removed = message.split(separator: "\n").filter { $0.hasPrefix("−") }
        let added = message.split(separator: "\n").filter { $0.hasPrefix("+") }
        #expect(!removed.isEmpty && removed.count == added.count, "\(message)")
        // Three boxes a row before, four after.
        #expect(removed.contains { $0.contains("0-2") && !$0.contains("0-3") })
        #expect(added.contains { $0.contains("0-3") && $0.contains("0-0") })
    }
}
