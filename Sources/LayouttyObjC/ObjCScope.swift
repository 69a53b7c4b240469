import Foundation

/// A translated expression: its Swift text and type.
struct Code {
    var text: String
    var type: SwiftType
    /// A literal: Swift gives it the type its context needs, so no conversion is written.
    var isLiteral = false
}

/// One method's or function's body: its statements and expressions, with the locals' types.
struct Scope {
    let translator: ObjCTranslator
    let selfClass: ObjCTranslator.ClassModel?
    let result: SwiftType
    var locals: [String: SwiftType]
    var isInitializer = false
    private let storage: [String: String]

    /// The names a body assigns to (`x = …`, `x += …`, `x++`, `frame.origin.x = …`): declared `var`, the others `let`.
    private let assigned: Set<String>

    init(
        translator: ObjCTranslator, selfClass: ObjCTranslator.ClassModel?, result: SwiftType, parameters: [String: SwiftType],
        body: ClangNode? = nil
    ) {
        self.translator = translator
        self.selfClass = selfClass
        self.result = result
        self.locals = parameters
        self.storage = selfClass.map(translator.storage(of:)) ?? [:]
        self.assigned = body.map(Self.assignedNames(in:)) ?? []
    }

    private static func assignedNames(in node: ClangNode) -> Set<String> {
        var names: Set<String> = []
        func target(_ node: ClangNode) {
            var base = node
            while [CursorKind.unexposedExpr, CursorKind.memberRefExpr, CursorKind.parenExpr, CursorKind.unaryOperator].contains(base.kind),
                base.referencedKind != CursorKind.propertyDecl, let inner = base.children.first
            {
                base = inner
            }
            if base.kind == CursorKind.declRefExpr { names.insert(base.spelling) }
        }
        func walk(_ node: ClangNode) {
            let isAssignment =
                (node.kind == CursorKind.binaryOperator && node.extra == "=") || node.kind == CursorKind.compoundAssignOperator
                || (node.kind == CursorKind.unaryOperator && ["++", "--", "&"].contains(node.extra))
            if isAssignment, let first = node.children.first { target(first) }
            node.children.forEach(walk)
        }
        walk(node)
        return names
    }

    private func fail(_ node: ClangNode, _ what: String) -> ObjCError {
        let place = node.file.isEmpty ? anchor ?? node : node  // a node made by a macro has no file of its own
        return ObjCError(place, "\(what) is not translated yet: \(translator.text(of: place).prefix(60))")
    }

    /// The statement being translated: where an error inside a macro's expansion is reported.
    private var anchor: ClangNode?

    /// How many operands each kind is read with at least (`a ? b : c` three): a tree clang
    /// shapes otherwise (code this translation has not met) is one message, never a trap.
    private static let operandsNeeded: [Int: Int] = [
        CursorKind.whileStmt: 2, CursorKind.doStmt: 2, CursorKind.ifStmt: 2, CursorKind.switchStmt: 2, CursorKind.caseStmt: 1,
        CursorKind.defaultStmt: 1, CursorKind.parenExpr: 1, CursorKind.conditionalOperator: 3, CursorKind.arraySubscriptExpr: 2,
        CursorKind.cStyleCastExpr: 1, CursorKind.unaryOperator: 1, CursorKind.binaryOperator: 2, CursorKind.compoundAssignOperator: 2,
        118: 1
    ]

    /// The node's operands, when it has as many as its kind is read with.
    private func complete(_ node: ClangNode) throws(ObjCError) -> [ClangNode] {
        let parts = operands(node)
        guard parts.count >= Self.operandsNeeded[node.kind] ?? 0 else { throw fail(node, "this form (clang kind \(node.kind))") }
        return parts
    }

    /// Clang's expression children: type references are left out.
    private func operands(_ node: ClangNode) -> [ClangNode] {
        node.children.filter { !(40...49).contains($0.kind) && !(400...499).contains($0.kind) }
    }

    // MARK: - Statements

    mutating func statements(of compound: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        for statement in compound.children { try self.statement(statement, &writer) }
    }

    mutating func statement(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        writer.at(node)
        anchor = node
        _ = try complete(node)
        switch node.kind {
        case CursorKind.compoundStmt:
            writer.open("do")
            var inner = self
            try inner.statements(of: node, &writer)
            writer.close()
        case CursorKind.declStmt:
            for variable in node.children where variable.kind == CursorKind.varDecl { try declare(variable, &writer) }
        case CursorKind.ifStmt:
            try ifStatement(node, &writer, prefix: "")
        case CursorKind.returnStmt:
            try returnStatement(node, &writer)
        case CursorKind.forStmt:
            try forStatement(node, &writer)
        case CursorKind.forCollectionStmt:
            try forIn(node, &writer)
        case CursorKind.whileStmt:
            let parts = operands(node)
            writer.open("while \(try condition(parts[0]))")
            var inner = self
            try inner.body(parts[1], &writer)
            writer.close()
        case CursorKind.doStmt:
            let parts = operands(node)
            writer.open("repeat")
            var inner = self
            try inner.body(parts[0], &writer)
            writer.close("} while \(try condition(parts[1]))")
        case CursorKind.breakStmt: writer.line("break")
        case CursorKind.continueStmt: writer.line("continue")
        case CursorKind.nullStmt: break
        case CursorKind.switchStmt: try switchStatement(node, &writer)
        case 216, 220:  // `@try { … } @catch … @finally { … }`, `@synchronized (x) { … }`
            // One thread runs layout code, and an Objective-C exception is a trap here: the
            // body runs, then a `@finally`'s; a `@catch` never does.
            let parts = operands(node)
            writer.open("do")
            var inner = self
            for part in parts where part.kind == CursorKind.compoundStmt || part.kind == 218 {
                try inner.body(part.kind == 218 ? operands(part).first ?? part : part, &writer)
            }
            writer.close()
        default:
            guard !(200..<300).contains(node.kind) else { throw fail(node, "this statement") }
            try expressionStatement(node, &writer)
        }
    }

