import Foundation
import LayouttyKit
import LayouttyTestSupport
import Testing

@testable import LayouttyPreviewBuild

/// The compiler's messages as the user reads them.
@Suite struct CompilerMessagesTests {
    /// The messages of a build of `file` alone, its generated files in `generated`.
    private static func messages(of file: String, generated: String) throws -> CompilerMessages {
        CompilerMessages(port: PreviewPort(testing: try PreviewSources(files: [file])), hints: [], generated: generated)
    }

    /// The messages of the file `name` in `folder` (the copy's generated files in its
    /// `Generated`), and the file's path, which the messages name.
    private static func messages(of name: String, in folder: URL) throws -> (CompilerMessages, path: String) {
        let path = folder.appendingPathComponent(name).path
        return (try messages(of: path, generated: folder.appendingPathComponent("Generated").path), path)
    }

    /// An error in the function the port adds to make the screen is said against the
    /// expression the user would write (`--layout`), without the app's launch the port puts
    /// before it (`_layouttyFinishLaunching(AppDelegate()); return`).
    @Test func anErrorInTheScreensExpressionIsSaidWithoutTheLaunch() throws {
        let folder = try TemporaryFolder.create(
            "messages",
            files: [
                "Sources/Preview/Screen.swift":
                    "import UIKit\n@MainActor func _layouttyPreviewedLayout() -> UICollectionViewLayout { "
                    + "_layouttyFinishLaunching(AppDelegate()); return _layouttyScreenLayout(of: NotesVC(store: Store())) }\n",
                "Notes.swift": "final class Notes {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("Sources/Preview").path
        var messages = try Self.messages(of: folder.appendingPathComponent("Notes.swift").path, generated: generated)
        messages.add("\(generated)/Screen.swift:2:120: error: cannot find 'Store' in scope")
        // DuckDuckGo's favorites screen, made with stand-in values: `Store`'s file was left
        // out, so the name is stood in rather than ending the search.
        #expect(messages.gaps.names == ["Store"])
        #expect(
            messages.text.contains(
                "--layout: _layouttyScreenLayout(of: NotesVC(store: Store())): error: cannot find 'Store' in scope"),
            "\(messages.text)")
    }

    /// An error in a `#Preview` block's body, copied over several lines into the function making
    /// the screen (AltStore's sources screen: its preview block fetches sources through a manager
    /// standing in), is said as the block's line (`--layout: …`), which makes the preview fall
    /// back to the controller made with stand-in values; a line after the function's close (the
    /// port's own code there) is not the block's.
    @Test func anErrorInAPreviewBlocksBodyIsTheScreensExpression() throws {
        let folder = try TemporaryFolder.create(
            "messages-preview-block",
            files: [
                "Sources/Preview/Screen.swift":
                    "import UIKit\n@MainActor func _layouttyPreviewedLayout() -> UICollectionViewLayout { "
                    + "_layouttyScreenLayout(of: { () -> UIViewController in\n    let screen = SourcesViewController()\n"
                    + "    Manager.shared.fetch { result in print(result) }\n    return screen\n"
                    + "}(), asTheStoryboardShowsIt: false) }\nlet after = Manager.shared\n",
                "Notes.swift": "final class Notes {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("Sources/Preview").path
        var messages = try Self.messages(of: folder.appendingPathComponent("Notes.swift").path, generated: generated)
        messages.add("\(generated)/Screen.swift:4:20: error: extra trailing closure passed in call")
        messages.add("\(generated)/Screen.swift:7:21: error: value of optional type 'Manager?' must be unwrapped")
        #expect(
            messages.text.contains(
                "--layout: Manager.shared.fetch { result in print(result) }: error: extra trailing closure passed in call"
            ),
            "\(messages.text)")
        #expect(!messages.text.contains("--layout: let after"), "\(messages.text)")
    }

    /// The compiler crashing on a copy (AltStore's closure passed to a stand-in hit an assertion
    /// of Swift 6.3.1's type checker) said no error: the preview ended on "swift-frontend failed
    /// (status 134)". The stack dump's innermost type-checking frame names the copy's line 9,
    /// column 9; the `#sourceLocation` on its line 3 numbers line 4 as the user's line 1, so it
    /// is the user's line 6 — an error there, with the assertion, left out as any that does not
    /// compile here. Only once no error was said.
    @Test func aCompilerCrashIsAnErrorAtTheCodeItWasTypeChecking() throws {
        let folder = try TemporaryFolder.create(
            "messages-crash",
            files: [
                "Apps.swift": "import UIKit\n\nfinal class Apps {\n    func refresh() {\n        let group = Group()\n"
                    + "        group.done = { (results: _LayouttyStandIn) in\n            print(results)\n        }\n    }\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Apps.swift", in: folder)
        let copy = folder.appendingPathComponent("Apps.ported.swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        try
            "import UIKit\nimport _LayouttyPortRuntime\n#sourceLocation(file: \"\(PreviewPort.File.location(of: path))\", line: 1)\n\(source)"
            .write(toFile: copy, atomically: true, encoding: .utf8)
        for line in [
            "Assertion failed: (inserted), function recordMatchCallArgumentResult at CSSimplify.cpp:15755.",
            "Stack dump:", "4.\tWhile evaluating request TypeCheckFunctionBodyRequest(Apps.refresh()@\(copy):7:10)",
            "5.\tWhile type-checking statement at [\(copy):7:22 - line:12:5] RangeText=\"{\"",
            "6.\tWhile type-checking expression at [\(copy):9:9 - line:11:9] RangeText=\"group.done = {\""
        ] {
            messages.add(line)
        }
        messages.addCrash()
        let said =
            "the compiler crashed type-checking this (Assertion failed: (inserted), function "
            + "recordMatchCallArgumentResult at CSSimplify.cpp:15755.)"
        #expect(messages.errors == [SourcePlace(path: path, line: 6, column: 9): said], "\(messages.errors)")
        #expect(
            messages.errorCount == 1 && messages.text.contains("Apps.swift:6:9: error: \(said)"), "\(messages.text)")
        messages.addCrash()
        #expect(messages.errorCount == 1)
    }

    /// Pocket Casts' podcasts screen: an implicit member set on a stood-in view's property
    /// (`noPodcastsIcon.imageStyle = .primaryIcon01`, "cannot be resolved without a contextual
    /// type") is a place the copy names a stand-in at; a protocol metatype's missing `init`
    /// (`StoryModel.Type`) is no member an extension can declare — stood in as one, the copy's
    /// own declaration did not compile ("cannot extend a metatype"); nor is `Self`'s.
    @Test func anImplicitMemberOnAStandInIsAPlaceAndAMetatypeIsNoMembersType() throws {
        let folder = try TemporaryFolder.create(
            "messages-gaps",
            files: [
                "Podcasts.swift":
                    "import UIKit\nfunc style(_ icon: AnyObject) {\n    icon.imageStyle = .primaryIcon01\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Podcasts.swift", in: folder)
        messages.add(
            "\(path):3:24: error: reference to member 'primaryIcon01' cannot be resolved without a contextual type")
        messages.add("\(path):3:5: error: value of type 'any StoryModel.Type' has no member 'init'")
        // Nor `Self`'s, in an extension of a module's protocol (Delta's `self.syncableType`,
        // stood in as `extension Self`: "global function cannot return 'Self'").
        messages.add("\(path):3:5: error: value of type 'Self' has no member 'syncableType'")
        // Nor an alias's of a metatype or an existential (a file manager's `cls.alloc()`).
        messages.add("\(path):3:5: error: value of type 'AnyClass' (aka 'any AnyObject.Type') has no member 'alloc'")
        messages.add("\(path):3:5: error: value of type 'Handler' (aka 'any Handling') has no member 'run'")
        #expect(messages.gaps.implicitMembers == [SourcePlace(path: path, line: 3, column: 24)])
        #expect(messages.gaps.members.isEmpty, "\(messages.gaps.members)")
        // A type the copy's own declarations name that nothing declares (Pocket Casts' folder
        // screen: a member standing in on `ConfettiView`): a name to find, not a dead end.
        let generated = folder.appendingPathComponent("Generated").path
        messages.add("\(generated)/Podcasts.ported.swift:477:11: error: cannot find type 'ConfettiView' in scope")
        #expect(messages.gaps.names == ["ConfettiView"] && messages.unresolvedNames.contains("ConfettiView"))
        // And a type nested in an extension elsewhere, named there (`ConfettiView.ParticleEmitterLayer`).
        messages.add(
            "\(generated)/Podcasts.ported.swift:708:24: error: 'ParticleEmitterLayer' is not a member type of class "
                + "'LayouttyPreview_12133b6605fd5d2f.ConfettiView'")
        #expect(messages.unresolvedNames.contains("ConfettiView.ParticleEmitterLayer"), "\(messages.unresolvedNames)")
    }

    /// An error Swift gives in the stand-ins' own file, inside an extension holding members
    /// standing in (Santander's `extension AnyClass`, "cannot extend a metatype", on its first
    /// line or a member's), refuses that type's members: the search takes them back for good,
    /// and the build goes on instead of ending on its own declaration. Outside an extension,
    /// nothing is refused.
    @Test func anExtensionSwiftRefusesInTheStandInsIsTakenBack() throws {
        let declarations = """
            import UIKit
            public typealias Moya = _LayouttyStandIn
            extension AnyClass {
                public var alloc: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
            }
            extension UIView {
                public var kf: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
            }

            """
        let folder = try TemporaryFolder.create(
            "messages-refused",
            files: ["Files.swift": "import UIKit\n", "Generated/StandIns.generated.swift": declarations])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, _) = try Self.messages(of: "Files.swift", in: folder)
        let generated = folder.appendingPathComponent("Generated/StandIns.generated.swift").path
        messages.add("\(generated):3:1: error: cannot extend a metatype 'AnyClass' (aka 'any AnyObject.Type')")
        messages.add("\(generated):7:16: error: invalid redeclaration of 'kf'")
        messages.add("\(generated):2:18: error: invalid redeclaration of 'Moya'")
        #expect(messages.gaps.refusedMemberTypes == ["AnyClass", "UIView"])
        var standIns = StandIns()
        let added = standIns.add(members: [
            MemberGap(type: "AnyClass", name: "alloc"), MemberGap(type: "UIView", name: "kf")
        ])
        let (refused, again) = (standIns.refuse(memberTypes: ["AnyClass"]), standIns.refuse(memberTypes: ["AnyClass"]))
        #expect(added && refused && !again && standIns.members == [MemberGap(type: "UIView", name: "kf")])
        let addedAgain = standIns.add(members: [MemberGap(type: "AnyClass", name: "alloc")])
        #expect(!addedAgain)
        // The search's next round is that, before anything else.
        var search = ProjectSearch(files: [folder.appendingPathComponent("Files.swift").path], project: nil)
        var failed = PreviewError("did not compile", status: 1)
        failed.gaps.refusedMemberTypes = ["AnyClass"]
        #expect(search.next(after: failed) && search.standIns.refusedMemberTypes == ["AnyClass"])
    }

    /// A member of a type the app names by an alias (`typealias Appearance =
    /// UICollectionLayoutListConfiguration.Appearance`; the compiler adds `(aka '…')`): a name
    /// the search looks for (the app's extension declaring `title`), and a member a module's
    /// type lacks by the alias's name; never a stand-in's, whose members are none of the app's.
    @Test func aMemberOfAnAliasedTypeIsANameToFind() throws {
        let folder = try TemporaryFolder.create("messages-alias", files: ["List.swift": "import UIKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "List.swift", in: folder)
        messages.add(
            "\(path):1:5: error: value of type 'Appearance' (aka 'UICollectionLayoutListConfiguration.Appearance') "
                + "has no member 'title'")
        #expect(messages.unresolvedNames.contains("title"), "\(messages.unresolvedNames)")
        #expect(messages.gaps.members == [MemberGap(type: "Appearance", name: "title")], "\(messages.gaps)")
        var (standIn, _) = try Self.messages(of: "List.swift", in: folder)
        standIn.add("\(path):1:5: error: value of type 'Theme' (aka '_LayouttyStandIn') has no member 'tint'")
        // Nor a name to find: the app's other `shared` is no member of a stand-in (its file,
        // read for it, redeclared the type standing in).
        standIn.add("\(path):1:5: error: type 'EventStore' (aka '_LayouttyStandIn') has no member 'shared'")
        #expect(standIn.gaps.members.isEmpty, "\(standIn.gaps.members)")
        #expect(!standIn.unresolvedNames.contains("tint") && !standIn.unresolvedNames.contains("shared"))
        // A static member met through an optional's context (`view.backgroundColor =
        // .cardBackground`, the app's `extension UIColor`): the type's member, unwrapped, and
        // the bare name as before (what declares it is still read where the index has no
        // `UIColor.cardBackground`: Planetary's gallery failed on its own line without it).
        var optional = try Self.messages(of: "List.swift", in: folder).0
        optional.add("\(path):1:5: error: type 'UIColor?' has no member 'cardBackground'")
        #expect(optional.unresolvedNames == ["UIColor.cardBackground", "cardBackground"], "\(optional.unresolvedNames)")
    }

    /// A module's type whose name Linux's Foundation keeps as a placeholder for FoundationXML's
    /// (`XMLElement`, `XMLDocument`: aliases of `AnyObject`, Fuzi's classes on iOS) is a name to
    /// stand in, not a type to extend: `extension XMLElement` did not compile ("non-nominal
    /// type"), and the preview of Focus's search settings with it.
    @Test func aFoundationPlaceholdersNameStandsIn() throws {
        let folder = try TemporaryFolder.create("messages-xml", files: ["Parser.swift": "import UIKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Parser.swift", in: folder)
        messages.add("\(path):1:5: error: value of type 'XMLElement' (aka 'AnyObject') has no member 'stringValue'")
        messages.add(
            "\(path):1:9: error: 'XMLDocument' (aka 'AnyObject') cannot be constructed because it has no accessible "
                + "initializers")
        #expect(messages.gaps.names == ["XMLElement", "XMLDocument"], "\(messages.gaps)")
        #expect(messages.gaps.members.isEmpty, "\(messages.gaps)")
    }

    /// A member Layoutty's UIKit keeps to itself, where the app calls its own extension's member
    /// of the name (Eurofurence's `collectionView.dequeue(MapCollectionViewCell.self, for:)`,
    /// declared in one of its packages): a name to find, as a member not found is, and a cause.
    @Test func aMemberUIKitKeepsToItselfIsANameToFind() throws {
        let folder = try TemporaryFolder.create("messages-private", files: ["Maps.swift": "import UIKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Maps.swift", in: folder)
        messages.add("\(path):1:39: error: 'dequeue' is inaccessible due to 'private' protection level")
        messages.add("\(path):1:50: error: 'shownText' is inaccessible due to 'internal' protection level")
        #expect(messages.unresolvedNames == ["dequeue", "shownText"], "\(messages.unresolvedNames)")
    }

    /// A class's static member the compiler does not find (`BrowseCell.nib`, Roxas' extension of
    /// UIKit's view, a submodule not checked out; `UIView.loadFromNib`, Reusable's) is a member
    /// to stand in, named with a dot and declared static; a struct's (`Settings.shared`, the
    /// app's own) is not: `_LayouttyStandIn` is no value of it. Implicitly unwrapped, as a
    /// module's factory often is optional (`Cell.nib!` compiles). A notification's name (a
    /// module's, or declared in the app's Objective-C headers, as Nextcloud Talk's and OsmAnd's
    /// are; an implicit member's context is optional) is a name of its own: the screen's
    /// observer and poster meet.
    @Test func aClasssStaticMemberIsAStaticGap() throws {
        let folder = try TemporaryFolder.create(
            "messages-static",
            files: [
                "Browse.swift":
                    "import UIKit\nfinal class BrowseCell: UICollectionViewCell {}\nstruct Settings {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Browse.swift", in: folder)
        messages.add("\(path):4:5: error: type 'BrowseCell' has no member 'nib'")
        messages.add("\(path):5:5: error: type 'UIView' has no member 'loadFromNib'")
        messages.add("\(path):6:5: error: type 'Settings' has no member 'shared'")
        messages.add("\(path):7:5: error: type 'NSNotification.Name' has no member 'themeDidChange'")
        messages.add("\(path):8:5: error: type 'Notification.Name?' has no member 'roomsDidUpdate'")
        #expect(
            messages.gaps.members == [
                MemberGap(type: "BrowseCell", name: ".nib"), MemberGap(type: "UIView", name: ".loadFromNib"),
                MemberGap(type: "Notification.Name", name: ".themeDidChange"),
                MemberGap(type: "Notification.Name", name: ".roomsDidUpdate")
            ], "\(messages.gaps.members)")
        var standIns = StandIns()
        _ = standIns.add(modules: ["Roxas"])
        _ = standIns.add(members: messages.gaps.members)
        #expect(
            StandIns.declarations(of: standIns.members.sorted())
                == """
                extension BrowseCell {
                    public static var nib: _LayouttyStandIn! { get { _LayouttyStandIn() } set {} }
                }
                extension Notification.Name {
                    public static let roomsDidUpdate = Notification.Name("roomsDidUpdate")
                    public static let themeDidChange = Notification.Name("themeDidChange")
                }
                extension UIView {
                    public static var loadFromNib: _LayouttyStandIn! { get { _LayouttyStandIn() } set {} }
                }

                """)
        #expect(
            standIns.notes.contains {
                $0.hasPrefix(
                    "stood in: BrowseCell.nib, Notification.Name.roomsDidUpdate, Notification.Name.themeDidChange, "
                        + "UIView.loadFromNib (an extension")
            }, "\(standIns.notes)")
    }

    /// A call's labels as the compiler names an initializer: each argument's label and `:`, `_:`
    /// for one without; what is inside its arguments' own parentheses, braces and strings is
    /// theirs. An unclosed call names none.
    @Test func aCallsArgumentLabels() {
        let labels = { (text: String) in DeclaredNames.argumentLabels(in: Array(text.utf8)[...]) }
        #expect(labels("(horizontal: 5, vertical: f(1, 2)) + 1") == "horizontal:vertical:")
        #expect(labels("(x + y, \"a, (b\", { a, b in a }, [1, 2])") == "_:_:_:_:")
        #expect(labels("()") == "" && labels("(top: 1,") == nil)
    }

    /// A stand-in where a condition is (Sileo's `if Bootstrap.procursus_rootful {`, a static
    /// property of Evander's `URL.exists`, stood in): a place the copy writes `Bool`'s empty
    /// value at, `false`, as for an argument — left out instead, the `switch` case it was in
    /// set nothing, and the enum's initializer, then its file, went.
    @Test func aStandInAsAConditionIsAConversionToBool() throws {
        let folder = try TemporaryFolder.create(
            "messages-condition", files: ["Bootstrap.swift": "enum Bootstrap {\n    case a, b\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Bootstrap.swift", in: folder)
        messages.add(
            "\(path):2:16: error: cannot convert value of type '_LayouttyStandIn' to expected condition type 'Bool'")
        #expect(
            messages.gaps.conversions == [
                ConversionGap(place: SourcePlace(path: path, line: 2, column: 16), type: "Bool")
            ])
    }

    /// An implicit member whose value stands in where its own type is expected (Healthy's
    /// `.font(.bold16)`, the app's `UIFont.bold16` made of fonts a Tuist build step generates):
    /// a place the copy writes the type's plain value at, as for an argument.
    @Test func aStandInImplicitMemberIsAConversionToItsType() throws {
        let folder = try TemporaryFolder.create(
            "messages-implicit-member", files: ["Title.swift": "enum Title {\n    case a, b\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Title.swift", in: folder)
        messages.add(
            "\(path):2:9: error: member 'bold16' in 'UIFont' produces result of type '_LayouttyStandIn', but context "
                + "expects 'UIFont'")
        #expect(
            messages.gaps.conversions == [
                ConversionGap(place: SourcePlace(path: path, line: 2, column: 9), type: "UIFont")
            ])
    }

    /// A module's initializer of a platform type whose value the files bind as an optional
    /// (Sileo's `if let tintColor = UIColor(css: raw)`, a colour pod's) is failable: the member
    /// standing in becomes `init?(css:)`, in place of the `init(css:)` an earlier round stood in
    /// (one type cannot declare both), and is declared so, making the type's plain value.
    @Test func anInitializerWhoseValueIsBoundStandsInFailable() throws {
        let folder = try TemporaryFolder.create(
            "messages-failable",
            files: [
                "Tint.swift":
                    "import UIKit\nfunc tint(_ raw: String) {\n    if let c = UIColor(css: raw) { _ = c }\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Tint.swift", in: folder)
        // Said at the name bound, as the compiler says it.
        messages.add("\(path):3:12: error: initializer for conditional binding must have Optional type, not 'UIColor'")
        let failable = MemberGap(type: "UIColor", name: "init?(css:)")
        #expect(messages.gaps.members == [failable], "\(messages.gaps.members)")
        var standIns = StandIns()
        _ = standIns.add(members: [MemberGap(type: "UIColor", name: "init(css:)")])
        #expect(standIns.add(members: messages.gaps.members) && standIns.members == [failable])
        #expect(
            StandIns.declarations(of: standIns.members)
                == "extension UIColor {\n    public convenience init?(css _: Any?) { self.init(white: 0, alpha: 0) }\n}\n"
        )
    }

    /// A stand-in bound as an optional (Sileo's theme: `if let theme = decoded.theme`, of a
    /// decoder standing in) binds nothing there, as `guard let` finds nil on a stand-in's member:
    /// a conversion at the bound value (said at the name, column 12; the value at column 20).
    @Test func aStandInBoundAsAnOptionalBindsNothing() throws {
        let folder = try TemporaryFolder.create(
            "messages-bound-stand-in",
            files: ["Theme.swift": "import UIKit\nfunc load() {\n    if let theme = decoded.theme { _ = theme }\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var (messages, path) = try Self.messages(of: "Theme.swift", in: folder)
        messages.add(
            "\(path):3:12: error: initializer for conditional binding must have Optional type, not '_LayouttyStandIn'")
        #expect(
            messages.gaps.conversions == [
                ConversionGap(place: SourcePlace(path: path, line: 3, column: 20), type: "Optional<_LayouttyStandIn>")
            ])
        #expect(messages.gaps.members.isEmpty)
    }
}
