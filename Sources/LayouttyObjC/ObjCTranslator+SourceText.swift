import Foundation
import LayouttySystem

/// The user's text behind a node: its spelling, a number literal as written (a macro's number
/// where its `#define` writes it), a token.
extension ObjCTranslator {
    /// The source text of a node's extent.
    func text(of node: ClangNode) -> String {
        guard let bytes = sources[node.file], node.start <= node.end, node.end <= bytes.count else { return "" }
        return String(decoding: bytes[node.start..<node.end], as: UTF8.self)
    }

    /// A literal's text, or the value a `#define NAME value` of its file gives the macro it came from.
    func literalText(_ node: ClangNode) -> String? {
        var text = text(of: node).trimmingCharacters(in: .whitespaces)
        if text.isEmpty { text = token(at: node) }  // a macro's value, its extent the macro's name only
        if let first = text.first, first.isNumber || first == "." { return Self.swiftNumber(text) }
        // A number a function-like macro's body wrote (`#define WIDTH(i) (60 + (i) * 20)`).
        if let bytes = sources[node.spellingFile], node.spellingStart < bytes.count,
            let first = Character(Unicode.Scalar(bytes[node.spellingStart])).wholeNumberValue, first >= 0
        {
            var spelled = node
            (spelled.file, spelled.start) = (node.spellingFile, node.spellingStart)
            return Self.swiftNumber(token(at: spelled))
        }
        if let known = ObjCNames.globals[text] { return known }
        guard let bytes = sources[node.file] else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.count >= 3, words[0] == "#define", words[1] == text, let first = words[2].first,
                first.isNumber || first == "." || first == "-"
            {
                return Self.swiftNumber(
                    words[2...].joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: "()")))
            }
        }
        return nil
    }

    /// The word or number starting at the node's position.
    func token(at node: ClangNode) -> String {
        guard let bytes = sources[node.file], node.start < bytes.count else { return "" }
        let end =
            bytes[node.start...].firstIndex { byte in
                !(byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || (byte >= 48 && byte <= 57)
                    || (byte | 0x20 >= 97 && byte | 0x20 <= 122))
            } ?? bytes.count
        return String(decoding: bytes[node.start..<end], as: UTF8.self)
    }

    /// `1.5f` → `1.5`, `10UL` → `10`, `0x1F` kept.
    static func swiftNumber(_ text: String) -> String {
        var number = text
        if number.lowercased().hasPrefix("0x") {
            return number.trimmingCharacters(in: CharacterSet(charactersIn: "uUlL"))
        }
        while let last = number.last, "fFlLuU".contains(last) { number.removeLast() }
        if number.hasSuffix(".") { number += "0" }
        if number.hasPrefix(".") { number = "0" + number }
        return number
    }
}
