import Foundation

/// Expressions: conversions between C's and Swift's types, names, members, blocks and
/// initializer lists.
extension Scope {
    // MARK: - Expressions

    /// A test: numbers against zero, objects against nil, as C tests them.
    func condition(_ node: ClangNode) throws(ObjCError) -> String {
        try convert(expression(node), to: .bool)
    }

    func convert(_ code: Code, to type: SwiftType) -> String {
        let from = code.type
        if code.text == "nil" { return type.isOptional || type.name == "Any" ? "nil" : type.zero }
        if from == type || type.name == "Any" { return code.text }
        // Objective-C passes nil where Swift wants an object: the Swift call needs one.
        if from.isOptional && !type.isOptional && from.name == type.name && !SwiftType.valueNames.contains(type.name) {
            return "\(code.text)!"
        }
        // A subclass's object where UIKit's Swift wants its superclass (`addSubview:` of an image view).
        if from.isOptional, !type.isOptional, from.isObject, ObjCPrelude.classNames.contains(type.name),
            isKind(from.name, of: type.name)
        {
            return "\(code.text)!"
        }
        if type.name == "AnyObject" && !from.isNumber && from != .bool { return code.text }
        if type.name == "Self" { return code.text }
        if from.name == type.name { return code.text }  // T into T?
        if type == .bool {
            if from.isOptional { return "(\(code.text) != nil)" }
            // A nil NSIndexPath or NSString is the empty value here.
            if from.name == "IndexPath" || from.name == "String" { return "(!\(code.text).isEmpty)" }
            if from.isNumber { return "(\(code.text) != 0)" }
            return code.text
        }
        if type.isNumber && from == .bool { return "(\(code.text) ? 1 : 0)" }
        if type.isNumber && from.isNumber {
            let negative = code.text.hasPrefix("-")
            if code.isLiteral && !(from.isFloating && !type.isFloating) && !(negative && type.isUnsigned) {
                return code.text
            }
            // C converts integers by keeping their bits (a negative count is a huge NSUInteger).
            if type.isInteger && from.isInteger { return "\(type.name)(truncatingIfNeeded: \(code.text))" }
            // As an iPhone's processor converts: NaN is 0, beyond the range its end (never a trap).
            if type.isInteger { return "_layouttyObjCInteger(\(code.text)) as \(type.name)" }
            return "\(type.name)(\(code.text))"
        }
        if type.isNumber, from.isImportedEnum, let raw = ObjCTypes.enumRawTypes[from.name] {
            return convert(Code(text: "\(code.text).rawValue", type: raw), to: type)
        }
        if type.isImportedEnum, from.isNumber, let raw = ObjCTypes.enumRawTypes[type.name] {
            return "\(type.name)(rawValue: \(convert(code, to: raw)))!"
        }
        if type.isNumber, from.isImportedOptions {
            return convert(Code(text: "\(code.text).rawValue", type: SwiftType(name: "UInt")), to: type)
        }
        if type.isImportedOptions, from.isNumber {
            return "\(type.name)(rawValue: \(convert(code, to: SwiftType(name: "UInt"))))"
        }
        if type.name == "ObjCArray", from.name.hasPrefix("[") {
            return from.isOptional ? "\(code.text).map { ObjCArray(array: $0) }" : "ObjCArray(array: \(code.text))"
        }
        if type.name.hasPrefix("[") && type.name.hasSuffix("]") {
            let element = type.name.dropFirst().dropLast()
            let array = "\(code.text)\(from.isOptional ? "?" : "").compactMap { $0 as? \(element) }"
            return from.isOptional && !type.isOptional ? "(\(array) ?? [])" : array
        }
        // Objective-C converts objects implicitly only upwards (and from `id`, cast below).
        if from.isObject && type.isObject && !["Any", "AnyObject"].contains(from.name) {
            return from.isOptional && !type.isOptional ? "\(code.text)!" : code.text
        }
        if from.isOptional && !type.isOptional { return "(\(code.text) as? \(type.name) ?? \(type.zero))" }
        return "(\(code.text) as? \(type.name))"
    }

    /// Whether an object of Swift type `name` is a `superclass` of UIKit's: the files' classes
    /// through their UIKit superclass.
    func isKind(_ name: String, of superclass: String) -> Bool {
        var current: String? = translator.uikitClass(of: name)
        for _ in 0..<30 where current != nil {
            if current == superclass { return true }
            current = current.flatMap { ObjCPrelude.superclasses[$0] }
        }
        return false
    }

