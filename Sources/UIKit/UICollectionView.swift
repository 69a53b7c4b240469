import CollectionLayout
import Foundation
import _LayouttyConsole

/// The engine's view of a `UICollectionView` shown by no previewer.
private final class StandaloneView: CollectionView {
    unowned let view: UICollectionView
    init(_ view: UICollectionView) { self.view = view }
    var bounds: CGRect { view.bounds }
    var numberOfSections: Int { view.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
    var adjustedContentInset: EdgeInsets { view.adjustedContentInset }
    var safeAreaInsets: EdgeInsets { view.safeAreaInsets }
    var layoutMargins: EdgeInsets { view.layoutMargins }
}

/// UIKit's collection view data source: the counts (a section by default) and moves. Every
/// requirement but the item count has a default, since Linux has no `@objc optional`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The cell for an item: the previewer draws the text of its labels in the item's box.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// The index beside a list (iOS 14): kept, not drawn.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
}

extension UICollectionViewDataSource {
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(item: 0, section: index) }
}

/// What a data source fetches ahead of the items shown (`prefetchDataSource`): never asked here.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

/// UIKit's collection view, as its layout sees it: counts from the data source, bounds from
/// whatever shows it (the previewer's viewport when previewed, else its own), and UIKit's
/// batch updates, interactive movement and layout swaps, animated by the previewer.
///
/// ```swift
/// let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 22), collectionViewLayout: MyLayout())
/// view.dataSource = photos
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { attach(collectionViewLayout) }
    }
    open weak var dataSource: UICollectionViewDataSource?
    /// Kept, never asked: every cell is made as it is shown, nothing is fetched ahead.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true
    /// The classes registered for reuse identifiers, by element kind ("" for cells).
    var registeredClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Kind and identifier (`kind` NUL `identifier`) of the registrations made with a nib.
    var nibIdentifiers: Set<String> = []
    /// The views a nib or the storyboard registers, by element kind ("" for cells) and
    /// identifier: each dequeue makes one from its element (`NibLoading`).
    var prototypes: [String: [String: (element: IBElement, document: IBDocument)]] = [:]
    /// The scroll view's delegate, as a UICollectionViewDelegate (`_UIScrollViewDelegating`).
    open var delegate: UICollectionViewDelegate? {
        get { scrollDelegate as? UICollectionViewDelegate }
        set { scrollDelegate = newValue }
    }
    /// Drag and drop: the delegates are kept; no drag or drop happens here.
    open weak var dragDelegate: UICollectionViewDragDelegate?
    open weak var dropDelegate: UICollectionViewDropDelegate?
    open var dragInteractionEnabled = false
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    open var reorderingCadence = ReorderingCadence.immediate
    public enum ReorderingCadence: Int, Sendable {
        case immediate, fast, slow
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Focus, as a keyboard's arrows move it on iOS: kept; the previewer's own keys move its
    /// focus (`n`/`p`), not UIKit's.
    open var allowsFocus = false
    open var allowsFocusDuringEditing = false
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false
    /// What selection allows while `isEditing`, in place of the two above (UIKit's defaults).
    open var allowsSelectionDuringEditing = true
    open var allowsMultipleSelectionDuringEditing = false
    /// A view behind the content (an empty state): kept, not drawn.
    open var backgroundView: UIView?
    /// Editing mode, which a collection view controller's `setEditing(_:animated:)` passes on.
    open var isEditing = false
    /// The items selected; a cell is configured with its own state (`configurationState`).
    package var selectedItems: Set<IndexPath> = []
    /// The cells on screen, by item (`displayedCell(at:)`).
    private var displayedCells: [IndexPath: UICollectionViewCell] = [:]
    /// The headers, footers and other supplementary views on screen, by kind and index path.
    private var displayedSupplementaryViews: [SupplementaryPlace: UICollectionReusableView] = [:]
    private struct SupplementaryPlace: Hashable {
        let kind: String
        let indexPath: IndexPath
    }
    /// Whatever shows this view, if anything: bounds and insets are read from it, updates and
    /// movement are drawn by it.
    package weak var host: UIKitHost? {
        didSet { pushScrollingState() }
    }
    /// Layouts swapped out recently, kept alive while their transitions may still call them.
    private var retiredLayouts: [UICollectionViewLayout] = []
    /// Why the last batch was refused (UIKit would raise an exception): one line, nil after a good one.
    public private(set) var lastBatchUpdateError: BatchUpdateError?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// UIView's initializers, which iOS's importer gives every Objective-C class: `UICollectionView()`
    /// and `init(frame:)` compile, and so does a subclass's `PagedList()` whose own initializer
    /// puts a layout of its choosing in place of the one it is given. UIKit passes no layout and
    /// raises if that reaches UICollectionView itself; here an empty layout shows nothing.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewLayout())
    }

    /// As a storyboard makes one: with a flow layout, Interface Builder's default.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(collectionViewLayout)
    }

    /// Without a previewer, the view itself answers its layout (its bounds, its data source's
    /// counts), so a layout can be run and checked in plain code: `layoutIfNeeded()`, then ask.
    private lazy var standalone = StandaloneView(self)

    private func attach(_ layout: UICollectionViewLayout) { layout.attachedView = self }

    /// Prepares the layout if something invalidated it, as UIKit's layout pass does: afterwards
    /// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` and `contentSize`
    /// answer for the data source's current counts. (Until the first call, or until a previewer
    /// shows the view, the layout is not prepared: as in UIKit, nothing runs `prepare()` before
    /// the view is laid out, so a layout that keeps what its first `prepare()` saw sees the real
    /// size.)
    open override func layoutIfNeeded() { prepareLayoutIfNeeded() }

    /// The collection view's part of its tree's layout pass (a controller's
    /// `view.layoutIfNeeded()`), as UIKit's view prepares its layout there.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
    }

    /// Prepares its layout, then sets its content size from it where that changed, as UIKit's
    /// layout pass does: a subclass's `contentSize` `didSet` runs and observers hear it (a list
    /// in a cell sized by its content).
    private func prepareLayoutIfNeeded() {
        if let host {
            host.prepareIfNeeded()
        } else {
            let engine = collectionViewLayout.engine
            if engine.collectionView !== standalone { engine.collectionView = standalone }
            engine.prepareIfNeeded()
        }
        let size = collectionViewLayout.collectionViewContentSize
        guard size != laidOutContentSize else { return }
        laidOutContentSize = size
        contentSize = size
    }
    /// The content size last set from the layout.
    private var laidOutContentSize: CGSize?

    /// The host's: the device's size classes and the layout direction.
    open override var traitCollection: UITraitCollection {
        host.map { UITraitCollection(traits: $0.traits) } ?? super.traitCollection
    }

    open override var bounds: CGRect {
        get { host?.bounds ?? super.bounds }
        set { super.bounds = newValue }
    }
    /// Shown, the frame is the host's size (it follows the terminal's resizes). Without a host a
    /// new size is a bounds change, which the layout may invalidate for.
    open override var frame: CGRect {
        get { host.map { CGRect(origin: super.frame.origin, size: $0.bounds.size) } ?? super.frame }
        set {
            let old = bounds
            super.frame = newValue
            super.bounds.size = newValue.size
            if host == nil && old.size != newValue.size { boundsChanged(from: old) }
        }
    }

    /// UIKit's rule: the layout is asked whether a new visible rect invalidates it.
    private func boundsChanged(from old: CGRect) {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout(
                with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
    }
    open override var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let old = bounds
            super.bounds.origin = newValue
            // Shown, the host scrolls and tells the view (`didScroll`) if the offset moved.
            if let host {
                host.scroll(to: newValue)
            } else if old.origin != newValue {
                boundsChanged(from: old)
                didScroll()
            }
        }
    }
    open override var contentInset: UIEdgeInsets {
        didSet { pushScrollingState() }
    }
    open override var isPagingEnabled: Bool {
        didSet { pushScrollingState() }
    }
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { pushScrollingState() }
    }
    open override var decelerationRate: DecelerationRate {
        didSet { pushScrollingState() }
    }
    open override var layoutMargins: UIEdgeInsets {
        didSet { pushScrollingState() }
    }
    open override var safeAreaInsets: UIEdgeInsets { host?.safeAreaInsets ?? super.safeAreaInsets }
    open override var adjustedContentInset: UIEdgeInsets { host?.adjustedContentInset ?? super.adjustedContentInset }
    /// Always the layout's; set (by a layout pass, `prepareLayoutIfNeeded`), it tells observers.
    open override var contentSize: CGSize {
        get { collectionViewLayout.collectionViewContentSize }
        set { _layouttyDidChange() }
    }

    /// What UIKit code set on the view reaches whatever shows it.
    private func pushScrollingState() {
        host?.setScrolling(
            UIKitScrolling(
                contentInset: contentInset, layoutMargins: layoutMargins, isPagingEnabled: isPagingEnabled,
                decelerationRate: decelerationRate.rawValue,
                contentInsetAdjustmentBehavior: contentInsetAdjustmentBehavior))
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(origin: point, size: .zero).insetBy(dx: -0.5, dy: -0.5)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.hitTestContains(point) }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) }

    // MARK: Registering, dequeuing and selecting (open, as UIKit's: subclasses override them)

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses["", default: [:]][identifier] = cellClass as? UICollectionReusableView.Type
        prototypes[""]?[identifier] = nil
    }
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registeredClasses[kind, default: [:]][identifier] = viewClass as? UICollectionReusableView.Type
        prototypes[kind]?[identifier] = nil
    }

    /// A nib registered for cells: the app's xib of its name (its top-level cell, made as UIKit
    /// makes it from the nib when dequeued). A nib that was not found is logged once, and its
    /// identifier then dequeues a view of the files' class named like the nib (`TitleCell.xib`
    /// makes a `TitleCell`: its outlets connected to plain views of their types, in its content
    /// view, then `awakeFromNib()`), else a plain cell, drawn with its label.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(nib, kind: "", identifier, plain: UICollectionViewCell.self)
    }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        register(nib, kind: kind, identifier, plain: UICollectionReusableView.self)
    }

    private func register(_ nib: UINib?, kind: String, _ identifier: String, plain: UICollectionReusableView.Type) {
        if let document = nib.flatMap({ IBDocument.named($0.name) }),
            let element = document.objects.first(where: { NibLoading.viewClasses[$0.name] != nil })
        {
            registeredClasses[kind]?[identifier] = nil
            prototypes[kind, default: [:]][identifier] = (element, document)
            return
        }
        let made = nib.flatMap { nibClasses[$0.name] as? UICollectionReusableView.Type }
        let what = kind.isEmpty ? "cells" : kind
        Console.report([
            "nib \(nib?.name ?? "nil") for \(what) \(identifier): Interface Builder files are not read; "
                + (made.map { "the files' \($0) is made, its outlets plain views of their types" }
                    ?? "a plain \(kind.isEmpty ? "cell" : "view") is drawn")
        ])
        registeredClasses[kind, default: [:]][identifier] = made ?? plain
        nibIdentifiers.insert(kind + "\u{0}" + identifier)
    }

    /// Scrolls so that the item sits where `position` says (its edge or centre at the view's),
    /// as UIKit does, without animating.
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let size = bounds.size
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - size.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - size.width }
        setContentOffset(offset, animated: animated)
    }

    /// A cell of the class registered for `identifier`, made afresh (UIKit reuses one). An
    /// identifier never registered, which UIKit stops the app for, gives a plain cell and is
    /// reported once with Auto Layout's problems.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = (dequeue("", identifier) as? UICollectionViewCell) ?? UICollectionViewCell(frame: .zero)
        cell.dequeued = (ObjectIdentifier(self), indexPath)
        return cell
    }

    /// The item a cell shows: the one it was dequeued for here (cells are made afresh, never
    /// reused, so that is the one it still shows); nil for a cell this view did not make.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cell.dequeued.flatMap { $0.view == ObjectIdentifier(self) ? $0.indexPath : nil }
    }
    open func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionReusableView
    {
        dequeue(kind, identifier)
    }

    private func dequeue(_ kind: String, _ identifier: String) -> UICollectionReusableView {
        if let (element, document) = prototypes[kind]?[identifier] {
            let loading = NibLoading(document)
            if let view = loading.make(element) as? UICollectionReusableView {
                loading.finish()
                return view
            }
        }
        if registeredClasses[kind]?[identifier] == nil,
            let prototype = nibClasses[identifier] as? UICollectionReusableView.Type
        {
            // A storyboard's prototype cell, registered by the storyboard on iOS: its identifier
            // is most often its class's name. Made as a nib's view is.
            Console.report([
                "\(identifier): not registered; a storyboard's prototype is taken to be the files' \(prototype)"
            ])
            registeredClasses[kind, default: [:]][identifier] = prototype
            nibIdentifiers.insert(kind + "\u{0}" + identifier)
        }
        guard let type = registeredClasses[kind]?[identifier] else {
            Console.report([
                "could not dequeue a view of kind \(kind.isEmpty ? "cell" : kind) with identifier \(identifier): must register a class"
            ])
            return kind.isEmpty ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
        }
        let view = type.init(_layouttyDequeued: ())
        if nibIdentifiers.contains(kind + "\u{0}" + identifier) { view._layouttyAwakeFromNib() }
        return view
    }

    /// The cell of an item in view, as UIKit has it: the one on screen (`displayedCell(at:)`), at
    /// the frame the layout gives it, its attributes applied (`apply(_:)`); nil for an item the
    /// layout places out of view, as UIKit answers. What the app changes on it stays shown.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let attributes = layoutAttributesForItem(at: indexPath), attributes.frame.intersects(bounds),
            let cell = displayedCell(at: indexPath)
        else { return nil }
        cell.frame = attributes.frame
        cell.apply(attributes)
        return cell
    }

    /// The items selected (Enter in the previewer, as a tap; `selectItem(at:…)`), in order.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }
    /// The cells of the items in view, as the data source makes them.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap(cellForItem(at:)) }
    open var indexPathsForVisibleItems: [IndexPath] {
        collectionViewLayout.layoutAttributesForElements(in: bounds)?.filter { $0.representedElementCategory == .cell }
            .map(\.indexPath)
            ?? []
    }

    /// The supplementary elements of `elementKind` in view, as the layout places them.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        collectionViewLayout.layoutAttributesForElements(in: bounds)?.filter {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
        }
        .map(\.indexPath) ?? []
    }
    /// The views of those elements on screen (`displayedSupplementaryView(ofKind:at:)`).
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            displayedSupplementaryView(ofKind: elementKind, at: $0)
        }
    }
    /// The element's view on screen when it is in view, else nil, as UIKit answers: what the
    /// app changes on it stays shown.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        guard indexPathsForVisibleSupplementaryElements(ofKind: elementKind).contains(indexPath) else { return nil }
        return displayedSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    // MARK: Cells on screen

    /// The cell shown for an item, as UIKit keeps one from when it comes into view until it
    /// leaves: the one already shown, else made by the data source, configured for its state and
    /// announced to the delegate (`collectionView(_:willDisplay:forItemAt:)`) — once, not every
    /// frame. Reconfigured when its selection changes.
    package func displayedCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        let selected = selectedItems.contains(indexPath)
        if let cell = displayedCells[indexPath] {
            if cell.isSelected != selected {
                cell.isSelected = selected
                cell.updateConfigurationForShowing()
            }
            return cell
        }
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return nil }
        cell.isSelected = selected
        cell.updateConfigurationForShowing()
        displayedCells[indexPath] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// A header's, footer's or other supplementary view's, likewise: the one shown, else made
    /// by the data source and announced once
    /// (`collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
    package func displayedSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let place = SupplementaryPlace(kind: kind, indexPath: indexPath)
        if let view = displayedSupplementaryViews[place] { return view }
        guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        else { return nil }
        displayedSupplementaryViews[place] = view
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        return view
    }

    /// A scroll takes views out of view (`endDisplayingViewsOutOfView()`).
    override package func didScroll() {
        super.didScroll()
        endDisplayingViewsOutOfView()
    }

    /// The views out of the visible rect — after a scroll, or a resize — are no longer shown, and
    /// the delegate is told (`collectionView(_:didEndDisplaying:forItemAt:)` and its
    /// supplementary twin), as UIKit tells it.
    /// - Complexity: O(views shown).
    package func endDisplayingViewsOutOfView() {
        let visible = bounds
        func isOut(_ attributes: UICollectionViewLayoutAttributes?) -> Bool {
            !(attributes?.frame.intersects(visible) ?? false)
        }
        for (indexPath, cell) in displayedCells where isOut(layoutAttributesForItem(at: indexPath)) {
            endDisplaying(cell, at: indexPath)
        }
        for (place, view) in displayedSupplementaryViews
        where isOut(layoutAttributesForSupplementaryElement(ofKind: place.kind, at: place.indexPath)) {
            endDisplaying(view, at: place)
        }
    }

    /// The data changed: every shown view ends, to be made afresh for the new data.
    private func endDisplayingAllViews() {
        for (indexPath, cell) in displayedCells { endDisplaying(cell, at: indexPath) }
        for (place, view) in displayedSupplementaryViews { endDisplaying(view, at: place) }
    }

    private func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        displayedCells[indexPath] = nil
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    private func endDisplaying(_ view: UICollectionReusableView, at place: SupplementaryPlace) {
        displayedSupplementaryViews[place] = nil
        delegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: place.kind, at: place.indexPath)
    }

    /// As in UIKit, selecting or deselecting in code tells the delegate nothing.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selectedItems.remove(indexPath) }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selectedItems.removeAll() }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        if !(isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) { selectedItems.removeAll() }
        selectedItems.insert(indexPath)
    }

    /// Forgets the selection, as UIKit's does.
    open func reloadData() {
        onMainThreadIfShown(Self.updatesChecked) {
            selectedItems.removeAll()
            endDisplayingAllViews()
            collectionViewLayout.invalidateLayout()
        }
    }

    /// What the Main Thread Checker names when the view's data changes off the main thread.
    private static let updatesChecked = "UICollectionView's reloadData or updates"

    // MARK: Updates — animated when previewed; refused batches leave `lastBatchUpdateError`.

    /// The updates block as Objective-C declares it, `NS_NOESCAPE`: a closure the caller does not
    /// let escape (`func apply(_ updates: () -> Void) { performBatchUpdates(updates) }`) is
    /// taken, as iOS takes it.
    @_disfavoredOverload
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        onMainThreadIfShown(Self.updatesChecked) { performBatchUpdatesHere(updates, completion: completion) }
    }

    private func performBatchUpdatesHere(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        // Items move and change: their cells are made afresh (UIKit moves them; the text is the same).
        defer { endDisplayingAllViews() }
        guard let host else {
            updates?()
            collectionViewLayout.invalidateLayout()
            completion?(true)
            return
        }
        let (selected, batchesBefore) = (selectedItems, host.lastBatch?.number)
        record { () throws(BatchUpdateError) in try host.performBatchUpdates({ updates?() }, completion: completion) }
        if lastBatchUpdateError != nil { completion?(false) }
        // The selection moves with its items, a deleted one's gone — unless the updates chose
        // it themselves (a diffable apply follows identifiers).
        if selectedItems == selected, let last = host.lastBatch, last.number != batchesBefore {
            selectedItems = Set(selected.compactMap(last.batch.indexPathAfterUpdate(for:)))
        }
    }

    open func insertItems(at indexPaths: [IndexPath]) { record(indexPaths.map(UpdateOperation.insertItem)) }
    open func deleteItems(at indexPaths: [IndexPath]) { record(indexPaths.map(UpdateOperation.deleteItem)) }
    open func reloadItems(at indexPaths: [IndexPath]) { record(indexPaths.map(UpdateOperation.reloadItem)) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([.moveItem(indexPath, to: newIndexPath)])
    }
    open func insertSections(_ sections: IndexSet) { record(sections.map(UpdateOperation.insertSection)) }
    open func deleteSections(_ sections: IndexSet) { record(sections.map(UpdateOperation.deleteSection)) }
    open func reloadSections(_ sections: IndexSet) { record(sections.map(UpdateOperation.reloadSection)) }
    open func moveSection(_ section: Int, toSection newSection: Int) { record([.moveSection(section, to: newSection)]) }

    /// Without a host the data source already says the change: the layout is invalidated, as
    /// UIKit's update invalidates it, and the next layout pass reads the new counts.
    private func record(_ operations: [UpdateOperation]) {
        onMainThreadIfShown(Self.updatesChecked) {
            endDisplayingAllViews()
            guard let host else { return collectionViewLayout.invalidateLayout() }
            record { () throws(BatchUpdateError) in try host.record(operations) }
        }
    }

    private func record(_ body: () throws(BatchUpdateError) -> Void) {
        do {
            try body()
            lastBatchUpdateError = nil
        } catch {
            lastBatchUpdateError = error
        }
    }

    // MARK: Interactive movement and layout swaps

    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        return host?.beginInteractiveMovementForItem(at: indexPath) ?? false
    }
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        host?.updateInteractiveMovementTargetPosition(targetPosition)
    }
    open func endInteractiveMovement() { host?.endInteractiveMovement() }
    open func cancelInteractiveMovement() { host?.cancelInteractiveMovement() }

    /// Swaps layouts; animated, the previewer animates the transition (UIKit's hooks in order:
    /// `prepareForTransition(to:)` on the old one, `prepareForTransition(from:)` on the new,
    /// `finalizeLayoutTransition()` on both when it ends).
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        adopt(layout)
        host?.setLayout(layout.engine, animated: animated)
        completion?(true)
    }

    /// What an interactive transition calls when it ends: whether it completed, and whether it
    /// finished at the new layout (false: cancelled, back at the old one).
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Starts a transition to `layout` that the app drives (`transitionProgress` of the layout
    /// answered, which the delegate may make, `collectionView(_:transitionLayoutForOldLayout:newLayout:)`),
    /// shown until `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    @discardableResult
    open func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        let transition =
            delegate?.collectionView(self, transitionLayoutForOldLayout: collectionViewLayout, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        interactiveTransition = (transition, completion)
        setCollectionViewLayout(transition, animated: false)
        return transition
    }
    open func finishInteractiveTransition() { endInteractiveTransition(finished: true) }
    open func cancelInteractiveTransition() { endInteractiveTransition(finished: false) }

    /// The transition started and not yet ended, with what to call when it ends.
    private var interactiveTransition: (UICollectionViewTransitionLayout, LayoutInteractiveTransitionCompletion?)?

    private func endInteractiveTransition(finished: Bool) {
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        setCollectionViewLayout(finished ? transition.nextLayout : transition.currentLayout, animated: false)
        completion?(true, finished)
    }

    /// Takes `layout` as the view's own, keeping the old one alive: the previewer still calls it
    /// until its transition ends (and the one before, if this swap interrupts one), through an
    /// adapter that does not own it. Whoever shows the view swaps the viewport's layout itself.
    package func adopt(_ layout: UICollectionViewLayout) {
        retiredLayouts = Array((retiredLayouts + [collectionViewLayout]).suffix(2))
        collectionViewLayout = layout
    }
}
