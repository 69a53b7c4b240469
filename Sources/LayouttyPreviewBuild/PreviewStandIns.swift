import Foundation
import LayouttyKit
import LayouttyObjC

// A screen whose initializers all take the app's values (a view model, a loader, a style) and
// that no `#Preview` block makes is made with stand-in values, as a test would make it: the
// neutral value of each type, or one the files make. The preview says which, on one line.

extension PreviewSources {
    /// `Name(label: value, …)`: the first initializer the class declares (fewest arguments
    /// first, those that cannot fail before those that can) whose every argument without a
    /// default has a stand-in; nil when none has.
    func madeWithStandIns(_ declaration: ClassDeclaration, declaredElsewhere: DeclaredElsewhere) -> String? {
        made(declaration, scope: declaration.name, declaredElsewhere: declaredElsewhere, depth: 0)
    }

    /// `Name(label: value, …)` as the app's own code makes the screen (`PresenterCall`), in a
    /// file of the project calling it, with where that is; an argument reaching into the
    /// presenter is the stand-in value of its parameter. Nil when no call is found, or an
    /// argument has neither.
    func madeAsPresented(_ declaration: ClassDeclaration, declaredElsewhere: DeclaredElsewhere)
        -> (expression: String, place: String)?
    {
        let files = declaredElsewhere(declaration.name + "(").filter { path in !self.files.contains { $0.path == path }
        }
        guard let call = PresenterCall.first(making: declaration.name, with: declaration.initializers, in: files),
            let parameters = declaration.initializers.first(where: { PresenterCall.labels(call.labels, fit: $0) })
        else { return nil }
        var given = parameters[...]
        var arguments: [String] = []
        for (label, argument) in zip(call.labels, call.arguments) {
            while let next = given.first, next.label != label { given.removeFirst() }
            guard let parameter = given.popFirst(),
                let value = argument
                    ?? value(
                        of: parameter.type, scope: declaration.name, declaredElsewhere: declaredElsewhere, depth: 0)
            else { return nil }
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        let index = declaration.initializers.firstIndex(of: parameters)
        let initializer = (
            parameters: parameters, fails: index.map(declaration.failable.contains) ?? false,
            throws: index.map(declaration.throwing.contains) ?? false
        )
        return (Self.call(declaration.name, initializer, arguments), call.place)
    }

    /// How the app makes the screen through one of its class's own static functions
    /// (`ClassDeclaration.factories`: fumiyasac's `CategoryViewController.make(with: (title:
    /// "…", layoutPattern: MosaicCollectionViewLayoutPattern.first.getLayoutPattern()))`, which
    /// sets the private layout its `viewDidLoad` reads; made by the storyboard's initializer the
    /// preview trapped there), as a call of the project writes it, every argument standing
    /// alone. The screen is what the call returns, or the view controller in it (a tuple of a
    /// title and the screen), found as the program runs (`_layouttyController(in:)`).
    func madeByFactory(_ declaration: ClassDeclaration, declaredElsewhere: DeclaredElsewhere)
        -> (expression: String, place: String)?
    {
        for factory in declaration.factories {
            let files = declaredElsewhere(factory.name + "(").filter { path in
                !self.files.contains { $0.path == path }
            }
            guard
                let call = PresenterCall.first(
                    making: declaration.name, with: [factory.parameters], through: factory.name, in: files),
                !call.arguments.contains(nil)
            else { continue }
            let arguments = zip(call.labels, call.arguments.compactMap { $0 }).map { $0 == "_" ? $1 : "\($0): \($1)" }
            let made = "\(declaration.name).\(factory.name)(\(arguments.joined(separator: ", ")))"
            return ("_layouttyController(in: \(made))", call.place)
        }
        return nil
    }

    /// What the screen's presenter would set before it loads, each property of `presenterSet`
    /// (the class's and its ancestors' in the files, nearest first) that has a stand-in value,
    /// with its value. A property with no stand-in is left nil. Where a value takes one of the
    /// protocols the screen conforms to, it is given the screen (`screen`, as the generated
    /// code names it), as its presenter does (`FavoritesViewModel(delegate: controller, …)`):
    /// a stub held weakly (`weak var delegate: FavoritesDelegate!`) was gone at once, and the
    /// model trapped at its first call to it.
    func presenterValues(of declaration: ClassDeclaration, declaredElsewhere: DeclaredElsewhere)
        -> [(property: PresenterSet, value: String)]
    {
        var seen: Set<String> = []
        let chain = ancestry(of: declaration)
        let names = Set(chain.map(\.name))
        let adopted = conformers.filter { !names.isDisjoint(with: $0.value) }.keys
        return chain.flatMap { ancestor in
            ancestor.presenterSet.compactMap { property in
                guard seen.insert(property.name).inserted,
                    let value = value(
                        of: property.type, scope: ancestor.name, declaredElsewhere: declaredElsewhere, depth: 0)
                else { return nil }
                return (property, adopted.reduce(value) { $0.replacing(ProtocolStub.value(of: $1), with: "screen") })
            }
        }
    }

    /// What the screen's presenter would call before it loads (`ClassDeclaration.configurers`,
    /// the class's and its superclasses'): each as `name(label: value, …)`, every argument made
    /// with stand-ins — an optional one of its wrapped type where that can be made, as the
    /// presenter hands a real one — and those some argument of cannot be made left out.
    func configuringCalls(of declaration: ClassDeclaration, declaredElsewhere: DeclaredElsewhere) -> [String] {
        ancestry(of: declaration).flatMap { ancestor in
            ancestor.configurers.compactMap { method in
                var arguments: [String] = []
                for parameter in method.parameters where !parameter.hasDefault {
                    let optional = parameter.type.hasSuffix("?")
                    let type = optional ? String(parameter.type.dropLast()) : parameter.type
                    let made = value(of: type, scope: ancestor.name, declaredElsewhere: declaredElsewhere, depth: 0)
                    guard let value = made ?? (optional ? "nil" : nil) else { return nil }
                    arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
                }
                return "\(method.name)(\(arguments.joined(separator: ", ")))"
            }
        }
    }

    /// An initializer as a stand-in calls it: its parameters, and whether it may fail or throw.
    private typealias Initializer = (parameters: [Parameter], fails: Bool, throws: Bool)

    /// `name(arguments)` through `initializer`: `try!` before one that throws, `!` after one
    /// that may fail.
    private static func call(_ name: String, _ initializer: Initializer, _ arguments: [String]) -> String {
        (initializer.throws ? "try! " : "") + "\(name)(\(arguments.joined(separator: ", ")))"
            + (initializer.fails ? "!" : "")
    }

    private func made(
        _ declaration: ClassDeclaration, scope: String, declaredElsewhere: DeclaredElsewhere, depth: Int
    ) -> String? {
        made(
            declaration.name, with: initializers(of: declaration, declaredElsewhere: declaredElsewhere), scope: scope,
            declaredElsewhere: declaredElsewhere, depth: depth)
    }

    /// The initializers a class is made with: its own, else — declaring none, as Swift gives a
    /// subclass its superclass's — its nearest ancestor's among the files', each generic
    /// parameter the argument its subclass gives it (`BaseViewController<SettingsViewModel>`'s
    /// `init(viewModel: T)` makes a `SettingsViewController` of a `SettingsViewModel`; before,
    /// such a screen had no initializer, and "no layout found").
    private func initializers(of declaration: ClassDeclaration, declaredElsewhere: DeclaredElsewhere)
        -> [Initializer]
    {
        let chain = ancestry(of: declaration)
        let owner = chain.firstIndex { !$0.initializers.isEmpty } ?? chain.count - 1
        var substitutions: [String: String] = [:]
        for (subclass, base) in zip(chain, chain.dropFirst()).prefix(owner) {
            let given = (Self.genericArguments(of: AppleSDK.unqualified(subclass.superclass))?.arguments ?? []).map {
                substituted($0, substitutions, declaredElsewhere: declaredElsewhere)
            }
            substitutions = Dictionary(zip(base.genericParameters, given)) { first, _ in first }
        }
        return initializers(of: chain[owner], substituting: substitutions, declaredElsewhere: declaredElsewhere)
    }

    /// `declaration`'s initializers, its generic parameters written as `substitutions` says.
    private func initializers(
        of declaration: ClassDeclaration, substituting substitutions: [String: String],
        declaredElsewhere: DeclaredElsewhere
    ) -> [Initializer] {
        declaration.initializers.indices.map { index in
            let parameters = declaration.initializers[index].map { parameter in
                var parameter = parameter
                parameter.type = substituted(parameter.type, substitutions, declaredElsewhere: declaredElsewhere)
                return parameter
            }
            return (
                parameters: parameters, fails: declaration.failable.contains(index),
                throws: declaration.throwing.contains(index)
            )
        }
    }

    /// `type` with each generic parameter of `substitutions` its argument (`T.Item` the argument's
    /// `Item`, `member(_:of:declaredElsewhere:)`).
    private func substituted(_ type: String, _ substitutions: [String: String], declaredElsewhere: DeclaredElsewhere)
        -> String
    {
        guard !substitutions.isEmpty else { return type }
        return type.replacing(/\b([A-Z]\w*)(?:\.(\w+))?\b/) { match in
            guard let argument = substitutions[String(match.output.1)] else { return String(match.output.0) }
            return match.output.2.map { member(String($0), of: argument, declaredElsewhere: declaredElsewhere) }
                ?? argument
        }
    }

    /// `name(label: value, …)` through the first of `initializers` (fewest values first) whose
    /// every argument without a default has a stand-in (`value(of:)`); a failable one is
    /// called with `!` (a storyboard screen's `init?(coder:store:)` does not fail).
    private func made(
        _ name: String, with initializers: [Initializer], scope: String, declaredElsewhere: DeclaredElsewhere,
        depth: Int
    ) -> String? {
        func needed(_ initializer: Initializer) -> Int { initializer.parameters.filter { !$0.hasDefault }.count }
        // One that cannot fail or throw first: it makes the value whatever the stand-ins are.
        func risky(_ initializer: Initializer) -> Int { initializer.fails || initializer.throws ? 1 : 0 }
        let ordered = initializers.sorted { (risky($0), needed($0)) < (risky($1), needed($1)) }
        for initializer in ordered {
            var arguments: [String] = []
            for parameter in initializer.parameters where !parameter.hasDefault {
                guard
                    let value = value(
                        of: parameter.type, scope: scope, declaredElsewhere: declaredElsewhere, depth: depth)
                else { break }
                arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
            }
            if arguments.count == needed(initializer) {
                return Self.call(name, initializer, arguments)
            }
        }
        return nil
    }

    /// What a body of the files left out answers, of `type` as its signature writes it: the
    /// type's neutral value, else one of the files' types made with stand-ins (Siskin's
    /// `avatarPublisher(for:)` answers the app's `Avatar`, which nothing can make at run time:
    /// the screen stopped). Not a stub (the copy declares those only for the screen's maker),
    /// nor a module's stand-in (`_layouttyLeftOut` makes that). Nil where neither is.
    func leftOutValue(of type: String) -> String? {
        if let neutral = standIn(for: type) { return neutral }
        let made = value(of: type, scope: "", declaredElsewhere: { _ in [] }, depth: 0)
        guard let made, made != "_LayouttyStandIn()", !made.contains(ProtocolStub.name(of: "")) else { return nil }
        return made
    }

    /// How deep stand-in values made of the app's types go: an app's view model is commonly made
    /// over a cache over a data service over a store over its settings (CloudFeed's favourites,
    /// five deep), and a property of a screen its presenter sets that cannot be made is left
    /// nil, which the screen's first use of it traps on. The depth ends cycles (a type made from
    /// itself).
    static let madeDepth = 6

    /// A stand-in value of `type`, written in `scope` (a type nested there is the scope's):
    /// a neutral one (`standIn(for:)`); one of the files' structs or classes made with stand-ins,
    /// or the project's, `madeDepth` levels deep at most; else, for a type neither the files nor
    /// the project declares — a module's, which the build stands in (`StandIns`) — `_LayouttyStandIn()`.
    private func value(of written: String, scope: String, declaredElsewhere: DeclaredElsewhere, depth: Int)
        -> String?
    {
        let type = resolved(Self.withoutOwnership(written), in: scope)
        if let neutral = standIn(for: type) { return neutral }
        guard depth < Self.madeDepth else { return nil }
        if let generic = madeGeneric(type, declaredElsewhere: declaredElsewhere, depth: depth) { return generic }
        if let initializers = structInitializers[type] {
            let all = initializers.map { (parameters: $0, fails: false, throws: false) }
            return made(type, with: all, scope: type, declaredElsewhere: declaredElsewhere, depth: depth + 1)
        }
        if let declaration = classes.first(where: { $0.name == type && !$0.isGeneric }) {
            return made(declaration, scope: type, declaredElsewhere: declaredElsewhere, depth: depth + 1)
        }
        // A module's generic type (`Results<Save>`) stands in whatever its arguments.
        let base = String(type.prefix { $0 != "<" })
        if isNamedThroughAModule(base) { return "_LayouttyStandIn()" }
        let name = AppleSDK.unqualified(base)
        let elsewhere = declaredElsewhere(name)
        if elsewhere.isEmpty && !declares(base) && !protocols.contains(base) && compositions[base] == nil
            && isModulesType(name)
        {
            return "_LayouttyStandIn()"
        }
        return standIn(for: type, in: elsewhere, declaredElsewhere: declaredElsewhere, depth: depth)
            ?? (protocols.contains(type) || compositions[type] != nil
                ? madeConformer(of: type, declaredElsewhere: declaredElsewhere, depth: depth)
                    ?? ProtocolStub.value(of: type) : nil)
    }

    /// One of the app's own types conforming to the protocol, made with stand-ins, before a stub:
    /// the app's code answers what a stub cannot (Cryptomator's keep-unlocked screen indexes its
    /// view model's `sections`, which a stub answers empty, and trapped). Not a view controller
    /// (a delegate is the screen itself, which its presenter gives), nor one the generated
    /// program cannot name or whose presenter sets it up; nil where none can be made.
    private func madeConformer(of type: String, declaredElsewhere: DeclaredElsewhere, depth: Int) -> String? {
        guard depth < Self.madeDepth, !prefersStubs else { return nil }
        let controllers = Set(controllerClasses.map(\.name))
        for name in conformers[type] ?? [] where !controllers.contains(name) && !awaitsItsPresenter(name) {
            if let declaration = classes.first(where: { $0.name == name }) {
                guard !declaration.isGeneric, !declaration.isHidden,
                    let made = made(declaration, scope: name, declaredElsewhere: declaredElsewhere, depth: depth + 1)
                else { continue }
                return made
            }
            if let initializers = structInitializers[name],
                let made = made(
                    name, with: initializers.map { (parameters: $0, fails: false, throws: false) }, scope: name,
                    declaredElsewhere: declaredElsewhere, depth: depth + 1)
            {
                return made
            }
        }
        return nil
    }

    /// `ViewModel<CollectionsActionHandler>`: one of the files' generic classes, made with its
    /// arguments in its parameters' places — `Handler.State` is what the argument names so
    /// (`typealias State = CollectionsState` in the handler) — as Zotero's screens take a view
    /// model generic over its handler. Nil for a type that is not one.
    private func madeGeneric(_ type: String, declaredElsewhere: DeclaredElsewhere, depth: Int) -> String? {
        guard let (name, arguments) = Self.genericArguments(of: type),
            let declaration = classes.first(where: { $0.name == name && $0.isGeneric })
        else { return nil }
        guard arguments.count == declaration.genericParameters.count else { return nil }
        let substitutions = Dictionary(zip(declaration.genericParameters, arguments)) { first, _ in first }
        let initializers = initializers(
            of: declaration, substituting: substitutions, declaredElsewhere: declaredElsewhere)
        return made(
            type, with: initializers, scope: declaration.name, declaredElsewhere: declaredElsewhere, depth: depth + 1)
    }

    /// `Argument.Member` as the argument names it: its alias of that name (read from its file when
    /// another file declares it), else as written.
    private func member(_ name: String, of argument: String, declaredElsewhere: DeclaredElsewhere) -> String {
        let qualified = argument + "." + name
        if let named = aliases[qualified] { return named }
        let files = declaredElsewhere(argument).filter { path in !self.files.contains { $0.path == path } }
        guard !files.isEmpty, let elsewhere = try? PreviewSources(files: [], helpers: files) else { return qualified }
        return elsewhere.aliases[qualified] ?? qualified
    }

    /// `Base<A, B<C>>` as `Base` and `["A", "B<C>"]`; nil for a type without arguments.
    private static func genericArguments(of type: String) -> (name: Substring, arguments: [String])? {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
        return (type[..<open], topLevelParts(of: type[type.index(after: open)..<type.index(before: type.endIndex)]))
    }

    /// `A, B<C, D>` as `["A", "B<C, D>"]`: split at the commas outside any brackets.
    private static func topLevelParts(of text: Substring) -> [String] {
        var parts: [String] = []
        var (depth, current) = (0, "")
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return parts + [current.trimmingCharacters(in: .whitespaces)]
    }

    /// `DisplayCategory` written inside `Selector` (or its extension) is `Selector.DisplayCategory`
    /// when the files declare that; an alias is the type it names, written in its own scope
    /// (`typealias Usage = HomeViewController.Usage` in the screen's class).
    private func resolved(_ type: String, in scope: String, aliasesFollowed: Int = 0) -> String {
        let nested = scope + "." + type
        if aliasesFollowed < 8,
            let (alias, named) = [nested, type].lazy.compactMap({ name in
                self.aliases[name].map { (name, $0) }
            }).first
        {
            let aliasScope = alias.split(separator: ".").dropLast().joined(separator: ".")
            return resolved(named, in: aliasScope, aliasesFollowed: aliasesFollowed + 1)
        }
        return declares(nested) || structInitializers[nested] != nil ? nested : type
    }

    /// Whether a type nothing here declares is a module's: not Apple's (UIKit's, Foundation's
    /// or a framework Layoutty builds — prefixed `CL`, `AV` …) nor the standard library's, and
    /// not a generic parameter or a compound type.
    private func isModulesType(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return false }
        let capitals = name.prefix { $0.isUppercase }
        let prefixed = capitals.count >= 3 && Self.applePrefixes.contains(String(capitals.prefix(2)))
        return !AppleSDK.isFrameworkType(name) && !prefixed && !Self.standardTypes.contains(name)
            && !structsNeedingArguments.contains(name)
    }

