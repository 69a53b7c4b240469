import Foundation
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// `layoutty test`'s copy of a package: the names its ported sources take, and the build id that
/// rebuilds it when Layoutty changes. (The whole run is `TestCommandTests`'.)
@Suite struct PackageTestCopyTests {
    /// A ported source is named apart from the user's file (its `#sourceLocation` names that one),
    /// unless the manifest lists the file by name, which SwiftPM must then find.
    @Test func portedSourcesTakeANameOfTheirOwnUnlessTheManifestNamesThem() {
        let manifest = #".target(name: "Kit", sources: ["Grid.swift", "Sub/Row.swift"])"#
        #expect(
            PackageTestCopy.portedName("Sources/Kit/Shelf.swift", manifest: manifest)
                == "Sources/Kit/Shelf.ported.swift")
        #expect(PackageTestCopy.portedName("Sources/Kit/Grid.swift", manifest: manifest) == "Sources/Kit/Grid.swift")
        #expect(
            PackageTestCopy.portedName("Sources/Kit/Sub/Row.swift", manifest: manifest) == "Sources/Kit/Sub/Row.swift")
    }

    /// SwiftPM reads a manifest whose first line names tools 4.0 or later; an older library's is
    /// said why not (its own Xcode project is then tested instead).
    @Test func aManifestSwiftPMNoLongerReadsIsSaidWhy() {
        #expect(
            XcodeLibraryManifest.unreadableToolsVersion(of: "// swift-tools-version:5.9\nimport PackageDescription")
                == nil)
        #expect(XcodeLibraryManifest.unreadableToolsVersion(of: "//swift-tools-version: 4.0\n") == nil)
        #expect(
            XcodeLibraryManifest.unreadableToolsVersion(of: "// swift-tools-version:3.1\n")
                == "it declares swift-tools-version 3.1, which SwiftPM no longer reads")
        // A licence first: the version on line 3 is not read.
        #expect(
            XcodeLibraryManifest.unreadableToolsVersion(of: "// Copyright\n\n// swift-tools-version:3.1\n")
                == "its swift-tools-version is on line 3, not the first, which SwiftPM does not read")
        #expect(
            XcodeLibraryManifest.unreadableToolsVersion(of: "import PackageDescription\n")
                == "it declares no swift-tools-version on its first line")
    }

    /// Output is said at the user's paths — a compiler message at their file — but a path in the
    /// build folder stays the copy's, where it is: the package has no `.build` (a trap's
    /// backtrace named `PACKAGE/.build/…/KitPackageTests.xctest`, which did not exist).
    @Test func outputNamesTheUsersFilesAndTheCopysBuild() throws {
        let folder = try TemporaryFolder.create("test-copy")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("Kit")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(
            to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let copy = try PackageTestCopy(
            package: package, environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        let (user, made) = (package.path, copy.copy.path)
        #expect(
            copy.userLine("\(made)/Sources/Kit/Grid.swift:3:1: error: x; see \(made)/Package.swift")
                == "\(user)/Sources/Kit/Grid.swift:3:1: error: x; see \(user)/Package.swift")
        #expect(
            copy.userLine("Process '\(made)/.build/debug/KitPackageTests.xctest' exited")
                == "Process '\(made)/.build/debug/KitPackageTests.xctest' exited")
    }

    /// gold refuses a build id of an odd number of digits ("not a valid hex number"), which a
    /// digest with a leading zero dropped had: a real library's link failed on it. Every digest is
    /// sixteen digits; the first of the texts "0", "1", … whose digest is shorter shows the zeros
    /// go in front.
    @Test func theBuildIdIsSixteenHexDigits() throws {
        let texts = (0..<400).map(String.init)
        #expect(texts.allSatisfy { PackageTestCopy.hexDigest($0).count == 16 })
        let short = try #require(texts.first { PackageTestCopy.hexDigest($0).hasPrefix("0") })
        let digest = PackageTestCopy.hexDigest(short)
        #expect(UInt64(digest, radix: 16).map { String($0, radix: 16) } == String(digest.drop { $0 == "0" }))
    }

    /// An app's packages naming each other by folder name alone (`.package(path: "ServiceLayer")`,
    /// the folder beside the package, as a Mastodon client's do) build as Xcode builds them:
    /// the project's local package of that identity stands for the dependency. The copies'
    /// manifests read `../ServiceLayer` and `../Keychain` (any case, with a name); a path that
    /// is there, a URL and a target's own `path:` are as written.
    @Test func packagesNamingTheirNeighboursByNameFindThem() throws {
        let app = try TemporaryFolder.create("local-packages")
        defer { try? FileManager.default.removeItem(at: app) }
        let manifest = """
            // swift-tools-version:5.3
            import PackageDescription
            let package = Package(
                name: "ViewModels",
                dependencies: [
                    .package(path: "ServiceLayer"), .package(name: "Keys", path: "keychain"),
                    .package(path: "../Shared/Style"), .package(url: "https://example.com/x.git", from: "1.0.0"),
                ],
                targets: [.target(name: "ViewModels", dependencies: ["ServiceLayer"], path: "ServiceLayer")]
            )
            """
        for folder in ["ViewModels", "ServiceLayer", "Keychain", "Shared/Style"] {
            let package = app.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
            try (folder == "ViewModels" ? manifest : "// swift-tools-version:5.3\n").write(
                to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
        let packages = ["ViewModels", "ServiceLayer", "Keychain", "Shared/Style"].map { app.appendingPathComponent($0) }
        let paths = AppPackages.localPackages(of: packages[0], among: packages)
        #expect(paths == ["ServiceLayer": "../ServiceLayer", "keychain": "../Keychain"])
        #expect(AppPackages.localPackages(of: packages[3], among: packages).isEmpty)

        let cache = app.appendingPathComponent("cache")
        let copy = PackageTestCopy(package: packages[0], app: app, directory: cache, dependencyPaths: paths)
        try copy.mirrorForDescribing()
        let read = try String(
            contentsOf: cache.appendingPathComponent("described/ViewModels/Package.swift"), encoding: .utf8)
        #expect(
            read
                == manifest.replacingOccurrences(
                    of: #"path: "ServiceLayer"), .package("#, with: #"path: "../ServiceLayer"), .package("#
                )
                .replacingOccurrences(of: #"path: "keychain""#, with: #"path: "../Keychain""#), "\(read)")
    }
}
