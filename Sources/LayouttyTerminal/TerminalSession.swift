import CNcursesw
import CSystem
import Foundation
import PseudoTerminalSupport
import TerminalCollectionView

/// Why the terminal could not be opened: one line for the user, exit status 2.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

/// The terminal in curses mode, from `start()` to `end()`. It refuses what cannot work (no
/// terminal on stdin/stdout, TERM unset, unknown or without cursor addressing) before touching
/// the screen. ncurses draws; input is read raw by its own thread (`InputReader`) and decoded
/// there, so invalid UTF-8, unknown escape sequences, pastes and Ctrl-S cannot wedge or quit it,
/// and Ctrl-C, Ctrl-Z and Ctrl-\ act at once even while a layout computes for seconds. The
/// terminal guard (CSystem's TerminalGuard.c) gives the terminal back on every way out: `end()`,
/// any signal whose default action ends the process, and SIGTSTP (re-entered on SIGCONT).
public final class TerminalSession {
    private let screen: OpaquePointer
    public let canvas: NcursesCanvas
    private var queued: [Key] = []
    /// SIGWINCH and SIGCONT write a byte here (async-signal-safe), the input reader 'k' for
    /// keys, the file watcher 'f' for saved files and a finished job 'j', waking `nextEvent`.
    private let wake: (read: Int32, write: Int32)
    private let reader: InputReader
    private var watcher: FileWatcher?
    /// Readable when work is queued on the main queue (`lt_main_queue_descriptor`); -1 if none.
    private let mainQueue = lt_main_queue_descriptor()
    /// Jobs ended on their threads and not yet returned by `nextEvent`.
    private let finished = FinishedJobs()
    /// Jobs still running: ended with the session.
    private let running = RunningJobs()
    /// A private copy of standard input, the terminal: keys are read from it and its modes
    /// restored through it, so a previewed layout that closes descriptor 0 takes neither away.
    private let terminal: Int32
    /// The running session's `terminal`, for `currentSize()`.
    nonisolated(unsafe) private static var sessionTerminal: Int32 = -1

    /// Mouse wheel reports (SGR encoding) and bracketed paste, on while the session runs.
    static let inputModesOn = "\u{1b}[?1000h\u{1b}[?1006h\u{1b}[?2004h"
    static let inputModesOff = "\u{1b}[?1006l\u{1b}[?1000l\u{1b}[?2004l"

