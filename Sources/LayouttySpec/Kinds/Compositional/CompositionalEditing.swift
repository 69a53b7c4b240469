import CollectionLayout
import Foundation

/// The live edits of a compositional spec, on the top level's description and every section's
/// own: `+ -` columns (fractional item widths by one column, repeated-item counts by one),
/// `[ ]` spacing inside groups, `{ }` spacing between groups, `i I` section insets, `a` the
/// sideways behaviour of sections that have one, `P` pinned headers, `b` backgrounds.
///
/// The edits are kept as net steps (`CompositionalEdits`) and the descriptions shown are always
/// the loaded ones with those steps applied: a step undone gives back the file's values exactly
/// (a net-zero edit saves nothing), and a section that inherits a field from the top level keeps
/// inheriting it — only fields a section sets itself are stepped in that section.
extension CompositionalSpecModel {
    /// Every edit but `w` steps the descriptions, `b` included.
    package static func apply(_ edit: SpecEdit, to spec: inout LayoutSpec, in context: inout SpecEditContext)
        -> Result<String, SpecEditRefusal>?
    {
        guard edit != .switchLayout else {
            return .failure(SpecEditRefusal("w: a compositional layout has no flow or waterfall twin"))
        }
        let original = context.original
        var edits = context.steps[CompositionalEdits.self]
        switch edit {
        case .moreColumns, .fewerColumns: edits.columns += edit == .moreColumns ? 1 : -1
        case .lessInteritemSpacing, .moreInteritemSpacing: edits.groupSpacing += edit == .moreInteritemSpacing ? 1 : -1
        case .lessLineSpacing, .moreLineSpacing: edits.interGroupSpacing += edit == .moreLineSpacing ? 1 : -1
        case .lessInset, .moreInset: edits.inset += edit == .moreInset ? 1 : -1
        case .cycleHorizontalAlignment: edits.orthogonal += 1
        case .togglePinnedHeaders: edits.pinned.toggle()
        case .toggleSectionBackgrounds: edits.background.toggle()
        default: return .failure(SpecEditRefusal("not a compositional-layout edit"))
        }
        let top = edits.applied(to: original.compositional, over: nil)
        let sections = original.compositionalSections.mapValues { edits.applied(to: $0, over: original.compositional) }
        if let reason = Self.belowZero(edit, top)
            ?? (top == spec.compositional && sections == spec.compositionalSections ? Self.nothingToChange(edit) : nil)
        {
            return .failure(SpecEditRefusal(reason))
        }
        context.steps[CompositionalEdits.self] = edits
        spec.compositional = top
        spec.compositionalSections = sections
        return .success(Self.message(for: edit, top, sections: sections.sorted { $0.key < $1.key }.map(\.value)))
    }

    /// A top-level length a step would take below 0.
    private static func belowZero(_ edit: SpecEdit, _ top: CompositionalSpec) -> String? {
        switch edit {
        case .lessInteritemSpacing where top.groupSpacing < 0: "spacing inside groups cannot go below 0"
        case .lessLineSpacing where top.interGroupSpacingValue < 0: "spacing between groups cannot go below 0"
        case .lessInset where top.insetAllRound < 0: "section insets cannot go below 0"
        default: nil
        }
    }

    /// Why a step that would change no description is refused.
    private static func nothingToChange(_ edit: SpecEdit) -> String {
        switch edit {
        case .moreColumns, .fewerColumns: "no item with a fractional width below 1, nor a repeated item, to change"
        case .cycleHorizontalAlignment: "no section scrolls sideways (give one \"orthogonal\" in the spec)"
        case .togglePinnedHeaders: "no section has a header"
        default: "nothing to change"
        }
    }

    private static func message(
        for edit: SpecEdit, _ top: CompositionalSpec, sections: some Collection<CompositionalSpec>
    ) -> String {
        func number(_ v: CGFloat) -> String { JSONValue.format(Double(v)) }
        switch edit {
        case .moreColumns: return "columns: one more in every group"
        case .fewerColumns: return "columns: one fewer in every group"
        case .lessInteritemSpacing, .moreInteritemSpacing: return "spacing inside groups: \(number(top.groupSpacing))"
        case .lessLineSpacing, .moreLineSpacing: return "spacing between groups: \(number(top.interGroupSpacingValue))"
        case .lessInset, .moreInset: return "section insets: \(number(top.insetAllRound))"
        case .cycleHorizontalAlignment:
            let named = ([top] + sections).compactMap(\.orthogonal).last { $0 != .none }
            return "sideways scrolling: \(named.map { "\($0)" } ?? "none")"
        case .togglePinnedHeaders:
            return "pinned headers: \((([top] + sections).compactMap(\.header).last?.pinned ?? false) ? "on" : "off")"
        default:
            return "section backgrounds: \(top.background == true ? "on" : "off")"
        }
    }

}

extension ElementSpec {
    /// The tree with one column more or fewer: an item `1/n` wide becomes `1/(n±1)`, a group
    /// of `n` repeated items repeats `n±1`.
    func steppingColumns(more: Bool) -> ElementSpec {
        let element = self
        switch element {
        case .item(let size, let insets):
            guard case .fractionalWidth(let f) = size.width, f > 0, f < 1 else { return element }
            let n = max(1, (1 / f).rounded() + (more ? 1 : -1))
            return .item(size: SizeSpec(width: .fractionalWidth(1 / n), height: size.height), insets: insets)
        case .group(let kind, let size, let subitems, let count, let spacing, let insets):
            let repeated = count.map { max(1, $0 + (more ? 1 : -1)) }
            return .group(
                kind, size: size, subitems: subitems.map { $0.steppingColumns(more: more) }, count: repeated,
                spacing: spacing,
                insets: insets)
        case .custom:
            return element
        }
    }
}

extension CompositionalSpec {
    /// The section's group's fixed spacing (what `[ ]` steps; flexible becomes fixed).
    var groupSpacing: CGFloat {
        get {
            guard case .group(_, _, _, _, let spacing, _) = group ?? CompositionalSpec.defaultGroup else { return 0 }
            switch spacing {
            case .fixed(let v), .flexible(let v): return v
            case nil: return 0
            }
        }
        set {
            guard
                case .group(let kind, let size, let subitems, let count, _, let insets) = group
                    ?? CompositionalSpec.defaultGroup
            else {
                return
            }
            group = .group(
                kind, size: size, subitems: subitems, count: count, spacing: .fixed(newValue), insets: insets)
        }
    }

    var interGroupSpacingValue: CGFloat {
        get { interGroupSpacing ?? 0 }
        set { interGroupSpacing = newValue }
    }

    /// The insets' top (what `i I` step all four from, keeping their differences).
    var insetAllRound: CGFloat {
        get { contentInsets.map { min($0.top, $0.left, $0.bottom, $0.right) } ?? 0 }
        set {
            let d = newValue - insetAllRound
            let i = contentInsets ?? .zero
            contentInsets = EdgeInsets(top: i.top + d, left: i.left + d, bottom: i.bottom + d, right: i.right + d)
        }
    }
}
