import CollectionLayout
import Foundation
import TerminalCollectionView

/// The one-call API: preview any layout over any data in the terminal until the user quits.
///
/// ```swift
/// let layout = MyMasonryLayout()
/// try TerminalPreview.run(layout: layout, dataSource: Photos())
/// ```
public enum TerminalPreview {
    /// Runs the interactive previewer. Throws (before drawing anything) when there is no usable
    /// terminal; the terminal is restored however the session ends.
    public static func run(
        layout: CollectionViewLayout, dataSource: CollectionDataSource, tweaks: PreviewTweaks? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) {
        let session = try TerminalSession.start(environment: environment)
        defer { session.end() }
        let canvas = session.canvas
        let previewer = Previewer(dataSource: dataSource, layout: layout, terminalColumns: canvas.columns, rows: canvas.rows, tweaks: tweaks)
        previewer.animatesChanges = Previewer.animationsWanted(in: environment)
        run(previewer, session: session)
    }

    /// The event loop for a previewer already set up (the CLI builds its own with spec tweaks).
    /// With `watchesFiles`, a save of one of the tweaks provider's files is shown at once.
    public static func run(_ previewer: Previewer, session: TerminalSession, watchesFiles: Bool = true) {
        let canvas = session.canvas
        if watchesFiles, let files = previewer.tweaks?.watchedFiles, !session.watch(files) {
            previewer.message = "not watching \(files.joined(separator: ", ")): the system has no file watches left (inotify)"
        }
        previewer.terminalDidResize(columns: canvas.columns, rows: canvas.rows)
        func frame() {
            previewer.draw(on: canvas)
            let start = ContinuousClock.now
            canvas.present()
            previewer.lastPresentDuration = ContinuousClock.now - start
        }
        frame()
        while true {
            // While something animates, a frame is due every 1/60 s whether keys come or not;
            // a scroll gesture settles once input pauses.
            let waits = [previewer.isAnimating ? frameInterval : nil, previewer.timeUntilDue].compactMap { $0 }
            switch session.readKey(timeout: waits.min()) {
            case .ended: return
            case .timedOut: previewer.settleGestureIfDue()
            case .filesSaved(let files): previewer.filesSaved(files)
            case .posted: break
            case .key(let key):
                // Keys typed while a frame was slow come in one batch, handled before the next
                // frame is drawn; a quit in it ends the session without first working through
                // the keys before it, unless one of them saves.
                let batch = [key] + session.takeQueuedKeys()
                if previewer.quitsAtOnce(batch) { return }
                for key in batch {
                    if case .resize(let columns, let rows) = key { session.resize(columns: columns, rows: rows) }
                    switch previewer.handle(key) {
                    case .quit: return
                    case .redraw: session.forceFullRepaint()
                    case .continue: break
                    }
                }
            }
            frame()
        }
    }

    /// At most 60 frames a second.
    static let frameInterval: Duration = .microseconds(16_667)
}
