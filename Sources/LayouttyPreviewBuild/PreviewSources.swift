import CollectionLayout
import Foundation
import LayouttyKit
import LayouttySpec
import SwiftParser
import SwiftSyntax

/// What `layoutty preview` needs to know of a user's Swift files before compiling them, read
/// with Swift's own parser: the layout classes they declare (whose superclass chain reaches one
/// of UIKit's layouts), the functions and properties that return a layout wherever they are
/// declared (a top-level `createLayout()`, `static var list: UICollectionViewLayout`, a static
/// factory in `extension UICollectionViewLayout`, a type's method), and a glue function if one
/// is there.
///
/// ```swift
/// let sources = try PreviewSources(files: ["TagsLayout.swift"])
/// sources.layoutClasses.map(\.name) // ["TagsLayout"]
/// try sources.choice(named: nil)     // .expression("TagsLayout()", file: "TagsLayout.swift")
/// ```
package struct PreviewSources: Sendable {
    /// One declared class: its name (qualified when nested), superclass, whether it is generic,
    /// whether `Name()` makes one, and where it is.
    package struct ClassDeclaration: Equatable, Sendable {
        package var name: String
        package var superclass: String
        package var isGeneric: Bool
        /// It declares an initializer taking no arguments (nil: it declares no designated one,
        /// so it inherits its superclass's).
        package var declaresPlainInit: Bool?
        package var file: String
        package var line: Int
    }

    /// A function, property or global that returns a layout: `name` is what `--layout` takes,
    /// `expression` what the generated program evaluates.
    package struct Factory: Equatable, Sendable {
        package var name: String
        package var expression: String
        package var file: String
        package var line: Int
        /// The declared type: a UIKit layout or one of the files' classes.
        var returnType: String
    }

    /// A line that compiles differently on Linux, shown beside the compiler's error on it.
    package struct PortingHint: Equatable, Sendable {
        package var file: String
        package var line: Int
        package var message: String
    }

    /// One file as read: its path, text and syntax tree.
    struct File: @unchecked Sendable {
        var path: String
        var text: String
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter
        func line(of node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }
    }

    package private(set) var classes: [ClassDeclaration] = []
    private var candidateFactories: [Factory] = []
    package private(set) var hints: [PortingHint] = []
    /// A file declares `func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout`.
    package private(set) var hasGlueFunction = false
    private(set) var files: [File] = []

    /// The name of the glue function a file may declare to make the layout and configure the view.
    package static let glueFunctionName = "layouttyPreviewLayout"

    /// UIKit's layout classes a user's class may reach, and whether `Name()` makes one.
    static let uikitLayouts: [String: Bool] = [
        "UICollectionViewLayout": true, "UICollectionViewFlowLayout": true, "UICollectionViewCompositionalLayout": false
    ]

    package init(files paths: [String]) throws(PreviewError) {
        for path in paths {
            let bytes: [UInt8]
            switch FileBytes.read(path, as: .swiftSource) {
            case .success(let read): bytes = read
            case .failure(let failure): throw PreviewError("\(Message.cut(path)): \(failure.description)")
            }
            guard FileBytes.isUTF8(bytes) else { throw PreviewError("\(Message.cut(path)): is not UTF-8 text") }
            // A byte-order mark reads as three spaces: the copy compiles (swiftc refuses U+FEFF
            // there) and every byte offset — the live literals', the columns — stays the file's.
            let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            let text = String(decoding: hasMark ? Array("   ".utf8) + bytes.dropFirst(3) : bytes, as: UTF8.self)
            let tree = Parser.parse(source: text)
            let file = File(path: path, text: text, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree))
            let reader = DeclarationReader(file)
            reader.walk(tree)
            classes += reader.classes
            candidateFactories += reader.factories
            hints += reader.hints
            hasGlueFunction = hasGlueFunction || reader.hasGlueFunction
            files.append(file)
        }
    }

    /// Classes whose superclass chain reaches one of UIKit's layouts, in declaration order.
    package var layoutClasses: [ClassDeclaration] {
        var layouts = Set(Self.uikitLayouts.keys)
        var grew = true
        while grew {
            grew = false
            for declaration in classes
            where !layouts.contains(declaration.name) && layouts.contains(Self.unqualified(declaration.superclass)) {
                layouts.insert(declaration.name)
                grew = true
            }
        }
        return classes.filter { layouts.contains($0.name) }
    }

    /// The layout classes no other layout class in the files inherits from.
    package var leafLayoutClasses: [ClassDeclaration] {
        let layouts = layoutClasses
        let inherited = Set(layouts.map { Self.unqualified($0.superclass) })
        return layouts.filter { !inherited.contains($0.name) }
    }

    /// The functions, properties and globals whose declared type is a layout, in declaration order.
    package var factories: [Factory] {
        let layouts = Set(Self.uikitLayouts.keys).union(layoutClasses.map(\.name))
        return candidateFactories.filter { layouts.contains(Self.unqualified($0.returnType)) }
    }

    /// Whether `Name()` makes one: not generic, and an initializer without arguments declared
    /// or inherited (UIKit's compositional layout has none).
    package func isInstantiable(_ declaration: ClassDeclaration) -> Bool {
        guard !declaration.isGeneric else { return false }
        if let declared = declaration.declaresPlainInit { return declared }
        let superclass = Self.unqualified(declaration.superclass)
        if let uikit = Self.uikitLayouts[superclass] { return uikit }
        return classes.first { $0.name == superclass }.map(isInstantiable) ?? false
    }

    static func unqualified(_ name: String) -> String {
        name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    }
}

