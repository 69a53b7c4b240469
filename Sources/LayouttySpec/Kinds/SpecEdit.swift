import CollectionLayout
import Foundation

/// The live edits of a spec's values, each on one key; each kind's model says what it does to
/// that kind (`SpecLayoutModel.apply`); the previewer binds them to keys.
package enum SpecEdit: String, CaseIterable, Sendable {
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

/// Why an edit is not made (the message line says it).
package struct SpecEditRefusal: Error, Equatable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
}

/// What a kind's edit may know besides the spec: a value, so a model needs no previewer type.
package struct SpecEditContext {
    /// The content's width across the scroll axis (what `+ -` fit columns into).
    package var crossWidth: CGFloat
    /// The spec as loaded or last reloaded: steps a kind keeps apply to its values.
    package var original: LayoutSpec
    /// The edits kinds keep as net steps rather than values (compositional's), one per kind.
    package var steps: KindStore

    package init(crossWidth: CGFloat, original: LayoutSpec, steps: KindStore) {
        self.crossWidth = crossWidth
        self.original = original
        self.steps = steps
    }
}

/// The steps every kind's edits are made of, and the words they report.
package enum SpecEditing {
    /// One point more or less; spacings that UIKit lets go negative (`mayOverlap`) go on until
    /// the layout refuses (an item would no longer advance), the others stop at 0.
    static func step(_ value: inout CGFloat, up: Bool, _ name: String, mayOverlap: Bool = false) -> Result<
        String, SpecEditRefusal
    > {
        let next = value + (up ? 1 : -1)
        guard next >= 0 || mayOverlap else { return .failure(SpecEditRefusal("\(name) cannot go below 0")) }
        value = next
        return .success("\(name): \(number(next))")
    }

    /// All four insets one point more or less, none below 0.
    static func step(_ inset: inout EdgeInsets, up: Bool) -> Result<String, SpecEditRefusal> {
        let d: CGFloat = up ? 1 : -1
        let next = EdgeInsets(
            top: inset.top + d, left: inset.left + d, bottom: inset.bottom + d, right: inset.right + d)
        guard min(next.top, next.left, next.bottom, next.right) >= 0 else {
            return .failure(SpecEditRefusal("section inset cannot go below 0"))
        }
        inset = next
        return .success("section inset: \(insets(next))")
    }

    /// The case after `value`, the first after the last.
    static func next<T: CaseIterable & Equatable>(_ value: T) -> T {
        let all = Array(T.allCases)
        return all[(all.firstIndex(of: value)! + 1) % all.count]
    }

    static func insets(_ i: EdgeInsets) -> String {
        "\(number(i.top)),\(number(i.left)),\(number(i.bottom)),\(number(i.right))"
    }

    static func number(_ v: CGFloat) -> String { LayoutNumber.format(v) }
}
