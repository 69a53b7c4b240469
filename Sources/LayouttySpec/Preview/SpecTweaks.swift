import CollectionLayout
import Foundation
import TerminalCollectionView

/// The previewer's live edits for a spec-backed layout (flow or waterfall). Each edit changes
/// the spec's top-level values, lets the layout re-flow, and is undone with a message if the
/// layout refuses the result (LayoutSemantics.md: no room for items, negative spacing…). It
/// keeps no layout: the viewport owns it, and each call is handed the view (`TweakedView`).
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
    /// The compositional edits since loading, as net steps (CompositionalEdits).
    var compositionalEdits = CompositionalEdits()
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
        var compositionalEdits: CompositionalEdits
        /// The data the data source held, when the edit replaced it.
        var data: LayoutSpec?
        /// A reload's: the view's insets and paging go back to the spec's too.
        var settings: ViewSettings?
    }

    var state: State {
        State(
            spec: dataSource.spec, showsSupplementaryViews: dataSource.showsSupplementaryViews, file: specFile, original: original,
            onDisk: onDisk,
            compositionalEdits: compositionalEdits, data: nil, settings: nil)
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
        var text = "\(spec.layout.rawValue)\(arrow) " + spec.layout.model.summary(of: spec, across: Self.crossWidth(of: view, spec))
        if spec.sectionBackground { text += " bg" }
        if !dataSource.showsSupplementaryViews { text += " no-headers" }
        return text
    }

    /// The live edits of a spec, each on one key.
    package enum Tweak: String, CaseIterable, Sendable {
        case moreColumns, fewerColumns
        case lessInteritemSpacing, moreInteritemSpacing
        case lessLineSpacing, moreLineSpacing
        case lessInset, moreInset
        case toggleScrollDirection, cycleHorizontalAlignment, cycleVerticalAlignment
        case toggleSupplementaryViews, togglePinnedHeaders, toggleSectionBackgrounds
        /// The same data under the other layout (flow ↔ waterfall).
        case switchLayout
        case reset, save
    }

    /// The keys of these edits, as the help overlay and README list them.
    package static let keyBindings: [KeyBinding] = {
        func keys(_ pairs: [(Character, Tweak)]) -> [(Key, PreviewerAction)] { pairs.map { (.character($0.0), .tweak($0.1.rawValue)) } }
        return [
            KeyBinding(
                "+ -", "more / fewer columns",
                detail: "flow: the item width that makes N columns fit; waterfall: columnCount; "
                    + "compositional: fractional item widths and repeated-item counts by one",
                keys([("+", .moreColumns), ("=", .moreColumns), ("-", .fewerColumns)])),
            KeyBinding(
                "[ ]", "interitem (waterfall: column) spacing − / +", keys([("[", .lessInteritemSpacing), ("]", .moreInteritemSpacing)])),
            KeyBinding("{ }", "line (waterfall: item) spacing − / +", keys([("{", .lessLineSpacing), ("}", .moreLineSpacing)])),
            KeyBinding("i I", "section inset − / +", keys([("i", .lessInset), ("I", .moreInset)])),
            KeyBinding("d", "scroll direction", keys([("d", .toggleScrollDirection)])),
            KeyBinding(
                "a", "alignment (waterfall: render direction)",
                detail: "justified, leading, center, trailing; compositional: the sideways scrolling behaviour",
                keys([("a", .cycleHorizontalAlignment)])),
            KeyBinding("v", "vertical alignment (waterfall: height mode)", keys([("v", .cycleVerticalAlignment)])),
            KeyBinding("w", "switch flow ↔ waterfall", detail: "the same data under the other layout", keys([("w", .switchLayout)])),
            KeyBinding(
                "H P b", "headers+footers / pinned headers / backgrounds",
                detail: "each on / off; pinning is a flow feature; H only hides them from view (a save keeps them)",
                keys([("H", .toggleSupplementaryViews), ("P", .togglePinnedHeaders), ("b", .toggleSectionBackgrounds)])),
            KeyBinding(
                "r s", "reset parameters / save them to the spec file",
                detail: "save edits only the values that changed, the data's edits (o x m) included (temp file + rename)",
                keys([("r", .reset), ("s", .save)]))
        ]
    }()

    package var keyBindings: [KeyBinding] { Self.keyBindings }
    package var hint: String? { "+/- columns · [ ] { } spacing" }

    package var persistentTweaks: Set<String> { [Tweak.save.rawValue] }

    package func apply(_ name: String, in view: TweakedView) -> TweakOutcome {
        guard let tweak = Tweak(rawValue: name) else { return .refused("no edit named \(name)") }
        return apply(tweak, in: view)
    }

    /// The edit made in the spec; the previewer lays the layout out again and asks `undo` if the
    /// layout refuses the result where it worked before (a reset is never refused: in a window
    /// too small for the layout already, a resize to 1x1, `r` and the other keys still apply).
    package func apply(_ tweak: Tweak, in view: TweakedView) -> TweakOutcome {
        let before = state
        var spec = dataSource.spec
        let outcome: Result<String, Refusal>
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
            compositionalEdits = CompositionalEdits()
            dataSource.showsSupplementaryViews = true
            outcome = .success("reset to the spec as loaded")
        case .save:
            return save(spec)
        default:
            let crossWidth = Self.crossWidth(of: view, spec)
            if let own = spec.layout.model.apply(tweak, to: &spec, in: self, across: crossWidth) {
                outcome = own
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
        (dataSource.showsSupplementaryViews, specFile, original, onDisk, compositionalEdits) =
            (before.showsSupplementaryViews, before.file, before.original, before.onDisk, before.compositionalEdits)
        if let data = before.data { dataSource.replaceData(with: data) }
        var edit = commit(before.spec, in: view)
        edit.settings = before.settings
        return edit
    }

    /// `s`: the file as loaded with only what changed edited in (SpecFile).
    private func save(_ spec: LayoutSpec) -> TweakOutcome {
        guard let file, let specFile else { return .unchanged("nothing to save to: this is a built-in demo (open a file with --spec)") }
        do {
            let shown = dataSource.namingShownLabels(in: spec, comparedTo: original)
            let outcome = try specFile.get().save(shown)
            onDisk = spec
            return outcome == .saved ? .changed("saved \(file)") : .unchanged("nothing to save: \(file) already says this")
        } catch {
            return .refused(error.description)
        }
    }

    /// Why an edit is not made (the message line says it).
    package struct Refusal: Error {
        package var reason: String
        package init(reason: String) { self.reason = reason }
    }

    /// A flow's edit; `crossWidth` is the content's width across the scroll axis.
    func flowTweak(_ tweak: Tweak, _ p: inout FlowParameters, across crossWidth: CGFloat) -> Result<String, Refusal> {
        switch tweak {
        case .moreColumns, .fewerColumns:
            // Columns come from the item size: where items size themselves or carry their own
            // sizes, changing it would report a change that changes nothing on screen.
            if p.estimatedItemSize != .zero {
                return .failure(
                    Refusal(
                        reason:
                            "columns do not apply: the items size themselves to their labels (estimatedItemSize); [ ] changes their spacing"
                    ))
            }
            if dataSource.spec.sections.allSatisfy({ if case .sized = $0.items { true } else { false } }) {
                return .failure(Refusal(reason: "columns do not apply: every item has its own size in the spec; [ ] changes their spacing"))
            }
            // Items of 5e-324 in a 1e300-wide view make Int.max columns: one more is refused.
            let (target, overflow) = Self.flowColumns(of: dataSource.spec, across: crossWidth).addingReportingOverflow(
                tweak == .moreColumns ? 1 : -1)
            guard !overflow else { return .failure(Refusal(reason: "more columns than can be counted")) }
            guard target >= 1 else { return .failure(Refusal(reason: "at least one column")) }
            let available = crossWidth - dataSource.spec.crossLength(of: p.sectionInset)
            let width = (available - CGFloat(target - 1) * p.minimumInteritemSpacing) / CGFloat(target)
            guard width > 0 else {
                return .failure(
                    Refusal(
                        reason:
                            "\(target) columns do not fit in \(Self.f(available)) points with spacing \(Self.f(p.minimumInteritemSpacing))"
                    ))
            }
            let vertical = dataSource.spec.scrollDirection == .vertical
            if vertical { p.itemSize.width = width } else { p.itemSize.height = width }
            return .success("columns: \(target) (item \(vertical ? "width" : "height") \(Self.f(width)))")
        case .lessInteritemSpacing, .moreInteritemSpacing:
            return step(&p.minimumInteritemSpacing, up: tweak == .moreInteritemSpacing, "interitem spacing", mayOverlap: true)
        case .lessLineSpacing, .moreLineSpacing:
            return step(&p.minimumLineSpacing, up: tweak == .moreLineSpacing, "line spacing", mayOverlap: true)
        case .lessInset, .moreInset:
            return step(&p.sectionInset, up: tweak == .moreInset)
        case .cycleHorizontalAlignment:
            p.sectionStyle.horizontalAlignment = next(p.sectionStyle.horizontalAlignment)
            return .success("horizontal alignment: \(p.sectionStyle.horizontalAlignment.rawValue)")
        case .cycleVerticalAlignment:
            p.sectionStyle.verticalAlignment = next(p.sectionStyle.verticalAlignment)
            return .success("vertical alignment: \(p.sectionStyle.verticalAlignment.rawValue)")
        case .togglePinnedHeaders:
            p.sectionStyle.headerPinsToVisibleBounds.toggle()
            return .success("pinned headers: \(p.sectionStyle.headerPinsToVisibleBounds ? "on" : "off")")
        default:
            return .failure(Refusal(reason: "not a flow-layout tweak"))
        }
    }

    func waterfallTweak(_ tweak: Tweak, _ p: inout WaterfallParameters) -> Result<String, Refusal> {
        switch tweak {
        case .moreColumns, .fewerColumns:
            let target = p.columnCount + (tweak == .moreColumns ? 1 : -1)
            guard target >= 1 else { return .failure(Refusal(reason: "at least one column")) }
            // The spec reader's limit too: what is shown can always be saved and loaded again.
            guard target <= WaterfallLayout.maximumColumnCount else {
                return .failure(Refusal(reason: "at most \(WaterfallLayout.maximumColumnCount) columns"))
            }
            p.columnCount = target
            return .success("columns: \(target)")
        case .lessInteritemSpacing, .moreInteritemSpacing:
            return step(&p.minimumColumnSpacing, up: tweak == .moreInteritemSpacing, "column spacing")
        case .lessLineSpacing, .moreLineSpacing:
            return step(&p.minimumInteritemSpacing, up: tweak == .moreLineSpacing, "item spacing", mayOverlap: true)
        case .lessInset, .moreInset:
            return step(&p.sectionInset, up: tweak == .moreInset)
        case .cycleHorizontalAlignment:
            p.itemRenderDirection = next(p.itemRenderDirection)
            return .success("render direction: \(p.itemRenderDirection.rawValue)")
        case .cycleVerticalAlignment:
            p.itemHeightMode = next(p.itemHeightMode)
            return .success("item height mode: \(p.itemHeightMode.rawValue)")
        case .togglePinnedHeaders:
            return .failure(Refusal(reason: "pinned headers are a flow-layout feature (w switches to flow)"))
        default:
            return .failure(Refusal(reason: "not a waterfall tweak"))
        }
    }

    /// One point more or less; spacings that UIKit lets go negative (`mayOverlap`) go on until
    /// the layout refuses (an item would no longer advance), the others stop at 0.
    private func step(_ value: inout CGFloat, up: Bool, _ name: String, mayOverlap: Bool = false) -> Result<String, Refusal> {
        let next = value + (up ? 1 : -1)
        guard next >= 0 || mayOverlap else { return .failure(Refusal(reason: "\(name) cannot go below 0")) }
        value = next
        return .success("\(name): \(Self.f(next))")
    }

    private func step(_ inset: inout EdgeInsets, up: Bool) -> Result<String, Refusal> {
        let d: CGFloat = up ? 1 : -1
        let next = EdgeInsets(top: inset.top + d, left: inset.left + d, bottom: inset.bottom + d, right: inset.right + d)
        guard min(next.top, next.left, next.bottom, next.right) >= 0 else {
            return .failure(Refusal(reason: "section inset cannot go below 0"))
        }
        inset = next
        return .success("section inset: \(Self.insets(next))")
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

    /// How many items of `spec`'s top-level flow size fit across `crossWidth` (what +/- steps from).
    static func flowColumns(of spec: LayoutSpec, across crossWidth: CGFloat) -> Int {
        let p = spec.flow
        let w = spec.scrollDirection == .vertical ? p.itemSize.width : p.itemSize.height
        let s = p.minimumInteritemSpacing
        let available = crossWidth - spec.crossLength(of: p.sectionInset)
        guard w > 0, available >= w else { return 1 }
        return max(1, Int(saturating: ((available + s) / (w + s) + 1e-9).rounded(.down)))
    }

    private func next<T: CaseIterable & Equatable>(_ value: T) -> T {
        let all = Array(T.allCases)
        return all[(all.firstIndex(of: value)! + 1) % all.count]
    }

    static func insets(_ i: EdgeInsets) -> String { "\(f(i.top)),\(f(i.left)),\(f(i.bottom)),\(f(i.right))" }

    static func f(_ v: CGFloat) -> String { Previewer.format(v) }
}
