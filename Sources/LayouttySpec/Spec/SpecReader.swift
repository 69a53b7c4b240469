import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySystem
import TerminalCollectionView

extension LayoutSpec {
    /// Reads a spec file; every problem is one `SpecError` naming file, line and JSON path.
    ///
    /// - Complexity: one pass over the file; memory a small multiple of the file size (items
    ///   are stored as they are read, never as a JSON tree).
    package static func load(file path: String) throws(SpecError) -> LayoutSpec {
        let bytes: [UInt8]
        switch FileBytes.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw SpecError(file: path, line: nil, path: "", message: failure.description)
        }
        guard FileBytes.isUTF8(bytes) else {
            throw SpecError(file: path, line: nil, path: "", message: "is not UTF-8 text")
        }
        return try SpecReader(source: path).read(bytes)
    }

    /// Parses spec text; `source` names it in errors.
    package static func parse(_ text: String, source: String) throws(SpecError) -> LayoutSpec {
        try SpecReader(source: source).read(Array(text.utf8))
    }
}

/// Turns spec JSON into a `LayoutSpec`, checking every value against LayoutSemantics.md and
/// the layouts' key tables. It streams the `sections` array and each section's `items`, so
/// no JSON tree of the whole file is ever built.
struct SpecReader {
    let source: String

    func fail(_ value: JSONValue, _ path: String, _ expected: String) -> SpecError {
        SpecError(file: source, line: value.line, path: path, message: "expected \(expected), got \(value.summary)")
    }

    func read(_ bytes: [UInt8]) throws(SpecError) -> LayoutSpec {
        var parser = JSONParser(bytes: bytes)
        do {
            parser.begin()
            let spec = try readRoot(&parser)
            try parser.end()
            return spec
        } catch let error as SpecError {
            throw error
        } catch let error as JSONSyntaxError {
            throw SpecError(
                file: source, line: error.line, path: "",
                message: "invalid JSON at column \(error.column): \(error.message)")
        } catch {
            throw SpecError(file: source, line: nil, path: "", message: "invalid JSON")
        }
    }

    private func readRoot(_ parser: inout JSONParser) throws -> LayoutSpec {
        guard parser.atObject else { throw fail(try parser.parseValue(), "", "a JSON object") }
        let rootLine = parser.line
        var spec = LayoutSpec(source: source)
        var kind: LayoutSpec.LayoutKind?
        var sawSections = false
        var topLevel = SpecOverrides()
        try parser.forEachMember { key, parser in
            if key == "sections" {
                // Errors inside sections name the layout kind, which may come later in the file.
                if kind == nil {
                    var ahead = parser
                    try ahead.skipValue()
                    kind = try layoutKind(following: ahead)
                }
                spec.layout = kind ?? .flow
                sawSections = true
                try readSections(&parser, into: &spec)
                return
            }
            let value = try parser.parseValue()
            switch key {
            case "layout":
                kind = try choice(value, "layout", LayoutSpec.LayoutKind.self)
                spec.layout = kind!
            case "bounds": spec.bounds = try size(value, key, positive: true)
            case "device":
                guard case .string(let name) = value.kind, let device = Device.named(name) else {
                    throw fail(value, key, "a device's name (" + Device.all.map(\.name).joined(separator: ", ") + ")")
                }
                spec.device = device
            case "scrollDirection": spec.scrollDirection = try choice(value, key, ScrollDirection.self)
            case "sectionBackground": spec.sectionBackground = try bool(value, key)
            case "contentInset": spec.contentInset = try insets(value, key)
            case "safeAreaInsets": spec.safeAreaInsets = try insets(value, key)
            case "layoutMargins": spec.layoutMargins = try insets(value, key)
            case "pagingEnabled": spec.pagingEnabled = try bool(value, key)
            default:
                if let (model, shape) = try ownKey(key, of: kind, following: parser) {
                    return model.set(try specValue(value, key, shape.type), ownKey: key, section: nil, in: &spec)
                }
                guard try readOverride(key, value, path: key, into: &topLevel) else {
                    let named = try kind ?? layoutKind(following: parser) ?? .flow
                    throw SpecError(
                        file: source, line: value.line, path: key, message: "unknown key for a \(named.rawValue) layout"
                    )
                }
                spec.topLevelLines[key] = value.line
            }
        }
        for kind in LayoutSpec.LayoutKind.allCases { kind.model.takeTopLevel(topLevel, into: &spec) }
        guard sawSections else {
            throw SpecError(
                file: source, line: rootLine, path: "sections", message: "is missing; expected an array of sections")
        }
        return spec
    }

