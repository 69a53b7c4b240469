import Foundation

/// Why an element sits where it does, in words: the inspector's line and `layoutty explain`.
/// The built-in layouts answer; a custom layout may too (its words alone, or its facts too).
public protocol PlacementExplaining {
    /// One line, or nil when there is no such item.
    func placementDescription(ofItemAt indexPath: IndexPath) -> String?
    /// The facts behind that line, by name (`layoutty explain --json`); by default the line alone.
    func placementFacts(ofItemAt indexPath: IndexPath) -> PlacementFacts?
}

extension PlacementExplaining {
    public func placementFacts(ofItemAt indexPath: IndexPath) -> PlacementFacts? {
        placementDescription(ofItemAt: indexPath).map {
            PlacementFacts(layout: "\(type(of: self))", fields: [], description: $0)
        }
    }
}

/// An item's placement as facts: the layout's kind, its named values, the line that says them.
///
/// ```swift
/// PlacementFacts(layout: "waterfall", fields: [("column", .integer(2))], description: "column 3 of 3 · …")
/// ```
public struct PlacementFacts: Sendable {
    public enum Value: Equatable, Sendable {
        case integer(Int)
        case integers([Int])
        /// A length or position; nil when there is none (a line of one item has no gap).
        case number(CGFloat?)
        case numbers([CGFloat])
        case text(String)
    }

    public var layout: String
    public var fields: [(name: String, value: Value)]
    public var description: String

    public init(layout: String, fields: [(name: String, value: Value)], description: String) {
        (self.layout, self.fields, self.description) = (layout, fields, description)
    }
}

extension FlowLayout: PlacementExplaining {
    /// Where a flow item's line is and how its items share the width.
    ///
    /// ```swift
    /// layout.placement(ofItemAt: IndexPath(item: 9, section: 0))?.description
    /// // "line 3 of section 0 · 4 items · justified · gap 2.67 (minimum 2) · leftover 5.33"
    /// ```
    public struct Placement: Equatable, Sendable, CustomStringConvertible {
        public var section: Int
        /// Zero-based; the description counts from 1.
        public var line: Int
        public var lineCount: Int
        public var itemsInLine: Range<Int>
        /// How the line's items are placed: the alignment (and, on a justified section's last
        /// line, the last line's rule).
        public var alignment: String
        /// The space between this line's items (nil with one item).
        public var gap: CGFloat?
        public var minimumGap: CGFloat
        /// The section's width for items less the items and the minimum gaps between them.
        public var leftover: CGFloat

        /// What `explain --json` prints.
        public var facts: PlacementFacts {
            let fields: [(name: String, value: PlacementFacts.Value)] = [
                ("line", .integer(line)), ("lineCount", .integer(lineCount)),
                ("itemsInLine", .integers([itemsInLine.lowerBound, itemsInLine.upperBound])),
                ("alignment", .text(alignment)), ("gap", .number(gap)), ("minimumGap", .number(minimumGap)),
                ("leftover", .number(leftover))
            ]
            return PlacementFacts(layout: "flow", fields: fields, description: description)
        }

        public var description: String {
            var parts = [
                "line \(line + 1) of section \(section)",
                "\(itemsInLine.count) item\(itemsInLine.count == 1 ? "" : "s")", alignment
            ]
            if let gap { parts.append("gap \(LayoutNumber.format(gap)) (minimum \(LayoutNumber.format(minimumGap)))") }
            parts.append("leftover \(LayoutNumber.format(leftover))")
            return parts.joined(separator: " · ")
        }
    }

    /// The placement of the item at `indexPath`, nil when there is none.
    ///
    /// - Complexity: O(log n) to find its line, plus the items on that line.
    public func placement(ofItemAt indexPath: IndexPath) -> Placement? {
        guard let section = preparedSection(indexPath.section), (0..<section.itemCount).contains(indexPath.item) else {
            return nil
        }
        let (line, items, lineCount) = section.line(ofItem: indexPath.item)
        let frames = items.map { section.frame(ofItem: $0) }
        let widths = frames.reduce(0) { $0 + $1.width }
        let gap = frames.count > 1 ? frames[1].minX - frames[0].maxX : nil
        let style = section.style
        var alignment = style.horizontalAlignment.rawValue
        if style.horizontalAlignment == .justified, line == lineCount - 1, lineCount > 1 || items.count > 1 {
            alignment += " (last line: \(style.lastLineAlignment.rawValue))"
        }
        return Placement(
            section: indexPath.section, line: line, lineCount: lineCount, itemsInLine: items, alignment: alignment,
            gap: gap,
            minimumGap: section.interitemSpacing,
            leftover: section.available - widths - CGFloat(max(0, items.count - 1)) * section.interitemSpacing)
    }

    public func placementDescription(ofItemAt indexPath: IndexPath) -> String? {
        placement(ofItemAt: indexPath)?.description
    }
    public func placementFacts(ofItemAt indexPath: IndexPath) -> PlacementFacts? {
        placement(ofItemAt: indexPath)?.facts
    }
}
