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
