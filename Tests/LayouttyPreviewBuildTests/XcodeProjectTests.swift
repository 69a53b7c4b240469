import Foundation
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// What an Xcode project file says of its targets: their kinds, the module each is imported as,
/// and their Swift files. (`layoutty test` runs its test targets, `TestCommandTests`; `preview`
/// builds its frameworks, `PreviewCommandTests`.)
@Suite struct XcodeProjectTests {
    /// BookShelf's project (ours): an app target and a framework target, each a synchronized
    /// folder; the framework's `PRODUCT_NAME = "$(TARGET_NAME)"` makes its module its name. The
    /// framework's sources phase also lists `Generated/BookKitNames.swift`, which is not there
    /// (a build step would write it): it is listed first, as the phase comes before the folder.
    @Test func theFixturesAppAndFrameworkTargets() throws {
        let fixture = CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TestFixtures/BookShelf")
        let project = try #require(XcodeProject.read(fixture.appendingPathComponent("BookShelf.xcodeproj")))
        #expect(project.targets.map(\.name) == ["BookShelf", "BookKit"])
        #expect(project.targets.map(\.isModule) == [false, true])
        #expect(project.targets.map(\.moduleName) == ["BookShelf", "BookKit"])
        #expect(
            project.targets[1].files
                == ["Generated/BookKitNames.swift", "BookKit/BookFormatter.swift"].map {
                    fixture.appendingPathComponent($0).path
                })
        #expect(project.testTargets.isEmpty)
    }

    /// A module name written out wins over the target's name (`PRODUCT_MODULE_NAME`, else
    /// `PRODUCT_NAME`); a name that is not an identifier becomes one, as Xcode makes it
    /// (`Book-Kit iOS` → `Book_Kit_iOS`); a static library is a module too, a target without
    /// Swift files is not read.
    @Test func moduleNamesAreTheSettingsOrTheTargetsName() throws {
        let folder = try TemporaryFolder.create(
            "xcode-project",
            files: [
                "Kit/A.swift": "", "Kit/B.swift": "", "Kit/C.m": "",
                "Lib.xcodeproj/project.pbxproj": Self.project
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try #require(XcodeProject.read(folder.appendingPathComponent("Lib.xcodeproj")))
        #expect(project.targets.map(\.name) == ["Book-Kit iOS", "Shelf Core", "Static"])
        #expect(project.targets.map(\.moduleName) == ["Book_Kit_iOS", "ShelfCore", "StaticKit"])
        #expect(project.targets.map(\.isModule) == [true, true, true])
    }

    static func target(_ id: Int, _ name: String, type: String, settings: String) -> String {
        """
        T\(id) = {
            isa = PBXNativeTarget; name = "\(name)"; productType = "com.apple.product-type.\(type)";
            fileSystemSynchronizedGroups = ( G1 ); buildConfigurationList = L\(id);
        };
        L\(id) = { isa = XCConfigurationList; buildConfigurations = ( C\(id) ); };
        C\(id) = { isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Debug; };
        """
    }

    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                P = { isa = PBXProject; mainGroup = M; projectDirPath = ""; targets = ( T1, T2, T3, T4 ); };
                M = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
                G1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
                \(target(1, "Book-Kit iOS", type: "framework", settings: #"PRODUCT_NAME = "$(TARGET_NAME)";"#))
                \(target(2, "Shelf Core", type: "framework", settings: "PRODUCT_MODULE_NAME = ShelfCore; PRODUCT_NAME = Core;"))
                \(target(3, "Static", type: "library.static", settings: "PRODUCT_NAME = StaticKit;"))
                T4 = { isa = PBXNativeTarget; name = Empty; productType = "com.apple.product-type.framework"; };
            };
            rootObject = P;
        }
        """

    /// A fetched package is named by SwiftPM's message when its URL is there whole or its
    /// identity is quoted — not when its URL is only the start of another's (ProtonVPN's
    /// AlamofireImage clone failure blamed Alamofire too). Its checkout folder keeps the URL's case.
    @Test func aFailureNamesTheFetchedPackageWhole() {
        let alamofire = XcodeProject.RemotePackage(
            url: "https://github.com/Alamofire/Alamofire.git", requirement: "from: \"5.0.0\"", products: ["Alamofire"])
        let image = "error: Failed to clone repository https://github.com/Alamofire/AlamofireImage:"
        #expect(!AppPackages.names(image, alamofire))
        #expect(
            AppPackages.names("error: Failed to clone repository https://github.com/Alamofire/Alamofire:", alamofire))
        #expect(AppPackages.names("no versions of 'alamofire' match the requirement 4.0.0", alamofire))
        #expect(alamofire.identity == "alamofire" && alamofire.checkoutName == "Alamofire")
    }

    /// Habitica's three projects each fetch ReactiveSwift (one URL with `.git`, one product each):
    /// one package comes out, with the first's URL and rule and every product — SwiftPM takes a
    /// package once, and the preview said the same failure three times on one line.
    @Test func aPackageSeveralProjectsFetchIsFetchedOnce() {
        let packages = [
            XcodeProject.RemotePackage(
                url: "https://github.com/ReactiveCocoa/ReactiveSwift", requirement: "from: \"6.0.0\"",
                products: ["ReactiveSwift"]),
            XcodeProject.RemotePackage(
                url: "https://github.com/realm/realm-swift.git", requirement: "exact: \"10.0.0\"",
                products: ["RealmSwift"]),
            XcodeProject.RemotePackage(
                url: "https://github.com/ReactiveCocoa/ReactiveSwift.git", requirement: "from: \"7.0.0\"",
                products: ["ReactiveSwift", "ReactiveSwiftTesting"])
        ]
        let merged = XcodeProject.RemotePackage.merged(packages)
        #expect(
            merged.map(\.url) == [
                "https://github.com/ReactiveCocoa/ReactiveSwift", "https://github.com/realm/realm-swift.git"
            ])
        #expect(merged.map(\.requirement) == ["from: \"6.0.0\"", "exact: \"10.0.0\""])
        #expect(merged.map(\.products) == [["ReactiveSwift", "ReactiveSwiftTesting"], ["RealmSwift"]])
    }

    /// SwiftPM's failure to fetch ends its first line with a colon and gives git's reason on the
    /// lines after: the reason is said with it (it ended "…Eureka.git:" before). A compiler's
    /// error comes first when there is one; a line of SwiftPM's without a colon is said alone.
    @Test func aFetchFailureIsSaidWithGitsReason() {
        let clone = [
            "error: Failed to clone repository https://github.com/xmartlabs/Eureka.git:",
            "    Cloning into bare repository '/cache/modules/.build/repositories/Eureka-5a20192b'...",
            "    fatal: unable to access 'https://github.com/xmartlabs/Eureka.git/': Could not resolve host: github.com"
        ]
        #expect(
            AppPackages.firstError(clone, status: 1)
                == "error: Failed to clone repository https://github.com/xmartlabs/Eureka.git: "
                + "fatal: unable to access 'https://github.com/xmartlabs/Eureka.git/': Could not resolve host: github.com"
        )
        let unmet = "error: Dependencies could not be resolved because no versions of 'swift-log' match"
        #expect(AppPackages.firstError(["Fetching", unmet, "fatal: other"], status: 1) == unmet)
        #expect(
            AppPackages.firstError(["a.swift:1:2: error: no such module 'X'"] + clone, status: 1)
                == "a.swift:1:2: error: no such module 'X'")
        #expect(AppPackages.firstError([], status: 9) == "swift build failed (status 9)")
    }
}
