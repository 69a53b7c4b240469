import Foundation

/// Calls and messages: C functions, Objective-C messages to objects and classes, subscripts.
extension Scope {
    func call(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let name = node.spelling
        let type = translator.swiftType(node.type) ?? .void
        // Calling a block — a local's, a property's (`self.layoutBlock(…)`) or a class's
        // (`Layout.defaultBlock(…)`): nil traps, as in C.
        var callee = parts.first
        // (A property read is clang's pseudo-object: its written form first, then its meaning.)
        while let inner = callee, inner.kind == CursorKind.unexposedExpr, let written = operands(inner).first {
            callee = written
        }
        let block: Code? =
            if let closure = locals[name] {
                Code(text: name, type: closure)
            } else if let callee, [CursorKind.memberRefExpr, CursorKind.messageExpr].contains(callee.kind) {
                try expression(callee)
            } else {
                nil
            }
        if let block, let signature = ObjCTypes.closureParts(block.type) {
            var arguments: [String] = []
            for (index, argument) in parts.dropFirst().enumerated() {
                let code = try expression(argument)
                arguments.append(
                    signature.parameters.indices.contains(index)
                        ? convert(code, to: SwiftType(written: signature.parameters[index])) : code.text)
            }
            let called = block.text == name ? name : "(\(block.text))"
            let unwrapped = block.type.isOptional ? "!" : ""
            return Code(
                text: "\(called)\(unwrapped)(\(arguments.joined(separator: ", ")))",
                type: SwiftType(written: signature.result))
        }
        var arguments: [String] = []
        // A collection literal's call starts with the prelude's placeholder count (`ObjCLiterals`).
        for argument in parts.dropFirst(name == "__lt_array_" || name == "__lt_dictionary_" ? 2 : 1) {
            let code = try expression(argument)
            arguments.append(code.text)
        }
        if name == "objc_setAssociatedObject" || name == "objc_getAssociatedObject", parts.count > 2 {
            arguments[1] = try associationKey(parts[2])
        }
        if let template = ObjCNames.functions[name] {
            return Code(text: ObjCNames.fill(template, arguments: arguments), type: type)
        }
        if name == "__lt_array_" || name == "__lt_dictionary_" {  // `@[a, b]`, `@{k: v}` (`ObjCLiterals`)
            let elements = arguments.map { "_layouttyObjCObject(\($0))" }
            if name == "__lt_array_" {
                return Code(
                    text: "ObjCArray(array: [\(elements.joined(separator: ", "))])", type: SwiftType(name: "ObjCArray"))
            }
            let pairs = stride(from: 0, to: elements.count - 1, by: 2).map { "(\(elements[$0]), \(elements[$0 + 1]))" }
            return Code(
                text: "ObjCDictionary(pairs: [\(pairs.joined(separator: ", "))])",
                type: SwiftType(name: "ObjCDictionary"))
        }
        if name == "NSLog" {  // to the preview's log, as the device's console shows it
            return Code(text: "print(\(ObjCNames.format(arguments)))", type: .void)
        }
        return Code(text: "\(name)(\(arguments.joined(separator: ", ")))", type: type)
    }

    /// An associated object's key as what it names: the address of a constant (`&kBadgeKey`)
    /// is its name, as Swift takes no address of a constant; a selector or other value is itself.
    func associationKey(_ node: ClangNode) throws(ObjCError) -> String {
        var key = node
        while key.kind == CursorKind.unexposedExpr, operands(key).count == 1 { key = operands(key)[0] }
        if key.kind == CursorKind.unaryOperator, key.extra == "&", let target = operands(key).first,
            target.kind == CursorKind.declRefExpr
        {
            return "\"\(target.spelling)\""
        }
        return try expression(node).text
    }

