import CollectionLayout
import Foundation
import LayouttyDevice

/// The interactive previewer without a terminal: it takes keys and paints screens, so tests and
/// `render` drive exactly what `browse` shows.
///
/// Screen: the viewport on top, a message/inspector line, then the status bar.
///
/// ```swift
/// let previewer = Previewer(viewport: viewport, tweaks: nil)
/// previewer.handle(.pageDown)
/// previewer.draw(on: canvas)
/// ```
public final class Previewer {
    public let viewport: Viewport
    public let tweaks: PreviewTweaks?
    public internal(set) var focused: IndexPath?
    public private(set) var showsHelp = false
    /// With the help open, the status bar's legend instead of the keys (`?` a second time).
    public private(set) var showsLegend = false
    public package(set) var message: String?
    /// Status-bar timings vary run to run: `render` and golden tests turn them off.
    public package(set) var showsTimings = true
    /// `t`: a performance line above the status bar.
    public private(set) var showsPerformance = false
    /// `e`: the inspector's overlay and the focused item's placement in words.
    public private(set) var showsInspector = false
    /// Query + paint of the last `draw`.
    public private(set) var lastDrawDuration: Duration?
    /// The terminal update after the last draw, reported by whoever presents the canvas
    /// (`.presented`).
    public private(set) var lastPresentDuration: Duration?
    private var lastDrawnElements = 0
    /// The scroll gesture under way, if any (see Previewer+Gestures.swift).
    var gesture: ScrollGesture?

    /// Rows below the viewport: the message line and the status bar.
    public static let chromeRows = 2

    /// This previewer's keys: its own and those its tweaks declare.
    public let keyBindings: [KeyBinding]
    private let actions: [Key: PreviewerAction]
    private let carryingActions = Previewer.actions(of: Previewer.carryingBindings)

    public init(viewport: Viewport, tweaks: PreviewTweaks?, options: PreviewOptions = PreviewOptions()) {
        self.viewport = viewport
        self.tweaks = tweaks
        keyBindings = Self.keyBindings(with: tweaks)
        actions = Self.actions(of: keyBindings)
        showsTimings = options.showsTimings
        viewport.animatesChanges = options.animatesChanges
    }

    /// Whether changes animate (`A`; `PreviewOptions.animatesChanges` at first).
    public package(set) var animatesChanges: Bool {
        get { viewport.animatesChanges }
        set { viewport.animatesChanges = newValue }
    }

    /// The carrying keys as the message line lists them (from `carryingBindings`).
    static let carryingHint = carryingBindings.map { "\($0.keys.split(separator: " ").first ?? "") \($0.summary)" }
        .joined(separator: " · ")

    /// False when the environment sets LAYOUTTY_NO_ANIMATION to anything but empty or 0.
    public static func animationsWanted(in environment: [String: String]) -> Bool {
        let value = environment["LAYOUTTY_NO_ANIMATION"] ?? ""
        return value.isEmpty || value == "0"
    }

    /// Whether a frame must be drawn soon without input: an animation is running, or the last
    /// frame drawn was one of its frames (the one after it shows where it ends — checking the
    /// clock alone could stop on a frame a moment before the end).
    public var isAnimating: Bool { viewport.isAnimating || drewAnimationFrame }
    /// Whether the last `draw` showed an animation under way.
    private(set) var drewAnimationFrame = false

    /// The previewer for a terminal of `columns` x `rows`, its viewport given the rows the
    /// message line and status bar leave. browse, render, play, bench and the tests all build
    /// it here, so they clamp and size alike.
    public convenience init(
        dataSource: CollectionDataSource, layout: CollectionViewLayout, terminalColumns columns: Int, rows: Int,
        zoom: CGFloat = 1, tweaks: PreviewTweaks?, device: DeviceSetting? = nil,
        layoutDirection: TraitCollection.LayoutDirection = .leftToRight, options: PreviewOptions = PreviewOptions()
    ) {
        let viewport = Viewport(
            dataSource: dataSource, layout: layout, columns: columns, rows: Self.viewportRows(forTerminalRows: rows),
            zoom: zoom,
            device: device,
            layoutDirection: layoutDirection)
        self.init(viewport: viewport, tweaks: tweaks, options: options)
    }

    /// The terminal rows a picture of the screen is drawn at (`--svg`, `--png`, snapshot
    /// pictures): a picture has no terminal, so with a device not fitted, as many rows as its
    /// whole screen takes at `columns` (and the chrome's); otherwise `rows`.
    public static func pictureRows(device: DeviceSetting?, columns: Int, otherwise rows: Int) -> Int {
        guard let device, !device.fitsScreen else { return rows }
        return device.rowsShowingTheWholeScreen(columns: columns) + chromeRows
    }

    /// The viewport's share of a terminal `rows` tall (none when the chrome takes it all).
    public static func viewportRows(forTerminalRows rows: Int) -> Int { max(0, rows - chromeRows) }

