import CollectionLayout
import Foundation
import LayouttyKit
import LayouttyObjC
import LayouttySystem
import SwiftParser
import SwiftSyntax

/// What `layoutty preview` needs to know of a user's Swift files before compiling them, read
/// with Swift's own parser: the layout classes they declare (whose superclass chain reaches one
/// of UIKit's layouts), the functions and properties that return a layout wherever they are
/// declared (a top-level `createLayout()`, `static var list: UICollectionViewLayout`, a static
/// factory in `extension UICollectionViewLayout`, a type's method), and a glue function if one
/// is there.
///
/// ```swift
/// let sources = try PreviewSources(files: ["TagsLayout.swift"])
/// sources.layoutClasses.map(\.name) // ["TagsLayout"]
/// try sources.choice(named: nil)     // .expression("TagsLayout()", file: "TagsLayout.swift")
/// ```
package struct PreviewSources: Sendable {
    /// One declared class: its name (qualified when nested), superclass, whether it is generic,
    /// whether `Name()` makes one, and where it is.
    package struct ClassDeclaration: Equatable, Sendable {
        package var name: String
        package var superclass: String
        /// Every type its declaration inherits from: the superclass, then protocols.
        package var inherits: [String] = []
        package var isGeneric: Bool
        /// Its generic parameters' names, in order (`Handler` of `ViewModel<Handler>`).
        package var genericParameters: [String] = []
        /// Declared `private` or `fileprivate`, or inside another type: out of the generated
        /// program's reach.
        package var isHidden = false
        /// It declares an initializer taking no arguments, or keeps UIKit's by overriding both of
        /// a controller's designated ones (nil: it declares no designated one, so it inherits
        /// its superclass's).
        package var declaresPlainInit: Bool?
        /// It declares `init?(coder:)` and it does not trap: a storyboard makes it so.
        package var declaresStoryboardInit = false
        package var file: String
        package var line: Int
        /// Its declaration names a collection view (`UICollectionView…`, `collectionView`) or a
        /// table view (`UITableView…`, `tableView`: a table shows its rows through one): a view
        /// controller that may show one.
        package var mentionsCollectionView = false
        /// Its declaration reads `navigationController` (`navigationController!.pushViewController`):
        /// the app shows it in a navigation controller, whose absence traps or does nothing.
        package var readsNavigationController = false
        /// The parameters of each initializer it declares that does not trap as it starts:
        /// label (`_` for none), type as written, whether it has a default value.
        package var initializers: [[Parameter]] = []
        /// Those of `initializers` that may fail (`init?(coder:store:)`, as a storyboard's
        /// screen taking the app's services declares): called with `!`.
        package var failable: Set<Int> = []
        /// Those of `initializers` that throw (a store opening its database): called with `try!`,
        /// as a test makes one.
        package var throwing: Set<Int> = []
        /// The static member that hands out the one instance, when the class has one and no
        /// initializer the app may call (`private init`): `shared`, or `shared()`.
        package var sharedInstance: String?
        /// The properties whoever presents it sets before its view loads (`segueToTabSwitcher`:
        /// `controller.tabsModel = tabManager.model`): each `var name: Type!` it declares with
        /// no value, not private, not an outlet (the storyboard connects those).
        package var presenterSet: [PresenterSet] = []
        /// Its static functions that make one (their bodies name the class or `Self`: fumiyasac's
        /// `static func make(with dependency:)`, which sets the private layout its
        /// `viewDidLoad` reads), by name with their parameters: how the app makes the screen.
        package var factories: [ScreenFactory] = []
        /// Its methods whoever presents it calls to hand it what it works with (xDrip's
        /// `configure(coreDataManager:)`, called in the presenter's `prepare(for:sender:)`, whose
        /// screen traps on a nil manager): each instance method, not private, `override`,
        /// generic, `async` or `throws`, answering nothing, that stores one of its parameters
        /// in a property of the class and names none of its outlets outside a closure (the view
        /// is not loaded yet when a presenter calls it).
        package var configurers: [ScreenFactory] = []
    }

    /// A static function of a view controller class that makes one: its name and parameters.
    package struct ScreenFactory: Equatable, Sendable {
        package var name: String
        package var parameters: [Parameter]
    }

    /// A property a view controller's presenter sets: its name, its type as written without
    /// the `!`, and whether it is weak (what is set there is the presenter's to keep).
    package struct PresenterSet: Equatable, Sendable {
        package var name: String
        package var type: String
        package var isWeak: Bool
    }

    /// A parameter of an initializer: its label (`_` for none), its type as written, and
    /// whether it has a default value.
    package struct Parameter: Equatable, Sendable {
        package var label: String
        package var type: String
        package var hasDefault: Bool
    }

    /// An Xcode `#Preview { … }` block of the files: its name, if it has one, and the code of its
    /// body, which makes the screen as Xcode's canvas does.
    package struct PreviewBlock: Equatable, Sendable {
        package var name: String?
        package var body: String
        package var file: String
        package var line: Int
    }

    /// A function, property or global that returns a layout (or a compositional section, or a
    /// collection view whose layout is meant): `name` is what `--layout` takes, `expression`
    /// what the generated program evaluates.
    package struct Factory: Equatable, Sendable {
        package var name: String
        package var expression: String
        package var file: String
        package var line: Int
        /// How it is listed: `grid(column: Int)`, `list`.
        package var signature: String
        /// A function with a parameter without a default: `--layout 'grid(column: 4)'` calls it.
        package var needsArguments = false
        /// The declared type: a UIKit layout, one of the files' classes, a section, a collection view.
        var returnType: String
        /// An instance member: the type `Type()` must make (the expression starts `Type().`).
        var instanceOf: String?
        /// Where its `private` is, widened to `fileprivate` in the compiled copy only (a type's
        /// private member is out of reach of the function generated beside it).
        package var privateKeyword: Int?

        /// It returns a compositional section: shown as a one-section compositional layout.
        package var isSection: Bool { AppleSDK.unqualified(returnType) == "NSCollectionLayoutSection" }
        /// It is a collection view a screen makes: its layout is meant.
        var isCollectionView: Bool {
            PreviewSources.collectionViewTypes.contains(AppleSDK.unqualified(returnType))
        }
    }

    /// A line that compiles differently on Linux, shown beside the compiler's error on it.
    package struct PortingHint: Equatable, Sendable {
        package var file: String
        package var line: Int
        package var message: String
    }

    /// One file as read: its path, text and syntax tree.
    struct File: @unchecked Sendable {
        var path: String
        var text: String
        /// The text of the Objective-C file (`path`) this Swift was translated from: its offsets
        /// are not the file's, so its number literals are not live (a change would have to edit
        /// the `.m`), and a message quotes the `.m`'s line.
        var objectiveC: String?
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter
        func line(of node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }
    }

    package private(set) var classes: [ClassDeclaration] = []
    package private(set) var previewBlocks: [PreviewBlock] = []
    /// The structs the files declare (not generic), and the enums, by qualified name.
    private(set) var structs: Set<String> = []
    /// The structs `Name()` does not make: every initializer takes arguments, or (none declared)
    /// a stored property has no initial value, so the memberwise initializer needs it.
    private(set) var structsNeedingArguments: Set<String> = []
    private(set) var enums: Set<String> = []
    /// The protocols the files declare: what a class may name first in its inheritance clause.
    private(set) var protocols: Set<String> = []
    /// The files' names for compositions of protocols (`typealias DiaryStoringProviding =
    /// DiaryStoring & DiaryProviding`), with the protocols composed: a value of one is a stub of
    /// them all (`ProtocolStub`).
    private(set) var compositions: [String: [String]] = [:]
    /// The files' other type aliases by their qualified names, with the type each names
    /// (`EditorialsViewController.Usage` → `HomeViewController.Usage`): a value of one is a
    /// value of that type.
    private(set) var aliases: [String: String] = [:]
    /// The modules the files import.
    package private(set) var imports: Set<String> = []
    /// The generic parameters the files declare (`T` of `struct Section<T>`): never a type a
    /// stand-in's member could extend.
    package private(set) var genericParameters: Set<String> = []
    /// The names the given files (not the helpers) write as types, but for their generic
    /// parameters: what `undeclaredTypeNames` reads.
    private var typeNamesUsed: Set<String> = []
    /// The first case of each of the files' enums that has one without associated values.
    private(set) var enumFirstCases: [String: String] = [:]
    /// The files' structs and classes by each protocol their declarations name.
    private(set) var conformers: [String: [String]] = [:]
    /// Each struct's initializers: those it declares, else its memberwise one.
    private(set) var structInitializers: [String: [[Parameter]]] = [:]
    /// Whether a stand-in value of one of the app's protocols is a stub of it, not one of the
    /// app's conforming types: what a screen is made with when its making with the app's types
    /// does not compile (a conformer whose own file is left out stands in, and conforms to
    /// nothing). Its `#Preview` blocks are not read then: the fallback for one that does not
    /// compile here is the controller made with stand-in values.
    package var prefersStubs = false
    private var candidateFactories: [Factory] = []
    package private(set) var hints: [PortingHint] = []
    /// A file declares `func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout`.
    package private(set) var hasGlueFunction = false
    private(set) var files: [File] = []

    /// The name of the glue function a file may declare to make the layout and configure the view.
    package static let glueFunctionName = "layouttyPreviewLayout"

    /// UIKit's layout classes a user's class may reach, and whether `Name()` makes one.
    static let uikitLayouts: [String: Bool] = [
        "UICollectionViewLayout": true, "UICollectionViewFlowLayout": true, "UICollectionViewCompositionalLayout": false
    ]

    /// UIKit's classes an app's view controller may reach, and whether `Name()` makes one.
    static let uikitControllers: [String: Bool] = [
        "UIViewController": true, "UICollectionViewController": false, "UITableViewController": true
    ]

    /// Files of the project added for the declarations the given files use (`ProjectFiles`):
    /// compiled and ported with them, never where the layout is looked for.
    package private(set) var helperFiles: Set<String> = []

    /// The files parsed so far, by path: read again unchanged (each round of a project search
    /// reads every file again), a file is not parsed again — parsing is most of a round's own
    /// time in the debug build `swift run` gives.
    package final class Parsed {
        fileprivate var files: [String: (file: File, reader: DeclarationReader)] = [:]
        package init() {}
    }

    /// `translated`: the Swift of Objective-C files among `paths` (`ObjCPort`), read instead of
    /// them; `parsed`: the files an earlier reading parsed, and where this one keeps its own.
    package init(
        files paths: [String], helpers: [String] = [], translated: [String: String] = [:], parsed: Parsed = Parsed()
    ) throws(PreviewError) {
        helperFiles = Set(helpers)
        for path in paths + helpers {
            let bytes: [UInt8]
            if let swift = translated[path] {
                bytes = Array(swift.utf8)
            } else if ObjCPort.isObjectiveC(path) {
                continue  // a header its `.m` file's translation holds
            } else {
                switch FileBytes.read(path, as: .swiftSource) {
                case .success(let read): bytes = read
                case .failure(let failure): throw PreviewError("\(Message.cut(path)): \(failure.description)")
                }
            }
            guard FileBytes.isUTF8(bytes) else { throw PreviewError("\(Message.cut(path)): is not UTF-8 text") }
            // A byte-order mark reads as three spaces: the copy compiles (swiftc refuses U+FEFF
            // there) and every byte offset — the live literals', the columns — stays the file's.
            let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            let text = String(decoding: hasMark ? Array("   ".utf8) + bytes.dropFirst(3) : bytes, as: UTF8.self)
            let (file, reader) = Self.parse(path, text, translated: translated[path] != nil, parsed: parsed)
            classes += reader.classes
            previewBlocks += reader.previews
            structs.formUnion(reader.structs)
            structsNeedingArguments.formUnion(reader.structsNeedingArguments)
            enums.formUnion(reader.enums)
            protocols.formUnion(reader.protocols)
            compositions.merge(reader.compositions) { old, _ in old }
            aliases.merge(reader.aliases) { old, _ in old }
            imports.formUnion(reader.imports)
            enumFirstCases.merge(reader.enumFirstCases) { old, _ in old }
            conformers.merge(reader.conformers) { $0 + $1 }
            structInitializers.merge(reader.structInitializers) { old, _ in old }
            candidateFactories += reader.factories
            hints += reader.hints
            hasGlueFunction = hasGlueFunction || (reader.hasGlueFunction && !helperFiles.contains(path))
            genericParameters.formUnion(reader.genericParameters)
            if !helperFiles.contains(path) {
                typeNamesUsed.formUnion(reader.typeNames.subtracting(reader.genericParameters))
            }
            files.append(file)
        }
        // A root class names a protocol first (`class HistoryLoader: Loader`): which names are
        // protocols is known once every file is read.
        for declared in classes where declared.inherits.first.map(protocols.contains) == true {
            conformers[declared.inherits[0], default: []].append(declared.name)
        }
    }

    /// The file at `path` holding `text`, parsed and its declarations read — or as `parsed`
    /// kept them when it held the same text.
    private static func parse(_ path: String, _ text: String, translated: Bool, parsed: Parsed) -> (
        File, DeclarationReader
    ) {
        if let kept = parsed.files[path], kept.file.text == text { return kept }
        let tree = Parser.parse(source: text)
        var file = File(
            path: path, text: text, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree))
        if translated {
            file.objectiveC =
                FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let reader = DeclarationReader(file)
        reader.walk(tree)
        parsed.files[path] = (file, reader)
        return (file, reader)
    }

    /// Classes whose superclass chain reaches one of UIKit's layouts, in declaration order.
    package var layoutClasses: [ClassDeclaration] { classes(reaching: Set(Self.uikitLayouts.keys)) }

    /// Classes whose superclass chain, through the files' classes, reaches one of `roots`.
    func classes(reaching roots: Set<String>) -> [ClassDeclaration] {
        var reached = roots
        var grew = true
        while grew {
            grew = false
            for declaration in classes
            where !reached.contains(declaration.name) && reached.contains(Self.superclassName(declaration)) {
                reached.insert(declaration.name)
                grew = true
            }
        }
        return classes.filter { reached.contains($0.name) }
    }

    /// The layout classes no other layout class in the files inherits from.
    package var leafLayoutClasses: [ClassDeclaration] {
        let layouts = layoutClasses
        let inherited = Set(layouts.map { AppleSDK.unqualified($0.superclass) })
        return layouts.filter { !inherited.contains($0.name) }
    }

    /// The functions, properties and globals whose declared type is a layout (or a section, or a
    /// collection view: its layout), in declaration order; instance members only of types the
    /// files declare and `Type()` makes — a view controller's made and its view loaded first.
    package var factories: [Factory] {
        let layouts = layoutTypes
        let controllers = Set(controllerClasses.map(\.name))
        // A collection view controller of the files that `init()` makes: its collection view.
        let inherited = classes(reaching: ["UICollectionViewController"]).filter(isInstantiable).map {
            Factory(
                name: $0.name + ".collectionView", expression: "\($0.name)().collectionView", file: $0.file,
                line: $0.line,
                signature: "collectionView", returnType: "UICollectionView", instanceOf: $0.name)
        }
        return (candidateFactories + inherited).compactMap { candidate in
            var factory = candidate
            let type = AppleSDK.unqualified(factory.returnType)
            if factory.isCollectionView {
                // A collection view the type makes (a lazy property, a closure): its layout.
                factory.expression += (type.hasSuffix("?") ? "!" : "") + ".collectionViewLayout"
            } else if !layouts.contains(type) {
                return nil
            }
            guard let owner = factory.instanceOf else { return factory }
            // A type the files only extend is declared elsewhere in the app: `Owner()` is tried
            // (with the project's file declaring it, else a stand-in: `ProjectSearch`).
            guard makesItself(owner) || !(declares(owner) || AppleSDK.isFrameworkType(owner)) else { return nil }
            if controllers.contains(owner) {
                factory.expression = "_layouttyLoaded(\(owner)())" + factory.expression.dropFirst(owner.count + 2)
            }
            return factory
        }
    }

    /// The types a factory may return a layout as: UIKit's, the files' layout classes, a section.
    private var layoutTypes: Set<String> {
        Set(Self.uikitLayouts.keys).union(layoutClasses.map(\.name)).union(["NSCollectionLayoutSection"])
    }

    /// The types a property holding a collection view is declared with.
    static let collectionViewTypes: Set<String> = ["UICollectionView", "UICollectionView!", "UICollectionView?"]

    /// The files' cell and supplementary view classes the generated program can name: a nib
    /// registered under one's name makes one (`UIKit.nibClasses`).
    package var nibClasses: [String] {
        nameable(
            classes(reaching: [
                "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView", "UITableViewCell",
                "UITableViewHeaderFooterView"
            ]))
    }

    /// All the files' classes the generated program can name: those a nib's `customClass`
    /// names are made from it by name (`UIKit.nibClasses`).
    package var nameableClasses: [String] { nameable(classes) }

    /// The files' layout classes the generated program can name: a storyboard's collection
    /// view layout of one's name makes one (`UIKit.nibLayoutClasses`).
    package var nameableLayoutClasses: [String] { nameable(layoutClasses) }

    /// The files' view controller classes the generated program can name: a storyboard
    /// identifier of one's name makes one (`UIKit.storyboardClasses`); so does a scene naming
    /// one, a container's too (Go Map!!'s tag editor is on the tabs of its `POITabBarController`,
    /// which the storyboard's scene names and the editor casts its `tabBarController` to).
    package var storyboardClasses: [String] {
        let controllers = controllerClasses
        let shown = Set(controllers.map(\.name))
        return nameable(controllers + classes(reaching: Self.uikitContainers).filter { !shown.contains($0.name) })
    }

    /// UIKit's controllers that show others, which an app's storyboard may subclass.
    static let uikitContainers: Set = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"
    ]

    /// The names of those the generated program can write as `Name.self`: not generic, not
    /// hidden from the file's other code.
    private func nameable(_ classes: [ClassDeclaration]) -> [String] {
        classes.filter { !$0.isGeneric && !$0.isHidden }.map(\.name)
    }

    /// Classes whose superclass chain reaches one of UIKit's view controllers, or a controller
    /// none of the files declare (`ASDKViewController<ASDisplayNode>`, a module's the app
    /// imports) under which the files' own classes hold the collection view: a view controller
    /// on iOS, a stand-in one here. (A base owning it — a chat pod's — stays unknown: the
    /// screen's collection view is made there.)
    package var controllerClasses: [ClassDeclaration] {
        let unknownBases = classes.filter(isUnknownController).map(Self.superclassName).filter { base in
            classes(reaching: [base]).contains(where: \.mentionsCollectionView)
        }
        return classes(reaching: Set(Self.uikitControllers.keys).union(unknownBases))
    }

    /// Whether the files declare a type of this name.
    func declares(_ name: String) -> Bool {
        classes.contains { $0.name == name } || structs.contains(name) || enums.contains(name)
    }

    /// The types whose instance members make a layout but which the files only extend: declared
    /// in another file of the app.
    package var extendedOnly: Set<String> { Set(factories.compactMap(\.instanceOf).filter { !declares($0) }) }

    /// Whether `Name()` makes one of the files' types: a class that `isInstantiable`, a struct
    /// whose every stored property has a value or default (`structsNeedingArguments`).
    package func makesItself(_ name: String) -> Bool {
        if let declaration = classes.first(where: { $0.name == name }) { return isInstantiable(declaration) }
        return structs.contains(name) && !structsNeedingArguments.contains(name)
    }

    /// Whether `Name()` makes one: not generic, and an initializer without arguments declared
    /// or inherited (UIKit's compositional layout has none).
    package func isInstantiable(_ declaration: ClassDeclaration) -> Bool {
        !declaration.isGeneric && hasPlainInit(declaration)
    }

    /// Whether the class has an initializer without arguments, declared or inherited (a generic
    /// superclass's too: a subclass naming its arguments inherits it).
    private func hasPlainInit(_ declaration: ClassDeclaration) -> Bool {
        if let declared = declaration.declaresPlainInit { return declared }
        let superclass = Self.superclassName(declaration)
        if let uikit = Self.uikitLayouts[superclass] ?? Self.uikitControllers[superclass] { return uikit }
        // A superclass of the files' decides; otherwise this is a root class (its first
        // inherited name a protocol) or Foundation's `NSObject`'s: `init()` is there.
        return classes.first { $0.name == superclass }.map(hasPlainInit) ?? true
    }

    /// Whether a storyboard makes the class: it declares `init?(coder:)` (one that does not
    /// trap), or declares no designated initializer up to UIKit's collection view controller
    /// and inherits it.
    func inheritsStoryboardInit(_ declaration: ClassDeclaration) -> Bool {
        inheritsCoderInit(declaration) { Self.uikitControllers[$0] != nil }
    }

    /// Whether `init?(coder:)` makes the class: declared (one that does not trap), or inherited
    /// through the files' classes declaring no designated initializer from a class they do not
    /// declare that `makesByCoder` accepts.
    func inheritsCoderInit(_ declaration: ClassDeclaration, from makesByCoder: (String) -> Bool) -> Bool {
        if declaration.declaresStoryboardInit { return true }
        guard declaration.declaresPlainInit == nil else { return false }
        let superclass = Self.superclassName(declaration)
        guard let next = classes.first(where: { $0.name == superclass }) else { return makesByCoder(superclass) }
        return inheritsCoderInit(next, from: makesByCoder)
    }

    /// The class a declaration inherits from, without its generic arguments
    /// (`BaseListViewController<Section, Item>` → `BaseListViewController`).
    static func superclassName(_ declaration: ClassDeclaration) -> String {
        let name = AppleSDK.unqualified(declaration.superclass)
        return String(name[..<(name.firstIndex(of: "<") ?? name.endIndex)])
    }

    /// The names the given files write as types that they do not declare (by the last part of
    /// a qualified name: `Row` in `Screen.Row`): the project's own types, and the standard
    /// library's — where a project's type of the same name (`Collection`, `Result`) is the one
    /// meant, as its module's own names come first on iOS. Apple's prefixes are kept: an app
    /// may write its own (DP-3T's screens are `NSViewController`s, its own base class), and
    /// the project declares none of Apple's.
    package var undeclaredTypeNames: Set<String> {
        let declared = Set(
            classes.map(\.name)
                + (structs.union(enums).union(protocols)).map { String($0.split(separator: ".").last ?? "") })
        return typeNamesUsed.subtracting(declared)
    }

    /// The superclasses the files' classes name that the files do not declare: the app's own
    /// base classes, in its other files — Apple's prefix or not — and Apple's, which no file of
    /// the project declares.
    package var undeclaredSuperclasses: Set<String> {
        Set(classes.map(Self.superclassName).filter { !$0.isEmpty && !declares($0) && !protocols.contains($0) })
    }
}

