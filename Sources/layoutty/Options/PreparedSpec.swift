import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttySpec
import TerminalCollectionView

/// A spec checked for a bounds size, with its data source and layout: the common start of
/// `attributes`, `render` and `browse`.
struct PreparedSpec {
    let spec: LayoutSpec
    let data: SpecDataSource
    let layout: CollectionViewLayout
    /// The sections a warning names before it counts the rest.
    static let namedWarnings = 3

    /// Refuses a spec that leaves no room at `boundsSize` (exit 2) before anything is drawn.
    init(source: SourceOptions, boundsSize: (LayoutSpec) throws -> CGSize) throws {
        spec = try source.load()
        try spec.validate(boundsSize: boundsSize(spec))
        data = SpecDataSource(spec: spec)
        layout = data.makeLayout()
    }

    /// Prepares the layout for `view` and reports what the layout found: a configuration it
    /// could not lay out (exit 2) or oversized items (a warning).
    func prepare(for view: CollectionView) throws {
        layout.collectionView = view
        layout.prepareIfNeeded()
        if let error = layout.configurationError {
            throw CLIFailure(message: "\(spec.source): \(error)")
        }
        // A few sections are named; the rest are counted (8 million sections would otherwise
        // print 8 million lines, for minutes).
        let oversizedSections = (layout as? FlowLayout)?.oversizedItems ?? []
        for oversized in oversizedSections.prefix(Self.namedWarnings) {
            printError(
                "warning: \(spec.source): section \(oversized.section): \(oversized.count) item(s) from item \(oversized.firstItem) "
                    + "are wider than the available width \(JSONValue.format(oversized.availableWidth)); each gets a line of its own"
            )
        }
        if oversizedSections.count > Self.namedWarnings {
            printError(
                "warning: \(spec.source): \(oversizedSections.count - Self.namedWarnings) more section(s) have items wider than the available width"
            )
        }
    }
}
