import Foundation

extension String {
    /// The text with every control character spelled out (`\n`, `\t`, `\r`, else `\u{1b}`), so
    /// that quoting a value from a file in a message can neither run escape sequences on the
    /// user's terminal (clear it, retitle it) nor break a one-line message in two.
    ///
    /// ```swift
    /// "a\u{1b}[2Jb\n".escapingControlCharacters  // "a\\u{1b}[2Jb\\n"
    /// ```
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.isControl: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// C0, DEL and C1: the characters a terminal acts on instead of showing.
    var isControl: Bool { value < 0x20 || (0x7F..<0xA0).contains(value) }
}
