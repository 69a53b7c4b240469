import CollectionLayout
import Foundation

/// A parsed JSON value that remembers the line it started on, so spec errors can point at it.
/// Objects keep their keys in file order (Foundation's parser loses both facts).
package struct JSONValue: Sendable {
    package enum Kind: Sendable {
        case object([(key: String, value: JSONValue)])
        case array([JSONValue])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package var kind: Kind
    package var line: Int
    /// Where the value's text lies in the file (UTF-8 byte offsets): a save replaces exactly
    /// these bytes and keeps everything else as the user wrote it.
    package var range: Range<Int> = 0..<0

    /// How the value is named in "expected …, got …" messages.
    var summary: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string(let s): Self.quoted(s)
        case .number(let n): JSONValue.format(n)
        case .bool(let b): "\(b)"
        case .null: "null"
        }
    }

    /// How many characters of a string value an error message quotes; a longer one is cut
    /// there with "…" and its length (SpecFormatAndCLI.md, "Errors").
    package static let quotedLength = 40

    /// `s` quoted, cut at `quotedLength` characters with "…" and its length when longer.
    static func quoted(_ s: String) -> String {
        s.count > quotedLength ? "\"\(s.prefix(quotedLength))…\" (\(s.count) characters)" : "\"\(s)\""
    }

    /// Shortest text that reads back to the same double, without a trailing ".0".
    package static func format(_ n: Double) -> String { LayoutNumber.exact(n) }
}

package struct JSONSyntaxError: Error, Equatable {
    package var line: Int
    package var column: Int
    package var message: String
}

/// A strict RFC 8259 parser over UTF-8 bytes. It builds trees (`parse`) or streams: a reader
/// walks objects and arrays member by member (`forEachMember`, `forEachElement`) and builds
/// trees only for the small values inside, so a file of millions of items never exists twice
/// in memory.
struct JSONParser {
    private let bytes: [UInt8]
    private(set) var index = 0
    private(set) var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The keys of the objects being walked, innermost last: duplicate checks without a
    /// hash set per object (a file of millions of small sections makes millions of objects).
    private var keys: [String] = []

    /// Arrays and objects nest at most this deep: the parser recurses per level, and a file of
    /// 50,000 `[` must be refused with a line, not overflow the stack.
    static let maximumDepth = 512

