import Foundation
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// How `preview` finds the app's other files.
@Suite struct ProjectFilesTests {
    /// A project's root is the nearest folder holding `Package.swift`, an `.xcodeproj`, `.git` or
    /// XcodeGen's `project.yml`; none within reach, none.
    @Test func theRootIsTheNearestMarkedFolder() throws {
        let top = try TemporaryFolder.create("project-root")
        defer { try? FileManager.default.removeItem(at: top) }
        let deep = top.appendingPathComponent("App.xcodeproj/../App/Screens/Grid")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: top.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let file = deep.appendingPathComponent("Grid.swift").path
        #expect(ProjectFiles.root(near: file)?.path == top.standardizedFileURL.path)
        try "".write(to: deep.appendingPathComponent("../Package.swift"), atomically: true, encoding: .utf8)
        #expect(
            ProjectFiles.root(near: file)?.path == top.appendingPathComponent("App/Screens").standardizedFileURL.path)
        // XcodeGen's `project.yml` marks it too, where no `.xcodeproj` is committed; a Swift file
        // named as Tuist's manifest (`Project.swift`, an app's model) does not.
        let inner = top.appendingPathComponent("App/Screens/Grid/Models")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try "".write(to: inner.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        try "".write(to: deep.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        #expect(
            ProjectFiles.root(near: inner.appendingPathComponent("Project.swift").path)?.path
                == deep.standardizedFileURL.path)
    }

