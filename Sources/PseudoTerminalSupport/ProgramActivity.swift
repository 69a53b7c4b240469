import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a process group is doing, as the kernel counts it (`/proc/<pid>/stat`): the processor
/// time its processes have used and how many of them other than the leader are alive. Two
/// samples tell a program at work — computing, or waiting on a program it started (a compiler,
/// `git` fetching over a slow network) — from one that waits on nothing that will ever come.
struct ProgramActivity {
    /// Processor time of the group's live processes, in clock ticks (user and system).
    var ticks: Int
    /// The group's live processes other than its leader (zombies are not alive: a program that
    /// has ended and was never reaped does no work).
    var children: Int

    /// The group led by `leader` now; nil where `/proc` cannot be read.
    /// - Complexity: O(p), p the processes on the machine.
    static func of(group leader: pid_t) -> ProgramActivity? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        var activity = ProgramActivity(ticks: 0, children: 0)
        for name in names {
            guard let pid = pid_t(name), let fields = statFields(of: pid), fields.group == leader,
                fields.state != "Z"
            else { continue }
            activity.ticks += fields.ticks
            if pid != leader { activity.children += 1 }
        }
        return activity
    }

    /// The state, process group and processor time of `pid`'s stat line. The command's name,
    /// in parentheses, may hold spaces and parentheses: the fields are counted after the last `)`.
    static func statFields(of pid: pid_t) -> (state: Character, group: pid_t, ticks: Int)? {
        guard let line = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = line.lastIndex(of: ")")
        else { return nil }
        // After the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let state = fields[0].first, let group = pid_t(fields[2]),
            let user = Int(fields[11]), let system = Int(fields[12])
        else { return nil }
        return (state, group, user + system)
    }
}

/// Tells a program that has stopped making progress: no line written, no child alive and
/// almost no processor time used for `limit`. SwiftPM 6.3 sometimes waits forever while it
/// resolves packages — its tasks waiting on a program that has already ended
/// (swiftlang/swift-package-manager#9274); a preview showed "round 1 of at most 40" for minutes,
/// its `swift build` asleep with no child. A program waiting on another program's lock says so
/// first ("Another instance of SwiftPM is already running…") and is waiting on real work: it is
/// never taken as stalled.
struct StallWatch {
    let limit: Duration
    let group: pid_t
    private var lastProgress = ContinuousClock.now
    private var lastActivity: ProgramActivity?
    private var waitingOnAnother = false

    /// Processor time below which a program is idle between two checks: a sleeping program's
    /// timers wake it for microseconds a second; one at work uses most of a core.
    private static let idleTicks = 5

    init(limit: Duration, group: pid_t) {
        (self.limit, self.group) = (limit, group)
    }

    /// How often the group is looked at: often enough that a stall is seen soon after `limit`.
    var interval: Duration { min(limit / 4, .seconds(5)) }

    /// The program wrote `line`: progress.
    mutating func wrote(_ line: String) {
        lastProgress = .now
        if line.contains("Another instance of SwiftPM is already running") { waitingOnAnother = true }
    }

    /// Looks at the group; whether it has made no progress for `limit`.
    mutating func isStalled() -> Bool {
        guard !waitingOnAnother, let activity = ProgramActivity.of(group: group) else { return false }
        defer { lastActivity = activity }
        if activity.children > 0 || activity.ticks - (lastActivity?.ticks ?? 0) >= Self.idleTicks {
            lastProgress = .now
        }
        return ContinuousClock.now - lastProgress >= limit
    }
}
