import Foundation
import LayouttyKit
import LayouttySystem

/// The folder `layoutty preview` compiles a user's files in: one per Layoutty checkout, in the
/// user's cache folder (never inside the checkout or beside the user's files). With a
/// `PreviewKit`, one `swiftc` compiles its sources against Layoutty's built modules; without
/// one, it is a scratch package that `swift build` builds, Layoutty's modules the first time.
///
/// ```
/// ~/.cache/layoutty/preview-1a2b3c4d/
///   Sources/Preview/entry.swift        the library's entry: PreviewEntry(fileIDs: […], literals: …) { _ in … }
///                                      (a scratch package's main.swift: PreviewHost.main(PreviewEntry(…)))
///   Sources/Preview/TagsLayout.ported.swift   the ported copy of /home/me/TagsLayout.swift (its
///                                      `#sourceLocation` makes errors and traps name the user's file)
///   Host/main.swift                    the host program's: PreviewHost.hostMain() (with a kit)
///   layoutty-c.modulemap, ModuleCache  the kit's C modules and the compiler's cache (with a kit)
///   Package.swift                      depends on the Layoutty package by path (without one)
///   programs/host-<hash>               the host program, one per kit (with a kit)
///   programs/<hash>-<hash>.so          each built library (a program without a kit), kept for
///                                      an unchanged second run
///   resources/<hash>/                  links to a project's data files: the preview's Bundle.main
///   searches/<hash>.json               the project's files a set of files needed, for its next build
/// ```
package struct PreviewPackage: Sendable {
    package var directory: URL
    package var layouttyRoot: URL

    /// The package for `layouttyRoot` under the cache folder the environment names:
    /// `$XDG_CACHE_HOME/layoutty`, else `~/.cache/layoutty`.
    package init(layouttyRoot: URL, environment: [String: String]) throws(PreviewError) {
        self.layouttyRoot = layouttyRoot
        directory = try Self.cacheFolder(environment: environment, command: "preview").appendingPathComponent(
            "preview-\(Self.digest(layouttyRoot.path))")
    }

    /// Layoutty's cache folder: `$XDG_CACHE_HOME/layoutty`, else `~/.cache/layoutty`.
    package static func cacheFolder(environment: [String: String], command: String) throws(PreviewError) -> URL {
        let cache: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            cache = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            throw PreviewError("\(command) needs a cache folder: set HOME or XDG_CACHE_HOME")
        }
        return cache.appendingPathComponent("layoutty")
    }

    var sourcesDirectory: URL { directory.appendingPathComponent("Sources/Preview") }

    /// Where the project search for `files` keeps what it found (`ProjectSearch.remember(at:)`).
    ///
    /// `kit` names the UIKit the files were built against (`PreviewKit.stamp`) and `porter` the
    /// program that ported them (`FileStamp`): a project file left out because Layoutty's UIKit
    /// lacked something, or because its port did, is tried again once either changes. A search
    /// of another `depth` reads other files, so it remembers apart.
    package func searchMemory(for files: [String], kit: String, porter: String, depth: Int) -> URL {
        let paths = files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        return directory.appendingPathComponent("searches")
            .appendingPathComponent(
                Self.digest((paths + [kit, porter, "depth \(depth)"]).joined(separator: "\n")) + ".json")
    }

    /// Where the preview's `Bundle.main` of the project at `root` is (`ProjectFiles.linkResources`).
    package func resourcesDirectory(for root: URL) -> URL {
        directory.appendingPathComponent("resources").appendingPathComponent(Self.digest(root.standardizedFileURL.path))
    }
    package static let productName = "LayouttyPreviewProgram"

    /// The app's container for a preview starting now (`_LayouttyAppContainer`): emptied, as on
    /// a first launch, so that what one preview's app saved does not change the next one's
    /// screen. Two previews of one package at once share it.
    package func emptiedContainer() throws -> URL {
        let folder = directory.appendingPathComponent("container", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Where the program built for `files` and `entry` is kept.
    package func program(files: [String], entry: String) -> URL {
        directory.appendingPathComponent("programs").appendingPathComponent(
            Self.digest((files + [entry]).joined(separator: "\n")))
    }

    /// Writes the generated file, the ported copies and (for a scratch package build) the
    /// manifest; only what differs is rewritten, so an unchanged run leaves the build nothing to do.
    package func write(port: PreviewPort, generated: (name: String, text: String), manifest writesManifest: Bool)
        throws(PreviewError)
    {
        do {
            try FileManager.default.createDirectory(at: sourcesDirectory, withIntermediateDirectories: true)
            if writesManifest { try writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift")) }
            try writeIfChanged(generated.text, to: sourcesDirectory.appendingPathComponent(generated.name))
            try copy(port.files, standIns: port.standIns, besides: generated.name)
        } catch let error as PreviewError {
            throw error
        } catch {
            throw PreviewError(
                "cannot write the preview package in \(directory.path): \(error.localizedDescription)", status: 1)
        }
    }

    /// The generated code around the user's files: the `PreviewEntry` that makes the layout (the
    /// glue function, or the function the port added beside the choice) — named in a scratch
    /// package's `main.swift`, returned by a library's entry function (`PreviewLibrary`). It
    /// names the user's files by their `#fileID`s, which a trap's message says, so that the
    /// message can name the user's path instead; it declares the functions the port's live
    /// literals call and hands the previewer their table.
    package struct Entry: Sendable {
        let choice: LayoutChoice
        let port: PreviewPort
        let identifiers: InterfaceBuilderIdentifiers

        package init(
            _ choice: LayoutChoice, port: PreviewPort, identifiers: InterfaceBuilderIdentifiers = .init()
        ) {
            self.choice = choice
            self.port = port
            self.identifiers = identifiers
        }

        /// The function a library exports, returning its retained `PreviewEntry`: what the host
        /// program looks up (`PreviewLibrary.entrySymbol`; every preview loads one).
        static let librarySymbol = "layoutty_preview_entry"

        /// The generated file for the code compiled as `module`: a program's `main.swift`, or a
        /// library's `entry.swift`.
        package func source(module: String, library: Bool) -> String {
            let hand =
                library
                ? "@_cdecl(\"\(Self.librarySymbol)\") public func _layouttyPreviewEntry() -> UnsafeMutableRawPointer {\n"
                    + "    Unmanaged.passRetained(\(value(module: module))).toOpaque()\n}"
                : "PreviewHost.main(\(value(module: module)))"
            return """
                // Generated by `layoutty preview`: the program around your layout files.
                import UIKit
                import _LayouttyPortRuntime
                import LayouttyPreviewHost

                func _layouttyInteger<T: ExpressibleByIntegerLiteral>(_ id: Int, _ written: T) -> T { LiveLiterals.integer(id, written) }
                func _layouttyFloat<T: ExpressibleByFloatLiteral>(_ id: Int, _ written: T) -> T { LiveLiterals.float(id, written) }

                \(hand)

                """
        }

        /// `PreviewEntry(fileIDs: […], literals: "…", nibClasses: […], layoutClasses: […],
        /// storyboardClasses: […]) { … }`.
        private func value(module: String) -> String {
            let made =
                switch choice {
                case .glueFunction: "\(PreviewSources.glueFunctionName)(for: $0)"
                case .expression: "\(PreviewPort.entryFunctionName)()"
                }
            // The app's part: the layouts' own delegates (and a flow layout's view's) handed over
            // when nothing set them.
            let make =
                port.playsAppsPart
                ? "{ \(AppsPart.functionName)(\(made), in: $0) }"
                : "{ \(choice == .glueFunction ? "" : "_ in ")\(made) }"
            // One path per `#fileID`, the first: two files of one name in two folders (two asset
            // catalogs' generated symbols) share it, and a literal with a key twice traps.
            var seen: Set<String> = []
            let names = port.files.compactMap { file -> String? in
                let id = module + "/" + URL(fileURLWithPath: file.location).lastPathComponent
                guard seen.insert(id).inserted else { return nil }
                return "\(GeneratedSwift.literal(id)): \(GeneratedSwift.literal(file.path))"
            }
            // A nib or storyboard names the class its view or controller is of: the files'
            // classes, by name, for UINib and UIStoryboard to make.
            // Each class under its own name, then under each identifier Interface Builder gives it.
            let table = { (names: [String], identified: [String: String]) in
                let known = Set(names)
                let aliases = identified.filter { known.contains($0.value) && !known.contains($0.key) }.sorted {
                    $0.key < $1.key
                }
                return (names.map { ($0, $0) } + aliases.map { ($0.key, $0.value) }).map {
                    "\(GeneratedSwift.literal($0.0)): \($0.1).self"
                }
            }
            // The views the project's nibs and storyboards make by class name, with the cells.
            let views = (port.nameableClasses + port.standInViewClasses).filter {
                identifiers.views.contains($0) && !port.nibClasses.contains($0)
            }
            let (nibs, scenes) = (
                table(port.nibClasses + views, identifiers.cells), table(port.storyboardClasses, identifiers.scenes)
            )
            let named = Set(identifiers.layouts.values.joined())
            let layouts = table(port.nameableLayoutClasses.filter(named.contains), [:])
            let documents = identifiers.documents.sorted { $0.key < $1.key }.map {
                "\(GeneratedSwift.literal($0.key)): \(GeneratedSwift.literal($0.value))"
            }
            let known = Set(port.storyboardClasses)
            let initial = identifiers.initial.filter { known.contains($0.value) }.sorted { $0.key < $1.key }.map {
                "\(GeneratedSwift.literal($0.key)): \($0.value).self"
            }
            // Keys sorted: the same files give the same code, byte for byte (an unchanged run builds nothing).
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let literals = (try? encoder.encode(port.literals)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
            return
                "PreviewEntry(fileIDs: [\(names.isEmpty ? ":" : names.joined(separator: ", "))], literals: \(GeneratedSwift.literal(literals))"
                + "\(nibs.isEmpty ? "" : ", nibClasses: [" + nibs.joined(separator: ", ") + "]")"
                + "\(layouts.isEmpty ? "" : ", layoutClasses: [" + layouts.joined(separator: ", ") + "]")"
                + "\(scenes.isEmpty ? "" : ", storyboardClasses: [" + scenes.joined(separator: ", ") + "]")"
                + "\(initial.isEmpty ? "" : ", initialControllers: [" + initial.joined(separator: ", ") + "]")"
                + "\(documents.isEmpty ? "" : ", interfaceBuilderFiles: [" + documents.joined(separator: ", ") + "]")) \(make)"
        }
    }

    private var manifest: String {
        let identity = layouttyRoot.lastPathComponent.lowercased()
        return """
            // swift-tools-version: 5.9
            // Generated by `layoutty preview` (safe to delete): the user's layout files, compiled in
            // Swift 5 mode as iOS projects compile them, against Layoutty's UIKit module.
            import PackageDescription

            let package = Package(
                name: "LayouttyPreview",
                dependencies: [.package(path: \(GeneratedSwift.literal(layouttyRoot.path)))],
                targets: [
                    .executableTarget(
                        name: "\(Self.productName)",
                        dependencies: [.product(name: "LayouttyPreviewHost", package: \(GeneratedSwift.literal(identity))),
                                       .product(name: "UIKit", package: \(GeneratedSwift.literal(identity)))],
                        path: "Sources/Preview",
                        swiftSettings: [.unsafeFlags([\(PreviewKit.moduleAliases.map(GeneratedSwift.literal).joined(separator: ", "))])]
                    ),
                ]
            )

            """
    }

    /// Copies named after the user's files (`.ported.swift`: never the generated file's name;
    /// a clash gets a number), and the stand-ins' file if any; every other file is removed — an
    /// earlier preview's, or the `main.swift` an older Layoutty generated, which would make a
    /// library a program.
    private func copy(_ files: [PreviewPort.File], standIns: String, besides generated: String) throws {
        var taken: Set<String> = [generated]
        var copies: [(String, String)] = []
        if !standIns.isEmpty {
            taken.insert(PreviewPort.standInsFileName)
            copies.append((PreviewPort.standInsFileName, standIns))
        }
        for file in files {
            // Not the user's file name: `#sourceLocation` gives the code that one (a copy of the
            // same name would make two files of one `#fileID`). Letters, digits, `-` and `_` only:
            // swiftc reads long source lists from a file a name a line.
            let stem = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            let base =
                String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) + ".ported.swift"
            var name = base
            var n = 2
            while taken.contains(name) {
                name = "\(n)-\(base)"
                n += 1
            }
            taken.insert(name)
            copies.append((name, file.text))
        }
        let fm = FileManager.default
        for existing in try fm.contentsOfDirectory(atPath: sourcesDirectory.path) where !taken.contains(existing) {
            try fm.removeItem(at: sourcesDirectory.appendingPathComponent(existing))
        }
        for (name, text) in copies {
            let url = sourcesDirectory.appendingPathComponent(name)
            // A link left by an older Layoutty points at the user's file: never write through it.
            if (try? fm.destinationOfSymbolicLink(atPath: url.path)) != nil { try fm.removeItem(at: url) }
            try writeIfChanged(text, to: url)
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// FNV-1a, 64 bits, in hex: a stable name (Swift's `hashValue` changes every run).
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
