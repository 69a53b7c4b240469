import CollectionLayoutTesting
import Testing

@testable import CassowarySolver

/// The Cassowary solver behind Auto Layout: hand-computed systems, then seeded random ones whose
/// required constraints must all hold.
@Suite struct ConstraintSolverTests {
    typealias Solver = ConstraintSolver

    /// A label pinned 16 from a 393-point screen's leading edge and 16 from its trailing edge:
    /// x = 16, width = 393 − 16 − 16 = 361; a preferred `width ≤ 200` (strength 750) loses
    /// to the required edges and changes nothing.
    @Test func requiredEdgesWinOverAPreferredWidth() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let width = solver.makeVariable()
        try solver.add(.init([(x, 1)], .equal, 16))
        try solver.add(.init([(x, 1), (width, 1)], .equal, 393 - 16))
        try solver.add(.init([(width, 1)], .lessOrEqual, 200), strength: 750)
        #expect(solver.value(of: x) == 16 && solver.value(of: width) == 361)
        #expect(!solver.isFree(x) && !solver.isFree(width))
    }

    /// A label whose text is 100 points wide in a slot of at most 300: compression resistance
    /// (width ≥ 100 at 750) and hugging (width ≤ 100 at 250) both say 100; a second preference
    /// `width == 40` at 500 loses to compression resistance (750 > 500): 100.
    @Test func theStrongerPreferenceWins() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        try solver.add(.init([(width, 1)], .lessOrEqual, 300))
        try solver.add(.init([(width, 1)], .greaterOrEqual, 100), strength: 750)
        try solver.add(.init([(width, 1)], .lessOrEqual, 100), strength: 250)
        try solver.add(.init([(width, 1)], .equal, 40), strength: 500)
        #expect(solver.value(of: width) == 100)
    }

    /// Two labels stacked in a 44-point cell with 8 above, 4 between and 8 below, the first 17
    /// tall: y₁ = 8, y₂ = 8 + 17 + 4 = 29, h₂ = 44 − 8 − 29 = 7.
    @Test func stackedLabelsShareTheHeight() throws {
        let solver = Solver()
        let y1 = solver.makeVariable()
        let h1 = solver.makeVariable()
        let y2 = solver.makeVariable()
        let h2 = solver.makeVariable()
        try solver.add(.init([(y1, 1)], .equal, 8))
        try solver.add(.init([(h1, 1)], .equal, 17))
        try solver.add(.init([(y2, 1), (y1, -1), (h1, -1)], .equal, 4))
        try solver.add(.init([(y2, 1), (h2, 1)], .equal, 44 - 8))
        #expect([y1, h1, y2, h2].map(solver.value(of:)) == [8, 17, 29, 7])
    }

    /// `x == 10` then `x == 20`, both required: the second is refused and x stays 10; `x ≥ 30`
    /// too. A preferred `x == 20` is kept but cannot move x.
    @Test func contradictionsAreRefusedAndChangeNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(.init([(x, 1)], .equal, 10))
        #expect(throws: Solver.Unsatisfiable()) { try solver.add(.init([(x, 1)], .equal, 20)) }
        #expect(throws: Solver.Unsatisfiable()) { try solver.add(.init([(x, 1)], .greaterOrEqual, 30)) }
        try solver.add(.init([(x, 1)], .equal, 20), strength: 1000)
        #expect(solver.value(of: x) == 10)
    }

    /// A width with no constraint is free (ambiguous, in Auto Layout's words); an x only
    /// preferred is not.
    @Test func anUnconstrainedVariableIsFree() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let width = solver.makeVariable()
        try solver.add(.init([(x, 1)], .equal, 5), strength: 250)
        #expect(solver.isFree(width) && !solver.isFree(x) && solver.value(of: x) == 5)
    }

    /// Seeded random systems with a known solution: values v drawn first; each required
    /// constraint a random combination of 1–3 variables whose right side is its value at v
    /// (equal), or that value moved by a random non-negative slack the right way
    /// (inequalities); random preferred constraints (any right side) on top. Every required
    /// constraint holds at the solver's answer to 1e-6 of the magnitudes, and adding them
    /// never throws (v satisfies all). Magnitudes ordinary (points) and large (1e9).
    @Test(arguments: [1.0, 1e9])
    func randomFeasibleSystemsHoldTheirRequiredConstraints(scale: Double) throws {
        for seed in 0..<200 {
            var rng = SeededRandom(seed: UInt64(seed))
            let solver = Solver()
            let count = Int.random(in: 1...8, using: &rng)
            let variables = (0..<count).map { _ in solver.makeVariable() }
            let values = (0..<count).map { _ in Double.random(in: -1000...1000, using: &rng).rounded() * scale / 1000 }
            var required: [Solver.Constraint] = []
            for _ in 0..<Int.random(in: 0...(2 * count), using: &rng) {
                let picked = (0..<Int.random(in: 1...min(3, count), using: &rng)).map { _ in
                    Int.random(in: 0..<count, using: &rng)
                }
                let terms = picked.map { (variables[$0], Double(Int.random(in: -3...3, using: &rng))) }
                let atV = zip(picked, terms).reduce(0) { $0 + values[$1.0] * $1.1.1 }
                let slack = Double.random(in: 0...10, using: &rng) * scale / 1000
                let relation = [Solver.Relation.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &rng)!
                let value = relation == .equal ? atV : relation == .lessOrEqual ? atV + slack : atV - slack
                let constraint = Solver.Constraint(terms, relation, value)
                try solver.add(constraint)
                required.append(constraint)
                if Bool.random(using: &rng) {
                    let preferred = Solver.Constraint(
                        [(variables.randomElement(using: &rng)!, 1)], .equal,
                        Double.random(in: -2000...2000, using: &rng) * scale / 1000)
                    try solver.add(preferred, strength: Double([250, 500, 750].randomElement(using: &rng)!))
                }
            }
            for constraint in required {
                let lhs = constraint.terms.reduce(constraint.constant) { $0 + solver.value(of: $1.0) * $1.1 }
                let tolerance = 1e-6 * scale
                switch constraint.relation {
                case .equal: #expect(abs(lhs) <= tolerance, "seed \(seed): \(lhs)")
                case .lessOrEqual: #expect(lhs <= tolerance, "seed \(seed): \(lhs)")
                case .greaterOrEqual: #expect(lhs >= -tolerance, "seed \(seed): \(lhs)")
                }
            }
        }
    }

    /// Seeded random systems where some required constraints contradict the ones before
    /// (random right sides): each refused one leaves the solution as optimal as a solver never
    /// given it — the preferred constraints' weighted error is the same (the solution itself
    /// may differ where the system is ambiguous) — and every accepted required one holds.
    @Test func refusedConstraintsLeaveTheOptimumAsItWas() throws {
        for seed in 0..<300 {
            var rng = SeededRandom(seed: UInt64(seed))
            let count = Int.random(in: 1...6, using: &rng)
            var accepted: [(Solver.Constraint, Double)] = []
            let solver = Solver()
            let variables = (0..<count).map { _ in solver.makeVariable() }
            for _ in 0..<Int.random(in: 1...(3 * count), using: &rng) {
                let picked = (0..<Int.random(in: 1...min(3, count), using: &rng)).map { _ in
                    Int.random(in: 0..<count, using: &rng)
                }
                let terms = picked.map { (variables[$0], Double(Int.random(in: -3...3, using: &rng))) }
                let relation = [Solver.Relation.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &rng)!
                let required = Int.random(in: 0..<3, using: &rng) > 0
                let constraint = Solver.Constraint(terms, relation, Double(Int.random(in: -50...50, using: &rng)))
                let strength = required ? Solver.required : Double([1, 250, 750].randomElement(using: &rng)!)
                do {
                    try solver.add(constraint, strength: strength)
                    accepted.append((constraint, strength))
                } catch { #expect(required, "seed \(seed): a preferred constraint was refused") }
            }
            let fresh = Solver()
            let same = (0..<count).map { _ in fresh.makeVariable() }
            for (constraint, strength) in accepted {
                let terms = constraint.terms.map { term in (same[variables.firstIndex(of: term.0)!], term.1) }
                try fresh.add(.init(terms, constraint.relation, -constraint.constant), strength: strength)
            }
            func error(_ s: Solver, _ vs: [Solver.Variable]) -> Double {
                accepted.reduce(0) { sum, pair in
                    let (c, strength) = pair
                    let lhs = c.terms.reduce(c.constant) {
                        $0 + s.value(of: vs[variables.firstIndex(of: $1.0)!]) * $1.1
                    }
                    let missed =
                        switch c.relation {
                        case .equal: abs(lhs)
                        case .lessOrEqual: max(0, lhs)
                        case .greaterOrEqual: max(0, -lhs)
                        }
                    if strength == Solver.required { #expect(missed <= 1e-6, "seed \(seed): \(lhs)") }
                    return strength == Solver.required ? sum : sum + strength * missed
                }
            }
            #expect(abs(error(solver, variables) - error(fresh, same)) <= 1e-6, "seed \(seed)")
        }
    }
}
