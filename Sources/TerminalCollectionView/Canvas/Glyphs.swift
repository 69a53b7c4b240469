import Foundation

/// The line styles boxes are drawn with.
public enum BoxLines: Sendable {
    case single, double, heavy
    /// A half-transparent element (alpha below 0.5): it shows as fading even without dim text.
    case dashed

    struct Glyphs {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    }

    func glyphs(unicode: Bool) -> Glyphs {
        guard unicode else {
            switch self {
            case .single: return Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
            case .double: return Glyphs(topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=", vertical: "#")
            case .heavy: return Glyphs(topLeft: "*", topRight: "*", bottomLeft: "*", bottomRight: "*", horizontal: "*", vertical: "*")
            case .dashed: return Glyphs(topLeft: ".", topRight: ".", bottomLeft: "'", bottomRight: "'", horizontal: ".", vertical: ":")
            }
        }
        switch self {
        case .single: return Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        case .double: return Glyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
        case .heavy: return Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
        case .dashed: return Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "┄", vertical: "┆")
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
