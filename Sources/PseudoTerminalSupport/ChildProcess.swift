import CSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program run to its end with its output and errors read through one pipe, line by line.
/// Spawned with `posix_spawn`, never Foundation's `Process`, whose monitoring socket pair is
/// not close-on-exec: a preview that `exec`s its rebuilt program kept two descriptors per
/// rebuild until every later save failed. Neither end of the pipe outlives the run or
/// reaches another program. Nor does anything the program leaves in its temporary folder:
/// SwiftPM 6.3 leaves an empty `TemporaryDirectory.XXXXXX` behind on every run, and a preview
/// rebuilding on each save had left thousands in /tmp. Each program gets a folder of its own
/// as `TMPDIR`, removed with whatever is left in it when the program ends.
///
/// ```swift
/// let status = try ChildProcess.run(["swift", "build"]) { line in print(line) }
/// ```
package enum ChildProcess {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Runs `arguments` (the first found on PATH) with standard input from /dev/null, handing
    /// each line it writes to `line`; in a process group of its own with `ownGroup` (`started`
    /// gets its pid, for ending the group); this process's environment with `environment` over
    /// it. Returns its exit status (128 + the signal that ended it).
    package static func run(
        _ arguments: [String], environment: [String: String] = [:], ownGroup: Bool = false,
        started: (pid_t) -> Void = { _ in }, line: (String) -> Void
    ) throws(Failure) -> Int32 {
        let status = try run(
            arguments, environment: environment, ownGroup: ownGroup, until: nil, started: started, line: line)
        return status ?? 128 + SIGKILL
    }

    /// As `run`, but the program is ended (its group, with `ownGroup`) once `deadline` has
    /// passed, what it wrote until then handed to `line`: nil then.
    package static func run(
        _ arguments: [String], environment: [String: String] = [:], ownGroup: Bool = false,
        until deadline: ContinuousClock.Instant?, started: (pid_t) -> Void = { _ in }, line: (String) -> Void
    ) throws(Failure) -> Int32? {
        switch try launch(
            arguments, environment: environment, ownGroup: ownGroup, until: deadline, stallLimit: nil, started: started,
            line: line)
        {
        case .exited(let status): status
        case .ended: nil
        }
    }

    /// As `run` with its own group, for a program that may hang with nothing to show for it
    /// (`StallWatch`: SwiftPM resolving packages): once it has made no progress for `limit` it
    /// is ended and run once more; a second hang is a failure that says so.
    package static func runRestartingIfStalled(
        _ arguments: [String], environment: [String: String] = [:], after limit: Duration = .seconds(60),
        started: (pid_t) -> Void = { _ in }, line: (String) -> Void
    ) throws(Failure) -> Int32 {
        for _ in 1...2 {
            let ending = try launch(
                arguments, environment: environment, ownGroup: true, until: nil, stallLimit: limit, started: started,
                line: line)
            if case .exited(let status) = ending { return status }
        }
        throw Failure(
            description: "\(arguments.prefix(2).joined(separator: " ")) made no progress for \(limit), twice: "
                + "nothing written, no program of its own running, no processor time used")
    }

    /// How a launched program ended: by itself, or ended here (its deadline passed, or it stalled).
    private enum Ending {
        case exited(Int32)
        case ended
    }

    private static func launch(
        _ arguments: [String], environment: [String: String], ownGroup: Bool,
        until deadline: ContinuousClock.Instant?, stallLimit: Duration?, started: (pid_t) -> Void,
        line: (String) -> Void
    ) throws(Failure) -> Ending {
        var pipe: [Int32] = [0, 0]
        // Close-on-exec from the start: a program another thread starts meanwhile inherits
        // neither end (holding the write end, it would keep this run from seeing its end).
        guard lt_pipe_cloexec(&pipe) == 0 else {
            throw Failure(description: "cannot run \(arguments[0]): \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // As a shell starts a program: nothing blocked, nothing ignored. A test runner's threads
        // hand on a blocked SIGTERM and SIGINT, and a build started from one could not be stopped.
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownGroup {
            flags |= POSIX_SPAWN_SETPGROUP
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let environment = temporary.environment(with: environment).map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environment)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            throw Failure(description: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        started(pid)
        var watch = stallLimit.map { StallWatch(limit: $0, group: pid) }
        let cut = readLines(pipe[0], until: deadline, watch: &watch, line) {
            _ = kill(ownGroup ? -pid : pid, SIGKILL)
        }
        close(pipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return cut ? .ended : .exited((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }

    /// A folder made for one program under the caller's temporary folder, and the caller's
    /// environment with `TMPDIR` naming it. Named by the caller's pid: a caller killed while its
    /// program ran (a signal, no `defer`) leaves its folder, and the next caller to start a
    /// program removes the folders of callers that are gone.
    struct TemporaryFolder {
        static let prefix = "layoutty-child-"
        let path: String

        init() throws(Failure) {
            let parent = Self.parent
            Self.removeAbandoned(in: parent)
            var template = Array((parent + "/" + Self.prefix + "\(getpid())-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else {
                throw Failure(
                    description: "cannot make a temporary folder in \(parent): \(String(cString: strerror(errno)))")
            }
            path = String(cString: made)
        }

        static var parent: String {
            ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        }

        /// Removes the folders in `parent` of callers no longer running.
        static func removeAbandoned(in parent: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
            for name in names where name.hasPrefix(prefix) {
                guard let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid > 0,
                    kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                try? FileManager.default.removeItem(atPath: parent + "/" + name)
            }
        }

        func environment(with extra: [String: String]) -> [String] {
            var environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
            environment["TMPDIR"] = path
            return environment.map { "\($0.key)=\($0.value)" }
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Reads `fd` to its end, line by line; once `deadline` has passed or `watch` finds the
    /// program stalled, calls `end` (once) and reads what is left. Whether `end` was called.
    private static func readLines(
        _ fd: Int32, until deadline: ContinuousClock.Instant?, watch: inout StallWatch?, _ line: (String) -> Void,
        end: () -> Void
    ) -> Bool {
        var pending = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ended = false
        while true {
            if !ended, !isReadable(fd, before: deadline, watch: &watch) {
                end()
                ended = true
            }
            let n = read(fd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            pending += buffer[..<n]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let said = String(decoding: pending[..<newline], as: UTF8.self)
                watch?.wrote(said)
                line(said)
                pending.removeSubrange(...newline)
            }
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
        return ended
    }

    /// Whether `fd` has something to read (or its end) before `deadline` and before `watch`
    /// finds the program stalled; true at once with neither.
    private static func isReadable(
        _ fd: Int32, before deadline: ContinuousClock.Instant?, watch: inout StallWatch?
    ) -> Bool {
        guard deadline != nil || watch != nil else { return true }
        while true {
            if watch?.isStalled() == true { return false }
            // Compared whole: a deadline passed by less than a second has 0 seconds and negative
            // attoseconds, which made a negative timeout, and poll then waited for the program's
            // end however long it took.
            var left = deadline.map { ContinuousClock.now.duration(to: $0) } ?? .seconds(86_400)
            guard left > .zero else { return false }
            if let watch { left = min(left, watch.interval) }
            var watched = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            // A day at most a wait (a deadline years away must not overflow the milliseconds),
            // rounded up: a wait never ends just short of the deadline to spin until it.
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(
                clamping: min(seconds, 86_400) * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            if poll(&watched, 1, milliseconds) > 0 { return true }
            // Timed out, interrupted or woken early: the deadline and the watch decide above.
        }
    }
}
