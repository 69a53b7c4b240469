import CollectionLayout
import Foundation
import _LayouttyConsole

/// UIKit's table view: its data source's rows in sections, each as tall as its delegate,
/// `rowHeight` or (automatic) 44 points say, with its sections' headers and footers. A table shows
/// its rows through a collection view inside it, over its bounds (a list, one item a row,
/// each drawn as its cell's text and accessory): the previewer draws and scrolls that, as any
/// collection view of the screen, and Enter selects a row (`didSelectRowAt`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
    /// A row, header or footer height the content decides (44 points for a row here).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// Kept, never asked: every row's cell is made as it is shown, nothing is fetched ahead.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// The scroll view's delegate, as a UITableViewDelegate (`_UIScrollViewDelegating`).
    open var delegate: UITableViewDelegate? {
        get { scrollDelegate as? UITableViewDelegate }
        set { scrollDelegate = newValue }
    }
    /// Drag and drop: the delegates are kept; no drag or drop happens here.
    open weak var dragDelegate: UITableViewDragDelegate?
    open weak var dropDelegate: UITableViewDropDelegate?
    open var dragInteractionEnabled = false
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    /// Kept, as a collection view keeps its own: drawn behind nothing here.
    open var backgroundView: UIView?
    open var rowHeight = UITableView.automaticDimension
    open var estimatedRowHeight = UITableView.automaticDimension
    open var sectionHeaderHeight = UITableView.automaticDimension
    open var sectionFooterHeight = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = 0
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false
    open var remembersLastFocusedIndexPath = false

    /// The rows, drawn: a collection view over the table's bounds, its data source and delegate
    /// the table's own adapter.
    let rows: UICollectionView
    private let adapter = TableRows()
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Identifiers a nib registered (or a storyboard's prototype): their cells wake from it.
    private var nibIdentifiers: Set<String> = []
    /// The same of headers and footers, whose identifiers are apart from cells'.
    private var headerNibIdentifiers: Set<String> = []
    /// The headers and footers a nib registers, by identifier (as `prototypes`).
    private var headerPrototypes: [String: (element: IBElement, document: IBDocument)] = [:]
    /// The cells a nib or the storyboard registers, by identifier: each dequeue makes one from
    /// its element (`NibLoading`).
    var prototypes: [String: (element: IBElement, document: IBDocument)] = [:]
    /// A storyboard's static table (`dataMode="static"`): its sections' titles and cells, made
    /// with the scene, which `UITableViewController`'s data source answers on iOS. Nil for a
    /// table of dynamic rows.
    var staticSections: [StaticSection]?
    struct StaticSection {
        var header: String?
        var footer: String?
        var cells: [UITableViewCell]
        /// A row's height where Interface Builder set one (`customRowHeight`'s `rowHeight`).
        var heights: [CGFloat?]
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        rows = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: Self.rowLayout())
        super.init(frame: frame)
        adoptRows()
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) {
        style = .plain
        rows = UICollectionView(frame: .zero, collectionViewLayout: Self.rowLayout())
        super.init(coder: coder)
        adoptRows()
    }

    private static func rowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        (layout.minimumLineSpacing, layout.minimumInteritemSpacing) = (0, 0)
        return layout
    }
    private func adoptRows() {
        adapter.table = self
        rows.frame = bounds
        rows.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rows.register(TableRows.Row.self, forCellWithReuseIdentifier: TableRows.Row.identifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            rows.register(
                TableRows.Header.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: TableRows.Header.identifier)
        }
        rows.dataSource = adapter
        rows.delegate = adapter
        addSubview(rows)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type ?? UITableViewCell.self
        prototypes[identifier] = nil
        nibIdentifiers.remove(identifier)
    }
    /// A nib's cell: the app's xib of its name (its top-level cell, made from the nib when
    /// dequeued); where none was found, the files' class of the nib's name
    /// (`UINib.nibClasses`), its outlets plain views, else a plain cell (logged).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        if let document = nib.flatMap({ IBDocument.named($0.name) }),
            let element = document.objects.first(where: { $0.name == "tableViewCell" })
        {
            cellClasses[identifier] = nil
            prototypes[identifier] = (element, document)
            return
        }
        let made = nib.flatMap { nibClasses[$0.name] as? UITableViewCell.Type }
        Console.report([
            "nib \(nib?.name ?? "nil") for table cells \(identifier): Interface Builder files are not read; "
                + (made.map { "the files' \($0) is made, its outlets plain views of their types" }
                    ?? "a plain cell is drawn")
        ])
        cellClasses[identifier] = made ?? UITableViewCell.self
        nibIdentifiers.insert(identifier)
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type ?? UITableViewHeaderFooterView.self
        headerPrototypes[identifier] = nil
        headerNibIdentifiers.remove(identifier)
    }
    /// A nib's header or footer: the xib of its name (its top-level view, made from the nib when
    /// dequeued), else the files' class of the nib's name, else a plain one.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let document = nib.flatMap({ IBDocument.named($0.name) }),
            let element = document.objects.first(where: { NibLoading.viewClasses[$0.name] != nil })
        {
            headerClasses[identifier] = nil
            headerPrototypes[identifier] = (element, document)
            return
        }
        headerClasses[identifier] =
            nib.flatMap { nibClasses[$0.name] as? UITableViewHeaderFooterView.Type } ?? UITableViewHeaderFooterView.self
        headerNibIdentifiers.insert(identifier)
    }

    /// A cell of the class registered for `identifier` (made afresh: a row is drawn as text),
    /// awoken from its nib where a nib registered it. An empty identifier — what a preview's
    /// stand-in answers where the app's name for its cell comes from code it could not build
    /// (Corona-Warn-App's `cellType.cellIdentifier`) — is the one class registered, if only one is.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if identifier.isEmpty, cellClasses[identifier] == nil, let only = cellClasses.first?.key,
            Set(cellClasses.values.map(ObjectIdentifier.init)).count == 1
        {
            Console.report(["an empty cell identifier: the one class registered, \(cellClasses[only]!), is made"])
            return dequeueReusableCell(withIdentifier: only, for: indexPath)
        }
        return dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(_layouttyDequeued: identifier)
    }
    /// Nil when nothing is registered for `identifier`, as UIKit answers before a cell is reused:
    /// the caller makes one (`?? UITableViewCell(style:reuseIdentifier:)`). A storyboard's
    /// prototype, which the storyboard registers on iOS, is the files' class its identifier names.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let (element, document) = prototypes[identifier] {
            let loading = NibLoading(document)
            if let cell = loading.make(element) as? UITableViewCell {
                loading.finish()
                return cell
            }
        }
        if cellClasses[identifier] == nil, let prototype = nibClasses[identifier] as? UITableViewCell.Type {
            Console.report([
                "\(identifier): not registered; a storyboard's prototype is taken to be the files' \(prototype)"
            ])
            cellClasses[identifier] = prototype
            nibIdentifiers.insert(identifier)
        }
        return cellClasses[identifier].map {
            awoken($0.init(_layouttyDequeued: identifier), fromNib: nibIdentifiers.contains(identifier))
        }
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let (element, document) = headerPrototypes[identifier] {
            let loading = NibLoading(document)
            if let view = loading.make(element) as? UITableViewHeaderFooterView {
                loading.finish()
                return view
            }
        }
        return headerClasses[identifier].map {
            awoken($0.init(_layouttyDequeued: identifier), fromNib: headerNibIdentifiers.contains(identifier))
        }
    }

    private func awoken<View: UIView>(_ view: View, fromNib: Bool) -> View {
        if fromNib { view._layouttyAwakeFromNib() }
        return view
    }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource.map { $0.tableView(self, numberOfRowsInSection: section) } ?? 0
    }
    open func reloadData() { rows.reloadData() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rows.reloadData() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { rows.reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rows.reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rows.reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { rows.reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { rows.reloadData() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { rows.reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { rows.reloadData() }
    open func reloadSectionIndexTitles() {}
    /// The updates block as Objective-C declares it, `NS_NOESCAPE`: a closure the caller does not
    /// let escape (`func apply(_ updates: () -> Void) { performBatchUpdates(updates) }`) is
    /// taken, as iOS takes it.
    @_disfavoredOverload
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        rows.reloadData()
        completion?(true)
    }
    open func beginUpdates() {}
    open func endUpdates() { rows.reloadData() }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The row's cell: the one on screen when the row is in view, so what the app changes on it
    /// shows; else made by the data source (UIKit answers nil there; code asking ahead of time
    /// gets the cell the row would show).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        (rows.cellForItem(at: indexPath) as? TableRows.Row)?.cell ?? madeCell(at: indexPath)
    }
    /// The row's cell as its data source makes it.
    func madeCell(at indexPath: IndexPath) -> UITableViewCell? {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath)
        cell?.madeFor = (ObjectIdentifier(self), indexPath)
        return cell
    }
    /// The rows in view and their cells.
    open var visibleCells: [UITableViewCell] { indexPathsForVisibleRows?.compactMap(cellForRow(at:)) ?? [] }
    /// The row a cell shows: the one the data source made it for (`dequeueReusableCell(withIdentifier:for:)`).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cell.madeFor.flatMap { $0.table == ObjectIdentifier(self) ? $0.indexPath : nil }
    }
    /// The row at a point of the table's content; nil between rows and past the last.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rows.indexPathForItem(at: point) }
    /// The rows whose frames meet `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        rows.collectionViewLayout.layoutAttributesForElements(in: rect)?.filter {
            $0.representedElementCategory == .cell
        }
        .map(\.indexPath).sorted()
    }
    /// A row's frame in the table's content, as its layout places it; `.zero` for no such row.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        rows.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }
    /// A section's header view, as the delegate makes it (`viewForHeaderInSection`), when it is
    /// a header-footer view; nil otherwise or for no such section, as UIKit answers.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard (0..<numberOfSections).contains(section) else { return nil }
        return delegate?.tableView(self, viewForHeaderInSection: section) as? UITableViewHeaderFooterView
    }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard (0..<numberOfSections).contains(section) else { return nil }
        return delegate?.tableView(self, viewForFooterInSection: section) as? UITableViewHeaderFooterView
    }
    /// A section's header frame; `.zero` for a section without one.
    open func rectForHeader(inSection section: Int) -> CGRect {
        rows.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }
    /// A section's footer frame; `.zero` for a section without one.
    open func rectForFooter(inSection section: Int) -> CGRect {
        rows.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }
    /// A section's frame: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        let count = numberOfRows(inSection: section)
        let rows = count > 0 ? [0, count - 1].map { rectForRow(at: IndexPath(row: $0, section: section)) } : []
        let frames = ([rectForHeader(inSection: section)] + rows + [rectForFooter(inSection: section)]).filter {
            !$0.isEmpty
        }
        return frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
    }
    open var indexPathForSelectedRow: IndexPath? { rows.indexPathsForSelectedItems?.first }
    open var indexPathsForSelectedRows: [IndexPath]? { rows.indexPathsForSelectedItems }
    open var indexPathsForVisibleRows: [IndexPath]? { rows.indexPathsForVisibleItems }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return }
        rows.selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        rows.deselectItem(at: indexPath, animated: animated)
    }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        rows.scrollToItem(at: indexPath, at: scrollPosition == .bottom ? .bottom : .top, animated: animated)
    }

    /// A row's height: the delegate's, else `rowHeight`, 44 points when automatic. A row of
    /// height 0 — how apps hide a row (IVPN's secure DNS settings) — is a thousandth of a point
    /// here: the rows' layout takes only items that advance, and refused the whole screen.
    func height(ofRowAt indexPath: IndexPath) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height >= 0 ? max(height, Self.hiddenRowHeight) : 44
    }
    static let hiddenRowHeight: CGFloat = 0.001
    /// A section's header view, as UIKit makes it: the delegate's, else a header-footer view
    /// holding the data source's title; nil for a section with neither.
    func madeHeaderView(of section: Int) -> UIView? {
        delegate?.tableView(self, viewForHeaderInSection: section)
            ?? Self.titled(dataSource?.tableView(self, titleForHeaderInSection: section))
    }
    /// A section's footer view, as its header's: the delegate's, else the data source's title.
    func madeFooterView(of section: Int) -> UIView? {
        delegate?.tableView(self, viewForFooterInSection: section)
            ?? Self.titled(dataSource?.tableView(self, titleForFooterInSection: section))
    }
    private static func titled(_ title: String?) -> UITableViewHeaderFooterView? {
        title.map {
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.textLabel?.text = $0
            return titled
        }
    }
    /// A section's header height: the delegate's, else `sectionHeaderHeight`; automatic is 28
    /// points for a section with a header, none without.
    func headerHeight(of section: Int) -> CGFloat {
        let asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        return asked >= 0 ? asked : madeHeaderView(of: section) == nil ? 0 : 28
    }
    /// A section's footer height, as its header's: `heightForFooterInSection`, else
    /// `sectionFooterHeight`; automatic is 28 points for a section with a footer, none without.
    func footerHeight(of section: Int) -> CGFloat {
        let asked = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        return asked >= 0 ? asked : madeFooterView(of: section) == nil ? 0 : 28
    }
}

