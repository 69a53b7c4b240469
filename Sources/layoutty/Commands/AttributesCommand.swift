import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyKit

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

    @Option(help: ArgumentHelp("The rect to query (default: the whole content).", valueName: "x,y,w,h"))
    var rect: RectArgument?

    @Option(help: ArgumentHelp("The bounds' origin: where the view is scrolled to (matters for pinned headers).", valueName: "x,y"))
    var offset: PointArgument?

    @Option(help: ArgumentHelp("Bounds size in points when the spec has none.", valueName: "colsxrows"))
    var size = GridSize(columns: 80, rows: 24)

    func run() throws {
        let spec = try source.load()
        let prepared = try PreparedSpec(spec: spec, size: size, offset: offset?.point ?? .zero)
        let layout = prepared.layout
        let content = layout.collectionViewContentSize
        let query = rect?.rect ?? CGRect(origin: .zero, size: content)
        print(AttributesJSON.document(contentSize: content, attributes: layout.attributes(in: query)))
    }
}
