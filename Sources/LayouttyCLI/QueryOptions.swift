import ArgumentParser
import Foundation

/// What `attributes` and `preview --attributes` ask the layout: a rect, with the view scrolled to
/// an offset. One declaration, so both commands spell and explain them alike.
package struct QueryOptions: ParsableArguments {
    // Unconditional: `--rect -5,0,10,10` is a value, not an option.
    @Option(
        name: .customLong("rect"), parsing: .unconditional,
        help: ArgumentHelp("The rect to query (default: the whole content).", valueName: "x,y,w,h"))
    package var rectArgument: RectArgument?

    @Option(
        name: .customLong("offset"), parsing: .unconditional,
        help: ArgumentHelp("The bounds' origin: where the view is scrolled to (matters for pinned headers).", valueName: "x,y"))
    package var offsetArgument: PointArgument?

    package init() {}

    package var rect: CGRect? { rectArgument?.rect }
    package var offset: CGPoint? { offsetArgument?.point }

    /// The same options for a program that takes them again (`preview` passes them on), each
    /// number in full (17 significant digits read back the same).
    package var arguments: [String] {
        func numbers(_ values: [CGFloat]) -> String { values.map { String(format: "%.17g", Double($0)) }.joined(separator: ",") }
        return (rect.map { ["--rect", numbers([$0.minX, $0.minY, $0.width, $0.height])] } ?? [])
            + (offset.map { ["--offset", numbers([$0.x, $0.y])] } ?? [])
    }
}