    /// The `layout` value among the top-level keys after the parser's position (just after a
    /// member's value; a look ahead on a copy that skips what it passes), or nil when the rest
    /// of the file does not say.
    private func layoutKind(following position: JSONParser) throws -> LayoutSpec.LayoutKind? {
        var ahead = position
        return try ahead.nextMember(named: "layout").map { value throws(SpecError) in
            try choice(value, "layout", LayoutSpec.LayoutKind.self)
        }
    }

    /// `key` as an own key of the file's kind (looking ahead for the kind only for a name some
    /// kind has as its own), or nil.
    private func ownKey(
        _ key: String, of kind: LayoutSpec.LayoutKind?, following parser: JSONParser
    ) throws -> (model: any SpecLayoutModel.Type, shape: SpecKeyShape)? {
        guard LayoutSpec.LayoutKind.allCases.contains(where: { $0.model.ownKeys.contains { $0.name == key } }) else {
            return nil
        }
        let model = try (kind ?? layoutKind(following: parser) ?? .flow).model
        return model.ownKeys.first { $0.name == key }.map { (model, $0) }
    }

    private func readSections(_ parser: inout JSONParser, into spec: inout LayoutSpec) throws {
        guard parser.atArray else { throw fail(try parser.parseValue(), "sections", "an array of sections") }
        // A kind's own keys a section may set, looked up once (a file may hold millions of sections).
        let ownKeys = spec.layout.model.ownKeys.filter { !$0.topLevelOnly }
        try parser.forEachElement { index, parser in
            let section = try section(&parser, at: index, ownKeys: ownKeys, into: &spec)
            spec.sections.append(section)
        }
    }

    /// Section `index`; its own keys, for a kind that has them, go into `spec`'s descriptions.
    private func section(
        _ parser: inout JSONParser, at index: Int, ownKeys: [SpecKeyShape], into spec: inout LayoutSpec
    ) throws
        -> LayoutSpec.Section
    {
        let (path, kind, line) = ("sections[\(index)]", spec.layout, parser.line)
        guard parser.atObject else { throw fail(try parser.parseValue(), path, "a section object with \"items\"") }
        var overrides = SpecOverrides()
        var items: LayoutSpec.Section.Items?
        var background: Bool?
        try parser.forEachMember { key, parser in
            let memberPath = "\(path).\(key)"
            if key == "items" {
                items = try self.items(&parser, memberPath, sizesOptional: !kind.model.itemsHaveSizes)
                return
            }
            let member = try parser.parseValue()
            if !ownKeys.isEmpty {
                guard let shape = ownKeys.first(where: { $0.name == key }) else {
                    throw SpecError(
                        file: source, line: member.line, path: memberPath,
                        message: "unknown key for a \(kind.rawValue) section (expected \"items\", "
                            + ownKeys.map { "\"\($0.name)\"" }.joined(separator: ", ") + ")")
                }
                kind.model.set(try specValue(member, memberPath, shape.type), ownKey: key, section: index, in: &spec)
                return
            }
            switch key {
            case "sectionBackground": background = try bool(member, memberPath)
            case "layout", "bounds", "scrollDirection":
                throw SpecError(
                    file: source, line: member.line, path: memberPath,
                    message: "cannot be overridden per section; set it at the top level")
            default:
                guard try readOverride(key, member, path: memberPath, into: &overrides, inSection: true) else {
                    throw SpecError(
                        file: source, line: member.line, path: memberPath,
                        message: "unknown key for a \(kind.rawValue) section")
                }
                overrides.setLine(member.line, of: key)
            }
        }
        guard let items else {
            throw SpecError(
                file: source, line: line, path: "\(path).items",
                message: "is missing; expected a count or an array of item sizes")
        }
        var section = LayoutSpec.Section(items: items, overrides: overrides)
        section.sectionBackground = background
        section.line = line
        return section
    }

