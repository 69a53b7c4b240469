import CollectionLayout
import Foundation
import LayouttyBench
import LayouttySpec
import Testing

@Suite struct BenchmarkTests {
    /// The Auto Layout bench solves what it says: each view 100 wide, its centre at the
    /// parent's (200, 400), so its origin at (200 − 50, 400 − 50) = (150, 350); the preferred
    /// zero sizes lose to the required 100s.
    @Test func theAutoLayoutBenchsViewsAreCentred() {
        let centre = AutoLayoutBench.solve(50)
        #expect(centre.x == 150 && centre.y == 350)
    }

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
        #expect(
            naive.attributesForItem(at: IndexPath(item: 123, section: 0))
                == real.attributesForItem(at: IndexPath(item: 123, section: 0)))
    }

    /// The memory budgets' shape, without rendering (`/bin/true` stands for `layoutty`; its peaks
    /// are this test process's, which Linux carries over `exec`, so not compared): each spec's budget is 8 × its file + 24 B per stored item + 48 B per
    /// section + one screen's 1.5 MB; three specs of a million sections, two of a million items
    /// stored one by one; the spec files are gone afterwards. The budgets themselves are met in
    /// CI's release step, `layoutty bench --memory --strict` (a debug build measures nothing a
    /// user meets).
    @Test func memoryBudgetsShape() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-memory-shape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = try MemoryBudget.run(binary: "/bin/true", in: folder)
        #expect(results.count == 8)
        for row in results {
            #expect(
                row.budgetBytes == 8 * row.fileBytes + 24 * row.storedItems + 48 * row.sections + 80 * 24 * 4 * 200,
                "\(row.name)")
        }
        #expect(results.filter { $0.sections == 1_000_000 }.count == 3)
        #expect(results.filter { $0.storedItems == 1_000_000 }.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    /// `--strict`'s line: every missed target named with its measurement; nothing when all met.
    @Test func missedTargetsInOneLine() {
        let targets = [
            Benchmark.Target(name: "a within budget", measured: "1 MB of 2 MB", met: true),
            Benchmark.Target(name: "b within budget", measured: "3 MB of 2 MB", met: false),
            Benchmark.Target(name: "c within budget", measured: "9 MB of 2 MB", met: false)
        ]
        #expect(
            Benchmark.Target.missed(targets)
                == "2 targets missed: b within budget (3 MB of 2 MB); c within budget (9 MB of 2 MB)")
        #expect(Benchmark.Target.missed(Array(targets.prefix(2))) == "1 target missed: b within budget (3 MB of 2 MB)")
        #expect(Benchmark.Target.missed(Array(targets.prefix(1))) == nil)
    }

    /// The counts' lines, aligned under the animation report's times, grouped whatever the
    /// locale; a count that could not be taken says why on its line.
    @Test func instructionCountsReadAsTheReportDoes() {
        let lines = InstructionCount.report([
            (demo: "big", step: .point, count: .success(7_951_191)),
            (demo: "photos", step: .point, count: .success(520)),
            (demo: "big", step: .row, count: .success(8_000_000)),
            (demo: "tags", step: .row, count: .failure(InstructionCount.Failure(description: "cannot run valgrind")))
        ])
        #expect(
            lines == """
                still frame, --demo big              7,951,191 instructions (callgrind)
                still frame, --demo photos           520 instructions (callgrind)
                a row's scroll, --demo big           8,000,000 instructions (callgrind)
                a row's scroll, --demo tags          not counted: cannot run valgrind
                """)
        #expect(
            InstructionCount.report([(demo: "x", step: .point, count: .success(-1_234_567))]).hasSuffix(
                "-1,234,567 instructions (callgrind)"))
    }

    @Test func resultsAndTargetsAsJSON() throws {
        let results = Benchmark(layouts: [.flow, .waterfall], counts: [1_000]).run()
        #expect(results.map(\.layout) == ["flow", "waterfall"])
        for r in results {
            #expect(r.items == 1_000 && r.elementsPerQuery > 0 && r.queryRatioToNaive != nil)
            #expect(r.prepareMs > 0 && r.frameUs > 0 && r.resizeMs > 0)
        }
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(Benchmark.json(results).utf8)) as? [String: Any])
        #expect((document["results"] as? [[String: Any]])?.count == 2)
        // Targets need 1e3 and 1e6 of a layout: none can be judged from 1e3 alone.
        #expect((document["targets"] as? [Any])?.isEmpty == true)
        #expect(Benchmark.table(results).split(separator: "\n").count == 3)
    }
}
