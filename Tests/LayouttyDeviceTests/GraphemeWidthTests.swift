import Foundation
import LayouttyDevice
import Testing

/// Widths as terminals draw them, and the emoji sequences Layoutty simplifies so that every
/// terminal agrees (borders stay aligned).
@Suite struct GraphemeWidthTests {
    @Test(arguments: [
        ("a", 1), ("布", 2), ("セ", 2), ("🚀", 2), ("⌚", 2), ("☕", 2), ("🇯🇵", 2), ("e\u{301}", 1),
        ("👩‍💻", 2), ("👍🏽", 2), ("❤️", 1), ("1️⃣", 1), ("\u{1b}", 0), ("\u{200b}", 0), ("한", 2), ("Ａ", 2)
    ])
    func widths(text: String, columns: Int) {
        #expect(
            DisplayWidth.of(Character(text)) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func sequencesAreSimplified() {
        #expect(DisplayWidth.displayed("👩‍💻") == "👩")
        #expect(DisplayWidth.displayed("👍🏽") == "👍")
        #expect(DisplayWidth.displayed("❤️") == "❤")
        #expect(DisplayWidth.displayed("1️⃣") == "1")
        #expect(DisplayWidth.displayed("🇯🇵") == "🇯🇵")
        #expect(DisplayWidth.displayed("e\u{301}") == "e\u{301}")
    }
}