extension PreviewSources {
    /// The app's scene delegate of the files (else its app delegate) that `Type()` makes: the
    /// program launches it as iOS does and shows the screen its window's root view controller
    /// shows (`_layouttyLaunched`).
    var launchers: [Candidate] {
        for role in ["UIWindowSceneDelegate", "UIApplicationDelegate"] {
            let delegates = classes.filter {
                $0.inherits.contains(role) && isInstantiable($0) && !helperFiles.contains($0.file)
            }
            guard delegates.isEmpty else {
                return delegates.map {
                    Candidate(
                        name: $0.name, expression: "_layouttyLaunched(\($0.name)())", file: $0.file, line: $0.line,
                        factory: nil,
                        launches: true)
                }
            }
        }
        return []
    }
}

extension PreviewSources {
    /// The app delegate of the project's files (added by the search: `ProjectSearch
    /// .addAppDelegate`) that the program launches before making the screen `expression` makes,
    /// as iOS launches the app first; nil for a layout, or when none compiles here.
    func appDelegate(launchedBefore expression: String) -> String? {
        guard expression.hasPrefix("_layouttyScreenLayout(of:") else { return nil }
        return classes.first {
            $0.inherits.contains("UIApplicationDelegate") && isInstantiable($0) && helperFiles.contains($0.file)
        }?.name
    }
}

