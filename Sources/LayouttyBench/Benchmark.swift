import CSystem
import CollectionLayout
import Foundation
import LayouttySpec
import PseudoTerminalSupport
import TerminalCollectionView

/// `layoutty bench`: what each layout costs, measured side by side with the naive caching
/// layout the UIKit guides teach, in one run (these machines are shared: compare ratios).
///
/// ```swift
/// let results = Benchmark(layouts: [.flow], counts: [1_000, 1_000_000]).run()
/// print(Benchmark.table(results))
/// ```
package struct Benchmark {
    package enum Layout: String, CaseIterable, Sendable {
        /// FlowLayout, every item the layout's size: no per-item storage.
        case flowUniform = "flow-uniform"
        /// FlowLayout with a size per item.
        case flow
        case waterfall
        /// CompositionalLayout: the mosaic group (a big tile beside two stacked ones), repeated.
        case compositional
    }

    package struct Result: Codable, Sendable {
        package var layout: String
        package var items: Int
        package var prepareMs: Double
        package var prepareNsPerItem: Double
        package var queryStartUs: Double
        package var queryMiddleUs: Double
        package var queryEndUs: Double
        package var elementsPerQuery: Int
        package var itemLookupNs: Double
        /// Query + paint into a TextCanvas, per one-row scroll step.
        package var frameUs: Double
        /// Invalidate + prepare + first query and paint after a width change.
        package var resizeMs: Double
        package var bytesPerItem: Double
        package var naiveQueryMiddleUs: Double?
        package var naiveBytesPerItem: Double?
        /// How many times faster `attributes(in:)` is than the naive reference.
        package var queryRatioToNaive: Double?
    }

    package var layouts: [Layout]
    /// nil: 1e3 … 1e6, and 1e7 for uniform flow items.
    package var counts: [Int]?
    /// The naive reference is skipped above this (it holds every attribute in memory).
    package var naiveLimit = 1_000_000
    package static let screen = (columns: 200, rows: 60)

    package init(layouts: [Layout] = Layout.allCases, counts: [Int]? = nil) {
        self.layouts = layouts
        self.counts = counts
    }

    package func run(progress: (String) -> Void = { _ in }) -> [Result] {
        var results: [Result] = []
        for layout in layouts {
            let sizes = counts ?? ([1_000, 10_000, 100_000, 1_000_000] + (layout == .flowUniform ? [10_000_000] : []))
            for count in sizes {
                progress("\(layout.rawValue) \(count)")
                results.append(measure(layout, count: count))
            }
        }
        return results
    }

    /// The layout each benchmark row measures.
    package static func makeLayout(_ kind: Layout, data: BenchData) -> CollectionViewLayout {
        switch kind {
        case .flowUniform, .flow:
            let flow = FlowLayout()
            flow.itemSize = CGSize(width: 10, height: 3)
            flow.minimumLineSpacing = 1
            flow.minimumInteritemSpacing = 1
            flow.sectionInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            flow.delegate = data
            return flow
        case .waterfall:
            let waterfall = WaterfallLayout()
            waterfall.columnCount = 8
            waterfall.minimumColumnSpacing = 1
            waterfall.minimumInteritemSpacing = 1
            waterfall.itemHeightMode = .fixed
            waterfall.sectionInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            waterfall.delegate = data
            return waterfall
        case .compositional:
            let tile = { (w: CGFloat, h: CGFloat) in
                NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(w), heightDimension: .fractionalHeight(h)))
            }
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                subitems: [tile(1, 0.5)])
            let mosaic = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                subitems: [tile(2.0 / 3, 1), column])
            let section = NSCollectionLayoutSection(group: mosaic)
            section.interGroupSpacing = 1
            return CompositionalLayout(section: section)
        }
    }

    func measure(_ kind: Layout, count: Int) -> Result {
        let data = BenchData(count: count, uniform: kind == .flowUniform)
        return measure(name: kind.rawValue, data: data) { Self.makeLayout(kind, data: data) }
    }

    /// Measures a spec's (or demo's) own layout over its own data.
    package func measure(spec: LayoutSpec) -> Result {
        let data = SpecDataSource(spec: spec)
        return measure(name: spec.source, data: data) { data.makeLayout() }
    }

    /// Every figure for one layout over `data`; `makeLayout` gives a fresh layout each call
    /// (one measured, one wrapped by the naive reference).
    func measure(name: String, data: CollectionDataSource, makeLayout: () -> CollectionViewLayout) -> Result {
        let count = max(1, data.totalItemCount)
        let screen = CGRect(x: 0, y: 0, width: Self.screen.columns, height: Self.screen.rows)
        let view = FixedBoundsView(dataSource: data, bounds: screen)
        let layout = makeLayout()
        layout.collectionView = view

        let heapBefore = lt_heap_bytes_in_use()
        layout.prepareIfNeeded()
        let bytesPerItem = Double(Int(lt_heap_bytes_in_use()) - Int(heapBefore)) / Double(count)
        let runs = count >= 1_000_000 ? 5 : 11
        let prepare = Self.median(runs) {
            layout.invalidateLayout()
            layout.prepareIfNeeded()
        }

        let content = layout.collectionViewContentSize
        func rect(atFraction f: CGFloat) -> CGRect {
            CGRect(x: 0, y: max(0, (content.height - screen.height) * f), width: screen.width, height: screen.height)
        }
        var sink = 0
        let queries = [0, 0.5, 1].map { f in
            Self.median(201) { sink &+= layout.attributes(in: rect(atFraction: f)).count }
        }
        let elements = layout.attributes(in: rect(atFraction: 0.5)).count

        var rng = SystemRandomNumberGenerator()
        // Random items anywhere: a section, then an item in it (empty sections are skipped).
        let filled = (0..<data.numberOfSections).filter { data.numberOfItems(inSection: $0) > 0 }
        let lookups =
            filled.isEmpty
            ? []
            : (0..<1000).map { _ -> IndexPath in
                let section = filled.randomElement(using: &rng)!
                return IndexPath(
                    item: Int.random(in: 0..<data.numberOfItems(inSection: section), using: &rng), section: section)
            }
        let lookup =
            Self.median(5) { for path in lookups { sink &+= layout.attributesForItem(at: path) == nil ? 0 : 1 } }
            / Double(max(1, lookups.count))

        // Frames through the previewer's own path: viewport query + painter into a TextCanvas.
        let viewport = Viewport(dataSource: data, layout: layout, columns: Self.screen.columns, rows: Self.screen.rows)
        let canvas = TextCanvas(columns: Self.screen.columns, rows: Self.screen.rows)
        let painter = ElementPainter()
        viewport.scroll(to: CGPoint(x: 0, y: rect(atFraction: 0.5).minY))
        func frame() {
            canvas.erase()
            painter.paint(viewport.visibleAttributes(), from: viewport, on: canvas, in: canvas.bounds)
        }
        let frameTime = Self.median(121) {
            viewport.scroll(by: CGPoint(x: 0, y: 1))
            frame()
        }
        var narrow = false
        let resize = Self.median(runs) {
            narrow.toggle()
            viewport.resize(columns: Self.screen.columns - (narrow ? 1 : 0), rows: Self.screen.rows)
            frame()
        }

        var naiveQuery: Double?
        var naiveBytes: Double?
        if count <= naiveLimit {
            let naiveView = FixedBoundsView(dataSource: data, bounds: screen)
            let naive = NaiveCachingLayout(wrapping: makeLayout())
            naive.collectionView = naiveView
            let before = lt_heap_bytes_in_use()
            naive.prepareIfNeeded()
            naiveBytes = Double(Int(lt_heap_bytes_in_use()) - Int(before)) / Double(count)
            naiveQuery = Self.median(count >= 1_000_000 ? 11 : 51) {
                sink &+= naive.attributes(in: rect(atFraction: 0.5)).count
            }
        }
        if sink == 42 { print("") }  // keeps the measured work from being optimised away

        return Result(
            layout: name, items: count, prepareMs: prepare * 1e3, prepareNsPerItem: prepare * 1e9 / Double(count),
            queryStartUs: queries[0] * 1e6, queryMiddleUs: queries[1] * 1e6, queryEndUs: queries[2] * 1e6,
            elementsPerQuery: elements, itemLookupNs: lookup * 1e9, frameUs: frameTime * 1e6, resizeMs: resize * 1e3,
            bytesPerItem: bytesPerItem, naiveQueryMiddleUs: naiveQuery.map { $0 * 1e6 }, naiveBytesPerItem: naiveBytes,
            queryRatioToNaive: naiveQuery.map { $0 / queries[1] })
    }

    /// The median, in seconds, of `runs` timings of `body`.
    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        times.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let d = clock.measure(body)
            times.append(d.inSeconds)
        }
        return times.sorted()[runs / 2]
    }
}
