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

    /// `LayouttyPreviewHost` and every module of this package it reaches (a test holds this to
    /// Package.swift).
    package static let swiftModules =
        [
            "CoreGraphics", "_Testing_CoreGraphics", "QuartzCore", "_LayouttyConsole",
            "CollectionLayout", "LayouttyDevice", "TerminalCollectionView", "CassowarySolver", "_LayouttyFoundation",
            "UIKit",
            "_Testing_UIKit",
            "_LayouttyPortRuntime", "UIKitPreview",
            "LayouttySpec", "LayouttySystem", "PseudoTerminalSupport", "LayouttyTerminal", "LayouttyPreviewHost"
        ] + frameworks.map(\.module)
    /// The C modules among them: header-only but for `CSystem`'s source files.
    package static let cModules = ["CSystem", "CNcursesw"]
    /// The modules of other packages they reach: OpenCombine, which `_Layoutty_Combine` brings.
    /// Its C module is C++ within (hence the C++ library in the host's link); its header is
    /// where SwiftPM's module map for it says, or in an install's kit under `M.build/include`.
    package static let packageSwiftModules = ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"]
    package static let packageCModules = ["COpenCombineHelpers"]
    static var allSwiftModules: [String] { swiftModules + packageSwiftModules }
    static var allCModules: [String] { cModules + packageCModules }

    /// Apple's frameworks beside UIKit that the kit stands in for, each a module of Layoutty's
    /// named `_Layoutty_` and the framework's name: a file's `import os` reaches `_Layoutty_os`
    /// through `-module-alias os=_Layoutty_os` (`moduleAliases`), and `os.Logger` names its type.
    /// Not the framework's own name: SwiftPM puts every module of a build in one folder, where a
    /// module named `os` would answer `canImport(os)` for the packages built beside it
    /// (swift-argument-parser's lock then reaches for Darwin's).
    package static let frameworks: [(imported: String, module: String)] = [
        "os", "OSLog", "Combine", "StoreKit", "SafariServices", "LocalAuthentication", "LinkPresentation",
        "CoreHaptics", "CoreMotion", "SwiftUI", "WebKit", "MessageUI", "UserNotifications", "CoreLocation", "MapKit",
        "CoreMedia", "AVFoundation", "AVKit", "Photos", "PhotosUI", "UniformTypeIdentifiers", "MobileCoreServices",
        "WidgetKit", "AudioToolbox", "MediaPlayer", "QuickLook", "Contacts", "CryptoKit", "Security",
        "SystemConfiguration", "CommonCrypto", "CoreData", "Network", "NetworkExtension", "CoreImage"
    ].map {
        ($0, "_Layoutty_" + $0)
    }

    /// The compiler's arguments that make each framework's import reach Layoutty's module.
    package static var moduleAliases: [String] {
        frameworks.flatMap { ["-module-alias", "\($0.imported)=\($0.module)"] }
    }
    /// What the C modules link, and Observation, which every ported file imports (the host
    /// loads it for the libraries it loads).
    #if os(macOS)
        package static let libraries = ["ncurses", "c++", "swiftObservation"]
    #else
        package static let libraries = ["ncursesw", "util", "stdc++", "swiftObservation"]
    #endif

    /// The kit beside the program at `executable`: its own build folder, else an install's
    /// copy. Nil when neither holds every module (a program built without them, or another
    /// package named by `$LAYOUTTY_PACKAGE`: then `preview` builds its scratch package).
    package static func find(besideProgramAt executable: URL, packageRoot: URL, environment: [String: String])
        -> PreviewKit?
    {
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
        return Self.allSwiftModules.allSatisfy {
            fileManager.fileExists(atPath: module($0).path) && !objects(of: $0).isEmpty
        }
            && Self.allCModules.allSatisfy { fileManager.fileExists(atPath: header(of: $0).path) }
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
                contentsOf: directory.appendingPathComponent("layoutty-preview.product/Objects.LinkFileList"),
                encoding: .utf8)
        else {
            return nil
        }
        return list.split(separator: "\n").map { line in
            line.hasPrefix("\"") && line.hasSuffix("\"")
                ? String(line.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"") : String(line)
        }
    }

    /// A C module's umbrella header: this package's in its sources; another package's where an
    /// install put it, else where SwiftPM's module map for it in the build folder names it.
    package func header(of module: String) -> URL {
        if Self.cModules.contains(module) {
            return packageRoot.appendingPathComponent("Sources/\(module)/include/\(module).h")
        }
        let installed = directory.appendingPathComponent(Self.installedHeader(of: module))
        if FileManager.default.fileExists(atPath: installed.path) { return installed }
        let map = try? String(
            contentsOf: directory.appendingPathComponent("\(module).build/module.modulemap"), encoding: .utf8)
        return map?.firstMatch(of: /umbrella header "([^"]+)"/).map { URL(fileURLWithPath: String($0.1)) } ?? installed
    }

    /// Where an install's kit keeps another package's C header.
    static func installedHeader(of module: String) -> String { "\(module).build/include/\(module).h" }

    /// Every file the kit is made of, for installing it and for telling a program built against
    /// an older kit from a current one.
    package var files: [URL] { placedFiles.map(\.file) }

    /// Each of `files` with its place in a copy of the kit.
    private var placedFiles: [(file: URL, place: String)] {
        let built =
            (Self.allSwiftModules.map(module) + Self.allSwiftModules.flatMap(objects(of:))
            + Self.allCModules.flatMap(objects(of:))).map { ($0, String($0.path.dropFirst(directory.path.count + 1))) }
        return built + Self.packageCModules.map { (header(of: $0), Self.installedHeader(of: $0)) }
    }

    /// Names this kit as it is now: its files' paths, sizes and modification times. A rebuilt
    /// Layoutty gives a new stamp, so programs linked against the old one are not reused.
    /// (`stat` itself: Foundation's file attributes look up the owner's name in `/etc/passwd`
    /// for each file, a third of a second for a kit — on every save.)
    package var stamp: String {
        files.map { file in
            var info = stat()
            guard stat(file.path, &info) == 0 else { return "\(file.path) -1" }
            #if os(macOS)
                let modified = info.st_mtimespec
            #else
                let modified = info.st_mtim
            #endif
            return "\(file.path) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
        }.joined(separator: "\n")
    }

    /// The module map for the C modules, as SwiftPM writes one per target. It names each header
    /// through a link in `headersLinks` beside it (a module map cannot spell a path holding a
    /// quote, a backslash or a newline, which a package's place may); `writeModuleMap(into:)`
    /// makes them all.
    package var moduleMap: String {
        Self.allCModules.map {
            "module \($0) {\n    umbrella header \"\(Self.headersLinks)/\($0)/\(header(of: $0).lastPathComponent)\"\n"
                + "    export *\n}\n"
        }
        .joined()
    }

    /// The folder, beside the module map, of links to each C module's header folder.
    package static let headersLinks = "layoutty-c-headers"

    /// Writes the module map and its links to the headers into `folder`; the map's path.
    package func writeModuleMap(into folder: URL) throws -> URL {
        let map = folder.appendingPathComponent("layoutty-c.modulemap")
        let links = folder.appendingPathComponent(Self.headersLinks)
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        for module in Self.allCModules {
            let link = links.appendingPathComponent(module)
            let headers = header(of: module).deletingLastPathComponent().path
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != headers {
                try? FileManager.default.removeItem(at: link)
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: headers)
            }
        }
        // Rewritten only when it differs: clang rebuilds the modules of a map newer than their
        // cached copies (0.2 s of every save, when it was written each time).
        if (try? String(contentsOf: map, encoding: .utf8)) != moduleMap {
            try Data(moduleMap.utf8).write(to: map, options: .atomic)
        }
        return map
    }

    #if os(macOS)
        static let exportsSymbols = ["-Xlinker", "-export_dynamic"]
        static let leavesSymbolsToHost = ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
    #else
        static let exportsSymbols = ["-Xlinker", "--export-dynamic"]
        static let leavesSymbolsToHost: [String] = []
    #endif

    /// The type checker's search per expression where stand-ins are used: a fiftieth of the
    /// compiler's own bound (about a million), past which it gives up on an expression ("unable
    /// to type-check this expression in reasonable time"), as it does at its own.
    package static let boundedSolverScopes = 20_000
    /// The bound once a search's rounds are slow (`ProjectSearch.solverScopes`). Closures passed
    /// to stand-ins (ReactiveSwift's `signal.on(value: { … })` on a stood-in call) are tried
    /// against each of a stand-in's call shapes: at 20,000, two of Habitica's repository methods
    /// took 37 s each and one round of its search 156 s; at 3,000 the round takes 5 s (Aidoku's
    /// 5.7 s, was 9.8), and what gives up is in the apps' services — their files left out and
    /// stood in — not in either screen's own file. A screen's own chain of stand-ins may need
    /// more (a fixture's RxSwift `debounce(…).subscribe(onNext:)`), so only a slow search pays.
    package static let tightSolverScopes = 3_000

    /// What `compileCommands` makes.
    package enum Product: Sendable {
        /// The preview's host program: the kit's objects linked, their symbols exported for the
        /// libraries it loads to use.
        case host
        /// The user's files as a shared library for the host to load: the kit's symbols left
        /// for the host to give (never a second copy of its modules and their globals).
        case library
        /// Nothing: the files are type-checked (`preview --check`), every error said.
        case typecheck
    }

    /// The commands, run in turn, compiling `sources` (the generated file first) into `product`
    /// at `output`, in Swift 5 mode as iOS projects compile them, with `DEBUG` as a debug build
    /// has it; every file's errors (`-continue-building-after-errors`); one frontend for all
    /// the files (`-wmo`: no module loaded twice) with line tables only (a trap's backtrace
    /// names the user's lines; nothing needs more). A library is compiled by the toolchain's
    /// frontend and linked by its clang directly where they are found (`Toolchain`): a save
    /// waits for about 0.2 s of compiling, where `swiftc` took 0.3 (its planning, its autolink
    /// step) and `swiftc -g` 0.6. `scratch` holds the module map and the compiler's module cache.
    /// `solverScopes`: where the files use stand-ins, whose members answer any of two dozen
    /// types, an expression of several (`Base.url + Paths.movie + "/\(id)"`) offers the type
    /// checker thousands of combinations; its search is bounded (`boundedSolverScopes`), where the
    /// same expression took 24 s unbounded and 1.5 s bounded (PopcornTimeTV's movie manager); so
    /// are the app's files a project search adds (`PreviewPort.boundsTypeChecker`).
    ///
    /// `appModules`: the app's own modules, built apart (their interfaces' folder, and the
    /// library of their code, which the library made links by its path).
    /// `mainActorByDefault`: the files' target isolates its code to the main actor unless it
    /// says otherwise (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), as Xcode 26's new apps do.
    /// `conditions`: those the target sets for `#if` beside `DEBUG` (`-D` each).
    /// The compiler's flags isolating a module's code to the main actor by default.
    package static let mainActorByDefault = ["-default-isolation", "MainActor"]

    package func compileCommands(
        sources: [URL], product: Product, output: URL, scratch: URL, moduleName: String, solverScopes: Int? = nil,
        appModules: (interfaces: URL, library: URL)? = nil, mainActorByDefault: Bool = false, conditions: [String] = [],
        toolchain: Toolchain? = .found
    ) -> [[String]] {
        let cache = scratch.appendingPathComponent("ModuleCache").path
        let appImports = appModules.map { ["-I", $0.interfaces.path] } ?? []
        let appLibrary =
            appModules.map {
                [$0.library.path, "-Xlinker", "-rpath", "-Xlinker", $0.library.deletingLastPathComponent().path]
            }
            ?? []
        let moduleMap = scratch.appendingPathComponent("layoutty-c.modulemap").path
        let bound = solverScopes.map { ["-solver-scope-threshold=\($0)"] } ?? []
        // The driver (`swiftc`) hands frontend flags on behind `-Xfrontend`.
        let boundForDriver = bound.flatMap { ["-Xfrontend", $0] }
        // A package's files declare `package` members (Swift 5.9): one package for all of them,
        // as SwiftPM names one for its targets.
        let common =
            [
                "-module-name", moduleName, "-package-name", moduleName, "-swift-version", "5", "-Onone",
                "-gline-tables-only", "-D", "DEBUG",
                "-continue-building-after-errors", "-diagnostic-style", "llvm", "-I",
                directory.appendingPathComponent("Modules").path,
                "-module-cache-path", cache, "-Xcc", "-fmodule-map-file=" + moduleMap
            ] + conditions.flatMap { ["-D", $0] } + (mainActorByDefault ? Self.mainActorByDefault : []) + appImports
            + Self.moduleAliases
            + sources.map(\.path)
        switch (product, toolchain) {
        case (.library, let toolchain?):
            let object = output.path + ".o"
            return [
                [toolchain.frontend, "-frontend", "-c", "-target", toolchain.target, "-parse-as-library"]
                    + toolchain.plugins + bound + common + [
                        "-o", object
                    ],
                // The runtime's registration of the library's types (`swiftrt.o`); no libraries:
                // the host has them loaded.
                [toolchain.clang, "-shared", "-fuse-ld=lld", toolchain.registration, object] + appLibrary + [
                    "-o", output.path
                ]
            ]
        case (.library, nil):
            return [
                ["swiftc", "-wmo"] + boundForDriver + common + ["-emit-library"] + Self.leavesSymbolsToHost
                    + appLibrary + ["-o", output.path]
            ]
        case (.typecheck, let toolchain?):
            return [
                [toolchain.frontend, "-frontend", "-typecheck", "-target", toolchain.target] + toolchain.plugins
                    + bound + common
            ]
        case (.typecheck, nil):
            return [["swiftc", "-typecheck"] + boundForDriver + common]
        case (.host, _):
            let objects = (Self.allSwiftModules + Self.allCModules).flatMap(objects(of:)).map(\.path)
            return [
                ["swiftc", "-wmo"] + common + objects + Self.libraries.map { "-l" + $0 } + Self.exportsSymbols + [
                    "-o", output.path
                ]
            ]
        }
    }

    /// Copies the kit's files into `destination` (a new folder), keeping their layout.
    package func copy(to destination: URL) throws {
        let fileManager = FileManager.default
        for (file, place) in placedFiles {
            let target = destination.appendingPathComponent(place)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: file, to: target)
        }
    }
}