/// What the generated program calls to make the layout.
package enum LayoutChoice: Equatable, Sendable {
    /// `layouttyPreviewLayout(for: view)`, the glue function.
    case glueFunction
    /// An expression making the layout (`TagsLayout()`, `Layouts.list`, `createLayout()`),
    /// evaluated in a function generated in `file`, so that fileprivate declarations are in reach.
    case expression(String, file: String)
}

extension PreviewSources {
    /// One layout the files offer: listed as `file:line: signature`, made by `expression`.
    struct Candidate {
        var name: String
        var expression: String
        var file: String
        var line: Int
        var factory: Factory?
        /// An app's scene or app delegate: launched, its first screen is shown.
        var launches = false
        /// A view controller made and shown: the collection view in its view tree is shown.
        var isScreen = false
        /// Made with stand-in values for its initializer's arguments: which, said once.
        var standIns: String?
        var listing: String {
            "\(file):\(line): \(factory.map { qualifiedSignature($0) } ?? name)"
                + (factory?.isSection == true ? " (a section)" : "")
        }

        private func qualifiedSignature(_ factory: Factory) -> String {
            let scope = name.dropLast(name.split(separator: ".").last?.count ?? 0)
            return scope + factory.signature
        }
    }

    /// The layout `--layout name` names, else the glue function when a file has one, else the
    /// one function or property returning a layout, else the one instantiable layout class no
    /// other inherits from. Several: refused, listing them with file:line (`details`).
    package func choice(named name: String?) throws(PreviewError) -> LayoutChoice {
        try explainedChoice(named: name).choice
    }

