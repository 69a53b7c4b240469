import Foundation
import LayouttyKit
import LayouttySystem

/// The app's other files: where `preview FILE` finds the declarations FILE uses but does not
/// hold (`Theme.spacing`, a model type). Xcode builds the whole target; the preview adds only the
/// files of the project that declare a name the compiler could not find, and again for what those
/// need, until the files compile or nothing more is found.
///
/// ```swift
/// let project = ProjectFiles.root(near: "App/Screens/Grid.swift").map(ProjectFiles.init)
/// project?.files(declaring: "Theme") // ["App/Style/Theme.swift"]
/// ```
package final class ProjectFiles {
    package let root: URL
    /// Folders of the project that are not the app's: Layoutty's own sources, when the project
    /// is a Layoutty checkout (its demos and fixtures are previewed there) — its UIKit is the
    /// SDK, never a file the app declares.
    private let excluded: Set<String>
    /// Which files declare each name, read on the first question: a preview whose files compile
    /// alone never walks the project.
    private lazy var declarations: [String: [String]] = Self.declarations(in: swiftFiles) { self.generated[$0]?.text }

    /// The app's Xcode projects and XcodeGen specs under `root` (`XcodeProject.projects(in:)`),
    /// each read once, on the first question: every round of a search asks several.
    package private(set) lazy var projects: [(url: URL, project: XcodeProject)] =
        XcodeProject.projects(in: root).compactMap { url in XcodeProject.read(url).map { (url, $0) } }

    /// Folders no app's sources are in: builds, dependencies, version control.
    static let skippedFolders: Set<String> = [
        "build", "Pods", "Carthage", "DerivedData", "node_modules", "checkouts", "Build"
    ]
    /// The folders under `root` (`root` too), at most `depth` folders down, not hidden or
    /// skipped ones (`skippedFolders`), nor inside one `descends` refuses; in path order.
    static func folders(under root: URL, depth: Int, descends: (URL) -> Bool = { _ in true }) -> [URL] {
        var found: [URL] = []
        var pending = [(root, 0)]
        while let (folder, level) = pending.popLast() {
            found.append(folder)
            guard level < depth, descends(folder) else { continue }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                    pending.append((url, level + 1))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// A project bigger than this is searched in its first files only.
    package static let fileLimit = 20_000
    /// How many folders up from the file a project's root may be.
    static let searchDepth = 8

    /// Where the classes Xcode would generate from the project's Core Data models are written
    /// (`CoreDataModel`), searched as the project's own files; nil: not generated.
    private let generatedFolder: URL?

    package init(root: URL, excluding excluded: [URL] = [], generatingInto generated: URL? = nil) {
        self.root = root
        self.excluded = Set(excluded.map(\.standardizedFileURL.path))
        generatedFolder = generated
    }

    /// Whether the project is a Swift package rather than an app: a `Package.swift` at its root
    /// and no Xcode project beside it. A package has no app delegate that launches its screens
    /// (Layoutty's own fixtures are screens of several apps in one folder of a package).
    package var isPackage: Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.contains("Package.swift") && !names.contains { $0.hasSuffix(".xcodeproj") }
    }

    /// The project's files that name one of `names` (a whole word of their text) and declare a
    /// view controller class, but `except`: the screens that show what a file of helpers
    /// (a content controller, a view) makes, at most `limit` of them, in path order.
    package func screens(using names: [String], except: Set<String>, limit: Int = 3) -> [String] {
        guard !names.isEmpty else { return [] }
        let used = names.map { "\\b" + NSRegularExpression.escapedPattern(for: $0) + "\\b" }.joined(separator: "|")
        guard let uses = try? NSRegularExpression(pattern: used),
            let controller = try? NSRegularExpression(
                pattern: #"class\s+\w+\s*(<[^>]*>)?\s*:\s*[\w.]*ViewController\b"#)
        else { return [] }
        let skipped = Set(except.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        return files(limit: limit) { path, text in
            !skipped.contains(path) && Self.matches(uses, text) && Self.matches(controller, text)
        }
    }

    /// The project's Swift files, in path order, whose text `keeps`, at most `limit` of them.
    private func files(limit: Int, keeping keeps: (_ path: String, _ text: String) -> Bool) -> [String] {
        var found: [String] = []
        for path in swiftFiles where found.count < limit {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), keeps(path, text) else { continue }
            found.append(path)
        }
        return found
    }

    private static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether the target compiling `file` — else the app target — isolates its code to the
    /// main actor unless it says otherwise (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, the
    /// setting of an app Xcode 26 makes): its files are compiled so, or a class of the app
    /// calling its own main-actor code does not compile.
    package func mainActorByDefault(compiling file: String) -> Bool {
        let projects = projects.map(\.project)
        if let own = Self.target(compiling: file, in: projects.flatMap(\.targets)) { return own.mainActorByDefault }
        return projects.lazy.compactMap(\.applicationSettings).first?.isMainActorByDefault == true
    }

    /// The conditions the target compiling `file` — else the app target — sets for `#if`
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`): a screen only a debug flag of the app's builds
    /// (`#if ENABLE_SYNC_LOGGING`) is not there without them.
    package func compilationConditions(compiling file: String) -> [String] {
        let projects = projects.map(\.project)
        if let own = Self.target(compiling: file, in: projects.flatMap(\.targets)) { return own.compilationConditions }
        return projects.lazy.compactMap(\.applicationSettings).first?.compilationConditions ?? []
    }

    /// The files among `files` compiled by a target that is not main-actor isolated by default
    /// (`mainActorByDefault(compiling:)`): read into a screen's module that is, their
    /// declarations are marked `nonisolated` (`NonisolatedMarks`).
    package func nonisolatedFiles(among files: [String]) -> Set<String> {
        let targets = projects.flatMap(\.project.targets)
        return Set(files.filter { Self.target(compiling: $0, in: targets)?.mainActorByDefault == false })
    }

    /// The first of `targets` compiling `file`.
    private static func target(compiling file: String, in targets: [XcodeProject.Target]) -> XcodeProject.Target? {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        return targets.first { $0.files.contains(path) }
    }

    /// The files the app's other targets compile and the target of `file` does not — another
    /// app (a macOS companion's `AppDelegate`), an extension, tests — as its Xcode projects say:
    /// on iOS the screen's target never sees their names. Empty when no project lists `file`
    /// (a package's, a script's): nothing is known to be another target's. Framework targets are
    /// modules the screen imports (`AppPackages`), never another target's here.
    ///
    /// So are the Swift files in the screen's target's folder that no target compiles (a copy
    /// left beside the real one, `Old/NotesViewController.swift`): Xcode never builds them. Only
    /// inside that folder — the one holding all of the target's files, when it is not the
    /// project's root — as a local package's files are in no target and are read when it does
    /// not build apart.
    package func filesOfOtherTargets(than file: String) -> Set<String> {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let all = projects.flatMap(\.project.targets)
        let targets = all.filter { !$0.isModule }
        let own = targets.filter { $0.files.contains(path) }
        guard !own.isEmpty else { return [] }
        let seen = Set(own.flatMap(\.files))
        let others = Set(targets.flatMap(\.files)).subtracting(seen)
        let folder = seen.map { URL(fileURLWithPath: $0).deletingLastPathComponent().pathComponents }
            .reduce(nil as [String]?) { common, next in
                common.map { Array(zip($0, next).prefix { $0 == $1 }.map(\.0)) } ?? next
            }
        guard let folder, folder.count > root.standardizedFileURL.pathComponents.count else { return others }
        let inAny = Set(all.flatMap(\.files))
        let orphans = swiftFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.filter {
            !inAny.contains($0) && generated[$0] == nil
                && Array(URL(fileURLWithPath: $0).pathComponents.prefix(folder.count)) == folder
        }
        return others.union(orphans)
    }

    /// The project's Swift files (at most `fileLimit`), sorted, then those Xcode would generate
    /// from its Core Data models and asset catalogs (`generated`): walked once, on first use.
    private lazy var swiftFiles: [String] = {
        let found = files(wanted: { $0 == "swift" }, folders: { $0 == "xcdatamodeld" || $0 == "xcassets" }).found
        generated = Self.generatedFiles(
            of: found.filter { !$0.hasSuffix(".swift") }, into: generatedFolder, assetSymbols: assetSymbols,
            declared: AssetCatalog.extensionMembers(in: found.filter { $0.hasSuffix(".swift") }))
        return found.filter { $0.hasSuffix(".swift") } + generated.keys.sorted()
    }()

    /// Which asset symbols Xcode generates, as the project's build settings say: none where a
    /// project turns them off, UIKit's and SwiftUI's statics too where one turns those on (as
    /// Xcode's templates do) or where there is no Xcode project (a package's catalog).
    private var assetSymbols: (resources: Bool, frameworkExtensions: Bool) {
        let settings = XcodeProject.projects(in: root).compactMap {
            try? String(contentsOf: $0.appendingPathComponent("project.pbxproj"), encoding: .utf8)
        }
        return (
            !settings.contains { $0.contains("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO;") },
            settings.isEmpty
                || settings.contains {
                    $0.contains("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;")
                }
        )
    }

    /// The files Xcode generates from the project's Core Data models and catalogs, by their paths under
    /// `generatedFolder`: kept in memory, written there only once the search adds one
    /// (`files(declaring:)`), so that a preview needing none writes nothing.
    private var generated: [String: (shown: String, text: String)] = [:]

    /// Whether `path` is a file Xcode would generate (`generated`), not one of the project's.
    package func isGenerated(_ path: String) -> Bool {
        _ = swiftFiles
        return generated[URL(fileURLWithPath: path).standardizedFileURL.path] != nil
    }

    /// How a file of the project is named to the user: as it is, or what Xcode generates it
    /// from (`Tag+CoreDataClass.swift (Xcode's, of Model.xcdatamodeld)`).
    package func shownName(of path: String) -> String {
        _ = swiftFiles
        return generated[URL(fileURLWithPath: path).standardizedFileURL.path]?.shown ?? path
    }

    /// The classes each Core Data model generates and the symbols of each asset catalog
    /// (`assetSymbols`), a folder each under `folder`.
    private static func generatedFiles(
        of sources: [String], into folder: URL?,
        assetSymbols: @autoclosure () -> (resources: Bool, frameworkExtensions: Bool),
        declared: @autoclosure () -> [String: Set<String>]
    ) -> [String: (shown: String, text: String)] {
        guard let folder else { return [:] }
        lazy var symbols = assetSymbols()
        lazy var members = declared()
        var files: [String: (shown: String, text: String)] = [:]
        for source in sources {
            let url = URL(fileURLWithPath: source)
            let place = folder.appendingPathComponent(
                url.deletingPathExtension().lastPathComponent + "-" + PreviewPackage.digest(url.path))
            let written: [(name: String, text: String)]
            if url.pathExtension == "xcassets" {
                let text = AssetCatalog(catalogAt: url).generatedFile(
                    frameworkExtensions: symbols.frameworkExtensions,
                    declared: symbols.frameworkExtensions ? members : [:])
                written = symbols.resources ? text.map { [("GeneratedAssetSymbols.swift", $0)] } ?? [] : []
            } else {
                written = CoreDataModel(modelAt: url)?.generatedFiles ?? []
            }
            for (name, text) in written {
                files[place.appendingPathComponent(name).path] = (
                    "\(name) (Xcode's, of \(ProjectSearch.relative(source)))", text
                )
            }
        }
        return files
    }

    /// How many Swift files the project has (at most `fileLimit`).
    package var swiftFileCount: Int { swiftFiles.count }

    /// The project's files importing each module, in path order, test files aside
    /// (`DeclaredNames.isTest`): where the members come from that a file uses without importing
    /// their module, as any file of a Swift module may once another of its files imports it.
    ///
    /// - Complexity: the first question reads every file of the project once; each after is a lookup.
    package private(set) lazy var importers: [String: [String]] = {
        var found: [String: [String]] = [:]
        for path in swiftFiles where generated[path] == nil {
            guard case .success(let bytes) = FileBytes.read(path, as: .swiftSource), !DeclaredNames.isTest(bytes)
            else { continue }
            for module in Set(XcodeTestTargets.imports(of: URL(fileURLWithPath: path))) {
                found[module, default: []].append(path)
            }
        }
        return found
    }()

    /// The project's files whose extension `wanted` takes (the first `fileLimit` met), sorted,
    /// and how many there are in all; never a folder (an `en.lproj` is read through its files).
    private func files(
        limit: Int = fileLimit, wanted: (String) -> Bool, folders: (String) -> Bool = { _ in false }
    ) -> (found: [String], total: Int) {
        var found: [String] = []
        var total = 0
        // Foundation's walk does not enter a folder given as a link (`~/code/App` → elsewhere):
        // the folder it names is walked, each file said under the root as the user spells it.
        let walked = root.resolvingSymlinksInPath()
        let enumerator = FileManager.default.enumerator(
            at: walked, includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles, .skipsPackageDescendants])
        while let url = enumerator?.nextObject() as? URL {
            let path = root.path + url.path.dropFirst(walked.path.count)
            if Self.skippedFolders.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".")
                || excluded.contains(URL(fileURLWithPath: path).standardizedFileURL.path)
            {
                enumerator?.skipDescendants()
            } else if folders(url.pathExtension) {
                // A folder the caller wants whole (a Core Data model), not walked into.
                enumerator?.skipDescendants()
                total += 1
                if found.count < limit { found.append(path) }
            } else if wanted(url.pathExtension),
                (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
            {
                total += 1
                if found.count < limit { found.append(path) }
            }
        }
        return (found.sorted(), total)
    }

    /// What an app reads from its bundle by name (`Bundle.main.url(forResource: "trails",
    /// withExtension: "json")`): data files Xcode copies into the app, flat.
    static let resourceExtensions: Set<String> = [
        "json", "geojson", "plist", "txt", "csv", "xml", "strings", "stringsdict", "xcstrings"
    ]
    /// The localized folders a preview's bundle holds: the development language's.
    static let developmentLanguages: Set<String> = ["en.lproj", "Base.lproj"]

    /// The app's bundle as Xcode would copy it, for the preview's `Bundle.main`: a link in
    /// `folder` to each of the project's data files, by its name (the first in path order where
    /// two share one), at most `limit` of them, and to each folder its Xcode projects copy whole. A localized file keeps its language's folder —
    /// the development language's only (`en.lproj`, `Base.lproj`), as a phone set to English
    /// reads them: `NSLocalizedString` finds the app's words there. The folder is emptied first;
    /// its path is returned, with a line saying how many data files were left out, if any were.
    /// `wanted` chooses the files by extension (a test target's bundle holds its images too).
    package func linkResources(
        into folder: URL, limit: Int = fileLimit, wanted: (String) -> Bool = resourceExtensions.contains
    ) throws -> (folder: URL, note: String?) {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: folder)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        var taken = Set<String>()
        // A Core Data model is in the bundle compiled (`Model.momd`, what `momc` writes): its
        // source folder stands for it, which Layoutty's Core Data reads no further.
        let (files, total) = self.files(limit: limit, wanted: wanted, folders: { $0 == "xcdatamodeld" })
        let projects = projects.map(\.project)
        // The development language's `InfoPlist.strings` is folded into the Info.plist, not linked.
        let infoStrings = files.filter { path in
            Self.developmentLanguages.contains { path.hasSuffix("/\($0)/InfoPlist.strings") }
        }
        let targetsInfos = files.filter(Self.isTargetsInfo)
        let infos = targetsInfos + infoStrings
        if let info = Self.appsInfo(
            among: targetsInfos, strings: infoStrings.first,
            settings: projects.lazy.compactMap(\.applicationSettings).first)
        {
            try info.write(to: folder.appendingPathComponent("Info.plist"))
            taken.insert("Info.plist")
        }
        var (plurals, catalogs): ([(name: String, path: String)], [String]) = ([], [])
        // Where two files share a name in the bundle (an extension's `en.lproj/Localizable.strings`
        // beside the app's), the app target's is the one its bundle holds.
        let isApps = { (path: String) in projects.contains { $0.isApplicationResource(path) } }
        for path in files.filter(isApps) + files.filter({ !isApps($0) }) where !infos.contains(path) {
            let url = URL(fileURLWithPath: path)
            let language = url.deletingLastPathComponent().lastPathComponent
            var name =
                url.pathExtension == "xcdatamodeld"
                ? url.deletingPathExtension().lastPathComponent + ".momd" : url.lastPathComponent
            if language.hasSuffix(".lproj") {
                guard Self.developmentLanguages.contains(language) else { continue }
                name = language + "/" + name
            }
            if url.pathExtension == "stringsdict" {
                plurals.append((name, path))
                continue
            }
            if url.pathExtension == "xcstrings" {
                catalogs.append(path)
                continue
            }
            guard taken.insert(name).inserted else { continue }
            let link = folder.appendingPathComponent(name)
            try fileManager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: path)
        }
        // What else the app target copies as it is (a loose image, a sound, a font), by its name:
        // an authenticator's `Bundle.main.path(forResource: "default", ofType: "png")!` trapped.
        for path in projects.flatMap(\.applicationResources).sorted() where Self.isCopiedAsItIs(path) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard taken.insert(name).inserted else { continue }
            try fileManager.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: path)
        }
        // Folders Xcode copies whole (`SearchPlugins/`): linked by their names, as the app holds them.
        for resources in projects.flatMap(\.resourceFolders)
        where taken.insert(URL(fileURLWithPath: resources).lastPathComponent).inserted {
            let name = URL(fileURLWithPath: resources).lastPathComponent
            try fileManager.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: resources)
        }
        try writeCatalogs(catalogs, into: folder, taken: &taken)
        try writePlurals(plurals, into: folder, taken: &taken)
        let note =
            total > files.count
            ? "the app's Bundle.main holds \(files.count) of the project's \(total) data files (the first found); "
                + "--project names a smaller folder" : nil
        return (folder, note)
    }

    /// Whether Xcode copies the resource at `path` into the bundle as it is: a file that is there,
    /// not localized (a language's folder is linked as the development language's), and not
    /// one Xcode compiles into something else (Interface Builder's files, which UIKit reads
    /// from the project; catalogs; strings, linked above).
    private static func isCopiedAsItIs(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        let url = URL(fileURLWithPath: path)
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && url.deletingLastPathComponent().pathExtension != "lproj"
            && !compiledResources.contains(url.pathExtension)
    }
    private static let compiledResources: Set<String> = [
        "storyboard", "xib", "xcassets", "xcdatamodeld", "xcstrings", "strings", "stringsdict", "intentdefinition"
    ]

    /// Each String Catalog (`Name.xcstrings`) as the English strings table Xcode compiles it
    /// into (`en.lproj/Name.strings`, `StringCatalog`), over the table linked there; one that
    /// is not a catalog is left out.
    private func writeCatalogs(_ catalogs: [String], into folder: URL, taken: inout Set<String>) throws {
        for path in catalogs {
            let table = "en.lproj/" + URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".strings"
            try writeTable(table, into: folder, taken: &taken) { strings in
                FileManager.default.contents(atPath: path).flatMap { StringCatalog.table(of: $0, over: strings) }
            }
        }
    }

    /// Each `.stringsdict` as a strings table of its name (`PluralStrings`), merged with the
    /// table linked there, which the written file replaces; one that is not a property list of
    /// entries is left out.
    private func writePlurals(_ plurals: [(name: String, path: String)], into folder: URL, taken: inout Set<String>)
        throws
    {
        for (name, path) in plurals {
            let table = String(name.dropLast("stringsdict".count)) + "strings"
            try writeTable(table, into: folder, taken: &taken) { strings in
                FileManager.default.contents(atPath: path).flatMap { PluralStrings.table(merging: $0, into: strings) }
            }
        }
    }

    /// Writes the strings table `table` (a path in `folder`) that `make` makes from the table
    /// there before (the text of a linked file or one written earlier), in place of that one;
    /// nothing when `make` answers nil.
    private func writeTable(_ table: String, into folder: URL, taken: inout Set<String>, make: (Data?) -> Data?)
        throws
    {
        let file = folder.appendingPathComponent(table)
        let strings = taken.contains(table) ? FileManager.default.contents(atPath: file.path) : nil
        guard let made = make(strings) else { return }
        try? FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try made.write(to: file)
        taken.insert(table)
    }

    /// Whether the file is a target's Info.plist (`CFBundleIdentifier` …), which Xcode does not
    /// copy but writes into the bundle with its build settings filled in (`appsInfo`). A
    /// `GoogleService-Info.plist` is data, copied.
    private static func isTargetsInfo(_ path: String) -> Bool {
        guard path.hasSuffix(".plist"), let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data.prefix(4096), as: UTF8.self).contains("<key>CFBundleIdentifier</key>")
    }

    /// The bundle's Info.plist as Xcode writes it: the app's file (the first declaring what only
    /// an app's does — a scene manifest, a launch screen — else the first) over the keys Xcode
    /// adds from the app target's build settings (`generatedInfo`), every `$(SETTING)` filled in
    /// (English for the development language, an unknown one empty), and the development
    /// language's `InfoPlist.strings` over them, as a phone set to English reads them. Copied as
    /// it was, its `$(DEVELOPMENT_LANGUAGE)` kept Foundation's bundle from finding any localized
    /// string; and given the strings file, Linux's Foundation answers
    /// `object(forInfoDictionaryKey:)` from it alone, so every other key read nil.
    static func appsInfo(among paths: [String], strings: String?, settings: XcodeBuildSettings?) -> Data? {
        let files = paths.compactMap { path in
            FileManager.default.contents(atPath: path).map { (text: String(decoding: $0, as: UTF8.self), data: $0) }
        }
        let appKeys = [
            "UIApplicationSceneManifest", "UILaunchStoryboardName", "UIMainStoryboardFile", "LSRequiresIPhoneOS"
        ]
        let file = (files.first { file in appKeys.contains { file.text.contains("<key>\($0)</key>") } } ?? files.first)
            .flatMap { try? PropertyListSerialization.propertyList(from: $0.data, format: nil) as? [String: Any] }
        guard file != nil || settings != nil else { return nil }
        var info = settings.map(generatedInfo) ?? [:]
        info.merge(file ?? [:]) { $1 }
        let filling = settings ?? XcodeBuildSettings(values: ["DEVELOPMENT_LANGUAGE": "en"])
        info = info.mapValues { expand($0, with: filling) }
        if let table = strings.flatMap({ FileManager.default.contents(atPath: $0) }).flatMap({
            try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        }) {
            info.merge(table) { $1 }
        }
        return try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
    }

    /// The keys Xcode writes into every app's Info.plist from its build settings, and each
    /// `INFOPLIST_KEY_<key>` setting when it generates the file (`GENERATE_INFOPLIST_FILE`),
    /// `YES` and `NO` as booleans.
    static func generatedInfo(_ settings: XcodeBuildSettings) -> [String: Any] {
        var info: [String: Any] = [
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleExecutable": "$(EXECUTABLE_NAME)", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
            "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
            "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleInfoDictionaryVersion": "6.0"
        ]
        guard settings.values["GENERATE_INFOPLIST_FILE"] == "YES" else { return info }
        for (key, value) in settings.values where key.hasPrefix("INFOPLIST_KEY_") && !key.hasSuffix("_Generation") {
            info[String(key.dropFirst("INFOPLIST_KEY_".count))] =
                ["YES": true, "NO": false][value] ?? value
        }
        return info
    }

    /// A value of the Info.plist with its settings filled in, in arrays and dictionaries too.
    private static func expand(_ value: Any, with settings: XcodeBuildSettings) -> Any {
        switch value {
        case let text as String: settings.expand(text)
        case let list as [Any]: list.map { expand($0, with: settings) }
        case let table as [String: Any]: table.mapValues { expand($0, with: settings) }
        default: value
        }
    }

    /// The classes the project's storyboards and nibs name by identifier: a prototype cell's
    /// `reuseIdentifier` (`"movie"` → `MoviesCell`), a scene's `storyboardIdentifier`
    /// (`"Detail"` → `DetailViewController`) and a storyboard's initial controller (the scene its
    /// document's `initialViewController` names) — what Interface Builder registers on iOS,
    /// read from the files' XML (only those attributes, `id` and `customClass`).
    ///
    /// - Complexity: reads every storyboard and nib of the project once.
    package lazy var interfaceBuilderIdentifiers: InterfaceBuilderIdentifiers = {
        var found = InterfaceBuilderIdentifiers()
        for path in files(wanted: { $0 == "storyboard" || $0 == "xib" }).found {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let initial = text.firstMatch(of: Self.initialViewController)?.output.1
            let storyboard = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            found.documents[storyboard] = found.documents[storyboard] ?? path
            // The controller whose scene the elements read now are in (a scene's controller
            // element comes before its views).
            var controller: String?
            for element in text.matches(of: Self.element) {
                let (name, attributes) = (String(element.output.1), String(element.output.2))
                guard let custom = attributes.firstMatch(of: Self.customClass)?.output.1.description else { continue }
                if Self.controllers.contains(name) || attributes.contains(Self.filesOwner) { controller = custom }
                if !Self.notViews.contains(name) {
                    found.views.insert(custom)
                    found.sceneViews[controller ?? "", default: []].insert(custom)
                    found.documentViews[storyboard, default: []].insert(custom)
                }
                if Self.layouts.contains(name) { found.layouts[controller ?? "", default: []].insert(custom) }
                if let initial, attributes.firstMatch(of: Self.identifier)?.output.1 == initial {
                    found.initial[storyboard] = found.initial[storyboard] ?? custom
                }
                if let reuse = attributes.firstMatch(of: Self.reuseIdentifier)?.output.1 {
                    found.cells[String(reuse)] = found.cells[String(reuse)] ?? custom
                }
                if let scene = attributes.firstMatch(of: Self.storyboardIdentifier)?.output.1 {
                    found.scenes[String(scene)] = found.scenes[String(scene)] ?? custom
                }
            }
        }
        return found
    }()

    nonisolated(unsafe) private static let element = /<(\w+)\s([^>]*)>/
    /// The elements of a scene's controller, which the scene's views follow.
    private static let controllers: Set = [
        "viewController", "collectionViewController", "tableViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "hostingController"
    ]
    /// The elements of a collection view's layout.
    private static let layouts: Set = ["collectionViewLayout", "collectionViewFlowLayout"]
    /// The elements whose `customClass` is not a view's: controllers, a nib's placeholders,
    /// layouts, objects and gesture recognizers.
    private static let notViews =
        controllers.union(layouts).union([
            "placeholder", "customObject", "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
            "pinchGestureRecognizer", "longPressGestureRecognizer", "barButtonItem", "navigationItem", "tabBarItem",
            "viewControllerPlaceholder"
        ])
    nonisolated(unsafe) private static let customClass = /\bcustomClass="(\w+)"/
    /// A nib's File's Owner: the controller that loads it (`NoteInformationViewController.xib`).
    private static let filesOwner = #"placeholderIdentifier="IBFilesOwner""#
    nonisolated(unsafe) private static let reuseIdentifier = /\breuseIdentifier="([^"]+)"/
    nonisolated(unsafe) private static let storyboardIdentifier = /\bstoryboardIdentifier="([^"]+)"/
    nonisolated(unsafe) private static let initialViewController = /\binitialViewController="([^"]+)"/
    nonisolated(unsafe) private static let identifier = /(?:^|\s)id="([^"]+)"/

    /// The nearest folder above `file` holding what marks a project (`isProjectMarker`), or
    /// that is a dependency of the app's (`dependencyFolders`: `Pods/Shelving`), at most
    /// `searchDepth` folders up; never `/` or the home folder itself.
    package static func root(near file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        for _ in 0..<searchDepth {
            guard folder.path != "/", folder.path != home else { return nil }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: isProjectMarker) || isDependency(folder) {
                let onlySpec = !names.contains { isProjectMarker($0) && !XcodeGenSpec.fileNames.contains($0) }
                let project = names.contains { $0.hasSuffix(".xcodeproj") }
                return (onlySpec ? repository(including: folder) : nil)
                    ?? (project ? workspace(including: folder) : nil)
                    ?? folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The folder above `folder` whose Xcode workspace lists `folder`'s project beside others
    /// (`WooCommerce.xcworkspace`: `WooCommerce/`, `Storage/`, `Yosemite/`, …), up to the
    /// repository's root: the app is the workspace's, and its other projects' frameworks are
    /// the modules its screens import (from the app's own folder, `import Storage` found none).
    static func workspace(including folder: URL) -> URL? {
        var above = folder.deletingLastPathComponent()
        var inside = folder.lastPathComponent
        for _ in 0..<searchDepth where above.path != "/" {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: above.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcworkspace") {
                let data = above.appendingPathComponent(name).appendingPathComponent("contents.xcworkspacedata")
                if let text = try? String(contentsOf: data, encoding: .utf8),
                    text.contains("location = \"group:\(inside)/")
                {
                    return above
                }
            }
            if names.contains(".git") { return nil }
            inside = above.lastPathComponent + "/" + inside
            above.deleteLastPathComponent()
        }
        return nil
    }

    /// The repository above `folder` when one of its XcodeGen specs includes the spec in
    /// `folder`: that spec is part of a project, not one (OneBusAway's `OBAKit/project.yml`,
    /// which the app's spec in `Apps/OneBusAway/` includes).
    private static func repository(including folder: URL) -> URL? {
        var above = folder.deletingLastPathComponent()
        for _ in 0..<searchDepth where above.path != "/" {
            if FileManager.default.fileExists(atPath: above.appendingPathComponent(".git").path) {
                let specs = folders(under: above, depth: 4).flatMap { folder in
                    XcodeGenSpec.fileNames.sorted().map(folder.appendingPathComponent)
                }.filter { FileManager.default.fileExists(atPath: $0.path) }
                let own = specs.filter { $0.deletingLastPathComponent().path == folder.path }
                let roots = XcodeGenSpec.roots(among: specs)
                return !own.isEmpty && own.allSatisfy({ !roots.contains($0) }) ? above : nil
            }
            above.deleteLastPathComponent()
        }
        return nil
    }

    /// Whether a file of this name marks a project's folder: `Package.swift`, an `.xcodeproj`, a
    /// repository's `.git`, or XcodeGen's `project.yml`, which generates the Xcode project (Open
    /// Food Facts commits no `.xcodeproj`; a checkout without `.git` found no project, and its
    /// screens' own types were missing). Not Tuist's `Project.swift`: an app's model file may
    /// have that name.
    static func isProjectMarker(_ name: String) -> Bool {
        ["Package.swift", ".git", "project.yml"].contains(name) || name.hasSuffix(".xcodeproj")
    }

    /// The project `file` is previewed in: `project` when given, else the one near it
    /// (`root(near:)`) — but a file of one of the project's dependencies (`Pods/Shelving/…`,
    /// `Carthage/Checkouts/…`) is previewed in that dependency, as it builds on iOS: a module of
    /// its own files, which never sees the app's.
    package static func root(of file: String, project: String?) -> URL? {
        guard let project else { return root(near: file) }
        let given = URL(fileURLWithPath: project).standardizedFileURL
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while folder.path.hasPrefix(given.path + "/") {
            if isDependency(folder) { return folder }
            folder.deleteLastPathComponent()
        }
        return given
    }

    /// The folders holding an app's dependencies, one folder each: CocoaPods' and Carthage's, and
    /// SwiftPM's checkouts.
    static let dependencyFolders: Set = ["Pods", "Checkouts", "checkouts"]

    /// Whether `folder` is one dependency's (`Pods/Shelving`), not what CocoaPods keeps beside them.
    static func isDependency(_ folder: URL) -> Bool {
        dependencyFolders.contains(folder.deletingLastPathComponent().lastPathComponent)
            && !folder.lastPathComponent.hasPrefix(".") && !AppPackages.podsFolders.contains(folder.lastPathComponent)
    }

    /// The project's files calling `name(` (a whole word), the app's tests aside: where the app
    /// makes one (`PresenterCall`), in path order, at most `limit`.
    package func files(calling name: String, limit: Int = 20) -> [String] {
        guard
            let call = try? NSRegularExpression(pattern: "\\b" + NSRegularExpression.escapedPattern(for: name) + "\\(")
        else { return [] }
        return files(limit: limit) { _, text in !text.contains("import XCTest") && Self.matches(call, text) }
    }

    /// The files declaring `name` where other files can use it (`DeclaredNames` says which
    /// declarations: types, functions, globals, static members, extensions' properties); a file
    /// Xcode generates is written first (rewritten only when it changed), and left out when it
    /// cannot be.
    ///
    /// A conformance, `+Type:Protocol`, is declared by the files extending the type to conform
    /// to the protocol (`extension URLSession: URLSessionProtocol`).
    ///
    /// - Complexity: the first question reads every file of the project once; each after is a lookup.
    package func files(declaring name: String) -> [String] {
        if name.hasPrefix("+"), let colon = name.firstIndex(of: ":") {
            let conforming = Set(declarations[String(name[colon...])] ?? [])
            return files(declaring: String(name[..<colon])).filter(conforming.contains)
        }
        return (declarations[name] ?? []).filter { path in
            guard let file = generated[path] else { return true }
            return (try? PackageTestCopy.writeIfChanged(Data(file.text.utf8), to: URL(fileURLWithPath: path))) != nil
        }
    }

    /// The files extending types the project does not declare (`String`, `UIFont`,
    /// `NSAttributedString`), each with the first such type by name, in path order: what every
    /// file of an Xcode target sees, and what a compiler error may not name (`"KRW" +
    /// .whiteSpace + price`, one of two `whiteSpace` constants missing, is an expression the
    /// type checker gives up on).
    ///
    /// - Complexity: a pass over the names the project declares.
    package var filesExtendingOthersTypes: [(path: String, type: String)] {
        var found: [String: String] = [:]
        for name in declarations.keys where name.hasPrefix("+") && declarations[String(name.dropFirst())] == nil {
            // Through `files(declaring:)`: a file Xcode generates is written there.
            for path in files(declaring: name) where found[path].map({ String(name.dropFirst()) < $0 }) ?? true {
                found[path] = String(name.dropFirst())
            }
        }
        return found.sorted { $0.key < $1.key }.map { (path: $0.key, type: $0.value) }
    }

    /// The types the file at `path` extends (`extension L10n { … }` → `L10n`), by the index.
    ///
    /// - Complexity: O(*n*) in the names the project declares.
    package func typesExtended(in path: String) -> [String] {
        declarations.compactMap { name, paths in
            name.hasPrefix("+") && !name.contains(":") && paths.contains(path) ? String(name.dropFirst()) : nil
        }
    }

    /// The modules the app's bridging headers import (`#import <Firebase/Firebase.h>`, `@import
    /// Firebase;`): Xcode gives the target's Swift files their declarations, which those files
    /// use without an `import` of their own (a Hacker News reader's `Firebase` type).
    ///
    /// - Complexity: reads every header the project names `…-Bridging-Header.h` once.
    package lazy var bridgedModules: Set<String> = {
        var modules: Set<String> = []
        for path in files(wanted: { $0 == "h" }).found where path.hasSuffix("-Bridging-Header.h") {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: Self.bridgedImport) {
                    modules.insert(String(match.output.1 ?? match.output.2 ?? ""))
                }
            }
        }
        return modules.subtracting([""])
    }()
    nonisolated(unsafe) private static let bridgedImport = /^\s*(?:#import\s*<(\w+)\/|@import\s+(\w+))/

    /// The types the app's Objective-C headers declare, by name, each as a Swift declaration's
    /// keyword and what it inherits would say (`@interface ObsCell : UITableViewCell <Themed>` →
    /// class, [UITableViewCell, Themed]; `@protocol`; `NS_ENUM`/`NS_OPTIONS` an enum): what the
    /// app's Swift files reach through its bridging header. Empty for an app without one.
    ///
    /// - Complexity: reads every header of the project once.
    package lazy var objectiveCDeclarations: [String: (keyword: String, inherits: [String])] = {
        let headers = files(wanted: { $0 == "h" }).found
        guard headers.contains(where: { $0.hasSuffix("-Bridging-Header.h") }) else { return [:] }
        var found: [String: (keyword: String, inherits: [String])] = [:]
        for path in headers {
            guard case .success(let bytes) = FileBytes.read(path, as: .objectiveCSource) else { continue }
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                // The first declaration wins over a later one of the name (another target's).
                if let (name, declared) = Self.objectiveCDeclaration(in: line), found[name] == nil {
                    found[name] = declared
                }
            }
        }
        return found
    }()

    /// The type a header's line declares: `@interface Name : Super <P, Q>` (not a category,
    /// `@interface Name (Upload)`), `@protocol Name <P>` (not `@protocol Name;`, a forward
    /// declaration), `typedef NS_ENUM(NSInteger, Name)`.
    static func objectiveCDeclaration(in line: Substring) -> (String, (keyword: String, inherits: [String]))? {
        let adopted = { (list: Substring?) in
            list.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        }
        if let match = line.wholeMatch(of: /\s*@interface\s+(\w+)\s*(?::\s*(\w+))?\s*(?:<([\w\s,]*)>)?\s*(\{.*)?/) {
            return (String(match.1), ("class", [match.2].compactMap { $0.map(String.init) } + adopted(match.3)))
        }
        if let match = line.wholeMatch(of: /\s*@protocol\s+(\w+)\s*(?:<([\w\s,]*)>)?\s*/) {
            return (String(match.1), ("protocol", adopted(match.2)))
        }
        if let match = line.firstMatch(of: /^\s*typedef\s+NS_(?:ENUM|OPTIONS|CLOSED_ENUM)\s*\(\s*\w+\s*,\s*(\w+)\s*\)/)
        {
            return (String(match.1), ("enum", []))
        }
        return nil
    }

    /// Whether the file at `path` is a small helper on types the project does not declare: it
    /// extends only such types (`extension NSObject { class var classNameWithoutNamespaces … }`)
    /// in at most `smallHelperBytes`. Quick to compile and using little of the app, such a file
    /// is read past the search's depth: stood in, its answer is empty, and an app whose cells'
    /// reuse identifiers come from it registers every cell as "" (Simplenote's options trapped).
    package func isSmallHelper(_ path: String) -> Bool {
        let extended = typesExtended(in: path)
        return !extended.isEmpty && extended.allSatisfy({ declarations[$0] == nil }) && isSmall(path)
    }
    /// About a hundred lines: a file of a few extensions, not a module of them.
    static let smallHelperBytes = 4_000

    /// Whether the file at `path` has at most `smallHelperBytes`.
    package func isSmall(_ path: String) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? .max) <= Self.smallHelperBytes
    }

    /// Whether the file at `path` declares `name` at its top level (`DeclaredNames.declaresAtTopLevel`).
    package func declaresAtTopLevel(_ name: String, in path: String) -> Bool {
        guard case .success(let bytes) = FileBytes.read(path, as: .swiftSource) else { return false }
        return DeclaredNames.declaresAtTopLevel(name, in: bytes)
    }

    /// How the first file declaring the type `name` declares it: its keyword and what it
    /// inherits (`DeclaredNames.declaration(of:in:)`).
    package func declaration(of name: String) -> (keyword: String, inherits: [String])? {
        for path in files(declaring: name) {
            guard case .success(let bytes) = FileBytes.read(path, as: .swiftSource),
                let declared = DeclaredNames.declaration(of: name, in: bytes)
            else { continue }
            return declared
        }
        return nil
    }

    /// Each name the files declare, with the files declaring it, in the files' order; test
    /// files (`import XCTest`) left out: their names (a test's own `typealias Backend`) must
    /// not stand for the app's.
    private static func declarations(in paths: [String], generated: (String) -> String?) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for path in paths {
            var bytes = generated(path).map { [UInt8]($0.utf8) }
            if bytes == nil, case .success(let read) = FileBytes.read(path, as: .swiftSource) { bytes = read }
            guard let bytes, FileBytes.isUTF8(bytes) else { continue }
            if DeclaredNames.isTest(bytes) { continue }
            for name in DeclaredNames.names(in: bytes) { index[name, default: []].append(path) }
        }
        return index
    }
}

