import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView
import UIKit
import UIKitPreview

/// A UIKit layout shown by a previewer over `count` items, for the tests that watch what the
/// view makes of it. The data source is kept here: the view holds it weakly, as UIKit's does,
/// and the previewer's data holds the view unowned — keep the whole value alive
/// (`withExtendedLifetime`) while its previewer is used.
@MainActor
struct PreviewedView {
    let view: UICollectionView
    let items: Items
    let previewer: Previewer

    init(
        _ layout: UICollectionViewLayout, items count: Int, columns: Int = 80, rows: Int = 24,
        device: DeviceSetting? = nil,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        items = Items(count)
        view.dataSource = items
        // As the preview program does: the screen is said first, then followed.
        UIScreen.main.show(device: device, layoutDirection: layoutDirection, terminalColumns: columns, rows: rows)
        previewer = Previewer(
            collectionView: view, terminalColumns: columns, rows: rows, device: device, layoutDirection: layoutDirection
        )
        UIScreen.main.follow(previewer.viewport)
    }

    /// The elements the screen shows now (preparing, and running the layout's handlers, first).
    @discardableResult
    func shown() -> [ScreenElement] { previewer.viewport.laidOutElements() }
}

/// One row of a compositional section: a horizontal group across the width, `height` tall,
/// repeating one item `width` wide.
func rowSection(itemWidth width: NSCollectionLayoutDimension, height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        subitems: [item])
    return NSCollectionLayoutSection(group: group)
}