    /// Whether `type` is named through a module the files import that is not Apple's
    /// (`AidokuRunner.Source`): the module's type, which the build stands in when it cannot build
    /// the module — not a type of the same name the app declares (Aidoku has its own `Source`).
    private func isNamedThroughAModule(_ type: String) -> Bool {
        guard let dot = type.firstIndex(of: ".") else { return false }
        let module = String(type[..<dot])
        return imports.contains(module) && !declares(module) && !AppleSDK.modules.contains(module)
    }

    private static let applePrefixes = Set(AppleSDK.frameworksOfPrefix.keys)

    /// The standard library's and Foundation's types a stand-in is not: a parameter of one has
    /// no neutral value here (`Result`), and is not the app's world.
    private static let standardTypes: Set<String> = [
        "Result", "Error", "Never", "DateInterval", "Measurement", "URLRequest", "Task", "Regex", "Duration", "Self"
    ]

    /// `inout`, `some`, `any`, `__owned` and attributes taken off a written type.
    private static func withoutOwnership(_ written: String) -> String {
        var type = written.trimmingCharacters(in: .whitespaces)
        // `@escaping CoreDataManagerCompletion`: the alias is resolved once its attribute is off.
        while type.hasPrefix("@"), let space = type.firstIndex(of: " ") {
            type = String(type[space...].drop { $0 == " " })
        }
        for prefix in ["some ", "any ", "inout ", "__owned ", "borrowing ", "consuming "] where type.hasPrefix(prefix) {
            type = String(type.dropFirst(prefix.count))
        }
        return type
    }