    /// - Parameter environment: where TERM, NO_COLOR and the locale variables are read.
    public static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws(TerminalError)
        -> TerminalSession
    {
        guard isatty(STDIN_FILENO) == 1 else {
            throw TerminalError(description: "needs a terminal: standard input is not a terminal")
        }
        guard isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError(description: "needs a terminal: standard output is not a terminal")
        }
        guard let term = environment["TERM"], !term.isEmpty else {
            throw TerminalError(description: "needs a terminal: TERM is not set")
        }
        let terminal = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 10)
        guard terminal >= 0 else {
            throw TerminalError(description: "needs a terminal: \(String(cString: strerror(errno)))")
        }
        let unicode = TextEncoding.prefersUnicode(environment)
        setlocale(LC_ALL, "")
        if unicode && String(cString: lt_codeset()) != "UTF-8" {
            // LANG names a UTF-8 locale this machine lacks: the C library's own UTF-8 one will do.
            setlocale(LC_ALL, "C.UTF-8")
        }
        lt_unblock_signals()
        lt_guard_use_terminal(terminal)
        lt_guard_save_shell_modes()
        // LINES/COLUMNS larger than any terminal (100000) would make ncurses fail as if the
        // terminal type were unknown: then the terminal's own size is asked instead.
        let sizes = ["LINES", "COLUMNS"].compactMap { environment[$0].flatMap { Int($0) } }
        if sizes.contains(where: { $0 > 10_000 }) { use_env(false) }
        // What the user's code prints while the screen is up is kept and shown after it.
        let screenDescriptor = lt_guard_capture_stdout()
        guard let screen = lt_newterm_fd(term, screenDescriptor, terminal) else {
            lt_guard_end()
            close(terminal)
            throw TerminalError(description: "needs a terminal: unknown terminal type \"\(term)\"")
        }
        guard lt_can_address_cursor() else {
            endwin()
            delscreen(screen)
            lt_guard_end()
            close(terminal)
            throw TerminalError(description: "needs a terminal that can move the cursor: TERM=\(term) cannot")
        }
        // Raw: no flow control (Ctrl-S would freeze the screen); Ctrl-C, Ctrl-Z and Ctrl-\ arrive
        // as bytes, which the input reader turns into signals — a pasted one stays text.
        raw()
        noecho()
        nonl()
        curs_set(0)
        var fds: [Int32] = [-1, -1]
        if lt_pipe_cloexec(&fds) == 0 { _ = fcntl(fds[1], F_SETFL, O_NONBLOCK) }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let session = TerminalSession(
            screen: screen, wake: (fds[0], fds[1]), terminal: terminal,
            output: screenDescriptor >= 0 ? screenDescriptor : STDOUT_FILENO,
            canvas: NcursesCanvas(
                window: lt_stdscr(), unicode: unicode && String(cString: lt_codeset()) == "UTF-8", colors: !noColor))
        let cap = { (name: String) in String(cString: lt_terminfo_string(name)) }
        let enter = cap("smcup") + cap("civis") + inputModesOn
        let leave = inputModesOff + cap("sgr0") + cap("cnorm") + cap("rmcup")
        session.write(inputModesOn)
        lt_guard_terminal(enter, leave, fds[1])
        lt_guard_capture_stderr()
        return session
    }

    /// Where the screen goes: the terminal (standard output is captured while the session runs).
    private let output: Int32

    private init(
        screen: OpaquePointer, wake: (read: Int32, write: Int32), terminal: Int32, output: Int32, canvas: NcursesCanvas
    ) {
        self.screen = screen
        self.output = output
        self.wake = wake
        self.terminal = terminal
        self.canvas = canvas
        Self.sessionTerminal = terminal
        reader = InputReader(wake: wake.write, input: terminal)
    }

    private var ended = false

    /// Ends the jobs still running (`RunningJobs.endAll`), leaves curses mode and restores the
    /// default signal actions.
    public func end() {
        guard !ended else { return }
        ended = true
        running.endAll()
        reader.stop()
        watcher?.stop()
        write(Self.inputModesOff)
        endwin()
        delscreen(screen)
        lt_guard_end()
        close(wake.read)
        close(wake.write)
        close(terminal)
        Self.sessionTerminal = -1
    }

    deinit { end() }

    private func write(_ text: String) {
        _ = text.withCString { Foundation.write(output, $0, strlen($0)) }
    }

    /// The terminal size before curses starts (for checking a spec against it).
    public static func currentSize() -> (columns: Int, rows: Int)? {
        var rows: Int32 = 0
        var cols: Int32 = 0
        guard lt_window_size(sessionTerminal, &rows, &cols) == 0, rows > 0, cols > 0 else { return nil }
        return (Int(cols), Int(rows))
    }

    /// Runs `job` on a thread of its own (in a process group of its own, spawned without
    /// leaking a descriptor); its end comes back from `nextEvent` as `.backgroundFinished`, data
    /// only: nothing of the job runs on the thread that reads keys. Safe from any thread.
    public func run(_ job: BackgroundJob) {
        let write = wake.write
        let (finished, running) = (finished, running)
        Thread.detachNewThread {
            finished.add(
                .running(job) { command, line in
                    var group: pid_t = 0
                    defer { running.ended(group) }
                    return try ChildProcess.run(
                        command, ownGroup: true,
                        started: {
                            group = $0
                            running.started($0)
                        }, line: line)
                })
            var byte = UInt8(ascii: "j")
            _ = Foundation.write(write, &byte, 1)
        }
    }

    /// Watches `files` from now on: a save of any of them comes back from `nextEvent` as
    /// `.filesSaved`. False when the system cannot watch files (no inotify left).
    @discardableResult
    public func watch(_ files: [String]) -> Bool {
        watcher?.stop()
        watcher = files.isEmpty ? nil : FileWatcher(files: files, wake: wake.write)
        return watcher != nil || files.isEmpty
    }

    /// Waits for what happens next, at most `timeout` (nil: as long as it takes), as the
    /// previewer's event: a key; a resize or a resume as `.resize` with the terminal's new size,
    /// the canvas already resized; saved files (`watch(_:)`); a finished job (`run(_:)`);
    /// `.tick` when nothing came in time (an animation's next frame is due). Nil when input has
    /// ended (stdin closed): the caller quits rather than spinning. Everything already typed is
    /// read and decoded too: the keys behind this one wait for `takeQueuedKeys()`.
    public func nextEvent(timeout: Duration? = nil) -> PreviewEvent? {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if !queued.isEmpty { return .key(queued.removeFirst()) }
            if let result = finished.take() { return .backgroundFinished(result) }
            var fds = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            if mainQueue >= 0 { fds.append(pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0)) }
            let timerDue = Self.nextMainRunLoopTimer()
            var wait: Int32 = -1
            if let until = [deadline, timerDue].compactMap({ $0 }).min() {
                let left = until - ContinuousClock.now
                wait = Int32(clamping: Int(saturating: max(0, min(1000, left / .milliseconds(1))).rounded(.up)))
            }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if ready == 0 {
                if let timerDue, ContinuousClock.now >= timerDue {
                    _ = RunLoop.main.run(mode: .default, before: Date())
                    return .mainQueueRan
                }
                if let deadline, ContinuousClock.now >= deadline { return .tick }
                continue
            }
            if fds.count > 1, fds[1].revents != 0 {
                // The run loop takes the main queue's signal and runs its work, as iOS's does
                // between frames.
                _ = RunLoop.main.run(mode: .default, before: Date())
                if fds[0].revents == 0 { return .mainQueueRan }
            }
            var signals = [UInt8](repeating: 0, count: 64)
            let n = Foundation.read(wake.read, &signals, signals.count)
            let (keys, inputEnded) = reader.take()
            queued += keys
            let bytes = signals[0..<max(0, n)]
            if bytes.contains(where: { !"kfj".utf8.contains($0) }) {
                let size = Self.currentSize() ?? (canvas.columns, canvas.rows)
                resize(columns: size.columns, rows: size.rows)
                return .resize(columns: size.columns, rows: size.rows)
            }
            if bytes.contains(UInt8(ascii: "f")), let saved = watcher?.takeChangedFiles(), !saved.isEmpty {
                return .filesSaved(saved)
            }
            if let result = finished.take() { return .backgroundFinished(result) }
            if queued.isEmpty && inputEnded { return nil }
        }
    }

    /// When the main run loop's next timer is due (an app's banner advancing every few
    /// seconds), which `nextEvent` wakes for and fires, as iOS's run loop fires it; nil when none
    /// is scheduled. Asking runs the loop once (`limitDate(forMode:)`): what is due fires now.
    private static func nextMainRunLoopTimer() -> ContinuousClock.Instant? {
        guard let date = RunLoop.main.limitDate(forMode: .default) else { return nil }
        let seconds = date.timeIntervalSinceNow
        guard seconds < 86_400 else { return nil }
        // A little after: woken a moment early, the run loop would find it not yet due.
        return ContinuousClock.now + .seconds(max(0, seconds)) + .milliseconds(2)
    }

    /// The keys typed behind the last one `nextEvent` returned (a backlog built up while a slow
    /// frame ran), taken off the queue.
    public func takeQueuedKeys() -> [Key] {
        queued += reader.take().keys
        defer { queued.removeAll() }
        return queued
    }

    /// The terminal's new size (from a `.resize` key) given to ncurses and the canvas; the next
    /// present repaints every cell.
    public func resize(columns: Int, rows: Int) {
        resizeterm(Int32(rows), Int32(columns))
        canvas.sizeDidChange()
        forceFullRepaint()
    }

    /// Ctrl-L: the next present repaints every cell.
    public func forceFullRepaint() {
        lt_redraw_all()
    }
}

