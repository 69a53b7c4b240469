import CollectionLayout
import Foundation
import LayouttyDevice

/// The item an interactive movement carries: where it started, the path it takes now, and the
/// position of its centre (points, content coordinates).
public struct InteractiveMovement: Equatable, Sendable {
    public var original: IndexPath
    public var current: IndexPath
    public var position: CGPoint
}

/// What a still frame depends on: the visible rect, the zoom, the layout and its last prepare.
struct StillFrameKey: Equatable {
    var bounds: CGRect
    /// The window on the screen: it moves what is drawn where, the bounds unchanged.
    var window: CGPoint
    var scale: CellScale
    var prepareCount: Int
    var layout: ObjectIdentifier
}

/// What is remembered while a change is made, to animate it once it is complete.
struct PendingChange {
    var depth = 1
    var before: [ScreenElement]
    var beforeMapping: ScreenMapping
    var previousLayout: CollectionViewLayout?
    /// Built inside a batch's `performUpdates`, where UIKit asks the appearing/disappearing hooks.
    var built: LayoutAnimation?
    /// When the animation starts on the clock (now when nil): a settle that was due a moment ago.
    var start: Duration?
    var completions: [() -> Void] = []
    /// A batch inside it was refused: the data is shown as it is, without animation.
    var isRefused = false
}

extension Viewport {
    // MARK: Changes

    /// Makes the changes in `body` — tweaks, a new layout, a resize, a batch — as one change,
    /// animated from what the screen shows now to what the layout answers after it (when
    /// `animatesChanges`). Nested calls join the outer change. A change made while another one
    /// animates starts from where that one's elements are at this moment. `start`: when on the
    /// clock the animation begins (a gesture's settle noticed a moment late); now by default.
    ///
    /// ```swift
    /// viewport.animateChanges { flow.minimumLineSpacing += 1; flow.invalidateLayout() }
    /// ```
    ///
    /// `before`: what the screen showed before, when it is not what this viewport shows now (a
    /// rebuilt preview program animates from the frames the program it replaced showed).
    public func animateChanges<Result>(
        startingAt start: Duration? = nil, from before: [ScreenElement]? = nil, _ body: () throws -> Result
    ) rethrows -> Result {
        if change != nil {
            change!.depth += 1
        } else {
            beginChange(from: before)
            change!.start = start
        }
        defer {
            change!.depth -= 1
            if change!.depth == 0 { endChange() }
        }
        return try body()
    }

