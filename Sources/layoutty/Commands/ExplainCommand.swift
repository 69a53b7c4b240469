import ArgumentParser
import CollectionLayout
import Foundation
import LayouttySpec
import TerminalCollectionView

/// `layoutty explain`: why items sit where they do, in the inspector's words.
///
/// ```
/// layoutty explain --demo grid --item 0.9
/// 0.9: line 3 of section 0 · 4 items · justified · gap 2.67 (minimum 2) · leftover 5.33
/// ```
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say why items sit where they do (line, alignment and gaps; column and rule)."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DeviceOptions

    @Option(name: .customLong("item"), parsing: .unconditionalSingleValue, help: ArgumentHelp("An item as section.item or section,item (repeatable).", valueName: "s.i"))
    var items: [IndexPathArgument] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Bounds size in points when the spec has none.", valueName: "colsxrows"))
    var size = GridSize(columns: 80, rows: 24)

    @Flag(help: "Print the placements as JSON.")
    var json = false

    func validate() throws {
        guard !items.isEmpty else { throw ValidationError("name at least one item with --item S.I") }
        for item in items { try item.validate("--item") }
        try size.validate("--size")
    }

    func run() throws {
        let (prepared, view) = try display.pointsView(of: source, fallback: CGSize(width: size.columns, height: size.rows), offset: .zero)
        try prepared.prepare(for: view)
        var lines: [String] = []
        for item in items {
            let path = item.indexPath
            guard let line = Self.placement(of: path, in: prepared.layout, json: json) else {
                throw CLIFailure(message: "--item \(path.section).\(path.item): no such item")
            }
            lines.append(line)
        }
        print(json ? "[\n  " + lines.joined(separator: ",\n  ") + "\n]" : lines.joined(separator: "\n"))
    }

    /// One item's line (`S.I: words`) or JSON object; nil when the layout has no such item.
    static func placement(of path: IndexPath, in layout: CollectionViewLayout, json: Bool) -> String? {
        let name = "\(path.section).\(path.item)"
        if let flow = layout as? FlowLayout, let p = flow.placement(ofItemAt: path) {
            guard json else { return "\(name): \(p)" }
            return "{\"section\": \(path.section), \"item\": \(path.item), \"layout\": \"flow\", \"line\": \(p.line), \"lineCount\": \(p.lineCount), "
                + "\"itemsInLine\": [\(p.itemsInLine.lowerBound), \(p.itemsInLine.upperBound)], \"alignment\": \(AttributesJSON.string(p.alignment)), "
                + "\"gap\": \(p.gap.map(AttributesJSON.number) ?? "null"), \"minimumGap\": \(AttributesJSON.number(p.minimumGap)), "
                + "\"leftover\": \(AttributesJSON.number(p.leftover)), \"description\": \(AttributesJSON.string(p.description))}"
        }
        if let waterfall = layout as? WaterfallLayout, let p = waterfall.placement(ofItemAt: path) {
            guard json else { return "\(name): \(p)" }
            return "{\"section\": \(path.section), \"item\": \(path.item), \"layout\": \"waterfall\", \"column\": \(p.column), "
                + "\"columnCount\": \(p.columnCount), \"renderDirection\": \"\(p.renderDirection.rawValue)\", "
                + "\"position\": \(AttributesJSON.number(p.position)), \"description\": \(AttributesJSON.string(p.description))}"
        }
        if let compositional = layout as? CompositionalLayout, let p = compositional.placement(ofItemAt: path) {
            guard json else { return "\(name): \(p)" }
            return "{\"section\": \(path.section), \"item\": \(path.item), \"layout\": \"compositional\", \"group\": \(p.group), "
                + "\"groupCount\": \(p.groupCount), \"cell\": \(p.cell), \"cellsPerGroup\": \(p.cellsPerGroup), "
                + "\"groupOrigin\": [\(AttributesJSON.number(p.groupOrigin.x)), \(AttributesJSON.number(p.groupOrigin.y))], "
                + "\"orthogonal\": \"\(p.orthogonal)\", \"description\": \(AttributesJSON.string(p.description))}"
        }
        return nil
    }
}