    private mutating func body(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        if node.kind == CursorKind.compoundStmt { try statements(of: node, &writer) } else { try statement(node, &writer) }
    }

    private mutating func declare(_ variable: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        if translator.text(of: variable).hasPrefix("static") { return try declareStatic(variable, &writer) }
        if let (element, count) = ObjCTypes.cArray(variable.type).flatMap({ parts in
            translator.swiftType(parts.element).map { ($0, parts.count) }
        }) {
            // `CGFloat heights[3];` (or `= {…}`): a Swift array of that many, C's zero in the rest.
            let list = operands(variable).last { $0.kind == CursorKind.initListExpr }
            var values: [String] = []
            for element_ in list.map(operands) ?? [] { values.append(convert(try expression(element_), to: element)) }
            let total = count ?? values.count
            values += Array(repeating: element.zero, count: max(0, total - values.count))
            let type = SwiftType(name: "ObjCCArray<\(element.written)>")
            locals[variable.spelling] = type
            let text =
                values.allSatisfy { $0 == element.zero } && total > 4
                ? "\(type.name)(count: \(total), repeating: \(element.zero))" : "\(type.name)([\(values.joined(separator: ", "))])"
            writer.line("let \(variable.spelling): \(type.name) = \(text)")
            return
        }
        guard let type = translator.swiftType(variable.type) ?? translator.swiftType(variable.canonicalType) else {
            throw fail(variable, "a variable of type \(variable.type)")
        }
        let value = try operands(variable).last.map { node throws(ObjCError) in try convert(expression(node), to: type) } ?? type.zero
        locals[variable.spelling] = type
        writer.line("\(assigned.contains(variable.spelling) ? "var" : "let") \(variable.spelling): \(type.written) = \(value)")
    }

    /// `static CGFloat cached = 0;` (or `static dispatch_once_t once;`) in a method: one value
    /// for every call, kept in a local enum's static property (Swift has no static locals).
    private mutating func declareStatic(_ variable: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        guard let type = translator.swiftType(variable.type) ?? translator.swiftType(variable.canonicalType) else {
            throw fail(variable, "a static variable of type \(variable.type)")
        }
        let value = try operands(variable).last.map { node throws(ObjCError) in convert(try expression(node), to: type) } ?? type.zero
        let holder = "_Static_\(variable.spelling)"
        writer.line("enum \(holder) { nonisolated(unsafe) static var value: \(type.written) = \(value) }")
        locals[variable.spelling] = type
        renamed[variable.spelling] = holder + ".value"
    }

    /// Names a body reads through something else (a static local's holder).
    private var renamed: [String: String] = [:]

    private mutating func ifStatement(_ node: ClangNode, _ writer: inout SwiftWriter, prefix: String) throws(ObjCError) {
        let parts = operands(node)
        // `if (self = [super init])` and `if (self)` in an initializer: Swift's init has run super's.
        if isInitializer, let test = initializerTest(parts[0]) {
            if !test.isEmpty { writer.line(test) }
            var inner = self
            try inner.body(parts[1], &writer)
            return
        }
        writer.open("\(prefix)if \(try condition(parts[0]))")
        var inner = self
        try inner.body(parts[1], &writer)
        if parts.count > 2 {
            if parts[2].kind == CursorKind.ifStmt {
                writer.close("}")
                try ifStatement(parts[2], &writer, prefix: "else ")
                return
            }
            writer.between("} else {")
            var other = self
            try other.body(parts[2], &writer)
        }
        writer.close()
    }

    /// `self = [super init]` (maybe in parentheses) → `super.init()`'s call; `self` → nothing.
    private func initializerTest(_ node: ClangNode) -> String? {
        var test = node
        while test.kind == CursorKind.parenExpr || test.kind == CursorKind.unexposedExpr, let inner = operands(test).first { test = inner }
        if test.kind == CursorKind.objCSelfExpr || (test.kind == CursorKind.declRefExpr && test.spelling == "self") { return "" }
        let sides = operands(test)
        if test.kind == CursorKind.binaryOperator, test.extra == "=", sides.count == 2,
            sides[0].kind == CursorKind.objCSelfExpr || sides[0].spelling == "self"
        {
            return superInit(sides[1])
        }
        return nil
    }

    private func superInit(_ node: ClangNode) -> String? {
        var message = node
        while message.kind != CursorKind.messageExpr, let inner = operands(message).first { message = inner }
        switch message.spelling {
        case "init": return "super.init()"
        case "initWithCoder:": return "super.init(coder: \(operands(message).last.map { translator.text(of: $0) } ?? "coder"))"
        default: return nil
        }
    }

    private mutating func returnStatement(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        guard var value = operands(node).first else { return writer.line("return") }
        if isInitializer { return }  // `return self;`
        var assignment = value  // `return (cached = [set allObjects]);`: assign, then return what was assigned
        while [CursorKind.unexposedExpr, CursorKind.parenExpr].contains(assignment.kind), operands(assignment).count == 1 {
            assignment = operands(assignment)[0]
        }
        if assignment.kind == CursorKind.binaryOperator, assignment.extra == "=", operands(assignment).count == 2 {
            writer.line(try expression(assignment).text)
            value = operands(assignment)[0]
        }
        writer.line("return \(try convert(expression(value), to: result))")
    }

