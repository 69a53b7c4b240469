import ArgumentParser
import Foundation
import LayouttyPreviewBuild
import LayouttySpec
import TerminalCollectionView

/// `layoutty preview`: compiles UIKit layout files unchanged against Layoutty's UIKit module and
/// shows the layout, interactively or (`--render`) as text.
///
/// ```
/// layoutty preview TagsLayout.swift --demo tags
/// layoutty preview Carousel.swift Glue.swift --render --size 80x24
/// ```
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Compile UIKit layout files (unchanged) and preview the layout.",
        discussion: """
            The layout class is the files' only UICollectionViewLayout subclass, else --layout names it; \
            a file may instead declare `func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout` \
            to make the layout and configure the view. The first build takes about a minute; an unchanged run starts in seconds.
            """
    )

    @Argument(help: ArgumentHelp("The Swift files (a layout, and any glue or helpers it needs).", valueName: "file.swift"))
    var files: [String]

    @Option(help: ArgumentHelp("The layout class, when the files declare several.", valueName: "class"))
    var layout: String?

    @Option(help: ArgumentHelp("A spec file: its sections, item counts, per-item sizes and labels are the data.", valueName: "file"))
    var spec: String?

    @Option(help: ArgumentHelp("A built-in demo's data: \(BuiltInDemo.all.map(\.name).joined(separator: ", ")).", valueName: "name"))
    var demo: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("One section of this many items, sized by the layout (the default: 30).", valueName: "n"))
    var items: Int?

    @Flag(help: "Print the screen instead of opening the previewer (no terminal needed).")
    var render = false

    @OptionGroup var display: DeviceOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("With --render: the terminal size.", valueName: "colsxrows"))
    var size: GridSize?

    func validate() throws {
        guard [spec != nil, demo != nil, items != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("--spec, --demo and --items cannot be used together")
        }
        if let items, items < 0 { throw ValidationError("--items must be 0 or more, got \(items)") }
        if let items, items > LayoutSpec.maximumItemCount {
            throw ValidationError("--items \(items): at most \(LayoutSpec.maximumItemCount) (a layout keeps what it stores per item in memory)")
        }
        if size != nil && !render { throw ValidationError("--size needs --render (the previewer takes the terminal's size)") }
        try size?.validate("--size")
        if let file = files.first(where: { !$0.hasSuffix(".swift") }) { throw ValidationError("\(file): not a .swift file") }
    }

    func run() throws {
        // The data is checked before anything is compiled: a bad spec is a one-line error at once.
        _ = try display.setting(for: try spec.map { try LayoutSpec.load(file: $0) })
        if let demo, BuiltInDemo.named(demo) == nil {
            throw CLIFailure(message: "unknown demo \"\(demo)\" (expected one of \(BuiltInDemo.all.map(\.name).joined(separator: ", ")))")
        }
        do {
            // A file named twice (a.swift ./a.swift, a symlink to it) is one file.
            var seen = Set<String>()
            let files = files.filter { seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path).inserted }
            let paths = files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            let sources = try PreviewSources(files: files)
            let entry = PreviewPackage.entry(try chooseLayout(in: sources))
            let environment = ProcessInfo.processInfo.environment
            let package = try PreviewPackage(layouttyRoot: try PreviewPackage.layouttyRoot(environment: environment), environment: environment)
            stopBuildOnTermination()
            let progress = BuildProgress()
            defer { progress.finish() }
            let program = try PreviewBuild(
                package: package, files: paths, entry: entry, hints: sources.hints,
                shownNames: Dictionary(zip(paths, files)) { first, _ in first }
            ).run(progress: progress.show)
            progress.finish()
            try exec(program)
        } catch let error as PreviewError {
            if let details = error.details {
                StandardStreams.writeError(
                    details.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { String($0).escapingControlCharacters + "\n" }.joined())
            }
            throw CLIFailure(message: "preview: \(error.message)", status: error.status)
        }
    }

    /// The class --layout names, else the glue function when a file has one, else a top-level
    /// `createLayout()`, else the one layout class no other one in the files inherits from.
    private func chooseLayout(in sources: PreviewSources) throws(PreviewError) -> PreviewPackage.LayoutSource {
        let layouts = sources.layoutClasses
        let names = layouts.map(\.name).joined(separator: ", ")
        if let layout {
            guard let chosen = layouts.first(where: { $0.name == layout }) else {
                throw PreviewError("--layout \(layout): no such UICollectionViewLayout subclass in the files" + (layouts.isEmpty ? "" : " (they declare \(names))"))
            }
            return .layoutClass(try instantiable(chosen))
        }
        if sources.hasGlueFunction { return .glueFunction }
        if sources.hasCreateLayoutFunction { return .createLayoutFunction }
        let leaves = sources.leafLayoutClasses
        switch leaves.count {
        case 0: throw PreviewError("\(files.joined(separator: ", ")): no UICollectionViewLayout subclass declared (nor a top-level createLayout())")
        case 1: return .layoutClass(try instantiable(leaves[0]))
        default: throw PreviewError("the files declare \(leaves.count) layouts (\(leaves.map(\.name).joined(separator: ", "))): name one with --layout")
        }
    }

    private func instantiable(_ declaration: PreviewSources.ClassDeclaration) throws(PreviewError) -> String {
        guard !declaration.isGeneric else {
            throw PreviewError(
                "\(declaration.file):\(declaration.line): \(declaration.name) is generic: make it in a glue function "
                    + "(func \(PreviewSources.glueFunctionName)(for collectionView: UICollectionView) -> UICollectionViewLayout)")
        }
        return declaration.name
    }

    /// Becomes the built program, with the data and render options passed on.
    private func exec(_ program: URL) throws -> Never {
        var arguments = [program.path]
        if let spec { arguments += ["--spec", spec] }
        if let demo { arguments += ["--demo", demo] }
        if let items { arguments += ["--items", String(items)] }
        if render { arguments += ["--render", "--size", (size ?? GridSize(columns: 80, rows: 24)).defaultValueDescription] }
        arguments += display.arguments
        fflush(nil)
        let argv = arguments.map { strdup($0) } + [nil]
        execv(program.path, argv)
        throw CLIFailure(message: "preview: cannot run \(program.path): \(String(cString: strerror(errno)))", status: 1)
    }
}

/// The build's progress on stderr: a line rewritten in place on a terminal, else the first
/// line only (logs and tests get one line, not hundreds).
struct BuildProgress {
    private let interactive = isatty(2) == 1

    func show(_ step: String) {
        if interactive {
            let text = "layoutty: building the preview \(step)".prefix(max(1, (TerminalSession.currentSize()?.columns ?? 80) - 1))
            StandardStreams.writeError("\r\u{1b}[K\(text)")
        } else if step.hasPrefix("[1/") {
            StandardStreams.writeError("layoutty: building the preview (about a minute the first time, seconds after)\n")
        }
    }

    /// Clears the progress line on a terminal.
    func finish() {
        if interactive { StandardStreams.writeError("\r\u{1b}[K") }
    }
}
