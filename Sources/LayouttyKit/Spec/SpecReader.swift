import CollectionLayout
import Foundation

extension LayoutSpec {
    /// Reads a spec file; every problem is one `SpecError` naming file, line and JSON path.
    public static func load(file path: String) throws(SpecError) -> LayoutSpec {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw SpecError(file: path, line: nil, path: "", message: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, line: nil, path: "", message: "is not UTF-8 text")
        }
        return try parse(text, source: path)
    }

    /// Parses spec text; `source` names it in errors.
    public static func parse(_ text: String, source: String) throws(SpecError) -> LayoutSpec {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch let error as JSONSyntaxError {
            throw SpecError(file: source, line: error.line, path: "", message: "invalid JSON at column \(error.column): \(error.message)")
        } catch {
            throw SpecError(file: source, line: nil, path: "", message: "invalid JSON")
        }
        return try SpecReader(source: source).read(root)
    }
}

/// Turns a JSON tree into a `LayoutSpec`, checking every value against LayoutSemantics.md.
struct SpecReader {
    let source: String

    func fail(_ value: JSONValue, _ path: String, _ expected: String) -> SpecError {
        SpecError(file: source, line: value.line, path: path, message: "expected \(expected), got \(value.summary)")
    }

    func read(_ root: JSONValue) throws(SpecError) -> LayoutSpec {
        guard case .object(let members) = root.kind else { throw fail(root, "", "a JSON object") }
        var spec = LayoutSpec(source: source)
        if let kind = members.first(where: { $0.key == "layout" })?.value {
            spec.layout = try choice(kind, "layout", LayoutSpec.LayoutKind.self)
        }
        var sections: JSONValue?
        var topLevel = FlowOverrides()
        var topLevelWaterfall = WaterfallOverrides()
        var waterfallOnlyKeys = false
        for (key, value) in members {
            switch key {
            case "layout": break
            case "bounds": spec.bounds = try size(value, key, positive: true)
            case "scrollDirection": spec.scrollDirection = try choice(value, key, ScrollDirection.self)
            case "sectionBackground": spec.sectionBackground = try bool(value, key)
            case "sections": sections = value
            default:
                let (flow, waterfall) = try readLayoutKey(key, value, path: key, flow: &topLevel, waterfall: &topLevelWaterfall)
                guard flow || waterfall else {
                    throw SpecError(file: source, line: value.line, path: key, message: "unknown key for a \(spec.layout.rawValue) layout")
                }
                waterfallOnlyKeys = waterfallOnlyKeys || !flow
                spec.topLevelLines[key] = value.line
            }
        }
        spec.flow = topLevel.applied(to: FlowParameters())
        spec.waterfall = topLevelWaterfall.applied(to: WaterfallParameters())
        spec.hasWaterfallValues = spec.layout == .waterfall || waterfallOnlyKeys
        guard let sections else { throw SpecError(file: source, line: root.line, path: "sections", message: "is missing; expected an array of sections") }
        guard case .array(let list) = sections.kind else { throw fail(sections, "sections", "an array of sections") }
        for (index, value) in list.enumerated() {
            spec.sections.append(try section(value, "sections[\(index)]", kind: spec.layout))
        }
        return spec
    }

    private func section(_ value: JSONValue, _ path: String, kind: LayoutSpec.LayoutKind) throws(SpecError) -> LayoutSpec.Section {
        guard case .object(let members) = value.kind else { throw fail(value, path, "a section object with \"items\"") }
        var overrides = FlowOverrides()
        var waterfall = WaterfallOverrides()
        var items: LayoutSpec.Section.Items?
        var background: Bool?
        for (key, member) in members {
            let memberPath = "\(path).\(key)"
            switch key {
            case "items": items = try self.items(member, memberPath)
            case "sectionBackground": background = try bool(member, memberPath)
            case "layout", "bounds", "scrollDirection", "minimumContentHeight":
                throw SpecError(file: source, line: member.line, path: memberPath, message: "cannot be overridden per section; set it at the top level")
            default:
                let known = try readLayoutKey(key, member, path: memberPath, flow: &overrides, waterfall: &waterfall)
                guard known.flow || known.waterfall else {
                    throw SpecError(file: source, line: member.line, path: memberPath, message: "unknown key for a \(kind.rawValue) section")
                }
                overrides.lines[key] = member.line
                waterfall.lines[key] = member.line
            }
        }
        guard let items else { throw SpecError(file: source, line: value.line, path: "\(path).items", message: "is missing; expected a count or an array of item sizes") }
        var section = LayoutSpec.Section(items: items, overrides: overrides)
        section.waterfallOverrides = waterfall
        section.sectionBackground = background
        section.line = value.line
        return section
    }