    /// An app whose workspace lists its project beside others (`Shop.xcworkspace`: `Shop/`,
    /// `Storage/`, as WooCommerce keeps its layers) is previewed in the workspace's folder, where
    /// the other projects' frameworks are; a workspace not listing it (another app's), or one
    /// above the repository's root, is not its.
    @Test func aWorkspaceListingTheProjectIsItsRoot() throws {
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Shop/Shop.xcodeproj"></FileRef>
               <FileRef location = "group:Storage/Storage.xcodeproj"></FileRef>
            </Workspace>
            """
        let top = try TemporaryFolder.create(
            "project-workspace",
            files: [
                "repo/.git/HEAD": "ref: refs/heads/main\n",
                "repo/Shop.xcworkspace/contents.xcworkspacedata": workspace,
                "repo/Shop/Shop.xcodeproj/project.pbxproj": "", "repo/Shop/Classes/Cart.swift": "",
                "repo/Storage/Storage.xcodeproj/project.pbxproj": "",
                "repo/Other/Other.xcodeproj/project.pbxproj": "", "repo/Other/Screen.swift": "",
                "Outer.xcworkspace/contents.xcworkspacedata": "location = \"group:repo/Other/Other.xcodeproj\""
            ])
        defer { try? FileManager.default.removeItem(at: top) }
        let path = { (relative: String) in top.appendingPathComponent(relative).standardizedFileURL.path }
        #expect(ProjectFiles.root(near: path("repo/Shop/Classes/Cart.swift"))?.path == path("repo"))
        #expect(ProjectFiles.root(near: path("repo/Other/Screen.swift"))?.path == path("repo/Other"))
    }

    /// The files declaring operators on Apple's or the standard library's types, at the top
    /// level or in an extension of one (what every file of the target sees, and what no error
    /// names when missing) are indexed as `(operator)`; an operator a type of the app declares
    /// for itself (its `==`) is not.
    @Test func operatorsOnOthersTypesAreIndexed() throws {
        let root = try TemporaryFolder.create(
            "project-operators",
            files: [
                "Helpers/Operators.swift":
                    "func + (left: NSAttributedString, right: NSAttributedString) -> NSAttributedString {\n"
                    + "    left\n}\n",
                "Helpers/String+Repeat.swift":
                    "extension String {\n    static func * (text: String, count: Int) -> String { text }\n}\n",
                "Models/Money.swift":
                    "struct Money: Equatable {\n    static func == (a: Money, b: Money) -> Bool { true }\n}\n"
                    + "extension Money {\n    static func + (a: Money, b: Money) -> Money { a }\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ProjectFiles(root: root).files(declaring: "(operator)").map {
            $0.split(separator: "/").suffix(2).joined(separator: "/")
        }
        #expect(found.sorted() == ["Helpers/Operators.swift", "Helpers/String+Repeat.swift"])
    }

    /// A dependency's file belongs to the dependency (a pod, a Carthage or SwiftPM checkout),
    /// found near it or under the project given, as it builds on iOS apart from the app; the
    /// app's own file and CocoaPods' support files belong to the app.
    @Test func aDependencysFileBelongsToTheDependency() throws {
        let top = try TemporaryFolder.create(
            "project-dependency",
            files: [
                "App.xcodeproj/project.pbxproj": "", "App/Grid.swift": "",
                "Pods/Shelving/Sources/ShelfLayout.swift": "",
                "Pods/Target Support Files/Pods-App/Pods-App-dummy.swift": "",
                "Carthage/Checkouts/Charts/Source/Charts/Bar.swift": ""
            ])
        defer { try? FileManager.default.removeItem(at: top) }
        let root = top.standardizedFileURL
        let path = { (file: String) in root.appendingPathComponent(file).path }
        #expect(
            ProjectFiles.root(near: path("Pods/Shelving/Sources/ShelfLayout.swift"))?.path == path("Pods/Shelving"))
        #expect(
            ProjectFiles.root(of: path("Carthage/Checkouts/Charts/Source/Charts/Bar.swift"), project: root.path)?.path
                == path("Carthage/Checkouts/Charts"))
        #expect(
            ProjectFiles.root(of: path("Pods/Shelving/Sources/ShelfLayout.swift"), project: root.path)?.path
                == path("Pods/Shelving"))
        #expect(ProjectFiles.root(of: path("App/Grid.swift"), project: root.path)?.path == root.path)
        #expect(ProjectFiles.root(of: path("App/Grid.swift"), project: nil)?.path == root.path)
        #expect(
            ProjectFiles.root(near: path("Pods/Target Support Files/Pods-App/Pods-App-dummy.swift"))?.path == root.path)
    }

    /// The app's bundle links every data file up to its limit (20,000; 10 here); past it, it
    /// says how many it holds of how many (it held 20,000 of 20,001 silently).
    @Test func theBundleSaysWhatItLeftOut() throws {
        let root = try TemporaryFolder.create("project-resources")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Data/more"), withIntermediateDirectories: true)
        for index in 0..<11 {
            let path = root.appendingPathComponent(index < 10 ? "Data/item\(index).json" : "Data/more/item10.json").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
        }
        let bundle = root.appendingPathComponent("bundle")
        let linked = try ProjectFiles(root: root).linkResources(into: bundle, limit: 10)
        #expect(try FileManager.default.contentsOfDirectory(atPath: linked.folder.path).count == 10)
        #expect(
            linked.note
                == "the app's Bundle.main holds 10 of the project's 11 data files (the first found); --project names a smaller folder"
        )
        try FileManager.default.removeItem(at: root.appendingPathComponent("Data/more"))
        #expect(try ProjectFiles(root: root).linkResources(into: bundle, limit: 10).note == nil)
        #expect(ProjectFiles.fileLimit == 20_000)
    }

    /// A folder the app's target copies whole (a folder reference in its resources phase, as
    /// Focus holds its search plugins: `Bundle.main.url(forResource: "SearchPlugins",
    /// withExtension: nil)!` trapped) is in the bundle by its name, its files read through it;
    /// a folder reference no target copies is not. So are the loose files it copies.
    @Test func foldersTheAppCopiesWholeAreInTheBundle() throws {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = M; projectDirPath = ""; targets = ( T ); };
                    M = { isa = PBXGroup; children = ( F, U, I, D, G ); sourceTree = "<group>"; };
                    I = { isa = PBXFileReference; lastKnownFileType = image.png; path = default.png;
                          sourceTree = "<group>"; };
                    D = { isa = PBXFileReference; path = alert.mp3; sourceTree = "<group>"; };
                    G = { isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                    J = { isa = PBXBuildFile; fileRef = I; };
                    K = { isa = PBXBuildFile; fileRef = D; };
                    L = { isa = PBXBuildFile; fileRef = G; };
                    F = { isa = PBXFileReference; lastKnownFileType = folder; name = SearchPlugins;
                          path = Search/SearchPlugins; sourceTree = SOURCE_ROOT; };
                    U = { isa = PBXFileReference; lastKnownFileType = folder; path = Unused; sourceTree = "<group>"; };
                    B = { isa = PBXBuildFile; fileRef = F; };
                    R = { isa = PBXResourcesBuildPhase; files = ( B, J, K, L ); };
                    T = { isa = PBXNativeTarget; name = App; buildPhases = ( R );
                          productType = "com.apple.product-type.application"; };
                };
                rootObject = P;
            }
            """
        let root = try TemporaryFolder.create(
            "project-folder-resources",
            files: [
                "App.xcodeproj/project.pbxproj": project, "Search/SearchPlugins/list.xml": "<engines/>",
                "Unused/notes.bin": "", "default.png": "png", "alert.mp3": "mp3", "Main.storyboard": "<document/>"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let linked = try ProjectFiles(root: root).linkResources(into: root.appendingPathComponent("bundle"))
        let bundle = try #require(Bundle(path: linked.folder.path))
        let plugins = try #require(bundle.url(forResource: "SearchPlugins", withExtension: nil))
        #expect(try String(contentsOf: plugins.appendingPathComponent("list.xml"), encoding: .utf8) == "<engines/>")
        #expect(bundle.url(forResource: "Unused", withExtension: nil) == nil)
        // Files it copies as they are, images and sounds, are there by name; Interface Builder's,
        // which Xcode compiles (and UIKit reads from the project), are not.
        let icon = try #require(bundle.path(forResource: "default", ofType: "png"))
        #expect(try String(contentsOfFile: icon, encoding: .utf8) == "png")
        #expect(bundle.url(forResource: "alert", withExtension: "mp3") != nil)
        #expect(bundle.url(forResource: "Main", withExtension: "storyboard") == nil)
    }

    /// Where an extension's file has the app's file's name (a notification extension's
    /// `en.lproj/Localizable.strings`, as a wallet app's beside its own, found first), the
    /// bundle holds the app target's, as the app's bundle does: `NSLocalizedString` finds the
    /// app's words ("Settings"), not the extension's — every localized text of that app's
    /// screens showed its key.
    @Test func theAppsOwnFileWinsOverAnExtensionsOfTheSameName() throws {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = M; projectDirPath = ""; targets = ( T, X ); };
                    M = { isa = PBXGroup; children = ( A, N ); sourceTree = "<group>"; };
                    A = { isa = PBXGroup; children = ( V ); path = main; sourceTree = "<group>"; };
                    V = { isa = PBXVariantGroup; children = ( E ); name = Localizable.strings; sourceTree = "<group>"; };
                    E = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                    N = { isa = PBXGroup; children = ( W ); path = Notify; sourceTree = "<group>"; };
                    W = { isa = PBXVariantGroup; children = ( F ); name = Localizable.strings; sourceTree = "<group>"; };
                    F = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                    B = { isa = PBXBuildFile; fileRef = V; };
                    C = { isa = PBXBuildFile; fileRef = W; };
                    R = { isa = PBXResourcesBuildPhase; files = ( B ); };
                    S = { isa = PBXResourcesBuildPhase; files = ( C ); };
                    T = { isa = PBXNativeTarget; name = App; buildPhases = ( R );
                          productType = "com.apple.product-type.application"; };
                    X = { isa = PBXNativeTarget; name = Notify; buildPhases = ( S );
                          productType = "com.apple.product-type.app-extension"; };
                };
                rootObject = P;
            }
            """
        let root = try TemporaryFolder.create(
            "project-app-resources",
            files: [
                "App.xcodeproj/project.pbxproj": project,
                "main/en.lproj/Localizable.strings": "\"title\" = \"Settings\";\n",
                "Notify/en.lproj/Localizable.strings": "\"title\" = \"New payment\";\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let linked = try ProjectFiles(root: root).linkResources(into: root.appendingPathComponent("bundle"))
        let bundle = try #require(Bundle(path: linked.folder.path))
        #expect(bundle.localizedString(forKey: "title", value: nil, table: nil) == "Settings")
    }

    /// The app's Info.plist as Xcode writes it, read as iOS reads `Bundle.main`: the identifier
    /// from the app target's settings through its configuration file (`$(APP_ID)` =
    /// `com.example.shelf` + `$(SUFFIX)` = `.debug`, the Debug configuration's), the package type
    /// and version Xcode adds, an `INFOPLIST_KEY_` setting as its key (a generated plist), and the
    /// English `InfoPlist.strings` over the file — which is folded in, not linked: with it
    /// there, Linux's Foundation read every other key by `object(forInfoDictionaryKey:)` as nil
    /// (Focus's `… as! NSString` trapped). A setting no level declares is empty.
    @Test func theInfoPlistIsFilledFromTheAppsBuildSettings() throws {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = M; projectDirPath = ""; targets = ( T ); buildConfigurationList = PL; };
                    M = { isa = PBXGroup; children = ( X ); sourceTree = "<group>"; };
                    X = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
                    PL = { isa = XCConfigurationList; buildConfigurations = ( PR ); };
                    PR = { isa = XCBuildConfiguration; name = Release; buildSettings = { MARKETING_VERSION = 9.9; }; };
                    TL = { isa = XCConfigurationList; buildConfigurations = ( TR, TD ); };
                    TR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SUFFIX = ""; }; };
                    TD = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X;
                           buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = "$(APP_ID)"; GENERATE_INFOPLIST_FILE = YES;
                                             INFOPLIST_KEY_CFBundleDisplayName = Shelf; INFOPLIST_KEY_UIRequiresFullScreen = YES;
                                             "SUFFIX[sdk=iphonesimulator*]" = ".sim"; }; };
                    T = { isa = PBXNativeTarget; name = Shelf; buildPhases = ( ); buildConfigurationList = TL;
                          productType = "com.apple.product-type.application"; };
                };
                rootObject = P;
            }
            """
        let root = try TemporaryFolder.create(
            "project-info",
            files: [
                "App.xcodeproj/project.pbxproj": project,
                "Config/Base.xcconfig": "APP_ID = com.example.shelf$(SUFFIX) // the store's\nSUFFIX = .debug\n",
                "Config/App.xcconfig": "#include \"Base.xcconfig\"\nMARKETING_VERSION = 2.4\n",
                "Shelf/Info.plist": Self.plist([
                    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "UILaunchStoryboardName": "Launch",
                    "NSCameraUsageDescription": "Camera", "Build": "$(NO_SUCH_SETTING)"
                ]),
                "Shelf/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scans your books.\";\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let linked = try ProjectFiles(root: root).linkResources(into: root.appendingPathComponent("bundle"))
        let bundle = try #require(Bundle(path: linked.folder.path))
        #expect(bundle.bundleIdentifier == "com.example.shelf.debug")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundlePackageType") as? String == "APPL")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String == "2.4")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundleName") as? String == "Shelf")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String == "Shelf")
        #expect(bundle.object(forInfoDictionaryKey: "UIRequiresFullScreen") as? Bool == true)
        #expect(bundle.object(forInfoDictionaryKey: "NSCameraUsageDescription") as? String == "Scans your books.")
        #expect(bundle.object(forInfoDictionaryKey: "Build") as? String == "")
        #expect(!FileManager.default.fileExists(atPath: linked.folder.appendingPathComponent("en.lproj").path))
    }

    private static func plist(_ values: [String: String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + values.sorted { $0.key < $1.key }.map { "\t<key>\($0.key)</key>\n\t<string>\($0.value)</string>\n" }
            .joined()
            + "</dict>\n</plist>\n"
    }

    /// An app's plural strings (`.stringsdict`) are in its bundle as a strings table Linux's
    /// Foundation reads — which traps reading a `.stringsdict` itself, at the first
    /// `NSLocalizedString` of any key: "Select %d Tabs" (the `other` form) filled with 3 reads
    /// "Select 3 Tabs"; the plain table's words beside it still found, a key in both the
    /// plural's; a table with only plurals made whole; the app's files untouched.
    @Test func pluralStringsAreReadWithoutTrapping() throws {
        func plural(_ key: String, _ one: String, _ other: String) -> String {
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ open</string>"
                + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(one)</string>"
                + "<key>other</key><string>\(other)</string></dict></dict>"
        }
        let stringsdict =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
            + plural("tabs.count", "%d Tab", "%d Tabs") + plural("shared", "%d Share", "%d Shares")
            + "</dict></plist>\n"
        let strings = "/* Cancel */\n\"cancel\" = \"Cancel\";\n\"shared\" = \"Shared\";\n"
        let root = try TemporaryFolder.create(
            "project-plurals",
            files: [
                "App/en.lproj/Localizable.strings": strings, "App/en.lproj/Localizable.stringsdict": stringsdict,
                "App/en.lproj/Counts.stringsdict": stringsdict
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let linked = try ProjectFiles(root: root).linkResources(into: root.appendingPathComponent("bundle"))
        let language = linked.folder.appendingPathComponent("en.lproj").path
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: language).sorted() == [
                "Counts.strings", "Localizable.strings"
            ])
        let bundle = try #require(Bundle(path: linked.folder.path))
        let format = bundle.localizedString(forKey: "tabs.count", value: nil, table: nil)
        #expect(format == "%d Tabs open" && String.localizedStringWithFormat(format, 3) == "3 Tabs open")
        #expect(NSLocalizedString("cancel", bundle: bundle, comment: "") == "Cancel")
        #expect(bundle.localizedString(forKey: "shared", value: nil, table: nil) == "%d Shares open")
        #expect(bundle.localizedString(forKey: "shared", value: nil, table: "Counts") == "%d Shares open")
        let kept = try String(
            contentsOf: root.appendingPathComponent("App/en.lproj/Localizable.strings"), encoding: .utf8)
        #expect(kept == strings)
    }

    /// A String Catalog (Xcode 15's `Localizable.xcstrings`) is in the bundle as the English
    /// table Xcode compiles it into, so a screen shows its words, not its keys: "Dates" for
    /// `Filter.Dates`; a key the catalog gives no words is its own ("Save changes"); a plural's
    /// `other` form ("%lld photos"), filled with 3 as iOS fills it; a device variation's iPhone
    /// form; a substitution's `other` form with its format specifier ("%lld new items"); the `en`
    /// words over the source language's; a second catalog its own table; the app's file untouched.
    @Test func aStringCatalogIsReadAsXcodeCompilesIt() throws {
        let catalog = """
            {"sourceLanguage": "de", "version": "1.0", "strings": {
              "Filter.Dates": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Dates"}},
                                                 "de": {"stringUnit": {"state": "translated", "value": "Daten"}}}},
              "Save changes": {},
              "photos.count": {"localizations": {"en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld photo"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}}}},
              "tap.hint": {"localizations": {"en": {"variations": {"device": {
                  "ipad": {"stringUnit": {"state": "translated", "value": "Click"}},
                  "iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}}}}}},
              "inbox": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@items@ in Inbox"},
                  "substitutions": {"items": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%arg new item"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg new items"}}}}}}}}},
              "only.german": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nur"}}}}
            }}
            """
        let other =
            #"{"sourceLanguage": "en", "strings": {"title": {"localizations": "#
            + #"{"en": {"stringUnit": {"value": "Menu"}}}}}}"#
        let root = try TemporaryFolder.create(
            "project-catalog",
            files: ["App/Resources/Localizable.xcstrings": catalog, "App/Menu.xcstrings": other])
        defer { try? FileManager.default.removeItem(at: root) }
        let linked = try ProjectFiles(root: root).linkResources(into: root.appendingPathComponent("bundle"))
        let bundle = try #require(Bundle(path: linked.folder.path))
        let words = { (key: String) in NSLocalizedString(key, bundle: bundle, comment: "") }
        #expect(words("Filter.Dates") == "Dates")
        #expect(words("Save changes") == "Save changes")
        #expect(String.localizedStringWithFormat(words("photos.count"), 3) == "3 photos")
        #expect(words("tap.hint") == "Tap")
        #expect(String.localizedStringWithFormat(words("inbox"), 5) == "5 new items in Inbox")
        #expect(words("only.german") == "Nur")
        #expect(NSLocalizedString("title", tableName: "Menu", bundle: bundle, comment: "") == "Menu")
        #expect(bundle.url(forResource: "Localizable", withExtension: "xcstrings") == nil)
        let kept = try String(
            contentsOf: root.appendingPathComponent("App/Resources/Localizable.xcstrings"), encoding: .utf8)
        #expect(kept == catalog)
    }

    /// Localized strings keep their language's folder, the development language's only, so
    /// Foundation's bundle finds the app's words: "Cancel" for `BUTTON_CANCEL` from
    /// `en.lproj`, never French (a phone set to English); other data files stay flat, and a Core
    /// Data model is there as Xcode compiles it (`Model.momd`, which `Bundle.url(forResource:)` finds).
    @Test func theBundleHoldsTheDevelopmentLanguagesStrings() throws {
        let root = try TemporaryFolder.create(
            "project-strings",
            files: [
                "App/Resources/en.lproj/Localizable.strings": "\"BUTTON_CANCEL\" = \"Cancel\";\n",
                "App/Resources/fr.lproj/Localizable.strings": "\"BUTTON_CANCEL\" = \"Annuler\";\n",
                "App/Data/places.json": "[]",
                // A Core Data model: compiled into the bundle as `Model.momd` by Xcode.
                "App/Model.xcdatamodeld/Model.xcdatamodel/contents": "<model/>\n",
                // A framework target's Info.plist, its build settings unfilled, first in path order
                // but not the app's; a Firebase config is data.
                "App/Frameworks/Kit/Info.plist": Self.plist([
                    "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
                    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"
                ]),
                "App/GoogleService-Info.plist": Self.plist(["BUNDLE_ID": "com.example.app"]),
                "App/Info.plist": Self.plist([
                    "CFBundleDevelopmentRegion": "${DEVELOPMENT_LANGUAGE}", "CFBundleShortVersionString": "2.1",
                    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier)",
                    "UIApplicationSceneManifest": "scenes"
                ])
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let linked = try ProjectFiles(root: root).linkResources(into: root.appendingPathComponent("bundle"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: linked.folder.path).sorted() == [
                "GoogleService-Info.plist", "Info.plist", "Model.momd", "en.lproj", "places.json"
            ])
        let bundle = try #require(Bundle(path: linked.folder.path))
        #expect(bundle.url(forResource: "Model", withExtension: "momd") != nil)
        #expect(NSLocalizedString("BUTTON_CANCEL", bundle: bundle, comment: "") == "Cancel")
        // The app's Info.plist, as Xcode writes it: the app's (its scene manifest), its settings
        // filled in — English, the others empty — and its own values kept.
        #expect(bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String == "en")
        #expect(bundle.infoDictionary?["CFBundleShortVersionString"] as? String == "2.1")
        #expect(bundle.infoDictionary?["CFBundleIdentifier"] as? String == "")
        // A package target's resources, every file that is not code (`layoutty test`, the app's
        // packages): folders are no files — `Resources` (no extension) and `en.lproj` linked
        // whole, then `en.lproj/Localizable.strings` linked through them, failed ("A file with
        // the same name already exists", KeyboardKit's `Localised/`).
        let target = try ProjectFiles(root: root.appendingPathComponent("App")).linkResources(
            into: root.appendingPathComponent("target"), wanted: { $0 != "swift" })
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target.folder.path).sorted() == [
                "GoogleService-Info.plist", "Info.plist", "Model.momd", "en.lproj", "places.json"
            ])
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: target.folder.appendingPathComponent("en.lproj/Localizable.strings").path)
                == root.appendingPathComponent("App/Resources/en.lproj/Localizable.strings").path)
    }

    /// A name is declared by a type at any depth (with modifiers and attributes before it), a
    /// global at the start of a line, or a static member (what `.gridSpacing` finds); an instance
    /// member, a use, or a longer name is not it; build and dependency folders are not searched.
    @Test func filesDeclaringANameAreFound() throws {
        let files = [
            "A.swift": "@MainActor public final class Theme {}\n",
            "B.swift": "enum Outer {\n    struct Theme {}\n}\n",
            "C.swift": "let spacing: CGFloat = 8\nfunc makeGrid() -> Int { 1 }\n",
            "D.swift":
                "enum Style {\n    static let spacing = 8\n    var width = 3\n}\nlet x = Theme()\nstruct ThemeColors {}\n",
            "Pods/E.swift": "class Theme {}\n", ".build/F.swift": "class Theme {}\n",
            // An extension's property, what `appearance.title` needs; not its getter's locals, not
            // a class's stored property; a brace in a string does not end the extension.
            "G.swift": "@available(iOS 14, *) public extension UICollectionLayoutListConfiguration.Appearance\n{\n"
                + "    var title: String? {\n        let local = \"}\"\n        return local\n    }\n"
                + "    private(set) static var shared = 1\n}\nfinal class Box {\n    var stored = 1\n}\n",
            "HTests.swift": "@testable import XCTest\nclass Theme {}\nfunc makeGrid() {}\n",
            // A type's inherited names, `:Name`: a protocol's conforming types are found by them.
            "I.swift": "final class HistoryLoader: Loader, Paging<Int> {\n    let width: Int = 3\n}\n"
                + "struct Plain {}\npublic extension Outer.Inner: Loader where T: Equatable {}\n"
                + "protocol Loader: AnyObject {}\n",
            // A type nested in an enum namespacing the app's models, or in an extension of it:
            // `Outer.Name` too (`type 'OMDB' has no member 'Film'` asks for it), as for a
            // top-level type's static member (`Style.spacing`).
            "J.swift": "enum OMDB {}\nextension OMDB {\n    struct Film {\n        struct Rating {}\n    }\n"
                + "    func fetch() {}\n}\n",
            "K.swift":
                "public extension NFLX {\n    final class Film {}\n}\nstruct Loose {\n    typealias ID = Int\n}\n",
            // A static member an extension adds, which subclasses and conformers inherit: `.name`
            // too (`type 'LetterCell' has no member 'identifier'` finds it there); not a type's own.
            "L.swift": "extension UICollectionReusableView {\n    static var identifier: String { \"\" }\n"
                + "    class func make() {}\n    var shown: Bool { true }\n}\nenum Keys {\n    static let own = 1\n}\n",
            // An initializer an extension adds: `Type.init` (not a type's own, nor a bare `init`).
            "M.swift":
                "public extension SearchRequest {\n    init(criteria: Int) {}\n    convenience init?(raw: String) {}\n"
                + "    init(_ value: Int, in range: Range<Int> = 0..<1, tag: String = \"a, (b\") {}\n    init(\n}\n"
                + "struct Query {\n    init(kind: Int) {}\n}\n",
            // A `private` or `fileprivate` declaration is its own file's (Stepik's interactor's
            // private `AnalyticsEvent`, beside the app's class of that name): not declared here.
            "N.swift": "final class Interactor {\n    private enum AnalyticsEvent {}\n"
                + "    fileprivate static let secret = 1\n    private(set) var count = 0\n}\nprivate final class Cell {}\n",
            // A subscript an extension adds, by its first label (`items[safe: 3]` asks for
            // `[safe:]`); one without a label is found by none.
            "O.swift": "extension Collection {\n    subscript(safe index: Index) -> Element? { nil }\n"
                + "    subscript(position: Int) -> Element? { nil }\n}\n",
            // Swift 5.9's `package` access, and a mutating method an extension adds.
            "P.swift": "package struct LabelContentConfiguration {}\nextension Array {\n"
                + "    mutating func shuffleInPlace() {}\n}\n",
            // A backticked name is its name (`Appearance.let`, asked for as `has no member 'let'`).
            "Q.swift": "extension Appearance {\n    static func `let`() -> Int { 1 }\n}\nenum `Type` {}\n",
            // A test's mock imports the app `@testable` and no test framework (iNoor72's
            // `MockMoviesService`, beside the app's `MoviesService`): a test file, not the app's.
            "Tests/MockMoviesService.swift": "import Foundation\n@testable import MoviesApp\n\n"
                + "final class MoviesService {}\n",
            "Layoutty/Sources/UIKit/UIScrollView.swift":
                "extension UIScrollView {\n    public var delegate: AnyObject? { nil }\n}\n"
        ]
        let root = try TemporaryFolder.create("project-files", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let project = ProjectFiles(root: root)
        let names = { (name: String) in
            project.files(declaring: name).map { URL(fileURLWithPath: $0).lastPathComponent }
        }
        #expect(names("Theme") == ["A.swift", "B.swift"])
        #expect(names("AnalyticsEvent") == [] && names("secret") == [] && names("Cell") == [])
        #expect(names("Interactor") == ["N.swift"] && names("Interactor.AnalyticsEvent") == [])
        #expect(names("spacing") == ["C.swift", "D.swift"])
        #expect(names("width") == [])
        #expect(names("title") == ["G.swift"])
        #expect(names("shared") == ["G.swift"])
        #expect(names("local") == [] && names("stored") == [])
        #expect(names("Box") == ["G.swift"])
        #expect(names("makeGrid") == ["C.swift"])
        #expect(
            names("OMDB.Film") == ["J.swift"] && names("NFLX.Film") == ["K.swift"] && names("Loose.ID") == ["K.swift"])
        #expect(names("Film") == ["J.swift", "K.swift"] && names("Outer.Theme") == ["B.swift"])
        #expect(names("OMDB.fetch") == ["J.swift"] && names("Film.Rating") == [] && names("OMDB.Rating") == [])
        #expect(names("Style.spacing") == ["D.swift"] && names("Style.width") == [])
        #expect(names("Style") == ["D.swift"])
        #expect(names("Missing") == [])
        #expect(names(".identifier") == ["L.swift"] && names(".make") == ["L.swift"] && names(".spacing") == [])
        #expect(names("[safe:]") == ["O.swift"] && names("[position:]") == [])
        #expect(names("LabelContentConfiguration") == ["P.swift"] && names("shuffleInPlace") == ["P.swift"])
        #expect(names("let") == ["Q.swift"] && names(".let") == ["Q.swift"] && names("Type") == ["Q.swift"])
        #expect(names("MoviesService") == [])
        #expect(names("SearchRequest.init") == ["M.swift"] && names("Query.init") == [] && names("init") == [])
        // An extension's initializer by its labels too, for an implicit member's `.init(…)`;
        // a type's own initializer is no extension's, and an unclosed clause names no labels.
        #expect(names("init(criteria:)") == ["M.swift"] && names("init(raw:)") == ["M.swift"])
        #expect(names("init(_:in:tag:)") == ["M.swift"] && names("init(kind:)") == [] && names("init()") == [])
        #expect(
            names(".shown") == [] && names(".own") == [] && names("UICollectionReusableView.identifier") == ["L.swift"])
        #expect(names(":Loader") == ["I.swift"] && names(":Paging") == ["I.swift"] && names(":Int") == [])
        #expect(
            names(":AnyObject") == ["I.swift"] && names(":Equatable") == [] && names("HistoryLoader") == ["I.swift"])
        // Layoutty's own sources, in a Layoutty checkout, are the SDK, not the app: excluded, the
        // scroll view's `delegate` (declared in an extension there) is found nowhere.
        #expect(names("delegate") == ["UIScrollView.swift"])
        let sdk = root.appendingPathComponent("Layoutty/Sources")
        #expect(ProjectFiles(root: root, excluding: [sdk]).files(declaring: "delegate").isEmpty)
        #expect(ProjectFiles(root: root, excluding: [sdk]).files(declaring: "Theme").count == 2)
        // A project given as a link to its folder (`~/code/App` → elsewhere) is walked — Foundation's
        // walk of the link itself finds nothing — its files named under the link, as the user
        // names them; what `excluding` names under the link is left out there too.
        let link = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        defer { try? FileManager.default.removeItem(at: link) }
        #expect(
            ProjectFiles(root: link).files(declaring: "Theme")
                == ["A.swift", "B.swift"].map {
                    link.appendingPathComponent($0).path
                })
        let linkedSDK = link.appendingPathComponent("Layoutty/Sources")
        #expect(ProjectFiles(root: link, excluding: [linkedSDK]).files(declaring: "delegate").isEmpty)
    }

    /// How a type is declared — its keyword and what its line inherits — is read from the first
    /// file declaring it, as `files(declaring:)` finds them: a SwiftUI view, a cell under its
    /// attributes, a class nested in an extension; a `class func` of the name is no type.
    @Test func aTypesDeclarationIsRead() throws {
        let files = [
            "A.swift":
                "import SwiftUI\n\nstruct RatingView: View, Equatable {\n    var body: some View { Text(\"*\") }\n}\n",
            "B.swift": "extension UICollectionReusableView {\n    class func TagView() {}\n}\n"
                + "@MainActor final class TagView: UICollectionViewCell {}\n",
            "C.swift": "extension Shelf {\n    public class Loader<Item>: NSObject, Paging {}\n}\nprotocol Paging {}\n"
        ]
        let root = try TemporaryFolder.create("project-declarations", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let project = ProjectFiles(root: root)
        #expect(
            project.declaration(of: "RatingView").map { [$0.keyword] + $0.inherits } == ["struct", "View", "Equatable"])
        #expect(
            project.declaration(of: "TagView").map { [$0.keyword] + $0.inherits } == ["class", "UICollectionViewCell"])
        #expect(project.declaration(of: "Loader").map { [$0.keyword] + $0.inherits } == ["class", "NSObject", "Paging"])
        #expect(project.declaration(of: "Paging").map { [$0.keyword] + $0.inherits } == ["protocol"])
        #expect(project.declaration(of: "Missing") == nil)
    }

    /// What a project search found is kept per set of files, per kit and per porting program: a
    /// file left out because Layoutty's UIKit lacked something (`isAccessibilityElement`), or
    /// because its port did, is tried again once Layoutty changes, instead of staying out for good.
    @Test func aSearchIsRememberedPerKitAndPorter() throws {
        let cache = try TemporaryFolder.create("search-memory")
        defer { try? FileManager.default.removeItem(at: cache) }
        let package = try PreviewPackage(
            layouttyRoot: URL(fileURLWithPath: "/layoutty"), environment: ["XDG_CACHE_HOME": cache.path])
        func memory(_ file: String, kit: String = "kit 1", porter: String = "porter 1", depth: Int = 2) -> URL {
            package.searchMemory(for: [file], kit: kit, porter: porter, depth: depth)
        }
        let grid = memory("Grid.swift")
        #expect(grid == memory("Grid.swift"))
        #expect(grid != memory("Grid.swift", kit: "kit 2"))
        #expect(grid != memory("Grid.swift", porter: "porter 2"))
        #expect(grid != memory("List.swift"))
        #expect(grid != memory("Grid.swift", depth: 3))
    }

    /// Storyboards and nibs name the app's classes by identifier: a prototype cell's reuse
    /// identifier and a scene's storyboard identifier, each with its `customClass` on the same
    /// element; an element without a custom class (UIKit's own) names nothing; the first file in
    /// path order wins an identifier two files use. A storyboard's initial controller is the
    /// class of the scene its document's `initialViewController` names, by the storyboard's name
    /// (`instantiateInitialViewController()` of `UIStoryboard(name: "Main", …)`). A collection
    /// view's custom layout class is listed by its scene's controller class, not as a view. The
    /// app's views are listed by the controller whose scene holds them, and in a nib by its
    /// File's Owner (`InfoController.xib`'s `HuggingTable`); a nib owned by nothing lists its
    /// views under "".
    @Test func interfaceBuilderFilesNameClassesByIdentifier() throws {
        let root = try TemporaryFolder.create("project-storyboards")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="c1">
          <scenes>
            <scene sceneID="a1"><objects>
              <collectionViewController storyboardIdentifier="Movies" id="c1" customClass="MoviesController" customModule="App" sceneMemberID="viewController">
                <collectionViewCell opaque="NO" reuseIdentifier="movie" id="p1" customClass="MoviesCell" customModule="App">
                </collectionViewCell>
                <collectionViewCell reuseIdentifier="plain" id="p2"/>
                <collectionViewLayout key="collectionViewLayout" id="l1" customClass="ShelfLayout" customModule="App"/>
              </collectionViewController>
            </objects></scene>
          </scenes>
        </document>
        """.write(to: root.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try
            #"<document><objects><collectionViewCell reuseIdentifier="movie" customClass="OtherCell"/></objects></document>"#
            .write(to: root.appendingPathComponent("Later.xib"), atomically: true, encoding: .utf8)
        try """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="InfoController" customModule="App"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" id="v1"><subviews>
            <tableView clipsSubviews="YES" id="t1" customClass="HuggingTable" customModule="App"/>
          </subviews></view>
        </objects></document>
        """.write(to: root.appendingPathComponent("InfoController.xib"), atomically: true, encoding: .utf8)
        let found = ProjectFiles(root: root).interfaceBuilderIdentifiers
        #expect(found.cells == ["movie": "MoviesCell"] && found.scenes == ["Movies": "MoviesController"])
        #expect(found.initial == ["Main": "MoviesController"])
        #expect(found.layouts == ["MoviesController": ["ShelfLayout"]] && !found.views.contains("ShelfLayout"))
        #expect(
            found.sceneViews == [
                "MoviesController": ["MoviesCell"], "": ["OtherCell"], "InfoController": ["HuggingTable"]
            ])
        // And by document: what a nib registered by its name makes.
        #expect(
            found.documentViews == ["Main": ["MoviesCell"], "Later": ["OtherCell"], "InfoController": ["HuggingTable"]])
    }

    /// The generated entry lists each of the files' cell and controller classes under its own
    /// name and under the identifiers Interface Builder gives it — never a class the files do
    /// not declare, never over a class's own name — and the layouts a storyboard names (not
    /// the files' other layouts).
    @Test func theEntryListsClassesUnderTheirIdentifiers() throws {
        let root = try TemporaryFolder.create("project-entry")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Movies.swift").path
        try """
        import UIKit
        final class MoviesCell: UICollectionViewCell {}
        final class MoviesController: UICollectionViewController {}
        final class ShelfLayout: UICollectionViewFlowLayout {}
        final class UnusedLayout: UICollectionViewLayout {}
        func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let sources = try PreviewSources(files: [path])
        let choice = try sources.choice(named: "grid")
        var identifiers = InterfaceBuilderIdentifiers()
        identifiers.cells = ["movie": "MoviesCell", "other": "OtherCell", "MoviesCell": "MoviesCell"]
        identifiers.scenes = ["Movies": "MoviesController"]
        identifiers.initial = ["Main": "MoviesController", "Other": "OtherController"]
        identifiers.layouts = ["MoviesController": ["ShelfLayout", "OtherLayout"]]
        let source = PreviewPackage.Entry(choice, port: PreviewPort(sources, choice: choice), identifiers: identifiers)
            .source(module: "App", library: true)
        #expect(
            source.contains(
                #"nibClasses: ["MoviesCell": MoviesCell.self, "movie": MoviesCell.self], "#
                    + #"layoutClasses: ["ShelfLayout": ShelfLayout.self], "#),
            "\(source)")
        #expect(
            source.contains(
                #"storyboardClasses: ["MoviesController": MoviesController.self, "Movies": MoviesController.self], "#
                    + #"initialControllers: ["Main": MoviesController.self]"#),
            "\(source)")
    }

    /// Two files of one name in two folders (two asset catalogs' `GeneratedAssetSymbols.swift`)
    /// share a `#fileID`: the entry names it once, the first file's path — a dictionary literal
    /// with a key twice trapped as the preview started (DuckDuckGo's tab switcher).
    @Test func theEntryNamesEachFileIDOnce() throws {
        let root = try TemporaryFolder.create(
            "project-entry-ids",
            files: [
                "A/Symbols.swift":
                    "import UIKit\nfunc grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }\n",
                "B/Symbols.swift": "import UIKit\nlet spacing = 8\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = ["A", "B"].map { root.appendingPathComponent("\($0)/Symbols.swift").path }
        let sources = try PreviewSources(files: paths)
        let choice = try sources.choice(named: "grid")
        let source = PreviewPackage.Entry(choice, port: PreviewPort(sources, choice: choice)).source(
            module: "App", library: true)
        #expect(source.components(separatedBy: #""App/Symbols.swift": "#).count == 2, "\(source)")
        #expect(source.contains(#""App/Symbols.swift": "\#(paths[0])""#), "\(source)")
    }

    /// A Swift file in the screen's target's folder that no target compiles (a copy left beside
    /// the real one) is never the screen's, as Xcode never builds it; one outside that folder (a
    /// local package's, in no target) stays searchable.
    @Test func filesInTheTargetsFolderThatNoTargetCompilesAreOutside() throws {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = M; projectDirPath = ""; targets = ( T1 ); };
                    M = { isa = PBXGroup; children = ( G ); sourceTree = "<group>"; };
                    G = { isa = PBXGroup; path = App; sourceTree = "<group>"; children = ( F1, F2 ); };
                    F1 = { isa = PBXFileReference; path = Notes.swift; sourceTree = "<group>"; };
                    F2 = { isa = PBXFileReference; path = Cell.swift; sourceTree = "<group>"; };
                    T1 = { isa = PBXNativeTarget; name = Notes; productType = "com.apple.product-type.application"; buildPhases = ( S1 ); };
                    S1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2 ); };
                    B1 = { isa = PBXBuildFile; fileRef = F1; };
                    B2 = { isa = PBXBuildFile; fileRef = F2; };
                };
                rootObject = P;
            }
            """
        let root = try TemporaryFolder.create(
            "project-orphans",
            files: [
                "Notes.xcodeproj/project.pbxproj": project, "App/Notes.swift": "final class Notes {}\n",
                "App/Cell.swift": "final class Cell {}\n", "App/Old/Cell.swift": "final class Cell {}\n",
                "Packages/Kit/Sources/Kit/Kit.swift": "public enum Kit {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = ProjectFiles(root: root).filesOfOtherTargets(
            than: root.appendingPathComponent("App/Notes.swift").path)
        #expect(outside.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Cell.swift"])
        #expect(outside.allSatisfy { $0.hasSuffix("App/Old/Cell.swift") })
    }
}

/// What an app's bridging header brings its Swift files.
@Suite struct BridgingHeaderTests {
    /// A Hacker News reader's screen uses `Firebase`, which its bridging header imports and no
    /// Swift file does: the header's framework imports (`#import <Firebase/Firebase.h>`, `@import
    /// Crashlytics;`) are modules the search stands in, beside those the files import; its own
    /// headers (`#import "Story.h"`) and other headers (a pod's, not `-Bridging-Header.h`) are not.
    @Test func aBridgingHeadersFrameworksStandInAsModules() throws {
        let header = "#import <Firebase/Firebase.h>\n  @import Crashlytics;\n#import \"Story.h\"\n"
        let screen = "import UIKit\nimport SnapKit\n\nfinal class FeedViewController: UIViewController {}\n"
        let folder = try TemporaryFolder.create(
            "bridging-header",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n", "App/App-Bridging-Header.h": header,
                "App/Feed.swift": screen, "Vendor/Other.h": "#import <Realm/Realm.h>\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = ProjectFiles(root: folder)
        #expect(project.bridgedModules == ["Firebase", "Crashlytics"])
        let path = folder.appendingPathComponent("App/Feed.swift").path
        var search = ProjectSearch(files: [path], project: project)
        search.standInModules(importedBy: try PreviewSources(files: [path]))
        #expect(search.standIns.modules == ["Crashlytics", "Firebase", "SnapKit"])
        search.keepStandIns(for: try PreviewSources(files: [path]))
        #expect(search.standIns.modules == ["Crashlytics", "Firebase", "SnapKit"])
    }
}