/// What the generated program calls to make the layout.
package enum LayoutChoice: Equatable, Sendable {
    /// `layouttyPreviewLayout(for: view)`, the glue function.
    case glueFunction
    /// An expression making the layout (`TagsLayout()`, `Layouts.list`, `createLayout()`),
    /// evaluated in a function generated in `file`, so that fileprivate declarations are in reach.
    case expression(String, file: String)
}

extension PreviewSources {
    /// The layout `--layout name` names, else the glue function when a file has one, else the
    /// one function or property returning a layout, else the one instantiable layout class no
    /// other inherits from. Several: refused, listing them with file:line (`details`).
    package func choice(named name: String?) throws(PreviewError) -> LayoutChoice {
        let classes = leafLayoutClasses.filter(isInstantiable)
        let candidates =
            factories.map { ($0.name, $0.expression, $0.file, $0.line) } + classes.map { ($0.name, "\($0.name)()", $0.file, $0.line) }
        let listing = candidates.map { "\($0.2):\($0.3): \($0.0)" }.joined(separator: "\n")
        if let name {
            let named =
                layoutClasses.filter(isInstantiable).map { ($0.name, "\($0.name)()", $0.file) } + candidates.map { ($0.0, $0.1, $0.2) }
            let matches = named.filter { $0.0 == name || $0.0.hasSuffix("." + name) }
            if let exact = matches.first(where: { $0.0 == name }) ?? (Set(matches.map(\.0)).count == 1 ? matches.first : nil) {
                return .expression(exact.1, file: exact.2)
            }
            if let generic = layoutClasses.first(where: { $0.name == name && $0.isGeneric }) { throw Self.generic(generic) }
            throw PreviewError(
                "--layout \(name): " + (matches.isEmpty ? "no such layout in the files" : "\(matches.count) layouts end in .\(name)")
                    + (candidates.isEmpty ? "" : " (they declare \(candidates.map(\.0).joined(separator: ", ")))"))
        }
        if hasGlueFunction { return .glueFunction }
        if factories.count == 1 { return .expression(factories[0].expression, file: factories[0].file) }
        if factories.isEmpty && classes.count == 1 { return .expression("\(classes[0].name)()", file: classes[0].file) }
        if candidates.isEmpty {
            if let generic = leafLayoutClasses.first(where: \.isGeneric) { throw Self.generic(generic) }
            let stuck = leafLayoutClasses.map { "\($0.name) (no init())" }
            // The way out names the class: `init(zoomFactor:)` needs the value the app passes.
            let wayOut = leafLayoutClasses.first.map {
                ": make one in a glue function (func \(Self.glueFunctionName)(for collectionView: UICollectionView) -> UICollectionViewLayout { \($0.name)(…) })"
            }
            throw PreviewError(
                "\(files.map(\.path).joined(separator: ", ")): no layout found: no UICollectionViewLayout subclass"
                    + (stuck.isEmpty ? "" : " that init() makes: \(stuck.joined(separator: ", "))")
                    + ", nor a function or property returning one" + (wayOut ?? ""))
        }
        throw PreviewError("the files declare \(candidates.count) layouts (listed above): name one with --layout", details: listing)
    }

    private static func generic(_ declaration: ClassDeclaration) -> PreviewError {
        PreviewError(
            "\(declaration.file):\(declaration.line): \(declaration.name) is generic: make it in a glue function "
                + "(func \(glueFunctionName)(for collectionView: UICollectionView) -> UICollectionViewLayout)")
    }
}

