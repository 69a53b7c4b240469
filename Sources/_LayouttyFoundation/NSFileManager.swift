import Foundation

// The file manager's delegate (NSFileManager.h): every method is optional in Apple's Foundation
// and a plain requirement in swift-corelibs-foundation. Without a method, Apple's file manager
// goes on with the operation and stops at its first error; the defaults answer the same.

extension FileManagerDelegate {
    public func fileManager(_ fileManager: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, copyingItemAtPath srcPath: String,
        toPath dstPath: String
    ) -> Bool { false }
    public func fileManager(_ fileManager: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, copyingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool { false }
    public func fileManager(_ fileManager: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, movingItemAtPath srcPath: String,
        toPath dstPath: String
    ) -> Bool { false }
    public func fileManager(_ fileManager: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, movingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool { false }
    public func fileManager(_ fileManager: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, linkingItemAtPath srcPath: String,
        toPath dstPath: String
    ) -> Bool { false }
    public func fileManager(_ fileManager: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, linkingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool { false }
    public func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, removingItemAtPath path: String
    ) -> Bool { false }
    public func fileManager(_ fileManager: FileManager, shouldRemoveItemAt URL: URL) -> Bool { true }
    public func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, removingItemAt URL: URL
    ) -> Bool { false }
}

extension FileManager {
    /// The shared container of an app group, as iOS answers an app entitled to the group (apps
    /// unwrap it with `!`): on a new device, an empty folder — here beside the app's container
    /// (`_LayouttyAppContainer.appGroup(_:)`), never the user's files nor another preview's.
    /// Nil for an empty identifier.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/") else { return nil }
        let folder = _LayouttyAppContainer.appGroup(groupIdentifier)
        do { try createDirectory(at: folder, withIntermediateDirectories: true) } catch { return nil }
        return folder
    }
}
