import Foundation

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
    package static func url(of directory: FileManager.SearchPathDirectory) -> URL? {
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

    /// The shared container of the app group `identifier`: iOS keeps it beside the app's (in
    /// `Shared/AppGroup`), empty on a new device, so here it is in the folder the container is
    /// made in, emptied with it, never a folder shared with other previews.
    package static func appGroup(_ identifier: String) -> URL {
        root.appendingPathComponent("Shared/AppGroup", isDirectory: true)
            .appendingPathComponent(identifier, isDirectory: true)
    }
}