    static func parse(_ text: String) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.begin()
        let value = try parser.parseValue()
        try parser.end()
        return value
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Steps over a UTF-8 byte order mark (allowed before the value, RFC 8259 §8.1) and whitespace.
    mutating func begin() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
    }

    /// Checks that nothing but whitespace follows the value.
    mutating func end() throws {
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the end of the JSON value") }
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether the next value is an object (or an array): what a streaming reader walks.
    var atObject: Bool { current == UInt8(ascii: "{") }
    var atArray: Bool { current == UInt8(ascii: "[") }

    private mutating func skipWhitespace() {
        while let c = current {
            if c == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") && c != UInt8(ascii: "\r") {
                return
            }
            index += 1
        }
    }

    private mutating func expect(_ c: Character) throws {
        guard current == c.asciiValue else { throw error("expected '\(c)'") }
        index += 1
    }

    mutating func parseValue() throws -> JSONValue {
        let start = index
        var value = try parseBareValue()
        value.range = start..<index
        return value
    }

    /// Consumes one value without keeping it (still checking its syntax).
    mutating func skipValue() throws {
        if atObject {
            try forEachMember { _, parser in try parser.skipValue() }
        } else if atArray {
            try forEachElement { _, parser in try parser.skipValue() }
        } else {
            _ = try parseBareValue()
        }
    }

    private mutating func parseBareValue() throws -> JSONValue {
        let startLine = line
        guard let c = current else { throw error("unexpected end of file") }
        switch c {
        case UInt8(ascii: "{"):
            var members: [(key: String, value: JSONValue)] = []
            try forEachMember { key, parser in members.append((key, try parser.parseValue())) }
            return JSONValue(kind: .object(members), line: startLine)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try forEachElement { _, parser in elements.append(try parser.parseValue()) }
            return JSONValue(kind: .array(elements), line: startLine)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), line: startLine)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONValue(kind: .bool(true), line: startLine)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONValue(kind: .bool(false), line: startLine)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONValue(kind: .null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), line: startLine)
        default: throw error("unexpected character '\(Character(Unicode.Scalar(c)))'")
        }
    }

    private mutating func literal(_ word: String) throws {
        for byte in word.utf8 {
            guard current == byte else { throw error("invalid literal (expected \(word))") }
            index += 1
        }
    }

    private mutating func nest() throws {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        depth += 1
        index += 1
        skipWhitespace()
    }

    /// Walks the object at the current position: `body` gets each key (with the parser at its
    /// value, which it must consume) in file order. Duplicate keys are errors.
    mutating func forEachMember(_ body: (String, inout JSONParser) throws -> Void) throws {
        try nest()
        defer { depth -= 1 }
        let firstKey = keys.count
        defer { keys.removeSubrange(firstKey...) }
        // Objects with 100,000 keys come from fuzzers: past a few keys, hashing keeps the check linear.
        var seen: Set<String>?
        if current == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyPosition = self
            let key = try parseString()
            if keys.count - firstKey == 16 { seen = Set(keys[firstKey...]) }
            let duplicate = seen?.contains(key) ?? keys[firstKey...].contains(key)
            guard !duplicate else { throw keyPosition.error("duplicate key \"\(key)\"") }
            seen?.insert(key)
            keys.append(key)
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            try body(key, &self)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "}") {
                index += 1
                return
            }
            throw error("expected ',' or '}'")
        }
    }

    /// Just after a member's value inside an object: the value of the next member named `name`,
    /// skipping the others; nil at the end of the object. A look ahead (on a copy of the parser)
    /// for a key the file may put after a long one.
    mutating func nextMember(named name: String) throws -> JSONValue? {
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: ",") else { return nil }
            index += 1
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { return nil }
            let key = try parseString()
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            if key == name { return try parseValue() }
            try skipValue()
        }
    }

    /// A `[number, number]` array at the current position, consumed; nil, with nothing consumed,
    /// for anything else. The common item (`[12, 4]`) read without building a tree.
    mutating func numberPair() -> (Double, Double)? {
        guard atArray, depth < Self.maximumDepth else { return nil }
        var p = self
        p.index += 1
        p.skipWhitespace()
        guard let first = try? p.parseNumber() else { return nil }
        p.skipWhitespace()
        guard p.current == UInt8(ascii: ",") else { return nil }
        p.index += 1
        p.skipWhitespace()
        guard let second = try? p.parseNumber() else { return nil }
        p.skipWhitespace()
        guard p.current == UInt8(ascii: "]") else { return nil }
        p.index += 1
        self = p
        return (first, second)
    }

    /// Walks the array at the current position: `body` gets each index with the parser at
    /// the element, which it must consume.
    mutating func forEachElement(_ body: (Int, inout JSONParser) throws -> Void) throws {
        try nest()
        defer { depth -= 1 }
        if current == UInt8(ascii: "]") {
            index += 1
            return
        }
        var count = 0
        while true {
            skipWhitespace()
            try body(count, &self)
            count += 1
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "]") {
                index += 1
                return
            }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ parser: JSONParser, to end: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let c = current else { throw error("unterminated string") }
            if c == UInt8(ascii: "\"") {
                flush(self, to: index)
                index += 1
                return String(scalars)
            }
            if c < 0x20 { throw error("control character in string") }
            if c == UInt8(ascii: "\\") {
                flush(self, to: index)
                index += 1
                guard let e = current else { throw error("unterminated string") }
                index += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        try literal("\\u")
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
                run = index
                continue
            }
            index += 1
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        index += 4
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while let c = p.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) { p.index += 1 }
            return p.index - s
        }
        let intStart = index
        guard digits(&self) > 0 else { throw error("invalid number") }
        if bytes[intStart] == UInt8(ascii: "0") && index - intStart > 1 { throw error("invalid number (leading zero)") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("invalid number")
        }
        return value
    }
}
