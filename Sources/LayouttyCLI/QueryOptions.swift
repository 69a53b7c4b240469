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
        help: ArgumentHelp(
            "The bounds' origin: where the view is scrolled to (matters for pinned headers).", valueName: "x,y"))
    package var offsetArgument: PointArgument?

    package init() {}

    package var rect: CGRect? { rectArgument?.rect }
    package var offset: CGPoint? { offsetArgument?.point }
}