    /// C's `for (init; condition; step)`: the step runs after each pass, `continue` included.
    private mutating func forStatement(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parts = operands(node)
        let present = forClauses(node)
        guard parts.count == [present.initial, present.condition, present.step].filter({ $0 }).count + 1 else {
            throw fail(node, "this for loop's clauses")
        }
        var index = 0
        func take(_ wanted: Bool) -> ClangNode? {
            guard wanted else { return nil }
            defer { index += 1 }
            return parts[index]
        }
        let initial = take(present.initial)
        let test = take(present.condition)
        let step = take(present.step)
        let body = parts[index]
        writer.open("do")
        var inner = self
        if let initial { try inner.statement(initial, &writer) }
        writer.open("while \(try test.map { node throws(ObjCError) in try inner.condition(node) } ?? "true")")
        if let step {
            writer.open("defer")
            try inner.expressionStatement(step, &writer)
            writer.close()
        }
        var loop = inner
        try loop.body(body, &writer)
        writer.close()
        writer.close()
    }

    /// Which of a `for`'s three clauses are written (clang's children leave empty ones out).
    private func forClauses(_ node: ClangNode) -> (initial: Bool, condition: Bool, step: Bool) {
        let text = translator.text(of: node)
        guard let open = text.firstIndex(of: "(") else { return (true, true, true) }
        var depth = 0
        var clauses = [""]
        for character in text[text.index(after: open)...] {
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ";" && depth == 0 { clauses.append("") } else { clauses[clauses.count - 1].append(character) }
        }
        let written = clauses.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        return (written.first ?? true, written.count > 1 ? written[1] : true, written.count > 2 ? written[2] : true)
    }

    /// `for (T *x in collection)`: each element that is a `T`.
    private mutating func forIn(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parts = operands(node)
        guard parts.count == 3, let variable = parts[0].children.first(where: { $0.kind == CursorKind.varDecl }),
            let type = translator.swiftType(variable.type)
        else { throw fail(node, "this for…in") }
        let sequence = sequence(try expression(parts[1]))
        var inner = self
        inner.locals[variable.spelling] = SwiftType(name: type.name)
        writer.open("for case let \(variable.spelling) as \(type.name) in \(sequence)")
        try inner.body(parts[2], &writer)
        writer.close()
    }

    /// C's switch: a case runs on into the next unless it breaks or returns.
    private mutating func switchStatement(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parts = operands(node)
        var subjectNode = parts[0]  // C switches on the promoted integer; Swift on the value itself
        while subjectNode.kind == CursorKind.unexposedExpr, operands(subjectNode).count == 1 { subjectNode = operands(subjectNode)[0] }
        let subject = try expression(subjectNode)
        writer.open("switch \(subject.text)")
        var cases: [(labels: [String], body: [ClangNode])] = []
        for statement in parts[1].children {
            var current = statement
            var labels: [String] = []
            while current.kind == CursorKind.caseStmt || current.kind == CursorKind.defaultStmt {
                let inner = operands(current)
                if current.kind == CursorKind.caseStmt {
                    var label = inner[0]
                    while label.kind == CursorKind.unexposedExpr, operands(label).count == 1 { label = operands(label)[0] }
                    labels.append(try convert(expression(label), to: subject.type))
                    guard inner.count > 1 else { break }
                    current = inner[1]
                } else {
                    labels.append("default")
                    current = inner[0]
                }
            }
            if labels.isEmpty, !cases.isEmpty { cases[cases.count - 1].body.append(statement) } else { cases.append((labels, [current])) }
        }
        if !cases.contains(where: { $0.labels.contains("default") }) { cases.append((["default"], [])) }
        for (index, entry) in cases.enumerated() {
            let labels = entry.labels.contains("default") ? "default:" : "case \(entry.labels.joined(separator: ", ")):"
            writer.line(labels)
            writer.open("do")
            var inner = self
            for statement in entry.body where statement.kind != CursorKind.breakStmt { try inner.statement(statement, &writer) }
            writer.close()
            let ends =
                entry.body.last.map { [CursorKind.breakStmt, CursorKind.returnStmt, CursorKind.continueStmt].contains($0.kind) } ?? false
            if !ends && index < cases.count - 1 { writer.line("fallthrough") }
        }
        writer.close()
    }

    private mutating func expressionStatement(_ statement: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        var node = statement  // ARC's cleanups wrap a statement's expression
        while node.kind == CursorKind.unexposedExpr, operands(node).count == 1 { node = operands(node)[0] }
        if isInitializer, let call = initializerTest(node), !call.isEmpty { return writer.line(call) }  // `self = [super init];`
        if node.kind == CursorKind.unaryOperator, ["++", "--"].contains(node.extra), let target = operands(node).first {
            let variable = try lvalue(target)
            return writer.line("\(variable.text) \(variable.type.isInteger ? "&" : "")\(node.extra.first!)= 1")
        }
        if node.kind == CursorKind.messageExpr,
            ["enumerateObjectsUsingBlock:", "enumerateKeysAndObjectsUsingBlock:"].contains(node.spelling)
        {
            return try enumerate(node, &writer)
        }
        let code = try expression(node)
        writer.line(
            code.type == .void || node.kind == CursorKind.binaryOperator || node.kind == CursorKind.compoundAssignOperator
                ? code.text : "_ = \(code.text)")
    }