    /// `sizesOptional`: a compositional spec's items may be labels alone (its groups size them).
    private func items(_ parser: inout JSONParser, _ path: String, sizesOptional: Bool) throws
        -> LayoutSpec.Section.Items
    {
        guard parser.atArray else {
            let value = try parser.parseValue()
            guard case .number(let n) = value.kind else { throw fail(value, path, "a count or an array of item sizes") }
            guard n >= 0, n == n.rounded(), n <= Double(LayoutSpec.maximumItemCount) else {
                throw fail(value, path, "a count (a whole number from 0 to \(LayoutSpec.maximumItemCount))")
            }
            return .count(Int(n))
        }
        var items = LayoutSpec.ItemList()
        try parser.forEachElement { index, parser in
            let start = parser
            if let (width, height) = parser.numberPair(), width.isFinite, width > 0, height.isFinite, height > 0 {
                items.append(LayoutSpec.Item(size: CGSize(width: width, height: height)))
                return
            }
            parser = start  // anything else, or a bad pair, takes the path that names the problem
            items.append(try item(try parser.parseValue(), "\(path)[\(index)]", sizeOptional: sizesOptional))
        }
        return .sized(items)
    }

    private func item(_ value: JSONValue, _ path: String, sizeOptional: Bool) throws(SpecError) -> LayoutSpec.Item {
        if case .object(let members) = value.kind, members.contains(where: { $0.key == "size" || $0.key == "label" }) {
            var item = LayoutSpec.Item(size: sizeOptional ? CGSize(width: 1, height: 1) : .zero)
            var hasSize = sizeOptional
            for (key, member) in members {
                switch key {
                case "size":
                    item.size = try size(member, "\(path).size", positive: true)
                    hasSize = true
                case "label":
                    guard case .string(let label) = member.kind else { throw fail(member, "\(path).label", "a string") }
                    item.label = label
                default:
                    throw SpecError(
                        file: source, line: member.line, path: "\(path).\(key)",
                        message: "unknown key for an item (expected \"size\" or \"label\")")
                }
            }
            guard hasSize else {
                throw SpecError(
                    file: source, line: value.line, path: "\(path).size",
                    message: "is missing; expected [width, height]")
            }
            return item
        }
        return LayoutSpec.Item(size: try size(value, path, positive: true))
    }

    /// Reads an override key (`SpecLayoutModel.overrideKeys`) for every kind that has it,
    /// whichever kind the spec shows: a file keeps both layouts' keys (a saved `w` switch), and
    /// one value serves both where the names are shared (their tables give them the same type).
    /// Returns whether any kind knows the key.
    private func readOverride(
        _ key: String, _ value: JSONValue, path: String, into overrides: inout SpecOverrides,
        inSection: Bool = false
    ) throws(SpecError) -> Bool {
        // No array per key read: a file may set keys in millions of sections.
        var type: SpecValueType?
        var topLevelOnly = false
        for kind in LayoutSpec.LayoutKind.allCases {
            guard let shape = kind.model.overrideKeys.first(where: { $0.name == key }) else { continue }
            type = type ?? shape.type
            topLevelOnly = topLevelOnly || shape.topLevelOnly
        }
        guard let type else { return false }
        if inSection && topLevelOnly {
            throw SpecError(
                file: source, line: value.line, path: path,
                message: "cannot be overridden per section; set it at the top level")
        }
        overrides[key] = try specValue(value, path, type)
        return true
    }

