/// Names spliced into Swift that Layoutty generates — the scratch package's manifest and entry,
/// the port's copies, an Objective-C file's translation: every path, file name and identifier
/// goes in through one of these, never raw, so a folder named `x", line: 1)\nrun()` is a name
/// and never code.
///
/// ```swift
/// GeneratedSwift.literal("a\"b")                  // "\"a\\\"b\""
/// GeneratedSwift.sourceLocationFile("/tmp/a\"b/L.m")  // "/tmp/a_b/L.m"
/// ```
package enum GeneratedSwift {
    /// `name` as a declaration may spell it: backticked when it is one of Swift's keywords
    /// (`Then`'s `do`, an asset named `default`).
    package static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "class", "default", "func", "import", "in", "init", "internal", "is", "let", "nil", "operator",
        "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "super", "switch", "true",
        "false", "try", "var", "where", "while", "as", "break", "case", "catch", "continue", "defer", "do", "else",
        "enum", "extension", "fallthrough", "for", "guard", "if", "subscript", "throw", "throws", "typealias"
    ]

    /// `text` as a Swift string literal: quotes, backslashes and control characters (a newline
    /// in a file's name) escaped, never an interpolation.
    package static func literal(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f: "\\u{\(String(scalar.value, radix: 16))}"
            default: String(scalar)
            }
        }
        return "\"" + escaped.joined() + "\""
    }

    /// The name a `#sourceLocation(file: "…")` directive gives `path`, between its quotes.
    /// The directive takes its name as written, escapes and all (a newline in it makes the
    /// directive ignored), so a quote, backslash or control character reads `_` there.
    package static func sourceLocationFile(_ path: String) -> String {
        String(
            path.unicodeScalars.map { scalar in
                scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7f
                    ? "_" : Character(scalar)
            })
    }

    /// A whole `#sourceLocation` line naming `path` at `line`.
    package static func sourceLocation(_ path: String, line: Int) -> String {
        "#sourceLocation(file: \(literal(sourceLocationFile(path))), line: \(line))"
    }
}
