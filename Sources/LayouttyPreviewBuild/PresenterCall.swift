import SwiftParser
import SwiftSyntax

/// How the app itself makes a screen: the call in the code that presents it (a coordinator's
/// `TraceLocationTypeSelectionViewController(viewModel: …([.location: …]), onDismiss: { … })`),
/// its arguments taken where they stand alone — literals, the app's types and their static
/// members, implicit members, closures over their own parameters. A closure reaching the
/// presenter (`self`, its locals) does nothing here; any other argument reaching it is the
/// stand-in value its parameter would have had.
struct PresenterCall {
    /// The screen's initializer's labels, in order (`_` where it has none).
    var labels: [String]
    /// Each argument's text, nil where it reaches the presenter.
    var arguments: [String?]
    /// Where the call is, for the line saying so: `file:line`.
    var place: String

    /// The first call making `name` through one of `initializers` (every argument without a
    /// default given, in order) in `files`, each file parsed as it is; through its static
    /// function `factory` when given (`Name.make(with: …)`), `initializers` then its parameters.
    static func first(
        making name: String, with initializers: [[PreviewSources.Parameter]], through factory: String? = nil,
        in files: [String]
    ) -> PresenterCall? {
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), !text.contains("import XCTest") else {
                continue
            }
            let tree = Parser.parse(source: text)
            let finder = Finder(name: name, factory: factory, initializers: initializers)
            finder.walk(tree)
            guard let call = finder.found else { continue }
            let line = SourceLocationConverter(fileName: path, tree: tree)
                .location(for: call.positionAfterSkippingLeadingTrivia).line
            return PresenterCall(
                labels: call.arguments.map { $0.label?.text ?? "_" },
                arguments: call.arguments.map { Self.standingAlone($0.expression) }, place: "\(path):\(line)")
        }
        return nil
    }

    /// Whether `labels` are the initializer's, in order, those left out having defaults.
    static func labels(_ labels: [String], fit parameters: [PreviewSources.Parameter]) -> Bool {
        var given = labels[...]
        for parameter in parameters {
            if given.first == parameter.label { given.removeFirst() } else if !parameter.hasDefault { return false }
        }
        return given.isEmpty
    }

    /// The expression as the screen's maker can write it outside the presenter: its closures
    /// that reach the presenter emptied; nil when anything else does.
    static func standingAlone(_ expression: ExprSyntax) -> String? {
        let emptier = ClosureEmptier(viewMode: .sourceAccurate)
        emptier.walk(expression)
        var text = Array(expression.description.utf8)
        let base = expression.position.utf8Offset
        for (range, replacement) in emptier.emptied.reversed() {
            text.replaceSubrange((range.lowerBound - base)..<(range.upperBound - base), with: Array(replacement.utf8))
        }
        let written = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let reach = Reach(viewMode: .sourceAccurate)
        reach.walk(Parser.parse(source: written))
        return reach.reachesOut ? nil : written
    }

    /// Finds a call `Name(label: …)` (or `Name.factory(label: …)`) whose labels are those of
    /// one of the initializers.
    private final class Finder: SyntaxVisitor {
        let name: String
        let factory: String?
        let initializers: [[PreviewSources.Parameter]]
        var found: FunctionCallExprSyntax?

        init(name: String, factory: String?, initializers: [[PreviewSources.Parameter]]) {
            (self.name, self.factory, self.initializers) = (name, factory, initializers)
            super.init(viewMode: .sourceAccurate)
        }

        private func isCalled(_ called: ExprSyntax) -> Bool {
            guard let factory else { return called.as(DeclReferenceExprSyntax.self)?.baseName.text == name }
            guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == factory
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            if isCalled(node.calledExpression), node.trailingClosure == nil,
                matches(node.arguments.map { $0.label?.text ?? "_" })
            {
                found = node
                return .skipChildren
            }
            return .visitChildren
        }

        private func matches(_ labels: [String]) -> Bool {
            initializers.contains { PresenterCall.labels(labels, fit: $0) }
        }
    }

    /// Whether an expression names anything of its context: `self`, `super`, or a lowercase
    /// name that is neither a member (`.permanentTypes`, `Type.shared`) nor a parameter of one
    /// of its own closures. Capitalized names are types (the build finds their files).
    private final class Reach: SyntaxVisitor {
        var reachesOut = false
        private var parameters: [Set<String>] = []

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            var names = Set<String>()
            if let signature = node.signature?.parameterClause {
                if let shorthand = signature.as(ClosureShorthandParameterListSyntax.self) {
                    names.formUnion(shorthand.map(\.name.text))
                } else if let clause = signature.as(ClosureParameterClauseSyntax.self) {
                    names.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
                }
            }
            parameters.append(names)
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) { parameters.removeLast() }

        /// `[weak self]`, `[store]`: what a capture list names is the context's.
        override func visit(_ node: ClosureCaptureClauseSyntax) -> SyntaxVisitorContinueKind {
            reachesOut = true
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .skipChildren }
            if name.hasPrefix("$") || parameters.contains(where: { $0.contains(name) }) { return .skipChildren }
            if node.baseName.tokenKind == .keyword(.self) || node.baseName.tokenKind == .keyword(.Self) {
                reachesOut = reachesOut || node.baseName.tokenKind == .keyword(.self)
            } else if name.first?.isLowercase == true || name.first == "_" {
                reachesOut = true
            }
            return .skipChildren
        }

        override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
            reachesOut = true
            return .skipChildren
        }
    }

    /// Empties each closure that reaches its context (`{ [weak self] type in self?.show(type) }`
    /// → `{ type in }`): kept only where its body declares no result (an empty body answers none).
    /// The closures emptied, outermost, by UTF-8 range, with their text.
    private final class ClosureEmptier: SyntaxVisitor {
        var emptied: [(Range<Int>, String)] = []

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            let reach = Reach(viewMode: .sourceAccurate)
            reach.walk(node)
            guard reach.reachesOut, !Self.returnsAValue(node) else { return .visitChildren }
            let parameters = node.signature?.parameterClause.map { " " + $0.trimmedDescription + " in" } ?? ""
            let range =
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            emptied.append((range, parameters.isEmpty ? "{}" : "{\(parameters) }"))
            return .skipChildren
        }

        /// A `return` of a value, a result type, or a lone expression that is not a call (a
        /// call may be a `Void` one, as `self?.dismiss(animated: true)`).
        private static func returnsAValue(_ closure: ClosureExprSyntax) -> Bool {
            if let output = closure.signature?.returnClause?.type.trimmedDescription, !["Void", "()"].contains(output) {
                return true
            }
            if closure.statements.count == 1, let lone = closure.statements.first?.item.as(ExprSyntax.self) {
                return !lone.is(FunctionCallExprSyntax.self)
            }
            return closure.statements.contains { $0.item.as(ReturnStmtSyntax.self)?.expression != nil }
        }
    }
}
