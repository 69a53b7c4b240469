import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttyTerminal
import TerminalCollectionView
import UIKit
import UIKitPreview

// The one call for a UIKit layout: in its own module, so that the UIKit module links no terminal
// library and the terminal backend does not depend on UIKit. On the main actor, as UIKit is.

extension TerminalPreview {
    /// Previews a UIKit collection view (its layout and data source) in the terminal until the
    /// user quits.
    @preconcurrency @MainActor
    public static func run(
        collectionView: UICollectionView, device: DeviceSetting? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) {
        let session = try TerminalSession.start(environment: environment)
        defer { session.end() }
        // The layout is made already: the screen is the view's from its first layout pass on.
        UIScreen.main.show(device: device, terminalColumns: session.canvas.columns, rows: session.canvas.rows)
        let previewer = Previewer(
            collectionView: collectionView, terminalColumns: session.canvas.columns, rows: session.canvas.rows,
            device: device, options: PreviewOptions(animatesChanges: Previewer.animationsWanted(in: environment)))
        UIScreen.main.follow(previewer.viewport)
        run(previewer, session: session)
    }

    /// Previews a UIKit layout with a data source (and, for flow layouts, a
    /// `UICollectionViewDelegateFlowLayout`) in the terminal until the user quits: the one call a
    /// package makes to see its layout.
    ///
    /// ```swift
    /// try TerminalPreview.run(layout: TagsLayout(), dataSource: tags, delegate: tags)
    /// ```
    @preconcurrency @MainActor
    public static func run(
        layout: UICollectionViewLayout, dataSource: UICollectionViewDataSource,
        delegate: UICollectionViewDelegate? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) {
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.dataSource = dataSource
        view.delegate = delegate
        try withExtendedLifetime((dataSource, delegate)) { () throws(TerminalError) in
            try run(collectionView: view, environment: environment)
        }
    }
}
