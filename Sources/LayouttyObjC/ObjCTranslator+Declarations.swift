import Foundation

// Writing what `read` collected: protocols, globals, functions, categories and classes, each
// headed by its `#sourceLocation`.

extension ObjCTranslator {
    func type(_ spelling: String, _ node: ClangNode) throws(ObjCError) -> SwiftType {
        if spelling == "instancetype" { return SwiftType(name: "Self", isOptional: true) }
        guard let type = ObjCTypes.swiftType(spelling, typedefs: typedefs) else {
            throw ObjCError(node, "the type \(spelling) is not translated yet")
        }
        return type
    }

    func writeProtocol(_ name: String, _ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        writer.at(node)
        let refined = node.children.filter { $0.kind == CursorKind.protocolRef }.map {
            $0.spelling == "NSObject" ? "NSObjectProtocol" : $0.spelling
        }
        writer.open("@objc protocol \(name)\(refined.isEmpty ? "" : ": " + refined.joined(separator: ", "))")
        for method in node.children where method.kind == CursorKind.instanceMethodDecl {
            writer.at(method)
            writer.line(
                (method.isOptional ? "@objc optional " : "") + (try signature(of: method, ownerIsProtocol: true)))
        }
        writer.close()
    }

    /// `func name(_ a: T, label b: U) -> R` of a method the files declare, or an override's (of
    /// `model`'s UIKit superclass, when given).
    func signature(of method: ClangNode, in model: ClassModel? = nil, ownerIsProtocol: Bool = false) throws(ObjCError)
        -> String
    {
        let parameters = method.children.filter { $0.kind == CursorKind.parmDecl }
        let names = parameters.map(\.spelling)
        if !ownerIsProtocol, let known = knownMethod(method.spelling, in: model) {
            // A parameter Swift types otherwise (`[UICollectionViewUpdateItem]` for an NSArray) is
            // taken under `_name` and converted first (`adapted`).
            return ObjCNames.fill(
                known.declaration, arguments: names.map { adapted(method)[$0] == nil ? $0 : "_" + $0 })
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
        return
            "\(method.kind == CursorKind.classMethodDecl ? "class " : "")func \(base)(\(written.joined(separator: ", ")))\(returns)"
    }

    /// A protocol for each method several classes declare (`sharedSelectors`), and their
    /// conformances: an `id` sent it is cast to the protocol.
    func writeSharedSelectors(_ writer: inout SwiftWriter) throws(ObjCError) {
        for (selector, method) in sharedSelectors.sorted(by: { $0.key < $1.key }) {
            let name = Self.protocolName(of: selector)
            writer.open("protocol \(name)")
            writer.line(try signature(of: method, ownerIsProtocol: true))
            writer.close()
            for model in owners(of: selector) { writer.line("extension \(model.name): \(name) {}") }
        }
    }

    /// An override's declaration as `model` can make it: UIKit's method on a plain `NSObject`
    /// (SLTStickyCollectionViewLayout's sections answer `layoutAttributesForSupplementaryViewOfKind:
    /// atIndexPath:` for their layout) overrides nothing, so it is the class's own, named as
    /// callers call it; only `NSObject`'s own methods stay overrides there.
    func declaration(_ declaration: String, of selector: String, in model: ClassModel) -> String {
        guard declaration.hasPrefix("override "), root(of: model) == "NSObject",
            !["isEqual:", "hash", "description"].contains(selector)
        else { return declaration }
        return String(declaration.dropFirst("override ".count))
    }

    /// `static const NSInteger count = 20;` → `let count: Int = 20`; an `extern` declaration
    /// (no value: its definition is in a `.m`) is left to the definition.
    func writeGlobal(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let value = node.children.last { !(40...49).contains($0.kind) }
        if !node.isDefinition { return }  // `extern` (FOUNDATION_EXPORT): defined elsewhere, or by a framework
        let type = try type(node.type, node)
        writer.at(node)
        let scope = Scope(translator: self, selfClass: nil, result: .void, parameters: [:])
        let written =
            try value.map { value throws(ObjCError) in scope.convert(try scope.expression(value), to: type) }
            ?? type.zero
        let isConstant = node.type.contains("const")
        writer.line("\(isConstant ? "let" : "nonisolated(unsafe) var") \(node.spelling): \(type.written) = \(written)")
        _ = scope.locals
    }

    func writeFunction(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parameters = node.children.filter { $0.kind == CursorKind.parmDecl }
        var written: [String] = []
        for parameter in parameters {
            written.append("_ \(parameter.spelling): \(try type(parameter.type, parameter).written)")
        }
        let result = try type(node.resultType, node)
        writer.at(node)
        writer.open(
            "private func \(node.spelling)(\(written.joined(separator: ", ")))\(result == .void ? "" : " -> " + result.written)"
        )
        guard let body = node.children.last(where: { $0.kind == CursorKind.compoundStmt }) else {
            throw ObjCError(node, "no body")
        }
        var scope = Scope(
            translator: self, selfClass: nil, result: result, parameters: try locals(parameters), body: body)
        writeCopies(of: parameters.map(\.spelling), assignedIn: body, &writer)
        try scope.statements(of: body, &writer)
        writer.close()
    }

    /// A C parameter is a variable the body may assign (`if (!cache) cache = [NSMutableDictionary
    /// dictionary];`); Swift's are constants: each one the body assigns is copied into a `var`.
    func writeCopies(of parameters: [String], assignedIn body: ClangNode, _ writer: inout SwiftWriter) {
        let assigned = Scope.assignedNames(in: body)
        for name in parameters where assigned.contains(name) { writer.line("var \(name) = \(name)") }
    }

    func locals(_ parameters: [ClangNode]) throws(ObjCError) -> [String: SwiftType] {
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
            let setter = Self.setter(of: property.spelling)
            names["_" + property.spelling] =
                methods.contains(property.spelling) || methods.contains(setter)
                ? "_" + property.spelling : property.spelling
        }
        return names
    }

