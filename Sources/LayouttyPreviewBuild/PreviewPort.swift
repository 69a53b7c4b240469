import Foundation
import LayouttyKit
import LayouttyObjC
import LayouttySystem
import SwiftParser
import SwiftSyntax

/// The copies of the user's files `layoutty preview` compiles: what Linux forces is rewritten
/// there, never in the user's files, keeping every line where it was (a `#sourceLocation` names
/// the user's file, and columns moved by a rewrite are mapped back), so every message points at
/// the user's code.
///
/// Rewritten:
/// - `#selector(method)` becomes `Selector("method")`, a name UIKit's target-action keeps.
/// - `@objc`, `@objcMembers`, `@IBDesignable`, `@IBInspectable`, `@IBOutlet`, `@IBAction`:
///   blanked (the attribute's characters become spaces).
/// - `import Darwin`, `import ObjectiveC`: blanked (Foundation and Layoutty's additions to it
///   give what code uses of them); `import UIKit.Submodule` imports `UIKit`. `import CoreGraphics` and `import QuartzCore` stay: Layoutty has them.
/// - `#if os(iOS)` is true and `os(Linux)` false, as on iOS; `targetEnvironment(simulator)` is
///   true, as where Xcode previews (`platformConditions`).
/// - `CGSize(width: w, height: .greatestFiniteMagnitude)` → `height: CGFloat.greatestFiniteMagnitude`
///   (also `.infinity`, in `CGPoint`, `CGRect`, `CGVector`): swift-corelibs-foundation's
///   geometry takes `Double` as well as `CGFloat`, so the bare member is ambiguous there.
/// - A type's `private` member that makes a layout (`private func listLayout()` in a view
///   controller) is `fileprivate`: the function generated in its file reaches it.
/// - A protocol with `@objc optional` requirements becomes a Swift protocol whose optional
///   requirements get a default, and each type of the files conforming to it answers which of
///   them it implements (`_layouttyImplements`); a call `delegate?.method?(…)` of an optional
///   requirement (the files' or UIKit's own delegates') calls only a delegate implementing it,
///   as on iOS: `delegate?._layouttyIf("method(…)")?.method(…)`.
/// - Number literals a layout reads again while it runs become calls the previewer can answer
///   differently (live literals): `6` → `_layouttyInteger(3, 6)`, `0.5` → `_layouttyFloat(4, 0.5)`
///   (`File.literals` lists them; `--show-port` does not). A `static` or global `let` of a number
///   or geometry type, which Swift would read once, becomes a computed `var` for that
///   (`static let gap: CGFloat = 8` → `static var gap: CGFloat { _layouttyInteger(5, 8) }`).
///   Literals Swift needs as literals (attributes, `#if`, enum raw values, patterns, generic
///   arguments, default arguments), those read once (other static and global constants) and
///   a `0` or `1` that counts or indexes (`isCountingLiteral`) stay as they are.
///
/// ```swift
/// let port = PreviewPort(sources, choice: try sources.choice(named: nil))
/// port.files[0].text   // the copy to compile
/// port.files[0].changes // what `--show-port` prints
/// ```
package struct PreviewPort: Sendable {
    /// One rewritten line: its number, before and after.
    package struct Change: Equatable, Sendable {
        package var line: Int
        package var before: String
        package var after: String
    }

    /// The copy of one file.
    package struct File: Sendable {
        /// The user's file.
        package var path: String
        /// The copy's text: a header naming the user's file, its text rewritten, and what the
        /// preview adds after it.
        package var text: String
        package var changes: [Change]
        /// What was added after the file's text (declarations the rewrites need), if anything.
        package var added: String
        /// Its live literals, numbered from the previous file's last.
        package var literals: [Literal]
        /// The user's lines, for excerpts: split once, as each of a compile's messages asks for
        /// one (split again for every message, a big project's search spent most of its time
        /// there, not compiling).
        var originalLines: [Substring]
        /// Translated from Objective-C: a message's column is the Swift's, so only its line is said.
        var isTranslated = false

        /// The name the copy's `#sourceLocation` gives the code: the absolute path, since the
        /// debug information (a trap's backtrace) would take a relative one as relative to the
        /// scratch package. The compiler's messages say it; `CompilerMessages` says `path` again.
        /// Made safe for the directive by `GeneratedSwift`.
        var location: String { Self.location(of: path) }
        static func location(of path: String) -> String {
            GeneratedSwift.sourceLocationFile(URL(fileURLWithPath: path).standardizedFileURL.path)
        }
        /// Per line, the edits that moved columns: (column in the user's line, length there, length in the copy).
        var moves: [Int: [(column: Int, before: Int, after: Int)]]

        /// The user's line under a message, and a caret under `column` (bytes, 1-based).
        func excerpt(line: Int, column: Int) -> [String] {
            guard line >= 1 && line <= originalLines.count else { return [] }
            let text = originalLines[line - 1]
            let number = String(line)
            let before = String(decoding: text.utf8.prefix(max(0, column - 1)), as: UTF8.self)
            return [
                "\(number) | \(text)",
                String(repeating: " ", count: number.count) + " | " + String(before.map { $0 == "\t" ? "\t" : " " })
                    + "^"
            ]
        }

        /// The column in the user's line that a column of the copy's line `line` came from.
        package func userColumn(line: Int, column: Int) -> Int {
            var shift = 0
            for move in moves[line] ?? [] {
                let start = move.column + shift
                if column < start { break }
                if column < start + move.after { return move.column }
                shift += move.after - move.before
            }
            return column - shift
        }
    }

    package var files: [File]

    /// What stands in for the app's world (`StandIns.declarations`), as a generated file of its
    /// own, or empty. Not after a user's file: its imports (`import SwiftUI` for a stood-in
    /// view) would reach that file's names, and SwiftUI's `EmptyView` took the place of the
    /// app's own in OpenFoodFacts' search screen.
    package var standIns = ""
    /// The file `standIns` is written as, beside the copies (never a `.ported.swift` name).
    package static let standInsFileName = "StandIns.generated.swift"

    /// A number literal of a user's file the preview reads live (`LiveLiterals.Literal` at run time).
    package struct Literal: Codable, Equatable, Sendable {
        package var file: String
        package var line: Int
        package var column: Int
        /// UTF-8 offsets of its text in the user's file.
        package var start: Int
        package var end: Int
        package var text: String
        package var isInteger: Bool
    }

    /// Every file's live literals, in the order of their numbers.
    package var literals: [Literal] { files.flatMap(\.literals) }

    /// The name of the function the chosen file gets, which the generated main calls.
    package static let entryFunctionName = "_layouttyPreviewedLayout"
    /// The function registering a bigger app's launch defaults before its screen (`LaunchDefaults`).
    static let launchDefaultsFunctionName = "_layouttyRegisterLaunchDefaults"

    /// The chosen expression with each initializer of a name standing in as a type called as
    /// the files' are (`SyncProviders(store: s)` → `SyncProviders()(store: s)`): a screen made
    /// with stand-in values may make one of the app's classes the build then left out. A stand-in
    /// is no generic: its generic arguments go (`HTTPClient<WebAPIAdapter>(baseUrl: u)` →
    /// `HTTPClient()(baseUrl: u)`, a rocket app's service whose module did not build here).
    package static func callingStandIns(in expression: String, types: Set<String>) -> String {
        guard !types.isEmpty else { return expression }
        final class Calls: SyntaxVisitor {
            let values: Set<String>
            init(_ values: Set<String>) {
                self.values = values
                super.init(viewMode: .sourceAccurate)
            }
            var edits: [(start: Int, end: Int, text: String)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let made = node.standInConstruction(types: values, values: [])
                edits += made.map { ($0.offset, $0.offset, $0.text) }
                if !made.isEmpty, let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self) {
                    let arguments = generic.genericArgumentClause
                    edits.append(
                        (
                            arguments.positionAfterSkippingLeadingTrivia.utf8Offset,
                            arguments.endPositionBeforeTrailingTrivia.utf8Offset, ""
                        ))
                }
                return .visitChildren
            }
        }
        let calls = Calls(types)
        calls.walk(Parser.parse(source: expression))
        var bytes = Array(expression.utf8)
        // From the end, and at one offset the later first: the text reads in the order made.
        for edit in calls.edits.enumerated().sorted(by: {
            ($0.element.start, $0.offset) > ($1.element.start, $1.offset)
        }) {
            bytes.replaceSubrange(edit.element.start..<edit.element.end, with: Array(edit.element.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The files' generic parameters (`PreviewSources.genericParameters`).
    package private(set) var genericParameters: Set<String> = []
    /// Where `override` methods of classes inheriting UIKit's (directly or through the app's) are named
    /// (`PortRewriter.overridesOnUIKitClasses`).
    package private(set) var overridesOnUIKitClasses: Set<SourcePlace> = []
    /// The classes the files declare (a module's static member stands in on one: `Cell.nib`).
    package private(set) var classNames: Set<String> = []
    /// Whether the compile bounds the type checker's search (`PreviewKit.compileCommands(solverScopes:)`):
    /// where the copies use stand-ins (`StandIns.declaresAny`), or include the app's files the
    /// project search added. Those fail to type-check until the search has stood in what they
    /// miss, and an expression over undeclared names took the type checker 52 s unbounded, 2.6
    /// s bounded (Habitica's achievements data source, a chain of ReactiveSwift operators):
    /// rounds of 65 and 111 s in a search that ran out of time. A user's own files, alone, are
    /// compiled as Xcode would.
    package private(set) var boundsTypeChecker = false
    /// Who plays the app's part for the layouts' own delegates (`AppsPart`), one line each.
    package private(set) var appsPartNotes: [String] = []
    /// Whether the generated main hands the layout to `AppsPart.functionName`.
    package private(set) var playsAppsPart = false
    /// The files' cell and supplementary view classes a nib may name (`PreviewSources.nibClasses`).
    package private(set) var nibClasses: [String] = []
    /// The files' view controller classes a storyboard may name (`PreviewSources.storyboardClasses`).
    package private(set) var storyboardClasses: [String] = []
    /// All the files' classes the generated program can name (`PreviewSources.nameableClasses`).
    package private(set) var nameableClasses: [String] = []
    /// The files' layout classes the generated program can name (`PreviewSources.nameableLayoutClasses`).
    package private(set) var nameableLayoutClasses: [String] = []
    /// The classes standing in on UIKit's views, which a nib names as its views' classes
    /// (Pocket Casts' `ThemeableAccessibilityCollectionView`, its package not built): made as
    /// the stand-in, so the cell's outlet of that type holds the nib's view.
    package private(set) var standInViewClasses: [String] = []

    /// `launchDefaults`: what a bigger app's delegate registers at launch, registered before
    /// the screen is made (`ProjectSearch.launchDefaults`).
    /// `bridgedImports`: the modules of the app's bridging headers built here, which every copy
    /// imports (`PortModel.bridgedImports`).
    /// `nonisolatedFiles`: the files whose declarations are marked `nonisolated`
    /// (`PortModel.nonisolatedFiles`).
    /// `protocolsElsewhere`: the app's files declaring a name, beside these: where a protocol
    /// the screen is made with a stub of is declared when a module of the app's holds it.
    package init(
        _ sources: PreviewSources, choice: LayoutChoice, standIns: StandIns = StandIns(),
        launchDefaults: LaunchDefaults? = nil, bridgedImports: [String] = [], nonisolatedFiles: Set<String> = [],
        protocolsElsewhere: PreviewSources.DeclaredElsewhere = { _ in [] }
    ) {
        self.init(
            sources, choice: choice, standIns: standIns, livesLiterals: true, launchDefaults: launchDefaults,
            bridgedImports: bridgedImports, nonisolatedFiles: nonisolatedFiles, protocolsElsewhere: protocolsElsewhere)
    }

    /// The copies `layoutty test` compiles a package's targets from: what Linux forces, and
    /// nothing a preview adds — no live literals (a test reads the values it wrote), no layout
    /// chosen, no app's part.
    /// `modules`: each file's module, by path (an override moves only within its module).
    /// `leftOut`: the statements and bodies left out of the files (an app's module built apart
    /// without what does not compile here).
    package init(testing sources: PreviewSources, modules: [String: String] = [:], leftOut: [LeftOutCode] = []) {
        var standIns = StandIns()
        _ = standIns.add(leftOutCode: leftOut)
        self.init(sources, choice: nil, standIns: standIns, livesLiterals: false, modules: modules)
    }

    private init(
        _ sources: PreviewSources, choice: LayoutChoice?, standIns: StandIns, livesLiterals: Bool,
        modules: [String: String] = [:], launchDefaults: LaunchDefaults? = nil, bridgedImports: [String] = [],
        nonisolatedFiles: Set<String> = [], protocolsElsewhere: PreviewSources.DeclaredElsewhere = { _ in [] }
    ) {
        var model = PortModel(sources.files)
        model.nonisolatedFiles = nonisolatedFiles
        model.livesLiterals = livesLiterals
        model.bridgedImports = bridgedImports
        model.modules = modules
        model.standIns = standIns
        boundsTypeChecker = standIns.declaresAny || !sources.helperFiles.isEmpty
        genericParameters = sources.genericParameters
        model.standInValues = standIns.values(in: model.uses)
        model.standInTypes = standIns.types(in: model.uses)
        model.standInWrappers = standIns.wrappers(in: model.uses)
        model.standInClasses = standIns.classes(in: model.uses)
        model.standInGenerics = model.standInValues.union(model.standInClasses.keys)
        for type in model.types.reversed() where type.isExtension && model.standInValues.contains(type.outermostName) {
            for name in type.inherits { model.standInConformances[name] = type.file }
            for name in type.methods + type.typedProperties.map(\.name) {
                model.standInExtensionMembers[name] = type.file
            }
        }
        model.standInMembers = Set(standIns.members.map(\.name))
        model.standInProperties = model.properties(typedAs: model.standInValues)
        model.conversionValues = Dictionary(
            standIns.conversions.compactMap { gap in sources.conversionValue(for: gap.type).map { (gap.place, $0) } },
            uniquingKeysWith: { first, _ in first })
        // A class standing in is made as its declaration allows (`StandIns.declaration`): AltStore's
        // database manager holds Roxas' `RSTPersistentContainer`, which no code here could give.
        model.emptyValue = { [classes = model.standInClasses] type in
            sources.leftOutValue(of: type) ?? (classes[type] != nil ? "\(type)()" : nil)
        }
        let appsPart = choice.map { _ in AppsPart(model, sources: sources) }
        appsPartNotes = appsPart?.notes ?? []
        nibClasses = sources.nibClasses
        storyboardClasses = sources.storyboardClasses
        nameableClasses = sources.nameableClasses
        nameableLayoutClasses = sources.nameableLayoutClasses
        standInViewClasses = model.standInClasses.keys.filter(model.standsInAsView).sorted()
        playsAppsPart = appsPart?.file != nil
        var literalCount = 0
        let widened = Dictionary(grouping: sources.factories.filter { $0.privateKeyword != nil }, by: \.file)
        var rewriters = sources.files.map { file in
            var rewriter = PortRewriter(file, model, firstLiteral: literalCount)
            rewriter.walk(file.tree)
            for factory in widened[file.path] ?? [] { rewriter.widen(at: factory.privateKeyword ?? 0) }
            literalCount += rewriter.literals.count
            return rewriter
        }
        overridesOnUIKitClasses = Set(rewriters.flatMap(\.overridesOnUIKitClasses))
        classNames = Set(sources.classes.map(\.name))
        // Overrides written in extensions in other files than their classes' move there.
        for (className, text) in rewriters.indices.flatMap({ rewriters[$0].export() }) {
            for index in rewriters.indices where rewriters[index].receive(text, into: className) { break }
        }
        var stubbed: (file: Int, protocols: [String], added: String)?
        files = zip(sources.files, rewriters).enumerated().map { index, pair in
            let (file, rewriter) = pair
            var added = model.additions(for: file.path)
            if case .expression(let expression, let chosen) = choice, chosen == file.path {
                let called = Self.callingStandIns(in: expression, types: model.standInTypes)
                var launched = sources.appDelegate(launchedBefore: expression).map {
                    "_layouttyFinishLaunching(\($0)()); return "
                }
                if launched == nil, let launchDefaults, expression.hasPrefix("_layouttyScreenLayout(of:") {
                    added += "@MainActor func \(Self.launchDefaultsFunctionName)() { \(launchDefaults.statement) }\n"
                    launched = "\(Self.launchDefaultsFunctionName)(); return "
                }
                added +=
                    "@MainActor func \(Self.entryFunctionName)() -> UICollectionViewLayout { \(launched ?? "")\(called) }\n"
                let protocols = ProtocolStub.protocols(madeIn: expression)
                if !protocols.isEmpty { stubbed = (index, protocols, added) }
            }
            if let appsPart, appsPart.file == file.path { added += appsPart.declarations }
            if stubbed?.file == index { stubbed?.added = added }
            return rewriter.ported(added: added)
        }
        let declared = standIns.declarations(
            in: model.uses, conformed: Set(model.standInConformances.keys),
            imports: sources.imports.subtracting(PortRewriter.blankedImports).subtracting(standIns.modules))
        if !declared.isEmpty { self.standIns = PortRewriter.header + "\n// Added by `layoutty preview`:\n" + declared }
        // The app's protocols the screen is made with stubs of (`ProtocolStub`), written from
        // their declarations as ported (`Results<Item>` of a stand-in is `Results` there).
        if let stubbed {
            let parsed = files.map { Parser.parse(source: $0.text) }
            let declared = ProtocolStub.declarations(in: parsed).merging(
                ProtocolStub.moduleDeclarations(of: stubbed.protocols, in: protocolsElsewhere),
                uniquingKeysWith: { own, _ in own })
            let associatedTypes = ProtocolStub.associatedTypes(in: parsed)
            let stubs = stubbed.protocols.map {
                ProtocolStub.declaration(
                    of: $0, in: declared, compositions: sources.compositions, associatedTypes: associatedTypes,
                    standInValues: model.standInValues, classes: classNames)
            }
            files[stubbed.file] = rewriters[stubbed.file].ported(added: stubbed.added + stubs.joined())
        }
    }
}

/// What the rewrites of every file need to know of all the files: the protocols with optional
/// requirements, and the types that conform to one.
struct PortModel {
    struct OptionalProtocol {
        var name: String
        var access: String
        /// Default implementations of the optional requirements, as Swift declarations.
        var defaults: [String]
        var file: String
    }

    var optionalProtocols: [String: OptionalProtocol] = [:]
    /// The files whose declarations are marked `nonisolated` (`NonisolatedMarks`): their
    /// target's code is not main-actor isolated by default, the module's is.
    var nonisolatedFiles: Set<String> = []
    /// Protocols whose conforming types answer `_layouttyImplements` (the optional ones, UIKit's
    /// delegates, and those refining either).
    var answeringProtocols = Set(PreviewPort.uikitOptionalRequirements.keys)
    /// The protocols' property requirements written `T!` that UIKit declares `T?`, by protocol.
    var requirementsOptionalInUIKit: [String: Set<String>] = [:]
    /// Full names (`method(label:)`) of the optional requirements.
    var optionalRequirements = Set(PreviewPort.uikitOptionalRequirements.values.joined())
    /// The witness of `_layouttyImplements` each conforming type gets, by the file it goes in.
    var witnesses: [String: [String]] = [:]
    /// Number literals become live ones (a preview's copy; not a test's).
    var livesLiterals = true
    /// The module of each file, by path, when the files are several modules' (a package's
    /// targets under `layoutty test`); none: one module.
    var modules: [String: String] = [:]
    /// What the copies stand in for: modules whose imports are blanked, closures typed.
    var standIns = StandIns()
    /// The modules the app's bridging headers import that are built here (`ProjectSearch`'s
    /// `bridgedImports`): every copy imports them, as Xcode gives every Swift file of the
    /// target the header's declarations (an authenticator's `CC_SHA256` from
    /// `#import <CommonCrypto/CommonHMAC.h>`).
    var bridgedImports: [String] = []
    /// The names standing in as `_LayouttyStandIn` (`StandIns.values(in:)`).
    var standInValues: Set<String> = []
    /// Of those, the types (`StandIns.types(in:)`): what a call with labels makes one of.
    var standInTypes: Set<String> = []
    /// The protocols the files' extensions of a stand-in value conform it to, each by the
    /// file of the first: a stand-in is one type, which conforms once (`extension
    /// Constants.SettingValue: Unlockable` and another stood-in type's extension, or the
    /// stand-in declared for a protocol, were a "redundant conformance": Pocket Casts' starred
    /// episodes).
    var standInConformances: [String: String] = [:]
    /// The members extensions of stand-in values declare (a method's full name, a property's), each
    /// with the first file declaring one: only that file's first declares it, as only one
    /// stand-in takes them (Siskin IM's `func encode()` in extensions of `JID`, `BareJID` and
    /// `Element` for one protocol was an "invalid redeclaration").
    var standInExtensionMembers: [String: String] = [:]
    /// The names standing in as property wrappers (`StandIns.wrappers(in:)`).
    var standInWrappers: Set<String> = []
    /// The names standing in as classes the files subclass, with their initializers
    /// (`StandIns.classes(in:)`).
    var standInClasses: [String: StandIns.ClassInitializers] = [:]
    /// The names whose generic arguments are not written: values' and classes' standing in.
    var standInGenerics: Set<String> = []
    /// The members standing in (`StandIns.members`: `rx`, `kf`).
    var standInMembers: Set<String> = []
    /// The files' properties whose type stands in, as `Type.property` (`Screen.viewModel`).
    var standInProperties: Set<String> = []
    /// Where a stand-in is given for the app's type, the value written instead (`AppIcon.light`).
    var conversionValues: [SourcePlace: String] = [:]
    /// What a body left out answers, of a type as written (`PreviewSources.leftOutValue(of:)`).
    var emptyValue: (String) -> String? = { _ in nil }
    /// Every protocol and type (and extension) the files declare.
    private(set) var protocols: [ConformanceReader.ProtocolDeclaration] = []
    private(set) var types: [ConformanceReader.TypeDeclaration] = []
    /// What the files' type aliases name (`View` → `UIView`, a layout library's platform alias).
    private(set) var aliases: [String: [String]] = [:]
    /// The associated values' types of the files' enum cases, by case name.
    private(set) var enumCases: [String: [[String]]] = [:]
    /// The names the files write as attributes of properties (`@Published`).
    private(set) var propertyAttributes: Set<String> = []
    /// The names the files require as constraints (`protocol A: B`, `where Self: C`, `<T: D>`).
    private(set) var constraints: Set<String> = []
    /// The classes the files use as table view cells (`TableCellReader`).
    private(set) var tableCells: Set<String> = []
    var uses: StandIns.Uses {
        StandIns.Uses(
            types: types, propertyAttributes: propertyAttributes, constraints: constraints, tableCells: tableCells)
    }

    init(_ files: [PreviewSources.File]) {
        let reader = ConformanceReader()
        let cells = TableCellReader()
        for file in files {
            reader.file = file.path
            reader.walk(file.tree)
            cells.walk(file.tree)
        }
        tableCells = cells.names
        for found in reader.protocols where !found.optional.isEmpty {
            optionalProtocols[found.name] = OptionalProtocol(
                name: found.name, access: found.access, defaults: found.optional.map(\.default), file: found.file)
            optionalRequirements.formUnion(found.optional.map(\.name))
        }
        answeringProtocols.formUnion(optionalProtocols.keys)
        var grew = true
        while grew {
            grew = false
            for found in reader.protocols
            where !answeringProtocols.contains(found.name) && !answeringProtocols.isDisjoint(with: found.inherits) {
                answeringProtocols.insert(found.name)
                grew = true
            }
        }
        protocols = reader.protocols
        for found in protocols where !found.optionalInUIKit.isEmpty {
            requirementsOptionalInUIKit[found.name, default: []].formUnion(found.optionalInUIKit)
        }
        types = reader.types
        aliases = reader.aliases
        enumCases = reader.enumCases
        addWitnesses(reader.types)
        propertyAttributes = reader.propertyAttributes
        overriddenMethods = reader.overrides
        constraints = reader.constraints.union(reader.protocols.flatMap(\.inherits))
        let declaredClasses = Set(types.filter { $0.isClass && !$0.isExtension }.map(\.name))
        let frameworkExtensions = types.filter {
            $0.isExtension && !declaredClasses.contains($0.name) && AppleSDK.isFrameworkClass($0.name)
        }
        for extended in frameworkExtensions {
            frameworkExtensionMembers.formUnion(extended.declaredMembers)
        }
        // One protocol per member: a name two UIKit classes' extensions declare is not dispatched.
        let extendedClasses = Dictionary(
            frameworkExtensions.flatMap { extended in extended.declaredMembers.map { ($0, [extended.name]) } },
            uniquingKeysWith: +
        ).mapValues(Set.init)
        let overridden = Set(
            types.filter { !($0.isExtension && AppleSDK.isFrameworkClass($0.name)) }.flatMap(\.overrides))
        dispatchedMembers = Set(frameworkExtensions.flatMap(\.dispatchable)).filter {
            overridden.contains($0) && extendedClasses[$0]?.count == 1
        }
        let model = self
        makesViewsByClassValue = files.contains { file in
            file.tree.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .leftParen
                    && $0.parent?.as(FunctionCallExprSyntax.self).flatMap(model.viewClassValue(constructedBy:)) != nil
            }
        }
    }

    /// Whether any of the files makes a view by a class value (`viewClassValue(constructedBy:)`):
    /// only then do the files' view classes need `classValueMaker`'s override, which would
    /// otherwise add a method to every view class for nothing.
    private(set) var makesViewsByClassValue = false

    /// Members the files declare in extensions of UIKit's classes (`extension UIView { func
    /// pin(to:) }`), by full name. A subclass's override of one overrides it on iOS, through
    /// Objective-C's dispatch; Swift lets no class override a member of an extension, so here
    /// the copy dispatches it (`dispatchedMembers`) or, where it cannot, leaves the subclass's
    /// override out and the extension's member answers for it. UIKit's own members are not
    /// among these, even where an extension overrides one (`declaredMembers`).
    private(set) var frameworkExtensionMembers: Set<String> = []
    /// Those of `frameworkExtensionMembers` the files' classes override and the copy dispatches
    /// to their overrides as Objective-C does (`ExtensionDispatch`).
    private(set) var dispatchedMembers: Set<String> = []
    /// The full names of the methods the files declare `override` (`ConformanceReader.overrides`).
    private(set) var overriddenMethods: Set<String> = []

    /// Whether class `name` of the files is an `XCTestCase` whose tests are main-actor isolated:
    /// it or a class between it and `XCTestCase` (a test base in another file, as Pageboy's
    /// `PageboyTestCase`) is `@MainActor`, and its subclasses inherit that.
    func isMainActorTestCase(_ name: String) -> Bool {
        var (current, isolated, seen) = (name, false, Set<String>())
        while current != "XCTestCase" {
            guard seen.insert(current).inserted,
                let declared = types.first(where: { $0.isClass && !$0.isExtension && $0.name == current }),
                let superclass = declared.inherits.first
            else { return false }
            isolated = isolated || declared.isMainActor
            current = superclass
        }
        return isolated
    }

    /// How class `className`'s override of `frameworkExtensionMembers` member `name` is
    /// reached: `true` when a class of the files above it overrides it too (its override keeps
    /// `override`, `super` reaches that one), `false` when none does, `nil` when one declares
    /// `name` as its own member (Swift's override of it; nothing to dispatch or leave out).
    func superclassOverridesExtensionMember(_ name: String, above className: String) -> Bool? {
        let overrides = superclassDeclares(name, above: className) { $0.overrides.contains(name) }
        return overrides || !superclassDeclares(name, above: className) ? overrides : nil
    }

    /// Whether a class of the files that `className` inherits from declares member `name` (a
    /// full name, or a property's) in a declaration `declares` accepts: an `override` of it
    /// overrides that class's member.
    func superclassDeclares(
        _ name: String, above className: String,
        where declares: (ConformanceReader.TypeDeclaration) -> Bool = { _ in true }
    ) -> Bool {
        var (current, seen) = (className, Set<String>())
        while seen.insert(current).inserted,
            let superclass = types.first(where: { $0.isClass && !$0.isExtension && $0.name == current })?.inherits
                .first,
            types.contains(where: { $0.isClass && !$0.isExtension && $0.name == superclass })
        {
            // The class and its extensions in the files (UIKit's classes are not the files').
            let declared = types.filter { $0.name == superclass }
            if declared.contains(where: {
                ($0.methods.contains(name) || $0.typedProperties.contains { $0.name == name }) && declares($0)
            }) {
                return true
            }
            current = superclass
        }
        return false
    }

    /// Whether another file of the module `path` is in declares class `name` at its top level:
    /// where an override written in an extension of it moves.
    func declaresClass(_ name: String, inModuleOf path: String) -> Bool {
        types.contains {
            $0.isClass && !$0.isExtension && $0.name == name && $0.file != path && modules[$0.file] == modules[path]
        }
    }

    /// The initializer UIKit makes an instance of the files' class by, for a class that does not
    /// inherit it because it declares designated initializers of its own; nil for any other.
    ///
    /// - A cell a collection or table view dequeues: `init(_layouttyDequeued:)`, required in
    ///   Layoutty's UIKit, where iOS calls the Objective-C `initWithFrame:` every class has; for
    ///   a class declaring no UIKit initializer of its own (a nib's cell declares only
    ///   `init?(coder:)`), it makes the cell as the nib would, by `init?(coder:)`.
    /// - Layout attributes and invalidation contexts, which a layout makes by their class
    ///   (`layoutAttributesClass`, `invalidationContextClass`): `init()`, required in Layoutty's
    ///   UIKit to be called on a class value. Swift on iOS writes for such a class the stub that
    ///   traps if Objective-C calls it ("Use of unimplemented initializer"): written here as Swift
    ///   writes it (a context a layout makes itself, `CustomInvalidation(reason:)`, never meets it).
    func requiredInitializer(_ declaration: ClassDeclSyntax) -> String? {
        let designated = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter {
            !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        }
        guard !designated.isEmpty, let superclass = declaration.inheritanceClause?.inheritedTypes.first else {
            return nil
        }
        let labels = designated.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
        let base = AppleSDK.unqualified(superclass.type.trimmedDescription)
        let name = declaration.name.text
        // Made as its nib makes it where the class has `init?(coder:)`; else as Swift writes
        // the stub Objective-C would reach on iOS, trapping: a base class's unavailable
        // `init?(coder:)` is not inherited (Cryptomator's header views, made by their own
        // initializers, never dequeued).
        let hasCoder = designated.contains {
            $0.signature.parameterClause.parameters.map(\.firstName.text) == ["coder"]
                && !$0.attributes.marksUnavailable
        }
        let made = { (uikit: String) in
            hasCoder
                ? "{ self.init(coder: NSCoder())! }"
                : "{ fatalError(\"Use of unimplemented initializer '\(uikit)' for class '\(name)'\") }"
        }
        switch reusableBase(of: base) {
        case "UICollectionViewCell" where !labels.contains(["frame"]):
            return "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued: Void) "
                + made("init(frame:)")
        case "UITableViewCell" where !labels.contains(["style", "reuseIdentifier"]):
            return "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued identifier: String) "
                + made("init(style:reuseIdentifier:)")
        case "UITableViewHeaderFooterView" where !labels.contains(["reuseIdentifier"]):
            return "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued identifier: String) "
                + made("init(reuseIdentifier:)")
        case nil where !labels.contains([]) && lineage(of: base).contains(where: Self.madeByTheirClass.contains):
            return "public required init() { fatalError(\"Use of unimplemented initializer 'init()' for class '"
                + declaration.name.text + "'\") }"
        default: return nil
        }
    }

    /// The override of `UIView._layouttyMake(frame:)` that lets a class value of the files' view
    /// class make one of it (`_layouttyMade(cellClass)`, the port's `cellClass.init()`), by the
    /// initializers it has, where the files make views so; nil for a class that is no view, or
    /// has neither `init()` nor `init(frame:)` (made by its class value, it traps as on iOS, in
    /// `_layouttyMade`). Its access is the class's: an override is as visible as its class.
    func classValueMaker(_ declaration: ClassDeclSyntax) -> String? {
        let name = declaration.name.text
        guard makesViewsByClassValue,
            let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            isViewClass(AppleSDK.unqualified(superclass))
        else { return nil }
        let (plain, framed) = viewInitializers(
            declared: declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter {
                !$0.attributes.marksUnavailable
            }
            .map(\.recorded),
            superclass: AppleSDK.unqualified(superclass))
        guard plain || framed else { return nil }
        let unimplemented = { (initializer: String) in
            "fatalError(\"Use of unimplemented initializer '\(initializer)' for class '\(name)'\")"
        }
        let body =
            (framed
                ? "if let frame { return \(name)(frame: frame) }; "
                : "if frame != nil { \(unimplemented("init(frame:)")) }; ")
            + (plain ? "return \(name)()" : unimplemented("init()"))
        let access =
            switch declaration.modifiers.first(where: { ["open", "public", "package"].contains($0.name.text) })?.name
                .text
            {
            case "open": "@_spi(LayouttyPort) open "
            case "public": "@_spi(LayouttyPort) public "
            case "package": "package "
            default: ""
            }
        return access + "override class func _layouttyMake(frame: CGRect?) -> UIView { \(body) }"
    }

    /// Whether `name` (the files' class, an alias of the files naming one, or UIKit's) is a
    /// class of views (of `root`, UIKit's class: buttons for `UIButton`).
    func isViewClass(_ name: String, descendingFrom root: String = "UIView") -> Bool {
        let chain = lineage(of: name)
        guard let last = chain.last else { return false }
        return (chain + sequence(first: last, next: UIKitClasses.superclass(of:)).dropFirst()).contains(root)
            || (aliases[name] ?? []).contains { $0 != name && isViewClass($0, descendingFrom: root) }
    }

    /// Which of `init()` and `init(frame:)` a class of views has with the initializers it
    /// `declared` under `superclass`, declared or inherited by Swift's rules: a class declaring no designated initializer inherits its
    /// superclass's; one overriding `init(frame:)` — and `init?(coder:)`, which UIView requires
    /// — inherits UIView's convenience `init()`. UIKit's classes have both.
    func viewInitializers(declared: [(name: String, isConvenience: Bool)], superclass: String) -> (
        plain: Bool, framed: Bool
    ) {
        var (plain, framed) = (false, false)
        var level = declared
        var ancestors = lineage(of: superclass)[...]
        while true {
            let names = Set(level.map(\.name))
            plain = plain || names.contains("init()")
            framed = framed || names.contains("init(frame:)")
            guard level.allSatisfy(\.isConvenience) else { return (plain || framed, framed) }
            guard let next = ancestors.popFirst(),
                let found = types.first(where: { $0.isClass && !$0.isExtension && $0.name == next })
            else { return (true, true) }
            level = found.initializers
        }
    }

    /// The class value a call of `init()` or `init(frame:)` makes a view of (`cellClass.init()`,
    /// `T(frame: rect)`), as a metatype expression, where the files say the value is a class of
    /// views: a generic parameter constrained to a view class, or a value declared `X.Type` —
    /// a parameter, a local, a property of the enclosing types — of such an `X` (or of such a
    /// generic parameter). Nil for any other: a class by name, `super`, a value whose type the
    /// files do not write, a class value of anything else (`modelType.init()` of a type with a
    /// required `init()` compiles as it is).
    func viewClassValue(constructedBy call: FunctionCallExprSyntax) -> String? {
        let labels = call.arguments.map { $0.label?.text }
        guard labels == [] || labels == ["frame"] || labels == ["type"], call.trailingClosure == nil else { return nil }
        // `init(type:)` is a button's.
        let isViewClass = { self.isViewClass($0, descendingFrom: labels == ["type"] ? "UIButton" : "UIView") }
        let name: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            name = base.baseName.text
        } else if let named = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `T()`: only a generic parameter is a class value; any other name is a class's, or a
            // function's (`makeCell()`, not looked up the scopes: the files' every call comes here).
            name = named.baseName.text
            guard name.first?.isUppercase == true,
                let constraint = Self.constraint(ofGeneric: name, around: Syntax(call))
            else { return nil }
            return isViewClass(constraint) ? name + ".self" : nil
        } else {
            return nil
        }
        if let constraint = Self.constraint(ofGeneric: name, around: Syntax(call)) {
            return isViewClass(constraint) ? name + ".self" : nil
        }
        guard let declared = declaredType(of: name, around: Syntax(call)) else { return nil }
        var type = declared
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard type.hasSuffix(".Type") else { return nil }
        let element = String(type.dropLast(".Type".count))
        let viewClass = Self.constraint(ofGeneric: element, around: Syntax(call)) ?? element
        return isViewClass(viewClass) ? name : nil
    }

    /// What the generic parameter `name` in scope at `node` is constrained to (`T: UIView`, or
    /// `where T: UIView`); nil when no generic parameter of that name is in scope, or it has no
    /// constraint.
    private static func constraint(ofGeneric name: String, around node: Syntax) -> String? {
        for scope in sequence(first: node, next: \.parent) {
            let (clause, whereClause): (GenericParameterClauseSyntax?, GenericWhereClauseSyntax?) =
                if let function = scope.as(FunctionDeclSyntax.self) {
                    (function.genericParameterClause, function.genericWhereClause)
                } else if let type = scope.as(ClassDeclSyntax.self) {
                    (type.genericParameterClause, type.genericWhereClause)
                } else if let type = scope.as(StructDeclSyntax.self) {
                    (type.genericParameterClause, type.genericWhereClause)
                } else if let type = scope.as(EnumDeclSyntax.self) {
                    (type.genericParameterClause, type.genericWhereClause)
                } else if let initializer = scope.as(InitializerDeclSyntax.self) {
                    (initializer.genericParameterClause, initializer.genericWhereClause)
                } else {
                    (nil, nil)
                }
            guard let parameter = clause?.parameters.first(where: { $0.name.text == name }) else { continue }
            if let inherited = parameter.inheritedType { return inherited.trimmedDescription }
            return whereClause?.requirements.lazy.compactMap { $0.requirement.as(ConformanceRequirementSyntax.self) }
                .first { $0.leftType.trimmedDescription == name }?.rightType.trimmedDescription
        }
        return nil
    }

    /// The type written for the value `name` in scope at `node`: a parameter of an enclosing
    /// function or initializer, a local declared before, a property of an enclosing type, or an
    /// enum case's associated value a `case` binds (`case .type(let type)`, of the files' enum
    /// cases of that name, where they agree).
    private func declaredType(of name: String, around node: Syntax) -> String? {
        func typed(_ variable: VariableDeclSyntax) -> String? {
            variable.bindings.first { $0.pattern.trimmedDescription == name }?.typeAnnotation?.type.trimmedDescription
        }
        for scope in sequence(first: node, next: \.parent) {
            if let switchCase = scope.as(SwitchCaseSyntax.self), let bound = boundType(of: name, in: switchCase) {
                return bound
            }
            let parameters =
                scope.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? scope.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.trimmedDescription
            }
            if let items = scope.as(CodeBlockItemListSyntax.self),
                let found = items.lazy.compactMap({ $0.item.as(VariableDeclSyntax.self).flatMap(typed) }).first
            {
                return found
            }
            if let members = scope.as(MemberBlockItemListSyntax.self),
                let found = members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self).flatMap(typed) }).first
            {
                return found
            }
        }
        return nil
    }

    /// The type of the associated value `name` is bound to in `switchCase`'s pattern
    /// (`case .type(let type)?:`, `case let .type(type)`), from the files' enum cases of that
    /// name; nil where none binds it or the cases of that name disagree.
    private func boundType(of name: String, in switchCase: SwitchCaseSyntax) -> String? {
        for call in switchCase.label.tokens(viewMode: .sourceAccurate).compactMap({
            $0.parent?.as(FunctionCallExprSyntax.self)
        }) {
            guard let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let index = call.arguments.firstIndex(where: {
                    $0.expression.trimmedDescription.split(separator: " ").last.map(String.init) == name
                }),
                let declared = enumCases[caseName]
            else { continue }
            let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
            let types = Set(declared.compactMap { position < $0.count ? $0[position] : nil })
            if types.count == 1 { return types.first }
        }
        return nil
    }

    /// UIKit's classes a layout makes instances of by a class value, through `init()`.
    private static let madeByTheirClass: Set = [
        "UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext",
        "UICollectionViewFlowLayoutInvalidationContext"
    ]

    /// UIKit's reusable view class `name` is, or descends from through the files' classes:
    /// `UICollectionViewCell` (for its subclasses and `UICollectionReusableView`),
    /// `UITableViewCell` or `UITableViewHeaderFooterView`; nil for any other.
    private func reusableBase(of name: String) -> String? {
        for ancestor in lineage(of: name) {
            switch ancestor {
            case "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView":
                return "UICollectionViewCell"
            case "UITableViewCell", "UITableViewHeaderFooterView": return ancestor
            default: continue
            }
        }
        return nil
    }

    /// Whether the class declaring `member` (a method or property) inherits a class not built
    /// here: a UIKit class, directly, through the app's classes (The Blue Alliance's screens
    /// inherit its `TBACollectionViewController`) or through a class standing in, on one or on
    /// none (`lineage(of:)`). There an override the compiler finds nothing for is of a method
    /// UIKit's class takes from a protocol, which iOS lists as its own, or of the missing class's
    /// own (Pocket Casts' `handleThemeDidChange()` of a themed cell whose package did not build;
    /// Siskin IM's stores on its XMPP library's classes) — `StandIns.protocolOverrides`; under
    /// the app's own classes alone it is the user's mistake, left for the compiler to say.
    func inheritsClassNotBuiltHere(_ member: Syntax) -> Bool {
        // The member's block item, their list, the block, then its declaration.
        guard let owner = member.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
        return frameworkSuperclass(of: owner) != nil
            || lineage(of: owner.name.text).dropFirst().contains { standInClasses[$0] != nil }
    }

    /// Whether `name` is a class standing in on one of UIKit's views an outlet is made of
    /// (`ENALabel` on `UILabel`): a nib or storyboard makes it by name.
    func standsInAsView(_ name: String) -> Bool {
        standInClasses[name]?.base.map { PortRewriter.outletTypes[$0] != nil } == true
    }

    /// The first of Apple's classes `owner` inherits, through the files' classes and those
    /// standing in (`lineage(of:)`), if it reaches one.
    func frameworkSuperclass(of owner: ClassDeclSyntax) -> String? {
        lineage(of: owner.name.text).dropFirst().first(where: AppleSDK.isFrameworkType)
    }

    /// `name` and its superclasses through the files' classes, to the first class the files do
    /// not declare (UIKit's, or a module's). A class standing in is the UIKit class it stands on
    /// (Pocket Casts' cells on a package's `ThemeableCollectionCell`, which did not build here).
    private func lineage(of name: String) -> [String] {
        var chain = [name]
        while chain.count < 9, let last = chain.last {
            if let base = standInClasses[last]?.base {
                chain.append(base)
            } else if let parent = types.first(where: { $0.isClass && !$0.isExtension && $0.name == last }),
                let next = parent.inherits.first
            {
                chain.append(next)
            } else {
                break
            }
        }
        return chain
    }

    /// The properties the files declare with one of `names` as their type (`var viewModel:
    /// ViewModel<Handler>?`), as `Type.property` (the type's last name part).
    func properties(typedAs names: Set<String>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        return Set(
            types.flatMap { type in
                type.typedProperties.filter { names.contains(Self.named($0.type)) }.map {
                    "\(type.name.split(separator: ".").last ?? "").\($0.name)"
                }
            })
    }

    /// The name a written type starts with: `ViewModel` for `ViewModel<Handler>?`.
    private static func named(_ type: String) -> String {
        var text = Substring(type)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// UIKit's classes that answer `_layouttyImplements` themselves (`PortRuntime.swift`).
    static let answeringUIKitClasses: Set = ["UICollectionViewController", "UICollectionViewDiffableDataSource"]

    /// One witness per conforming type, in the file declaring it (else its first extension's),
    /// listing every method the type's declarations in the files implement. A class inheriting
    /// from a conforming class of the files gets none: it inherits the witness, as it inherits
    /// the conformance — a generic one's too (`Delegatee<Section, Cell>`, named without its
    /// arguments: a 2FA app's subclass got a second, redundant conformance).
    private mutating func addWitnesses(_ types: [ConformanceReader.TypeDeclaration]) {
        let byName = Dictionary(grouping: types, by: \.name)
        let conforming = Set(
            byName.filter { _, parts in parts.contains { !answeringProtocols.isDisjoint(with: $0.inherits) } }.keys)
        for name in conforming.sorted() {
            let parts = byName[name] ?? []
            // A class under a conforming one, however far (`Leaf: Middle`, `Middle: Base`).
            let superclass = { (type: String) in
                byName[type]?.first { $0.isClass && !$0.isExtension }?.inherits.first.map(Self.named)
            }
            if sequence(first: name, next: superclass).dropFirst().prefix(64).contains(where: conforming.contains) {
                continue
            }
            let home = parts.first { !$0.isExtension } ?? parts[0]
            // The subclasses' methods too: their instances answer through this witness, and an
            // extension's cannot be overridden (a base instance answering one of them is asked
            // through its own conformances only).
            let inherited = Self.descendants(of: name, among: types).flatMap { byName[$0] ?? [] }
            let methods = Set((parts + inherited).flatMap(\.methods)).sorted().map { "\"\($0)\"" }
                .joined(separator: ", ")
            // Public for a public type, and for one only extended here: its declaration was
            // left out and stands in, public (VLC's `VideoPlayerViewController`).
            let access = home.isPublic || home.isExtension ? "public " : ""
            let isolation = parts.contains(where: \.isActor) ? "nonisolated " : ""
            // UIKit's collection view controller and diffable data source answer for themselves,
            // and ask a subclass for its own (an extension cannot override the method) — a
            // subclass of the app's base controller too (the App Store clone's
            // `BaseCollectionListController`), or IQListKit's data source.
            if let superclass = home.inherits.first,
                lineage(of: superclass).contains(where: {
                    Self.answeringUIKitClasses.contains(String($0.prefix { $0 != "<" }))
                })
            {
                witnesses[home.file, default: []].append(
                    "extension \(name): _LayouttyOwnRequirements {\n    \(access)var _layouttyOwnRequirements: [String] { [\(methods)] }\n}\n"
                )
                continue
            }
            witnesses[home.file, default: []].append(
                "extension \(name): _LayouttyOptionalRequirements {\n    \(access)\(isolation)func _layouttyImplements(_ requirement: String) -> Bool { [\(methods)].contains(requirement) }\n}\n"
            )
        }
    }

    /// The classes of `types` inheriting from `name`, at any depth.
    private static func descendants(of name: String, among types: [ConformanceReader.TypeDeclaration]) -> [String] {
        let children = types.filter { $0.isClass && !$0.isExtension && $0.inherits.first.map(named) == name }
            .map(\.name)
        return children + children.flatMap { descendants(of: $0, among: types) }
    }

    /// The declarations added after a file's text.
    func additions(for file: String) -> String {
        let defaults = optionalProtocols.values.filter { $0.file == file }.sorted { $0.name < $1.name }.map { proto in
            let access = proto.access.isEmpty ? "" : proto.access + " "
            return "extension \(proto.name) {\n" + proto.defaults.map { "    \(access)\($0)\n" }.joined() + "}\n"
        }
        return (defaults + (witnesses[file] ?? [])).joined()
    }
}

