import Foundation

extension WaterfallLayout: PlacementExplaining {
    /// Which column a waterfall item went to, why, and where along it.
    ///
    /// ```swift
    /// layout.placement(ofItemAt: IndexPath(item: 4, section: 0))?.description  // "column 2 of 3 · shortest column · y 41"
    /// ```
    public struct Placement: Equatable, Sendable, CustomStringConvertible {
        public var section: Int
        /// Zero-based; the description counts from 1.
        public var column: Int
        public var columnCount: Int
        public var renderDirection: ItemRenderDirection
        /// The item's position along the scroll axis, in the content.
        public var position: CGFloat
        public var item: Int
        public var scrollDirection: ScrollDirection

        /// What `explain --json` prints.
        public var facts: PlacementFacts {
            let fields: [(name: String, value: PlacementFacts.Value)] = [
                ("column", .integer(column)), ("columnCount", .integer(columnCount)),
                ("renderDirection", .text(renderDirection.rawValue)),
                ("position", .number(position))
            ]
            return PlacementFacts(layout: "waterfall", fields: fields, description: description)
        }

        public var description: String {
            let reason =
                switch renderDirection {
                case .shortestFirst: "shortest column"
                case .leftToRight: "left to right: item \(item) mod \(columnCount) = \(item % columnCount)"
                case .rightToLeft:
                    "right to left: item \(item) mod \(columnCount) = \(item % columnCount) from the right"
                }
            return
                "column \(column + 1) of \(columnCount) · \(reason) · \(scrollDirection == .vertical ? "y" : "x") \(LayoutNumber.format(position))"
        }
    }

    /// The placement of the item at `indexPath`, nil when there is none.
    ///
    /// - Complexity: O(1).
    public func placement(ofItemAt indexPath: IndexPath) -> Placement? {
        guard let (section, start) = preparedSection(indexPath.section),
            (0..<section.itemCount).contains(indexPath.item)
        else {
            return nil
        }
        return Placement(
            section: indexPath.section, column: section.column(ofItem: indexPath.item),
            columnCount: section.columnX.count,
            renderDirection: itemRenderDirection, position: start + section.y(ofItem: indexPath.item),
            item: indexPath.item,
            scrollDirection: scrollDirection)
    }

    public func placementDescription(ofItemAt indexPath: IndexPath) -> String? {
        placement(ofItemAt: indexPath)?.description
    }
    public func placementFacts(ofItemAt indexPath: IndexPath) -> PlacementFacts? {
        placement(ofItemAt: indexPath)?.facts
    }
}
