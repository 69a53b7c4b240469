import Foundation
import _LayouttyFoundation

// The app's own folders, as iOS gives an app its container: what the preview's copy calls where
// the user's code asks Foundation for them (the port writes these names).

/// `NSSearchPathForDirectoriesInDomains` as iOS answers an app: its container's folder for the
/// user's domain, the system's elsewhere.
public func _layouttyNSSearchPathForDirectoriesInDomains(
    _ directory: FileManager.SearchPathDirectory, _ domainMask: FileManager.SearchPathDomainMask, _ expandTilde: Bool
) -> [String] {
    FileManager.default._layouttyURLs(for: directory, in: domainMask).map(\.path)
}

/// The app's container, as iOS answers `NSHomeDirectory()`.
public func _layouttyNSHomeDirectory() -> String { _LayouttyAppContainer.root.path }

/// The container's `tmp`, as iOS answers `NSTemporaryDirectory()`.
public func _layouttyNSTemporaryDirectory() -> String {
    _LayouttyAppContainer.root.appendingPathComponent("tmp", isDirectory: true).path + "/"
}

extension FileManager {
    /// `urls(for:in:)` as iOS answers an app: its container's folder first for the user's domain.
    public func _layouttyURLs(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] {
        let others = domainMask.subtracting(.userDomainMask)
        let system = others.isEmpty ? [] : urls(for: directory, in: others)
        guard domainMask.contains(.userDomainMask) else { return system }
        return (_LayouttyAppContainer.url(of: directory).map { [$0] } ?? urls(for: directory, in: .userDomainMask))
            + system
    }

    /// `url(for:in:appropriateFor:create:)` as iOS answers an app: the container's folder, made
    /// when asked to.
    public func _layouttyURL(
        for directory: SearchPathDirectory, in domain: SearchPathDomainMask, appropriateFor url: URL?,
        create shouldCreate: Bool
    ) throws -> URL {
        guard domain == .userDomainMask, let folder = _LayouttyAppContainer.url(of: directory) else {
            return try self.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
        }
        if shouldCreate { try createDirectory(at: folder, withIntermediateDirectories: true) }
        return folder
    }
}

extension URL {
    // iOS 16's names for the container's folders, which Linux's Foundation has not.
    public static var documentsDirectory: URL { _LayouttyAppContainer.url(of: .documentDirectory)! }
    public static var libraryDirectory: URL { _LayouttyAppContainer.url(of: .libraryDirectory)! }
    public static var cachesDirectory: URL { _LayouttyAppContainer.url(of: .cachesDirectory)! }
    public static var applicationSupportDirectory: URL { _LayouttyAppContainer.url(of: .applicationSupportDirectory)! }
    public static var downloadsDirectory: URL { _LayouttyAppContainer.url(of: .downloadsDirectory)! }
}
