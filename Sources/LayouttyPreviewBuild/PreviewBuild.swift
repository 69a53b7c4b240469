import CollectionLayout
import Foundation
import LayouttyKit
import LayouttyObjC
import PseudoTerminalSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Builds the preview and keeps it: with a `PreviewKit`, the user's files as a library (one
/// `swiftc` against Layoutty's built modules, under a second) for the kit's host program, built
/// once per kit; without one, `swift build` of the scratch package into a program, which builds
/// Layoutty's modules too the first time (about half a minute). Compiler messages come back
/// naming the user's files at the user's columns, each once, with the porting hint for its line.
///
/// ```swift
/// let built = try PreviewBuild(package: package, kit: kit, port: port, entry: entry, hints: sources.hints)
///     .run { line in print(line) }
/// ```
package struct PreviewBuild {
    package var package: PreviewPackage
    package var kit: PreviewKit?
    package var port: PreviewPort
    package var entry: PreviewPackage.Entry
    package var hints: [PreviewSources.PortingHint]
    /// The app's own modules the files import, built apart (`AppPackages`).
    package var appModules: AppPackages.Built?
    /// The type checker's bound where the files use stand-ins (`ProjectSearch.solverScopes`).
    package var solverScopes = PreviewKit.boundedSolverScopes
    /// Whether the files' target isolates its code to the main actor by default
    /// (`ProjectFiles.mainActorByDefault(compiling:)`).
    package var mainActorByDefault = false
    /// The conditions the files' target sets for `#if` (`ProjectFiles.compilationConditions(compiling:)`).
    package var compilationConditions: [String] = []
    /// How long a compile of files whose type checking is bounded (`PreviewPort.boundsTypeChecker`)
    /// may take before it is ended (`ProjectSearch.roundLimit`); the error thrown then says so
    /// (`PreviewError.cutShort`).
    package var timeLimit: Duration?

    package init(
        package: PreviewPackage, kit: PreviewKit?, port: PreviewPort, entry: PreviewPackage.Entry,
        hints: [PreviewSources.PortingHint]
    ) {
        self.package = package
        self.kit = kit
        self.port = port
        self.entry = entry
        self.hints = hints
    }

    /// What a build made: what `layoutty preview` runs, and what a rebuild hands the running one.
    package enum Built: Equatable {
        /// The user's files in a library the host program loads.
        case library(URL, host: URL)
        /// A program with the user's files inside.
        case program(URL)

        /// What a running preview is handed to show the rebuild (`--build-only` prints it): the
        /// program to run, and the library it loads when it is the host.
        package var handedOver: (program: URL, library: URL?) {
            switch self {
            case .library(let library, let host): (host, library)
            case .program(let program): (program, nil)
            }
        }
    }

    /// Builds (or finds up to date) the preview. `progress` gets the build's steps (`[12/80]
    /// Compiling UIKit …`); diagnostics are collected, and thrown as one failure whose message
    /// is the compiler's text, mapped to the user's files.
    package func run(progress: (String) -> Void) throws(PreviewError) -> Built {
        let lock = try Lock(path: package.directory.appendingPathComponent("lock").path, directory: package.directory)
        defer { lock.release() }
        if let kit { return try compile(against: kit, progress: progress) }
        try package.write(
            port: port, generated: ("main.swift", entry.source(module: PreviewPackage.productName, library: false)),
            manifest: true)
        var diagnostics = CompilerMessages(port: port, hints: hints, generated: package.sourcesDirectory.path)
        let status = try Self.spawnSwiftPM([
            "swift", "build", "--package-path", package.directory.path, "--product", PreviewPackage.productName
        ]) {
            line in
            if line.hasPrefix("[") { progress(line) } else if Self.isDiagnostic(line) { diagnostics.add(line) }
        }
        try check(status, diagnostics, tool: "swift build")
        return .program(try keepProgram())
    }

    /// The host program, then one `swiftc` of the generated entry and the ported copies into a
    /// library named after what it is made of (its module too, so no two builds' types share a
    /// name in the host): an unchanged second run compiles nothing.
    private func compile(against kit: PreviewKit, progress: (String) -> Void) throws(PreviewError) -> Built {
        let files = port.files.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path }
        // Named by the files and the layout chosen (not by their text): a rebuild replaces its own.
        let named = package.program(files: files, entry: "\(entry.choice)")
        let stamp = kit.stamp
        let made = PreviewPackage.digest(
            ([
                stamp, appModules?.stamp ?? "", entry.source(module: PreviewPackage.productName, library: true),
                mainActorByDefault ? "MainActor" : "", compilationConditions.joined(separator: " ")
            ]
                + port.files.map(\.text) + [port.standIns]).joined(
                    separator: "\u{0}"))
        let library = named.deletingLastPathComponent().appendingPathComponent(
            named.lastPathComponent + "-" + made + ".so")
        let host = try self.host(kit, stamp: stamp, progress: progress)
        if FileManager.default.fileExists(atPath: library.path) { return .library(library, host: host) }
        let module = "LayouttyPreview_" + made
        try package.write(
            port: port, generated: ("entry.swift", entry.source(module: module, library: true)), manifest: false)
        progress(
            "[1/1] Compiling \(port.files.count == 1 ? "1 file" : "\(port.files.count) files") against Layoutty's built modules"
        )
        try swiftc(kit, writtenSources, product: .library, into: library, module: module)
        // Older libraries of the same files are out of date: a running host keeps its mapping.
        removeOthers(startingWith: named.lastPathComponent + "-", than: library)
        return .library(library, host: host)
    }

    /// Type-checks the files against `kit` as `run` would compile them — the generated entry
    /// with them — and builds nothing (`preview --check`); throws their errors as `run` does.
    package func check(against kit: PreviewKit) throws(PreviewError) {
        let lock = try Lock(path: package.directory.appendingPathComponent("lock").path, directory: package.directory)
        defer { lock.release() }
        let module = "LayouttyPreviewCheck"
        try package.write(
            port: port, generated: ("entry.swift", entry.source(module: module, library: true)), manifest: false)
        try swiftc(
            kit, writtenSources, product: .typecheck, into: package.directory.appendingPathComponent("checked"),
            module: module)
    }

    /// The files `package.write` left in the sources folder, the generated entry first.
    private var writtenSources: [URL] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: package.sourcesDirectory.path)) ?? [])
            .filter { $0 != "entry.swift" }.sorted()
        return (["entry.swift"] + names).map { package.sourcesDirectory.appendingPathComponent($0) }
    }

    /// The kit's host program, linked once per kit (`stamp`: a rebuilt Layoutty gets a new one).
    private func host(_ kit: PreviewKit, stamp: String, progress: (String) -> Void) throws(PreviewError) -> URL {
        let programs = package.directory.appendingPathComponent("programs")
        let host = programs.appendingPathComponent("host-" + PreviewPackage.digest(stamp))
        if FileManager.default.isExecutableFile(atPath: host.path) { return host }
        progress("[1/1] Linking the preview's host program against Layoutty's built modules")
        let main = package.directory.appendingPathComponent("Host/main.swift")
        do {
            try FileManager.default.createDirectory(
                at: main.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("import LayouttyPreviewHost\n\nPreviewHost.hostMain()\n".utf8).write(to: main, options: .atomic)
        } catch {
            throw PreviewError("cannot write \(Message.cut(main.path)): \(Message.reason(error))", status: 1)
        }
        try swiftc(kit, [main], product: .host, into: host, module: "LayouttyPreviewHostProgram")
        removeOthers(startingWith: "host-", than: host)
        return host
    }

    /// `swiftc` of `sources` into `product` at `output` (written aside, then renamed into place:
    /// a file there is always whole).
    private func swiftc(
        _ kit: PreviewKit, _ sources: [URL], product: PreviewKit.Product, into output: URL, module: String
    )
        throws(PreviewError)
    {
        let partial = output.appendingPathExtension("partial")
        do {
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try kit.writeModuleMap(into: package.directory)
        } catch {
            throw PreviewError(
                "cannot write the preview's folder \(Message.cut(output.deletingLastPathComponent().path)): \(Message.reason(error))",
                status: 1)
        }
        let commands = kit.compileCommands(
            sources: sources, product: product, output: partial, scratch: package.directory, moduleName: module,
            solverScopes: port.boundsTypeChecker ? solverScopes : nil,
            appModules: appModules.map { ($0.modules, $0.library) }, mainActorByDefault: mainActorByDefault,
            conditions: compilationConditions)
        // The frontend leaves its object beside the output for the link.
        defer { unlink(partial.path + ".o") }
        let deadline = port.boundsTypeChecker ? timeLimit.map { ContinuousClock.now + $0 } : nil
        for command in commands {
            var diagnostics = CompilerMessages(port: port, hints: hints, generated: package.sourcesDirectory.path)
            var said: [String] = []
            let status = try Self.spawn(command, until: deadline) { line in
                diagnostics.add(line)
                said.append(line)
            }
            let tool = URL(fileURLWithPath: command[0]).lastPathComponent
            guard let status else {
                var error = PreviewError("\(tool) took longer than \(timeLimit ?? .zero)", status: 1)
                error.cutShort = true
                throw error
            }
            if status != 0 { diagnostics.addCrash() }
            try check(status, diagnostics, tool: tool, output: said)
        }
        // A type-check makes nothing to keep.
        guard product == .typecheck || rename(partial.path, output.path) == 0 else {
            throw PreviewError(
                "cannot keep the built preview at \(output.path): \(String(cString: strerror(errno)))", status: 1)
        }
    }

    /// Removes the files of `output`'s folder whose names start with `prefix`, but `output`.
    private func removeOthers(startingWith prefix: String, than output: URL) {
        let folder = output.deletingLastPathComponent()
        for old in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where old.hasPrefix(prefix) && old != output.lastPathComponent {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(old))
        }
    }

    /// Throws the compiler's messages when the build failed; with none (a link failure), the
    /// tool's `output` as it was.
    private func check(_ status: Int32, _ diagnostics: CompilerMessages, tool: String, output: [String] = [])
        throws(PreviewError)
    {
        guard status != 0 else { return }
        let errors = diagnostics.errorCount
        let summary =
            errors > 0
            ? "\(port.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.joined(separator: ", ")) did not compile "
                + "(\(errors) error\(errors == 1 ? "" : "s") above)" : "\(tool) failed (status \(status))"
        var failure = PreviewError(
            summary, status: 1,
            details: errors > 0 || output.isEmpty ? diagnostics.text : output.joined(separator: "\n"))
        failure.unresolvedNames = diagnostics.unresolvedNames
        failure.filesWithErrors = diagnostics.filesWithErrors
        failure.errors = diagnostics.errors
        failure.gaps = diagnostics.gaps
        throw failure
    }

    /// The compiler's messages and their source excerpts; the build's own chatter is left out.
    private static func isDiagnostic(_ line: String) -> Bool {
        !(line.hasPrefix("Building for") || line.hasPrefix("Build complete") || line.hasPrefix("Compiling plugin")
            || line.hasPrefix("Fetching") || line.hasPrefix("Fetched") || line.hasPrefix("Computing")
            || line.hasPrefix("Computed")
            || line.hasPrefix("Creating working copy") || line.hasPrefix("Working copy") || line.hasPrefix("Updating")
            || line.hasPrefix("Updated") || line.hasPrefix("Resolving") || line.hasPrefix("Resolved")
            || line.hasPrefix("warning: ")
            || line.hasPrefix("error: fatalError") || line.hasPrefix("error: emit-module command failed")
            || line.hasPrefix("error: compile command failed")
            || line.trimmingCharacters(in: .whitespaces).isEmpty)
    }

    /// Copies the built program under a name of its own, so another preview building meanwhile
    /// does not replace it while it runs.
    private func keepProgram() throws(PreviewError) -> URL {
        let built = package.directory.appendingPathComponent(".build/debug").appendingPathComponent(
            PreviewPackage.productName)
        let kept = package.program(
            files: port.files.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path },
            entry: entry.source(module: PreviewPackage.productName, library: false))
        do {
            try FileManager.default.createDirectory(
                at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
            let temporary = kept.appendingPathExtension("partial")
            try? FileManager.default.removeItem(at: temporary)
            try FileManager.default.copyItem(at: built, to: temporary)
            guard rename(temporary.path, kept.path) == 0 else { throw PreviewError(String(cString: strerror(errno))) }
        } catch {
            throw PreviewError(
                "cannot keep the built preview program at \(kept.path): \(error.localizedDescription)", status: 1)
        }
        return kept
    }

    /// Runs SwiftPM's `arguments` (`swift build …`, found on PATH) with stdout and stderr into
    /// one pipe, line by line, in a process group of its own, which `stopBuildOnTermination()`
    /// ends whole (the compilers included) before this process goes; `environment` over this
    /// process's. Run again once if it hangs (`ChildProcess.runRestartingIfStalled`). Returns
    /// its exit status.
    static func spawnSwiftPM(
        _ arguments: [String], environment: [String: String] = [:], line: (String) -> Void
    ) throws(PreviewError) -> Int32 {
        try asBuildChild { started throws(ChildProcess.Failure) in
            try ChildProcess.runRestartingIfStalled(arguments, environment: environment, started: started, line: line)
        }
    }

    /// As `spawnSwiftPM` for a compiler, ended with its group at `deadline`: nil then.
    static func spawn(
        _ arguments: [String], environment: [String: String] = [:], until deadline: ContinuousClock.Instant?,
        line: (String) -> Void
    ) throws(PreviewError) -> Int32? {
        try asBuildChild { started throws(ChildProcess.Failure) in
            try ChildProcess.run(
                arguments, environment: environment, ownGroup: true, until: deadline, started: started, line: line)
        }
    }

    /// `run` with the program it starts kept as the build child while it runs (its pid handed
    /// to `run`'s `started`), a failure to start it said as the preview's.
    private static func asBuildChild<Result>(
        _ run: (_ started: (pid_t) -> Void) throws(ChildProcess.Failure) -> Result
    ) throws(PreviewError) -> Result {
        do {
            return try BuildChild.running(run)
        } catch {
            throw PreviewError(error.description, status: 1)
        }
    }
}

