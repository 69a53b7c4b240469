import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty test`: a layout library's own tests, written as on iOS, run on Linux unchanged.
/// The fixture (`TestFixtures/ShelfKit`, our own) has what stops such suites without a port: an
/// `@objc optional` delegate requirement called with `?(`, `import CoreGraphics`, a Swift 6
/// `@MainActor` layout, an override written in an extension in another file, an XCTest file
/// importing only XCTest yet using UIKit, a Swift Testing file beside it, and a file importing
/// Combine and `os` (Layoutty's modules of them, reached under Apple's names), an image of
/// the test target's own found through `Bundle(for:)`, and an Xcode project (`ShelfKit.xcodeproj`)
/// with three unit test targets the manifest does not declare: one in a group of files, run;
/// one in a synchronized folder importing AppKit, and a tvOS one of the first's files, left out.
@Suite struct TestCommandTests {
    static let fixture = CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TestFixtures/ShelfKit")
    static let testFile = "Tests/ShelfKitTests/ShelfLayoutTests.swift"
    static let layoutFile = "Sources/ShelfKit/ShelfLayout.swift"

    @Test func aLibrarysTestsPassAsWrittenAndFailAtTheUsersLines() throws {
        let cache = try TemporaryFolder.create("test-cache")
        let folder = try TemporaryFolder.create("test-package")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: folder)
        }
        let package = folder.appendingPathComponent("ShelfKit")
        try FileManager.default.copyItem(at: Self.fixture, to: package)
        let before = try Self.listing(package)
        func test() throws -> CLI.Result {
            try CLI.run(["test", package.path], environment: ["XDG_CACHE_HOME": cache.path], directory: folder)
        }

        // As written: XCTest's five cases (the delegate's widths, a silent delegate, the rect
        // query, the extension's bounds override, the target's image, 24 × 12, through
        // `Bundle(for:)`) and Swift Testing's four (a publisher, a model
        // importing Foundation alone, scrolling passed on through UIKit's optional `?(`, the
        // screen a phone's) pass;
        // nothing is written into the package.
        let passed = try test()
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        // The Xcode project's target runs beside the manifest's (its case: a controller hears
        // its layout pass once, its view the window's 320 × 480); the macOS one is said left out.
        #expect(passed.stdout.contains("Executed 6 tests, with 0 failures (0 unexpected)"))
        #expect(passed.stdout.contains("Test Case 'ShelfXcodeTests.testAControllerHearsItsLayoutPass' passed"))
        #expect(
            passed.stderr.contains(
                "layoutty: test: ShelfKitXcodeTests of ShelfKit.xcodeproj: 1 Swift file, run as a test target of the copy\n"
            ))
        #expect(
            passed.stderr.contains(
                "layoutty: test: ShelfKitMacTests of ShelfKit.xcodeproj left out: it imports AppKit, which Linux has not\n"
            ))
        #expect(
            passed.stderr.contains(
                "layoutty: test: ShelfKitTVTests of ShelfKit.xcodeproj left out: it runs ShelfKitXcodeTests's files\n"))
        #expect(passed.stdout.contains("Test Case 'ShelfBadgeTests.testTheBadgeImageIsTheTargetsOwn' passed"))
        #expect(passed.stdout.contains("✔ Test anEmptyCollectionHasNoContent() passed"))
        #expect(passed.stdout.contains("✔ Test aModelPublishesItsTitles() passed"))
        #expect(passed.stdout.contains("✔ Test scrollingIsPassedToTheAppsDelegate() passed"))
        #expect(passed.stdout.contains("✔ Test theScreenIsAPhones() passed"))
        #expect(passed.stderr.contains("layoutty: test: 9 Swift files ported into \(cache.path)/layoutty/test-"))
        #expect(try Self.listing(package) == before)

        // A wrong expected frame (item 2 is at 110 + 60 + 10 = 180, not 170) fails at the line
        // of the user's assertion, as Xcode reports it.
        try Self.edit(package, Self.testFile, "CGRect(x: 180, y: 0, width: 100", "CGRect(x: 170, y: 0, width: 100")
        let failed = try test()
        #expect(failed.status == 1)
        #expect(
            failed.stdout.contains(
                "\(package.path)/\(Self.testFile):50: error: ShelfLayoutTests.testTheDelegatesWidthsPlaceTheItems : "
                    + "XCTAssertEqual failed"))
        #expect(failed.stdout.contains("Executed 6 tests, with 1 failure (0 unexpected)"))
        #expect(failed.stderr.hasSuffix("layoutty: test: swift test failed (exit status 1)\n"))

        // A compile error in the library names its line and column in the user's file, and its
        // excerpt is the line as written, with no line number of the copy's beside it.
        try Self.edit(package, Self.layoutFile, "x += width + spacing", "x += width + \"spacing\"")
        let edited = try Self.listing(package)
        let broken = try test()
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("\(package.path)/\(Self.layoutFile):36:"), "\(broken.stdout)")
        #expect(!broken.stdout.contains(" | "), "\(broken.stdout)")
        #expect(try Self.listing(package) == edited)
    }

    @Test func aFolderWithoutAManifestIsOneLine() throws {
        let folder = try TemporaryFolder.create("test-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["test", folder.path], environment: ["XDG_CACHE_HOME": folder.path])
        #expect(result.status == 2)
        #expect(result.stderr == "layoutty: test: \(folder.path): no Package.swift there\n")
    }

    /// Every path under `folder` with its size: what a run must leave as it was.
    static func listing(_ folder: URL) throws -> [String] {
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        return (walk?.allObjects as? [URL] ?? []).map {
            "\($0.path) \((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? -1)"
        }.sorted()
    }

    static func edit(_ package: URL, _ file: String, _ old: String, _ new: String) throws {
        let url = package.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }
}
