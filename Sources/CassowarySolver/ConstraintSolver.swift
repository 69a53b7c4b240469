import Foundation

/// The Cassowary algorithm (Badros, Borning, Stuckey 2001), the solver behind Auto Layout: linear
/// equalities and inequalities over variables, each required or preferred with a strength. The
/// required ones hold exactly; among the solutions, the one that leaves the smallest weighted
/// error in the preferred ones is found by the simplex method on a tableau kept in solved form.
/// This follows the incremental form popularised by Kiwi: each constraint is added as a row,
/// solved for a subject, and the objective optimised.
///
/// ```swift
/// let solver = ConstraintSolver()
/// let x = solver.makeVariable(), width = solver.makeVariable()
/// try solver.add(.init([(x, 1)], .equal, 16))                   // x == 16
/// try solver.add(.init([(x, 1), (width, 1)], .equal, 377))      // x + width == 393 − 16
/// try solver.add(.init([(width, 1)], .lessOrEqual, 200), strength: 750)   // preferred
/// solver.value(of: width)   // 361: the required ones win
/// ```
///
/// Symbols are numbered and always visited in that order, so the same constraints added in the
/// same order give the same solution on every run (an ambiguous system too).
///
/// - Complexity: each `add` is a simplex optimisation over the rows so far — a few pivots each
///   for the tens of constraints of a screen or a cell.
package final class ConstraintSolver {
    /// A variable the constraints are about.
    package struct Variable: Hashable, Sendable {
        fileprivate let symbol: Int
    }

    package enum Relation: Sendable {
        case equal, lessOrEqual, greaterOrEqual
    }

    /// `Σ coefficient·variable + constant  relation  0`, as made by the initializer from
    /// `Σ terms  relation  value`.
    package struct Constraint: Sendable {
        package var terms: [(Variable, Double)]
        package var constant: Double
        package var relation: Relation

        /// `Σ terms  relation  value`.
        package init(_ terms: [(Variable, Double)], _ relation: Relation, _ value: Double) {
            (self.terms, self.relation, self.constant) = (terms, relation, -value)
        }
    }

    /// A required constraint the ones before it make impossible (it is left out).
    package struct Unsatisfiable: Error, Equatable {}

    /// The strength of a required constraint: any other is preferred, weighted by its strength.
    package static let required = Double.infinity

    private enum Kind { case external, slack, error, dummy }
    private var kinds: [Kind] = []
    /// Basic symbol → its row: `symbol = constant + Σ cells`.
    private var rows: [Int: Row] = [:]
    private var objective = Row()
    private var artificial: Row?
    /// The largest constant added so far: what "zero" is measured against, so that rounding in
    /// a system of large lengths (1e9 points) is not taken for a contradiction.
    private var magnitude = 1.0

    package init() {}

    package func makeVariable() -> Variable { Variable(symbol: makeSymbol(.external)) }

    /// The variable's value in the current solution (0 for one no constraint determines).
    package func value(of variable: Variable) -> Double { rows[variable.symbol]?.constant ?? 0 }

    /// Whether the constraints leave `variable` free: it is not determined by them, and its
    /// value (0) is arbitrary — an ambiguous layout, in Auto Layout's words.
    package func isFree(_ variable: Variable) -> Bool { rows[variable.symbol] == nil }

    /// Adds `constraint`, required (`strength` infinite) or preferred with that weight, and
    /// solves again. A required constraint that contradicts the ones before it is refused
    /// (`Unsatisfiable`) and leaves the solver as it was.
    package func add(_ constraint: Constraint, strength: Double = required) throws(Unsatisfiable) {
        let saved = (kinds, rows, objective)
        magnitude = max(magnitude, abs(constraint.constant))
        let (row, marker, other) = makeRow(constraint, strength: strength)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < 1e-8 * magnitude else {
                (kinds, rows, objective) = saved
                throw Unsatisfiable()
            }
            subject = marker
        }
        if let subject {
            var row = row
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            (kinds, rows, objective) = saved
            throw Unsatisfiable()
        }
        optimize()
    }

    private func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The constraint as a row over non-basic symbols, with its slack, error or dummy symbols
    /// (the marker that identifies it, and a second error symbol for a preferred equality).
    private func makeRow(_ constraint: Constraint, strength: Double) -> (row: Row, marker: Int, other: Int?) {
        var row = Row(constant: constraint.constant)
        for (variable, coefficient) in constraint.terms where !coefficient.isNearZero {
            if let basic = rows[variable.symbol] {
                row.insert(basic, times: coefficient)
            } else {
                row.insert(variable.symbol, coefficient)
            }
        }
        let marker: Int
        var other: Int?
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, sign)
            if strength < Self.required {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective.insert(error, strength)
            }
        case .equal:
            if strength < Self.required {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                (marker, other) = (plus, minus)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            } else {
                marker = makeSymbol(.dummy)
                row.insert(marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// An external variable if the row has one; else its slack or error marker when its
    /// coefficient is negative (the row stays feasible).
    private func chooseSubject(_ row: Row, marker: Int, other: Int?) -> Int? {
        if let external = row.sortedSymbols.first(where: { kinds[$0] == .external }) { return external }
        for symbol in [marker, other].compactMap({ $0 }) where [.slack, .error].contains(kinds[symbol]) {
            if (row.cells[symbol] ?? 0) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one of the simplex method: a row with no subject is solved for an artificial
    /// variable, which is then driven to zero; false if it cannot be (the row is unsatisfiable).
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(artificialObjective: true)
        let success = abs(artificial!.constant) < 1e-8 * magnitude
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.sortedSymbols.first(where: { [.slack, .error].contains(kinds[$0]) }) else {
                return false
            }
            basic.solve(for: art, replacedBy: entering)
            substitute(entering, by: basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and in the objectives.
    private func substitute(_ symbol: Int, by row: Row) {
        for key in rows.keys { rows[key]!.substitute(symbol, by: row) }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Pivots until no symbol of the objective (or of the artificial one, in phase one) can
    /// lower it: the primal simplex method.
    private func optimize(artificialObjective: Bool = false) {
        func entering() -> Int? {
            let goal = artificialObjective ? artificial! : objective
            return goal.sortedSymbols.first { kinds[$0] != .dummy && goal.cells[$0]! < 0 }
        }
        while let entering = entering() {
            // The row that limits the entering symbol most: the smallest ratio, in symbol order.
            var leaving: Int?
            var ratio = Double.infinity
            for key in rows.keys.sorted() where kinds[key] != .external {
                let coefficient = rows[key]!.cells[entering] ?? 0
                guard coefficient < 0 else { continue }
                let candidate = -rows[key]!.constant / coefficient
                if candidate < ratio { (ratio, leaving) = (candidate, key) }
            }
            // Unbounded: cannot happen for errors weighted ≥ 0; stop rather than loop.
            guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, replacedBy: entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
    }
}

/// One row of the tableau: `constant + Σ coefficient·symbol`.
private struct Row {
    var constant: Double = 0
    var cells: [Int: Double] = [:]

    var sortedSymbols: [Int] { cells.keys.sorted() }

    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = sum.isNearZero ? nil : sum
    }

    mutating func insert(_ row: Row, times coefficient: Double) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// `0 = constant + Σ` rewritten as `symbol = constant' + Σ'`.
    mutating func solve(for symbol: Int) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// `lhs = constant + Σ` rewritten as `rhs = …` (lhs moved into the sum).
    mutating func solve(for lhs: Int, replacedBy rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    mutating func substitute(_ symbol: Int, by row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, times: coefficient)
    }
}

extension Double {
    fileprivate var isNearZero: Bool { abs(self) < 1e-8 }
}
