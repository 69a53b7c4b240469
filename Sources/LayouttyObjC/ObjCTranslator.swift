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
    private var classes: [String: ClassModel] = [:]
    private var classOrder: [String] = []
    private var protocols: [(name: String, node: ClangNode)] = []
    private var functions: [ClangNode] = []
    /// File-scope variables and constants (a `static` one inside `@implementation` too).
    private var globals: [ClangNode] = []
    /// The files' C structs (an anonymous one named by the typedef that follows it).
    private var structs: [(name: String, aliases: [String], fields: [(name: String, type: SwiftType)], node: ClangNode)] = []
    private var typedefs: [String: SwiftType] = [:]
    private var enumConstants: [(name: String, value: String, type: String, node: ClangNode)] = []
    /// Selectors the files declare (their own methods): called by their Swift names.
    private var ownSelectors: Set<String> = []
    /// What each of those methods returns (its Objective-C type).
    private var ownResults: [String: String] = [:]
    /// Methods of the files' protocols declared `@optional`.
    private(set) var optionalSelectors: Set<String> = []
    /// Methods the files' protocols declare: named as the files name them, even where UIKit
    /// declares the same selector (a waterfall's own `collectionView:layout:insetForSectionAtIndex:`).
    private(set) var protocolSelectors: Set<String> = []
    /// The protocol of the files declaring each of those methods.
    private(set) var protocolOf: [String: String] = [:]
    /// Declarations already read (one header imported by two `.m` files).
    private var done: Set<String> = []

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
            && done.insert("\(node.file):\(node.start):\(node.end):\(node.kind):\(node.spelling):\(node.children.count)").inserted
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
                guard let owner = node.children.first(where: { $0.kind == CursorKind.classRef })?.spelling else { continue }
                var model = classes[owner] ?? ClassModel(name: owner)
                model.properties += node.children.filter { $0.kind == CursorKind.propertyDecl }
                model.ivars += node.children.filter { $0.kind == CursorKind.ivarDecl }
                model.protocols += node.children.filter { $0.kind == CursorKind.protocolRef }.map(\.spelling)
                note(owner)
                classes[owner] = model
            case CursorKind.implementationDecl, CursorKind.categoryImplDecl:
                let owner =
                    node.kind == CursorKind.implementationDecl
                    ? node.spelling : node.children.first(where: { $0.kind == CursorKind.classRef })?.spelling ?? node.spelling
                var model = classes[owner] ?? ClassModel(name: owner)
                model.ivars += node.children.filter { $0.kind == CursorKind.ivarDecl }
                model.methods += node.children.filter {
                    ($0.kind == CursorKind.instanceMethodDecl || $0.kind == CursorKind.classMethodDecl) && $0.isDefinition
                }
                globals += node.children.filter { $0.kind == CursorKind.varDecl }
                functions += node.children.filter { $0.kind == CursorKind.functionDecl && $0.isDefinition }
                model.line = model.line ?? (node.file, node.line)
                note(owner)
                classes[owner] = model
            case CursorKind.protocolDecl:
                if node.children.contains(where: { $0.kind == CursorKind.instanceMethodDecl || $0.kind == CursorKind.protocolRef }) {
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
            for child in node.children where child.kind == CursorKind.instanceMethodDecl || child.kind == CursorKind.classMethodDecl {
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
        if let existing = structs.firstIndex(where: { !$0.name.isEmpty && $0.name == name }) { structs.remove(at: existing) }
        structs.append((name, [], fields, node))
        if !name.isEmpty { typedefs[name] = SwiftType(name: name) }
    }

    /// The fields of a struct of the files, in order.
    func structFields(_ name: String) -> [(name: String, type: SwiftType)]? { structs.first { $0.name == name }?.fields }

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
        return writer.text
    }

    private func type(_ spelling: String, _ node: ClangNode) throws(ObjCError) -> SwiftType {
        if spelling == "instancetype" { return SwiftType(name: "Self", isOptional: true) }
        guard let type = ObjCTypes.swiftType(spelling, typedefs: typedefs) else {
            throw ObjCError(node, "the type \(spelling) is not translated yet")
        }
        return type
    }

    private func writeProtocol(_ name: String, _ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        writer.at(node)
        let refined = node.children.filter { $0.kind == CursorKind.protocolRef }.map {
            $0.spelling == "NSObject" ? "NSObjectProtocol" : $0.spelling
        }
        writer.open("@objc protocol \(name)\(refined.isEmpty ? "" : ": " + refined.joined(separator: ", "))")
        for method in node.children where method.kind == CursorKind.instanceMethodDecl {
            writer.at(method)
            writer.line((method.isOptional ? "@objc optional " : "") + (try signature(of: method, ownerIsProtocol: true)))
        }
        writer.close()
    }

    /// `func name(_ a: T, label b: U) -> R` of a method the files declare, or an override's.
    private func signature(of method: ClangNode, ownerIsProtocol: Bool = false) throws(ObjCError) -> String {
        let parameters = method.children.filter { $0.kind == CursorKind.parmDecl }
        let names = parameters.map(\.spelling)
        if !ownerIsProtocol, let known = ObjCNames.overrides[method.spelling] ?? uikitDelegateMethod(method.spelling) {
            // A parameter Swift types otherwise (`[UICollectionViewUpdateItem]` for an NSArray) is
            // taken under `_name` and converted first (`adapted`).
            return ObjCNames.fill(known.declaration, arguments: names.map { adapted(method)[$0] == nil ? $0 : "_" + $0 })
        }
        let (base, labels) = ObjCNames.swiftName(ofSelector: method.spelling)
        var written: [String] = []
        for (index, parameter) in parameters.enumerated() {
            let label = labels.indices.contains(index) ? labels[index] : "_"
            let type = try type(parameter.type, parameter)
            written.append("\(label == parameter.spelling ? label : label + " " + parameter.spelling): \(type.written)")
        }
        let result = try type(method.resultType, method)
        let returns = result == .void ? "" : " -> " + (result.name == "Self" ? "Self?" : result.written)
        return "\(method.kind == CursorKind.classMethodDecl ? "class " : "")func \(base)(\(written.joined(separator: ", ")))\(returns)"
    }

    /// `static const NSInteger count = 20;` → `let count: Int = 20`; an `extern` declaration
    /// (no value: its definition is in a `.m`) is left to the definition.
    private func writeGlobal(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let value = node.children.last { !(40...49).contains($0.kind) }
        if !node.isDefinition { return }  // `extern` (FOUNDATION_EXPORT): defined elsewhere, or by a framework
        let type = try type(node.type, node)
        writer.at(node)
        var scope = Scope(translator: self, selfClass: nil, result: .void, parameters: [:])
        let written = try value.map { value throws(ObjCError) in scope.convert(try scope.expression(value), to: type) } ?? type.zero
        let isConstant = node.type.contains("const")
        writer.line("\(isConstant ? "let" : "nonisolated(unsafe) var") \(node.spelling): \(type.written) = \(written)")
        _ = scope.locals
    }

    private func writeFunction(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parameters = node.children.filter { $0.kind == CursorKind.parmDecl }
        var written: [String] = []
        for parameter in parameters { written.append("_ \(parameter.spelling): \(try type(parameter.type, parameter).written)") }
        let result = try type(node.resultType, node)
        writer.at(node)
        writer.open("private func \(node.spelling)(\(written.joined(separator: ", ")))\(result == .void ? "" : " -> " + result.written)")
        guard let body = node.children.last(where: { $0.kind == CursorKind.compoundStmt }) else { throw ObjCError(node, "no body") }
        var scope = Scope(translator: self, selfClass: nil, result: result, parameters: try locals(parameters), body: body)
        try scope.statements(of: body, &writer)
        writer.close()
    }

    private func locals(_ parameters: [ClangNode]) throws(ObjCError) -> [String: SwiftType] {
        var locals: [String: SwiftType] = [:]
        for parameter in parameters { locals[parameter.spelling] = try type(parameter.type, parameter) }
        return locals
    }

    /// Properties with accessors of the class's own are computed over `_name`; others are
    /// stored, their ivar the same storage.
    func storage(of model: ClassModel) -> [String: String] {
        var names: [String: String] = [:]
        let methods = Set(model.methods.map(\.spelling))
        for property in model.properties {
            let setter = "set" + property.spelling.prefix(1).uppercased() + property.spelling.dropFirst() + ":"
            names["_" + property.spelling] =
                methods.contains(property.spelling) || methods.contains(setter) ? "_" + property.spelling : property.spelling
        }
        return names
    }

    /// A category of a class the files do not declare: its methods in an extension.
    private func writeExtension(_ model: ClassModel, _ writer: inout SwiftWriter) throws(ObjCError) {
        if let property = model.properties.first {
            throw ObjCError(property, "\(model.name).\(property.spelling): a category's property is not translated yet")
        }
        if let line = model.line { writer.at(file: line.file, line: line.line) }
        writer.open("extension \(model.name)")
        for method in model.methods {
            writer.at(method)
            let result = try type(method.resultType, method)
            writer.open(try signature(of: method))
            try body(of: method, in: model, result: result, &writer)
            writer.close()
        }
        writer.close()
    }

    private func writeClass(_ model: ClassModel, _ writer: inout SwiftWriter) throws(ObjCError) {
        guard model.isDeclared else { return try writeExtension(model, &writer) }
        if let line = model.line { writer.at(file: line.file, line: line.line) }
        let inherits = [model.superclass] + model.protocols.filter { $0 != "NSObject" && $0 != "NSCopying" && $0 != "NSCoding" }
        writer.open("class \(model.name): \(inherits.joined(separator: ", "))")
        let storage = storage(of: model)
        let methods = Dictionary(model.methods.map { ($0.spelling, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for property in model.properties where seen.insert(property.spelling).inserted {
            let type = try type(property.type, property)
            let weak = property.propertyAttributes & 0x200 != 0 ? "weak " : ""
            writer.at(property)
            if storage["_" + property.spelling] == property.spelling {
                writer.line("\(weak)var \(property.spelling): \(type.written) = \(type.zero)")
                continue
            }
            writer.line("\(weak)var _\(property.spelling): \(type.written) = \(type.zero)")
            writer.open("var \(property.spelling): \(type.written)")
            if let getter = methods[property.spelling] {
                writer.open("get")
                try body(of: getter, in: model, result: type, &writer)
                writer.close()
            } else {
                writer.line("get { _\(property.spelling) }")
            }
            let setterName = "set" + property.spelling.prefix(1).uppercased() + property.spelling.dropFirst() + ":"
            if let setter = methods[setterName], let parameter = setter.children.first(where: { $0.kind == CursorKind.parmDecl }) {
                writer.open("set(\(parameter.spelling))")
                try body(of: setter, in: model, result: .void, &writer)
                writer.close()
            } else {
                writer.line("set { _\(property.spelling) = newValue }")
            }
            writer.close()
        }
        for ivar in model.ivars where !storage.keys.contains(ivar.spelling) {
            writer.at(ivar)
            if let array = ObjCTypes.cArray(ivar.type), let count = array.count {  // `CGFloat _tops[4];`
                let element = try type(array.element, ivar)
                writer.line("let \(ivar.spelling) = ObjCCArray<\(element.written)>(count: \(count), repeating: \(element.zero))")
                continue
            }
            let type = try type(ivar.type, ivar)
            writer.line("var \(ivar.spelling): \(type.written) = \(type.zero)")
        }
        let accessors = Set(
            storage.values.filter { $0.hasPrefix("_") }.flatMap { name in
                let property = String(name.dropFirst())
                return [property, "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"]
            })
        var hasInit = false
        for method in model.methods where !accessors.contains(method.spelling) {
            writer.at(method)
            if method.spelling == "init" || method.spelling.hasPrefix("initWith") {
                try writeInitializer(method, in: model, &writer)
                hasInit = hasInit || method.spelling == "init"
                continue
            }
            if let property = ObjCNames.setterProperty(method.spelling), !model.properties.contains(where: { $0.spelling == property }),
                let type = ObjCProperties.types[property], let parameter = method.children.first(where: { $0.kind == CursorKind.parmDecl })
            {
                // `- (void)setZIndex:` of a UIKit property: Swift overrides the property.
                let name = ObjCNames.properties[property] ?? property
                writer.open("override var \(name): \(type.written)")
                writer.line("get { super.\(name) }")
                writer.open("set(\(parameter.spelling))")
                try body(of: method, in: model, result: .void, &writer)
                writer.close()
                writer.close()
                continue
            }
            if let known = ObjCNames.overrides[method.spelling], known.isProperty {
                writer.open(known.declaration)
                try body(of: method, in: model, result: known.result, &writer)
                writer.close()
                continue
            }
            var result = ObjCNames.overrides[method.spelling]?.result
            if result == nil { result = try type(method.resultType, method) }
            writer.open(try signature(of: method))
            try body(of: method, in: model, result: result ?? .void, &writer)
            writer.close()
        }
        if hasInit, !model.methods.contains(where: { $0.spelling == "initWithCoder:" }) {
            writer.line("required init?(coder: NSCoder) { super.init(coder: coder) }")
        }
        writer.close()
    }

    /// `- (instancetype)init { if (self = [super init]) { … } return self; }` is Swift's
    /// `override init() { super.init(); … }`: every stored property has its zero already.
    private func writeInitializer(_ method: ClangNode, in model: ClassModel, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parameters = method.children.filter { $0.kind == CursorKind.parmDecl }
        if method.spelling == "init" {
            writer.open("override init()")
        } else if method.spelling == "initWithCoder:" {
            writer.open("required init?(coder \(parameters.first?.spelling ?? "coder"): NSCoder)")
        } else {
            throw ObjCError(method, "\(method.spelling): initializers other than init and initWithCoder: are not translated yet")
        }
        guard let body = method.children.last(where: { $0.kind == CursorKind.compoundStmt }) else { throw ObjCError(method, "no body") }
        var scope = Scope(translator: self, selfClass: model, result: .void, parameters: try locals(parameters), body: body)
        scope.isInitializer = true
        try scope.statements(of: body, &writer)
        writer.close()
    }

    private func body(of method: ClangNode, in model: ClassModel, result: SwiftType, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parameters = method.children.filter { $0.kind == CursorKind.parmDecl }
        guard let body = method.children.last(where: { $0.kind == CursorKind.compoundStmt }) else { throw ObjCError(method, "no body") }
        var scope = Scope(translator: self, selfClass: model, result: result, parameters: try locals(parameters), body: body)
        for (name, given) in adapted(method).sorted(by: { $0.key < $1.key }) {
            let own = scope.locals[name] ?? .any
            writer.line("let \(name): \(own.written) = \(scope.convert(Code(text: "_" + name, type: given), to: own))")
        }
        try scope.statements(of: body, &writer)
    }

    /// The parameters of an override (or UIKit delegate method) whose Swift type is not the one
    /// their Objective-C type becomes, with the Swift type.
    private func adapted(_ method: ClangNode) -> [String: SwiftType] {
        guard let known = ObjCNames.overrides[method.spelling] ?? uikitDelegateMethod(method.spelling) else { return [:] }
        var adapted: [String: SwiftType] = [:]
        for (index, parameter) in method.children.filter({ $0.kind == CursorKind.parmDecl }).enumerated()
        where known.parameters.indices.contains(index) {
            let given = known.parameters[index]
            if let own = swiftType(parameter.type), own.name != given.name { adapted[parameter.spelling] = given }
        }
        return adapted
    }

    // MARK: - What scopes need

    func isOwnSelector(_ selector: String) -> Bool { ownSelectors.contains(selector) }
    /// The Swift type a method of the files returns.
    func ownResult(_ selector: String) -> SwiftType? { ownResults[selector].flatMap(swiftType) }
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
