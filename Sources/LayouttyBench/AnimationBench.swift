import CollectionLayout
import Foundation
import LayouttySpec
import TerminalCollectionView

/// `layoutty bench --animation`: what animating costs next to not animating, as ratios measured
/// in one run (these machines are shared: absolute times wander, ratios hold).
///
/// ```swift
/// let result = AnimationBench.run()
/// print(AnimationBench.report(result))
/// ```
package enum AnimationBench {
    package struct Result: Codable, Sendable {
        /// Query + paint of a still 200x60 frame of a 1,000,000-item flow spec (a size per item).
        package var staticFrameUs: Double
        package var nsPerCell: Double
        /// The first frame of an insert: the new rect's query (the old rect's is the frame
        /// before's), matching, interpolation, painting — the data's update and the layout's
        /// prepare excluded (they are the change's; the insert's prepare has its own target).
        package var firstAnimationFrameUs: Double
        /// Every later frame: interpolation and painting.
        package var animationFrameUs: Double
        /// Rebuilding one section of 10,000 items given item by item, alone.
        package var sectionAloneMs: Double
        /// The same section receiving one inserted item inside a spec of 100 such sections.
        package var batchInsertMs: Double
    }

    static let columns = 200, rows = 60

    package static func run() -> Result {
        let frames = measureFrames()
        let (alone, batch) = measureBatchInsert()
        return Result(
            staticFrameUs: frames.still * 1e6, nsPerCell: frames.still * 1e9 / Double(columns * rows),
            firstAnimationFrameUs: frames.first * 1e6, animationFrameUs: frames.following * 1e6,
            sectionAloneMs: alone * 1e3, batchInsertMs: batch * 1e3)
    }

    /// A spec of 1,000 sections of 1,000 items, each with its own size, on a 200x60 TextCanvas
    /// through the previewer's own path. The change is what the `o` key makes: one item
    /// inserted at the top of the screen, so every visible item moves.
    private static func measureFrames() -> (still: Double, first: Double, following: Double) {
        let data = SpecDataSource(spec: spec(sections: 1_000, items: 1_000))
        let viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: columns, rows: rows)
        let clock = ManualAnimationClock()
        viewport.clock = clock
        viewport.scroll(to: CGPoint(x: 0, y: viewport.maximumOffset.y / 2))
        let canvas = TextCanvas(columns: columns, rows: rows)
        let area = canvas.bounds
        func frame() {
            canvas.erase()
            ElementPainter().paint(viewport.laidOutElements(), on: canvas, in: area, mayOverlap: viewport.isAnimating)
        }
        // The three kinds of frame interleaved, so that the machine's load weighs on each alike:
        // a still frame one row further (a real query, as scrolling makes); from it (the screen
        // just drawn is the "before"), the insert the `o` key makes at the top of the screen and
        // the frame 150 ms into it; and a later frame, 200 ms in.
        var stills: [Double] = []
        var firsts: [Double] = []
        var followings: [Double] = []
        func time(_ body: () -> Void) -> Double {
            let start = ContinuousClock.now
            body()
            return (ContinuousClock.now - start).inSeconds
        }
        for run in 0..<201 {
            clock.advance(by: .seconds(1))
            stills.append(
                time {
                    viewport.scroll(by: CGPoint(x: 0, y: run % 2 == 0 ? 1 : -1))
                    frame()
                })
            let top = viewport.layout.attributes(in: viewport.bounds).filter { $0.representedElementCategory == .cell }
                .map(\.indexPath)
                .min()!
            let counts = (0..<data.numberOfSections).map { data.numberOfItems(inSection: $0) }
            let batch = try! BatchUpdate(countsBefore: counts, operations: [.insertItem(top)])
            // Without the data source's own update and the layout's prepare: those are the
            // change's cost, not the animation's (the insert's prepare has its own target).
            var applying = Duration.zero
            let first = time {
                viewport.performBatchUpdates(batch) {
                    let start = ContinuousClock.now
                    data.apply(batch)
                    applying = ContinuousClock.now - start
                }
                clock.advance(by: .milliseconds(150))
                frame()
            }
            firsts.append(first - applying.inSeconds - (viewport.lastPrepareDuration ?? .zero).inSeconds)
            clock.advance(by: .milliseconds(50))
            followings.append(time { frame() })
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let (still, first, following) = (median(stills), median(firsts), median(followings))
        return (still, first, following)
    }

    /// `sections` sections of `items` items, each of its own deterministic size.
    static func spec(sections: Int, items: Int) -> LayoutSpec {
        var spec = LayoutSpec(source: "bench")
        spec.flow.itemSize = CGSize(width: 10, height: 3)
        spec.flow.minimumLineSpacing = 1
        spec.flow.minimumInteritemSpacing = 1
        var state: UInt64 = 0x5EED
        let section = LayoutSpec.Section(
            items: .sized(
                LayoutSpec.ItemList(
                    (0..<items).map { _ in
                        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                        return LayoutSpec.Item(
                            size: CGSize(width: CGFloat(6 + (state >> 33) % 14), height: CGFloat(2 + (state >> 49) % 5))
                        )
                    })))
        spec.sections = Array(repeating: section, count: sections)
        return spec
    }

    /// 100 sections of 10,000 items, each with its own size (a spec's item list).
    private static func measureBatchInsert() -> (alone: Double, batch: Double) {
        let spec = spec(sections: 100, items: 10_000)
        var alone = spec
        alone.sections = [spec.sections[0]]
        let bounds = CGRect(x: 0, y: 0, width: columns, height: rows)

        let aloneData = SpecDataSource(spec: alone)
        let aloneLayout = aloneData.makeLayout()
        let aloneView = FixedBoundsView(dataSource: aloneData, bounds: bounds)  // the layout holds it weakly
        aloneLayout.collectionView = aloneView
        let sectionAlone = Benchmark.median(21) {
            aloneLayout.invalidateLayout()
            aloneLayout.prepareIfNeeded()
        }

        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout()
        let view = FixedBoundsView(dataSource: data, bounds: bounds)
        layout.collectionView = view
        layout.prepareIfNeeded()
        var times: [Double] = []
        for run in 0..<21 {
            let counts = data.spec.sections.map(\.itemCount)
            let batch = try! BatchUpdate(
                countsBefore: counts, operations: [.insertItem(IndexPath(item: run * 7, section: 50))])
            data.apply(batch)  // the data's own cost is not the layout's
            let start = ContinuousClock.now
            layout.performUpdates(batch) {}
            times.append((ContinuousClock.now - start).inSeconds)
        }
        withExtendedLifetime((aloneView, view)) {}
        return (sectionAlone, times.sorted()[times.count / 2])
    }

    /// The issue's targets, each checked against this run's numbers.
    package static func targets(_ r: Result) -> [Benchmark.Target] {
        let first = r.firstAnimationFrameUs / r.staticFrameUs
        let following = r.animationFrameUs / r.staticFrameUs
        let batch = r.batchInsertMs / r.sectionAloneMs
        return [
            Benchmark.Target(
                name:
                    "an animation's first frame (queries, matching, interpolation, painting) ≤ 2× a still frame at 200x60",
                measured: String(format: "%.2f×", first), met: first <= 2),
            Benchmark.Target(
                name: "every later animation frame ≤ 2× a still frame at 200x60",
                measured: String(format: "%.2f×", following), met: following <= 2),
            Benchmark.Target(
                name: "a batch insert into one section of a 1e6-item per-item spec ≤ 2× that section alone",
                measured: String(format: "%.2f×", batch), met: batch <= 2),
            Benchmark.Target(
                name: "query + paint of a still 200x60 frame < 0.15 ms",
                measured: String(format: "%.0f µs (%.1f ns per cell)", r.staticFrameUs, r.nsPerCell),
                met: r.staticFrameUs < 150)
        ]
    }

    package static func report(_ r: Result) -> String {
        """
        animation (200x60; 1e6-item per-item flow specs: 1,000 sections for frames, 100 for the insert)
        still frame (query + paint)          \(String(format: "%8.1f µs  %.1f ns per cell", r.staticFrameUs, r.nsPerCell))
        animation, first frame               \(String(format: "%8.1f µs", r.firstAnimationFrameUs))
        animation, later frames              \(String(format: "%8.1f µs", r.animationFrameUs))
        one 10,000-item section, alone       \(String(format: "%8.2f ms", r.sectionAloneMs))
        insert into it among 100 sections    \(String(format: "%8.2f ms", r.batchInsertMs))
        """
    }
}
