import CollectionLayout
import Foundation
import TerminalCollectionView

/// The JSON shape a spec key accepts.
package enum SpecValueType: Equatable, Sendable {
    /// A finite number ≥ 0.
    case length
    /// A finite number, negative allowed (UIKit's spacings: items overlap).
    case spacing
    /// `"automatic"` (UIKit's `automaticSize`) or `[width, height]`, both ≥ 0 (`[0, 0]`: off).
    case estimatedSize
    /// `[width, height]` or `{"width": …, "height": …}`: both > 0 when `positive`, else ≥ 0.
    case size(positive: Bool)
    /// `[top, left, bottom, right]` or the same fields by name, each ≥ 0.
    case insets
    case flag
    /// A whole number of `unit` in the range.
    case whole(ClosedRange<Int>, unit: String)
    /// One of these strings.
    case choice([String])
    /// A compositional group (`ElementSpec`): `{"horizontal" | "vertical": [...], "size": …}` or `{"custom": …}`.
    case group
    /// A compositional header or footer (`BoundarySpec`).
    case boundary

    /// How README's key list names the type.
    package var readmeDescription: String {
        switch self {
        case .length: "number ≥ 0"
        case .spacing: "number (< 0 overlaps items)"
        case .estimatedSize: "`\"automatic\"` or [width, height] (`[0, 0]`: off)"
        case .size(let positive): positive ? "[width, height], both > 0" : "[width, height], both ≥ 0"
        case .insets: "[top, left, bottom, right], each ≥ 0"
        case .flag: "true / false"
        case .whole(let range, let unit): "whole number of \(unit), \(range.lowerBound)…\(range.upperBound)"
        case .choice(let names): names.map { "`\($0)`" }.joined(separator: ", ")
        case .group: "a **group**"
        case .boundary: "a **header or footer**"
        }
    }
}

/// A value a spec key holds.
package enum SpecValue: Equatable, Sendable {
    case length(CGFloat)
    case size(CGSize)
    case insets(EdgeInsets)
    case flag(Bool)
    case whole(Int)
    case choice(String)
    case group(ElementSpec)
    case boundary(BoundarySpec)

    /// The value as spec JSON, in the style of `Demos/specs`.
    package var json: String {
        switch self {
        case .length(let v): Self.number(v)
        case .size(let s):
            s == FlowLayout.automaticSize ? "\"automatic\"" : "[\(Self.number(s.width)), \(Self.number(s.height))]"
        case .insets(let i):
            "[\(Self.number(i.top)), \(Self.number(i.left)), \(Self.number(i.bottom)), \(Self.number(i.right))]"
        case .flag(let b): "\(b)"
        case .whole(let n): "\(n)"
        case .choice(let s): AttributesJSON.string(s)
        case .group(let group): group.json
        case .boundary(let boundary): boundary.json
        }
    }

    static func number(_ v: CGFloat) -> String { JSONValue.format(Double(v)) }
}

/// A Swift type a spec key can hold.
package protocol SpecValueConvertible: Sendable {
    init?(specValue: SpecValue)
    var specValue: SpecValue { get }
}

extension CGFloat: SpecValueConvertible {
    package init?(specValue: SpecValue) {
        guard case .length(let v) = specValue else { return nil }
        self = v
    }
    package var specValue: SpecValue { .length(self) }
}

extension CGSize: SpecValueConvertible {
    package init?(specValue: SpecValue) {
        guard case .size(let v) = specValue else { return nil }
        self = v
    }
    package var specValue: SpecValue { .size(self) }
}

extension EdgeInsets: SpecValueConvertible {
    package init?(specValue: SpecValue) {
        guard case .insets(let v) = specValue else { return nil }
        self = v
    }
    package var specValue: SpecValue { .insets(self) }
}

extension Bool: SpecValueConvertible {
    package init?(specValue: SpecValue) {
        guard case .flag(let v) = specValue else { return nil }
        self = v
    }
    package var specValue: SpecValue { .flag(self) }
}

extension Int: SpecValueConvertible {
    package init?(specValue: SpecValue) {
        guard case .whole(let v) = specValue else { return nil }
        self = v
    }
    package var specValue: SpecValue { .whole(self) }
}

extension ElementSpec: SpecValueConvertible {
    package init?(specValue: SpecValue) {
        guard case .group(let v) = specValue else { return nil }
        self = v
    }
    package var specValue: SpecValue { .group(self) }
}

extension BoundarySpec: SpecValueConvertible {
    package init?(specValue: SpecValue) {
        guard case .boundary(let v) = specValue else { return nil }
        self = v
    }
    package var specValue: SpecValue { .boundary(self) }
}
