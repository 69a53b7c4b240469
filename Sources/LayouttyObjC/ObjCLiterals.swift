import LayouttySystem

/// Objective-C's collection literals as calls clang shows the translator: libclang's cursors
/// leave out the elements of `@[a, b]` and the pairs of `@{k: v}`, so the text clang reads has
/// them as `__lt_array(a, b)` and `__lt_dictionary(k, v)` (macros of the prelude), lines kept —
/// a message still names the right line.
///
/// ```swift
/// ObjCLiterals.rewritten(Array("x = @{@\"a\": @[@1, y ? @2 : @3]};".utf8))
/// // x = __lt_dictionary(@"a", __lt_array(@1, y ? @2 : @3));
/// ```
enum ObjCLiterals {
    static let arrayCall = Array("__lt_array(".utf8)
    static let dictionaryCall = Array("__lt_dictionary(".utf8)

    private enum Level {
        case array
        case dictionary(ternaries: Int)
        case other
    }

    /// The text with each literal a call; unchanged when it has none.
    static func rewritten(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(UInt8(ascii: "@")) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 64)
        var levels: [Level] = []
        var index = 0
        // Where the last byte of code (not a comment or a blank) went: a literal's trailing
        // comma (`@[a, b,]`, which Objective-C allows and a call does not) is blanked there.
        var lastCode: Int?
        while index < text.count {
            let byte = text[index]
            let next = index + 1 < text.count ? text[index + 1] : 0
            // Strings, characters and comments are copied as they are.
            if let end = skipped(text, at: index) {
                result += text[index..<end]
                if byte != UInt8(ascii: "/") { lastCode = result.count - 1 }
                index = end
                continue
            }

            switch (byte, next) {
            case (UInt8(ascii: "@"), UInt8(ascii: "[")):
                result += arrayCall
                lastCode = result.count - 1
                levels.append(.array)
                index += 2
                continue
            case (UInt8(ascii: "@"), UInt8(ascii: "{")):
                result += dictionaryCall
                lastCode = result.count - 1
                levels.append(.dictionary(ternaries: 0))
                index += 2
                continue
            default:
                break
            }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "("):
                levels.append(.other)
            case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ")"):
                if case .other = levels.last ?? .other {
                } else {
                    if let comma = lastCode, result[comma] == UInt8(ascii: ",") { result[comma] = UInt8(ascii: " ") }
                    result.append(UInt8(ascii: ")"))
                    lastCode = result.count - 1
                    levels.removeLast()
                    index += 1
                    continue
                }
                if !levels.isEmpty { levels.removeLast() }
            case UInt8(ascii: "?"):
                if case .dictionary(let ternaries) = levels.last {
                    levels[levels.count - 1] = .dictionary(ternaries: ternaries + 1)
                }
            case UInt8(ascii: ":"):
                // A key's colon (not a ternary's) separates it from its value, as a comma.
                if case .dictionary(let ternaries) = levels.last {
                    if ternaries == 0 {
                        result.append(UInt8(ascii: ","))
                        lastCode = result.count - 1
                        index += 1
                        continue
                    }
                    levels[levels.count - 1] = .dictionary(ternaries: ternaries - 1)
                }
            default:
                break
            }
            if ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) {
                lastCode = result.count
            }
            result.append(byte)
            index += 1
        }
        return result
    }

    /// The end of a string, character literal or comment starting at `index`, else nil.
    static func skipped(_ text: [UInt8], at index: Int) -> Int? {
        let byte = text[index]
        let next = index + 1 < text.count ? text[index + 1] : 0
        if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
            return text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        }
        if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
            var end = index + 2
            while end + 1 < text.count && !(text[end] == UInt8(ascii: "*") && text[end + 1] == UInt8(ascii: "/")) {
                end += 1
            }
            return min(text.count, end + 2)
        }
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return nil }
        var end = index + 1
        while end < text.count && text[end] != byte && text[end] != UInt8(ascii: "\n") {
            end += text[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(text.count, end + 1)
    }

    /// A C or Objective-C string literal as written (`@"a\tb" "c"`, adjacent ones joined) as
    /// the Swift literal of the same characters: C's escapes read as C reads them (`\x41`,
    /// `\101`, `\e`, `\?`), the bytes UTF-8, and the result written by `GeneratedSwift.literal`
    /// — so `\(` in a C string is two characters, never a Swift interpolation that runs code.
    static func swiftString(fromC written: String) -> String {
        var bytes: [UInt8] = []
        var text = Array(written.utf8)[...]
        while let quote = text.firstIndex(of: UInt8(ascii: "\"")) {
            text = text[(quote + 1)...]
            while let byte = text.first, byte != UInt8(ascii: "\"") {
                text = text.dropFirst()
                guard byte == UInt8(ascii: "\\"), let escape = text.first else {
                    bytes.append(byte)
                    continue
                }
                text = text.dropFirst()
                bytes += unescaped(escape, &text)
            }
            text = text.dropFirst()
        }
        return GeneratedSwift.literal(String(decoding: bytes, as: UTF8.self))
    }

    /// The bytes of the escape `\escape…`, taking what it reads of `text`.
    private static func unescaped(_ escape: UInt8, _ text: inout ArraySlice<UInt8>) -> [UInt8] {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 10, UInt8(ascii: "t"): 9, UInt8(ascii: "r"): 13, UInt8(ascii: "a"): 7,
            UInt8(ascii: "b"): 8,
            UInt8(ascii: "f"): 12, UInt8(ascii: "v"): 11, UInt8(ascii: "e"): 27
        ]
        if let byte = simple[escape] { return [byte] }
        func digits(_ radix: Int, atMost count: Int) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<count {
                guard let byte = text.first, let digit = Int(String(UnicodeScalar(byte)), radix: radix) else { break }
                value = value &* UInt32(radix) &+ UInt32(digit)
                text = text.dropFirst()
            }
            return value
        }
        switch escape {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            text = [escape] + text
            return [UInt8(truncatingIfNeeded: digits(8, atMost: 3))]
        case UInt8(ascii: "x"): return [UInt8(truncatingIfNeeded: digits(16, atMost: Int.max))]
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let scalar = Unicode.Scalar(digits(16, atMost: escape == UInt8(ascii: "u") ? 4 : 8)) ?? "\u{FFFD}"
            return Array(String(scalar).utf8)
        default: return [escape]  // \\ \" \' \? and any other: the character itself
        }
    }
}
