import Foundation

/// Terminal column widths of text, independent of the process locale (wcwidth returns -1 for
/// everything non-ASCII under LANG=C, and CJK labels would vanish).
///
/// ```swift
/// DisplayWidth.of("布局") // 2 characters, 4 columns
/// ```
public enum DisplayWidth {
    /// Columns one grapheme takes as drawn (see `displayed(_:)`): 2 for East Asian wide and
    /// fullwidth characters and emoji, 0 for combining-only or control text, else 1.
    public static func of(_ character: Character) -> Int {
        // Most glyphs a frame paints are ASCII (labels, spaces, ASCII boxes): answer those first.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        return displayed(character).unicodeScalars.reduce(0) { $0 + of(scalar: $1) }
    }

    public static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII (most labels): one column per byte, no grapheme breaking.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns of a `String`: what every label of every frame asks, so its bytes are read in
    /// place (`printableASCIIWidth`), not through the generic overload's iterator, unspecialized
    /// across modules.
    public static func of(_ text: String) -> Int {
        printableASCIIWidth(text) ?? text.reduce(0) { $0 + of($1) }
    }

    /// One column per byte when `text` is all printable ASCII (most labels), else nil.
    ///
    /// - Complexity: O(*n*) bytes, read in place.
    package static func printableASCIIWidth(_ text: String) -> Int? {
        func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }
        let printable =
            text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) }
            ?? text.utf8.allSatisfy(isPrintable)
        return printable ? text.utf8.count : nil
    }

    /// The form of a grapheme Layoutty sends to the terminal: one whose width every terminal
    /// agrees on. Terminals that measure each code point (glibc's wcwidth, tmux) and those that
    /// measure graphemes disagree on emoji sequences, and box borders break wherever they do,
    /// so a ZWJ sequence is drawn as its first emoji (👩‍💻 → 👩), skin-tone modifiers, variation
    /// selectors and keycap marks are dropped (👍🏽 → 👍, ❤️ → ❤, 1️⃣ → 1). Flags (two regional
    /// indicators) and base + combining marks are kept: both kinds of terminal draw them alike.
    public static func displayed(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        guard scalars.count > 1 else { return String(character) }
        var kept = String.UnicodeScalarView()
        for scalar in scalars {
            switch scalar.value {
            case 0x200D: break  // ZWJ: the rest joins onto the first emoji
            case 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF: continue
            default:
                kept.append(scalar)
                continue
            }
            break
        }
        // One grapheme, always (what is left could in principle cluster differently).
        return String(kept).first.map(String.init) ?? ""
    }

    /// Columns of one code point, as glibc's wcwidth under a UTF-8 locale: 0 for controls,
    /// combining marks and format characters, 2 for East Asian W/F, else 1.
    package static func of(scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(v) { return 0 }  // Hangul medial vowels and final consonants
        return isWide(v) ? 2 : 1
    }

    static func isWide(_ v: UInt32) -> Bool {
        // The first range ending at or after `v`, by bisection over the (first, last) pairs.
        var low = 0
        var high = wideBounds.count / 2
        while low < high {
            let mid = (low + high) / 2
            if wideBounds[2 * mid + 1] < v { low = mid + 1 } else { high = mid }
        }
        return low < wideBounds.count / 2 && wideBounds[2 * low] <= v
    }

    /// The longest prefix of `text` that fits in `columns`, never splitting a wide character;
    /// an ellipsis marks the cut when there is room for one.
    ///
    /// - Complexity: O(`columns`) characters read, however long `text` is (labels come from
    ///   files and may be megabytes long).
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        // Printable ASCII (the common case) is cut by bytes, without breaking graphemes; but a
        // long label is not read whole to learn that.
        if text.utf8.count <= 4 * columns, let width = printableASCIIWidth(text) {
            if width <= columns { return text }
            let budget = columns - of(ellipsis)
            return budget >= 0 ? String(decoding: text.utf8.prefix(budget), as: UTF8.self) + ellipsis : ""
        }
        let budget = columns - of(ellipsis)
        var used = 0
        var cut: String.Index?  // where the text must end if it turns out not to fit
        for index in text.indices {
            let w = of(text[index])
            if cut == nil && used + w > budget { cut = index }
            used += w
            if used > columns {
                guard budget >= 0, let cut else { return "" }
                return String(text[..<cut]) + ellipsis
            }
        }
        return text
    }

    /// `text` cut into lines of at most `columns` — at the last space that fits (the space goes),
    /// else mid-word, never splitting a wide character — at most `lines` of them, the last ending
    /// in an ellipsis when text is left over: how a self-sized cell's label wraps
    /// (`Viewport.labelFitting` counts the same lines).
    ///
    /// ```swift
    /// DisplayWidth.wrap("as tall as its text", to: 10, lines: 3)  // ["as tall as", "its text"]
    /// ```
    ///
    /// - Complexity: O(what fits in the lines), however long `text` is.
    public static func wrap(_ text: String, to columns: Int, lines: Int) -> [String] {
        guard columns > 0, lines > 0 else { return [] }
        var result: [String] = []
        var current: [Character] = []
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let w = of(character)
            if used + w > columns {
                if result.count == lines - 1 { break }
                // Break at this space, else after the last space of the line (the word moves down).
                let space =
                    character == " " ? current.endIndex : current.lastIndex(of: " ").flatMap { $0 > 0 ? $0 : nil }
                result.append(String(current[..<(space ?? current.endIndex)]))
                current = space.map { $0 < current.endIndex ? Array(current[($0 + 1)...]) : [] } ?? []
                used = current.reduce(0) { $0 + of($1) }
                if used + w > columns {
                    // The moved word and this character still do not fit: the word breaks here.
                    if result.count == lines - 1 { break }
                    result.append(String(current))
                    (current, used) = ([], 0)
                }
            }
            index = text.index(after: index)
            if character == " " && current.isEmpty { continue }  // no line starts with a space
            current.append(character)
            used += w
        }
        if index < text.endIndex {
            // Text left over: the last line says so.
            let last = truncate(String(current) + String(text[index...].prefix(columns)), to: columns)
            return result + [last.hasSuffix(" …") ? String(last.dropLast(2)) + "…" : last]
        }
        return current.isEmpty ? result : result + [String(current)]
    }
}
