import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView
import UIKit
import _LayouttyPortRuntime

/// The previewer's data for a UIKit collection view: its data source's counts and labels. The
/// previewer asks on the main thread, where UIKit runs; the conformances check it.
@MainActor
class UIKitPreviewData: @preconcurrency CollectionDataSource {
    unowned let view: UICollectionView
    init(_ view: UICollectionView) { self.view = view }
    var numberOfSections: Int { view.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
    func label(for indexPath: IndexPath) -> String {
        if let labelled = view.dataSource as? LayouttyLabelledDataSource, let label = labelled.label(for: indexPath) {
            return label
        }
        // Asked every frame: the cell on screen is made and announced once, and what the app
        // changes on it later (an image loaded, a checkmark on selection) shows.
        if let text = cell(at: indexPath)?.shownContent { return text }
        return (view.dataSource as? LayouttyPreviewDataSource)?.label(for: indexPath)
            ?? "\(indexPath.shownSection)-\(indexPath.shownItem)"
    }

    /// UIKit tells the view's delegate of every scroll.
    func viewDidScroll() { view.didScroll() }

    /// A resize takes views out of view with no scroll for the delegate to hear of.
    func viewDidResize() { view.endDisplayingViewsOutOfView() }

    /// A header's or footer's label: the text of the view the app's data source makes for it
    /// (a supplementary registration's, a classic data source's) as shown, else "header 2".
    func label(forElementOfKind kind: String, at indexPath: IndexPath) -> String {
        if let data = view.dataSource, !(data is LayouttyPreviewDataSource), kind != ElementKind.sectionBackground,
            let text = view.displayedSupplementaryView(ofKind: kind, at: indexPath)?.shownContent
        {
            return text
        }
        return Self.defaultLabel(forElementOfKind: kind, at: indexPath)
    }

    /// Enter on the focused item, as a tap: on an outline parent whose cell has an outline
    /// disclosure, the item expands or collapses; else it is selected as UIKit selects on a tap —
    /// highlighted (`shouldHighlightItemAt`, `didHighlightItemAt`), the delegate asked about the
    /// selection, the highlight lifted (`didUnhighlightItemAt`), the item selected (the one
    /// selected before deselected, told, unless the view allows several; a selected item of such
    /// a view deselected instead), then told — UIKit's order for a tap. Cells are configured
    /// with their selection from then on. What changes animates.
    func selectItem(at indexPath: IndexPath) -> String {
        let place = "[\(indexPath.section), \(indexPath.item)]"
        if let outline = view.dataSource as? LayouttyOutlineDataSource,
            let cell = cell(at: indexPath) as? UICollectionViewListCell,
            cell.accessories.contains(where: \.isOutlineDisclosure),
            let toggled = outline.toggleOutlineItem(at: indexPath)
        {
            // Named by its text: an item identifier may be a struct of many fields.
            return "\(toggled) \(cell.shownContent ?? place)"
        }
        guard view.allowsSelection else { return "\(place): the view does not allow selection (allowsSelection)" }
        let delegate = view.delegate
        guard delegate?.collectionView(view, shouldHighlightItemAt: indexPath) ?? true else {
            return "\(place): the delegate declines to highlight it (shouldHighlightItemAt), so a tap does nothing"
        }
        delegate?.collectionView(view, didHighlightItemAt: indexPath)
        // UIKit asks about the selection while the finger is still down, then lifts the highlight.
        let tell = changeSelection(at: indexPath, place: place)
        delegate?.collectionView(view, didUnhighlightItemAt: indexPath)
        return tell()
    }

    /// The selection a tap makes, asked of the delegate; the returned step tells the delegate what
    /// changed (after the highlight is lifted, as on iOS) and says it.
    private func changeSelection(at indexPath: IndexPath, place: String) -> () -> String {
        let delegate = view.delegate
        if view.allowsMultipleSelection, view.selectedItems.contains(indexPath) {
            guard delegate?.collectionView(view, shouldDeselectItemAt: indexPath) ?? true else {
                return { "\(place): the delegate declines to deselect it" }
            }
            view.selectedItems.remove(indexPath)
            return { [view] in
                delegate?.collectionView(view, didDeselectItemAt: indexPath)
                return "deselected \(place)" + (delegate == nil ? "" : ": told the delegate (didDeselectItemAt)")
            }
        }
        guard delegate?.collectionView(view, shouldSelectItemAt: indexPath) ?? true else {
            return { "\(place): the delegate declines to select it" }
        }
        let previous = view.allowsMultipleSelection ? [] : view.selectedItems.subtracting([indexPath]).sorted()
        view.selectedItems.subtract(previous)
        view.selectedItems.insert(indexPath)
        return { [view] in
            for item in previous { delegate?.collectionView(view, didDeselectItemAt: item) }
            delegate?.collectionView(view, didSelectItemAt: indexPath)
            return "selected \(place)"
                + (delegate == nil ? " (the view has no delegate to tell)" : ": told the delegate (didSelectItemAt)")
        }
    }

    /// The cell the app's data source makes for the item (not for Layoutty's own data sources).
    private func cell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let data = view.dataSource, !(data is LayouttyPreviewDataSource) else { return nil }
        return view.displayedCell(at: indexPath)
    }

