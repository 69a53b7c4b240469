import Foundation
import Testing
import UIKit

/// What Apple's Foundation and Objective-C runtime give a pod's file that Linux's do not, as
/// `import UIKit` brings them (`_LayouttyFoundation`; Core Foundation's names are CoreGraphics'): an image pipeline's `autoreleasepool`,
/// a keychain wrapper's `CFOptionFlags` — each stopped a real pod from building.
@Suite struct FoundationAdditionsTests {
    private struct Failure: Error {}

    /// The body runs once and its value is the pool's; its error passes through.
    @Test func anAutoreleasePoolRunsItsBody() throws {
        var runs = 0
        let value = autoreleasepool { () -> Int in
            runs += 1
            return 42
        }
        #expect(value == 42 && runs == 1)
        #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
    }

    /// An option mask as Core Foundation spells it: an unsigned long.
    @Test func optionFlagsAreUnsignedLongs() {
        let flags = CFOptionFlags(1 << 30)
        #expect(flags == 1_073_741_824 && MemoryLayout<CFOptionFlags>.size == MemoryLayout<UInt>.size)
    }

    /// iOS 15's `String(localized:)`: an interpolation is a format specifier in the key — `%lld`
    /// for an `Int`, `%@` for a `String`, `%lf` for a `Double`, a literal `%` doubled — the key
    /// is looked up in the table and the words found filled with the values: "3 photos" reads
    /// "3 pictures" through `"%lld photos" = "%lld pictures"`; a key the table lacks is its own
    /// words ("Ann has 2.500000 km left", as iOS formats `%lf`); `defaultValue` is the words
    /// when the key is missing; a literal with no values is not a format ("100%").
    @Test func stringLocalizedFindsTheWordsForItsKey() throws {
        let strings = #"""
            "%lld photos" = "%lld pictures";
            "Title" = "Library";
            "%@ at 100%%" = "%@ full";
            """#
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-localized-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try strings.write(
            to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))
        let count = 3
        #expect(String(localized: "\(count) photos", bundle: bundle) == "3 pictures")
        #expect(String(localized: "Title", bundle: bundle) == "Library")
        #expect(String(localized: "\("Disk") at 100%", bundle: bundle) == "Disk full")
        #expect(String(localized: "\("Ann") has \(2.5) km left", bundle: bundle) == "Ann has 2.500000 km left")
        #expect(String(localized: "Title", defaultValue: "Books", bundle: bundle) == "Library")
        #expect(String(localized: "missing.key", defaultValue: "\(count) left", bundle: bundle) == "3 left")
        #expect(String(localized: "100%", bundle: bundle) == "100%")
    }

    /// File coordination in one process: each accessor runs at once, with the URL it was given,
    /// and no error is set (a VPN app reads its settings through `coordinate(readingItemAt:)`,
    /// which iOS orders against its tunnel extension; no extension runs beside a preview).
    @Test func aCoordinatedAccessRunsAtOnce() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-settings-\(UUID()).json")
        var error: NSError?
        var written: URL?
        var both: [URL] = []
        let coordinator = NSFileCoordinator(filePresenter: nil)
        coordinator.coordinate(writingItemAt: url, options: .forReplacing, error: &error) { written = $0 }
        coordinator.coordinate(readingItemAt: url, options: [], writingItemAt: url, options: [], error: &error) {
            both = [$0, $1]
        }
        #expect(written == url && both == [url, url] && error == nil)
    }

    /// URLSession's async transfers without a delegate, as iOS declares them: an app's protocol
    /// naming them is one URLSession conforms to, and a call through it reaches the session (a
    /// scheme no session loads fails as unsupported, code -1002).
    @Test func aSessionMeetsAnAppsProtocolOfItsTransfers() async {
        let session: any Transfers = URLSession.shared
        let error = await #expect(throws: URLError.self) {
            _ = try await session.data(for: URLRequest(url: URL(string: "layoutty-none://host")!))
        }
        #expect(error?.code == .unsupportedURL)
    }
}

/// An app's seam over URLSession, as a networking module declares it for its tests.
private protocol Transfers {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
    func data(from url: URL) async throws -> (Data, URLResponse)
    func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse)
    func download(for request: URLRequest) async throws -> (URL, URLResponse)
}

extension URLSession: Transfers {}