    /// The classes the given files declare when they offer no layout, screen or launch at all
    /// (a content controller, a view): what a screen elsewhere in the app may show.
    package var helpersOfAScreen: [String] {
        guard candidates().isEmpty else { return [] }
        return classes.filter { !helperFiles.contains($0.file) && !isUnknownController($0) }.map(\.name)
    }

    /// A controller on a base class none of the files declare (`ChatViewController:
    /// MessagesViewController`, a pod's): a screen whose collection view may be its base's.
    private func isUnknownController(_ declaration: ClassDeclaration) -> Bool {
        let base = Self.superclassName(declaration)
        return base.hasSuffix("ViewController") && !AppleSDK.isFrameworkType(base) && !declares(base)
    }

    /// The files of the app beyond these that declare a name (`ProjectFiles.files(declaring:)`):
    /// where a stand-in value's type is looked for when these files do not declare it.
    /// The project's files declaring a name (`Name`, or `:Name` for those conforming to it), or
    /// calling one (`Name(`).
    package typealias DeclaredElsewhere = (String) -> [String]

    /// The choice, and when other layouts were passed over without `--layout`, a line saying
    /// which one is shown, why, and the others with their lines.
    ///
    /// What is taken without `--layout`: a whole layout over a compositional section (a part
    /// of one), a view controller's collection view over the functions that build its layout,
    /// and never a function that needs arguments (`--layout 'grid(column: 4)'` gives them).
    package func explainedChoice(named name: String?, declaredElsewhere: DeclaredElsewhere = { _ in [] })
        throws(PreviewError) -> (choice: LayoutChoice, note: String?)
    {
        let all = candidates(declaredElsewhere: declaredElsewhere)
        if let name { return (try named(name, among: all), nil) }
        if hasGlueFunction { return (.glueFunction, nil) }
        let madeScreens = all.filter(\.isScreen)
        // Where the files make screens, their controllers' members are what the screens build.
        let ready = all.filter {
            $0.factory?.needsArguments != true
                && !(madeScreens.isEmpty ? false : $0.factory.map(isControllerMember) ?? false)
        }
        let screens = ready.filter { $0.factory?.isCollectionView == true }
        let owners = Set(screens.compactMap { $0.factory?.instanceOf })
        let layouts = ready.filter {
            !$0.launches && !$0.isScreen && $0.factory?.isSection != true
                && !($0.factory?.instanceOf.map(owners.contains) ?? false)
        }
        let sections = ready.filter { $0.factory?.isSection == true }
        let tiers: [(candidates: [Candidate], why: String)] = [
            (ready.filter(\.launches), "the screen the app launches"),
            (
                madeScreens,
                madeScreens.first?.name.hasPrefix("#Preview") == true
                    ? "the files' #Preview" : "the screen the files make"
            ),
            (screens, "the collection view the screen makes"),
            (layouts, "the one layout that needs no arguments"),
            (sections, "the one section that needs no arguments, as a one-section compositional layout")
        ]
        guard let tier = tiers.first(where: { !$0.candidates.isEmpty }) else { throw noLayout(all) }
        // Several screens: the one named like its file, Xcode's convention for a file's main
        // type (OneBusAway's CreditsViewController.swift also declares the viewer it pushes).
        let namedLikeItsFile = tier.candidates.filter {
            $0.isScreen && $0.name == URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent
        }
        guard tier.candidates.count == 1 || namedLikeItsFile.count == 1 else {
            throw PreviewError(
                "the files declare \(tier.candidates.count) layouts (listed above): name one with --layout",
                details: tier.candidates.map(\.listing).joined(separator: "\n"))
        }
        let chosen = tier.candidates.count == 1 ? tier.candidates[0] : namedLikeItsFile[0]
        let why = tier.candidates.count == 1 ? tier.why : tier.why + ", named like its file"
        // A screen's own members are what it builds: listed as the screen, not one by one.
        let others = all.filter {
            $0.listing != chosen.listing && (madeScreens.isEmpty || !($0.factory.map(isControllerMember) ?? false))
        }
        let passedOver =
            others.isEmpty
            ? nil
            : "showing \(chosen.name) (\(chosen.file):\(chosen.line)), \(why); --layout names another: "
                + others.map(\.listing).joined(separator: "; ")
        let notes = [passedOver, chosen.standIns].compactMap { $0 }
        let note = notes.isEmpty ? nil : notes.joined(separator: "\n")
        return (made(chosen, arguments: nil), note)
    }

