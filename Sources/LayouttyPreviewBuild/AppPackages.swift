import Foundation
import LayouttyKit
import LayouttySystem

/// The app's own Swift packages — a `Package.swift` in the app's folder, as apps keep
/// `Modules/Account` or `LocalPackages/DuckUI` — built for the screen that imports their modules,
/// as Xcode builds them: each package copied and ported as `layoutty test` copies one
/// (`PackageTestCopy`), in one tree of copies for the app, so that a package depending on its
/// neighbour by path (`.package(path: "../Style")`) finds the neighbour's copy; then one
/// `swift build` of a generated package depending on the products the files import, into one
/// shared library against Layoutty's modules (each package's code in it once, however many of
/// the imported modules use it). The preview imports those modules and links the library. It
/// is built again only when a file of the app's packages, the modules imported, or Layoutty
/// changed (`stamp`).
///
/// A package that does not build here — a dependency it fetches from the network, code Linux
/// cannot compile — is said with SwiftPM's first error, and its modules stand in as any module
/// this machine cannot build does (the search adds their files the screen needs).
///
/// ```
/// ~/.cache/layoutty/app-1a2b3c4d/        one per app folder
///   described/Packages/Shelf/ …         what SwiftPM reads each package from
///   package/Packages/Shelf/ …           each package's ported copy, at its place in the app
///   modules/Package.swift               depends on the products the files import
///   modules/.build/debug/libLayouttyAppModules.so, Modules/ShelfModel.swiftmodule
///   built.json                          what the last build was of, and what it made
/// ```
package struct AppPackages {
    /// What a build made, for the preview to compile and link with.
    package struct Built: Codable, Sendable, Equatable {
        /// The folder of the imported modules' interfaces.
        package var modules: URL
        /// The shared library holding their code.
        package var library: URL
        /// Changes whenever the library does.
        package var stamp: String
    }

    /// The last build: what it was of (`stamp`), the modules it provides, and what it made or
    /// why it failed.
    private struct Record: Codable {
        var stamp: String
        var provided: [String] = []
        var built: Built?
        /// What was built, and what did not build, said on each run that uses it.
        var builtNote: String?
        var failures: [String] = []
        /// The modules asked for that did not build, and the package folders whose files the
        /// compiler's errors named.
        var failed: [String] = []
        var failedPackages: [String] = []
    }

    private let root: URL
    private let directory: URL
    /// The folders holding `Package.swift` in the app (not in its checkouts or build folders),
    /// but one holding another: its copy would hold the other's.
    package let packages: [URL]
    /// The modules built (the library holds them), and the build.
    package private(set) var provided: Set<String> = []
    package private(set) var built: Built?
    /// What was built, and why what the files import did not build here.
    package private(set) var notes: [String] = []
    /// The modules that did not build this run, never asked for again whatever imports them,
    /// and what was said of them.
    private var failed: Set<String> = []
    private var failedPackages: Set<String> = []
    private var failures: [String] = []
    /// The modules asked for so far: a round that imports nothing new builds nothing.
    private var asked: Set<String> = []
    /// The app's modules kept as files, read when a file first imports a module nothing else
    /// provides: the framework and library targets of its Xcode projects, then its pods.
    private lazy var sourceModules: [SourceModule] =
        projects.flatMap { url, project in
            // A spec by its path: every XcodeGen spec has one name.
            let name = url.pathExtension == "xcodeproj" ? url.lastPathComponent : inApp(url.path)
            return project.targets.filter(\.isModule).map {
                // A file a build step writes (a C library's generated Swift face) is not in a
                // checkout: the module is built without it, rather than not at all.
                let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
                return SourceModule(
                    name: $0.moduleName, files: $0.files.filter(exists),
                    said: "framework \($0.moduleName) of \(name)",
                    missing: $0.files.filter { !exists($0) }, mainActorByDefault: $0.mainActorByDefault,
                    compilationConditions: $0.compilationConditions)
            }
        } + Self.pods(in: root)

    /// The Swift packages the app's Xcode projects fetch (Xcode's Package Dependencies), built
    /// when the files import one of their products — a product is taken to be the module of
    /// its name (`Logging` of swift-log), as most are.
    private let remotePackages: [XcodeProject.RemotePackage]
    /// The app's projects, as `ProjectFiles` read them.
    private let projects: [(url: URL, project: XcodeProject)]

    /// A module the app keeps as files, not as a package: a framework target of its Xcode
    /// project, or a pod under `Pods/` (CocoaPods' sources, committed as many apps do).
    private struct SourceModule {
        var name: String
        /// Absolute paths of its Swift files.
        var files: [String]
        /// How the user knows it: "framework BookKit of BookShelf.xcodeproj", "pod Ratings".
        var said: String
        /// Files its target lists that are not there (a build step makes them).
        var missing: [String] = []
        /// Whether its code is main-actor isolated unless it says otherwise (`XcodeProject.Target`).
        var mainActorByDefault = false
        /// The conditions its target sets for `#if` (`XcodeProject.Target`).
        var compilationConditions: [String] = []

        /// One line naming the files it is built without, if any.
        var missingNote: String? {
            guard !missing.isEmpty else { return nil }
            let names = missing.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
            return "the app's \(said) is built without \(names), which its project lists and a build step makes: "
                + "what \(missing.count == 1 ? "it declares" : "they declare") is left out where used"
        }

        /// The modules its files import.
        var imports: Set<String> { Set(files.flatMap { XcodeTestTargets.imports(of: URL(fileURLWithPath: $0)) }) }
    }

    package static let productName = "LayouttyAppModules"
    /// The generated package of the app's modules kept as files.
    static let sourcesPackage = "LayouttyAppTargets"

    package init(project: ProjectFiles, environment: [String: String]) throws(PreviewError) {
        root = project.root.standardizedFileURL
        directory = try PreviewPackage.cacheFolder(environment: environment, command: "preview")
            .appendingPathComponent("app-\(PreviewPackage.digest(root.path))")
        packages = Self.packages(in: root)
        projects = project.projects
        remotePackages = XcodeProject.RemotePackage.merged(projects.flatMap(\.project.remotePackages))
    }

    /// Builds the modules of `imports` that the app's packages and Xcode framework targets
    /// declare, with those built before; `progress` hears the build's steps. Does nothing when
    /// no import is new.
    package mutating func build(imports: Set<String>, kit: PreviewKit, progress: (String) -> Void)
        throws(PreviewError)
    {
        // The files of a module that failed are read into the screen's module, and may import
        // the app's other modules: those are built (Pocket Casts' Server package cannot be
        // fetched here; its files need the Utils package, which builds).
        let unknown = imports.subtracting(ProjectSearch.buildableModules)
        guard !unknown.isSubset(of: asked) else { return }
        asked.formUnion(unknown)
        let (targets, modules) = wanted()
        guard !targets.isEmpty || !modules.isEmpty else { return }
        // Two previews of one app (two screens, two terminals) build in one folder: they take
        // turns, and the second finds the first's build. At once, SwiftPM's second build failed
        // without a word, and its screen was drawn with the module stood in.
        let lock = try Lock(path: directory.appendingPathComponent("lock").path, directory: directory)
        defer { lock.release() }
        let stamp = self.stamp(of: modules.union(targets.map(\.name)), files: targets.flatMap(\.files), kit: kit)
        let recordFile = directory.appendingPathComponent("built.json")
        var records = (try? JSONDecoder().decode([Record].self, from: Data(contentsOf: recordFile))) ?? []
        if let record = records.first(where: { $0.stamp == stamp }),
            record.built.map({ FileManager.default.fileExists(atPath: $0.library.path) }) ?? true
        {
            return keep(record)
        }
        var record = Record(stamp: stamp)
        do {
            record = try buildWhatBuilds(modules: modules, targets: targets, kit: kit, stamp: stamp, progress: progress)
        } catch {
            record.failures = [error.message]
            record.failed = modules.union(targets.map(\.name)).sorted()
        }
        // A run asks again as the search reaches more of the app: each of its builds is kept,
        // so the next run (a save) finds them all.
        records = Array((records.filter { $0.stamp != stamp } + [record]).suffix(Self.keptBuilds))
        if let data = try? JSONEncoder().encode(records) { try? data.write(to: recordFile, options: .atomic) }
        removeLibraries(except: Set(records.compactMap { $0.built?.library.lastPathComponent }))
        keep(record)
    }

    /// How many builds of the app's modules are kept (a run makes one for each new set of
    /// modules the search reaches).
    static let keptBuilds = 8

    /// Removes the libraries of the builds no longer kept: a running preview keeps its mapping
    /// of the one it loaded.
    private func removeLibraries(except kept: Set<String>) {
        let folder = directory.appendingPathComponent("modules/.build/debug").resolvingSymlinksInPath()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix("lib\(Self.productName)_") && !kept.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Builds the products of `modules` and `targets`; when some do not build, again without
    /// those whose files the compiler's errors name (and what then fails for want of them), so
    /// that one module Linux cannot compile leaves the others built. What did not build is said
    /// in the order of its words: SwiftPM stops at a failing module, so which fails first varies.
    private func buildWhatBuilds(
        modules: Set<String>, targets: [SourceModule], kit: PreviewKit, stamp: String, progress: (String) -> Void
    ) throws(PreviewError) -> Record {
        var record = Record(stamp: stamp)
        var failures = targets.compactMap(\.missingNote)
        var dropped: Set<String> = []
        var failedPackages: Set<String> = []
        var packageProducts = try writeCopies(providing: modules, notes: &failures, failed: &dropped)
        packageProducts += remoteProducts(providing: modules.subtracting(packageProducts.flatMap(\.modules)))
        var targets = targets
        var leftOut: [LeftOutCode] = []
        func finished(built products: [Product] = []) -> Record {
            record.builtNote =
                products.isEmpty ? nil : "the app's \(Self.named(products)): built apart against Layoutty's UIKit"
            record.failures = failures.sorted()
            record.failed = dropped.sorted()
            record.failedPackages = failedPackages.sorted()
            return record
        }
        while true {
            let products =
                packageProducts
                + (try writeSourceModules(targets, using: packageProducts, leavingOut: leftOut))
            guard !products.isEmpty else { return finished() }
            progress("[1/1] Building the app's \(Self.named(products))")
            switch try buildLibrary(products, kit: kit, stamp: stamp, progress: progress) {
            case .built(let built):
                record.built = built
                record.provided = products.flatMap(\.modules).sorted()
                failures += Self.leftOutNotes(leftOut, of: targets, shown: inApp)
                return finished(built: products)
            case .failed(let first, let files, let errors):
                let cut = Self.cutFailingCode(errors, of: targets, into: &leftOut)
                let failing = products.filter { product in
                    (files.contains { product.owns($0.path) } || !Self.folders(of: product, fetching: first).isEmpty
                        || product.remote.map { Self.names(first, $0) } ?? false)
                        && !product.modules.allSatisfy(cut.contains)
                }
                // Built again with the code left out, and without what failed otherwise.
                if failing.isEmpty && !cut.isEmpty { continue }
                guard !failing.isEmpty, failing.count < products.count else {
                    failures.append("the app's \(Self.named(products)) did not build here: \(first)")
                    dropped.formUnion(products.flatMap(\.modules))
                    return finished()
                }
                for product in failing {
                    let said = files.first { product.owns($0.path) }?.said ?? first
                    failures.append("the app's \(product.said) did not build here: \(said)")
                    // A neighbour by path whose file failed is not built again when its own
                    // module is asked for later (ShelfModel's files import ShelfStyle).
                    failedPackages.formUnion(
                        product.folders.filter { folder in files.contains { $0.path.hasPrefix(folder + "/") } }
                            + Self.folders(of: product, fetching: first))
                }
                dropped.formUnion(failing.flatMap(\.modules))
                // What imports a module that did not build does not build either.
                while let target = targets.first(where: {
                    !dropped.contains($0.name) && !dropped.isDisjoint(with: $0.imports)
                }) {
                    let missing = target.imports.intersection(dropped).sorted()[0]
                    failures.append("the app's \(target.said) did not build here: it imports \(missing), which did not")
                    dropped.insert(target.name)
                }
                packageProducts.removeAll { !dropped.isDisjoint(with: $0.modules) }
                targets.removeAll { dropped.contains($0.name) }
                removeBuiltModules(dropped)
            }
        }
    }

    /// Leaves out of the app's modules kept as files the statements and bodies the compiler's
    /// `errors` are in (`LeftOutCode`), as the project search does for the files it adds: one
    /// line a Linux build cannot compile (`URLCredential(trust:)` in an app's networking
    /// framework) no longer takes the whole module, and what imports it, out of the build.
    /// The copies name the modules' own files in their errors (`#sourceLocation`). Answers the
    /// targets whose every error went: not one with an error in a declaration itself (`import
    /// AppKit`), nor any once the pieces are used up — those are dropped, as before.
    private static func cutFailingCode(
        _ errors: [SourcePlace: String], of targets: [SourceModule], into leftOut: inout [LeftOutCode]
    ) -> Set<String> {
        var cut: Set<String> = []
        for target in targets where leftOut.count < maximumLeftOut {
            let files = Set(target.files)
            let own = Dictionary(grouping: errors.filter { files.contains($0.key.path) }, by: \.key.path)
            let pieces = own.map { path, errors in
                LeftOutCode.cutting(Dictionary(uniqueKeysWithValues: errors), from: path, besides: leftOut)
            }
            // Every error of the module goes, or none: the module is dropped then.
            guard !pieces.isEmpty, pieces.allSatisfy({ $0 != nil }) else { continue }
            let before = leftOut.count
            leftOut = Array(Set(leftOut + pieces.flatMap { $0 ?? [] })).sorted()
            if leftOut.count > before { cut.insert(target.name) }
        }
        return cut
    }

    /// How many pieces the app's modules may leave out before one is dropped whole: past this,
    /// a module is more what Linux lacks than what it compiles.
    static let maximumLeftOut = 40

    /// One line for each module code was left out of (`LeftOutCode.said`).
    private static func leftOutNotes(
        _ leftOut: [LeftOutCode], of targets: [SourceModule], shown: (String) -> String
    ) -> [String] {
        targets.compactMap { target in
            let files = Set(target.files)
            let pieces = leftOut.filter { files.contains($0.place.path) }
            guard !pieces.isEmpty else { return nil }
            return "the app's \(target.said): left out, as they do not compile here (the rest is built): "
                + LeftOutCode.said(pieces, shown: shown)
        }
    }

    /// The package folders of `product` whose manifests name the dependency SwiftPM's error
    /// `first` could not fetch (`Failed to clone repository https://…/Swime:`): a product that
    /// cannot be resolved here.
    private static func folders(of product: Product, fetching first: String) -> [String] {
        guard let range = first.range(of: #"https?://[^\s:]+(:[0-9]+)?[^\s]*"#, options: .regularExpression) else {
            return []
        }
        var url = String(first[range]).trimmingCharacters(in: CharacterSet(charactersIn: ":'\"."))
        if url.hasSuffix(".git") { url.removeLast(4) }
        return product.folders.filter { folder in
            let manifest = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
            return manifest?.contains(url) ?? false
        }
    }

    /// Removes what earlier builds made of `modules` from the build's folder of interfaces:
    /// left there, a module built without them would still find them.
    private func removeBuiltModules(_ modules: Set<String>) {
        let folder = directory.appendingPathComponent("modules/.build/debug/Modules").resolvingSymlinksInPath()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where modules.contains(String(name.prefix { $0 != "." })) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// The framework targets the asked modules name, with those they import in turn, and the
    /// modules of the app's packages that the asked modules and those targets name.
    private mutating func wanted() -> (targets: [SourceModule], modules: Set<String>) {
        var names = asked.subtracting(failed)
        var targets: [SourceModule] = []
        var pending = Array(names)
        while let name = pending.popLast() {
            guard !targets.contains(where: { $0.name == name }),
                let target = sourceModules.first(where: { $0.name == name })
            else { continue }
            targets.append(target)
            let imported = target.imports.subtracting(ProjectSearch.buildableModules).subtracting(names)
                .subtracting(failed)
            names.formUnion(imported)
            pending += imported
        }
        let modules = names.filter { name in
            !targets.contains { $0.name == name }
                && (packages.contains {
                    !failedPackages.contains($0.standardizedFileURL.path) && Self.mentions($0, name)
                } || remotePackages.contains { $0.products.contains(name) })
        }
        return (targets.sorted { $0.name < $1.name }, modules)
    }

    /// Takes `record` as what is built; what failed before in this run stays said.
    private mutating func keep(_ record: Record) {
        provided = Set(record.provided)
        built = record.built
        // In the order of their words, as each build's are: which build of a run fails first varies.
        failures = (failures + record.failures.filter { !failures.contains($0) }).sorted()
        notes = [record.builtNote].compactMap { $0 } + failures
        failed.formUnion(record.failed)
        failedPackages.formUnion(record.failedPackages)
    }

    // MARK: Finding

    /// The path dependencies of `package`'s manifest that name nothing in it but another package
    /// of the app by its folder's name (`.package(path: "ServiceLayer")`, `ServiceLayer/` beside
    /// the package, as a Mastodon client's packages each name the others), with the path from
    /// `package` to that one. Xcode builds such an app: a project's local package stands for
    /// every dependency of its identity (the last part of the path, in any case), wherever the
    /// path points; SwiftPM reads the path, and found no package there.
    package static func localPackages(of package: URL, among packages: [URL]) -> [String: String] {
        guard
            let manifest = try? String(
                contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        else { return [:] }
        var found: [String: String] = [:]
        for match in manifest.matches(of: PackageTestCopy.pathDependency) {
            let written = String(match.output.2)
            let identity = (written as NSString).lastPathComponent.lowercased()
            guard !FileManager.default.fileExists(atPath: package.appendingPathComponent(written).path),
                let local = packages.first(where: {
                    $0.lastPathComponent.lowercased() == identity
                        && $0.standardizedFileURL != package.standardizedFileURL
                })
            else { continue }
            found[written] = Self.relativePath(from: package, to: local)
        }
        return found
    }

    /// The path from the folder `from` to `to`, through their deepest common folder.
    static func relativePath(from: URL, to: URL) -> String {
        let (start, end) = (from.standardizedFileURL.pathComponents, to.standardizedFileURL.pathComponents)
        let shared = zip(start, end).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: start.count - shared) + end.dropFirst(shared)).joined(separator: "/")
    }

    /// The package folders under `root`, four folders deep at most, leaves only.
    private static func packages(in root: URL) -> [URL] {
        let found = ProjectFiles.folders(under: root, depth: 4).filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path)
        }
        return found.filter { outer in !found.contains { $0 != outer && $0.path.hasPrefix(outer.path + "/") } }
    }

    /// The pods of the app (`Pods/<Name>/`, at the top or a folder down, as CocoaPods writes
    /// them), each a module of its folder's Swift files; a pod of Objective-C alone is not one
    /// here (Linux has no Objective-C runtime), and stands in. A pod previewed on its own
    /// (`root` is `Pods/Shelving`) has the pods beside it, as CocoaPods builds it with them.
    private static func pods(in root: URL) -> [SourceModule] {
        let fileManager = FileManager.default
        let tops =
            [root]
            + ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).filter {
                !$0.hasPrefix(".") && !ProjectFiles.skippedFolders.contains($0)
            }.map { root.appendingPathComponent($0) }
        let folders =
            tops.map { $0.appendingPathComponent("Pods") }.filter { fileManager.fileExists(atPath: $0.path) }
            + (root.deletingLastPathComponent().lastPathComponent == "Pods" ? [root.deletingLastPathComponent()] : [])
        return folders.flatMap { pods in
            ((try? fileManager.contentsOfDirectory(atPath: pods.path)) ?? []).sorted().compactMap { name in
                guard !name.hasPrefix("."), !podsFolders.contains(name), !name.hasSuffix(".xcodeproj"),
                    pods.appendingPathComponent(name).standardizedFileURL != root.standardizedFileURL
                else {
                    return nil
                }
                let files = XcodeProject.swiftFiles(under: pods.appendingPathComponent(name).path)
                return files.isEmpty
                    ? nil : SourceModule(name: XcodeTestTargets.c99name(name), files: files, said: "pod \(name)")
            }
        }
    }

    /// What CocoaPods keeps in `Pods/` beside the pods.
    static let podsFolders: Set = ["Target Support Files", "Headers", "Local Podspecs", "Manifest.lock"]

    /// Whether `package`'s manifest names `module` at all (a target or product of that name):
    /// only such a package is asked by SwiftPM what it declares.
    private static func mentions(_ package: URL, _ module: String) -> Bool {
        let manifest = try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest?.contains("\"\(module)\"") ?? false
    }

    /// Changes when a file of the app's packages or of the framework targets wanted (`files`),
    /// the modules wanted, or Layoutty does: the files' paths, sizes and modification times
    /// (read, not their contents).
    private func stamp(of wanted: Set<String>, files: [String], kit: PreviewKit) -> String {
        let keys: Set<URLResourceKey> = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        func described(_ url: URL) -> String? {
            guard let values = try? url.resourceValues(forKeys: keys), values.isRegularFile == true else { return nil }
            return "\(url.path) \(values.fileSize ?? 0) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        var parts =
            [kit.stamp] + wanted.sorted() + files.compactMap { described(URL(fileURLWithPath: $0)) }
            // A fetched package's rule, as the Xcode project says it now.
            + remotePackages.map { "\($0.url) \($0.requirement)" }
        for package in packages {
            let walk = FileManager.default.enumerator(
                at: package, includingPropertiesForKeys: Array(keys), options: [.skipsHiddenFiles])
            while let url = walk?.nextObject() as? URL { described(url).map { parts.append($0) } }
        }
        return PreviewPackage.digest(parts.joined(separator: "\n"))
    }

    // MARK: Building

    /// A product of an app's package (or a framework target) that holds modules the files import.
    private struct Product {
        /// The package's identity, its folder's name.
        var package: String
        var path: URL
        var name: String
        var modules: [String]
        /// How the user knows it: "package ShelfModel", "framework BookKit of BookShelf.xcodeproj".
        var said: String
        /// The user's package folders (its own, and those it depends on by path), or the user's
        /// files, its code comes from.
        var folders: [String] = []
        var files: Set<String> = []
        /// The package it is fetched as, for a package the app's Xcode project fetches.
        var remote: XcodeProject.RemotePackage?

        /// The manifest's line for its package: by path, or by URL and version rule.
        var packageLine: String {
            remote.map { ".package(url: \(GeneratedSwift.literal($0.url)), \($0.requirement))," }
                ?? ".package(path: \(GeneratedSwift.literal(path.path))),"
        }

        /// Whether `path` (a file a compiler's message names) is of its code.
        func owns(_ path: String) -> Bool { files.contains(path) || folders.contains { path.hasPrefix($0 + "/") } }
    }

    /// Writes the ported copies of the packages declaring `wanted` modules and of the packages
    /// they depend on by path; the products holding the wanted modules.
    ///
    /// A package SwiftPM cannot read here (a dependency it cannot fetch) is left out, said in
    /// `notes` with SwiftPM's first error; the others are written.
    private func writeCopies(providing wanted: Set<String>, notes: inout [String], failed: inout Set<String>)
        throws(PreviewError) -> [Product]
    {
        let copies = packages.map {
            PackageTestCopy(
                package: $0, app: root, directory: directory,
                dependencyPaths: Self.localPackages(of: $0, among: packages))
        }
        do {
            for copy in copies { try copy.mirrorForDescribing() }
        } catch {
            throw PreviewError("cannot write the copies of the app's packages in \(directory.path): \(error)")
        }
        var products: [Product] = []
        var written: Set<String> = []
        /// Each package's neighbours by path.
        var uses: [String: [String]] = [:]
        var pending = packages.filter { package in wanted.contains { Self.mentions(package, $0) } }
        while let package = pending.popLast() {
            guard !failedPackages.contains(package.standardizedFileURL.path), written.insert(package.path).inserted,
                let copy = copies.first(where: { $0.package.path == package.standardizedFileURL.path })
            else { continue }
            let description: PackageTestCopy.Description
            do {
                description = try copy.write().description
            } catch {
                let said = error.details?.split(separator: "\n").first { $0.contains("error: ") }.map(String.init)
                notes.append(
                    "the app's package \(package.lastPathComponent) did not build here: "
                        + userLine(said?.trimmingCharacters(in: .whitespaces) ?? error.message))
                failed.formUnion(wanted.filter { Self.mentions(package, $0) })
                continue
            }
            // SwiftPM read the package in the tree of `described/`: a neighbour's path there is
            // its path in the app.
            let described = directory.appendingPathComponent("described").path
            let neighbours = (description.dependencies ?? []).compactMap { $0.type == "fileSystem" ? $0.path : nil }.map
            {
                URL(fileURLWithPath: $0.hasPrefix(described + "/") ? root.path + $0.dropFirst(described.count) : $0)
            }
            pending += neighbours
            uses[package.standardizedFileURL.path] = neighbours.map(\.standardizedFileURL.path)
            let modules = Dictionary(description.targets.map { ($0.name, $0.c99name) }) { first, _ in first }
            for product in description.products ?? [] {
                let held = product.targets.compactMap { modules[$0] }.filter(wanted.contains)
                guard !held.isEmpty, !products.contains(where: { !Set($0.modules).isDisjoint(with: held) }) else {
                    continue
                }
                products.append(
                    Product(
                        package: package.lastPathComponent, path: copy.copy, name: product.name, modules: held,
                        said: "package \(package.lastPathComponent) (\(held.sorted().joined(separator: ", ")))",
                        folders: [package.standardizedFileURL.path]))
            }
        }
        // A product's code is its package's and its neighbours' by path, theirs in turn.
        for index in products.indices {
            var folders = products[index].folders
            var next = folders
            while let folder = next.popLast() {
                for neighbour in uses[folder] ?? [] where !folders.contains(neighbour) {
                    folders.append(neighbour)
                    next.append(neighbour)
                }
            }
            products[index].folders = folders
        }
        return products.sorted { $0.name < $1.name }
    }

    /// Writes the generated package of the app's modules kept as files, `targets` (with
    /// `products`, the app's packages' they import): each one's files ported as a package's
    /// are, under `LayouttyAppTargets/<module>/`, each depending on the others and the products
    /// its files import. Its products, one a module.
    /// `leftOut`: the statements and bodies of their files left out (`cutFailingCode`).
    private func writeSourceModules(
        _ targets: [SourceModule], using products: [Product], leavingOut leftOut: [LeftOutCode]
    ) throws(PreviewError) -> [Product] {
        let folder = directory.appendingPathComponent(Self.sourcesPackage)
        let modules = Dictionary(
            targets.flatMap { target in target.files.map { ($0, target.name) } },
            uniquingKeysWith: { first, _ in first })
        let files = targets.flatMap(\.files).filter { modules[$0] != nil }
        let port = PreviewPort(testing: try PreviewSources(files: files), modules: modules, leftOut: leftOut)
        var written: Set<String> = ["Package.swift"]
        do {
            for (path, file) in zip(files, port.files) {
                let relative = (modules[path] ?? "") + "/" + PackageTestCopy.portedName(inApp(path), manifest: "")
                try PackageTestCopy.writeIfChanged(Data(file.text.utf8), to: folder.appendingPathComponent(relative))
                written.insert(relative)
            }
            try PackageTestCopy.writeIfChanged(
                Data(Self.sourcesManifest(targets, using: products).utf8),
                to: folder.appendingPathComponent("Package.swift"))
            try PackageTestCopy.removeFiles(under: folder, keeping: written)
        } catch {
            throw PreviewError("cannot write \(folder.path): \(error)")
        }
        return targets.map {
            Product(
                package: Self.sourcesPackage, path: folder, name: $0.name, modules: [$0.name], said: $0.said,
                files: Set($0.files))
        }
    }

    /// `path` from the folder it shares with the app's root: the root, or the `Pods` folder
    /// holding a pod previewed on its own and the pods beside it (`pods(in:)`).
    private func inApp(_ path: String) -> String {
        for folder in [root, root.deletingLastPathComponent()] where path.hasPrefix(folder.path + "/") {
            return String(path.dropFirst(folder.path.count + 1))
        }
        return path
    }

    /// The package of the modules kept as files: a target of each, in its folder, depending on
    /// what its files import of the others and of `products`.
    private static func sourcesManifest(_ targets: [SourceModule], using products: [Product]) -> String {
        let names = targets.map(\.name)
        let declared = targets.map { target in
            let imports = target.imports
            let uses =
                names.filter { $0 != target.name && imports.contains($0) }.map(GeneratedSwift.literal)
                + products.filter { !imports.isDisjoint(with: $0.modules) }.map(Self.productDependency)
            let name = GeneratedSwift.literal(target.name)
            let isolation = PreviewKit.mainActorByDefault.map(GeneratedSwift.literal).joined(separator: ", ")
            let settings =
                (target.mainActorByDefault ? [".unsafeFlags([\(isolation)])"] : [])
                + target.compilationConditions.map { ".define(\(GeneratedSwift.literal($0)))" }
            let swiftSettings = settings.isEmpty ? "" : ", swiftSettings: [\(settings.joined(separator: ", "))]"
            return
                "        .target(name: \(name), dependencies: [\(uses.joined(separator: ", "))], path: \(name)\(swiftSettings)),"
        }
        return """
            // swift-tools-version: 5.9
            // Written by layoutty preview: the app's modules kept as files (Xcode targets, pods).
            import PackageDescription

            let package = Package(
                name: "\(sourcesPackage)",
                products: [
            \(names.map { "        .library(name: \(GeneratedSwift.literal($0)), targets: [\(GeneratedSwift.literal($0))])," }.joined(separator: "\n"))
                ],
                dependencies: [
            \(packageDependencies(products).joined(separator: "\n"))
                ],
                targets: [
            \(declared.joined(separator: "\n"))
                ]
            )

            """
    }

    private static func productDependency(_ product: Product) -> String {
        ".product(name: \(GeneratedSwift.literal(product.name)), package: \(GeneratedSwift.literal(product.package)))"
    }

    private static func packageDependencies(_ products: [Product]) -> [String] {
        Set(products.map(\.packageLine)).sorted().map { "        " + $0 }
    }

    /// The products of the packages the app's Xcode projects fetch that hold `wanted` modules.
    private func remoteProducts(providing wanted: Set<String>) -> [Product] {
        let checkouts = directory.appendingPathComponent("modules/.build/checkouts")
        return remotePackages.flatMap { package in
            package.products.filter(wanted.contains).map { name in
                // Its code is SwiftPM's checkout of it, where a compiler's message names its files.
                Product(
                    package: package.identity, path: URL(fileURLWithPath: package.url), name: name, modules: [name],
                    said: "package \(package.identity) (\(name)), which the Xcode project fetches",
                    folders: [checkouts.appendingPathComponent(package.checkoutName).path], remote: package)
            }
        }
    }

    /// Whether SwiftPM's message names the fetched package (`Failed to clone repository
    /// https://github.com/apple/swift-log.git`, `no versions of 'swift-log' match`).
    package static func names(_ message: String, _ package: XcodeProject.RemotePackage) -> Bool {
        let url = package.url.hasSuffix(".git") ? String(package.url.dropLast(4)) : package.url
        // The URL whole, not as the start of another's (Alamofire's in AlamofireImage's).
        var rest = message[...]
        while let found = rest.range(of: url) {
            let next = rest[found.upperBound...].first
            if !(next.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ?? false) { return true }
            rest = rest[found.upperBound...]
        }
        return message.lowercased().contains("'\(package.identity)'")
    }

    /// What `buildLibrary` made, or the first error and the first error of each file.
    private enum Outcome {
        case built(Built)
        /// The first error, each file's first error in the order said, and every error by its
        /// place in the copies.
        case failed(first: String, files: [(path: String, said: String)], errors: [SourcePlace: String])
    }

    /// `swift build` of the generated package depending on `products`, into one library named
    /// after `stamp`: a running preview has the last one loaded, and the loader would answer a
    /// new screen's need of a library of the same name with it — the app's old code.
    private func buildLibrary(_ products: [Product], kit: PreviewKit, stamp: String, progress: (String) -> Void)
        throws(PreviewError) -> Outcome
    {
        let folder = directory.appendingPathComponent("modules")
        let product = Self.productName + "_" + stamp
        do {
            // Written only when changed: SwiftPM reads a manifest again when it is newer.
            try PackageTestCopy.writeIfChanged(
                Data("// The app's modules the preview imports, linked into one library.\n".utf8),
                to: folder.appendingPathComponent("Sources/\(Self.productName)/Linked.swift"))
            try PackageTestCopy.writeIfChanged(
                Data(Self.manifest(products, product: product).utf8),
                to: folder.appendingPathComponent("Package.swift"))
        } catch {
            throw PreviewError("cannot write \(folder.path): \(error)")
        }
        var output: [String] = []
        let status = try PreviewBuild.spawnSwiftPM(
            ["swift", "build", "--package-path", folder.path, "--product", product]
                + PackageTestCopy.swiftFlags(kit: kit, in: directory, linkingKit: false)
        ) { line in
            if line.hasPrefix("[") { progress(line) } else { output.append(line) }
        }
        let debug = folder.appendingPathComponent(".build/debug")
        let library = debug.appendingPathComponent("lib\(product).so")
        guard status == 0, FileManager.default.fileExists(atPath: library.path) else {
            var files: [(path: String, said: String)] = []
            var errors: [SourcePlace: String] = [:]
            for line in output {
                guard let colon = line.range(of: ": error: ") else { continue }
                let path = String(line[..<colon.lowerBound].prefix { $0 != ":" })
                if !files.contains(where: { $0.path == path }) {
                    files.append((path, userLine(line.trimmingCharacters(in: .whitespaces))))
                }
                let numbers = line[..<colon.lowerBound].split(separator: ":").dropFirst().compactMap { Int($0) }
                if numbers.count == 2 {
                    let place = SourcePlace(path: path, line: numbers[0], column: numbers[1])
                    errors[place] = errors[place] ?? String(line[colon.upperBound...])
                }
            }
            return .failed(first: userLine(Self.firstError(output, status: status)), files: files, errors: errors)
        }
        return .built(
            Built(
                modules: debug.appendingPathComponent("Modules").resolvingSymlinksInPath(),
                library: library.resolvingSymlinksInPath(), stamp: stamp))
    }

    /// The compiler's first message in `output`, else SwiftPM's (a dependency it could not
    /// fetch), with its reason when SwiftPM gives it on the lines after (`Failed to clone
    /// repository https://github.com/xmartlabs/Eureka.git:` then git's `fatal: unable to access …`).
    package static func firstError(_ output: [String], status: Int32) -> String {
        if let compiler = output.first(where: { $0.contains(": error: ") }) {
            return compiler.trimmingCharacters(in: .whitespaces)
        }
        guard let index = output.firstIndex(where: { $0.hasPrefix("error: ") }) else {
            return output.last?.trimmingCharacters(in: .whitespaces) ?? "swift build failed (status \(status))"
        }
        let error = output[index].trimmingCharacters(in: .whitespaces)
        let reason = output[(index + 1)...].lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("fatal: ") || $0.hasPrefix("error: ") }
        guard error.hasSuffix(":"), let reason else { return error }
        return error + " " + reason
    }

    /// "package ShelfModel (ShelfModel), framework BookKit of BookShelf.xcodeproj": `products` as
    /// the user knows them.
    private static func named(_ products: [Product]) -> String {
        products.map(\.said).joined(separator: ", ")
    }

    /// A line of SwiftPM's naming the copies' files as the app's, from the current folder.
    private func userLine(_ line: String) -> String {
        ProjectSearch.relative(
            line.replacingOccurrences(of: directory.appendingPathComponent("package").path, with: root.path))
    }

    /// The generated package's manifest: one dynamic library, `product`, of a target depending
    /// on `products`.
    private static func manifest(_ products: [Product], product: String) -> String {
        """
        // swift-tools-version: 5.9
        // Written by layoutty preview: the app's modules the screen imports.
        import PackageDescription

        let package = Package(
            name: "\(productName)",
            products: [.library(name: "\(product)", type: .dynamic, targets: ["\(productName)"])],
            dependencies: [
        \(packageDependencies(products).joined(separator: "\n"))
            ],
            targets: [
                .target(name: "\(productName)", dependencies: [\(products.map(productDependency).joined(separator: ", "))])
            ]
        )

        """
    }

    private static func relative(_ url: URL, to root: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(root.path.count)).trimmingCharacters(
            in: CharacterSet(charactersIn: "/"))
    }
}
