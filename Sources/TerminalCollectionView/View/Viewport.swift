import CollectionLayout
import Foundation
import LayouttyDevice

/// The scrolled window onto a layout: the `CollectionView` a layout reads its bounds and counts
/// from. Bounds are in points: with a device, its screen (what the layout sees on the phone, at
/// every terminal size and zoom); without one, the size in cells times `cellScale` (points per
/// column and per row: the zoom times the device's `pointsPerCell`, one point per cell).
///
/// The terminal shows `visibleRect`: the bounds without a device; with one, as much of the
/// screen as the cells hold (the screen's top-left part when they hold less). When the terminal
/// is shorter than the screen, scrolling moves the content as the phone would until the content
/// ends, then moves the window down the screen to its bottom edge (`scrollVisible(to:)`), so that
/// everything the screen shows can be seen; scrolling back moves the window up first.
///
/// Every change of bounds — scroll, resize, zoom — asks the layout
/// `shouldInvalidateLayout(forBoundsChange:)` first, and the layout is prepared again only when
/// it says so or a parameter changed. A frame asks `attributes(in: bounds)` and nothing else.
///
/// ```swift
/// let viewport = Viewport(dataSource: data, layout: FlowLayout(), columns: 80, rows: 22)
/// viewport.scroll(by: CGPoint(x: 0, y: 10))
/// let visible = viewport.visibleAttributes()
/// ```
public final class Viewport: CollectionView {
    public let dataSource: CollectionDataSource
    public private(set) var layout: CollectionViewLayout
    public private(set) var bounds: CGRect
    /// Where the terminal's window sits inside the device's screen (zero without a device, or
    /// when the cells hold the whole screen).
    public private(set) var windowOffset = CGPoint.zero
    /// The zoom: a factor on `pointsPerCell` (one of `zoomLevels`).
    public private(set) var zoom: CGFloat
    /// Points per column and per row at zoom 1: one point per cell, or what a device's width
    /// across the terminal makes it (`Device.pointsPerCell`).
    public private(set) var pointsPerCell: CellScale
    /// Points per column and per row as drawn now.
    public var cellScale: CellScale { pointsPerCell * zoom }
    /// The device shown (nil: one point per cell, as the demos are sized): its width across the
    /// terminal sets `pointsPerCell`, its safe area the view's; a resize keeps the mapping.
    public var device: DeviceSetting? {
        didSet {
            if let device { safeAreaInsets = device.viewSafeArea } else { pointsPerCell = 1 }
            if oldValue?.sizeClasses != device?.sizeClasses { layout.invalidateLayout() }
            resize(columns: columns, rows: rows)
        }
    }
    /// UIKit's layout direction (`--rtl`): right to left, a layout that flips is shown mirrored
    /// (`screenMapping`); every layout is laid out again, as UIKit does on a trait change.
    public var layoutDirection = TraitCollection.LayoutDirection.leftToRight {
        didSet {
            guard oldValue != layoutDirection else { return }
            layout.invalidateLayout()
            prepareIfNeeded()
        }
    }
    /// What the layout reads as its view's trait collection: the device's size classes
    /// (unspecified without one) and the layout direction.
    public var traits: TraitCollection { TraitCollection(device: device, layoutDirection: layoutDirection) }
    /// Whether the screen shows the layout mirrored: right to left, and the layout flips.
    public var isMirrored: Bool { layoutDirection == .rightToLeft && layout.flipsHorizontallyInOppositeLayoutDirection }
    public private(set) var columns: Int
    public private(set) var rows: Int

    /// Timings of the last `prepare()` and the last `attributes(in:)`, for the status bar.
    public internal(set) var lastPrepareDuration: Duration?
    public private(set) var lastQueryDuration: Duration?
    public internal(set) var prepareCount = 0

    public static let zoomLevels: [CGFloat] = [0.25, 0.5, 1, 2, 4, 8]

    // MARK: Insets (see Viewport+Insets.swift)