    /// Every layout the files offer: the app's launch, factories, then the instantiable layout
    /// classes no other inherits from.
    func candidates(declaredElsewhere: DeclaredElsewhere = { _ in [] }) -> [Candidate] {
        launchers + screens(declaredElsewhere: declaredElsewhere)
            + factories.filter { !helperFiles.contains($0.file) }.map {
                Candidate(name: $0.name, expression: $0.expression, file: $0.file, line: $0.line, factory: $0)
            }
            + leafLayoutClasses.filter { isInstantiable($0) && !helperFiles.contains($0.file) }.map {
                Candidate(name: $0.name, expression: "\($0.name)()", file: $0.file, line: $0.line, factory: nil)
            }
    }

    /// `--layout NAME` or `--layout 'NAME(arguments)'`: a candidate by its name or the end of it
    /// (`list` for `Layouts.list`), or any instantiable layout class of the files. Where the end
    /// names a layout and a section factory alike (`UICollectionViewCompositionalLayout.list` and
    /// `NSCollectionLayoutSection.list`, as apps write them), the layout is meant.
    private func named(_ text: String, among all: [Candidate]) throws(PreviewError) -> LayoutChoice {
        let open = text.firstIndex(of: "(")
        let name = String(text[..<(open ?? text.endIndex)]).trimmingCharacters(in: .whitespaces)
        let arguments = open.map { String(text[$0...]) }
        let named =
            all
            + layoutClasses.filter { c in
                isInstantiable(c) && !helperFiles.contains(c.file) && !all.contains { $0.name == c.name }
            }.map {
                Candidate(name: $0.name, expression: "\($0.name)()", file: $0.file, line: $0.line, factory: nil)
            }
        let matches = named.filter {
            $0.name == name || $0.name.hasSuffix("." + name) || $0.name == "#Preview(\(GeneratedSwift.literal(name)))"
        }
        func only(_ found: [Candidate]) -> Candidate? { Set(found.map(\.name)).count == 1 ? found.first : nil }
        guard
            let match = matches.first(where: { $0.name == name }) ?? only(matches)
                ?? only(matches.filter { $0.factory?.isSection != true })
        else {
            if let generic = layoutClasses.first(where: { $0.name == name && $0.isGeneric }) {
                throw Self.generic(generic)
            }
            throw PreviewError(
                "--layout \(text): "
                    + (matches.isEmpty ? "no such layout in the files" : "\(matches.count) layouts end in .\(name)")
                    + (all.isEmpty ? "" : " (they declare \(all.map(\.name).joined(separator: ", ")))"))
        }
        if let arguments {
            guard arguments.hasSuffix(")"), match.factory?.signature.hasSuffix(")") == true else {
                throw PreviewError(
                    "--layout \(text): \(match.name) takes no arguments"
                        + (arguments.hasSuffix(")") ? "" : " (or a ')' is missing)"))
            }
        } else if match.factory?.needsArguments == true, let factory = match.factory {
            throw PreviewError(
                "--layout \(text): \(match.listing) needs arguments: --layout '\(factory.name)(…)' with the values the app passes"
            )
        }
        return made(match, arguments: arguments)
    }

    /// The expression making `candidate`'s layout, called with `arguments` (`(column: 4)`) in
    /// place of `()`; a section wrapped in a one-section compositional layout.
    private func made(_ candidate: Candidate, arguments: String?) -> LayoutChoice {
        var expression = candidate.expression
        if let arguments, expression.hasSuffix("()") { expression = expression.dropLast(2) + arguments }
        // Named on the status line after the factory, since the layout around it is the preview's.
        if candidate.factory?.isSection == true {
            expression =
                "_layouttyNamed(\(GeneratedSwift.literal("section " + expression)), UICollectionViewCompositionalLayout(section: \(expression)))"
        }
        return .expression(expression, file: candidate.file)
    }

    /// A screen whose initializers take values nothing here makes (a generic view model, a
    /// protocol no file conforms to): the app's values, which a #Preview block gives.
    private var unmadeScreen: PreviewError? {
        guard let screen = screenClasses.first, let initializer = screen.initializers.min(by: { $0.count < $1.count })
        else { return nil }
        let signature = "init(" + initializer.map { "\($0.label):" }.joined() + ")"
        // The values it needs that no plain stand-in is (a String is one; a default needs none).
        let needed = initializer.filter { !$0.hasDefault }
        let missing = needed.filter { standIn(for: $0.type) == nil }
        return PreviewError(
            "\(screen.file):\(screen.line): \(screen.name), the screen, is made by \(signature), whose values "
                + "(\((missing.isEmpty ? needed : missing).map(\.type).joined(separator: ", "))) neither the files nor "
                + "the project make here: make the screen in a #Preview block (#Preview { \(screen.name)(…) })")
    }

    private func noLayout(_ all: [Candidate]) -> PreviewError {
        if let generic = leafLayoutClasses.first(where: \.isGeneric) { return Self.generic(generic) }
        // A generic screen (`FileTreeViewController<DataElement, Data>`): its arguments are the
        // app's to choose, and only a #Preview block names them.
        if all.isEmpty, screenClasses.isEmpty,
            let screen = controllerClasses.first(where: { $0.isGeneric && !helperFiles.contains($0.file) })
        {
            return PreviewError(
                "\(screen.file):\(screen.line): \(screen.name), the screen, is generic: make it in a #Preview block "
                    + "with the types the app gives it (#Preview { \(screen.name)<…>(…) })")
        }
        // The screen's own members needing arguments (`static func makeSection(env:)`) are what
        // the screen calls: the screen is what is missing.
        if let unmade = unmadeScreen, let screen = screenClasses.first?.name,
            all.allSatisfy({ $0.name.hasPrefix(screen + ".") })
        {
            return unmade
        }
        if !all.isEmpty {
            return PreviewError(
                "every layout in the files needs arguments (listed above): --layout 'NAME(…)' with the values the app passes",
                details: all.map(\.listing).joined(separator: "\n"))
        }
        // A member of a type `Type()` does not make (`init(title:)`): the app passes its values.
        let layouts = layoutTypes
        if let factory = candidateFactories.first(where: { factory in
            (factory.isCollectionView || layouts.contains(AppleSDK.unqualified(factory.returnType)))
                && factory.instanceOf.map { declares($0) && !makesItself($0) } ?? false
        }),
            let owner = factory.instanceOf
        {
            let made = "\(owner)(…)" + factory.expression.dropFirst(owner.count + 2)
            return PreviewError(
                "\(factory.file):\(factory.line): \(factory.name) needs a \(owner), and \(owner)() does not make one (its "
                    + "initializers take arguments): "
                    + (controllerClasses.contains { $0.name == owner }
                        ? "make the screen in a #Preview block (#Preview { \(owner)(…) }) or " : "")
                    + "make one in a glue function (func \(Self.glueFunctionName)(for collectionView: "
                    + "UICollectionView) -> UICollectionViewLayout { "
                    + (factory.isSection ? "UICollectionViewCompositionalLayout(section: \(made))" : made) + " })")
        }
        if let unmade = unmadeScreen { return unmade }
        let stuck = leafLayoutClasses.map { "\($0.name) (no init())" }
        // The way out names the class: `init(zoomFactor:)` needs the value the app passes.
        let wayOut = leafLayoutClasses.first.map {
            ": make one in a glue function (func \(Self.glueFunctionName)(for collectionView: UICollectionView) -> UICollectionViewLayout { \($0.name)(…) })"
        }
        // A screen on a base class nobody here declares: its collection view is the base's.
        // The first of the given files' classes whose chain of the files' classes ends there.
        let onUnknownBase = classes.lazy.filter { !self.helperFiles.contains($0.file) }
            .compactMap { self.ancestry(of: $0).last }.first(where: isUnknownController).map {
                "; \($0.name) is a \(Self.superclassName($0)), which none of the files read declares (a pod's or a "
                    + "module's?): its collection view is made there"
            }
        return PreviewError(
            "\(files.map(\.path).joined(separator: ", ")): no layout found: no UICollectionViewLayout subclass"
                + (stuck.isEmpty ? "" : " that init() makes: \(stuck.joined(separator: ", "))")
                + ", nor a function or property returning one" + (wayOut ?? onUnknownBase ?? ""))
    }