    /// `[array enumerateObjectsUsingBlock:^(T *object, NSUInteger index, BOOL *stop) { … }]`
    /// is a loop over the elements; `*stop = YES` ends it.
    private mutating func enumerate(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parts = operands(node)
        guard parts.count == 2 else { throw fail(node, "this enumeration") }
        var block = parts[1]
        while block.kind != CursorKind.blockExpr, let inner = operands(block).first { block = inner }
        let declaration = block.children.first { $0.kind == 1 || $0.kind == CursorKind.functionDecl } ?? block
        let parameters = declaration.children.filter { $0.kind == CursorKind.parmDecl }
        guard let body = declaration.children.last(where: { $0.kind == CursorKind.compoundStmt }), parameters.count == 3,
            let elementType = translator.swiftType(parameters[0].type)
        else { throw fail(node, "this block") }
        let collection = try expression(parts[0])
        var inner = self
        inner.stopName = parameters[2].spelling
        inner.locals[parameters[0].spelling] = elementType
        if node.spelling == "enumerateKeysAndObjectsUsingBlock:" {
            guard let valueType = translator.swiftType(parameters[1].type) else { throw fail(node, "this block") }
            inner.locals[parameters[1].spelling] = valueType
            let storage = collection.type.isOptional ? "(\(collection.text)?.storage ?? [:])" : "\(collection.text).storage"
            writer.open("for (_key, _value) in \(storage)")
            writer.line("let \(parameters[0].spelling) = \(convert(Code(text: "_key", type: .any), to: elementType))")
            writer.line("let \(parameters[1].spelling) = \(convert(Code(text: "_value", type: .any), to: valueType))")
        } else {
            inner.locals[parameters[1].spelling] = .int
            writer.open("for (\(parameters[1].spelling), _element) in \(sequence(collection)).enumerated()")
            writer.line("let \(parameters[0].spelling) = _element as? \(elementType.name)")
        }
        let stops = assigned.contains(parameters[2].spelling)
        if stops { writer.line("var \(parameters[2].spelling) = false") }
        try inner.statements(of: body, &writer)
        if stops { writer.line("if \(parameters[2].spelling) { break }") }
        writer.close()
    }

    /// A collection to loop over: nil loops over nothing; a dictionary's keys, as fast enumeration.
    private func sequence(_ collection: Code) -> String {
        switch collection.type.name {
        case "Any", "AnyObject": return "(\(collection.text) as? ObjCArray ?? ObjCArray())"
        case "ObjCDictionary":
            return collection.type.isOptional ? "(\(collection.text)?.allKeys ?? ObjCArray())" : "\(collection.text).allKeys"
        default: return collection.type.isOptional ? "(\(collection.text) ?? ObjCArray())" : collection.text
        }
    }

    /// The `BOOL *stop` of the block an enumeration became: `*stop = YES` sets it.
    var stopName: String?

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
            if code.isLiteral && !(from.isFloating && !type.isFloating) && !(negative && type.isUnsigned) { return code.text }
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

