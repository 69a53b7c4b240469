import Foundation
import LayouttyKit
import SwiftParser
import SwiftSyntax

/// A piece of one of the app's files — a statement, or the body of a function or accessor —
/// left out of the preview's copy because it does not compile here, where leaving out the
/// whole file would take its types with it. In a production app a file fails for one line
/// that uses what is missing (`if header.isVisible` on a stand-in, a call to an API Linux has
/// not), and left out whole it took the screen's own base class with it: what stood in for
/// the class answered nothing, and the screen's overrides overrode nothing. Without the
/// statement the class is the app's, and the screen is drawn.
///
/// The project's files the search added are cut this way; of the given files, only what fails
/// for a stand-in (`ProjectSearch.isStandInsDoing`) — their other errors stay the user's to
/// read. An error in the signature of a function, initializer, subscript or computed property
/// of an extension, or of a function at a file's top level, leaves that declaration out
/// (`isDeclaration`): an app's `Extensions.swift` of a hundred helpers went whole for one default
/// argument of a type standing in, and every screen using the others with it. An error in
/// another declaration (a stored property's value, what a type inherits) leaves an added file
/// out whole, as before.
package struct LeftOutCode: Codable, Hashable, Comparable, Sendable {
    /// Where it begins, as the user wrote the file: a statement's first token, or a body's
    /// opening brace.
    package var place: SourcePlace
    package var isBody: Bool
    /// A whole declaration left out, its lines blank (`isBody` false).
    package var isDeclaration = false
    /// The compiler's message about it (the first, when several were).
    package var reason: String
    /// A body answering `_layouttyLeftOut` rather than a value the files make (one of the app's
    /// types made with stand-ins): the made value did not compile here, the compiler pointing
    /// inside the body left out.
    package var answersLeftOut = false

    package static func < (lhs: LeftOutCode, rhs: LeftOutCode) -> Bool { lhs.place < rhs.place }

    /// `pieces` as a note says them: file by file (each as `shown` writes its path), each piece by
    /// its line, with the first reason in each file — `Row.swift lines 8, 9 (cannot find
    /// 'Expression' in scope)`.
    static func said(_ pieces: [LeftOutCode], shown: (String) -> String = { $0 }) -> String {
        Dictionary(grouping: pieces, by: \.place.path).sorted { $0.key < $1.key }.map { path, pieces in
            let sorted = pieces.sorted()
            let lines = sorted.map { "\($0.place.line)" }
            return
                "\(shown(path)) line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")) (\(sorted[0].reason))"
        }
        .joined(separator: "; ")
    }

    /// The code to leave out of `path` for the compiler's `errors` there (each message by its
    /// place), beside what `already` leaves out of it; nil when one error is in no statement or
    /// body that can go — the file is left out whole then.
    ///
    /// - Complexity: O(*n* + *e* · *d*): the file parsed once, each error's syntax walked up.
    static func cutting(
        _ errors: [SourcePlace: String], from path: String, besides already: [LeftOutCode]
    ) -> [LeftOutCode]? {
        guard !errors.isEmpty, let text = try? String(contentsOfFile: ProjectSearch.absolute(path), encoding: .utf8)
        else { return nil }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var found: [(range: Range<Int>, code: LeftOutCode)] = []
        for (place, reason) in errors.sorted(by: { $0.key < $1.key }) {
            guard
                let (node, isBody, answersLeftOut) = piece(
                    around: place, in: tree, converter: converter, besides: already)
            else { return nil }
            let isDeclaration = !isBody && canGoWhole(node)
            let start = node.positionAfterSkippingLeadingTrivia
            let location = converter.location(for: start)
            found.append(
                (
                    start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                    LeftOutCode(
                        place: SourcePlace(path: path, line: location.line, column: location.column),
                        isBody: isBody, isDeclaration: isDeclaration, reason: reason, answersLeftOut: answersLeftOut)
                ))
        }
        // One piece for several errors in it; none inside another piece.
        let kept = found.filter { piece in
            !found.contains { $0.range != piece.range && $0.range.contains(piece.range) }
        }
        var seen: Set<SourcePlace> = []
        return kept.map(\.code).filter { seen.insert($0.place).inserted }
    }

    /// The type each of `places` in `path` lies in an extension of, for the places inside one
    /// (`extension MainViewController: TabsBarDelegate { … }` in a screen's own file).
    static func extendedTypes(at places: some Sequence<SourcePlace>, in path: String) -> [SourcePlace: String] {
        guard let text = try? String(contentsOfFile: ProjectSearch.absolute(path), encoding: .utf8) else { return [:] }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var extended: [SourcePlace: String] = [:]
        for place in places {
            guard let token = tree.token(at: converter.position(ofLine: place.line, column: place.column)) else {
                continue
            }
            let owner = sequence(first: Syntax(token), next: \.parent).first { $0.is(ExtensionDeclSyntax.self) }
            extended[place] = owner?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        }
        return extended
    }

    /// The syntax that begins at `code`'s place in `tree` — what the port replaces.
    static func node(of code: LeftOutCode, in tree: SourceFileSyntax, converter: SourceLocationConverter) -> Syntax? {
        let position = converter.position(ofLine: code.place.line, column: code.place.column)
        guard let token = tree.token(at: position) else { return nil }
        return candidates(around: token).first {
            $0.isBody == code.isBody && canGoWhole($0.node) == code.isDeclaration
                && $0.node.positionAfterSkippingLeadingTrivia == position
        }?.node
    }

    /// The innermost piece around `place` that can go — beyond the pieces `already` left out
    /// that hold it: the compiler points at what stands where a piece was (`()` in a view
    /// builder is no view), and then what is around it goes. A body left out answering a value
    /// (one the files may make) is first given `_layouttyLeftOut` instead (`answersLeftOut`).
    private static func piece(
        around place: SourcePlace, in tree: SourceFileSyntax, converter: SourceLocationConverter,
        besides already: [LeftOutCode]
    ) -> (node: Syntax, isBody: Bool, answersLeftOut: Bool)? {
        guard let token = tree.token(at: converter.position(ofLine: place.line, column: place.column)) else {
            return nil
        }
        let chain = candidates(around: token)
        let cut = Dictionary(
            already.filter { $0.place.path == place.path }.map { ($0.place, $0) }, uniquingKeysWith: { $1 })
        let cutCode = { (node: Syntax) in
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return cut[SourcePlace(path: place.path, line: location.line, column: location.column)]
        }
        guard let outermostCut = chain.lastIndex(where: { cutCode($0.node) != nil }) else {
            return chain.first.map { ($0.node, $0.isBody, false) }
        }
        let outermost = chain[outermostCut].node
        if let code = cutCode(outermost), code.isBody, !code.answersLeftOut,
            let type = neutralBody(of: outermost), !type.isEmpty, type != "some View"
        {
            return (outermost, true, true)
        }
        guard chain.indices.contains(outermostCut + 1) else { return nil }
        return (chain[outermostCut + 1].node, chain[outermostCut + 1].isBody, false)
    }

    /// The pieces around `token` that can go, innermost first.
    private static func candidates(around token: TokenSyntax) -> [(node: Syntax, isBody: Bool)] {
        var found: [(node: Syntax, isBody: Bool)] = []
        var node = Syntax(token)
        while let parent = node.parent {
            if let item = parent.as(CodeBlockItemSyntax.self), canGo(item) {
                found.append((parent, false))
            } else if neutralBody(of: parent) != nil {
                found.append((parent, true))
            } else if let closure = parent.as(ClosureExprSyntax.self), node.id != closure.statements.id,
                !closure.statements.isEmpty, neutralBody(of: Syntax(closure.statements)) != nil
            {
                // Its closing brace ("missing return in closure"): what goes is its statements.
                found.append((Syntax(closure.statements), true))
            } else if canGoWhole(parent) {
                found.append((parent, false))
            }
            node = parent
        }
        return found
    }

    /// Whether `node` is a declaration that can go whole: a function, initializer, subscript
    /// or computed property of an extension, or a function at a file's top level — what the
    /// file's other declarations do not need to exist (a stored property, a type, a method of
    /// a type's own body that a conformance may need, do).
    static func canGoWhole(_ node: Syntax) -> Bool {
        let member = node.parent?.as(MemberBlockItemSyntax.self)
        let inExtension = member?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
        let atTopLevel = node.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.is(SourceFileSyntax.self) == true
        if node.is(FunctionDeclSyntax.self) { return inExtension || atTopLevel }
        guard inExtension else { return false }
        if node.is(InitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self) { return true }
        guard let variable = node.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.allSatisfy { $0.accessorBlock != nil && $0.initializer == nil }
    }

    /// Whether a statement can go with nothing after it missing: not a declaration (a later
    /// line uses its name), not what ends the block (`return`, `guard`, `throw`, `break`), and
    /// not a closure's or a body's only expression, which is what it returns.
    private static func canGo(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        case .decl: return false
        case .stmt(let statement):
            let ends: [SyntaxKind] = [.returnStmt, .guardStmt, .throwStmt, .breakStmt, .continueStmt, .fallThroughStmt]
            guard !ends.contains(statement.kind) else { return false }
        case .expr: break
        }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return true }
        let owner = list.parent
        if owner?.is(ClosureExprSyntax.self) == true || owner?.is(AccessorBlockSyntax.self) == true { return false }
        return owner.map { neutralBody(of: $0) == nil } ?? true
    }

    /// What a body left out answers, as the type it returns is written: `""` for none (a
    /// method, a setter, `deinit`), `"some View"` for a SwiftUI view; nil where `node` is no
    /// body that can go — an initializer's (its stored properties must be set), an opaque
    /// type's other than a view (no value can be written for it).
    static func neutralBody(of node: Syntax) -> String? {
        let returned: TypeSyntax?
        if let block = node.as(CodeBlockSyntax.self) {
            if let function = block.parent?.as(FunctionDeclSyntax.self) {
                returned = function.signature.returnClause?.type
            } else if let accessor = block.parent?.as(AccessorDeclSyntax.self) {
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return "" }
                // The accessor, its list, the accessor block, the property or subscript.
                guard let owner = accessor.parent?.parent?.parent else { return nil }
                returned = type(of: owner)
                if returned == nil { return nil }
            } else if block.parent?.is(DeinitializerDeclSyntax.self) == true {
                returned = nil
            } else {
                return nil
            }
        } else if let accessors = node.as(AccessorBlockSyntax.self), case .getter = accessors.accessors {
            guard let owner = accessors.parent, let type = type(of: owner) else { return nil }
            returned = type
        } else if let statements = node.as(CodeBlockItemListSyntax.self),
            let closure = statements.parent?.as(ClosureExprSyntax.self)
        {
            return closureAnswer(closure)
        } else {
            return nil
        }
        guard let returned else { return "" }
        let written = returned.trimmedDescription
        if ["Void", "()"].contains(written) { return "" }
        if written.hasPrefix("some ") { return written == "some View" ? written : nil }
        return written
    }

    /// What a closure's statements left out answer: the type its signature writes; `_` where it
    /// returns a value of a type the context gives (`return cell`), which the left-out value
    /// takes from there; nil for a closure answering nothing, whose statements go one by one.
    /// A cell provider whose configuration names a type standing in lost that statement, then
    /// had no return ("missing return in closure"), and the whole data source went with it
    /// (OneBusAway's lists): its statements go instead, and it answers no cell.
    private static func closureAnswer(_ closure: ClosureExprSyntax) -> String? {
        if let written = closure.signature?.returnClause?.type.trimmedDescription {
            if ["Void", "()"].contains(written) { return nil }
            return written.hasPrefix("some ") ? nil : written
        }
        final class Returns: SyntaxVisitor {
            var value = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if node.expression != nil { value = true }
                return .skipChildren
            }
            // Another closure's or function's returns are theirs.
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let returns = Returns(viewMode: .sourceAccurate)
        returns.walk(closure.statements)
        return returns.value ? "_" : nil
    }

    /// What an initializer's statement `node` assigns (`self.id`, `name`) when it is a stored
    /// property of the type with no value until then (`mustBeSet`), written as the file writes
    /// it, with the property's type; nil for any other statement. Left out as `()`, the
    /// property stayed unset and the initializer did not compile ("return from initializer
    /// without initializing all stored properties": a chat app's database rows over a missing
    /// SQLite module); assigned its type's empty value, it holds one.
    static func initializedTarget(of node: Syntax) -> (target: String, type: String)? {
        guard let sequence = node.as(CodeBlockItemSyntax.self)?.item.as(SequenceExprSyntax.self),
            sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first,
            target.is(DeclReferenceExprSyntax.self)
                || target.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName
                    .tokenKind == .keyword(.self),
            let owner = sequence.ancestorOrSelf(mapping: {
                $0.is(ClosureExprSyntax.self) || $0.is(FunctionDeclSyntax.self) || $0.is(AccessorDeclSyntax.self)
                    || $0.is(InitializerDeclSyntax.self) ? $0 : nil
            }),
            owner.is(InitializerDeclSyntax.self),
            let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let type = typeToBeSet(name, by: owner)
        else { return nil }
        return (target.trimmedDescription, type)
    }

    /// The type of the stored property `name` of the type declaring `initializer`, when it has
    /// no value until an initializer sets it: no default, and not optional (an optional starts
    /// as nil, and a left-out value of the app's own type could only stop the preview: ownCloud's
    /// theme sets `var accountCellSet: ThemeColorSet!` in its initializer).
    private static func typeToBeSet(_ name: String, by initializer: Syntax) -> String? {
        guard let members = initializer.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.initializer == nil, binding.accessorBlock == nil,
                    let type = binding.typeAnnotation?.type,
                    !type.is(OptionalTypeSyntax.self) && !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                        && !type.trimmedDescription.hasPrefix("Optional<")
                else { return nil }
                return type.trimmedDescription
            }
        }
        return nil
    }

    /// The type a property's binding or a subscript declares.
    private static func type(of owner: Syntax) -> TypeSyntax? {
        owner.as(PatternBindingSyntax.self)?.typeAnnotation?.type
            ?? owner.as(SubscriptDeclSyntax.self)?.returnClause.type
    }
}
