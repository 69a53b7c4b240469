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
        let previewer = Previewer(
            dataSource: dataSource, layout: layout, terminalColumns: canvas.columns, rows: canvas.rows, tweaks: tweaks,
            options: PreviewOptions(animatesChanges: Previewer.animationsWanted(in: environment)))
        run(previewer, session: session)
    }

    /// The event loop for a previewer already set up (the CLI builds its own with spec tweaks):
    /// the session's input becomes events (`PreviewEvent`), the previewer's answer is effects,
    /// which the loop runs. It ends on a quit, at the end of input, or on a host effect, which
    /// it returns for the program around it (the session still open). With `watchesFiles`, a
    /// save of one of the tweaks provider's files is shown at once.
    @discardableResult
    public static func run(_ previewer: Previewer, session: TerminalSession, watchesFiles: Bool = true) -> HostEffect? {
        let canvas = session.canvas
        /// Runs effects; what ends the loop, if one does.
        func perform(_ effects: [PreviewEffect]) -> Ending? {
            for effect in effects {
                switch effect {
                case .watch(let files):
                    if watchesFiles, !session.watch(files) { previewer.handle(.watchFailed(files)) }
                case .run(let job): session.run(job)
                case .repaintAll: session.forceFullRepaint()
                case .quit: return .quit
                case .host(let host): return .host(host)
                }
            }
            return nil
        }
        func frame() {
            previewer.draw(on: canvas)
            let start = ContinuousClock.now
            canvas.present()
            previewer.handle(.presented(ContinuousClock.now - start))
        }
        if let ending = perform(previewer.handle(.launched(columns: canvas.columns, rows: canvas.rows))) {
            return ending.host
        }
        frame()
        while true {
            // While something animates, a frame is due every 1/60 s whether keys come or not;
            // a scroll gesture settles once input pauses.
            let waits = [previewer.isAnimating ? frameInterval : nil, previewer.timeUntilDue].compactMap { $0 }
            guard let event = session.nextEvent(timeout: waits.min()) else { return nil }
            var effects: [PreviewEffect] = []
            if case .key(let key) = event {
                // Keys typed while a frame was slow come in one batch, handled before the next
                // frame is drawn; a quit in it ends the session without first working through
                // the keys before it, unless one of them saves.
                let batch = [key] + session.takeQueuedKeys()
                if previewer.quitsAtOnce(batch) { return nil }
                for key in batch {
                    effects += previewer.handle(.key(key))
                    if effects.contains(.quit) { break }
                }
            } else {
                effects = previewer.handle(event)
            }
            if let ending = perform(effects) { return ending.host }
            frame()
        }
    }

    /// Why the loop ended.
    private enum Ending {
        case quit
        case host(HostEffect)
        var host: HostEffect? { if case .host(let effect) = self { effect } else { nil } }
    }

    /// At most 60 frames a second.
    static let frameInterval: Duration = .microseconds(16_667)
}
