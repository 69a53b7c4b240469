import Foundation
import LayouttySystem

/// Objective-C declarations as Swift written for iOS: a class per `@interface`/`@implementation`,
/// a protocol per `@protocol` (optional methods `@objc optional`, which the preview's port
/// answers as for Swift files), a function per static C function. Each declaration and
/// statement is headed by `#sourceLocation` naming its `.m` or `.h` line, so the compiler's
/// errors and the program's traps name the user's line.
///
/// Semantics kept (what clang's tree states is made explicit): clang's implicit conversions
/// become Swift conversions; messaging nil answers zero (`view?.frame ?? .zero`); objects are
/// optionals, `NSString *` a `String` and `NSIndexPath *` an `IndexPath`; a property without
/// its own accessors is a stored property and its ivar the same storage.
struct ObjCTranslator {
    /// The files' text by path, to read what clang's tree does not hold (literals, `for` clauses).
    var sources: [String: [UInt8]]
    /// The user's files: declarations elsewhere (the prelude) are not translated.
    var userFiles: Set<String>
    private(set) var output: [String] = []
    private(set) var classes: [String: ClassModel] = [:]
    private(set) var classOrder: [String] = []
    private(set) var protocols: [(name: String, node: ClangNode)] = []
    private(set) var functions: [ClangNode] = []
    /// File-scope variables and constants (a `static` one inside `@implementation` too).
    private(set) var globals: [ClangNode] = []
    /// The files' C structs (an anonymous one named by the typedef that follows it).
    private(set) var structs:
        [(name: String, aliases: [String], fields: [(name: String, type: SwiftType)], node: ClangNode)] = []
    private(set) var typedefs: [String: SwiftType] = [:]
    private(set) var enumConstants: [(name: String, value: String, type: String, node: ClangNode)] = []
    /// Selectors the files declare (their own methods): called by their Swift names.
    private(set) var ownSelectors: Set<String> = []
    /// What each of those methods returns (its Objective-C type).
    private(set) var ownResults: [String: String] = [:]
    /// Methods of the files' protocols declared `@optional`.
    private(set) var optionalSelectors: Set<String> = []
    /// Methods the files' protocols declare: named as the files name them, even where UIKit
    /// declares the same selector (a waterfall's own `collectionView:layout:insetForSectionAtIndex:`).
    private(set) var protocolSelectors: Set<String> = []
    /// The protocol of the files declaring each of those methods.
    private(set) var protocolOf: [String: String] = [:]
    /// Declarations already read (one header imported by two `.m` files).
    private(set) var done: Set<String> = []

    struct ClassModel {
        var name: String
        var superclass = "NSObject"
        var protocols: [String] = []
        var properties: [ClangNode] = []
        var ivars: [ClangNode] = []
        var methods: [ClangNode] = []
        var line: (file: String, line: Int)?
        /// The files' `@interface` declares the class; else its methods are a category's, of a
        /// class declared elsewhere (UIKit's), written as an extension.
        var isDeclared = false
    }

    init(sources: [String: [UInt8]], userFiles: Set<String>) {
        self.sources = sources
        self.userFiles = userFiles
    }

    private func isUser(_ node: ClangNode) -> Bool { userFiles.contains(node.file) }