    func message(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let selector = node.spelling
        let argumentCount = selector.filter { $0 == ":" }.count
        let text = translator.text(of: node).dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
        let isSuper = text.hasPrefix("super ") || text.hasPrefix("super\n")
        let receiverClass = node.children.first { $0.kind == CursorKind.classRef }?.spelling
        var arguments = parts
        var receiver: Code
        if isSuper {
            receiver = Code(text: "super", type: SwiftType(name: selfClass?.superclass ?? "NSObject"))
        } else if let receiverClass, arguments.count == argumentCount || text.hasPrefix(receiverClass) {
            receiver = Code(text: receiverClass, type: SwiftType(name: receiverClass))
            return try classMessage(selector, to: receiverClass, arguments: arguments, node: node)
        } else {
            guard !arguments.isEmpty else { throw fail(node, "this message") }
            receiver = try expression(arguments.removeFirst())
        }
        if selector == "respondsToSelector:", let selectorNode = arguments.first {
            // `@selector(…)` here or kept in a `SEL` (`SEL s = @selector(…); [d respondsToSelector:s]`):
            // the requirement's Swift name, a string.
            let asked = convert(try expression(selectorNode), to: SwiftType(name: "String"))
            return Code(text: "_layouttyImplements(\(receiver.text), \(asked))", type: .bool)
        }
        if selector == "conformsToProtocol:", let protocolNode = arguments.first {
            let named = translator.text(of: protocolNode)
            guard let open = named.firstIndex(of: "("), let close = named.lastIndex(of: ")") else {
                throw fail(node, "this protocol")
            }
            return Code(
                text:
                    "(\(receiver.text) is \(named[named.index(after: open)..<close].trimmingCharacters(in: .whitespaces)))",
                type: .bool)
        }
        if selector == "isEqual:", !isSuper, let other = arguments.first {
            // Objects by `isEqual:`, Foundation's values (`IndexPath`) by `==`; nil equals nothing.
            return Code(text: "_layouttyObjCIsEqual(\(receiver.text), \(try expression(other).text))", type: .bool)
        }
        if selector == "isEqualToString:", let other = arguments.first {
            return Code(text: "(\(receiver.text) == \(try expression(other).text))", type: .bool)
        }
        if selector == "init", receiver.text.first?.isUppercase == true, !receiver.text.contains(".") {
            return Code(text: "\(receiver.text)()", type: SwiftType(name: receiver.text))
        }
        if selector.hasPrefix("initWith"),
            !["initWithCapacity:", "initWithArray:", "initWithArray:copyItems:"].contains(selector),
            receiver.text.first?.isUppercase == true, !receiver.text.contains(".")
        {
            // `[[Section alloc] initWithMetrics:m]` → `Section(metrics: m)`.
            var written: [String] = []
            for (label, argument) in zip(ObjCNames.initializerLabels(ofSelector: selector), arguments) {
                written.append("\(label): \(try expression(argument).text)")
            }
            return Code(
                text: "\(receiver.text)(\(written.joined(separator: ", ")))", type: SwiftType(name: receiver.text))
        }
        if selector == "initWithCapacity:", let count = arguments.first {
            return Code(
                text: "\(receiver.text)(capacity: \(convert(try expression(count), to: .int)))",
                type: SwiftType(name: receiver.text))
        }
        if selector == "initWithArray:copyItems:" || selector == "initWithArray:", let array = arguments.first {
            let elements = convert(try expression(array), to: SwiftType(name: "ObjCArray", isOptional: true))
            var copies = ""
            if let flag = arguments.dropFirst().first {
                copies = ", copyItems: \(convert(try expression(flag), to: .bool))"
            }
            return Code(text: "\(receiver.text)(array: \(elements)\(copies))", type: SwiftType(name: receiver.text))
        }
        var translated: [Code] = []
        for argument in arguments { translated.append(try expression(argument)) }
        return try send(selector: selector, to: receiver, arguments: translated, node: node, isSuper: isSuper)
    }