/// The classes code uses as table view cells, by the calls only a table's cells take:
/// `dequeueReusableCell(withIdentifier:…) as! Cell` (a collection view's is
/// `withReuseIdentifier:`), `register(Cell.self, forCellReuseIdentifier:)` and
/// `Cell(style:reuseIdentifier:)`.
final class TableCellReader: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// `… as! Cell` is a sequence until operators are folded: the call, `as!`, the type.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() where elements[index].is(UnresolvedAsExprSyntax.self) {
            let call = elements[index - 1].as(FunctionCallExprSyntax.self)
            if call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dequeueReusableCell",
                call?.arguments.first?.label?.text == "withIdentifier",
                let type = elements[index + 1].as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self)
            {
                names.insert(type.name.text)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        if labels == ["style", "reuseIdentifier"],
            let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            names.insert(name)
        } else if labels == [nil, "forCellReuseIdentifier"],
            let type = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            type.declName.baseName.text == "self",
            let name = type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            names.insert(name)
        }
        return .visitChildren
    }
}

/// Reads the protocols (their requirements) and the types with what they inherit, implement and
/// store.
final class ConformanceReader: SyntaxVisitor {
    struct ProtocolDeclaration {
        var name: String
        var access: String
        var inherits: Set<String>
        var optional: [(name: String, default: String)]
        /// The requirements a conforming type must implement.
        var required: [Requirement]
        var file: String
        /// Its property requirements written `T!` that UIKit declares `T?`, which the port
        /// writes as UIKit does (`PreviewPort.requirementsMarkedUnlikeUIKit`).
        var optionalInUIKit: Set<String> = []
    }
    /// A requirement as it is declared again in a conforming type: its signature (`func f(_ a:
    /// Int) -> CGFloat`, `var columns: Int`), what it returns, its parameters' names and types.
    struct Requirement {
        var signature: String
        var name: String
        var returns: String?
        var parameters: [(name: String?, type: String)]
    }
    struct TypeDeclaration {
        var name: String
        var inherits: [String]
        var methods: [String]
        var isExtension: Bool
        var isClass: Bool
        /// Declared `@MainActor` (a class's isolation, which its subclasses inherit).
        var isMainActor = false
        /// An actor: what answers for it must be `nonisolated`.
        var isActor = false
        var isPublic: Bool
        /// Its settable instance properties with a declared type: where a delegate may be set.
        var properties: [(name: String, type: String)]
        var file: String
        /// Every property it declares with a type, stored or computed, `let` or `var`.
        var typedProperties: [(name: String, type: String)] = []
        /// The full names of the methods and properties it declares `override`.
        var overrides: Set<String> = []
        /// The full names of the initializers it declares `override` (`init(frame:)`).
        var overriddenInitializers: Set<String> = []
        /// The initializers it declares and makes available (`InitializerDeclSyntax.recorded`).
        var initializers: [(name: String, isConvenience: Bool)] = []
        /// Of an extension of UIKit's class: the members `ExtensionDispatch` can dispatch.
        var dispatchable: Set<String> = []
        /// The methods and typed properties it declares that are not `override`s: an
        /// extension's override of UIKit's own member (VLC's `extension UINavigationController {
        /// override var preferredStatusBarStyle }`) is UIKit's to dispatch, not a member of
        /// the app's.
        var declaredMembers: [String] { (methods + typedProperties.map(\.name)).filter { !overrides.contains($0) } }
        /// The name of the outermost type (`Constants` of `Constants.SettingValue`).
        var outermostName: String { Self.outermost(name) }
        static func outermost(_ name: String) -> String { String(name.prefix { $0 != "." && $0 != "<" }) }
    }