    /// `@selector(collectionView:layout:heightForHeaderInSection:)`: what `_layouttyImplements`
    /// asks for — the Swift name of the requirement (a `SEL` is a `String` here; there is no
    /// Objective-C runtime to look one up in).
    private func selectorName(_ node: ClangNode) throws(ObjCError) -> Code {
        let named = translator.text(of: node)
        guard let open = named.firstIndex(of: "("), let close = named.lastIndex(of: ")") else {
            throw fail(node, "this selector")
        }
        let asked = String(named[named.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
        let (base, labels) = ObjCNames.swiftName(ofSelector: asked)
        let swiftName =
            translator.uikitDelegateMethod(asked)?.swiftName
            ?? (labels.isEmpty ? base : "\(base)(\(labels.map { $0 + ":" }.joined()))")
        return Code(text: "\"\(swiftName)\"", type: SwiftType(name: "String"), isLiteral: true)
    }

    func expression(_ node: ClangNode) throws(ObjCError) -> Code {
        let parts = try complete(node)
        switch node.kind {
        case CursorKind.unexposedExpr:
            return try unexposed(node, parts)
        case CursorKind.parenExpr:
            let inner = try expression(parts[0])
            // `nil` is `((id)0)`
            if inner.text == "nil" || inner.text == "true" || inner.text == "false" { return inner }
            return Code(text: "(\(inner.text))", type: inner.type, isLiteral: inner.isLiteral)
        case CursorKind.integerLiteral, CursorKind.floatingLiteral:
            guard let text = translator.literalText(node) else { throw fail(node, "this macro") }
            if text.contains(".") && !text.first!.isNumber, let type = ObjCTypes.swiftType(node.type) {
                return Code(text: text, type: type)
            }
            return Code(text: text, type: translator.swiftType(node.type) ?? .int, isLiteral: true)
        case CursorKind.characterLiteral:
            return Code(
                text: "Int8(UInt8(ascii: \(translator.text(of: node).replacingOccurrences(of: "'", with: "\""))))",
                type: .int)
        case CursorKind.objCStringLiteral, CursorKind.stringLiteral:
            return Code(
                text: ObjCLiterals.swiftString(fromC: translator.text(of: node)), type: SwiftType(name: "String"),
                isLiteral: true)
        case CursorKind.objCSelfExpr:
            return Code(text: "self", type: SwiftType(name: selfClass?.name ?? "AnyObject"))
        case CursorKind.objCSelectorExpr:
            return try selectorName(node)
        case CursorKind.declRefExpr:
            return try reference(node)
        case CursorKind.memberRefExpr:
            return try member(node, parts)
        case CursorKind.callExpr:
            return try call(node, parts)
        case CursorKind.messageExpr:
            return try message(node, parts)
        case CursorKind.unaryOperator:
            return try unary(node, parts)
        case CursorKind.binaryOperator, CursorKind.compoundAssignOperator:
            return try binary(node, parts)
        case CursorKind.conditionalOperator:
            let type = translator.swiftType(node.type) ?? .any
            let written = translator.text(of: node)
            for (macro, function) in [("MAX(", "max"), ("MIN(", "min")] where written.hasPrefix(macro) {
                return Code(
                    text:
                        "\(function)(\(convert(try expression(parts[1]), to: type)), \(convert(try expression(parts[2]), to: type)))",
                    type: type)
            }
            if written.hasPrefix("ABS(") {
                return Code(text: "abs(\(convert(try expression(parts[1]), to: type)))", type: type)
            }
            let test = try condition(parts[0])
            return Code(
                text:
                    "(\(test) ? \(convert(try expression(parts[1]), to: type)) : \(convert(try expression(parts[2]), to: type)))",
                type: type)
        case CursorKind.blockExpr:
            return try block(node, expecting: nil)
        case CursorKind.arraySubscriptExpr:  // a C array's element
            var array = parts[0]  // the array, not the pointer C decays it to
            while array.kind == CursorKind.unexposedExpr, operands(array).count == 1 { array = operands(array)[0] }
            let base = try expression(array)
            guard base.type.name.hasPrefix("ObjCCArray<") else { throw fail(node, "this subscript") }
            let element = SwiftType(written: String(base.type.name.dropFirst("ObjCCArray<".count).dropLast()))
            // Indexing a NULL pointer crashes in C too.
            let pointer = base.type.isOptional ? base.text + "!" : base.text
            return Code(text: "\(pointer)[\(convert(try expression(parts[1]), to: .int))]", type: element)
        // `(CGRect){origin, size}`, `CGSize size = {10, 20};`
        case CursorKind.compoundLiteralExpr, CursorKind.initListExpr:
            guard let type = translator.swiftType(node.type) ?? translator.swiftType(node.canonicalType) else {
                throw fail(node, "a C struct of type \(node.type)")
            }
            return try initialized(node.kind == CursorKind.compoundLiteralExpr ? parts.first ?? node : node, as: type)
        case CursorKind.cStyleCastExpr:
            let text = translator.text(of: node)
            if ["YES", "NO", "nil", "NULL", "true", "false"].contains(text) {
                return Code(
                    text: text == "YES" ? "true" : text == "NO" ? "false" : text == "NULL" ? "nil" : text,
                    type: text.count > 3 || text == "YES" || text == "NO" ? .bool : .any, isLiteral: true)
            }
            if node.type == "void" { return Code(text: try expression(parts[0]).text, type: .any) }  // `(void)unused;`
            guard let type = translator.swiftType(node.type) else { throw fail(node, "a cast to \(node.type)") }
            let inner = try expression(parts[0])
            if inner.type.isObject && type.isObject && inner.type.name != type.name {  // a written cast may go down
                return Code(
                    text: "(\(inner.text) as? \(type.name))", type: SwiftType(name: type.name, isOptional: true))
            }
            return Code(text: convert(inner, to: type), type: type)
        default:
            throw fail(node, "this expression (clang kind \(node.kind))")
        }
    }

    /// Clang's implicit conversions and Objective-C's own forms clang leaves unexposed.
    func unexposed(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let text = translator.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines)
        if parts.isEmpty {
            // ARC's implicit nil of an object variable declared without a value.
            if node.file.isEmpty { return Code(text: "nil", type: .any, isLiteral: true) }
            throw fail(node, "this literal")
        }
        if ["YES", "NO"].contains(text) {
            return Code(text: text == "YES" ? "true" : "false", type: .bool, isLiteral: true)
        }
        if ["nil", "NULL", "Nil"].contains(text) { return Code(text: "nil", type: .any, isLiteral: true) }
        if text.hasPrefix("@("), parts.count == 1, !translator.text(of: parts[0]).hasPrefix("@(") {
            let boxed = try expression(parts[0])
            // A geometry struct boxes as an `NSValue` (Foundation's Swift names its initializers so).
            if let label = ["CGSize": "size", "CGRect": "rect", "CGPoint": "point"][boxed.type.name] {
                return Code(text: "NSValue(\(label): \(boxed.text))", type: SwiftType(name: "NSValue"))
            }
            return Code(text: "NSNumber(value: \(boxed.text))", type: SwiftType(name: "NSNumber"))
        }
        if node.type == "<pseudo-object type>" || parts.count == 2 {
            if parts.count == 2 {  // `array[index]`, `dictionary[key]`
                let base = try expression(parts[0])
                let key = try expression(parts[1])
                return Code(
                    text:
                        "_layouttyObjCSubscript(\(base.text), \(key.type.isNumber ? convert(key, to: .int) : key.text))",
                    type: .any)
            }
            return try expression(parts[0])
        }
        if translator.swiftType(node.type)?.name == "NSNumber", let number = try? expression(parts[0]),
            number.type.isNumber || number.type == .bool
        {
            return Code(text: "NSNumber(value: \(number.text))", type: SwiftType(name: "NSNumber"))  // `@2`, `@YES`
        }
        if parts[0].kind == CursorKind.blockExpr, let type = translator.swiftType(node.type), type.name.contains(" -> ")
        {
            return try block(parts[0], expecting: type)
        }
        let inner = try expression(parts[0])
        guard let type = translator.swiftType(node.type) else { return inner }
        // C's comparisons are ints; an assignment's value is not used as one here.
        if inner.type == .void || (inner.type == .bool && type.isNumber) { return inner }
        // Objective-C converts objects implicitly only upwards (or from `id`, which Swift casts).
        if type.isOptional && !["Any", "AnyObject"].contains(inner.type.name) && !inner.type.name.hasPrefix("[")
            && (inner.type.isOptional || inner.text == "self")
        {
            return Code(text: inner.text, type: inner.text == "self" ? inner.type : type)
        }
        if inner.isLiteral && (type.isNumber || type == .bool) && inner.type.isNumber {
            if type == .bool { return Code(text: inner.text == "0" ? "false" : "true", type: .bool, isLiteral: true) }
            if inner.type.isFloating && !type.isFloating {
                return Code(text: "\(type.name)(\(inner.text))", type: type)
            }
            return Code(text: inner.text, type: type, isLiteral: true)
        }
        if inner.text == "nil" { return Code(text: type.isOptional ? "nil" : type.zero, type: type, isLiteral: true) }
        return Code(
            text: convert(inner, to: type),
            type: type.isOptional && !inner.type.isOptional && inner.type.name == type.name ? inner.type : type)
    }

    func reference(_ node: ClangNode) throws(ObjCError) -> Code {
        let name = node.spelling
        if name == "self" { return Code(text: "self", type: SwiftType(name: selfClass?.name ?? "AnyObject")) }
        if let global = ObjCNames.globals[name] {
            // UIKit's enumerators are cases of their Swift enum, whatever C types them as.
            if let owner = ObjCTypes.importedEnums.values.first(where: { global.hasPrefix($0 + ".") }) {
                return Code(text: global, type: SwiftType(name: owner))
            }
            return Code(text: global, type: translator.swiftType(node.type) ?? .any)
        }
        if let type = locals[name] { return Code(text: renamed[name] ?? name, type: type) }
        if translator.isEnumConstant(name) { return Code(text: name, type: .int) }
        if node.referencedKind == CursorKind.functionDecl { return Code(text: name, type: .any) }
        guard let type = translator.swiftType(node.type) else { throw fail(node, "the name \(name)") }
        return Code(text: name, type: type)
    }

    /// `object.property`, `rect.origin`, an ivar (`_name`, `self->_name`).
    func member(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        if node.referencedKind == CursorKind.ivarDecl {
            let stored = storage[node.spelling] ?? node.spelling
            let type = translator.swiftType(node.type) ?? .any
            guard let base = parts.first, base.kind != CursorKind.objCSelfExpr else {
                return Code(text: "self.\(stored)", type: type)
            }
            let receiver = try expression(base)
            return Code(text: receiver.text == "self" ? "self.\(stored)" : "\(receiver.text)?.\(stored)", type: type)
        }
        guard let base = parts.first else {
            // A class method called with dot syntax (`Layout.defaultBlock`): a class message.
            let owner = translator.text(of: node).prefix { $0 != "." }.trimmingCharacters(in: .whitespaces)
            guard node.referencedKind == CursorKind.classMethodDecl, owner.first?.isUppercase == true else {
                throw fail(node, "this member")
            }
            var message = try classMessage(node.spelling, to: owner, arguments: [], node: node)
            message.type = translator.ownResult(node.spelling) ?? message.type
            return message
        }
        let receiver = try expression(base)
        let name = ObjCNames.swiftProperty(node.spelling)
        if node.referencedKind == CursorKind.instanceMethodDecl {
            // A method called with dot syntax (`self.columnCount`): a message after all.
            return try send(
                selector: node.spelling, to: receiver, arguments: [], node: node,
                isSuper: translator.text(of: base) == "super")
        }
        let type = propertyType(node, receiver: receiver)
        let chained = receiver.type.isOptional ? "?" : ""
        // A stored index path may be nil (empty here): its parts read 0, as messaging nil does.
        var unwrapped = base
        while unwrapped.kind == CursorKind.unexposedExpr, operands(unwrapped).count == 1 {
            unwrapped = operands(unwrapped)[0]
        }
        if receiver.type.name == "IndexPath", ["item", "row", "section"].contains(name),
            unwrapped.kind != CursorKind.declRefExpr
        {
            return Code(text: "_layouttyObjCPart(\(receiver.text), \\.\(name))", type: .int)
        }
        let text = "\(receiver.text)\(chained).\(name)"
        if (receiver.type.isOptional || ObjCProperties.nullableValues.contains(name)) && !type.isOptional {
            return Code(text: "(\(text) ?? \(type.zero))", type: type)
        }
        return Code(text: text, type: type)
    }

    /// A property's type: the declared one (clang types a property read as a pseudo-object).
    /// A property's Swift type: as the files declare it, else as Foundation's and UIKit's Swift
    /// answers it (`count` is an `Int` there, an `NSUInteger` in Objective-C).
    func propertyType(_ node: ClangNode, receiver: Code) -> SwiftType {
        if let model = translator.classModel(receiver.type.name),
            let property = model.properties.first(where: { $0.spelling == node.spelling }),
            let type = translator.swiftType(property.type)
        {
            return type
        }
        if receiver.text == "self" || receiver.text == "super", let type = translator.ownPropertyType(node.spelling) {
            return type
        }
        if let type = translator.swiftType(node.type) { return type.asAPI }
        if let type = ObjCProperties.types[node.spelling] { return type }
        // A UIKit property the module declares (`contentMode` of an image view).
        let owner = translator.uikitClass(of: receiver.type.name)
        if let declared = ObjCPrelude.propertyType(node.spelling, of: owner), let type = translator.swiftType(declared)
        {
            return type.asAPI
        }
        return .any
    }

    /// A block: a Swift closure. Its parameters take the types the context expects (a block of
    /// `UICollectionViewLayoutAttributes *` passed where one of `id` is wanted), converted to the
    /// block's own types inside.
    func block(_ node: ClangNode, expecting expected: SwiftType?) throws(ObjCError) -> Code {
        guard let type = translator.swiftType(node.type), let parts = ObjCTypes.closureParts(type) else {
            throw fail(node, "a block of type \(node.type)")
        }
        let declaration = node.children.first { $0.kind == 1 } ?? node
        let parameters = declaration.children.filter { $0.kind == CursorKind.parmDecl }
        guard let body = declaration.children.last(where: { $0.kind == CursorKind.compoundStmt }) else {
            throw fail(node, "this block")
        }
        let wanted = expected.flatMap { ObjCTypes.closureParts($0) }?.parameters ?? parts.parameters
        var inner = Scope(
            translator: translator, selfClass: selfClass, result: SwiftType(written: parts.result), parameters: locals,
            body: body)
        inner.renamed = renamed
        var writer = SwiftWriter()
        var list: [String] = []
        for (index, parameter) in parameters.enumerated() {
            let own = SwiftType(written: parts.parameters.indices.contains(index) ? parts.parameters[index] : "Any?")
            let given = SwiftType(written: wanted.indices.contains(index) ? wanted[index] : own.written)
            inner.locals[parameter.spelling] = own
            if given == own {
                list.append("\(parameter.spelling): \(own.written)")
            } else {
                list.append("_\(parameter.spelling): \(given.written)")
                writer.line(
                    "let \(parameter.spelling) = \(convert(Code(text: "_" + parameter.spelling, type: given), to: own))"
                )
            }
        }
        try inner.statements(of: body, &writer)
        let closure = "{ (\(list.joined(separator: ", "))) -> \(parts.result) in\n\(writer.text)}"
        return Code(text: closure, type: expected ?? type)
    }

    /// A struct from C's initializer list, its fields in declaration order (missing ones zero);
    /// a struct field may take its own braces or, braces elided, the next scalars (`(CGRect){x, y, w, h}`).
    func initialized(_ list: ClangNode, as type: SwiftType) throws(ObjCError) -> Code {
        var next = 0
        return try initialized(operands(list), from: &next, as: type, at: list)
    }

    func initialized(_ elements: [ClangNode], from next: inout Int, as type: SwiftType, at list: ClangNode)
        throws(ObjCError) -> Code
    {
        guard let fields = ObjCNames.structFields[type.name] ?? translator.structFields(type.name) else {
            throw fail(list, "a C struct of type \(type.name)")
        }
        var values: [String] = []
        for field in fields {
            let value: String
            if next >= elements.count {
                value = field.type.zero
            } else if elements[next].kind == CursorKind.initListExpr {
                value = try initialized(elements[next], as: field.type).text
                next += 1
            } else if ObjCNames.structFields[field.type.name] ?? translator.structFields(field.type.name) != nil,
                !isStruct(elements[next], field.type)
            {
                value = try initialized(elements, from: &next, as: field.type, at: list).text
            } else {
                value = convert(try expression(elements[next]), to: field.type)
                next += 1
            }
            values.append("\(field.name): \(value)")
        }
        return Code(text: "\(type.name)(\(values.joined(separator: ", ")))", type: type)
    }

    /// Whether an initializer's element is a whole struct of `type` (not its first scalar).
    func isStruct(_ element: ClangNode, _ type: SwiftType) -> Bool {
        translator.swiftType(element.type)?.name == type.name
            || translator.swiftType(element.canonicalType)?.name == type.name
    }
}
