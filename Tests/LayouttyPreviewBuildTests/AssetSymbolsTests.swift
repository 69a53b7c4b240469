import Foundation
import LayouttyKit
import LayouttyTestSupport
import Testing

@testable import LayouttyPreviewBuild

/// The symbols Xcode generates for an app's asset catalogs, named and written as Xcode does.
@Suite struct AssetSymbolsTests {
    /// Asset names and the symbols Xcode 15's `GeneratedAssetSymbols.swift` gives them (read in
    /// apps' generated files; `backgroundImage` from Xcode's own message "the backgroundImage
    /// color asset name resolves to the symbol background"). A keyword is escaped (ours: Xcode's
    /// choice for one was not seen).
    @Test(arguments: [
        ("AccentColor", "accent"), ("SplashIcon", "splashIcon"), ("tutorial_bell_daily", "tutorialBellDaily"),
        ("IMG02", "IMG_02"), ("alex n friend", "alexNFriend"), ("AL-0", "AL_0"), ("CFConfezione", "cfConfezione"),
        ("Image1", "image1"), ("floral_bgro_w", "floralBgroW"), ("OnboardingRoutine1", "onboardingRoutine1"),
        ("backgroundImage", "background"), ("default", "`default`")
    ])
    func symbolsAreXcodes(asset: String, symbol: String) {
        #expect(AssetCatalog.symbol(for: asset) == symbol)
    }

    /// A catalog of an Xcode project asking for framework extensions: its images (in plain
    /// folders too) and colours get resources and UIKit's and SwiftUI's statics; a namespace
    /// folder's name joins its assets'; the project search finds the file for `videoPlay` as
    /// one of the app's. Without the setting, only the resources; turned off, nothing.
    @Test func aCatalogsFileIsFoundAsTheAppsOwn() throws {
        let folder = try TemporaryFolder.create(
            "asset-symbols",
            files: [
                "App.xcodeproj/project.pbxproj":
                    "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;\n",
                "App/Assets.xcassets/AccentColor.colorset/Contents.json": "{}",
                "App/Assets.xcassets/Feed/videoPlay.imageset/Contents.json": "{}",
                "App/Assets.xcassets/Icons/Contents.json": "{\"properties\" : {\"provides-namespace\" : true}}",
                "App/Assets.xcassets/Icons/star.imageset/Contents.json": "{}",
                "App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
                "App/Cell.swift": "import UIKit\n"
            ])
        // Where the preview's cache keeps generated files: outside the project, as there.
        let generated = try TemporaryFolder.create("asset-symbols-generated")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: generated)
        }
        let files = ProjectFiles(root: folder, generatingInto: generated).files(declaring: "videoPlay")
        #expect(files.count == 1 && files[0].hasSuffix("/GeneratedAssetSymbols.swift"))
        let text = try String(contentsOfFile: files[0], encoding: .utf8)
        #expect(text.contains("    static let accent = ColorResource(name: \"AccentColor\", bundle: resourceBundle)\n"))
        #expect(
            text.contains(
                """
                extension ImageResource {
                    static let videoPlay = ImageResource(name: "videoPlay", bundle: resourceBundle)
                    static let iconsStar = ImageResource(name: "Icons/star", bundle: resourceBundle)
                }
                """))
        #expect(text.contains("    static var videoPlay: UIImage { .init(resource: .videoPlay) }\n"))
        #expect(text.contains("    static var accent: SwiftUI.Color { .init(ColorResource.accent) }\n"))
        #expect(!text.contains("AppIcon"))

        let settings = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try "".write(to: settings, atomically: true, encoding: .utf8)
        let plain = ProjectFiles(root: folder, generatingInto: generated).files(declaring: "videoPlay")
        let resourcesOnly = try String(contentsOfFile: plain[0], encoding: .utf8)
        #expect(resourcesOnly.contains("static let videoPlay") && !resourcesOnly.contains("extension UIImage"))
        try "ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO;\n".write(
            to: settings, atomically: true, encoding: .utf8)
        #expect(ProjectFiles(root: folder, generatingInto: generated).files(declaring: "videoPlay").isEmpty)
    }

    /// A colour the app already reaches through its own extension (`class func customBtnOff()
    /// -> UIColor`, as a wallet app kept from before Xcode 15) gets no `UIColor` static of that
    /// name, as Xcode writes none: the app builds there, and the two members here were an
    /// invalid redeclaration that left the whole generated file out. Its resource, its SwiftUI
    /// static and every other colour's statics are written.
    @Test func aStaticTheAppDeclaresIsNotWrittenAgain() throws {
        let folder = try TemporaryFolder.create(
            "asset-symbols-declared",
            files: [
                "App.xcodeproj/project.pbxproj":
                    "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;\n",
                "App/Assets.xcassets/customBtnOff.colorset/Contents.json": "{}",
                "App/Assets.xcassets/customBtnOn.colorset/Contents.json": "{}",
                "App/UIColor+App.swift": """
                import UIKit

                extension UIColor {
                    class func customBtnOff() -> UIColor { UIColor(named: "customBtnOff")! }
                }

                """
            ])
        let generated = try TemporaryFolder.create("asset-symbols-declared-generated")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: generated)
        }
        let files = ProjectFiles(root: folder, generatingInto: generated).files(declaring: "customBtnOn")
        let text = try String(contentsOfFile: try #require(files.first), encoding: .utf8)
        #expect(!text.contains("static var customBtnOff: UIColor"), "\(text)")
        #expect(text.contains("    static var customBtnOn: UIColor { .init(resource: .customBtnOn) }\n"))
        #expect(
            text.contains("    static let customBtnOff = ColorResource(name: \"customBtnOff\", bundle: resourceBundle)")
        )
        #expect(text.contains("    static var customBtnOff: SwiftUI.Color { .init(ColorResource.customBtnOff) }"))
    }

    /// A search that may add no more of the app's files (its rounds or its count spent, here
    /// none allowed) still adds the symbols Xcode generates for a catalog: the cell using
    /// `.videoPlay` is not left out for it. A name one of the app's own files declares is not.
    @Test func generatedSymbolsAreFoundPastTheSearchsBounds() throws {
        let folder = try TemporaryFolder.create(
            "asset-symbols-bounds",
            files: [
                "App/Assets.xcassets/videoPlay.imageset/Contents.json": "{}",
                "App/Screen.swift": "import UIKit\n", "App/Theme.swift": "enum Theme {}\n"
            ])
        let generated = try TemporaryFolder.create("asset-symbols-bounds-generated")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: generated)
        }
        let screen = folder.appendingPathComponent("App/Screen.swift").path
        var search = ProjectSearch(
            files: [screen], project: ProjectFiles(root: folder, generatingInto: generated), depth: 0)
        var missing = PreviewError("did not compile", status: 1)
        missing.unresolvedNames = ["videoPlay", "Theme"]
        let again = search.next(after: missing)
        #expect(again && search.helpers.count == 1, "\(search.helpers)")
        #expect(search.helpers.first?.hasSuffix("/GeneratedAssetSymbols.swift") == true)
    }
}