    // MARK: Saved files

    /// Why the last save of a watched file could not be shown (one problem a line), drawn in a
    /// box over the bottom of the layout until a later save reads well; nil when it did.
    public private(set) var reloadProblems: [String]? {
        didSet {
            problemsOffset = 0
            problemsTitle = Self.problemsTitle
        }
    }
    /// What the box of `reloadProblems` says they are.
    public private(set) var problemsTitle = problemsTitle
    private static let problemsTitle = "not reloaded: the last good layout stays"
    private static let crashTitle = "crashed: a save builds again · q prints the whole report"
    /// The first of `reloadProblems` shown (`J`, `K`).
    public private(set) var problemsOffset = 0
    /// Saves read again and shown since the previewer opened (a rebuilt preview program carries
    /// its predecessor's count on: `.restored`).
    public private(set) var reloadCount = 0

    /// What a reload under way is doing ("building…"), shown in the status bar until it ends.
    public private(set) var reloadActivity: String?

    /// Watched files were saved: each is read again by the tweaks provider, the change animated
    /// like any other; what is kept and what failed goes to the message line and the overlay.
    /// The jobs a reload starts (a build) are returned to run.
    @discardableResult
    package func filesSaved(_ files: [String]) -> [PreviewEffect] {
        guard let tweaks else { return [] }
        var effects: [PreviewEffect] = []
        for file in files {
            let outcome = applyReload(of: file) { tweaks.reload(file, in: viewport) }
            if case .pending(_, let job?) = outcome { effects.append(.run(job)) }
        }
        return effects
    }

    /// A reload's outcome (made now, or when its background job ended) applied and shown: its
    /// edit animated like any other, undone if the layout refuses it.
    private func applyReload(of file: String, _ reload: () -> ReloadOutcome) -> ReloadOutcome {
        let outcome = viewport.animateChanges {
            let outcome = reload()
            guard case .reloaded(_, let edit) = outcome else { return outcome }
            return applyUndoingIfRefused(edit).map { .failed(["\(file): \($0)"]) } ?? outcome
        }
        show(outcome)
        return outcome
    }

    /// The previewer's one entry point: an event in, the state changed, the effects to run out.
    ///
    /// ```swift
    /// previewer.handle(.key(.character("+")))   // []
    /// previewer.handle(.filesSaved(["Grid.swift"]))   // [.run(BackgroundJob(name: "rebuild", …))]
    /// ```
    @discardableResult
    public func handle(_ event: PreviewEvent) -> [PreviewEffect] {
        switch event {
        case .launched(let columns, let rows):
            terminalDidResize(columns: columns, rows: rows)
            let watched = (tweaks?.watchedFiles).map { $0.isEmpty ? [] : [PreviewEffect.watch($0)] } ?? []
            return watched + filesSaved(tweaks?.filesSavedSinceShown ?? [])
        case .key(let key):
            switch handle(key) {
            case .quit: return [.quit]
            case .redraw: return [.repaintAll]
            case .continue: return []
            }
        case .resize(let columns, let rows):
            return handle(.key(.resize(columns: columns, rows: rows)))
        case .filesSaved(let files):
            return filesSaved(files)
        case .backgroundFinished(let result):
            guard let outcome = tweaks?.backgroundFinished(result, in: viewport) else { return [] }
            if let shown = outcome.shown { _ = applyReload(of: result.name) { shown } }
            return outcome.effects
        case .tick:
            settleGestureIfDue()
            return []
        case .mainQueueRan:
            // What ran may have changed a shown cell in place (text set when its data came):
            // the next frame reads the labels again, as iOS draws the change at once.
            viewport.labelsDidChange()
            return []
        case .presented(let duration):
            lastPresentDuration = duration
            return []
        case .watchFailed(let files):
            message = "not watching \(files.joined(separator: ", ")): the system has no file watches left (inotify)"
            return []
        case .focus(let indexPath):
            focus(on: indexPath)
            return []
        case .restored(let restoration):
            restore(restoration)
            return []
        case .hostFailed(let problems):
            show(.failed(problems))
            return []
        case .crashed(let lines):
            show(.failed(lines))
            problemsTitle = Self.crashTitle
            return []
        }
    }

    /// Takes over where a predecessor was: its scroll, zoom and focus, its count of reloads, the
    /// provider's edit applied, the change animated from the frames it drew.
    private func restore(_ restoration: PreviewRestoration) {
        viewport.setZoom(restoration.zoom)
        viewport.scroll(to: restoration.offset)
        if let focus = restoration.focus { self.focus(on: focus) }
        viewport.animateChanges(from: restoration.elements) { apply(restoration.edit) }
        reloadCount = restoration.reloadCount
        show(.reloaded(restoration.message))
    }

