import CollectionLayout
import Foundation
import LayouttySpec
import LayouttySystem
import TerminalCollectionView
import UIKit

/// The previewer's edits of a previewed program: its live literals (`#` lists them; pick, change
/// and save them with keys) and, through `rebuild`, its files saved from an editor.
///
/// A change sets the literal's value in `LiveLiterals` and makes the layout again with the
/// program's own `makeLayout` — no rebuild: the edit it returns hands the new layout to the
/// previewer, and the next frame shows it, animated as any layout change. `s` writes the changed literals into the user's files: only their bytes, the rest of
/// each file identical, temp file + rename (`FileReplacement`); refused for a file that changed
/// on disk since the preview was built (its rebuild shows the file as it is).
///
/// On the main actor with the view it remakes layouts for; the previewer asks it there, and
/// the conformance checks it.
@MainActor
final class LiteralEditor: @preconcurrency PreviewTweaks {
    private let view: UICollectionView
    private let makeLayout: @MainActor (UICollectionView) -> UICollectionViewLayout
    let rebuild: PreviewRebuild?
    private(set) var isOpen = false
    private(set) var selected = 0
    /// Each file's bytes as compiled (read when the program started), which a save edits; nil for
    /// a file that no longer held its literals then (changed since the build).
    private var compiled: [String: [UInt8]] = [:]

    init(
        view: UICollectionView, makeLayout: @escaping @MainActor (UICollectionView) -> UICollectionViewLayout,
        rebuild: PreviewRebuild?
    ) {
        self.view = view
        self.makeLayout = makeLayout
        self.rebuild = rebuild
        for file in Set(LiveLiterals.table.map(\.file)) {
            guard case .success(let bytes) = FileBytes.read(file) else { continue }
            let holdsThem = LiveLiterals.table.filter { $0.file == file }.allSatisfy { literal in
                literal.end <= bytes.count
                    && String(decoding: bytes[literal.start..<literal.end], as: UTF8.self) == literal.text
            }
            if holdsThem { compiled[file] = bytes }
        }
    }

    enum Edit: String, CaseIterable {
        case toggle = "literals"
        case previous = "literal.previous"
        case next = "literal.next"
        case up = "literal.up"
        case down = "literal.down"
        case upTen = "literal.up10"
        case downTen = "literal.down10"
        case written = "literal.written"
        case save = "literal.save"
        case close = "literal.close"
    }

    /// Objective-C files are previewed: their numbers are not live (a change would have to be
    /// written into the `.m`, not the Swift it becomes), and `#` says so.
    private var previewsObjectiveC: Bool {
        rebuild?.files.contains { $0.hasSuffix(".m") || $0.hasSuffix(".h") } ?? false
    }

    static let objectiveCRefusal =
        "live literals are not offered for Objective-C files: a change would have to be written into the .m (edit and save it instead)"

    var keyBindings: [KeyBinding] {
        if LiveLiterals.table.isEmpty && previewsObjectiveC {
            return [
                KeyBinding(
                    "#", "live literals (not for Objective-C files)", [(.character("#"), .tweak(Edit.toggle.rawValue))])
            ]
        }
        return LiveLiterals.table.isEmpty
            ? []
            : [
                KeyBinding(
                    "#", "live literals: list, change, save",
                    detail:
                        "the number literals of your files, changed while the preview runs (no rebuild); s writes them into the files",
                    [(.character("#"), .tweak(Edit.toggle.rawValue))])
            ]
    }

    /// While the list is open (`panelBindings`).
    static let listBindings: [KeyBinding] = {
        func keys(_ pairs: [(Key, Edit)]) -> [(Key, PreviewerAction)] { pairs.map { ($0.0, .tweak($0.1.rawValue)) } }
        return [
            KeyBinding(
                "↑↓ j k", "pick a literal",
                keys([(.up, .previous), (.character("k"), .previous), (.down, .next), (.character("j"), .next)])),
            KeyBinding(
                "+ - < >", "change it by a step / ten steps",
                detail:
                    "a step is 1 in the last digit written; a length or fraction's grows to 5% of it, and points' to a column",
                keys([
                    (.character("+"), .up), (.character("="), .up), (.character("-"), .down), (.character(">"), .upTen),
                    (.character("<"), .downTen)
                ])),
            KeyBinding("0", "back to the value written", keys([(.character("0"), .written)])),
            KeyBinding("s", "save the changed literals into the files", keys([(.character("s"), .save)])),
            KeyBinding("# Esc", "close the list", keys([(.character("#"), .close), (.escape, .close)]))
        ]
    }()

