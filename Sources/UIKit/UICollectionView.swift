import CollectionLayout
import Foundation
import TerminalCollectionView

/// UIKit's view, as far as layouts read it: a frame and bounds.
open class UIView: NSObject {
    /// A new size resizes the bounds and, by their autoresizing masks, the subviews that
    /// translate them into constraints (UIKit's autoresizing).
    open var frame: CGRect {
        didSet {
            guard oldValue.size != frame.size else { return }
            bounds.size = frame.size
            for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
                subview.autoresize(by: CGSize(width: frame.width - oldValue.width, height: frame.height - oldValue.height))
            }
        }
    }
    /// The visible rect: the origin is the scroll offset.
    open var bounds: CGRect

    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
        super.init()
    }

    /// A view of no size yet, as UIKit's `UIView()`: Auto Layout or a frame sizes it later.
    public convenience override init() { self.init(frame: .zero) }

    /// Kept for code that colours its views; the previewer draws boxes.
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var clipsToBounds = false
    open var layer = CALayer()

    open var traitCollection: UITraitCollection { .current }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { traitCollection.layoutDirection }
    /// A view controller's view has the screen's safe area; any other view the part of its
    /// superview's that it overlaps, as in UIKit.
    open var safeAreaInsets: UIEdgeInsets {
        if isControllersView { return UIScreen.main.safeAreaInsets }
        guard let superview else { return .zero }
        let outer = superview.safeAreaInsets
        let size = superview.bounds.size
        return UIEdgeInsets(
            top: max(0, outer.top - frame.minY), left: max(0, outer.left - frame.minX),
            bottom: max(0, outer.bottom - (size.height - frame.maxY)),
            right: max(0, outer.right - (size.width - frame.maxX)))
    }
    /// Whether a view controller loaded this view as its own.
    var isControllersView: Bool { controller != nil }
    /// The view controller whose view this is.
    weak var controller: UIViewController?
    open var layoutMargins = UIEdgeInsets.zero

    /// The view tree, as screens build it (`view.addSubview(collectionView)`); a view controller's
    /// collection view is found in it.
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// How a view follows its superview's size: kept (the previewer sizes the screen's views).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    open var autoresizingMask: AutoresizingMask = []

    /// The superview grew by `delta`: its flexible parts (left margin, size, right margin)
    /// share the change equally along each axis, as UIKit's autoresizing does for parts of
    /// equal size.
    private func autoresize(by delta: CGSize) {
        func share(_ change: CGFloat, _ start: Bool, _ length: Bool, _ end: Bool) -> (origin: CGFloat, length: CGFloat) {
            let parts = [start, length, end].filter { $0 }.count
            guard parts > 0 else { return (0, 0) }
            let each = change / CGFloat(parts)
            return (start ? each : 0, length ? each : 0)
        }
        let mask = autoresizingMask
        let x = share(delta.width, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let y = share(delta.height, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        guard x != (0, 0) || y != (0, 0) else { return }
        frame = CGRect(x: frame.minX + x.origin, y: frame.minY + y.origin, width: frame.width + x.length, height: frame.height + y.length)
    }
    open var translatesAutoresizingMaskIntoConstraints = true

    // MARK: Auto Layout (AutoLayout.swift)

    /// The view's constraints, guides and content priorities.
    let autoLayout = ViewAutoLayout()
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var tintColor: UIColor?
    open var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    open var contentMode = ContentMode.scaleToFill

    /// The size the view's content wants (`noIntrinsicMetric` along an axis where it has none).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    open func setNeedsLayout() {}
    /// Lays out the view's tree (from its topmost superview) by its constraints, as UIKit's
    /// layout pass does: each constrained view's frame is set, then each view's
    /// `layoutSubviews`.
    open func layoutIfNeeded() {
        var root = self
        while let parent = root.superview { root = parent }
        AutoLayoutPass(root: root, fitting: nil).run()
    }
    open func layoutSubviews() {}
    /// Called after a nib made the view: here once a view registered with a nib is made, its
    /// outlets connected to plain views (`_layouttyAwakeFromNib`).
    open func awakeFromNib() {}

    /// As a nib's loading ends: the views the outlets hold (the preview's copy gives each a view
    /// of its type) are put in the view's tree if nothing put them there — a cell's in its content
    /// view — then `awakeFromNib()`. Where the nib placed them is not known: they have no frame.
    func _layouttyAwakeFromNib() {
        let container = (self as? UICollectionViewCell)?.contentView ?? self
        // The app's classes' properties only: UIKit's own views are where UIKit put them.
        let uikit: [Any.Type] = [UIView.self, UICollectionReusableView.self, UICollectionViewCell.self, UICollectionViewListCell.self]
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, !uikit.contains(where: { $0 == current.subjectType }) {
            for child in current.children {
                guard let outlet = child.value as? UIView, outlet.superview == nil, outlet !== container
                else { continue }
                container.addSubview(outlet)
            }
            mirror = current.superclassMirror
        }
        awakeFromNib()
    }

    /// How far the first baseline is below the top and the last above the bottom (a label's
    /// font's ascender and descender; none for other views).
    var baselineInsets: (top: Double, bottom: Double) { (0, 0) }
    /// Constraints the view makes for its own content (a stack view's arrangement).
    var generatedConstraints: [NSLayoutConstraint] { [] }
    /// The text the view shows, if it is a label (the previewer draws it in a cell's box).
    var shownText: String? { nil }

    /// The insets of a system layout guide within the view: the safe area; the margins,
    /// measured from the safe area as UIKit does unless told otherwise; readable content
    /// within the margins.
    func insets(of guide: UILayoutGuide.SystemGuide) -> UIEdgeInsets {
        let safe = safeAreaInsets
        guard guide != .safeArea else { return safe }
        var margins = layoutMargins
        // A controller's view keeps the system's minimum at its sides (16 points on a phone).
        if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            (margins.left, margins.right) = (max(margins.left, minimum.leading), max(margins.right, minimum.trailing))
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        return UIEdgeInsets(
            top: safe.top + margins.top, left: safe.left + margins.left, bottom: safe.bottom + margins.bottom,
            right: safe.right + margins.right)
    }
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
}

/// UIKit's scroll view, as far as layouts read it.
open class UIScrollView: UIView {
    /// UIKit's deceleration rates (the previewer's gestures snap whatever the rate).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentInset = UIEdgeInsets.zero
    /// Where the safe area adds to the content inset, as UIKit's: `.never` keeps the content
    /// under the status bar and home indicator (a full-screen pager's usual choice).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The content inset plus the safe area: a vertical scroller's automatic adjustment until
    /// a previewer shows the view (then its viewport's, which knows the layout's axis).
    open var adjustedContentInset: UIEdgeInsets {
        switch contentInsetAdjustmentBehavior {
        case .never: contentInset
        case .always: contentInset + safeAreaInsets
        case .automatic, .scrollableAxes: .adjusted(contentInset, safeArea: safeAreaInsets, along: .vertical)
        }
    }
    open var contentSize = CGSize.zero
    open var isPagingEnabled = false
    open var decelerationRate = DecelerationRate.normal
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    /// Kept: the previewer's scrolling does not bounce.
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

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
public protocol UICollectionViewDataSource: AnyObject, _LayouttyOptionalRequirements {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The cell for an item: the previewer draws the text of its labels in the item's box.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
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
}

/// UIKit's collection view delegate (its layout-related subprotocols add requirements with defaults).
/// UIKit's scroll view delegate: kept (the previewer scrolls the collection view itself).
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
}

public protocol UICollectionViewDelegate: UIScrollViewDelegate, _LayouttyOptionalRequirements {
    /// Told when the previewer selects an item (Enter), as a tap tells it on iOS.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Asked first on Enter, as a touch asks on iOS: no highlight, no selection.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
}

/// UIKit's collection view, as its layout sees it: counts from the data source, bounds from
/// whatever shows it (the previewer's viewport when previewed, else its own), and UIKit's
/// batch updates, interactive movement and layout swaps, animated by the previewer.
///
/// ```swift
/// let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 22), collectionViewLayout: MyLayout())
/// view.dataSource = photos
/// ```
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { attach(collectionViewLayout) }
    }
    open weak var dataSource: UICollectionViewDataSource?
    /// The classes registered for reuse identifiers, by element kind ("" for cells).
    var registeredClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Kind and identifier (`kind` NUL `identifier`) of the registrations made with a nib.
    var nibIdentifiers: Set<String> = []
    open weak var delegate: UICollectionViewDelegate?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// The items selected; a cell is configured with its own state (`configurationState`).
    var selectedItems: Set<IndexPath> = []
    /// The previewer's view showing this one, if any: bounds and insets are read from it, updates
    /// and movement are animated by it.
    weak var host: Viewport? {
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

    public required init?(coder: NSCoder) { return nil }

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
    open override func layoutIfNeeded() {
        guard let host else {
            let engine = collectionViewLayout.engine
            if engine.collectionView !== standalone { engine.collectionView = standalone }
            engine.prepareIfNeeded()
            return
        }
        host.prepareIfNeeded()
    }

    /// The previewer's: the device's size classes and the layout direction.
    open override var traitCollection: UITraitCollection { host.map { UITraitCollection(traits: $0.traits) } ?? super.traitCollection }

    open override var bounds: CGRect {
        get { host?.bounds ?? super.bounds }
        set { super.bounds = newValue }
    }
    /// Previewed, the frame is the viewport's size (it follows the terminal's resizes). Without a
    /// previewer a new size is a bounds change, which the layout may invalidate for.
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
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
    }
    open override var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let old = bounds
            super.contentOffset = newValue
            if let host { host.scroll(to: newValue) } else if old.origin != newValue { boundsChanged(from: old) }
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
    open override var contentSize: CGSize {
        get { collectionViewLayout.collectionViewContentSize }
        set {}
    }

    /// What UIKit code set on the view reaches the previewer's.
    private func pushScrollingState() {
        guard let host else { return }
        if host.contentInset != contentInset { host.contentInset = contentInset }
        if host.layoutMargins != layoutMargins { host.layoutMargins = layoutMargins }
        host.isPagingEnabled = isPagingEnabled
        host.decelerationRate = decelerationRate.rawValue
        let behavior: Viewport.ContentInsetAdjustmentBehavior =
            switch contentInsetAdjustmentBehavior {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
        if host.contentInsetAdjustmentBehavior != behavior { host.contentInsetAdjustmentBehavior = behavior }
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

    /// Forgets the selection, as UIKit's does.
    open func reloadData() {
        selectedItems.removeAll()
        collectionViewLayout.invalidateLayout()
    }

    // MARK: Updates — animated when previewed; refused batches leave `lastBatchUpdateError`.

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
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

    open func insertItems(at indexPaths: [IndexPath]) { record { () throws(BatchUpdateError) in try host?.insertItems(at: indexPaths) } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { () throws(BatchUpdateError) in try host?.deleteItems(at: indexPaths) } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { () throws(BatchUpdateError) in try host?.reloadItems(at: indexPaths) } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { () throws(BatchUpdateError) in try host?.moveItem(at: indexPath, to: newIndexPath) }
    }
    open func insertSections(_ sections: IndexSet) { record { () throws(BatchUpdateError) in try host?.insertSections(sections) } }
    open func deleteSections(_ sections: IndexSet) { record { () throws(BatchUpdateError) in try host?.deleteSections(sections) } }
    open func reloadSections(_ sections: IndexSet) { record { () throws(BatchUpdateError) in try host?.reloadSections(sections) } }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { () throws(BatchUpdateError) in try host?.moveSection(section, toSection: newSection) }
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
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        adopt(layout)
        if let host {
            if animated { host.animateChanges { host.setLayout(layout.engine) } } else { host.setLayout(layout.engine) }
        }
        completion?(true)
    }

    /// Takes `layout` as the view's own, keeping the old one alive: the previewer still calls it
    /// until its transition ends (and the one before, if this swap interrupts one), through an
    /// adapter that does not own it. Whoever shows the view swaps the viewport's layout itself.
    package func adopt(_ layout: UICollectionViewLayout) {
        retiredLayouts = Array((retiredLayouts + [collectionViewLayout]).suffix(2))
        collectionViewLayout = layout
    }
}