    private static func generic(_ declaration: ClassDeclaration) -> PreviewError {
        PreviewError(
            "\(declaration.file):\(declaration.line): \(declaration.name) is generic: make it in a glue function "
                + "(func \(glueFunctionName)(for collectionView: UICollectionView) -> UICollectionViewLayout)")
    }
}

/// Reads the declarations of one file: classes (nested ones by their qualified name), the
/// functions and properties that may return a layout, the glue function, and porting hints.
/// What bodies and initial values declare is not reachable from outside: it is not recorded.
final class DeclarationReader: SyntaxVisitor {
    let file: PreviewSources.File
    var classes: [PreviewSources.ClassDeclaration] = []
    var previews: [PreviewSources.PreviewBlock] = []
    var factories: [PreviewSources.Factory] = []
    var hints: [PreviewSources.PortingHint] = []
    var hasGlueFunction = false
    var structs: Set<String> = []
    var structsNeedingArguments: Set<String> = []
    var enums: Set<String> = []
    var protocols: Set<String> = []
    var compositions: [String: [String]] = [:]
    var aliases: [String: String] = [:]
    var imports: Set<String> = []
    var enumFirstCases: [String: String] = [:]
    var conformers: [String: [String]] = [:]
    var structInitializers: [String: [[PreviewSources.Parameter]]] = [:]
    /// The names written as types (`Collection`, `[Row]`), and the generic parameters declared.
    var typeNames: Set<String> = []
    var genericParameters: Set<String> = []
    /// The enclosing types and extensions: name, whether members reach it as `Name()` (a
    /// non-generic class or struct), whether it is an extension.
    private var scopes: [(name: String, isType: Bool, isExtension: Bool)] = []
    /// Inside a function, initializer or property: declarations there are local.
    private var bodyDepth = 0

    init(_ file: PreviewSources.File) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private var qualifier: String { scopes.map(\.name).joined(separator: ".") }
    private func qualified(_ name: String) -> String { scopes.isEmpty ? name : qualifier + "." + name }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 {
            let declared = declaration(node)
            classes.append(declared)
            for inherited in declared.inherits.dropFirst() { conformers[inherited, default: []].append(declared.name) }
        }
        scopes.append((node.name.text, node.genericParameterClause == nil, false))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    /// An actor is made as a class is (`ImageLoader()`, `DatabaseManager(modelContainer:)`): a
    /// view model taking the app's actor was left nil when it was not read.
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 {
            let declared = declaration(node)
            classes.append(declared)
            for inherited in declared.inherits { conformers[inherited, default: []].append(declared.name) }
        }
        scopes.append((node.name.text, node.genericParameterClause == nil, false))
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    /// `init?(coder:)` whose body does not start by trapping (`fatalError("not implemented")`)
    /// or failing (`nil`, `return nil`: a controller made in code only, whose screen then
    /// trapped on the preview's `!`).
    private static func isStoryboardInit(_ initializer: InitializerDeclSyntax) -> Bool {
        let parameters = initializer.signature.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.firstName.text == "coder" && !refuses(initializer)
    }

    /// Whether the initializer's body starts by trapping or failing: one the app never calls.
    private static func refuses(_ initializer: InitializerDeclSyntax) -> Bool {
        let item = initializer.body?.statements.first?.item
        if item?.is(NilLiteralExprSyntax.self) == true
            || item?.as(ReturnStmtSyntax.self)?.expression?.is(NilLiteralExprSyntax.self) == true
        {
            return true
        }
        let called = item?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
            .text
        // `assertionFailure` traps in the debug build a preview is, as in the app's.
        return ["fatalError", "preconditionFailure", "assertionFailure"].contains(called ?? "")
    }

