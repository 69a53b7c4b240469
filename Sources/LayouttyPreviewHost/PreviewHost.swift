import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import LayouttySystem
import LayouttyTerminal
import TerminalCollectionView
import UIKit
import UIKitPreview
import _LayouttyConsole
import _LayouttyFoundation
import _LayouttyPortRuntime

/// The program `layoutty preview` runs a user's UIKit layout files in. Built against the kit,
/// it is one host program (`hostMain`) that loads the files' library (`PreviewLibrary`), and
/// loads a rebuilt one in place on every save; built as a scratch package, the generated
/// `main.swift` is one call to `main(_:)`, and a save execs the rebuilt program.
///
/// ```swift
/// import LayouttyPreviewHost
/// PreviewHost.main(PreviewEntry(fileIDs: ["LayouttyPreviewProgram/TagsLayout.swift": "Layouts/TagsLayout.swift"]) { _ in TagsLayout() })
/// ```
///
/// Its one argument is the request `layoutty preview` checked and handed over (`PreviewRequest`):
/// the data (`--spec`, `--demo`, `--items`), a render or attributes query, the device options,
/// the library to load. On the main actor: it makes and shows UIKit's views. Its callers are
/// generated `main.swift` files in Swift 5 mode, whose top-level code is not isolated.
@preconcurrency @MainActor
public enum PreviewHost {
    /// The program around `entry`: makes the layout for the view (which already has its data
    /// source and delegate: a glue function may replace the delegate), shows it, exits.
    public static func main(_ entry: PreviewEntry) -> Never {
        start { _ in entry }
    }

    /// The host program's: the same, with the entry of the library the request names.
    public static func hostMain() -> Never {
        start { request throws(PreviewFailure) in
            guard let library = request.library else { throw PreviewFailure("the request names no library to preview") }
            return try PreviewLibrary.load(library)
        }
    }

    private static func start(_ entry: (PreviewRequest) throws(PreviewFailure) -> PreviewEntry) -> Never {
        do {
            let request = try PreviewRequest(arguments: Array(CommandLine.arguments.dropFirst()))
            // After a crash, the code that crashed is not run again: the next save's is.
            let entry = try request.crashOutput == nil ? entry(request) : PreviewEntry { _ in UICollectionViewLayout() }
            entry.install()
            if let resources = request.resources { Bundle._layouttyUseResources(in: resources) }
            if let container = request.container { _LayouttyAppContainer.use(container) }
            // A screen's text or attributes JSON: what the user's code prints must not land in it.
            if request.render != nil || request.attributes != nil { StandardStreams.keepProgramOutputApart() }
            let data = try request.data()
            let restored = try request.restore.map { try PreviewState.read($0) }
            let device = restored.map(\.deviceSetting) ?? request.device(default: data.spec.spec.device)
            let direction = restored?.layoutDirection ?? request.layoutDirection
            let shown = Shown(device: device, layoutDirection: direction)
            // The view holds its data source weakly.
            try withExtendedLifetime(data) {
                try show(request, shown, data: data, restoring: restored, makeLayout: entry.makeLayout)
            }
            exit(StandardStreams.outputFailed ? 1 : 0)
        } catch {
            StandardStreams.writeError("layoutty: \(String(describing: error).escapingControlCharacters)\n")
            exit(2)
        }
    }

    /// A new view over `data` (the view the layout is made for, and shown unless the files' own
    /// screen has a view of its own).
    static func view(over data: PreviewData) -> UICollectionView {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        view.dataSource = data
        view.delegate = data
        // On a device the view is in a window when it is laid out: layouts that ask for its
        // superview (CSStickyHeaderFlowLayout returns no content size without one) see one.
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.addSubview(view)
        return view
    }

    /// The window the previewed view is in (a view holds its superview weakly).
    nonisolated(unsafe) private static var window: UIWindow?

    /// The device and layout direction the preview shows the layout in.
    @MainActor
    struct Shown {
        var device: DeviceSetting?
        var layoutDirection: UIUserInterfaceLayoutDirection