    /// A value of `type` as written, that says nothing of the app: zero, empty, nil, false, the
    /// first case of one of the files' enums, a singleton's own instance (`Store.shared`), a type
    /// of the files that `Type()` makes (one that conforms, for a protocol, unless stubs are
    /// preferred), or one of UIKit's plain values.
    /// The type of a conversion that binds nothing where a stand-in was bound
    /// (`ConversionGap`): written `Optional<_LayouttyStandIn>.none`.
    package static let noStandIn = "Optional<_LayouttyStandIn>"

    func standIn(for written: String) -> String? {
        if written == Self.noStandIn { return "\(written).none" }
        let type = Self.withoutOwnership(written)
        // A closure first: `(Item) -> UIViewController?` ends as an optional does.
        if let closure = closureStandIn(type) { return closure }
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if type.hasPrefix("[") { return Self.isDictionary(type) ? "[:]" : "[]" }
        if type.hasPrefix("Set<") { return "[]" }
        if let plain = Self.plainStandIns[AppleSDK.unqualified(type)] { return plain }
        if let shared = classes.first(where: { $0.name == type })?.sharedInstance { return "\(type).\(shared)" }
        if makesItself(type) { return "\(type)()" }
        if let first = enumFirstCases[type] { return "\(type).\(first)" }
        // Not a conformer the generated program cannot name (TBA's `private class FirebaseReporter`).
        if !prefersStubs,
            let conformer = conformers[type]?.first(where: { name in
                makesItself(name) && !awaitsItsPresenter(name) && classes.first { $0.name == name }?.isHidden != true
            })
        {
            return "\(conformer)()"
        }
        return nil
    }

