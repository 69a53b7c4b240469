import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttyDevice
import LayouttySpec
import LayouttyTerminal
import TerminalCollectionView

/// `layoutty browse` (and bare `layoutty`): the interactive previewer.
///
/// ```
/// layoutty browse --demo sections
/// layoutty --spec Demos/specs/tags.json
/// ```
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Preview a layout interactively (press ? for keys)."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DeviceOptions

    @Flag(
        name: .customLong("no-animation"),
        help: "Show changes at once instead of animating them (also LAYOUTTY_NO_ANIMATION=1).")
    var noAnimation = false

    @Flag(
        name: .customLong("slow-animations"), help: "Animate ten times slower, as the iOS Simulator's Slow Animations.")
    var slowAnimations = false

    @Flag(
        name: .customLong("no-watch"),
        help: "Do not show the spec file again when it is saved (by default a save reloads it).")
    var noWatch = false

    /// `play` runs browse with it, so a recorded screen is the same every time.
    @Flag(name: .customLong("no-timings"), help: .hidden)
    var noTimings = false

    func run() throws {
        // Checked against the real terminal width before curses starts, so a spec that cannot
        // fit is a one-line error on a normal screen. One that fits 80x24 but not a tiny
        // terminal opens anyway and says what a resize to that size says ("terminal too small",
        // the layout's refusal): the terminal is what is wrong, not the spec.
        let size = TerminalSession.currentSize() ?? (80, 24)
        let viewRows = Previewer.viewportRows(forTerminalRows: size.rows)
        var setting: DeviceSetting?
        let prepared: PreparedSpec
        do {
            prepared = try PreparedSpec(source: source) { spec in
                setting = try display.setting(for: spec)
                let scale = setting?.pointsPerCell(columns: size.columns, rows: viewRows) ?? 1
                return CGSize(width: CGFloat(size.columns) * scale.width, height: CGFloat(viewRows) * scale.height)
            }
        } catch let error as SpecError {
            let normal = CGSize(width: 80, height: Previewer.viewportRows(forTerminalRows: 24))
            guard size.columns < 80 || size.rows < 24,
                let fits = try? PreparedSpec(source: source, boundsSize: { _ in normal })
            else {
                throw error
            }
            prepared = fits
        }
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            throw CLIFailure(message: "browse \(error.description)")
        }
        defer { session.end() }
        let options = PreviewOptions(
            showsTimings: !noTimings,
            animatesChanges: !noAnimation && Previewer.animationsWanted(in: ProcessInfo.processInfo.environment))
        let previewer = Previewer(
            spec: prepared.data, layout: prepared.layout, file: source.spec, terminalColumns: size.columns,
            rows: size.rows, options: options)
        previewer.viewport.device = setting
        previewer.viewport.layoutDirection = display.layoutDirection
        if slowAnimations { previewer.viewport.animationDuration *= 10 }
        // A bare `layoutty` opens a demo: say which, and how to open another or one's own.
        if source.spec == nil && source.demo == nil {
            previewer.message = "the grid demo · --demo NAME (sections, tags, photos…) or --spec FILE for yours"
        }
        TerminalPreview.run(previewer, session: session, watchesFiles: !noWatch)
    }
}