/// Reads the declarations of one file: classes (nested ones by their qualified name), the
/// functions and properties that may return a layout, the glue function, and porting hints.
/// What bodies and initial values declare is not reachable from outside: it is not recorded.
final class DeclarationReader: SyntaxVisitor {
    let file: PreviewSources.File
    var classes: [PreviewSources.ClassDeclaration] = []
    var factories: [PreviewSources.Factory] = []
    var hints: [PreviewSources.PortingHint] = []
    var hasGlueFunction = false
    /// The enclosing types and extensions: name, and whether members reach it as `Name()`.
    private var scopes: [(name: String, isType: Bool)] = []
    /// Inside a function, initializer or property: declarations there are local.
    private var bodyDepth = 0

    init(_ file: PreviewSources.File) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private var qualifier: String { scopes.map(\.name).joined(separator: ".") }
    private func qualified(_ name: String) -> String { scopes.isEmpty ? name : qualifier + "." + name }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 { classes.append(declaration(node)) }
        scopes.append((node.name.text, node.genericParameterClause == nil))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    private func declaration(_ node: ClassDeclSyntax) -> PreviewSources.ClassDeclaration {
        let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = inits.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
        let plain = inits.contains {
            $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } && $0.optionalMark == nil
        }
        return .init(
            name: qualified(node.name.text), superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? "",
            isGeneric: node.genericParameterClause != nil, declaresPlainInit: plain ? true : designated.isEmpty ? nil : false,
            file: file.path, line: file.line(of: node.name))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append((node.name.text, node.genericParameterClause == nil))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append((node.name.text, false))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only static members of an extension are reached (`Type.member`): whether `Type()`
        // makes one is the type's declaration's business.
        scopes.append((node.extendedType.trimmedDescription, false))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if bodyDepth == 0 && name == PreviewSources.glueFunctionName && scopes.isEmpty { hasGlueFunction = true }
        if bodyDepth == 0, node.signature.parameterClause.parameters.isEmpty, node.genericParameterClause == nil,
            let type = node.signature.returnClause?.type.trimmedDescription, let reach = reach(node.modifiers)
        {
            factories.append(
                .init(
                    name: qualified(name), expression: reach + name + "()", file: file.path, line: file.line(of: node.name),
                    returnType: type))
        }
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0, let reach = reach(node.modifiers) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // The declared type, else a call of a type's initializer: `UICollectionViewFlowLayout()`.
                let type =
                    binding.typeAnnotation?.type.trimmedDescription
                    ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                guard let type else { continue }
                factories.append(
                    .init(
                        name: qualified(name), expression: reach + name, file: file.path, line: file.line(of: binding.pattern),
                        returnType: type))
            }
        }
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { bodyDepth -= 1 }

    /// How a member is reached: `` at the top level, `Type.` when static, `Type().` on an
    /// instance of a type `Type()` may make; nil when it cannot be.
    private func reach(_ modifiers: DeclModifierListSyntax) -> String? {
        guard let scope = scopes.last else { return "" }
        // A private member is out of reach of the function generated beside it (fileprivate is not).
        if modifiers.contains(where: { [.keyword(.private), .keyword(.override)].contains($0.name.tokenKind) }) { return nil }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            return qualifier + "."
        }
        guard scope.isType, scopes.allSatisfy(\.isType) else { return nil }
        return qualifier + "()."
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            hint(node, "`#selector` needs the Objective-C runtime: call the method instead")
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if ["UIViewController", "UICollectionViewController"].contains(node.name.text) {
            hint(node, "view controllers are not part of Layoutty's UIKit: make the layout in a function or property outside one")
        }
        return .visitChildren
    }

    /// UIKit's C functions Swift 4.2 replaced: today's Xcode refuses them too, so the hint says
    /// what replaced them rather than adding them.
    static let replacedFunctions = [
        "UIEdgeInsetsInsetRect": "rect.inset(by: insets)", "UIEdgeInsetsMake": "UIEdgeInsets(top:left:bottom:right:)",
        "UIEdgeInsetsEqualToEdgeInsets": "==", "UIOffsetMake": "UIOffset(horizontal:vertical:)"
    ]

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let replacement = Self.replacedFunctions[node.baseName.text] {
            hint(node, "`\(node.baseName.text)` was replaced in Swift 4.2 (Xcode refuses it too): write `\(replacement)`")
        }
        return .visitChildren
    }

    private func hint(_ node: some SyntaxProtocol, _ message: String) {
        hints.append(.init(file: file.path, line: file.line(of: node), message: message))
    }
}
