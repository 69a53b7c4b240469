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
        while index < text.count {
            let byte = text[index]
            let next = index + 1 < text.count ? text[index + 1] : 0
            // Strings, characters and comments are copied as they are.
            if let end = skipped(text, at: index) {
                result += text[index..<end]
                index = end
                continue
            }
            switch (byte, next) {
            case (UInt8(ascii: "@"), UInt8(ascii: "[")):
                result += arrayCall
                levels.append(.array)
                index += 2
                continue
            case (UInt8(ascii: "@"), UInt8(ascii: "{")):
                result += dictionaryCall
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
                    result.append(UInt8(ascii: ")"))
                    levels.removeLast()
                    index += 1
                    continue
                }
                if !levels.isEmpty { levels.removeLast() }
            case UInt8(ascii: "?"):
                if case .dictionary(let ternaries) = levels.last { levels[levels.count - 1] = .dictionary(ternaries: ternaries + 1) }
            case UInt8(ascii: ":"):
                // A key's colon (not a ternary's) separates it from its value, as a comma.
                if case .dictionary(let ternaries) = levels.last {
                    if ternaries == 0 {
                        result.append(UInt8(ascii: ","))
                        index += 1
                        continue
                    }
                    levels[levels.count - 1] = .dictionary(ternaries: ternaries - 1)
                }
            default:
                break
            }
            result.append(byte)
            index += 1
        }
        return result
    }

    /// The end of a string, character literal or comment starting at `index`, else nil.
    private static func skipped(_ text: [UInt8], at index: Int) -> Int? {
        let byte = text[index]
        let next = index + 1 < text.count ? text[index + 1] : 0
        if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
            return text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        }
        if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
            var end = index + 2
            while end + 1 < text.count && !(text[end] == UInt8(ascii: "*") && text[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(text.count, end + 2)
        }
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return nil }
        var end = index + 1
        while end < text.count && text[end] != byte && text[end] != UInt8(ascii: "\n") {
            end += text[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(text.count, end + 1)
    }
}