    /// What a conversion writes where a stand-in was given for `written` (`ConversionGap`): the
    /// type's empty value (`standIn(for:)`), but a view or controller of the files asked for as
    /// an optional is one, made as UIKit makes it (`_layouttyPresent`: from its own xib, else
    /// its coder). On iOS the module the stand-in is for answered one, and nil trapped where
    /// the app goes on: AltStore's `prototypeCell = NewsCollectionViewCell.instantiate(with: nib)`
    /// (a helper of a framework not built here), its next line reading the cell.
    func conversionValue(for written: String) -> String? {
        let type = Self.withoutOwnership(written)
        guard type.hasSuffix("?") || type.hasSuffix("!") else { return standIn(for: written) }
        let wrapped = String(type.dropLast())
        guard let declaration = classes.first(where: { $0.name == wrapped && !$0.isGeneric && !$0.isHidden }),
            inheritsCoderInit(declaration, from: Self.isUIKitViewOrController)
        else { return standIn(for: written) }
        return "_layouttyPresent(nil as \(wrapped)?)"
    }

    /// Whether UIKit's class `name` is a view or a view controller (its classes as the
    /// Objective-C prelude names them).
    private static func isUIKitViewOrController(_ name: String) -> Bool {
        var current: String? = name
        while let name = current, name != "UIView", name != "UIViewController" {
            current = UIKitClasses.superclass(of: name)
        }
        return current != nil
    }

