import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView
import Testing
import UIKit

/// The layout sees the device's screen, whatever the terminal shows of it.
@MainActor @Suite(.serialized) struct DeviceScreenTests {
    /// Groups a quarter of the container tall: (852 − 59 − 34) / 4 = 189.75 points on iPhone 15
    /// upright (the screen less its safe area), at 80×24 (22 rows × 9.82 points: 216 shown), at
    /// 120×40 and fitted — the same frames `--attributes` prints (it shows the screen fitted).
    @Test(arguments: [(80, 24, false), (120, 40, false), (80, 24, true), (200, 100, false)])
    func fractionalHeightsAreTheDevicesWhateverTheTerminal(columns: Int, rows: Int, fit: Bool) throws {
        let iPhone = DeviceSetting(device: try #require(Device.named("iPhone 15")), fitsScreen: fit)
        let shown = PreviewedView(quarters(), items: 6, columns: columns, rows: rows, device: iPhone)
        defer { withExtendedLifetime(shown) {} }
        let viewport = shown.previewer.viewport
        #expect(viewport.bounds.size == CGSize(width: 393, height: 852))
        #expect(shown.view.bounds.size == CGSize(width: 393, height: 852))
        for item in 0..<6 {
            let frame = viewport.layout.attributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame == CGRect(x: 0, y: 189.75 * CGFloat(item), width: 393, height: 189.75), "item \(item)")
        }
        #expect(viewport.contentSize == CGSize(width: 393, height: 6 * 189.75))
    }

    /// At 80×24 the window shows the screen's top 22 × 9.82 = 216.15 points. Scrolling moves the
    /// content first: down 100 from the top offset −59 → 41, the window still at the screen's
    /// top; the content ends at offset 1138.5 − 852 + 34 = 320.5, past which the window moves down
    /// the screen (100 more: window 100); End shows the screen's bottom edge (window 852 −
    /// 216.15 = 635.85, its last row the 34-point bottom safe area under the last item, which ends
    /// at 1138.5); scrolling up moves the window first; Home: offset −59, window 0.
    @Test func theTerminalIsAWindowOntoTheScreen() throws {
        let iPhone = DeviceSetting(device: try #require(Device.named("iPhone 15")))
        let shown = PreviewedView(quarters(), items: 6, device: iPhone)
        defer { withExtendedLifetime(shown) {} }
        let viewport = shown.previewer.viewport
        shown.previewer.animatesChanges = false
        let rowPoints = 393.0 / 80 * 2
        #expect(viewport.visibleRect == CGRect(x: 0, y: -59, width: 393, height: 22 * rowPoints))
        viewport.scroll(by: CGPoint(x: 0, y: 100))
        #expect(viewport.bounds.minY == 41 && viewport.windowOffset == .zero)
        viewport.scroll(by: CGPoint(x: 0, y: 379.5))
        #expect(viewport.bounds.minY == 320.5 && viewport.windowOffset.y == 100)
        shown.previewer.handle(.end)
        #expect(viewport.bounds.minY == 320.5)
        #expect(abs(viewport.windowOffset.y - (852 - 22 * rowPoints)) < 1e-9)
        #expect(abs(viewport.visibleRect.maxY - (1138.5 + 34)) < 1e-9)
        viewport.scroll(by: CGPoint(x: 0, y: -100))
        #expect(viewport.bounds.minY == 320.5 && abs(viewport.windowOffset.y - (852 - 22 * rowPoints - 100)) < 1e-9)
        shown.previewer.handle(.home)
        #expect(viewport.bounds.minY == -59 && viewport.windowOffset == .zero)
    }

    /// A terminal taller than the screen shows the screen centred, an outline around it: at
    /// 80×100 (98 rows of 9.825 points) the 852-point screen takes ⌈852 / 9.825⌉ = 87 rows, so
    /// (98 − 87) / 2 = 5 rows above it; the 80 columns hold its width exactly (no room at the
    /// sides: its outline's columns −1 and 80 are off the terminal). Item 0 (189.75 points from
    /// the top safe area's 59) starts on row 5 + 59 / 9.825 ≈ 11.
    @Test func aTallTerminalShowsTheScreenCentred() throws {
        let iPhone = DeviceSetting(device: try #require(Device.named("iPhone 15")))
        let shown = PreviewedView(quarters(), items: 6, columns: 80, rows: 100, device: iPhone)
        defer { withExtendedLifetime(shown) {} }
        let viewport = shown.previewer.viewport
        #expect(viewport.screenPadding == (0, 5))
        #expect(viewport.screenCells == CellRect(col: 0, row: 5, width: 80, height: 87))
        let first = shown.shown().first { $0.attributes.indexPath.item == 0 }?.attributes.frame
        #expect(first?.minY.rounded() == 11)
    }

    /// A section of full-width groups a quarter of the container tall.
    private func quarters() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

extension DeviceScreenTests {
    /// `contentInsetAdjustmentBehavior`, as apps set it on their collection view: automatic, a
    /// vertical flow's content starts below the iPhone 15's 59-point top safe area (offset −59,
    /// adjusted inset 59 top and 34 bottom); `.never` (a full-screen pager's usual choice) puts
    /// it under the status bar (offset 0, no adjustment); `.always` adds the whole safe area.
    @Test func contentInsetAdjustmentIsTheAppsChoice() throws {
        let iPhone = DeviceSetting(device: try #require(Device.named("iPhone 15")))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let shown = PreviewedView(layout, items: 6, device: iPhone)
        defer { withExtendedLifetime(shown) {} }
        let viewport = shown.previewer.viewport
        #expect(
            viewport.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
                && viewport.bounds.minY == -59)
        shown.view.contentInsetAdjustmentBehavior = .never
        #expect(viewport.adjustedContentInset == .zero && viewport.bounds.minY == 0)
        #expect(shown.view.adjustedContentInset == .zero)
        shown.view.contentInsetAdjustmentBehavior = .always
        #expect(viewport.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }
}
