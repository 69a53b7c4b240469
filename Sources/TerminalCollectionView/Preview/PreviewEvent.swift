import Foundation

/// Everything that happens to a previewer, as a value: the terminal session turns bytes,
/// signals, saved files, finished jobs and the clock into these, and `Previewer.handle(_:)`
/// turns each into a new state and the effects to run — the shape of TCA's reducers and of
/// ratatui's app loop. Nothing the previewer does calls back into whoever drives it.
public enum PreviewEvent: Equatable, Sendable {
    /// The session started on a terminal of this size (the first frame is due).
    case launched(columns: Int, rows: Int)
    case key(Key)
    case resize(columns: Int, rows: Int)
    /// Watched files were saved, each named once.
    case filesSaved([String])
    /// A job an effect started has ended.
    case backgroundFinished(BackgroundResult)
    /// Time passed with no input: an animation frame or a gesture's end is due.
    case tick
    /// Work the program queued on its main queue ran, or a timer of its main run loop fired (a
    /// previewed screen's update when its data came, from a network reply or a `Task`; a
    /// banner advancing on a timer): the next frame draws what it changed.
    case mainQueueRan
    /// A frame reached the terminal, in this long.
    case presented(Duration)
    /// The files could not be watched (the system has no inotify watches left).
    case watchFailed([String])
    /// Focus this item and scroll it into view, as the arrow keys would reach it (`render
    /// --focus`); an item the layout does not have is not focused (`focused` stays as it was).
    case focus(IndexPath)
    /// A previewer rebuilt from saved files takes over where its predecessor was.
    case restored(PreviewRestoration)
    /// The program around the previewer could not do what a host effect asked: why, one
    /// problem a line, shown as a failed reload is.
    case hostFailed([String])
    /// The user's code crashed the program this one replaces (it was run again in its place):
    /// the crash's lines, shown as a failed reload is, under a title that says so, until a save
    /// builds again.
    case crashed([String])
}

/// Where a preview rebuilt from saved files starts: where its predecessor was scrolled, zoomed
/// and focused, how many reloads it showed, and the elements it drew (in the layout's points),
/// which the new layout animates from; the provider's own edit, if restoring its state (live
/// literals kept) remade the layout.
public struct PreviewRestoration: Equatable, Sendable {
    public var offset: CGPoint
    public var zoom: CGFloat
    public var focus: IndexPath?
    public var reloadCount: Int
    public var elements: [ScreenElement]
    /// What the status line says: `rebuilt Grid.swift · 1 changed literal kept`.
    public var message: String
    public var edit: PreviewEdit

    public init(
        offset: CGPoint, zoom: CGFloat, focus: IndexPath?, reloadCount: Int, elements: [ScreenElement], message: String,
        edit: PreviewEdit = .none
    ) {
        (self.offset, self.zoom, self.focus, self.reloadCount) = (offset, zoom, focus, reloadCount)
        (self.elements, self.message, self.edit) = (elements, message, edit)
    }
}

/// How a previewer draws and animates from the start, chosen by the program that makes it.
public struct PreviewOptions: Equatable, Sendable {
    /// Timings on the status bar: they vary run to run, so `render` and golden screens leave
    /// them out.
    public var showsTimings: Bool
    /// Whether changes animate at first (`A` toggles it; `--no-animation` and
    /// LAYOUTTY_NO_ANIMATION=1 start it off: `Previewer.animationsWanted(in:)`).
    public var animatesChanges: Bool

    public init(showsTimings: Bool = true, animatesChanges: Bool = true) {
        (self.showsTimings, self.animatesChanges) = (showsTimings, animatesChanges)
    }
}

/// What a previewer asks its driver to do after an event.
public enum PreviewEffect: Equatable, Sendable {
    /// Watch these files: their saves come back as `.filesSaved`.
    case watch([String])
    /// Run this job in the background: its end comes back as `.backgroundFinished`.
    case run(BackgroundJob)
    /// Repaint every cell of the terminal (Ctrl-L).
    case repaintAll
    case quit
    /// Something only the program around the previewer understands (handing over to a rebuilt
    /// program): the driver ends its loop and hands it to that program.
    case host(HostEffect)
}

/// Work to do in the background, named so that its end is told apart: a program, or a function
/// of this process (reading a large file) whose value comes back in the result.
public struct BackgroundJob: Equatable, Sendable {
    public var name: String
    /// The program (found on PATH) and its arguments; empty for a function job.
    public var command: [String]
    /// Work done on a thread of this process instead of a program.
    public var function: BackgroundFunction?

    public init(name: String, command: [String]) {
        self.name = name
        self.command = command
    }

    public init(name: String, function: BackgroundFunction) {
        self.name = name
        self.command = []
        self.function = function
    }
}

/// A function a job runs on a background thread; its value comes back in
/// `BackgroundResult.value`. Jobs holding it are equal only when they hold this same one.
public final class BackgroundFunction: Equatable, Sendable {
    public let run: @Sendable () -> any Sendable
    public init(_ run: @escaping @Sendable () -> any Sendable) { self.run = run }
    public static func == (a: BackgroundFunction, b: BackgroundFunction) -> Bool { a === b }
}

/// How a background job ended: its status (128 + a signal) and its output and errors together,
/// or what its function returned.
public struct BackgroundResult: Equatable, Sendable {
    public var name: String
    public var status: Int32
    public var output: String
    /// What a function job returned (nil for a program). Not compared: results are told apart
    /// by name, status and output.
    public var value: (any Sendable)?

    public init(name: String, status: Int32, output: String, value: (any Sendable)? = nil) {
        (self.name, self.status, self.output, self.value) = (name, status, output, value)
    }

    public static func == (a: BackgroundResult, b: BackgroundResult) -> Bool {
        a.name == b.name && a.status == b.status && a.output == b.output && (a.value == nil) == (b.value == nil)
    }

    /// Runs `job` here and now, on this thread: its function, or its program with output and
    /// errors gathered (status 127 if it cannot start).
    public static func running(_ job: BackgroundJob, program: ([String], (String) -> Void) throws -> Int32)
        -> BackgroundResult
    {
        if let function = job.function {
            return BackgroundResult(name: job.name, status: 0, output: "", value: function.run())
        }
        var lines: [String] = []
        do {
            let status = try program(job.command) { lines.append($0) }
            return BackgroundResult(name: job.name, status: status, output: lines.joined(separator: "\n"))
        } catch {
            return BackgroundResult(name: job.name, status: 127, output: "\(error)")
        }
    }
}

/// An effect only the program around the previewer can run: it ends the event loop, which
/// hands it back. One case per hand-over there is — an effect the program does not know cannot
/// be made (a name it did not know used to end the preview silently).
public enum HostEffect: Equatable, Sendable {
    /// Load the library at this path in this process and show its layout in place.
    case load(library: String)
    /// Hand the terminal and the view's state over to the program at this path (`exec`).
    case become(program: String)
}

/// What a tweaks provider makes of a finished background job: what the previewer shows (nil:
/// nothing new) and what is to run next.
public struct BackgroundOutcome: Equatable, Sendable {
    public var shown: ReloadOutcome?
    public var effects: [PreviewEffect]
    public init(shown: ReloadOutcome? = nil, effects: [PreviewEffect] = []) {
        self.shown = shown
        self.effects = effects
    }
}
