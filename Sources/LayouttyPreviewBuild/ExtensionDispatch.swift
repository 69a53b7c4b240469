import SwiftSyntax

/// Objective-C's dispatch for a member an app declares in an extension of UIKit's class and
/// its subclasses override: falcon's `extension UIViewController { @objc var screenLoggingName:
/// String { fatalError("This var must be overritten") } }`, which 65 of its screens override.
/// On iOS the message reaches the subclass's override; Swift off Apple's platforms lets no
/// class override an extension's member. So the copy says it another way:
///
/// - the extension's member is renamed `_layouttyBase_<name>`, and beside it (on its last line)
///   a member of the old name asks `self as? _LayouttyOverriding_<name>` and calls the
///   override if the instance has one, else the renamed member;
/// - each override is renamed `_layouttyOverride_<name>`; the first class in a chain to
///   override loses `override` and conforms to the protocol, a subclass overriding again keeps
///   `override` (Swift's own dispatch from there);
/// - `super.<name>` in a class reaches what iOS's `super` would: the superclass's override, or
///   the extension's body.
///
/// A member no single protocol requirement can restate (static, variadic, `rethrows`, a
/// stored property, or one declared in extensions of two UIKit classes) is not dispatched:
/// its overrides are left out and the extension's member answers, as before.
enum ExtensionDispatch {
    /// What the copy declares for one dispatched member.
    struct Member {
        /// The full name: `pin(to:)`, `screenLoggingName`.
        var name: String
        /// The member of the old name, added after the renamed one.
        var dispatcher: String
        /// The protocol the overriding classes conform to.
        var declaration: String
    }

    /// The full name of a method or of a property's single binding; `nil` for anything else.
    static func fullName(of declaration: DeclSyntax) -> String? {
        declaration.as(FunctionDeclSyntax.self)?.fullName ?? nameToken(of: declaration)?.text
    }

    /// The name a method or a property's single binding is declared by: what the copy renames.
    static func nameToken(of declaration: DeclSyntax) -> TokenSyntax? {
        if let function = declaration.as(FunctionDeclSyntax.self) { return function.name }
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1 else { return nil }
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
    }

    /// The one method of `names` (full names) that a call of `base` with argument `labels` can
    /// be: its labels hold the call's in order, as a call leaving out defaulted arguments or
    /// passing a trailing closure (whose label the call does not say) does.
    static func method(named base: String, calledWith labels: [String], among names: Set<String>) -> String? {
        let matching = names.filter { name in
            guard name.hasPrefix(base + "("), name.hasSuffix(")") else { return false }
            var declared = name.dropFirst(base.count + 1).dropLast().split(separator: ":").makeIterator()
            return labels.allSatisfy { label in
                while let next = declared.next() { if next == label { return true } }
                return false
            }
        }
        return matching.count == 1 ? matching.first : nil
    }

    static func protocolName(_ fullName: String) -> String {
        "_LayouttyOverriding_" + String(fullName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
    static func baseName(_ name: String) -> String { "_layouttyBase_" + name }
    static func overrideName(_ name: String) -> String { "_layouttyOverride_" + name }

    /// The dispatcher and protocol for `declaration`, a member of an extension of UIKit's class
    /// (`isPublic`: one written `public extension`); `nil` if a protocol requirement cannot
    /// restate it.
    static func member(_ declaration: DeclSyntax, isPublic: Bool = false) -> Member? {
        if let function = declaration.as(FunctionDeclSyntax.self) { return member(function, isPublic: isPublic) }
        return declaration.as(VariableDeclSyntax.self).flatMap { member($0, isPublic: isPublic) }
    }

    private static func member(_ function: FunctionDeclSyntax, isPublic: Bool) -> Member? {
        let parameters = function.signature.parameterClause.parameters
        let effects = function.signature.effectSpecifiers
        guard !isStatic(function.modifiers), parameters.allSatisfy({ $0.ellipsis == nil }),
            effects?.throwsClause?.throwsSpecifier.tokenKind != .keyword(.rethrows)
        else { return nil }
        let name = function.name.text
        let arguments = parameters.map { parameter in
            let local = (parameter.secondName ?? parameter.firstName).text
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
            }
            let value = (isInout == true ? "&" : "") + local
            return parameter.firstName.tokenKind == .wildcard ? value : "\(parameter.firstName.text): \(value)"
        }.joined(separator: ", ")
        let effect = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        let generics = function.genericParameterClause?.trimmedDescription ?? ""
        let signature = function.signature.trimmedDescription
        let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        let bare = function.signature.with(
            \.parameterClause.parameters,
            FunctionParameterListSyntax(
                parameters.map {
                    $0.defaultValue == nil ? $0 : $0.with(\.defaultValue, nil).with(\.type, $0.type.trimmed)
                }
            )
        ).trimmedDescription
        let proto = protocolName(function.fullName)
        let dispatcher =
            "\(prefix(function.attributes, function.modifiers))func \(name)\(generics)\(signature)\(whereClause) { "
            + "if let overriding = self as? \(proto) { return \(effect)overriding.\(overrideName(name))(\(arguments)) }; "
            + "return \(effect)\(baseName(name))(\(arguments)) }"
        let requirement = "func \(overrideName(name))\(generics)\(bare)\(whereClause)"
        return Member(
            name: function.fullName, dispatcher: dispatcher,
            declaration: declaration(proto, requirement, isPublic: isPublic || Self.isPublic(function.modifiers)))
    }

    private static func member(_ variable: VariableDeclSyntax, isPublic: Bool) -> Member? {
        guard !isStatic(variable.modifiers), let name = nameToken(of: DeclSyntax(variable))?.text,
            let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type.trimmedDescription, let accessors = binding.accessorBlock
        else { return nil }
        let settable: Bool
        switch accessors.accessors {
        case .getter: settable = false
        case .accessors(let list):
            // Observers mean storage, which an extension has none of.
            guard list.allSatisfy({ [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }) else {
                return nil
            }
            settable = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        }
        let proto = protocolName(name)
        let getter =
            "if let overriding = self as? \(proto) { return overriding.\(overrideName(name)) }; return \(baseName(name))"
        let setter =
            "if let overriding = self as? \(proto) { overriding.\(overrideName(name)) = newValue } "
            + "else { \(baseName(name)) = newValue }"
        let body = settable ? "get { \(getter) } set { \(setter) }" : getter
        return Member(
            name: name,
            dispatcher: "\(prefix(variable.attributes, variable.modifiers))var \(name): \(type) { \(body) }",
            declaration: declaration(
                proto, "var \(overrideName(name)): \(type) { get\(settable ? " set" : "") }",
                isPublic: isPublic || Self.isPublic(variable.modifiers)))
    }

    /// The protocol overriding classes conform to: class-bound, so a setter is called through
    /// a constant; public where the member is, so classes of the app's other modules can.
    private static func declaration(_ name: String, _ requirement: String, isPublic: Bool) -> String {
        "\(isPublic ? "public " : "")protocol \(name): AnyObject { \(requirement) }\n"
    }

    /// The member's attributes and modifiers that say how it is called (`@discardableResult`,
    /// `@MainActor`, `public`), without those of Objective-C's (`@objc`, `dynamic`).
    private static func prefix(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> String {
        let kept = attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            ["discardableResult", "MainActor"].contains($0.attributeName.trimmedDescription)
        }.map(\.trimmedDescription)
        let words = modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }.map(\.trimmedDescription)
        return (kept + words).map { $0 + " " }.joined()
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }
    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
    }
}
