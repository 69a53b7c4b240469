import Foundation

/// The line styles boxes are drawn with.
public enum BoxLines: Sendable {
    case single, double, heavy
    /// A half-transparent element (alpha below 0.5): it shows as fading even without dim text.
    case dashed

    struct Glyphs {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Glyph

        init(_ characters: String) {
            let g = characters.map { Glyph($0, width: 1) }
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (g[0], g[1], g[2], g[3], g[4], g[5])
        }
    }

    // Corners (top-left, top-right, bottom-left, bottom-right), then horizontal and vertical;
    // made once, as every box of every frame uses them.
    private static let unicodeSingle = Glyphs("┌┐└┘─│"), unicodeDouble = Glyphs("╔╗╚╝═║"),
        unicodeHeavy = Glyphs("┏┓┗┛━┃")
    private static let unicodeDashed = Glyphs("┌┐└┘┄┆")
    private static let asciiSingle = Glyphs("++++-|"), asciiDouble = Glyphs("####=#"), asciiHeavy = Glyphs("******")
    private static let asciiDashed = Glyphs("..''.:")

    func glyphs(unicode: Bool) -> Glyphs {
        switch (self, unicode) {
        case (.single, true): Self.unicodeSingle
        case (.double, true): Self.unicodeDouble
        case (.heavy, true): Self.unicodeHeavy
        case (.dashed, true): Self.unicodeDashed
        case (.single, false): Self.asciiSingle
        case (.double, false): Self.asciiDouble
        case (.heavy, false): Self.asciiHeavy
        case (.dashed, false): Self.asciiDashed
        }
    }
}

/// Fill glyphs for blocks and decoration views, densest first.
public enum Shade: Sendable {
    case full, dark, medium, light

    func glyph(unicode: Bool) -> Character {
        switch (self, unicode) {
        case (.full, true): "█"
        case (.dark, true): "▓"
        case (.medium, true): "▒"
        case (.light, true): "░"
        case (.full, false): "#"
        case (.dark, false): "%"
        case (.medium, false): "="
        case (.light, false): "."
        }
    }
}
