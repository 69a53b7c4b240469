import CollectionLayout
import Foundation

/// How a number literal is written, so a changed value is written the same way: its radix
/// (`0x1F` → `0x20`, hex digits in the case written), its `_` grouping (`1_000` → `1_010`), its
/// decimals and its exponent (`1.5e2` → `1.6e2`, stepped in its last written digit).
///
/// ```swift
/// let form = LiteralForm("0x1F", isInteger: true)
/// form?.text(for: 32)  // "0x20"
/// ```
struct LiteralForm: Equatable {
    var radix = 10
    /// `0x`, `0o`, `0b` or nothing.
    var prefix = ""
    var uppercase = false
    /// The size of the `_`-separated groups of the integer part (the last group's), if any.
    var group: Int?
    /// Digits after the point; nil for an integer.
    var decimals: Int?
    /// The exponent as written (`e2`), and its letter.
    var exponent: Int?
    var exponentLetter: Character = "e"

    /// Nil for a form a change cannot keep (a hexadecimal float such as `0x1p4`).
    init?(_ text: String, isInteger: Bool) {
        var body = Substring(text.hasPrefix("-") ? String(text.dropFirst()) : text)
        if let radix = ["0x": 16, "0o": 8, "0b": 2][String(body.prefix(2))] {
            guard isInteger else { return nil }
            self.radix = radix
            prefix = String(body.prefix(2))
            body = body.dropFirst(2)
            uppercase = body.contains { $0.isUppercase }
        }
        if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }), radix == 10 {
            exponentLetter = body[e]
            exponent = Int(body[body.index(after: e)...].replacingOccurrences(of: "_", with: ""))
            body = body[..<e]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2 { decimals = parts[1].filter { $0 != "_" }.count } else if !isInteger { decimals = 0 }
        if let integer = parts.first, integer.contains("_"), let last = integer.split(separator: "_").last {
            group = last.count
        }
    }

    /// What one step changes the value by: 1 in the last digit written, scaled by the exponent.
    var step: Double { pow(10, Double((exponent ?? 0) - (decimals ?? 0))) }

    /// `value` rounded to the form's last digit (steps then never drift: 0.1 + 0.2).
    func rounded(_ value: Double) -> Double {
        let scale = 1 / step
        return (value * scale).rounded() / scale
    }

    /// `value` written in this form.
    func text(for value: Double) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = abs(value)
        guard let decimals else {
            var digits = String(UInt64(clamping: Int(saturating: magnitude.rounded())), radix: radix)
            if uppercase { digits = digits.uppercased() }
            return sign + prefix + grouped(digits)
        }
        let mantissa = magnitude / pow(10, Double(exponent ?? 0))
        let fixed = String(format: "%.\(decimals)f", mantissa)
        let parts = fixed.split(separator: ".", omittingEmptySubsequences: false)
        var text = grouped(String(parts[0])) + (parts.count > 1 ? "." + parts[1] : "")
        // A float written `1e1` stays one with no point; `1.` is not Swift.
        if decimals == 0, exponent == nil, !text.contains(".") { text += ".0" }
        if let exponent { text += "\(exponentLetter)\(exponent)" }
        return sign + text
    }

    private func grouped(_ digits: String) -> String {
        guard let group, group > 0, digits.count > group else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -group, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: "_")
    }
}

/// A literal's new text as a source edit: what is written into the file so that the file
/// still reads as the same code with only that literal changed.
enum LiteralSourceEdit {
    /// `text` as written after `previous` (the byte before the literal, nil at the file's
    /// start): a negative number after anything but a space or an opening `( [ { , ; :` would
    /// read as another operator (`base-8` stepped below zero is `base--1`), so it is
    /// parenthesised: `base-(-1)`.
    static func written(_ text: String, after previous: UInt8?) -> String {
        guard text.hasPrefix("-"), let previous, !" \t\r\n([{,;:".utf8.contains(previous) else { return text }
        return "(" + text + ")"
    }

    /// Whether writing `written` between `previous` and `next` keeps every token around the
    /// literal what it was. Only the literal's bytes change, so the token stream can change
    /// nowhere but at its two edges: a number glued to an identifier or a point (`x1`,
    /// `1.5.0`), or an operator glued to a sign.
    static func keepsTokens(_ written: String, after previous: UInt8?, before next: UInt8?) -> Bool {
        func isWordByte(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        let bytes = Array(written.utf8)
        guard let first = bytes.first, let last = bytes.last else { return false }
        let startsNumber = first != UInt8(ascii: "(") && first != UInt8(ascii: "-")
        if startsNumber && isWordByte(previous) { return false }
        if first == UInt8(ascii: "-"), let previous, !" \t\r\n([{,;:".utf8.contains(previous) { return false }
        return last == UInt8(ascii: ")") || !isWordByte(next)
    }
}
