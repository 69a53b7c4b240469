import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttySpec
import TerminalCollectionView

/// `layoutty attributes`: the layout's answer for a rect, as JSON.
///
/// ```
/// layoutty attributes --spec Demos/specs/grid.json --rect 0,0,80,10
/// ```
struct AttributesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the layout attributes in a rect as JSON."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DeviceOptions

    @OptionGroup var query: QueryOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Bounds size in points when the spec has none.", valueName: "colsxrows"))
    var size = GridSize(columns: 80, rows: 24)

    @Option(
        help: ArgumentHelp(
            "Apply one batch of updates (\"delete 0.1; insert 0.4; move 0.0 1.2; insert-section 1 …\") and print "
                + "the attributes before and after it, and where appearing and disappearing items start and end.",
            valueName: "ops"))
    var update: String?

    func validate() throws {
        try size.validate("--size")
    }

    func run() throws {
        let (prepared, view) = try display.pointsView(
            of: source, fallback: CGSize(width: size.columns, height: size.rows), offset: query.offset ?? .zero)
        let batch = try update.map { try UpdateReport.batch($0, for: prepared.spec) }
        try prepared.prepare(for: view)
        if let batch {
            print(try UpdateReport(prepared: prepared, batch: batch, rect: query.rect).json)
            return
        }
        measureCells(in: query.rect, prepared: prepared, view: view)
        let content = prepared.layout.collectionViewContentSize
        let asked = query.rect ?? CGRect(origin: .zero, size: content)
        // Streamed: the whole content of 1e8 items is printed in constant memory.
        AttributesJSON.write(
            contentSize: content, elements: { prepared.layout.enumerateAttributes(in: asked, using: $0) },
            to: { print($0, terminator: "") }
        )
        print()
    }

    /// A self-sizing layout's cells in the rect (the whole content when nil) measured as a view
    /// showing that rect would measure them — sized to their labels — until nothing changes.
    /// The most cells one pass of self-sizing measures.
    static let measuredAtMost = 100_000

    private func measureCells(in rect: CGRect?, prepared: PreparedSpec, view: FixedBoundsView) {
        var saidMeasuredAtMost = false
        let layout = prepared.layout
        guard layout.asksForPreferredAttributes else { return }
        let across = view.scrollDirection == .vertical ? view.contentCrossWidth(for: view.bounds, .vertical) : nil
        for _ in 0..<Viewport.measurementPasses {
            let query = rect ?? CGRect(origin: .zero, size: layout.collectionViewContentSize)
            // Bounded as a screen's query is: 1e8 cells a hair apart are not all held at once.
            var shown: [LayoutAttributes] = []
            // One more than measured: whether there are more is then known, not guessed.
            layout.streamAttributes(in: query) { element in
                shown.append(element)
                return shown.count <= Self.measuredAtMost
            }
            if shown.count > Self.measuredAtMost {
                shown.removeLast()
                if !saidMeasuredAtMost {
                    saidMeasuredAtMost = true
                    printError(
                        "attributes: the rect holds more than \(Self.measuredAtMost) elements; the first are measured, the rest keep their estimates"
                    )
                }
            }
            let taken = layout.takePreferredAttributes(of: shown) {
                Viewport.fitting($0, dataSource: prepared.data, layout: layout, across: across, scale: 1)
            }
            guard !taken.isEmpty else { return }
            layout.prepareIfNeeded()
        }
    }
}
