import CollectionLayout
import Foundation
import LayouttySpec
import TerminalCollectionView

/// `layoutty bench --self-sizing`: a self-sizing spec of 1,000,000 items against one of 1,000 —
/// opening it, jumping to the end, paging — in one run, as ratios.
public enum SelfSizingBench {
    public struct Result: Codable, Sendable {
        public var items: Int
        /// Viewport creation, prepare and the first screen measured (ms).
        public var openMs: Double
        /// End: the last screen, measured (ms).
        public var endMs: Double
        /// A page down from the first screen, measured (ms).
        public var pageMs: Double
    }

    public static func run() -> [Result] {
        [1_000, 1_000_000].map(measure)
    }

    static func measure(_ count: Int) -> Result {
        var spec = LayoutSpec(source: "bench")
        spec.flow.estimatedItemSize = CGSize(width: 20, height: 5)
        spec.flow.minimumInteritemSpacing = 1
        spec.flow.minimumLineSpacing = 0
        spec.sections = [.init(items: .count(count))]
        let data = SpecDataSource(spec: spec)
        var viewport: Viewport!
        let open = Benchmark.median(5) {
            viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: 200, rows: 60)
            _ = viewport.presentedElements()
        }
        let end = Benchmark.median(5) {
            viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: 200, rows: 60)
            viewport.scroll(to: CGPoint(x: 0, y: viewport.maximumOffset.y))
            _ = viewport.presentedElements()
        }
        // A page down from a fresh first screen: cells never measured come into view, for both counts.
        var pages: [Double] = []
        for _ in 0..<9 {
            viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: 200, rows: 60)
            _ = viewport.presentedElements()
            let start = ContinuousClock.now
            viewport.scroll(by: CGPoint(x: 0, y: 59))
            _ = viewport.presentedElements()
            pages.append(AnimationBench.seconds(ContinuousClock.now - start))
        }
        let page = pages.sorted()[pages.count / 2]
        return Result(items: count, openMs: open * 1e3, endMs: end * 1e3, pageMs: page * 1e3)
    }

    public static func targets(_ results: [Result]) -> [Benchmark.Target] {
        guard let small = results.first(where: { $0.items == 1_000 }), let large = results.first(where: { $0.items == 1_000_000 }) else { return [] }
        return [("opens", \Result.openMs), ("jumps to the end", \Result.endMs), ("pages", \Result.pageMs)].map { name, path in
            let ratio = large[keyPath: path] / small[keyPath: path]
            return Benchmark.Target(name: "a self-sizing spec of 1e6 items \(name) within 2× of 1e3", measured: String(format: "%.2f×", ratio), met: ratio <= 2)
        }
    }

    public static func report(_ results: [Result]) -> String {
        (["self-sizing flow (estimates 20x5, labels measured when shown), 200x60", "items       open ms    end ms   page ms"]
            + results.map { String(format: "%-9d %9.3f %9.3f %9.3f", $0.items, $0.openMs, $0.endMs, $0.pageMs) }).joined(separator: "\n")
    }
}