    /// `value` read as a key of `type`, or the one-line error saying what was expected.
    func specValue(_ value: JSONValue, _ path: String, _ type: SpecValueType) throws(SpecError) -> SpecValue {
        switch type {
        case .length: return .length(try length(value, path))
        case .spacing:
            guard case .number(let n) = value.kind, n.isFinite else { throw fail(value, path, "a finite number") }
            return .length(CGFloat(n))
        case .estimatedSize:
            if case .string(let s) = value.kind {
                guard s == "automatic" else { throw fail(value, path, "\"automatic\" or [width, height]") }
                return .size(FlowLayout.automaticSize)
            }
            return .size(try size(value, path, positive: false))
        case .size(let positive): return .size(try size(value, path, positive: positive))
        case .insets: return .insets(try insets(value, path))
        case .flag: return .flag(try bool(value, path))
        case .whole(let range, let unit):
            guard case .number(let n) = value.kind, n >= Double(range.lowerBound), n <= Double(range.upperBound),
                n == n.rounded()
            else {
                throw fail(value, path, "a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)")
            }
            return .whole(Int(n))
        case .choice(let names):
            guard case .string(let s) = value.kind, names.contains(s) else {
                throw fail(value, path, "one of " + names.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            return .choice(s)
        case .group: return .group(try group(value, path))
        case .boundary: return .boundary(try boundary(value, path))
        }
    }

    // MARK: Values

    func number(_ value: JSONValue, _ path: String, _ expected: String, positive: Bool) throws(SpecError) -> CGFloat {
        guard case .number(let n) = value.kind, n.isFinite, positive ? n > 0 : n >= 0 else {
            throw fail(value, path, expected)
        }
        return CGFloat(n)
    }

    func length(_ value: JSONValue, _ path: String) throws(SpecError) -> CGFloat {
        try number(value, path, "a finite number ≥ 0", positive: false)
    }

    func bool(_ value: JSONValue, _ path: String) throws(SpecError) -> Bool {
        guard case .bool(let b) = value.kind else { throw fail(value, path, "true or false") }
        return b
    }

    func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: String, _ type: T.Type)
        throws(SpecError) -> T
    where T.RawValue == String {
        let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let s) = value.kind, let result = T(rawValue: s) else {
            throw fail(value, path, "one of \(names)")
        }
        return result
    }

    /// The named numeric fields of a `[a, b, …]` array or `{"a": …}` object, in `names` order.
    func fields(_ value: JSONValue, _ path: String, _ names: [String], _ expected: String, positive: Bool)
        throws(SpecError) -> [CGFloat]
    {
        switch value.kind {
        case .array(let list) where list.count == names.count:
            var result: [CGFloat] = []
            for (index, element) in list.enumerated() {
                result.append(
                    try number(
                        element, "\(path)[\(index)]", positive ? "a finite number > 0" : "a finite number ≥ 0",
                        positive: positive))
            }
            return result
        case .object(let members):
            if let extra = members.first(where: { !names.contains($0.key) }) {
                throw SpecError(
                    file: source, line: extra.value.line, path: "\(path).\(extra.key)",
                    message: "unknown field; expected \(expected)")
            }
            var result: [CGFloat] = []
            for name in names {
                guard let member = members.first(where: { $0.key == name })?.value else {
                    throw SpecError(
                        file: source, line: value.line, path: "\(path).\(name)",
                        message: "is missing; expected \(expected)")
                }
                result.append(
                    try number(
                        member, "\(path).\(name)", positive ? "a finite number > 0" : "a finite number ≥ 0",
                        positive: positive))
            }
            return result
        default:
            throw fail(value, path, expected)
        }
    }

    func size(_ value: JSONValue, _ path: String, positive: Bool) throws(SpecError) -> CGSize {
        let v = try fields(
            value, path, ["width", "height"],
            positive ? "[width, height] with both > 0" : "[width, height] with both ≥ 0",
            positive: positive)
        return CGSize(width: v[0], height: v[1])
    }

    func insets(_ value: JSONValue, _ path: String) throws(SpecError) -> EdgeInsets {
        let v = try fields(
            value, path, ["top", "left", "bottom", "right"], "[top, left, bottom, right] with each ≥ 0", positive: false
        )
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