    private func items(_ value: JSONValue, _ path: String) throws(SpecError) -> LayoutSpec.Section.Items {
        switch value.kind {
        case .number(let n):
            guard n >= 0, n == n.rounded(), n <= 100_000_000 else { throw fail(value, path, "a count (a whole number from 0 to 100000000)") }
            return .count(Int(n))
        case .array(let list):
            var items: [LayoutSpec.Item] = []
            items.reserveCapacity(list.count)
            for (index, element) in list.enumerated() {
                items.append(try item(element, "\(path)[\(index)]"))
            }
            return .sized(items)
        default:
            throw fail(value, path, "a count or an array of item sizes")
        }
    }

    private func item(_ value: JSONValue, _ path: String) throws(SpecError) -> LayoutSpec.Item {
        if case .object(let members) = value.kind, members.contains(where: { $0.key == "size" || $0.key == "label" }) {
            var item = LayoutSpec.Item(size: .zero)
            var hasSize = false
            for (key, member) in members {
                switch key {
                case "size":
                    item.size = try size(member, "\(path).size", positive: true)
                    hasSize = true
                case "label":
                    guard case .string(let label) = member.kind else { throw fail(member, "\(path).label", "a string") }
                    item.label = label
                default:
                    throw SpecError(file: source, line: member.line, path: "\(path).\(key)", message: "unknown key for an item (expected \"size\" or \"label\")")
                }
            }
            guard hasSize else { throw SpecError(file: source, line: value.line, path: "\(path).size", message: "is missing; expected [width, height]") }
            return item
        }
        return LayoutSpec.Item(size: try size(value, path, positive: true))
    }

    /// Reads one layout property into every layout that has a key of that name, whichever
    /// layout the spec shows: a file keeps both layouts' keys (a saved `w` switch), and one
    /// value serves both where the names are shared. Returns which layouts know the key.
    private func readLayoutKey(_ key: String, _ value: JSONValue, path: String,
                               flow: inout FlowOverrides, waterfall: inout WaterfallOverrides) throws(SpecError) -> (flow: Bool, waterfall: Bool) {
        (try readFlowKey(key, value, path: path, into: &flow), try readWaterfallKey(key, value, path: path, into: &waterfall))
    }

    private func readWaterfallKey(_ key: String, _ value: JSONValue, path: String, into o: inout WaterfallOverrides) throws(SpecError) -> Bool {
        switch key {
        case "itemSize": o.itemSize = try size(value, path, positive: true)
        case "columnCount":
            let most = WaterfallLayout.maximumColumnCount
            guard case .number(let n) = value.kind, n >= 1, n <= Double(most), n == n.rounded() else {
                throw fail(value, path, "a whole number of columns from 1 to \(most)")
            }
            o.columnCount = Int(n)
        case "minimumColumnSpacing": o.minimumColumnSpacing = try length(value, path)
        case "minimumInteritemSpacing": o.minimumInteritemSpacing = try length(value, path)
        case "sectionInset": o.sectionInset = try insets(value, path)
        case "headerHeight": o.headerHeight = try length(value, path)
        case "footerHeight": o.footerHeight = try length(value, path)
        case "headerInset": o.headerInset = try insets(value, path)
        case "footerInset": o.footerInset = try insets(value, path)
        case "itemRenderDirection": o.itemRenderDirection = try choice(value, path, WaterfallLayout.ItemRenderDirection.self)
        case "itemHeightMode": o.itemHeightMode = try choice(value, path, WaterfallLayout.ItemHeightMode.self)
        case "minimumContentHeight": o.minimumContentHeight = try length(value, path)
        default: return false
        }
        return true
    }