    /// UIKit's `contentInset`: room around the content the offset can scroll into. (Each inset
    /// re-lays out only when it changes: giving a view the insets it has costs nothing.)
    public var contentInset: EdgeInsets = .zero {
        willSet { insetMinimum = minimumOffset }
        didSet { if oldValue != contentInset { insetsDidChange(oldMinimum: insetMinimum) } }
    }
    /// UIKit's `safeAreaInsets` (a terminal has none of its own: set by a spec or a caller).
    public var safeAreaInsets: EdgeInsets = .zero {
        willSet { insetMinimum = minimumOffset }
        didSet { if oldValue != safeAreaInsets { insetsDidChange(oldMinimum: insetMinimum) } }
    }
    /// UIKit's `layoutMargins` (for `FlowLayout.sectionInsetReference = .fromLayoutMargins`).
    public var layoutMargins: EdgeInsets = .zero {
        willSet { insetMinimum = minimumOffset }
        didSet { if oldValue != layoutMargins { insetsDidChange(oldMinimum: insetMinimum) } }
    }
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        willSet { insetMinimum = minimumOffset }
        didSet { if oldValue != contentInsetAdjustmentBehavior { insetsDidChange(oldMinimum: insetMinimum) } }
    }
    /// The smallest offset before an inset changes (kept between `willSet` and `didSet`).
    private var insetMinimum = CGPoint.zero
    /// The scrollable axes as last measured, and whether the layout is busy (preparing, or
    /// measuring its content for them): a layout reading the adjusted inset then (in `prepare()`,
    /// or in its `collectionViewContentSize`) gets the last answer instead of re-entering itself.
    var scrollableAxesMeasured = (horizontal: false, vertical: true)
    var isLayoutBusy = false

    // MARK: Animation state (see Viewport+Changes.swift)

    /// Whether changes made in `animateChanges` animate (`--no-animation` turns it off).
    public var animatesChanges = true
    /// What animations read the time from.
    public var clock: AnimationClock = SystemAnimationClock()
    /// UIKit's `isPagingEnabled`: a scroll gesture ends on a multiple of the view's size.
    public var isPagingEnabled = false
    /// UIKit's `decelerationRate` (`.normal` 0.998, `.fast` 0.99): how far a flick carries on
    /// before the layout is asked where it ends.
    public var decelerationRate: CGFloat = 0.998
    /// UIKit's default duration for collection view updates.
    public var animationDuration: Duration = .milliseconds(300)
    /// The change animating now, if any; `layoutIfNeeded()` ends it once its time is up.
    public internal(set) var animation: LayoutAnimation?
    /// The item being moved interactively, if any.
    public internal(set) var interactiveMovement: InteractiveMovement?
    /// The change being made (inside `animateChanges`).
    var change: PendingChange?
    /// The item counts the layout last saw (UIKit's view keeps them too): a batch's "before".
    var countsSeen: [Int] = []
    /// The last batch performed, and how many were: where its index paths went (a UIKit view
    /// moves its selection with them).
    public internal(set) var lastBatch: (batch: BatchUpdate, number: Int)?
    /// Operations recorded by `insertItems(at:)` & co. inside `performBatchUpdates(_:completion:)`.
    var recordedOperations: [UpdateOperation]?
    /// The last still frame's elements (`exact` in fractional cells, `drawn` in whole ones: see
    /// `EvenCells`) and what they were computed for: drawn again, or taken as the "before" of a
    /// change, without querying the layout again.
    var lastStillFrame: (exact: [ScreenElement], drawn: [ScreenElement], key: StillFrameKey)?
    /// What the even cells worked out for the last screens that does not move with the scroll
    /// (`EvenCells.Plan`), the latest first.
    var evenCellsPlans: [EvenCells.Plan] = []
    /// Elements of the last still frame whose frame had NaN or ∞ in it: not drawn (as UIKit),
    /// counted so the previewer can say so.
    public internal(set) var undrawnElementCount = 0
    /// Whether the last frame held more elements than the screen shows, so each cell asked for
    /// its own first few (`visibleAttributes()`): the screen is a summary of where elements are.
    public private(set) var summarizesCrowdedCells = false
    /// Whether cells on screen keep the layout's estimated sizes because the data has nothing to
    /// measure (`CollectionDataSource.measuresItems`): the status bar says "estimated".
    public internal(set) var keepsEstimates = false

    /// With a `device`, the layout's first `prepare()` already sees the device's size, safe area
    /// and size classes, and the layout direction (a layout that keeps what its first `prepare()`
    /// saw must not see the cells' size).
    public init(
        dataSource: CollectionDataSource, layout: CollectionViewLayout, columns: Int, rows: Int, zoom: CGFloat = 1,
        pointsPerCell: CellScale = 1, device: DeviceSetting? = nil,
        layoutDirection: TraitCollection.LayoutDirection = .leftToRight
    ) {
        self.dataSource = dataSource
        self.layoutDirection = layoutDirection
        self.layout = layout
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.zoom = zoom
        self.device = device
        self.pointsPerCell = device?.pointsPerCell(columns: max(0, columns), rows: max(0, rows)) ?? pointsPerCell
        bounds = .zero
        if let device { safeAreaInsets = device.viewSafeArea }
        bounds = CGRect(origin: .zero, size: shownSize)
        layout.collectionView = self
        layout.invalidateLayout()
        prepareIfNeeded()
        // At rest at the top-left, below the safe area (as the inset setters keep it).
        if minimumOffset != bounds.origin {
            setBounds(CGRect(origin: minimumOffset, size: bounds.size))
            prepareIfNeeded()
        }
    }

    public var numberOfSections: Int { dataSource.numberOfSections }
    public func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }

    public var contentSize: CGSize { layout.collectionViewContentSize }

    /// Swaps in another layout (e.g. flow ↔ waterfall) over the same data: a layout transition.
    /// The old layout hears `prepareForTransition(to:)`, the new one, once prepared,
    /// `prepareForTransition(from:)`; both hear `finalizeLayoutTransition()` when the change ends
    /// (after its animation inside `animateChanges`, at once outside it).
    public func setLayout(_ newLayout: CollectionViewLayout) {
        let old = layout
        old.prepareForTransition(to: newLayout)
        layout = newLayout
        newLayout.collectionView = self
        newLayout.invalidateLayout()
        prepareIfNeeded()
        newLayout.prepareForTransition(from: old)
        scroll(to: newLayout.targetContentOffset(forProposedContentOffset: bounds.origin))
        change?.previousLayout = old
        whenChangeEnds {
            old.finalizeLayoutTransition()
            newLayout.finalizeLayoutTransition()
        }
    }

    /// Prepares the layout if something invalidated it, then keeps the offset inside the content
    /// (the content may have shrunk). Cheap when nothing changed.
    public func prepareIfNeeded() {
        guard layout.needsPrepare else { return }
        let adjustment = layout.pendingInvalidation.contentOffsetAdjustment
        let start = ContinuousClock.now
        let wasBusy = isLayoutBusy
        isLayoutBusy = true
        layout.prepareIfNeeded()
        isLayoutBusy = wasBusy
        lastPrepareDuration = ContinuousClock.now - start
        prepareCount += 1
        countsSeen = (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSection: $0) }
        var origin = bounds.origin
        origin.x += adjustment.x
        origin.y += adjustment.y
        let clamped = clampedOffset(origin)
        if clamped != bounds.origin { setBounds(CGRect(origin: clamped, size: bounds.size)) }
    }

    /// The layout's answer for the visible rect: the only query a frame makes. A screen never
    /// asks for more elements than it can show: past `elementsPerCell` per cell of the screen
    /// (1e8 items of 1e-6 points all in view), each cell asks for its own first few instead, so
    /// every crowded cell gets its mark and `summarizesCrowdedCells` says the screen is a summary.
    ///
    /// - Complexity: at most `elementsPerCell` × cells elements built, and for the built-in
    ///   layouts `examinedPerShown` times that looked at, whatever the layout holds.
    public func visibleAttributes() -> [LayoutAttributes] {
        prepareIfNeeded()
        let start = ContinuousClock.now
        func count(_ length: CGFloat, _ step: CGFloat) -> Int {
            min(max(1, Int(saturating: (length / step).rounded(.up))), Self.largestScreen)
        }
        let shown = visibleRect
        let cells = CellRect(
            col: 0, row: 0, width: count(shown.width, cellScale.width), height: count(shown.height, cellScale.height))
        let limit = Self.elementsPerCell * min(cells.width * cells.height, Self.largestScreen)
        var result: [LayoutAttributes] = []
        var complete = true
        examinationBudgetSpent = layout.withExaminationBudget(Self.examinedPerShown * limit) {
            (result, complete) = attributes(in: shown, atMost: limit)
            if !complete { result = crowdedCellsAttributes(cells) }
        }
        summarizesCrowdedCells = !complete || examinationBudgetSpent
        lastQueryDuration = ContinuousClock.now - start
        return result
    }

    /// How many elements a frame lets the layout look at per element it can show: past that,
    /// the screen shows what was found and says it stopped.
    public static let examinedPerShown = 16
    /// Whether the last frame's query stopped at its ceiling of elements looked at.
    public private(set) var examinationBudgetSpent = false

    /// How many elements per cell of the screen a frame asks for.
    public static let elementsPerCell = 4
    /// Cells beyond any real terminal's (a fit-mode screen at a tiny zoom) do not raise the limit.
    static let largestScreen = 1000 * 1000

    /// The first `limit` elements of `rect` in the layout's order, and whether that was all.
    private func attributes(in rect: CGRect, atMost limit: Int) -> ([LayoutAttributes], Bool) {
        var result: [LayoutAttributes] = []
        var complete = true
        layout.streamAttributes(in: rect) { element in
            guard result.count < limit else {
                complete = false
                return false
            }
            result.append(element)
            return true
        }
        return (result, complete)
    }

    /// Each cell's own first `elementsPerCell` elements, every element once: what a crowded
    /// screen shows (a mark in each cell that holds any).
    private func crowdedCellsAttributes(_ cells: CellRect) -> [LayoutAttributes] {
        // Every element once, across the cells that each report it.
        var seen = Set<ElementKey>()
        var result: [LayoutAttributes] = []
        let scale = cellScale
        let shown = visibleRect
        for row in 0..<min(cells.height, Self.largestScreen / cells.width) {
            for col in 0..<cells.width {
                let cell = CGRect(
                    x: shown.minX + CGFloat(col) * scale.width, y: shown.minY + CGFloat(row) * scale.height,
                    width: scale.width,
                    height: scale.height
                ).intersection(shown)
                for element in attributes(in: cell, atMost: Self.elementsPerCell).0
                where seen.insert(ElementKey(element)).inserted {
                    result.append(element)
                }
            }
        }
        return result
    }

    /// The offset clamped into the content again (after the content changed under it).
    func clampOffsetToContent() {
        let clamped = clampedOffset(bounds.origin)
        if clamped != bounds.origin { setBounds(CGRect(origin: clamped, size: bounds.size)) }
    }

    func clampedOffset(_ p: CGPoint) -> CGPoint {
        let low = minimumOffset
        let high = maximumOffset
        return CGPoint(
            x: min(max(low.x, p.x.isFinite ? p.x : low.x), high.x),
            y: min(max(low.y, p.y.isFinite ? p.y : low.y), high.y))
    }

    public func scroll(to offset: CGPoint) {
        prepareIfNeeded()
        setBounds(CGRect(origin: clampedOffset(offset), size: bounds.size))
    }

    /// Moves what the terminal shows by `delta`: forwards, the content first (as the phone
    /// scrolls it) and then the window down the screen — unless the view is not in the window at
    /// all, when the window comes to it first; backwards, the window first back to the view's
    /// edge, then the content, then the window on to the screen's top.
    public func scroll(by delta: CGPoint) {
        prepareIfNeeded()
        let (frame, size, slack) = (frameOnScreen, windowSize, windowSlack)
        let (low, high) = (minimumOffset, maximumOffset)
        let x = Self.split(
            delta.x, content: bounds.minX, low: low.x, high: high.x, window: windowOffset.x, slack: slack.width,
            view: frame.minX,
            span: size.width)
        let y = Self.split(
            delta.y, content: bounds.minY, low: low.y, high: high.y, window: windowOffset.y, slack: slack.height,
            view: frame.minY,
            span: size.height)
        setBounds(CGRect(origin: clampedOffset(CGPoint(x: x.content, y: y.content)), size: bounds.size))
        windowOffset = CGPoint(x: x.window, y: y.window)
    }

    /// One axis of `scroll(by:)`: `d` shared between the content offset `content` (kept in
    /// `low...high`) and the window's offset on the screen `window` (kept in `0...slack`), the
    /// view starting at `view` on the screen and the window `span` long.
    static func split(
        _ d: CGFloat, content: CGFloat, low: CGFloat, high: CGFloat, window: CGFloat, slack: CGFloat, view: CGFloat,
        span: CGFloat
    ) -> (content: CGFloat, window: CGFloat) {
        guard d.isFinite, d != 0 else { return (content, window) }
        var (c, w, rest) = (content, window, d)
        func moveWindow(toward limit: CGFloat) {
            let target = rest > 0 ? max(w, min(w + rest, limit)) : min(w, max(w + rest, limit))
            rest -= target - w
            w = target
        }
        func moveContent() {
            let target = min(max(low, c + rest), high)
            rest -= target - c
            c = target
        }
        if rest > 0 {
            if w + span <= view { moveWindow(toward: min(slack, view)) }
            moveContent()
            moveWindow(toward: slack)
        } else {
            if w > view { moveWindow(toward: max(0, view)) }
            moveContent()
            moveWindow(toward: 0)
        }
        return (c, w)
    }

    /// Scrolls as little as possible so that `rect` is visible on the terminal (its top-left
    /// when it is larger than the window).
    public func scrollToVisible(_ rect: CGRect) {
        let shown = visibleRect
        var origin = shown.origin
        if rect.maxX > shown.maxX { origin.x = rect.maxX - shown.width }
        if rect.minX < origin.x { origin.x = rect.minX }
        if rect.maxY > shown.maxY { origin.y = rect.maxY - shown.height }
        if rect.minY < origin.y { origin.y = rect.minY }
        scrollVisible(to: origin)
    }

    /// A new terminal size in cells. Inside `animateChanges` it is an animated bounds change:
    /// the layout hears `prepare(forAnimatedBoundsChange:)` and, when the animation ends,
    /// `finalizeAnimatedBoundsChange()`.
    public func resize(columns: Int, rows: Int) {
        let oldBounds = bounds
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        if let device { pointsPerCell = device.pointsPerCell(columns: self.columns, rows: self.rows) }
        setBounds(CGRect(origin: bounds.origin, size: shownSize))
        prepareIfNeeded()
        clampWindow()
        if change != nil, animatesChanges, bounds != oldBounds {
            let layout = layout
            layout.prepare(forAnimatedBoundsChange: oldBounds)
            whenChangeEnds { layout.finalizeAnimatedBoundsChange() }
        }
    }

    /// The bounds' size: the device's screen, else what the cells show.
    private var shownSize: CGSize {
        Self.shownSize(columns: columns, rows: rows, scale: cellScale, zoom: zoom, device: device)
    }

    /// The bounds' size of a viewport of `columns` x `rows` at `scale` points per cell (zoom
    /// included), for a view that must know it before the viewport exists: the device's screen,
    /// whatever the terminal's size and the zoom.
    public static func shownSize(columns: Int, rows: Int, scale: CellScale, zoom: CGFloat, device: DeviceSetting?)
        -> CGSize
    {
        if let device { return device.viewFrame?.size ?? device.size }
        return CGSize(width: CGFloat(columns) * scale.width, height: CGFloat(rows) * scale.height)
    }

    /// The part of the view the terminal shows, in content points: the bounds without a device;
    /// with one, what of the view the window shows — the window `windowOffset` into the screen,
    /// as big as the cells hold and at most the screen (empty at the bounds' origin when the view
    /// is not in the window).
    public var visibleRect: CGRect {
        let shown = CGRect(origin: windowOrigin, size: windowSize).intersection(bounds)
        return shown.isNull ? CGRect(origin: bounds.origin, size: .zero) : shown
    }

    /// The window's top-left in content points (above or left of the bounds when the window
    /// shows the screen beyond the view).
    var windowOrigin: CGPoint {
        let frame = frameOnScreen
        return CGPoint(x: bounds.minX + windowOffset.x - frame.minX, y: bounds.minY + windowOffset.y - frame.minY)
    }

    /// The part of the device's screen the window shows, in the screen's points (the bounds'
    /// size at the origin without a device).
    public var windowOnScreen: CGRect { CGRect(origin: windowOffset, size: windowSize) }

    /// Where the view is on the device's screen, in points: where the screen's constraints put
    /// it (`DeviceSetting.viewFrame`), else the whole screen; the bounds without a device.
    public var frameOnScreen: CGRect {
        device?.viewFrame ?? CGRect(origin: .zero, size: device?.size ?? bounds.size)
    }

    private var windowSize: CGSize {
        guard let device else { return bounds.size }
        let cells = CGSize(width: CGFloat(columns) * cellScale.width, height: CGFloat(rows) * cellScale.height)
        return CGSize(width: min(cells.width, device.size.width), height: min(cells.height, device.size.height))
    }

    /// A rect on the device's screen (points) in the cells of `area` (the screen's top-left the
    /// window's, centred as `screenPadding` puts it).
    public func cells(onScreen rect: CGRect, in area: CellRect) -> CellRect {
        let pad = screenPadding
        let origin = CGPoint(
            x: windowOffset.x - CGFloat(pad.columns) * cellScale.width,
            y: windowOffset.y - CGFloat(pad.rows) * cellScale.height)
        return ElementPainter.cellRect(for: rect, origin: origin, scale: cellScale, area: area)
    }

    /// The cells the view takes in `area`, cut to the screen's: where its elements are drawn.
    public func viewCells(in area: CellRect) -> CellRect {
        let screen = (screenCells ?? area).intersection(area)
        guard device?.viewFrame != nil else { return screen }
        return cells(onScreen: frameOnScreen, in: area).intersection(screen)
    }

    /// The room around a device's screen that the cells hold beyond it (a fitted screen, a
    /// terminal taller than the screen), in whole cells each side: the screen is drawn centred in
    /// the cells (`screenCells`).
    public var screenPadding: (columns: Int, rows: Int) {
        guard let screen = screenCells else { return (0, 0) }
        return (screen.col, screen.row)
    }

    /// The cells a device's screen takes, centred, when the cells hold more than it shows (the
    /// previewer outlines it and draws nothing beyond it); nil when the screen fills the cells.
    public var screenCells: CellRect? {
        guard device != nil else { return nil }
        let size = windowSize
        let width = Int(saturating: (size.width / cellScale.width).rounded(.up))
        let height = Int(saturating: (size.height / cellScale.height).rounded(.up))
        let (padColumns, padRows) = (max(0, (columns - width) / 2), max(0, (rows - height) / 2))
        guard padColumns > 0 || padRows > 0 else { return nil }
        return CellRect(col: padColumns, row: padRows, width: width, height: height)
    }

    /// How far the window can move inside the screen.
    private var windowSlack: CGSize {
        let (size, screen) = (windowSize, device?.size ?? bounds.size)
        return CGSize(width: max(0, screen.width - size.width), height: max(0, screen.height - size.height))
    }

    /// Shows `point` at the top-left of the part of the view the window shows, as far as the
    /// content and the screen allow (`scroll(by:)`: the content first, then the window).
    public func scrollVisible(to point: CGPoint) {
        let shown = visibleRect
        scroll(
            by: CGPoint(x: point.x.isFinite ? point.x - shown.minX : 0, y: point.y.isFinite ? point.y - shown.minY : 0))
    }

    /// The window kept inside the screen after the screen or the cells changed.
    private func clampWindow() {
        let slack = windowSlack
        windowOffset = CGPoint(x: min(windowOffset.x, slack.width), y: min(windowOffset.y, slack.height))
    }

    /// A new zoom, keeping the top-left point where it is.
    public func setZoom(_ newZoom: CGFloat) {
        zoom = newZoom
        resize(columns: columns, rows: rows)
    }

    private func setBounds(_ newBounds: CGRect) {
        guard newBounds != bounds else { return }
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        let scrolled = newBounds.origin != bounds.origin
        bounds = newBounds
        if scrolled { dataSource.viewDidScroll() } else { dataSource.viewDidResize() }
    }
}