    var file = ""
    var protocols: [ProtocolDeclaration] = []
    var types: [TypeDeclaration] = []
    /// The names written as attributes of properties (`@Published var items`).
    var propertyAttributes: Set<String> = []
    /// The right sides of conformance requirements and generic parameters' constraints.
    var constraints: Set<String> = []
    /// The full names of the methods declared `override` (`collectionView(_:didSelectItemAt:)`).
    var overrides: Set<String> = []
    /// What each type alias the files declare names (every declaration: a platform's under `#if`
    /// too).
    var aliases: [String: [String]] = [:]
    /// The types of each enum case's associated values, by the case's name (every enum's).
    var enumCases: [String: [[String]]] = [:]
    private var scopes: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let optional = node.memberBlock.members.compactMap { member -> (String, String)? in
            guard member.decl.optionalModifier != nil else { return nil }
            return Self.optionalDefault(member.decl)
        }
        let required = node.memberBlock.members.filter { $0.decl.optionalModifier == nil }.compactMap {
            Self.requirement($0.decl)
        }
        protocols.append(
            .init(
                name: node.name.text, access: Self.access(node.modifiers),
                inherits: Set(Self.names(node.inheritanceClause)),
                optional: optional, required: required, file: file,
                optionalInUIKit: Set(
                    PreviewPort.requirementsMarkedUnlikeUIKit(in: node).filter { $0.mark.text == "!" }.map(\.name))))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = record(node)
        types[types.count - 1].isClass = true
        types[types.count - 1].isMainActor = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.isMainActor == true
        }
        return result
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = record(node)
        types[types.count - 1].isActor = true
        return result
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            enumCases[element.name.text, default: []].append(
                element.parameterClause?.parameters.map(\.type.trimmedDescription) ?? [])
        }
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        aliases[node.name.text, default: []].append(node.initializer.value.trimmedDescription)
        return .skipChildren
    }
    /// A class, struct, enum or actor: a type of the files, its members recorded.
    private func record(_ node: some NamedDeclSyntax & DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause, node.memberBlock, node.modifiers, isExtension: false)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = record(
            node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock, node.modifiers,
            isExtension: true)
        if node.genericWhereClause == nil, AppleSDK.isFrameworkClass(node.extendedType.trimmedDescription) {
            types[types.count - 1].dispatchable = Set(
                node.memberBlock.members.compactMap { ExtensionDispatch.member($0.decl)?.name })
        }
        return result
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            overrides.insert(node.fullName)
        }
        node.genericWhereClause.map(record)
        node.genericParameterClause.map(record)
        return .skipChildren
    }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .skipChildren
    }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .skipChildren
    }
    /// `where Self: Retryable, T: Cell` and `<T: Loader>`: what a protocol extension or generic
    /// requires of a type is a protocol (or a class), never a value.
    private func record(_ clause: GenericWhereClauseSyntax) {
        for requirement in clause.requirements {
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self) {
                constraints.formUnion(Self.composed(conformance.rightType))
            }
        }
    }
    private func record(_ clause: GenericParameterClauseSyntax) {
        for parameter in clause.parameters { parameter.inheritedType.map { constraints.formUnion(Self.composed($0)) } }
    }
    /// The names of `A & B` (or of `A`), unqualified.
    private static func composed(_ type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map { AppleSDK.unqualified($0.type.trimmedDescription) }
        }
        return [AppleSDK.unqualified(type.trimmedDescription)]
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for attribute in node.attributes {
            if let name = attribute.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text {
                propertyAttributes.insert(name)
            }
        }
        return .skipChildren
    }

    private func record(
        _ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
        _ modifiers: DeclModifierListSyntax,
        isExtension: Bool
    ) -> SyntaxVisitorContinueKind {
        let qualified = isExtension ? name : (scopes + [name]).joined(separator: ".")
        let methods = members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.fullName }
        let properties = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            variable.bindingSpecifier.tokenKind == .keyword(.var)
                && !variable.modifiers.contains {
                    [.keyword(.static), .keyword(.class), .keyword(.private)].contains($0.name.tokenKind)
                }
        }.flatMap { variable in
            variable.bindings.compactMap { binding -> (String, String)? in
                guard binding.accessorBlock == nil, let type = binding.typeAnnotation?.type.trimmedDescription else {
                    return nil
                }
                return (binding.pattern.trimmedDescription, type)
            }
        }
        let typed = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
            variable.bindings.compactMap { binding -> (String, String)? in
                binding.typeAnnotation.map { (binding.pattern.trimmedDescription, $0.type.trimmedDescription) }
            }
        }
        types.append(
            .init(
                name: qualified, inherits: Self.names(inheritance), methods: methods, isExtension: isExtension,
                isClass: false,
                isPublic: ["public", "open"].contains(Self.access(modifiers)), properties: properties, file: file,
                typedProperties: typed,
                overrides: Set(
                    members.members.filter(\.decl.isOverride).compactMap { ExtensionDispatch.fullName(of: $0.decl) }),
                overriddenInitializers: Set(
                    members.members.filter(\.decl.isOverride).compactMap {
                        $0.decl.as(InitializerDeclSyntax.self).map(\.fullName)
                    }),
                initializers: members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter {
                    !$0.attributes.marksUnavailable
                }
                .map(\.recorded)))
        scopes.append(qualified)
        return .visitChildren
    }

    /// What a declaration inherits, in its order: a class's superclass first.
    private static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).map { AppleSDK.unqualified($0.type.trimmedDescription) }
    }

    private static func access(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.first { ["public", "open", "internal", "fileprivate", "private"].contains($0.name.text) }?.name.text
            ?? ""
    }

    /// A requirement a conforming type declares again (a function or a property; nil for others).
    private static func requirement(_ decl: DeclSyntax) -> Requirement? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let signature = function.witnessSignature
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                let name = (parameter.secondName ?? parameter.firstName).text
                return (name == "_" ? nil : name, parameter.type.trimmedDescription)
            }
            return Requirement(
                signature: signature, name: function.fullName,
                returns: function.signature.returnClause?.type.trimmedDescription,
                parameters: parameters)
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type
        {
            let name = binding.pattern.trimmedDescription
            return Requirement(
                signature: "var \(name): \(type.trimmedDescription)", name: name, returns: type.trimmedDescription,
                parameters: [])
        }
        return nil
    }

    /// An optional requirement's full name and its default implementation, which only a caller
    /// skipping the `?(` could reach (Swift on iOS would not compile that call).
    private static func optionalDefault(_ decl: DeclSyntax) -> (String, String)? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let signature = function.witnessSignature
            // A requirement returning nothing says so: Swift does not infer `Void` for the call.
            let returnsNothing = function.signature.returnClause == nil ? " as Void" : ""
            return (function.fullName, "\(signature) { _layouttyMissing(\"\(function.fullName)\")\(returnsNothing) }")
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type
        {
            let name = binding.pattern.trimmedDescription
            return (name, "var \(name): \(type.trimmedDescription) { _layouttyMissing(\"\(name)\") }")
        }
        return nil
    }
}

/// Collects one file's edits and makes its copy.
struct PortRewriter {
    private struct Edit {
        var start: Int
        var end: Int
        var replacement: String
        /// A live literal's wrapping: not a change `--show-port` lists.
        var isLiteral = false
        /// A moved member written in its new place: `--show-port` lists the lines it left.
        var isInsertion = false
    }

    /// An `override` member of an extension, moved into its class in the same file (Swift off
    /// Apple platforms cannot override from an extension): its bytes, and where it goes (before
    /// the class's closing brace).
    private struct Move {
        var start: Int
        var end: Int
        var destination: Int
        /// Extension written `public`: the moved member says so (an override of a public
        /// member of a public class must be public).
        var isPublic = false
    }

    /// An `override` member of an extension of a class another file of the same module
    /// declares: moved there (`export()`, then `receive(_:into:)` in that file's rewriter).
    private struct Export {
        var start: Int
        var end: Int
        var className: String
        var isPublic: Bool
    }
    private var exports: [Export] = []
    /// What the copy leaves out whole (blanked): nothing inside is rewritten.
    private var leftOut: [Range<Int>] = []
    /// Where each class this file declares closes its body, by name.
    private var classBraces: [String: Int] = [:]

    private let file: PreviewSources.File
    private let model: PortModel
    private var edits: [Edit] = []
    /// The protocols this file's extensions of stand-ins have conformed them to.
    private var conformedStandIn: Set<String> = []
    /// The members this file's extensions of stand-ins have declared (`standInExtensionMembers`).
    private var declaredStandInMembers: Set<String> = []
    private var moves: [Move] = []
    /// What `ExtensionDispatch` declares after the file: protocols, and classes' conformances.
    private var dispatchAdded: [String] = []
    /// The types of Apple's XCTest that Linux's lacks the file names (`XCTContext`,
    /// `XCTKVOExpectation`), declared after its last line if it imports XCTest.
    private var missingXCTestTypes: Set<String> = []
    /// Whether the file imports XCTest.
    private var importsXCTest = false
    /// Whether the file imports Quick, and Nimble.
    private var importsQuick = false
    private var importsNimble = false
    /// Whether the file names Nimble's `raiseException` (declared after its last line).
    private var usesRaiseException = false
    private let firstLiteral: Int
    private(set) var literals: [PreviewPort.Literal] = []
    /// Where the names of `override` methods of classes inheriting UIKit's (directly or through the app's) are: the
    /// only places an override the compiler finds nothing for is one of a protocol's.
    private(set) var overridesOnUIKitClasses: [SourcePlace] = []

    init(_ file: PreviewSources.File, _ model: PortModel, firstLiteral: Int) {
        self.file = file
        self.model = model
        self.firstLiteral = firstLiteral
    }