/// The compiler's messages as the user should read them: each once (swift build repeats them,
/// from each job that compiles the file), at the user's line and column with the user's line
/// shown under it (the compiler's own excerpt shows the ported copy), with the porting hint
/// for the line after an error on it.
struct CompilerMessages {
    let port: PreviewPort
    let hints: [PreviewSources.PortingHint]
    /// The scratch package's sources folder: what is generated there is named as such.
    let generated: String
    private var blocks: [Block] = []
    private var seen = Set<String>()
    /// The user's files as written, parsed once each for the errors in them (`PlatformInitializer.File`).
    private var parsedFiles: [String: PlatformInitializer.File] = [:]

    /// One message with its excerpt, hint and notes; where it is and whether it is a cause.
    private struct Block {
        var lines: [String]
        /// The file's place among the port's (unknown files last), the line and column.
        var place: (file: Int, line: Int, column: Int)
        /// A name or module not found: the errors after it on the same names are its knock-ons.
        var isCause: Bool
    }
    /// The names an error said the compiler cannot find (`cannot find 'Theme' in scope`, `type
    /// 'UIColor?' has no member 'cornflowerBlue'`, `value of type 'UICollectionView' has no member
    /// 'registerCell'`: an app's extension elsewhere).
    private(set) var unresolvedNames: Set<String> = []
    /// The user's files an error is in, each with its first error's message.
    private(set) var filesWithErrors: [String: String] = [:]
    /// Each error in the user's Swift files, by place, with its message.
    private(set) var errors: [SourcePlace: String] = [:]
    /// Modules, names and closure parameters of the user's files the compile did not find.
    private(set) var gaps = BuildGaps()

