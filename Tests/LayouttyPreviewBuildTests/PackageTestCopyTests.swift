import Foundation
import LayouttyPreviewBuild
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
}
