import Foundation

/// The YAML XcodeGen's project specs (`project.yml`) are written in, read into the values a
/// property list reads into (`[String: Any]`, `[Any]`, `String`), so that a spec and an Xcode
/// project file are walked alike (`XcodeProject`).
///
/// Read: block mappings and sequences (a sequence may sit at its key's indentation), flow ones
/// over one line or several (`[a, "b"]`, `- {target: Core}`), plain, single- and double-quoted
/// scalars, literal and folded blocks (`|`, `>-`), comments, anchors, aliases and merge keys
/// (`<<: *base`). Every scalar stays a string — a spec's `true`, `5.0` and `"5.0"` are one to
/// the build settings they become — and a key with no value is left out. Tags, several
/// documents in one file and complex keys are not read; a spec has none.
package enum YAMLReader {
    package struct Failure: Error, Equatable {
        /// 1-based.
        package var line: Int
        package var reason: String

        package init(line: Int, reason: String) { (self.line, self.reason) = (line, reason) }
    }

    /// The document `text` holds; an empty one is an empty mapping.
    /// - Complexity: O(n), n the text's length.
    package static func read(_ text: String) throws(Failure) -> Any {
        var parser = Parser(text)
        guard let first = parser.nextLine() else { return [String: Any]() }
        let value = try parser.block(indent: first.indent)
        if let extra = parser.nextLine() {
            throw Failure(line: extra.number, reason: "text after the document's end: \(extra.content)")
        }
        return value
    }

    private struct Line {
        var number: Int
        var indent: Int
        /// Without its indentation, its comment and its trailing spaces.
        var content: Substring
    }

    private struct Parser {
        private var raw: [Substring]
        private var index = 0
        private var anchors: [String: Any] = [:]

        init(_ text: String) {
            raw = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasSuffix("\r") ? $0.dropLast() : $0
            }
        }

        /// The next line holding something, not consumed; blank and comment lines and document
        /// markers are passed over.
        mutating func nextLine() -> Line? {
            while index < raw.count {
                let line = raw[index]
                let indent = line.prefix { $0 == " " }.count
                let content = YAMLReader.uncommented(line.dropFirst(indent))
                if content.isEmpty || (indent == 0 && (content == "---" || content == "...")) {
                    index += 1
                    continue
                }
                return Line(number: index + 1, indent: indent, content: content)
            }
            return nil
        }

        /// The node whose first line is the next one, at `indent`.
        mutating func block(indent: Int) throws(Failure) -> Any {
            guard let line = nextLine() else { return "" }
            if YAMLReader.isEntry(line.content) { return try sequence(indent: line.indent) }
            if YAMLReader.keySplit(line.content) != nil { return try mapping(indent: line.indent) }
            index += 1
            return try value(line.content, line: line, indent: indent - 1)
        }

        private mutating func sequence(indent: Int) throws(Failure) -> [Any] {
            var items: [Any] = []
            while let line = nextLine(), line.indent == indent, YAMLReader.isEntry(line.content) {
                let rest = line.content.dropFirst().drop { $0 == " " }
                if rest.isEmpty {
                    index += 1
                    if let item = try nested(under: indent, sequenceAllowed: false) { items.append(item) }
                } else {
                    // `- key: value` starts a mapping, `- - a` a sequence, at the column after
                    // the dash: the line is read again as if it began there.
                    let column = indent + (line.content.count - rest.count)
                    raw[index] = Substring(String(repeating: " ", count: column) + rest)
                    items.append(try block(indent: column))
                }
            }
            return items
        }

        private mutating func mapping(indent: Int) throws(Failure) -> [String: Any] {
            var mapping: [String: Any] = [:]
            var merged: [[String: Any]] = []
            while let line = nextLine(), line.indent == indent, !YAMLReader.isEntry(line.content) {
                guard let (key, rest) = YAMLReader.keySplit(line.content) else {
                    throw Failure(line: line.number, reason: "a mapping's line with no key: \(line.content)")
                }
                index += 1
                let value: Any?
                if rest.isEmpty || (rest.first == "&" && !rest.contains(" ")) {
                    value = try nested(under: indent, sequenceAllowed: true)
                    if let value, rest.first == "&" { anchors[String(rest.dropFirst())] = value }
                } else {
                    value = try self.value(rest, line: line, indent: indent)
                }
                guard let value else { continue }
                if key == "<<" {
                    merged += (value as? [Any] ?? [value]).compactMap { $0 as? [String: Any] }
                } else {
                    mapping[YAMLReader.unquotedKey(key)] = value
                }
            }
            // A merge key's mappings give what the mapping does not say itself.
            for base in merged { mapping.merge(base) { own, _ in own } }
            return mapping
        }

        /// The node below a key or a dash with nothing after it: more indented, or a sequence at
        /// the key's own indentation; nil when there is none (a key with no value).
        private mutating func nested(under indent: Int, sequenceAllowed: Bool) throws(Failure) -> Any? {
            guard let next = nextLine() else { return nil }
            if next.indent > indent { return try block(indent: next.indent) }
            if sequenceAllowed, next.indent == indent, YAMLReader.isEntry(next.content) {
                return try sequence(indent: indent)
            }
            return nil
        }

        /// The value written after a key or a dash on `line`, whose node is indented more than
        /// `indent`: a flow collection (continued on later lines until its brackets close), a
        /// block scalar, an alias, or a scalar.
        private mutating func value(_ text: Substring, line: Line, indent: Int) throws(Failure) -> Any {
            var text = text
            var anchor: String?
            if text.first == "&", let space = text.firstIndex(of: " ") {
                anchor = String(text[text.index(after: text.startIndex)..<space])
                text = text[space...].drop { $0 == " " }
            }
            let value: Any
            if text.first == "*" {
                guard let found = anchors[String(text.dropFirst())] else {
                    throw Failure(line: line.number, reason: "an alias of no anchor: \(text)")
                }
                value = found
            } else if text.first == "|" || text.first == ">" {
                value = blockScalar(folded: text.first == ">", keepsFinalBreak: !text.contains("-"), indent: indent)
            } else if text.first == "[" || text.first == "{" {
                var flow = String(text)
                while !YAMLReader.closes(flow), let next = nextLine() {
                    index += 1
                    flow += " " + next.content
                }
                var reader = FlowReader(text: Array(flow), line: line.number)
                value = try reader.node()
            } else {
                value = try YAMLReader.scalar(text, line: line.number)
            }
            if let anchor { anchors[anchor] = value }
            return value
        }

        /// The lines indented more than `indent` (and blank ones among them), as a `|` block
        /// keeps them or a `>` block folds them into one line.
        private mutating func blockScalar(folded: Bool, keepsFinalBreak: Bool, indent: Int) -> String {
            var lines: [Substring] = []
            var column: Int?
            while index < raw.count {
                let line = raw[index]
                let spaces = line.prefix { $0 == " " }.count
                let blank = spaces == line.count
                guard blank || spaces > indent else { break }
                if !blank && column == nil { column = spaces }
                lines.append(blank ? "" : line.dropFirst(min(spaces, column ?? spaces)))
                index += 1
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            let text = folded ? YAMLReader.folded(lines) : lines.joined(separator: "\n")
            return keepsFinalBreak && !lines.isEmpty ? text + "\n" : text
        }
    }

    /// `[a, {b: c}]` and `{key: value, …}`, over the characters of one or several lines.
    private struct FlowReader {
        var text: [Character]
        var line: Int
        var at = 0

        mutating func node() throws(Failure) -> Any {
            skipSpaces()
            guard at < text.count else { return "" }
            switch text[at] {
            case "[":
                at += 1
                var items: [Any] = []
                while try !closing("]") {
                    var item = try node()
                    skipSpaces()
                    // `[UILaunchScreen: []]`: a pair in a sequence is a mapping of one key.
                    if let key = item as? String, at < text.count, text[at] == ":" {
                        at += 1
                        item = [key: try node()]
                    }
                    items.append(item)
                    try separator(closing: "]")
                }
                return items
            case "{":
                at += 1
                var mapping: [String: Any] = [:]
                while try !closing("}") {
                    let key = try scalar(endingAtColon: true)
                    skipSpaces()
                    if at < text.count, text[at] == ":" {
                        at += 1
                        mapping[key] = try node()
                    }
                    try separator(closing: "}")
                }
                return mapping
            default:
                return try scalar(endingAtColon: false)
            }
        }

        /// Whether the collection ends here (consumed if so).
        private mutating func closing(_ bracket: Character) throws(Failure) -> Bool {
            skipSpaces()
            guard at < text.count else { throw Failure(line: line, reason: "a flow collection with no \(bracket)") }
            guard text[at] == bracket else { return false }
            at += 1
            return true
        }

        private mutating func separator(closing bracket: Character) throws(Failure) {
            skipSpaces()
            guard at < text.count else { throw Failure(line: line, reason: "a flow collection with no \(bracket)") }
            if text[at] == "," {
                at += 1
            } else if text[at] != bracket {
                throw Failure(line: line, reason: "expected , or \(bracket) in a flow collection")
            }
        }

        /// A quoted scalar, or a plain one ending at `,`, a bracket, or (a key's) `: `.
        private mutating func scalar(endingAtColon: Bool) throws(Failure) -> String {
            skipSpaces()
            if at < text.count, text[at] == "\"" || text[at] == "'" {
                let quote = text[at]
                var end = at + 1
                while end < text.count {
                    if quote == "\"" && text[end] == "\\" {
                        end += 2
                        continue
                    }
                    if text[end] == quote {
                        // `''` in a single-quoted scalar is one quote.
                        guard quote == "'", end + 1 < text.count, text[end + 1] == "'" else { break }
                        end += 1
                    }
                    end += 1
                }
                guard end < text.count else { throw Failure(line: line, reason: "a quoted scalar with no end") }
                let quoted = String(text[at...end])
                at = end + 1
                return try YAMLReader.scalar(Substring(quoted), line: line)
            }
            let start = at
            while at < text.count, !",[]{}".contains(text[at]) {
                if text[at] == ":", endingAtColon || at + 1 >= text.count || text[at + 1] == " " { break }
                at += 1
            }
            return String(text[start..<at]).trimmingCharacters(in: .whitespaces)
        }

        private mutating func skipSpaces() { while at < text.count, text[at] == " " || text[at] == "\t" { at += 1 } }
    }

    /// A `>` block's lines folded as YAML folds them: a break between two lines is a space, a
    /// blank line a break; around a line indented more (a script's body) the breaks are kept.
    private static func folded(_ lines: [Substring]) -> String {
        var result = ""
        var blanks = 0
        var previousIndented = false
        for line in lines {
            guard !line.isEmpty else {
                blanks += 1
                continue
            }
            let indented = line.first == " " || line.first == "\t"
            if result.isEmpty {
                result = String(repeating: "\n", count: blanks)
            } else if blanks > 0 {
                result += String(repeating: "\n", count: blanks + (indented || previousIndented ? 1 : 0))
            } else {
                result += indented || previousIndented ? "\n" : " "
            }
            result += line
            (blanks, previousIndented) = (0, indented)
        }
        return result
    }

    /// A sequence entry: a dash followed by a space or by nothing.
    private static func isEntry(_ content: Substring) -> Bool {
        content == "-" || content.hasPrefix("- ")
    }

    /// `key: value` split at the first `: ` (or a final `:`) outside quotes and brackets; nil
    /// for a line that is not a mapping's.
    private static func keySplit(_ content: Substring) -> (key: Substring, rest: Substring)? {
        guard let first = content.first, first != "[", first != "{" else { return nil }
        var quote: Character?
        var index = content.startIndex
        while index < content.endIndex {
            let character = content[index]
            let next = content.index(after: index)
            if let open = quote {
                if character == open { quote = nil }
            } else if (character == "\"" || character == "'") && index == content.startIndex {
                quote = character
            } else if character == ":", next == content.endIndex || content[next] == " " {
                return (content[..<index], content[next...].drop { $0 == " " })
            }
            index = next
        }
        return nil
    }

    private static func unquotedKey(_ key: Substring) -> String {
        (try? scalar(key, line: 0)) ?? String(key)
    }

    /// `line` without a comment: a `#` at its start or after a space, outside quotes.
    private static func uncommented(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                // `\"` inside double quotes is a quote of the text.
                if character == open && !(open == "\"" && previous == "\\") { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" {
                    quote = character
                }
            } else if character == "#" && (previous == " " || previous == "\t") {
                return trimmed(line[..<index])
            }
            previous = character
        }
        return trimmed(line)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text.first == "#" ? "" : text
    }

    /// Whether a flow collection's brackets, outside quotes, are all closed.
    private static func closes(_ flow: String) -> Bool {
        var depth = 0
        var quote: Character?
        var previous: Character = " "
        for character in flow {
            defer { previous = character }
            if let open = quote {
                if character == open && !(open == "\"" && previous == "\\") { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            }
        }
        return depth <= 0
    }

    /// A plain scalar as written, a single-quoted one with `''` as `'`, a double-quoted one
    /// with its escapes.
    private static func scalar(_ text: Substring, line: Int) throws(Failure) -> String {
        guard let quote = text.first, quote == "\"" || quote == "'" else { return String(text) }
        guard text.count >= 2, text.last == quote else {
            throw Failure(line: line, reason: "a quoted scalar with no end: \(text)")
        }
        let body = text.dropFirst().dropLast()
        if quote == "'" { return body.replacingOccurrences(of: "''", with: "'") }
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                let escapes: [Character: String] = ["n": "\n", "t": "\t", "\"": "\"", "\\": "\\", "/": "/", "0": "\0"]
                result += escapes[character] ?? "\\\(character)"
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
