import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

/// A layout that does its own right to left (it does not flip): item i is 100 points wide at
/// i × 100 from the leading edge, which is the right edge when its view says right to left.
private final class OwnDirectionLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []
    private(set) var directionsSeen: [UIUserInterfaceLayoutDirection] = []

    override func prepare() {
        guard let view = collectionView else { return }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        directionsSeen.append(view.effectiveUserInterfaceLayoutDirection)
        frames = (0..<view.numberOfItems(inSection: 0)).map { i in
            let leading = CGFloat(i) * 100
            return CGRect(x: rightToLeft ? view.bounds.width - leading - 100 : leading, y: 0, width: 100, height: 100)
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}

extension UIKitSuites {
    @MainActor @Suite struct UIKitTraitsTests {
        /// A device of 400 × 800 points in 80 columns: 5 points a column, 10 a row.
        private static let square = DeviceSetting(device: Device.custom(width: 400, height: 800))

        /// `UIScreen.main.scale`, the traits' `displayScale` and `UIDevice.current` are the device
        /// shown: an iPhone 15 is a phone of scale 3, an iPhone SE of 2, an iPad Air a pad of 2,
        /// turned it is landscape; a terminal alone (and a `--points` size) is scale 1, a phone —
        /// a 800-point-wide size a pad.
        @Test func theScreenAndTheDeviceAreTheDeviceShown() {
            let cases: [(DeviceSetting?, CGFloat, UIUserInterfaceIdiom)] = [
                (DeviceSetting(device: .iPhone15), 3, .phone), (DeviceSetting(device: .iPhoneSE), 2, .phone),
                (DeviceSetting(device: .iPadAir), 2, .pad), (nil, 1, .phone), (Self.square, 1, .phone),
                (DeviceSetting(device: Device.custom(width: 800, height: 1000)), 1, .pad)
            ]
            for (device, scale, idiom) in cases {
                UIScreen.main.show(device: device, terminalColumns: 80, rows: 24)
                #expect(
                    UIScreen.main.scale == scale && UITraitCollection.current.displayScale == scale,
                    "\(String(describing: device))")
                #expect(
                    UIDevice.current.userInterfaceIdiom == idiom
                        && UITraitCollection.current.userInterfaceIdiom == idiom)
                #expect(UIDevice.current.model == (idiom == .pad ? "iPad" : "iPhone"))
            }
            var turned = DeviceSetting(device: .iPhone15)
            turned.isLandscape = true
            UIScreen.main.show(device: turned, terminalColumns: 80, rows: 24)
            #expect(UIDevice.current.orientation.isLandscape)
            UIScreen.main.show(device: nil, terminalColumns: 80, rows: 24)
        }

        /// The compositional pattern that switches columns on the size class, as sample code
        /// writes it: 2 columns where the width is compact, 4 where it is regular. iPhone 15
        /// upright is compact (393 points: item 1 at x 196.5, 196.5 wide); iPad Air is regular
        /// (820: item 1 at 205, 205 wide); the environment's container is the device's width and
        /// `UIScreen.main` is the device's screen.
        @Test func sizeClassesAndTheContainerAreTheDevices() throws {
            var widths: [CGFloat] = []
            let layout = UICollectionViewCompositionalLayout {
                (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                widths.append(environment.container.effectiveContentSize.width)
                let columns = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
                return rowSection(itemWidth: .fractionalWidth(1.0 / CGFloat(columns)), height: 100)
            }
            let phone = PreviewedView(layout, items: 8, device: DeviceSetting(device: Device.named("iphone-15")!))
            defer { withExtendedLifetime(phone) {} }
            phone.shown()
            let view = phone.view
            #expect(
                view.traitCollection.horizontalSizeClass == .compact
                    && view.traitCollection.verticalSizeClass == .regular)
            #expect(widths.last == 393 && UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 196.5, y: 0, width: 196.5, height: 100))

            let pad = Previewer(
                collectionView: view, terminalColumns: 80, rows: 24,
                device: DeviceSetting(device: Device.named("ipad air")!))
            UIScreen.main.follow(pad.viewport)
            _ = pad.viewport.laidOutElements()
            #expect(UITraitCollection.current.horizontalSizeClass == .regular && widths.last == 820)
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 205, y: 0, width: 205, height: 100))
        }

        /// Compositional sections keep clear of the safe area across the scroll axis, as UIKit's
        /// do (`contentInsetsReference` `.automatic` is the safe area): on iPhone 15 on its side
        /// (852 points, 59 each side) two half-width items sit at 59 and 59 + 367 = 426, each
        /// (852 − 118) / 2 = 367 wide, and the environment's effective width is 734. A section
        /// saying `.none` goes edge to edge: 426 wide, the second at 426.
        @Test func compositionalSectionsKeepClearOfTheSafeArea() throws {
            var effective: [CGFloat] = []
            var reference = UIContentInsetsReference.automatic
            let layout = UICollectionViewCompositionalLayout {
                (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                effective.append(environment.container.effectiveContentSize.width)
                let section = rowSection(itemWidth: .fractionalWidth(0.5), height: 100)
                section.contentInsetsReference = reference
                return section
            }
            let shown = PreviewedView(
                layout, items: 2, device: DeviceSetting(device: Device.named("iphone-15")!, isLandscape: true))
            defer { withExtendedLifetime(shown) {} }
            shown.shown()
            #expect(effective.last == 734)
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                    == CGRect(x: 59, y: 0, width: 367, height: 100))
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 426)
            reference = .none
            layout.invalidateLayout()
            shown.shown()
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 426, y: 0, width: 426, height: 100))
        }

        /// Turning a device changes its size classes, and the layout is laid out again for them:
        /// a large phone is regular wide on its side, an ordinary one compact; a custom size is
        /// regular from 744 points on.
        @Test func turningADeviceChangesItsSizeClasses() throws {
            var classes: [UIUserInterfaceSizeClass] = []
            let layout = UICollectionViewCompositionalLayout {
                (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                classes.append(environment.traitCollection.horizontalSizeClass)
                return rowSection(itemWidth: .absolute(50), height: 50)
            }
            let shown = PreviewedView(layout, items: 3, device: DeviceSetting(device: Device.named("iPhone 15 Plus")!))
            defer { withExtendedLifetime(shown) {} }
            let (view, previewer) = (shown.view, shown.previewer)
            shown.shown()
            #expect(classes.last == .compact)
            previewer.handle(.character("O"))
            _ = previewer.viewport.laidOutElements()
            #expect(classes.last == .regular && view.traitCollection.verticalSizeClass == .compact)
            #expect(
                DeviceSetting(device: Device.named("iphone 15")!, isLandscape: true).sizeClasses.horizontalSizeClass
                    == .compact)
            let custom = Device.custom(width: 744, height: 743)
            #expect(
                custom.portraitSizeClasses
                    == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
            #expect(
                custom.landscapeSizeClasses
                    == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        }

        /// Right to left, UIKit's flow layout is shown mirrored: it lays out as always (three
        /// 100-point items justified in 400 points: x 0, 150, 300 — its answers do not change),
        /// and the screen shows item 0 at the right, 300 points = column 60, item 2 at column 0.
        /// L turns it back, animated; the status bar says RTL while it is so.
        @Test func rightToLeftMirrorsAFlippingLayout() throws {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let shown = PreviewedView(layout, items: 3, device: Self.square, layoutDirection: .rightToLeft)
            defer { withExtendedLifetime(shown) {} }
            let (view, previewer) = (shown.view, shown.previewer)
            previewer.animatesChanges = false
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                    == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(
                view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    && UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
            func columns() -> [Int] {
                previewer.viewport.laidOutElements().sorted {
                    $0.attributes.indexPath.item < $1.attributes.indexPath.item
                }
                .map { Int($0.attributes.frame.minX) }
            }
            #expect(columns() == [60, 30, 0])
            let canvas = TextCanvas(columns: 80, rows: 24, unicode: true)
            previewer.draw(on: canvas)
            let status = canvas.text.split(separator: "\n").last.map(String.init) ?? ""
            #expect(status.contains("│ RTL"), "\(status)")
            previewer.handle(.character("L"))
            #expect(columns() == [0, 30, 60] && previewer.message == "left to right")
        }

        /// A layout that does not flip does its own right to left: the previewer shows it as it
        /// answers (item 0 at 400 − 100 = 300 points, column 60), and it was laid out again when
        /// the direction changed, reading it from its view.
        @Test func aLayoutThatDoesNotFlipPlacesItsOwnItems() throws {
            let layout = OwnDirectionLayout()
            let shown = PreviewedView(layout, items: 2, device: Self.square)
            defer { withExtendedLifetime(shown) {} }
            let previewer = shown.previewer
            previewer.animatesChanges = false
            previewer.handle(.character("L"))
            let first = previewer.viewport.laidOutElements().first { $0.attributes.indexPath.item == 0 }
            #expect(first?.attributes.frame.minX == 60 && !previewer.viewport.isMirrored)
            #expect(layout.directionsSeen.last == .rightToLeft)
            #expect(previewer.message == "right to left: the layout does not flip (its own code reads the direction)")
        }

        /// Right to left, → still brings into view what lies to the right on the screen — which,
        /// mirrored, is where the layout's offset is smaller: in a horizontal flow of ten
        /// 100-point items (two rows on a 400 × 220-point screen, five columns: 540 wide)
        /// scrolled to x 100, one → scrolls 5 points (a column) back to 95.
        @Test func arrowKeysFollowTheMirroredScreen() throws {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.scrollDirection = .horizontal
            let screen = DeviceSetting(device: Device.custom(width: 400, height: 220))
            let shown = PreviewedView(layout, items: 10, device: screen, layoutDirection: .rightToLeft)
            defer { withExtendedLifetime(shown) {} }
            let previewer = shown.previewer
            previewer.animatesChanges = false
            previewer.viewport.scroll(to: CGPoint(x: 100, y: 0))
            previewer.handle(.right)
            #expect(previewer.viewport.bounds.minX == 95)
        }
    }
}
