// Apple's `os` module as Linux lacks it, for the files `layoutty preview` compiles: what apps
// log through (`Logger`, `os_log`, `OSLog`), signposts and the unfair lock. A file's
// `import os` reaches this module by `-module-alias os=_Layoutty_os`: a module named `os` in
// Layoutty's build would answer `canImport(os)` for the packages built beside it, and
// swift-argument-parser would then reach for Darwin's lock.
//
// What is logged goes to standard error, a line each, as Xcode's console shows it: the
// message with every value in it (a debugger attached shows private values too). The
// previewer keeps what is written while its screen is up and shows it after.
import Foundation

// Re-exported, as Darwin's `os` brings the C library with it (see `os_unfair_lock`).
#if canImport(Glibc)
    @_exported import Glibc
#endif

/// Writes one line of the app's log to standard error: whole, never interleaved with another.
/// Not `LayouttySystem.StandardStreams.writeError`: this module is linked into the programs
/// `layoutty test` builds from a user's package, which carry Layoutty's UIKit and Apple's
/// frameworks alone, not the system layer and its C terminal guard.
func logLine(_ message: String) {
    let line = Array((message + "\n").utf8)
    line.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
