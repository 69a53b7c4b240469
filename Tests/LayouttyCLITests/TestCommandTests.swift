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

    /// An older library keeps its code and tests in an Xcode project only (`TestFixtures/RackKit`,
    /// our own: a framework target for iOS, one for tvOS of the same files, a unit test target; a
    /// file keeping a view's tag through `import ObjectiveC`'s associated objects; beside the
    /// XCTest case, a Quick spec with Nimble's matchers, which its Podfile brings on iOS). With no
    /// Package.swift, or one SwiftPM no longer reads, its framework is built as a library and
    /// its tests run, the spec's examples through Quick and Nimble fetched by SwiftPM.
    @Test func anXcodeOnlyLibrarysTestsRun() throws {
        let cache = try TemporaryFolder.create("test-cache")
        let folder = try TemporaryFolder.create("test-xcode-library")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: folder)
        }
        let package = folder.appendingPathComponent("RackKit")
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TestFixtures/RackKit"), to: package)
        func test() throws -> CLI.Result {
            try CLI.run(["test", package.path], environment: ["XDG_CACHE_HOME": cache.path], directory: folder)
        }
        let before = try Self.listing(package)

        let passed = try test()
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        // Shelf 2 at 16 + 2 × (40 + 8) = 112, the content 168 tall; the view's tag kept; a shelf
        // made by its class value (`shelfClass.init()`) is of that class, and a scroll is waited
        // for with Apple's `XCTKVOExpectation`, which Linux's XCTest lacks. The spec's two
        // examples (inset 10: shelf 2 at 10 + 2 × (40 + 8) = 106, 2 × 10 + 3 × 40 + 2 × 8 = 156
        // tall, through its `Predicate` matcher) pass and its pending one is not run; its
        // macOS spec is not built.
        #expect(passed.stdout.contains("Executed 6 tests, with 0 failures (0 unexpected)"), "\(passed.stdout)")
        #expect(passed.stdout.contains("Test Case 'RackLayoutTests.testShelvesStackBelowTheInset' passed"))
        #expect(
            passed.stdout.contains("Test Case 'RackLayoutTests.testAShelfIsMadeByItsClassAndAScrollIsWaitedFor' passed")
        )
        #expect(
            passed.stdout.contains(
                "Test Case 'QuickSpec.a rack of three shelves, stacks the last shelf below the others' passed"))
        #expect(
            passed.stdout.contains(
                "Test Case 'QuickSpec.a rack of three shelves, is as tall as its shelves and gaps' passed"))
        #expect(!passed.stdout.contains("is drawn in an NSView"))
        #expect(
            passed.stderr.hasPrefix(
                "layoutty: test: no Package.swift: the libraries of the package's Xcode projects are tested\n"
                    + "layoutty: test: RackKit-iOS of RackKit.xcodeproj: 2 Swift files, built as the library RackKit\n"
                    + "layoutty: test: RackKit-tvOS of RackKit.xcodeproj left out: it builds RackKit's files\n"
                    + "layoutty: test: RackKitTests of RackKit.xcodeproj: 2 Swift files, run as a test target of the copy\n"
            ), "\(passed.stderr)")
        #expect(try Self.listing(package) == before)

        // A spec's wrong frame fails at the line of the user's `expect`.
        try Self.edit(package, "Tests/RackLayoutSpec.swift", "y: 106", "y: 100")
        let failedSpec = try test()
        #expect(failedSpec.status == 1)
        #expect(
            failedSpec.stdout.contains(
                "\(package.path)/Tests/RackLayoutSpec.swift:28: error: QuickSpec.a rack of three shelves, stacks the "
                    + "last shelf below the others : failed - expected to equal <(0.0, 100.0, 200.0, 40.0)>, got "
                    + "<(0.0, 106.0, 200.0, 40.0)>"), "\(failedSpec.stdout)")
        try Self.edit(package, "Tests/RackLayoutSpec.swift", "y: 100", "y: 106")

        // A wrong frame fails at the user's line.
        try Self.edit(package, "Tests/RackLayoutTests.swift", "y: 112", "y: 110")
        let failed = try test()
        #expect(failed.status == 1)
        #expect(
            failed.stdout.contains(
                "\(package.path)/Tests/RackLayoutTests.swift:21: error: RackLayoutTests.testShelvesStackBelowTheInset : "
                    + "XCTAssertEqual failed"), "\(failed.stdout)")

        // A manifest of Swift 3's days (SwiftPM 6 reads 4.0 and later) is said, and the Xcode
        // project's library tested instead.
        try Self.edit(package, "Tests/RackLayoutTests.swift", "y: 110", "y: 112")
        try "// swift-tools-version:3.1\nimport PackageDescription\nlet package = Package(name: \"RackKit\")\n"
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let old = try test()
        #expect(old.status == 0, "\(old.stdout)\(old.stderr)")
        #expect(
            old.stderr.hasPrefix(
                "layoutty: test: Package.swift: it declares swift-tools-version 3.1, which SwiftPM no longer reads: "
                    + "the libraries of its Xcode projects are tested instead\n"), "\(old.stderr)")
        #expect(old.stdout.contains("Executed 6 tests, with 0 failures (0 unexpected)"))
    }

    @Test func aFolderWithoutAManifestIsOneLine() throws {
        let folder = try TemporaryFolder.create("test-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["test", folder.path], environment: ["XDG_CACHE_HOME": folder.path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "layoutty: test: \(folder.path): no Package.swift there, nor an Xcode project building a Swift library\n"
        )
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
