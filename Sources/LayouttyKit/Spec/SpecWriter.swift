import CollectionLayout
import Foundation

extension LayoutSpec {
    /// The spec as JSON in the style of `Demos/specs`: one top-level key per line, one section
    /// per line. Reading it back gives the same spec.
    public var json: String {
        var lines: [(String, String)] = [("layout", string(layout.rawValue))]
        if let bounds { lines.append(("bounds", size(bounds))) }
        lines.append(("scrollDirection", string(scrollDirection.rawValue)))
        switch layout {
        case .flow: lines += Self.flowFields(FlowOverrides(everything: flow), writer: self)
        case .waterfall: lines += Self.waterfallFields(WaterfallOverrides(everything: waterfall), writer: self)
        }
        if sectionBackground { lines.append(("sectionBackground", "true")) }
        var text = "{\n"
        for (key, value) in lines { text += "  \"\(key)\": \(value),\n" }
        text += "  \"sections\": [\n"
        for (index, section) in sections.enumerated() {
            var fields = ["\"items\": " + items(section.items)]
            let overrides = layout == .flow ? Self.flowFields(section.overrides, writer: self)
                                            : Self.waterfallFields(section.waterfallOverrides, writer: self)
            fields += overrides.map { "\"\($0.0)\": \($0.1)" }
            if let background = section.sectionBackground { fields.append("\"sectionBackground\": \(background)") }
            text += "    {" + fields.joined(separator: ", ") + "}" + (index == sections.count - 1 ? "\n" : ",\n")
        }
        return text + "  ]\n}\n"
    }

    /// The values a save compares and writes, as JSON text by top-level key: the layout kind,
    /// the scroll direction, backgrounds and every key of the layout shown.
    var topLevelFieldTexts: [(key: String, text: String)] {
        var fields = [("layout", string(layout.rawValue)), ("scrollDirection", string(scrollDirection.rawValue)),
                      ("sectionBackground", "\(sectionBackground)")]
        switch layout {
        case .flow: fields += Self.flowFields(FlowOverrides(everything: flow), writer: self)
        case .waterfall: fields += Self.waterfallFields(WaterfallOverrides(everything: waterfall), writer: self)
        }
        return fields.map { (key: $0.0, text: $0.1) }
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

    private static func waterfallFields(_ o: WaterfallOverrides, writer w: LayoutSpec) -> [(String, String)] {
        var f: [(String, String)] = []
        func insets(_ v: EdgeInsets) -> String { "[\(w.number(v.top)), \(w.number(v.left)), \(w.number(v.bottom)), \(w.number(v.right))]" }
        if let v = o.itemSize { f.append(("itemSize", w.size(v))) }
        if let v = o.columnCount { f.append(("columnCount", "\(v)")) }
        if let v = o.minimumColumnSpacing { f.append(("minimumColumnSpacing", w.number(v))) }
        if let v = o.minimumInteritemSpacing { f.append(("minimumInteritemSpacing", w.number(v))) }
        if let v = o.sectionInset { f.append(("sectionInset", insets(v))) }
        if let v = o.headerHeight { f.append(("headerHeight", w.number(v))) }
        if let v = o.footerHeight { f.append(("footerHeight", w.number(v))) }
        if let v = o.headerInset { f.append(("headerInset", insets(v))) }
        if let v = o.footerInset { f.append(("footerInset", insets(v))) }
        if let v = o.itemRenderDirection { f.append(("itemRenderDirection", w.string(v.rawValue))) }
        if let v = o.itemHeightMode { f.append(("itemHeightMode", w.string(v.rawValue))) }
        if let v = o.minimumContentHeight { f.append(("minimumContentHeight", w.number(v))) }
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

extension WaterfallOverrides {
    /// Every key set, from resolved parameters.
    init(everything p: WaterfallParameters) {
        self.init()
        itemSize = p.itemSize
        columnCount = p.columnCount
        minimumColumnSpacing = p.minimumColumnSpacing
        minimumInteritemSpacing = p.minimumInteritemSpacing
        sectionInset = p.sectionInset
        headerHeight = p.headerHeight
        footerHeight = p.footerHeight
        headerInset = p.headerInset
        footerInset = p.footerInset
        itemRenderDirection = p.itemRenderDirection
        itemHeightMode = p.itemHeightMode
        minimumContentHeight = p.minimumContentHeight
    }
}
