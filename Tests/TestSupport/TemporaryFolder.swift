import Foundation

/// A fresh folder under the system's temporary directory, never a fixed `/tmp` path: tests run
/// in parallel and on machines where /tmp is elsewhere. The caller removes it.
///
/// ```swift
/// let dir = try TemporaryFolder.create("save")
/// defer { try? FileManager.default.removeItem(at: dir) }
/// ```
public enum TemporaryFolder {
    public static func create(_ purpose: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-\(purpose)-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A fresh folder holding `files` (relative path → text), their folders made: a small
    /// project of a test's own.
    public static func create(_ purpose: String, files: [String: String]) throws -> URL {
        let root = try create(purpose)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}

extension StringProtocol {
    /// The line without its trailing blanks: how tests compare a screen's rows (a terminal pads
    /// them; editors strip them from goldens).
    public var trimmingTrailingBlanks: String {
        var text = String(self)
        while let last = text.unicodeScalars.last, last.properties.isWhitespace { text.unicodeScalars.removeLast() }
        return text
    }
}
