import CSystem
import Foundation

/// A program running on a pseudo-terminal that this process controls: it writes what a person
/// would type and reads everything the program draws. `bench --frames` and `play` use it.
///
/// The child is started by `lt_spawn_on_pty` (forkpty) and waited on by its own pid, so ending
/// it always reaps the real program: no helper process stands between (see CSystem.h).
///
/// ```swift
/// let pty = try PseudoTerminal(binary: "/usr/bin/top", arguments: [], columns: 80, rows: 24)
/// pty.write("q")
/// let bytes = pty.readUntilQuiet()
/// pty.terminate()
/// ```
package final class PseudoTerminal {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    private var master: Int32 = -1
    /// The master side: what the program reads as typed input (and draws into).
    package var masterDescriptor: Int32 { master }
    /// The child's pid; it stays set after the child is reaped, for messages.
    package let pid: pid_t
    /// The child's wait status once reaped.
    package private(set) var exitStatus: Int32?

    package init(
        binary: String, arguments: [String], columns: Int, rows: Int,
        environment: [String: String] = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
            "SWIFT_BACKTRACE": "enable=no"
        ]
    ) throws(Failure) {
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var fd: Int32 = -1
        let size = (UInt16(clamping: rows), UInt16(clamping: columns))
        let child = argv.withUnsafeBufferPointer { a in
            envp.withUnsafeBufferPointer { e in
                lt_spawn_on_pty(binary, a.baseAddress, e.baseAddress, size.0, size.1, &fd)
            }
        }
        guard child > 0 else {
            throw Failure(
                description: "cannot start \(binary) on a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        pid = child
        master = fd
    }

    deinit {
        terminate()
    }

    package var isRunning: Bool {
        reapIfEnded()
        return exitStatus == nil
    }

    package func write(_ text: String) {
        write(text) { _ in }
    }

    /// Types `text`, handing over what the program draws meanwhile: a program busy drawing does
    /// not read its input, so a writer that did not also read would wait for ever on a full
    /// terminal (a tape of 9,000 keys with no delay did) — here neither side's buffer can fill
    /// for good, whatever the amount.
    package func write(_ text: String, whileReading chunk: (ArraySlice<UInt8>) -> Void) {
        guard master >= 0 else { return }
        var bytes = Array(text.utf8)[...]
        var buffer = [UInt8](repeating: 0, count: 65536)
        let blocking = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, blocking | O_NONBLOCK)
        defer { _ = fcntl(master, F_SETFL, blocking) }
        while !bytes.isEmpty {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            let ready = poll(&descriptor, 1, 1000)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 {
                // Neither readable nor writable for a second: the program has stopped (Ctrl-Z) or hung.
                guard isRunning else { return }
                continue
            }
            guard ready > 0 else { return }
            if descriptor.revents & Int16(POLLIN) != 0 {
                let n = Foundation.read(master, &buffer, buffer.count)
                if n > 0 { chunk(buffer[0..<n]) } else if n == 0 || (errno != EAGAIN && errno != EINTR) { return }
            }
            if descriptor.revents & Int16(POLLOUT) != 0 {
                let n = bytes.withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
                if n > 0 { bytes = bytes.dropFirst(n) } else if errno != EAGAIN && errno != EINTR { return }
            }
            if descriptor.revents & Int16(POLLHUP | POLLERR) != 0 && descriptor.revents & Int16(POLLIN) == 0 { return }
        }
    }

    /// A new window size: the program gets SIGWINCH, as from a real terminal.
    package func resize(columns: Int, rows: Int) {
        guard master >= 0 else { return }
        _ = lt_set_window_size(master, UInt16(clamping: rows), UInt16(clamping: columns))
    }

    /// Everything that arrives within `timeout` of the previous byte (or `limit` in all). With
    /// `awaitingFirstByte`, the quiet period starts at the first byte: a program still starting
    /// on a busy machine has until `limit` to say anything.
    package func readUntilQuiet(
        timeout: Duration = .milliseconds(150), limit: Duration = .seconds(3), awaitingFirstByte: Bool = false
    ) -> [UInt8] {
        let deadline = ContinuousClock.now + limit
        guard awaitingFirstByte else { return read(until: deadline, quiet: timeout) }
        var first: [UInt8] = []
        while first.isEmpty, ContinuousClock.now < deadline, exitStatus == nil {
            first = read(until: min(deadline, ContinuousClock.now + timeout), quiet: timeout)
        }
        return first.isEmpty ? [] : first + read(until: deadline, quiet: timeout)
    }

    /// Everything that arrives until `deadline` (or until the program has ended and its output
    /// is drained).
    package func read(until deadline: ContinuousClock.Instant, quiet: Duration? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        read(until: deadline, quiet: quiet) { bytes += $0 }
        return bytes
    }

    /// Hands over what the program writes as it arrives, until `deadline` (or `quiet` without
    /// a byte, or the program's end): what passes it on to a screen shows it at once.
    package func read(
        until deadline: ContinuousClock.Instant, quiet: Duration? = nil, _ chunk: (ArraySlice<UInt8>) -> Void
    ) {
        guard master >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            let wait = min(left, quiet ?? left)
            let ms = Int32(
                clamping: wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)
            let ready = poll(&descriptor, 1, max(0, ms))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                if quiet != nil { break }
                continue
            }
            let n = Foundation.read(master, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            // EIO: the child has ended and closed the terminal.
            if n <= 0 { break }
            chunk(buffer[0..<n])
        }
    }

    /// Ends the program: SIGTERM, then SIGKILL if it has not ended within `grace`; it is reaped
    /// either way, and the terminal closed.
    package func terminate(grace: Duration = .milliseconds(500)) {
        if exitStatus == nil {
            kill(pid, SIGTERM)
            if !waitForExit(until: ContinuousClock.now + grace) {
                kill(pid, SIGKILL)
                _ = waitForExit(until: .now + .seconds(5))
            }
        }
        if master >= 0 {
            close(master)
            master = -1
        }
    }

    /// Waits for the program to end by itself.
    package func waitUntilExit() {
        _ = waitForExit(until: .now + .seconds(3600))
    }

    /// Polls for the child's end until `deadline`, draining its output so it never blocks on a
    /// full terminal; true once reaped.
    private func waitForExit(until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            reapIfEnded()
            if exitStatus != nil { return true }
            if ContinuousClock.now >= deadline { return false }
            _ = read(until: min(deadline, .now + .milliseconds(10)))
        }
    }

    private func reapIfEnded() {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        if lt_reap(pid, &status) != 0 { exitStatus = status }
    }
}