    /// `setName:`, the setter of a property `name`.
    static func setter(of property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// A computed property's `set(value) { … }` from the class's own `setName:`, if it has one.
    func writeSetter(
        of property: String, from methods: [String: ClangNode], in model: ClassModel, _ writer: inout SwiftWriter
    ) throws(ObjCError) -> Bool {
        guard let setter = methods[Self.setter(of: property)],
            let parameter = setter.children.first(where: { $0.kind == CursorKind.parmDecl })
        else { return false }
        writer.open("set(\(parameter.spelling))")
        try body(of: setter, in: model, result: .void, &writer)
        writer.close()
        return true
    }

    /// A category of a class the files do not declare: its methods in an extension, its
    /// properties computed by the accessors the category implements (a category has no storage).
    func writeExtension(_ model: ClassModel, _ writer: inout SwiftWriter) throws(ObjCError) {
        if let line = model.line { writer.at(file: line.file, line: line.line) }
        // A category of Foundation's collections extends the class they are here (`ObjCArray`).
        writer.open("extension \(ObjCTypes.collections[model.name] ?? model.name)")
        let methods = Dictionary(model.methods.map { ($0.spelling, $0) }, uniquingKeysWith: { first, _ in first })
        var accessors = Set<String>()
        for property in model.properties where !accessors.contains(property.spelling) {
            guard let getter = methods[property.spelling] else {
                throw ObjCError(
                    property,
                    "\(model.name).\(property.spelling): a category's property whose getter the files do not implement")
            }
            let type = try type(property.type, property)
            writer.at(property)
            writer.open("var \(property.spelling): \(type.written)")
            writer.open("get")
            try body(of: getter, in: model, result: type, &writer)
            writer.close()
            if try writeSetter(of: property.spelling, from: methods, in: model, &writer) {
                accessors.insert(Self.setter(of: property.spelling))
            }
            writer.close()
            accessors.insert(property.spelling)
        }
        for method in model.methods where !accessors.contains(method.spelling) {
            writer.at(method)
            let result = try type(method.resultType, method)
            writer.open(try signature(of: method))
            try body(of: method, in: model, result: result, &writer)
            writer.close()
        }
        writer.close()
    }

    func writeClass(_ model: ClassModel, _ writer: inout SwiftWriter) throws(ObjCError) {
        guard model.isDeclared else { return try writeExtension(model, &writer) }
        if let line = model.line { writer.at(file: line.file, line: line.line) }
        // A protocol UIKit's controller adopts already, declared again in a subclass's header
        // (legal in Objective-C; Swift refuses the conformance as redundant).
        let adopted = Self.adoptedByUIKit.filter { descends(model, from: $0.key) }.values.joined()
        let inherits =
            [model.superclass]
            + model.protocols.filter {
                $0 != "NSObject" && $0 != "NSCopying" && $0 != "NSCoding" && !adopted.contains($0)
            }
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
            if try !writeSetter(of: property.spelling, from: methods, in: model, &writer) {
                writer.line("set { _\(property.spelling) = newValue }")
            }
            writer.close()
        }
        for ivar in model.ivars where !storage.keys.contains(ivar.spelling) {
            writer.at(ivar)
            if let array = ObjCTypes.cArray(ivar.type), let count = array.count {  // `CGFloat _tops[4];`
                let element = try type(array.element, ivar)
                writer.line(
                    "let \(ivar.spelling) = ObjCCArray<\(element.written)>(count: \(count), repeating: \(element.zero))"
                )
                continue
            }
            let type = try type(ivar.type, ivar)
            writer.line("var \(ivar.spelling): \(type.written) = \(type.zero)")
        }
        let accessors = Set(
            storage.values.filter { $0.hasPrefix("_") }.flatMap { name in
                let property = String(name.dropFirst())
                return [property, Self.setter(of: property)]
            })
        var hasInit = false
        for method in model.methods where !accessors.contains(method.spelling) {
            writer.at(method)
            if method.spelling == "init" || method.spelling.hasPrefix("initWith") {
                try writeInitializer(method, in: model, &writer)
                hasInit = hasInit || (method.spelling != "initWithCoder:" && !text(of: method).contains("[self init"))
                continue
            }
            if let property = ObjCNames.setterProperty(method.spelling),
                !model.properties.contains(where: { $0.spelling == property }),
                let type = ObjCProperties.types[property],
                let parameter = method.children.first(where: { $0.kind == CursorKind.parmDecl })
            {
                // `- (void)setZIndex:` of a UIKit property: Swift overrides the property.
                let name = ObjCNames.swiftProperty(property)
                writer.open("override var \(name): \(type.written)")
                writer.line("get { super.\(name) }")
                writer.open("set(\(parameter.spelling))")
                try body(of: method, in: model, result: .void, &writer)
                writer.close()
                writer.close()
                continue
            }
            if let known = ObjCNames.overrides[method.spelling], known.isProperty {
                writer.open(declaration(known.declaration, of: method.spelling, in: model))
                try body(of: method, in: model, result: known.result, &writer)
                writer.close()
                continue
            }
            var result = knownMethod(method.spelling, in: model)?.result
            if result == nil { result = try type(method.resultType, method) }
            writer.open(declaration(try signature(of: method, in: model), of: method.spelling, in: model))
            try body(of: method, in: model, result: result ?? .void, &writer)
            writer.close()
        }
        // A layout or a view is `NSCoding` (its `init(coder:)` is required beside a designated
        // initializer of its own); attributes and Foundation's objects are not.
        if hasInit, !model.methods.contains(where: { $0.spelling == "initWithCoder:" }),
            !descends(model, from: "UICollectionViewLayoutAttributes"), root(of: model) != "NSObject"
        {
            writer.line("required init?(coder: NSCoder) { super.init(coder: coder) }")
        }
        writer.close()
    }