/// Results of jobs ended on their threads, in the order they ended.
private final class FinishedJobs: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [BackgroundResult] = []

    func add(_ result: BackgroundResult) {
        lock.lock()
        results.append(result)
        lock.unlock()
    }

    func take() -> BackgroundResult? {
        lock.lock()
        defer { lock.unlock() }
        return results.isEmpty ? nil : results.removeFirst()
    }
}

/// Process groups of jobs started with `run(_:)` and not yet ended. A session that ends (`q`)
/// ends them with it — a rebuild is `layoutty preview --build-only`, which on SIGTERM stops
/// swift build and the compilers it started — so nothing it started is left running; a fatal
/// signal does the same through the terminal guard.
private final class RunningJobs: @unchecked Sendable {
    private let lock = NSLock()
    private var groups = Set<pid_t>()

    func started(_ group: pid_t) {
        lock.withLock { _ = groups.insert(group) }
        _ = lt_guard_add_job(group)
    }

    func ended(_ group: pid_t) {
        guard group > 0 else { return }
        lt_guard_remove_job(group)
        lock.withLock { _ = groups.remove(group) }
    }

    /// SIGTERM to every job's group, then up to 5 s for each to end and be reaped (a build
    /// waits for its compilers), then SIGKILL to what is left and up to a second more.
    func endAll() {
        for (signal, patience) in [(SIGTERM, 250), (SIGKILL, 50)] {
            let left = lock.withLock { groups }
            guard !left.isEmpty else { return }
            for group in left { kill(-group, signal) }
            for _ in 0..<patience where !(lock.withLock { groups.isEmpty }) { usleep(20_000) }
        }
    }
}
