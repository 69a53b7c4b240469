import Foundation

/// How a one-line message names what it is about. A value the user typed or a path is cut to
/// `limit` characters (a 100,000-character option is not echoed whole), and a system failure
/// is said as the system says it (`permission denied`), never as a Foundation error domain.
///
/// ```swift
/// Message.quoted(String(repeating: "x", count: 300))  // "xxx…xxx… (300 characters)"
/// Message.reason(CocoaError(.fileWriteNoPermission))  // "permission denied"
/// ```
package enum Message {
    /// The most characters of a value a message repeats.
    package static let limit = 200

    /// `value` quoted, cut to `limit` characters.
    package static func quoted(_ value: String) -> String { "\"" + cut(value) + "\"" }

    /// `value` cut to `limit` characters, saying how long it was. Control characters are the
    /// printer's to escape (`escapingControlCharacters`), as for every message.
    package static func cut(_ value: String) -> String {
        value.count > limit ? String(value.prefix(limit)) + "… (\(value.count) characters)" : value
    }

    /// `line` with every run of more than `limit` characters without a space cut as `cut`
    /// cuts it: what the program that prints a message does last, so no message — its own or
    /// an argument parser's — repeats a 100,000-character value whole.
    package static func cuttingLongValues(_ line: String) -> String {
        guard line.count > limit else { return line }
        return line.split(separator: " ", omittingEmptySubsequences: false).map { (word: Substring) -> String in
            guard word.count > limit else { return String(word) }
            // The value without the quotes and punctuation around it: its length is the value's.
            let opening = word.prefix { "\"'([".contains($0) }
            let closing = word.dropFirst(opening.count).reversed().prefix { "\"')]:,;".contains($0) }
            let value = word.dropFirst(opening.count).dropLast(closing.count)
            // The length goes after the closing quote and before the punctuation after it.
            let after: Substring = String(closing.reversed()).drop { "\"')]".contains($0) }
            let quote: Substring = String(closing.reversed()).dropLast(after.count)
            // Joined, not added: a chain of `+` over substrings took a second of every build.
            let parts: [Substring] = [opening, value.prefix(limit), "…", quote, " (\(value.count) characters)", after]
            return parts.joined()
        }.joined(separator: " ")
    }

    /// What went wrong, in the system's words: a POSIX error's text, a Cocoa file error's
    /// underlying POSIX error, else a plain description of its kind.
    package static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteFileExists: return "it exists already"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileReadTooLarge: return "too large"
        default: return "the file system refused (code \(error.code))"
        }
    }
}
