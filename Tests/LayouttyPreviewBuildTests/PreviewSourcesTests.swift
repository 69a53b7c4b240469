import Foundation
import LayouttyKit
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// How `layoutty preview` reads the user's files before compiling them.
@Suite struct PreviewSourcesTests {
    private func sources(_ text: String) throws -> PreviewSources {
        let dir = try TemporaryFolder.create("sources")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Layouts.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try PreviewSources(files: [file.path])
    }

    /// Classes reach UIKit's layout through other classes of the files, declared in any order;
    /// a class in a comment or a string is not one; `class var` is not a class.
    @Test func layoutClassesFollowTheSuperclassChain() throws {
        let found = try sources(
            """
            import UIKit
            // class Commented: UICollectionViewLayout {}
            /* class Blocked: UICollectionViewLayout { /* nested */ } */
            let text = "class Quoted: UICollectionViewLayout {}"
            final class Leaf: Base, SomeProtocol {
                override class var layoutAttributesClass: AnyClass { Attributes.self }
            }
            open class Base: UIKit.UICollectionViewFlowLayout {}
            class Attributes: UICollectionViewLayoutAttributes {}
            class Generic<T>: UICollectionViewLayout {}
            """)
        #expect(found.layoutClasses.map(\.name) == ["Leaf", "Base", "Generic"])
        #expect(found.leafLayoutClasses.map(\.name) == ["Leaf", "Generic"])
        #expect(found.layoutClasses.map(\.line) == [5, 8, 10])
        #expect(found.layoutClasses.map(\.isGeneric) == [false, false, true])
        #expect(!found.hasGlueFunction)
    }

