import CollectionLayout
import CollectionLayoutTesting
import Foundation
import LayouttyDevice
import Testing

@testable import TerminalCollectionView

/// A frame is a function of where the view is, never of how it got there: whatever the frames
/// drawn before it (the still-frame cache, the even cells' sweep), a frame drawn after any
/// sequence of scrolls equals the frame a new view draws at that offset from scratch.
@Suite struct EvenCellsPropertyTests {
    /// Items of their own fractional sizes (a delegate's, as apps size chips and photos).
    final class Sized: CollectionDataSource, FlowLayoutDelegate {
        let sizes: [[CGSize]]
        init(_ sizes: [[CGSize]]) { self.sizes = sizes }
        var numberOfSections: Int { sizes.count }
        func numberOfItems(inSection section: Int) -> Int { sizes[section].count }
        func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath)
            -> CGSize
        { sizes[indexPath.section][indexPath.item] }
    }

    /// A seeded case: sections of items 3…30 points wide and 2…12 tall, fractional spacing,
    /// insets and headers, either scroll direction, drawn at 1 to 4.7 points a cell.
    private static func makeView(seed: UInt64, data: inout Sized?) -> Viewport {
        var rng = SeededRandom(seed: seed)
        let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            (0..<Int.random(in: 0...60, using: &rng)).map { _ in
                CGSize(
                    width: CGFloat.random(in: 3...30, using: &rng).rounded(toPlaces: 2),
                    height: CGFloat.random(in: 2...12, using: &rng).rounded(toPlaces: 2))
            }
        }
        let source = Sized(sections)
        data = source
        let layout = FlowLayout()
        layout.delegate = source
        layout.scrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
        layout.minimumLineSpacing = CGFloat.random(in: 0...3, using: &rng).rounded(toPlaces: 2)
        layout.minimumInteritemSpacing = CGFloat.random(in: 0...3, using: &rng).rounded(toPlaces: 2)
        let inset = CGFloat.random(in: 0...4, using: &rng).rounded(toPlaces: 2)
        layout.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        if Bool.random(using: &rng) { layout.headerReferenceSize = CGSize(width: 8, height: 3.5) }
        let scale = [1, 1.5, 2.3, 4.6875][Int.random(in: 0..<4, using: &rng)]
        return Viewport(
            dataSource: source, layout: layout, columns: Int.random(in: 10...90, using: &rng),
            rows: Int.random(in: 4...30, using: &rng), pointsPerCell: CellScale(width: scale, height: scale * 2))
    }

    /// 200 seeded views, each scrolled 12 times by whole and fractional steps, a frame drawn
    /// after each; the last frame against a new view's at the same offset.
    @Test func aFrameAfterAnyScrollEqualsTheFrameDrawnFromScratch() {
        for seed in UInt64(1)...200 {
            var data: Sized?
            let view = Self.makeView(seed: seed, data: &data)
            var rng = SeededRandom(seed: seed &* 7919)
            for _ in 0..<12 {
                let step = [1, -1, 0.5, 3.25, -7, 40][Int.random(in: 0..<6, using: &rng)]
                view.scroll(by: Bool.random(using: &rng) ? CGPoint(x: step, y: step) : CGPoint(x: 0, y: step))
                _ = view.laidOutElements()
            }
            var freshData: Sized?
            let fresh = Self.makeView(seed: seed, data: &freshData)
            fresh.scroll(to: view.bounds.origin)
            #expect(fresh.bounds == view.bounds, "seed \(seed)")
            let drawn = view.laidOutElements().map { ElementKey($0.attributes) }
            let expected = fresh.laidOutElements().map { ElementKey($0.attributes) }
            #expect(drawn == expected, "seed \(seed): the same elements")
            #expect(
                view.laidOutElements().map(\.attributes.frame) == fresh.laidOutElements().map(\.attributes.frame),
                "seed \(seed): the same frames at \(view.bounds.origin)")
            withExtendedLifetime((data, freshData)) {}
        }
    }
}

extension CGFloat {
    fileprivate func rounded(toPlaces places: Int) -> CGFloat {
        let factor = CGFloat(pow(10, Double(places)))
        return (self * factor).rounded() / factor
    }
}
