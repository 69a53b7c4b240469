import CollectionLayout
import Foundation
import LayouttySystem
import TerminalCollectionView

/// A spec file as its author wrote it, saved by changing only what the previewer changed.
///
/// Every save starts from the text as it was loaded: a top-level value the previewer changed
/// replaces exactly the bytes of the old value (or is added after the opening brace when the
/// file did not set it); a section whose items the previewer edited (`o`, `x`, `m`) gets its
/// `items` value rewritten; everything else — other keys, the other layout's keys, other
/// sections, labels, key order and formatting — stays byte for byte. A change undone in the
/// previewer therefore gives back the original bytes (`w s w s` restores the file), and a save
/// with nothing changed writes nothing. What is written must load back as shown, or the save
/// is refused.
///
/// ```swift
/// let file = try SpecFile(path: "my.json")
/// try file.save(tweakedSpec)  // .saved or .unchanged
/// ```
package final class SpecFile {
    package enum Outcome: Equatable { case saved, unchanged }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package let path: String
    /// The text after the byte-order mark, if the file starts with one (it is written back).
    private let original: String
    private let byteOrderMark: Bool
    /// What this process last put in the file: anything else there now is someone else's edit.
    private var lastWritten: String

    package init(path: String) throws(Failure) {
        self.path = path
        let text: String
        switch Self.read(path) {
        case .success(let read): text = read
        case .failure(let failure): throw Failure(description: "\(path) \(failure.description)")
        }
        byteOrderMark = text.unicodeScalars.first == "\u{FEFF}"
        original = byteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
        lastWritten = text
    }

    /// The file's whole text, byte-order mark included (decoding keeps it as U+FEFF).
    private static func read(_ path: String) -> Result<String, FileBytes.Failure> {
        FileBytes.read(path).flatMap { bytes in
            FileBytes.isUTF8(bytes)
                ? .success(String(decoding: bytes, as: UTF8.self))
                : .failure(FileBytes.Failure(description: "is not UTF-8 text"))
        }
    }

    /// The spec the file's text says (what `LayoutSpec.load(file:)` gives for it).
    package func spec() throws(SpecError) -> LayoutSpec {
        try LayoutSpec.parse(original, source: path)
    }

    /// Whether `other` (the file read again) holds what this process last read or wrote there:
    /// a save of the same bytes, or this previewer's own `s`.
    package func holdsTheSameText(as other: SpecFile) -> Bool {
        other.lastWritten == lastWritten
    }

    /// The file's spec with `values` (top-level keys as JSON text, the layout kind first) put in
    /// place of its own: what a reload shows when the previewer has edits the file lacks.
    func spec(setting values: [(key: String, text: String)]) throws(SpecError) -> LayoutSpec {
        let text: String
        do {
            let kind = values.filter { $0.key == "layout" }
            text = try Self.setting(
                values.filter { $0.key != "layout" }, in: try Self.setting(kind, in: original, onlyIfChanged: nil),
                onlyIfChanged: nil)
        } catch {
            throw SpecError(file: path, line: nil, path: "", message: error.description)
        }
        return try LayoutSpec.parse(text, source: path)
    }

    package func save(_ spec: LayoutSpec) throws(Failure) -> Outcome {
        let text = (byteOrderMark ? "\u{FEFF}" : "") + (try edited(for: spec))
        guard case .success(let onDisk) = Self.read(path) else {
            throw Failure(description: "\(path) cannot be read any more")
        }
        guard onDisk == lastWritten || onDisk == text else {
            throw Failure(description: "\(path) was changed by someone else since it was opened; not overwritten")
        }
        guard onDisk != text else { return .unchanged }
        do {
            try FileReplacement.write(Data(text.utf8), to: path)
        } catch {
            throw Failure(description: error.description)
        }
        lastWritten = text
        return .saved
    }

    /// The original text with the top-level values that differ from `spec` replaced or added.
    func edited(for spec: LayoutSpec) throws(Failure) -> String {
        // The layout kind first: which keys the rest of the file means depends on it.
        var text = try Self.setting(
            [("layout", AttributesJSON.string(spec.layout.rawValue))], in: original, onlyIfChanged: spec)
        let asFileSays = try load(text)
        let before = Dictionary(
            asFileSays.topLevelFieldTexts.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        let changes = spec.topLevelFieldTexts.filter { before[$0.key] != $0.text }
        text = try Self.setting(changes, in: text, onlyIfChanged: nil)
        // The previewer changes only the data (items, sections); overrides read per layout kind.
        if asFileSays.sections.map(\.items) != spec.sections.map(\.items) {
            text = try Self.settingSections(spec, in: text, asFileSays: asFileSays.sections)
        }
        // Sections' own keys: the previewer changes a compositional section's description.
        if spec.sections.indices.contains(where: {
            !asFileSays.sections.indices.contains($0) || !spec.hasSectionFieldTexts(at: $0, as: asFileSays)
        }) {
            text = try settingSectionFields(spec, in: text)
        }
        // Save what loads: the file must read back as the previewer shows it.
        let check = try load(text)
        guard check.topLevelFieldTexts.elementsEqual(spec.topLevelFieldTexts, by: { $0 == $1 }),
            check.sections.map(\.items) == spec.sections.map(\.items),
            spec.sections.indices.allSatisfy({ spec.hasSectionFieldTexts(at: $0, as: check) })
        else {
            throw Failure(description: "\(path): the values shown would not read back the same; not saved")
        }
        return text
    }

    private func load(_ text: String) throws(Failure) -> LayoutSpec {
        do {
            return try LayoutSpec.parse(text, source: path)
        } catch {
            throw Failure(description: "not saved: the result would not load: \(error.description)")
        }
    }

    /// The sections whose items the previewer's data edits changed, rewritten; the rest keeps
    /// its bytes. With as many sections as the file has, only the changed `items` values are
    /// replaced; with another count, the array is written again, each section the file already
    /// had (the same items) in its own bytes, a new one as `{"items": …}`.
    static func settingSections(_ spec: LayoutSpec, in text: String, asFileSays old: [LayoutSpec.Section])
        throws(Failure) -> String
    {
        guard let root = try? JSONParser.parse(text), case .object(let members) = root.kind,
            let array = members.first(where: { $0.key == "sections" })?.value, case .array(let elements) = array.kind,
            elements.count == old.count
        else {
            throw Failure(description: "the file's sections can no longer be found")
        }
        var bytes = Array(text.utf8)
        var replacements: [(Range<Int>, String)] = []
        if old.count == spec.sections.count {
            for (index, section) in spec.sections.enumerated() where section.items != old[index].items {
                guard case .object(let fields) = elements[index].kind,
                    let items = fields.first(where: { $0.key == "items" })
                else {
                    throw Failure(description: "sections[\(index)] has no items to replace")
                }
                replacements.append((items.value.range, spec.json(of: section.items)))
            }
        } else {
            var unused = Array(old.indices)
            let written = spec.sections.enumerated().map { index, section -> String in
                guard let match = unused.firstIndex(where: { old[$0].items == section.items }) else {
                    return spec.json(of: section, at: index)
                }
                return String(decoding: bytes[elements[unused.remove(at: match)].range], as: UTF8.self)
            }
            replacements.append((array.range, "[\n    " + written.joined(separator: ",\n    ") + "\n  ]"))
        }
        for (range, value) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(value.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The sections' own keys the previewer changed (in a compositional spec `[ ]`, `{ }`, `i I`,
    /// `a`, `P`, `b`, `+ -` on a section's description), each replacing its bytes in that
    /// section's object or added at its start.
    private func settingSectionFields(_ spec: LayoutSpec, in text: String) throws(Failure) -> String {
        var text = text
        let asFileSays = try load(text)
        for index in spec.sections.indices {
            let before = Dictionary(
                asFileSays.sectionFieldTexts(at: index).map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
            let changes = spec.sectionFieldTexts(at: index).filter { before[$0.key] != $0.text }
            guard !changes.isEmpty else { continue }
            text = try Self.setting(changes, in: text) { root throws(Failure) in
                guard case .object(let members) = root.kind,
                    let array = members.first(where: { $0.key == "sections" })?.value,
                    case .array(let elements) = array.kind, elements.indices.contains(index),
                    case .object = elements[index].kind
                else {
                    throw Failure(description: "sections[\(index)] can no longer be found")
                }
                return elements[index]
            }
        }
        return text
    }

    /// Replaces (or adds) top-level values, editing only their bytes. With `onlyIfChanged`, a
    /// "layout" that already reads as that spec's kind is left as written (even if absent).
    static func setting(_ values: [(key: String, text: String)], in text: String, onlyIfChanged spec: LayoutSpec?)
        throws(Failure) -> String
    {
        try setting(values, in: text, onlyIfChanged: spec, lineByLine: true) { root throws(Failure) in
            guard case .object = root.kind else { throw Failure(description: "the file is no longer a JSON object") }
            return root
        }
    }

    /// Replaces (or adds, at its start) values of the object `object` finds in the parsed file,
    /// editing only their bytes: added keys go one per line (`lineByLine`, the top level) or
    /// inline (a one-line section).
    static func setting(
        _ values: [(key: String, text: String)], in text: String, onlyIfChanged spec: LayoutSpec? = nil,
        lineByLine: Bool = false,
        object: (JSONValue) throws(Failure) -> JSONValue
    ) throws(Failure) -> String {
        guard let root = try? JSONParser.parse(text) else {
            throw Failure(description: "the file is no longer a JSON object")
        }
        let target = try object(root)
        guard case .object(let members) = target.kind else {
            throw Failure(description: "the file is no longer a JSON object")
        }
        var bytes = Array(text.utf8)
        var replacements: [(Range<Int>, String)] = []
        var insertions: [String] = []
        for (key, value) in values {
            if let spec, key == "layout" {
                let current =
                    members.first { $0.key == "layout" }.flatMap {
                        if case .string(let s) = $0.value.kind { s } else { nil }
                    } ?? "flow"
                if current == spec.layout.rawValue { continue }
            }
            if let member = members.first(where: { $0.key == key }) {
                replacements.append((member.value.range, value))
            } else {
                insertions.append("\(AttributesJSON.string(key)): \(value)")
            }
        }
        for (range, value) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(value.utf8))
        }
        if !insertions.isEmpty {
            let inserted =
                lineByLine
                ? insertions.map { "\n  \($0)," }.joined()
                : insertions.joined(separator: ", ") + (members.isEmpty ? "" : ", ")
            bytes.insert(contentsOf: Array(inserted.utf8), at: target.range.lowerBound + 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
