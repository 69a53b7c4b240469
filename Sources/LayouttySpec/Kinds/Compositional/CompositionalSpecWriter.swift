import CollectionLayout
import Foundation
import TerminalCollectionView

// Compositional descriptions as spec JSON, in the reader's own spelling (SpecFormatAndCLI.md,
// "Compositional layouts"): the values of `CompositionalSpec.specKeys` that are groups, headers
// and footers, which a save writes for a description the previewer changed and `LayoutSpec.json`
// writes whole. Reading the text back gives the same description.

extension ElementSpec {
    /// `{"size": …, "insets"?}` for an item; `{"horizontal" | "vertical": [...], "size": …, "count"?,
    /// "spacing" | "flexibleSpacing"?, "insets"?}` or `{"custom": [...], "size": …}` for a group.
    var json: String {
        switch self {
        case .item(let size, let insets):
            return "{"
                + (["\"size\": \(size.json)"] + (insets.map { ["\"insets\": \(SpecValue.insets($0).json)"] } ?? []))
                .joined(separator: ", ")
                + "}"
        case .group(let kind, let size, let subitems, let count, let spacing, let insets):
            var fields = [
                "\"\(kind.rawValue)\": [" + subitems.map(\.json).joined(separator: ", ") + "]", "\"size\": \(size.json)"
            ]
            if let count { fields.append("\"count\": \(count)") }
            switch spacing {
            case .fixed(let v): fields.append("\"spacing\": \(SpecValue.number(v))")
            case .flexible(let v): fields.append("\"flexibleSpacing\": \(SpecValue.number(v))")
            case nil: break
            }
            if let insets { fields.append("\"insets\": \(SpecValue.insets(insets).json)") }
            return "{" + fields.joined(separator: ", ") + "}"
        case .custom(let size, let frames):
            let list = frames.map {
                "[\(SpecValue.number($0.minX)), \(SpecValue.number($0.minY)), \(SpecValue.number($0.width)), \(SpecValue.number($0.height))]"
            }
            return "{\"custom\": [" + list.joined(separator: ", ") + "], \"size\": \(size.json)}"
        }
    }
}

extension SizeSpec {
    var json: String { "[\(width.json), \(height.json)]" }
}

extension DimensionSpec {
    /// A number (absolute), `"0.5w"`, `"1h"` or `"~5"`.
    var json: String {
        switch self {
        case .absolute(let v): SpecValue.number(v)
        case .fractionalWidth(let v): "\"\(SpecValue.number(v))w\""
        case .fractionalHeight(let v): "\"\(SpecValue.number(v))h\""
        case .estimated(let v): "\"~\(SpecValue.number(v))\""
        }
    }
}

extension BoundarySpec {
    /// `{"size": …}` plus the fields that differ from their defaults.
    var json: String {
        var fields = ["\"size\": \(size.json)"]
        if alignment != .center { fields.append("\"alignment\": \(AttributesJSON.string(alignment.rawValue))") }
        if pinned { fields.append("\"pinned\": true") }
        if offset != .zero {
            fields.append("\"offset\": [\(SpecValue.number(offset.x)), \(SpecValue.number(offset.y))]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
