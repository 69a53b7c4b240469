import Foundation

/// Terminal column widths of text, independent of the process locale (wcwidth returns -1 for
/// everything non-ASCII under LANG=C, and CJK labels would vanish).
///
/// ```swift
/// DisplayWidth.of("布局") // 2 characters, 4 columns
/// ```
public enum DisplayWidth {
    /// Columns one grapheme takes: 2 for East Asian wide/fullwidth and emoji, 0 for
    /// combining-only or control text, else 1.
    public static func of(_ character: Character) -> Int {
        // Most glyphs a frame paints are ASCII (labels, spaces, ASCII boxes): answer those first.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        guard let first = character.unicodeScalars.first else { return 0 }
        let v = first.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if isZeroWidth(v) { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return isWide(v) ? 2 : 1
    }

    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE00...0xFE0F).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The longest prefix of `text` that fits in `columns`, never splitting a wide character;
    /// an ellipsis marks the cut when there is room for one.
    ///
    /// - Complexity: O(`columns`) characters read, however long `text` is (labels come from
    ///   files and may be megabytes long).
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
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
}