    /// Applies a provider's edit; if the layout then refuses what it was given where it laid
    /// out before, the provider's undo goes back. The refusal, if any.
    private func applyUndoingIfRefused(_ edit: PreviewEdit) -> String? {
        let worked = viewport.layout.configurationError == nil
        apply(edit)
        guard edit.undoneIfRefused, worked, let error = viewport.layout.configurationError, let tweaks else {
            return nil
        }
        apply(tweaks.undo(in: viewport))
        return error.description
    }

    /// What an edit asks of the view, done: the view's settings, then a new layout or the one on
    /// screen laid out again.
    private func apply(_ edit: PreviewEdit) {
        if let settings = edit.settings { viewport.apply(settings) }
        if let layout = edit.layout {
            viewport.setLayout(layout)
        } else if edit.invalidatesLayout {
            viewport.layout.invalidateLayout()
            viewport.prepareIfNeeded()
        }
    }

    /// Shows what a reload did — at once, or when a background job (a build) ends.
    package func show(_ outcome: ReloadOutcome) {
        reloadActivity = nil
        switch outcome {
        case .reloaded(let text, _):
            reloadCount += 1
            reloadProblems = nil
            message = "\(text) · reload \(reloadCount)"
        case .unchanged:
            reloadProblems = nil
        case .failed(let problems):
            reloadProblems = problems
            message = nil
        case .pending(let activity, _):
            reloadActivity = activity
        }
        if let focused, viewport.layout.attributesForItem(at: focused) == nil { self.focused = nil }
    }

    /// Sizes the viewport for a terminal of `columns` x `rows`.
    package func terminalDidResize(columns: Int, rows: Int) {
        viewport.animateChanges { viewport.resize(columns: columns, rows: Self.viewportRows(forTerminalRows: rows)) }
    }

    package enum Outcome: Equatable {
        case `continue`
        case quit
        /// Repaint every cell of the terminal (Ctrl-L).
        case redraw
    }

    @discardableResult
    package func handle(_ key: Key) -> Outcome {
        if showsHelp {
            // `?` turns to the status bar's legend; any other key closes the help; q still quits.
            if key == .character("?") && !showsLegend {
                showsLegend = true
                return .continue
            }
            showsHelp = false
            showsLegend = false
            if key == .character("q") { return .quit }
            if key == .escape || key == .character("?") { return .continue }
        }
        message = nil
        if case .resize(let columns, let rows) = key {
            terminalDidResize(columns: columns, rows: rows)
            return .continue
        }
        if viewport.interactiveMovement != nil {
            if let action = carryingActions[key] { return perform(action) }
            if key == .character("q") { return .quit }
            message = "carrying an item: " + Self.carryingHint
            return .continue
        }
        if let tweaks, tweaks.isPanelOpen, let action = Self.actions(of: tweaks.panelBindings)[key] {
            return perform(action)
        }
        guard let action = actions[key] else {
            if case .character(let c) = key {
                message = "unknown key \(c.isASCII && !c.isWhitespace ? "'\(c)'" : "") — press ? for help"
            }
            return .continue
        }
        return perform(action)
    }

    /// Whether a batch of keys typed ahead ends in a quit that need not wait for the keys before
    /// it: none of them saves (`PreviewTweaks.persistentTweaks`), so working through them would
    /// only delay the quit (50 queued `+` on a million items took 6 s).
    public func quitsAtOnce(_ keys: [Key]) -> Bool {
        guard !showsHelp, viewport.interactiveMovement == nil,
            let quit = keys.firstIndex(where: { actions[$0] == .quit && $0 != .escape })
        else { return false }
        let persistent = tweaks?.persistentTweaks ?? []
        let tweaksBefore = keys[..<quit].compactMap { key -> String? in
            if case .tweak(let name) = actions[key] { name } else { nil }
        }
        // A provider's panel gives keys other meanings while it is open (`s` saves the live
        // literals): with one open, or a tweak that may open one, the keys are worked through.
        if let tweaks, tweaks.isPanelOpen || (!tweaks.panelBindings.isEmpty && !tweaksBefore.isEmpty) { return false }
        return tweaksBefore.allSatisfy { !persistent.contains($0) }
    }