    /// Attributes that need the Objective-C runtime or Interface Builder, and mean nothing here.
    static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBDesignable", "IBInspectable", "IBOutlet", "IBAction", "GKInspectable",
        // An app's entry point: the generated program is the preview's.
        "main", "UIApplicationMain"
    ]

    /// `@convention(c)` or `@convention(block)` on a function type: an Objective-C method's
    /// implementation or a block, which Linux cannot represent with objects in it ("not
    /// representable in Objective-C"). Blanked, the type is a Swift function's: swizzling code
    /// compiles (its runtime calls do nothing here), and a C callback of plain values, which
    /// Swift converts from a closure either way, still fits.
    static func isObjectiveCConvention(_ attribute: AttributeSyntax) -> Bool {
        attribute.attributeName.trimmedDescription == "convention"
            && ["c", "block"].contains(attribute.arguments?.trimmedDescription)
    }

    /// The `override` method or property `token` names, where the compiler says it overrides
    /// nothing: a method at its name, a property at its binding's (`override var
    /// customCellTypes` of Pocket Casts' settings under a table controller standing in).
    static func overridingMember(namedBy token: TokenSyntax) -> (
        declaration: Syntax, modifiers: DeclModifierListSyntax
    )? {
        let found: (Syntax, DeclModifierListSyntax)?
        if let function = token.parent?.as(FunctionDeclSyntax.self), token.id == function.name.id {
            found = (Syntax(function), function.modifiers)
        } else if token.parent?.is(IdentifierPatternSyntax.self) == true,
            // The pattern, its binding, their list, then the declaration.
            let variable = token.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self)
        {
            found = (Syntax(variable), variable.modifiers)
        } else {
            found = nil
        }
        guard let found, found.1.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return nil }
        return found
    }

    /// The name the copy calls for one of Foundation's ways to the app's folders, called as
    /// `token` names it: `NSSearchPathForDirectoriesInDomains(…)`, `NSHomeDirectory()`,
    /// `NSTemporaryDirectory()`, a file manager's `urls(for:in:)` and
    /// `url(for:in:appropriateFor:create:)` (known by their labels); nil for any other token.
    static func containerCall(_ token: TokenSyntax, parent: Syntax) -> String? {
        guard let reference = parent.as(DeclReferenceExprSyntax.self), token.id == reference.baseName.id else {
            return nil
        }
        if ["NSSearchPathForDirectoriesInDomains", "NSHomeDirectory", "NSTemporaryDirectory"].contains(token.text),
            let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id
        {
            return "_layoutty" + token.text
        }
        let members = [
            "urls": (["for", "in"], "_layouttyURLs"), "url": (["for", "in", "appropriateFor", "create"], "_layouttyURL")
        ]
        guard let (labels, renamed) = members[token.text],
            let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id, member.base != nil,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            call.arguments.map({ $0.label?.text ?? "_" }) == labels
        else { return nil }
        return renamed
    }

    /// The class value a call of `init(nibName:bundle:)` makes its controller of — a value
    /// (`controllerType.init(…)`, `type(of: self).init(…)`), `Self`, a generic parameter, or
    /// `self` in a class method — written as a metatype expression; nil for a call on a class
    /// by name, `super`, or `self` in an initializer (a delegation, not a class value).
    static func classValue(constructedBy call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.map({ $0.label?.text }) == ["nibName", "bundle"] else { return nil }
        let generics = Set(
            sequence(first: Syntax(call), next: \.parent).flatMap { node -> [String] in
                let clause =
                    node.as(FunctionDeclSyntax.self)?.genericParameterClause
                    ?? node.as(ClassDeclSyntax.self)?.genericParameterClause
                    ?? node.as(StructDeclSyntax.self)?.genericParameterClause
                    ?? node.as(EnumDeclSyntax.self)?.genericParameterClause
                return clause?.parameters.map(\.name.text) ?? []
            })
        let base: ExprSyntax
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let given = member.base
        {
            base = given
        } else if let named = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `Self(nibName:bundle:)`, `T(nibName:bundle:)`; any other name is a class's.
            let name = named.baseName.text
            return name == "Self" || generics.contains(name) ? name + ".self" : nil
        } else {
            return nil
        }
        let text = base.trimmedDescription
        if base.is(SuperExprSyntax.self) { return nil }
        switch base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind {
        case .keyword(.self):
            let inInitializer = sequence(first: Syntax(call), next: \.parent).contains {
                $0.is(InitializerDeclSyntax.self)
            }
            return inInitializer ? nil : text
        case .keyword(.Self): return "Self.self"
        default: break
        }
        // A class by name (`UIViewController.init`, `UIKit.UIViewController.init`) is no value.
        let last = text.split(separator: ".").last.map(String.init) ?? text
        if generics.contains(text) { return text + ".self" }
        if last.first?.isUppercase == true, !text.hasSuffix(")") { return nil }
        return text
    }

    /// Foundation's types that swift-corelibs-foundation declares but marks unavailable, which
    /// Layoutty declares (`NSExpression` for Core Data, `DateComponentsFormatter` for a track's
    /// length) and UIKit names by typealias: named `UIKit.NSExpression` in the copy, as two
    /// modules' declarations of one type name are ambiguous.
    static let foundationTypesUIKitGives: Set<String> = [
        "NSExpression", "DateComponentsFormatter", "MeasurementFormatter"
    ]

    /// Foundation's classes whose `init()` Apple's Foundation inherits from NSObject and
    /// Linux's does not declare (its designated initializer takes arguments, and no extension
    /// can add `init()` over NSObject's): `NSMutableAttributedString()`, as a price label's
    /// text is built, is written with the arguments NSObject's `init()` means there.
    static let foundationPlainInits = [
        "NSAttributedString": "string: \"\"", "NSMutableAttributedString": "string: \"\"",
        "Progress": "parent: nil, userInfo: nil", "NSError": "domain: \"\", code: 0"
    ]

    /// Apple's C library, whose parts layouts use (`sqrt`, `floor`) Foundation gives on Linux,
    /// and Objective-C's runtime, whose associated objects Layoutty's Foundation additions give.
    /// (Core Graphics and Core Animation are Layoutty's modules of those names.)
    static let blankedImports: Set<String> = ["Darwin", "ObjectiveC"]

    mutating func walk(_ tree: SourceFileSyntax) {
        let imported = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
        (importsXCTest, importsQuick, importsNimble) = (
            imported.contains("XCTest"), imported.contains("Quick"), imported.contains("Nimble")
        )
        // First: an override moved out of an extension takes its pieces' replacements with it.
        leaveOutFailingCode(tree)
        if model.nonisolatedFiles.contains(file.path) {
            for mark in NonisolatedMarks.marks(in: tree) where !leftOut.contains(where: { $0.contains(mark.offset) }) {
                edits.append(Edit(start: mark.offset, end: mark.offset, replacement: mark.text))
            }
        }
        findOverridesInExtensions(tree)
        leaveOutOverridesOfFrameworkExtensionMembers(tree)
        var replacedUntil = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            guard let parent = token.parent, offset >= replacedUntil, !leftOut.contains(where: { $0.contains(offset) })
            else { continue }
            if let end = replaceConversion(at: token) {
                replacedUntil = end
                continue
            }
            if let local = parent.as(ClassDeclSyntax.self), token.id == local.classKeyword.id {
                answerInline(local)
                subclassLinuxsLock(local)
            }
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self), token.id == extensionDecl.extensionKeyword.id {
                dropRepeatedStandInConformances(extensionDecl)
                trimStandInExtension(extensionDecl)
            }
            if let member = Self.overridingMember(namedBy: token), model.inheritsClassNotBuiltHere(member.declaration) {
                let location = file.converter.location(for: token.positionAfterSkippingLeadingTrivia)
                overridesOnUIKitClasses.append(
                    SourcePlace(path: file.path, line: location.line, column: location.column))
            }
            if let attribute = parent.as(AttributeSyntax.self), token.id == attribute.atSign.id {
                giveStandInWrappedValue(attribute)
            }
            if let attribute = parent.as(AttributeSyntax.self), token.id == attribute.atSign.id,
                Self.blankedAttributes.contains(attribute.attributeName.trimmedDescription)
                    || Self.isObjectiveCConvention(attribute)
            {
                blank(attribute)
                if attribute.attributeName.trimmedDescription == "IBOutlet",
                    let outlet = attribute.parent?.parent?.as(VariableDeclSyntax.self)
                {
                    connect(outlet)
                }
            } else if token.tokenKind == .keyword(.var), let variable = parent.as(VariableDeclSyntax.self) {
                giveStandInValue(variable)
            } else if token.tokenKind == .keyword(.guard), let statement = parent.as(GuardStmtSyntax.self) {
                presentWhereTheAppCannotGoOn(statement)
            } else if let member = Self.overridingMember(namedBy: token), isAt(token, model.standIns.protocolOverrides),
                model.inheritsClassNotBuiltHere(member.declaration)
            {
                for modifier in member.modifiers where modifier.name.tokenKind == .keyword(.override) {
                    blank(modifier)
                }
            } else if XCTestGaps.declarations[token.text] != nil, parent.is(DeclReferenceExprSyntax.self) {
                missingXCTestTypes.insert(token.text)
            } else if importsXCTest, token.text == "fulfill",
                let member = parent.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.id == token.id, member.base != nil,
                member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id
            {
                // `completion = expectation.fulfill`: Apple's `fulfill()` takes nothing; Linux's
                // takes the file and line (defaulted), so its reference is not a `() -> Void`.
                edits.append(
                    Edit(
                        start: member.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: member.endPositionBeforeTrailingTrivia.utf8Offset,
                        replacement: "{ \(member.trimmedDescription)() }"))
            } else if importsQuick, token.tokenKind == .keyword(.func), let spec = parent.as(FunctionDeclSyntax.self),
                spec.isQuickInstanceSpec
            {
                // Quick 6 made a spec's examples a class method's; specs written for Quick 1–5
                // override the instance `spec()`, which Quick 7 (what Linux and Swift 6 run:
                // `XcodeTestTargets.testFrameworks`) no longer has.
                edits.append(Edit(start: offset, end: offset, replacement: "class "))
            } else if importsNimble, token.text == "Predicate",
                parent.is(IdentifierTypeSyntax.self) || parent.is(DeclReferenceExprSyntax.self),
                parent.parent?.as(MemberAccessExprSyntax.self)?.declName.id != parent.id
            {
                // Nimble's matchers were `Predicate`s until Nimble 13 (what runs here) named
                // them `Matcher`, keeping `Predicate` as an alias that Foundation's own
                // `Predicate` makes ambiguous — on iOS 17's SDK too.
                edits.append(Edit(start: offset, end: offset, replacement: "Nimble."))
            } else if importsNimble, token.text == "raiseException", parent.is(DeclReferenceExprSyntax.self) {
                usesRaiseException = true
            } else if Self.cgFloatShadowedFunctions.contains(token.text), isShadowedByCGFloat(token) {
                // `max(self, 1)` in `extension CGFloat`: Linux's CGFloat has static `max`,
                // `min` and `abs`, which the call then finds ("static member 'max' cannot be
                // used on instance"); Apple's does not.
                edits.append(Edit(start: offset, end: offset, replacement: "Swift."))
            } else if token.tokenKind == .keyword(.as), let cast = parent.as(UnresolvedAsExprSyntax.self),
                cast.questionOrExclamationMark == nil, let sequence = cast.parent?.parent?.as(SequenceExprSyntax.self),
                let value = Self.wholeCastValue(in: sequence),
                let type = sequence.elements.last, ["NSNumber", "[NSNumber]"].contains(type.trimmedDescription)
            {
                bridgeToNSNumber(value, as: type)
            } else if token.tokenKind == .keyword(.as), let cast = parent.as(UnresolvedAsExprSyntax.self),
                let mark = cast.questionOrExclamationMark,
                let sequence = cast.parent?.parent?.as(SequenceExprSyntax.self),
                let value = Self.wholeCastValue(in: sequence), Self.isEntityInsertion(value),
                let type = sequence.elements.last?.as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self)
            {
                makeEntityObject(
                    value, of: type.name.text, optional: mark.tokenKind == .postfixQuestionMark, upTo: type)
            } else if Self.foundationTypesUIKitGives.contains(token.text),
                parent.is(IdentifierTypeSyntax.self)
                    || (parent.is(DeclReferenceExprSyntax.self)
                        && parent.parent?.as(MemberAccessExprSyntax.self)?.declName.id != parent.id)
            {
                edits.append(Edit(start: offset, end: offset, replacement: "UIKit."))
            } else if let attribute = parent.as(AttributeSyntax.self), token.id == attribute.atSign.id,
                attribute.attributeName.trimmedDescription == "NSManaged"
            {
                blank(attribute)
                manage(attribute.parent?.parent)
            } else if token.tokenKind == .keyword(.import), let declaration = parent.as(ImportDeclSyntax.self) {
                rewriteImport(declaration)
            } else if let modifier = parent.as(DeclModifierSyntax.self), modifier.name.tokenKind == .keyword(.optional)
            {
                blank(modifier)
            } else if let modifier = parent.as(DeclModifierSyntax.self),
                [.keyword(.weak), .keyword(.unowned)].contains(modifier.name.tokenKind), modifier.isOnAProtocolsProperty
            {
                // `@objc weak var coordinator: Coordinator? { get set }`: an Objective-C
                // protocol's property may say how it is held; a Swift protocol's may not (an
                // error of this compiler in Swift 5 mode too), and a requirement holds nothing.
                blank(modifier)

            } else if let proto = parent.as(ProtocolDeclSyntax.self), token.id == proto.name.id {
                addInheritance(proto)
                for (_, mark) in PreviewPort.requirementsMarkedUnlikeUIKit(in: proto) {
                    let at = mark.positionAfterSkippingLeadingTrivia.utf8Offset
                    edits.append(Edit(start: at, end: at + 1, replacement: mark.text == "!" ? "?" : "!"))
                }
            } else if let reference = parent.as(DeclReferenceExprSyntax.self), token.id == reference.baseName.id,
                isUnwrappedAsIOSDoes(reference)
            {
                // The requirement is `T?` now, as UIKit's property is; where the protocol's
                // extension reads a member through it, the `!` the requirement had unwraps it.
                let at = reference.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(start: at, end: at, replacement: "!"))
            } else if let macro = parent.as(MacroExpansionExprSyntax.self), token.id == macro.pound.id,
                macro.macroName.text == "selector"
            {
                rewriteSelector(macro)
            } else if let macro = parent.as(MacroExpansionExprSyntax.self), token.id == macro.pound.id,
                macro.macroName.text == "keyPath"
            {
                rewriteKeyPath(macro)
            } else if let member = parent.as(DeclReferenceExprSyntax.self), token.id == member.baseName.id,
                token.text == "description",
                let call = member.parent?.as(MemberAccessExprSyntax.self)?.parent?
                    .as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
                base.calledExpression.trimmedDescription == "type"
            {
                // `type(of: object).description()`: NSObject's class method, which a metatype of
                // `AnyObject` finds on iOS by dynamic lookup and not here; it is the class's
                // qualified name.
                edits.append(
                    Edit(
                        start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: call.endPositionBeforeTrailingTrivia.utf8Offset,
                        replacement: "String(reflecting: \(base.trimmedDescription))"))
            } else if token.tokenKind == .leftParen, let call = parent.as(FunctionCallExprSyntax.self),
                let made = Self.classValue(constructedBy: call) ?? model.viewClassValue(constructedBy: call)
            {
                // `controllerType.init(nibName:bundle:)`, `cellClass.init()`: iOS calls any
                // initializer on a class value, Swift here only a required one (`_layouttyMade`).
                edits.append(
                    Edit(
                        start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: token.endPositionBeforeTrailingTrivia.utf8Offset,
                        replacement: "_layouttyMade(\(made)" + (call.arguments.isEmpty ? "" : ", ")))
            } else if token.tokenKind == .pound, token.nextToken(viewMode: .sourceAccurate)?.text == "Preview",
                parent.is(MacroExpansionDeclSyntax.self) || parent.is(MacroExpansionExprSyntax.self)
            {
                // Xcode's canvas macro, which Linux has not: the program makes its screen
                // (`PreviewScreens`), from the block's text.
                blank(parent)
            } else if ["main", "module"].contains(token.text),
                let member = parent.parent?.as(MemberAccessExprSyntax.self),
                Self.isBundle(member)
            {
                // The app's bundle: its resources are the project's files (`Bundle._layouttyMain`).
                // A package's `Bundle.module` is SwiftPM's accessor for the target's resources,
                // which Xcode copies into the app's bundle too; the files here are not built as
                // that target, so it is the app's.
                let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: at, end: at + token.text.utf8.count, replacement: "_layouttyMain"))
            } else if token.text == "for", let argument = parent.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                ["Bundle", "Foundation.Bundle"].contains(call.calledExpression.trimmedDescription)
            {
                // The bundle of the class's target, with its files, as Xcode builds it
                // (`Bundle(_layouttyFor:)`); Linux's Foundation answers the program's.
                let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: at, end: at + 3, replacement: "_layouttyFor"))
            } else if token.text == "NSLocalizedString", let reference = parent.as(DeclReferenceExprSyntax.self),
                let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                call.arguments.contains(where: { $0.label?.text == "comment" })
            {
                // Its bundle is `Bundle.main` by default: the app's words are the project's strings.
                // Foundation's takes a `comment:`; a call without one is the app's own overload
                // (`NSLocalizedString("LIBRARY")`), left as written.
                let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: at, end: at, replacement: "_layoutty"))
            } else if token.text == "unsafeBitCast", let reference = parent.as(DeclReferenceExprSyntax.self),
                let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id
            {
                // A block kept as an object (`unsafeBitCast(handler, to: AnyObject.self)`, and
                // back): with `@convention(block)` blanked a closure is two words, and Swift's
                // cast traps; the runtime's boxes it (`_layouttyUnsafeBitCast`).
                let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: at, end: at + token.text.utf8.count, replacement: "_layouttyUnsafeBitCast"))
            } else if let renamed = Self.containerCall(token, parent: parent) {
                // The app's own folders, as iOS gives them (`_LayouttyAppContainer`): Linux's
                // Foundation answers the user's home, or nothing for the app's `Library`.
                let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: at, end: at + token.text.utf8.count, replacement: renamed))
            } else if token.tokenKind == .postfixQuestionMark, let chaining = parent.as(OptionalChainingExprSyntax.self)
            {
                rewriteOptionalCall(chaining)
            } else if Self.platformConditions[token.text] != nil,
                let call = parent.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == parent.id,
                call.isInsideCompilationCondition
            {
                rewriteCondition(call)
            } else if let parameter = parent.as(ClosureShorthandParameterSyntax.self), token.id == parameter.name.id,
                isStandingIn(token), let list = parameter.parent?.as(ClosureShorthandParameterListSyntax.self)
            {
                typeStandIns(list)
            } else if let parameter = parent.as(ClosureParameterSyntax.self), parameter.type == nil,
                token.id == (parameter.secondName ?? parameter.firstName).id, isStandingIn(token)
            {
                typeStandIn(parameter)
            } else if token.tokenKind == .leftParen, let clause = parent.as(ClosureParameterClauseSyntax.self),
                isStandingIn(token)
            {
                // The whole clause, where the compiler said so of it.
                for parameter in clause.parameters where parameter.type == nil { typeStandIn(parameter) }
            } else if token.tokenKind == .period, let member = parent.as(MemberAccessExprSyntax.self),
                member.isAmbiguousGeometryArgument
            {
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: start, end: start, replacement: "CGFloat"))
            } else if token.tokenKind == .period, let member = parent.as(MemberAccessExprSyntax.self),
                member.base == nil,
                isAt(member.declName.baseName, model.standIns.implicitMembers)
                    || member.isArgumentOfACallOnAStandIn(model)
            {
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: start, end: start, replacement: "_LayouttyStandIn"))
            } else if let declaration = parent.as(ClassDeclSyntax.self), token.id == declaration.classKeyword.id,
                case let members = [model.requiredInitializer(declaration), model.classValueMaker(declaration)]
                    .compactMap({ $0 }), !members.isEmpty
            {
                // On the line of the closing brace: every line stays where it was.
                let brace = declaration.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: brace, end: brace, replacement: members.map { $0 + "; " }.joined()))
            } else if let member = parent.as(MemberTypeSyntax.self), token.id == member.period.id,
                member.isNestedInAStandIn(model.standInValues)
            {
                // `Subscription.Period` of a stand-in `Subscription`: a stand-in has no nested
                // types, so the whole name is one.
                edits.append(
                    Edit(
                        start: member.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: member.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "_LayouttyStandIn"))
            } else if let some = parent.as(SomeOrAnyTypeSyntax.self), token.id == some.someOrAnySpecifier.id,
                let named = some.constraint.as(IdentifierTypeSyntax.self), model.standInValues.contains(named.name.text)
            {
                // `any Syncing` of a stand-in: a class, on which `any` is an error.
                blank(some.someOrAnySpecifier)
            } else if token.tokenKind == .leftAngle, let clause = parent.as(GenericArgumentClauseSyntax.self),
                clause.isOfAStandIn(model.standInGenerics), !clause.isInsideOneOfAStandIn(model.standInGenerics)
            {
                // `Results<Item>` → `Results`: the stand-in takes no generic arguments, and
                // without them it is also what `Results()` makes (a class standing in too:
                // `ASDKViewController<ASDisplayNode>` as a screen's base).
                edits.append(
                    Edit(
                        start: clause.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: clause.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
            } else if token.tokenKind == .leftParen, let attribute = parent.as(AttributeSyntax.self),
                let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                model.standInWrappers.contains(name), let close = attribute.rightParen
            {
                // `@Persisted(primaryKey: true)` → `@Persisted`: a stand-in wrapper takes none.
                blank(from: token.positionAfterSkippingLeadingTrivia.utf8Offset, to: close.endPosition.utf8Offset)
            } else if token.tokenKind == .leftParen, let call = parent.as(FunctionCallExprSyntax.self),
                call.leftParen?.id == token.id, let close = call.rightParen,
                let initializers = call.isSuperInit ? standInSuperclass(of: call) : standInClass(madeBy: call),
                !initializers.has(call.arguments.map { $0.label?.text ?? "_" })
            {
                // `super.init(node: ASDisplayNode())` on a module's class standing in, which has
                // only its UIKit base's initializers, or the app's view standing in made with its
                // own (`SelectionCheckView(style: .bordered)`): the plain one, lines kept.
                let (start, end) = (token.endPosition.utf8Offset, close.positionAfterSkippingLeadingTrivia.utf8Offset)
                let lines = call.arguments.description.filter(\.isNewline).count
                edits.append(
                    Edit(
                        start: start, end: end,
                        replacement: initializers.plainArguments + String(repeating: "\n", count: lines)))
            } else if token.tokenKind == .keyword(.override),
                let initializer = parent.parent?.parent?.as(
                    InitializerDeclSyntax.self), let initializers = standInSuperclass(of: initializer),
                !initializers.has(initializer.signature.parameterClause.parameters.map(\.firstName.text))
            {
                // `override init(node:)` of such a class's: it overrides nothing here.
                blank(token)
            } else if token.tokenKind == .keyword(.`init`), let initializer = parent.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.isEmpty,
                !initializer.modifiers.contains(where: {
                    [.keyword(.override), .keyword(.convenience)].contains($0.name.tokenKind)
                }),
                let initializers = standInSuperclass(of: initializer), initializers.base == nil
            {
                // `init()` under a name standing in as a class on none of UIKit's (Siskin IM's
                // `DBChatStore: ContextLifecycleAware`, a protocol of a module not built here,
                // first in the list): it overrides the stand-in's `init()`.
                let at = initializer.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: at, end: at, replacement: "override "))
            } else if token.tokenKind == .leftParen, let call = parent.as(FunctionCallExprSyntax.self),
                call.leftParen?.id == token.id, call.arguments.isEmpty, call.trailingClosure == nil,
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let arguments = Self.foundationPlainInits[name]
            {
                // `NSMutableAttributedString()`: Linux's Foundation has no `init()` there.
                edits.append(
                    Edit(start: token.endPosition.utf8Offset, end: token.endPosition.utf8Offset, replacement: arguments)
                )
            } else if token.tokenKind == .leftParen, let call = parent.as(FunctionCallExprSyntax.self),
                call.leftParen?.id == token.id,
                call.initializesAStandIn(model.standInTypes) || call.makesATypeNamedThroughAStandIn(model.standInValues)
            {
                edits += call.standInConstruction(types: model.standInTypes, values: model.standInValues).map {
                    Edit(start: $0.offset, end: $0.offset, replacement: $0.text)
                }
            } else if let reference = parent.as(DeclReferenceExprSyntax.self), token.id == reference.baseName.id,
                isAt(token, model.standIns.implicitSelf) || isAt(token, model.standIns.assignedNames)
            {
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(Edit(start: start, end: start, replacement: "self."))
            } else if token.tokenKind == .keyword(.func), let test = parent.as(FunctionDeclSyntax.self),
                test.isPlainTest || test.isXCTestLifecycleOverride, let owner = test.enclosingClass?.name.text,
                test.mainActorAttribute != nil || model.isMainActorTestCase(owner)
            {
                runOnTheMainActor(test)
            } else if token.tokenKind == .keyword(.let), model.livesLiterals,
                let variable = parent.as(VariableDeclSyntax.self), variable.isConstantReadAgainAsComputed
            {
                makeComputed(variable)
            } else if parent.is(IntegerLiteralExprSyntax.self) || parent.is(FloatLiteralExprSyntax.self),
                model.livesLiterals, parent.isReadAgain,
                !parent.isCountingLiteral, file.objectiveC == nil
            {
                wrapLiteral(parent, isInteger: parent.is(IntegerLiteralExprSyntax.self))
            }
        }
        addOutletConnections()
        addMissingXCTestTypes(tree)
        if usesRaiseException { addRaiseException(tree) }
    }

    /// Nimble's `raiseException()` matcher, which Nimble declares only where Objective-C's
    /// exceptions are (Linux has none), declared for the file after its last line: an
    /// expectation of an exception fails, saying why; the file's other examples compile and run.
    private mutating func addRaiseException(_ tree: SourceFileSyntax) {
        let end = tree.endPosition.utf8Offset
        edits.append(
            Edit(
                start: end, end: end,
                replacement: """

                    fileprivate func raiseException<Out>(
                        named: Any? = nil, reason: String? = nil, userInfo: NSDictionary? = nil,
                        closure: ((NSException) -> Void)? = nil
                    ) -> Nimble.Matcher<Out> {
                        Nimble.Matcher { _ in
                            Nimble.MatcherResult(
                                status: .fail, message: .fail("raiseException: Linux has no Objective-C exceptions"))
                        }
                    }

                    """, isInsertion: true))
    }

    /// The types of Apple's XCTest that Linux's lacks and the file names, declared for the file
    /// after its last line (its lines stay where they are; `XCTestGaps`).
    private mutating func addMissingXCTestTypes(_ tree: SourceFileSyntax) {
        guard importsXCTest, !missingXCTestTypes.isEmpty else { return }
        let end = tree.endPosition.utf8Offset
        let declared = missingXCTestTypes.sorted().compactMap { XCTestGaps.declarations[$0] }
        edits.append(Edit(start: end, end: end, replacement: "\n" + declared.joined() + "\n", isInsertion: true))
    }

    /// A main-actor test method of an `XCTestCase`, which XCTest on Linux cannot run: it lists
    /// test methods as `(Self) -> () -> ()` and traps casting an isolated one ("Could not cast
    /// value of type '(Tests) -> @MainActor () -> ()'"). It becomes `nonisolated`, its body run
    /// on the main actor (`MainActor.assumeIsolated`; XCTest calls it on the main thread), on
    /// the same lines. So does a main-actor test case's `override func setUp()` (and its kin):
    /// Apple's XCTest runs them on the main actor, Linux's declares them nonisolated, so their
    /// bodies could not set the test case's own properties.
    private mutating func runOnTheMainActor(_ test: FunctionDeclSyntax) {
        guard let body = test.body else { return }
        if let attribute = test.mainActorAttribute {
            edits.append(
                Edit(
                    start: attribute.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: attribute.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "nonisolated"))
        } else {
            let at = test.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(Edit(start: at, end: at, replacement: "nonisolated "))
        }
        let throwing = test.signature.effectSpecifiers?.throwsClause != nil
        let open = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let close = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(
            Edit(start: open, end: open, replacement: " \(throwing ? "try " : "")MainActor.assumeIsolated {"))
        edits.append(Edit(start: close, end: close, replacement: "} "))
    }

    /// `6` → `_layouttyInteger(ID, 6)`; a minus sign in front is the literal's (`-6` is one value).
    private mutating func wrapLiteral(_ literal: Syntax, isInteger: Bool) {
        var node = literal
        if let negated = literal.parent?.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            node = Syntax(negated)
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let text = node.trimmedDescription
        let id = firstLiteral + literals.count
        let location = file.converter.location(for: AbsolutePosition(utf8Offset: start))
        literals.append(
            .init(
                file: file.path, line: location.line, column: location.column, start: start, end: end, text: text,
                isInteger: isInteger))
        let function = isInteger ? "_layouttyInteger" : "_layouttyFloat"
        edits.append(Edit(start: start, end: end, replacement: "\(function)(\(id), \(text))", isLiteral: true))
    }

    /// `static let gap: CGFloat = 8` → `static var gap: CGFloat { 8 }` (its literals then wrapped):
    /// read each time, as a stored constant would not be.
    private mutating func makeComputed(_ variable: VariableDeclSyntax) {
        guard let binding = variable.bindings.first, let initializer = binding.initializer else { return }
        let specifier = variable.bindingSpecifier
        edits.append(
            Edit(
                start: specifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: specifier.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "var",
                isLiteral: true))
        if binding.typeAnnotation == nil {
            // A bare literal (the only kind without a type taken): its default type, said.
            let value = initializer.value.as(PrefixOperatorExprSyntax.self)?.expression ?? initializer.value
            let at = binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(
                Edit(
                    start: at, end: at, replacement: value.is(FloatLiteralExprSyntax.self) ? ": Double" : ": Int",
                    isLiteral: true))
        }
        let equal = initializer.equal
        edits.append(
            Edit(
                start: equal.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: equal.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "{", isLiteral: true))
        let end = initializer.value.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(start: end, end: end, replacement: " }", isLiteral: true))
    }

    /// A type's `private` member that makes a layout → `fileprivate`, so that the function
    /// generated beside it reaches it.
    mutating func widen(at offset: Int) {
        guard !edits.contains(where: { $0.start == offset }) else { return }
        edits.append(Edit(start: offset, end: offset + "private".utf8.count, replacement: "fileprivate"))
    }

    /// Whether `token` is a closure parameter the compiler could not type because what the
    /// closure is passed to stands in (`StandIns.closureParameters`).
    private func isStandingIn(_ token: TokenSyntax) -> Bool { isAt(token, model.standIns.closureParameters) }

    /// Whether `token` starts at one of `places` (the compiler's, as the user wrote the file).
    /// A stand-in where the app's type is required, at `token` (the compiler points at the
    /// member it reads last): the whole expression giving the value — up to the argument, the
    /// assignment's or declaration's side, the return — becomes the type's empty value; where
    /// it ends, else nil.
    private mutating func replaceConversion(at token: TokenSyntax) -> Int? {
        guard !model.conversionValues.isEmpty else { return nil }
        let start = token.positionAfterSkippingLeadingTrivia
        let location = file.converter.location(for: start)
        guard
            let value = model.conversionValues[
                SourcePlace(path: file.path, line: location.line, column: location.column)]
        else { return nil }
        var node = Syntax(token)
        while let parent = node.parent, parent.is(ExprSyntax.self),
            ![.sequenceExpr, .infixOperatorExpr, .ternaryExpr, .tupleExpr, .arrayExpr, .dictionaryExpr, .closureExpr]
                .contains(parent.kind)
        {
            node = parent
        }
        let (from, end) = (
            node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset
        )
        edits.removeAll { $0.start >= from && $0.end <= end }
        edits.append(Edit(start: from, end: end, replacement: value))
        return end
    }

    /// Free functions Linux's `CGFloat` declares static members of the same name as.
    static let cgFloatShadowedFunctions: Set = ["abs", "max", "min"]

    /// Whether `token` names a free function called bare inside `extension CGFloat` (which
    /// declares no member of that name itself).
    private func isShadowedByCGFloat(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == reference.id
        else { return false }
        var node = Syntax(call)
        while let parent = node.parent {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedType.trimmedDescription == "CGFloat"
                    && !extensionDecl.memberBlock.members.contains {
                        $0.decl.as(FunctionDeclSyntax.self)?.name.text == token.text
                    }
            }
            if parent.asProtocol(DeclGroupSyntax.self) != nil { return false }
            node = parent
        }
        return false
    }

    /// The value cast when the cast is its sequence's whole (`value as T`) or the right side of
    /// an assignment (`layer.locations = stops as [NSNumber]`): in a longer one, which operands
    /// are the value depends on their precedence.
    private static func wholeCastValue(in sequence: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count == 3 || (elements.count == 5 && elements[1].is(AssignmentExprSyntax.self)) else {
            return nil
        }
        return elements[elements.count - 3]
    }

    /// `value as NSNumber` → `NSNumber(value: value)`: Swift bridges numbers to `NSNumber` by
    /// `as` only where Objective-C is; so `values as [NSNumber]` (a gradient's `locations`) →
    /// `(values).map { NSNumber(value: $0) }`.
    private mutating func bridgeToNSNumber(_ value: ExprSyntax, as type: ExprSyntax) {
        let each = type.trimmedDescription.hasPrefix("[")
        replaceCast(
            of: value, upTo: type, opening: each ? "(" : "NSNumber(value: ",
            closing: each ? ").map { NSNumber(value: $0) }" : ")")
    }

    /// `value as … Type` → `opening` `value` `closing`, the value's own edits kept inside: the
    /// opening goes before any other edit at the value's start (an implicit `self.`), so that it
    /// is applied after it, outside; the cast (to `end`) becomes the closing.
    private mutating func replaceCast(
        of value: ExprSyntax, upTo end: some SyntaxProtocol, opening: String, closing: String
    ) {
        let start = value.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.insert(
            Edit(start: start, end: start, replacement: opening),
            at: edits.firstIndex { $0.start == start } ?? edits.endIndex)
        edits.append(
            Edit(
                start: value.endPositionBeforeTrailingTrivia.utf8Offset,
                end: end.endPositionBeforeTrailingTrivia.utf8Offset, replacement: closing))
    }

    /// `NSEntityDescription.insertNewObject(forEntityName:into:)`, whose object iOS makes of the
    /// entity's class.
    private static func isEntityInsertion(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.declName.baseName.text == "insertNewObject"
            && member.base?.trimmedDescription == "NSEntityDescription"
            && call.arguments.map { $0.label?.text } == ["forEntityName", "into"]
    }

    /// `NSEntityDescription.insertNewObject(…) as! Server` → `Server(_layouttyReplacing:
    /// NSEntityDescription.insertNewObject(…))`: Layoutty's Core Data makes a plain
    /// `NSManagedObject` there (Swift makes a class known at run time only through a `required`
    /// initializer, which apps' classes do not declare), and the cast trapped; the class the
    /// cast names is known here. `as?` answers it as an optional.
    private mutating func makeEntityObject(
        _ value: ExprSyntax, of type: String, optional: Bool, upTo end: some SyntaxProtocol
    ) {
        replaceCast(
            of: value, upTo: end, opening: (optional ? "Optional(" : "") + "\(type)(_layouttyReplacing: ",
            closing: optional ? "))" : ")")
    }

    private func isAt(_ token: TokenSyntax, _ places: [SourcePlace]) -> Bool {
        guard !places.isEmpty else { return false }
        let location = file.converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return places.contains(SourcePlace(path: file.path, line: location.line, column: location.column))
    }

    /// `(snapshot) in` → `(snapshot: _LayouttyStandIn?) in`, once however many messages said so.
    private mutating func typeStandIn(_ parameter: ClosureParameterSyntax) {
        let name = parameter.secondName ?? parameter.firstName
        let end = name.endPositionBeforeTrailingTrivia.utf8Offset
        guard !edits.contains(where: { $0.start == end }) else { return }
        let closure = parameter.ancestorOrSelf { $0.as(ClosureExprSyntax.self) }
        edits.append(Edit(start: end, end: end, replacement: ": " + Self.standInType(of: name.text, in: closure)))
    }

    /// `{ snapshot, error in` → `{ (snapshot: _LayouttyStandIn?, error: _LayouttyStandIn?) in`:
    /// a closure passed to a stand-in is never called, and its body compiles.
    private mutating func typeStandIns(_ list: ClosureShorthandParameterListSyntax) {
        let start = list.positionAfterSkippingLeadingTrivia.utf8Offset
        guard !edits.contains(where: { $0.start == start }) else { return }
        let closure = list.ancestorOrSelf { $0.as(ClosureExprSyntax.self) }
        let typed = list.map { "\($0.name.text): \(Self.standInType(of: $0.name.text, in: closure))" }
        edits.append(
            Edit(
                start: start, end: list.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "(\(typed.joined(separator: ", ")))"))
    }

    /// The type a parameter `name` of `closure` is given, passed to a stand-in: optional where the
    /// body takes it as one (`snapshot?.documents`, `guard let snapshot`, `error != nil`), as a
    /// stand-in's result is — else the stand-in itself: SQLite.swift's table builder,
    /// `table.create { t in t.column(id) … }`, failed on every line for an optional `t`, and
    /// the compiler said one line a round (a chat app's screen ran out of rounds). Never
    /// implicitly unwrapped: each use of one doubles what the type checker tries (a tutorial
    /// app's screen went from 12 s to more than 120).
    static func standInType(of name: String, in closure: ClosureExprSyntax?) -> String {
        guard let closure, closure.statements.takesAsOptional(name) else { return "_LayouttyStandIn" }
        return "_LayouttyStandIn?"
    }

    /// `import Darwin`, `import ObjectiveC` → blanks; `import UIKit.UIGestureRecognizerSubclass` →
    /// `import UIKit`, `import os.log` → `import os`: Apple's are Clang modules with submodules,
    /// Layoutty's are Swift modules, whole.
    private mutating func rewriteImport(_ declaration: ImportDeclSyntax) {
        guard let module = declaration.path.first?.name.text else { return }
        if Self.blankedImports.contains(module) || model.standIns.modules.contains(module) {
            blank(declaration)
        } else if module == "UIKit" || PreviewKit.frameworks.contains(where: { $0.imported == module }),
            declaration.importKindSpecifier == nil, declaration.path.count > 1, let first = declaration.path.first,
            let last = declaration.path.last
        {
            blank(
                from: first.name.endPositionBeforeTrailingTrivia.utf8Offset,
                to: last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    /// The views an outlet may be given as a nib would connect it: UIKit's views, each as its
    /// plainest initializer makes it. (An outlet of a table view, a text field or a button left
    /// nil trapped three of eleven storyboard screens at their first use of it.)
    static let outletTypes: [String: String] = [
        "UIView": "UIView()", "UILabel": "UILabel()", "UIImageView": "UIImageView()", "UIStackView": "UIStackView()",
        "UISwitch": "UISwitch()",
        "UICollectionView": "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
        "UITableView": "UITableView(frame: .zero, style: .plain)", "UITextView": "UITextView()",
        "UITextField": "UITextField()", "UIButton": "UIButton(type: .system)",
        "UISegmentedControl": "UISegmentedControl()", "UISlider": "UISlider()", "UIPageControl": "UIPageControl()",
        "UIActivityIndicatorView": "UIActivityIndicatorView(style: .medium)",
        "UIProgressView": "UIProgressView(progressViewStyle: .default)", "UIScrollView": "UIScrollView()",
        "UISearchBar": "UISearchBar()", "UINavigationBar": "UINavigationBar()", "UIToolbar": "UIToolbar()",
        "UIDatePicker": "UIDatePicker()", "UIPickerView": "UIPickerView()", "UIStepper": "UIStepper()",
        "UIVisualEffectView": "UIVisualEffectView(effect: nil)", "UITabBar": "UITabBar()"
    ]
    /// Outlets that are not views, given their object: a constraint set by the code (inactive,
    /// as no nib installed it), placed nowhere; a bar button item, placed in the controller's
    /// navigation item (`_layouttyPlace`), which holds it as the storyboard's does — a `weak`
    /// outlet of one held by nothing was nil at its first use (Habitica's achievements screen).
    static let outletObjects: [String: (made: String, isPlaced: Bool)] = [
        "NSLayoutConstraint": ("NSLayoutConstraint()", false), "UIBarButtonItem": ("UIBarButtonItem()", true)
    ]

    /// `@IBOutlet weak var title: UILabel!`: no nib or storyboard connects it here. A view
    /// controller's outlets are connected as its storyboard would, once its view has loaded and
    /// before `viewDidLoad` (their `didSet` runs): the copy adds to the class
    /// `_layouttyConnectOutlets()`, which makes a view of each outlet's type (one of the files'
    /// view classes through `init?(coder:)`, as the storyboard does) and places it in
    /// the controller's view (`_layouttyPlace`) — on the class's last line, so no line moves. Any
    /// other class's outlet (a nib cell's) is given a view of its type (`= UILabel()`, kept
    /// strongly: `weak` blanked), which a view made for a nib holds in its tree. An outlet of
    /// another type stays nil.
    private mutating func connect(_ outlet: VariableDeclSyntax) {
        let bindings = outlet.bindings.compactMap {
            binding -> (binding: PatternBindingSyntax, made: String, isPlaced: Bool)? in
            guard binding.initializer == nil, let type = binding.typeAnnotation?.type.trimmedDescription,
                type.hasSuffix("!") || type.hasSuffix("?")
            else { return nil }
            let name = String(type.dropLast())
            if let made = Self.outletTypes[name] { return (binding, made, true) }
            // The app's own view (`MJPageControl: UIPageControl`), or one standing in on a UIKit
            // view (`ENALabel`, its file beyond the search): made as a storyboard makes it.
            if StandIns.isView(name, in: model.uses) || model.standsInAsView(name) {
                return (binding, "\(name)(coder: _layouttyStoryboardCoder())!", true)
            }
            return Self.outletObjects[name].map { (binding, $0.made, $0.isPlaced) }
        }
        addSetters(of: outlet)
        guard !bindings.isEmpty else { return }
        if let controller = outlet.enclosingController {
            let end = controller.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            // What the storyboard did not connect (it was not found, or has no such outlet).
            let connections = bindings.map {
                let name = $0.binding.pattern.trimmedDescription
                return
                    "if \(name) == nil { let o = \($0.made); \($0.isPlaced ? "_layouttyPlace(o); " : "")\(name) = o }"
            }
            outletConnections[end, default: []] += connections
            return
        }
        for modifier in outlet.modifiers where modifier.name.tokenKind == .keyword(.weak) { blank(modifier) }
        for (binding, made, _) in bindings {
            // Before the observers of a property that has them: `var x: T! = T() { didSet … }`.
            let end =
                (binding.accessorBlock == nil
                ? binding.endPositionBeforeTrailingTrivia : binding.typeAnnotation!.endPositionBeforeTrailingTrivia)
                .utf8Offset
            edits.append(Edit(start: end, end: end, replacement: " = \(made)"))
        }
    }

    /// `weak var mainView: MainViewController!`, a type's stored property of a type standing in
    /// (its file left out, or a module's): the code that sets it — the root screen's
    /// `viewDidLoad`, a module's setup — is not built here, and the app's first use of it
    /// trapped (Go Map!!'s settings screens read `AppDelegate.shared.mainView`, set by the map
    /// screen on iOS). Given a made stand-in (`= MainViewController()`), held strongly (`weak`
    /// and `unowned` blanked), as a made stand-in is never nil; one computed in a line from
    /// another stand-in is made present (`_layouttyPresent`). Outlets are connected instead.
    private mutating func giveStandInValue(_ variable: VariableDeclSyntax) {
        let standing = model.standInValues.union(model.standInClasses.keys)
        guard !standing.isEmpty, variable.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true,
            variable.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == false,
            !variable.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
            })
        else { return }
        let given = variable.bindings.compactMap { binding -> (binding: PatternBindingSyntax, type: String)? in
            guard binding.initializer == nil,
                let type = binding.typeAnnotation?.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                    .trimmedDescription,
                standing.contains(type)
            else { return nil }
            return (binding, type)
        }
        for (binding, type) in given {
            guard let accessors = binding.accessorBlock?.accessors else {
                let end = binding.typeAnnotation!.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(start: end, end: end, replacement: " = \(type)()"))
                for modifier in variable.modifiers
                where [.keyword(.weak), .keyword(.unowned)].contains(modifier.name.tokenKind) {
                    blank(modifier)
                }
                continue
            }
            // Computed from another stand-in (`var mapView: MapView! { mainView.mapView }`): a
            // member of one asked for as an optional answers nil, so it is made present too.
            // (A class standing in is made only on a UIKit view or controller: `init?(coder:)`.)
            guard case .getter(let body) = accessors, body.count == 1,
                model.standInValues.contains(type) || model.standInClasses[type]?.base != nil,
                let expression = body.first?.item.as(ExprSyntax.self)
            else { continue }
            makePresent(expression)
        }
    }

    /// `expression` as `_layouttyPresent(expression)`: a stand-in where it would answer nil.
    private mutating func makePresent(_ expression: ExprSyntax) {
        let (start, end) = (expression.positionAfterSkippingLeadingTrivia, expression.endPositionBeforeTrailingTrivia)
        edits.append(Edit(start: start.utf8Offset, end: start.utf8Offset, replacement: "_layouttyPresent("))
        edits.append(Edit(start: end.utf8Offset, end: end.utf8Offset, replacement: ")"))
    }

    /// `guard let settings = NimbusAppSettings.createFromInfoDictionary(…) else { fatalError(…) }`:
    /// a call on a name standing in, bound where the app does not survive its failure (its
    /// `else` traps). On iOS the module answers — the app would not launch otherwise — but a
    /// stand-in's call answers nil where an optional is asked, and Firefox Focus's tracking
    /// protection screen trapped in the app's own `else`. Written `_layouttyPresent(…)`: a
    /// made stand-in, never nil. (A binding with a type of its own, `let path: String`, is
    /// then a statement that does not compile, left out as any is.)
    private mutating func presentWhereTheAppCannotGoOn(_ statement: GuardStmtSyntax) {
        let traps = statement.body.statements.contains { item in
            let called = item.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
            return ["fatalError", "preconditionFailure"].contains(called?.baseName.text ?? "")
        }
        guard traps, !model.standInValues.isEmpty else { return }
        for condition in statement.conditions {
            guard let value = condition.condition.as(OptionalBindingConditionSyntax.self)?.initializer?.value,
                let call = value.as(FunctionCallExprSyntax.self),
                call.calledExpression.namesAStandIn(model.standInValues)
            else { continue }
            makePresent(value)
        }
    }

    /// An `@NSManaged` declaration given the accessors Core Data generates at run time on iOS,
    /// on its own line: a property reads and writes the object's values by its name
    /// (`_layouttyManagedValue(forKey:)`), a relationship method (`addToItems(_:)`) goes to
    /// `_layouttyManagedAccessor(_:_:)` with its arguments.
    private mutating func manage(_ declaration: Syntax?) {
        if let variable = declaration?.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
                guard let type = binding.typeAnnotation else { continue }
                let key = binding.pattern.trimmedDescription
                let end = type.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(
                    Edit(
                        start: end, end: end,
                        replacement: " { get { _layouttyManagedValue(forKey: \"\(key)\") } "
                            + "set { _layouttySetManagedValue(newValue, forKey: \"\(key)\") } }"))
            }
        } else if let function = declaration?.as(FunctionDeclSyntax.self), function.body == nil {
            let arguments = function.signature.parameterClause.parameters.map {
                ($0.secondName ?? $0.firstName).text
            }
            let end = function.signature.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(
                Edit(
                    start: end, end: end,
                    replacement:
                        " { _layouttyManagedAccessor(\"\(function.name.text)\", [\(arguments.joined(separator: ", "))]) }"
                ))
        }
    }

    /// Each view controller's outlets connected, by where its class's closing brace is.
    private var outletConnections: [Int: [String]] = [:]
    /// Each responder class's outlets as a nib sets them (`case "title": title = object as? UILabel`),
    /// by where its class's closing brace is.
    private var outletSetters: [Int: [String]] = [:]

    /// `@IBOutlet var title: UILabel!` in a class of UIKit's responders (a view, a cell, a
    /// controller): set by name when a storyboard or xib connects it (UIKit's nib loading sets
    /// it by key-value coding on iOS). An outlet collection (`[UIButton]!`) gains each object.
    private mutating func addSetters(of outlet: VariableDeclSyntax) {
        // A responder of UIKit's, which can be told its outlets.
        guard let owner = outlet.enclosingClass, model.frameworkSuperclass(of: owner)?.hasPrefix("UI") == true
        else { return }
        let end = owner.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        for binding in outlet.bindings {
            guard let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("!") || type.hasSuffix("?")
            else { continue }
            let (name, held) = (binding.pattern.trimmedDescription, String(type.dropLast()))
            // The parameters' names are the port's: an outlet may be called `name` or `object`.
            let set =
                held.hasPrefix("[") && held.hasSuffix("]")
                ? "if let o = _layouttyObject as? \(held.dropFirst().dropLast()) { self.\(name) = (self.\(name) ?? []) + [o] }"
                // Only an object of the outlet's class: a nib's view of a class not made here
                // (a `UICollectionView` for a module's subclass) leaves the outlet as it was,
                // where `nil` would trap the outlet's `didSet`.
                : "if let o = _layouttyObject as? \(held) { self.\(name) = o }"
            outletSetters[end, default: []].append("case \(GeneratedSwift.literal(name)): \(set)")
        }
    }

    /// `_layouttyConnectOutlets()` added to each view controller class with outlets, and
    /// `_layouttyConnect(outlet:to:)` to each class with outlets a nib may set.
    private mutating func addOutletConnections() {
        for end in Set(outletConnections.keys).union(outletSetters.keys) {
            var methods = ""
            if let connections = outletConnections[end] {
                methods +=
                    "override func _layouttyConnectOutlets() { super._layouttyConnectOutlets(); "
                    + connections.joined(separator: "; ") + " }; "
            }
            if let setters = outletSetters[end] {
                methods +=
                    "override func _layouttyConnect(outlet _layouttyName: String, to _layouttyObject: AnyObject) -> Bool { "
                    + "switch _layouttyName { \(setters.joined(separator: "; ")); "
                    + "default: return super._layouttyConnect(outlet: _layouttyName, to: _layouttyObject) }; return true }; "
            }
            edits.append(Edit(start: end, end: end, replacement: methods))
        }
    }

    /// The initializers of the class standing in that `call` makes (`SelectionCheckView(style:)`).
    private func standInClass(madeBy call: FunctionCallExprSyntax) -> StandIns.ClassInitializers? {
        guard !model.standInClasses.isEmpty,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        return model.standInClasses[name]
    }

    /// The initializers of the class standing in that the class around `node` inherits from
    /// directly (`StandIns.classes(in:)`), if it does.
    private func standInSuperclass(of node: some SyntaxProtocol) -> StandIns.ClassInitializers? {
        guard !model.standInClasses.isEmpty else { return nil }
        var current = node.parent
        while let parent = current, !parent.is(ClassDeclSyntax.self) { current = parent.parent }
        guard let type = current?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type,
            let name = type.as(IdentifierTypeSyntax.self)?.name.text
        else { return nil }
        return model.standInClasses[name]
    }

    private mutating func blank(_ node: some SyntaxProtocol) {
        blank(
            from: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            to: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The bytes become spaces but line ends (an attribute's arguments may span lines, as
    /// Delta's `@Feature(name:…,\n description:…)` do): every line and column after them stays
    /// where it was.
    private mutating func blank(from start: Int, to end: Int) {
        let bytes = Array(file.text.utf8)[start..<end]
        let blanked = bytes.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }
        edits.append(Edit(start: start, end: end, replacement: String(decoding: blanked, as: UTF8.self)))
    }

    /// An extension of a stand-in value keeps only the conformances no earlier extension of one
    /// made (`PortModel.standInConformances`); its clause keeps its length, so columns after it
    /// stay where they were.
    private mutating func dropRepeatedStandInConformances(_ extensionDecl: ExtensionDeclSyntax) {
        let extended = ConformanceReader.TypeDeclaration.outermost(extensionDecl.extendedType.trimmedDescription)
        guard let clause = extensionDecl.inheritanceClause, model.standInValues.contains(extended)
        else { return }
        let names = clause.inheritedTypes.map(\.type.trimmedDescription)
        let kept = names.filter { model.standInConformances[$0] == file.path && conformedStandIn.insert($0).inserted }
        guard kept.count < names.count else { return }
        let start = clause.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
        let written = Array((kept.isEmpty ? "" : ":" + kept.joined(separator: ",")).utf8)
        let padding = Array(file.text.utf8)[(start + written.count)..<end].map {
            $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ")
        }
        edits.append(Edit(start: start, end: end, replacement: String(decoding: written + padding, as: UTF8.self)))
    }

    /// An extension of a stand-in value loses its initializers: they would be a class's designated
    /// initializers in an extension, which Swift refuses (Pocket Casts' `extension HeadphoneControl
    /// { init(action:) … }` of a model module not built here took its whole 1,400-line settings
    /// file out), and a call making the type makes a stand-in without them (`standInConstruction`).
    /// It also loses a member an earlier extension of a stand-in declared
    /// (`PortModel.standInExtensionMembers`): the one stand-in takes it once.
    private mutating func trimStandInExtension(_ extensionDecl: ExtensionDeclSyntax) {
        let extended = ConformanceReader.TypeDeclaration.outermost(extensionDecl.extendedType.trimmedDescription)
        guard model.standInValues.contains(extended) else { return }
        for member in extensionDecl.memberBlock.members {
            let names =
                member.decl.as(FunctionDeclSyntax.self).map { [$0.fullName] }
                ?? member.decl.as(VariableDeclSyntax.self)?.bindings.map(\.pattern.trimmedDescription) ?? []
            // Every name is recorded (a `var a, b` declares both), so no short-circuit.
            var repeated = false
            for name in names {
                let elsewhere = model.standInExtensionMembers[name].map { $0 != file.path } == true
                let again = !declaredStandInMembers.insert(name).inserted
                repeated = repeated || elsewhere || again
            }
            if member.decl.is(InitializerDeclSyntax.self) || repeated { leaveOut(member.decl) }
        }
    }

    /// A property of a wrapper standing in with neither a type nor a value (swift-dependencies'
    /// `@Dependency(\.cacheController) private var cacheController`, typed by the key path in
    /// the wrapper's module) is given a stand-in as its value: the wrapper's arguments are gone,
    /// so its `Value` could not be inferred, and the error, in a declaration, took the whole file
    /// out (Cryptomator's settings and vault view models).
    private mutating func giveStandInWrappedValue(_ attribute: AttributeSyntax) {
        guard let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
            model.standInWrappers.contains(name), let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self)
        else { return }
        for binding in variable.bindings
        where binding.typeAnnotation == nil && binding.initializer == nil && binding.accessorBlock == nil {
            let at = binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: at, end: at, replacement: " = _LayouttyStandIn()"))
        }
    }

    /// `name.member` or `self.name.member` in an extension of a protocol whose requirement
    /// `name` the port made optional as UIKit's property is (`navigationController.present(…)`
    /// in `extension DisplayablePopUp`).
    private func isUnwrappedAsIOSDoes(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard reference.argumentNames == nil else { return false }
        var used = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.isSelf == true, member.base?.is(DeclReferenceExprSyntax.self) == true else {
                return false
            }
            used = Syntax(member)
        } else if reference.baseName.tokenKind == .keyword(.self) {
            return false
        }
        guard let access = used.parent?.as(MemberAccessExprSyntax.self), access.base?.id == used.id,
            let owner = reference.enclosingTypeName, let names = model.requirementsOptionalInUIKit[owner]
        else { return false }
        return names.contains(reference.baseName.text)
    }

    /// An `@objc` protocol is class-bound on iOS (`weak var delegate: P?` compiles): it becomes
    /// `AnyObject`-bound; one with optional requirements refines `_LayouttyOptionalRequirements`.
    private mutating func addInheritance(_ proto: ProtocolDeclSyntax) {
        let inherited = Set((proto.inheritanceClause?.inheritedTypes ?? []).map(\.type.trimmedDescription))
        let isObjC = proto.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        }
        var added: [String] = []
        if isObjC && inherited.isDisjoint(with: ["AnyObject", "class", "NSObjectProtocol"]) {
            added.append("AnyObject")
        }
        if model.optionalProtocols[proto.name.text] != nil { added.append("_LayouttyOptionalRequirements") }
        guard !added.isEmpty else { return }
        if let last = proto.inheritanceClause?.inheritedTypes.last {
            let at = last.type.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: at, end: at, replacement: ", " + added.joined(separator: ", ")))
        } else {
            let at =
                (proto.primaryAssociatedTypeClause.map { $0.endPositionBeforeTrailingTrivia }
                ?? proto.name.endPositionBeforeTrailingTrivia)
                .utf8Offset
            edits.append(Edit(start: at, end: at, replacement: ": " + added.joined(separator: ", ")))
        }
    }

    /// `base?.method?(args)` of an optional requirement → `base?._layouttyIf("method(…)")?.method(args)`.
    private mutating func rewriteOptionalCall(_ chaining: OptionalChainingExprSyntax) {
        guard let call = chaining.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == chaining.id,
            let member = chaining.expression.as(MemberAccessExprSyntax.self), member.base != nil
        else { return }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" } + (call.trailingClosure == nil ? [] : ["_:"])
        let name = member.declName.baseName.text + "(" + labels.joined() + ")"
        guard model.optionalRequirements.contains(name) else { return }
        let at = member.declName.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(Edit(start: at, end: at, replacement: "_layouttyIf(\"\(name)\")?."))
        let mark = chaining.questionMark
        edits.append(
            Edit(
                start: mark.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: mark.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: ""))
    }

    /// The compilation conditions answered as where Xcode previews a screen — the iOS
    /// simulator — rather than as Linux answers them: `os(iOS)` is true and `os(Linux)` false,
    /// so the code compiles as on iOS; `targetEnvironment(simulator)` is true, so an app's
    /// simulator path is taken where its device path reaches hardware (Sileo spawns a root
    /// helper on a device and reads a file in the simulator; the device path trapped here).
    static let platformConditions: [String: [String: Bool]] = [
        "os": ["iOS": true, "Linux": false],
        "targetEnvironment": ["simulator": true]
    ]

    private mutating func rewriteCondition(_ call: FunctionCallExprSyntax) {
        guard let value = call.arguments.first?.expression.trimmedDescription,
            let answer = Self.platformConditions[call.calledExpression.trimmedDescription]?[value]
        else {
            return
        }
        let replacement = String(answer)
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
            Edit(
                start: start, end: end,
                replacement: replacement.padding(
                    toLength: max(end - start, replacement.count), withPad: " ", startingAt: 0)))
    }

    /// The copy, with `added` after the file's text. Its changes (`--show-port`) are what
    /// `#selector(toggleSort)` → `Selector("toggleSort")`: the method's name as UIKit's
    /// `Selector` keeps it (Linux has no Objective-C runtime; nothing is sent).
    private mutating func rewriteSelector(_ macro: MacroExpansionExprSyntax) {
        let name = macro.arguments.trimmedDescription.replacingOccurrences(of: "\"", with: "\\\"")
        edits.append(
            Edit(
                start: macro.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: macro.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "Selector(\"\(name)\")"))
    }

    /// A subclass of Foundation's `NSLock`, `NSRecursiveLock` or `NSCondition` (RxSwift's
    /// `final class AtomicInt: NSLock`) inherits Layoutty's lock of that kind instead: Linux's
    /// Foundation cannot be subclassed there ("cannot inherit from class 'NSLock' because it has
    /// overridable members that could not be loaded"), and every app built with RxSwift lost it.
    private mutating func subclassLinuxsLock(_ declaration: ClassDeclSyntax) {
        guard let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type,
            let lock = Self.linuxLocks[AppleSDK.unqualified(superclass.trimmedDescription)]
        else { return }
        edits.append(
            Edit(
                start: superclass.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: superclass.endPositionBeforeTrailingTrivia.utf8Offset, replacement: lock))
    }
    private static let linuxLocks = [
        "NSLock": "_LayouttyNSLock", "NSRecursiveLock": "_LayouttyNSRecursiveLock",
        "NSCondition": "_LayouttyNSCondition"
    ]

    /// A class declared in a function (a test's stand-in delegate) that adopts a protocol with
    /// optional requirements answers which it implements inside its own braces: a local type
    /// cannot be extended, as the other types of the files are (`addWitnesses`). Inline, on the
    /// lines it already has.
    private mutating func answerInline(_ local: ClassDeclSyntax) {
        // In a body's statements, not the file's (top-level statements are code block items too,
        // within an `#if` as well: Pocket Casts' `#if !os(watchOS)` scroll view got two witnesses).
        guard local.parent?.is(CodeBlockItemSyntax.self) == true,
            sequence(first: Syntax(local), next: \.parent).contains(where: {
                $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self)
            }),
            let clause = local.inheritanceClause,
            !model.answeringProtocols.isDisjoint(with: clause.inheritedTypes.map { $0.type.trimmedDescription })
        else { return }
        let methods = local.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.fullName }
            .map { "\"\($0)\"" }.joined(separator: ", ")
        let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(start: end, end: end, replacement: ", _LayouttyOptionalRequirements"))
        let brace = local.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(
            Edit(
                start: brace, end: brace,
                replacement:
                    "nonisolated func _layouttyImplements(_ requirement: String) -> Bool { [\(methods)].contains(requirement) } "
            ))
    }

    /// `#keyPath(DayView.isHighlighted)` → `"isHighlighted"`: the key path's string, as the
    /// compiler makes it on iOS — the properties' names after the type's (Linux has no
    /// Objective-C runtime to check them against).
    private mutating func rewriteKeyPath(_ macro: MacroExpansionExprSyntax) {
        var names = macro.arguments.trimmedDescription.split(separator: ".").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if names.count > 1, names[0].first?.isUppercase == true { names.removeFirst() }
        edits.append(
            Edit(
                start: macro.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: macro.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "\"" + names.joined(separator: ".") + "\""))
    }

    /// The `override` members of extensions of classes the files declare: UIKit's methods are
    /// `@objc dynamic` on iOS, so apps override them in extensions (`extension
    /// GridViewController { override func viewWillAppear… }`); here they move into the class —
    /// in this file, or in the file of the same module declaring it (`export()`). A file
    /// exporting members has its file-private declarations widened to internal: a moved member
    /// still reaches the helpers its file declared for it.
    private mutating func findOverridesInExtensions(_ tree: SourceFileSyntax) {
        let classes = Dictionary(
            Self.topLevel(tree.statements).compactMap { $0.as(ClassDeclSyntax.self) }.map { ($0.name.text, $0) },
            uniquingKeysWith: { a, _ in a })
        classBraces = classes.mapValues { $0.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset }
        // An extension under a condition false here is not compiled, nor its overrides moved
        // (PinLayout's test view conforms under `#if os(macOS)` with its own `sizeThatFits`).
        for item in Self.topLevel(tree.statements, activeOnly: true) {
            guard let extensionDecl = item.as(ExtensionDeclSyntax.self) else { continue }
            let name = extensionDecl.extendedType.trimmedDescription
            let target = classes[name]
            guard target != nil || model.declaresClass(name, inModuleOf: file.path) else {
                blankFrameworkOverrides(in: extensionDecl)
                continue
            }
            let isPublic = extensionDecl.modifiers.contains {
                [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
            }
            for member in extensionDecl.memberBlock.members {
                let modifiers =
                    member.decl.as(FunctionDeclSyntax.self)?.modifiers ?? member.decl.as(VariableDeclSyntax.self)?
                    .modifiers
                    ?? member.decl.as(InitializerDeclSyntax.self)?.modifiers
                // Also a method a subclass overrides (`func collectionView(_:didSelectItemAt:)` of
                // a delegate conformance written in an extension): Objective-C lets a subclass
                // override an extension's `@objc` method on iOS; here it moves into the class.
                let overridden =
                    extensionDecl.genericWhereClause == nil
                    && member.decl.as(FunctionDeclSyntax.self).map { model.overriddenMethods.contains($0.fullName) }
                        == true
                guard let modifiers,
                    overridden || modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
                else {
                    continue
                }
                let start = member.decl.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = member.decl.endPositionBeforeTrailingTrivia.utf8Offset
                let saysAccess = modifiers.contains { Self.accessKeywords.contains($0.name.tokenKind) }
                if let target {
                    moves.append(
                        Move(
                            start: start, end: end,
                            destination: target.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                            isPublic: isPublic && !saysAccess))
                } else {
                    exports.append(Export(start: start, end: end, className: name, isPublic: isPublic && !saysAccess))
                }
            }
        }
        if !exports.isEmpty { widenFilePrivates(tree) }
    }

    /// The files' classes' overrides of members the files declare in an extension of UIKit's
    /// class (`PortModel.frameworkExtensionMembers`): Swift lets no class override an
    /// extension's member, `override` or not. Those `ExtensionDispatch` restates are renamed and
    /// reached through its protocol, with `super.` calls of them (`dispatch`); the rest are left
    /// out, their lines blank, and the extension's member answers for the class — in the class
    /// or in an extension of it (Rocket.Chat's screens override the app's
    /// `UIViewController.applyTheme()` in one).
    private mutating func leaveOutOverridesOfFrameworkExtensionMembers(_ tree: SourceFileSyntax) {
        guard !model.frameworkExtensionMembers.isEmpty else { return }
        let owners = Self.topLevel(tree.statements).compactMap {
            item -> (name: String, members: MemberBlockItemListSyntax)? in
            if let owner = item.as(ClassDeclSyntax.self) { return (owner.name.text, owner.memberBlock.members) }
            guard let owner = item.as(ExtensionDeclSyntax.self) else { return nil }
            guard !AppleSDK.isFrameworkClass(owner.extendedType.trimmedDescription) else {
                dispatchFrameworkExtensionMembers(owner)
                return nil
            }
            return (owner.extendedType.trimmedDescription, owner.memberBlock.members)
        }
        for owner in owners {
            callSuperAsObjectiveC(in: owner.members, of: owner.name)
            for member in owner.members {
                let declaration = member.decl
                guard declaration.isOverride, let name = ExtensionDispatch.fullName(of: declaration),
                    model.frameworkExtensionMembers.contains(name)
                else { continue }
                guard let overridesAbove = model.superclassOverridesExtensionMember(name, above: owner.name) else {
                    continue
                }
                guard model.dispatchedMembers.contains(name), let token = ExtensionDispatch.nameToken(of: declaration)
                else {
                    leaveOut(declaration)
                    continue
                }
                replace(token, with: ExtensionDispatch.overrideName(token.text))
                if !overridesAbove, let keyword = declaration.overrideModifier {
                    blank(keyword)
                    dispatchAdded.append("extension \(owner.name): \(ExtensionDispatch.protocolName(name)) {}\n")
                }
            }
        }
    }

    /// An extension of UIKit's class: each member the files' classes override
    /// (`PortModel.dispatchedMembers`) is renamed, and a member of its name that asks for the
    /// override is written after it, on its last line; the protocol goes after the file.
    private mutating func dispatchFrameworkExtensionMembers(_ extensionDecl: ExtensionDeclSyntax) {
        guard extensionDecl.genericWhereClause == nil else { return }
        for member in extensionDecl.memberBlock.members {
            guard let name = ExtensionDispatch.fullName(of: member.decl), model.dispatchedMembers.contains(name),
                let dispatched = ExtensionDispatch.member(
                    member.decl, isPublic: ExtensionDispatch.isPublic(extensionDecl.modifiers)),
                let token = ExtensionDispatch.nameToken(of: member.decl)
            else { continue }
            replace(token, with: ExtensionDispatch.baseName(token.text))
            let end = member.decl.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: end, end: end, replacement: "; " + dispatched.dispatcher))
            dispatchAdded.append(dispatched.declaration)
        }
    }

    /// `super.<name>` of a dispatched member, in class `className` or an extension of it: what
    /// Objective-C's `super` reaches, the superclass's override or the extension's body (the
    /// member of the old name would ask the instance, and an override calling it would recurse).
    private mutating func callSuperAsObjectiveC(in members: MemberBlockItemListSyntax, of className: String) {
        guard !model.dispatchedMembers.isEmpty else { return }
        for token in members.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.super) {
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.base?.as(SuperExprSyntax.self) != nil
            else { continue }
            let base = access.declName.baseName.text
            let call = access.parent?.as(FunctionCallExprSyntax.self)
            guard
                let name = call.map({
                    ExtensionDispatch.method(
                        named: base, calledWith: $0.arguments.map { $0.label?.text ?? "_" },
                        among: model.dispatchedMembers)
                }) ?? (model.dispatchedMembers.contains(base) ? base : nil),
                let overridesAbove = model.superclassOverridesExtensionMember(name, above: className)
            else { continue }
            replace(
                access.declName.baseName,
                with: overridesAbove ? ExtensionDispatch.overrideName(base) : ExtensionDispatch.baseName(base))
        }
    }

    /// `token`'s text becomes `text`.
    private mutating func replace(_ token: TokenSyntax, with text: String) {
        edits.append(
            Edit(
                start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: token.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
    }

    /// The statements and bodies of this file that do not compile here (`LeftOutCode`): a
    /// statement becomes `()`, a body answers its type's empty value (`_layouttyLeftOut` where
    /// the files give none), an initializer's assignment assigns that (`LeftOutCode.initializedTarget`);
    /// their lines stay, blank.
    private mutating func leaveOutFailingCode(_ tree: SourceFileSyntax) {
        guard file.objectiveC == nil else { return }
        for code in model.standIns.leftOutCode where code.place.path == file.path {
            guard let node = LeftOutCode.node(of: code, in: tree, converter: file.converter) else { continue }
            let newlines = String(
                repeating: "\n", count: node.trimmedDescription.utf8.count { $0 == UInt8(ascii: "\n") })
            let replacement: String
            let leftOutValue = "_layouttyLeftOut(\"\(code.place.path):\(code.place.line)\")"
            if code.isDeclaration {
                replacement = newlines
            } else if code.isBody, let type = LeftOutCode.neutralBody(of: node) {
                // `_`: a closure's value of the type its context gives.
                let made = code.answersLeftOut || type == "_" ? nil : model.emptyValue(type)
                let value = type.isEmpty ? "" : type == "some View" ? "EmptyView()" : made ?? leftOutValue
                // A closure's statements are replaced inside its braces, its signature kept.
                replacement =
                    node.is(CodeBlockItemListSyntax.self) ? value + newlines : "{ \(value)" + newlines + " }"
            } else if let (target, type) = LeftOutCode.initializedTarget(of: node) {
                replacement = "\(target) = \(model.emptyValue(type) ?? leftOutValue)" + newlines
            } else if let arguments = Self.plainSuperInitArguments(replacing: node) {
                replacement = "super.init(\(arguments))" + newlines
            } else {
                replacement = "()" + newlines
            }
            let (start, end) = (
                node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset
            )
            edits.append(Edit(start: start, end: end, replacement: replacement))
            leftOut.append(start..<end)
        }
    }

    /// The arguments of UIKit's plain designated initializer (`nibName: nil, bundle: nil`,
    /// `frame: .zero`) where `node`, left out, is a call of `super.init` in a class inheriting
    /// UIKit's class directly: left out as `()`, the initializer did not compile ("'super.init'
    /// isn't called on all paths": a file manager's `super.init(style: .userPreferred)`, an
    /// app's style standing in, took five controllers with it). Nil for any other statement, or
    /// a superclass of the app's, whose initializers the copy does not know.
    static func plainSuperInitArguments(replacing node: Syntax) -> String? {
        guard let call = node.as(CodeBlockItemSyntax.self)?.item.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.base?.is(SuperExprSyntax.self) == true, callee.declName.baseName.text == "init",
            let owner = node.ancestorOrSelf(mapping: { $0.as(ClassDeclSyntax.self) }),
            let base = owner.inheritanceClause?.inheritedTypes.first.map({
                AppleSDK.unqualified($0.type.trimmedDescription)
            })
        else { return nil }
        let chain = Array(sequence(first: base, next: UIKitClasses.superclass(of:)))
        if chain.contains("UIViewController") { return "nibName: nil, bundle: nil" }
        if chain.contains("UITableViewCell") { return "style: .default, reuseIdentifier: nil" }
        if chain.contains("UIView") { return "frame: .zero" }
        return base == "NSObject" ? "" : nil
    }

    /// `declaration` left out of the copy: its lines blank, nothing in it rewritten.
    private mutating func leaveOut(_ declaration: DeclSyntax) {
        blank(declaration)
        leftOut.append(
            declaration.positionAfterSkippingLeadingTrivia
                .utf8Offset..<declaration.endPositionBeforeTrailingTrivia
                .utf8Offset)
    }

    /// `extension UINavigationController { override var preferredStatusBarStyle … }`: an override
    /// in an extension of UIKit's own class, which Objective-C's dynamic dispatch allows on iOS and
    /// Swift does not (and the class is not the files', to move it into). Left out, its lines
    /// blank: it changes how UIKit's class answers for every instance (a status bar's style, a
    /// rotation), which the preview does not draw.
    private mutating func blankFrameworkOverrides(in extensionDecl: ExtensionDeclSyntax) {
        let name = extensionDecl.extendedType.trimmedDescription
        guard AppleSDK.isFrameworkClass(name) else { return }
        for member in extensionDecl.memberBlock.members where member.decl.isOverride { leaveOut(member.decl) }
    }

    /// The file's top-level declarations, those in `#if` blocks included (a class declared for
    /// `#if canImport(UIKit)` is the file's as much as one outside).
    /// `activeOnly`: only what the clauses compiled here hold (`CompilationCondition`).
    static func topLevel(_ statements: CodeBlockItemListSyntax, activeOnly: Bool = false) -> [Syntax] {
        statements.flatMap { statement -> [Syntax] in
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return [Syntax(statement.item)] }
            let clauses =
                activeOnly
                ? Array(CompilationCondition.activeClause(of: conditional).map { [$0] } ?? [])
                : Array(conditional.clauses)
            return clauses.flatMap { clause -> [Syntax] in
                guard case .statements(let inner) = clause.elements else { return [] }
                return topLevel(inner, activeOnly: activeOnly)
            }
        }
    }

    private static let accessKeywords: [TokenKind] = [
        .keyword(.public), .keyword(.open), .keyword(.internal), .keyword(.fileprivate), .keyword(.private)
    ]

    /// `private` and `fileprivate` (not their `(set)` forms) on the file's top-level declarations
    /// and its extensions' members, blanked: internal, so reached from another file.
    private mutating func widenFilePrivates(_ tree: SourceFileSyntax) {
        func widen(_ modifiers: DeclModifierListSyntax?) {
            for modifier in modifiers ?? []
            where [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
                && modifier.detail == nil
            {
                blank(modifier)
            }
        }
        for item in Self.topLevel(tree.statements) {
            if let extensionDecl = item.as(ExtensionDeclSyntax.self) {
                widen(extensionDecl.modifiers)
                for member in extensionDecl.memberBlock.members {
                    widen(member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers)
                }
            } else {
                widen(item.asProtocol(WithModifiersSyntax.self)?.modifiers)
            }
        }
    }

    /// Takes the members moving to other files out of this one (blanked, lines kept) and gives
    /// each with its own edits made, as the class's file writes it: the class's name and the
    /// text, from a `#sourceLocation` naming this file's line.
    mutating func export() -> [(className: String, text: String)] {
        let location = PreviewPort.File.location(of: file.path)
        return exports.map { export in
            let text = takeOut(start: export.start, end: export.end)
            let line = file.converter.location(for: AbsolutePosition(utf8Offset: export.start))
            let indent = String(repeating: " ", count: max(0, line.column - 1))
            return (
                export.className,
                "\n\(GeneratedSwift.sourceLocation(location, line: line.line))\n\(indent)\(export.isPublic ? "public " : "")\(text)"
            )
        }
    }

    /// Writes `text` (from another file's `export()`) before the closing brace of `className`,
    /// when this file declares it; whether it did.
    mutating func receive(_ text: String, into className: String) -> Bool {
        guard let brace = classBraces[className] else { return false }
        let line = file.converter.location(for: AbsolutePosition(utf8Offset: brace)).line
        let location = PreviewPort.File.location(of: file.path)
        edits.append(
            Edit(
                start: brace, end: brace,
                replacement: text + "\n\(GeneratedSwift.sourceLocation(location, line: line))\n",
                isInsertion: true))
        return true
    }

    /// The member's text with its own edits made; it leaves blanks (lines and columns kept).
    private mutating func takeOut(start: Int, end: Int) -> String {
        let source = Array(file.text.utf8)
        let inner = edits.filter { $0.start >= start && $0.end <= end }
        edits.removeAll { $0.start >= start && $0.end <= end }
        var text = Array(source[start..<end])
        for edit in Self.outermost(inner).sorted(by: { $0.start > $1.start }) {
            text.replaceSubrange((edit.start - start)..<(edit.end - start), with: Array(edit.replacement.utf8))
        }
        let blank = source[start..<end].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
        edits.append(Edit(start: start, end: end, replacement: String(decoding: blank, as: UTF8.self)))
        return String(decoding: text, as: UTF8.self)
    }

    /// The edits with each moved member blanked where it was (its bytes become spaces: lines and
    /// columns stay) and written again, with its own edits, before its class's closing brace —
    /// between `#sourceLocation` lines that keep its line numbers and the brace's.
    private func editsWithMoves() -> [Edit] {
        var rewriter = self
        let location = PreviewPort.File.location(of: file.path)
        for move in moves {
            let text = rewriter.takeOut(start: move.start, end: move.end)
            let line = file.converter.location(for: AbsolutePosition(utf8Offset: move.start))
            let brace = file.converter.location(for: AbsolutePosition(utf8Offset: move.destination)).line
            let indent = String(repeating: " ", count: max(0, line.column - 1))
            rewriter.edits.append(
                Edit(
                    start: move.destination, end: move.destination,
                    replacement:
                        "\n\(GeneratedSwift.sourceLocation(location, line: line.line))\n\(indent)\(move.isPublic ? "public " : "")\(text)"
                        + "\n\(GeneratedSwift.sourceLocation(location, line: brace))\n", isInsertion: true))
        }
        return rewriter.edits
    }

    /// The imports every copy begins with, the port's runtime among them. Observation too:
    /// Apple's Foundation brings `@Observable` (iOS 17), Linux's does not; and Combine's
    /// `ObservableObject` and `@Published`, which Apple's Foundation names too (a view model
    /// importing Foundation alone), and nothing else of Combine. Security too: Apple's
    /// Foundation imports it (for its URL credentials), so a keychain helper importing
    /// Foundation alone calls `SecItemAdd` with `kSecClass`.
    static let header =
        "@_spi(LayouttyPort) import UIKit\nimport _LayouttyPortRuntime; import Observation; import Security; "
        + "import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published\n"

    /// Linux forces: the lines as the edits but the live literals' make them.
    func ported(added: String) -> PreviewPort.File {
        let added = added + dispatchAdded.joined()
        let edits = editsWithMoves()
        let (bytes, moves) = applied(edits)
        let listed = edits.filter { !$0.isLiteral && !$0.isInsertion }
        let shown = applied(listed).bytes
        let changedLines = Set(listed.map { file.converter.location(for: AbsolutePosition(utf8Offset: $0.start)).line })
        let before = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: shown, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let shifts = lineShifts(Self.outermost(listed))
        let changes = changedLines.sorted().map { line in
            // Where the line is after the edits: an edit before it may have added or removed lines
            // (a statement left out across lines is one `()`).
            let start = file.converter.position(ofLine: line, column: 1).utf8Offset
            let index = line - 1 + shifts.filter { $0.end <= start }.reduce(0) { $0 + $1.lines }
            return PreviewPort.Change(
                line: line, before: String(before[line - 1]),
                after: after.indices.contains(index) ? String(after[index]) : "")
        }
        let bridged = model.bridgedImports.map { "import \($0)\n" }.joined()
        let header =
            Self.header + bridged
            + "\(GeneratedSwift.sourceLocation(PreviewPort.File.location(of: file.path), line: 1))\n"
        let trailer = added.isEmpty ? "" : "\n#sourceLocation()\n// Added by `layoutty preview`:\n" + added
        return PreviewPort.File(
            path: file.path, text: header + String(decoding: bytes, as: UTF8.self) + trailer, changes: changes,
            added: added,
            literals: literals,
            originalLines: (file.objectiveC ?? file.text).split(separator: "\n", omittingEmptySubsequences: false),
            isTranslated: file.objectiveC != nil, moves: moves)
    }

    /// `Bundle.main`, `Foundation.Bundle.module`, or `.module` passed as a bundle
    /// (`UIImage(named: "x", in: .module, with: nil)`, `bundle: .module`).
    private static func isBundle(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else {
            // `.main` where a bundle is expected: an argument named for one, or the value of a
            // parameter or variable of that type (`in bundle: Bundle = .main`).
            if ["in", "bundle"].contains(member.parent?.as(LabeledExprSyntax.self)?.label?.text ?? "") { return true }
            let declared = member.parent?.as(InitializerClauseSyntax.self)?.parent
            let type =
                declared?.as(FunctionParameterSyntax.self)?.type
                ?? declared?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
            let name = type?.trimmedDescription.replacingOccurrences(of: "?", with: "")
            return name.map(bundleNames.contains) ?? false
        }
        return bundleNames.contains(base.trimmedDescription)
    }

    private static let bundleNames: Set = ["Bundle", "Foundation.Bundle"]

    /// `edits` (in their order) but those inside a range another replaces: that one's text is
    /// what the copy holds there (`Results<Realm.Config>` → `Results`, not the member's name
    /// spliced into bytes already gone). An insertion at either end of the range stays.
    ///
    /// - Complexity: O(*n* log *n*) in the number of edits.
    private static func outermost(_ edits: [Edit]) -> [Edit] {
        // Ranges from the syntax tree nest or do not meet: the widest of each start comes first.
        let order = edits.indices.sorted {
            (edits[$0].start, -edits[$0].end, $0) < (edits[$1].start, -edits[$1].end, $1)
        }
        var covered = (start: Int.min, end: Int.min)
        var inside = Set<Int>()
        for index in order {
            let edit = edits[index]
            let atAnEnd = edit.start == edit.end && (edit.start == covered.start || edit.start == covered.end)
            if edit.start >= covered.start, edit.end <= covered.end, !atAnEnd {
                inside.insert(index)
            } else if edit.start < edit.end, edit.end > covered.end {
                covered = (edit.start, edit.end)
            }
        }
        return edits.indices.filter { !inside.contains($0) }.map { edits[$0] }
    }

    /// The file's bytes with `edits` made, and per line the edits that moved columns.
    /// How many lines each edit adds (negative: removes), with where it ends in the file.
    private func lineShifts(_ edits: [Edit]) -> [(end: Int, lines: Int)] {
        let text = Array(file.text.utf8)
        let newline = UInt8(ascii: "\n")
        return edits.map { edit in
            let removed = text[edit.start..<edit.end].count(where: { $0 == newline })
            return (edit.end, edit.replacement.utf8.count(where: { $0 == newline }) - removed)
        }
    }

    private func applied(_ edits: [Edit]) -> (bytes: [UInt8], moves: [Int: [(column: Int, before: Int, after: Int)]]) {
        var bytes = Array(file.text.utf8)
        var moves: [Int: [(column: Int, before: Int, after: Int)]] = [:]
        // Edits at one place keep the order they were made in (the later is applied first).
        for edit in Self.outermost(edits).enumerated()
            .sorted(by: { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) }).map(\.element)
        {
            let replacement = Array(edit.replacement.utf8)
            if replacement.count != edit.end - edit.start {
                let location = file.converter.location(for: AbsolutePosition(utf8Offset: edit.start))
                moves[location.line, default: []].insert(
                    (location.column, edit.end - edit.start, replacement.count), at: 0)
            }
            bytes.replaceSubrange(edit.start..<edit.end, with: replacement)
        }
        return (bytes, moves)
    }
}