    /// Each of the port's files by the name its copy gives it (`PreviewPort.File.location`, a
    /// standardized path): worked out once. For every file at every message, it was a third of a
    /// big project's search.
    private let fileAtLocation: [String: PreviewPort.File]

    init(port: PreviewPort, hints: [PreviewSources.PortingHint], generated: String) {
        self.port = port
        self.hints = hints
        self.generated = generated
        fileAtLocation = Dictionary(port.files.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
    }

    nonisolated(unsafe) private static let header = /^(.+?):(\d+):(\d+): (error|warning|note): (.*)$/
    /// A name not found: in scope, or as a member of a type (an extension's static member),
    /// the type's alias too (`value of type 'Appearance' (aka
    /// 'UICollectionLayoutListConfiguration.Appearance') has no member 'title'`: the app's
    /// extension declares `title`) — not a stand-in's (`type 'EventStore' (aka
    /// '_LayouttyStandIn') has no member 'shared'`): the app's files declaring `shared` are
    /// no member of it.
    nonisolated(unsafe) private static let notFound =
        /^(?:cannot find (?:type )?'(\w+)' in scope|(?:type|value of type) '[^']+'(?: \(aka '(?!_LayouttyStandIn)[^']*'\))? has no member '(\w+)')/
    /// A generic type of a module missing here whose name the platform gives to a protocol
    /// (RxSwift's `Observable<Element>`, found as Observation's `Observable`): as not found.
    nonisolated(unsafe) private static let shadowedGeneric =
        /^protocol '(\w+)' does not have primary associated types that can be constrained/
    /// A type nested in one of the app's (`'Film' is not a member type of enum
    /// 'LayouttyPreview_….OMDB'`, `type 'OMDB' has no member 'Film'`): declared in an extension
    /// elsewhere, found as `OMDB.Film` — never as another `Film`. So is a type's static value
    /// (`type 'Logger' has no member 'general'`: `Logger.general`, not `UserText.general`).
    /// A typealias's too (`type 'ColorsSnapshot' (aka 'NSDiffableDataSourceSnapshot<Int, Color>')
    /// has no member 'random'`): the app extends it by that name (`extension ColorsSnapshot`);
    /// never a stand-in's (`(aka '_LayouttyStandIn')`), whose members are none of the app's.
    /// An optional's (`type 'UIColor?' has no member 'cardBackground'`, an implicit member set
    /// on an optional property) is its wrapped type's.
    /// Or one a UIKit instance member of the same name shadows (`instance member
    /// 'reuseIdentifier' cannot be used on type 'LetterCell'`: the app's `static var
    /// reuseIdentifier` in an extension of `UICollectionReusableView`).
    nonisolated(unsafe) private static let notAMemberType =
        /^(?:'(\w+)' is not a member type of (?:class|struct|enum|protocol|actor|type) '([\w.]+)'|type '([\w.]+)[?!]?'(?: \(aka '(?!_LayouttyStandIn)[^']*'\))? has no member '(\w+)'|instance member '(\w+)' cannot be used on type '([\w.]+)')/
    nonisolated(unsafe) private static let noModule = /^no such module '([\w.]+)'/
    /// A member Layoutty's UIKit keeps to itself found where the app's extension elsewhere
    /// declares one of the name (`collectionView.dequeue(Cell.self, for: indexPath)`, the
    /// Eurofurence package's): looked for as a name not found is.
    nonisolated(unsafe) private static let inaccessible =
        /^'(\w+)' is inaccessible due to '(?:private|fileprivate|internal|package)' protection level/
    /// A subscript an extension elsewhere declares (`items[safe: index]`, the app's
    /// `extension Collection`): looked for by its label, as `[safe:]`.
    nonisolated(unsafe) private static let subscriptLabel = /^extraneous argument label '(\w+):' in subscript/
    /// A type made through an initializer an extension elsewhere adds (a framework's type the app
    /// makes its own way): looked for as `Type.init`.
    nonisolated(unsafe) private static let noInitializer =
        /^'([\w.]+)' cannot be constructed because it has no accessible initializers/
    /// A call whose arguments fit none of the functions of its name here.
    nonisolated(unsafe) private static let noMatchingCall =
        /^no exact matches in call to (?:instance method|static method|class method|global function) '(\w+)'/
    nonisolated(unsafe) private static let argumentMismatch =
        /^(?:no exact matches in call to initializer|extraneous argument labels? |incorrect argument labels? in call|missing arguments? (?:label|for parameter)|extra arguments? |argument passed to call that takes no arguments)/
    /// An instance member of a named type (`'UIImageView?'`, a protocol's `'any Receipt'` too,
    /// an alias of one by the alias's name), not of a stand-in.
    /// Whether what an alias names (`(aka '…')`) is no type an extension declares members on:
    /// an existential (`any P`, `AnyObject`, `Any`) or a metatype.
    private static func namesNoExtendableType(_ aliased: String?) -> Bool {
        guard let aliased else { return false }
        return aliased.hasPrefix("any ") || aliased.hasSuffix(".Type") || ["Any", "AnyObject"].contains(aliased)
    }

    nonisolated(unsafe) private static let noMember =
        /^value of type '(?:any )?([A-Z][\w.]*)[?!]?'(?: \(aka '(?!_LayouttyStandIn)([^']*)'\))? has no member '(\w+)'/
    /// `'XMLDocument' (aka 'AnyObject') cannot be constructed`: a module's type (Fuzi's XML
    /// classes) whose name Linux's Foundation keeps as a placeholder, `AnyObject`, for
    /// FoundationXML's — no type to extend or make, so the name itself stands in.
    nonisolated(unsafe) private static let foundationPlaceholder =
        /^(?:value of type )?'([A-Z]\w*)' \(aka 'AnyObject'\) (?:cannot be constructed|has no member)/
    /// `type 'BrowseCell' has no member 'nib'`: a static member of a class (read after the
    /// implicit members below, whose types are stand-ins' or `Any`).
    nonisolated(unsafe) private static let noStaticMember = /^type '([A-Z]\w*)' has no member '(\w+)'/
    /// `type 'NSNotification.Name' has no member 'themeDidChange'`: a notification's name a module
    /// declares, or the app's Objective-C headers (`extern NSNotificationName const …`).
    nonisolated(unsafe) private static let noNotificationName =
        /^type '(?:NS)?Notification\.Name\??' has no member '(\w+)'/
    /// An implicit member (`.shared`, `.milliseconds(150)`, `.primaryIcon01` assigned to a
    /// stood-in view's style) in a stand-in's place: the type is
    /// one, or a call's argument on one (`Any?`), or the context gives none.
    nonisolated(unsafe) private static let implicitMemberOfStandIn =
        /^(?:(?:type '(?:[^']+' \(aka '_LayouttyStandIn'\)|_LayouttyStandIn'|Any\??') has no member|cannot infer contextual base in reference to member) '\w+'|reference to member '\w+' cannot be resolved without a contextual type)/
    /// A stand-in (or a value of a stood-in type) where a type is required (an argument, a
    /// declared type, a return, an array's element): the type.
    nonisolated(unsafe) private static let standInConversion =
        /^cannot (?:convert value|convert return expression|assign value) of type '(?:[^']+' \(aka '_LayouttyStandIn'\)|_LayouttyStandIn\??')(?: to (?:expected argument |expected element |expected condition |specified |return )?type) '([A-Z][\w.]*)'/
    /// An implicit member of a type whose value stands in (`.font = .bold16`, the app's
    /// `extension UIFont { static let bold16 = DesignSystemFontFamily… }` over fonts a build
    /// step generates): the same place, said in other words.
    nonisolated(unsafe) private static let standInImplicitMember =
        /^member '\w+' in '([A-Z][\w.]*)' produces result of type '(?:[^']+' \(aka '_LayouttyStandIn'\)|_LayouttyStandIn\??)', but context expects '\1'/
    /// A value of a named type used as a protocol it does not conform to here: as an argument,
    /// assigned to a property of the protocol's type, or a name produced there (said in a note).
    nonisolated(unsafe) private static let missingConformance =
        /^(?:argument type '(\w+)' does not conform to expected type|cannot assign value of type '(\w+)' to type '\(?any |cannot convert value of type '(\w+)' to expected argument type '\(?any |'\w+' produces '(\w+)', not the expected contextual result type|default argument value of type '(\w+)' does not conform to)/
    /// The protocol a `missingConformance` message expects, where it names one.
    nonisolated(unsafe) private static let expectedProtocol =
        /(?:expected type|to type|argument type|result type|does not conform to) '\(?(?:any )?(\w+)\)?\??'$/
    /// A property wrapper not found (`@Published`, when Combine stands in).
    nonisolated(unsafe) private static let unknownAttribute = /^unknown attribute '(\w+)'/
    /// A type a message quotes: `'Collection'`, `'any Collection'`, `'[Row]'`'s none.
    nonisolated(unsafe) private static let quotedType = /'(?:any |some )?([A-Z]\w*)'/
    /// A closure's parameters the compiler could not type: said of one, or — where a
    /// stand-in's call offers closures of fewer parameters (RxCocoa's `bind(to:) { row, item,
    /// cell in }`) — of the clause, at its parenthesis.
    nonisolated(unsafe) private static let untypedClosureParameter =
        /^(?:cannot infer type of closure parameter '\w+' without a type annotation|contextual closure type '[^']*_LayouttyStandIn[^']*' expects \d+ arguments?, but \d+ (?:was|were) used in closure body)/
    nonisolated(unsafe) private static let overrideWithOtherLabels =
        /^(?:argument labels for method '[^']*' do not match those of overridden method|declaration '[^']*' has different argument labels from any potential overrides)/
    nonisolated(unsafe) private static let assignedConstant = /^cannot assign to value: '(\w+)' is a 'let' constant/
    nonisolated(unsafe) private static let implicitSelf =
        /^(?:(?:reference to property|call to method) '\w+' in closure requires explicit use of 'self'|implicit use of 'self' in closure)/

    /// Where the compiler was when it crashed, in a copy as built (its stack dump's innermost
    /// `While type-checking … at [Copy.ported.swift:578:9 - …]`), and why (`Assertion failed: …`).
    private var crashedAt: (copy: String, line: Int, column: Int)?
    private var crashReason: String?
    nonisolated(unsafe) private static let typeCheckingFrame =
        #/^\d+\.\s+While type-checking (?:expression|statement) at \[(.+?):(\d+):(\d+) - /#
    nonisolated(unsafe) private static let sourceLocation = #/\#sourceLocation\(file: "(.*)", line: (\d+)\)/#

    /// Takes one line of the build's output; excerpts (lines that are not a message) are dropped.
    mutating func add(_ line: String) {
        if let frame = line.firstMatch(of: Self.typeCheckingFrame) {
            crashedAt = (String(frame.output.1), Int(frame.output.2) ?? 0, Int(frame.output.3) ?? 0)
        }
        if crashReason == nil, line.hasPrefix("Assertion failed: ") || line.hasPrefix("Program crashed: ") {
            crashReason = line
        }
        guard let match = line.wholeMatch(of: Self.header) else { return }
        let (row, column, kind) = (Int(match.output.2) ?? 0, Int(match.output.3) ?? 0, match.output.4)
        var path = String(match.output.1)
        // The port's own `#sourceLocation` lines are not the user's concern.
        if match.output.5.contains("#sourceLocation") || match.output.5.hasPrefix("change file in '#sourceLocation'") {
            return
        }
        var block: [String]
        let message = Self.inUIKitsWords(String(match.output.5))
        // The copy names the file by its absolute path (`PreviewPort.File.location`): say it as the user did.
        if let file = fileAtLocation[path] {
            path = file.path
            if file.isTranslated {
                block =
                    ["\(path):\(row): \(kind): \(message) (in the Swift it is translated to: --show-port prints it)"]
                    + file.excerpt(line: row, column: 0).prefix(1)
            } else {
                let userColumn = file.userColumn(line: row, column: column)
                block =
                    ["\(path):\(row):\(userColumn): \(kind): \(message)"] + file.excerpt(line: row, column: userColumn)
            }
        } else if ObjCPort.isObjectiveC(path), let text = try? String(contentsOfFile: path, encoding: .utf8) {
            // Another file of a translation (a header, a second `.m`): its line, as the user names the file.
            path = ProjectSearch.relative(path)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            block =
                ["\(path):\(row): \(kind): \(message) (in the Swift it is translated to: --show-port prints it)"]
                + (row >= 1 && row <= lines.count ? ["\(row) | \(lines[row - 1])"] : [])
        } else if let expression = chosenExpression(path: path, line: row) {
            // The function the port added to make the layout: its expression is what `--layout` gave.
            block = ["--layout: \(expression): \(kind): \(message)"]
            // A value the expression makes whose type's file the build left out (a screen made
            // with stand-in values): a name the search finds or stands in, as a file's.
            if kind == "error", let name = message.firstMatch(of: Self.notFound)?.output.1 {
                gaps.names.insert(String(name))
            }
        } else if path.hasPrefix(generated + "/") {
            block = [
                "(layoutty preview's generated \(URL(fileURLWithPath: path).lastPathComponent))"
                    + line.dropFirst(path.count)
            ]
            // A type the copy's own declarations name that nothing declares (`extension
            // ConfettiView` holding a member standing in, its file left out): a name the search
            // finds or stands in, as one of the user's files naming it.
            if kind == "error", let name = message.firstMatch(of: Self.notFound)?.output.1 {
                unresolvedNames.insert(String(name))
                gaps.names.insert(String(name))
            } else if kind == "error", let nested = message.firstMatch(of: Self.notAMemberType)?.output,
                let owner = nested.2, let member = nested.1
            {
                // `ConfettiView.ParticleEmitterLayer`, nested in an extension elsewhere.
                let outer = owner.split(separator: ".").drop { $0.hasPrefix("LayouttyPreview") }
                unresolvedNames.insert((outer + [member]).joined(separator: "."))
            } else if kind == "error", path.hasSuffix("/" + PreviewPort.standInsFileName),
                case let place = SourcePlace(path: path, line: row, column: column),
                let type = LeftOutCode.extendedTypes(at: [place], in: path)[place]
            {
                gaps.refusedMemberTypes.insert(type)
            }
        } else {
            block = [line]
        }
        guard seen.insert(block[0]).inserted else { return }
        // A conformance the app writes in another file's extension (`self` is "not a
        // delegate" until it is read): the files extending that type (`+Type`).
        if let match = message.firstMatch(of: Self.missingConformance)?.output,
            let type = match.1 ?? match.2 ?? match.3 ?? match.4 ?? match.5
        {
            unresolvedNames.insert("+" + type)
            // And the conformance itself where the message names the protocol: the one
            // extension of a Foundation type the search reads (`extension URLSession:
            // URLSessionProtocol`, how apps mock the network).
            if let conformedTo = message.firstMatch(of: Self.expectedProtocol)?.output.1 {
                unresolvedNames.insert("+" + type + ":" + conformedTo)
            }
        }
        // A note belongs to the message before it, and moves with it.
        if kind == "note", !blocks.isEmpty {
            blocks[blocks.count - 1].lines += block
            return
        }
        let cause =
            message.firstMatch(of: Self.notFound) != nil || message.firstMatch(of: Self.noModule) != nil
            || message.firstMatch(of: Self.shadowedGeneric) != nil || message.firstMatch(of: Self.notAMemberType) != nil
            || message.firstMatch(of: Self.inaccessible) != nil
        if kind == "error" {
            block += hints.filter { $0.file == path && $0.line == row }.map { "\(path):\(row): hint: \($0.message)" }
            if let nested = message.firstMatch(of: Self.notAMemberType)?.output,
                let owner = nested.2 ?? nested.3 ?? nested.6, let member = nested.1 ?? nested.4 ?? nested.5
            {
                // The copy's module name is not the app's.
                let outer = owner.split(separator: ".").drop { $0.hasPrefix("LayouttyPreview") }
                unresolvedNames.insert((outer + [member]).joined(separator: "."))
                // An optional's member (`type 'UIColor?' has no member 'cardBackground'`) is
                // looked for by its bare name too, as before the type was read: a project whose
                // extension the index does not reach still adds what declares the name.
                if message.hasPrefix("type '"), message.contains("?' has no member") {
                    unresolvedNames.insert(String(member))
                }
            } else if let found = message.firstMatch(of: Self.notFound)?.output, let name = found.1 ?? found.2 {
                unresolvedNames.insert(String(name))
            } else if let name = message.firstMatch(of: Self.inaccessible)?.output.1 {
                unresolvedNames.insert(String(name))
            } else if let name = message.firstMatch(of: Self.shadowedGeneric)?.output.1 {
                unresolvedNames.insert(String(name))
            } else if let name = message.firstMatch(of: Self.unknownAttribute)?.output.1 {
                unresolvedNames.insert(String(name))
            } else if let type = message.firstMatch(of: Self.noInitializer)?.output.1 {
                unresolvedNames.insert(type + ".init")
            } else if let label = message.firstMatch(of: Self.subscriptLabel)?.output.1 {
                unresolvedNames.insert("[\(label):]")
            } else if let name = calledName(message, path: path, line: row, column: column) {
                unresolvedNames.insert(name)
                // `NSLocalizedString("KEY")`: a type's initializer, or a global function of
                // the app's overloading a framework's (Foundation's takes a `comment:`).
                if name.hasSuffix(".init") { unresolvedNames.insert(String(name.dropLast(5))) }
            }
            if let module = message.firstMatch(of: Self.noModule)?.output.1 {
                block[0] +=
                    ": \(module) is not part of Layoutty's UIKit and cannot be built on Linux (an iOS library or a pod)"
            }
            if let file = port.files.first(where: { $0.path == path }), !file.isTranslated {
                let place = SourcePlace(path: path, line: row, column: file.userColumn(line: row, column: column))
                noteGap(message, at: place)
                if errors[place] == nil { errors[place] = message }
            }
            if port.files.contains(where: { $0.path == path }), filesWithErrors[path] == nil {
                filesWithErrors[path] = String(block[0].split(separator: ": error: ", maxSplits: 1).last ?? "")
            }
        }
        let fileIndex = port.files.firstIndex { $0.path == path } ?? port.files.count
        blocks.append(Block(lines: block, place: (fileIndex, row, column), isCause: kind == "error" && cause))
    }

    /// The function a call whose arguments fit none of UIKit's names — the app's extension of
    /// the same name elsewhere (`register(cellType:)` beside UIKit's
    /// `register(_:forCellWithReuseIdentifier:)`): named by the message, else read from the
    /// user's line before the call's parenthesis. A type's is its initializer's, `Type.init`
    /// (`UICollectionViewFlowLayout(shelfItemSide: 150)`, an extension's convenience init).
    private func calledName(_ message: String, path: String, line: Int, column: Int) -> String? {
        if let named = message.firstMatch(of: Self.noMatchingCall)?.output.1 { return String(named) }
        guard message.firstMatch(of: Self.argumentMismatch) != nil,
            let file = port.files.first(where: { $0.path == path }), !file.isTranslated
        else { return nil }
        guard line >= 1, line <= file.originalLines.count else { return nil }
        let bytes = Array(file.originalLines[line - 1].utf8)
        guard let (callee, open) = Self.callee(in: bytes, at: file.userColumn(line: line, column: column) - 1) else {
            return nil
        }
        // An implicit member's `.init(horizontal: 5, vertical: 0)` names no type: found by its labels.
        if callee == "init" { return DeclaredNames.argumentLabels(in: bytes[open...]).map { "init(\($0))" } }
        return callee.first?.isUppercase == true ? callee + ".init" : callee
    }

    /// The name before the parenthesis of the call whose arguments hold byte `index` of `line`,
    /// and where that parenthesis is.
    static func callee(in line: [UInt8], at index: Int) -> (name: String, open: Int)? {
        var depth = 0
        var at = min(index, line.count - 1)
        if at >= 0, line[at] == UInt8(ascii: ")") { at -= 1 }
        while at >= 0 {
            if line[at] == UInt8(ascii: ")") { depth += 1 }
            if line[at] == UInt8(ascii: "(") {
                if depth == 0 { break }
                depth -= 1
            }
            at -= 1
        }
        var end = at
        while end > 0, line[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var start = end
        while start > 0, DeclaredNames.isIdentifier(line[start - 1]) { start -= 1 }
        guard at >= 0, start < end else { return nil }
        return (String(decoding: line[start..<end], as: UTF8.self), at)
    }

    /// An initializer a module would add to a platform type, from the call at `place`
    /// (`PlatformInitializer`).
    private mutating func platformInitializer(at place: SourcePlace) -> MemberGap? {
        parsed(place.path).flatMap { PlatformInitializer.gap(at: place, in: $0) }
    }

    /// Where the value bound at `place` begins (`if let theme = ‸decoded.theme`).
    private mutating func boundValue(at place: SourcePlace) -> SourcePlace? {
        parsed(place.path).flatMap { PlatformInitializer.boundValue(at: place, in: $0) }
    }

    /// The user's file at `path` as written, parsed once for all its errors; nil for one
    /// translated from Objective-C.
    private mutating func parsed(_ path: String) -> PlatformInitializer.File? {
        if let parsed = parsedFiles[path] { return parsed }
        guard let file = port.files.first(where: { $0.path == path }), !file.isTranslated else { return nil }
        let parsed = PlatformInitializer.File(path, file.originalLines.joined(separator: "\n"))
        parsedFiles[path] = parsed
        return parsed
    }

    /// A module, a name in scope or a closure's parameter a user's file names that the compile
    /// did not find.
    private mutating func noteGap(_ message: String, at place: SourcePlace) {
        for quoted in message.matches(of: Self.quotedType) { gaps.quotedTypes.insert(String(quoted.output.1)) }
        if let module = message.firstMatch(of: Self.noModule)?.output.1 {
            gaps.modules.insert(String(module))
        } else if let name = message.firstMatch(of: Self.notFound)?.output.1
            ?? message.firstMatch(of: Self.foundationPlaceholder)?.output.1
            ?? message.firstMatch(of: Self.unknownAttribute)?.output.1
            ?? message.firstMatch(of: Self.shadowedGeneric)?.output.1
        {
            gaps.names.insert(String(name))
        } else if let member = message.firstMatch(of: Self.noMember)?.output,
            !["_LayouttyStandIn", "Any", "AnyObject", "Self"].contains(member.1),
            !port.genericParameters.contains(String(member.1)), !member.1.hasSuffix(".Type"), member.3 != "init",
            !Self.namesNoExtendableType(member.2.map(String.init))
        {
            // Not `Any`'s: Swift extends no existential, and a value typed `Any` is no module's;
            // nor `Self`'s, in a protocol extension of a module's protocol (no `extension Self`);
            // nor a generic parameter's (`value of type 'T' has no member 'title'`), which
            // nothing can extend; nor a metatype's, nor an initializer (`StoryModel.Type`'s
            // `init`, of a protocol's metatype): no extension can declare either. Nor an
            // alias's of one (`AnyClass`, aka `any AnyObject.Type`: a file manager's
            // `cls.alloc()` stood in as `extension AnyClass`, and the copy did not compile).
            gaps.members.insert(MemberGap(type: String(member.1), name: String(member.3)))
        } else if message.firstMatch(of: Self.argumentMismatch) != nil, let initializer = platformInitializer(at: place)
        {
            gaps.members.insert(initializer)
        } else if message.hasPrefix(
            "initializer for conditional binding must have Optional type, not '_LayouttyStandIn'"),
            let value = boundValue(at: place)
        {
            // `if let theme = decoded.theme` of a stand-in: it binds nothing, as `guard let`
            // finds nil on a stand-in's member.
            gaps.conversions.insert(ConversionGap(place: value, type: PreviewSources.noStandIn))
        } else if message.hasPrefix("initializer for conditional binding must have Optional type"),
            let initializer = platformInitializer(at: place)
        {
            // `if let color = UIColor(hex: …)`: the module's initializer is failable.
            gaps.members.insert(PlatformInitializer.failable(initializer))
        } else if message.firstMatch(of: Self.untypedClosureParameter) != nil {
            gaps.closureParameters.insert(place)
        } else if message.firstMatch(of: Self.implicitSelf) != nil {
            gaps.implicitSelf.insert(place)
        } else if message.hasPrefix("method does not override any method from its superclass")
            || message.hasPrefix("property does not override any property from its superclass")
            || message.firstMatch(of: Self.overrideWithOtherLabels) != nil
        {
            // Under the app's own classes alone it is no protocol's: left as said.
            // Where UIKit's class has a method of the same base name (`viewForHeaderInSection`
            // for a `viewForFooterInSection` override), the compiler says so in other words.
            if port.overridesOnUIKitClasses.contains(place) { gaps.protocolOverrides.insert(place) }
        } else if let name = message.firstMatch(of: Self.assignedConstant)?.output.1 {
            gaps.assignedConstants[place] = String(name)
        } else if message.firstMatch(of: Self.implicitMemberOfStandIn) != nil {
            gaps.implicitMembers.insert(place)
        } else if let name = message.firstMatch(of: Self.noNotificationName)?.output.1 {
            gaps.members.insert(MemberGap(type: "Notification.Name", name: "." + String(name)))
        } else if let member = message.firstMatch(of: Self.noStaticMember)?.output,
            port.classNames.contains(String(member.1)) || UIKitClasses.superclass(of: String(member.1)) != nil
        {
            // A class's static member, as a module's extension of UIKit's class declares it
            // (Roxas' `Cell.nib`, Reusable's `Header.loadFromNib()`): named with a dot.
            gaps.members.insert(MemberGap(type: String(member.1), name: "." + String(member.2)))
        } else if let type = message.firstMatch(of: Self.standInConversion)?.output.1
            ?? message.firstMatch(of: Self.standInImplicitMember)?.output.1
        {
            gaps.conversions.insert(ConversionGap(place: place, type: String(type)))
        }
    }

    /// The expression making the layout, when `line` of the copy at `path` is the function the
    /// port added to evaluate it.
    private func chosenExpression(path: String, line: Int) -> String? {
        let prefix = "@MainActor func \(PreviewPort.entryFunctionName)() -> UICollectionViewLayout { "
        guard path.hasPrefix(generated + "/"), let copy = try? String(contentsOfFile: path, encoding: .utf8) else {
            return nil
        }
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        // A `#Preview` block's body, copied into the function over several lines up to its
        // close (`PreviewSources.screens`): the line itself, as the user wrote it in the block.
        if let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }), start < line - 1,
            let end = lines[start...].firstIndex(where: { $0.hasSuffix("asTheStoryboardShowsIt: false) }") }),
            line - 1 <= end
        {
            return lines[line - 1].trimmingCharacters(in: .whitespaces)
        }
        guard lines[line - 1].hasPrefix(prefix), lines[line - 1].hasSuffix(" }") else { return nil }
        // The app's launch before the screen is the port's, not the user's expression.
        let expression = lines[line - 1].dropFirst(prefix.count).dropLast(2)
        return String(
            expression.trimmingPrefix(
                /(?:_layouttyFinishLaunching\(\w+\(\)\)|_layouttyRegisterLaunchDefaults\(\)); return\s/))
    }

    /// The engine's names UIKit's typealiases stand for, as the compiler spells them, and the
    /// name the user wrote: a message says `UIEdgeInsets`, never Layoutty's `EdgeInsets`.
    nonisolated(unsafe) private static let engineNames: [(Regex<Substring>, String)] = [
        (/\b(?:CollectionLayout\.)?EdgeInsets\b/, "UIEdgeInsets"),
        (/\b(?:CollectionLayout\.)?TraitCollection\.LayoutDirection\b/, "UIUserInterfaceLayoutDirection"),
        (/\b(?:CollectionLayout\.)?TraitCollection\.SizeClass\b/, "UIUserInterfaceSizeClass")
    ]

    static func inUIKitsWords(_ message: String) -> String {
        let renamed = engineNames.reduce(message) { text, rename in text.replacing(rename.0, with: rename.1) }
        // `'UIEdgeInsets' (aka 'EdgeInsets')` said twice once renamed: once is enough.
        return renamed.replacing(/'([^']+)' \(aka '\1'\)/) { "'\($0.output.1)'" }
    }

    var errorCount: Int { blocks.filter { $0.lines[0].contains(": error: ") }.count }

    /// A crash of the compiler that said no error, as an error at the code it was type-checking,
    /// in the user's file and line (the copy's `#sourceLocation` before it says which): a compiler
    /// bug one statement of the app's hits (AltStore's closure passed to a stand-in: "Assertion
    /// failed … CSSimplify.cpp") ended the preview as "swift-frontend failed". As an error, that
    /// statement is left out as any that does not compile here, or named when it is the user's.
    mutating func addCrash() {
        guard errorCount == 0, let (copy, line, column) = crashedAt,
            let text = try? String(contentsOfFile: copy, encoding: .utf8)
        else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 2, line <= lines.count else { return }
        // The directive on line `index + 1` numbers the line after it `N`.
        for index in stride(from: line - 2, through: 0, by: -1) {
            guard let mark = lines[index].firstMatch(of: Self.sourceLocation) else { continue }
            let userLine = (Int(mark.output.2) ?? 1) + line - index - 2
            add(
                "\(mark.output.1):\(userLine):\(column): error: the compiler crashed type-checking this "
                    + "(\(crashReason ?? "a crash without a reason"))")
            return
        }
    }

    /// The messages ordered by what caused what: names and modules not found first (the errors
    /// that follow from them come after), each kind by file and line, so a file's first error is
    /// read first.
    var text: String {
        let ordered = blocks.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.isCause != y.isCause { return x.isCause }
            if x.place != y.place { return x.place < y.place }
            return a.offset < b.offset
        }
        return ordered.flatMap(\.element.lines).joined(separator: "\n")
    }
}

/// An exclusive lock on the scratch package while it is written and built (two previews at
/// once take turns).
struct Lock {
    let fd: Int32

    init(path: String, directory: URL) throws(PreviewError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PreviewError(
                "cannot create the preview package in \(directory.path): \(error.localizedDescription)", status: 1)
        }
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PreviewError("cannot lock \(path): \(String(cString: strerror(errno)))", status: 1) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
    }

    func release() {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
