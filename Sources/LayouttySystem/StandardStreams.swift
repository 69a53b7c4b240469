import CSystem
import Foundation

/// Unbuffered writes to standard output and error that never trap (Foundation's
/// `FileHandle.write` does, on a full disk) and remember a failure, so the command can exit 1
/// instead of reporting success.
///
/// ```swift
/// StandardStreams.writeOutput(Array("bytes a child drew".utf8))
/// if StandardStreams.outputFailed { … }
/// ```
package enum StandardStreams {
    nonisolated(unsafe) package private(set) static var outputFailed = false
    nonisolated(unsafe) package private(set) static var errorFailed = false

    /// Standard output, or its copy once `keepProgramOutputApart` captured it.
    nonisolated(unsafe) private static var outputDescriptor = STDOUT_FILENO

    /// Writes straight to file descriptor 1 (not through stdio: a caller that mixes the two
    /// must flush stdio first).
    package static func writeOutput(_ bytes: [UInt8]) {
        if !writeAll(outputDescriptor, bytes) { outputFailed = true }
    }

    /// For a program that runs someone else's code and prints a result (`preview --render`):
    /// from here on, whatever that code prints or the runtime says when it traps goes to standard
    /// error when the process ends, however it ends, and only `writeOutput` reaches standard
    /// output — so the screen text is the screen alone.
    package static func keepProgramOutputApart() {
        let copy = lt_guard_capture_output()
        if copy >= 0 { outputDescriptor = copy }
    }

    /// In what the terminal guard writes back when the process ends (captured standard output
    /// and error), each key becomes its value: a trap names `#fileID`s, the user knows paths.
    /// The names replace any given before (a preview that loads rebuilt code names its files).
    package static func rename(_ names: [String: String]) {
        lt_guard_clear_renames()
        for (from, to) in names.sorted(by: { $0.key < $1.key }) { lt_guard_rename(from, to) }
    }

    package static func writeError(_ text: String) {
        if lt_write_stderr(text) != 0 { errorFailed = true }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var rest = bytes[...]
        while !rest.isEmpty {
            let n = rest.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            rest = rest.dropFirst(n)
        }
        return true
    }
}