extension AttributeSyntax {
    var isMainActor: Bool { attributeName.trimmedDescription == "MainActor" }
}

extension DeclSyntax {
    /// The `optional` modifier of a protocol requirement, if it has one.
    var optionalModifier: DeclModifierSyntax? {
        let modifiers = self.as(FunctionDeclSyntax.self)?.modifiers ?? self.as(VariableDeclSyntax.self)?.modifiers
        return modifiers?.first { $0.name.tokenKind == .keyword(.optional) }
    }
}

extension DeclModifierSyntax {
    /// Whether it modifies a property a protocol requires.
    var isOnAProtocolsProperty: Bool {
        guard let variable = parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        var current = variable.parent
        while let node = current, node.asProtocol(DeclGroupSyntax.self) == nil { current = node.parent }
        return current?.is(ProtocolDeclSyntax.self) == true
    }
}

extension FunctionDeclSyntax {
    /// The function as a conforming type declares it again, with a body of its own: no
    /// attributes, modifiers or body (`func height(at indexPath: IndexPath) -> CGFloat`).
    var witnessSignature: String {
        with(\.attributes, []).with(\.modifiers, []).with(\.body, nil).trimmedDescription
    }

    /// `func testX()`, not `async`, with a body: what XCTest on Linux lists as `() -> ()` (and
    /// cannot cast to that when isolated).
    var isPlainTest: Bool {
        name.text.hasPrefix("test") && signature.parameterClause.parameters.isEmpty
            && signature.effectSpecifiers?.asyncSpecifier == nil && body != nil
    }