    private func perform(_ action: PreviewerAction) -> Outcome {
        let cell = viewport.cellScale
        let alongAxis = scrollsHorizontally ? cell.width : cell.height
        switch action {
        case .scroll, .wheel: noteScrollInput()
        case .page: noteScrollInput(flicks: false)
        default: settleGestureIfDue(force: true)
        }
        switch action {
        case .quit: return .quit
        case .redraw: return .redraw
        case .scroll(var x, let y):
            // Mirrored, → still moves what is on the right of the screen into view.
            if viewport.isMirrored { x = -x }
            // Across the layout's scroll axis the keys move a focused item's own section, if it has one.
            let across = (viewport.layout as? OrthogonalScrolling)?.orthogonalScrollsVertically == true ? y : x
            if !scrollOrthogonalSection(by: across) {
                viewport.scroll(by: CGPoint(x: CGFloat(x) * cell.width, y: CGFloat(y) * cell.height))
            }
        case .wheel(let down): viewport.scroll(by: alongScrollAxis((down ? 3 : -3) * alongAxis))
        case .page(let down):
            let shown = viewport.visibleRect
            let page =
                scrollsHorizontally ? max(alongAxis, shown.width - alongAxis) : max(alongAxis, shown.height - alongAxis)
            viewport.scroll(by: alongScrollAxis(down ? page : -page))
        case .start: viewport.scrollVisible(to: viewport.minimumOffset)
        case .end:
            // The content's end, and the window at the screen's far edge (a device screen the
            // terminal is shorter than).
            let (low, far) = (
                viewport.minimumOffset,
                CGPoint(
                    x: viewport.maximumOffset.x + viewport.bounds.width,
                    y: viewport.maximumOffset.y + viewport.bounds.height)
            )
            viewport.scrollVisible(to: scrollsHorizontally ? CGPoint(x: far.x, y: low.y) : CGPoint(x: low.x, y: far.y))
        case .focus(let forward): moveFocus(forward: forward)
        case .select:
            guard let focused else {
                message = "nothing to select: focus an item first (n)"
                return .continue
            }
            // A selection reconfigures cells (a checkmark, a selected background's text): their
            // labels are read again.
            message = viewport.animateChanges {
                let said = viewport.dataSource.selectItem(at: focused)
                viewport.labelsDidChange()
                return said
            }
        case .zoom(let step): zoom(by: step)
        case .help: showsHelp = true
        case .performance: showsPerformance.toggle()
        case .tweak(let tweak):
            guard let tweaks else { return .continue }
            message = viewport.animateChanges {
                let outcome = tweaks.apply(tweak, in: viewport)
                guard case .changed(_, let edit) = outcome else { return outcome.message }
                return applyUndoingIfRefused(edit).map { TweakOutcome.refused($0).message } ?? outcome.message
            }
            if let focused, viewport.layout.attributesForItem(at: focused) == nil { self.focused = nil }
        case .insertItem, .deleteItem, .reloadItem: edit(action)
        case .pickUpItem: pickUp()
        case .carry(let x, let y): carry(x: viewport.isMirrored ? -x : x, y: y)
        case .drop:
            let path = viewport.interactiveMovement?.current
            viewport.endInteractiveMovement()
            if let path { message = "dropped at [\(path.section), \(path.item)]" }
        case .putBack: putBack()
        case .inspector:
            showsInspector.toggle()
            message =
                showsInspector
                ? "inspector: insets and gaps with their sizes; n/p: why an item sits where it does" : "inspector off"
        case .toggleAnimations:
            animatesChanges.toggle()
            message = "animations: \(animatesChanges ? "on" : "off")"
        case .rotateDevice, .nextDevice, .fitDevice: changeDevice(action)
        case .scrollProblems(let lines):
            guard let problems = reloadProblems else {
                message = "no problems to scroll (they show when a saved file does not parse or compile)"
                return .continue
            }
            problemsOffset = max(0, min(problemsOffset + lines, problems.count - 1))
        case .toggleLayoutDirection:
            let rightToLeft = viewport.layoutDirection == .leftToRight
            viewport.animateChanges { viewport.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight }
            message =
                !rightToLeft
                ? "left to right"
                : viewport.isMirrored
                    ? "right to left: the layout shown mirrored"
                    : "right to left: the layout does not flip (its own code reads the direction)"
        }
        return .continue
    }

    /// The content grows along x when it is wider than the view but not taller.
    var scrollsHorizontally: Bool {
        let content = viewport.contentSize
        return content.width > viewport.bounds.width && content.height <= viewport.bounds.height
    }

    private func alongScrollAxis(_ distance: CGFloat) -> CGPoint {
        scrollsHorizontally ? CGPoint(x: distance, y: 0) : CGPoint(x: 0, y: distance)
    }

    /// D: the next device of the table (the first when none is shown); O: turned; F: the whole
    /// screen scaled in, or back to the width across the terminal. Animated, as a resize.
    private func changeDevice(_ action: PreviewerAction) {
        var setting = viewport.device ?? DeviceSetting(device: Device.all[1])
        switch action {
        case .nextDevice where viewport.device != nil:
            let index = Device.all.firstIndex(of: setting.device).map { ($0 + 1) % Device.all.count } ?? 0
            setting.device = Device.all[index]
        case .rotateDevice: setting.isLandscape.toggle()
        case .fitDevice: setting.fitsScreen.toggle()
        default: break
        }
        viewport.animateChanges { viewport.device = setting }
        message = setting.summary(viewport.cellScale)
    }

    private func zoom(by step: Int) {
        let levels = Viewport.zoomLevels
        let current = levels.firstIndex { $0 >= viewport.zoom } ?? levels.count - 1
        let next = min(max(0, current + step), levels.count - 1)
        viewport.animateChanges { viewport.setZoom(levels[next]) }
        message = "zoom: \(Self.format(levels[next])) point(s) per cell"
    }