    func classMessage(_ selector: String, to name: String, arguments: [ClangNode], node: ClangNode) throws(ObjCError)
        -> Code
    {
        var translated: [String] = []
        for argument in arguments {
            let code = try expression(argument)
            // Foundation's and UIKit's Swift take an `Int` where Objective-C takes an `NSUInteger`.
            translated.append(
                code.type.isUnsigned && !translator.isOwnSelector(selector) ? convert(code, to: .int) : code.text)
        }
        let name = ObjCTypes.collections[name] ?? name
        if selector == "stringWithFormat:" {
            return Code(text: ObjCNames.format(translated), type: SwiftType(name: "String"))
        }
        if selector == "class" { return Code(text: "\(name).self", type: SwiftType(name: "AnyClass")) }
        if selector == "alloc" || selector == "new" {
            return Code(text: selector == "new" ? "\(name)()" : name, type: SwiftType(name: name))
        }
        if translator.isOwnSelector(selector) {
            let (base, labels) = ObjCNames.swiftName(ofSelector: selector)
            let written = zip(labels, translated).map { $0 == "_" ? $1 : "\($0): \($1)" }
            return Code(
                text: "\(name).\(base)(\(written.joined(separator: ", ")))",
                type: translator.swiftType(node.type) ?? .any)
        }
        if let derived = ObjCPrelude.classMessages[name]?[selector] {
            // UIKit's factories and named colours (`[UIColor colorWithWhite:0.5 alpha:1]`); a
            // failable initializer's (`[UIImage imageNamed:]`) answers an optional.
            return Code(
                text: ObjCNames.fill(derived.swift, arguments: translated),
                type: SwiftType(name: name, isOptional: derived.objectiveC.contains("(nullable ")))
        }
        guard let template = ObjCNames.classMessages[selector] else { throw fail(node, "[\(name) \(selector)]") }
        let resultName =
            template.hasPrefix("IndexPath") ? "IndexPath" : template.hasPrefix("NSNumber") ? "NSNumber" : name
        return Code(
            text: ObjCNames.fill(template, receiver: name, arguments: translated), type: SwiftType(name: resultName))
    }