        /// `view` previewed in a terminal of `columns` x `rows`: the screen is said first (this
        /// device, else the terminal), then the layout made — layouts read `UIScreen.main` when
        /// they are made — then the previewer, which the screen follows from then on.
        func previewer(
            of view: UICollectionView, columns: Int, rows: Int, tweaks: PreviewTweaks? = nil,
            options: PreviewOptions = PreviewOptions(),
            makeLayout: @MainActor (UICollectionView) -> UICollectionViewLayout
        ) -> Previewer {
            UIScreen.main.show(device: device, layoutDirection: layoutDirection, terminalColumns: columns, rows: rows)
            let layout = makeLayout(view)
            // A screen's own collection view (a view controller's, with its data source) is shown
            // as it is: its data and its cells' text, not `--items`.
            let shown = layout._layouttyScreenView ?? view
            // A screen's collection view still without a data source (its data not come).
            let awaiting = shown === view ? layout._layouttyAttachedView.flatMap { $0 === view ? nil : $0 } : nil
            if shown === view { view.collectionViewLayout = layout }
            var previewer = previewer(of: shown, columns: columns, rows: rows, tweaks: tweaks, options: options)
            // It is shown with the preview's placeholders in its layout; where the layout refuses
            // them (a section provider reading the app's snapshot, which has no section yet), the
            // screen is shown as iOS shows it until its data comes: its own view, with no items.
            if let awaiting, let refusal = previewer.viewport.layout.configurationError {
                awaiting.collectionViewLayout = layout
                previewer = self.previewer(of: awaiting, columns: columns, rows: rows, tweaks: tweaks, options: options)
                StandardStreams.writeError(
                    "layoutty: preview: its layout refuses the placeholders (\(refusal)): the screen is shown as iOS "
                        + "shows it until its data comes, with no items\n")
            }
            UIScreen.main.follow(previewer.viewport)
            return previewer
        }

        /// The previewer of `shown`: a view controller's screen under its navigation bar, if it is
        /// shown under one.
        private func previewer(
            of shown: UICollectionView, columns: Int, rows: Int, tweaks: PreviewTweaks?, options: PreviewOptions
        ) -> Previewer {
            Previewer(
                collectionView: shown, terminalColumns: columns, rows: rows, device: shown._layouttyDevice(device),
                tweaks: tweaks, layoutDirection: layoutDirection, options: options)
        }
    }

    private static func show(
        _ request: PreviewRequest, _ shown: Shown, data: PreviewData, restoring state: PreviewState?,
        makeLayout: @escaping @MainActor (UICollectionView) -> UICollectionViewLayout
    ) throws {
        let view = view(over: data)
        if let query = request.attributes { return printAttributes(view, query, shown, makeLayout: makeLayout) }
        guard let size = request.render else {
            do {
                try run(request, shown, data: data, restoring: state, makeLayout: makeLayout)
            } catch {
                throw PreviewFailure("preview \(error.description)")
            }
            return
        }
        // A picture has no terminal: with a device, as many rows as its whole screen takes.
        let rows =
            request.picture == nil
            ? size.rows : Previewer.pictureRows(device: shown.device, columns: size.columns, otherwise: size.rows)
        let previewer = shown.previewer(
            of: view, columns: size.columns, rows: rows, options: PreviewOptions(showsTimings: false),
            makeLayout: makeLayout)
        let canvas = TextCanvas(
            columns: size.columns, rows: rows, unicode: TextEncoding.prefersUnicode(ProcessInfo.processInfo.environment)
        )
        previewer.draw(on: canvas)
        if let picture = request.picture {
            let theme = SVGPicture.Theme(rawValue: picture.theme) ?? .light
            return try PictureFile.write(
                SVGPicture(previewer: previewer, theme: theme).document, svg: picture.svg, png: picture.png)
        }
        // What UIKit would have logged to the console (constraints it broke), each once.
        for issue in Console.take() { StandardStreams.writeError("layoutty: preview: \(issue)\n") }
        if let note = previewer.emptyContentNote { StandardStreams.writeError("layoutty: preview: \(note)\n") }
        StandardStreams.writeOutput(Array(canvas.text.utf8))
    }
}

extension PreviewHost {
    /// `--attributes`: the layout's answer as `layoutty attributes` prints it — the view as big as
    /// the device's screen with its safe area (else `--size`, one point per cell), scrolled to
    /// `--offset`, asked for `--rect` or the whole content.
    private static func printAttributes(
        _ view: UICollectionView, _ query: PreviewRequest.Attributes, _ shown: Shown,
        makeLayout: @MainActor (UICollectionView) -> UICollectionViewLayout
    ) {
        var fitted = shown
        fitted.device?.fitsScreen = true
        // The previewer's viewport is the terminal less its two rows of chrome: add them back.
        let previewer = fitted.previewer(
            of: view, columns: query.size.columns, rows: query.size.rows + Previewer.chromeRows, makeLayout: makeLayout)
        if let offset = query.offset { previewer.viewport.scroll(to: offset) }
        // Drawn once, unseen, as the screen would show it: self-sizing cells take their sizes as
        // UIKit shows them (the frames `--render` draws), not the layout's estimates.
        previewer.draw(
            on: TextCanvas(columns: query.size.columns, rows: query.size.rows + Previewer.chromeRows, unicode: false))
        let layout = previewer.viewport.layout
        let content = layout.collectionViewContentSize
        let rect = query.rect ?? CGRect(origin: .zero, size: content)
        var json: [UInt8] = []
        // A screen's own data: each element with the text its cell or view shows.
        let data = previewer.viewport.dataSource
        // (`view` carries `--items` and is shown only when no screen of the files has its own.)
        let text: ((LayoutAttributes) -> String?)? =
            view.isHosted
            ? nil
            : { element in
                switch element.representedElementCategory {
                case .cell: data.label(for: element.indexPath)
                case .supplementaryView:
                    data.label(forElementOfKind: element.representedElementKind ?? "", at: element.indexPath)
                case .decorationView: nil
                }
            }
        AttributesJSON.write(
            contentSize: content, elements: { layout.enumerateAttributes(in: rect, using: $0) }, text: text,
            to: { chunk in
                json += chunk.utf8
                if json.count >= 1 << 16 {
                    StandardStreams.writeOutput(json)
                    json.removeAll(keepingCapacity: true)
                }
            })
        StandardStreams.writeOutput(json + Array("\n".utf8))
    }

