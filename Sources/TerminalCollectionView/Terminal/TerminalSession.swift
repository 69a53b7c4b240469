import CNcursesw
import CSystem
import Foundation

/// Why the terminal could not be opened: one line for the user, exit status 2.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

/// The terminal in curses mode, from `start()` to `end()`. It refuses what cannot work (no
/// terminal on stdin/stdout, TERM unset, unknown or without cursor addressing) before touching
/// the screen. ncurses draws; input is read raw and decoded here (`InputDecoder`), so invalid
/// UTF-8, unknown escape sequences, pastes, Ctrl-S and Ctrl-Z cannot wedge or quit it. The
/// terminal guard (CSystem's TerminalGuard.c) gives the terminal back on every way out: `end()`,
/// any signal whose default action ends the process, and SIGTSTP (re-entered on SIGCONT).
public final class TerminalSession {
    private let screen: OpaquePointer
    public let canvas: NcursesCanvas
    private var decoder = InputDecoder()
    private var queued: [Key] = []
    /// SIGWINCH and SIGCONT write a byte here (async-signal-safe), waking `readKey`.
    private let wake: (read: Int32, write: Int32)

    /// Mouse wheel reports (SGR encoding) and bracketed paste, on while the session runs.
    static let inputModesOn = "\u{1b}[?1000h\u{1b}[?1006h\u{1b}[?2004h"
    static let inputModesOff = "\u{1b}[?1006l\u{1b}[?1000l\u{1b}[?2004l"

    /// - Parameter environment: where TERM, NO_COLOR and the locale variables are read.
    public static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws(TerminalError) -> TerminalSession {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError(description: "needs a terminal: standard input is not a terminal") }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError(description: "needs a terminal: standard output is not a terminal") }
        guard let term = environment["TERM"], !term.isEmpty else { throw TerminalError(description: "needs a terminal: TERM is not set") }
        let unicode = TextEncoding.prefersUnicode(environment)
        setlocale(LC_ALL, "")
        if unicode && String(cString: lt_codeset()) != "UTF-8" {
            // LANG names a UTF-8 locale this machine lacks: the C library's own UTF-8 one will do.
            setlocale(LC_ALL, "C.UTF-8")
        }
        lt_unblock_signals()
        lt_guard_save_shell_modes()
        guard let screen = lt_newterm(term) else { throw TerminalError(description: "needs a terminal: unknown terminal type \"\(term)\"") }
        guard lt_can_address_cursor() else {
            endwin()
            delscreen(screen)
            throw TerminalError(description: "needs a terminal that can move the cursor: TERM=\(term) cannot")
        }
        // Raw: no flow control (Ctrl-S would freeze the screen), Ctrl-C and Ctrl-Z arrive as keys.
        raw()
        noecho()
        nonl()
        curs_set(0)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let session = TerminalSession(
            screen: screen, wake: (fds[0], fds[1]),
            canvas: NcursesCanvas(window: lt_stdscr(), unicode: unicode && String(cString: lt_codeset()) == "UTF-8", colors: !noColor))
        let cap = { (name: String) in String(cString: lt_terminfo_string(name)) }
        let enter = cap("smcup") + cap("civis") + inputModesOn
        let leave = inputModesOff + cap("sgr0") + cap("cnorm") + cap("rmcup")
        session.write(inputModesOn)
        lt_guard_terminal(enter, leave, fds[1])
        lt_guard_capture_stderr()
        return session
    }

    private init(screen: OpaquePointer, wake: (read: Int32, write: Int32), canvas: NcursesCanvas) {
        self.screen = screen
        self.wake = wake
        self.canvas = canvas
    }

    private var ended = false

    /// Leaves curses mode and restores the default signal actions.
    public func end() {
        guard !ended else { return }
        ended = true
        write(Self.inputModesOff)
        endwin()
        delscreen(screen)
        lt_guard_end()
        close(wake.read)
        close(wake.write)
    }

    deinit { end() }

    private func write(_ text: String) {
        _ = text.withCString { Foundation.write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// The terminal size before curses starts (for checking a spec against it).
    public static func currentSize() -> (columns: Int, rows: Int)? {
        var rows: Int32 = 0, cols: Int32 = 0
        guard lt_window_size(&rows, &cols) == 0, rows > 0, cols > 0 else { return nil }
        return (Int(cols), Int(rows))
    }

    /// What waiting for input gave.
    public enum Input: Equatable {
        case key(Key)
        /// Nothing came within the timeout (an animation's next frame is due).
        case timedOut
        /// Input has ended (stdin closed): the caller quits rather than spinning.
        case ended
    }

    /// Waits for the next key, at most `timeout` (nil: as long as it takes). Ctrl-C ends the
    /// process as SIGINT would (status 130); Ctrl-Z suspends it as SIGTSTP would; a resize or a
    /// resume comes back as `.resize`.
    public func readKey(timeout: Duration? = nil) -> Input {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if !queued.isEmpty { return .key(queued.removeFirst()) }
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                wait = Int32(clamping: Int(saturating: max(0, min(1000, left / .milliseconds(1))).rounded(.up)))
            }
            // A lone Esc is only an Esc once nothing follows it for a moment.
            if decoder.hasPendingEscape { wait = wait < 0 ? 25 : min(wait, 25) }
            let ready = poll(&fds, 2, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                return .ended
            }
            if ready == 0 {
                queued += decoder.flush()
                if queued.isEmpty, let deadline, ContinuousClock.now >= deadline { return .timedOut }
                continue
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                var signals = [UInt8](repeating: 0, count: 64)
                _ = Foundation.read(wake.read, &signals, signals.count)
                return .key(resized())
            }
            guard fds[0].revents != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = Foundation.read(STDIN_FILENO, &buffer, buffer.count)
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else { return .ended }
            for key in decoder.feed(Array(buffer[0..<n])) {
                switch key {
                case .control("c"): raise(SIGINT)
                case .control("z"): raise(SIGTSTP)
                default: queued.append(key)
                }
            }
        }
    }

    /// The terminal's size now, given to ncurses.
    private func resized() -> Key {
        if let size = Self.currentSize() { resizeterm(Int32(size.rows), Int32(size.columns)) }
        canvas.sizeDidChange()
        return .resize(columns: canvas.columns, rows: canvas.rows)
    }

    /// Ctrl-L: the next present repaints every cell.
    public func forceFullRepaint() {
        lt_redraw_all()
    }
}