    /// A cell of the app's whose content view holds views sizes itself as on iOS
    /// (`preferredLayoutAttributesFitting`: its constraints at the layout's width); other cells
    /// are sized as the terminal draws their label.
    func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes? {
        guard layoutAttributes.representedElementCategory == .cell, let cell = cell(at: layoutAttributes.indexPath),
            !cell.contentView.subviews.isEmpty
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes()
        attributes.value = layoutAttributes
        return cell.preferredLayoutAttributesFitting(attributes).value
    }

    /// An estimated cell keeps its estimate when nothing is known of its content (`--items`'
    /// placeholders): measuring "0-3" would say a 88-point row is one line tall.
    var measuresItems: Bool { (view.dataSource as? LayouttyPreviewDataSource)?.labelsAreContent ?? true }

    /// Editable when the view's data source can apply the previewer's batches; else its items
    /// move as far as the app's data source moves them.
    static func make(_ view: UICollectionView) -> UIKitPreviewData {
        view.dataSource is LayouttyPreviewDataSource ? EditableUIKitPreviewData(view) : MovableUIKitPreviewData(view)
    }
}

/// An app's data source: an item moves when it says so (`collectionView(_:canMoveItemAt:)`,
/// asked only of one that implements `collectionView(_:moveItemAt:to:)`, as UIKit allows moves
/// only then), and it moves its model itself.
final class MovableUIKitPreviewData: UIKitPreviewData, @preconcurrency MovableCollectionDataSource {
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let data = view.dataSource, _layouttyImplements(data, "collectionView(_:moveItemAt:to:)") else {
            return false
        }
        return data.collectionView(view, canMoveItemAt: indexPath)
    }

    func moveItem(at source: IndexPath, to destination: IndexPath) {
        view.dataSource?.collectionView(view, moveItemAt: source, to: destination)
    }
}

/// Edits reach the data source through `LayouttyPreviewDataSource.apply(_:)`; each step of an
/// interactive movement is a one-move batch.
final class EditableUIKitPreviewData: UIKitPreviewData, @preconcurrency EditableCollectionDataSource {
    func apply(_ batch: BatchUpdate) {
        guard let data = view.dataSource as? LayouttyPreviewDataSource else { return }
        data.apply(batch)
    }
}

extension UICollectionView {
    /// Whether something shows this view (the previewer, in a preview).
    package var isHosted: Bool { host != nil }
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
    @preconcurrency @MainActor
    public convenience init(
        collectionView: UICollectionView, terminalColumns columns: Int, rows: Int, device: DeviceSetting? = nil,
        tweaks: PreviewTweaks? = nil,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, options: PreviewOptions = PreviewOptions()
    ) {
        // The layout's first prepare() already sees the size it will be shown at.
        let shownRows = Previewer.viewportRows(forTerminalRows: rows)
        let scale = device?.pointsPerCell(columns: columns, rows: shownRows) ?? 1
        // Where a screen's constraints put it, it stays (its size is the same).
        collectionView.frame = CGRect(
            origin: device?.viewFrame == nil ? .zero : collectionView.frame.origin,
            size: Viewport.shownSize(columns: columns, rows: shownRows, scale: scale, zoom: 1, device: device))
        collectionView.bounds = CGRect(origin: .zero, size: collectionView.frame.size)
        let layout = collectionView.collectionViewLayout
        self.init(
            dataSource: UIKitPreviewData.make(collectionView), layout: layout.engine, terminalColumns: columns,
            rows: rows, tweaks: tweaks,
            device: device,
            layoutDirection: layoutDirection, options: options)
        // From now on the view's bounds are the viewport's: scrolling and resizing reach the layout.
        collectionView.host = viewport
        layout.engine.invalidateLayout()
        viewport.prepareIfNeeded()
    }
}