    /// `override func spec()` of a class: a Quick spec's examples as Quick 1–5 declare them.
    var isQuickInstanceSpec: Bool {
        name.text == "spec" && signature.parameterClause.parameters.isEmpty && enclosingClass != nil
            && modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            && !modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// `override func setUp()`, `tearDown()`, `setUpWithError()` or `tearDownWithError()` of
    /// an instance, synchronous: what XCTest calls around each test.
    var isXCTestLifecycleOverride: Bool {
        ["setUp", "tearDown", "setUpWithError", "tearDownWithError"].contains(name.text)
            && signature.parameterClause.parameters.isEmpty && signature.effectSpecifiers?.asyncSpecifier == nil
            && body != nil && modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            && !modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    var mainActorAttribute: AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first(where: \.isMainActor)
    }

    /// `name(label:_:)`: how Swift names the function.
    var fullName: String {
        name.text + "(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

extension InitializerDeclSyntax {
    /// `init(label:_:)`: how Swift names the initializer.
    var fullName: String {
        "init(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Its full name, and whether it is a convenience one, as a class's initializers are
    /// recorded: a failable or throwing one named with a mark (`init?(coder:)`, `init() throws`),
    /// since `Name()` cannot call it where a plain value is made.
    var recorded: (name: String, isConvenience: Bool) {
        let marks =
            (optionalMark == nil ? "" : "?") + (signature.effectSpecifiers?.throwsClause == nil ? "" : " throws")
        return (fullName + marks, modifiers.contains { $0.name.tokenKind == .keyword(.convenience) })
    }
}

extension DeclSyntax {
    /// A function, property or initializer marked `override`.
    var isOverride: Bool { overrideModifier != nil }
    /// The `override` of a function, property or initializer.
    var overrideModifier: DeclModifierSyntax? {
        let modifiers =
            self.as(FunctionDeclSyntax.self)?.modifiers ?? self.as(VariableDeclSyntax.self)?.modifiers
            ?? self.as(InitializerDeclSyntax.self)?.modifiers
        return modifiers?.first { $0.name.tokenKind == .keyword(.override) }
    }
}

extension FunctionCallExprSyntax {
    /// Inside a `#if`/`#elseif` condition.
    var isInsideCompilationCondition: Bool {
        var node = Syntax(self)
        while let parent = node.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                return clause.condition.map { $0.id == node.id } ?? false
            }
            if parent.is(CodeBlockItemListSyntax.self) || parent.is(MemberBlockItemListSyntax.self) { return false }
            node = parent
        }
        return false
    }
}

extension VariableDeclSyntax {
    /// A global or `static`/`class` `let` of a number or geometry type with a literal in its
    /// value: Swift reads it once, the port makes it a computed `var` so that its literals are live.
    var isConstantReadAgainAsComputed: Bool {
        guard bindingSpecifier.tokenKind == .keyword(.let), isStaticOrGlobal, attributes.isEmpty, bindings.count == 1,
            let binding = bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
            binding.accessorBlock == nil,
            let value = binding.initializer?.value
        else { return false }
        guard let type = binding.typeAnnotation?.type else {
            let literal = value.as(PrefixOperatorExprSyntax.self)?.expression ?? value
            return literal.is(IntegerLiteralExprSyntax.self) || literal.is(FloatLiteralExprSyntax.self)
        }
        return Self.valueTypes.contains(AppleSDK.unqualified(type.trimmedDescription))
            && value.tokens(viewMode: .sourceAccurate).contains { token in
                if case .integerLiteral = token.tokenKind { return true }
                if case .floatLiteral = token.tokenKind { return true }
                return false
            }
    }

    /// Types a constant of is a value the layout reads, made again cheaply each time.
    static let valueTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "UInt", "TimeInterval", "CGSize", "CGPoint", "CGRect", "CGVector",
        "UIEdgeInsets",
        "NSDirectionalEdgeInsets", "UIOffset"
    ]

    /// Declared at the top level of a file, or `static`/`class` in a type: initialized once.
    var isStaticOrGlobal: Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            || parent?.is(CodeBlockItemSyntax.self) == true && parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}

extension Syntax {
    /// A number literal whose value the layout reads each time it runs the code around it —
    /// not one Swift needs as a literal (an attribute's, a `#if` condition's, an enum raw value,
    /// a pattern, a generic argument, a default argument) nor one read once (a static or global
    /// constant the port does not make computed).
    /// A `0` or `1` that counts or indexes (`0..<n`, `index + 1`, `count > 0`, `items[0]`,
    /// `IndexPath(item: 0, section: 0)`), which no one tunes a layout by: not listed live, or a
    /// real layout's list would be mostly these.
    var isCountingLiteral: Bool {
        guard let literal = self.as(IntegerLiteralExprSyntax.self), ["0", "1"].contains(literal.literal.text) else {
            return false
        }
        if let argument = parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true
                || ["item", "section", "row", "inSection"].contains(argument.label?.text)
        }
        guard let list = parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == id }) else {
            return false
        }
        let counting =
            ["..<", "...", "==", "!=", "<", ">", "<=", ">="] + (literal.literal.text == "1" ? ["+", "-"] : [])
        let neighbours = [
            index == list.startIndex ? nil : list[list.index(before: index)],
            list.index(after: index) == list.endIndex ? nil : list[list.index(after: index)]
        ]
        return neighbours.contains {
            $0?.as(BinaryOperatorExprSyntax.self).map { counting.contains($0.operator.text) } ?? false
        }
    }

    var isReadAgain: Bool {
        var node = self
        while let parent = node.parent {
            if parent.is(AttributeSyntax.self) || parent.is(EnumCaseElementSyntax.self)
                || parent.is(SwitchCaseLabelSyntax.self)
                || parent.is(MatchingPatternConditionSyntax.self) || parent.is(CatchItemSyntax.self)
                || parent.is(ExpressionPatternSyntax.self)
                || parent.is(GenericArgumentClauseSyntax.self) || parent.is(MacroExpansionExprSyntax.self)
                || parent.is(MacroExpansionDeclSyntax.self)
                || parent.is(FunctionParameterSyntax.self) || parent.is(EnumCaseParameterSyntax.self)
                || parent.is(PoundSourceLocationSyntax.self)
            {
                return false
            }
            if let clause = parent.as(IfConfigClauseSyntax.self), clause.condition?.id == node.id { return false }
            if let binding = parent.as(PatternBindingSyntax.self), binding.initializer?.id == node.id,
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.isStaticOrGlobal
            {
                return variable.isConstantReadAgainAsComputed
            }
            node = parent
        }
        return true
    }
}