    /// Whether the class (or a base class of the files) has values its maker sets after making it
    /// (`var persistenceManager: PersistenceManagerProtocol!`, as Open Food Facts' `DataManager`
    /// is given its managers at launch): made as `Name()`, they are nil, and the first use traps.
    /// A stub of the protocol stands in instead.
    private func awaitsItsPresenter(_ name: String) -> Bool {
        guard let declaration = classes.first(where: { $0.name == name }) else { return false }
        return ancestry(of: declaration).contains { !$0.presenterSet.isEmpty }
    }

    /// A stand-in from the app's files that declare the type (a protocol's stub conformer is
    /// often beside it) or, for a protocol, a type conforming to it (`HistoryLoader()` for a
    /// `Loader`): read for this alone; the build adds the file, as for any name it uses.
    private func standIn(
        for type: String, in declaring: [String], declaredElsewhere: DeclaredElsewhere, depth: Int
    ) -> String? {
        let name = AppleSDK.unqualified(type).split(separator: " ").last.map(String.init) ?? type
        // A protocol's conforming types are usually in files of their own (`:Name`, at most 20).
        let files = (declaring + declaredElsewhere(":" + name).prefix(20)).filter { path in
            !self.files.contains { $0.path == path }
        }
        guard !files.isEmpty, var elsewhere = try? PreviewSources(files: [], helpers: files) else { return nil }
        elsewhere.prefersStubs = prefersStubs
        if let neutral = elsewhere.standIn(for: type) { return neutral }
        // A protocol of the app's (or a composition of them) with no conformer that makes
        // itself: one made with stand-ins, else a stub conforming to it.
        if elsewhere.protocols.contains(type) || elsewhere.compositions[type] != nil {
            return elsewhere.madeConformer(of: type, declaredElsewhere: declaredElsewhere, depth: depth)
                ?? ProtocolStub.value(of: type)
        }
        // Made there, one level deeper (`made` counts it): reading the file is no level, or a
        // view model in a file of its own taking a model in another (`GalleryVM(movie: Movie)`)
        // would be four levels deep. A type it declares but cannot make is none.
        // An alias there is the type it names (`typealias EventKey = String` in the app's API
        // package: a key made from "").
        let base = type.prefix { $0 != "<" }
        guard
            elsewhere.structInitializers[type] != nil || elsewhere.aliases[type] != nil
                || elsewhere.classes.contains(where: { $0.name == type && !$0.isGeneric })
                || (base != type && elsewhere.classes.contains { $0.name == base && $0.isGeneric })
        else {
            return nil
        }
        return elsewhere.value(of: type, scope: "", declaredElsewhere: declaredElsewhere, depth: depth)
    }

