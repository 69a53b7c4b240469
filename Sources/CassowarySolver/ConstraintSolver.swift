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
/// - Complexity: each `add` is a simplex optimisation — a few pivots for a screen's constraints,
///   each touching only the rows that hold the symbols it moves (a column index: Cassowary's
///   own), so a screen of ten thousand views held by forty thousand constraints is solved in
///   time near linear in them, not quadratic.
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
    /// Parametric symbol → the basic symbols whose rows hold it.
    private var columns: [Int: Set<Int>] = [:]
    private var objective = Row()
    /// The objective's symbols with a negative coefficient: the candidates to enter the basis,
    /// kept as the objective changes so that finding none (optimal) does not scan it whole.
    private var improving: Set<Int> = []
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
    /// (`Unsatisfiable`) and leaves the same solution: its row is dropped before anything else
    /// changes, or, found by phase one, dropped from a tableau equivalent to the one before.
    package func add(_ constraint: Constraint, strength: Double = required) throws(Unsatisfiable) {
        let (row, marker, other) = makeRow(constraint, strength: strength)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            // Only a required row has only dummies: nothing was added to the objective.
            guard abs(row.constant) < 1e-8 * max(magnitude, abs(constraint.constant)) else { throw Unsatisfiable() }
            subject = marker
        }
        magnitude = max(magnitude, abs(constraint.constant))
        if let subject {
            var row = row
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            optimize()
            throw Unsatisfiable()
        }
        optimize()
    }

    // MARK: The tableau, with its columns

    /// Makes `row` the row of basic symbol `symbol`.
    private func setRow(_ symbol: Int, _ row: Row) {
        rows[symbol] = row
        for cell in row.cells.keys { columns[cell, default: []].insert(symbol) }
    }

    /// Takes the row of basic symbol `symbol` out of the tableau.
    private func removeRow(_ symbol: Int) -> Row? {
        guard let row = rows.removeValue(forKey: symbol) else { return nil }
        for cell in row.cells.keys { columns[cell]?.remove(symbol) }
        return row
    }

    /// Adds `coefficient` to the objective's cell of `symbol`.
    private func insertObjective(_ symbol: Int, _ coefficient: Double) {
        objective.insert(symbol, coefficient)
        noteObjective([symbol])
    }

    /// Keeps `improving` up to date for `symbols`. Dummies never enter (a required equality's
    /// marker): kept out, or they would pile up and be skipped one by one at every pivot.
    private func noteObjective(_ symbols: some Sequence<Int>) {
        for symbol in symbols where kinds[symbol] != .dummy {
            if (objective.cells[symbol] ?? 0) < 0 { improving.insert(symbol) } else { improving.remove(symbol) }
        }
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
                insertObjective(error, strength)
            }
        case .equal:
            if strength < Self.required {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                (marker, other) = (plus, minus)
                row.insert(plus, -1)
                row.insert(minus, 1)
                insertObjective(plus, strength)
                insertObjective(minus, strength)
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
    ///
    /// Refused, the artificial variable is basic (a non-basic one is 0: success): its row, the
    /// new constraint, is dropped, and the rest is the tableau before, pivoted.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let success = abs(artificial!.constant) < 1e-8 * magnitude
        artificial = nil
        guard success else {
            _ = removeRow(art)
            return false
        }
        if var basic = removeRow(art) {
            if basic.cells.isEmpty { return true }
            guard let entering = basic.sortedSymbols.first(where: { [.slack, .error].contains(kinds[$0]) }) else {
                return false
            }
            basic.solve(for: art, replacedBy: entering)
            substitute(entering, by: basic)
            setRow(entering, basic)
        }
        for key in columns.removeValue(forKey: art) ?? [] { rows[key]!.remove(art) }
        objective.remove(art)
        noteObjective([art])
        return true
    }

    /// Replaces `symbol` by `row` in every row and in the objectives.
    /// - Complexity: O(cells of `row` × rows holding `symbol`).
    private func substitute(_ symbol: Int, by row: Row) {
        for key in columns.removeValue(forKey: symbol) ?? [] {
            rows[key]!.substitute(symbol, by: row)
            for cell in row.cells.keys {
                if rows[key]!.cells[cell] != nil {
                    columns[cell, default: []].insert(key)
                } else {
                    columns[cell]?.remove(key)
                }
            }
        }
        if objective.cells[symbol] != nil {
            objective.substitute(symbol, by: row)
            noteObjective(row.cells.keys)
            noteObjective([symbol])
        }
        artificial?.substitute(symbol, by: row)
    }

    /// Pivots until no symbol of the objective (or of the artificial one, in phase one) can
    /// lower it: the primal simplex method.
    private func optimize(artificialObjective: Bool = false) {
        // The first symbol, in symbol order, whose coefficient is negative.
        func entering() -> Int? {
            guard artificialObjective else { return improving.min() }
            return artificial!.sortedSymbols.first { kinds[$0] != .dummy && artificial!.cells[$0]! < 0 }
        }
        while let entering = entering() {
            // The row that limits the entering symbol most: the smallest ratio, in symbol order.
            var leaving: Int?
            var ratio = Double.infinity
            for key in (columns[entering] ?? []).sorted() where kinds[key] != .external {
                let coefficient = rows[key]!.cells[entering] ?? 0
                guard coefficient < 0 else { continue }
                let candidate = -rows[key]!.constant / coefficient
                if candidate < ratio { (ratio, leaving) = (candidate, key) }
            }
            // Unbounded: cannot happen for errors weighted ≥ 0; stop rather than loop.
            guard let leaving, var row = removeRow(leaving) else { return }
            row.solve(for: leaving, replacedBy: entering)
            substitute(entering, by: row)
            setRow(entering, row)
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
