import Foundation
import LayouttyKit

/// The rounds of a build that adds the project's files the given files need (`ProjectFiles`):
/// after a failed compile, the files declaring the names the compiler could not find are added
/// (and, a round later, what they need); when nothing more is found, an added file that does not
/// compile is left out again, and the build is tried once more without it. A type the given files
/// only extend, which no file that compiles here declares, gets an empty stand-in declaration
/// (`standIns`) so that its extension's members — the layout's factory — compile. What the app's
/// world would provide and no build here can — a module (`import FirebaseAuth`), then the names
/// the files use of it that the project does not declare, then the closures passed to them —
/// is stood in, round after round, until the files compile (`StandIns`; each named in `notes`).
/// The search reads `depth` rounds of files (what the given files use, what those use, …):
/// a name declared further away stands in too, so that a screen
/// in a big app is built from its neighbourhood in a few rounds, not from the whole app in
/// many (each round compiles every file found so far).
///
/// ```swift
/// var search = ProjectSearch(files: files, project: ProjectFiles(root: app))
/// while true { do { try build(search.helpers); break } catch { guard search.next(after: error) else { throw error } } }
/// ```
package struct ProjectSearch {
    package private(set) var helpers: [String] = []
    /// What the copy declares or rewrites in place of what is not there.
    package private(set) var standIns = StandIns()
    private let files: [String]
    /// How many rounds add the project's files (`defaultDepth`).
    private let depth: Int
    private var roundsAddingFiles = 0
    /// Types the given files only extend (`PreviewSources.extendedOnly`), known once the
    /// sources are read with their base classes (`addBaseClasses`).
    package var extendedOnly: Set<String> = []
    private let project: ProjectFiles?
    /// What the app's other targets compile (`ProjectFiles.filesOfOtherTargets`): never added.
    private let otherTargets: Set<String>
    /// The types the given files name and do not declare (`PreviewSources.undeclaredTypeNames`).
    private var typesNamed: Set<String> = []
    /// For each added file, the name it was added for.
    private var neededFor: [String: String] = [:]
    /// Added files left out again, with why: they do not compile here.
    private var leftOut: [String] = []
    private var reasons: [String: String] = [:]
    /// Builds tried, at most `maximumRounds`.
    private var rounds = 0
    /// Each round changes something (the sets it adds to only grow), so a search ends; this
    /// bounds how long. A big app's late rounds rewrite a few places each, one error uncovering
    /// the next: Pocket Casts' podcasts screen and Provenance's save states ran out at 24.
    package static let maximumRounds = 40
    /// The type checker's bound on each expression where stand-ins are used: the kit's, until a
    /// round takes `slowRound` or longer — then tighter for the rest of the search and the
    /// builds after it (`PreviewKit.tightSolverScopes`): a screen's own long chain of stand-ins
    /// keeps its bound in a small app, and a big app's services give up in seconds instead of
    /// minutes a round.
    package var solverScopes: Int {
        slowest == nil ? PreviewKit.boundedSolverScopes : PreviewKit.tightSolverScopes
    }
    /// The round that made the bound tighter, and how long it took; said in `notes`.
    private var slowest: SlowRound?
    private struct SlowRound: Codable {
        var round, seconds: Int
        /// It was ended at `slowRound` (`roundLimit`).
        var ended: Bool?
    }
    /// Rounds this slow make 30 rounds a quarter of an hour. Aidoku's rounds of 10 to 20 s keep
    /// the wider bound: at 3,000 its screen's own base class gave up on a layout closure.
    static let slowRound: Duration = .seconds(30)
    /// How long a compile at the wider bound may take (`PreviewBuild.timeLimit`): a round that
    /// would take longer is ended at `slowRound` and done again at the tighter one. Habitica's
    /// fourth round, the first with its 88 stand-ins, took 93 s at the wider bound and 5 s at
    /// the tighter, to the same errors but four.
    package var roundLimit: Duration? { slowest == nil ? Self.slowRound : nil }

    /// Where the search is, for the progress line once it has added files: a big app's screen
    /// takes minutes of rounds, and a line that never changes looks like a hang.
    /// Each round also says what the one before it changed (`last round: 12 names stood in`), so
    /// that a line repeating its count of files is seen to move.
    package var progress: String? {
        guard rounds > 0 || !helpers.isEmpty else { return nil }
        return "round \(rounds + 1) of at most \(Self.maximumRounds), \(helpers.count) of the app's files added"
            + (leftOut.isEmpty ? "" : ", \(leftOut.count) left out") + (lastRound.map { " (last round: \($0))" } ?? "")
    }

    /// What the last round changed, said on the progress line.
    private var lastRound: String?

    /// How many of each kind the search holds: files read and left out, and what stands in.
    private var tally: [(noun: String, done: String, count: Int)] {
        [("file", "read", helpers.count), ("file", "left out", leftOut.count)] + standIns.tally
    }

    package init(files: [String], project: ProjectFiles?, depth: Int = Self.defaultDepth) {
        self.files = files
        self.project = project
        self.depth = depth
        otherTargets = files.first.flatMap { project?.filesOfOtherTargets(than: Self.absolute($0)) } ?? []
    }

    /// The given files' names and the names of the files declaring them: a screen's cells,
    /// models and styles, without the services and stores behind them. In a production app a
    /// third round read 191 files where two read 45, and each round compiles them all.
    package static let defaultDepth = 2
    /// A project of at most this many Swift files is read to any depth by default: its screens
    /// reach each other through navigation (a screen's next screen, that one's views), a round
    /// each, and the whole of it compiles in seconds.
    package static let smallProject = 200

    /// The depth a search of `project` reads when none is asked for: any (as many as rounds
    /// allow) in a small project, `defaultDepth` in a bigger one.
    package static func depth(for project: ProjectFiles?) -> Int {
        (project?.swiftFileCount ?? .max) <= smallProject ? maximumRounds : defaultDepth
    }

    /// How many of the project's files each round of the search may add, on average: a round
    /// compiles every file found so far, and in a production app two rounds read 117 files
    /// (30,000 lines) for one screen, minutes a round. Names declared in the files not read
    /// stand in, as the project's.
    static let filesPerRound = 20

    /// Adds, before the first build, the project's files declaring the base classes the given
    /// files' classes inherit from (and theirs, up the chain): a screen on the app's own base
    /// controller is a screen only once its base is read — the base owns the collection view.
    /// Answers the sources read with them; keeps the types the given files name
    /// (`typesNamed`).
    package mutating func addBaseClasses(
        to sources: PreviewSources, translated: [String: String], parsed: PreviewSources.Parsed
    ) throws(PreviewError) -> PreviewSources {
        guard let project else { return sources }
        var sources = sources
        if addAppDelegate(for: sources, in: project) {
            sources = try PreviewSources(files: files, helpers: helpers, translated: translated, parsed: parsed)
        } else {
            launchDefaults = registeredDefaults(for: sources, in: project)
        }
        if addOperators(in: project) {
            sources = try PreviewSources(files: files, helpers: helpers, translated: translated, parsed: parsed)
        }
        if addSceneClasses(for: sources, in: project) {
            sources = try PreviewSources(files: files, helpers: helpers, translated: translated, parsed: parsed)
        }
        for _ in 0..<Self.maximumBaseDepth {
            guard addFiles(declaring: sources.undeclaredSuperclasses, in: project) else { break }
            sources = try PreviewSources(files: files, helpers: helpers, translated: translated, parsed: parsed)
        }
        if addExtensions(of: sources, in: project) {
            sources = try PreviewSources(files: files, helpers: helpers, translated: translated, parsed: parsed)
        }
        typesNamed = sources.undeclaredTypeNames
        return sources
    }
    /// Drops the stand-ins the files, as read now (`sources`, with the helpers), no longer need:
    /// a save that removed `import SnapKit` resumes a search that stands in nothing for it.
    /// So does one of the app's modules once built apart (`built`).
    package mutating func keepStandIns(for sources: PreviewSources, besides built: Set<String> = []) {
        appModules = built
        standIns = standIns.kept(importedBy: imports(of: sources).subtracting(built), elsewhere: moduleMissingElsewhere)
    }

    /// The modules the files import, with those the app's bridging headers import
    /// (`ProjectFiles.bridgedModules`): Xcode gives every Swift file of the target theirs.
    private func imports(of sources: PreviewSources) -> Set<String> {
        sources.imports.union(project?.bridgedModules ?? [])
    }

    /// The modules the app's bridging headers import that a build here provides, by name: every
    /// Swift file of the target sees their declarations (`PortModel.bridgedImports`).
    package var bridgedImports: [String] {
        (project?.bridgedModules ?? []).intersection(Self.buildableModules.union(appModules))
            .subtracting(PortRewriter.blankedImports).sorted()
    }

    /// The app's own modules, built apart (`AppPackages`): never missing.
    private var appModules: Set<String> = []

    /// The module missing here that the most of the app's files import (by name, when as
    /// many), with the first file importing it, other targets' and tests aside: where the
    /// members a file uses without importing a module come from (`imageView.kf` in a screen
    /// whose app imports Kingfisher in its image loader alone; a Swift module's files see
    /// the members of whatever any of them imports). Nil when every module imported is here.
    private var moduleMissingElsewhere: StandIns.ModuleImport? {
        guard let project, !(Toolchain.found?.platformModules ?? []).isEmpty else { return nil }
        let here = Self.buildableModules.union(appModules)
        var best: (module: String, files: [String])?
        for (module, importers) in project.importers where !here.contains(module) {
            let files = importers.filter { !otherTargets.contains(Self.absolute($0)) }
            guard !files.isEmpty else { continue }
            if let current = best, (-current.files.count, current.module) < (-files.count, module) { continue }
            best = (module, files)
        }
        return best.map { StandIns.ModuleImport(module: $0.module, file: Self.relative($0.files[0])) }
    }

    /// Stands in, before a build, each module the files import that no build here provides:
    /// the compiler stops at the first `no such module`, so found from its errors they would
    /// cost a round each — a build of every file found so far. `built`: the app's own modules,
    /// built apart (`AppPackages`).
    /// A module an app's bridging header imports is one too.
    package mutating func standInModules(importedBy sources: PreviewSources, besides built: Set<String> = []) {
        appModules = built
        guard !(Toolchain.found?.platformModules ?? []).isEmpty else { return }
        _ = standIns.add(modules: imports(of: sources).subtracting(Self.buildableModules.union(built)))
    }

    /// The modules a preview's files may import without the app: the platform's (Foundation,
    /// Dispatch …) and Layoutty's (UIKit, and Apple's other frameworks under their names).
    static var buildableModules: Set<String> {
        (Toolchain.found?.platformModules ?? []).union(
            PreviewKit.swiftModules + PreviewKit.cModules + PreviewKit.packageSwiftModules
        )
        .union(PreviewKit.frameworks.map(\.imported)).union(PortRewriter.blankedImports)
    }

    /// Adds the app's delegate, in a small project whose given files make a screen: iOS
    /// launches the app before any screen (Xcode's previews too), and a screen reads what
    /// `application(_:didFinishLaunchingWithOptions:)` set up — a store, a container of
    /// services, `UIApplication.shared.delegate` itself (Xcode's Core Data template reaches its
    /// store there). Left out, as any file, when it does not compile here. A bigger app's
    /// delegate starts its whole world (analytics, sync, networking), which the search would
    /// read round after round: there the screen is made without it, as before. A Swift
    /// package is no app (`ProjectFiles.isPackage`).
    private mutating func addAppDelegate(for sources: PreviewSources, in project: ProjectFiles) -> Bool {
        guard depth >= Self.maximumRounds, !project.isPackage, sources.launchers.isEmpty,
            !sources.controllerClasses.isEmpty || !sources.previewBlocks.isEmpty
        else { return false }
        let known = Set((files + helpers).map(Self.absolute))
        guard
            let file = Self.files(declaring: ":UIApplicationDelegate", in: project)
                .filter({ !known.contains(Self.absolute($0)) && !otherTargets.contains(Self.absolute($0)) })
                .max(by: { nearness($0) < nearness($1) }).map(Self.relative)
        else { return false }
        helpers.append(file)
        neededFor[file] = "launching the app before the screen, as iOS does"
        return true
    }

    /// Adds the project's files declaring operators on others' types (`func + (left:
    /// NSAttributedString, right: NSAttributedString)`): Xcode compiles them with every file of
    /// the target, and a missing one is no name an error gives ("missing argument for parameter
    /// 'string'" where OpenFoodFacts' credits join attributed strings). Not the app's other
    /// targets'. Whether any was added.
    private mutating func addOperators(in project: ProjectFiles) -> Bool {
        let known = Set((files + helpers + leftOut).map(Self.absolute))
        let found = project.files(declaring: DeclaredNames.operatorFunction).map(Self.relative).filter {
            !known.contains(Self.absolute($0)) && !otherTargets.contains(Self.absolute($0))
        }
        for file in found {
            helpers.append(file)
            neededFor[file] = "the operators it declares"
        }
        return !found.isEmpty
    }

    /// Adds the project's files declaring the layouts and views the app's storyboards and nibs
    /// give the files' screens (a scene's collection view with a "Custom" layout class, a nib's
    /// table view of the app's subclass), and the views of the nibs the files register by name
    /// (`UINib(nibName: "NewsPlaceholderCollectionViewCell", bundle: nil)`): iOS makes them from
    /// the document, and nothing in the files names them. Whether any was added.
    private mutating func addSceneClasses(for sources: PreviewSources, in project: ProjectFiles) -> Bool {
        let identifiers = project.interfaceBuilderIdentifiers
        let registered = files.flatMap { file in
            let text = (try? String(contentsOfFile: Self.absolute(file), encoding: .utf8)) ?? ""
            return text.matches(of: Self.nibNamed).map { String($0.output.1) }
        }
        let named = Set(
            sources.controllerClasses.flatMap {
                identifiers.layouts[$0.name, default: []].union(identifiers.sceneViews[$0.name, default: []])
            } + registered.flatMap { identifiers.documentViews[$0, default: []] })
        return !named.isEmpty && addFiles(declaring: named, in: project)
    }
    nonisolated(unsafe) private static let nibNamed = /UINib\(\s*nibName:\s*"([^"\\]+)"/

    /// What a bigger app's delegate registers as its user defaults at launch (`LaunchDefaults`):
    /// a screen reads them as iOS has them, and its delegate is not launched here. Nil in a
    /// small app (its delegate is launched whole), a package, or where the files launch the app
    /// themselves.
    package private(set) var launchDefaults: LaunchDefaults?

    private func registeredDefaults(for sources: PreviewSources, in project: ProjectFiles) -> LaunchDefaults? {
        guard depth < Self.maximumRounds, !project.isPackage, sources.launchers.isEmpty,
            !sources.controllerClasses.isEmpty || !sources.previewBlocks.isEmpty,
            let file = Self.files(declaring: ":UIApplicationDelegate", in: project)
                .filter({ !otherTargets.contains(Self.absolute($0)) })
                .max(by: { nearness($0) < nearness($1) })
        else { return nil }
        return LaunchDefaults.registered(
            inFileAt: Self.absolute(file), shownAs: project.shownName(of: Self.relative(file)))
    }

    /// Adds the project's files extending the given files' own classes (`FeedViewController
    /// +TableView.swift`): Xcode compiles the whole target, and a screen's conformances and
    /// methods are often written there — which no compiler error names, since `self` is only
    /// "not a delegate" until that file is read. Whether any was added.
    private mutating func addExtensions(of sources: PreviewSources, in project: ProjectFiles) -> Bool {
        let given = Set(files.map(Self.absolute))
        let own = sources.classes.filter { given.contains(Self.absolute($0.file)) }.map(\.name)
        let known = Set((files + helpers + leftOut).map(Self.absolute))
        var added = false
        for name in own {
            for file in project.files(declaring: "+" + name).map(Self.relative)
            where !known.contains(Self.absolute(file)) && !otherTargets.contains(Self.absolute(file))
                && !helpers.contains(file)
            {
                helpers.append(file)
                neededFor[file] = "+" + name
                added = true
            }
        }
        return added
    }

    /// Adds, when a search read to any depth (a small project: `depth(for:)`) has nothing
    /// more to find, no name is missing, and it would leave code out, the project's files
    /// extending types it does not declare (`ProjectFiles.filesExtendingOthersTypes`): Xcode
    /// compiles them with every file of the target, and an error may name nothing of what the
    /// screen uses of them. Not the app's other targets' (its tests'). Whether any was added.
    private mutating func addExtensionsOfOthersTypes(in project: ProjectFiles) -> Bool {
        guard depth >= Self.maximumRounds else { return false }
        let known = Set((files + helpers + leftOut).map(Self.absolute))
        var added = false
        for (path, type) in project.filesExtendingOthersTypes {
            let file = Self.relative(path)
            guard !known.contains(Self.absolute(file)), !otherTargets.contains(Self.absolute(file)),
                !helpers.contains(file)
            else { continue }
            helpers.append(file)
            neededFor[file] = "+" + type
            added = true
        }
        return added
    }

    /// Whether `path` declares `name` where another file reaches it by that name: a type's at
    /// the file's top level. Other names (members, `Type.member`, `+Type`) are as indexed.
    private static func reaches(_ name: String, in path: String, of project: ProjectFiles) -> Bool {
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return true
        }
        return project.declaresAtTopLevel(name, in: path)
    }

    /// The project's files declaring `name` where another file reaches it by that name
    /// (`reaches`): a name only nested in the project's types (Open Food Facts' `typealias
    /// Object = NutritionLevel` inside a transform, beside RealmSwift's `Object` its models
    /// subclass) is no declaration of the name a file uses at its top level.
    private static func files(reaching name: String, in project: ProjectFiles) -> [String] {
        project.files(declaring: name).filter { reaches(name, in: $0, of: project) }
    }

    /// How far up a chain of the app's base classes the search reads.
    static let maximumBaseDepth = 4

    /// Whether to build again after `error`, with `helpers` changed; `took`: how long the
    /// round's build took.
    package mutating func next(after error: PreviewError, took: Duration = .zero) -> Bool {
        if took >= Self.slowRound || error.cutShort, slowest == nil {
            slowest = SlowRound(
                round: rounds + 1, seconds: Int(took.components.seconds), ended: error.cutShort ? true : nil)
        }
        rounds += 1
        guard rounds < Self.maximumRounds else { return false }
        // The same files again, at the tighter bound.
        if error.cutShort { return slowest != nil }
        let before = tally
        defer {
            let changes = zip(before, tally).compactMap { old, new -> String? in
                let added = new.count - old.count
                return added > 0 ? "\(added) \(new.noun)\(added == 1 ? "" : "s") \(new.done)" : nil
            }
            lastRound = changes.isEmpty ? nil : changes.joined(separator: ", ")
        }
        // Modules with the first files: a project file importing one compiles once its import is
        // stood in, and both in one round save a build of the whole set (seconds, in a big app).
        // A member standing in that Swift refuses fails every build: first.
        if standIns.refuse(memberTypes: error.gaps.refusedMemberTypes) { return true }
        let modulesStandIn = standIns.add(modules: error.gaps.modules)
        let overrides = standIns.add(protocolOverrides: error.gaps.protocolOverrides)
        if addFiles(after: error) || modulesStandIn || overrides { return true }
        if standIns.add(extended: error.unresolvedNames.intersection(extendedOnly)) { return true }
        if standInProjectNames(after: error) { return true }
        if standInObjectiveCNames(after: error) { return true }
        if standInWhatModulesWouldDeclare(after: error) { return true }
        // Only where the errors name nothing missing: a name not found is the reason given.
        if error.unresolvedNames.isEmpty, error.gaps.names.isEmpty, let project, addExtensionsOfOthersTypes(in: project)
        {
            return true
        }
        return leaveOutFailingCode(after: error)
    }

    /// Names the project declares only in files further than `depth` rounds from the given
    /// files stand in, each named. A name declared in a file tried and left out stands in too,
    /// in an app whose world is missing here (`StandIns.standForAMissingWorld`): there a file
    /// fails mostly for what is missing, and the screen is drawn with the file's reason said
    /// beside it.
    /// Elsewhere it does not: what needs it is left out in turn, and the compiler's reason
    /// stays next to the user's code — a mistake to fix, not a world to stand in for.
    private mutating func standInProjectNames(after error: PreviewError) -> Bool {
        guard let project else { return false }
        let tried = Set((files + helpers).map(Self.absolute))
        let left = Set(leftOut.map(Self.absolute))
        var beyond: Set<String> = []
        var inLeftOut: Set<String> = []
        for name in error.gaps.names {
            // A type read nested in another (a view's own `Constants`) is not the name not found.
            let declaring = Self.files(reaching: name, in: project).map(Self.absolute)
            guard !declaring.isEmpty, !declaring.contains(where: tried.contains) else { continue }
            if !declaring.contains(where: left.contains) {
                beyond.insert(name)
            } else if standIns.standForAMissingWorld {
                inLeftOut.insert(name)
            }
        }
        // Each as its declaration has it: a SwiftUI view, a cell, a protocol (`StandIns.Shape`).
        let shape = { (name: String) in StandIns.Shape.of(name, declaredBy: project.declaration(of:)) }
        let added = standIns.add(projectNames: Dictionary(uniqueKeysWithValues: beyond.map { ($0, shape($0)) }))
        return standIns.add(leftOutNames: Dictionary(uniqueKeysWithValues: inLeftOut.map { ($0, shape($0)) })) || added
    }

    /// Names, members and closures stand in only beside a module or a project's name standing
    /// in: that is where they come from; without one, a name not found is the user's to fix,
    /// and the compiler says so.
    /// Without one, a member not found may be a module's that another file of the app imports
    /// (`moduleMissingElsewhere`): members stand in for it, said with the file importing it.
    /// Names the app's Objective-C declares (`ProjectFiles.objectiveCDeclarations`) and no Swift
    /// file does stand in, each as its `@interface` has it: a Swift screen of a mixed app reaches
    /// them through the bridging header (iNaturalist's location search, `[ExploreLocation]()`),
    /// and the preview does not translate that code for it; unread, the name stayed the
    /// compiler's error, and the screen did not compile.
    private mutating func standInObjectiveCNames(after error: PreviewError) -> Bool {
        guard let project else { return false }
        let found = error.gaps.names.filter {
            project.files(declaring: $0).isEmpty && project.objectiveCDeclarations[$0] != nil
        }
        let declaration = { (name: String) in project.declaration(of: name) ?? project.objectiveCDeclarations[name] }
        return standIns.add(
            objectiveCNames: Dictionary(
                uniqueKeysWithValues: found.map { ($0, StandIns.Shape.of($0, declaredBy: declaration)) }))
    }

    private mutating func standInWhatModulesWouldDeclare(after error: PreviewError) -> Bool {
        guard
            standIns.standForAMissingWorld || !standIns.projectNames.isEmpty || !standIns.leftOutNames.isEmpty
                || !standIns.objectiveCNames.isEmpty
        else {
            guard !error.gaps.members.isEmpty, let elsewhere = moduleMissingElsewhere else { return false }
            return standIns.add(members: error.gaps.members, importedElsewhere: elsewhere)
        }
        // Types before values: a value not found may be a member of a class not found
        // (`contentView` in a subclass of a pod's cell), found once that class stands in.
        // UIKit's names (`UIEdgeInsetsMake`) are not the app's world while only Apple's
        // modules stand in: one Layoutty's UIKit lacks stays the compiler's error. Once a
        // module of the app's world stands in, a `UI…` name may be its (SwiftUIX's
        // `UIHostingView` left Habitica's gem shop out). An `NS…` name is, once any module
        // stands in: Apple's frameworks Linux has not (CoreData's `NSFetchRequest`) are modules
        // standing in. Nor the project's own: a name it declares stands in only through
        // `standInProjectNames` (beyond the search's reach, or in a file left out where a module
        // stands in); otherwise it stays the compiler's error.
        let othersModule = standIns.modules.contains { !AppleSDK.isApples(module: $0) }
        let names = error.gaps.names.filter { name in
            (!AppleSDK.isFrameworkType(name) || (name.hasPrefix("NS") && !standIns.modules.isEmpty)
                || (name.hasPrefix("UI") && othersModule))
                && (project.map { Self.files(reaching: name, in: $0).isEmpty } ?? true)
        }
        let types = names.filter { $0.first?.isUppercase == true }
        // Rewrites in place, independent of each other and of the names and members below: a
        // place's error is its own expression's, which a name declared elsewhere does not
        // change (where a name was missing, the compiler said that instead). In the same round
        // as those: a big app's screen took a compile of every file for each kind in turn.
        let typed = standIns.add(closureParameters: error.gaps.closureParameters)
        let implicit = standIns.add(implicitMembers: error.gaps.implicitMembers)
        let converted = standIns.add(conversions: error.gaps.conversions)
        let assigned = standIns.add(assignedNames: error.gaps.assignedConstants)
        let rewritten =
            standIns.add(implicitSelf: error.gaps.implicitSelf) || typed || implicit || converted || assigned
        // Names before members: `cell.delegate` on a subclass of a pod's cell resolves once the
        // pod's class stands in (it answers any member); stood in first as a member, its type
        // would be a stand-in's, and `= self` would not compile. A member of Apple's class
        // (`snp` on `UIView`) waits for no name: it stands in with them.
        if standIns.add(names: types.isEmpty ? names : types) {
            _ = standIns.add(members: error.gaps.members.filter { AppleSDK.isFrameworkType($0.type) })
            return true
        }
        return standIns.add(members: error.gaps.members) || rewritten
    }

    /// Adds the project's files for the names not found, for `depth` rounds — and for the
    /// types the given files name that a message quotes (`value of type 'any Collection' has no
    /// member 'identifier'`): found, but not the project's own, which on iOS comes first (a
    /// project's `Collection` shadows the standard library's, so no error says it is missing).
    private mutating func addFiles(after error: PreviewError) -> Bool {
        // A type's extensions (`+Type`) only for the project's own types: a mismatched `String`
        // is no conformance written elsewhere. But a conformance to one of the project's
        // protocols (`+URLSession:URLSessionProtocol`) is written nowhere else.
        let names = error.unresolvedNames.filter {
            !$0.hasPrefix("+") || $0.contains(":")
                || !(project?.files(declaring: String($0.dropFirst())).isEmpty ?? true)
        }
        .union(error.gaps.quotedTypes.intersection(typesNamed))
        guard let project else { return false }
        if roundsAddingFiles < depth,
            addFiles(declaring: names, in: project, limit: Self.filesPerRound * depth - helpers.count)
        {
            roundsAddingFiles += 1
            return true
        }
        // What Xcode generates (asset symbols, Core Data's classes) is found past the search's
        // bounds: declarations only, quick to compile, and without them the file using them is
        // left out — DuckDuckGo's tab cell, for its `.logo` image, after 40 files had been added.
        // So is a name declared in an extension of a type the build has: it completes that type
        // (Pocket Casts' `extension L10n { static func localizedFormat … }` beside SwiftGen's
        // `L10n`; stood in, every string of the app was empty). So is a small file of helpers
        // on Apple's types (`ProjectFiles.isSmallHelper`).
        let built = Set((files + helpers).map(Self.absolute))
        let completesABuiltType = { (path: String) in
            project.typesExtended(in: path).contains { type in
                project.files(declaring: type).contains { built.contains(Self.absolute($0)) }
            }
        }
        let past = addFiles(declaring: names, in: project) {
            project.isGenerated($0) || completesABuiltType($0) || project.isSmallHelper($0)
        }
        // So is a small file declaring a type alias the files use: a stand-in is no generic, and
        // a function taking a generic alias's stand-in (`OBAListViewAction<ViewModel>`, of
        // `typealias OBAListViewAction<Item> = (Item) -> Void`) no longer used its parameter —
        // OneBusAway's list items did not compile.
        let aliases = names.filter { project.declaration(of: $0)?.keyword == "typealias" }
        let declaresAnAlias = { (path: String) in aliases.contains { project.declaresAtTopLevel($0, in: path) } }
        return addFiles(declaring: aliases, in: project) { project.isSmall($0) && declaresAnAlias($0) } || past
    }

    /// Adds the project's file declaring each name, unless the build has it or left it out —
    /// at most `limit` files, the nearest to the given file first, of those `only` accepts;
    /// whether any was added.
    private mutating func addFiles(
        declaring names: Set<String>, in project: ProjectFiles, limit: Int = .max,
        only accepted: (String) -> Bool = { _ in true }
    ) -> Bool {
        let known = Set((files + helpers + leftOut).map(Self.absolute))
        var found: [(file: String, name: String)] = []
        for name in names.sorted() {
            // One file per name (two declaring it would clash): the nearest to the given file.
            let candidates = Self.files(declaring: name, in: project).filter {
                !known.contains(Self.absolute($0)) && !otherTargets.contains(Self.absolute($0)) && accepted($0)
            }
            // A file declaring it at its top level before one nesting a type of that name.
            let ranked = candidates.map { (file: $0, reaches: Self.reaches(name, in: $0, of: project)) }
            guard
                let file = ranked.max(by: {
                    ($0.reaches ? 1 : 0, nearness($0.file)) < ($1.reaches ? 1 : 0, nearness($1.file))
                })
                .map({ Self.relative($0.file) }),
                !found.contains(where: { $0.file == file })
            else {
                continue
            }
            found.append((file, name))
        }
        // The types the given files name first (ello's category screen names its `Category`
        // model, in a folder far from the screen's: the share went to nearer files its cells
        // needed, and the screen's own lines failed on the stand-in); then the nearest; of
        // files as near, the first name's first.
        let kept = found.enumerated().sorted { a, b in
            let (named, other) = (typesNamed.contains(a.element.name), typesNamed.contains(b.element.name))
            if named != other { return named }
            let (x, y) = (nearness(a.element.file), nearness(b.element.file))
            return x != y ? x > y : a.offset < b.offset
        }.prefix(max(limit, 0)).map(\.offset)
        for index in kept.sorted() {
            helpers.append(found[index].file)
            neededFor[found[index].file] = found[index].name
        }
        // A name stood in while its file was out of the search's share (the share frees up as
        // files are left out) is its file's now: ello's screens had both, and every file using
        // them was left out as "ambiguous for type lookup".
        let added = kept.map { found[$0].file }
        standIns.dropNames { name in added.contains { project.declaresAtTopLevel(name, in: $0) } }
        return !kept.isEmpty
    }

    /// The files declaring `name`; for a type's static member (`LetterCell.identifier`) none
    /// declares as such, those whose extension adds it to every type inheriting it (`extension
    /// UICollectionReusableView { static var identifier }`, or a protocol's extension): which
    /// of the type's bases or protocols it extends, the files alone do not say.
    private static func files(declaring name: String, in project: ProjectFiles) -> [String] {
        let files = project.files(declaring: name)
        guard files.isEmpty, !name.hasPrefix(":"), let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            return files
        }
        return project.files(declaring: String(name[dot...]))
    }

    /// Leaves out what does not compile here of the added files: the statements or bodies
    /// the errors are in (`LeftOutCode`), else — an error in a declaration itself — the file.
    /// Of the given files, the statements that fail only for what stands in.
    private mutating func leaveOutFailingCode(after error: PreviewError) -> Bool {
        var failing: [String] = []
        var cut = false
        for file in helpers where error.filesWithErrors[file] != nil {
            // Nothing new to cut (the errors are where pieces already went): the file goes.
            if let pieces = LeftOutCode.cutting(
                error.errors.filter { $0.key.path == file }, from: file, besides: standIns.leftOutCode),
                standIns.add(leftOutCode: pieces)
            {
                cut = true
            } else {
                failing.append(file)
            }
        }
        // Of the given files, only what stands in made fail: the rest is the user's to read.
        for file in files where error.filesWithErrors[file] != nil {
            let errors = error.errors.filter { $0.key.path == file }
            // In an extension of a type that stands in (its file left out), nothing it calls on
            // `self` is there: DuckDuckGo's tabs bar extends the app's main controller.
            let extended = LeftOutCode.extendedTypes(at: errors.keys, in: file)
            if errors.allSatisfy({ isStandInsDoing($0.value) || extended[$0.key].map(standIns.standsIn) == true }),
                let pieces = LeftOutCode.cutting(errors, from: file, besides: standIns.leftOutCode),
                standIns.add(leftOutCode: pieces)
            {
                cut = true
            }
        }
        guard !failing.isEmpty else { return cut }
        standIns.dropLeftOutCode(in: Set(failing))
        leftOut += failing
        for file in failing { reasons[file] = error.filesWithErrors[file] }
        helpers.removeAll { failing.contains($0) }
        // A member stood in on a type only those files declared would extend a type no longer
        // there (`extension AppDelegate { var play … }`: "cannot find type 'AppDelegate'"), and
        // so would one on a type nested in it (`ConfettiView.ParticleEmitterLayer`).
        if let project {
            let kept = Set((files + helpers).map(Self.absolute))
            standIns.dropMembers { type in
                let outermost = String(type.prefix { $0 != "." })
                let declaring = project.files(declaring: outermost).map(Self.absolute)
                return !declaring.isEmpty && !declaring.contains(where: kept.contains)
            }
        }
        return true
    }

    /// Whether an error is what standing in did, not the user's code: a stand-in where a type
    /// is needed (`cannot convert value of type '_LayouttyStandIn'`), an expression using
    /// stand-ins given up on at the type checker's bound, or — where a module stands in — any
    /// error but a name not found (a typo): there the solver's message about a closure passed
    /// what stands in names the wrong thing (Aidoku's `undoManager.registerUndo { … }`, said to be
    /// optional, failed for a stood-in tuple inside the closure).
    private func isStandInsDoing(_ message: String) -> Bool {
        message.contains("_LayouttyStandIn")
            || (standIns.declaresAny && message.hasPrefix("the compiler is unable to type-check this expression"))
            || (standIns.standForAMissingWorld && !message.hasPrefix("cannot find"))
    }

    /// What a search ended with, kept for the next build of the same files (a save): it starts
    /// from there, one compile instead of one a round.
    private struct Found: Codable {
        var helpers, leftOut: [String]
        var standIns: StandIns
        var neededFor, reasons: [String: String]
        var slowest: SlowRound?
        /// The text of each file holding places something stands in at (`PreviewPackage.digest`).
        var digests: [String: String]?
    }

    /// The digest of `path`'s text now; nil when it cannot be read.
    private static func digest(of path: String) -> String? {
        (try? String(contentsOfFile: absolute(path), encoding: .utf8)).map(PreviewPackage.digest)
    }

    /// Starts from what the last search of these files found (`remember(at:)`), its files
    /// that no longer exist dropped; nothing when there is none, or it cannot be read.
    package mutating func resume(from memory: URL) {
        guard project != nil, let data = try? Data(contentsOf: memory),
            let found = try? JSONDecoder().decode(Found.self, from: data)
        else { return }
        let exists = { FileManager.default.fileExists(atPath: Self.absolute($0)) }
        // The base classes read before (`addBaseClasses`) stay, whatever the memory holds.
        helpers += found.helpers.filter { exists($0) && !helpers.contains($0) }
        leftOut = found.leftOut.filter(exists)
        standIns = found.standIns
        // Places in a file changed since (a save of the screen) are not the places of its errors
        // now: found again, a round later, where they are.
        standIns.dropPlaces(in: standIns.placedFiles.filter { found.digests?[$0] != Self.digest(of: $0) })
        neededFor.merge(found.neededFor) { current, _ in current }
        reasons = found.reasons
        slowest = found.slowest
    }

    /// Keeps what this search found for the next build of the same files (temp file + rename;
    /// a search that found nothing leaves no file).
    package func remember(at memory: URL) {
        let found = Found(
            helpers: helpers, leftOut: leftOut, standIns: standIns, neededFor: neededFor, reasons: reasons,
            slowest: slowest,
            digests: Dictionary(
                uniqueKeysWithValues: standIns.placedFiles.compactMap { path in
                    Self.digest(of: path).map { (path, $0) }
                }))
        guard project != nil else { return }
        guard !(helpers.isEmpty && standIns == StandIns() && leftOut.isEmpty) else {
            try? FileManager.default.removeItem(at: memory)
            return
        }
        try? FileManager.default.createDirectory(
            at: memory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(found).write(to: memory, options: .atomic)
    }

    /// The failure, with a line for each project file left out and each kind of stand-in: an
    /// error naming `_LayouttyStandIn` is read beside what stood in.
    package func explained(_ error: PreviewError) -> PreviewError {
        let lines = leftOutLines + standIns.notes + (boundLine.map { [$0] } ?? [])
        guard !lines.isEmpty else { return error }
        var explained = error
        explained.details = (error.details.map { $0 + "\n" } ?? "") + lines.joined(separator: "\n")
        return explained
    }

    /// What the project added and left out, and the stand-ins, one line each.
    package var notes: [String] {
        helpers.map {
            "added \(project?.shownName(of: $0) ?? $0) from the project, for \(Self.reason(neededFor[$0]))"
        } + (launchDefaults.map { [$0.note] } ?? []) + leftOutLines
            + standIns.notes + (boundLine.map { [$0] } ?? [])
    }

    /// Why an expression may have been given up on sooner than in a small app.
    private var boundLine: String? {
        slowest.map {
            "round \($0.round) of the search took \($0.seconds) s\($0.ended == true ? " and was ended there" : ""): "
                + "the type checker gives up on an expression using "
                + "stand-ins after \(solverScopes) steps (was \(PreviewKit.boundedSolverScopes)), so the app's slowest "
                + "code is left out rather than waited for"
        }
    }

    private var leftOutLines: [String] {
        leftOut.map {
            "left out \(project?.shownName(of: $0) ?? $0), needed for \(Self.reason(neededFor[$0])): "
                + (reasons[$0] ?? "it does not compile here")
        }
    }

    /// What a file was added for, said: a name, a type's extension (`+Type`) or conformance
    /// (`+Type:Protocol`).
    private static func reason(_ name: String?) -> String {
        guard let name else { return "a name the files use" }
        guard name.hasPrefix("+") else { return name }
        let parts = name.dropFirst().split(separator: ":")
        return parts.count == 2 ? "\(parts[0])'s conformance to \(parts[1])" : "its extension of \(name.dropFirst())"
    }

    /// How many leading path components `path` shares with the first given file's.
    private func nearness(_ path: String) -> Int {
        let given = URL(fileURLWithPath: Self.absolute(files.first ?? "")).pathComponents
        return zip(given, URL(fileURLWithPath: Self.absolute(path)).pathComponents).prefix { $0 == $1 }.count
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// `path` from the current folder when it is inside it, as the user would type it.
    package static func relative(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
