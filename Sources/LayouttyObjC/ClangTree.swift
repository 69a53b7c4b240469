import CLibclang
import Foundation

/// One node of clang's syntax tree of an Objective-C file, as `lt_clang_dump` writes it: its
/// cursor kind (clang-c's `CXCursorKind`), where it is (the expansion location: a macro's use,
/// not its definition), its spelling and type, and what its kind needs beyond that.
struct ClangNode {
    var kind: Int
    var file: String
    var line: Int
    var column: Int
    /// Byte offsets of its extent in `file`.
    var start: Int
    var end: Int
    var spelling: String
    var type: String
    var canonicalType: String
    /// An operator's spelling (`+=`), else the kind of the declaration a name refers to ("0": none).
    var extra: String
    /// A method's or function's result type.
    var resultType: String
    var isDefinition: Bool
    /// `CXObjCPropertyAttrKind` bits of a property.
    var propertyAttributes: Int
    var isOptional: Bool
    /// Where its first token is written: in a `#define` when a macro made the node.
    var spellingFile = ""
    var spellingStart = 0
    var children: [ClangNode] = []

    var referencedKind: Int { Int(extra) ?? 0 }
}

/// clang-c's cursor kinds the translator reads.
enum CursorKind {
    static let structDecl = 2, enumDecl = 5, fieldDecl = 6, enumConstantDecl = 7, functionDecl = 8, varDecl = 9
    static let parmDecl = 10, interfaceDecl = 11, categoryDecl = 12, protocolDecl = 13, propertyDecl = 14
    static let ivarDecl = 15, instanceMethodDecl = 16, classMethodDecl = 17, implementationDecl = 18
    static let categoryImplDecl = 19, typedefDecl = 20
    static let superClassRef = 40, protocolRef = 41, classRef = 42
    static let unexposedExpr = 100, declRefExpr = 101, memberRefExpr = 102, callExpr = 103, messageExpr = 104
    static let blockExpr = 105, integerLiteral = 106, floatingLiteral = 107, stringLiteral = 109
    static let characterLiteral = 110, parenExpr = 111, unaryOperator = 112, arraySubscriptExpr = 113
    static let binaryOperator = 114, compoundAssignOperator = 115, conditionalOperator = 116, cStyleCastExpr = 117
    static let compoundLiteralExpr = 118, initListExpr = 119, objCStringLiteral = 137, objCSelectorExpr = 139
    static let objCSelfExpr = 146
    static let compoundStmt = 202, caseStmt = 203, defaultStmt = 204, ifStmt = 205, switchStmt = 206
    static let whileStmt = 207, doStmt = 208, forStmt = 209, continueStmt = 212, breakStmt = 213, returnStmt = 214
    static let objCAtTryStmt = 216, objCAtFinallyStmt = 218, objCAtThrowStmt = 219, objCAtSynchronizedStmt = 220
    static let forCollectionStmt = 222, nullStmt = 230, declStmt = 231
    /// References to a class, protocol, type or member beside an expression's operands.
    static let references = 40...49
    /// Statements: any kind here not translated is refused as "this statement".
    static let statements = 200..<300
    /// Attributes (`__attribute__`, `NS_…` macros).
    static let attributes = 400...499
}

/// A parse of one Objective-C file: clang's errors (`file:line:column: error: …`) and the tree.
struct ClangParse {
    var errors: [String]
    var nodes: [ClangNode]

    /// Parses `file` with libclang at `library` and `arguments`, reading `replaced` (path: bytes)
    /// instead of those files — their bytes as they are, whatever their encoding.
    init(file: String, library: String, arguments: [String], replaced: [String: [UInt8]] = [:]) throws(ObjCError) {
        var error: UnsafeMutablePointer<CChar>?
        let paths = replaced.keys.sorted()
        let texts = paths.map { path in
            let bytes = (replaced[path] ?? []).map { CChar(bitPattern: $0) } + [0]
            return bytes.withUnsafeBufferPointer { strdup($0.baseAddress!) }
        }
        let owned = (arguments + paths).map { strdup($0) } + texts
        defer { owned.forEach { free($0) } }
        let pointers = owned.map { UnsafePointer($0) }
        let (argumentCount, pathCount) = (arguments.count, paths.count)
        let text = pointers.withUnsafeBufferPointer { buffer in
            lt_clang_dump(
                library, file, buffer.baseAddress, Int32(argumentCount), buffer.baseAddress.map { $0 + argumentCount },
                buffer.baseAddress.map { $0 + argumentCount + pathCount }, Int32(pathCount), &error)
        }
        guard let text else {
            defer { free(error) }
            throw ObjCError(error.map { String(cString: $0) } ?? "libclang failed on \(file)")
        }
        defer { lt_clang_free(text) }
        (errors, nodes) = Self.read(String(cString: text))
    }

    /// The dump's lines as a tree: `!` lines are errors, others `depth kind` then tab fields.
    static func read(_ text: String) -> ([String], [ClangNode]) {
        var errors: [String] = []
        var stack: [ClangNode] = []
        var roots: [ClangNode] = []
        func close(to depth: Int) {
            while stack.count > depth {
                let node = stack.removeLast()
                if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
            }
        }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescape(String($0)) }
            if line.hasPrefix("!") {
                errors.append(fields.count > 1 ? fields[1] : "")
                continue
            }
            guard fields.count >= 14 else { continue }
            let head = fields[0].split(separator: " ")
            guard head.count == 2, let depth = Int(head[0]), let kind = Int(head[1]) else { continue }
            close(to: depth)
            stack.append(
                ClangNode(
                    kind: kind, file: fields[1], line: Int(fields[2]) ?? 0, column: Int(fields[3]) ?? 0,
                    start: Int(fields[4]) ?? 0,
                    end: Int(fields[5]) ?? 0, spelling: fields[6], type: fields[7], canonicalType: fields[8],
                    extra: fields[9],
                    resultType: fields[10], isDefinition: fields[11] == "1", propertyAttributes: Int(fields[12]) ?? 0,
                    isOptional: fields[13] == "1", spellingFile: fields.count > 15 ? fields[14] : "",
                    spellingStart: fields.count > 15 ? Int(fields[15]) ?? 0 : 0))
        }
        close(to: 0)
        return (errors, roots)
    }

    private static func unescape(_ field: String) -> String {
        guard field.contains("\\") else { return field }
        var result = ""
        var escaped = false
        for character in field {
            if escaped {
                result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// One line naming what could not be read or translated: the file and line when known.
package struct ObjCError: Error, CustomStringConvertible, Equatable {
    package var description: String
    init(_ description: String) { self.description = description }
    init(_ node: ClangNode, _ message: String) {
        description = "\(node.file):\(node.line): \(message)"
    }
}