    var panelBindings: [KeyBinding] { Self.listBindings }
    var persistentTweaks: Set<String> { [Edit.save.rawValue] }
    var hint: String? { LiveLiterals.table.isEmpty ? nil : "# live literals" }
    func summary(of view: TweakedView) -> String { view.layout.name }
    var watchedFiles: [String] { rebuild?.files ?? [] }
    var filesSavedSinceShown: [String] { rebuild?.filesSavedSinceBuilt ?? [] }
    func reload(_ file: String, in view: TweakedView) -> ReloadOutcome { rebuild?.reload() ?? .unchanged }
    func backgroundFinished(_ result: BackgroundResult, in view: TweakedView) -> BackgroundOutcome {
        rebuild?.finished(result) ?? BackgroundOutcome()
    }

    var isPanelOpen: Bool { isOpen }

    var panel: TweakPanel? {
        guard isOpen else { return nil }
        let table = LiveLiterals.table
        let files = Set(table.map(\.file)).count
        let changed = LiveLiterals.changes.count
        let width = table.indices.map { location($0).count }.max() ?? 0
        return TweakPanel(
            title:
                "live literals: \(table.count) in \(files) file\(files == 1 ? "" : "s")\(changed > 0 ? ", \(changed) changed" : "")"
                + " · s saves · # closes",
            rows: table.indices.map { row($0, locationWidth: width) }, selected: selected)
    }

    private func location(_ id: Int) -> String {
        let literal = LiveLiterals.table[id]
        return "\(URL(fileURLWithPath: literal.file).lastPathComponent):\(literal.line)"
    }

    /// `Grid.swift:12  6 → 8   let spacing: CGFloat = «8»`: where, the value (as written → now),
    /// the line around it as it reads now, the literal marked.
    private func row(_ id: Int, locationWidth: Int) -> String {
        let literal = LiveLiterals.table[id]
        let now = text(id)
        let value = now == literal.text ? now : "\(literal.text) → \(now)"
        let note =
            switch LiveLiterals.reading(id) {
            case .unread: "  (not read yet)"
            case .fixed: "  (not a number type: fixed)"
            case .live: ""
            }
        return location(id).padding(toLength: locationWidth, withPad: " ", startingAt: 0) + "  "
            + value.padding(toLength: max(8, value.count), withPad: " ", startingAt: 0) + "  " + code(id, showing: now)
            + note
    }

    /// The literal's line with `text` in the literal's place, marked, and at most 20 characters
    /// of the line on its left (a long line's literal stays in view in an 80-column list).
    private func code(_ id: Int, showing text: String) -> String {
        guard let (before, after) = surroundings(id) else { return "(the file changed since the build)" }
        var left = String(before.drop { $0 == " " || $0 == "\t" })
        if left.count > 20 { left = "…" + left.suffix(19) }
        return left + "«" + text + "»" + after
    }

