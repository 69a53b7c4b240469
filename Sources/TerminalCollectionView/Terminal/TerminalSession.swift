import CNcursesw
import CSystem
import Foundation

/// Why the terminal could not be opened: one line for the user, exit status 2.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

/// The terminal in curses mode, from `start()` to `end()`. It refuses what cannot work (no
/// terminal on stdin/stdout, TERM unset, unknown or without cursor addressing) before touching
/// the screen, and restores the terminal on every way out: `end()`, SIGINT, SIGTERM, SIGHUP and
/// fatal signals (the C handlers call `endwin()` and re-raise).
public final class TerminalSession {
    private let screen: OpaquePointer
    public let canvas: NcursesCanvas

    /// - Parameter environment: where TERM and the locale variables are read.
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
        guard let screen = lt_newterm(term) else { throw TerminalError(description: "needs a terminal: unknown terminal type \"\(term)\"") }
        guard lt_can_address_cursor() else {
            endwin()
            delscreen(screen)
            throw TerminalError(description: "needs a terminal that can move the cursor: TERM=\(term) cannot")
        }
        lt_install_signal_handlers()
        cbreak()
        noecho()
        nonl()
        keypad(lt_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        mousemask(lt_BUTTON4_PRESSED() | lt_BUTTON5_PRESSED(), nil)
        return TerminalSession(screen: screen, canvas: NcursesCanvas(window: lt_stdscr(), unicode: unicode && String(cString: lt_codeset()) == "UTF-8"))
    }

    private init(screen: OpaquePointer, canvas: NcursesCanvas) {
        self.screen = screen
        self.canvas = canvas
    }

    private var ended = false

    /// Leaves curses mode and restores the default signal actions.
    public func end() {
        guard !ended else { return }
        ended = true
        endwin()
        delscreen(screen)
        lt_restore_default_signal_handlers()
    }

    deinit { end() }

    /// The terminal size before curses starts (for checking a spec against it).
    public static func currentSize() -> (columns: Int, rows: Int)? {
        var rows: Int32 = 0, cols: Int32 = 0
        guard lt_window_size(&rows, &cols) == 0, rows > 0, cols > 0 else { return nil }
        return (Int(cols), Int(rows))
    }

    /// Blocks for the next key. Nil when input has ended (stdin closed): the caller quits
    /// rather than spinning on ERR.
    public func readKey() -> Key? {
        while true {
            var character: wint_t = 0
            let status = wget_wch(lt_stdscr(), &character)
            if status == ERR {
                if errno == EINTR { continue }
                return nil
            }
            if status == KEY_CODE_YES {
                if let key = decode(keyCode: Int32(character)) { return key }
                continue
            }
            return decode(character: UInt32(character))
        }
    }

    private func decode(keyCode: Int32) -> Key? {
        switch keyCode {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_RESIZE:
            canvas.sizeDidChange()
            return .resize(columns: canvas.columns, rows: canvas.rows)
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            if event.bstate & lt_BUTTON4_PRESSED() != 0 { return .wheelUp }
            if event.bstate & lt_BUTTON5_PRESSED() != 0 { return .wheelDown }
            return nil
        default: return nil
        }
    }

    private func decode(character: UInt32) -> Key? {
        switch character {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(character + 96)!))
        default: return Unicode.Scalar(character).map { .character(Character($0)) }
        }
    }

    /// Ctrl-L: the next present repaints every cell.
    public func forceFullRepaint() {
        lt_redraw_all()
    }
}