    func expression(_ node: ClangNode) throws(ObjCError) -> Code {
        let parts = try complete(node)
        switch node.kind {
        case CursorKind.unexposedExpr:
            return try unexposed(node, parts)
        case CursorKind.parenExpr:
            let inner = try expression(parts[0])
            if inner.text == "nil" || inner.text == "true" || inner.text == "false" { return inner }  // `nil` is `((id)0)`
            return Code(text: "(\(inner.text))", type: inner.type, isLiteral: inner.isLiteral)
        case CursorKind.integerLiteral, CursorKind.floatingLiteral:
            guard let text = translator.literalText(node) else { throw fail(node, "this macro") }
            if text.contains(".") && !text.first!.isNumber, let type = ObjCTypes.swiftType(node.type) {
                return Code(text: text, type: type)
            }
            return Code(text: text, type: translator.swiftType(node.type) ?? .int, isLiteral: true)
        case CursorKind.characterLiteral:
            return Code(text: "Int8(UInt8(ascii: \(translator.text(of: node).replacingOccurrences(of: "'", with: "\""))))", type: .int)
        case CursorKind.objCStringLiteral, CursorKind.stringLiteral:
            return Code(text: ObjCLiterals.swiftString(fromC: translator.text(of: node)), type: SwiftType(name: "String"), isLiteral: true)
        case CursorKind.objCSelfExpr:
            return Code(text: "self", type: SwiftType(name: selfClass?.name ?? "AnyObject"))
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
                    text: "\(function)(\(convert(try expression(parts[1]), to: type)), \(convert(try expression(parts[2]), to: type)))",
                    type: type)
            }
            if written.hasPrefix("ABS(") { return Code(text: "abs(\(convert(try expression(parts[1]), to: type)))", type: type) }
            let test = try condition(parts[0])
            return Code(
                text: "(\(test) ? \(convert(try expression(parts[1]), to: type)) : \(convert(try expression(parts[2]), to: type)))",
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
        case 118, CursorKind.initListExpr:  // `(CGRect){origin, size}`, `CGSize size = {10, 20};`
            guard let type = translator.swiftType(node.type) ?? translator.swiftType(node.canonicalType) else {
                throw fail(node, "a C struct of type \(node.type)")
            }
            return try initialized(node.kind == 118 ? parts.first ?? node : node, as: type)
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
                return Code(text: "(\(inner.text) as? \(type.name))", type: SwiftType(name: type.name, isOptional: true))
            }
            return Code(text: convert(inner, to: type), type: type)
        default:
            throw fail(node, "this expression (clang kind \(node.kind))")
        }
    }

    /// Clang's implicit conversions and Objective-C's own forms clang leaves unexposed.
    private func unexposed(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let text = translator.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines)
        if parts.isEmpty {
            // ARC's implicit nil of an object variable declared without a value.
            if node.file.isEmpty { return Code(text: "nil", type: .any, isLiteral: true) }
            throw fail(node, "this literal")
        }
        if ["YES", "NO"].contains(text) { return Code(text: text == "YES" ? "true" : "false", type: .bool, isLiteral: true) }
        if ["nil", "NULL", "Nil"].contains(text) { return Code(text: "nil", type: .any, isLiteral: true) }
        if text.hasPrefix("@("), parts.count == 1, !translator.text(of: parts[0]).hasPrefix("@(") {
            return Code(text: "NSNumber(value: \(try expression(parts[0]).text))", type: SwiftType(name: "NSNumber"))
        }
        if node.type == "<pseudo-object type>" || parts.count == 2 {
            if parts.count == 2 {  // `array[index]`, `dictionary[key]`
                let base = try expression(parts[0])
                let key = try expression(parts[1])
                return Code(
                    text: "_layouttyObjCSubscript(\(base.text), \(key.type.isNumber ? convert(key, to: .int) : key.text))", type: .any)
            }
            return try expression(parts[0])
        }
        if translator.swiftType(node.type)?.name == "NSNumber", let number = try? expression(parts[0]),
            number.type.isNumber || number.type == .bool
        {
            return Code(text: "NSNumber(value: \(number.text))", type: SwiftType(name: "NSNumber"))  // `@2`, `@YES`
        }
        if parts[0].kind == CursorKind.blockExpr, let type = translator.swiftType(node.type), type.name.contains(" -> ") {
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
            if inner.type.isFloating && !type.isFloating { return Code(text: "\(type.name)(\(inner.text))", type: type) }
            return Code(text: inner.text, type: type, isLiteral: true)
        }
        if inner.text == "nil" { return Code(text: type.isOptional ? "nil" : type.zero, type: type, isLiteral: true) }
        return Code(
            text: convert(inner, to: type),
            type: type.isOptional && !inner.type.isOptional && inner.type.name == type.name ? inner.type : type)
    }

    private func reference(_ node: ClangNode) throws(ObjCError) -> Code {
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
    private func member(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        if node.referencedKind == CursorKind.ivarDecl {
            let stored = storage[node.spelling] ?? node.spelling
            let type = translator.swiftType(node.type) ?? .any
            guard let base = parts.first, base.kind != CursorKind.objCSelfExpr else { return Code(text: "self.\(stored)", type: type) }
            let receiver = try expression(base)
            return Code(text: receiver.text == "self" ? "self.\(stored)" : "\(receiver.text)?.\(stored)", type: type)
        }
        guard let base = parts.first else { throw fail(node, "this member") }
        let receiver = try expression(base)
        let name = ObjCNames.properties[node.spelling] ?? node.spelling
        if node.referencedKind == CursorKind.instanceMethodDecl {
            // A method called with dot syntax (`self.columnCount`): a message after all.
            return try send(selector: node.spelling, to: receiver, arguments: [], node: node, isSuper: translator.text(of: base) == "super")
        }
        let type = propertyType(node, receiver: receiver)
        let chained = receiver.type.isOptional ? "?" : ""
        // A stored index path may be nil (empty here): its parts read 0, as messaging nil does.
        var unwrapped = base
        while unwrapped.kind == CursorKind.unexposedExpr, operands(unwrapped).count == 1 { unwrapped = operands(unwrapped)[0] }
        if receiver.type.name == "IndexPath", ["item", "row", "section"].contains(name), unwrapped.kind != CursorKind.declRefExpr {
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
    private func propertyType(_ node: ClangNode, receiver: Code) -> SwiftType {
        if let model = translator.classModel(receiver.type.name),
            let property = model.properties.first(where: { $0.spelling == node.spelling }),
            let type = translator.swiftType(property.type)
        {
            return type
        }
        if receiver.text == "self" || receiver.text == "super", let type = translator.ownPropertyType(node.spelling) { return type }
        if let type = translator.swiftType(node.type) { return type.asAPI }
        if let type = ObjCProperties.types[node.spelling] { return type }
        return .any
    }

    /// A block: a Swift closure. Its parameters take the types the context expects (a block of
    /// `UICollectionViewLayoutAttributes *` passed where one of `id` is wanted), converted to the
    /// block's own types inside.
    private func block(_ node: ClangNode, expecting expected: SwiftType?) throws(ObjCError) -> Code {
        guard let type = translator.swiftType(node.type), let parts = ObjCTypes.closureParts(type) else {
            throw fail(node, "a block of type \(node.type)")
        }
        let declaration = node.children.first { $0.kind == 1 } ?? node
        let parameters = declaration.children.filter { $0.kind == CursorKind.parmDecl }
        guard let body = declaration.children.last(where: { $0.kind == CursorKind.compoundStmt }) else { throw fail(node, "this block") }
        let wanted = expected.flatMap { ObjCTypes.closureParts($0) }?.parameters ?? parts.parameters
        var inner = Scope(
            translator: translator, selfClass: selfClass, result: SwiftType(written: parts.result), parameters: locals, body: body)
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
                writer.line("let \(parameter.spelling) = \(convert(Code(text: "_" + parameter.spelling, type: given), to: own))")
            }
        }
        try inner.statements(of: body, &writer)
        let closure = "{ (\(list.joined(separator: ", "))) -> \(parts.result) in\n\(writer.text)}"
        return Code(text: closure, type: expected ?? type)
    }

    /// A struct from C's initializer list, its fields in declaration order (missing ones zero);
    /// a struct field may take its own braces or, braces elided, the next scalars (`(CGRect){x, y, w, h}`).
    private func initialized(_ list: ClangNode, as type: SwiftType) throws(ObjCError) -> Code {
        var next = 0
        return try initialized(operands(list), from: &next, as: type, at: list)
    }

    private func initialized(_ elements: [ClangNode], from next: inout Int, as type: SwiftType, at list: ClangNode)
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
    private func isStruct(_ element: ClangNode, _ type: SwiftType) -> Bool {
        translator.swiftType(element.type)?.name == type.name || translator.swiftType(element.canonicalType)?.name == type.name
    }

    private func call(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let name = node.spelling
        let type = translator.swiftType(node.type) ?? .void
        if let closure = locals[name], let signature = ObjCTypes.closureParts(closure) {  // calling a block: nil traps, as in C
            var arguments: [String] = []
            for (index, argument) in parts.dropFirst().enumerated() {
                let code = try expression(argument)
                arguments.append(
                    signature.parameters.indices.contains(index)
                        ? convert(code, to: SwiftType(written: signature.parameters[index])) : code.text)
            }
            return Code(text: "\(name)!(\(arguments.joined(separator: ", ")))", type: SwiftType(written: signature.result))
        }
        var arguments: [String] = []
        // A collection literal's call starts with the prelude's placeholder count (`ObjCLiterals`).
        for argument in parts.dropFirst(name == "__lt_array_" || name == "__lt_dictionary_" ? 2 : 1) {
            let code = try expression(argument)
            arguments.append(code.text)
        }
        if let template = ObjCNames.functions[name] { return Code(text: ObjCNames.fill(template, arguments: arguments), type: type) }
        if name == "__lt_array_" || name == "__lt_dictionary_" {  // `@[a, b]`, `@{k: v}` (`ObjCLiterals`)
            let elements = arguments.map { "_layouttyObjCObject(\($0))" }
            if name == "__lt_array_" {
                return Code(text: "ObjCArray(array: [\(elements.joined(separator: ", "))])", type: SwiftType(name: "ObjCArray"))
            }
            let pairs = stride(from: 0, to: elements.count - 1, by: 2).map { "(\(elements[$0]), \(elements[$0 + 1]))" }
            return Code(text: "ObjCDictionary(pairs: [\(pairs.joined(separator: ", "))])", type: SwiftType(name: "ObjCDictionary"))
        }
        if name == "NSLog" {  // to the preview's log, as the device's console shows it
            return Code(text: "print(\(ObjCNames.format(arguments)))", type: .void)
        }
        return Code(text: "\(name)(\(arguments.joined(separator: ", ")))", type: type)
    }

    private func message(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
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
            let named = translator.text(of: selectorNode)
            guard let open = named.firstIndex(of: "("), let close = named.lastIndex(of: ")") else { throw fail(node, "this selector") }
            let asked = String(named[named.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            let (base, labels) = ObjCNames.swiftName(ofSelector: asked)
            let swiftName =
                translator.uikitDelegateMethod(asked)?.swiftName
                ?? (labels.isEmpty ? base : "\(base)(\(labels.map { $0 + ":" }.joined()))")
            return Code(
                text: "(\(receiver.text)\(receiver.type.isOptional ? "?" : "")._layouttyImplements(\"\(swiftName)\") ?? false)", type: .bool
            )
        }
        if selector == "conformsToProtocol:", let protocolNode = arguments.first {
            let named = translator.text(of: protocolNode)
            guard let open = named.firstIndex(of: "("), let close = named.lastIndex(of: ")") else { throw fail(node, "this protocol") }
            return Code(
                text: "(\(receiver.text) is \(named[named.index(after: open)..<close].trimmingCharacters(in: .whitespaces)))", type: .bool)
        }
        if selector == "isEqualToString:", let other = arguments.first {
            return Code(text: "(\(receiver.text) == \(try expression(other).text))", type: .bool)
        }
        if selector == "init", receiver.text.first?.isUppercase == true, !receiver.text.contains(".") {
            return Code(text: "\(receiver.text)()", type: SwiftType(name: receiver.text))
        }
        if selector == "initWithCapacity:", let count = arguments.first {
            return Code(
                text: "\(receiver.text)(capacity: \(convert(try expression(count), to: .int)))", type: SwiftType(name: receiver.text))
        }
        var translated: [Code] = []
        for argument in arguments { translated.append(try expression(argument)) }
        return try send(selector: selector, to: receiver, arguments: translated, node: node, isSuper: isSuper)
    }

    private func classMessage(_ selector: String, to name: String, arguments: [ClangNode], node: ClangNode) throws(ObjCError) -> Code {
        var translated: [String] = []
        for argument in arguments {
            let code = try expression(argument)
            // Foundation's and UIKit's Swift take an `Int` where Objective-C takes an `NSUInteger`.
            translated.append(code.type.isUnsigned && !translator.isOwnSelector(selector) ? convert(code, to: .int) : code.text)
        }
        let name = ObjCTypes.collections[name] ?? name
        if selector == "stringWithFormat:" { return Code(text: ObjCNames.format(translated), type: SwiftType(name: "String")) }
        if selector == "class" { return Code(text: "\(name).self", type: SwiftType(name: "AnyClass")) }
        if selector == "alloc" || selector == "new" {
            return Code(text: selector == "new" ? "\(name)()" : name, type: SwiftType(name: name))
        }
        if translator.isOwnSelector(selector) {
            let (base, labels) = ObjCNames.swiftName(ofSelector: selector)
            let written = zip(labels, translated).map { $0 == "_" ? $1 : "\($0): \($1)" }
            return Code(text: "\(name).\(base)(\(written.joined(separator: ", ")))", type: translator.swiftType(node.type) ?? .any)
        }
        guard let template = ObjCNames.classMessages[selector] else { throw fail(node, "[\(name) \(selector)]") }
        let resultName = template.hasPrefix("IndexPath") ? "IndexPath" : template.hasPrefix("NSNumber") ? "NSNumber" : name
        return Code(text: ObjCNames.fill(template, receiver: name, arguments: translated), type: SwiftType(name: resultName))
    }

    /// An instance message: a UIKit override's Swift form, the files' own method by its Swift
    /// name, else Foundation's and UIKit's table. Messaging nil answers zero.
    private func send(selector: String, to receiver: Code, arguments: [Code], node: ClangNode, isSuper: Bool) throws(ObjCError) -> Code {
        var receiver = receiver
        let declaring =
            translator.protocolOf[selector]
            ?? (translator.uikitDelegateMethod(selector) == nil ? nil : "UICollectionViewDelegateFlowLayout")
        if ["Any", "AnyObject"].contains(receiver.type.name), let owner = ObjCNames.receivers[selector] ?? declaring {
            receiver = Code(text: "(\(receiver.text) as? \(owner))", type: SwiftType(name: owner, isOptional: true))
        }
        let chained = receiver.type.isOptional ? receiver.text + "?" : receiver.text
        var type = translator.swiftType(node.type == "<pseudo-object type>" ? node.resultType : node.type)?.asAPI ?? .any
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
                known.parameters.indices.contains(index) ? convert(argument, to: known.parameters[index]) : argument.text
            }
            text = ObjCNames.fill(known.call, receiver: chained, arguments: converted)
            type = known.result
        } else if let property = ObjCNames.setterProperty(selector), arguments.count == 1,
            translator.ownPropertyType(property) == nil
        {
            // `[super setZIndex:z]`: a property's setter, said as Swift sets a property.
            let type = ObjCProperties.types[property] ?? arguments[0].type
            return Code(text: "\(chained).\(ObjCNames.properties[property] ?? property) = \(convert(arguments[0], to: type))", type: .void)
        } else if arguments.isEmpty, let property = translator.ownPropertyType(selector) {
            // `[self delegate]`: the files' property's getter, said as Swift reads a property.
            type = property
            text = "\(chained).\(selector)"
        } else if translator.isOwnSelector(selector) {
            let (base, labels) = ObjCNames.swiftName(ofSelector: selector)
            let written = zip(labels, arguments).map { $0 == "_" ? $1.text : "\($0): \($1.text)" }
            // A method of the files' protocols declared `@optional`: called as `delegate?.method?(…)`.
            let optional = translator.optionalSelectors.contains(selector) ? "?" : ""
            type = translator.ownResult(selector) ?? type
            text = "\(chained).\(base)\(optional)(\(written.joined(separator: ", ")))"
        } else if arguments.isEmpty, let property = ObjCProperties.types[selector], ObjCNames.instanceMessages[selector] == nil {
            // `[self collectionView]`: a property's getter, said as Swift reads a property.
            type = property
            text = "\(chained).\(ObjCNames.properties[selector] ?? selector)"
        } else if let template = ObjCNames.instanceMessages[selector] {
            text = ObjCNames.fill(template, receiver: chained, unchained: receiver.text, arguments: arguments.map(\.text))
            if selector == "copy" || selector == "mutableCopy" { type = .any }
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

    /// The collection and key of `collection[key]` on an assignment's left.
    private func subscripted(_ node: ClangNode) throws(ObjCError) -> (String, String)? {
        var target = node
        while target.kind == CursorKind.unexposedExpr, operands(target).count == 1 { target = operands(target)[0] }
        let parts = operands(target)
        guard target.kind == CursorKind.unexposedExpr, parts.count == 2 else { return nil }
        let key = try expression(parts[1])
        return (try expression(parts[0]).text, key.type.isNumber ? convert(key, to: .int) : key.text)
    }

    /// What an assignment writes to: a property through an optional chain (`copy?.frame`, never
    /// `?? .zero`), a field of one, a local, an ivar.
    private func lvalue(_ node: ClangNode) throws(ObjCError) -> Code {
        guard node.kind == CursorKind.memberRefExpr, node.referencedKind != CursorKind.ivarDecl, let base = operands(node).first else {
            return try expression(node)
        }
        let receiver = try lvalue(base)
        let name = ObjCNames.properties[node.spelling] ?? node.spelling
        let type = propertyType(node, receiver: receiver)
        return Code(text: "\(receiver.text)\(receiver.type.isOptional ? "?" : "").\(name)", type: type)
    }

    private func unary(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let operand = try expression(parts[0])
        switch node.extra {
        case "!": return Code(text: "!\(convert(operand, to: .bool))", type: .bool)
        case "-" where operand.type.isInteger && !operand.isLiteral: return Code(text: "(0 &- \(operand.text))", type: operand.type)
        case "-": return Code(text: "-\(operand.text)", type: operand.type, isLiteral: operand.isLiteral)
        case "+": return operand
        case "~": return Code(text: "~\(operand.text)", type: operand.type)
        case "*" where operand.text == stopName: return operand
        case "&": return Code(text: "&" + operand.text, type: operand.type)  // an argument Swift takes `inout` (dispatch_once)
        default: throw fail(node, "the operator \(node.extra) used as a value")
        }
    }

    private func binary(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let operation = node.extra
        if let folded = try folded(node, parts) { return folded }
        if operation == "=", parts[0].kind == CursorKind.unaryOperator, let stop = stopName, translator.text(of: parts[0]).contains(stop) {
            return Code(text: "\(stop) = \(try condition(parts[1]))", type: .void)
        }
        if operation == "=", let (base, key) = try subscripted(parts[0]) {
            return Code(text: "_layouttyObjCSetSubscript(\(base), \(key), \(try expression(parts[1]).text))", type: .void)
        }
        let left = try operation.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(operation) ? lvalue(parts[0]) : expression(parts[0])
        let right = try expression(parts[1])
        switch operation {
        case "=":
            return Code(text: "\(left.text) = \(convert(right, to: left.type))", type: .void)
        case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=":
            let wrapping = left.type.isInteger && ["+=", "-=", "*="].contains(operation) ? "&" : ""
            return Code(text: "\(left.text) \(wrapping)\(operation) \(convert(right, to: left.type))", type: .void)
        case "&&", "||":
            return Code(text: "\(convert(left, to: .bool)) \(operation) \(convert(right, to: .bool))", type: .bool)
        case "==", "!=", "<", ">", "<=", ">=":
            for (value, other) in [(left, right), (right, left)]
            where other.text == "nil" && ["IndexPath", "String"].contains(value.type.name) {
                return Code(text: "\(operation == "==" ? "" : "!")\(value.text).isEmpty", type: .bool)
            }
            if left.type.isOptional || right.type.isOptional || left.text == "nil" || right.text == "nil" {
                return Code(
                    text: "\(left.text) \(operation == "==" ? "===" : operation == "!=" ? "!==" : operation) \(right.text)", type: .bool)
            }
            let common = left.isLiteral ? right.type : left.type
            return Code(text: "\(operand(left, as: common)) \(operation) \(operand(right, as: common))", type: .bool)
        case ",":
            throw fail(node, "the comma operator")
        default:
            let type = translator.swiftType(node.type) ?? left.type
            // C's integers wrap around where Swift's would trap.
            let wrapping = type.isInteger && ["+", "-", "*"].contains(operation) ? "&" : ""
            return Code(text: "\(operand(left, as: type)) \(wrapping)\(operation) \(operand(right, as: type))", type: type)
        }
    }

    /// The operators a chain of which is folded, and from how many terms.
    private static let foldedOperators: Set<String> = ["+", "-", "*", "/", "&", "|", "^"]
    static let foldedChain = 16

    /// A chain of `foldedChain` or more terms of one operator and type, as C groups it
    /// (`((a + b) + c) + …`: the left operand is the chain so far), as one fold from the left —
    /// the same order, the same rounding and wrapping; nil for anything else.
    private func folded(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code? {
        guard Self.foldedOperators.contains(node.extra), let type = translator.swiftType(node.type), type.isNumber else { return nil }
        var terms = [parts[1]]
        var chain = parts[0]
        while chain.kind == node.kind, chain.extra == node.extra, chain.type == node.type {
            let inner = try complete(chain)
            terms.append(inner[1])
            chain = inner[0]
        }
        terms.append(chain)
        guard terms.count >= Self.foldedChain else { return nil }
        var operands: [String] = []
        for term in terms.reversed() { operands.append(operand(try expression(term), as: type)) }
        let wrapping = type.isInteger && ["+", "-", "*"].contains(node.extra) ? "&" : ""
        return Code(
            text: "_layouttyObjCFold(\(type.name).self, \(operands.joined(separator: ", "))) { $0 \(wrapping)\(node.extra) $1 }", type: type
        )
    }

    /// An operator's operand converted to `type`, a number literal written with it (`(1 as
    /// Int32)`): Swift's type checker solves a chain of untyped literals by trying every
    /// overload of every operator (20 terms: "unable to type-check this expression in
    /// reasonable time"); typed, each operator has one candidate.
    private func operand(_ code: Code, as type: SwiftType) -> String {
        let text = convert(code, to: type)
        guard code.isLiteral, type.isNumber, !type.isOptional, text == code.text else { return text }
        return "(\(text) as \(type.name))"
    }
}

/// The types of UIKit's properties a layout reads, where clang types the read as a pseudo-object.
enum ObjCProperties {
    /// Properties Swift imports as optional values (`IndexPath?`): nil reads as C's zero.
    static let nullableValues: Set<String> = ["indexPathBeforeUpdate", "indexPathAfterUpdate", "representedElementKind"]

    static let types: [String: SwiftType] = [
        "collectionView": SwiftType(name: "UICollectionView", isOptional: true),
        "frame": SwiftType(name: "CGRect"), "bounds": SwiftType(name: "CGRect"), "center": SwiftType(name: "CGPoint"),
        "size": SwiftType(name: "CGSize"), "alpha": SwiftType(name: "CGFloat"), "zIndex": .int,
        "transform": SwiftType(name: "CGAffineTransform"), "transform3D": SwiftType(name: "CATransform3D"),
        "indexPath": SwiftType(name: "IndexPath"), "isHidden": .bool, "hidden": .bool,
        "itemSize": SwiftType(name: "CGSize"), "estimatedItemSize": SwiftType(name: "CGSize"),
        "headerReferenceSize": SwiftType(name: "CGSize"), "footerReferenceSize": SwiftType(name: "CGSize"),
        "minimumLineSpacing": SwiftType(name: "CGFloat"), "minimumInteritemSpacing": SwiftType(name: "CGFloat"),
        "sectionInset": SwiftType(name: "UIEdgeInsets"), "scrollDirection": SwiftType(name: "UICollectionView.ScrollDirection"),
        "contentOffset": SwiftType(name: "CGPoint"), "contentInset": SwiftType(name: "UIEdgeInsets"),
        "adjustedContentInset": SwiftType(name: "UIEdgeInsets"), "numberOfSections": .int, "count": .int,
        "item": .int, "row": .int, "section": .int, "delegate": .any, "dataSource": .any,
        "sectionHeadersPinToVisibleBounds": .bool, "sectionFootersPinToVisibleBounds": .bool,
        "firstObject": .any, "lastObject": .any, "allKeys": SwiftType(name: "ObjCArray"), "allValues": SwiftType(name: "ObjCArray"),
        "doubleValue": SwiftType(name: "Double"), "floatValue": SwiftType(name: "Float"),
        "integerValue": .int, "intValue": .int, "boolValue": .bool, "length": .int, "scale": SwiftType(name: "CGFloat"),
        "representedElementKind": SwiftType(name: "String", isOptional: true),
        "representedElementCategory": SwiftType(name: "UICollectionView.ElementCategory"),
        "mutableCopy": .any, "copy": .any, "indexPathBeforeUpdate": SwiftType(name: "IndexPath"),
        "indexPathAfterUpdate": SwiftType(name: "IndexPath"), "updateAction": SwiftType(name: "UICollectionViewUpdateItem.Action"),
        "allObjects": SwiftType(name: "ObjCArray"), "anyObject": .any, "superview": SwiftType(name: "UIView", isOptional: true),
        "safeAreaInsets": SwiftType(name: "UIEdgeInsets"), "userInterfaceIdiom": SwiftType(name: "UIUserInterfaceIdiom"),
        "nativeScale": SwiftType(name: "CGFloat"), "model": SwiftType(name: "String"), "systemVersion": SwiftType(name: "String")
    ]
}
