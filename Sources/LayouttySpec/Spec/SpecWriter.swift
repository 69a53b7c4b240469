import CollectionLayout
import Foundation
import TerminalCollectionView

extension LayoutSpec {
    /// The spec as JSON in the style of `Demos/specs`: one top-level key per line, one section
    /// per line. Reading it back gives the same spec.
    package var json: String {
        var lines: [(String, String)] = [("layout", string(layout.rawValue))]
        if let bounds { lines.append(("bounds", SpecValue.size(bounds).json)) }
        if let device { lines.append(("device", string(device.name))) }
        lines.append(("scrollDirection", string(scrollDirection.rawValue)))
        lines += layout.model.topLevelFields(of: self).map { ($0.key, $0.text) }
        if sectionBackground { lines.append(("sectionBackground", "true")) }
        for (key, value) in [
            ("contentInset", contentInset), ("safeAreaInsets", safeAreaInsets), ("layoutMargins", layoutMargins)
        ]
        where value != .zero {
            lines.append((key, SpecValue.insets(value).json))
        }
        if pagingEnabled { lines.append(("pagingEnabled", "true")) }
        var text = "{\n"
        for (key, value) in lines { text += "  \"\(key)\": \(value),\n" }
        text += "  \"sections\": [\n"
        for (index, section) in sections.enumerated() {
            text += "    " + json(of: section, at: index) + (index == sections.count - 1 ? "\n" : ",\n")
        }
        return text + "  ]\n}\n"
    }

    /// The keys section `index` sets itself (its overrides, or a compositional section's own
    /// description), as JSON text: what a save compares and writes.
    func sectionFieldTexts(at index: Int) -> [(key: String, text: String)] {
        layout.model.sectionFields(of: self, at: index)
    }

    /// Whether section `index` sets the same keys to the same values in `other`.
    func hasSectionFieldTexts(at index: Int, as other: LayoutSpec) -> Bool {
        sectionFieldTexts(at: index).elementsEqual(other.sectionFieldTexts(at: index), by: ==)
    }

    /// Section `index` as a JSON object on one line: its items, then its own keys.
    func json(of section: Section, at index: Int) -> String {
        var fields = ["\"items\": " + json(of: section.items)]
        fields += sectionFieldTexts(at: index).map { "\"\($0.key)\": \($0.text)" }
        if let background = section.sectionBackground { fields.append("\"sectionBackground\": \(background)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The values a save compares and writes, as JSON text by top-level key: the layout kind,
    /// the scroll direction, backgrounds and every key of the layout shown.
    var topLevelFieldTexts: [(key: String, text: String)] {
        [
            ("layout", string(layout.rawValue)), ("scrollDirection", string(scrollDirection.rawValue)),
            ("sectionBackground", "\(sectionBackground)")
        ] + layout.model.topLevelFields(of: self)
    }

    /// A section's items: a count, or a list of `[w, h]` and `{"size", "label"}` entries — in a
    /// compositional spec, whose groups size the items, `{"label"}` alone where there is one.
    func json(of items: Section.Items) -> String {
        switch items {
        case .count(let n): return "\(n)"
        case .sized(let list):
            return "["
                + list.map { item in
                    let size = SpecValue.size(item.size).json
                    guard let label = item.label else { return size }
                    return layout.model.itemsHaveSizes
                        ? "{\"size\": \(size), \"label\": \(string(label))}" : "{\"label\": \(string(label))}"
                }.joined(separator: ", ") + "]"
        }
    }

    private func string(_ s: String) -> String { AttributesJSON.string(s) }
}