    private func declaration(_ node: some TypeDeclaration) -> PreviewSources.ClassDeclaration {
        let declared = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        // A private initializer is the class's own (a singleton's): no other file calls it —
        // but declared, it keeps the superclass's from being inherited.
        let inits = declared.filter { !Self.isPrivate($0.modifiers) }
        let called = inits.filter { !Self.refuses($0) }
        let designated = declared.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
        let plain = inits.contains {
            $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } && $0.optionalMark == nil
        }
        // Overriding both of a controller's designated initializers (`init(nibName:bundle:)`, one
        // that does not trap, and `init?(coder:)`) keeps `init()`, which comes with them, as a
        // wallet app's base controller does for every screen on it.
        let labels = designated.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
        let keepsPlainInit =
            Set(labels) == [["nibName", "bundle"], ["coder"]] && labels.count == 2
            && called.contains { $0.signature.parameterClause.parameters.first?.firstName.text == "nibName" }
        let isActor = node.is(ActorDeclSyntax.self)
        let modelActor =
            isActor && declared.isEmpty && node.attributes.contains { $0.trimmedDescription == "@ModelActor" }
        var declaration = PreviewSources.ClassDeclaration(
            name: qualified(node.name.text),
            // An actor inherits from no class: what it names are protocols.
            superclass: isActor ? "" : node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? "",
            inherits: node.inheritanceClause?.inheritedTypes.map {
                AppleSDK.unqualified($0.type.trimmedDescription)
            } ?? [],
            isGeneric: node.genericParameterClause != nil,
            isHidden: !scopes.isEmpty
                || Self.isPrivate(node.modifiers),
            declaresPlainInit: plain || keepsPlainInit ? true : designated.isEmpty ? nil : false,
            declaresStoryboardInit: designated.contains(where: Self.isStoryboardInit),
            file: file.path, line: file.line(of: node.name),
            mentionsCollectionView: ([node.inheritanceClause?.tokens(viewMode: .sourceAccurate)].compactMap { $0 }
                .flatMap { $0 }
                + node.memberBlock.tokens(viewMode: .sourceAccurate)).contains {
                    // A table view shows its rows through a collection view of its own.
                    $0.text.hasPrefix("UICollectionView") || $0.text == "collectionView"
                        || $0.text.hasPrefix("UITableView") || $0.text == "tableView"
                },
            initializers: called.map(Self.parameters),
            failable: Set(called.indices.filter { called[$0].optionalMark != nil }),
            sharedInstance: Self.sharedInstance(of: node),
            presenterSet: Self.presenterSet(of: node), factories: Self.factories(of: node),
            configurers: Self.configurers(of: node))
        declaration.genericParameters = node.genericParameterClause?.parameters.map(\.name.text) ?? []
        declaration.throwing = Set(called.indices.filter { called[$0].signature.effectSpecifiers?.throwsClause != nil })
        declaration.readsNavigationController = node.memberBlock.tokens(viewMode: .sourceAccurate).contains {
            $0.text == "navigationController"
        }
        if modelActor {
            // SwiftData's macro declares the one initializer such an actor has.
            declaration.declaresPlainInit = false
            declaration.initializers = [[.init(label: "modelContainer", type: "ModelContainer", hasDefault: false)]]
        }
        return declaration
    }

    /// The class's static functions, not private, generic, `async` or `throws`, whose bodies
    /// name the class or `Self` and whose results may be the screen: their types name the class,
    /// `Self` or a controller (`-> (title: String, screen: UIViewController)`). A function of the
    /// class returning its layout or a cell's size (`static func layout() ->
    /// UICollectionViewLayout { … Self.spacing … }`) does not make the screen
    /// (`ClassDeclaration.factories`).
    private static func factories(of node: some TypeDeclaration) -> [PreviewSources.ScreenFactory] {
        let names = [node.name.text, "Self"]
        return node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.compactMap { function in
            guard
                function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                ),
                !isPrivate(function.modifiers), function.genericParameterClause == nil,
                function.signature.effectSpecifiers == nil,
                let result = function.signature.returnClause?.type.tokens(viewMode: .sourceAccurate),
                result.contains(where: { names.contains($0.text) || $0.text.hasSuffix("Controller") }),
                let body = function.body,
                body.tokens(viewMode: .sourceAccurate).contains(where: { names.contains($0.text) })
            else { return nil }
            let parameters = function.signature.parameterClause.parameters.map {
                PreviewSources.Parameter(
                    label: $0.firstName.text, type: $0.type.trimmedDescription, hasDefault: $0.defaultValue != nil)
            }
            return PreviewSources.ScreenFactory(name: function.name.text, parameters: parameters)
        }
    }

    /// The class's methods that store what its presenter hands it (`ClassDeclaration.configurers`).
    private static func configurers(of node: some TypeDeclaration) -> [PreviewSources.ScreenFactory] {
        let variables = node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        func names(_ variables: [VariableDeclSyntax]) -> Set<String> {
            Set(
                variables.flatMap {
                    $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                })
        }
        let outlets = names(
            variables.filter { $0.attributes.contains { $0.trimmedDescription.hasPrefix("@IBOutlet") } })
        let stored = names(variables).subtracting(outlets)
        let excluded: [TokenKind] = [.keyword(.static), .keyword(.class), .keyword(.override)]
        return node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.compactMap { function in
            let parameters = function.signature.parameterClause.parameters
            guard !parameters.isEmpty, !isPrivate(function.modifiers),
                !function.modifiers.contains(where: { excluded.contains($0.name.tokenKind) }),
                function.genericParameterClause == nil, function.signature.effectSpecifiers == nil,
                function.signature.returnClause == nil, let body = function.body
            else { return nil }
            let given = Set(parameters.map { ($0.secondName ?? $0.firstName).text })
            // A closure the method stores runs later, once the view is there (a glucose app's
            // `configure` keeps row-reload closures naming its table outlet).
            let named = body.tokens(viewMode: .sourceAccurate).filter { token in
                outlets.contains(token.text)
                    && !sequence(first: Syntax(token), next: \.parent).contains { $0.is(ClosureExprSyntax.self) }
            }
            guard named.isEmpty,
                body.statements.contains(where: { Self.stores($0, into: stored, from: given) })
            else { return nil }
            return PreviewSources.ScreenFactory(
                name: function.name.text,
                parameters: parameters.map {
                    PreviewSources.Parameter(
                        label: $0.firstName.text, type: $0.type.trimmedDescription, hasDefault: $0.defaultValue != nil)
                })
        }
    }

    /// Whether the statement is `self.name = parameter` or `name = parameter`.
    private static func stores(_ statement: CodeBlockItemSyntax, into stored: Set<String>, from given: Set<String>)
        -> Bool
    {
        guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first, let value = sequence.elements.last
        else { return false }
        let property =
            target.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
            } ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
        return property.map(stored.contains) == true && given.contains(value.trimmedDescription)
    }

    /// The class's `var name: Type!` with no value, neither private, static, computed nor an
    /// `@IBOutlet`: left for whoever presents it to set.
    private static func presenterSet(of node: some TypeDeclaration) -> [PreviewSources.PresenterSet] {
        node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
            let excluded: [TokenKind] = [.keyword(.static), .keyword(.class), .keyword(.lazy)]
            guard variable.bindingSpecifier.tokenKind == .keyword(.var), !isPrivate(variable.modifiers),
                !variable.modifiers.contains(where: { excluded.contains($0.name.tokenKind) }),
                !variable.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@IBOutlet") })
            else { return [PreviewSources.PresenterSet]() }
            let isWeak = variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) }
            return variable.bindings.compactMap { binding in
                guard binding.initializer == nil, binding.accessorBlock == nil,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let wrapped = binding.typeAnnotation?.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                else { return nil }
                return .init(name: name, type: wrapped.wrappedType.trimmedDescription, isWeak: isWeak)
            }
        }
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// `shared` (`static let shared = Store()`, `static var shared: Store = …`) or `shared()`
    /// (`static func shared() -> Store`): a static member of the class's own type, not private,
    /// taking nothing. Not a computed one (`static var shared: UIStateManager {
    /// TracingManager.shared.uiStateManager }`): what it reaches may stand in, and a stand-in
    /// answering the type's empty value would answer with `shared` itself, for ever.
    private static func sharedInstance(of node: some TypeDeclaration) -> String? {
        let name = node.name.text
        func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                && !isPrivate(modifiers)
        }
        func isOwn(_ type: TypeSyntax?) -> Bool { [name, "Self"].contains(type?.trimmedDescription ?? "") }
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), isStatic(variable.modifiers),
                let binding = variable.bindings.first, variable.bindings.count == 1,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                let computed = binding.accessorBlock != nil && binding.initializer == nil
                if (isOwn(binding.typeAnnotation?.type) && !computed) || called?.trimmedDescription == name {
                    return identifier.identifier.text
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self), isStatic(function.modifiers),
                function.signature.parameterClause.parameters.isEmpty, function.genericParameterClause == nil,
                isOwn(function.signature.returnClause?.type), function.signature.effectSpecifiers == nil
            {
                return function.name.text + "()"
            }
        }
        return nil
    }

    // `#Preview { … }` at a file's top level: a declaration, or an expression as the parser
    // reads it after other statements.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordPreview(node.macroName, node.arguments, node.trailingClosure, node.pound)
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        recordPreview(node.macroName, node.arguments, node.trailingClosure, node.pound)
    }

    private func recordPreview(
        _ macro: TokenSyntax, _ arguments: LabeledExprListSyntax, _ body: ClosureExprSyntax?, _ pound: TokenSyntax
    ) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0, scopes.isEmpty, macro.text == "Preview", let body else { return .skipChildren }
        let name = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue
        previews.append(
            .init(name: name, body: body.statements.description, file: file.path, line: file.line(of: pound)))
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 && node.genericParameterClause == nil {
            structs.insert(qualified(node.name.text))
            if Self.needsArguments(node) { structsNeedingArguments.insert(qualified(node.name.text)) }
            for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
                conformers[inherited.type.trimmedDescription, default: []].append(qualified(node.name.text))
            }
            structInitializers[qualified(node.name.text)] = Self.initializers(of: node)
        }
        scopes.append((node.name.text, node.genericParameterClause == nil, false))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    /// An initializer's parameters as a stand-in needs them: label, type as written, default.
    static func parameters(of initializer: InitializerDeclSyntax) -> [PreviewSources.Parameter] {
        initializer.signature.parameterClause.parameters.map {
            PreviewSources.Parameter(
                label: $0.firstName.text, type: $0.type.trimmedDescription, hasDefault: $0.defaultValue != nil)
        }
    }

    /// The struct's initializers that do not fail, else its memberwise one: each stored property
    /// in order (one with observers too), a `var` with a value (or of an optional type)
    /// defaulted, a `let` with one left out. A `let` of an optional type is not defaulted: Swift
    /// asks for it (Siskin's `Avatar.Key(account:jid:mucNickname:)`).
    static func initializers(of node: StructDeclSyntax) -> [[PreviewSources.Parameter]] {
        let members = node.memberBlock.members.map(\.decl)
        let declared = members.compactMap { $0.as(InitializerDeclSyntax.self) }.filter { $0.optionalMark == nil }
        guard declared.isEmpty else {
            return declared.map(parameters)
        }
        var memberwise: [PreviewSources.Parameter] = []
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings where isStored(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    isVar || binding.initializer == nil, let type = binding.typeAnnotation?.type
                else { continue }
                let optional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                let defaulted = binding.initializer != nil || (isVar && optional)
                memberwise.append(.init(label: name, type: type.trimmedDescription, hasDefault: defaulted))
            }
        }
        return [memberwise]
    }

    /// Whether the binding stores its value: no accessors, or only observers (`didSet`).
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Whether `Name()` does not make the struct: its initializers all take arguments, or none is
    /// declared and a stored property has no initial value (a `var` of an optional type has nil).
    static func needsArguments(_ node: StructDeclSyntax) -> Bool {
        let members = node.memberBlock.members.map(\.decl)
        let inits = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        guard inits.isEmpty else {
            return !inits.contains {
                $0.optionalMark == nil && $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
        }
        return members.compactMap { $0.as(VariableDeclSyntax.self) }.contains { variable in
            guard !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return false }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            return variable.bindings.contains { binding in
                binding.initializer == nil && binding.accessorBlock == nil
                    && !(isVar && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true)
            }
        }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 {
            enums.insert(qualified(node.name.text))
            let plain = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                .flatMap(\.elements).first { $0.parameterClause == nil }
            if let plain { enumFirstCases[qualified(node.name.text)] = plain.name.text }
        }
        scopes.append((node.name.text, false, false))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Its instance members are reached as `Type().member` when the files declare `Type` and
        // `Type()` makes one (`PreviewSources.factories` decides, knowing every file).
        // A conformance it adds (`extension Repository: Loading`) makes `Type` a conformer.
        if bodyDepth == 0 && scopes.isEmpty {
            for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
                conformers[inherited.type.trimmedDescription, default: []].append(node.extendedType.trimmedDescription)
            }
        }
        scopes.append((node.extendedType.trimmedDescription, false, true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        return .skipChildren
    }

    // `typealias Providing = Storing & Reading` at a file's top level: a composition's name.
    // Any other alias, at any depth but a function's: the type it names.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0, node.genericParameterClause == nil else { return .skipChildren }
        if let composed = node.initializer.value.as(CompositionTypeSyntax.self) {
            if scopes.isEmpty { compositions[node.name.text] = composed.elements.map { $0.type.trimmedDescription } }
        } else {
            aliases[qualified(node.name.text)] = node.initializer.value.trimmedDescription
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if bodyDepth == 0 && name == PreviewSources.glueFunctionName && scopes.isEmpty { hasGlueFunction = true }
        if bodyDepth == 0, node.genericParameterClause == nil,
            let type = node.signature.returnClause?.type.trimmedDescription,
            let reach = reach(node.modifiers)
        {
            let parameters = node.signature.parameterClause.parameters
            let listed = parameters.map {
                ($0.firstName.text == "_" ? "_ " : $0.firstName.text + ": ") + $0.type.trimmedDescription
            }
            factories.append(
                .init(
                    name: qualified(name), expression: reach.prefix + name + "()", file: file.path,
                    line: file.line(of: node.name),
                    signature: name + "(" + listed.joined(separator: ", ") + ")",
                    needsArguments: parameters.contains { $0.defaultValue == nil },
                    returnType: type, instanceOf: reach.instanceOf, privateKeyword: reach.privateKeyword))
        }
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0, let reach = reach(node.modifiers) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // The declared type, else a call of a type's initializer: `UICollectionViewFlowLayout()`.
                let type =
                    binding.typeAnnotation?.type.trimmedDescription
                    ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                guard let type else { continue }
                factories.append(
                    .init(
                        name: qualified(name), expression: reach.prefix + name, file: file.path,
                        line: file.line(of: binding.pattern),
                        signature: name, returnType: type, instanceOf: reach.instanceOf,
                        privateKeyword: reach.privateKeyword))
            }
        }
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { bodyDepth -= 1 }

    /// How a member is reached: `` at the top level, `Type.` when static, `Type().` on an
    /// instance of a type of the files (`instanceOf`); nil when it cannot be. A type's `private`
    /// member is reached through its keyword widened in the copy.
    private func reach(_ modifiers: DeclModifierListSyntax) -> (
        prefix: String, instanceOf: String?, privateKeyword: Int?
    )? {
        guard let scope = scopes.last else { return ("", nil, nil) }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { return nil }
        // `private(set)` leaves the getter in reach; a top-level `private` is the file's already.
        let keyword = modifiers.first { $0.name.tokenKind == .keyword(.private) && $0.detail == nil }
        let widened = keyword.map { $0.name.positionAfterSkippingLeadingTrivia.utf8Offset }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        ) {
            return (qualifier + ".", nil, widened)
        }
        guard scopes.allSatisfy(\.isType) || (scopes.count == 1 && scope.isExtension) else { return nil }
        return (qualifier + "().", qualifier, widened)
    }

    /// UIKit's C functions Swift 4.2 replaced: today's Xcode refuses them too, so the hint says
    /// what replaced them rather than adding them.
    static let replacedFunctions = [
        "UIEdgeInsetsInsetRect": "rect.inset(by: insets)", "UIEdgeInsetsMake": "UIEdgeInsets(top:left:bottom:right:)",
        "UIEdgeInsetsEqualToEdgeInsets": "==", "UIOffsetMake": "UIOffset(horizontal:vertical:)"
    ]

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        genericParameters.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let replacement = Self.replacedFunctions[node.baseName.text] {
            hint(
                node, "`\(node.baseName.text)` was replaced in Swift 4.2 (Xcode refuses it too): write `\(replacement)`"
            )
        }
        return .visitChildren
    }

    private func hint(_ node: some SyntaxProtocol, _ message: String) {
        hints.append(.init(file: file.path, line: file.line(of: node), message: message))
    }
}

/// A class's or an actor's declaration: read alike, as both are made by their initializers.
protocol TypeDeclaration: DeclGroupSyntax, NamedDeclSyntax, WithGenericParametersSyntax {}
extension ClassDeclSyntax: TypeDeclaration {}
extension ActorDeclSyntax: TypeDeclaration {}