    /// The interactive preview; with the files to watch and the way to rebuild them (the
    /// request's `rebuild`), one that shows each save rebuilt (`PreviewRebuild`): a rebuilt
    /// library loaded in place, a rebuilt program exec'd.
    private static func run(
        _ request: PreviewRequest, _ shown: Shown, data: PreviewData, restoring state: PreviewState?,
        makeLayout: @escaping @MainActor (UICollectionView) -> UICollectionViewLayout
    ) throws(TerminalError) {
        let session = try TerminalSession.start(environment: ProcessInfo.processInfo.environment)
        defer { session.end() }
        let rebuild = PreviewRebuild(request: request)
        // What the crashed program printed goes to standard error, captured: printed at the end.
        let crash = request.crashOutput.map(CrashResume.take)
        if let crash { StandardStreams.writeError(crash) } else if rebuild != nil { CrashResume.arm(request) }
        var live = interactive(view(over: data), request, shown, session, rebuild, makeLayout)
        if let state {
            live.previewer.handle(.restored(state.restoration(rebuiltFrom: rebuild?.files ?? [], editor: live.editor)))
        }
        if let crash { live.previewer.handle(.crashed(CrashResume.report(crash, files: rebuild?.files ?? []))) }
        // The loop ends with a host effect when a rebuild is ready: show it; should it not load
        // (or the view's state not be written for a new program), say why and go on as before.
        while let effect = TerminalPreview.run(live.previewer, session: session), let rebuild {
            switch effect {
            case .load(let library):
                do {
                    live = try reloaded(live, library: library, request, data, session, rebuild)
                    CrashResume.arm(request)
                } catch {
                    live.previewer.handle(.hostFailed([error.description]))
                }
            case .become(let program):
                live.previewer.handle(.hostFailed([rebuild.become(program, showing: live, session: session)]))
            }
        }
    }

    /// A previewer of `view` on the terminal, its live literals editable, its files rebuilt.
    private static func interactive(
        _ view: UICollectionView, _ request: PreviewRequest, _ shown: Shown, _ session: TerminalSession,
        _ rebuild: PreviewRebuild?,
        _ makeLayout: @escaping @MainActor (UICollectionView) -> UICollectionViewLayout
    ) -> LivePreview {
        let editor = LiteralEditor(view: view, makeLayout: makeLayout, rebuild: rebuild)
        let previewer = shown.previewer(
            of: view, columns: session.canvas.columns, rows: session.canvas.rows, tweaks: editor,
            options: PreviewOptions(
                animatesChanges: Previewer.animationsWanted(in: ProcessInfo.processInfo.environment)),
            makeLayout: makeLayout)
        if request.slowAnimations { previewer.viewport.animationDuration *= 10 }
        return LivePreview(previewer: previewer, editor: editor)
    }

    /// The rebuilt library at `library` loaded, and a previewer of its layout in `previewer`'s
    /// place: as a rebuilt program would start (`PreviewState`, in memory here), scrolled,
    /// zoomed and focused as the old one was, its unsaved literals kept, animating from the
    /// old frames — on the same terminal session, over the same data.
    private static func reloaded(
        _ live: LivePreview, library: String, _ request: PreviewRequest, _ data: PreviewData,
        _ session: TerminalSession,
        _ rebuild: PreviewRebuild
    ) throws(PreviewFailure) -> LivePreview {
        let entry = try PreviewLibrary.load(library)
        // Read before the new code's tables replace the old's (its literals are the old table's).
        let state = PreviewState(live)
        entry.install()
        let shown = Shown(device: state.deviceSetting, layoutDirection: state.layoutDirection)
        let next = interactive(view(over: data), request, shown, session, rebuild, entry.makeLayout)
        next.previewer.handle(.restored(state.restoration(rebuiltFrom: rebuild.files, editor: next.editor)))
        return next
    }
}

/// An interactive preview: the previewer, and the live literals' editor it was given as its
/// tweaks (kept here by type, so the host never casts the previewer's provider back).
struct LivePreview {
    let previewer: Previewer
    let editor: LiteralEditor
}

/// A one-line failure of the preview program.
package struct PreviewFailure: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
