import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

extension UIKitSuites {
    @MainActor @Suite struct UIKitCompositionalTests {
        /// Apple's "list" section as sample code writes it, through UIKit's names: full-width rows
        /// of 3 points, 1 apart: row 2 at y 8; the environment's trait collection is the
        /// terminal's; a provider returning nil is refused in one line, which the previewer shows.
        @Test func aCreateLayoutFunctionRunsThroughUIKitsNames() throws {
            var scale: CGFloat = 0
            func createLayout(fail: Bool) -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout {
                    (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                    scale = environment.traitCollection.displayScale
                    guard !fail else { return nil }
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0),
                            heightDimension: .fractionalHeight(1.0)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0),
                            heightDimension: .absolute(3)),
                        subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 1
                    return section
                }
            }
            let items = Items(5)
            // A terminal alone (no device): scale 1, whatever screen a test before showed.
            UIScreen.main.show(device: nil, terminalColumns: 30, rows: 12)
            let view = UICollectionView(frame: .zero, collectionViewLayout: createLayout(fail: false))
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 12)
            #expect(
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                    == CGRect(x: 0, y: 8, width: 30, height: 3))
            #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 30, height: 19) && scale == 1)
            #expect(previewer.viewport.layout.configurationError == nil)

            view.setCollectionViewLayout(createLayout(fail: true), animated: false)
            #expect(
                previewer.viewport.layout.configurationError?.message == "section 0: the section provider returned nil")
            #expect(items.count == 5)
        }

        /// A UIKit section with `.groupPaging` pages in the previewer: n, → moves it one group
        /// (20 wide, 2 apart: 22), the view itself stays.
        @Test func orthogonalUIKitSectionsPageInThePreviewer() throws {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(3)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 2
            section.orthogonalScrollingBehavior = .groupPaging
            let items = Items(8)
            let view = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 40, rows: 10)
            previewer.handle(.character("n"))
            previewer.handle(.right)
            #expect(
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
            #expect(previewer.viewport.bounds.origin == .zero && items.count == 8)
        }

        /// A configuration set on a layout in use (Apple's horizontal example, minus global
        /// headers) lays it out again: columns of two 10-wide cards left to right, sections 2
        /// apart — section 1 starts at 3 columns × 10 + 2 = 32.
        @Test func settingAConfigurationLaysTheLayoutOutAgain() throws {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(10), heightDimension: .fractionalHeight(1.0)),
                subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let items = Items(6, sections: 2)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 40, rows: 12)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 0)
            let config = UICollectionViewCompositionalLayoutConfiguration()
            config.scrollDirection = .horizontal
            config.interSectionSpacing = 2
            layout.configuration = config
            _ = previewer.viewport.laidOutElements()
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 10)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 32)
            #expect(layout.collectionViewContentSize.width == 62)
        }

        /// iOS 14's list configuration as sample code writes it (inset grouped, supplementary
        /// headers): in 30 columns, section 0's header is (2, 1, 26, 1) inside the insets; rows
        /// measured to their labels, 3 high, from y 2; section 1 starts after 1 + 1 + 3 × 3 + 1 = 12.
        @Test func listConfigurationsLayOutRows() throws {
            let layout = UICollectionViewCompositionalLayout {
                (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.showsSeparators = false
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
            let items = Items(3, sections: 2)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 20)
            _ = previewer.viewport.laidOutElements()
            let header = IndexPath(item: 0, section: 0)
            #expect(
                layout.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: header)?.frame
                    == CGRect(x: 2, y: 1, width: 26, height: 1))
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 2, y: 5, width: 26, height: 3))
            let next = layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY
            #expect(next == 13, "\(String(describing: next.map { Double($0) }))")
            let plain = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            view.setCollectionViewLayout(plain, animated: false)
            _ = previewer.viewport.laidOutElements()
            #expect(
                plain.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                    == CGRect(x: 0, y: 9, width: 30, height: 3))
        }

        /// On a device's screen a list is in UIKit's points: on iPhone 15 (393 wide, a column
        /// 393 / 80 = 4.9125 points, a row twice that, 9.825) the inset grouped section is 16 in
        /// from each side (361 wide) and 18 down; its header, estimated 38, is shown one row high
        /// (9.825); rows, estimated 44, are measured to their labels' 3 rows (29.475), so row 1
        /// starts at 18 + 9.825 + 29.475 = 57.3. On iPhone 15 Pro Max (430 wide) the side inset is
        /// 20 (390 wide).
        @Test func listConfigurationsAreInPointsOnADevice() throws {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            for (device, inset) in [("iphone-15", 16.0), ("iphone-15-pro-max", 20.0)] {
                let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                let shown = PreviewedView(
                    layout, items: 3, device: DeviceSetting(device: try #require(Device.named(device))))
                defer { withExtendedLifetime(shown) {} }
                shown.shown()
                let width = shown.view.bounds.width - 2 * inset
                let header = layout.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                let row = shown.view.bounds.width / 80 * 2
                #expect(header?.frame == CGRect(x: inset, y: 18, width: width, height: row), "\(device)")
                #expect(
                    layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                        == CGRect(x: inset, y: 18 + row + 3 * row, width: width, height: 3 * row),
                    "\(device)")
            }
        }

        /// Separators as list code sets them (their colour, insets, visibility, a per-row handler)
        /// compile and change nothing laid out: the rows are where a plain list puts them.
        @Test func separatorSettingsAreKeptNotDrawn() throws {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.separatorConfiguration.color = .clear
            configuration.separatorConfiguration.bottomSeparatorInsets.leading = 62
            configuration.separatorConfiguration.topSeparatorVisibility = .hidden
            configuration.itemSeparatorHandler = { indexPath, separators in
                var row = separators
                row.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
                return row
            }
            let plain = PreviewedView(
                UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), items: 3, columns: 30,
                rows: 12)
            let separated = PreviewedView(
                UICollectionViewCompositionalLayout.list(using: configuration), items: 3, columns: 30, rows: 12)
            defer { withExtendedLifetime((plain, separated)) {} }
            #expect(separated.shown().map(\.attributes.frame) == plain.shown().map(\.attributes.frame))
            #expect(separated.shown().count == 3)
        }

        /// Apple's badge sample as written (a supplementary item anchored top-trailing, half
        /// outside its cell): in 40 columns four 10-wide cells a row, inset 1 at the top; cell 1's
        /// badge is (20 − 2 + 1, 1 − 0.5) and the previewer draws it over the cell's corner.
        @Test func badgesCompileAndShow() throws {
            let badgeAnchor = NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
            let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(2), heightDimension: .absolute(1))
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: badgeSize, elementKind: "badge-element-kind", containerAnchor: badgeAnchor)
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(4))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
            let layout = UICollectionViewCompositionalLayout(section: section)
            let items = Items(8)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 40, rows: 12)
            #expect(
                layout.layoutAttributesForSupplementaryView(
                    ofKind: "badge-element-kind", at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 19, y: 0.5, width: 2, height: 1))
            let shown = previewer.viewport.laidOutElements().filter {
                $0.attributes.representedElementKind == "badge-element-kind"
            }
            #expect(shown.map(\.attributes.indexPath.item) == [0, 1, 2, 3, 4, 5, 6, 7])
        }

        /// Apple's self-sizing list (`.estimated(44)` rows) as sample code writes it: the rows
        /// shown are measured to their labels (3 rows in the terminal) through UIKit's
        /// `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`; row 2 then starts at 6, and a
        /// row far below keeps its estimate of 44.
        @Test func estimatedRowsSelfSizeThroughUIKitsNames() throws {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            let items = Items(100)
            let view = UICollectionView(
                frame: .zero,
                collectionViewLayout: UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: group)))
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 12)
            _ = previewer.viewport.laidOutElements()
            #expect(
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                    == CGRect(x: 0, y: 6, width: 30, height: 3))
            #expect(
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 90, section: 0))?.frame.height
                    == 44)
        }
    }
}

