import CollectionLayout
import Foundation

/// The compositional keys' structured values: groups (items and groups nested), headers and footers.
extension SpecReader {
    /// A group: `{"horizontal" | "vertical": [elements], "size": …, "count"?, "spacing"?, "flexibleSpacing"?, "insets"?}`
    /// or `{"custom": [[x, y, w, h], …], "size": …}`.
    func group(_ value: JSONValue, _ path: String) throws(SpecError) -> ElementSpec {
        let element = try element(value, path)
        guard case .item = element else { return element }
        throw fail(value, path, "a group: {\"horizontal\": [...], \"size\": [w, h]}, \"vertical\" or \"custom\"")
    }

    private func element(_ value: JSONValue, _ path: String) throws(SpecError) -> ElementSpec {
        guard case .object(let members) = value.kind else {
            throw fail(value, path, "an item {\"size\": [w, h]} or a group")
        }
        func member(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        let kinds = members.filter { ["horizontal", "vertical", "custom"].contains($0.key) }
        guard kinds.count <= 1 else {
            throw SpecError(
                file: source, line: value.line, path: path,
                message: "names more than one of \"horizontal\", \"vertical\", \"custom\"")
        }
        let allowed =
            kinds.isEmpty ? ["size", "insets"] : ["size", "insets", kinds[0].key, "count", "spacing", "flexibleSpacing"]
        if let extra = members.first(where: { !allowed.contains($0.key) }) {
            throw SpecError(
                file: source, line: extra.value.line, path: "\(path).\(extra.key)",
                message:
                    "unknown key for \(kinds.isEmpty ? "an item" : "a group") (expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")))"
            )
        }
        guard let sizeValue = member("size") else {
            throw SpecError(
                file: source, line: value.line, path: "\(path).size", message: "is missing; expected [width, height]")
        }
        let size = try sizeSpec(sizeValue, "\(path).size")
        let insets = try member("insets").map { v throws(SpecError) in try self.insets(v, "\(path).insets") }
        guard let (name, content) = kinds.first.map({ ($0.key, $0.value) }) else {
            return .item(size: size, insets: insets)
        }
        if name == "custom" { return .custom(size: size, frames: try frames(content, "\(path).custom")) }
        guard case .array(let list) = content.kind, !list.isEmpty else {
            throw fail(content, "\(path).\(name)", "a non-empty array of items and groups")
        }
        var subitems: [ElementSpec] = []
        for (index, element) in list.enumerated() {
            subitems.append(try self.element(element, "\(path).\(name)[\(index)]"))
        }
        var count: Int?
        if let c = member("count") {
            guard case .number(let n) = c.kind, n >= 1, n <= 1000, n == n.rounded() else {
                throw fail(c, "\(path).count", "a whole number from 1 to 1000")
            }
            guard subitems.count == 1 else {
                throw SpecError(
                    file: source, line: c.line, path: "\(path).count",
                    message: "repeats one subitem; the group has \(subitems.count)")
            }
            count = Int(n)
        }
        let spacing = try groupSpacing(member("spacing"), member("flexibleSpacing"), path)
        return .group(
            name == "horizontal" ? .horizontal : .vertical, size: size, subitems: subitems, count: count,
            spacing: spacing, insets: insets)
    }

    private func groupSpacing(_ fixed: JSONValue?, _ flexible: JSONValue?, _ path: String) throws(SpecError)
        -> ElementSpec.Spacing?
    {
        if let fixed, flexible != nil {
            throw SpecError(
                file: source, line: fixed.line, path: "\(path).spacing",
                message: "cannot be given with \"flexibleSpacing\"")
        }
        if let fixed { return .fixed(try length(fixed, "\(path).spacing")) }
        if let flexible { return .flexible(try length(flexible, "\(path).flexibleSpacing")) }
        return nil
    }

    private func frames(_ value: JSONValue, _ path: String) throws(SpecError) -> [CGRect] {
        guard case .array(let list) = value.kind, !list.isEmpty else {
            throw fail(value, path, "a non-empty array of [x, y, width, height]")
        }
        var frames: [CGRect] = []
        for (index, element) in list.enumerated() {
            guard case .array(let v) = element.kind, v.count == 4 else {
                throw fail(element, "\(path)[\(index)]", "[x, y, width, height]")
            }
            var numbers: [CGFloat] = []
            for (i, n) in v.enumerated() {
                guard case .number(let d) = n.kind, d.isFinite, i < 2 || d > 0 else {
                    throw fail(n, "\(path)[\(index)][\(i)]", i < 2 ? "a finite number" : "a finite number > 0")
                }
                numbers.append(CGFloat(d))
            }
            frames.append(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        return frames
    }

    private func sizeSpec(_ value: JSONValue, _ path: String) throws(SpecError) -> SizeSpec {
        guard case .array(let list) = value.kind, list.count == 2 else {
            throw fail(value, path, "[width, height] of dimensions like \"0.5w\", \"1h\", \"~5\" or 12")
        }
        return SizeSpec(width: try dimension(list[0], "\(path)[0]"), height: try dimension(list[1], "\(path)[1]"))
    }

    /// `12` (absolute), `"0.5w"`, `"1h"` (fractions of the container's width or height), `"~5"` (estimated).
    private func dimension(_ value: JSONValue, _ path: String) throws(SpecError) -> DimensionSpec {
        let expected = "a dimension: a number ≥ 0, \"0.5w\", \"1h\" or \"~5\""
        switch value.kind {
        case .number(let n):
            guard n.isFinite, n >= 0 else { throw fail(value, path, expected) }
            return .absolute(CGFloat(n))
        case .string(let s):
            let body =
                s.hasPrefix("~")
                ? String(s.dropFirst()) : (s.hasSuffix("w") || s.hasSuffix("h") ? String(s.dropLast()) : "")
            guard let n = Double(body), n.isFinite, n >= 0 else { throw fail(value, path, expected) }
            if s.hasPrefix("~") { return .estimated(CGFloat(n)) }
            return s.hasSuffix("w") ? .fractionalWidth(CGFloat(n)) : .fractionalHeight(CGFloat(n))
        default:
            throw fail(value, path, expected)
        }
    }

    func boundary(_ value: JSONValue, _ path: String) throws(SpecError) -> BoundarySpec {
        guard case .object(let members) = value.kind else {
            throw fail(value, path, "{\"size\": [w, h], \"alignment\"?, \"pinned\"?, \"offset\"?}")
        }
        guard let sizeValue = members.first(where: { $0.key == "size" })?.value else {
            throw SpecError(
                file: source, line: value.line, path: "\(path).size", message: "is missing; expected [width, height]")
        }
        var spec = BoundarySpec(size: try sizeSpec(sizeValue, "\(path).size"))
        for (key, member) in members where key != "size" {
            switch key {
            case "alignment": spec.alignment = try choice(member, "\(path).alignment", BoundarySpec.Alignment.self)
            case "pinned": spec.pinned = try bool(member, "\(path).pinned")
            case "offset":
                guard case .array(let v) = member.kind, v.count == 2, case .number(let x) = v[0].kind,
                    case .number(let y) = v[1].kind,
                    x.isFinite, y.isFinite
                else {
                    throw fail(member, "\(path).offset", "[x, y]")
                }
                spec.offset = CGPoint(x: x, y: y)
            default:
                throw SpecError(
                    file: source, line: member.line, path: "\(path).\(key)",
                    message: "unknown key (expected \"size\", \"alignment\", \"pinned\" or \"offset\")")
            }
        }
        return spec
    }
}
