import Foundation

extension String {
    /// The text with every control character spelled out (`\n`, `\t`, `\r`, else `\u{1b}`), so
    /// that quoting a value from a file in a message can neither run escape sequences on the
    /// user's terminal (clear it, retitle it) nor break a one-line message in two.
    ///
    /// ```swift
    /// "a\u{1b}[2Jb\n".escapingControlCharacters  // "a\\u{1b}[2Jb\\n"
    /// ```
    package var escapingControlCharacters: String {
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
    /// C0, DEL and C1 — the characters a terminal acts on instead of showing — and the invisible
    /// ones that change how a line reads: bidirectional overrides and isolates (U+202E would turn
    /// the rest of an error line around), other format characters, line and paragraph
    /// separators. The zero-width joiner stays: emoji sequences need it.
    package var isControl: Bool {
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return true }
        guard value != 0x200D else { return false }
        switch properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
