import CollectionLayout
import Foundation
import TerminalCollectionView

/// The previewer's live edits for a spec-backed layout of any kind: the keys, saves, reloads
/// and undo are here; what an edit does to a kind's values is the kind's (`SpecLayoutModel`,
/// `Kinds/`), handed a `SpecEditContext`. An edit the layout refuses (LayoutSemantics.md: no
/// room for items, negative spacing…) is undone with a message. It keeps no layout: the
/// viewport owns it, and each call is handed the view (`TweakedView`).
///
/// ```swift
/// let tweaks = SpecTweaks(dataSource: data, file: "grid.json")
/// tweaks.apply(.moreColumns, in: viewport) // .changed("columns: 5 (item width 13.60)", edit: …)
/// ```
package final class SpecTweaks: PreviewTweaks {
    package let dataSource: SpecDataSource
    /// Where `s` saves; nil for built-in demos.
    package let file: String?
    /// The file as it was loaded (or last reloaded), which saves edit (nil: unreadable now, or a demo).
    var specFile: Result<SpecFile, SpecFile.Failure>?
    /// The spec as loaded (or last reloaded): compositional edits are applied to its
    /// descriptions, `r` returns to it.
    var original: LayoutSpec
    /// The spec the file says as far as this previewer knows (loaded, saved or reloaded): what a
    /// reload tells the user's unsaved edits from the file's new values by.
    var onDisk: LayoutSpec
    /// The edits kinds keep as net steps since loading (compositional's: `CompositionalEdits`).
    var steps = KindStore()
    /// What the last edit or reload changed, for `undo` (the previewer asks when the layout
    /// refuses the result).
    var beforeLastEdit: State?
    /// A large file is being read on a thread of its own (`reload`).
    var readingInBackground = false
    /// It was saved again while it was read: read again when that ends.
    var readAgain = false

    /// The model an edit changes: put back whole by `undo`.
    struct State {
        var spec: LayoutSpec
        var showsSupplementaryViews: Bool
        var file: Result<SpecFile, SpecFile.Failure>?
        var original: LayoutSpec
        var onDisk: LayoutSpec
        var steps: KindStore
        /// The data the data source held, when the edit replaced it.
        var data: LayoutSpec?
        /// A reload's: the view's insets and paging go back to the spec's too.
        var settings: ViewSettings?
    }

    var state: State {
        State(
            spec: dataSource.spec, showsSupplementaryViews: dataSource.showsSupplementaryViews, file: specFile,
            original: original,
            onDisk: onDisk,
            steps: steps, data: nil, settings: nil)
    }

    package init(dataSource: SpecDataSource, file: String?) {
        self.dataSource = dataSource
        self.file = file
        specFile = file.map { path in Result { () throws(SpecFile.Failure) in try SpecFile(path: path) } }
        original = dataSource.spec
        onDisk = dataSource.spec
    }

    /// e.g. `flow↓ 5 col sp 2/1 in 1,2,1,2 justified pinned` or `waterfall↓ 3 col sp 1/1 in 1,1,1,1 shortestFirst`.
    package func summary(of view: TweakedView) -> String {
        let spec = dataSource.spec
        let arrow = spec.scrollDirection == .vertical ? "↓" : "→"
        var text =
            "\(spec.layout.rawValue)\(arrow) "
            + spec.layout.model.summary(of: spec, across: Self.crossWidth(of: view, spec))
        if spec.sectionBackground { text += " bg" }
        if !dataSource.showsSupplementaryViews { text += " no-headers" }
        return text
    }

    /// The keys of these edits, as the help overlay and README list them.
    package static let keyBindings: [KeyBinding] = {
        func keys(_ pairs: [(Character, SpecEdit)]) -> [(Key, PreviewerAction)] {
            pairs.map { (.character($0.0), .tweak($0.1.rawValue)) }
        }
        return [
            KeyBinding(
                "+ -", "more / fewer columns",
                detail: "flow: the item width that makes N columns fit; waterfall: columnCount; "
                    + "compositional: fractional item widths and repeated-item counts by one",
                keys([("+", .moreColumns), ("=", .moreColumns), ("-", .fewerColumns)])),
            KeyBinding(
                "[ ]", "interitem (waterfall: column) spacing − / +",
                keys([("[", .lessInteritemSpacing), ("]", .moreInteritemSpacing)])),
            KeyBinding(
                "{ }", "line (waterfall: item) spacing − / +", keys([("{", .lessLineSpacing), ("}", .moreLineSpacing)])),
            KeyBinding("i I", "section inset − / +", keys([("i", .lessInset), ("I", .moreInset)])),
            KeyBinding("d", "scroll direction", keys([("d", .toggleScrollDirection)])),
            KeyBinding(
                "a", "alignment (waterfall: render direction)",
                detail: "justified, leading, center, trailing; compositional: the sideways scrolling behaviour",
                keys([("a", .cycleHorizontalAlignment)])),
            KeyBinding("v", "vertical alignment (waterfall: height mode)", keys([("v", .cycleVerticalAlignment)])),
            KeyBinding(
                "w", "switch flow ↔ waterfall", detail: "the same data under the other layout",
                keys([("w", .switchLayout)])),
            KeyBinding(
                "H P b", "headers+footers / pinned headers / backgrounds",
                detail: "each on / off; pinning is a flow feature; H only hides them from view (a save keeps them)",
                keys([("H", .toggleSupplementaryViews), ("P", .togglePinnedHeaders), ("b", .toggleSectionBackgrounds)])),
            KeyBinding(
                "r s", "reset parameters / save them to the spec file",
                detail:
                    "save edits only the values that changed, the data's edits (o x m) included (temp file + rename)",
                keys([("r", .reset), ("s", .save)]))
        ]
    }()

    package var keyBindings: [KeyBinding] { Self.keyBindings }
    package var hint: String? { "+/- columns · [ ] { } spacing" }

    package var persistentTweaks: Set<String> { [SpecEdit.save.rawValue] }

    package func apply(_ name: String, in view: TweakedView) -> TweakOutcome {
        guard let tweak = SpecEdit(rawValue: name) else { return .refused("no edit named \(name)") }
        return apply(tweak, in: view)
    }

    /// The edit made in the spec; the previewer lays the layout out again and asks `undo` if the
    /// layout refuses the result where it worked before (a reset is never refused: in a window
    /// too small for the layout already, a resize to 1x1, `r` and the other keys still apply).
    package func apply(_ tweak: SpecEdit, in view: TweakedView) -> TweakOutcome {
        let before = state
        var spec = dataSource.spec
        let outcome: Result<String, SpecEditRefusal>
        switch tweak {
        case .toggleScrollDirection:
            spec.scrollDirection = spec.scrollDirection == .vertical ? .horizontal : .vertical
            outcome = .success("scroll direction: \(spec.scrollDirection.rawValue)")
        case .toggleSupplementaryViews:
            dataSource.showsSupplementaryViews.toggle()
            outcome = .success("headers and footers: \(dataSource.showsSupplementaryViews ? "on" : "off")")
        case .reset:
            // The parameters as loaded; the data keeps the user's edits (o, x, m).
            let sections = spec.sections
            spec = original
            spec.sections = sections
            steps = KindStore()
            dataSource.showsSupplementaryViews = true
            outcome = .success("reset to the spec as loaded")
        case .save:
            return save(spec)
        default:
            var context = SpecEditContext(crossWidth: Self.crossWidth(of: view, spec), original: original, steps: steps)
            if let own = spec.layout.model.apply(tweak, to: &spec, in: &context) {
                outcome = own
                steps = context.steps
            } else {
                spec.sectionBackground.toggle()
                outcome = .success("section backgrounds: \(spec.sectionBackground ? "on" : "off")")
            }
        }
        let message: String
        switch outcome {
        case .success(let text): message = text
        case .failure(let refusal): return .refused(refusal.reason)
        }
        beforeLastEdit = before
        var edit = commit(spec, in: view)
        edit.undoneIfRefused = tweak != .reset
        return .changed(message, edit: edit)
    }

    package func undo(in view: TweakedView) -> PreviewEdit {
        guard let before = beforeLastEdit else { return .none }
        beforeLastEdit = nil
        (dataSource.showsSupplementaryViews, specFile, original, onDisk, steps) =
            (before.showsSupplementaryViews, before.file, before.original, before.onDisk, before.steps)
        if let data = before.data { dataSource.replaceData(with: data) }
        var edit = commit(before.spec, in: view)
        edit.settings = before.settings
        return edit
    }

    /// `s`: the file as loaded with only what changed edited in (SpecFile).
    private func save(_ spec: LayoutSpec) -> TweakOutcome {
        guard let file, let specFile else {
            return .unchanged("nothing to save to: this is a built-in demo (open a file with --spec)")
        }
        do {
            let shown = dataSource.namingShownLabels(in: spec, comparedTo: original)
            let outcome = try specFile.get().save(shown)
            onDisk = spec
            return outcome == .saved
                ? .changed("saved \(file)") : .unchanged("nothing to save: \(file) already says this")
        } catch {
            return .refused(error.description)
        }
    }

    /// Puts `spec` in the model: the layout on screen re-configured, or a new one when the kind
    /// changed. What the view must do about it.
    func commit(_ spec: LayoutSpec, in view: TweakedView) -> PreviewEdit {
        let kindChanged = spec.layout != dataSource.spec.layout || !spec.layout.model.makes(view.layout)
        dataSource.spec = spec
        guard kindChanged else {
            dataSource.configure(view.layout)
            return PreviewEdit(invalidatesLayout: true)
        }
        return PreviewEdit(layout: dataSource.makeLayout())
    }

    /// The content's width across `spec`'s scroll axis: the view's, less its adjusted content inset.
    static func crossWidth(of view: CollectionView, _ spec: LayoutSpec) -> CGFloat {
        view.contentCrossWidth(for: view.bounds, spec.scrollDirection)
    }
}