/// Identifiers Interface Builder files give the app's classes, by identifier; the first file
/// (in path order) naming one wins.
package struct InterfaceBuilderIdentifiers: Equatable, Sendable {
    /// A prototype cell's reuse identifier → its class.
    package var cells: [String: String] = [:]
    /// A scene's storyboard identifier → its view controller class.
    package var scenes: [String: String] = [:]
    /// A storyboard's name (its file's, without `.storyboard`) → its initial controller's class.
    package var initial: [String: String] = [:]
    /// Each storyboard's and xib's name (its file's, without its extension) → its path: what
    /// UIKit reads at run time (`UIKit.interfaceBuilderFiles`).
    package var documents: [String: String] = [:]
    /// The classes the documents' views are of (`customClass`): made from them by name.
    package var views: Set<String> = []
    /// The app's layout classes the documents' collection views are given (a `customClass` of
    /// a `collectionViewLayout`, as the layout picker's "Custom" writes), by the class of the
    /// controller whose scene holds them ("" in a xib): made from them by name.
    package var layouts: [String: Set<String>] = [:]
    /// Each document's views' classes (`customClass`), by its name: what a nib a screen registers
    /// by name makes (Sileo's news screen: `UINib(nibName: "NewsPlaceholderCollectionViewCell",
    /// …)`, whose class nothing in the files names).
    package var documentViews: [String: Set<String>] = [:]
    /// The app's view classes each controller's scene or nib holds (its views' `customClass`), by
    /// the controller's class ("" where none owns them): what the screen's views are made as,
    /// which nothing in the files may name.
    package var sceneViews: [String: Set<String>] = [:]
    package init() {}
}
