import CollectionLayout
import Foundation
import LayouttySpec
import LayouttyTerminal
import TerminalCollectionView
import UIKit

/// The program `layoutty preview` builds around a user's UIKit layout files: its generated
/// `main.swift` is one call to `PreviewHost.main`, naming how to make the layout.
///
/// ```swift
/// import LayouttyPreviewHost
/// PreviewHost.main(fileIDs: ["LayouttyPreviewProgram/TagsLayout.swift": "Layouts/TagsLayout.swift"]) { _ in TagsLayout() }
/// ```
///
/// Its one argument is the request `layoutty preview` checked and handed over (`PreviewRequest`):
/// the data (`--spec`, `--demo`, `--items`), a render or attributes query, the device options.
public enum PreviewHost {
    /// Makes the layout for the view (which already has its data source and delegate: a glue
    /// function may replace the delegate), shows it, exits. `fileIDs` names the user's files by
    /// the `#fileID` of their copies: a trap's message (which the terminal guard keeps and writes
    /// when the program ends) says the user's path instead. `literals` is the port's table of
    /// live literals (JSON, `LiveLiterals.Literal`s); a literal changed in the previewer makes
    /// the layout again with `makeLayout`.
    public static func main(
        fileIDs: [String: String] = [:], literals: String = "[]", makeLayout: @escaping (UICollectionView) -> UICollectionViewLayout
    ) -> Never {
        StandardStreams.rename(fileIDs)
        LiveLiterals.install((try? JSONDecoder().decode([LiveLiterals.Literal].self, from: Data(literals.utf8))) ?? [])
        do {
            let request = try PreviewRequest(arguments: Array(CommandLine.arguments.dropFirst()))
            // A screen's text or attributes JSON: what the user's code prints must not land in it.
            if request.render != nil || request.attributes != nil { StandardStreams.keepProgramOutputApart() }
            let data = try request.data()
            let restored = try request.restore.map { try PreviewState.read($0) }
            let device = restored.map(\.deviceSetting) ?? request.device(default: data.spec.spec.device)
            let direction = restored?.layoutDirection ?? request.layoutDirection
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
            view.dataSource = data
            view.delegate = data
            let shown = Shown(device: device, layoutDirection: direction)
            try withExtendedLifetime(data) { try show(view, request, shown, restoring: restored, makeLayout: makeLayout) }
            exit(StandardStreams.outputFailed ? 1 : 0)
        } catch {
            StandardStreams.writeError("layoutty: \(String(describing: error).escapingControlCharacters)\n")
            exit(2)
        }
    }

    /// The device and layout direction the preview shows the layout in.
    struct Shown {
        var device: DeviceSetting?
        var layoutDirection: UIUserInterfaceLayoutDirection

        /// `view` previewed in a terminal of `columns` x `rows`: the screen is said first (this
        /// device, else the terminal), then the layout made — layouts read `UIScreen.main` when
        /// they are made — then the previewer, which the screen follows from then on.
        func previewer(
            of view: UICollectionView, columns: Int, rows: Int, tweaks: PreviewTweaks? = nil,
            makeLayout: (UICollectionView) -> UICollectionViewLayout
        ) -> Previewer {
            UIScreen.main.show(device: device, layoutDirection: layoutDirection, terminalColumns: columns, rows: rows)
            let layout = makeLayout(view)
            // A screen's own collection view (a view controller's, with its data source) is shown
            // as it is: its data and its cells' text, not `--items`.
            let shown = layout._layouttyScreenView ?? view
            if shown === view { view.collectionViewLayout = layout }
            let previewer = Previewer(
                collectionView: shown, terminalColumns: columns, rows: rows, device: device, tweaks: tweaks,
                layoutDirection: layoutDirection
            )
            UIScreen.main.follow(previewer.viewport)
            return previewer
        }
    }

    private static func show(
        _ view: UICollectionView, _ request: PreviewRequest, _ shown: Shown, restoring state: PreviewState?,
        makeLayout: @escaping (UICollectionView) -> UICollectionViewLayout
    ) throws {
        if let query = request.attributes { return printAttributes(view, query, shown, makeLayout: makeLayout) }
        guard let size = request.render else {
            do {
                try run(view, request, shown, restoring: state, makeLayout: makeLayout)
            } catch {
                throw PreviewFailure("preview \(error.description)")
            }
            return
        }
        let editor = request.measuresLiteral ? LiteralEditor(view: view, makeLayout: makeLayout, rebuild: nil) : nil
        // A picture has no terminal: with a device, as many rows as its whole screen takes.
        let rows =
            request.picture == nil ? size.rows : Previewer.pictureRows(device: shown.device, columns: size.columns, otherwise: size.rows)
        let previewer = shown.previewer(of: view, columns: size.columns, rows: rows, tweaks: editor, makeLayout: makeLayout)
        previewer.showsTimings = false
        let canvas = TextCanvas(
            columns: size.columns, rows: rows, unicode: TextEncoding.prefersUnicode(ProcessInfo.processInfo.environment))
        previewer.draw(on: canvas)
        if let picture = request.picture {
            let theme = SVGPicture.Theme(rawValue: picture.theme) ?? .light
            return try PictureFile.write(SVGPicture(previewer: previewer, theme: theme).document, svg: picture.svg, png: picture.png)
        }
        // What UIKit would have logged to the console (constraints it broke), each once.
        for issue in UIKitLog.take() { StandardStreams.writeError("layoutty: preview: UIKit: \(issue)\n") }
        guard editor != nil else { return StandardStreams.writeOutput(Array(canvas.text.utf8)) }
        try measureLiteralChange(previewer, canvas)
    }

