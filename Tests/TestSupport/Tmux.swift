import Foundation
import Testing

/// Drives a real terminal: a private tmux server running a plain bash, into which tests type
/// commands and keys, and from which they read the screen.
public final class Tmux {
    public let socket = "layoutty-test-\(UUID().uuidString.prefix(8))"

    public init(columns: Int = 80, rows: Int = 24) throws {
        // The server forks from this first client and keeps what it inherits: descriptors (which
        // leave Foundation's Process waiting forever) and this worker thread's blocked signal
        // mask (so nothing in the terminal would get SIGWINCH). Start it clean.
        try tmux(
            startingServer: true,
            [
                "-u", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)",
                "env -i PATH=/usr/bin:/bin HOME=/tmp LANG=C.UTF-8 TERM=xterm-256color SWIFT_BACKTRACE=enable=no PS1='$ ' bash --norc --noprofile"
            ])
        try tmux(["set-option", "-g", "status", "off"])
    }

    deinit { _ = try? tmux(["kill-server"]) }

    /// The folder of `PATH` holding `swift`: the terminal's shell starts with a bare `PATH`, and a
    /// preview run there needs the toolchain (to compile, and for its libclang).
    public static var swiftDirectory: String? {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init)
            .first { FileManager.default.isExecutableFile(atPath: "\($0)/swift") }
    }

    @discardableResult
    public func tmux(startingServer: Bool = false, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        if startingServer {
            let clean =
                "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.closerange(3, 65536); os.execvp(sys.argv[1], sys.argv[1:])"
            process.arguments = ["python3", "-c", clean] + process.arguments!
        }
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "TMUX")
        process.environment = env
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard !startingServer else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ""
        }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Types a shell command and presses Enter.
    public func type(_ command: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", command])
        try tmux(["send-keys", "-t", "main", "Enter"])
    }

    /// tmux key names: "j", "PageDown", "Escape", "C-c"…
    public func keys(_ names: String...) throws {
        try keys(names)
    }

    public func keys(_ names: [String]) throws {
        try tmux(["send-keys", "-t", "main"] + names)
    }

    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The screen, rows with trailing blanks removed.
    public func screen() throws -> [String] { Self.rows(try tmux(["capture-pane", "-p", "-t", "main"])) }

    /// The screen and everything scrolled off it (the pane's whole history), rows as `screen()`.
    public func history() throws -> [String] { Self.rows(try tmux(["capture-pane", "-p", "-S", "-", "-t", "main"])) }

    /// The history with the lines the terminal wrapped joined again (a long backtrace frame).
    public func unwrappedHistory() throws -> [String] {
        Self.rows(try tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", "main"]))
    }

    private static func rows(_ capture: String) -> [String] {
        capture.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingTrailingBlanks }
    }

    /// Polls until `condition` holds on the screen; records the last screen when it never does.
    @discardableResult
    public func waitFor(
        _ what: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let (screen, held) = try poll(timeout: timeout, condition)
        if !held {
            Issue.record(
                "timed out waiting for \(what); screen:\n\(screen.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
        return screen
    }

    /// Polls until `condition` holds on the screen or `timeout` passes: the last screen, and
    /// whether it held.
    public func poll(timeout: Double, _ condition: ([String]) -> Bool) throws -> (screen: [String], held: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return (last, true) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return (last, false)
    }

    @discardableResult
    public func waitFor(text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) {
            $0.contains { $0.contains(text) }
        }
    }

    /// Waits for the shell's prompt, then asks it for `$?` and waits for `expected`: for jobs
    /// whose command line bash abandoned (a job killed by SIGINT, or resumed with fg).
    public func expectStatusAtPrompt(_ expected: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor("the prompt", sourceLocation: sourceLocation) { $0.last(where: { !$0.isEmpty }) == "$" }
        let marker = "status-\(UUID().uuidString.prefix(6))"
        try type("echo \"\(marker)=$?\"")
        try waitFor(text: "\(marker)=\(expected)", sourceLocation: sourceLocation)
    }

    /// Raw bytes into the terminal, as a terminal would send them (invalid UTF-8 included).
    public func bytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// The terminal modes a program may leave behind: alternate screen, cursor visibility,
    /// mouse reporting and keypad mode, as tmux tracks them.
    public func modes() throws -> String {
        try tmux([
            "display-message", "-p", "-t", "main",
            "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag} keypad=#{keypad_cursor_flag}"
        ])
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What a fresh shell has: no alternate screen, cursor shown, no mouse reporting.
    public static let shellModes = "alternate=0 cursor=1 mouse=000 keypad=0"

    /// A digest of the shell's `stty -g` (which is wider than the screen), read at the prompt.
    public func sttySettings() throws -> String {
        try type("clear; echo \"stty=$(stty -g | md5sum | cut -c1-12)=\"")
        let screen = try waitFor("stty output") { $0.contains { $0.hasPrefix("stty=") && $0.hasSuffix("=") } }
        return screen.first { $0.hasPrefix("stty=") } ?? ""
    }

    /// The pid of the program the shell is running (the shell's only child).
    public func foregroundPid() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pgrep", "-P", shell]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.flatMap { Int32($0) }
    }
}

extension Tmux {
    /// Clears the shell, starts `layoutty browse ARGUMENTS` (with `environment` assignments in
    /// front) and waits for its status bar; returns the shell's stty settings to compare after.
    public func startBrowse(_ arguments: String = "--demo grid", environment: String = "") throws -> String {
        let stty = try sttySettings()
        try type("clear; \(environment) \(CLI.binary.path) browse \(arguments); echo \"exit=$?\"")
        try waitFor(text: " @0,0 │")
        return stty
    }

    /// q, then the shell's terminal as it was: browse exited 0, nothing of it left on the screen,
    /// terminal modes and stty settings restored.
    public func quitBrowse(stty: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try keys("q")
        let screen = try waitFor(text: "exit=0", sourceLocation: sourceLocation)
        #expect(
            !screen.contains { $0.contains("┌") || $0.contains("│") }, "the previewer left itself on the screen",
            sourceLocation: sourceLocation)
        #expect(try modes() == Tmux.shellModes, sourceLocation: sourceLocation)
        #expect(try sttySettings() == stty, sourceLocation: sourceLocation)
    }
}
