import Foundation
import LayouttySystem

/// What Layoutty reads of an Xcode project (`Name.xcodeproj/project.pbxproj`): its targets and
/// the Swift files each compiles. `layoutty test` runs its unit test targets (libraries often
/// keep their tests there only — the package's manifest declares the library, the Xcode project
/// its tests); `preview` builds its framework targets, the app's own modules (`AppPackages`).
///
/// The file is an old-style property list, which Foundation reads. A target's files are its
/// sources build phase's, each reference's path resolved through the groups that hold it
/// (`<group>`: the parent group's folder; `SOURCE_ROOT`: the project's folder), and every Swift
/// file under the folders a target synchronizes with (Xcode 16's folder groups).
package struct XcodeProject {
    package struct Target: Equatable {
        package var name: String
        /// `com.apple.product-type.framework`, `….bundle.unit-test`, ….
        package var productType: String
        /// The module its code is imported as: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, when
        /// written out; else the target's name (`$(TARGET_NAME)`), made an identifier.
        package var moduleName: String
        /// Absolute paths of the Swift files it compiles, in the project's order.
        package var files: [String]
        /// Whether its code is main-actor isolated unless it says otherwise
        /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, Xcode 26's for a new app).
        package var mainActorByDefault = false
        /// The conditions its Debug configuration sets for `#if` (`XcodeBuildSettings.compilationConditions`).
        package var compilationConditions: [String] = []

        package var isUnitTests: Bool { productType == "com.apple.product-type.bundle.unit-test" }
        /// A framework or library: a module the app's other targets import.
        package var isModule: Bool {
            [
                "com.apple.product-type.framework", "com.apple.product-type.framework.static",
                "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic"
            ].contains(productType)
        }
    }

    /// The targets compiling Swift files, in the project's order.
    package let targets: [Target]
    package var testTargets: [Target] { targets.filter(\.isUnitTests) }
    /// The folders the targets copy whole into their bundles (folder references, blue in Xcode:
    /// `Bundle.main.url(forResource: "SearchPlugins", withExtension: nil)`), by absolute path.
    package let resourceFolders: [String]
    /// The app target's build settings (the first application target's), nil when there is none.
    package let applicationSettings: XcodeBuildSettings?
    /// The files the app target (the first application target) copies into its bundle, by
    /// absolute path: its resources phase's, each language of a localized one, and whatever lies
    /// in the folders it synchronizes with. An extension's or a watch app's file of the same name
    /// (`en.lproj/Localizable.strings`) is not the app's.
    package let applicationResources: Set<String>
    /// The folders the app target synchronizes with (Xcode 16's folder groups), by absolute path.
    package let applicationFolders: [String]

    /// Whether the app target copies `path` into its bundle (`applicationResources`, or a file
    /// under one of `applicationFolders`).
    package func isApplicationResource(_ path: String) -> Bool {
        applicationResources.contains(path) || applicationFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// A Swift package the project fetches (`XCRemoteSwiftPackageReference`, added in Xcode's
    /// Package Dependencies), with the products its targets take from it.
    package struct RemotePackage: Equatable {
        package var url: String
        /// The version rule as a manifest writes it: `exact: "1.8.0"`, `from: "5.0.0"`,
        /// `.upToNextMinor(from: "2.1.0")`, `"1.0.0"..<"3.0.0"`, `branch: "main"`, `revision: "…"`.
        package var requirement: String
        package var products: [String]

        package init(url: String, requirement: String, products: [String]) {
            (self.url, self.requirement, self.products) = (url, requirement, products)
        }

        /// `packages` with one of each identity: the first's URL and rule, every product named
        /// from any. An app of several projects fetches one package in each (Habitica's three
        /// name ReactiveSwift), and SwiftPM takes a package once.
        /// - Complexity: O(n log n), n the packages.
        package static func merged(_ packages: [RemotePackage]) -> [RemotePackage] {
            var merged: [RemotePackage] = []
            var index: [String: Int] = [:]
            for package in packages {
                guard let at = index[package.identity] else {
                    index[package.identity] = merged.count
                    merged.append(package)
                    continue
                }
                merged[at].products = Array(Set(merged[at].products + package.products)).sorted()
            }
            return merged
        }

        /// How SwiftPM names it in `.product(name:package:)`: the URL's last part, without `.git`.
        package var identity: String { checkoutName.lowercased() }
        /// The folder SwiftPM checks it out into: the URL's last part, without `.git`.
        package var checkoutName: String {
            var name = url.split(separator: "/").last.map(String.init) ?? url
            if name.hasSuffix(".git") { name.removeLast(4) }
            return name
        }
    }
    /// The packages the project fetches, in its order.
    package let remotePackages: [RemotePackage]

    /// The projects of the package, four folders down at most, in path order: its `.xcodeproj`
    /// folders, then its XcodeGen specs that are a project each (`XcodeGenSpec.roots`).
    package static func projects(in package: URL) -> [URL] {
        let folders = ProjectFiles.folders(under: package, depth: 4) { !$0.lastPathComponent.hasSuffix(".xcodeproj") }
        let specs = folders.flatMap { folder in XcodeGenSpec.fileNames.sorted().map(folder.appendingPathComponent) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return folders.filter { $0.lastPathComponent.hasSuffix(".xcodeproj") } + XcodeGenSpec.roots(among: specs)
    }

    /// The project at `url`: an `.xcodeproj` folder, or an XcodeGen spec (`XcodeGenSpec`); nil
    /// when it cannot be read.
    package static func read(_ url: URL) -> XcodeProject? {
        XcodeGenSpec.fileNames.contains(url.lastPathComponent) ? XcodeProject(spec: url) : XcodeProject(url: url)
    }

    /// The project at `url` (the `.xcodeproj` folder); nil when its project file cannot be read.
    private init?(url: URL) {
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = try? Data(contentsOf: file),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]],
            let rootID = plist["rootObject"] as? String, let root = objects[rootID]
        else { return nil }
        let projectFolder = url.deletingLastPathComponent().appendingPathComponent(
            root["projectDirPath"] as? String ?? "")
        let paths = Self.resolvedPaths(objects, mainGroup: root["mainGroup"] as? String, projectFolder: projectFolder)
        let targetObjects = (root["targets"] as? [String] ?? []).compactMap { objects[$0] }
        resourceFolders = targetObjects.flatMap { Self.filesOfPhase("PBXResourcesBuildPhase", of: $0, objects) }
            .filter { objects[$0]?["lastKnownFileType"] as? String == "folder" }.compactMap { paths[$0] }
        remotePackages = Self.remotePackages(of: root, objects)
        let application = targetObjects.first { $0["productType"] as? String == Self.application }
        applicationSettings = application.map { Self.settings(of: $0, in: root, objects, paths: paths) }
        // A localized file is a variant group: its languages are its children.
        applicationResources = Set(
            application.map { Self.filesOfPhase("PBXResourcesBuildPhase", of: $0, objects) }.map { ids in
                ids.flatMap { id in (objects[id]?["children"] as? [String]) ?? [id] }.compactMap { paths[$0] }
            } ?? [])
        applicationFolders = (application?["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { paths[$0] }
        targets = (root["targets"] as? [String] ?? []).compactMap { id in
            guard let target = objects[id], let name = target["name"] as? String else { return nil }
            let built = Self.filesOfPhase("PBXSourcesBuildPhase", of: target, objects).compactMap { paths[$0] }
            let synchronized = (target["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { paths[$0] }
                .flatMap(Self.swiftFiles(under:))
            let files = (built + synchronized).filter { $0.hasSuffix(".swift") }
            guard !files.isEmpty else { return nil }
            let settings = Self.settings(of: target, in: root, objects, paths: paths)
            return Target(
                name: name, productType: target["productType"] as? String ?? "",
                moduleName: Self.moduleName(of: target, named: name, objects), files: files,
                mainActorByDefault: settings.isMainActorByDefault, compilationConditions: settings.compilationConditions
            )
        }
    }

    /// The file references a target's build phases of a kind (`isa`) take, by identifier.
    private static func filesOfPhase(_ kind: String, of target: [String: Any], _ objects: [String: [String: Any]])
        -> [String]
    {
        (target["buildPhases"] as? [String] ?? []).compactMap { objects[$0] }.filter { $0["isa"] as? String == kind }
            .flatMap { $0["files"] as? [String] ?? [] }.compactMap { objects[$0]?["fileRef"] as? String }
    }

    private static let application = "com.apple.product-type.application"

    /// The project's remote package references with a rule SwiftPM reads, each with the
    /// products named from it (`XCSwiftPackageProductDependency`).
    private static func remotePackages(of project: [String: Any], _ objects: [String: [String: Any]])
        -> [RemotePackage]
    {
        (project["packageReferences"] as? [String] ?? []).compactMap { id in
            guard let reference = objects[id], reference["isa"] as? String == "XCRemoteSwiftPackageReference",
                let url = reference["repositoryURL"] as? String,
                let requirement = (reference["requirement"] as? [String: Any]).flatMap(Self.requirement)
            else { return nil }
            let products = objects.values.filter {
                $0["isa"] as? String == "XCSwiftPackageProductDependency" && $0["package"] as? String == id
            }.compactMap { $0["productName"] as? String }
            return RemotePackage(url: url, requirement: requirement, products: Array(Set(products)).sorted())
        }
    }

    /// Xcode's version rule (`kind = upToNextMajorVersion; minimumVersion = 5.0.0;`) as a manifest's.
    private static func requirement(_ rule: [String: Any]) -> String? {
        let literal = { (key: String) in (rule[key] as? String).map(GeneratedSwift.literal) }
        switch rule["kind"] as? String {
        case "exactVersion": return literal("version").map { "exact: \($0)" }
        case "upToNextMajorVersion": return literal("minimumVersion").map { "from: \($0)" }
        case "upToNextMinorVersion": return literal("minimumVersion").map { ".upToNextMinor(from: \($0))" }
        case "versionRange":
            guard let low = literal("minimumVersion"), let high = literal("maximumVersion") else { return nil }
            return "\(low)..<\(high)"
        case "branch": return literal("branch").map { "branch: \($0)" }
        case "revision": return literal("revision").map { "revision: \($0)" }
        default: return nil
        }
    }

    /// A target's build settings over its project's (`XcodeBuildSettings`).
    private static func settings(
        of target: [String: Any], in project: [String: Any], _ objects: [String: [String: Any]],
        paths: [String: String]
    ) -> XcodeBuildSettings {
        var settings = XcodeBuildSettings(values: XcodeBuildSettings.defaults(target: target["name"] as? String ?? ""))
        for owner in [project, target] {
            let list = (owner["buildConfigurationList"] as? String).flatMap { objects[$0] }
            let configurations = (list?["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }
            guard
                let configuration = configurations.first(where: { $0["name"] as? String == "Debug" })
                    ?? configurations.first
            else { continue }
            if let file = (configuration["baseConfigurationReference"] as? String).flatMap({ paths[$0] }) {
                settings.apply(XcodeBuildSettings.configurationFile(at: URL(fileURLWithPath: file)))
            }
            settings.apply(configuration["buildSettings"] as? [String: Any] ?? [:])
        }
        return settings
    }

    /// The first configuration's module name setting, when it is a name (not `$(TARGET_NAME)`).
    private static func moduleName(of target: [String: Any], named name: String, _ objects: [String: [String: Any]])
        -> String
    {
        let list = (target["buildConfigurationList"] as? String).flatMap { objects[$0] }
        let settings = (list?["buildConfigurations"] as? [String] ?? []).compactMap {
            objects[$0]?["buildSettings"] as? [String: Any]
        }
        let written = settings.lazy.compactMap { $0["PRODUCT_MODULE_NAME"] as? String ?? $0["PRODUCT_NAME"] as? String }
            .first { !$0.contains("$") }
        return XcodeTestTargets.c99name(written ?? name)
    }

    /// Each group's and file reference's folder or path, walked down from the main group.
    private static func resolvedPaths(
        _ objects: [String: [String: Any]], mainGroup: String?, projectFolder: URL
    ) -> [String: String] {
        var paths: [String: String] = [:]
        var pending = mainGroup.map { [($0, projectFolder)] } ?? []
        while let (id, parent) = pending.popLast() {
            guard let object = objects[id], paths[id] == nil else { continue }
            let path = object["path"] as? String
            let url: URL
            switch object["sourceTree"] as? String {
            case "<group>": url = path.map { parent.appendingPathComponent($0) } ?? parent
            case "SOURCE_ROOT": url = path.map { projectFolder.appendingPathComponent($0) } ?? projectFolder
            case "<absolute>": url = URL(fileURLWithPath: path ?? "/")
            default: continue
            }
            paths[id] = url.standardizedFileURL.path
            for child in object["children"] as? [String] ?? [] { pending.append((child, url)) }
        }
        return paths
    }

    /// The Swift files under `folder`, by path.
    static func swiftFiles(under folder: String) -> [String] {
        let walk = FileManager.default.enumerator(atPath: folder)
        return (walk?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }
}
