import CassowarySolver
import Foundation

/// `layoutty bench --auto-layout`: Auto Layout's solver over the system a screen of many views
/// makes — each view 100 × 100 and centred in a 400 × 800 parent, its width and height also held
/// to its frame at strength 1e-3 as the layout pass holds them (four equalities and two
/// preferences a view) — for 1,000 and 10,000 views, as a ratio: the work must grow with the
/// constraints, not their square (a layout DSL's test of 10,000 views took 692 s when each
/// added constraint walked every row).
package enum AutoLayoutBench {
    package struct Result: Codable, Sendable {
        package var views: Int
        /// Every constraint added and solved, on a new solver (ms, median of 5).
        package var solveMs: Double
    }

    static let counts = [1_000, 10_000]

    package static func run() -> [Result] {
        counts.map { count in Result(views: count, solveMs: Benchmark.median(5) { solve(count) } * 1e3) }
    }

    /// The views' system, added and solved; the centre of the last view, to be checked.
    @discardableResult
    package static func solve(_ count: Int) -> (x: Double, y: Double) {
        let solver = ConstraintSolver()
        var last = (x: 0.0, y: 0.0)
        for _ in 0..<count {
            let (x, y, width, height) = (
                solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()
            )
            try! solver.add(.init([(width, 1)], .equal, 100))
            try! solver.add(.init([(height, 1)], .equal, 100))
            try! solver.add(.init([(x, 1), (width, 0.5)], .equal, 200))
            try! solver.add(.init([(y, 1), (height, 0.5)], .equal, 400))
            try! solver.add(.init([(width, 1)], .equal, 0), strength: 1e-3)
            try! solver.add(.init([(height, 1)], .equal, 0), strength: 1e-3)
            last = (solver.value(of: x), solver.value(of: y))
        }
        return last
    }

    package static func targets(_ results: [Result]) -> [Benchmark.Target] {
        guard let small = results.first(where: { $0.views == 1_000 }),
            let large = results.first(where: { $0.views == 10_000 })
        else { return [] }
        let ratio = large.solveMs / small.solveMs
        return [
            Benchmark.Target(
                name:
                    "Auto Layout: 10,000 views' constraints solved within 20× of 1,000's (linear is 10×, quadratic 100×)",
                measured: String(format: "%.1f×", ratio), met: ratio <= 20)
        ]
    }

    package static func report(_ results: [Result]) -> String {
        (["Auto Layout's solver: views centred in 400x800, 100x100 each, 6 constraints a view", "views     solve ms"]
            + results.map { String(format: "%-9d %9.2f", $0.views, $0.solveMs) }).joined(separator: "\n")
    }
}