    /// Focus the next/previous item in index order (the first visible one when nothing has
    /// focus), then scroll it into view. Walks sections only, never items.
    private func moveFocus(forward: Bool) {
        let data = viewport.dataSource
        var next: IndexPath?
        if let current = focused {
            var section = current.section
            var item = current.item + (forward ? 1 : -1)
            while next == nil, section >= 0, section < data.numberOfSections {
                if item >= 0, item < data.numberOfItems(inSection: section) {
                    next = IndexPath(item: item, section: section)
                } else {
                    section += forward ? 1 : -1
                    item =
                        forward
                        ? 0
                        : (section >= 0 && section < data.numberOfSections
                            ? data.numberOfItems(inSection: section) - 1 : -1)
                }
            }
            if next == nil { message = forward ? "last item" : "first item" }
        } else {
            next = viewport.visibleAttributes().filter { $0.representedElementCategory == .cell }.map(\.indexPath).min()
        }
        if let next { focus(on: next) }
    }

    /// Focuses an item and scrolls it into view; false when the layout has no such item.
    @discardableResult
    package func focus(on indexPath: IndexPath) -> Bool {
        guard viewport.layout.attributesForItem(at: indexPath) != nil else { return false }
        focused = indexPath
        revealInOrthogonalSection(indexPath)
        if let attributes = viewport.layout.attributesForItem(at: indexPath) {
            viewport.scrollToVisible(attributes.frame)
        }
        return true
    }

    // MARK: Drawing

    /// Elements the last frame drew as a `·`: smaller than a cell (`ElementPainter`).
    public private(set) var tooSmallToDraw = 0

    /// Draws the screen as the state is: drawing changes nothing but what it measures (a gesture
    /// due to settle waits for `.tick`).
    public func draw(on canvas: Canvas) {
        canvas.erase()
        let area = CellRect(col: 0, row: 0, width: canvas.columns, height: canvas.rows - Self.chromeRows)
        guard area.height >= 1, area.width >= 1 else {
            canvas.text(
                DisplayWidth.truncate("terminal too small", to: canvas.columns), col: 0, row: 0,
                style: Style(bold: true, color: .notice))
            return
        }
        let start = ContinuousClock.now
        let animated = viewport.isAnimating
        drewAnimationFrame = animated
        viewport.layoutIfNeeded()
        let elements = viewport.presentedElements()
        // Where the device's screen is smaller than the terminal: its edges drawn (an edge past
        // the drawing area is cut, or covered by the message line), what lies beyond them not,
        // as the device does not show it.
        let screen = viewport.screenCells
        if let screen {
            canvas.box(screen.outset(by: 1), lines: .dashed, label: "", style: Style(dim: true), coveringBelow: false)
        }
        if showsInspector { InspectorPainter().paint(viewport, on: canvas, in: area) }
        // (The inspector's safe area lies under elements too: they cover it.)
        drawScreenViews(in: area, on: canvas)
        tooSmallToDraw = ElementPainter(focused: focused).paint(
            elements, on: canvas, in: area, clip: viewport.viewCells(in: area),
            mayOverlap: animated || viewport.interactiveMovement != nil || showsInspector)
        drawNavigationBar(in: area, on: canvas)
        if let screen { drawDeviceChrome(in: screen.intersection(area), on: canvas) }
        if let panel = tweaks?.panel { drawPanel(panel, on: canvas, area: area) }
        if let reloadProblems { drawProblems(reloadProblems, on: canvas, area: area) }
        lastDrawDuration = ContinuousClock.now - start
        lastDrawnElements = elements.count
        let cells =
            viewport.animation?.visibleCellCount
            ?? elements.reduce(0) { $0 + ($1.attributes.representedElementCategory == .cell ? 1 : 0) }
        drawMessageLine(on: canvas, row: area.maxRow)
        drawStatusBar(on: canvas, row: area.maxRow + 1, cells: cells)
        // The help may cover the message line and status bar too: every key fits in 80x24.
        if showsHelp { drawHelp(on: canvas, area: canvas.bounds) }
    }

    /// A fitted device's status bar and home indicator, over the content as iOS draws them: the
    /// time in the top safe area and a bar 134 points wide in the bottom one, each where the
    /// safe area is at least a row tall at this scale.
    private func drawDeviceChrome(in screen: CellRect, on canvas: Canvas) {
        guard let device = viewport.device, device.fitsScreen, screen.width > 0, screen.height > 0 else { return }
        let scale = viewport.cellScale
        let style = Style(dim: true)
        let topRows = Int(saturating: (device.deviceSafeArea.top / scale.height).rounded(.down))
        if topRows >= 1 {
            // Leading, as iOS puts it: at the right when laid out right to left.
            let inset = min(3, max(0, screen.width - 4))
            let col = viewport.layoutDirection == .rightToLeft ? screen.maxCol - inset - 4 : screen.col + inset
            _ = canvas.text("9:41", col: col, row: screen.row + (topRows - 1) / 2, style: style)
        }
        let bottomRows = Int(saturating: (device.deviceSafeArea.bottom / scale.height).rounded(.down))
        let width = min(screen.width, max(1, Int(saturating: (134 / scale.width).rounded())))
        if bottomRows >= 1 {
            let bar = String(repeating: canvas.unicode ? "━" : "-", count: width)
            _ = canvas.text(bar, col: screen.col + (screen.width - width) / 2, row: screen.maxRow - 1, style: style)
        }
    }