extension VariableDeclSyntax {
    /// The view controller class this property is declared in: a class whose superclass is
    /// UIKit's `UIViewController` or one named like a view controller (`…ViewController`, a
    /// class of the app's).
    var enclosingController: ClassDeclSyntax? {
        guard let members = parent?.parent?.as(MemberBlockItemListSyntax.self),
            let owner = members.parent?.parent?.as(ClassDeclSyntax.self),
            let superclass = owner.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            superclass.hasSuffix("ViewController")
        else { return nil }
        return owner
    }
}

extension MemberAccessExprSyntax {
    /// `.greatestFiniteMagnitude` (or `.infinity` …) given to a geometry initializer's argument:
    /// ambiguous on Linux between `CGFloat` and `Double`, `CGFloat` on iOS.
    var isAmbiguousGeometryArgument: Bool {
        guard base == nil, Self.floatMembers.contains(declName.baseName.text),
            let argument = parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return Self.geometry.contains(call.calledExpression.trimmedDescription)
    }
    private static let floatMembers: Set = [
        "greatestFiniteMagnitude", "infinity", "leastNormalMagnitude", "leastNonzeroMagnitude", "pi", "nan"
    ]
    private static let geometry: Set = ["CGSize", "CGPoint", "CGRect", "CGVector"]
}

