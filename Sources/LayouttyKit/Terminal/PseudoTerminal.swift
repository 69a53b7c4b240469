import CSystem
import Foundation

/// A program running on a pseudo-terminal that this process controls: it writes what a person
/// would type and reads everything the program draws. `bench --frames` and `play` use it.
///
/// ```swift
/// let pty = try PseudoTerminal(binary: "/usr/bin/top", arguments: [], columns: 80, rows: 24)
/// pty.write("q")
/// let bytes = pty.readUntilQuiet()
/// ```
public final class PseudoTerminal {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let master: Int32
    private let process = Process()

    public init(binary: String, arguments: [String], columns: Int, rows: Int) throws(Failure) {
        var name = [CChar](repeating: 0, count: 256)
        master = lt_open_pty(&name, name.count)
        guard master >= 0 else { throw Failure(description: "cannot open a pseudo-terminal") }
        _ = lt_set_window_size(master, UInt16(rows), UInt16(columns))
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw Failure(description: "cannot open the pseudo-terminal's slave side")
        }
        // In its own session with the pty as controlling terminal, as a shell would start it:
        // otherwise a window-size change sends it no SIGWINCH and Ctrl-C no SIGINT.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--ctty", binary] + arguments
        process.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            close(master)
            throw Failure(description: "cannot start \(binary): \(error)")
        }
        try? handle.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        close(master)
    }

    public var isRunning: Bool { process.isRunning }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// A new window size: the program gets SIGWINCH, as from a real terminal.
    public func resize(columns: Int, rows: Int) {
        _ = lt_set_window_size(master, UInt16(rows), UInt16(columns))
    }

    /// Everything that arrives within `timeout` of the previous byte (or `limit` in all).
    public func readUntilQuiet(timeout: Duration = .milliseconds(150), limit: Duration = .seconds(3)) -> [UInt8] {
        read(until: ContinuousClock.now + limit, quiet: timeout)
    }

    /// Everything that arrives until `deadline`.
    public func read(until deadline: ContinuousClock.Instant, quiet: Duration? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            let wait = min(left, quiet ?? left)
            let ms = Int32(max(0, wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000))
            guard poll(&descriptor, 1, ms) > 0 else {
                if quiet != nil { break }
                continue
            }
            let n = Glibc.read(master, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }

    /// Asks the program to stop (SIGTERM) and waits.
    public func terminate() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    public func waitUntilExit() { process.waitUntilExit() }
}
