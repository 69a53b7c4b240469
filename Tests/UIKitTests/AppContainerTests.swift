import Foundation
import Testing
import _LayouttyFoundation
import _LayouttyPortRuntime

/// The app's own folders, as iOS gives an app its container: what the preview's copy calls where
/// the app asks Foundation for them (`_LayouttyAppContainer`). Linux's Foundation answers the
/// user's own home, or nothing for `.libraryDirectory` (DeltaChat's database path trapped).
@Suite struct AppContainerTests {
    /// Every way to a folder answers the same folder in the container; the folders iOS makes
    /// at install are there, `Application Support` only once asked to be made. An app group's
    /// shared container (an app unwraps it with `!` and writes its settings there) is a folder
    /// beside them, the same each time asked: emptied with the container, never in a folder
    /// other previews share (it was `/tmp/AppGroup`, kept across runs). One test, as the
    /// container is the process's.
    @Test func theAppsFoldersAreInItsContainer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-container-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.path
        _LayouttyAppContainer.use(root)
        #expect(
            _layouttyNSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true) == [
                root + "/Library"
            ])
        #expect(
            FileManager.default._layouttyURLs(for: .documentDirectory, in: .userDomainMask).map(\.path)
                == [root + "/Documents"])
        #expect(URL.cachesDirectory.path == root + "/Library/Caches")
        #expect(_layouttyNSHomeDirectory() == root && _layouttyNSTemporaryDirectory() == root + "/tmp/")
        for made in ["Documents", "Library/Caches", "Library/Preferences", "tmp"] {
            #expect(FileManager.default.fileExists(atPath: root + "/" + made), "\(made)")
        }
        let support = root + "/Library/Application Support"
        #expect(!FileManager.default.fileExists(atPath: support))
        let url = try FileManager.default._layouttyURL(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        #expect(url.path == support && FileManager.default.fileExists(atPath: support))
        let group = try #require(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.net.vpn"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: group.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(group.path == root + "/Shared/AppGroup/group.net.vpn")
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.net.vpn") == group)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
    }
}
