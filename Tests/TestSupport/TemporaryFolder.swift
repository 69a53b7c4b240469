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
