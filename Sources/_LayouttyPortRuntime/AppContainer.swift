import Foundation

// The app's own folders, as iOS gives an app its container: what the preview's copy calls where
// the user's code asks Foundation for them (the port writes these names).

/// The app's container on a first launch: `Documents`, `Library` (with `Caches` and
/// `Preferences`) and `tmp`, empty — the folder `layoutty preview` empties as it starts
/// (`use(_:)`), or one of this process's under the temporary folder. Linux's Foundation answers
/// the user's own home (`~/Documents`), or nothing for `.libraryDirectory`: DeltaChat's
/// database path took `paths[0]` of that and trapped.
public enum _LayouttyAppContainer {
    nonisolated(unsafe) private static var chosen: String?
    nonisolated(unsafe) private static var made: URL?
    private static let lock = NSLock()

    /// The folder the container is made in: the preview's, given by its request.
    package static func use(_ folder: String) {
        lock.withLock { (chosen, made) = (folder, nil) }
    }

    /// The container's folder, made with the folders iOS makes at install.
    public static var root: URL {
        lock.withLock {
            if let made { return made }
            let folder = chosen.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? ownFolder
            for inside in ["Documents", "Library/Caches", "Library/Preferences", "tmp"] {
                try? FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(inside, isDirectory: true), withIntermediateDirectories: true)
            }
            made = folder
            return folder
        }
    }

    /// A folder of this process's, removed as it exits (`layoutty test`, where no preview gives one).
    private static let ownFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-app-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: _LayouttyAppContainer.ownFolder) }
        return folder
    }()

    /// Where iOS puts `directory` in an app's container (not made until asked to, as
    /// `Application Support`); nil for one iOS keeps outside it.
    static func url(of directory: FileManager.SearchPathDirectory) -> URL? {
        let inside: String
        switch directory {
        case .documentDirectory: inside = "Documents"
        case .libraryDirectory: inside = "Library"
        case .cachesDirectory: inside = "Library/Caches"
        case .applicationSupportDirectory: inside = "Library/Application Support"
        case .autosavedInformationDirectory: inside = "Library/Autosave Information"
        case .downloadsDirectory: inside = "Downloads"
        case .desktopDirectory: inside = "Desktop"
        case .moviesDirectory: inside = "Movies"
        case .musicDirectory: inside = "Music"
        case .picturesDirectory: inside = "Pictures"
        case .sharedPublicDirectory: inside = "Public"
        default: return nil
        }
        return root.appendingPathComponent(inside, isDirectory: true)
    }
}

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
