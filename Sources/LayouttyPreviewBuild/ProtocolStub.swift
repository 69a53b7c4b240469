import SwiftParser
import SwiftSyntax

/// What stands in for a value of one of the app's protocols that a screen's initializer takes
/// and nothing here makes (a VIP screen's `interactor: FullscreenCourseListInteractorProtocol`,
/// whose conformer needs the app's services): a class conforming to it, each requirement
/// answering an empty value (`_layouttyLeftOut`) and doing nothing. The screen is made with
/// it as Xcode's previews make one with a mock — said on the line naming the values given.
enum ProtocolStub {
    /// The stub's name for `protocolName`: written in the screen's expression, declared in the
    /// copy (`declaration(of:in:)`).
    static func name(of protocolName: String) -> String { "_LayouttyStubOf" + protocolName }
    static func value(of protocolName: String) -> String { name(of: protocolName) + "()" }

    /// The stubs `expression` makes, by protocol name, each once.
    static func protocols(madeIn expression: String) -> [String] {
        var seen: Set<String> = []
        return expression.matches(of: /_LayouttyStubOf(\w+)\(\)/).map { String($0.1) }.filter {
            seen.insert($0).inserted
        }
    }

    /// The stub of `protocolName`, with the requirements of its declaration and of the files'
    /// protocols it refines (`declarations`) — of each protocol a composition's name composes
    /// (`compositions`); a class conforming to nothing more while the protocol's file is not
    /// read yet (the compiler then names the protocol, and the search adds its file). A protocol
    /// the build stands in as a value (`standInValues`: its file was left out) is stubbed by the
    /// stand-in itself — a class cannot inherit it.
    /// An associated type without a default is the type a conformer of the files names for it
    /// (`associatedTypes`: `typealias TunnelType = Tunnel` in `TunnelStore: TunnelStoreProtocol`):
    /// the requirements name it, and nothing else could be inferred.
    /// A protocol refining one of the files' `classes` (`protocol VaultKeepUnlockedViewModelType:
    /// TableViewModel<VaultKeepUnlockedSection>`: Cryptomator) is stubbed by a subclass of it,
    /// made by its `init()`.
    static func declaration(
        of protocolName: String, in declarations: [String: ProtocolDeclSyntax], compositions: [String: [String]] = [:],
        associatedTypes: [String: [String: String]] = [:], standInValues: Set<String> = [],
        classes: Set<String> = []
    ) -> String {
        if standInValues.contains(protocolName) { return "typealias \(name(of: protocolName)) = _LayouttyStandIn\n" }
        var members: [String] = []
        var superclass: String?
        var seen: Set<String> = []
        var pending = compositions[protocolName] ?? [protocolName]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let declaration = declarations[next] else { continue }
            members += declaration.memberBlock.members.compactMap {
                guard let associated = $0.decl.as(AssociatedTypeDeclSyntax.self) else {
                    return requirement($0.decl, of: next)
                }
                let named = associated.name.text
                guard associated.initializer == nil, let type = associatedTypes[next]?[named] else { return nil }
                return "typealias \(named) = \(type)"
            }
            for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] {
                let type = inherited.type.trimmedDescription
                if classes.contains(String(type.prefix { $0 != "<" })) {
                    superclass = type
                } else {
                    pending.append(type)
                }
            }
        }
        return "final class \(name(of: protocolName)): \(superclass.map { $0 + ", " } ?? "")\(protocolName) {\n"
            + "    required \(superclass == nil ? "" : "override ")init() {}\n"
            + members.map { "    " + $0 + "\n" }.joined() + "}\n"
    }

    /// The files' protocols, by name.
    static func declarations(in files: [SourceFileSyntax]) -> [String: ProtocolDeclSyntax] {
        let all = files.flatMap {
            PortRewriter.topLevel($0.statements).compactMap { $0.as(ProtocolDeclSyntax.self) }
        }
        return Dictionary(all.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The public protocols among `names` and those they refine, as the app's files declaring
    /// them elsewhere (`declaredElsewhere`) declare them: a module of the app's holds them
    /// (TBA's `TBAAPIProtocol`, in its API package), built apart, and a stub conforming to
    /// nothing more does not compile. Only public ones: a protocol of the screen's own target
    /// is read into the copy by the search, which a stub's missing requirements bring about.
    ///
    /// - Complexity: a parse of each file declaring one of them.
    static func moduleDeclarations(
        of names: [String], in declaredElsewhere: PreviewSources.DeclaredElsewhere
    ) -> [String: ProtocolDeclSyntax] {
        var found: [String: ProtocolDeclSyntax] = [:]
        var pending = names
        while let name = pending.popLast() {
            guard found[name] == nil else { continue }
            let texts = declaredElsewhere(name).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            let declaration = declarations(in: texts.map { Parser.parse(source: $0) })[name]
            guard let declaration, declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) })
            else { continue }
            found[name] = declaration
            pending += (declaration.inheritanceClause?.inheritedTypes ?? []).map(\.type.trimmedDescription)
        }
        return found
    }

    /// The type each conformer of the files names for an associated type, by protocol and
    /// associated type (the first conformer's, in the files' order).
    static func associatedTypes(in files: [SourceFileSyntax]) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        for file in files {
            for decl in PortRewriter.topLevel(file.statements) {
                guard let conformer = decl.asProtocol(DeclGroupSyntax.self),
                    let inherited = conformer.inheritanceClause?.inheritedTypes
                else { continue }
                let aliases = conformer.memberBlock.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }
                for type in inherited {
                    for alias in aliases where found[type.type.trimmedDescription]?[alias.name.text] == nil {
                        found[type.type.trimmedDescription, default: [:]][alias.name.text] =
                            alias.initializer.value.trimmedDescription
                    }
                }
            }
        }
        return found
    }

    /// A requirement implemented: a method answering its return type's empty value (nothing for
    /// none), a property answering one and keeping nothing. Nil for what needs no witness
    /// (a type alias, an associated type has a default or fails as on a missing witness).
    private static func requirement(_ decl: DeclSyntax, of protocolName: String) -> String? {
        let place = "\"\(protocolName)\""
        if let function = decl.as(FunctionDeclSyntax.self) {
            let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            let signature = function.witnessSignature
            let returned = function.signature.returnClause?.type.trimmedDescription
            let body = [nil, "Void", "()"].contains(returned) ? "{}" : "{ _layouttyLeftOut(\(place)) }"
            return (isStatic ? "static " : "") + signature + " " + body
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type.trimmedDescription
        {
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            let settable = binding.accessorBlock?.description.contains("set") == true
            return (isStatic ? "static " : "") + "var \(binding.pattern.trimmedDescription): \(type) { get { "
                + "_layouttyLeftOut(\(place)) }" + (settable ? " set {} }" : " }")
        }
        // `init()` is the stub's own; another initializer, what the protocol asks for.
        if let initializer = decl.as(InitializerDeclSyntax.self),
            !initializer.signature.parameterClause.parameters.isEmpty
        {
            return "required "
                + initializer.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
                .trimmedDescription + " {}"
        }
        return nil
    }
}
