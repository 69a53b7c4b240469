import CollectionLayout
import Foundation

/// The compositional edits made since a spec was loaded, as net steps: what the previewer shows
/// is always the loaded descriptions with these applied (`applied(to:over:)`), never the result
/// of stepping the last result again — so `] [` gives back the file's values exactly, and a
/// section that inherits a field from the top level still inherits it after any edit.
struct CompositionalEdits: KindValue {
    /// One column more (positive) or fewer per step, in every group.
    var columns = 0
    /// Points added to the spacing inside groups, between groups and to the section insets.
    var groupSpacing = 0
    var interGroupSpacing = 0
    var inset = 0
    /// Steps through the sideways behaviours, for sections that scroll sideways.
    var orthogonal = 0
    /// Whether pinning and backgrounds were toggled an odd number of times.
    var pinned = false
    var background = false

    /// `description` with the steps applied: the top level's (`base` nil) gets every edit; a
    /// section's own description only in the fields it sets itself (the rest it inherits), its
    /// lengths kept at 0 or more.
    func applied(to description: CompositionalSpec, over base: CompositionalSpec?) -> CompositionalSpec {
        var d = description
        let topLevel = base == nil
        if columns != 0, let group = d.group {
            d.group = (0..<abs(columns)).reduce(group) { g, _ in g.steppingColumns(more: columns > 0) }
        }
        if groupSpacing != 0, topLevel || d.group != nil {
            d.groupSpacing = Self.step(d.groupSpacing, groupSpacing, clamped: !topLevel)
        }
        if interGroupSpacing != 0, topLevel || d.interGroupSpacing != nil {
            d.interGroupSpacingValue = Self.step(d.interGroupSpacingValue, interGroupSpacing, clamped: !topLevel)
        }
        if inset != 0, topLevel || d.contentInsets != nil {
            d.insetAllRound = Self.step(d.insetAllRound, inset, clamped: !topLevel)
        }
        if orthogonal != 0, let now = d.orthogonal, now != .none {
            let cases = UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.filter { $0 != .none }
            d.orthogonal = cases[(cases.firstIndex(of: now)! + orthogonal) % cases.count]
        }
        if pinned, d.header != nil { d.header!.pinned.toggle() }
        if background, topLevel || d.background != nil { d.background = !((base ?? description).background ?? false) }
        return d
    }

    /// A top-level length may come out negative (the caller refuses that step); a section's stops at 0.
    private static func step(_ value: CGFloat, _ steps: Int, clamped: Bool) -> CGFloat {
        let next = value + CGFloat(steps)
        return clamped ? max(0, next) : next
    }
}
