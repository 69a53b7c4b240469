import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView
import UIKit

// A UIKit layout's or view controller's screen as text, as `layoutty render` and `preview
// --render` print it: for snapshot tests (`LayouttySnapshotTesting`) and anything else that
// wants the screen without a terminal. On the main actor, as UIKit is.

extension ScreenSetting {
    /// The screen of `layout` over `count` items in one section (labelled `0-0`, `0-1`…).
    @preconcurrency @MainActor
    public func screen(of layout: UICollectionViewLayout, items count: Int) -> String {
        let items = CountedCells(count)
        return withExtendedLifetime(items) { screen(of: layout, dataSource: items) }
    }

    /// The screen of `layout` over the app's data source and delegate; with `update`, in the
    /// middle of the batch updates it performs on the view (`performBatchUpdates`, a diffable
    /// `apply`), `progress` of the way through their animation in time (0 before, 1 after).
    @preconcurrency @MainActor
    public func screen(
        of layout: UICollectionViewLayout, dataSource: UICollectionViewDataSource,
        delegate: UICollectionViewDelegate? = nil,
        update: ((UICollectionView) -> Void)? = nil, progress: Double = 1
    ) -> String {
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.dataSource = dataSource
        view.delegate = delegate
        return screen(of: view, update: update, progress: progress)
    }

    /// The screen of a view controller as `layoutty preview` shows it: the screen is the
    /// device's before its view loads, the view loaded and shown in UIKit's order, then the
    /// first collection view in it, with its data and cells' text, under its navigation bar if
    /// it is shown under one (a navigation controller's top controller is the screen). A
    /// controller without a collection view says so on the screen's first line.
    @preconcurrency @MainActor
    public func screen(of shown: UIViewController) -> String {
        UIScreen.main.show(device: deviceSetting, terminalColumns: columns, rows: shownRows)
        let controller = shown.shownScreen
        _layouttyAppear(controller)
        guard let view = _layouttyShownCollectionView(in: controller.view) else {
            return "layoutty: no UICollectionView in \(type(of: controller))'s view"
        }
        return screen(of: view, update: nil, progress: 1)
    }

    @MainActor
    private func screen(of view: UICollectionView, update: ((UICollectionView) -> Void)?, progress: Double) -> String {
        UIScreen.main.show(device: deviceSetting, terminalColumns: columns, rows: shownRows)
        let previewer = Previewer(
            collectionView: view, terminalColumns: columns, rows: shownRows, device: view._layouttyDevice(deviceSetting)
        )
        UIScreen.main.follow(previewer.viewport)
        if let update {
            let clock = ManualAnimationClock()
            previewer.viewport.clock = clock
            update(view)
            clock.advance(by: previewer.viewport.animationDuration * min(max(progress, 0), 1))
        }
        return screen(of: previewer)
    }
}

/// `count` plain cells in one section.
private final class CountedCells: UICollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = max(0, count) }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
}
