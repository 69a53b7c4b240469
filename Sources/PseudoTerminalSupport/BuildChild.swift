import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The build running now — SwiftPM in a process group of its own, for its stall watch
/// (`ChildProcess.runRestartingIfStalled`) — for `stopBuildOnTermination()`'s handler (a C
/// signal handler reaches globals only).
package enum BuildChild {
    nonisolated(unsafe) static var pid: pid_t = 0

    /// `run`, the program it starts (its pid handed to `run`'s `started`) the build child while
    /// it runs.
    package static func running<Result, Failure: Error>(
        _ run: (_ started: (pid_t) -> Void) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { pid = 0 }
        return try run { pid = $0 }
    }
}

/// SIGTERM, SIGHUP or Ctrl-C while building ends the build's whole process group — swift build
/// and every compiler it started — and waits for it (at most about 5 s, then SIGKILL) before this
/// process ends: the cache's lock is released only when nothing writes into the cache any more,
/// and no build is left running behind the program. Only async-signal-safe calls (kill,
/// waitpid, nanosleep).
package func stopBuildOnTermination() {
    // A parent may hand us these blocked (threads of a test runner do): they would never arrive.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for sig in [SIGTERM, SIGHUP, SIGINT] { sigaddset(&blocked, sig) }
    sigprocmask(SIG_UNBLOCK, &blocked, nil)
    for sig in [SIGTERM, SIGHUP, SIGINT] {
        signal(sig) { sig in
            let group = BuildChild.pid
            if group > 0 {
                // SIGINT, as Ctrl-C: swift build then stops the compilers it started (they
                // run in process groups of their own) and waits for them; SIGTERM does not.
                kill(-group, SIGINT)
                var tick = timespec(tv_sec: 0, tv_nsec: 20_000_000)
                var waited = 0
                // The leader is our child (reaped here); the compilers are its: gone when the
                // group is empty.
                while waited < 250 && (waitpid(group, nil, WNOHANG) == 0 || kill(-group, 0) == 0) {
                    nanosleep(&tick, nil)
                    waited += 1
                }
                if kill(-group, 0) == 0 { kill(-group, SIGKILL) }
            }
            signal(sig, SIG_DFL)
            raise(sig)
        }
    }
}
