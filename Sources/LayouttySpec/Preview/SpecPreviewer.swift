import CollectionLayout
import Foundation
import TerminalCollectionView

extension Previewer {
    /// The previewer of a spec: its data and layout, with the spec's live tweaks (`s` saves to
    /// `file`; nil for a built-in demo).
    ///
    /// ```swift
    /// let data = SpecDataSource(spec: spec)
    /// let previewer = Previewer(spec: data, layout: data.makeLayout(), file: "grid.json", terminalColumns: 80, rows: 24)
    /// ```
    package convenience init(
        spec data: SpecDataSource, layout: CollectionViewLayout, file: String?, terminalColumns columns: Int, rows: Int,
        zoom: CGFloat = 1, options: PreviewOptions = PreviewOptions()
    ) {
        self.init(
            dataSource: data, layout: layout, terminalColumns: columns, rows: rows, zoom: zoom,
            tweaks: SpecTweaks(dataSource: data, file: file), options: options)
        data.spec.configure(viewport)
    }
}

extension LayoutSpec {
    /// Gives `view` the spec's insets and paging (at the start, and again on a reload); the safe
    /// area only while no device is shown — a device brings its own.
    package func configure(_ view: Viewport) { view.apply(viewSettings) }

    /// The view's settings the spec says (a reload hands them to the previewer).
    package var viewSettings: ViewSettings {
        ViewSettings(
            contentInset: contentInset, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
            isPagingEnabled: pagingEnabled)
    }

    /// Gives `view` the spec's insets and scroll axis.
    package func configure(_ view: FixedBoundsView) {
        view.contentInset = contentInset
        view.safeAreaInsets = safeAreaInsets
        view.layoutMargins = layoutMargins
        view.scrollDirection = scrollDirection
    }
}