    /// The literal's line before and after it, as compiled (nil: the file changed since); with
    /// `masked`, the line's other literals read `#` (the line is the same line whatever they say).
    private func surroundings(_ id: Int, masked: Bool = false) -> (before: String, after: String)? {
        let table = LiveLiterals.table
        let literal = table[id]
        guard let bytes = compiled[literal.file] else { return nil }
        let lineStart = bytes[..<literal.start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[literal.end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        func text(_ range: Range<Int>) -> String {
            var part = Array(bytes[range])
            let others =
                masked
                ? table.filter { $0.file == literal.file && $0.start >= range.lowerBound && $0.end <= range.upperBound }
                : []
            for other in others.sorted(by: { $0.start > $1.start }) {
                part.replaceSubrange(
                    (other.start - range.lowerBound)..<(other.end - range.lowerBound), with: [UInt8(ascii: "#")])
            }
            return String(decoding: part, as: UTF8.self)
        }
        return (text(lineStart..<literal.start), text(literal.end..<lineEnd))
    }

    func apply(_ name: String, in view: TweakedView) -> TweakOutcome {
        guard let edit = Edit(rawValue: name) else { return .refused("no edit named \(name)") }
        let count = LiveLiterals.table.count
        guard count > 0 else {
            return .refused(previewsObjectiveC ? Self.objectiveCRefusal : "the files have no live literals")
        }
        switch edit {
        case .toggle, .close:
            isOpen = edit == .toggle ? !isOpen : false
            return .unchanged(
                isOpen
                    ? "↑↓ pick · + - change it (< > ten steps) · 0 as written · s save into the files · # close"
                    : "live literals closed"
            )
        case .previous, .next:
            selected = (selected + (edit == .next ? 1 : count - 1)) % count
            return .unchanged("\(location(selected)): \(text(selected))")
        case .up, .down, .upTen, .downTen:
            let steps = edit == .up ? 1 : edit == .down ? -1 : edit == .upTen ? 10 : -10
            return change(selected, steps: steps, pointsPerColumn: view.cellScale.width)
        case .written: return change(selected, to: LiveLiterals.table[selected].value)
        case .save: return save()
        }
    }

    /// How literal `id` is written (nil: a form a change cannot keep, a hexadecimal float).
    private func form(_ id: Int) -> LiteralForm? {
        let literal = LiveLiterals.table[id]
        return LiteralForm(literal.text, isInteger: literal.isInteger)
    }

    /// The literal's value now, written as the literal is: `8`, `0.6`, `0x20`, `1_010`, `2e1`.
    private func text(_ id: Int) -> String {
        guard LiveLiterals.changes[id] != nil, let form = form(id) else { return LiveLiterals.table[id].text }
        return form.text(for: LiveLiterals.current(id))
    }

    private func change(_ id: Int, steps: Int, pointsPerColumn: CGFloat) -> TweakOutcome {
        guard let form = form(id) else { return change(id, to: LiveLiterals.current(id)) }
        let step = Self.step(
            form, value: LiveLiterals.current(id), isMeasure: LiveLiterals.isMeasure(id),
            pointsPerColumn: pointsPerColumn)
        return change(id, to: LiveLiterals.current(id) + Double(steps) * step)
    }

    /// A step a change is seen by: 1 in the literal's last written digit (0.1 for `0.5`, 10 for
    /// `1e1`) for a count; for a length or a fraction (read as a floating-point type) that grown,
    /// by 2, 5, 10, 20… of it, to a twentieth of the value and, for a whole number (points), to a
    /// column of the screen — a phone's `8` steps by 5 points (a column is 4.91), not an
    /// invisible 1; `0.25` by 0.02.
    nonisolated static func step(_ form: LiteralForm, value: Double, isMeasure: Bool, pointsPerColumn: CGFloat)
        -> Double
    {
        guard isMeasure else { return form.step }
        var wanted = abs(value) / 20
        if (form.decimals ?? 0) == 0 { wanted = max(wanted, Double(pointsPerColumn)) }
        guard wanted.isFinite else { return form.step }
        // 1, 2, 5, 10, 20, 50… of the last digit (a finite wanted value ends this within ~2000 steps).
        var step = form.step
        let factors = [2.0, 2.5, 2.0]
        var index = 0
        while step < wanted, step.isFinite {
            step *= factors[index % 3]
            index += 1
        }
        return step.isFinite ? step : form.step
    }

    private func change(_ id: Int, to value: Double) -> TweakOutcome {
        let literal = LiveLiterals.table[id]
        let location = location(id)
        if LiveLiterals.reading(id) == .fixed {
            return .refused("\(location): \(literal.text) is not read as a number type a change can be given in")
        }
        guard let form = form(id) else {
            return .refused("\(location): \(literal.text) is a hexadecimal float; change it in the file")
        }
        let before = text(id)
        LiveLiterals.set(id, to: form.rounded(value))
        guard text(id) != before else { return .unchanged("\(location): \(before)") }
        return .changed("\(location): \(literal.text) → \(text(id))", edit: remade())
    }

    /// The layout made again (its literals read anew), the view's own from now on; the edit that
    /// shows it. A literal that breaks the layout is not undone: the layout's own refusal shows,
    /// as it would with the value written in the file.
    private func remade() -> PreviewEdit {
        let layout = makeLayout(view)
        view.adopt(layout)
        return PreviewEdit(layout: layout.engine, undoneIfRefused: false)
    }
}

extension LiteralEditor {
    /// Writes each changed literal into its file — those bytes only — and makes the table say
    /// the file as saved (its literals then read as written: nothing changed any more).
    private func save() -> TweakOutcome {
        let changes = LiveLiterals.changes.keys.sorted()
        guard !changes.isEmpty else { return .unchanged("no literal changed: nothing to save") }
        var saved: [String] = []
        var refused: [String] = []
        for file in Set(changes.map { LiveLiterals.table[$0].file }).sorted() {
            let name = URL(fileURLWithPath: file).lastPathComponent
            guard let bytes = compiled[file], case .success(let now) = FileBytes.read(file), now == bytes else {
                refused.append("\(name) changed on disk since the preview was built (its rebuild shows it)")
                continue
            }
            var updated = bytes
            var edits: [LiveLiterals.Edit] = []
            var broken: String?
            // Back to front: each edit's offsets are the compiled file's.
            for id in changes.filter({ LiveLiterals.table[$0].file == file }).reversed() {
                let literal = LiveLiterals.table[id]
                let previous = literal.start > 0 ? bytes[literal.start - 1] : nil
                let next = literal.end < bytes.count ? bytes[literal.end] : nil
                let written = LiteralSourceEdit.written(text(id), after: previous)
                guard LiteralSourceEdit.keepsTokens(written, after: previous, before: next) else {
                    broken = "\(location(id)): \(written) there would change the code around it; not saved"
                    break
                }
                updated.replaceSubrange(literal.start..<literal.end, with: Array(written.utf8))
                edits.insert(LiveLiterals.Edit(id: id, text: text(id), written: written), at: 0)
            }
            if let broken {
                refused.append(broken)
                continue
            }
            do {
                try FileReplacement.write(Data(updated), to: file)
            } catch {
                refused.append(error.description)
                continue
            }
            compiled[file] = updated
            LiveLiterals.saved(edits, in: file)
            saved.append("\(name) (\(edits.count) literal\(edits.count == 1 ? "" : "s"))")
        }
        if saved.isEmpty { return .refused(refused.joined(separator: "; ")) }
        return .changed(
            "saved \(saved.joined(separator: ", "))"
                + (refused.isEmpty ? "" : "; not saved: " + refused.joined(separator: "; ")))
    }
}

extension LiteralEditor {
    /// The list open again at `index` (its literal's place in the rebuilt program's table, the
    /// last if the table is shorter now).
    func reopen(at index: Int) {
        guard !LiveLiterals.table.isEmpty else { return }
        isOpen = true
        selected = min(max(0, index), LiveLiterals.table.count - 1)
    }

    /// The literals changed and not saved, with their offsets and their lines' text around them
    /// (the lines' other literals masked: a line is found again whatever its literals say):
    /// what a rebuilt program is handed (`PreviewState`) to find them again.
    var unsavedChanges: [PreviewState.LiteralChange] {
        LiveLiterals.changes.sorted { $0.key < $1.key }.compactMap { id, value in
            let literal = LiveLiterals.table[id]
            guard let (before, after) = surroundings(id, masked: true) else { return nil }
            return PreviewState.LiteralChange(
                file: literal.file, line: literal.line, start: literal.start, before: before, after: after,
                text: literal.text, value: value
            )
        }
    }

    /// The text each of `files` was compiled from.
    func compiledSources(of files: [String]) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: Set(files).compactMap { file in
                compiled[file].map { (file, String(decoding: $0, as: UTF8.self)) }
            })
    }

