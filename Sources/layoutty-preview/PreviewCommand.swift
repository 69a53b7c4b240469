import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttyKit
import LayouttyObjC
import LayouttyPreviewBuild
import LayouttyPreviewHost
import LayouttySpec
import LayouttySystem
import LayouttyTerminal
import PseudoTerminalSupport

/// `layoutty preview`: compiles UIKit layout files unchanged against Layoutty's UIKit module and
/// shows the layout, interactively or (`--render`) as text.
///
/// ```
/// layoutty preview TagsLayout.swift --spec tags.json
/// layoutty preview Carousel.swift Glue.swift --render --size 80x24
/// ```
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutty preview",
        abstract: "Compile UIKit layout files (unchanged) and preview the layout.",
        discussion: """
            The layout is the files' one function, property or global returning a layout (`static var list: \
            UICollectionViewLayout`, a top-level `createLayout()`, a view controller's `private func listLayout()` or \
            its collection view), else their one UICollectionViewLayout subclass, else their one function returning an \
            NSCollectionLayoutSection (as a one-section layout); --layout names one of several (`Type.member`, a \
            function's or a class's name) and gives a function the arguments it needs (--layout 'grid(column: 4)'). \
            When others were passed over, the one shown is said with why. A file may instead declare \
            `func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout` to make the \
            layout and configure the view. What Linux forces (`@objc optional` requirements, `#if os(iOS)`, …) is \
            rewritten in a copy, never in your files: --show-port prints what. A first preview compiles your files \
            against Layoutty's built modules in about 3 s (in ~/.cache/layoutty, or $XDG_CACHE_HOME/layoutty); \
            an unchanged run starts at once, and a save while it runs is shown in about 0.2 s (0.4 s from a debug build). \
            Objective-C files (Layout.h Layout.m) are read with the Swift toolchain's libclang and translated to Swift \
            in the cache (--show-port prints it); messages name the .m line.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The Swift or Objective-C files (a layout, and any glue or helpers it needs).",
            valueName: "file.swift|.h|.m"))
    var files: [String]

    @Option(
        help: ArgumentHelp(
            "The layout, when the files declare several: Type.member, a function's or a class's name; 'name(arguments)' calls it.",
            valueName: "name"))
    var layout: String?

    @Flag(help: "Print what the port rewrites in a copy of the files to compile them on Linux, and stop.")
    var showPort = false

    @Flag(
        help:
            "Compile the files (and what the project adds) against Layoutty's UIKit, say whether they compile, and stop: no layout or screen needed."
    )
    var check = false

    @Option(
        help: ArgumentHelp(
            "The app's folder: its files declaring names the given files use are compiled with them (default: the nearest folder above the first file holding Package.swift, an .xcodeproj or .git).",
            valueName: "dir"))
    var project: String?

    @Flag(name: .customLong("no-project"), help: "Compile the given files alone.")
    var noProject = false

    @Option(
        help: ArgumentHelp(
            "How many rounds of the project's files the search reads: those declaring the names the given files use, then the names those use, … (default: \(ProjectSearch.defaultDepth), or any in a project of at most \(ProjectSearch.smallProject) Swift files). A name declared further away stands in.",
            valueName: "n"))
    var projectDepth: Int?

    @Option(
        help: ArgumentHelp(
            "A spec file: its sections, item counts, per-item sizes and labels are the data.", valueName: "file"))
    var spec: String?

    @Option(
        help: ArgumentHelp(
            "A built-in demo's data: \(BuiltInDemo.all.map(\.name).joined(separator: ", ")).", valueName: "name"))
    var demo: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("One section of this many items, sized by the layout (the default: 30).", valueName: "n"))
    var items: Int?

    @Flag(help: "Print the screen instead of opening the previewer (no terminal needed).")
    var render = false

    @OptionGroup var picture: PictureOptions

    @Flag(help: "Print the layout's attributes as JSON, as `layoutty attributes` does (no terminal needed).")
    var attributes = false

    /// With --attributes.
    @OptionGroup var query: QueryOptions

    @OptionGroup var display: DeviceOptions

    @Flag(
        help:
            "One point per terminal cell, no device. By default the layout is shown on \(Self.defaultDevice), unless a spec or demo gives the data (at its own scale: its \"device\", else a point per cell)."
    )
    var cells = false

    /// Layout files are written in points for phones: shown on a current iPhone unless told otherwise.
    static let defaultDevice = "iPhone 15"

    /// The device options the program gets: the default device when none is named, the layout
    /// sizes the data (`--items`) and `--cells` is not given.
    var device: DeviceOptions {
        var options = display
        if !cells && display.device == nil && display.points == nil && spec == nil && demo == nil {
            options.device = Self.defaultDevice
        }
        return options
    }

    @Flag(
        name: .customLong("slow-animations"), help: "Animate ten times slower, as the iOS Simulator's Slow Animations.")
    var slowAnimations = false

    @Flag(
        name: .customLong("no-watch"),
        help: "Do not rebuild and show the layout again when a file is saved (by default a save does).")
    var noWatch = false

    /// What the running preview program calls when a file is saved: port and build, then print
    /// the program's path (errors as usual, on stderr).
    @Flag(name: .customLong("build-only"), help: .hidden)
    var buildOnly = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --render: the terminal size.", valueName: "colsxrows"))
    var size: GridSize?

    func validate() throws {
        guard [spec != nil, demo != nil, items != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("--spec, --demo and --items cannot be used together")
        }
        if let items, items < 0 { throw ValidationError("--items must be 0 or more, got \(items)") }
        if let projectDepth, projectDepth < 0 {
            throw ValidationError("--project-depth must be 0 or more, got \(projectDepth)")
        }
        if let items, items > LayoutSpec.maximumItemCount {
            throw ValidationError(
                "--items \(items): at most \(LayoutSpec.maximumItemCount) (a layout keeps what it stores per item in memory)"
            )
        }
        if render && attributes { throw ValidationError("--render and --attributes cannot be used together") }
        if check && (render || attributes || picture.isWanted || showPort) {
            throw ValidationError("--check cannot be used with --render, --attributes, --svg, --png or --show-port")
        }
        if picture.isWanted && attributes { throw ValidationError("--svg and --png cannot be used with --attributes") }
        if size != nil && !render && !attributes && !picture.isWanted {
            throw ValidationError("--size needs --render or --attributes (the previewer takes the terminal's size)")
        }
        if (query.rect != nil || query.offset != nil) && !attributes {
            throw ValidationError("--rect and --offset need --attributes")
        }
        try size?.validate("--size")
        if let file = files.first(where: { !$0.hasSuffix(".swift") && !ObjCPort.isObjectiveC($0) }) {
            throw ValidationError("\(file): not a .swift, .h or .m file")
        }
        if cells && (display.device != nil || display.points != nil) {
            throw ValidationError("--cells cannot be used with --device or --points")
        }
    }

    func run() throws {
        // The data is checked before anything is compiled: a bad spec is a one-line error at once.
        _ = try device.setting(for: try spec.map { try LayoutSpec.load(file: $0) })
        if let demo, BuiltInDemo.named(demo) == nil {
            throw CLIFailure(
                message:
                    "unknown demo \"\(demo)\" (expected one of \(BuiltInDemo.all.map(\.name).joined(separator: ", ")))")
        }
        do {
            // A file named twice (a.swift ./a.swift, a symlink to it) is one file.
            var seen = Set<String>()
            var files = files.filter {
                seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path).inserted
            }
            // The headers an Objective-C file imports from its folder, and their implementations,
            // are watched and read with it.
            files += ObjCPort.importedFiles(
                of: files.filter(ObjCPort.isObjectiveC).map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                project: noProject
                    ? nil
                    : ProjectFiles.root(of: files[0], project: project)?.standardizedFileURL.path
            )
            .filter {
                seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path).inserted
            }
            .map(ProjectSearch.relative)
            // Before anything is read: a file saved from here on is built again once shown.
            let stamps = Dictionary(files.compactMap { file in FileStamp.of(file).map { (file, $0) } }) { first, _ in
                first
            }
            let translated = try objectiveC(files)
            // Read once: each question to it after the first is a lookup.
            let projectFiles = self.projectFiles
            let depth = projectDepth ?? ProjectSearch.depth(for: projectFiles)
            var search = ProjectSearch(files: files, project: projectFiles, depth: depth)
            // Each file parsed once, however many rounds the search reads them.
            let parsed = PreviewSources.Parsed()
            let first = try search.addBaseClasses(
                to: PreviewSources(files: files, translated: translated, parsed: parsed), translated: translated,
                parsed: parsed)
            // `Name(`: where the app makes one; else where it is declared.
            let declaredElsewhere: PreviewSources.DeclaredElsewhere = { name in
                name.hasSuffix("(")
                    ? projectFiles?.files(calling: String(name.dropLast())) ?? []
                    : projectFiles?.files(declaring: name) ?? []
            }
            // `--check` compiles the screen the preview would show, made the same way.
            var (choice, note) =
                check
                ? Self.checkedChoice(first, named: layout, firstFile: files[0], declaredElsewhere: declaredElsewhere)
                : try Self.pointingAtScreens(first, in: projectFiles, files: files) { () throws(PreviewError) in
                    try first.explainedChoice(named: layout, declaredElsewhere: declaredElsewhere)
                }
            // A screen made as the app's code makes it, or with the app's conforming types,
            // should that not compile here: with stand-in values alone, as before the app's
            // call was read, and stubs of the app's protocols.
            var stubbing = first
            stubbing.prefersStubs = true
            var withStandIns = try? stubbing.explainedChoice(named: layout) { name in
                name.hasSuffix("(") ? [] : projectFiles?.files(declaring: name) ?? []
            }
            if withStandIns?.choice == choice { withStandIns = nil }
            for line in note?.split(separator: "\n") ?? [] { say(String(line)) }
            var sources = first
            var port = PreviewPort(first, choice: choice)
            if showPort { return printPort(port, translated: translated) }
            port.appsPartNotes.forEach(say)
            let environment = ProcessInfo.processInfo.environment
            let root = try LayouttyPackage.layouttyRoot(environment: environment)
            let package = try PreviewPackage(layouttyRoot: root, environment: environment)
            let kit = PreviewKit.find(
                besideProgramAt: URL(fileURLWithPath: CommandLineProgram.executablePath), packageRoot: root,
                environment: environment)
            if check && kit == nil {
                throw CLIFailure(
                    message:
                        "preview: --check compiles against Layoutty's built modules, and none are beside this program")
            }
            stopBuildOnTermination()
            let progress = BuildProgress(quiet: buildOnly, buildsLayoutty: kit == nil)
            defer { progress.finish() }
            search.extendedOnly = first.extendedOnly
            // A save builds the files again: start with the project's files the last build needed.
            let memory = package.searchMemory(
                for: files, kit: kit?.stamp ?? "", porter: FileStamp.of(CommandLineProgram.executablePath) ?? "",
                depth: depth)
            search.resume(from: memory)
            // The app's own packages, built apart for the modules the files import.
            var appPackages = try projectFiles.map { project throws(PreviewError) in
                try AppPackages(project: project, environment: environment)
            }
            let mainActorByDefault = files.first.flatMap { projectFiles?.mainActorByDefault(compiling: $0) } ?? false
            let compilationConditions = files.first.flatMap { projectFiles?.compilationConditions(compiling: $0) } ?? []
            // The files with what the search found so far; the modules they import that no build
            // here provides stand in at once.
            func read() throws(PreviewError) {
                sources = try PreviewSources(
                    files: files, helpers: search.helpers, translated: translated, parsed: parsed)
                if let kit { try appPackages?.build(imports: sources.imports, kit: kit, progress: progress.show) }
                let built = appPackages?.provided ?? []
                search.keepStandIns(for: sources, besides: built)
                search.standInModules(importedBy: sources, besides: built)
                port = PreviewPort(
                    sources, choice: choice, standIns: search.standIns, launchDefaults: search.launchDefaults,
                    bridgedImports: search.bridgedImports,
                    nonisolatedFiles: mainActorByDefault
                        ? projectFiles?.nonisolatedFiles(among: search.helpers) ?? [] : [],
                    protocolsElsewhere: { projectFiles?.files(declaring: $0) ?? [] })
            }
            try read()
            // Nil when the files were only checked.
            let made: PreviewBuild.Built?
            while true {
                let entry = PreviewPackage.Entry(
                    choice, port: port, identifiers: projectFiles?.interfaceBuilderIdentifiers ?? .init())
                let started = ContinuousClock.now
                do {
                    var build = PreviewBuild(package: package, kit: kit, port: port, entry: entry, hints: sources.hints)
                    build.appModules = appPackages?.built
                    build.solverScopes = search.solverScopes
                    build.mainActorByDefault = mainActorByDefault
                    build.compilationConditions = compilationConditions
                    build.timeLimit = search.roundLimit
                    if check, let kit { try build.check(against: kit) }
                    let round = search.progress.map { $0 + ": " } ?? ""
                    if let stage = search.progress { progress.round(stage) }
                    made = check ? nil : try build.run(progress: { progress.show(round + $0) })
                    break
                } catch {
                    guard search.next(after: error, took: ContinuousClock.now - started) else {
                        // The app's call, all the search could do, still does not compile here:
                        // the screen made with stand-in values, said once.
                        if let fallback = withStandIns, let details = error.details,
                            details.hasPrefix("--layout: ") || details.contains("\n--layout: ")
                        {
                            (choice, withStandIns) = (fallback.choice, nil)
                            // A `#Preview` block's fallback, a controller UIKit makes as it is,
                            // has no note of its own.
                            say(
                                "the app's call of the screen does not compile here: "
                                    + (fallback.note ?? "the screen is made as UIKit makes it, without that call"))
                            try read()
                            continue
                        }
                        appPackages?.notes.forEach(say)
                        throw search.explained(error)
                    }
                    // Again with the project's files added (or left out) and the stand-ins.
                    try read()
                }
            }
            progress.finish()
            search.remember(at: memory)
            appPackages?.notes.forEach(say)
            search.notes.forEach(say)
            guard let built = made else {
                return say(
                    "\(port.files.count == 1 ? "the file compiles" : "the \(port.files.count) files compile") against Layoutty's UIKit"
                )
            }
            if buildOnly {
                let result = RebuildResult(
                    program: built.handedOver.program.path, library: built.handedOver.library?.path)
                return StandardStreams.writeOutput(Array((result.line + "\n").utf8))
            }
            // The project's data files, as the app's bundle holds them (none found: none linked).
            let linked = projectFiles.flatMap { try? $0.linkResources(into: package.resourcesDirectory(for: $0.root)) }
            if let note = linked?.note { say(note) }
            let resources = linked?.folder
            let watched = render || attributes || picture.isWanted || noWatch ? nil : files
            try exec(
                built, resources: resources, container: try package.emptiedContainer(),
                rebuild: watched.map { ($0, stamps) })
        } catch let error as PreviewError {
            if let details = error.details {
                StandardStreams.writeError(
                    details.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { String($0).escapingControlCharacters + "\n" }.joined())
            }
            throw CLIFailure(message: "preview: \(error.message)", status: error.status)
        }
    }

    /// `choose()`, or its failure naming the app's screens that use the files' classes when the
    /// files offer nothing to show (`ScheduleContentController` configures the collection view
    /// of a screen elsewhere): the file to preview instead.
    private static func pointingAtScreens<Choice>(
        _ sources: PreviewSources, in project: ProjectFiles?, files: [String],
        _ choose: () throws(PreviewError) -> Choice
    ) throws(PreviewError) -> Choice {
        do {
            return try choose()
        } catch {
            let names = sources.helpersOfAScreen
            guard let project, !names.isEmpty else { throw error }
            let screens = project.screens(using: names, except: Set(files)).map(ProjectSearch.relative)
            guard !screens.isEmpty else { throw error }
            var pointed = error
            pointed.message +=
                "; \(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") shown by the app's "
                + "\(screens.count == 1 ? "screen" : "screens") in \(screens.joined(separator: ", ")): preview "
                + (screens.count == 1 ? "that file" : "one of those files")
            throw pointed
        }
    }

    /// What `--check` compiles the files with: their layout when they make one (its expression
    /// is checked too), else a flow layout standing for one.
    private static func checkedChoice(
        _ sources: PreviewSources, named layout: String?, firstFile: String,
        declaredElsewhere: PreviewSources.DeclaredElsewhere
    ) -> (LayoutChoice, String?) {
        let found = try? sources.explainedChoice(named: layout, declaredElsewhere: declaredElsewhere)
        return (found?.0 ?? .expression("UICollectionViewFlowLayout()", file: firstFile), nil)
    }

    /// The Swift of the Objective-C files among `files`, translated afresh for each build.
    private func objectiveC(_ files: [String]) throws -> [String: String] {
        let objectiveC = files.filter(ObjCPort.isObjectiveC)
        guard !objectiveC.isEmpty else { return [:] }
        guard let library = Toolchain.libclang(environment: ProcessInfo.processInfo.environment) else {
            throw CLIFailure(
                message:
                    "preview: no libclang found: Objective-C files are read with the Swift toolchain's usr/lib/libclang.so "
                    + "(or set LAYOUTTY_LIBCLANG)")
        }
        do {
            return try ObjCPort.translate(objectiveC, libclang: library)
        } catch {
            throw CLIFailure(message: "preview: \(error.description)")
        }
    }

    /// The project the files belong to, unless `--no-project`.
    private var projectFiles: ProjectFiles? {
        guard !noProject else { return nil }
        let layoutty = try? LayouttyPackage.layouttyRoot(environment: ProcessInfo.processInfo.environment)
        // Xcode's classes of the app's Core Data models go to the preview's cache, never the project.
        let generated = layoutty.flatMap {
            try? PreviewPackage(layouttyRoot: $0, environment: ProcessInfo.processInfo.environment).directory
                .appendingPathComponent("generated")
        }
        return ProjectFiles.root(of: files[0], project: project).map {
            ProjectFiles(
                root: $0, excluding: layoutty.map { [$0.appendingPathComponent("Sources")] } ?? [],
                generatingInto: generated)
        }
    }

    /// One line on stderr, unless this run builds for a running preview.
    private func say(_ line: String) {
        if !buildOnly { StandardStreams.writeError("layoutty: preview: \(line.escapingControlCharacters)\n") }
    }

    /// Each rewritten line as `file:line: - before` / `file:line: + after`, then what the copy adds.
    /// The port's changes; an Objective-C file's translation whole, as it is compiled.
    private func printPort(_ port: PreviewPort, translated: [String: String]) {
        var out = ""
        for file in port.files {
            // An Objective-C file: the Swift it was translated to, as an iOS developer would write it
            // (what Linux then forces is the port's, as for any Swift file).
            if let swift = translated[file.path] {
                out += "\(file.path) in Swift:\n" + swift
                continue
            }
            for change in file.changes {
                out +=
                    "\(file.path):\(change.line): - \(change.before)\n\(file.path):\(change.line): + \(change.after)\n"
            }
            if !file.added.isEmpty {
                out +=
                    "\(file.path): added after the last line:\n"
                    + file.added.split(separator: "\n").map { "  \($0)\n" }.joined()
            }
        }
        if !port.standIns.isEmpty {
            out +=
                "\(PreviewPort.standInsFileName), what stands in:\n"
                + port.standIns.split(separator: "\n").map { "  \($0)\n" }.joined()
        }
        StandardStreams.writeOutput(Array((out.isEmpty ? "nothing to rewrite\n" : out).utf8))
    }

    /// Becomes the built program — the host program with the library to load, or the program —
    /// with the data and render options passed on. With `rebuild` (the files, interactive
    /// previews), the program watches them and, on a save, runs this program's `preview FILES
    /// --build-only` and loads the library it builds, or becomes the program (`PreviewRebuild`).
    private func exec(
        _ built: PreviewBuild.Built, resources: URL?, container: URL, rebuild: ([String], stamps: [String: String])?
    ) throws -> Never {

        // A trap in the user's code ends with the runtime's backtrace (its frames name the user's
        // files), printed after the terminal is given back: its first frames (the user's code is
        // on top of Layoutty's), and never its prompt to debug, which would hold the shell for
        // half a minute.
        if getenv("SWIFT_BACKTRACE") == nil {
            setenv("SWIFT_BACKTRACE", "interactive=no,preset=friendly,limit=6,top=0", 1)
        }
        var request = PreviewRequest()
        (request.spec, request.demo, request.items) = (spec, demo, items)
        let terminal =
            size.map { PreviewRequest.Size(columns: $0.columns, rows: $0.rows) }
            ?? PreviewRequest.Size(columns: 80, rows: 24)
        if render || picture.isWanted { request.render = terminal }
        if picture.isWanted {
            request.picture = PreviewRequest.Picture(svg: picture.svg, png: picture.png, theme: picture.theme.rawValue)
        }
        if attributes {
            request.attributes = PreviewRequest.Attributes(size: terminal, rect: query.rect, offset: query.offset)
        }
        let shown = device
        request.display.device = shown.device
        request.display.points = shown.points
        (request.display.landscape, request.display.fit, request.display.rightToLeft) = (
            shown.landscape, shown.fit, shown.rtl
        )
        request.display.cellAspect = shown.cellAspect
        request.slowAnimations = slowAnimations
        request.resources = resources?.path
        request.container = container.path
        let program: URL
        switch built {
        case .library(let library, let host): (program, request.library) = (host, library.path)
        case .program(let built): program = built
        }
        // How to build again: this program, the files, the layout chosen (the rebuilt program is
        // handed the same request).
        request.rebuild = rebuild.map {
            PreviewRequest.Rebuild(
                program: CommandLineProgram.executablePath, files: $0.0, layout: layout, stamps: $0.stamps)
        }
        let arguments: [String]
        do {
            arguments = [program.path] + (try request.arguments())
        } catch {
            throw CLIFailure(message: "preview: \(error.description)", status: 1)
        }
        fflush(nil)
        let argv = arguments.map { strdup($0) } + [nil]
        execv(program.path, argv)
        throw CLIFailure(message: "preview: cannot run \(program.path): \(String(cString: strerror(errno)))", status: 1)
    }
}

/// The build's progress on stderr (`OneLineProgress`); nothing when `quiet` (a rebuild under
/// a running preview).
final class BuildProgress {
    private let line: OneLineProgress?

    /// `buildsLayoutty`: the scratch package's build, which builds Layoutty's modules the first time.
    init(quiet: Bool, buildsLayoutty: Bool) {
        line =
            quiet
            ? nil
            : OneLineProgress(
                announcement:
                    "layoutty: building the preview\(buildsLayoutty ? " (about a minute the first time, seconds after)" : "")"
            )
    }

    func show(_ step: String) { line?.show(step) }

    /// A round of the project search: a line of its own in a log, where minutes of rounds
    /// would otherwise say nothing after the announcement.
    func round(_ text: String) { line?.stage(text) }

    func finish() { line?.finish() }
}