    /// Reads the top-level declarations of one translation unit; `swift` then writes them.
    mutating func read(_ nodes: [ClangNode]) throws(ObjCError) {
        for node in nodes
        where isUser(node)
            && done.insert(
                "\(node.file):\(node.start):\(node.end):\(node.kind):\(node.spelling):\(node.children.count)"
            ).inserted
        {
            switch node.kind {
            case CursorKind.interfaceDecl:
                var model = classes[node.spelling] ?? ClassModel(name: node.spelling)
                for child in node.children {
                    switch child.kind {
                    case CursorKind.superClassRef: model.superclass = child.spelling
                    case CursorKind.protocolRef: model.protocols.append(child.spelling)
                    case CursorKind.propertyDecl: model.properties.append(child)
                    case CursorKind.ivarDecl: model.ivars.append(child)
                    default: break
                    }
                }
                model.line = model.line ?? (node.file, node.line)
                model.isDeclared = true
                note(node.spelling)
                classes[node.spelling] = model
            case CursorKind.categoryDecl:
                // A class extension (`@interface Layout ()`) adds properties; a named category too.
                guard let owner = node.children.first(where: { $0.kind == CursorKind.classRef })?.spelling else {
                    continue
                }
                var model = classes[owner] ?? ClassModel(name: owner)
                model.properties += node.children.filter { $0.kind == CursorKind.propertyDecl }
                model.ivars += node.children.filter { $0.kind == CursorKind.ivarDecl }
                model.protocols += node.children.filter { $0.kind == CursorKind.protocolRef }.map(\.spelling)
                note(owner)
                classes[owner] = model
            case CursorKind.implementationDecl, CursorKind.categoryImplDecl:
                let owner =
                    node.kind == CursorKind.implementationDecl
                    ? node.spelling
                    : node.children.first(where: { $0.kind == CursorKind.classRef })?.spelling ?? node.spelling
                var model = classes[owner] ?? ClassModel(name: owner)
                model.ivars += node.children.filter { $0.kind == CursorKind.ivarDecl }
                model.methods += node.children.filter {
                    ($0.kind == CursorKind.instanceMethodDecl || $0.kind == CursorKind.classMethodDecl)
                        && $0.isDefinition
                }
                globals += node.children.filter { $0.kind == CursorKind.varDecl }
                functions += node.children.filter { $0.kind == CursorKind.functionDecl && $0.isDefinition }
                model.line = model.line ?? (node.file, node.line)
                note(owner)
                classes[owner] = model
            case CursorKind.protocolDecl:
                if node.children.contains(where: {
                    $0.kind == CursorKind.instanceMethodDecl || $0.kind == CursorKind.protocolRef
                }) {
                    protocols.append((node.spelling, node))
                }
            case CursorKind.functionDecl where node.isDefinition:
                functions.append(node)
            case CursorKind.typedefDecl:
                try readTypedef(node)
            case CursorKind.enumDecl:
                readEnum(node, named: node.spelling)
            case CursorKind.varDecl:
                globals.append(node)
            case CursorKind.structDecl where node.children.contains { $0.kind == CursorKind.fieldDecl }:
                let name = node.spelling.hasPrefix("struct (") || node.spelling.isEmpty ? "" : node.spelling
                try readStruct(node, named: name)
            default:
                break
            }
            for child in node.children
            where child.kind == CursorKind.instanceMethodDecl || child.kind == CursorKind.classMethodDecl {
                ownSelectors.insert(child.spelling)
                ownResults[child.spelling] = ownResults[child.spelling] ?? child.resultType
            }
            for child in node.children where child.kind == CursorKind.propertyDecl {
                ownSelectors.insert(child.spelling)
            }
            if node.kind == CursorKind.protocolDecl {
                for child in node.children where child.kind == CursorKind.instanceMethodDecl {
                    protocolSelectors.insert(child.spelling)
                    protocolOf[child.spelling] = protocolOf[child.spelling] ?? node.spelling
                    if child.isOptional { optionalSelectors.insert(child.spelling) }
                }
            }
        }
    }

    private mutating func note(_ name: String) {
        if !classOrder.contains(name) { classOrder.append(name) }
    }

    /// `typedef NS_ENUM(NSInteger, Kind)` and other typedefs of numbers: the name stands for the number type.
    private mutating func readTypedef(_ node: ClangNode) throws(ObjCError) {
        // `typedef struct { … } Slot;`: the struct read just before, or its definition inside.
        if let definition = node.children.first(where: {
            $0.kind == CursorKind.structDecl && $0.children.contains { $0.kind == CursorKind.fieldDecl }
        }) {
            return try readStruct(definition, named: node.spelling)
        }
        if node.canonicalType.hasPrefix("struct"),
            let index = structs.lastIndex(where: { $0.name.isEmpty || node.canonicalType == "struct " + $0.name })
        {
            if structs[index].name.isEmpty {
                structs[index].name = node.spelling
            } else if structs[index].name != node.spelling {
                structs[index].aliases.append(node.spelling)
            }
            typedefs[node.spelling] = SwiftType(name: structs[index].name)
            return
        }
        let underlying = node.canonicalType.replacingOccurrences(of: "enum ", with: "")
        if let type = ObjCTypes.swiftType(underlying, typedefs: typedefs) ?? ObjCTypes.swiftType("NSInteger") {
            typedefs[node.spelling] = type
        }
        for child in node.children where child.kind == CursorKind.enumDecl { readEnum(child, named: node.spelling) }
    }

    /// A C struct of the files: a Swift struct of the same fields, each C's zero until set.
    private mutating func readStruct(_ node: ClangNode, named name: String) throws(ObjCError) {
        var fields: [(name: String, type: SwiftType)] = []
        for field in node.children where field.kind == CursorKind.fieldDecl {
            guard let type = ObjCTypes.swiftType(field.type, typedefs: typedefs) else {
                throw ObjCError(field, "\(field.spelling): a struct field of type \(field.type) is not translated yet")
            }
            fields.append((field.spelling, type))
        }
        if let existing = structs.firstIndex(where: { !$0.name.isEmpty && $0.name == name }) {
            structs.remove(at: existing)
        }
        structs.append((name, [], fields, node))
        if !name.isEmpty { typedefs[name] = SwiftType(name: name) }
    }

    /// The fields of a struct of the files, in order.
    func structFields(_ name: String) -> [(name: String, type: SwiftType)]? {
        structs.first { $0.name == name }?.fields
    }

    /// An enumeration's constants, numbered as C numbers them.
    private mutating func readEnum(_ node: ClangNode, named name: String) {
        var next = 0
        for constant in node.children where constant.kind == CursorKind.enumConstantDecl {
            if let valueNode = constant.children.first, let value = Int(literalText(valueNode) ?? "") { next = value }
            enumConstants.append((constant.spelling, String(next), name.isEmpty ? "Int" : name, constant))
            next += 1
        }
        if !name.isEmpty, typedefs[name] == nil { typedefs[name] = .int }
    }