    /// Reads one flow property; false when `key` is not one.
    private func readFlowKey(_ key: String, _ value: JSONValue, path: String, into o: inout FlowOverrides) throws(SpecError) -> Bool {
        switch key {
        case "itemSize": o.itemSize = try size(value, path, positive: true)
        case "minimumLineSpacing": o.minimumLineSpacing = try length(value, path)
        case "minimumInteritemSpacing": o.minimumInteritemSpacing = try length(value, path)
        case "sectionInset": o.sectionInset = try insets(value, path)
        case "headerReferenceSize": o.headerReferenceSize = try size(value, path, positive: false)
        case "footerReferenceSize": o.footerReferenceSize = try size(value, path, positive: false)
        case "horizontalAlignment": o.horizontalAlignment = try choice(value, path, FlowLayout.HorizontalAlignment.self)
        case "lastLineAlignment": o.lastLineAlignment = try choice(value, path, FlowLayout.LastLineAlignment.self)
        case "verticalAlignment": o.verticalAlignment = try choice(value, path, FlowLayout.VerticalAlignment.self)
        case "sectionHeadersPinToVisibleBounds": o.sectionHeadersPinToVisibleBounds = try bool(value, path)
        case "sectionFootersPinToVisibleBounds": o.sectionFootersPinToVisibleBounds = try bool(value, path)
        default: return false
        }
        return true
    }

    // MARK: Values

    private func number(_ value: JSONValue, _ path: String, _ expected: String, positive: Bool) throws(SpecError) -> CGFloat {
        guard case .number(let n) = value.kind, n.isFinite, positive ? n > 0 : n >= 0 else { throw fail(value, path, expected) }
        return CGFloat(n)
    }

    private func length(_ value: JSONValue, _ path: String) throws(SpecError) -> CGFloat {
        try number(value, path, "a finite number ≥ 0", positive: false)
    }

    private func bool(_ value: JSONValue, _ path: String) throws(SpecError) -> Bool {
        guard case .bool(let b) = value.kind else { throw fail(value, path, "true or false") }
        return b
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: String, _ type: T.Type) throws(SpecError) -> T
    where T.RawValue == String {
        let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let s) = value.kind, let result = T(rawValue: s) else { throw fail(value, path, "one of \(names)") }
        return result
    }

    /// The named numeric fields of a `[a, b, …]` array or `{"a": …}` object, in `names` order.
    private func fields(_ value: JSONValue, _ path: String, _ names: [String], _ expected: String, positive: Bool) throws(SpecError) -> [CGFloat] {
        switch value.kind {
        case .array(let list) where list.count == names.count:
            var result: [CGFloat] = []
            for (index, element) in list.enumerated() {
                result.append(try number(element, "\(path)[\(index)]", positive ? "a finite number > 0" : "a finite number ≥ 0", positive: positive))
            }
            return result
        case .object(let members):
            if let extra = members.first(where: { !names.contains($0.key) }) {
                throw SpecError(file: source, line: extra.value.line, path: "\(path).\(extra.key)", message: "unknown field; expected \(expected)")
            }
            var result: [CGFloat] = []
            for name in names {
                guard let member = members.first(where: { $0.key == name })?.value else {
                    throw SpecError(file: source, line: value.line, path: "\(path).\(name)", message: "is missing; expected \(expected)")
                }
                result.append(try number(member, "\(path).\(name)", positive ? "a finite number > 0" : "a finite number ≥ 0", positive: positive))
            }
            return result
        default:
            throw fail(value, path, expected)
        }
    }

    private func size(_ value: JSONValue, _ path: String, positive: Bool) throws(SpecError) -> CGSize {
        let v = try fields(value, path, ["width", "height"], positive ? "[width, height] with both > 0" : "[width, height] with both ≥ 0", positive: positive)
        return CGSize(width: v[0], height: v[1])
    }

    private func insets(_ value: JSONValue, _ path: String) throws(SpecError) -> EdgeInsets {
        let v = try fields(value, path, ["top", "left", "bottom", "right"], "[top, left, bottom, right] with each ≥ 0", positive: false)
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
