import CollectionLayout
import Foundation
import TerminalCollectionView

/// The previewer's data for a UIKit collection view: its data source's counts, labels
/// "section-item".
final class UIKitPreviewData: CollectionDataSource {
    unowned let view: UICollectionView
    init(_ view: UICollectionView) { self.view = view }
    var numberOfSections: Int { view.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
}

extension Previewer {
    /// The previewer of a UIKit collection view and its layout, for a terminal of `columns` x
    /// `rows` (the view is sized to it): `render`, tests and `TerminalPreview.run(collectionView:)`.
    ///
    /// ```swift
    /// let view = UICollectionView(frame: .zero, collectionViewLayout: MyLayout())
    /// view.dataSource = photos
    /// let previewer = Previewer(collectionView: view, terminalColumns: 80, rows: 24)
    /// ```
    public convenience init(collectionView: UICollectionView, terminalColumns columns: Int, rows: Int) {
        collectionView.frame = CGRect(x: 0, y: 0, width: columns, height: Previewer.viewportRows(forTerminalRows: rows))
        collectionView.bounds = CGRect(origin: .zero, size: collectionView.frame.size)
        let layout = collectionView.collectionViewLayout
        self.init(dataSource: UIKitPreviewData(collectionView), layout: layout.engine, terminalColumns: columns, rows: rows, tweaks: nil)
        // From now on the view's bounds are the viewport's: scrolling and resizing reach the layout.
        collectionView.host = viewport
        layout.engine.invalidateLayout()
        viewport.prepareIfNeeded()
    }
}

extension TerminalPreview {
    /// Previews a UIKit collection view (its layout and data source) in the terminal until the
    /// user quits.
    public static func run(collectionView: UICollectionView,
                           environment: [String: String] = ProcessInfo.processInfo.environment) throws(TerminalError) {
        let session = try TerminalSession.start(environment: environment)
        defer { session.end() }
        let previewer = Previewer(collectionView: collectionView, terminalColumns: session.canvas.columns, rows: session.canvas.rows)
        previewer.animatesChanges = Previewer.animationsWanted(in: environment)
        run(previewer, session: session)
    }
}
