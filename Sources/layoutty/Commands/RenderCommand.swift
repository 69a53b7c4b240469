import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttyDevice
import LayouttySpec
import TerminalCollectionView

/// `layoutty render`: the screen `browse` would show, as plain text, with no terminal.
///
/// ```
/// layoutty render --demo tags --size 80x24 --offset 0,10
/// ```
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the screen browse would show at an offset, as plain text."
    )

    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DeviceOptions
    @OptionGroup var picture: PictureOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Terminal size: the viewport is this minus two rows of status.", valueName: "colsxrows")
    )
    var size = GridSize(columns: 80, rows: 24)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Scroll offset in points (clamped to the content, as browse does).", valueName: "x,y"))
    var offset: PointArgument?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Points per cell: \(Viewport.zoomLevels.map { "\($0)" }.joined(separator: ", ")).", valueName: "points"))
    var zoom: Double = 1

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Focus this item, as n/p would, and scroll it into view (after --update: its path then).",
            valueName: "section,item"))
    var focus: IndexPathArgument?

    @Flag(help: "Draw with ASCII only (the default when the locale is not UTF-8).")
    var ascii = false

    @Option(
        help: ArgumentHelp(
            "Apply one batch of updates (as attributes --update) and draw the screen after it, or with --progress "
                + "during its animation.", valueName: "ops"))
    var update: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How far through the --update animation to draw, in time: 0 the screen before, 1 the screen after.",
            valueName: "0…1"))
    var progress: Double?

    func validate() throws {
        try size.validate("--size")
        try focus?.validate("--focus")
        guard Viewport.zoomLevels.contains(CGFloat(zoom)) else {
            throw ValidationError(
                "--zoom must be one of \(Viewport.zoomLevels.map { "\($0)" }.joined(separator: ", "))")
        }
        if let progress {
            guard update != nil else {
                throw ValidationError("--progress needs --update (it is a point in the update's animation)")
            }
            guard progress >= 0, progress <= 1 else {
                throw ValidationError("--progress must be from 0 to 1, got \(progress)")
            }
        }
    }

    func run() throws {
        var rows = size.rows
        var setting: DeviceSetting?
        let prepared = try PreparedSpec(source: source) { spec in
            setting = try display.setting(for: spec)
            // A picture has no terminal: with a device, as many rows as its whole screen takes.
            if picture.isWanted {
                rows = Previewer.pictureRows(device: setting, columns: size.columns, otherwise: size.rows)
            }
            let viewRows = Previewer.viewportRows(forTerminalRows: rows)
            let scale = (setting?.pointsPerCell(columns: size.columns, rows: viewRows) ?? 1) * zoom
            return CGSize(width: CGFloat(size.columns) * scale.width, height: CGFloat(viewRows) * scale.height)
        }
        let previewer = Previewer(
            spec: prepared.data, layout: prepared.layout, file: source.spec, terminalColumns: size.columns, rows: rows,
            zoom: zoom, options: PreviewOptions(showsTimings: false))
        let viewport = previewer.viewport
        viewport.device = setting
        viewport.layoutDirection = display.layoutDirection
        try prepared.prepare(for: viewport)
        if let offset { viewport.scroll(to: offset.point) }
        if let update {
            try animate(UpdateReport.batch(update, for: prepared.spec), in: viewport, data: prepared.data)
        }
        // After the update: --focus names an item as it is then.
        if let focus, previewer.handle(.focus(focus.indexPath)) == [], previewer.focused != focus.indexPath {
            throw CLIFailure(message: "--focus \(focus.indexPath.section),\(focus.indexPath.item): no such item")
        }
        if try picture.write(previewer) { return }
        let unicode = !ascii && TextEncoding.prefersUnicode(ProcessInfo.processInfo.environment)
        let canvas = TextCanvas(columns: size.columns, rows: size.rows, unicode: unicode)
        previewer.draw(on: canvas)
        print(canvas.text, terminator: "")
    }

    /// Applies `batch` as browse would, on a clock stopped `progress` of the way through its animation.
    private func animate(_ batch: BatchUpdate, in viewport: Viewport, data: SpecDataSource) throws {
        let clock = ManualAnimationClock()
        viewport.clock = clock
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        if let error = viewport.layout.configurationError {
            throw CLIFailure(message: "\(data.spec.source): after --update: \(error)")
        }
        clock.advance(by: viewport.animationDuration * (progress ?? 1))
    }
}