    private func drawMessageLine(on canvas: Canvas, row: Int) {
        let text: String
        // What the user must read whole — a message, a refusal — wraps; hints and readings are cut.
        var wraps = false
        if let message {
            (text, wraps) = (message, true)
        } else if showsPerformance {
            let frame = lastDrawDuration.map { $0 + (lastPresentDuration ?? .zero) }
            text =
                "perf: prepare \(Self.milliseconds(viewport.lastPrepareDuration)) ms · query \(Self.milliseconds(viewport.lastQueryDuration)) ms"
                + " · drawn \(lastDrawnElements) · frame \(Self.milliseconds(frame)) ms"
        } else if let movement = viewport.interactiveMovement {
            text =
                "carrying [\(movement.current.section), \(movement.current.item)] from [\(movement.original.section), \(movement.original.item)]: "
                + Self.carryingHint
        } else if let error = viewport.layout.configurationError {
            (text, wraps) = ("layout refused: \(error)", true)
        } else if viewport.summarizesCrowdedCells {
            text =
                viewport.examinationBudgetSpent
                ? "too many elements to show: the search stopped at \(Viewport.examinedPerShown) per element shown (z zooms in)"
                : "too many elements to show: \(Viewport.elementsPerCell) per cell asked for (z zooms in)"
        } else if tooSmallToDraw > 0 {
            text = "\(tooSmallToDraw) element\(tooSmallToDraw == 1 ? "" : "s") too small to draw, each a · (z zooms in)"
        } else if viewport.undrawnElementCount > 0 {
            let n = viewport.undrawnElementCount
            text =
                "\(n) element\(n == 1 ? "" : "s") not drawn: the layout gave \(n == 1 ? "it a frame" : "them frames") with NaN or ∞ (UIKit draws nothing either)"
        } else if showsInspector, let focused,
            let why = (viewport.layout as? PlacementExplaining)?.placementDescription(ofItemAt: focused)
        {
            text = "[\(focused.section), \(focused.item)] " + why
        } else if let focused, let a = viewport.layout.attributesForItem(at: focused) {
            let f = a.frame
            text =
                "item [\(focused.section), \(focused.item)]  frame (\(Self.format(f.minX)), \(Self.format(f.minY)), "
                + "\(Self.format(f.width)), \(Self.format(f.height)))  zIndex \(a.zIndex)  \"\(viewport.dataSource.label(for: focused))\""
        } else {
            text = "arrows scroll · n/p focus · \(tweaks?.hint ?? "z/Z zoom") · ? help · q quit"
        }
        // A message wider than the terminal (a refusal naming a file) takes up to `messageLines`
        // rows, growing upward over the layout, so its end is never cut off.
        let style = Style(dim: message == nil && focused == nil)
        guard wraps else { return chrome(text, on: canvas, col: 0, row: row, width: canvas.columns, style: style) }
        let lines = DisplayWidth.wrap(
            chromeText(text, unicode: canvas.unicode), to: canvas.columns, lines: min(Self.messageLines, row + 1))
        for (index, line) in lines.enumerated() {
            let lineRow = row - (lines.count - 1) + index
            canvas.fill(CellRect(col: 0, row: lineRow, width: canvas.columns, height: 1), style: .plain)
            canvas.text(
                canvas.unicode ? line : line.replacingOccurrences(of: "…", with: "~"), col: 0, row: lineRow,
                style: style)
        }
    }

    /// What each field of the status bar says (`?` twice).
    package static let statusLegend: [(String, String)] = [
        ("flow↓ 6 col", "a spec's layout, direction and columns; else a type"),
        ("sp 2/1", "line / interitem spacing (waterfall: column / item)"),
        ("in 1,2,1,2", "section insets: top, left, bottom, right"),
        ("justified", "alignment; pinned: pinned headers"),
        ("building…", "a save being rebuilt (preview)"),
        ("393×1332", "the content's size, in points"),
        ("@0,-59", "the scroll offset in points (negative: an inset)"),
        ("3/12", "items on screen / items in all"),
        ("estimated", "cells at their estimated sizes (no content to measure)"),
        ("zoom 2", "the zoom (z Z)"),
        ("RTL", "laid out right to left (L)"),
        ("iPhone 15 portrait", "the device shown (D O F)"),
        ("4.91×9.82pt", "the points a column and a row are worth"),
        ("0.53+0.01ms", "the last prepare() and rect query (t: more)"),
        ("", "narrow: the timings go first, then the layout's name")
    ]