    /// `[Key: Value]` rather than `[Element]`: a colon outside any inner brackets.
    private static func isDictionary(_ type: String) -> Bool {
        var depth = 0
        for character in type {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// A closure ignoring its arguments and returning its result's neutral value (`(Item) ->
    /// Void`, `() -> Bool`); nil when the result has none. `type` comes without its attributes
    /// (`withoutOwnership`).
    private func closureStandIn(_ type: String) -> String? {
        var text = type
        // `(() -> Void)`, as Focus writes an escaping completion: the parentheses are the type's.
        if text.hasPrefix("("), Self.closingParenthesis(of: text) == text.index(before: text.endIndex) {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        // A function type's parameters are followed by its arrow (or effects); an optional
        // closure, `((Int) -> Void)?`, is followed by `?` and is nil.
        guard text.hasPrefix("("), let parameters = Self.closingParenthesis(of: text),
            ["->", "throws", "async", "rethrows"].contains(where: {
                text[text.index(after: parameters)...].trimmingCharacters(in: .whitespaces).hasPrefix($0)
            }),
            let arrow = text.range(of: "->", options: .backwards)
        else { return nil }
        let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        var inside = text[text.index(after: text.startIndex)..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        for effect in ["throws", "async"] where inside.hasSuffix(effect) {
            inside = String(inside.dropLast(effect.count)).trimmingCharacters(in: .whitespaces)
        }
        guard inside.hasSuffix(")") else { return nil }
        let value = ["Void", "()"].contains(result) ? "" : standIn(for: result).map { " " + $0 }
        guard let value else { return nil }
        let arguments = inside.dropLast().trimmingCharacters(in: .whitespaces)
        var depth = 0
        var count = arguments.isEmpty ? 0 : 1
        for character in arguments {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { count += 1 }
        }
        if count == 0 { return value.isEmpty ? "{}" : "{\(value) }" }
        return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in\(value) }"
    }

    /// Where the parenthesis `text` starts with is closed.
    private static func closingParenthesis(of text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// The neutral values of the standard library's, Foundation's and UIKit's types that
    /// screens take.
    static let plainStandIns: [String: String] = {
        var values: [String: String] = [
            "String": "\"\"", "Substring": "\"\"", "Character": "\" \"", "Bool": "false", "Date": "Date()",
            "UUID": "UUID()",
            "Data": "Data()", "URL": "URL(fileURLWithPath: \"/\")", "IndexPath": "IndexPath(item: 0, section: 0)",
            "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "UIEdgeInsets": ".zero",
            "NSDirectionalEdgeInsets": ".zero", "UIColor": ".clear", "UIImage": "UIImage()",
            "UIFont": ".systemFont(ofSize: 17)",
            "UICollectionViewLayout": "UICollectionViewFlowLayout()",
            "UICollectionViewFlowLayout": "UICollectionViewFlowLayout()",
            "UICollectionLayoutListConfiguration.Appearance": ".plain", "UICollectionView.ScrollDirection": ".vertical",
            "UICollectionViewScrollDirection": ".vertical", "UIViewController": "UIViewController()",
            "UIView": "UIView()", "NSCoder": "_layouttyStoryboardCoder()",
            "Notification.Name": "Notification.Name(\"\")", "NSNotification.Name": "Notification.Name(\"\")",
            // The platform's shared instances, as a service taking one is given it in the app
            // (`SearchEngineManager(prefs: UserDefaults)`); the app's bundle is the project's.
            "UserDefaults": "UserDefaults.standard", "NotificationCenter": "NotificationCenter.default",
            "FileManager": "FileManager.default", "Bundle": "Bundle._layouttyMain", "URLSession": "URLSession.shared",
            "DispatchQueue": "DispatchQueue.main", "OperationQueue": "OperationQueue.main",
            "ProcessInfo": "ProcessInfo.processInfo", "Locale": "Locale.current", "Calendar": "Calendar.current",
            "TimeZone": "TimeZone.current", "JSONDecoder": "JSONDecoder()", "JSONEncoder": "JSONEncoder()",
            "DateFormatter": "DateFormatter()", "NumberFormatter": "NumberFormatter()",
            "DateComponents": "DateComponents()", "URLComponents": "URLComponents()", "Decimal": "Decimal()",
            "AttributedString": "AttributedString()", "NSAttributedString": "NSAttributedString()",
            "UIApplication": "UIApplication.shared", "UIScreen": "UIScreen.main", "UIDevice": "UIDevice.current",
            // A scene of its own, as the system makes one for the app (a rocket app's
            // `ViewHierarchy(windowScene:)`, made with its dependencies, holds its overlay window).
            "UIWindowScene": "UIWindowScene()", "UIScene": "UIWindowScene()",
            // UIKit's objects a screen's helpers make and hand back (a music app's
            // `OptionsButton.make(…) -> UIBarButtonItem`, a menu, a search controller), empty:
            // views are made at run time (`UIView`'s neutral); these are no views.
            "UIBarButtonItem": "UIBarButtonItem()", "UINavigationItem": "UINavigationItem()", "UIMenu": "UIMenu()",
            "UIAction": "UIAction(handler: { _ in })", "UIContextMenuConfiguration": "UIContextMenuConfiguration()",
            "UISwipeActionsConfiguration": "UISwipeActionsConfiguration(actions: [])",
            "UILayoutGuide": "UILayoutGuide()", "UIGestureRecognizer": "UIGestureRecognizer()",
            "UITapGestureRecognizer": "UITapGestureRecognizer()", "UISearchController": "UISearchController()",
            "UIAlertController": "UIAlertController(title: nil, message: nil, preferredStyle: .alert)",
            "UICollectionViewCompositionalLayout":
                "UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))",
            "UIListContentConfiguration": ".cell()", "UIBackgroundConfiguration": ".clear()",
            "UIButton.Configuration": ".plain()", "NSMutableAttributedString": "NSMutableAttributedString(string: \"\")"
        ]
        let numbers = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "TimeInterval", "NSInteger", "NSTimeInterval"
        ]
        for number in numbers { values[number] = "0" }
        for container in emptyContainers { values[container] = "_layouttyKept(\(container)())" }
        // UIKit's reusable views, plain: a cell a stood-in base class's helper hands back where
        // a data source returns one (Sileo's settings: `return cell` of its
        // `reusableCell(withStyle:…)`) is an empty cell. (Not other views: a controller's
        // `var collectionView: UICollectionView!` would be set by its maker then.)
        values.merge(reusableViews) { written, _ in written }
        return values
    }()

    private static let reusableViews = [
        "UITableViewCell": "UITableViewCell()", "UICollectionViewCell": "UICollectionViewCell()",
        "UICollectionViewListCell": "UICollectionViewListCell()",
        "UICollectionReusableView": "UICollectionReusableView()",
        "UITableViewHeaderFooterView": "UITableViewHeaderFooterView(reuseIdentifier: nil)"
    ]

    /// What a coordinator is made with (`FavoritesCoordinator(navigationController:)`,
    /// `AppCoordinator(window:)`): UIKit's containers, empty, as before anything is shown, and
    /// kept as the app's window keeps the real ones — CloudFeed's coordinators hold their
    /// navigation controller weakly. (Made on the main actor either way: UIKit's classes are.)
    static let emptyContainers = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIWindow"]
}