    /// UIKit's `performBatchUpdates`: `updateData` makes the data source reflect `batch`, then
    /// the layout runs its update sequence (only the sections the batch touches are rebuilt) and
    /// the change animates with the layout's appearing and disappearing attributes.
    public func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void) {
        lastBatch = (batch, (lastBatch?.number ?? 0) + 1)
        animateChanges {
            updateData()
            let start = ContinuousClock.now
            // While the batch prepares the layout, what it asks of the view must not ask the
            // layout back (a list's sections read the adjusted insets, which read the content
            // size being made), as in `prepareIfNeeded()`.
            let wasBusy = isLayoutBusy
            isLayoutBusy = true
            defer { isLayoutBusy = wasBusy }
            layout.performUpdates(batch) {
                isLayoutBusy = wasBusy
                // The layout has been invalidated with the batch and prepared: that is this update's prepare.
                lastPrepareDuration = ContinuousClock.now - start
                prepareCount += 1
                countsSeen = batch.countsAfter
                clampOffsetToContent()
                scroll(to: layout.targetContentOffset(forProposedContentOffset: bounds.origin))
                // Inserted self-sizing cells are measured before the animation is built, so it
                // ends on their sizes rather than jumping there after.
                if layout.asksForPreferredAttributes { measureVisibleCells() }
                // Built first: `change` must not be under modification while the builder reads it.
                let built = makeAnimation(batch: batch)
                change?.built = built
            }
        }
    }

    /// Runs `completion` when the current change ends (at once when there is none).
    func whenChangeEnds(_ completion: @escaping () -> Void) {
        if change != nil { change!.completions.append(completion) } else { completion() }
    }

    private func beginChange(from before: [ScreenElement]?) {
        let shown = animatesChanges ? before ?? laidOutElements() : []
        animation?.finish()
        animation = nil
        change = PendingChange(before: shown, beforeMapping: screenMapping)
    }

    private func endChange() {
        prepareIfNeeded()
        // Self-sizing cells come into view measured (the animation ends on their sizes).
        if layout.asksForPreferredAttributes { measureVisibleCells() }
        let ending = change!
        let built = ending.isRefused ? nil : ending.built ?? makeAnimation(batch: nil)
        change = nil
        // A change that moves nothing (a tap that ticks a cell) is no animation: the next still
        // frame shows the new labels at once, as iOS shows a cell reconfigured in place.
        guard let built, built.tracks.contains(where: { $0.from != $0.to }) else {
            for completion in ending.completions { completion() }
            return
        }
        built.completions = ending.completions
        animation = built
    }

    private func makeAnimation(batch: BatchUpdate?) -> LayoutAnimation? {
        guard animatesChanges, let change else { return nil }
        let builder = AnimationBuilder(
            before: change.before, beforeMapping: change.beforeMapping,
            batch: batch, previousLayout: change.previousLayout)
        let mapping = screenMapping
        // Ending where the still frame after it is drawn, in whole cells.
        let visible = visibleAttributes()
        let after = evenCells(
            visible.map { ScreenElement(attributes: Self.screenAttributes($0, mapping), label: "") }, of: visible)
        let screen = CGRect(x: 0, y: 0, width: CGFloat(columns), height: CGFloat(rows))
        // Tracks that neither start nor end on screen are dropped (they would pass unseen).
        let tracks = builder.tracks(after: after, in: self).filter {
            $0.from.attributes.frame.union($0.to.attributes.frame).intersects(screen)
        }
        let cells = after.reduce(0) { $0 + ($1.attributes.representedElementCategory == .cell ? 1 : 0) }
        return LayoutAnimation(
            tracks: tracks, origin: bounds.origin, start: min(change.start ?? clock.now, clock.now),
            duration: animationDuration,
            curve: .easeInOut,
            visibleCellCount: cells)
    }

    // MARK: What the screen shows

    /// The screen's layout pass, as UIKit's `layoutIfNeeded()` is the view's: ends an animation
    /// whose time is up (running its completions), moves springs on to the clock's time, prepares
    /// what was invalidated and measures the self-sizing cells in view (which may invalidate and
    /// scroll again). `presentedElements()` then reads what it laid out.
    public func layoutIfNeeded() {
        if let running = animation {
            guard running.isFinished(at: clock.now) else { return }
            running.finish()
            animation = nil
        }
        // Springs still moving: on to the clock's time (the layout invalidates what moved).
        if layout.isRunningDynamics { layout.advanceDynamics(to: clock.now) }
        layOutStillElements()
    }

    /// The elements to draw now, in screen cells: the running animation's frame, or what the
    /// last `layoutIfNeeded()` laid out; the item being moved interactively drawn where it is
    /// carried. Reading changes nothing. A still frame comes in the whole cells it is drawn in
    /// (`EvenCells`: equal sizes and gaps drawn equal), or with `exactCells` in fractional cells
    /// exactly where its points are (for pictures, drawn in points).
    public func presentedElements(exactCells: Bool = false) -> [ScreenElement] {
        var elements: [ScreenElement]
        if let running = animation, !running.isFinished(at: clock.now) {
            elements = running.elements(at: clock.now)
            // Scrolled since the change: everything moves with the content.
            // (Mirrored, the content moves the other way across the screen.)
            let dx = (running.origin.x - bounds.minX) / cellScale.width * (isMirrored ? -1 : 1)
            let dy = (running.origin.y - bounds.minY) / cellScale.height
            if dx != 0 || dy != 0 {
                for index in elements.indices {
                    elements[index].attributes.frame = elements[index].attributes.frame.offsetBy(dx: dx, dy: dy)
                }
            }
        } else {
            elements = (exactCells ? lastStillFrame?.exact : lastStillFrame?.drawn) ?? []
        }
        if let movement = interactiveMovement,
            let carried = layout.layoutAttributesForInteractivelyMovingItem(
                at: movement.current, withTargetPosition: movement.position)
        {
            elements.removeAll {
                $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == movement.current
            }
            elements.append(
                ScreenElement(attributes: screenAttributes(carried), label: dataSource.label(for: movement.current)))
        }
        return elements
    }

    /// The layout pass, then the screen: for whoever has no draw loop of its own (tests, benches,
    /// a state written for another program).
    public func laidOutElements(exactCells: Bool = false) -> [ScreenElement] {
        layoutIfNeeded()
        return presentedElements(exactCells: exactCells)
    }

    /// The data source's labels changed without the layout (cells configured anew): the next
    /// frame reads them again instead of reusing the last still frame's.
    public func labelsDidChange() {
        lastStillFrame = nil
    }

    /// Lays out the visible rect's elements, reusing the last ones while nothing they depend on
    /// has changed.
    private func layOutStillElements() {
        prepareIfNeeded()
        let key = StillFrameKey(
            bounds: visibleRect, window: windowOffset, scale: cellScale, prepareCount: prepareCount,
            layout: ObjectIdentifier(layout))
        if let last = lastStillFrame, last.key == key, !layout.needsPrepare { return }
        let attributes = measureVisibleCells()
        let elements = screenElements(attributes)
        // Keyed by the state after measuring (it may have prepared and scrolled).
        lastStillFrame = (
            elements, evenCells(elements, of: attributes),
            StillFrameKey(
                bounds: visibleRect, window: windowOffset, scale: cellScale, prepareCount: prepareCount,
                layout: ObjectIdentifier(layout))
        )
    }

    /// Whether an animation is still running at the clock's time, or the layout's springs are
    /// (the event loop draws frames until not).
    public var isAnimating: Bool {
        guard let animation else { return layout.isRunningDynamics }
        return !animation.isFinished(at: clock.now) || layout.isRunningDynamics
    }

    /// `attributes` in screen cells with their labels: the view's state read once, not per element.
    /// On a device, what is thinner than one of its pixels is hidden, as it shows nothing there
    /// (a grouped table's header of `.leastNonzeroMagnitude` points, how apps hide one) — not a
    /// `·`; a hairline of one pixel stays. A collection view the screen hides shows nothing.
    func screenElements(_ attributes: [LayoutAttributes]) -> [ScreenElement] {
        let mapping = screenMapping
        let data = dataSource
        let pixel = device.map { 1 / max(1, $0.device.scale) } ?? 0
        let hidesAll = device?.hidesCollectionView == true
        undrawnElementCount = attributes.reduce(0) { $0 + ($1.frame.isFinite ? 0 : 1) }
        return attributes.map {
            var cells = $0
            Self.toScreen(&cells, mapping)
            if hidesAll || $0.frame.width < pixel || $0.frame.height < pixel { cells.isHidden = true }
            return ScreenElement(attributes: cells, label: Self.label(of: $0, in: data))
        }
    }

    /// Elements in fractional cells as the screen draws them, in whole cells (`EvenCells`);
    /// `attributes` are the same elements in content points, whose fixed cells key the plans
    /// kept from the last frames (a scroll that changes no element, or returns to the elements
    /// of the screen before, reuses one).
    func evenCells(_ elements: [ScreenElement], of attributes: [LayoutAttributes]) -> [ScreenElement] {
        let screen = viewCells(in: CellRect(col: 0, row: 0, width: columns, height: rows))
        let mapping = screenMapping
        return EvenCells.snapped(
            elements, on: CGRect(x: screen.col, y: screen.row, width: screen.width, height: screen.height),
            scrolling: scrollableAxesMeasured, fixed: attributes.map { mapping.fixedCells($0.frame) },
            plans: &evenCellsPlans)
    }

    /// The text an element shows: a cell's label, a header's, footer's or decoration's.
    func label(of a: LayoutAttributes) -> String { Self.label(of: a, in: dataSource) }

    private static func label(of a: LayoutAttributes, in data: CollectionDataSource) -> String {
        switch a.representedElementCategory {
        case .cell: data.label(for: a.indexPath)
        case .supplementaryView: data.label(forElementOfKind: a.representedElementKind ?? "", at: a.indexPath)
        // Decorations are ornaments (backgrounds, separators), never labelled, whatever their kind.
        case .decorationView: ""
        }
    }

    /// `a` with its frame in cells from the view's top-left corner.
    func screenAttributes(_ a: LayoutAttributes) -> LayoutAttributes {
        Self.screenAttributes(a, screenMapping)
    }

    /// How the view's points map to its cells now.
    public var screenMapping: ScreenMapping {
        // The screen centred in the cells; mirrored about the screen's middle, wherever the window is.
        let padding = screenPadding
        let pad = CGPoint(x: CGFloat(padding.columns) * cellScale.width, y: CGFloat(padding.rows) * cellScale.height)
        let window = windowOrigin
        let origin = CGPoint(x: window.x - pad.x, y: window.y - pad.y)
        // Mirrored about the view's middle, wherever the window is.
        return ScreenMapping(
            origin: origin, scale: cellScale, mirroredWidth: isMirrored ? 2 * (bounds.midX - origin.x) : nil)
    }

    /// Attributes in cells back in points (their transform's translation too).
    static func pointAttributes(_ cells: LayoutAttributes, _ mapping: ScreenMapping) -> LayoutAttributes {
        let (origin, scale) = (mapping.origin, mapping.scale)
        var points = cells
        convert(&points, scale: scale) { CGPoint(x: $0.x * scale.width + origin.x, y: $0.y * scale.height + origin.y) }
        mapping.show(&points)
        return points
    }

    /// Attributes in points as screen cells. A frame with NaN or ∞ in it is hidden, as UIKit
    /// draws nothing for it; finite frames however large come out within ±`screenLimit` cells,
    /// so every rect the animator and painter make of them (unions, intersections,
    /// interpolations) stays finite.
    static func screenAttributes(_ a: LayoutAttributes, _ mapping: ScreenMapping) -> LayoutAttributes {
        var cells = a
        toScreen(&cells, mapping)
        return cells
    }

    /// `screenAttributes(_:_:)` in place: a frame maps every element on screen, and each copy
    /// of attributes retains what they hold.
    static func toScreen(_ a: inout LayoutAttributes, _ mapping: ScreenMapping) {
        guard a.frame.isFinite else {
            a.frame = .zero
            a.isHidden = true
            return
        }
        let (origin, scale) = (mapping.origin, mapping.scale)
        let inverse = CellScale(width: 1 / scale.width, height: 1 / scale.height)
        mapping.show(&a)
        convert(&a, scale: inverse) { CGPoint(x: ($0.x - origin.x) / scale.width, y: ($0.y - origin.y) / scale.height) }
        if a.hasIdentityTransform {
            a.frame = a.frame.clamped(to: screenLimit)
        } else if !a.frame.isFinite || a.frame.clamped(to: screenLimit) != a.frame {
            // A transformed element is drawn from its centre, size and transform, which cannot be
            // cut to the screen's reach: one that large is not drawn.
            a.isHidden = true
        }
    }

    /// How far off screen, in cells, an element's edges are kept: more than any terminal, little
    /// enough that sums of a few of them stay exact.
    static let screenLimit: CGFloat = 1e9

    /// `a` with its points mapped by `point` and its horizontal and vertical lengths (and
    /// transform's translation) multiplied by `scale`'s width and height. Untransformed elements
    /// go by their frame's edges, so that screens round exactly as they always have; transformed
    /// ones by centre, size and transform — the transform conjugated by the scale (S·T·S⁻¹), so
    /// a turned element's outline lands where the turned points do when rows and columns differ.
    private static func convert(_ a: inout LayoutAttributes, scale: CellScale, point: (CGPoint) -> CGPoint) {
        let (sx, sy) = (scale.width, scale.height)
        guard !a.hasIdentityTransform else {
            let f = a.frame
            let corner = point(f.origin)
            a.frame = CGRect(x: corner.x, y: corner.y, width: f.width * sx, height: f.height * sy)
            return
        }
        let (size, center, transform) = (a.size, a.center, a.transform3D)
        a.size = CGSize(width: size.width * sx, height: size.height * sy)
        a.center = point(center)
        var scaled = transform
        (scaled.m41, scaled.m42, scaled.m43) = (transform.m41 * sx, transform.m42 * sy, transform.m43 * sx)
        if sx != sy { (scaled.m12, scaled.m21) = (transform.m12 * sy / sx, transform.m21 * sx / sy) }
        a.transform3D = scaled
    }
}