    /// The most rows the message line grows to.
    static let messageLines = 3

    /// What to tell of a screen with items and nothing to draw them in (a library's layout whose
    /// `itemSize` the app sets, zero until then): no content, or — a flow layout laying out items
    /// sized zero, as UIKit does, in content their spacing makes — every section's first item of
    /// no area. Nil when there is something to draw, or no item.
    /// - Complexity: O(sections), for the count of items and the sections' first items.
    public var emptyContentNote: String? {
        let content = viewport.contentSize
        let items = viewport.dataSource.totalItemCount
        guard items > 0 else { return nil }
        let hint =
            "nothing is drawn (a size the app sets on the layout, as itemSize, may be zero here: set it in a #Preview block)"
        let counted = "\(viewport.layout.name) laid out \(items) item\(items == 1 ? "" : "s")"
        if content.width <= 0 || content.height <= 0 {
            return
                "\(counted) in content of \(Self.format(content.width))×\(Self.format(content.height)) points: \(hint)"
        }
        let data = viewport.dataSource
        // A layout that answers no item by its index path (a custom one overriding only the
        // rect query, as UIKit's default answers nil) says nothing of its items' sizes.
        let firsts = (0..<data.numberOfSections).filter { data.numberOfItems(inSection: $0) > 0 }.compactMap {
            viewport.layout.attributesForItem(at: IndexPath(item: 0, section: $0))?.frame.size
        }
        guard firsts.allSatisfy({ $0.width <= 0 || $0.height <= 0 }), let first = firsts.first else { return nil }
        return
            "\(counted) of no area (the first \(Self.format(first.width))×\(Self.format(first.height)) points): \(hint)"
    }

    private func drawStatusBar(on canvas: Canvas, row: Int, cells: Int) {
        let content = viewport.contentSize
        let timings =
            showsTimings
            ? "\(Self.milliseconds(viewport.lastPrepareDuration))+\(Self.milliseconds(viewport.lastQueryDuration))ms"
            : nil
        let size =
            "\(Self.format(content.width))×\(Self.format(content.height)) @\(Self.format(viewport.bounds.minX)),\(Self.format(viewport.bounds.minY))"
        let line = Self.statusLine(
            name: tweaks?.summary(of: viewport) ?? viewport.layout.name,
            fixed: [
                reloadActivity, size, "\(cells)/\(viewport.dataSource.totalItemCount)",
                viewport.keepsEstimates ? "estimated" : nil,
                viewport.zoom != 1 ? "zoom \(Self.format(viewport.zoom))" : nil,
                viewport.layoutDirection == .rightToLeft ? "RTL" : nil, viewport.device?.summary(viewport.cellScale)
            ].compactMap { $0 }, yielding: size, timings: timings, width: canvas.columns,
            ellipsis: canvas.unicode ? "…" : "~")
        let style = Style(reverse: true, color: .status)
        canvas.fill(CellRect(col: 0, row: row, width: canvas.columns, height: 1), style: style)
        chrome(line, on: canvas, col: 0, row: row, width: canvas.columns, style: style)
    }

    /// The status bar's text in `width` columns: the layout's `name`, then the `fixed` parts,
    /// then the timings. What gives way when it is too wide: the timings first, then the
    /// name (cut with `…`, at last dropped), then the `yielding` one of the fixed parts (the
    /// content's size and offset) — the items, the device and its scale stay whole while they
    /// fit at all.
    static func statusLine(
        name: String, fixed: [String], yielding: String? = nil, timings: String?, width: Int, ellipsis: String
    )
        -> String
    {
        let separator = " │ "
        // Even without the name too wide: the size gives way (the name had already).
        if let yielding, DisplayWidth.of(fixed.joined(separator: separator)) > width {
            return fixed.filter { $0 != yielding }.joined(separator: separator)
        }
        let rest = fixed.joined(separator: separator)
        func line(_ name: String?, _ timings: String?) -> String {
            ([name].compactMap { $0 } + [rest] + [timings].compactMap { $0 }).joined(separator: separator)
        }
        if DisplayWidth.of(line(name, timings)) <= width { return line(name, timings) }
        if DisplayWidth.of(line(name, nil)) <= width { return line(name, nil) }
        let room = width - DisplayWidth.of(rest) - DisplayWidth.of(separator)
        // A name cut to fewer than four columns says nothing: dropped.
        guard room >= 4 else { return rest }
        return line(DisplayWidth.truncate(name, to: room, ellipsis: ellipsis), nil)
    }

