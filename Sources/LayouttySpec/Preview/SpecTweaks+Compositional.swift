import CollectionLayout
import Foundation

/// The live edits of a compositional spec, on the top level's description and every section's
/// own: `+ -` columns (fractional item widths by one column, repeated-item counts by one),
/// `[ ]` spacing inside groups, `{ }` spacing between groups, `i I` section insets, `a` the
/// sideways behaviour of sections that have one, `P` pinned headers, `b` backgrounds.
extension SpecTweaks {
    func compositionalTweak(_ tweak: Tweak, _ spec: inout LayoutSpec) -> Result<String, Refusal> {
        switch tweak {
        case .moreColumns, .fewerColumns:
            let more = tweak == .moreColumns
            guard everyDescription(&spec, { $0.group.map { Self.columns($0, more: more) != $0 } ?? false }) else {
                return .failure(Refusal(reason: "no item with a fractional width below 1, nor a repeated item, to change"))
            }
            everyDescriptionChanges(&spec) { $0.group = $0.group.map { Self.columns($0, more: more) } }
            return .success("columns: \(more ? "one more" : "one fewer") in every group")
        case .lessInteritemSpacing, .moreInteritemSpacing:
            return stepEvery(&spec, "spacing inside groups", up: tweak == .moreInteritemSpacing, \.groupSpacing)
        case .lessLineSpacing, .moreLineSpacing:
            return stepEvery(&spec, "spacing between groups", up: tweak == .moreLineSpacing, \.interGroupSpacingValue)
        case .lessInset, .moreInset:
            return stepEvery(&spec, "section insets", up: tweak == .moreInset, \.insetAllRound)
        case .cycleHorizontalAlignment:
            let cases = UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.filter { $0 != .none }
            guard everyDescription(&spec, { ($0.orthogonal ?? .none) != .none }) else {
                return .failure(Refusal(reason: "no section scrolls sideways (give one \"orthogonal\" in the spec)"))
            }
            var named = ""
            everyDescriptionChanges(&spec) { d in
                guard let now = d.orthogonal, now != .none else { return }
                d.orthogonal = cases[(cases.firstIndex(of: now)! + 1) % cases.count]
                named = "\(d.orthogonal!)"
            }
            return .success("sideways scrolling: \(named)")
        case .togglePinnedHeaders:
            guard everyDescription(&spec, { $0.header != nil }) else { return .failure(Refusal(reason: "no section has a header")) }
            var pinned = false
            everyDescriptionChanges(&spec) { d in
                guard d.header != nil else { return }
                d.header!.pinned.toggle()
                pinned = d.header!.pinned
            }
            return .success("pinned headers: \(pinned ? "on" : "off")")
        case .toggleSectionBackgrounds:
            let on = !(spec.compositional.background ?? false)
            everyDescriptionChanges(&spec) { $0.background = on }
            return .success("section backgrounds: \(on ? "on" : "off")")
        default:
            return .failure(Refusal(reason: "not a compositional-layout edit"))
        }
    }

    /// Whether any description (the top level's, a section's own) satisfies `test`.
    private func everyDescription(_ spec: inout LayoutSpec, _ test: (CompositionalSpec) -> Bool) -> Bool {
        test(spec.compositional) || spec.compositionalSections.values.contains(where: test)
    }

    private func everyDescriptionChanges(_ spec: inout LayoutSpec, _ change: (inout CompositionalSpec) -> Void) {
        change(&spec.compositional)
        for key in spec.compositionalSections.keys { change(&spec.compositionalSections[key]!) }
    }

    /// One step of a length on every description that has it (the top level's always).
    private func stepEvery(_ spec: inout LayoutSpec, _ name: String, up: Bool,
                           _ value: WritableKeyPath<CompositionalSpec, CGFloat>) -> Result<String, Refusal> {
        let d: CGFloat = up ? 1 : -1
        guard spec.compositional[keyPath: value] + d >= 0 else { return .failure(Refusal(reason: "\(name) cannot go below 0")) }
        everyDescriptionChanges(&spec) { $0[keyPath: value] = max(0, $0[keyPath: value] + d) }
        return .success("\(name): \(JSONValue.format(Double(spec.compositional[keyPath: value])))")
    }

    /// The tree with one column more or fewer: an item `1/n` wide becomes `1/(n±1)`, a group
    /// of `n` repeated items repeats `n±1`.
    static func columns(_ element: ElementSpec, more: Bool) -> ElementSpec {
        switch element {
        case .item(let size, let insets):
            guard case .fractionalWidth(let f) = size.width, f > 0, f < 1 else { return element }
            let n = max(1, (1 / f).rounded() + (more ? 1 : -1))
            return .item(size: SizeSpec(width: .fractionalWidth(1 / n), height: size.height), insets: insets)
        case .group(let kind, let size, let subitems, let count, let spacing, let insets):
            let repeated = count.map { max(1, $0 + (more ? 1 : -1)) }
            return .group(kind, size: size, subitems: subitems.map { columns($0, more: more) }, count: repeated, spacing: spacing, insets: insets)
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
            guard case .group(let kind, let size, let subitems, let count, _, let insets) = group ?? CompositionalSpec.defaultGroup else { return }
            group = .group(kind, size: size, subitems: subitems, count: count, spacing: .fixed(newValue), insets: insets)
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
