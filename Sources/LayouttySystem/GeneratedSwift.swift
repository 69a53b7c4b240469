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
