import CollectionLayout
import Foundation
import LayouttyKit

/// A spec turned into a prepared layout at a bounds size, with its diagnostics reported: the
/// common start of `attributes` and `render`.
struct PreparedSpec {
    let view: SpecCollectionView
    let layout: FlowLayout

    init(spec: LayoutSpec, size: GridSize, offset: CGPoint) throws {
        let boundsSize = spec.bounds ?? CGSize(width: size.columns, height: size.rows)
        try spec.validate(boundsSize: boundsSize)
        view = SpecCollectionView(spec: spec, size: boundsSize)
        view.bounds.origin = offset
        layout = view.makeLayout()
        layout.prepareIfNeeded()
        if let error = layout.configurationError {
            throw CLIFailure(message: "\(spec.source): \(error)")
        }
        for oversized in layout.oversizedItems {
            printError("warning: \(spec.source): section \(oversized.section): \(oversized.count) item(s) from item \(oversized.firstItem) "
                + "are wider than the available width \(JSONValue.format(oversized.availableWidth)); each gets a line of its own")
        }
    }
}
