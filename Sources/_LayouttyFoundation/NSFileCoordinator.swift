import Foundation

// File coordination (NSFileCoordinator.h, NSFilePresenter.h), which swift-corelibs-foundation
// lacks. On iOS it orders an app's and its extensions' access to shared files (a VPN app and its
// tunnel reading one settings file). A preview is one process with no extension running, so
// there is never another access to wait for: each accessor runs at once, on the caller's thread,
// with the URL it was given, and no error is set — what iOS does when nothing else holds the file.

/// Where a method of Foundation's writes its error (`NSError **`): `&error` of a `var error:
/// NSError?`, as on iOS (where it is an autoreleasing pointer, which Linux has not).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// An object told about changes to a file others coordinate; kept, never told anything here.
public protocol NSFilePresenter: NSObjectProtocol {
    var presentedItemURL: URL? { get }
    var presentedItemOperationQueue: OperationQueue { get }
}

open class NSFileCoordinator: NSObject {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    nonisolated(unsafe) private static var presenters: [any NSFilePresenter] = []

    open class func addFilePresenter(_ filePresenter: any NSFilePresenter) { presenters.append(filePresenter) }
    open class func removeFilePresenter(_ filePresenter: any NSFilePresenter) {
        presenters.removeAll { $0 === filePresenter }
    }
    open class var filePresenters: [any NSFilePresenter] { presenters }

    open var purposeIdentifier = UUID().uuidString

    public init(filePresenter: (any NSFilePresenter)? = nil) { super.init() }

    open func coordinate(
        readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer,
        byAccessor reader: (URL) -> Void
    ) {
        reader(url)
    }

    open func coordinate(
        writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer,
        byAccessor writer: (URL) -> Void
    ) {
        writer(url)
    }

    open func coordinate(
        readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
        options writingOptions: WritingOptions = [], error outError: NSErrorPointer,
        byAccessor readerWriter: (URL, URL) -> Void
    ) {
        readerWriter(readingURL, writingURL)
    }

    open func coordinate(
        writingItemAt url1: URL, options options1: WritingOptions = [], writingItemAt url2: URL,
        options options2: WritingOptions = [], error outError: NSErrorPointer, byAccessor writer: (URL, URL) -> Void
    ) {
        writer(url1, url2)
    }

    open func item(at oldURL: URL, willMoveTo newURL: URL) {}
    open func item(at oldURL: URL, didMoveTo newURL: URL) {}
    open func cancel() {}
}