    /// `--measure-literal`: the first literal changed with the keys a user presses (`#`, then `+`
    /// five times), each to its next frame drawn with the new layout (animations off: the frame
    /// measured is the one showing the change whole); prints the median in milliseconds.
    private static func measureLiteralChange(_ previewer: Previewer, _ canvas: TextCanvas) throws {
        previewer.animatesChanges = false
        previewer.handle(.character("#"))
        var times: [Double] = []
        for _ in 0..<5 {
            let start = ContinuousClock.now
            previewer.handle(.character("+"))
            previewer.draw(on: canvas)
            times.append((ContinuousClock.now - start).inSeconds * 1000)
            guard previewer.message?.contains("→") == true else {
                throw PreviewFailure("--measure-literal: no literal changed (\(previewer.message ?? "no message"))")
            }
        }
        StandardStreams.writeOutput(Array("literal change → next frame: \(String(format: "%.3f", times.sorted()[2])) ms\n".utf8))
    }
}

extension PreviewHost {
    /// `--attributes`: the layout's answer as `layoutty attributes` prints it — the view as big as
    /// the device's screen with its safe area (else `--size`, one point per cell), scrolled to
    /// `--offset`, asked for `--rect` or the whole content.
    private static func printAttributes(
        _ view: UICollectionView, _ query: PreviewRequest.Attributes, _ shown: Shown,
        makeLayout: (UICollectionView) -> UICollectionViewLayout
    ) {
        var fitted = shown
        fitted.device?.fitsScreen = true
        // The previewer's viewport is the terminal less its two rows of chrome: add them back.
        let previewer = fitted.previewer(
            of: view, columns: query.size.columns, rows: query.size.rows + Previewer.chromeRows, makeLayout: makeLayout)
        if let offset = query.offset { previewer.viewport.scroll(to: offset) }
        let layout = previewer.viewport.layout
        let content = layout.collectionViewContentSize
        let rect = query.rect ?? CGRect(origin: .zero, size: content)
        var json: [UInt8] = []
        // A screen's own data: each element with the text its cell or view shows.
        let data = previewer.viewport.dataSource
        // (`view` carries `--items` and is shown only when no screen of the files has its own.)
        let text: ((LayoutAttributes) -> String?)? =
            view._layouttyIsShown
            ? nil
            : { element in
                switch element.representedElementCategory {
                case .cell: data.label(for: element.indexPath)
                case .supplementaryView: data.label(forElementOfKind: element.representedElementKind ?? "", at: element.indexPath)
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

    /// The interactive preview; with the files to watch and the program to rebuild them with
    /// (the request's `rebuild`), one that rebuilds itself when a file is saved (`PreviewRebuild`).
    private static func run(
        _ view: UICollectionView, _ request: PreviewRequest, _ shown: Shown, restoring state: PreviewState?,
        makeLayout: @escaping (UICollectionView) -> UICollectionViewLayout
    ) throws(TerminalError) {
        let environment = ProcessInfo.processInfo.environment
        let session = try TerminalSession.start(environment: environment)
        defer { session.end() }
        let rebuild = PreviewRebuild(request: request)
        let editor = LiteralEditor(view: view, makeLayout: makeLayout, rebuild: rebuild)
        let previewer = shown.previewer(
            of: view, columns: session.canvas.columns, rows: session.canvas.rows, tweaks: editor, makeLayout: makeLayout)
        previewer.animatesChanges = Previewer.animationsWanted(in: environment)
        if request.slowAnimations { previewer.viewport.animationDuration *= 10 }
        state?.apply(to: previewer, rebuiltFrom: rebuild?.files ?? [], editor: editor)
        // The loop ends with a host effect when a rebuild is ready: hand over to it; should the
        // view's state not be written, say why and go on with this program.
        while let effect = TerminalPreview.run(previewer, session: session), effect.name == PreviewRebuild.become, let rebuild {
            previewer.show(.failed([rebuild.become(effect.value, showing: previewer, session: session)]))
        }
    }
}

/// A one-line failure of the preview program.
struct PreviewFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