    /// The protocols UIKit's controllers adopt, as the UIKit module declares them.
    static let adoptedByUIKit = [
        "UICollectionViewController": [
            "UICollectionViewDataSource", "UICollectionViewDelegate", "UIScrollViewDelegate"
        ],
        "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"]
    ]

    /// Whether `model`'s class is `ancestor` or inherits from it, through the files' classes.
    func descends(_ model: ClassModel, from ancestor: String) -> Bool {
        var name: String? = model.name
        var seen = Set<String>()
        while let current = name, seen.insert(current).inserted {
            if current == ancestor { return true }
            name = classes[current]?.superclass
        }
        return false
    }

    /// `- (instancetype)init { if (self = [super init]) { … } return self; }` is Swift's
    /// `override init() { super.init(); … }`: every stored property has its zero already.
    func writeInitializer(_ method: ClangNode, in model: ClassModel, _ writer: inout SwiftWriter)
        throws(ObjCError)
    {
        let parameters = method.children.filter { $0.kind == CursorKind.parmDecl }
        if method.spelling == "init" {
            // UIKit's attributes are made from their class (`layoutAttributesClass`), which
            // Swift does through a required initializer only.
            writer.open(
                descends(model, from: "UICollectionViewLayoutAttributes") ? "required init()" : "override init()")
        } else if method.spelling == "initWithCoder:" {
            writer.open("required init?(coder \(parameters.first?.spelling ?? "coder"): NSCoder)")
        } else {
            writer.open(try initializerDeclaration(method, in: model))
        }
        guard let body = method.children.last(where: { $0.kind == CursorKind.compoundStmt }) else {
            throw ObjCError(method, "no body")
        }
        var scope = Scope(
            translator: self, selfClass: model, result: .void, parameters: try locals(parameters), body: body)
        scope.isInitializer = true
        try scope.statements(of: body, &writer)
        writer.close()
    }

    /// `- (instancetype)initWithMetrics:(Metrics *)m` → `init(metrics m: Metrics?)`: designated,
    /// calling its superclass's; `convenience` where it calls one of its own (`[self init…]`), and
    /// `override` for a view's `initWithFrame:`, which UIKit's views declare.
    private func initializerDeclaration(_ method: ClangNode, in model: ClassModel) throws(ObjCError) -> String {
        let parameters = method.children.filter { $0.kind == CursorKind.parmDecl }
        var written: [String] = []
        for (label, parameter) in zip(ObjCNames.initializerLabels(ofSelector: method.spelling), parameters) {
            let name = label == parameter.spelling ? label : label + " " + parameter.spelling
            written.append("\(name): \(try type(parameter.type, parameter).written)")
        }
        let delegates = text(of: method).contains("[self init")
        let overrides = method.spelling == "initWithFrame:" && Self.isView(root(of: model))
        return (delegates ? "convenience " : "") + (overrides ? "override " : "")
            + "init(\(written.joined(separator: ", ")))"
    }

    /// The first of UIKit's or Foundation's classes above `model` (the prelude declares them
    /// too: its `UI…` and `NS…` names end the walk).
    func root(of model: ClassModel) -> String {
        var name = model.superclass
        var seen = Set<String>()
        while !name.hasPrefix("UI") && !name.hasPrefix("NS"), let declared = classes[name]?.superclass,
            seen.insert(name).inserted
        {
            name = declared
        }
        return name
    }

    /// The UIKit class an object of Swift type `name` is: a files' class's UIKit superclass,
    /// else the type itself.
    func uikitClass(of name: String) -> String {
        classModel(name).map(root(of:)) ?? name
    }

    private static func isView(_ name: String) -> Bool {
        !name.contains("Layout") && !name.hasSuffix("Controller")
            && ["View", "Cell", "Label", "Button", "Control", "Bar"].contains { name.hasSuffix($0) }
    }

    func body(of method: ClangNode, in model: ClassModel, result: SwiftType, _ writer: inout SwiftWriter)
        throws(ObjCError)
    {
        let parameters = method.children.filter { $0.kind == CursorKind.parmDecl }
        guard let body = method.children.last(where: { $0.kind == CursorKind.compoundStmt }) else {
            throw ObjCError(method, "no body")
        }
        var scope = Scope(
            translator: self, selfClass: model, result: result, parameters: try locals(parameters), body: body)
        // An override's object parameter UIKit's Swift declares non-optional (`invalidateLayout(with
        // context:)`): read as it is there, `context.invalidateEverything`, not through `?`.
        let declared = knownMethod(method.spelling, in: model)?.declaredTypes ?? []
        for (index, parameter) in parameters.enumerated() where declared.indices.contains(index) {
            if let own = scope.locals[parameter.spelling], own.isOptional, !declared[index].isOptional,
                own.name == declared[index].name
            {
                scope.locals[parameter.spelling] = declared[index]
            }
        }
        let adapted = adapted(method)
        let assigned = Scope.assignedNames(in: body)
        for (name, given) in adapted.sorted(by: { $0.key < $1.key }) {
            let own = scope.locals[name] ?? .any
            let binding = assigned.contains(name) ? "var" : "let"
            writer.line(
                "\(binding) \(name): \(own.written) = \(scope.convert(Code(text: "_" + name, type: given), to: own))")
        }
        writeCopies(of: parameters.map(\.spelling).filter { adapted[$0] == nil }, assignedIn: body, &writer)
        try scope.statements(of: body, &writer)
    }

    /// UIKit's method `selector` as the tables declare it (an override, a delegate method), else
    /// as the UIKit module declares it on `model`'s UIKit superclass (`ObjCPrelude.method`).
    func knownMethod(_ selector: String, in model: ClassModel?) -> ObjCNames.Override? {
        ObjCNames.overrides[selector] ?? uikitDelegateMethod(selector)
            ?? model.flatMap { ObjCPrelude.method(selector, of: root(of: $0))?.swift }
    }

    /// The parameters of an override (or UIKit delegate method) whose Swift type is not the one
    /// their Objective-C type becomes, with the Swift type.
    func adapted(_ method: ClangNode) -> [String: SwiftType] {
        guard let known = ObjCNames.overrides[method.spelling] ?? uikitDelegateMethod(method.spelling) else {
            return [:]
        }
        var adapted: [String: SwiftType] = [:]
        for (index, parameter) in method.children.filter({ $0.kind == CursorKind.parmDecl }).enumerated()
        where known.parameters.indices.contains(index) {
            let given = known.parameters[index]
            if let own = swiftType(parameter.type), own.name != given.name { adapted[parameter.spelling] = given }
        }
        return adapted
    }
}