    /// The Swift text of everything read.
    func swift() throws(ObjCError) -> String {
        var writer = SwiftWriter()
        writer.line("import Foundation")
        writer.line("import UIKit")
        writer.line("import _LayouttyPortRuntime")
        for (name, value, type, node) in enumConstants {
            writer.at(node)
            writer.line("let \(name): \(type == "Int" ? "Int" : type) = \(value)")
        }
        if !enumConstants.isEmpty {
            for name in Set(enumConstants.map(\.type)) where name != "Int" { writer.line("typealias \(name) = Int") }
        }
        for entry in structs where !entry.name.isEmpty {
            writer.at(entry.node)
            writer.open("struct \(entry.name)")
            for field in entry.fields { writer.line("var \(field.name): \(field.type.written) = \(field.type.zero)") }
            writer.close()
            for alias in entry.aliases { writer.line("typealias \(alias) = \(entry.name)") }
        }
        for global in globals { try writeGlobal(global, &writer) }
        for (name, node) in protocols { try writeProtocol(name, node, &writer) }
        for function in functions { try writeFunction(function, &writer) }
        for name in classOrder {
            guard let model = classes[name] else { continue }
            try writeClass(model, &writer)
        }
        try writeSharedSelectors(&writer)
        return writer.text
    }

    // MARK: - What scopes need

    func isOwnSelector(_ selector: String) -> Bool { ownSelectors.contains(selector) }
    /// The Swift type a method of the files returns.
    func ownResult(_ selector: String) -> SwiftType? { ownResults[selector].flatMap(swiftType) }
    /// What an `id` taken from a collection is cast to before it is sent `selector`: the one
    /// class of the files declaring it as a method or property, or, where several classes
    /// declare the method (a section and its item zone, each answering
    /// `offsetForNearestColumnToOffset:`), the protocol they all conform to here (`sharedSelectors`).
    func ownClass(declaring selector: String) -> String? {
        let owners = owners(of: selector)
        if owners.count > 1, sharedSelectors.keys.contains(selector) { return Self.protocolName(of: selector) }
        return owners.count == 1 ? owners.first?.name : nil
    }

    /// The classes of the files declaring `selector` as a method or property, but those
    /// inheriting it from another of them (an override), by name.
    func owners(of selector: String) -> [ClassModel] {
        let all = classes.values.filter { model in
            model.isDeclared
                && (model.methods.contains { $0.spelling == selector }
                    || model.properties.contains { $0.spelling == selector })
        }
        let names = Set(all.map(\.name))
        return all.filter { model in
            var ancestor = classes[model.superclass]
            var seen = Set<String>()
            while let current = ancestor, seen.insert(current.name).inserted {
                if names.contains(current.name) { return false }
                ancestor = classes[current.superclass]
            }
            return true
        }.sorted { $0.name < $1.name }
    }

    /// Instance methods several unrelated classes of the files declare alike, with one
    /// declaration, by selector: Objective-C finds the method on whatever object is sent it;
    /// Swift, through a protocol those classes conform to (`writeSharedSelectors`).
    var sharedSelectors: [String: ClangNode] {
        var shared: [String: ClangNode] = [:]
        for selector in Set(classes.values.flatMap { $0.methods.map(\.spelling) })
        where !selector.hasPrefix("init") && ObjCNames.overrides[selector] == nil {
            let declarations = owners(of: selector).compactMap { model in
                model.methods.first { $0.spelling == selector && $0.kind == CursorKind.instanceMethodDecl }
            }
            let signatures = Set(declarations.map { try? signature(of: $0, ownerIsProtocol: true) })
            if declarations.count > 1, signatures.count == 1, signatures.first! != nil {
                shared[selector] = declarations[0]
            }
        }
        return shared
    }

    static func protocolName(of selector: String) -> String {
        "_LayouttyResponds_" + selector.replacingOccurrences(of: ":", with: "_")
    }
    /// UIKit's delegate method of this selector, unless a protocol of the files declares it.
    func uikitDelegateMethod(_ selector: String) -> ObjCNames.Override? {
        protocolSelectors.contains(selector) ? nil : ObjCNames.delegateMethods[selector]
    }
    func isEnumConstant(_ name: String) -> Bool { enumConstants.contains { $0.name == name } }
    func swiftType(_ spelling: String) -> SwiftType? {
        spelling == "instancetype" ? nil : ObjCTypes.swiftType(spelling, typedefs: typedefs)
    }
    func classModel(_ name: String) -> ClassModel? { classes[name] }
    /// The type of a property of the files' classes named `name`.
    func ownPropertyType(_ name: String) -> SwiftType? {
        for model in classes.values {
            if let property = model.properties.first(where: { $0.spelling == name }) { return swiftType(property.type) }
        }
        return nil
    }
}
