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
    /// A frame reached the terminal, in this long.
    case presented(Duration)
    /// The files could not be watched (the system has no inotify watches left).
    case watchFailed([String])
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

/// A program to run in the background, named so that its end is told apart.
public struct BackgroundJob: Equatable, Sendable {
    public var name: String
    /// The program (found on PATH) and its arguments.
    public var command: [String]
    public init(name: String, command: [String]) {
        self.name = name
        self.command = command
    }
}

/// How a background job ended: its status (128 + a signal) and its output and errors together.
public struct BackgroundResult: Equatable, Sendable {
    public var name: String
    public var status: Int32
    public var output: String
    public init(name: String, status: Int32, output: String) {
        self.name = name
        self.status = status
        self.output = output
    }
}

/// An effect for the program around the previewer: a name it knows, and a value.
public struct HostEffect: Equatable, Sendable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
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
