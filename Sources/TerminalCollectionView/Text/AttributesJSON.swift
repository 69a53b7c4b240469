import CollectionLayout
import Foundation

/// The `layoutty attributes` document (SpecFormatAndCLI.md): the content size and the attributes in
/// the order `attributes(in:)` returned them, frames unrounded, one element per line.
///
/// ```swift
/// print(AttributesJSON.document(contentSize: layout.collectionViewContentSize, attributes: found))
/// ```
public enum AttributesJSON {
    public static func document(contentSize: CGSize, attributes: [LayoutAttributes]) -> String {
        var text = ""
        write(contentSize: contentSize, elements: { visit in attributes.forEach(visit) }, to: { text += $0 })
        return text
    }

    /// The same document, written piece by piece as `elements` produces them: memory stays
    /// constant however many elements there are (`layoutty attributes` on 1e8 items).
    ///
    /// ```swift
    /// AttributesJSON.write(contentSize: size, elements: { layout.enumerateAttributes(in: rect, using: $0) }) { print($0, terminator: "") }
    /// ```
    ///
    /// - Parameters:
    ///   - contentSize: The layout's content size.
    ///   - elements: Calls its argument with each element, in the layout's order.
    ///   - text: What a screen's element shows (a cell's labels), written as `text`; nil: no such field.
    ///   - output: Takes each piece of the document.
    public static func write(
        contentSize: CGSize, elements: ((LayoutAttributes) -> Void) -> Void,
        text: ((LayoutAttributes) -> String?)? = nil,
        to output: @escaping (String) -> Void
    ) {
        output("{\"contentSize\": [\(number(contentSize.width)), \(number(contentSize.height))],\n \"attributes\": [")
        var first = true
        elements { element in
            output((first ? "\n   " : ",\n   ") + object(element, text: text?(element)))
            first = false
        }
        output(first ? "]}" : "\n ]}")
    }

    package static func object(_ a: LayoutAttributes, text: String? = nil) -> String {
        var fields = ["\"category\": \"\(a.representedElementCategory.rawValue)\""]
        if let kind = a.representedElementKind { fields.append("\"kind\": \(string(ElementKind.shownName(of: kind)))") }
        fields.append("\"section\": \(a.indexPath.section)")
        fields.append("\"item\": \(a.indexPath.item)")
        let f = a.frame
        fields.append("\"frame\": [\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height))]")
        fields.append("\"zIndex\": \(a.zIndex)")
        if a.alpha != 1 { fields.append("\"alpha\": \(number(a.alpha))") }
        if a.isHidden { fields.append("\"isHidden\": true") }
        if let text { fields.append("\"text\": \(string(text))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Exact values: whole numbers without a fraction, others as Swift's shortest round-trip text.
    package static func number(_ value: CGFloat) -> String {
        LayoutNumber.exact(Double(value))
    }

    package static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
