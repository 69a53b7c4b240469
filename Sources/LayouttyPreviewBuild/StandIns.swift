import LayouttyKit
import LayouttyObjC
import LayouttySystem

/// What the preview's copy of the user's files declares or rewrites in place of what no build
/// here provides (`ProjectSearch` finds them, round after round, from the compiler's errors;
/// `PreviewPort` writes them). Each is named once on stderr (`notes`): a stand-in is never
/// silent, and never chosen over real code — the project's files are searched first.
package struct StandIns: Codable, Equatable, Sendable {
    /// Types the given files only extend, declared empty (`declaration(extending:)`).
    package private(set) var extended: [String] = []
    /// Modules that cannot be built here (`import FirebaseAuth`): their imports are blanked.
    package private(set) var modules: [String] = []
    /// Names the files use that nothing here declares (`Auth`, `analytics`), declared as
    /// stand-ins (`declaration(standingInFor:in:)`).
    package private(set) var names: [String] = []
    /// Names the project declares only in files further than the search reads (its depth):
    /// declared as stand-ins as `names` are.
    package private(set) var projectNames: [String] = []
    /// Names the project declares only in files the search tried and left out (they do not
    /// compile here), in an app whose world is missing here: declared as stand-ins as `names`
    /// are, so that the screen is drawn; each file's reason is said beside it.
    package private(set) var leftOutNames: [String] = []
    /// Names the app's Objective-C headers declare, which its Swift files reach through the
    /// bridging header and the preview does not translate for them: declared as stand-ins as
    /// `names` are, each as its `@interface` has it (a `UITableViewCell` subclass is a cell).
    package private(set) var objectiveCNames: [String] = []
    /// What the project's own declarations of `projectNames`, `leftOutNames` and
    /// `objectiveCNames` say they are:
    /// what stands in for each is chosen from it, not guessed from its name (`Shape`).
    package private(set) var shapes: [String: Shape] = [:]
    /// Instance members of the files' or UIKit's types a module would add by an extension
    /// (`imageView.kf`): declared as stand-ins in an extension of the type.
    package private(set) var members: [MemberGap] = []
    /// Types whose members standing in Swift refused (`BuildGaps.refusedMemberTypes`): none
    /// stands in on them again; the code using one is left out, with its reason, as any.
    package private(set) var refusedMemberTypes: [String] = []
    /// The module the `members` come from when none of the files here imports one that is
    /// missing (`import Kingfisher` only in another file of the app, whose `.kf` a screen uses):
    /// Swift lets every file of a module use the members of what any of its files imports.
    package private(set) var importedElsewhere: ModuleImport?
    /// Closure parameters whose type came from a stand-in (`{ snapshot, error in … }`): typed
    /// `_LayouttyStandIn?` in the copy.
    package private(set) var closureParameters: [SourcePlace] = []
    /// Members a closure passed to a stand-in reads without `self.` (`snp.makeConstraints {
    /// $0.top.equalTo(header) }`): the module's parameter is not escaping, so iOS compiles it;
    /// a stand-in's is, so the copy writes `self.` there.
    package private(set) var implicitSelf: [SourcePlace] = []
    /// A name standing in that the files assign (`cellSpacing = 16` in a subclass of a class
    /// standing in, whose property it is on iOS): a stand-in constant cannot be assigned, so the
    /// copy writes `self.` there, and the class standing in answers it as any member.
    package private(set) var assignedNames: [SourcePlace] = []
    /// Implicit members in a stand-in's place (`let store: EventStore = .shared`, an argument
    /// `.milliseconds(150)` of a call on one): Swift looks none up dynamically, so the copy
    /// names the stand-in (`_LayouttyStandIn.shared`).
    package private(set) var implicitMembers: [SourcePlace] = []
    /// Stand-ins where the app's own type is required (`icon: viewModel.icon` for an
    /// `AppIcon`): the copy writes the type's empty value there (`PreviewSources.standIn(for:)`:
    /// its enum's first case, `Type()`), as a stand-in answers an empty value.
    package private(set) var conversions: [ConversionGap] = []
    /// Overrides of methods a UIKit class's protocols declare (`override func
    /// scrollViewDidScroll(_:)` in a table view controller): iOS lists a class's protocols'
    /// methods as its own members, so they compile there; Layoutty's UIKit declares only the
    /// ones it forwards, so the copy leaves `override` out where the class inherits UIKit's
    /// directly (`PortRewriter`), and the method is the subclass's own.
    package private(set) var protocolOverrides: [SourcePlace] = []
    /// Statements and bodies of the project's files the search added that do not compile
    /// here, left out of the copy so that the rest of each file — its types — is kept
    /// (`LeftOutCode`).
    package private(set) var leftOutCode: [LeftOutCode] = []

    package init() {}

    /// How many of each kind stand in (a noun and what was done to it): what a round of the
    /// search changed is the difference.
    var tally: [(noun: String, done: String, count: Int)] {
        [
            ("import", "left out", modules.count),
            (
                "name", "stood in",
                names.count + projectNames.count + leftOutNames.count + objectiveCNames.count + extended.count
            ),
            ("member", "stood in", members.count),
            (
                "place", "rewritten",
                closureParameters.count + implicitSelf.count + assignedNames.count + implicitMembers.count
                    + conversions.count + protocolOverrides.count
            ),
            ("statement", "left out", leftOutCode.count)
        ]
    }

    /// Whether they stand for an app's world missing here: a module, or a name no file here
    /// declares (a pod reached through a bridging header is imported by no file) — not the
    /// project's own names beyond the search's reach, which are there to be read. Where the
    /// world is missing, a project's file that does not compile fails for what is missing, not
    /// for a mistake of the user's.
    package var standForAMissingWorld: Bool { !modules.isEmpty || !names.isEmpty }

    /// The names declared as stand-ins: the modules', and the project's out of reach or left out.
    var standing: [String] { names + projectNames + leftOutNames + objectiveCNames }

    /// Whether `name` (a type as written, `Outer.Inner` by its last part) stands in, or is
    /// declared empty to hold what the files extend it with.
    func standsIn(_ name: String) -> Bool {
        let last = String(name.split(separator: ".").last ?? Substring(name))
        return standing.contains(last) || extended.contains(last)
    }

    /// Whether anything stands in: a declaration the port writes answers uses of it.
    package var declaresAny: Bool {
        !standing.isEmpty || !members.isEmpty || !extended.isEmpty
    }

    /// What still stands in once the files import only `imports`: a module no file imports any
    /// more stands in no longer, and without a module or a project's name, nothing stands in
    /// for what one would declare (a resumed search must not stand in for the app's names).
    /// Members from a module imported elsewhere stay while `elsewhere` is still that module.
    package func kept(importedBy imports: Set<String>, elsewhere: ModuleImport? = nil) -> StandIns {
        var kept = self
        kept.modules = modules.filter(imports.contains)
        kept.importedElsewhere = importedElsewhere.flatMap { $0.module == elsewhere?.module ? elsewhere : nil }
        if kept.modules.isEmpty && projectNames.isEmpty && leftOutNames.isEmpty && objectiveCNames.isEmpty {
            (kept.names, kept.closureParameters, kept.implicitSelf, kept.implicitMembers) = ([], [], [], [])
            kept.members = kept.importedElsewhere == nil ? [] : members
            kept.assignedNames = []
            kept.conversions = []
        }
        return kept
    }

    /// A module another file of the app imports, by its name and the first file importing it.
    package struct ModuleImport: Codable, Equatable, Sendable {
        package var module: String
        package var file: String
        package init(module: String, file: String) { (self.module, self.file) = (module, file) }
    }

    /// Whether any of `found` is new.
    package mutating func add(extended found: Set<String>) -> Bool { Self.merge(found, into: &extended) }
    package mutating func add(modules found: Set<String>) -> Bool { Self.merge(found, into: &modules) }
    package mutating func add(names found: Set<String>) -> Bool { Self.merge(found, into: &names) }
    /// `found`: the project's names, each with the shape its declaration has, if read.
    package mutating func add(projectNames found: [String: Shape?]) -> Bool {
        shapes.merge(found.compactMapValues { $0 }) { kept, _ in kept }
        return Self.merge(Set(found.keys), into: &projectNames)
    }
    package mutating func add(leftOutNames found: [String: Shape?]) -> Bool {
        shapes.merge(found.compactMapValues { $0 }) { kept, _ in kept }
        return Self.merge(Set(found.keys), into: &leftOutNames)
    }
    package mutating func add(objectiveCNames found: [String: Shape?]) -> Bool {
        shapes.merge(found.compactMapValues { $0 }) { kept, _ in kept }
        return Self.merge(Set(found.keys), into: &objectiveCNames)
    }
    /// A failable initializer (`init?(hex:)`) takes the place of the one of its labels: the
    /// files bind its value as an optional (`if let color = UIColor(hex: …)`), so the module's
    /// is failable, and one type cannot declare both.
    package mutating func add(members found: Set<MemberGap>) -> Bool {
        let found = found.filter { !refusedMemberTypes.contains($0.type) }
        members.removeAll { member in
            let failable = PlatformInitializer.failable(member)
            return failable != member && found.contains(failable)
        }
        return Self.merge(found, into: &members)
    }
    /// `found`, members of `module`, which no file here imports and another file of the app does.
    package mutating func add(members found: Set<MemberGap>, importedElsewhere module: ModuleImport) -> Bool {
        importedElsewhere = importedElsewhere ?? module
        return add(members: found)
    }
    /// Takes back the names standing in that `isDeclared` says a file of the build now
    /// declares: the declaration is used, never both (both made every use ambiguous).
    package mutating func dropNames(where isDeclared: (String) -> Bool) {
        names.removeAll(where: isDeclared)
        projectNames.removeAll(where: isDeclared)
        leftOutNames.removeAll(where: isDeclared)
        objectiveCNames.removeAll(where: isDeclared)
    }
    /// Takes back the members standing in on the types `isGone` says left the build.
    package mutating func dropMembers(onTypes isGone: (String) -> Bool) { members.removeAll { isGone($0.type) } }
    /// Takes back the members standing in on `types`, which Swift refused, for good.
    package mutating func refuse(memberTypes types: Set<String>) -> Bool {
        guard Self.merge(types, into: &refusedMemberTypes) else { return false }
        dropMembers(onTypes: types.contains)
        return true
    }
    package mutating func add(closureParameters found: Set<SourcePlace>) -> Bool {
        Self.merge(found, into: &closureParameters)
    }
    package mutating func add(implicitSelf found: Set<SourcePlace>) -> Bool { Self.merge(found, into: &implicitSelf) }
    /// The places of `found` whose name stands in.
    package mutating func add(assignedNames found: [SourcePlace: String]) -> Bool {
        let standing = Set(standing)
        return Self.merge(Set(found.filter { standing.contains($0.value) }.keys), into: &assignedNames)
    }
    package mutating func add(implicitMembers found: Set<SourcePlace>) -> Bool {
        Self.merge(found, into: &implicitMembers)
    }
    package mutating func add(conversions found: Set<ConversionGap>) -> Bool { Self.merge(found, into: &conversions) }
    package mutating func add(protocolOverrides found: Set<SourcePlace>) -> Bool {
        Self.merge(found, into: &protocolOverrides)
    }
    /// A piece found again answering `_layouttyLeftOut` (`LeftOutCode.answersLeftOut`) takes the
    /// place of the one left out there before.
    package mutating func add(leftOutCode found: [LeftOutCode]) -> Bool {
        let answering = Set(found.filter(\.answersLeftOut).map(\.place))
        leftOutCode.removeAll { answering.contains($0.place) && !$0.answersLeftOut }
        return Self.merge(Set(found), into: &leftOutCode)
    }
    /// Takes back the code left out of files that left the build whole.
    package mutating func dropLeftOutCode(in paths: Set<String>) {
        leftOutCode.removeAll { paths.contains($0.place.path) }
    }

    /// The files holding a place something stands in at (a closure's parameters, code left out …).
    package var placedFiles: Set<String> {
        Set(
            (closureParameters + implicitSelf + assignedNames + implicitMembers + protocolOverrides).map(\.path)
                + conversions.map(\.place.path) + leftOutCode.map(\.place.path))
    }

    /// Takes back what stands in at places of `paths`: a file changed since its places were
    /// found has its errors elsewhere now, and a rewrite at an old place would break its code.
    package mutating func dropPlaces(in paths: Set<String>) {
        for keyPath in [
            \StandIns.closureParameters, \.implicitSelf, \.assignedNames, \.implicitMembers, \.protocolOverrides
        ] {
            self[keyPath: keyPath].removeAll { paths.contains($0.path) }
        }
        conversions.removeAll { paths.contains($0.place.path) }
        dropLeftOutCode(in: paths)
    }

    private static func merge<Element: Comparable>(_ found: Set<Element>, into list: inout [Element]) -> Bool {
        let new = found.subtracting(list)
        list = (list + new).sorted()
        return !new.isEmpty
    }

    /// One line per kind of stand-in, naming each.
    package var notes: [String] {
        let modulesLine =
            "no such module here: \(modules.joined(separator: ", ")) (an iOS library, a pod or a framework Layoutty "
            + "does not build): \(modules.count == 1 ? "its import is" : "their imports are") left out"
        let namesLine =
            "stood in: \(names.joined(separator: ", ")) (declared by none of the files here): every use answers an "
            + "empty value, and what they are asked to do does not happen"
        let projectNamesLine =
            "stood in: \(projectNames.joined(separator: ", ")) (declared in the project, in files further from yours "
            + "than the search reads; --project-depth reads further): every use answers an empty value"
        let leftOutNamesLine =
            "stood in: \(leftOutNames.joined(separator: ", ")) (declared in the project, in files left out above): "
            + "every use answers an empty value"
        let objectiveCLine =
            "stood in: \(objectiveCNames.joined(separator: ", ")) (the app's Objective-C, which its bridging header "
            + "gives Swift; not translated for a Swift screen here): every use answers an empty value"
        let elsewhereLine = importedElsewhere.map {
            "\($0.module), which \($0.file) imports, is no module here: the files use its members without importing "
                + "it, as a module's files may"
        }
        let builds = members.contains(where: Self.isBuilder)
        let membersLine =
            "stood in: \(members.map { $0.type + ($0.isStatic ? "" : ".") + $0.name }.joined(separator: ", ")) (an extension a module "
            + "would declare): every use answers an empty value"
            + (builds ? ", but a call with a closure of the receiver, which runs it and answers the receiver" : "")
        let closuresLine = closureParameters.first.map {
            "closure parameters typed as stand-ins: \(closureParameters.count) (the first at \($0.path):\($0.line)): "
                + "a closure passed to a stand-in is never called"
        }
        let selfLine = implicitSelf.first.map {
            "`self.` written in closures passed to stand-ins: \(implicitSelf.count) (the first at \($0.path):\($0.line)): "
                + "such a closure escapes here, not in its module"
        }
        let assignedLine = assignedNames.first.map {
            "stood-in names assigned: \(assignedNames.count) (the first at \($0.path):\($0.line)): written `self.` "
                + "there, a member of the class standing in for the base, which takes any value and keeps none"
        }
        let implicitLine = implicitMembers.first.map {
            "implicit members naming stand-ins: \(implicitMembers.count) (the first at \($0.path):\($0.line)): "
                + "`.member` in a stand-in's place is written `_LayouttyStandIn.member`, an empty value"
        }
        let overridesLine = protocolOverrides.first.map {
            "`override` left out of members the superclass does not declare here: "
                + "\(protocolOverrides.count) (the first at \($0.path):\($0.line)): UIKit's controllers take them "
                + "from their protocols (iOS lists them as the class's own), or a class standing in has none; "
                + "here each is the subclass's, called where UIKit's class forwards it"
        }
        let conversionsLine = conversions.first.map {
            "stand-ins given where the app's types are required: \(conversions.count) (the first at "
                + "\($0.place.path):\($0.place.line), for \($0.type)): the type's empty value is written there"
        }
        return extended.map {
            "\($0): no file that compiles here declares it: an empty stand-in holds the members the files extend it with"
        }
            + [
                modules.isEmpty ? nil : modulesLine, names.isEmpty ? nil : namesLine,
                projectNames.isEmpty ? nil : projectNamesLine, leftOutNames.isEmpty ? nil : leftOutNamesLine,
                objectiveCNames.isEmpty ? nil : objectiveCLine,
                members.isEmpty ? nil : elsewhereLine, members.isEmpty ? nil : membersLine, closuresLine, selfLine,
                assignedLine, implicitLine,
                conversionsLine,
                overridesLine, leftOutCodeLine
            ].compactMap { $0 }
    }

    /// The code left out (`LeftOutCode.said`).
    private var leftOutCodeLine: String? {
        guard !leftOutCode.isEmpty else { return nil }
        return "left out, as they do not compile here (the rest of each file is kept): \(LeftOutCode.said(leftOutCode))"
    }

    /// How the files use names: their types (what they inherit) and the attributes on their
    /// properties (`@Published`), which say what a name standing in must be.
    struct Uses {
        var types: [ConformanceReader.TypeDeclaration] = []
        var propertyAttributes: Set<String> = []
        /// The names required as constraints (`protocol A: B`, `where Self: C`, `<T: D>`).
        var constraints: Set<String> = []
        /// The classes the files use as table view cells (`TableCellReader`).
        var tableCells: Set<String> = []
    }

    /// Every declaration standing in, for a generated file of their own (empty when nothing
    /// stands in). A member extends a type of any module the files import
    /// (`SKMutablePayment.paymentDiscount`): the file imports `imports` (the files' own, which
    /// build), and the framework a member's type is named for (`SK…`: StoreKit), which the file
    /// using it may have been left out with. A stand-in conforms to a protocol standing in
    /// unless the files' extensions of one already make it (`conformed`).
    func declarations(in uses: Uses, conformed: Set<String>, imports: Set<String>) -> String {
        let named = members.flatMap { AppleSDK.frameworksOfPrefix[String($0.type.prefix(2))] ?? [] }
        let declarations =
            extended.map(Self.declaration(extending:)).joined()
            + standing.map {
                Self.declaration(
                    standingInFor: $0, as: kind(of: $0, in: uses), in: uses, conforms: !conformed.contains($0))
            }.joined()
            + (standing.contains { kind(of: $0, in: uses) == .swiftUIView } ? Self.standInAsAView : "")
            + (standing.isEmpty || !imports.contains("SwiftUI") ? "" : Self.standInObservable + Self.standInText)
            + Self.declarations(
                of: Self.onViewsOnce(members, in: uses, standingBase: { uikitBase(standingFor: $0, in: uses) }))
        guard !declarations.isEmpty else { return "" }
        return imports.union(named).sorted().map { "import \($0)\n" }.joined() + declarations
    }

    /// The UIKit class a name standing in is declared a subclass of (a controller whose file was
    /// left out, as a `UIViewController`); nil for any other.
    private func uikitBase(standingFor name: String, in uses: Uses) -> String? {
        guard standing.contains(name), case .uikit(let base) = kind(of: name, in: uses) else { return nil }
        return base
    }

    /// A stand-in a SwiftUI view watches (`@ObservedObject var model: PodcastPickerModel`, the
    /// app's view model standing in; `.environmentObject(store)`): an observable object that
    /// never changes — Combine's protocol, by its module, whatever else stands in by that name.
    /// Two of Pocket Casts' SwiftUI files were left out for it.
    private static let standInObservable = "extension _LayouttyStandIn: OpenCombine.ObservableObject {}\n"

    /// A stand-in's text (`Text(model.title)`, the model standing in): empty. SwiftUI's
    /// initializers are generic over the string, which a stand-in's member cannot be inferred
    /// as ("missing argument label 'verbatim:'").
    private static let standInText = """
        import SwiftUI
        extension SwiftUI.Text {
            public init(_ standIn: _LayouttyStandIn) { self.init(verbatim: "") }
        }

        """

    /// What stands in for the project's SwiftUI views: a view drawing nothing, built in a view
    /// builder (`MangaUpdateItemView(updates: updates)`, which the copy writes
    /// `MangaUpdateItemView()(updates: updates)`), handed to a hosting controller, given
    /// modifiers; any other member is a stand-in. A type of its own, not `_LayouttyStandIn`
    /// made a view: on every stand-in a view's modifiers were members, and a stood-in model's
    /// `manga.id` was SwiftUI's `id(_:)` ("generic parameter 'ID' could not be inferred").
    private static let standInAsAView = """
        import SwiftUI
        @dynamicCallable @dynamicMemberLookup
        public struct _LayouttyStandInView: SwiftUI.View {
            public init(_ arguments: Any...) {}
            public var body: SwiftUI.EmptyView { SwiftUI.EmptyView() }
            public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> Self { self }
            // Callbacks (`onTap: { manga in … }`): their parameters are stand-ins, as a stand-in's are.
            @_disfavoredOverload
            public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, (_LayouttyStandIn) -> Void>)
                -> Self
            { self }
            public subscript(dynamicMember name: String) -> _LayouttyStandIn { _LayouttyStandIn() }
            public static subscript(dynamicMember name: String) -> _LayouttyStandIn { _LayouttyStandIn() }
        }

        """

    /// The names standing in as `_LayouttyStandIn` itself or one of its values (`Kind.value`,
    /// `.constant`): an initializer of one takes labels only as a call on one does, and an
    /// implicit member passed to a call on one has no type to be looked up in (`PortRewriter`).
    func values(in uses: Uses) -> Set<String> { named(in: uses) { [.value, .constant, .swiftUIView].contains($0) } }

    /// Of `values(in:)`, the names standing in as types: `Name(label: x)` makes one of them
    /// (`PortRewriter`), where a constant's `trace("…", log: x)` is a call on one.
    func types(in uses: Uses) -> Set<String> { named(in: uses) { [.value, .swiftUIView].contains($0) } }

    /// The names standing in as classes the files subclass (`Kind.uikit`, `.subclassable`), with
    /// the initializers each has: a module's base class (`ASDKViewController<ASDisplayNode>`)
    /// is written without its generic arguments, and its subclasses call and override only
    /// what it declares (`PortRewriter`).
    func classes(in uses: Uses) -> [String: ClassInitializers] {
        var classes: [String: ClassInitializers] = [:]
        for name in standing {
            switch kind(of: name, in: uses) {
            case .uikit(let base): classes[name] = ClassInitializers(base: base)
            case .subclassable: classes[name] = ClassInitializers(base: nil)
            default: continue
            }
        }
        return classes
    }

    /// The designated initializers a class standing in has, by their argument labels: its UIKit
    /// base's, or `init()` for a plain class; and the call a subclass's `super.init(…)` becomes
    /// when it names another (`super.init(node: ASDisplayNode())`).
    struct ClassInitializers: Equatable {
        let labels: [[String]]
        let plainArguments: String
        /// The UIKit class it stands on, if any (`UICollectionViewCell`).
        let base: String?

        init(base: String?) {
            self.base = base
            // By the base's kind: a `UITableViewController`'s are a controller's, a `UIControl`'s a view's.
            switch base.map({ StandIns.uikitBase(of: $0) ?? "UIView" }) {
            case "UIViewController":
                // A table or collection view controller adds its own (Sileo's settings screen
                // overrides its stood-in base's `init(style:)`; taken for no initializer of the
                // base, its `override` was left out, and Swift asked for it back).
                let own = base.flatMap { Self.controllersOwnInitializers[$0] }.map { [$0] } ?? []
                (labels, plainArguments) = ([["nibName", "bundle"], ["coder"]] + own, "nibName: nil, bundle: nil")
            case "UICollectionViewFlowLayout", nil: (labels, plainArguments) = ([[], ["coder"]], "")
            case "UITableViewCell":
                (labels, plainArguments) = (
                    [["style", "reuseIdentifier"], ["coder"]], "style: .default, reuseIdentifier: nil"
                )
            case "UICollectionView":
                (labels, plainArguments) = (
                    [["frame", "collectionViewLayout"], ["coder"]],
                    "frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()"
                )
            default: (labels, plainArguments) = ([["frame"], ["coder"]], "frame: .zero")
            }
        }

        /// The designated initializer UIKit's table and collection view controllers add to a
        /// view controller's, by its labels.
        private static let controllersOwnInitializers = [
            "UITableViewController": ["style"], "UICollectionViewController": ["collectionViewLayout"]
        ]

        /// Whether a designated initializer of these labels is one the class has: what a
        /// subclass may call as `super.init(…)` and write `override` on (UIKit's controllers'
        /// `init()` is a convenience one: `override init()` of one overrides nothing).
        func has(_ arguments: [String]) -> Bool { labels.contains(arguments) }
    }

    /// The names standing in as property wrappers (`Kind.propertyWrapper`): their attributes'
    /// arguments are not written in the copy (`PortRewriter`).
    func wrappers(in uses: Uses) -> Set<String> { named(in: uses) { $0 == .propertyWrapper } }

    private func named(in uses: Uses, _ kind: (Kind) -> Bool) -> Set<String> {
        Set(standing.filter { kind(self.kind(of: $0, in: uses)) })
    }

    /// An empty declaration of a type the files only extend: a view controller for a
    /// `…Controller`, a view the screen's size for a `…View`, else a class.
    static func declaration(extending name: String) -> String {
        if name.hasSuffix("Controller") { return "final class \(name): UIViewController {}\n" }
        if name.hasSuffix("View") {
            return "final class \(name): UIView {\n    init() { super.init(frame: UIScreen.main.bounds) }\n"
                + "    required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n"
        }
        return "final class \(name) {}\n"
    }

    /// How a name stands in, by how the files use it and what it is called.
    enum Kind: Equatable {
        /// A value (`analytics`): `let name = _LayouttyStandIn()`.
        case constant
        /// A name of a UIKit kind (a `…Cell`, a `…ViewController`, a `…Layout`): UIKit's class
        /// of that kind answering any member, so it registers, casts and subclasses as one.
        case uikit(base: String)
        /// A type the files conform to: an empty protocol, which a stand-in conforms to.
        case protocolType
        /// A class the files subclass: an empty class answering any member.
        case subclassable
        /// Any other type (`Auth.auth()`, `var user: User?`): `_LayouttyStandIn`.
        case value
        /// An attribute of the files' properties (`@Published`, `@Persisted`): a wrapper
        /// keeping the value it is given (or its type's neutral one) and projecting a stand-in.
        case propertyWrapper
        /// A SwiftUI view of the project's (`Shape.swiftUIView`): `_LayouttyStandInView`, a view
        /// drawing nothing (`standInAsAView`).
        case swiftUIView
    }

    /// What the project's declaration of a type says it is, read from its line
    /// (`ProjectFiles.declaration(of:)`). The name alone is guessed by its ending, which in an
    /// app of SwiftUI views is mostly wrong: a production app's search stood in eight of eleven
    /// `…View`s as UIKit views, and one such "view" built in a SwiftUI view builder cost the
    /// type checker 43 s a round, round after round.
    package enum Shape: Codable, Equatable, Sendable {
        /// `struct RatingView: View`.
        case swiftUIView
        case protocolType
        /// Another struct, enum or actor.
        case value
        /// A class whose superclasses reach UIKit's `base` (through the project's own).
        case uikitClass(base: String)
        /// A class of no UIKit kind.
        case plainClass

        /// The shape of the type `name` as `declaration` (the project's files) declares it:
        /// a class's superclasses followed through the project's classes, at most `depth` of
        /// them; nil when no file declares it.
        package static func of(
            _ name: String, declaredBy declaration: (String) -> (keyword: String, inherits: [String])?,
            depth: Int = 4
        ) -> Shape? {
            guard let (keyword, inherits) = declaration(name) else { return nil }
            switch keyword {
            case "protocol": return .protocolType
            case "class": break
            // `typealias Cell = UICollectionViewCell` says nothing on its line: guessed by name.
            case "typealias": return nil
            default: return inherits.contains("View") ? .swiftUIView : .value
            }
            guard let superclass = inherits.first, superclass != "NSObject" else { return .plainClass }
            if let base = uikitClasses.first(where: { $0 == superclass }) { return .uikitClass(base: base) }
            if superclass.hasPrefix("UI"), let base = StandIns.uikitBase(of: superclass) {
                return .uikitClass(base: base)
            }
            // A module's class (Texture's `ASDKViewController`), or a chain longer than read:
            // not known here, so guessed by the name.
            guard depth > 1, let shape = of(superclass, declaredBy: declaration, depth: depth - 1) else { return nil }
            switch shape {
            case .uikitClass, .plainClass: return shape
            // The first name inherited is a protocol: the class is a root class.
            case .protocolType: return .plainClass
            case .value, .swiftUIView: return nil
            }
        }

        /// UIKit's classes a class standing in may subclass as the project's does, their
        /// initializers those of their kind (`ClassInitializers`); another `UI…` class is
        /// stood in by its kind's (`uikitBase(of:)`).
        private static let uikitClasses: Set<String> = [
            "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView",
            "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell", "UICollectionView",
            "UICollectionViewFlowLayout", "UICollectionViewLayout", "UIViewController", "UITableViewController",
            "UICollectionViewController", "UINavigationController", "UITabBarController"
        ]
    }

    /// What stands in for `name`: what the project's declaration says (`shapes`), else what
    /// the files' uses and the name suggest.
    func kind(of name: String, in uses: Uses) -> Kind {
        let wrapper: Kind? = uses.propertyAttributes.contains(name) ? .propertyWrapper : nil
        switch shapes[name] {
        case .swiftUIView?: return .swiftUIView
        case .protocolType?: return .protocolType
        case .value?: return wrapper ?? .value
        case .uikitClass(let base)?: return .uikit(base: base)
        case .plainClass?:
            let subclassed = uses.types.contains { $0.isClass && !$0.isExtension && $0.inherits.first == name }
            return wrapper ?? (subclassed ? .subclassable : .value)
        case nil: return Self.kind(guessing: name, in: uses)
        }
    }

    /// Whether a protocol standing in is class-bound, as an app's delegate protocols are (`weak
    /// var delegate: ReceiptDelegate?` needs it): unless a struct or an enum of the files, or an
    /// extension of one, conforms to it.
    static func isClassBound(_ name: String, in uses: Uses) -> Bool {
        let values = Set(uses.types.filter { !$0.isClass && !$0.isExtension }.map(\.name))
        return !uses.types.contains { $0.inherits.contains(name) && values.contains($0.name) }
    }

    private static func kind(guessing name: String, in uses: Uses) -> Kind {
        guard let first = name.first, first.isUppercase, !isScreamingSnakeCase(name) else { return .constant }
        if uses.propertyAttributes.contains(name) { return .propertyWrapper }
        let types = uses.types
        let subclassed = types.contains { $0.isClass && !$0.isExtension && $0.inherits.first == name }
        let conformed = types.contains { $0.inherits.dropFirst($0.isClass && !$0.isExtension ? 1 : 0).contains(name) }
        if !conformed, let base = uikitBase(of: name) ?? uikitBase(overriddenBy: name, in: uses) {
            return .uikit(
                base: base == "UICollectionViewCell" && isTableCell(name, in: uses) ? "UITableViewCell" : base)
        }
        // Required as a constraint (`where Self: Retryable`): a protocol, since a value's type
        // (the stand-in, a class) would conflict with the UIKit class the type already is —
        // unless the files subclass it: a class then, which a constraint may name too (Realm's
        // `Object`, subclassed by Open Food Facts' models and required of `T` by its queries:
        // as a protocol, every model's `override` overrode nothing, and 12 models went).
        if conformed || (uses.constraints.contains(name) && !subclassed) || (subclassed && looksLikeAProtocol(name)) {
            return .protocolType
        }
        return subclassed ? .subclassable : .value
    }

    /// Whether `name` is written as C writes a constant (`WHITE_BLUR_TAG`): capitals, digits and
    /// at least one underscore, which no type's name is. Sileo's `view.tag = WHITE_BLUR_TAG`,
    /// taken for a type by its capital, assigned a metatype to an `Int`, and the statement went.
    static func isScreamingSnakeCase(_ name: String) -> Bool {
        name.contains("_") && name.contains(where: \.isLetter)
            && name.allSatisfy { $0 == "_" || $0.isNumber || ($0.isUppercase && $0.isASCII) }
    }

    /// What stands in for `name` (`Kind`). A value's generic arguments (`Results<Item>`) are
    /// not written in the copy (`PortRewriter`): one declaration takes both that and `Results()`.
    static func declaration(standingInFor name: String, as kind: Kind, in uses: Uses, conforms: Bool) -> String {
        // Public, as the module's declarations are: the files' public API may name them.
        switch kind {
        case .constant: "public let \(name) = _LayouttyStandIn()\n"
        case .uikit("UIViewController") where ownsACollectionView(name, in: uses):
            "open class \(name): UIViewController, _LayouttyAnswersAnyMember {\n" + Self.collectionViewOfABase + "}\n"
        case .uikit(let base): "open class \(name): \(base), _LayouttyAnswersAnyMember {}\n"
        // A stand-in is a value of it too: a screen made with stand-in values passes one.
        case .protocolType:
            "public protocol \(name)\(isClassBound(name, in: uses) ? ": AnyObject" : "") {}\n"
                + (conforms ? "extension _LayouttyStandIn: \(name) {}\n" : "")
        case .subclassable: "open class \(name): _LayouttyAnswersAnyMember {\n    public init() {}\n}\n"
        case .value: "public typealias \(name) = _LayouttyStandIn\n"
        case .swiftUIView: "public typealias \(name) = _LayouttyStandInView\n"
        case .propertyWrapper: "public typealias \(name) = _LayouttyStandInWrapper\n"
        }
    }

    /// Whether the controller standing in owns the collection view its subclasses serve: one
    /// of them is its data source or delegate (itself or in an extension) and declares no
    /// `collectionView` of its own — the base's, which its nib or its code makes on iOS
    /// (Pocket Casts' `DiscoverPeekViewController`). Without it, `collectionView` in the
    /// subclass names its own `collectionView(_:cellForItemAt:)`.
    static func ownsACollectionView(_ name: String, in uses: Uses) -> Bool {
        let subclasses = uses.types.filter { $0.isClass && !$0.isExtension && $0.inherits.first == name }
        let names = Set(subclasses.map(\.name))
        let protocols: Set = [
            "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout"
        ]
        let serving = uses.types.contains { names.contains($0.name) && !protocols.isDisjoint(with: $0.inherits) }
        let declaresOne = uses.types.contains { type in
            names.contains(type.name) && type.typedProperties.contains { $0.name == "collectionView" }
        }
        return serving && !declaresOne
    }

    /// The collection view of a controller standing in (`ownsACollectionView`): filling its
    /// view, its subclass its data source and delegate, as a nib connects them.
    private static let collectionViewOfABase = """
            open lazy var collectionView: UICollectionView! = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            open override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.frame = view.bounds
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                collectionView.dataSource = self as? UICollectionViewDataSource
                collectionView.delegate = self as? UICollectionViewDelegate
                view.addSubview(collectionView)
            }

        """

    /// A member standing in on `UIView` and on views (`UIView.snp`, `UILabel.snp`, a cell of
    /// the files' `.snp`; PureLayout's `init(forAutoLayout:)`) once, on `UIView`: a property or
    /// an initializer of an extension cannot be declared again in one of a subclass, and every
    /// view has UIView's (UIKit's views override its designated initializers, so inherit its
    /// convenience ones). So is one standing in on a class and on the files' subclass of it
    /// (`UIImageView.skeletonCornerRadius`, `EpisodeImageView.skeletonCornerRadius`): once, on
    /// the class — a class standing in too (`standingBase`).
    static func onViewsOnce(
        _ members: [MemberGap], in uses: Uses, standingBase: (String) -> String? = { _ in nil }
    ) -> [MemberGap] {
        let onUIView = Set(members.filter { $0.type == "UIView" }.map(\.name))
        let standing = Set(members.map { $0.type + "." + $0.name })
        return members.filter { member in
            if member.type != "UIView" && onUIView.contains(member.name) && isView(member.type, in: uses) {
                return false
            }
            return !superclasses(of: member.type, in: uses, standingBase: standingBase).contains {
                standing.contains($0 + "." + member.name)
            }
        }
    }

    /// The superclasses of `type`, nearest first: through the files' classes and the classes
    /// standing in (`standingBase`: the UIKit class each is declared on), then UIKit's as the
    /// module declares them (`UIViewController`, `UIResponder`, `NSObject`), ending at a class
    /// none declares (a module's). DuckDuckGo's tab switcher stood a member in on `UIResponder`
    /// and on `UIViewController`: the second extension's "cannot be overridden" stopped the
    /// screen. UIKit's classes are walked as the Objective-C prelude names them.
    static func superclasses(
        of type: String, in uses: Uses, standingBase: (String) -> String? = { _ in nil }
    ) -> [String] {
        var chain: [String] = []
        var name = type
        while chain.count < 16 {
            if let declared = uses.types.first(where: { $0.name == name && $0.isClass && !$0.isExtension }),
                let superclass = declared.inherits.first
            {
                name = String(superclass.prefix { $0 != "<" })
            } else if let superclass = UIKitClasses.superclass(of: name) ?? standingBase(name) {
                name = superclass
            } else {
                break
            }
            chain.append(name)
        }
        return chain
    }

    /// Whether `type` is one of UIKit's views, or a class of the files inheriting from one — or
    /// from a module's class standing in as a view by its name (`class Label: UBLabel<Style>`).
    static func isView(_ type: String, in uses: Uses) -> Bool {
        let chain = [type] + superclasses(of: type, in: uses)
        if chain.contains(where: { PortRewriter.outletTypes[$0] != nil || uikitViews.contains($0) }) { return true }
        let last = chain[chain.count - 1]
        return last != type && uikitBase(of: last).map { PortRewriter.outletTypes[$0] != nil } == true
    }

    /// UIKit's views a nib's outlet is not given as such (`PortRewriter.outletTypes` has the rest).
    private static let uikitViews: Set<String> = [
        "UIControl", "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell",
        "UITableViewCell", "UITableViewHeaderFooterView", "UIWindow", "UIListContentView"
    ]

    /// `extension UIImageView { var kf: _LayouttyStandIn … }`: one per type.
    static func declarations(of members: [MemberGap]) -> String {
        Dictionary(grouping: members, by: \.type).sorted { $0.key < $1.key }.map { type, members in
            "extension \(type) {\n" + members.map { "    " + declaration(of: $0, in: type) + "\n" }.joined() + "}\n"
        }.joined()
    }

    /// `member` of `type` standing in: an initializer as `PlatformInitializer` declares it; a
    /// notification's name as a name of its own (posted and observed here by it); any other a
    /// stand-in, a static one implicitly unwrapped (a module's factory is often optional:
    /// `Cell.nib!`). An instance member is also a method taking a closure of its receiver,
    /// which it calls and then answers the receiver: what a builder does (`Then`'s
    /// `UICollectionView(…).then { $0.backgroundColor = .clear }`, `with`, `apply`), so the
    /// code's own configuration runs and the view flows on — as a stand-in, the screen's
    /// collection view was lost. A closure of another shape takes the stand-in property.
    private static func declaration(of member: MemberGap, in type: String) -> String {
        let name = member.name.dropFirst()
        if member.isInitializer { return PlatformInitializer.declaration(of: member, in: type) }
        if type == "Notification.Name" { return "public static let \(name) = Notification.Name(\"\(name)\")" }
        if member.isStatic {
            return "public static var \(GeneratedSwift.identifier(String(name))): _LayouttyStandIn! "
                + "{ get { _LayouttyStandIn() } set {} }"
        }
        let spelled = GeneratedSwift.identifier(member.name)
        return "public var \(spelled): _LayouttyStandIn { get { _LayouttyStandIn() } set {} }\n"
            + "    @discardableResult public func \(spelled)(_ body: (Self) throws -> Void) rethrows -> Self {"
            + " try body(self); return self }"
    }

    /// Whether `member` is declared a builder's method too (`declaration(of:in:)`): an instance
    /// member that is no initializer nor a notification's name.
    private static func isBuilder(_ member: MemberGap) -> Bool {
        !member.isStatic && !member.isInitializer && member.type != "Notification.Name"
    }

    /// UIKit's class a subclassed stand-in is, by its name's ending.
    private static func uikitBase(of name: String) -> String? {
        let kinds = [
            ("ViewController", "UIViewController"), ("Controller", "UIViewController"),
            ("TableViewCell", "UITableViewCell"), ("Cell", "UICollectionViewCell"),
            ("ReusableView", "UICollectionReusableView"), ("Header", "UICollectionReusableView"),
            ("Footer", "UICollectionReusableView"), ("CollectionView", "UICollectionView"),
            ("Layout", "UICollectionViewFlowLayout"), ("Label", "UILabel"), ("Button", "UIButton"),
            ("ImageView", "UIImageView"), ("View", "UIView")
        ]
        return kinds.first { name.hasSuffix($0.0) }?.1
    }

    /// The UIKit class the files' subclasses of `name` show it to be by what they override, when
    /// its name does not say (SwiftHub's `SlideImageView: ImageSlideshow` overrides
    /// `init(frame:)`: the pod's slideshow, not built here, is a view, which the screen adds as a
    /// subview). Nil when they override none of these.
    private static func uikitBase(overriddenBy name: String, in uses: Uses) -> String? {
        let overridden = uses.types.filter { $0.isClass && !$0.isExtension && $0.inherits.first == name }
            .reduce(into: Set<String>()) { $0.formUnion($1.overrides.union($1.overriddenInitializers)) }
        return overridingKinds.first { overridden.contains($0.member) }?.base
    }

    /// Members only a UIKit class of its kind declares, a controller's before a view's (a
    /// controller's view is laid out too).
    private static let overridingKinds: [(member: String, base: String)] = [
        ("init(nibName:bundle:)", "UIViewController"), ("viewDidLoad()", "UIViewController"),
        ("loadView()", "UIViewController"), ("init(style:reuseIdentifier:)", "UITableViewCell"),
        ("init(frame:)", "UIView"), ("layoutSubviews()", "UIView"), ("draw(_:)", "UIView")
    ]

    /// Whether `name`, a `…Cell` standing in, is a table view's: it or a class of the files
    /// inheriting it is used as one (Pocket Casts' settings cells on `ThemeableCell`, whose
    /// package did not build, were collection view cells a table's `cellForRowAt` could not
    /// return, and the screen drew empty rows).
    private static func isTableCell(_ name: String, in uses: Uses) -> Bool {
        var names: Set = [name]
        var grew = true
        while grew {
            let subclasses = uses.types.filter {
                $0.isClass && !$0.isExtension && names.contains($0.inherits.first ?? "")
            }
            grew = names.union(subclasses.map(\.name)).count > names.count
            names.formUnion(subclasses.map(\.name))
        }
        return !names.isDisjoint(with: uses.tableCells)
    }

    private static func looksLikeAProtocol(_ name: String) -> Bool {
        ["Delegate", "DataSource", "Protocol", "able", "ible", "Type", "ing"].contains { name.hasSuffix($0) }
    }
}