    private func drawHelp(on canvas: Canvas, area: CellRect) {
        let rows = showsLegend ? Self.statusLegend : keyBindings.map { ($0.keys, $0.summary) }
        let keyWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let lines = rows.map { $0.0.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + "  " + $0.1 }
        let width = min(area.width, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4)
        let height = min(area.height, lines.count + 2)
        let box = CellRect(
            col: area.col + (area.width - width) / 2, row: area.row + (area.height - height) / 2, width: width,
            height: height)
        canvas.box(box, lines: .double, label: "", style: Style(bold: true, color: .notice))
        let title = showsLegend ? " the status bar · any key closes " : " keys · ? the status bar "
        chrome(
            title, on: canvas, col: box.col + 2, row: box.row, width: width - 4,
            style: Style(bold: true, color: .notice))
        // A terminal too short for every key shows what fits and says so on the last line.
        let room = max(0, height - 2)
        let shown =
            lines.count <= room
            ? lines : Array(lines.prefix(max(0, room - 1))) + ["… (a taller terminal shows every line)"]
        for (index, line) in shown.enumerated() {
            chrome(line, on: canvas, col: box.col + 2, row: box.row + 1 + index, width: width - 4, style: .plain)
        }
    }

    /// A provider's list in a box across the bottom of the layout, at most half its height, the
    /// picked row kept in view and highlighted.
    private func drawPanel(_ panel: TweakPanel, on canvas: Canvas, area: CellRect) {
        let height = min(area.height, panel.rows.count + 2, max(3, area.height / 2))
        let box = CellRect(col: area.col, row: area.maxRow - height, width: area.width, height: height)
        canvas.fill(box, style: .plain)
        canvas.box(box, lines: .single, label: "", style: Style(bold: true, color: .notice))
        chrome(
            " \(panel.title) ", on: canvas, col: box.col + 2, row: box.row, width: box.width - 4,
            style: Style(bold: true, color: .notice))
        let room = max(0, height - 2)
        let first = panel.selected.map { min(max(0, $0 - room / 2), max(0, panel.rows.count - room)) } ?? 0
        for (offset, line) in panel.rows.dropFirst(first).prefix(room).enumerated() {
            let picked = first + offset == panel.selected
            chrome(
                line, on: canvas, col: box.col + 2, row: box.row + 1 + offset, width: box.width - 4,
                style: picked ? Style(reverse: true) : .plain)
        }
    }

    /// A saved file's problems in a box across the bottom of the layout: the last good layout
    /// stays visible above it. More than fit scroll with `J` `K`; the title says which are shown.
    private func drawProblems(_ problems: [String], on canvas: Canvas, area: CellRect) {
        let height = min(area.height, problems.count + 2)
        let box = CellRect(col: area.col, row: area.maxRow - height, width: area.width, height: height)
        canvas.fill(box, style: .plain)
        canvas.box(box, lines: .double, label: "", style: Style(bold: true, color: .notice))
        let room = max(0, height - 2)
        let first = min(problemsOffset, max(0, problems.count - room))
        let shown = problems.dropFirst(first).prefix(room)
        let position =
            problems.count <= room ? "" : "· \(first + 1)–\(first + shown.count) of \(problems.count), J K scroll "
        chrome(
            " \(problemsTitle) \(position)", on: canvas, col: box.col + 2, row: box.row,
            width: box.width - 4,
            style: Style(bold: true, color: .notice))
        for (index, line) in shown.enumerated() {
            chrome(line, on: canvas, col: box.col + 2, row: box.row + 1 + index, width: box.width - 4, style: .plain)
        }
    }

    /// The previewer's own text (status, messages, help), truncated to `width`; in ASCII mode
    /// its symbols get ASCII stand-ins rather than `?`.
    private func chrome(_ text: String, on canvas: Canvas, col: Int, row: Int, width: Int, style: Style) {
        let text = chromeText(text, unicode: canvas.unicode)
        canvas.text(
            DisplayWidth.truncate(text, to: width, ellipsis: canvas.unicode ? "…" : "~"), col: col, row: row,
            style: style)
    }

    private func chromeText(_ text: String, unicode: Bool) -> String {
        guard !unicode else { return text }
        var text = text
        for (symbol, ascii) in [
            ("←↑↓→", "arrows"), ("│", "|"), ("×", "x"), ("·", "-"), ("↓", "v"), ("→", ">"), ("−", "-"), ("«", "<"),
            ("»", ">")
        ] {
            text = text.replacingOccurrences(of: symbol, with: ascii)
        }
        return text
    }

    /// A length for the status bar and messages: whole numbers as integers, magnitudes a
    /// fixed-point form would spell with hundreds of digits (1e300, 1e-300) in exponent form.
    public static func format(_ v: CGFloat) -> String { LayoutNumber.format(v) }

    static func milliseconds(_ d: Duration?) -> String {
        guard let d else { return "-" }
        return String(format: "%.2f", d.inSeconds * 1000)
    }
}

extension Duration {
    /// The duration in seconds, as the status bar and the benches report them.
    package var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
