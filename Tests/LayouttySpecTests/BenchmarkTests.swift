import CollectionLayout
import Foundation
import LayouttyBench
import LayouttySpec
import Testing

@Suite struct BenchmarkTests {
    /// The reference must answer exactly like the layout it wraps, or the ratios mean nothing.
    @Test(arguments: Benchmark.Layout.allCases)
    func naiveReferenceAnswersLikeTheLayout(kind: Benchmark.Layout) {
        let data = BenchData(count: 500, uniform: kind == .flowUniform)
        let view = FixedBoundsView(dataSource: data, bounds: CGRect(x: 0, y: 0, width: 200, height: 60))
        let real = Benchmark.makeLayout(kind, data: data)
        real.collectionView = view
        real.prepareIfNeeded()
        let naive = NaiveCachingLayout(wrapping: Benchmark.makeLayout(kind, data: data))
        naive.collectionView = view
        naive.prepareIfNeeded()
        let content = real.collectionViewContentSize
        #expect(naive.collectionViewContentSize == content)
        for y in stride(from: CGFloat(0), to: content.height, by: 37) {
            let rect = CGRect(x: 0, y: y, width: 200, height: 60)
            // Same elements; the naive filter keeps cache order, which for these layouts is by index.
            #expect(naive.attributes(in: rect) == real.attributes(in: rect), "\(kind) at \(y)")
        }
        #expect(naive.attributesForItem(at: IndexPath(item: 123, section: 0)) == real.attributesForItem(at: IndexPath(item: 123, section: 0)))
    }

    @Test func resultsAndTargetsAsJSON() throws {
        let results = Benchmark(layouts: [.flow, .waterfall], counts: [1_000]).run()
        #expect(results.map(\.layout) == ["flow", "waterfall"])
        for r in results {
            #expect(r.items == 1_000 && r.elementsPerQuery > 0 && r.queryRatioToNaive != nil)
            #expect(r.prepareMs > 0 && r.frameUs > 0 && r.resizeMs > 0)
        }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(Benchmark.json(results).utf8)) as? [String: Any])
        #expect((document["results"] as? [[String: Any]])?.count == 2)
        // Targets need 1e3 and 1e6 of a layout: none can be judged from 1e3 alone.
        #expect((document["targets"] as? [Any])?.isEmpty == true)
        #expect(Benchmark.table(results).split(separator: "\n").count == 3)
    }
}
