import LayouttyKit
import SwiftSyntax

/// A `#if` condition as the port's copies are compiled here: the platform as the port answers it
/// (`PortRewriter.platformConditions`: `os(iOS)` true, any other OS false), `canImport` true for
/// what a copy may import, a version check true, `DEBUG` set (a debug build); a condition not
/// understood is false, so what it guards is taken as the compiler's other clause — never a
/// declaration read as there that the compiler may leave out.
enum CompilationCondition {
    static let importable: Set<String> =
        Set(["XCTest", "Foundation", "Dispatch", "Glibc"] + PackageTestCopy.modules)
        .union(PreviewKit.frameworks.map(\.imported)).union(XcodeTestTargets.testFrameworks.keys)

    static func holds(_ condition: ExprSyntax) -> Bool {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return holds(inner.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return holds(sequence: Array(sequence.elements)) }
        if let call = condition.as(FunctionCallExprSyntax.self), let argument = call.arguments.first {
            let (name, value) = (call.calledExpression.trimmedDescription, argument.expression.trimmedDescription)
            switch name {
            case "canImport": return importable.contains(value)
            case "swift", "compiler": return true
            default: return PortRewriter.platformConditions[name]?[value] ?? false
            }
        }
        return condition.trimmedDescription == "DEBUG"
    }

    /// `a || b && c`: `&&` binds tighter, as in Swift.
    private static func holds(sequence elements: [ExprSyntax]) -> Bool {
        let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map { $0.element.trimmedDescription }
        let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        var anyTerm = false
        var term = holds(operands[0])
        for (op, operand) in zip(operators, operands.dropFirst()) {
            if op == "&&" {
                term = term && holds(operand)
            } else {
                anyTerm = anyTerm || term
                term = holds(operand)
            }
        }
        return anyTerm || term
    }

    /// The clause of `conditional` the compiler builds here, if any.
    static func activeClause(of conditional: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        conditional.clauses.first { clause in clause.condition.map(holds) ?? true }
    }
}
