import CollectionLayout
import Foundation
import LayouttySpec
import TerminalCollectionView

/// `layoutty bench --self-sizing`: a self-sizing spec of 1,000,000 items against one of 1,000 —
/// opening it, jumping to the end, paging — in one run, as ratios; for a flow layout with an
/// estimated item size and a compositional list with estimated row heights.
package enum SelfSizingBench {
    package struct Result: Codable, Sendable {
        /// "flow" or "compositional".
        package var layout: String
        package var items: Int
        /// Viewport creation, prepare and the first screen measured (ms).
        package var openMs: Double
        /// End: the last screen, measured (ms).
        package var endMs: Double
        /// A page down from the first screen, measured (ms).
        package var pageMs: Double
    }

    static let layouts = ["flow", "compositional"]

    package static func run() -> [Result] {
        layouts.flatMap { layout in [1_000, 1_000_000].map { measure(layout, $0) } }
    }

    /// Flow: estimated 20x5 items, 1 apart. Compositional: full-width rows estimated 5 high, in
    /// halves (two cells a row) — each row a group laid out again when measured.
    static func spec(_ layout: String, count: Int) -> LayoutSpec {
        let text =
            layout == "flow"
            ? #"{"estimatedItemSize": [20, 5], "minimumInteritemSpacing": 1, "minimumLineSpacing": 0, "sections": [{"items": \#(count)}]}"#
            : #"{"layout": "compositional", "group": {"horizontal": [{"size": ["0.5w", "~5"]}], "size": ["1w", "~5"]}, "sections": [{"items": \#(count)}]}"#
        return try! LayoutSpec.parse(text, source: "bench")
    }

    static func measure(_ layout: String, _ count: Int) -> Result {
        let data = SpecDataSource(spec: spec(layout, count: count))
        var viewport: Viewport!
        let open = Benchmark.median(5) {
            viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: 200, rows: 60)
            _ = viewport.laidOutElements()
        }
        let end = Benchmark.median(5) {
            viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: 200, rows: 60)
            viewport.scroll(to: CGPoint(x: 0, y: viewport.maximumOffset.y))
            _ = viewport.laidOutElements()
        }
        // A page down from a fresh first screen: cells never measured come into view, for both counts.
        var pages: [Double] = []
        for _ in 0..<9 {
            viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: 200, rows: 60)
            _ = viewport.laidOutElements()
            let start = ContinuousClock.now
            viewport.scroll(by: CGPoint(x: 0, y: 59))
            _ = viewport.laidOutElements()
            pages.append((ContinuousClock.now - start).inSeconds)
        }
        let page = pages.sorted()[pages.count / 2]
        return Result(layout: layout, items: count, openMs: open * 1e3, endMs: end * 1e3, pageMs: page * 1e3)
    }

    package static func targets(_ results: [Result]) -> [Benchmark.Target] {
        layouts.flatMap { layout -> [Benchmark.Target] in
            guard let small = results.first(where: { $0.layout == layout && $0.items == 1_000 }),
                let large = results.first(where: { $0.layout == layout && $0.items == 1_000_000 })
            else { return [] }
            return [("opens", \Result.openMs), ("jumps to the end", \Result.endMs), ("pages", \Result.pageMs)].map {
                name, path in
                let ratio = large[keyPath: path] / small[keyPath: path]
                return Benchmark.Target(
                    name: "\(layout): a self-sizing spec of 1e6 items \(name) within 2× of 1e3",
                    measured: String(format: "%.2f×", ratio), met: ratio <= 2)
            }
        }
    }

    package static func report(_ results: [Result]) -> String {
        ([
            "self-sizing, labels measured when shown, 200x60: flow (estimates 20x5); compositional (rows of halves estimated 5 high)",
            "layout          items       open ms    end ms   page ms"
        ]
            + results.map {
                $0.layout.padding(toLength: 15, withPad: " ", startingAt: 0)
                    + String(format: " %-9d %9.3f %9.3f %9.3f", $0.items, $0.openMs, $0.endMs, $0.pageMs)
            }).joined(separator: "\n")
    }
}
