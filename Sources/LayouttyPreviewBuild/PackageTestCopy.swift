import CollectionLayout
import Foundation
import LayouttyKit
import LayouttySystem

/// The copy of a Swift package whose tests `layoutty test` runs on Linux against Layoutty's
/// UIKit. The package's targets are copied into the cache folder, their Swift sources ported as
/// `preview` ports a screen's files (`PreviewPort(testing:)`: the same rewrites, every line
/// where it was, so the compiler's messages and the tests' failures name the user's files and
/// lines). `swift test` then runs in the copy with Layoutty's built modules on its import and
/// link paths, as Apple's SDK gives an iOS build UIKit; the manifest is the user's, unchanged.
///
/// The package itself is never written. A file of the copy is rewritten only when its content
/// changed, and the copy keeps its own `.build`, so a second run compiles what changed.
///
/// ```
/// ~/.cache/layoutty/test-1a2b3c4d/     one per package folder
///   described/                         what SwiftPM reads the targets from: the manifest and
///                                      Package.resolved copied, links to the package's folders
///   package/Package.swift …            the copy built: the manifest, the targets' files, each
///   package/Sources/Kit/Grid.ported.swift   Swift source ported (named apart from the user's
///                                      file, whose name its `#sourceLocation` gives)
///   kit/UIKit.swiftmodule → …          links to the Layoutty modules the copy may import
/// ```
package struct PackageTestCopy {
    /// The user's package folder.
    package let package: URL
    package let directory: URL
    /// Where the package's copy sits under `package/` and `described/`: nowhere deeper for a
    /// package tested alone; for one of an app's packages (`AppPackages`), its path in the app,
    /// so that `.package(path: "../Style")` finds its neighbour's copy there.
    private let place: String
    package var copy: URL { Self.placed(directory.appendingPathComponent("package"), place) }
    private var described: URL { Self.placed(directory.appendingPathComponent("described"), place) }
    /// Paths of the manifest's path dependencies read as others in the copies (`AppPackages`'
    /// `localPackages(of:among:)`): the path written → the path read.
    private var dependencyPaths: [String: String] = [:]
    /// A folder per module of links to its target's files, flat by name: what Xcode copies into
    /// the target's bundle, which `Bundle(for:)` answers (`LAYOUTTY_RESOURCES`).
    private var resources: URL { directory.appendingPathComponent("resources") }

    /// What the copy may import of Layoutty: UIKit with the modules its interface names, the
    /// port's runtime that the ported files import, and Apple's other frameworks (under their own
    /// names through `PreviewKit.moduleAliases`).
    package static let modules =
        [
            "UIKit", "CoreGraphics", "_Testing_CoreGraphics", "QuartzCore", "_LayouttyConsole", "_LayouttyFoundation",
            "CollectionLayout", "LayouttyDevice", "CassowarySolver", "_Testing_UIKit", "_LayouttyPortRuntime"
        ] + PreviewKit.frameworks.map(\.module) + PreviewKit.packageSwiftModules

    /// The manifest made of the package's Xcode projects when it has none SwiftPM reads, and why
    /// its own is not read (nil when it has none).
    private var made: (manifest: XcodeLibraryManifest, unread: String?)?

    package init(package: URL, environment: [String: String]) throws(PreviewError) {
        self.package = package.standardizedFileURL
        let written = try? String(contentsOf: self.package.appendingPathComponent("Package.swift"), encoding: .utf8)
        let unread = written.flatMap(XcodeLibraryManifest.unreadableToolsVersion(of:))
        if written == nil || unread != nil {
            guard let manifest = XcodeLibraryManifest(package: self.package) else {
                throw PreviewError(
                    "\(Message.cut(self.package.path)): "
                        + (unread.map { "Package.swift: \($0), and no Xcode project builds a Swift library there" }
                            ?? "no Package.swift there, nor an Xcode project building a Swift library"))
            }
            made = (manifest, unread)
        }
        directory = try PreviewPackage.cacheFolder(environment: environment, command: "test")
            .appendingPathComponent("test-\(PreviewPackage.digest(self.package.path))")
        place = ""
    }

    /// The copy of `package`, one of the packages of the app in `app`, in the app's tree of
    /// copies at `directory`; its manifests' path dependencies read as `dependencyPaths` says.
    package init(package: URL, app: URL, directory: URL, dependencyPaths: [String: String] = [:]) {
        self.package = package.standardizedFileURL
        self.directory = directory
        self.dependencyPaths = dependencyPaths
        place = String(self.package.path.dropFirst(app.standardizedFileURL.path.count)).trimmingCharacters(
            in: CharacterSet(charactersIn: "/"))
    }

    private static func placed(_ folder: URL, _ place: String) -> URL {
        place.isEmpty ? folder : folder.appendingPathComponent(place)
    }

    /// Brings the copy up to date with the package, its targets' Swift sources ported, and the
    /// test targets of its Xcode projects that the manifest does not declare added to the copy's
    /// manifest (`say` hears of each, and of each left out); the number of files ported, and
    /// the package as SwiftPM described it.
    package func write(say: (String) -> Void = { _ in }) throws(PreviewError) -> (
        ported: Int, description: Description
    ) {
        do {
            if let made {
                say(
                    made.unread.map { "Package.swift: \($0): the libraries of its Xcode projects are tested instead" }
                        ?? "no Package.swift: the libraries of the package's Xcode projects are tested")
                made.manifest.notes.forEach(say)
            }
            let packageFiles = try mirrorForDescribing()
            let description = try describe()
            let described = description.targets
            let manifest = try String(decoding: self.manifest("Package.swift"), as: UTF8.self)
            let xcode = XcodeTestTargets(package: package, manifest: manifest, besides: described)
            xcode.notes.forEach(say)
            try writeManifests(
                packageFiles,
                adding: xcode.manifestAddition(dependedOn: Set(description.dependencies?.compactMap(\.identity) ?? [])))
            let targets = described + xcode.targets
            let built = targets.filter(\.isBuiltAgainstUIKit)
            let sources = built.flatMap(\.swiftSources)
            let modules = Dictionary(
                built.flatMap { target in
                    target.swiftSources.map { (package.appendingPathComponent($0).path, target.path) }
                },
                uniquingKeysWith: { first, _ in first })
            let port = PreviewPort(
                testing: try PreviewSources(files: sources.map { package.appendingPathComponent($0).path }),
                modules: modules)
            var written = Set(packageFiles)
            let ported = Set(sources)
            for (relative, file) in zip(sources, port.files) {
                let name = Self.portedName(relative, manifest: manifest)
                try Self.writeIfChanged(Data(file.text.utf8), to: copy.appendingPathComponent(name))
                written.insert(name)
            }
            for target in targets {
                for relative in files(under: target.path)
                where !written.contains(relative) && !ported.contains(relative) {
                    try Self.writeIfChanged(
                        try Data(contentsOf: package.appendingPathComponent(relative)),
                        to: copy.appendingPathComponent(relative))
                    written.insert(relative)
                }
            }
            try Self.removeFiles(under: copy, keeping: written)
            try linkResources(of: built)
            try writeEntryPoint(
                tests: built.filter { $0.type == "test" },
                ported: Dictionary(
                    zip(sources, port.files.map(\.text)), uniquingKeysWith: { first, _ in first }))
            return (sources.count, description)
        } catch let error as PreviewError {
            throw error
        } catch {
            // Foundation's message names no file; its error holds the one it could not write.
            let file = (error as NSError).userInfo[NSFilePathErrorKey].map { " (\($0))" } ?? ""
            throw PreviewError(
                "cannot write the copy in \(directory.path): \(error.localizedDescription)\(file)", status: 1)
        }
    }

    /// Brings `described/` up to date (a package depending on this one by path describes through
    /// it); the package's manifests and resolved file.
    @discardableResult
    package func mirrorForDescribing() throws -> [String] {
        let top = try FileManager.default.contentsOfDirectory(atPath: package.path).filter { !$0.hasPrefix(".") }
        // A made manifest is the copy's only one: the package's others (`Package@swift-4.swift`,
        // its resolved versions) are the unread manifest's.
        let packageFiles = made == nil ? top.filter(Self.isPackageFile) : ["Package.swift"]
        try mirror(packageFiles, linking: top.filter { !Self.isPackageFile($0) })
        return packageFiles
    }

    /// The test program written for tests holding Quick specs (`QuickEntryPoint`), beside the copy.
    private var entryPoint: URL { directory.appendingPathComponent("quick-main.swift") }

    /// Writes the test program `tests` (test targets, their sources `ported`) need, or removes
    /// the one an earlier run wrote.
    private func writeEntryPoint(tests: [Description.Target], ported: [String: String]) throws {
        let files = tests.flatMap { target in
            target.swiftSources.compactMap { source in ported[source].map { (module: target.c99name, text: $0) } }
        }
        if let text = QuickEntryPoint(files: files).text {
            try Self.writeIfChanged(Data(text.utf8), to: entryPoint)
        } else if FileManager.default.fileExists(atPath: entryPoint.path) {
            try FileManager.default.removeItem(at: entryPoint)
        }
    }

    /// Runs `swift test` in the copy (`stopBuildOnTermination()` ends it whole), each line of
    /// its output said as `userLine` says it; its exit status.
    package func runTests(kit: PreviewKit, passing: [String], line: (String) -> Void) throws(PreviewError) -> Int32 {
        let program =
            FileManager.default.fileExists(atPath: entryPoint.path)
            ? ["--experimental-test-entry-point-path", entryPoint.path] : []
        return try PreviewBuild.spawnSwiftPM(
            ["swift", "test", "--package-path", copy.path] + program + passing
                + Self.swiftFlags(kit: kit, in: directory, linkingKit: true),
            environment: ["LAYOUTTY_RESOURCES": resources.path]
        ) { line(userLine($0)) }
    }

    /// What `swift test` or `swift build` of a copy in `directory` is given: Layoutty's modules
    /// imported from `directory/kit/` and, with `linkingKit`, their objects linked into what
    /// is built (a test program; never a library the preview's host loads, which has them). The
    /// kit's stamp goes into a compile flag and the link's build id, so a rebuilt Layoutty
    /// rebuilds the copy (SwiftPM itself sees only the package's files change).
    ///
    /// In Swift 5 mode, as `preview` compiles a screen's files. Linux's XCTest is not Apple's: its
    /// `XCTestCase` is not main-actor isolated, so a `@MainActor` test case of Swift 6 meets
    /// data-race errors iOS never raises (`try await super.setUp()` sends `self` away; so does
    /// the port's `MainActor.assumeIsolated` around a test's body). In Swift 5 mode they are
    /// warnings, as they are for iOS code of Swift 5.
    static func swiftFlags(kit: PreviewKit, in directory: URL, linkingKit: Bool) throws(PreviewError) -> [String] {
        let kitModules = directory.appendingPathComponent("kit")
        try linkModules(of: kit, into: kitModules)
        let stamp = Self.hexDigest(kit.stamp)
        let kitObjects = (Self.modules + PreviewKit.packageCModules).flatMap(kit.objects(of:))
        let objects =
            linkingKit
            ? kitObjects.flatMap { ["-Xlinker", $0.path] } : try toolLinker(with: kitObjects, in: directory)
        // The C module OpenCombine's interface names (Combine's), and the C++ library it uses.
        let moduleMap: URL
        do { moduleMap = try kit.writeModuleMap(into: directory) } catch {
            throw PreviewError("cannot write the module map into \(directory.path): \(error)", status: 1)
        }
        return [
            "-Xswiftc", "-I", "-Xswiftc", kitModules.path, "-Xswiftc", "-DLAYOUTTY_KIT_\(stamp)",
            "-Xswiftc", "-swift-version", "-Xswiftc", "5",
            // A message's excerpt without line numbers: the compiler numbers it by the copy's
            // lines (two more at the top), under a message at the user's line.
            "-Xswiftc", "-diagnostic-style", "-Xswiftc", "llvm",
            "-Xlinker", "--build-id=0x\(stamp)"
        ] + PreviewKit.moduleAliases.flatMap { ["-Xswiftc", $0] }
            + ["-Xswiftc", "-Xcc", "-Xswiftc", "-fmodule-map-file=" + moduleMap.path, "-Xlinker", "-lstdc++"] + objects
    }

    /// The linker a build of the app's modules runs (`-ld-path`): the toolchain's, unchanged for
    /// the library the preview loads (its references to Layoutty's modules are the preview
    /// program's to answer), but an executable — a build plugin's tool, built with the same
    /// flags, so that Yams under swift-openapi-generator's plugin conforms to the `Combine` it
    /// can import — gets the kit's objects, of which only those it uses are linked (lld's
    /// `--start-lib`), and their libraries. Without, the tool did not link, and neither did the
    /// app's package. Nothing when no toolchain is found: SwiftPM's own linker then.
    private static func toolLinker(with objects: [URL], in directory: URL) throws(PreviewError) -> [String] {
        guard let clang = Toolchain.found?.clang else { return [] }
        let linker = URL(fileURLWithPath: clang).deletingLastPathComponent().appendingPathComponent("ld.lld")
        let (script, list) = (directory.appendingPathComponent("link"), directory.appendingPathComponent("kit-objects"))
        let libraries = Self.toolLibraries.map { "-l" + $0 }.joined(separator: " ")
        let text = """
            #!/bin/sh
            # Written by layoutty preview: the kit's objects for an executable, not for a library.
            case " $* " in *" -shared "*) exec \(shellQuoted(linker.path)) "$@" ;; esac
            exec \(shellQuoted(linker.path)) "$@" --start-lib @\(shellQuoted(list.path)) --end-lib --as-needed \(libraries)

            """
        do {
            try writeIfChanged(Data(objects.map { shellQuoted($0.path) + "\n" }.joined().utf8), to: list)
            try writeIfChanged(Data(text.utf8), to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        } catch {
            throw PreviewError("cannot write \(script.path): \(error)", status: 1)
        }
        return ["-Xswiftc", "-ld-path=" + script.path]
    }

    /// What the kit's objects link, for an executable that uses some of them: Foundation's and
    /// Dispatch's libraries, the runtime's others, and the C modules' (`PreviewKit.libraries`).
    private static let toolLibraries =
        [
            "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
            "FoundationXML", "_FoundationICU", "swiftDispatch", "dispatch", "BlocksRuntime", "swift_Concurrency",
            "swiftSynchronization", "swift_StringProcessing"
        ] + PreviewKit.libraries

    /// `text` as one word of the shell (and of an lld response file): in single quotes.
    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `text`'s digest in sixteen hex digits, zeros in front: the linker's build id takes only an
    /// even number of them (`digest` drops leading zeros).
    package static func hexDigest(_ text: String) -> String {
        let digest = PreviewPackage.digest(text)
        return String(repeating: "0", count: max(0, 16 - digest.count)) + digest
    }

    /// A line of `swift test`'s output with the copy's paths (the sources', the manifest's) said
    /// as the package's — but the build folder's, which only the copy has (a trap's backtrace
    /// names the test program there; the package has no `.build` to look in).
    package func userLine(_ line: String) -> String {
        let build = copy.appendingPathComponent(".build").path
        return line.components(separatedBy: build).map { $0.replacingOccurrences(of: copy.path, with: package.path) }
            .joined(separator: build)
    }

    // MARK: The copy

    /// The manifests and the resolved versions: what SwiftPM reads at the package's top.
    private static func isPackageFile(_ name: String) -> Bool {
        (name.hasPrefix("Package") && name.hasSuffix(".swift")) || name == "Package.resolved"
    }

    /// The copy's manifests and resolved file: the package's, each manifest with `addition`
    /// after it.
    private func writeManifests(_ packageFiles: [String], adding addition: String) throws {
        for name in packageFiles {
            var data = try manifest(name)
            if name.hasSuffix(".swift") { data += Data(addition.utf8) }
            try Self.writeIfChanged(data, to: copy.appendingPathComponent(name))
        }
    }

    /// The package file `name` as the copies read it: a manifest's path dependencies that
    /// `dependencyPaths` names read as it says (`.package(path: "Style")` → `"../Style"`).
    private func manifest(_ name: String) throws -> Data {
        if let made, name == "Package.swift" { return Data(made.manifest.text.utf8) }
        let data = try Data(contentsOf: package.appendingPathComponent(name))
        guard name.hasSuffix(".swift"), !dependencyPaths.isEmpty, var text = String(data: data, encoding: .utf8) else {
            return data
        }
        text = text.replacing(Self.pathDependency) { match in
            dependencyPaths[String(match.output.2)].map { match.output.1 + GeneratedSwift.literal($0) }
                ?? match.output.0
        }
        return Data(text.utf8)
    }

    /// A manifest's `.package(path: "…")` (or `.package(name: "…", path: "…")`): what is before
    /// the path's literal, and the path.
    nonisolated(unsafe) package static let pathDependency =
        #/(\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*)"([^"]+)"/#

    /// `described/` as SwiftPM should read the package: the package files copied (SwiftPM may
    /// write a resolved file there, never into the package), a link to each other entry.
    private func mirror(_ packageFiles: [String], linking entries: [String]) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: described, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: described.path)
        where !name.hasPrefix(".") && !packageFiles.contains(name) && !entries.contains(name) {
            try fileManager.removeItem(at: described.appendingPathComponent(name))
        }
        for name in packageFiles {
            try Self.writeIfChanged(try manifest(name), to: described.appendingPathComponent(name))
        }
        for name in entries {
            let link = described.appendingPathComponent(name)
            let target = package.appendingPathComponent(name).path
            if (try? fileManager.destinationOfSymbolicLink(atPath: link.path)) == target { continue }
            try? fileManager.removeItem(at: link)
            try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        }
    }

    /// The regular files under the package's folder `relative`, relative to the package; not
    /// hidden ones.
    private func files(under relative: String) -> [String] {
        Self.regularFiles(under: package.appendingPathComponent(relative)).map {
            relative.isEmpty ? $0 : relative + "/" + $0
        }
    }

    /// The regular files under `folder`, relative to it; not hidden ones.
    static func regularFiles(under folder: URL) -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        let root = folder.standardizedFileURL.path
        return walk.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true else {
                return nil
            }
            return String(url.standardizedFileURL.path.dropFirst(root.count + 1))
        }
    }

    /// Removes every file under `copy` that is not `kept` (paths relative to it), and the
    /// folders left empty; not hidden ones (`.build`).
    static func removeFiles(under copy: URL, keeping kept: Set<String>) throws {
        let fileManager = FileManager.default
        guard
            let walk = fileManager.enumerator(
                at: copy, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return }
        var folders: [URL] = []
        for case let url as URL in walk {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                folders.append(url)
            } else if !kept.contains(String(url.standardizedFileURL.path.dropFirst(copy.path.count + 1))) {
                try fileManager.removeItem(at: url)
            }
        }
        for folder in folders.reversed()
        where (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try fileManager.removeItem(at: folder)
        }
    }

    /// `resources/<module>/` for each target: links to the target's files that are not code
    /// (Xcode's "Copy Bundle Resources": images, data, strings), by name, as a preview links an
    /// app's (`ProjectFiles.linkResources`); made afresh each run.
    private func linkResources(of targets: [Description.Target]) throws {
        try? FileManager.default.removeItem(at: resources)
        for target in targets {
            _ = try ProjectFiles(root: package.appendingPathComponent(target.path)).linkResources(
                into: resources.appendingPathComponent(target.c99name), wanted: { !Self.codeExtensions.contains($0) })
        }
    }

    /// What Xcode compiles rather than copies into a bundle.
    private static let codeExtensions: Set = ["swift", "h", "m", "mm", "c", "cc", "cpp", "modulemap"]

    /// Where a ported source goes in the copy: `Grid.swift` → `Grid.ported.swift`, a name of its
    /// own (the compiler warns when a file's name is also the one its `#sourceLocation` gives) —
    /// unless the manifest names the file (`sources: ["Grid.swift"]`), which must find it.
    package static func portedName(_ relative: String, manifest: String) -> String {
        let name = URL(fileURLWithPath: relative).lastPathComponent
        if manifest.contains("\"\(name)\"") || manifest.contains("/\(name)\"") { return relative }
        return String(relative.dropLast(".swift".count)) + ".ported.swift"
    }

    /// The package as SwiftPM reads the manifest (`swift package describe`, in `described/`:
    /// it may resolve dependencies).
    private func describe() throws -> Description {
        var output = ""
        let status = try PreviewBuild.spawnSwiftPM([
            "swift", "package", "--package-path", described.path, "describe", "--type", "json"
        ]) {
            output += $0 + "\n"
        }
        guard status == 0, let json = output.firstIndex(of: "{"),
            let description = try? JSONDecoder().decode(Description.self, from: Data(output[json...].utf8))
        else {
            throw PreviewError(
                "SwiftPM cannot read \(Message.cut(package.path))/Package.swift", status: 1,
                details: output.replacingOccurrences(of: described.path, with: package.path))
        }
        return description
    }

    package struct Description: Decodable {
        package struct Target: Decodable {
            var name: String
            var type: String
            /// The module's name (the target's, made an identifier).
            var c99name: String
            var path: String
            var sources: [String]?
            /// The modules of other packages it may import (their products).
            var productDependencies: [String]?
            /// A plugin's or a macro's sources are built for the host's tools, never against
            /// UIKit: they are copied as written.
            var isBuiltAgainstUIKit: Bool { !["plugin", "macro"].contains(type) }
            var swiftSources: [String] { (sources ?? []).filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 } }

            enum CodingKeys: String, CodingKey {
                case name, type, c99name, path, sources
                case productDependencies = "product_dependencies"
            }
        }
        /// A package this one depends on: where it is, for one by path (`"fileSystem"`).
        package struct Dependency: Decodable {
            var type: String
            var path: String?
            /// SwiftPM's name for it: the last part of its URL or path, lowercased.
            var identity: String?
        }
        package struct Product: Decodable {
            var name: String
            var targets: [String]
        }
        var targets: [Target]
        var dependencies: [Dependency]?
        var products: [Product]?
    }

    /// `folder` holds a link to each module a copy may import, and to nothing else of the kit
    /// (whose other modules a package could shadow).
    private static func linkModules(of kit: PreviewKit, into folder: URL) throws(PreviewError) {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in Self.modules {
                let link = folder.appendingPathComponent("\(name).swiftmodule")
                let target = kit.module(name).path
                if (try? fileManager.destinationOfSymbolicLink(atPath: link.path)) == target { continue }
                try? fileManager.removeItem(at: link)
                try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target)
            }
        } catch {
            throw PreviewError("cannot link Layoutty's modules into \(folder.path): \(error)", status: 1)
        }
    }

    static func writeIfChanged(_ data: Data, to url: URL) throws {
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
