import CSystem
import Foundation
import LayouttySpec
import LayouttySystem
import PseudoTerminalSupport
import TerminalCollectionView

/// Plays a tape for real: `layoutty browse` runs on a pseudo-terminal, this process types the
/// keys into it and copies everything it draws to standard output (and to a cast when recording).
package final class PseudoTerminalDriver: TapeDriver {
    private let binary: String
    private let cast: AsciicastWriter?
    private var pty: PseudoTerminal?
    private var hidden = false

    package init(binary: String, cast: AsciicastWriter?) {
        self.binary = binary
        self.cast = cast
    }

    /// What gives the user's terminal back after the program's output was copied onto it, however
    /// the program stopped drawing: attributes reset, mouse and bracketed paste off, cursor shown,
    /// the alternate screen left (xterm's sequences: the program runs with TERM=xterm-256color).
    package static let leaveSequence =
        "\u{1b}[0m\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l\u{1b}[?2004l\u{1b}[?25h\u{1b}[?1049l"

    /// The bytes a terminal sends for a key (xterm's, as in its terminfo entry).
    package static func bytes(for key: Key) -> String {
        switch key {
        case .character(let c): String(c)
        case .up: "\u{1b}OA"
        case .down: "\u{1b}OB"
        case .right: "\u{1b}OC"
        case .left: "\u{1b}OD"
        case .home: "\u{1b}OH"
        case .end: "\u{1b}OF"
        case .pageUp: "\u{1b}[5~"
        case .pageDown: "\u{1b}[6~"
        case .tab: "\t"
        case .backTab: "\u{1b}[Z"
        case .enter: "\r"
        case .escape: "\u{1b}"
        case .control(let c): String(UnicodeScalar(UInt8(c.asciiValue! & 0x1F)))
        case .wheelUp, .wheelDown, .resize: ""
        }
    }

    package func open(arguments: [String], columns: Int, rows: Int) throws(TapeError) {
        close()
        do {
            pty = try PseudoTerminal(binary: binary, arguments: arguments, columns: columns, rows: rows)
        } catch {
            throw TapeError(file: "play", line: nil, message: error.description)
        }
        // Ctrl-C, SIGTERM… of `play` end the program too, and give the terminal back; Ctrl-Z
        // gives it back until fg, which brings the program's screen back repainted.
        lt_guard_child(pty!.pid, "\u{1b}[?1049h\u{1b}[?25l", Self.leaveSequence, pty!.masterDescriptor)
        pump(for: .milliseconds(300))
    }

    package func send(_ keys: [Key]) throws(TapeError) {
        guard let pty else { return }
        let texts = keys.map(Self.bytes(for:))
        if !hidden, let cast { texts.forEach(cast.input) }
        pty.write(texts.joined()) { forward(Array($0)) }
    }

    package func resize(columns: Int, rows: Int) throws(TapeError) {
        if !hidden { cast?.resize(columns: columns, rows: rows) }
        pty?.resize(columns: columns, rows: rows)
        pump(for: .milliseconds(100))
    }

    package func wait(_ duration: Duration) {
        pump(for: duration)
    }

    package func waitForRedraw(timeout: Duration) -> Bool {
        guard let pty else { return false }
        let deadline = ContinuousClock.now + timeout
        var drew = false
        // The first bytes after the save, then until it has been quiet for 300 ms (an animated
        // reload draws its frames, then stops).
        while ContinuousClock.now < deadline && !drew {
            pty.read(until: min(deadline, ContinuousClock.now + .milliseconds(50))) { bytes in
                drew = drew || !bytes.isEmpty
                forward(Array(bytes))
            }
        }
        guard drew else { return false }
        forward(
            pty.readUntilQuiet(
                timeout: .milliseconds(300), limit: max(.milliseconds(300), deadline - ContinuousClock.now)))
        return true
    }

    package func setHidden(_ hidden: Bool) {
        let wasHidden = self.hidden
        self.hidden = hidden
        // What happened while hidden is not in the cast: repaint everything on Show.
        if wasHidden && !hidden, let pty {
            pty.write("\u{0c}")
            pump(for: .milliseconds(100))
        }
    }

    /// Ends the program on the terminal whatever state it is in (a tape ends at its last
    /// command, as in VHS): what it still draws is copied, then it is ended and reaped.
    package func close() {
        guard let pty else { return }
        forward(pty.readUntilQuiet(timeout: .milliseconds(50), limit: .milliseconds(300)))
        pty.terminate()
        lt_guard_release_child()
        self.pty = nil
    }

    /// Copies what the program draws, as it draws it, for `duration` (a tape's Sleep shows the
    /// program live, not at the end of the sleep).
    private func pump(for duration: Duration) {
        guard let pty else { return }
        pty.read(until: ContinuousClock.now + duration) { forward(Array($0)) }
    }

    private func forward(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        StandardStreams.writeOutput(bytes)
        if !hidden { cast?.output(bytes) }
    }
}
