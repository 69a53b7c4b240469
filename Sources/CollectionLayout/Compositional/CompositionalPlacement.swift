import Foundation

/// Why an item of a `CompositionalLayout` sits where it does (what `layoutty explain` says):
/// which repetition of its section's group holds it, which cell of the group it is, and where
/// that group starts.
public struct CompositionalPlacement: Equatable, Sendable, CustomStringConvertible {
    /// Groups counted from 1.
    public var group: Int
    public var groupCount: Int
    /// The item's cell in its group, counted from 1, of `cellsPerGroup`.
    public var cell: Int
    public var cellsPerGroup: Int
    /// The group's origin in content coordinates (unscrolled, for an orthogonal section).
    public var groupOrigin: CGPoint
    public var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The layout's: a horizontal layout's groups follow each other along x.
    public var scrollDirection = ScrollDirection.vertical

    /// What `explain --json` prints.
    public var facts: PlacementFacts {
        let fields: [(name: String, value: PlacementFacts.Value)] = [
            ("group", .integer(group)), ("groupCount", .integer(groupCount)), ("cell", .integer(cell)),
            ("cellsPerGroup", .integer(cellsPerGroup)),
            ("groupOrigin", .numbers([groupOrigin.x, groupOrigin.y])), ("orthogonal", .text("\(orthogonal)"))
        ]
        return PlacementFacts(layout: "compositional", fields: fields, description: description)
    }

    public var description: String {
        let across =
            orthogonal != .none
            ? "x \(Self.number(groupOrigin.x)), scrolling sideways (\(orthogonal))"
            : scrollDirection == .horizontal ? "x \(Self.number(groupOrigin.x))" : "y \(Self.number(groupOrigin.y))"
        return "group \(group) of \(groupCount) · cell \(cell) of \(cellsPerGroup) in the group · group at \(across)"
    }

    private static func number(_ v: CGFloat) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }
}

extension CompositionalLayout: PlacementExplaining {
    public func placementDescription(ofItemAt indexPath: IndexPath) -> String? {
        placement(ofItemAt: indexPath)?.description
    }
    public func placementFacts(ofItemAt indexPath: IndexPath) -> PlacementFacts? {
        placement(ofItemAt: indexPath)?.facts
    }

    /// The placement of an item; nil when there is no such item.
    ///
    /// - Complexity: O(log m) for m measured groups in the section.
    public func placement(ofItemAt indexPath: IndexPath) -> CompositionalPlacement? {
        guard let section = preparedSection(indexPath.section), indexPath.item >= 0, indexPath.item < section.itemCount
        else { return nil }
        let n = section.cellsPerGroup
        let group = indexPath.item / n
        var origin = section.groupOrigin(group)
        if isPreparedHorizontally {
            origin.x += sectionStart(indexPath.section)
        } else {
            origin.y += sectionStart(indexPath.section)
        }
        return CompositionalPlacement(
            group: group + 1, groupCount: section.groupCount, cell: indexPath.item % n + 1, cellsPerGroup: n,
            groupOrigin: origin, orthogonal: section.behaviour,
            scrollDirection: isPreparedHorizontally ? .horizontal : .vertical)
    }
}
