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
public enum StandardStreams {
    nonisolated(unsafe) public private(set) static var outputFailed = false
    nonisolated(unsafe) public private(set) static var errorFailed = false

    /// Writes straight to file descriptor 1 (not through stdio: a caller that mixes the two
    /// must flush stdio first).
    public static func writeOutput(_ bytes: [UInt8]) {
        if !writeAll(STDOUT_FILENO, bytes) { outputFailed = true }
    }

    public static func writeError(_ text: String) {
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