    /// The literals a replaced program had changed and not saved, set again where each is now.
    /// Its offset in the old text is carried through the line diff of old and new: an unchanged
    /// line is found wherever it moved, however many lines read the same; a line the diff
    /// cannot tell apart from another is not guessed. Where the literal's own line changed, the
    /// one line of the changed stretch that reads the same around it is taken (the literal
    /// itself may differ: the user's value is kept and the message asks — `s` saves it, `0`
    /// takes the file's). A literal not found is named as lost. Never silently. What to say, and
    /// the layout remade with the values kept (for the previewer to show: `.restored`).
    func restore(_ changes: [PreviewState.LiteralChange], builtFrom sources: [String: String]) -> (
        message: String, edit: PreviewEdit
    ) {
        var kept = 0
        var conflicts: [String] = []
        var lost: [String] = []
        // One diff a file, however many of its literals were changed.
        var diffs: [String: FileDiff] = [:]
        for change in changes {
            let name = "\(URL(fileURLWithPath: change.file).lastPathComponent):\(change.line)"
            if diffs[change.file] == nil, let old = sources[change.file], let new = compiled[change.file] {
                diffs[change.file] = FileDiff(old: Lines(Array(old.utf8)), new: Lines(new))
            }
            guard let diff = diffs[change.file], let id = place(of: change, through: diff) else {
                lost.append("\(name) \(change.text) → \(LayoutNumber.format(change.value))")
                continue
            }
            LiveLiterals.set(id, to: change.value)
            if LiveLiterals.table[id].text == change.text {
                kept += 1
            } else {
                conflicts.append(
                    "\(location(id)) is \(LiveLiterals.table[id].text) in the file now, your \(text(id)) is kept (s saves it, 0 takes the file's)"
                )
            }
        }
        var parts: [String] = []
        if kept > 0 { parts.append("\(kept) changed literal\(kept == 1 ? "" : "s") kept") }
        parts += conflicts
        if !lost.isEmpty { parts.append("changed literals lost (their line changed): " + lost.joined(separator: ", ")) }
        return (parts.map { " · " + $0 }.joined(), kept + conflicts.count > 0 ? remade() : .none)
    }