    /// Every place real code declares a layout is found, under the name `--layout` takes and
    /// with the expression the generated program evaluates (a private member through its keyword
    /// widened in the copy, a method needing arguments listed for `--layout 'name(…)'`); what
    /// cannot be reached is not listed (a method's local function, a generic class, a
    /// compositional subclass without `init()`), and one candidate is taken without `--layout`.
    @Test func layoutsAreFoundWhereverTheyAreDeclared() throws {
        let found = try sources(
            """
            import UIKit
            func createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            let shared = UICollectionViewFlowLayout()
            enum Layouts {
                static var list: UICollectionViewLayout { UICollectionViewFlowLayout() }
                private static func hidden() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            extension UICollectionViewLayout {
                static func paging() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                func notStatic() -> UICollectionViewLayout { self }
            }
            struct Factory {
                func grid() -> UICollectionViewCompositionalLayout { fatalError() }
                func local() { func inner() -> UICollectionViewLayout { fatalError() } }
                func sized(_ n: Int) -> UICollectionViewLayout { fatalError() }
            }
            final class Shelf: UICollectionViewCompositionalLayout {}
            final class Plain: UICollectionViewCompositionalLayout { init() { super.init(section: NSCollectionLayoutSection(group: g)) } }
            class Generic<T>: UICollectionViewFlowLayout {}
            """)
        #expect(
            found.factories.map { "\($0.line) \($0.name) = \($0.expression)" } == [
                "2 createLayout = createLayout()", "3 shared = shared", "5 Layouts.list = Layouts.list",
                "6 Layouts.hidden = Layouts.hidden()",
                "9 UICollectionViewLayout.paging = UICollectionViewLayout.paging()",
                "13 Factory.grid = Factory().grid()",
                "15 Factory.sized = Factory().sized()"
            ])
        #expect(found.factories.map(\.needsArguments) == [false, false, false, false, false, false, true])
        #expect(found.leafLayoutClasses.filter(found.isInstantiable).map(\.name) == ["Plain"])
        let refusal = #expect(throws: PreviewError.self) { try found.choice(named: nil) }
        #expect(refusal?.message == "the files declare 7 layouts (listed above): name one with --layout")
        #expect(
            try found.choice(named: "paging")
                == .expression("UICollectionViewLayout.paging()", file: found.factories[0].file))
        #expect(try found.choice(named: "Layouts.list") == .expression("Layouts.list", file: found.factories[0].file))
        #expect(try found.choice(named: "Plain") == .expression("Plain()", file: found.factories[0].file))
        #expect(
            throws: PreviewError(
                "--layout Nope: no such layout in the files (they declare createLayout, shared, Layouts.list, Layouts.hidden, "
                    + "UICollectionViewLayout.paging, Factory.grid, Factory.sized, Plain)"
            )
        ) {
            try found.choice(named: "Nope")
        }
        // A layout and a section factory of the same name, as apps declare them: the layout is
        // meant (it stopped at "2 layouts end in .listWithHeader"); two layouts still ask.
        let twins = try sources(
            """
            import UIKit
            extension UICollectionViewCompositionalLayout {
                static func listWithHeader() -> UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: .listWithHeader()) }
            }
            extension NSCollectionLayoutSection {
                static func listWithHeader() -> NSCollectionLayoutSection { fatalError() }
            }
            extension UICollectionViewFlowLayout {
                static func grid() -> UICollectionViewFlowLayout { UICollectionViewFlowLayout() }
            }
            enum Other { static func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
            """)
        #expect(
            try twins.choice(named: "listWithHeader")
                == .expression("UICollectionViewCompositionalLayout.listWithHeader()", file: twins.factories[0].file))
        #expect(throws: PreviewError.self) { try twins.choice(named: "grid") }
        let one = try sources(
            "import UIKit\nextension UICollectionViewLayout {\n    static var list: UICollectionViewLayout { UICollectionViewCompositionalLayout(section: s) }\n}\n"
        )
        #expect(try one.choice(named: nil) == .expression("UICollectionViewLayout.list", file: one.factories[0].file))
    }

    /// Two screens in one file — the one it is named for and the viewer it pushes (OneBusAway's
    /// CreditsViewController.swift): the one named like its file is shown, Xcode's convention
    /// for a file's main type, and the note says so and names the other. A file named for
    /// neither is refused as before, listing both.
    @Test func ofTwoScreensTheOneNamedLikeItsFileIsShown() throws {
        let dir = try TemporaryFolder.create("sources")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = """
            final class CreditsViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            final class CreditViewerController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """
        let named = dir.appendingPathComponent("CreditsViewController.swift")
        let other = dir.appendingPathComponent("Screens.swift")
        for file in [named, other] { try text.write(to: file, atomically: true, encoding: .utf8) }
        let (choice, note) = try PreviewSources(files: [named.path]).explainedChoice(named: nil)
        #expect(
            choice
                == .expression(
                    "_layouttyScreenLayout(of: _layouttyFromStoryboard(CreditsViewController.self) ?? CreditsViewController())",
                    file: named.path))
        #expect(
            note?.hasPrefix(
                "showing CreditsViewController (\(named.path):1), the screen the files make, named like its file; "
                    + "--layout names another: ") == true, "\(note ?? "")")
        #expect(note?.contains("\(named.path):4: CreditViewerController") == true, "\(note ?? "")")
        #expect(throws: PreviewError.self) { try PreviewSources(files: [other.path]).explainedChoice(named: nil) }
    }

    /// The shapes apps write a layout in: a section factory (made a one-section layout), a
    /// function whose parameters all have defaults, one that needs arguments (never taken
    /// alone; `--layout 'grid(column: 4)'` calls it, a bare name is refused with the way out),
    /// an instance method in an extension of a type `Type()` makes, and a view controller whose
    /// private layout method builds the collection view it keeps: the collection view is the
    /// screen, taken over the method, after the controller's view is loaded. Whenever others
    /// were passed over, the note says which is shown and why, and lists them.
    @Test func appShapesAreFoundAndChosenWithAReason() throws {
        let section = try sources(
            """
            enum CardSection {
                static func makeCardsSection() -> NSCollectionLayoutSection { fatalError() }
            }
            extension NSCollectionLayoutSection {
                static func fullWidthSection(height: CGFloat = 48) -> NSCollectionLayoutSection { fatalError() }
            }
            """)
        let file = section.factories[0].file
        #expect(section.factories.map(\.isSection) == [true, true])
        #expect(
            throws: PreviewError(
                "the files declare 2 layouts (listed above): name one with --layout",
                details:
                    "\(file):2: CardSection.makeCardsSection() (a section)\n\(file):5: NSCollectionLayoutSection.fullWidthSection(height: CGFloat) (a section)"
            )
        ) { try section.choice(named: nil) }
        #expect(
            try section.choice(named: "fullWidthSection(height: 30)")
                == .expression(
                    "_layouttyNamed(\"section NSCollectionLayoutSection.fullWidthSection(height: 30)\", "
                        + "UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection.fullWidthSection(height: 30)))",
                    file: file))

        let grids = try sources(
            """
            enum GridLayouts {
                static func grid(column: Int) -> UICollectionViewLayout { fatalError() }
                static func list(rowHeight: CGFloat = 44, _ inset: CGFloat = 0) -> UICollectionViewLayout { fatalError() }
                static func header() -> NSCollectionLayoutSection { fatalError() }
            }
            """)
        let grid = grids.factories[0].file
        let (choice, note) = try grids.explainedChoice(named: nil)
        #expect(choice == .expression("GridLayouts.list()", file: grid))
        #expect(
            note
                == "showing GridLayouts.list (\(grid):3), the one layout that needs no arguments; --layout names another: "
                + "\(grid):2: GridLayouts.grid(column: Int); \(grid):4: GridLayouts.header() (a section)")
        #expect(try grids.choice(named: "grid(column: 4)") == .expression("GridLayouts.grid(column: 4)", file: grid))
        #expect(
            throws: PreviewError(
                "--layout grid: \(grid):2: GridLayouts.grid(column: Int) needs arguments: --layout 'GridLayouts.grid(…)' with the values the app passes"
            )
        ) { try grids.choice(named: "grid") }

        let screen = try sources(
            """
            final class PhotoGrid { var spacing: CGFloat = 2 }
            extension PhotoGrid {
                func makeCollectionViewLayout() -> UICollectionViewLayout { fatalError() }
            }
            final class LibraryViewController: UIViewController {
                private var collectionView: UICollectionView!
                private func listLayout() -> UICollectionViewLayout { fatalError() }
            }
            final class LazyViewController: UIViewController {
                init(store: Store) { super.init(nibName: nil, bundle: nil) }
                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            final class FeedController: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
            }
            """)
        #expect(
            screen.factories.map { "\($0.name) = \($0.expression)" } == [
                "PhotoGrid.makeCollectionViewLayout = PhotoGrid().makeCollectionViewLayout()",
                "LibraryViewController.collectionView = _layouttyLoaded(LibraryViewController()).collectionView.collectionViewLayout",
                "LibraryViewController.listLayout = _layouttyLoaded(LibraryViewController()).listLayout()",
                "FeedController.collectionView = _layouttyLoaded(FeedController()).collectionView.collectionViewLayout"
            ])
        // Two screens: named, never guessed.
        #expect(throws: PreviewError.self) { try screen.choice(named: nil) }
        #expect(
            try screen.choice(named: "LibraryViewController.collectionView")
                == .expression(
                    "_layouttyLoaded(LibraryViewController()).collectionView.collectionViewLayout",
                    file: screen.factories[0].file))
        #expect(
            throws: PreviewError(
                "--layout FeedController.collectionView(1): FeedController.collectionView takes no arguments")
        ) {
            _ = try screen.choice(named: "FeedController.collectionView(1)")
        }
        // The private members are widened in the copy only.
        #expect(screen.factories.compactMap(\.privateKeyword).count == 2)
    }

    /// An app's launch is what the app shows first: its scene delegate is launched (an app
    /// delegate only when the files hold no scene delegate), over a screen the files also make,
    /// which is listed for `--layout`; the note says why.
    @Test func theAppsLaunchIsChosenFirst() throws {
        let app = try sources(
            """
            @main class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
            final class FeedController: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
            }
            """)
        let (choice, note) = try app.explainedChoice(named: nil)
        let file = app.classes[0].file
        #expect(choice == .expression("_layouttyLaunched(SceneDelegate())", file: file))
        #expect(
            note
                == "showing SceneDelegate (\(file):2), the screen the app launches; --layout names another: "
                + "\(file):3: FeedController")
        let older = try sources("class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }\n")
        #expect(
            try older.choice(named: nil) == .expression("_layouttyLaunched(AppDelegate())", file: older.classes[0].file)
        )
    }

    /// The listing of several layouts names each with its file and line.
    @Test func severalLayoutsAreListedWithTheirLines() throws {
        let found = try sources("class A: UICollectionViewFlowLayout {}\nclass B: UICollectionViewLayout {}\n")
        do {
            _ = try found.choice(named: nil)
            Issue.record("two layouts were not refused")
        } catch {
            let file = found.classes[0].file
            #expect(error.details == "\(file):1: A\n\(file):2: B")
        }
    }

    /// The glue function wins; a generic class named or alone is refused with the way out.
    @Test func glueFunctionAndGenericClasses() throws {
        let glue = try sources(
            "func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout { L() }\nclass L: UICollectionViewFlowLayout {}"
        )
        #expect(try glue.choice(named: nil) == .glueFunction)
        let generic = try sources("class G<T>: UICollectionViewFlowLayout {}")
        #expect(
            throws: PreviewError(
                "\(generic.classes[0].file):1: G is generic: make it in a glue function (func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout)"
            )
        ) {
            try generic.choice(named: nil)
        }
        // A generic screen (a code editor's file tree): a #Preview block names its types.
        let screen = try sources(
            "class FileTreeViewController<Element, Data>: UIViewController {\n    var tableView: UITableView!\n}")
        #expect(
            throws: PreviewError(
                "\(screen.classes[0].file):1: FileTreeViewController, the screen, is generic: make it in a #Preview "
                    + "block with the types the app gives it (#Preview { FileTreeViewController<…>(…) })")
        ) {
            try screen.choice(named: nil)
        }
        // A layout made only with the app's values (`init(zoomFactor:)`): the way out names it.
        let valued = try sources(
            "class Zoom: UICollectionViewFlowLayout {\n    init(zoomFactor: CGFloat) { super.init() }\n}")
        #expect(
            throws: PreviewError(
                "\(valued.classes[0].file): no layout found: no UICollectionViewLayout subclass that init() makes: Zoom (no init()), nor a function or property "
                    + "returning one: make one in a glue function (func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout { Zoom(…) })"
            )
        ) {
            try valued.choice(named: nil)
        }
    }

    /// A struct's instance member is reached through `Type()` only when that makes one: an
    /// initializer without arguments, or none declared and every stored property valued (a
    /// `var` of an optional type is nil). A section type made with the app's values
    /// (`init(title:)`, as an App Store clone's sections are) is refused at its member's line,
    /// the glue function to write named — no longer a compiler error in generated code.
    @Test func aStructMadeWithArgumentsIsNamedWithTheWayOut() throws {
        let made = try sources(
            """
            struct Plain { var note: String?; let columns = 2; func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
            """)
        #expect(try made.choice(named: nil) == .expression("Plain().layout()", file: made.factories[0].file))
        let titled = try sources(
            """
            struct ButtonRow {
                private let title: String
                init(title: String) { self.title = title }
                func layoutSection() -> NSCollectionLayoutSection { NSCollectionLayoutSection(group: group) }
            }
            struct Memberwise { let title: String }
            """)
        #expect(titled.factories.isEmpty)
        #expect(!titled.makesItself("Memberwise") && !titled.makesItself("ButtonRow") && made.makesItself("Plain"))
        do {
            let chosen = try titled.choice(named: nil)
            Issue.record("chose \(chosen)")
        } catch {
            #expect(
                error.message.hasSuffix(
                    "/Layouts.swift:4: ButtonRow.layoutSection needs a ButtonRow, and ButtonRow() does not make one (its initializers "
                        + "take arguments): make one in a glue function (func layouttyPreviewLayout(for collectionView: UICollectionView) "
                        + "-> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: ButtonRow(…).layoutSection()) })"
                ),
                "\(error.message)")
        }
    }

    /// A function Swift 4.2 replaced gets a hint naming what replaced it, at its line.
    @Test func functionsSwiftReplacedAreHinted() throws {
        let found = try sources(
            "import UIKit\nfunc f(r: CGRect) -> CGRect {\n    UIEdgeInsetsInsetRect(r, UIEdgeInsetsMake(1, 2, 3, 4))\n}\n"
        )
        #expect(
            found.hints.map { "\($0.line): \($0.message)" } == [
                "3: `UIEdgeInsetsInsetRect` was replaced in Swift 4.2 (Xcode refuses it too): write `rect.inset(by: insets)`",
                "3: `UIEdgeInsetsMake` was replaced in Swift 4.2 (Xcode refuses it too): write `UIEdgeInsets(top:left:bottom:right:)`"
            ])
    }

    @Test func unreadableFilesAreRefused() throws {
        #expect(throws: PreviewError("Nowhere.swift: no such file")) { try PreviewSources(files: ["Nowhere.swift"]) }
    }

    /// A class's static functions that may make its screen are those whose results can hold it
    /// (the class, `Self`, a controller, a tuple with one). Its layout, a cell's size or a value
    /// of the app's own, however much their bodies name `Self`, are no way to make the screen:
    /// taken as one, the preview refused a screen it had shown, "the screen's own function made
    /// UICollectionViewCompositionalLayout, which holds no view controller".
    @Test func onlyFunctionsReturningAControllerMakeTheScreen() throws {
        let files = try sources(
            """
            struct Badge { var count: Int }
            final class Feed: UIViewController {
                static let spacing: CGFloat = 8
                static func make() -> Self { Self() }
                static func module(title: String) -> (title: String, screen: UIViewController) { (title, Feed()) }
                static func navigation() -> UINavigationController { UINavigationController(rootViewController: Feed()) }
                static func layout() -> UICollectionViewCompositionalLayout { .list(using: .init(appearance: Self.appearance)) }
                static func itemSize(width: CGFloat) -> CGSize { CGSize(width: width - Self.spacing, height: 40) }
                static func badge() -> Badge { Badge(count: Feed.spacing == 8 ? 1 : 0) }
            }
            """)
        #expect(files.classes.first { $0.name == "Feed" }?.factories.map(\.name) == ["make", "module", "navigation"])
    }

    /// Screens are made as iOS makes them, and what they build is found by running them: a
    /// storyboard's collection view controller with no initializer through `init?(coder:)`, as
    /// one declaring its own (but not one whose own traps: made with stand-in values), a
    /// subclass of a generic base controller from its storyboard scene when the app's storyboards
    /// have one (as the app makes it), else through the `init()` it inherits (the base, which
    /// the subclass inherits from, is no screen of its own, and its `createLayout()` stub is
    /// never called alone), the files' `#Preview` block before any of them — its body, as
    /// written, making the controller.
    @Test func screensAreMadeAsIOSMakesThem() throws {
        let storyboard = try sources(
            """
            final class NamesViewController: UICollectionViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """)
        let file = storyboard.classes[0].file
        #expect(
            try storyboard.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: NamesViewController(coder: _layouttyStoryboardCoder())!)", file: file))
        // Its own `init?(coder:)`, as a storyboard's controller with outlets declares it: made
        // through it; one that traps (`fatalError`, a controller made in code) or fails (`nil`)
        // is no way to.
        let own = try sources(
            """
            final class NewsViewController: UICollectionViewController {
                required init?(coder: NSCoder) { super.init(coder: coder); title = "News" }
            }
            final class CodeViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(items: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class FailingViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(count: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """)
        let ownFile = own.classes[0].file
        #expect(
            try own.choice(named: "NewsViewController")
                == .expression(
                    "_layouttyScreenLayout(of: NewsViewController(coder: _layouttyStoryboardCoder())!)", file: ownFile))
        #expect(
            try own.choice(named: "CodeViewController")
                == .expression("_layouttyScreenLayout(of: CodeViewController(items: 0))", file: ownFile))
        #expect(
            try own.choice(named: "FailingViewController")
                == .expression("_layouttyScreenLayout(of: FailingViewController(count: 0))", file: ownFile))
        // A base overriding both of UIKit's designated initializers (its `init?(coder:)` trapping)
        // keeps `init()` for its screens, as Swift does; one overriding only `init?(coder:)`, or
        // whose `init(nibName:bundle:)` traps, does not.
        let based = try sources(
            """
            class BaseViewController: UIViewController {
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class SettingsViewController: BaseViewController {
                @IBOutlet private weak var tableView: UITableView!
            }
            class CoderOnly: UIViewController { required init?(coder: NSCoder) { fatalError() } }
            class NibTraps: UIViewController {
                override init(nibName: String?, bundle: Bundle?) { fatalError() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(
            try based.choice(named: "SettingsViewController")
                == .expression("_layouttyScreenLayout(of: SettingsViewController())", file: based.classes[0].file))
        #expect(
            based.classes.filter(based.isInstantiable).map(\.name) == ["BaseViewController", "SettingsViewController"])
        // Its `init?(coder:)` asserting (`assertionFailure`, which traps in the debug build the
        // preview is) while another takes the storyboard's coder with the app's values (a
        // homework's grid screen, `init?(products:coder:)`): made through that one.
        let asserting = try sources(
            """
            final class GridViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init?(products: [String], coder: NSCoder) { super.init(coder: coder) }
                required init?(coder: NSCoder) {
                    assertionFailure("init(coder:) has not been implemented")
                    return nil
                }
            }
            """)
        #expect(
            try asserting.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: GridViewController(products: [], coder: _layouttyStoryboardCoder())!)",
                    file: asserting.classes[0].file))
        let generic = try sources(
            """
            class BaseList<Item: Hashable>: UIViewController {
                var collectionView: UICollectionView!
                func createLayout() -> UICollectionViewLayout { fatalError("Override createLayout()") }
            }
            final class Settings: BaseList<String> {
                override func createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            """)
        #expect(
            try generic.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: _layouttyFromStoryboard(Settings.self) ?? Settings())",
                    file: generic.classes[0].file))
        let preview = try sources(
            """
            final class Contacts: UIViewController {
                init(names: [String]) { super.init(nibName: nil, bundle: nil) }
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            #Preview("Three") {
                Contacts(names: ["Ada", "Grace", "Alan"])
            }
            """)
        let made =
            "_layouttyScreenLayout(of: { () -> UIViewController in\n\n    Contacts(names: [\"Ada\", \"Grace\", \"Alan\"])\n}(), "
            + "asTheStoryboardShowsIt: false)"
        #expect(try preview.choice(named: nil) == .expression(made, file: preview.classes[0].file))
        #expect(try preview.choice(named: "Three") == .expression(made, file: preview.classes[0].file))
        // Should the block not compile here (a manager it calls stands in), the fallback is the
        // controller made with stand-in values.
        var fallback = preview
        fallback.prefersStubs = true
        #expect(
            try fallback.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: Contacts(names: []))", file: preview.classes[0].file))
        // Without the block, the app's values are stood in for (`screensNeedingValuesAreMadeWithStandIns`).
        let bare = try sources(
            """
            final class Contacts: UIViewController {
                init(names: [String]) { super.init(nibName: nil, bundle: nil) }
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """)
        #expect(
            try bare.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: Contacts(names: []))", file: bare.classes[0].file))
    }

    /// A screen taking one of the app's protocols is made with the app's conforming type; when
    /// that does not compile (a contact-tracing app's `CachedAppConfigurationMock`, whose file
    /// is left out, stands in and conforms to nothing), the preview makes it again with a stub
    /// of the protocol (`prefersStubs`).
    @Test func aProtocolsStubStandsInWhereItsConformerCannot() throws {
        var files = try sources(
            """
            protocol ConfigProviding { var version: Int { get } }
            final class CachedConfig: ConfigProviding { var version: Int { 1 } }
            final class Legend: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(config: ConfigProviding) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let file = try #require(files.classes.first { $0.name == "Legend" }).file
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: Legend(config: CachedConfig()))", file: file))
        files.prefersStubs = true
        let stubbed = try files.choice(named: nil)
        #expect(
            stubbed
                == .expression(
                    "_layouttyScreenLayout(of: Legend(config: _LayouttyStubOfConfigProviding()))", file: file),
            "\(stubbed)")
    }

    /// A class of the app's whose initializer throws (a store opening its database at a URL) is
    /// made with `try!` in a stand-in value, as a test makes one — an initializer that cannot
    /// throw first — where the bare call did not compile ("call can throw, but it is not marked
    /// with 'try'", a contact-tracing app's error-report screen).
    @Test func aThrowingInitializerIsCalledWithTry() throws {
        let files = try sources(
            """
            final class SecureStore {
                init(at url: URL, key: String) throws {}
            }
            final class Cache {
                init(path: String) throws {}
                init(size: Int, name: String) {}
            }
            final class History: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(store: SecureStore, cache: Cache) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let made =
            #"History(store: try! SecureStore(at: URL(fileURLWithPath: "/"), key: ""), "#
            + #"cache: Cache(size: 0, name: ""))"#
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[2].file))
    }

    /// A screen whose initializers all take the app's values, with no `#Preview` block, is made
    /// with stand-in values, said once: zero, empty, nil, false, a closure doing nothing (its type
    /// in parentheses or not; one returning an optional returns nil, an optional one is nil), the
    /// first plain case of the files' enum, a type of the files `Type()` makes — for a protocol,
    /// one that conforms, else a stub of it — UIKit's plain values; the initializer needing fewest values first,
    /// defaults left to the initializer; an alias's value is the value of the type it names. A type with no neutral value (a struct whose memberwise
    /// initializer needs a value nothing stands in for) leaves the screen unmade, and the way
    /// out is said.
    @Test func screensNeedingValuesAreMadeWithStandIns() throws {
        let files = try sources(
            """
            protocol Loader { func load() -> [String] }
            struct StubLoader: Loader { func load() -> [String] { ["a"] } }
            enum Mode { case compact, wide(Int) }
            final class Feed: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(loader: some Loader, mode: Mode, title: String?, count: Int, tags: [String: Int],
                     style: UICollectionLayoutListConfiguration.Appearance, onTap: @escaping (Int, String) -> Void,
                     onDone: @escaping (() -> Void), open: (Int) -> UIViewController?,
                     onClose: ((Int) -> Void)?, animated: Bool = true) {
                    super.init(nibName: nil, bundle: nil)
                }
                init(record: Record) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            struct Record { var name: String; var outcome: Result<Int, Error> }
            """)
        let (choice, note) = try files.explainedChoice(named: nil)
        let made =
            "Feed(loader: StubLoader(), mode: Mode.compact, title: nil, count: 0, tags: [:], style: .plain, onTap: { _, _ in }, onDone: {}, "
            + "open: { _ in nil }, onClose: nil)"
        #expect(choice == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
        #expect(
            note == "Feed is made with stand-in values, \(made): a #Preview block in the file makes it with yours "
                + "(#Preview { Feed(…) })")
        // A struct of the files is made through its memberwise initializer, its values stood in
        // for (an optional `var` and a `let` with a value left to it).
        let record = try sources(
            """
            struct Place { let latitude: Double; var note: String? ; let kind = 1 }
            struct Record { var name: String; var place: Place; var count = 0 }
            final class Detail: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(record: Record) { super.init(nibName: nil, bundle: nil) }
            }
            """)
        #expect(
            try record.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: Detail(record: Record(name: \"\", place: Place(latitude: 0))))",
                    file: record.classes[0].file))
        // A window scene is one of its own (`UIWindowScene()`), as the system makes one for the
        // app: a dependency holding the app's overlay window is made with it.
        let scened = try sources(
            """
            final class Hierarchy { init(windowScene: UIWindowScene) {} }
            struct Dependencies { var hierarchy: Hierarchy; var scene: UIScene }
            final class Bands: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(dependencies: Dependencies) { super.init(nibName: nil, bundle: nil) }
            }
            """)
        #expect(
            try scened.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: Bands(dependencies: Dependencies(hierarchy: "
                        + "Hierarchy(windowScene: UIWindowScene()), scene: UIWindowScene())))",
                    file: scened.classes[1].file))
        // One of the files' protocols no type conforms to: a stub of it (`ProtocolStub`).
        let owned = try sources(
            """
            protocol Owner {}
            struct Record { var name: String; var owner: Owner }
            final class Detail: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(record: Record) { super.init(nibName: nil, bundle: nil) }
            }
            """)
        #expect(
            try owned.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: Detail(record: Record(name: \"\", owner: _LayouttyStubOfOwner())))",
                    file: owned.classes[0].file))
        // A type alias (`typealias Usage = Home.Usage` in the screen, as ello writes its
        // screens' usage) is the type it names: its enum's first case.
        let aliased = try sources(
            """
            final class Home: UIViewController { enum Usage { case loggedOut, loggedIn } }
            typealias Kind = Home.Usage
            final class Editorials: UIViewController {
                typealias Usage = Home.Usage
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(usage: Usage, kind: Kind) { super.init(nibName: nil, bundle: nil) }
            }
            """)
        #expect(
            try aliased.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: Editorials(usage: Home.Usage.loggedOut, kind: Home.Usage.loggedOut))",
                    file: aliased.classes[1].file))
        // A type named through a module the file imports (Aidoku's `AidokuRunner.Source`, a
        // package not in the repository) is the module's, which the build stands in — not the
        // app's own type of the same name, nor Apple's (`Foundation.Date` is a date).
        let moduleTyped = try sources(
            """
            import UIKit
            import RunnerKit
            class Source { init(id: String, manifest: Manifest) {} }
            final class Chapters: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(source: RunnerKit.Source, since: Foundation.Date) { super.init(nibName: nil, bundle: nil) }
            }
            """)
        #expect(
            try moduleTyped.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: Chapters(source: _LayouttyStandIn(), since: Date()))",
                    file: moduleTyped.classes[0].file))
        let unmade = try sources(
            """
            struct Record { var name: String; var outcome: Result<Int, Error> }
            final class Detail: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                init(record: Record) { super.init(nibName: nil, bundle: nil) }
            }
            """)
        let error = #expect(throws: PreviewError.self) { try unmade.choice(named: nil) }
        #expect(error?.description.contains("make the screen in a #Preview block (#Preview { Detail(…) })") == true)
        // A collection view controller (no collection view property of its own) taking a generic
        // view model: made with one, its argument in its parameter's place (`Store<Int>(state:
        // 0)`), not "no layout found", nor "every layout needs arguments" for its own section
        // factory.
        let generic = try sources(
            """
            protocol Storage {}
            final class Store<State> { init(state: State) {} }
            final class Tags: UICollectionViewController {
                init(title: String, store: Store<Int>, storage: Storage, animated: Bool = true) {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                required init?(coder: NSCoder) { fatalError() }
                static func section(env: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
            }
            """)
        let tags = "Tags(title: \"\", store: Store<Int>(state: 0), storage: _LayouttyStubOfStorage())"
        #expect(
            try generic.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(tags))", file: generic.classes[1].file))
    }

    /// A service taking the platform's shared instances (focus-ios's `SearchEngineManager(prefs:
    /// UserDefaults)`) is given them, as the app gives them: the standard defaults, the default
    /// center, the app's bundle (the project's files).
    @Test func thePlatformsSharedInstancesStandIn() throws {
        let files = try sources(
            """
            final class SearchEngineManager { init(prefs: UserDefaults, center: NotificationCenter, bundle: Bundle) {} }
            final class SearchSettings: UICollectionViewController {
                init(searchEngineManager: SearchEngineManager) { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let made =
            "SearchSettings(searchEngineManager: SearchEngineManager(prefs: UserDefaults.standard, center: "
            + "NotificationCenter.default, bundle: Bundle._layouttyMain))"
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
    }

    /// A view model taking a composition of the app's protocols (`typealias
    /// DiaryStoringProviding = DiaryStoring & DiaryProviding`) is made with a stub of it.
    @Test func aCompositionOfTheAppsProtocolsIsStubbed() throws {
        let files = try sources(
            """
            protocol DiaryStoring {}
            protocol DiaryProviding {}
            typealias DiaryStoringProviding = DiaryStoring & DiaryProviding
            final class DiaryViewModel { init(store: DiaryStoringProviding) {} }
            final class DiaryOverview: UICollectionViewController {
                init(viewModel: DiaryViewModel) { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let made = "DiaryOverview(viewModel: DiaryViewModel(store: _LayouttyStubOfDiaryStoringProviding()))"
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
    }

    /// A screen taking a protocol of the app's whose conformer needs values is made with that
    /// conformer, made with stand-ins (Cryptomator's keep-unlocked screen and its
    /// `VaultKeepUnlockedViewModel(currentKeepUnlockedDuration:vaultInfo:)`): a stub answered the
    /// model's `sections` empty, and the screen's own `sections[section]` trapped. A delegate the
    /// screen itself conforms to is not made again: a stub stands in.
    @Test func aProtocolsConformerIsMadeBeforeAStub() throws {
        let files = try sources(
            """
            protocol KeepUnlockedModel { var sections: [String] { get } }
            protocol KeepUnlockedDelegate: AnyObject {}
            final class Duration { init(minutes: Int) {} }
            final class KeepUnlockedViewModel: KeepUnlockedModel {
                let sections = ["Keep unlocked"]
                init(duration: Duration, vault: String) {}
            }
            final class KeepUnlocked: UICollectionViewController, KeepUnlockedDelegate {
                init(viewModel: KeepUnlockedModel, delegate: KeepUnlockedDelegate) {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let made =
            "KeepUnlocked(viewModel: KeepUnlockedViewModel(duration: Duration(minutes: 0), vault: \"\"), "
            + "delegate: _LayouttyStubOfKeepUnlockedDelegate())"
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
    }

    /// A storyboard scene may name a subclass of a container (a tab bar controller of the
    /// app's, which the screen on its tab casts its `tabBarController` to): the generated
    /// program can make those too, not only the screens.
    @Test func aStoryboardsContainerClassesCanBeMade() throws {
        let files = try sources(
            """
            final class Tabs: UITabBarController {}
            class Navigation: UINavigationController {}
            final class Themed: Navigation {}
            final class Tags: UITableViewController {}
            final class Cell: UITableViewCell {}
            """)
        #expect(files.storyboardClasses.sorted() == ["Navigation", "Tabs", "Tags", "Themed"])
    }

    /// A presenter's value of a type nothing here declares (a module's, or the app's own beyond
    /// the files) is set only if that type turns out to stand in when the screen is built
    /// (`_layouttyStandIn(_:_:)`): written as an assignment, it did not compile where the build
    /// had the app's type by then ("cannot assign value of type '_LayouttyStandIn' to type
    /// 'MapView'"). A weak one is kept, as any presenter's value is.
    @Test func aPresentersStandInIsSetOnlyWhereItFits() throws {
        let files = try sources(
            """
            final class Notes: UICollectionViewController {
                var mapView: MapView!
                weak var coordinator: AppCoordinator!
            }
            """)
        let made =
            "{ let screen = Notes(coder: _layouttyStoryboardCoder())!; "
            + "_layouttyStandIn(&screen.mapView, _LayouttyStandIn()); "
            + "_layouttyStandIn(&screen.coordinator, _layouttyKept(_LayouttyStandIn())); return screen }()"
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
    }

    /// What a screen's presenter sets before showing it (`controller.tabsModel = model` after
    /// making it, as production apps' segues do) is set with stand-in values before it loads:
    /// each `var name: Type!` of the class and of its base class with no value, said on the
    /// screen's line; a weak one's value is kept (a presenter holds it), an outlet is the
    /// storyboard's, a private one the class's own, one with no stand-in left nil.
    @Test func whatThePresenterSetsIsStoodIn() throws {
        let files = try sources(
            """
            protocol TabsDelegate: AnyObject {}
            final class TabsModel { init(titles: [String] = []) {} }
            class Base: UICollectionViewController { var session: String! }
            final class Tabs: Base {
                weak var delegate: TabsDelegate!
                weak var model: TabsModel!
                var count: Int!, outcome: Result<Int, Error>!
                @IBOutlet weak var toolbar: UIToolbar!
                private var cache: [Int]!
                var session2: String! = "set"
            }
            """)
        let (choice, note) = try files.explainedChoice(named: nil)
        let made =
            "{ let screen = Tabs(coder: _layouttyStoryboardCoder())!; "
            + "screen.delegate = _layouttyKept(_LayouttyStubOfTabsDelegate()); "
            + "screen.model = _layouttyKept(TabsModel()); screen.count = 0; screen.session = \"\"; return screen }()"
        #expect(choice == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
        // A protocol's conformer that waits for its own maker's values (`var store: Store!`) is
        // not made with them nil: a stub of the protocol stands in.
        let service = try sources(
            """
            protocol DataManaging { func history() -> [String] }
            protocol Persisting {}
            final class DataManager: DataManaging {
                var persistence: Persisting!
                func history() -> [String] { [] }
            }
            final class History: UICollectionViewController { var dataManager: DataManaging! }
            """)
        #expect(
            try service.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: { let screen = History(coder: _layouttyStoryboardCoder())!; "
                        + "screen.dataManager = _LayouttyStubOfDataManaging(); return screen }())",
                    file: service.classes[0].file))
        #expect(
            note == "Tabs is made with stand-in values, Tabs(coder: a storyboard's coder)!, then delegate = a stub of "
                + "TabsDelegate doing nothing, model = TabsModel(), count = 0, session = \"\": a #Preview block in "
                + "the file makes it with yours (#Preview { Tabs(…) })")
    }

    /// What a screen's presenter hands it through a method (`vc.configure(coreDataManager:)` in
    /// `prepare(for:sender:)`, as a glucose app's settings screens are given their store; they
    /// trapped on it nil) is handed with stand-in values before it loads: each method of the
    /// class storing a parameter in a property, an optional parameter given a made value of
    /// its type (a closure it keeps may name an outlet: it runs later). A method that touches an
    /// outlet (the view is not loaded then), a private one,
    /// an override and one storing nothing are not called; one whose value cannot be made is
    /// not either.
    @Test func whatThePresenterHandsThroughAMethodIsHanded() throws {
        let files = try sources(
            """
            final class Store {
                typealias Loaded = () -> ()
                init(name: String, loaded: @escaping Loaded) {}
            }
            final class Alerts: UICollectionViewController {
                @IBOutlet weak var header: UILabel!
                private var store: Store?
                private var limit = 0
                private var shown = ""
                private var outcome: Result<Int, Error>?
                private var reload: (() -> Void)?
                func configure(store: Store?, limit: Int) {
                    self.store = store
                    self.limit = limit
                    reload = { self.header.text = "" }
                }
                func show(_ title: String) { header.text = title; shown = title }
                private func reset(store: Store?) { self.store = store }
                func log(_ message: String) { print(message) }
                func use(_ outcome: Result<Int, Error>) { self.outcome = outcome }
            }
            """)
        let (choice, note) = try files.explainedChoice(named: nil)
        let made =
            "{ let screen = Alerts(coder: _layouttyStoryboardCoder())!; "
            + "screen.configure(store: Store(name: \"\", loaded: {}), limit: 0); return screen }()"
        #expect(choice == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[1].file))
        #expect(
            note == "Alerts is made with stand-in values, Alerts(coder: a storyboard's coder)!, then "
                + "configure(store: Store(name: \"\", loaded: {}), limit: 0): a #Preview block in the file makes it "
                + "with yours "
                + "(#Preview { Alerts(…) })")
    }

    /// A view model its presenter sets is made however deep the app's types go, as its
    /// coordinator makes it: over a cache over a data service over a store over its settings
    /// (CloudFeed's favourites, five deep). Three levels left it nil, and the screen trapped at
    /// its first use of it.
    @Test func aPresentersModelIsMadeFiveDeep() throws {
        let files = try sources(
            """
            final class Settings { init() {} }
            final class Store { init(settings: Settings) {} }
            final class DataService { init(store: Store) {} }
            final class Cache { init(dataService: DataService) {} }
            final class ViewModel { init(cache: Cache, limit: Int) {} }
            final class Favorites: UICollectionViewController { var viewModel: ViewModel! }
            """)
        let made =
            "{ let screen = Favorites(coder: _layouttyStoryboardCoder())!; screen.viewModel = "
            + "ViewModel(cache: Cache(dataService: DataService(store: Store(settings: Settings()))), limit: 0); "
            + "return screen }()"
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
    }

    /// A value the presenter sets that takes a protocol the screen adopts (in an extension
    /// here) is given the screen, as the presenter gives it (`FavoritesViewModel(delegate:
    /// controller, …)`); a stub, held weakly by the model, was gone at once and CloudFeed's
    /// favourites trapped at `delegate.fetching()`.
    @Test func aModelsDelegateIsTheScreen() throws {
        let files = try sources(
            """
            protocol ListDelegate: AnyObject { func fetching() }
            final class ViewModel {
                private weak var delegate: ListDelegate!
                init(delegate: ListDelegate, limit: Int) { self.delegate = delegate }
            }
            final class List: UICollectionViewController { var viewModel: ViewModel! }
            extension List: ListDelegate { func fetching() {} }
            """)
        let made =
            "{ let screen = List(coder: _layouttyStoryboardCoder())!; "
            + "screen.viewModel = ViewModel(delegate: screen, limit: 0); return screen }()"
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes.last!.file))
    }

    /// A view model over the app's actors and its coordinator is made too: an actor is made by
    /// its initializers as a class is, one without any by `Name()`, and one SwiftData's
    /// `@ModelActor` declares by the initializer the macro adds (`init(modelContainer:)`, a
    /// module's type standing in); a coordinator with an empty navigation controller and
    /// window, kept (a coordinator holds its navigation controller weakly). Before, actors
    /// were not read and UIKit's containers had no stand-in, and CloudFeed's favourites — its
    /// data service takes a `@ModelActor actor DatabaseManager`, its coordinator a navigation
    /// controller — was left with its view model nil and trapped.
    @Test func aModelOverTheAppsActorsIsMade() throws {
        let files = try sources(
            """
            @ModelActor actor Database {}
            actor ImageLoader: Sendable { var cache: [String: Int] = [:] }
            final class DataService { init(database: Database, loader: ImageLoader) {} }
            final class Coordinator { init(navigationController: UINavigationController, window: UIWindow) {} }
            final class ViewModel { init(dataService: DataService, coordinator: Coordinator) {} }
            final class Favorites: UICollectionViewController { var viewModel: ViewModel! }
            """)
        let made =
            "{ let screen = Favorites(coder: _layouttyStoryboardCoder())!; screen.viewModel = "
            + "ViewModel(dataService: DataService(database: Database(modelContainer: _LayouttyStandIn()), "
            + "loader: ImageLoader()), coordinator: Coordinator(navigationController: "
            + "_layouttyKept(UINavigationController()), window: _layouttyKept(UIWindow()))); return screen }()"
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes.last!.file))
    }

    /// A screen the app makes with its values (Corona-Warn-App's coordinator makes its trace
    /// location types screen with the two sections' types; with stand-ins the list was empty)
    /// is made as that code makes it: its arguments where they stand alone — a dictionary of
    /// implicit members and the app's static members — its closures reaching the coordinator
    /// emptied (`{ [weak self] type in self?.show(type) }` → `{ type in }`, `{ [weak self] in … }`
    /// → `{}`), an argument naming
    /// the coordinator's own values (`store`) the stand-in value of its parameter; said with
    /// where the call is. A test making it is not the app.
    @Test func aScreenIsMadeAsTheAppMakesIt() throws {
        let dir = try TemporaryFolder.create(
            "sources-presented",
            files: [
                "Screen.swift": """
                enum Kind { case place, event; static let all: [Kind] = [.place, .event] }
                struct Model { init(_ values: [Int: [Kind]], onSelect: @escaping (Kind) -> Void) {} }
                final class Picker: UICollectionViewController {
                    init(model: Model, count: Int, onDismiss: @escaping () -> Void, animated: Bool = true) {
                        super.init(collectionViewLayout: UICollectionViewFlowLayout())
                    }
                }
                """,
                "Coordinator.swift": """
                final class Coordinator {
                    var store: Int = 3
                    func show() {
                        let picker = Picker(
                            model: Model([0: Kind.all, 1: [.event]], onSelect: { [weak self] kind in self?.pick(kind) }),
                            count: store,
                            onDismiss: { [weak self] in self?.close() }
                        )
                        _ = picker
                    }
                    func pick(_ kind: Kind) {}
                    func close() {}
                }
                """,
                "PickerTests.swift":
                    "import XCTest\nlet made = Picker(model: Model([:], onSelect: { _ in }), count: 9, onDismiss: {})\n"
            ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try PreviewSources(files: [dir.appendingPathComponent("Screen.swift").path])
        let calling = [
            "Picker(": [
                dir.appendingPathComponent("PickerTests.swift").path,
                dir.appendingPathComponent("Coordinator.swift").path
            ]
        ]
        let (choice, note) = try files.explainedChoice(named: nil) { calling[$0] ?? [] }
        let made = "Picker(model: Model([0: Kind.all, 1: [.event]], onSelect: { kind in }), count: 0, onDismiss: {})"
        #expect(choice == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
        #expect(
            note?.hasPrefix("Picker is made as ") == true
                && note?.contains("Coordinator.swift:4 makes it (what reaches into it stood in), \(made): ") == true,
            "\(note ?? "")")
    }

    /// A service the app shares as a singleton (`private init`, `static let shared` or `static
    /// func shared()`) is had as the app has it, never through its private initializer; a
    /// screen on a base controller whose `init()` calls `super.init(nibName:bundle:)` is made
    /// through the stand-ins beneath it. A conformance an extension adds makes a conformer.
    @Test func singletonsAreHadThroughTheirSharedInstance() throws {
        let files = try sources(
            """
            final class MovieService {
                private init(network: Network) {}
                static func shared() -> MovieService { fatalError() }
            }
            final class Cache { private init() {}; static let shared = Cache() }
            final class SearchModel { init(movies: MovieService, cache: Cache) {} }
            class BaseController: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Search: BaseController {
                private var collectionView: UICollectionView!
                init(model: SearchModel) { super.init() }
            }
            """)
        let made = "Search(model: SearchModel(movies: MovieService.shared(), cache: Cache.shared))"
        // A protocol's conformer whose conformance an extension adds is one too.
        let extended = try sources(
            """
            protocol Repository { func dishes() -> [String] }
            final class DiskRepository { init() {} }
            extension DiskRepository: Repository { func dishes() -> [String] { [] } }
            final class Home: UIViewController {
                init(repository: Repository) { super.init(nibName: nil, bundle: nil) }
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """)
        #expect(
            try extended.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: Home(repository: DiskRepository()))", file: extended.classes[0].file))
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file))
        #expect(files.classes.first { $0.name == "Cache" }?.initializers.isEmpty == true)
    }

    /// A screen declaring no initializer has its base's, as Swift gives it them: a generic
    /// base's (`BaseViewController<SettingsViewModel>`, Bark's settings) with its parameter the
    /// argument the screen gives, through a generic base in between. Before, the screen had no
    /// initializer to be made by, and "no layout found".
    @Test func aScreenIsMadeByItsGenericBasesInitializer() throws {
        let files = try sources(
            """
            protocol ViewModel {}
            class BaseViewController<T>: UIViewController where T: ViewModel {
                let viewModel: T
                init(viewModel: T, title: String) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class TableViewController<Model: ViewModel>: BaseViewController<Model> {}
            final class SettingsViewModel: ViewModel {}
            final class SettingsViewController: TableViewController<SettingsViewModel> {
                lazy var tableView = UITableView(frame: .zero, style: .insetGrouped)
            }
            """)
        #expect(
            try files.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: SettingsViewController(viewModel: SettingsViewModel(), title: \"\"))",
                    file: files.classes[0].file))
    }

    /// A computed `shared` (DP-3T's `static var shared: UIStateManager {
    /// TracingManager.shared.uiStateManager }`) is not the type's empty value: the manager it
    /// reaches may stand in and answer that empty value, which then called itself until the
    /// stack ran out. The class is made by its initializer instead; a stored `shared` stays.
    @Test func aComputedSharedInstanceIsNotTheTypesEmptyValue() throws {
        let files = try sources(
            """
            class UIStateManager: NSObject {
                static var shared: UIStateManager { TracingManager.shared.uiStateManager }
            }
            final class Diary: UIViewController {
                init(state: UIStateManager) { super.init(nibName: nil, bundle: nil) }
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """)
        #expect(files.classes.first { $0.name == "UIStateManager" }?.sharedInstance == nil)
        #expect(
            try files.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: Diary(state: UIStateManager()))", file: files.classes[0].file)
        )
    }

    /// The screen's values made from the project's files, each type in a file of its own (the
    /// view model's, the model's, the service's): read for the stand-in, each read no level of
    /// its own — a view model taking a model is two levels deep, not four (which passed the
    /// limit of three, and left SodaPopcorn's gallery unmade).
    @Test func valuesDeclaredInTheProjectsFilesAreMadeAsDeepAsTheFilesOwn() throws {
        let folder = try TemporaryFolder.create(
            "sources-elsewhere",
            files: [
                "GalleryScreen.swift": """
                final class GalleryScreen: UIViewController {
                    private var gallery: UICollectionView!
                    init(viewModel: GalleryModel) { super.init(nibName: nil, bundle: nil) }
                }
                """,
                "GalleryModel.swift":
                    "final class GalleryModel {\n    init(photos: PhotoService, album: Album) {}\n}\n",
                "PhotoService.swift":
                    "final class PhotoService {\n    private init() {}\n    static let shared = PhotoService()\n}\n",
                "Album.swift": "struct Album {\n    let id: String\n    var cover: Photo?\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let declaring = { (name: String) in
            ["GalleryModel", "PhotoService", "Album"].contains(name)
                ? [folder.appendingPathComponent(name + ".swift").path] : []
        }
        let files = try PreviewSources(files: [folder.appendingPathComponent("GalleryScreen.swift").path])
        let made =
            "GalleryScreen(viewModel: GalleryModel(photos: PhotoService.shared, album: Album(id: \"\")))"
        let choice = try files.explainedChoice(named: nil, declaredElsewhere: declaring).choice
        #expect(choice == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file), "\(choice)")
    }

    /// A key the app's API package names by an alias (`typealias EventKey = String`, in a file of
    /// its own) is made as the type it names, ""; a protocol whose one conformer is private to
    /// its file (`private class FirebaseReporter: Reporter`, in the app delegate) is stubbed, as
    /// the generated program cannot name that class. The Blue Alliance's event screen was
    /// refused (EventKey), then did not compile (FirebaseReporter).
    @Test func anAliasElsewhereIsItsTypeAndAPrivateConformerIsNotUsed() throws {
        let folder = try TemporaryFolder.create(
            "sources-alias",
            files: [
                "EventScreen.swift": """
                protocol Reporter { func log(_ message: String) }
                private final class FirebaseReporter: Reporter { func log(_ message: String) {} }
                final class EventScreen: UIViewController {
                    private var list: UICollectionView!
                    init(event: Event, reporter: Reporter) { super.init(nibName: nil, bundle: nil) }
                    init(eventKey: EventKey, reporter: Reporter) { super.init(nibName: nil, bundle: nil) }
                }
                """,
                "TypeAliases.swift": "public typealias EventKey = String\npublic typealias Event = Components.Event\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let declaring = { (name: String) in
            ["EventKey", "Event"].contains(name) ? [folder.appendingPathComponent("TypeAliases.swift").path] : []
        }
        let files = try PreviewSources(files: [folder.appendingPathComponent("EventScreen.swift").path])
        let made = "EventScreen(eventKey: \"\", reporter: _LayouttyStubOfReporter())"
        let choice = try files.explainedChoice(named: nil, declaredElsewhere: declaring).choice
        #expect(choice == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file), "\(choice)")
    }

    /// A screen taking a view model generic over its handler (`ViewModel<CollectionsHandler>`, as
    /// Zotero's screens do) is made with one: the handler's type in the parameter's place, and
    /// `Handler.State` what the handler names so (`typealias State = CollectionsState`, in its
    /// own file). The screen was refused: its values "neither the files nor the project make".
    @Test func aGenericViewModelIsMadeWithItsArguments() throws {
        let folder = try TemporaryFolder.create(
            "sources-generic",
            files: [
                "CollectionsScreen.swift": """
                final class CollectionsScreen: UIViewController {
                    private var list: UICollectionView!
                    init(viewModel: ViewModel<CollectionsHandler>) { super.init(nibName: nil, bundle: nil) }
                }
                """,
                "ViewModel.swift": """
                protocol ActionHandler { associatedtype State }
                final class ViewModel<Handler: ActionHandler> {
                    init(initialState: Handler.State, handler: Handler) {}
                }
                """,
                "CollectionsHandler.swift": """
                final class CollectionsHandler: ActionHandler {
                    typealias State = CollectionsState
                    init() {}
                }
                struct CollectionsState { var names: [String] }
                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let declaring = { (name: String) in
            [
                "ViewModel": "ViewModel.swift", "CollectionsHandler": "CollectionsHandler.swift",
                "CollectionsState": "CollectionsHandler.swift"
            ][name].map { [folder.appendingPathComponent($0).path] } ?? []
        }
        let files = try PreviewSources(files: [folder.appendingPathComponent("CollectionsScreen.swift").path])
        let made =
            "CollectionsScreen(viewModel: ViewModel<CollectionsHandler>(initialState: CollectionsState(names: []), "
            + "handler: CollectionsHandler()))"
        let choice = try files.explainedChoice(named: nil, declaredElsewhere: declaring).choice
        #expect(choice == .expression("_layouttyScreenLayout(of: \(made))", file: files.classes[0].file), "\(choice)")
    }

    /// A controller whose own declaration names no collection view — its view is one of the
    /// app's (`loadView() { view = ScheduleView() }`), holding one — is still a screen when the
    /// files offer no layout of their own: running it decides. Beside a layout of the files,
    /// the layout is shown, as before.
    @Test func aControllerWithACustomViewIsAScreen() throws {
        let custom = try sources(
            """
            final class ScheduleController: UIViewController {
                override func loadView() { view = ScheduleView() }
            }
            """)
        #expect(
            try custom.choice(named: nil)
                == .expression(
                    "_layouttyScreenLayout(of: _layouttyFromStoryboard(ScheduleController.self) ?? ScheduleController())",
                    file: custom.classes[0].file))
        let beside = try sources(
            """
            final class AboutController: UIViewController {}
            final class TagsLayout: UICollectionViewFlowLayout {}
            """)
        #expect(try beside.choice(named: nil) == .expression("TagsLayout()", file: beside.classes[0].file))
        #expect(custom.helpersOfAScreen.isEmpty)
        let helper = try sources("final class ScheduleContentController: NSObject {\n    init(view: UIView) {}\n}\n")
        #expect(helper.helpersOfAScreen == ["ScheduleContentController"])
        // A controller on a pod's base class is no helper: the failure says where its collection
        // view is made.
        let pod = try sources("final class ChatViewController: MessagesViewController {\n    var title2 = \"\"\n}\n")
        #expect(pod.helpersOfAScreen.isEmpty)
        let error = #expect(throws: PreviewError.self) { try pod.choice(named: nil) }
        #expect(
            error?.message.hasSuffix(
                "; ChatViewController is a MessagesViewController, which none of the files read declares (a pod's "
                    + "or a module's?): its collection view is made there") == true, "\(String(describing: error))")
        // Through the app's own base: the class at the end of the chain is named, not its
        // subclass's base, which the files declare.
        let chain = try sources(
            "final class ChatScreen: BaseChatViewController {}\nclass BaseChatViewController: MessagesViewController {}\n"
        )
        let chained = #expect(throws: PreviewError.self) { try chain.choice(named: nil) }
        #expect(
            chained?.message.hasSuffix(
                "; BaseChatViewController is a MessagesViewController, which none of the files read declares (a "
                    + "pod's or a module's?): its collection view is made there") == true,
            "\(String(describing: chained))")
    }

    /// Under a module's controller (`ASDKViewController<ASDisplayNode>`) whose subclasses in the
    /// files hold the collection view, the screen is one of the files' controllers: made as
    /// UIKit makes it, the module's class standing in.
    @Test func aScreenOnAModulesControllerHoldingItsCollectionViewIsAScreen() throws {
        let found = try sources(
            """
            class BaseViewController: ASDKViewController<ASDisplayNode> {}
            class GridViewController: BaseViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """)
        #expect(found.controllerClasses.map(\.name) == ["BaseViewController", "GridViewController"])
        #expect(
            try found.choice(named: nil)
                == .expression("_layouttyScreenLayout(of: GridViewController())", file: found.classes[1].file))
    }

    /// A helper file the user points at (a content controller configuring a screen's
    /// collection view) is found in the app's screens that name it: the first three by path,
    /// view controllers only, the given file never.
    @Test func theAppsScreensUsingAHelperAreFound() throws {
        let root = try TemporaryFolder.create(
            "screens-using",
            files: [
                "App/Schedule/ScheduleContentController.swift": "final class ScheduleContentController: NSObject {}\n",
                "App/Schedule/ScheduleController.swift":
                    "final class ScheduleController: UIViewController {\n    let content = ScheduleContentController()\n}\n",
                "App/Schedule/ScheduleModel.swift": "struct ScheduleModel { let c: ScheduleContentController }\n",
                "App/Other/OtherController.swift": "final class OtherController: BaseViewController<Int> {}\n",
                "App/Other/Mentions.swift": "final class Mentions: UIViewController {} // ScheduleContentControllers\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let given = root.appendingPathComponent("App/Schedule/ScheduleContentController.swift").path
        let found = ProjectFiles(root: root).screens(using: ["ScheduleContentController"], except: [given])
        #expect(found == [root.appendingPathComponent("App/Schedule/ScheduleController.swift").path])
    }

    /// A screen's protocol-typed value is stood in for by a type of the project conforming to
    /// it, found in its own file (as apps keep one loader a file): the first, by path, that
    /// `Type()` makes — `HistoryLoader()`, not `SearchLoader(query:)`.
    @Test func aProtocolsConformingTypeElsewhereStandsIn() throws {
        let root = try TemporaryFolder.create(
            "conformers",
            files: [
                "App/Listing.swift": """
                final class Listing: UIViewController {
                    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    init(dataSource: Loader) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "App/Loader.swift": "protocol Loader {\n    func load()\n}\n",
                "App/SearchLoader.swift":
                    "final class SearchLoader: Loader {\n    init(query: String) {}\n    func load() {}\n}\n",
                "App/HistoryLoader.swift": "final class HistoryLoader: Loader {\n    init() {}\n    func load() {}\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = ProjectFiles(root: root)
        let listing = try PreviewSources(files: [root.appendingPathComponent("App/Listing.swift").path])
        let (choice, _) = try listing.explainedChoice(named: nil) { project.files(declaring: $0) }
        #expect(
            choice
                == .expression(
                    "_layouttyScreenLayout(of: Listing(dataSource: HistoryLoader()))", file: listing.classes[0].file))
    }
}