    /// An instance message: a UIKit override's Swift form, the files' own method by its Swift
    /// name, else Foundation's and UIKit's table. Messaging nil answers zero.
    func send(selector: String, to receiver: Code, arguments: [Code], node: ClangNode, isSuper: Bool) throws(ObjCError)
        -> Code
    {
        var receiver = receiver
        let declaring =
            translator.protocolOf[selector]
            ?? (translator.uikitDelegateMethod(selector) == nil ? nil : "UICollectionViewDelegateFlowLayout")
        if ["Any", "AnyObject"].contains(receiver.type.name),
            let owner = ObjCNames.receivers[selector] ?? declaring ?? translator.ownClass(declaring: selector)
        {
            receiver = Code(text: "(\(receiver.text) as? \(owner))", type: SwiftType(name: owner, isOptional: true))
        }
        let chained = receiver.type.isOptional ? receiver.text + "?" : receiver.text
        var type =
            translator.swiftType(node.type == "<pseudo-object type>" ? node.resultType : node.type)?.asAPI ?? .any
        // Foundation's and UIKit's Swift take an `Int` where Objective-C takes an `NSUInteger`.
        let arguments =
            translator.isOwnSelector(selector)
            ? arguments
            : arguments.map { argument in
                argument.type.isUnsigned ? Code(text: convert(argument, to: .int), type: .int) : argument
            }
        var text: String
        if let known = ObjCNames.overrides[selector] ?? translator.uikitDelegateMethod(selector) {
            let converted = arguments.enumerated().map { index, argument in
                known.parameters.indices.contains(index)
                    ? convert(argument, to: known.parameters[index]) : argument.text
            }
            text = ObjCNames.fill(known.call, receiver: chained, arguments: converted)
            type = known.result
        } else if let property = ObjCNames.setterProperty(selector), arguments.count == 1,
            translator.ownPropertyType(property) == nil
        {
            // `[super setZIndex:z]`: a property's setter, said as Swift sets a property.
            let type = ObjCProperties.types[property] ?? arguments[0].type
            return Code(
                text: "\(chained).\(ObjCNames.swiftProperty(property)) = \(convert(arguments[0], to: type))",
                type: .void)
        } else if arguments.isEmpty, let property = translator.ownPropertyType(selector) {
            // `[self delegate]`: the files' property's getter, said as Swift reads a property.
            type = property
            text = "\(chained).\(selector)"
        } else if translator.isOwnSelector(selector),
            // The files' override of a UIKit method is called by UIKit's Swift name (`drawRect:`).
            ObjCPrelude.method(selector, of: uikitClass(of: receiver.type.name)) == nil
        {
            let (base, labels) = ObjCNames.swiftName(ofSelector: selector)
            let written = zip(labels, arguments).map { $0 == "_" ? $1.text : "\($0): \($1.text)" }
            // A method of the files' protocols declared `@optional`: called as `delegate?.method?(…)`.
            let optional = translator.optionalSelectors.contains(selector) ? "?" : ""
            type = translator.ownResult(selector) ?? type
            text = "\(chained).\(base)\(optional)(\(written.joined(separator: ", ")))"
        } else if arguments.isEmpty, let property = ObjCProperties.types[selector],
            ObjCNames.instanceMessages[selector] == nil
        {
            // `[self collectionView]`: a property's getter, said as Swift reads a property.
            type = property
            text = "\(chained).\(ObjCNames.swiftProperty(selector))"
        } else if let template = ObjCNames.instanceMessages[selector] {
            text = ObjCNames.fill(
                template, receiver: chained, unchained: receiver.text, arguments: arguments.map(\.text))
            if selector == "copy" || selector == "mutableCopy" { type = .any }
        } else if let derived = ObjCPrelude.method(selector, of: uikitClass(of: receiver.type.name)) {
            // A method of the UIKit module's Objective-C names as Swift does (`addSubview:`).
            let converted = zip(arguments, derived.swift.declaredTypes).map { convert($0, to: $1) }
            text = ObjCNames.fill(derived.swift.call, receiver: chained, arguments: converted)
            type = derived.swift.result
        } else {
            throw fail(node, "the message \(selector)")
        }
        if receiver.type.isOptional && !type.isOptional && type != .void && type.name != "Any" {
            return Code(text: "(\(text) ?? \(type.zero))", type: type)
        }
        if receiver.type.isOptional && type.name == "Any" { type.isOptional = true }
        // An optional chain ends here: what follows chains on its optional result.
        return Code(text: receiver.type.isOptional && type != .void ? "(\(text))" : text, type: type)
    }

    /// The UIKit class a receiver of this Swift type is: its own, or a files' class's UIKit
    /// superclass; nil for an `id`.
    private func uikitClass(of type: String) -> String? {
        if ["Any", "AnyObject"].contains(type) { return nil }
        return translator.uikitClass(of: type)
    }

    /// The collection and key of `collection[key]` on an assignment's left.
    func subscripted(_ node: ClangNode) throws(ObjCError) -> (String, String)? {
        var target = node
        while target.kind == CursorKind.unexposedExpr, operands(target).count == 1 { target = operands(target)[0] }
        let parts = operands(target)
        guard target.kind == CursorKind.unexposedExpr, parts.count == 2 else { return nil }
        let key = try expression(parts[1])
        return (try expression(parts[0]).text, key.type.isNumber ? convert(key, to: .int) : key.text)
    }

    /// What an assignment writes to: a property through an optional chain (`copy?.frame`, never
    /// `?? .zero`), a field of one, a local, an ivar.
    func lvalue(_ node: ClangNode) throws(ObjCError) -> Code {
        guard node.kind == CursorKind.memberRefExpr, node.referencedKind != CursorKind.ivarDecl,
            let base = operands(node).first
        else {
            return try expression(node)
        }
        let receiver = try lvalue(base)
        let name = ObjCNames.swiftProperty(node.spelling)
        let type = propertyType(node, receiver: receiver)
        return Code(text: "\(receiver.text)\(receiver.type.isOptional ? "?" : "").\(name)", type: type)
    }
}
