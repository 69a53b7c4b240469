import Foundation

/// Layoutty's modules as the `layoutty-preview` program's own build left them — the program depends on
/// `LayouttyPreviewHost`, so building it builds them — which `preview` compiles the user's files
/// straight against with one `swiftc`: no package to resolve, no Layoutty module to build again,
/// so a first preview takes seconds where a scratch package build took about 25.
///
/// A kit is a folder with the modules' interfaces and objects, as SwiftPM lays out a build:
/// ```
/// Modules/UIKit.swiftmodule …          what the user's files import (and what those import)
/// UIKit.build/*.o …                    what the program links
/// ```
/// The build folder the program runs from (`.build/debug`), or an install's
/// `share/layoutty/kit` (`Installation` copies one there). The C modules' headers come from
/// Layoutty's package (`Sources/CSystem/include` …), the checkout or the install's copy.
package struct PreviewKit: Sendable {
    package let directory: URL
    /// Layoutty's package: where the C modules' headers are.
    package let packageRoot: URL
    /// The objects the `layoutty` program was linked from, as SwiftPM listed them for the link;
    /// nil in an install's copy. Read once: every question about the kit goes through it.
    private let linkedObjects: [String]?

    package init(directory: URL, packageRoot: URL) {
        self.directory = directory
        self.packageRoot = packageRoot
        linkedObjects = Self.linkedObjects(in: directory)
    }

    /// `LayouttyPreviewHost` and every module it reaches (a test holds this to Package.swift).
    package static let swiftModules = [
        "CollectionLayout", "TerminalCollectionView", "UIKit", "_Testing_UIKit", "LayouttySpec", "PseudoTerminalSupport",
        "LayouttyTerminal", "LayouttyPreviewHost"
    ]
    /// The C modules among them: header-only but for `CSystem`'s one source file.
    package static let cModules = ["CSystem", "CNcursesw"]
    /// What the C modules' manifest entries link.
    #if os(macOS)
        static let libraries = ["ncurses"]
    #else
        static let libraries = ["ncursesw", "util"]
    #endif

    /// The kit beside the program at `executable`: its own build folder, else an install's
    /// copy. Nil when neither holds every module (a program built without them, or another
    /// package named by `$LAYOUTTY_PACKAGE`: then `preview` builds its scratch package).
    package static func find(besideProgramAt executable: URL, packageRoot: URL, environment: [String: String]) -> PreviewKit? {
        environment["LAYOUTTY_PACKAGE"] == nil ? beside(programAt: executable, packageRoot: packageRoot) : nil
    }

    /// The program's build folder, else its install's kit, whichever is complete.
    package static func beside(programAt executable: URL, packageRoot: URL) -> PreviewKit? {
        let folder = executable.deletingLastPathComponent()
        return [folder, installedCopy(besideProgramAt: executable)]
            .map { PreviewKit(directory: $0, packageRoot: packageRoot) }
            .first { $0.isComplete }
    }

    /// An install's kit for a program at `PREFIX/bin/layoutty`.
    package static func installedCopy(besideProgramAt executable: URL) -> URL {
        executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/layoutty/kit")
    }

    /// Every module's interface and every Swift module's objects are there.
    package var isComplete: Bool {
        let fileManager = FileManager.default
        return Self.swiftModules.allSatisfy { fileManager.fileExists(atPath: module($0).path) && !objects(of: $0).isEmpty }
            && Self.cModules.allSatisfy { fileManager.fileExists(atPath: header(of: $0).path) }
    }

    package func module(_ name: String) -> URL { directory.appendingPathComponent("Modules/\(name).swiftmodule") }

    /// The target's objects: those the program's own link took (SwiftPM's list of them; a build
    /// folder also keeps the objects of files since removed), else every `T.build/*.o` (an
    /// install's copy holds those alone).
    package func objects(of target: String) -> [URL] {
        let folder = directory.appendingPathComponent("\(target).build")
        if let linked = linkedObjects {
            return linked.filter { $0.hasPrefix(folder.path + "/") }.map { URL(fileURLWithPath: $0) }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// SwiftPM's list of the objects it linked `layoutty-preview` from (one path a line, quoted
    /// when it has spaces).
    private static func linkedObjects(in directory: URL) -> [String]? {
        guard
            let list = try? String(
                contentsOf: directory.appendingPathComponent("layoutty-preview.product/Objects.LinkFileList"), encoding: .utf8)
        else {
            return nil
        }
        return list.split(separator: "\n").map { line in
            line.hasPrefix("\"") && line.hasSuffix("\"")
                ? String(line.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"") : String(line)
        }
    }

    package func header(of module: String) -> URL { packageRoot.appendingPathComponent("Sources/\(module)/include/\(module).h") }

    /// Every file the kit is made of, for installing it and for telling a program built against
    /// an older kit from a current one.
    package var files: [URL] { Self.swiftModules.map(module) + (Self.swiftModules + Self.cModules).flatMap(objects(of:)) }

    /// Names this kit as it is now: its files' paths, sizes and modification times. A rebuilt
    /// Layoutty gives a new stamp, so programs linked against the old one are not reused.
    package var stamp: String {
        files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file.path) \(attributes?[.size] as? Int ?? -1) \(modified)"
        }.joined(separator: "\n")
    }

    /// The module map for the C modules, as SwiftPM writes one per target. It names the headers
    /// through `headersLink` beside it (a module map cannot spell a path holding a quote, a
    /// backslash or a newline, which a package's place may); `writeModuleMap(into:)` makes both.
    package var moduleMap: String {
        Self.cModules.map { "module \($0) {\n    umbrella header \"\(Self.headersLink)/\($0)/include/\($0).h\"\n    export *\n}\n" }
            .joined()
    }

    /// The link, beside the module map, to the package's `Sources` folder.
    package static let headersLink = "layoutty-c-sources"

    /// Writes the module map and its link to the package's sources into `folder`; the map's path.
    package func writeModuleMap(into folder: URL) throws -> URL {
        let map = folder.appendingPathComponent("layoutty-c.modulemap")
        let link = folder.appendingPathComponent(Self.headersLink)
        let sources = packageRoot.appendingPathComponent("Sources").path
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != sources {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: sources)
        }
        try Data(moduleMap.utf8).write(to: map, options: .atomic)
        return map
    }

    /// `swiftc` compiling `sources` (the generated main first) into the program at `output`, in
    /// Swift 5 mode as iOS projects compile them, with `DEBUG` as a debug build has it; every
    /// file's errors, not only the first failing job's.
    /// `scratch` holds the module map and the compiler's module cache.
    package func compileCommand(sources: [URL], output: URL, scratch: URL, moduleName: String) -> [String] {
        let modules = directory.appendingPathComponent("Modules").path
        let cache = scratch.appendingPathComponent("ModuleCache").path
        let moduleMap = scratch.appendingPathComponent("layoutty-c.modulemap").path
        var command = [
            "swiftc", "-module-name", moduleName, "-swift-version", "5", "-Onone", "-g", "-D", "DEBUG", "-continue-building-after-errors"
        ]
        command += ["-diagnostic-style", "llvm", "-I", modules, "-module-cache-path", cache, "-Xcc", "-fmodule-map-file=" + moduleMap]
        command += sources.map(\.path)
        command += (Self.swiftModules + Self.cModules).flatMap(objects(of:)).map(\.path)
        return command + Self.libraries.map { "-l" + $0 } + ["-o", output.path]
    }

    /// Copies the kit's files into `destination` (a new folder), keeping their layout.
    package func copy(to destination: URL) throws {
        let fileManager = FileManager.default
        for file in files {
            let relative = String(file.path.dropFirst(directory.path.count + 1))
            let target = destination.appendingPathComponent(relative)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: file, to: target)
        }
    }
}