extension FunctionCallExprSyntax {
    /// `Name(label: value)` or `Name<T>(label: value)` where `Name` is one of `types`, the
    /// names standing in as the type `_LayouttyStandIn`: an initializer given labels.
    func initializesAStandIn(_ types: Set<String>) -> Bool {
        guard !types.isEmpty, arguments.contains(where: { $0.label != nil }) else { return false }
        let called = calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? calledExpression
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return types.contains(name)
    }

    /// What makes `Realm(configuration: c)` of a name standing in (`initializesAStandIn`) compile
    /// and make one: `(Realm()(configuration: c) as Realm)` — a stand-in's initializer takes no
    /// labels, a call on one takes any, and a call on one answers nil where the context asks for
    /// an optional (`var manager: Manager!` trapped at its first use), which a made value is not.
    /// Where the code itself takes it as optional (`guard let o = FirebaseOptions(contentsOfFile:
    /// p) else { fatal }`, `Realm(…)?.objects`) it is a made one in an optional,
    /// `Optional((Realm()(…) as Realm))`, as a failable initializer of a module that is there
    /// answers: a wallet app's launch trapped in its own `else`. Insertions, in the order they
    /// are made, by UTF-8 offset.
    ///
    /// A type named through a stand-in (`makesATypeNamedThroughAStandIn`) is made the same
    /// way, the call kept: `(SQLite.Connection(path) as _LayouttyStandIn)`.
    func standInConstruction(types: Set<String>, values: Set<String>) -> [(offset: Int, text: String)] {
        let made: [(offset: Int, text: String)]
        let name: String
        if initializesAStandIn(types), let paren = leftParen {
            let called = calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? calledExpression
            made = [(paren.positionAfterSkippingLeadingTrivia.utf8Offset, "()")]
            guard let called = called.as(DeclReferenceExprSyntax.self)?.baseName.text else { return made }
            name = called
        } else if makesATypeNamedThroughAStandIn(values) {
            (made, name) = ([], "_LayouttyStandIn")
        } else {
            return []
        }
        let takenAsOptional =
            parent?.is(OptionalChainingExprSyntax.self) == true || parent?.is(ForceUnwrapExprSyntax.self) == true
            || parent?.as(InitializerClauseSyntax.self)?.parent?.is(OptionalBindingConditionSyntax.self) == true
        return [(positionAfterSkippingLeadingTrivia.utf8Offset, takenAsOptional ? "Optional((" : "(")] + made
            + [(endPositionBeforeTrailingTrivia.utf8Offset, " as \(name))" + (takenAsOptional ? ")" : ""))]
    }

    /// Whether this makes a type named through one of `values`, the names standing in
    /// (`SQLite.Connection(path)`, `SQLite` standing in for a module not here, and a
    /// capitalized member a type by Swift's convention): a call on a stand-in, which answers
    /// nil where the context asks for an optional. Tinode's `self.db = try
    /// SQLite.Connection(path)` left its database nil and its `assert(db != nil)` trapped, where
    /// the module's initializer makes one.
    func makesATypeNamedThroughAStandIn(_ values: Set<String>) -> Bool {
        let called = calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? calledExpression
        guard !values.isEmpty, let member = called.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text.first?.isUppercase == true
        else { return false }
        return called.namesAStandIn(values)
    }
}

extension ExprSyntax {
    /// Whether this is one of `values`, the names standing in, or a member of one, however
    /// deep (`SQLite`, `SQLite.Expression`, `Firebase.Auth.shared`).
    func namesAStandIn(_ values: Set<String>) -> Bool {
        var expression: ExprSyntax? = self
        while let member = expression?.as(MemberAccessExprSyntax.self) { expression = member.base }
        return expression?.as(DeclReferenceExprSyntax.self).map { values.contains($0.baseName.text) } ?? false
    }
}

extension AttributeListSyntax {
    /// Whether these hold `@available(*, unavailable)`.
    var marksUnavailable: Bool {
        contains {
            guard let attribute = $0.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments) = attribute.arguments
            else { return false }
            return arguments.contains { $0.argument.as(TokenSyntax.self)?.tokenKind == .keyword(.unavailable) }
        }
    }
}

extension MemberAccessExprSyntax {
    /// An implicit member (`.milliseconds(150)`, `.top`) passed to a call whose callee's chain
    /// passes through a stand-in (`searchBar.rx.text.debounce(…)`, `Analytics.shared.log(…)`,
    /// `viewModel.process(…)` of a `viewModel` typed as one): such a call takes `Any?`, which
    /// gives the member no type — found here, before a build, because in a long chain the
    /// compiler does not say so: it gives up after seconds.
    func isArgumentOfACallOnAStandIn(_ model: PortModel) -> Bool {
        guard base == nil, !model.standInValues.isEmpty || !model.standInMembers.isEmpty else { return false }
        var argument = Syntax(self)
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == id {
            argument = Syntax(call)
        }
        guard let labeled = argument.parent?.as(LabeledExprSyntax.self),
            let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        let property = { (name: String) in
            call.enclosingTypeName.map { model.standInProperties.contains("\($0).\(name)") } ?? false
        }
        var link: ExprSyntax? = call.calledExpression
        while let expression = link {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if model.standInMembers.contains(name) { return true }
                if let base = member.base, base.isSelf { return property(name) }
                link = member.base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return model.standInValues.contains(name) || property(name)
            } else {
                link =
                    expression.as(FunctionCallExprSyntax.self)?.calledExpression
                    ?? expression.as(OptionalChainingExprSyntax.self)?.expression
                    ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
                    ?? expression.as(SubscriptCallExprSyntax.self)?.calledExpression
                    ?? expression.as(GenericSpecializationExprSyntax.self)?.expression
            }
        }
        return false
    }
}

extension MemberTypeSyntax {
    /// `Base.Name` (outermost, `A.B.C` once) whose first name is one of `values`, the names
    /// standing in as `_LayouttyStandIn`.
    func isNestedInAStandIn(_ values: Set<String>) -> Bool {
        guard !values.isEmpty, !(parent?.is(MemberTypeSyntax.self) ?? false) else { return false }
        var base = baseType
        while let member = base.as(MemberTypeSyntax.self) { base = member.baseType }
        return base.as(IdentifierTypeSyntax.self).map { values.contains($0.name.text) } ?? false
    }
}

extension GenericArgumentClauseSyntax {
    /// The generic arguments of one of `values`, the names standing in as `_LayouttyStandIn`
    /// (`PublishSubject<String>` as a type or in an expression).
    func isOfAStandIn(_ values: Set<String>) -> Bool {
        guard !values.isEmpty, let owner = parent else { return false }
        if let type = owner.as(IdentifierTypeSyntax.self) { return values.contains(type.name.text) }
        // `Realm<Item>`, and `SQLite.Expression<Int64>`: a member of a stand-in is one.
        return owner.as(GenericSpecializationExprSyntax.self)?.expression.namesAStandIn(values) ?? false
    }

    /// Whether an enclosing clause is one too: its removal takes this one with it.
    func isInsideOneOfAStandIn(_ values: Set<String>) -> Bool {
        var node = parent
        while let current = node {
            if let clause = current.as(GenericArgumentClauseSyntax.self), clause.isOfAStandIn(values) { return true }
            node = current.parent
        }
        return false
    }
}

extension FunctionCallExprSyntax {
    /// `super.init(…)`.
    var isSuperInit: Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.tokenKind == .keyword(.`init`)
    }
}

extension ExprSyntax {
    /// `self`, `self?` or `self!`.
    var isSelf: Bool {
        let unwrapped =
            self.as(OptionalChainingExprSyntax.self)?.expression ?? self.as(ForceUnwrapExprSyntax.self)?.expression
            ?? self
        return unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}

extension SyntaxProtocol {
    /// The name of the type or extension this is inside (the innermost; `Row` in `Screen.Row`).
    var enclosingTypeName: String? {
        var node = parent
        while let current = node {
            if let type = current.asProtocol(NamedDeclSyntax.self),
                current.is(ClassDeclSyntax.self)
                    || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                    || current.is(ActorDeclSyntax.self)
            {
                return type.name.text
            }
            if let extended = current.as(ExtensionDeclSyntax.self) {
                return extended.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
            }
            node = current.parent
        }
        return nil
    }
}

extension DeclSyntaxProtocol {
    /// The class declaring it, through any `#if` around it.
    var enclosingClass: ClassDeclSyntax? {
        var node = parent
        while let current = node {
            if let owner = current.as(ClassDeclSyntax.self) { return owner }
            guard
                current.is(MemberBlockItemSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                    || current.is(MemberBlockSyntax.self) || current.is(IfConfigClauseSyntax.self)
                    || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
            else { return nil }
            node = current.parent
        }
        return nil
    }
}

extension CodeBlockItemListSyntax {
    /// Whether these statements use `name` as an optional: `name?.member`, `name!`, `if let
    /// name`, `let x = name` bound in a condition, `name ?? value`, `name == nil`.
    package func takesAsOptional(_ name: String) -> Bool {
        final class Uses: SyntaxVisitor {
            let name: String
            var optional = false
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                let bound =
                    node.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? (node.initializer == nil ? node.pattern.trimmedDescription : nil)
                if bound == name { optional = true }
                return .visitChildren
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.baseName.text == name, let parent = node.parent else { return .skipChildren }
                if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                    optional = true
                } else if let list = parent.as(ExprListSyntax.self) {
                    // `name ?? value`, `name == nil`, `nil != name`: an operator beside it.
                    let elements = Array(list)
                    guard let at = elements.firstIndex(where: { $0.id == node.id }) else { return .skipChildren }
                    let comparesWithNil = elements.contains { $0.is(NilLiteralExprSyntax.self) }
                    for index in [at - 1, at + 1] where elements.indices.contains(index) {
                        let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text
                        if op == "??" || (comparesWithNil && (op == "==" || op == "!=")) { optional = true }
                    }
                }
                return .skipChildren
            }
        }
        let uses = Uses(name)
        uses.walk(self)
        return uses.optional
    }
}
