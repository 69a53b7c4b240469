import Foundation
import Testing

@testable import PseudoTerminalSupport

/// A program run to its end leaves nothing in the temporary folder: it is given a folder of its
/// own as `TMPDIR` (SwiftPM leaves an empty folder there on every build), and the folder goes
/// with whatever the program left in it.
@Suite struct ChildProcessTests {
    @Test func aProgramsTemporaryFolderGoesWithIt() throws {
        var lines: [String] = []
        let status = try ChildProcess.run(
            ["sh", "-c", #"echo "$TMPDIR"; mkdir "$TMPDIR/left" && echo kept > "$TMPDIR/left/file" && echo made"#]
        ) { lines.append($0) }
        #expect(status == 0)
        #expect(lines.count == 2 && lines[1] == "made")
        let folder = try #require(lines.first)
        let parent = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        #expect(folder.hasPrefix(parent + "/layoutty-child-"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A caller killed while its program ran leaves the folder it made (no `defer` runs); the
    /// next program started removes the folders of callers that are gone — a pid that has exited
    /// — and never one of a caller still running (this process's own).
    @Test func foldersOfCallersThatAreGoneAreRemoved() throws {
        var gone: pid_t = 0
        _ = try ChildProcess.run(["sh", "-c", "exit 0"], started: { gone = $0 }, line: { _ in })
        let parent = ChildProcess.TemporaryFolder.parent
        let abandoned = parent + "/" + ChildProcess.TemporaryFolder.prefix + "\(gone)-abcdef"
        let running = parent + "/" + ChildProcess.TemporaryFolder.prefix + "\(getpid())-abcdef"
        for folder in [abandoned, running] {
            try FileManager.default.createDirectory(
                atPath: folder + "/TemporaryDirectory.x", withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(atPath: running) }
        #expect(try ChildProcess.run(["true"]) { _ in } == 0)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: running))
    }

    /// The signal ends the program although Swift Testing's threads have SIGTERM blocked: a
    /// program starts with nothing blocked, as from a shell (it printed nothing and lived on before).
    @Test func anExitStatusAndASignalAreReported() throws {
        #expect(try ChildProcess.run(["sh", "-c", "exit 3"]) { _ in } == 3)
        #expect(try ChildProcess.run(["sh", "-c", "kill -TERM $$"]) { _ in } == 128 + SIGTERM)
    }

    /// A program past its deadline is ended with its whole group (a compiler's own children go
    /// with it): what it wrote before is read, and the run says it was ended (nil), not an
    /// exit status. One that ends in time reports its status. The deadline leaves a loaded
    /// machine time to start `sh` and have it write both lines; the group's other program has
    /// ended once it is a zombie, which only its new parent, init, can reap.
    @Test func aProgramPastItsDeadlineIsEndedWithItsGroup() throws {
        var lines: [String] = []
        let started = ContinuousClock.now
        let status = try ChildProcess.run(
            ["sh", "-c", "sleep 60 & echo $!; echo written; wait"], ownGroup: true,
            until: .now + .seconds(2)
        ) { lines.append($0) }
        #expect(
            status == nil && lines.count == 2 && lines.last == "written",
            "\(lines), status \(status.map(String.init) ?? "nil") after \(ContinuousClock.now - started)")
        // The group's other program is gone too (polled: its end is the kernel's to report).
        let child = try #require(lines.first.flatMap { pid_t($0) })
        let deadline = ContinuousClock.now + .seconds(10)
        while Self.isRunning(child), ContinuousClock.now < deadline { usleep(10_000) }
        #expect(!Self.isRunning(child))
        #expect(try ChildProcess.run(["sh", "-c", "exit 4"], until: .now + .seconds(60)) { _ in } == 4)
    }

    /// A deadline already passed ends the program at once, however little it was passed by.
    /// One passed by less than a second made a negative timeout, and the run waited for the
    /// program's end instead (the flake of the test above when its `sh` started late).
    @Test func aDeadlineJustPassedEndsTheProgramAtOnce() throws {
        let started = ContinuousClock.now
        let status = try ChildProcess.run(["sleep", "5"], until: .now - .milliseconds(500)) { _ in }
        #expect(status == nil)
        #expect(ContinuousClock.now - started < .seconds(4))
    }

    /// Whether `pid` is a process that has not ended: one that exists and is not a zombie
    /// (state `Z` in `/proc/PID/stat`, after the command's parenthesised name).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }
}
