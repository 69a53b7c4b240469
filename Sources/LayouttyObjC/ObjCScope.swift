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
    let storage: [String: String]

    /// The names a body assigns to (`x = …`, `x += …`, `x++`, `frame.origin.x = …`): declared `var`, the others `let`.
    let assigned: Set<String>

    init(
        translator: ObjCTranslator, selfClass: ObjCTranslator.ClassModel?, result: SwiftType,
        parameters: [String: SwiftType],
        body: ClangNode? = nil
    ) {
        self.translator = translator
        self.selfClass = selfClass
        self.result = result
        self.locals = parameters
        self.storage = selfClass.map(translator.storage(of:)) ?? [:]
        self.assigned = body.map(Self.assignedNames(in:)) ?? []
    }

    static func assignedNames(in node: ClangNode) -> Set<String> {
        var names: Set<String> = []
        func target(_ node: ClangNode) {
            var base = node
            while [CursorKind.unexposedExpr, CursorKind.memberRefExpr, CursorKind.parenExpr, CursorKind.unaryOperator]
                .contains(base.kind),
                base.referencedKind != CursorKind.propertyDecl, let inner = base.children.first
            {
                base = inner
            }
            if base.kind == CursorKind.declRefExpr { names.insert(base.spelling) }
        }
        func walk(_ node: ClangNode) {
            let isAssignment =
                (node.kind == CursorKind.binaryOperator && node.extra == "=")
                || node.kind == CursorKind.compoundAssignOperator
                || (node.kind == CursorKind.unaryOperator && ["++", "--", "&"].contains(node.extra))
            if isAssignment, let first = node.children.first { target(first) }
            node.children.forEach(walk)
        }
        walk(node)
        return names
    }

    func fail(_ node: ClangNode, _ what: String) -> ObjCError {
        let place = node.file.isEmpty ? anchor ?? node : node  // a node made by a macro has no file of its own
        return ObjCError(place, "\(what) is not translated yet: \(translator.text(of: place).prefix(60))")
    }

    /// The statement being translated: where an error inside a macro's expansion is reported.
    var anchor: ClangNode?

    /// How many operands each kind is read with at least (`a ? b : c` three): a tree clang
    /// shapes otherwise (code this translation has not met) is one message, never a trap.
    static let operandsNeeded: [Int: Int] = [
        CursorKind.whileStmt: 2, CursorKind.doStmt: 2, CursorKind.ifStmt: 2, CursorKind.switchStmt: 2,
        CursorKind.caseStmt: 1,
        CursorKind.defaultStmt: 1, CursorKind.parenExpr: 1, CursorKind.conditionalOperator: 3,
        CursorKind.arraySubscriptExpr: 2,
        CursorKind.cStyleCastExpr: 1, CursorKind.unaryOperator: 1, CursorKind.binaryOperator: 2,
        CursorKind.compoundAssignOperator: 2,
        CursorKind.compoundLiteralExpr: 1
    ]

    /// The node's operands, when it has as many as its kind is read with.
    func complete(_ node: ClangNode) throws(ObjCError) -> [ClangNode] {
        let parts = operands(node)
        guard parts.count >= Self.operandsNeeded[node.kind] ?? 0 else {
            throw fail(node, "this form (clang kind \(node.kind))")
        }
        return parts
    }

    /// Clang's expression children: type references are left out.
    func operands(_ node: ClangNode) -> [ClangNode] {
        node.children.filter { !CursorKind.references.contains($0.kind) && !CursorKind.attributes.contains($0.kind) }
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
        // `@try { … } @catch … @finally { … }`, `@synchronized (x) { … }`
        case CursorKind.objCAtTryStmt, CursorKind.objCAtSynchronizedStmt:
            // One thread runs layout code, and an Objective-C exception is a trap here: the
            // body runs, then a `@finally`'s; a `@catch` never does.
            let parts = operands(node)
            writer.open("do")
            var inner = self
            for part in parts where part.kind == CursorKind.compoundStmt || part.kind == CursorKind.objCAtFinallyStmt {
                try inner.body(part.kind == CursorKind.objCAtFinallyStmt ? operands(part).first ?? part : part, &writer)
            }
            writer.close()
        // `@throw exception`: iOS ends the app with the exception's name and reason, uncaught
        // (a `@catch` never runs here).
        case CursorKind.objCAtThrowStmt:
            guard let thrown = operands(node).first else { throw fail(node, "a rethrow") }
            writer.line("_layouttyObjCThrow(\(try expression(thrown).text))")
        default:
            guard !CursorKind.statements.contains(node.kind) else { throw fail(node, "this statement") }
            try expressionStatement(node, &writer)
        }
    }

    mutating func body(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        if node.kind == CursorKind.compoundStmt {
            try statements(of: node, &writer)
        } else {
            try statement(node, &writer)
        }
    }

    mutating func declare(_ variable: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
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
                ? "\(type.name)(count: \(total), repeating: \(element.zero))"
                : "\(type.name)([\(values.joined(separator: ", "))])"
            writer.line("let \(variable.spelling): \(type.name) = \(text)")
            return
        }
        guard let type = translator.swiftType(variable.type) ?? translator.swiftType(variable.canonicalType) else {
            throw fail(variable, "a variable of type \(variable.type)")
        }
        let value =
            try operands(variable).last.map { node throws(ObjCError) in try convert(expression(node), to: type) }
            ?? type.zero
        locals[variable.spelling] = type
        writer.line(
            "\(assigned.contains(variable.spelling) ? "var" : "let") \(variable.spelling): \(type.written) = \(value)")
    }

    /// `static CGFloat cached = 0;` (or `static dispatch_once_t once;`) in a method: one value
    /// for every call, kept in a local enum's static property (Swift has no static locals).
    mutating func declareStatic(_ variable: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        guard let type = translator.swiftType(variable.type) ?? translator.swiftType(variable.canonicalType) else {
            throw fail(variable, "a static variable of type \(variable.type)")
        }
        let value =
            try operands(variable).last.map { node throws(ObjCError) in convert(try expression(node), to: type) }
            ?? type.zero
        let holder = "_Static_\(variable.spelling)"
        writer.line("enum \(holder) { nonisolated(unsafe) static var value: \(type.written) = \(value) }")
        locals[variable.spelling] = type
        renamed[variable.spelling] = holder + ".value"
    }

    /// Names a body reads through something else (a static local's holder).
    var renamed: [String: String] = [:]

    mutating func ifStatement(_ node: ClangNode, _ writer: inout SwiftWriter, prefix: String) throws(ObjCError) {
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
    func initializerTest(_ node: ClangNode) -> String? {
        var test = node
        while test.kind == CursorKind.parenExpr || test.kind == CursorKind.unexposedExpr,
            let inner = operands(test).first
        { test = inner }
        if test.kind == CursorKind.objCSelfExpr || (test.kind == CursorKind.declRefExpr && test.spelling == "self") {
            return ""
        }
        let sides = operands(test)
        if test.kind == CursorKind.binaryOperator, test.extra == "=", sides.count == 2,
            sides[0].kind == CursorKind.objCSelfExpr || sides[0].spelling == "self"
        {
            return superInit(sides[1])
        }
        return nil
    }

    /// `[super initWithFrame:frame]` → `super.init(frame: frame)`; `[self initWithStyle:s]`, in
    /// a convenience initializer, → `self.init(style: s)`.
    func superInit(_ node: ClangNode) -> String? {
        var message = node
        while message.kind != CursorKind.messageExpr, let inner = operands(message).first { message = inner }
        guard message.spelling == "init" || message.spelling.hasPrefix("initWith") else { return nil }
        let written = translator.text(of: message).dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
        let receiver = written.hasPrefix("self") ? "self" : "super"
        let labels = ObjCNames.initializerLabels(ofSelector: message.spelling)
        let arguments = operands(message).suffix(labels.count).map { argument in
            (try? expression(argument).text) ?? translator.text(of: argument)
        }
        return "\(receiver).init(\(zip(labels, arguments).map { "\($0): \($1)" }.joined(separator: ", ")))"
    }

    mutating func returnStatement(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        // In an enumeration's block, `return;` ends this element's call: the loop's next element.
        if let enumeration = enumerationLabel, operands(node).isEmpty { return writer.line("continue \(enumeration)") }
        guard var value = operands(node).first else { return writer.line("return") }
        if isInitializer {
            // `return self;`, or `return [self initWithMetrics:m count:0];` of a convenience one.
            if let call = superInit(value) { writer.line(call) }
            return
        }
        var assignment = value  // `return (cached = [set allObjects]);`: assign, then return what was assigned
        while [CursorKind.unexposedExpr, CursorKind.parenExpr].contains(assignment.kind),
            operands(assignment).count == 1
        {
            assignment = operands(assignment)[0]
        }
        if assignment.kind == CursorKind.binaryOperator, assignment.extra == "=", operands(assignment).count == 2 {
            writer.line(try expression(assignment).text)
            value = operands(assignment)[0]
        }
        writer.line("return \(try convert(expression(value), to: result))")
    }

    /// C's `for (init; condition; step)`: the step runs after each pass, `continue` included.
    mutating func forStatement(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
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
    func forClauses(_ node: ClangNode) -> (initial: Bool, condition: Bool, step: Bool) {
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
            if character == ";" && depth == 0 {
                clauses.append("")
            } else {
                clauses[clauses.count - 1].append(character)
            }
        }
        let written = clauses.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        return (written.first ?? true, written.count > 1 ? written[1] : true, written.count > 2 ? written[2] : true)
    }

    /// `for (T *x in collection)`: each element that is a `T`.
    mutating func forIn(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
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
    mutating func switchStatement(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parts = operands(node)
        var subjectNode = parts[0]  // C switches on the promoted integer; Swift on the value itself
        while subjectNode.kind == CursorKind.unexposedExpr, operands(subjectNode).count == 1 {
            subjectNode = operands(subjectNode)[0]
        }
        var subject = try expression(subjectNode)
        // A value read through nil is C's zero (`switch (gesture.state)` of a nil recognizer).
        if subject.type.isOptional, !subject.type.isObject {
            subject = Code(text: "(\(subject.text) ?? \(subject.type.zero))", type: SwiftType(name: subject.type.name))
        }
        writer.open("switch \(subject.text)")
        var cases: [(labels: [String], body: [ClangNode])] = []
        for statement in parts[1].children {
            var current = statement
            var labels: [String] = []
            while current.kind == CursorKind.caseStmt || current.kind == CursorKind.defaultStmt {
                let inner = operands(current)
                if current.kind == CursorKind.caseStmt {
                    var label = inner[0]
                    while label.kind == CursorKind.unexposedExpr, operands(label).count == 1 {
                        label = operands(label)[0]
                    }
                    labels.append(try convert(expression(label), to: subject.type))
                    guard inner.count > 1 else { break }
                    current = inner[1]
                } else {
                    labels.append("default")
                    current = inner[0]
                }
            }
            if labels.isEmpty, !cases.isEmpty {
                cases[cases.count - 1].body.append(statement)
            } else {
                cases.append((labels, [current]))
            }
        }
        if !cases.contains(where: { $0.labels.contains("default") }) { cases.append((["default"], [])) }
        for (index, entry) in cases.enumerated() {
            let labels = entry.labels.contains("default") ? "default:" : "case \(entry.labels.joined(separator: ", ")):"
            writer.line(labels)
            writer.open("do")
            var inner = self
            for statement in entry.body where statement.kind != CursorKind.breakStmt {
                try inner.statement(statement, &writer)
            }
            writer.close()
            let ends =
                entry.body.last.map {
                    [CursorKind.breakStmt, CursorKind.returnStmt, CursorKind.continueStmt].contains($0.kind)
                } ?? false
            if !ends && index < cases.count - 1 { writer.line("fallthrough") }
        }
        writer.close()
    }

    mutating func expressionStatement(_ statement: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        var node = statement  // ARC's cleanups wrap a statement's expression
        while node.kind == CursorKind.unexposedExpr, operands(node).count == 1 { node = operands(node)[0] }
        // `self = [super init];`
        if isInitializer, let call = initializerTest(node), !call.isEmpty { return writer.line(call) }
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
            code.type == .void || node.kind == CursorKind.binaryOperator
                || node.kind == CursorKind.compoundAssignOperator
                ? code.text : "_ = \(code.text)")
    }

    /// `[array enumerateObjectsUsingBlock:^(T *object, NSUInteger index, BOOL *stop) { … }]`
    /// is a loop over the elements; `*stop = YES` ends it.
    mutating func enumerate(_ node: ClangNode, _ writer: inout SwiftWriter) throws(ObjCError) {
        let parts = operands(node)
        guard parts.count == 2 else { throw fail(node, "this enumeration") }
        var block = parts[1]
        while block.kind != CursorKind.blockExpr, let inner = operands(block).first { block = inner }
        let declaration = block.children.first { $0.kind == 1 || $0.kind == CursorKind.functionDecl } ?? block
        let parameters = declaration.children.filter { $0.kind == CursorKind.parmDecl }
        guard let body = declaration.children.last(where: { $0.kind == CursorKind.compoundStmt }),
            parameters.count == 3,
            let elementType = translator.swiftType(parameters[0].type)
        else { throw fail(node, "this block") }
        let collection = try expression(parts[0])
        var inner = self
        inner.stopName = parameters[2].spelling
        let label = "_each\(node.line)_\(node.column)"
        inner.enumerationLabel = label
        // `*stop = YES; return;`: the flag outlives the element, and is read before the next one.
        let stops = assigned.contains(parameters[2].spelling)
        if stops { writer.line("var \(parameters[2].spelling) = false") }
        inner.locals[parameters[0].spelling] = elementType
        if node.spelling == "enumerateKeysAndObjectsUsingBlock:" {
            guard let valueType = translator.swiftType(parameters[1].type) else { throw fail(node, "this block") }
            inner.locals[parameters[1].spelling] = valueType
            let storage =
                collection.type.isOptional ? "(\(collection.text)?.storage ?? [:])" : "\(collection.text).storage"
            writer.open("\(label): for (_key, _value) in \(storage)")
            writer.line("let \(parameters[0].spelling) = \(convert(Code(text: "_key", type: .any), to: elementType))")
            writer.line("let \(parameters[1].spelling) = \(convert(Code(text: "_value", type: .any), to: valueType))")
        } else {
            inner.locals[parameters[1].spelling] = .int
            writer.open("\(label): for (\(parameters[1].spelling), _element) in \(sequence(collection)).enumerated()")
            writer.line("let \(parameters[0].spelling) = _element as? \(elementType.name)")
        }
        if stops { writer.line("if \(parameters[2].spelling) { break }") }
        try inner.statements(of: body, &writer)
        writer.close()
    }

    /// A collection to loop over: nil loops over nothing; a dictionary's keys, as fast enumeration.
    func sequence(_ collection: Code) -> String {
        switch collection.type.name {
        case "Any", "AnyObject": return "(\(collection.text) as? ObjCArray ?? ObjCArray())"
        case "ObjCDictionary":
            return collection.type.isOptional
                ? "(\(collection.text)?.allKeys ?? ObjCArray())" : "\(collection.text).allKeys"
        default: return collection.type.isOptional ? "(\(collection.text) ?? ObjCArray())" : collection.text
        }
    }

    /// The `BOOL *stop` of the block an enumeration became: `*stop = YES` sets it.
    var stopName: String?
    /// The label of the loop an enumeration's block became: its `return;` continues it.
    var enumerationLabel: String?
}
