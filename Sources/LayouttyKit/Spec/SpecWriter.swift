import CollectionLayout
import Foundation

extension LayoutSpec {
    /// The spec as JSON in the style of `Demos/specs`: one top-level key per line, one section
    /// per line. Reading it back gives the same spec.
    public var json: String {
        var lines: [(String, String)] = [("layout", string(layout.rawValue))]
        if let bounds { lines.append(("bounds", size(bounds))) }
        lines.append(("scrollDirection", string(scrollDirection.rawValue)))
        lines += Self.flowFields(FlowOverrides(everything: flow), writer: self)
        var text = "{\n"
        for (key, value) in lines { text += "  \"\(key)\": \(value),\n" }
        text += "  \"sections\": [\n"
        for (index, section) in sections.enumerated() {
            var fields = ["\"items\": " + items(section.items)]
            fields += Self.flowFields(section.overrides, writer: self).map { "\"\($0.0)\": \($0.1)" }
            text += "    {" + fields.joined(separator: ", ") + "}" + (index == sections.count - 1 ? "\n" : ",\n")
        }
        return text + "  ]\n}\n"
    }

    /// Writes the spec to `path` through a temporary file in the same folder and a rename, so
    /// the file is either the old one or the new one, never half-written.
    public func save(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(json.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private static func flowFields(_ o: FlowOverrides, writer w: LayoutSpec) -> [(String, String)] {
        var f: [(String, String)] = []
        if let v = o.itemSize { f.append(("itemSize", w.size(v))) }
        if let v = o.minimumLineSpacing { f.append(("minimumLineSpacing", w.number(v))) }
        if let v = o.minimumInteritemSpacing { f.append(("minimumInteritemSpacing", w.number(v))) }
        if let v = o.sectionInset { f.append(("sectionInset", "[\(w.number(v.top)), \(w.number(v.left)), \(w.number(v.bottom)), \(w.number(v.right))]")) }
        if let v = o.headerReferenceSize { f.append(("headerReferenceSize", w.size(v))) }
        if let v = o.footerReferenceSize { f.append(("footerReferenceSize", w.size(v))) }
        if let v = o.horizontalAlignment { f.append(("horizontalAlignment", w.string(v.rawValue))) }
        if let v = o.lastLineAlignment { f.append(("lastLineAlignment", w.string(v.rawValue))) }
        if let v = o.verticalAlignment { f.append(("verticalAlignment", w.string(v.rawValue))) }
        if let v = o.sectionHeadersPinToVisibleBounds { f.append(("sectionHeadersPinToVisibleBounds", "\(v)")) }
        if let v = o.sectionFootersPinToVisibleBounds { f.append(("sectionFootersPinToVisibleBounds", "\(v)")) }
        return f
    }

    private func items(_ items: Section.Items) -> String {
        switch items {
        case .count(let n): return "\(n)"
        case .sized(let list):
            return "[" + list.map { item in
                item.label.map { "{\"size\": \(size(item.size)), \"label\": \(string($0))}" } ?? size(item.size)
            }.joined(separator: ", ") + "]"
        }
    }

    private func size(_ s: CGSize) -> String { "[\(number(s.width)), \(number(s.height))]" }
    private func number(_ v: CGFloat) -> String { JSONValue.format(Double(v)) }
    private func string(_ s: String) -> String { AttributesJSON.string(s) }
}

extension FlowOverrides {
    /// Every key set, from resolved parameters.
    init(everything p: FlowParameters) {
        self.init()
        itemSize = p.itemSize
        minimumLineSpacing = p.minimumLineSpacing
        minimumInteritemSpacing = p.minimumInteritemSpacing
        sectionInset = p.sectionInset
        headerReferenceSize = p.headerReferenceSize
        footerReferenceSize = p.footerReferenceSize
        horizontalAlignment = p.style.horizontalAlignment
        lastLineAlignment = p.style.lastLineAlignment
        verticalAlignment = p.style.verticalAlignment
        sectionHeadersPinToVisibleBounds = p.style.headerPinsToVisibleBounds
        sectionFootersPinToVisibleBounds = p.style.footerPinsToVisibleBounds
    }
}