/// A table view's data source, as UIKit's: the rows are required, the rest optional.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The index down a table's side: kept for UIKit's shape, not drawn.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// What a data source fetches ahead of the rows shown (`prefetchDataSource`): never asked here.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// A table view's delegate: each requirement optional, answered as UIKit answers without one.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Told when the previewer selects a row (Enter), as a tap tells it on iOS.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// Asked before the previewer selects a row: nil keeps it unselected, as on iOS.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Asked before a row is selected: false keeps it from being selected, as a tap on iOS.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    // Kept for UIKit's shape: nothing here is tapped, scrolled out, edited or focused, so
    // these are never called.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating)
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    )
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool
    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    func tableView(
        _ tableView: UITableView, sceneActivationConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        false
    }
    public func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {}
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        false
    }
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {}
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext)
        -> Bool
    { true }
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool { true }
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    public func tableView(
        _ tableView: UITableView, sceneActivationConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? { nil }
}

/// The table's rows as its inner collection view asks for them: one item a row, full width,
/// each row's cell from the table's data source; selection told to the table's delegate.
final class TableRows: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    weak var table: UITableView?

    /// A row: the table cell's text and accessory mark.
    final class Row: UICollectionViewListCell {
        static let identifier = "row"
        var cell: UITableViewCell?
        override package var shownContent: String? { cell?.rowText }
    }
    /// A section's header or footer: the table's view, as UIKit makes it — the delegate's, else
    /// a header-footer view with the data source's title — which the delegate is shown
    /// (`willDisplayHeaderView`, `willDisplayFooterView`) and may change; what it shows then is
    /// drawn.
    final class Header: UICollectionReusableView {
        static let identifier = "header"
        var view: UIView?
        override package var shownContent: String? {
            (view as? UITableViewHeaderFooterView)?.shownTitle ?? view.flatMap { Self.joinedText(of: $0) }
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { table?.numberOfSections ?? 0 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        table?.numberOfRows(inSection: section) ?? 0
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let row = collectionView.dequeueReusableCell(withReuseIdentifier: Row.identifier, for: indexPath)
        if let row = row as? Row { row.cell = table?.madeCell(at: indexPath) }
        return row
    }
    /// A row comes into view and leaves it as its item does.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let table, let shown = (cell as? Row)?.cell else { return }
        table.delegate?.tableView(table, willDisplay: shown, forRowAt: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let table, let shown = (cell as? Row)?.cell else { return }
        table.delegate?.tableView(table, didEndDisplaying: shown, forRowAt: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Header.identifier, for: indexPath)
        (view as? Header)?.view =
            kind == UICollectionView.elementKindSectionFooter
            ? table?.madeFooterView(of: indexPath.section) : table?.madeHeaderView(of: indexPath.section)
        return view
    }
    /// A header or footer comes into view as its supplementary view does: the delegate is
    /// shown it.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let table, let shown = (view as? Header)?.view else { return }
        if elementKind == UICollectionView.elementKindSectionFooter {
            table.delegate?.tableView(table, willDisplayFooterView: shown, forSection: indexPath.section)
        } else {
            table.delegate?.tableView(table, willDisplayHeaderView: shown, forSection: indexPath.section)
        }
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: table?.height(ofRowAt: indexPath) ?? 44)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: table?.headerHeight(of: section) ?? 0)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: table?.footerHeight(of: section) ?? 0)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let table, let delegate = table.delegate else { return true }
        return delegate.tableView(table, shouldHighlightRowAt: indexPath)
    }
    /// A row the delegate answers nil for (`willSelectRowAt`) is not selected, as on iOS.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let table, let delegate = table.delegate else { return true }
        return delegate.tableView(table, willSelectRowAt: indexPath) != nil
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let table { table.delegate?.tableView(table, didSelectRowAt: indexPath) }
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        if let table { table.delegate?.tableView(table, didDeselectRowAt: indexPath) }
    }
}
