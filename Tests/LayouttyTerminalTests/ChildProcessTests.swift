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

    /// A program that hangs — asleep, silent, with no program of its own (SwiftPM waiting on
    /// a `git` that has ended) — is ended once it has made no progress for the limit and run
    /// once more; a second hang is a failure saying so. What it wrote each time is read.
    @Test func aProgramThatHangsIsRunAgainOnceThenReported() throws {
        var starts = 0
        var lines: [String] = []
        let began = ContinuousClock.now
        #expect {
            try ChildProcess.runRestartingIfStalled(
                ["sh", "-c", "echo resolving; exec sleep 60"], after: .milliseconds(600),
                started: { _ in starts += 1 }, line: { lines.append($0) })
        } throws: { error in
            "\(error)" == "sh -c made no progress for 0.6 seconds, twice: nothing written, "
                + "no program of its own running, no processor time used"
        }
        #expect(starts == 2 && lines == ["resolving", "resolving"])
        #expect(ContinuousClock.now - began < .seconds(30))
    }

    /// Silence is not a hang while the program waits on a program of its own (a compiler, a
    /// `git` fetching), computes, or waits on another SwiftPM's lock, having said so: each runs
    /// to its end once, past the limit.
    @Test func aProgramWaitingOnWorkIsNotTakenAsStalled() throws {
        let programs = [
            "sleep 2; echo waited",
            "i=0; while [ $i -lt 1000000 ]; do i=$((i+1)); done; echo counted",
            "echo 'Another instance of SwiftPM is already running using this folder, waiting'; exec sleep 2"
        ]
        for program in programs {
            var starts = 0
            var lines: [String] = []
            let status = try ChildProcess.runRestartingIfStalled(
                ["sh", "-c", program], after: .milliseconds(800), started: { _ in starts += 1 },
                line: { lines.append($0) })
            #expect(status == 0 && starts == 1 && lines.count == 1, "\(program): \(lines)")
        }
    }

    /// Whether `pid` is a process that has not ended: one that exists and is not a zombie.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        return ProgramActivity.statFields(of: pid)?.state != "Z"
    }
}
