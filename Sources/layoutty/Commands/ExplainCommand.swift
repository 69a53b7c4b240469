import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyCLI
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

    @Option(
        name: .customLong("item"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("An item as section.item or section,item (repeatable).", valueName: "s.i"))
    var items: [IndexPathArgument] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Bounds size in points when the spec has none.", valueName: "colsxrows"))
    var size = GridSize(columns: 80, rows: 24)

    @Flag(help: "Print the placements as JSON.")
    var json = false

    func validate() throws {
        guard !items.isEmpty else { throw ValidationError("name at least one item with --item S.I") }
        for item in items { try item.validate("--item") }
        try size.validate("--size")
    }

    func run() throws {
        let (prepared, view) = try display.pointsView(
            of: source, fallback: CGSize(width: size.columns, height: size.rows), offset: .zero)
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

    /// One item's line (`S.I: words`) or JSON object, from whatever the layout explains
    /// (`PlacementExplaining`); nil when the layout has no such item.
    static func placement(of path: IndexPath, in layout: CollectionViewLayout, json: Bool) -> String? {
        guard let facts = (layout as? PlacementExplaining)?.placementFacts(ofItemAt: path) else { return nil }
        guard json else { return "\(path.section).\(path.item): \(facts.description)" }
        let fields =
            [
                "\"section\": \(path.section)", "\"item\": \(path.item)",
                "\"layout\": \(AttributesJSON.string(facts.layout))"
            ]
            + facts.fields.map { "\(AttributesJSON.string($0.name)): \(Self.json($0.value))" }
            + ["\"description\": \(AttributesJSON.string(facts.description))"]
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func json(_ value: PlacementFacts.Value) -> String {
        switch value {
        case .integer(let n): String(n)
        case .integers(let ns): "[" + ns.map(String.init).joined(separator: ", ") + "]"
        case .number(let x): x.map(AttributesJSON.number) ?? "null"
        case .numbers(let xs): "[" + xs.map(AttributesJSON.number).joined(separator: ", ") + "]"
        case .text(let text): AttributesJSON.string(text)
        }
    }
}
