import SwiftSyntax

/// The marks that keep a file's declarations nonisolated in a module whose code is main-actor
/// isolated by default (`-default-isolation MainActor`): a file of an app target that is not
/// (OneBusAway's core framework, `SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated`) read into the
/// screen's module when its own module does not build here. Without them its classes were the
/// main actor's, and an `NSObject` subclass's `isEqual` override did not compile ("main
/// actor-isolated instance method 'isEqual' has different actor isolation from nonisolated
/// overridden declaration").
///
/// Each top-level type, protocol, extension, function and constant (in `#if` blocks too) is
/// written `nonisolated` (Swift 6.1's modifier for types), a stored variable
/// `nonisolated(unsafe)` — unless it says its isolation itself (`nonisolated`, `@MainActor`, any
/// global actor's attribute) or is an actor.
enum NonisolatedMarks {
    /// Where each mark goes (before the declaration's keyword), and its text.
    /// - Complexity: O(n), n the file's top-level declarations.
    static func marks(in tree: SourceFileSyntax) -> [(offset: Int, text: String)] {
        marks(in: tree.statements)
    }

    private static func marks(in statements: CodeBlockItemListSyntax) -> [(offset: Int, text: String)] {
        statements.flatMap { statement -> [(offset: Int, text: String)] in
            if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.flatMap { clause in
                    clause.elements?.as(CodeBlockItemListSyntax.self).map(marks(in:)) ?? []
                }
            }
            guard let declaration = statement.item.as(DeclSyntax.self), let mark = mark(of: declaration) else {
                return []
            }
            return [mark]
        }
    }

    private static func mark(of declaration: DeclSyntax) -> (offset: Int, text: String)? {
        let keyword: TokenSyntax
        var text = "nonisolated "
        if let type = declaration.as(ClassDeclSyntax.self) {
            keyword = type.classKeyword
        } else if let type = declaration.as(StructDeclSyntax.self) {
            keyword = type.structKeyword
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            keyword = type.enumKeyword
        } else if let type = declaration.as(ProtocolDeclSyntax.self) {
            keyword = type.protocolKeyword
        } else if let type = declaration.as(ExtensionDeclSyntax.self) {
            keyword = type.extensionKeyword
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            keyword = function.funcKeyword
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            keyword = variable.bindingSpecifier
            let stored = variable.bindings.allSatisfy { $0.accessorBlock == nil }
            if keyword.tokenKind == .keyword(.var) && stored { text = "nonisolated(unsafe) " }
        } else {
            return nil
        }
        guard let group = declaration.asProtocol(WithAttributesSyntax.self),
            let modified = declaration.asProtocol(WithModifiersSyntax.self),
            !modified.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }),
            !group.attributes.contains(where: isGlobalActor)
        else { return nil }
        return (keyword.positionAfterSkippingLeadingTrivia.utf8Offset, text)
    }

    /// `@MainActor`, or an attribute naming another global actor as apps name theirs
    /// (`@DatabaseActor`).
    private static func isGlobalActor(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription.hasSuffix("Actor")
    }
}