extension UIKitSuites {
    @MainActor @Suite struct VisibleItemsHandlerTests {
        /// Sample code's carousel: a section of 200-point cards, 10 apart, in an orthogonal
        /// `.groupPagingCentered` section of a 400-point view, whose handler scales each card by
        /// how far its centre is from the view's: 1 − distance / 400, at least 0.7. The handler
        /// sees unscrolled frames and the section's offset. At rest (offset 0) card 0's centre is
        /// 100, 100 from the view's 200: 0.75; card 1's is 310, 110 away: 0.725. One page on
        /// (→: the group nearest the centre plus one, 210 − (400 − 200) / 2 = 110), card 1's centre
        /// is 310 − 110 = 200 on screen: full size; card 0's is −10, 210 away: 0.475 → 0.7. The
        /// handler does not run again while nothing moves.
        @Test func aCarouselScalesTheCentredCard() throws {
            var calls = 0
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls += 1
                let width = environment.container.contentSize.width
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = max(0.7, 1 - distance / width)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            let layout = UICollectionViewCompositionalLayout(section: section)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let items = Items(5)
            view.dataSource = items
            let previewer = Previewer(
                collectionView: view, terminalColumns: 80, rows: 24,
                device: DeviceSetting(device: Device.custom(width: 400, height: 800)))
            previewer.animatesChanges = false
            _ = previewer.viewport.laidOutElements()
            func card(_ i: Int) throws -> UICollectionViewLayoutAttributes {
                try #require(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
            }
            #expect(try card(0).transform == CGAffineTransform(scaleX: 0.75, y: 0.75) && card(0).center.x == 100)
            #expect(try card(1).transform == CGAffineTransform(scaleX: 0.725, y: 0.725) && card(1).center.x == 310)
            let before = calls
            _ = previewer.viewport.laidOutElements()
            #expect(calls == before, "nothing moved: the handler's answer stands")
            previewer.handle(.character("n"))
            previewer.handle(.right)
            _ = previewer.viewport.laidOutElements()
            #expect(try card(1).transform == .identity && card(1).center.x == 200)
            #expect(try card(0).transform == CGAffineTransform(scaleX: 0.7, y: 0.7) && card(0).center.x == -10)
        }

        /// The handler is handed a section's headers and decorations too, as UIKit's visible
        /// items: a handler fading everything but cells fades the section header (alpha 0.5) and
        /// leaves the cells as they are; items are named by kind ("" for a cell).
        @Test func headersAndDecorationsAreVisibleItemsToo() throws {
            var names: Set<String> = []
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
            section.visibleItemsInvalidationHandler = { items, _, _ in
                for item in items {
                    names.insert(item.name)
                    if item.representedElementCategory != .cell { item.alpha = 0.5 }
                }
            }
            let layout = UICollectionViewCompositionalLayout(section: section)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let items = Items(4)
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 40, rows: 12)
            _ = previewer.viewport.laidOutElements()
            let header = layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(
                header?.alpha == 0.5 && layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
            #expect(names == ["", UICollectionView.elementKindSectionHeader, "background"])
        }
    }
}