    /// The id the literal of `change` has now, if it can be told.
    private func place(of change: PreviewState.LiteralChange, through diff: FileDiff) -> Int? {
        let table = LiveLiterals.table
        let candidates = table.indices.filter { table[$0].file == change.file }
        let line = diff.old.line(containing: change.start)
        switch diff.map.place(of: line) {
        case .same(let moved):
            let offset = diff.new.starts[moved] + (change.start - diff.old.starts[line])
            return candidates.first { table[$0].start == offset }
        case .changed(let lines):
            let same = candidates.filter { id in
                lines.contains(table[id].line - 1)
                    && surroundings(id, masked: true).map { $0.before == change.before && $0.after == change.after }
                        == true
            }
            return same.count == 1 ? same[0] : nil
        case .ambiguous:
            return nil
        }
    }
}

/// A file's text as the old program was built from it and as the new one is, and the line
/// diff between them.
private struct FileDiff {
    let old: Lines
    let new: Lines
    let map: LineMap

    init(old: Lines, new: Lines) {
        self.old = old
        self.new = new
        map = LineMap(old: old.texts, new: new.texts)
    }
}

/// A file's lines by bytes (a `\r\n` line keeps its `\r`): their texts and start offsets.
private struct Lines {
    let texts: [Substring]
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        texts = parts.map { Substring(String(decoding: $0, as: UTF8.self)) }
        starts = parts.map(\.startIndex)
    }

    func line(containing offset: Int) -> Int { max(0, (starts.lastIndex { $0 <= offset }) ?? 0) }
}
