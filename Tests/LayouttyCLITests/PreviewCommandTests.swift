import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty preview`: UIKit layout files compiled unchanged. Each test has a cache folder of its
/// own, so they run side by side: the suite's two long tests (every demo and port fixture
/// rendered; a named package built with SwiftPM) used to run one after the other and were the
/// whole test run's last minutes.
@Suite struct PreviewCommandTests {
    static let demos = CLI.packageRoot.appendingPathComponent("Demos/UIKitLayouts")
    static let goldens = CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/PreviewGoldens")

    /// The demo files and the data each golden shows.
    static let cases: [(golden: String, files: [String], data: [String])] =
        [
            ("tags.txt", ["TagsLayout.swift"], ["--spec", "Demos/UIKitLayouts/tags.json"]),
            ("circle.txt", ["CircleLayout.swift"], ["--items", "8", "--size", "80x48", "--fit"]),
            ("carousel.txt", ["CarouselFlowLayout.swift"], ["--items", "6", "--size", "80x48", "--fit"]),
            (
                "carousel-ipad-air.txt", ["CarouselFlowLayout.swift"],
                ["--items", "6", "--device", "ipad-air", "--size", "80x48", "--fit"]
            ),
            ("carousel-rtl.txt", ["CarouselFlowLayout.swift"], ["--items", "6", "--rtl", "--size", "80x48", "--fit"]),
            ("pinterest.txt", ["PinterestLayout.swift", "PinterestGlue.swift"], ["--items", "12"]),
            ("mosaic.txt", ["PhotoMosaicLayout.swift"], ["--items", "14"]),
            ("sticky-iphone-15.txt", ["StickyHeaderGridLayout.swift"], ["--items", "8", "--device", "iphone-15"]),
            ("sticky-ipad-air.txt", ["StickyHeaderGridLayout.swift"], ["--items", "8", "--device", "ipad-air"])
        ].map { ($0.0, $0.1.map { "Demos/UIKitLayouts/" + $0 }, $0.2) } + portCases + appCases

    /// Files in the shapes real code takes, which the port and the UIKit API gaps were for (our
    /// own files, written like the public ones tried): what a reviewer must see is in
    /// `rendersEachDemo`'s comment.
    static let portCases: [(golden: String, files: [String], data: [String])] = [
        ("port-shelf-factory.txt", ["ShelfFactory.swift"], ["--items", "7", "--device", "iphone-15"]),
        (
            "port-optional-delegate.txt", ["OptionalDelegateWaterfall.swift", "HalfImplementedGlue.swift"],
            ["--items", "7", "--device", "iphone-15"]
        ),
        ("port-columns-iphone-15.txt", ["ColumnsInPrepare.swift"], ["--items", "7", "--device", "iphone-15"]),
        ("port-columns-ipad-air.txt", ["ColumnsInPrepare.swift"], ["--items", "7", "--device", "ipad-air"]),
        (
            "port-negative-insets.txt", ["CentredCarousel.swift"],
            ["--items", "4", "--points", "393x137", "--size", "80x16"]
        ),
        ("port-springy.txt", ["SpringyFlowLayout.swift"], ["--items", "6", "--device", "iphone-15"]),
        ("port-adaptive-iphone-15.txt", ["AdaptiveColumns.swift"], ["--items", "9"]),
        ("port-adaptive-ipad-air.txt", ["AdaptiveColumns.swift"], ["--items", "9", "--device", "ipad-air"]),
        ("port-scaling-carousel.txt", ["ScalingCarousel.swift"], ["--items", "5"]),
        ("port-card-deck.txt", ["CardDeck.swift"], ["--items", "7", "--device", "iphone-15"]),
        ("port-section-factory.txt", ["SectionFactory.swift"], ["--items", "5", "--size", "80x16"]),
        ("port-defaulted-factory.txt", ["GridFactories.swift"], ["--items", "5", "--size", "80x16"]),
        (
            "port-factory-arguments.txt", ["GridFactories.swift"],
            ["--items", "9", "--size", "80x16", "--layout", "grid(column: 4)"]
        ),
        ("port-extension-member.txt", ["PhotoGrid.swift"], ["--items", "9", "--size", "80x16"]),
        ("port-controller-private.txt", ["LibraryViewController.swift"], ["--items", "5", "--size", "80x16"]),
        ("port-lazy-collection-view.txt", ["LazyGridViewController.swift"], ["--items", "9", "--size", "80x16"]),
        ("port-delegate-stand-in.txt", ["MagazineLayout.swift"], ["--items", "8", "--size", "80x20"]),
        (
            "port-delegate-in-files.txt", ["MagazineLayout.swift", "MagazineWidths.swift"],
            ["--items", "8", "--size", "80x20"]
        ),
        ("port-screen-diffable-list.txt", ["TrailsListViewController.swift"], ["--size", "80x26"]),
        ("port-screen-constraints.txt", ["TrailCardsViewController.swift"], ["--size", "80x40"]),
        ("screen-storyboard.txt", ["StoryboardNamesViewController.swift"], ["--size", "60x24"]),
        ("screen-generic-base.txt", ["SettingsScreens.swift"], ["--size", "60x30"]),
        ("screen-preview-block.txt", ["ContactsPreview.swift"], ["--size", "60x18"]),
        ("screen-two-collection-views.txt", ["DashboardViewController.swift"], ["--size", "60x40"]),
        ("screen-set-layout.txt", ["GalleryViewController.swift"], ["--size", "60x24"]),
        ("screen-controls.txt", ["FiltersViewController.swift"], ["--size", "60x64"]),
        ("screen-main-actor.txt", ["TasksViewController.swift"], ["--size", "50x14"]),
        ("screen-missing-modules.txt", ["FeedViewController.swift"], ["--size", "50x24"]),
        ("screen-table.txt", ["SettingsTableViewController.swift"], ["--size", "40x20"]),
        ("screen-main-queue.txt", ["InboxViewController.swift"], ["--size", "50x24"]),
        ("screen-frameworks.txt", ["TipJarViewController.swift"], ["--size", "50x24"]),
        ("screen-swiftui-cells.txt", ["TeamViewController.swift"], ["--size", "50x20"]),
        ("screen-injected-services.txt", ["BookmarksViewController.swift"], ["--size", "50x16"]),
        ("screen-presenter-set.txt", ["TabSwitcherViewController.swift"], ["--size", "50x16"])
    ].map { ($0.0, $0.1.map { "Tests/LayouttyCLITests/PortFixtures/" + $0 }, $0.2) }

    /// Screens of small apps of our own (`TestFixtures/`), previewed in their project as a user
    /// in the app's folder does: what a reviewer must see is in `rendersEachDemo`'s comment.
    static let appCases: [(golden: String, files: [String], data: [String])] = [
        (
            "screen-core-data.txt", ["Tests/LayouttyCLITests/TestFixtures/Journal/Journal/JournalViewController.swift"],
            ["--project", "Tests/LayouttyCLITests/TestFixtures/Journal", "--size", "50x24"]
        ),
        (
            "screen-made-as-presented.txt",
            ["Tests/LayouttyCLITests/TestFixtures/Venues/Venues/VenueTypesViewController.swift"],
            ["--project", "Tests/LayouttyCLITests/TestFixtures/Venues", "--size", "50x24"]
        ),
        (
            "screen-interface-builder.txt",
            ["Tests/LayouttyCLITests/TestFixtures/ReadingList/ReadingList/ShelfViewController.swift"],
            ["--project", "Tests/LayouttyCLITests/TestFixtures/ReadingList", "--size", "50x24"]
        )
    ]

    /// What a preview said on standard error, but its progress lines.
    static func notes(of result: CLI.Result) -> [String] {
        result.stderr.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("layoutty: building the preview")
        }
    }

    static func preview(_ arguments: [String], cache: URL) throws -> CLI.Result {
        try CLI.run(["preview"] + arguments, environment: ["XDG_CACHE_HOME": cache.path])
    }

    /// `preview ARGUMENTS --render --size 60x14` run in a test's own project folder, as a user
    /// working in the app's folder runs it.
    static func rendered(_ arguments: [String], cache: URL, in folder: URL) throws -> CLI.Result {
        try CLI.run(
            ["preview"] + arguments + ["--render", "--size", "60x14"], environment: ["XDG_CACHE_HOME": cache.path],
            directory: folder)
    }

    /// An app namespacing its models in an enum (`enum API {}`, `extension API { struct Film }`
    /// in a file of its own, beside another `Film` nested elsewhere): the search adds the
    /// enum's file, then for "'Film' is not a member type of enum 'API'" the file declaring
    /// `API.Film` — not the other — and the layout is drawn with its 100-point items.
    @Test func aTypeNestedInTheAppsNamespaceIsFound() throws {
        let folder = try TemporaryFolder.create(
            "preview-namespace",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/FilmGrid.swift": """
                import UIKit

                final class FilmGrid: UICollectionViewFlowLayout {
                    override func prepare() {
                        itemSize = CGSize(width: API.Film.width, height: 60)
                        super.prepare()
                    }
                }

                """,
                "Models/API.swift": "enum API {}\n",
                "Models/API+Film.swift":
                    "import UIKit\n\nextension API {\n    struct Film {\n        static let width: CGFloat = 100\n    }\n}\n",
                "Screens/Legacy/Film.swift":
                    "enum Legacy {\n    struct Film {\n        let missing: NotHere\n    }\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["Screens/FilmGrid.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0 && result.stdout.contains("0-0"), "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Models/API.swift from the project, for API",
                "layoutty: preview: added Models/API+Film.swift from the project, for API.Film"
            ], "\(result.stderr)")
    }

    /// Conformances written in other files' extensions, as apps split a screen
    /// (`PlayersViewController+DataSource.swift`): no error names them — `self` is only "not a
    /// data source" until that file is read. The screen's own extensions are read before the
    /// first build; a helper's (the row model's delegate, made by the screen) when the compiler
    /// says a `Sizing` is not a delegate. Drawn with the extension's data (three rows, "Ada" on
    /// screen; the status counts 3) at the delegate's 80-point height, the full width: rows 5–10
    /// (80 / 13.1 = 6.1 rows from y 59, row 4.5), content 3 × 80 + 2 × 10 = 260 points.
    @Test func conformancesInOtherFilesExtensionsAreRead() throws {
        let folder = try TemporaryFolder.create(
            "preview-extensions",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/PlayersViewController.swift": """
                import UIKit

                final class PlayersViewController: UICollectionViewController {
                    let names = ["Ada", "Grace", "Linus"]
                    let sizing = Sizing()

                    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                    required init?(coder: NSCoder) { fatalError() }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "name")
                        collectionView.dataSource = self
                        collectionView.delegate = sizing
                    }
                }

                """,
                "Screens/PlayersViewController+DataSource.swift": """
                import UIKit

                extension PlayersViewController {
                    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                        names.count
                    }

                    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
                        var content = UIListContentConfiguration.cell()
                        content.text = names[indexPath.item]
                        cell.contentConfiguration = content
                        return cell
                    }
                }

                """,
                "Layout/Sizing.swift": "import UIKit\n\nfinal class Sizing: NSObject {}\n",
                "Layout/Sizing+Flow.swift": """
                import UIKit

                extension Sizing: UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: collectionView.bounds.width, height: 80)
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["Screens/PlayersViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0 && result.stdout.contains("Ada"), "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Screens/PlayersViewController+DataSource.swift from the project, for its "
                    + "extension of PlayersViewController",
                "layoutty: preview: added Layout/Sizing.swift from the project, for Sizing",
                "layoutty: preview: added Layout/Sizing+Flow.swift from the project, for its extension of Sizing"
            ], "\(result.stderr)")
        GoldenFile.compare(result.stdout, with: Self.goldens.appendingPathComponent(Self.extensionFilesGolden))
    }

    static let extensionFilesGolden = "screen-extension-files.txt"

    /// A service taking the network as the app's own protocol, as apps mock it
    /// (`init(session: URLSessionProtocol = URLSession.shared)`), with Foundation's class made to
    /// conform in a file of its own: the compiler says the default value "does not conform", and
    /// the search reads the file declaring that conformance — not the project's other extensions
    /// of Foundation's types (`String+Empty.swift`, unused here). Drawn with the screen's three
    /// names ("Ada" on screen).
    @Test func aFoundationTypesConformanceToTheAppsProtocolIsRead() throws {
        let folder = try TemporaryFolder.create(
            "preview-conformance",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/NamesViewController.swift": """
                import UIKit

                final class NamesViewController: UICollectionViewController {
                    let names = ["Ada", "Grace", "Linus"]
                    let client = NamesClient()

                    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                    required init?(coder: NSCoder) { fatalError() }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "name")
                    }

                    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                        names.count
                    }

                    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
                        var content = UIListContentConfiguration.cell()
                        content.text = names[indexPath.item]
                        cell.contentConfiguration = content
                        return cell
                    }
                }

                """,
                "Network/NamesClient.swift": """
                import Foundation

                protocol URLSessionProtocol {
                    func dataTask(with request: URLRequest, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask
                }

                final class NamesClient {
                    private let session: URLSessionProtocol
                    init(session: URLSessionProtocol = URLSession.shared) { self.session = session }
                }

                """,
                "Extensions/URLSession+Protocol.swift": """
                import Foundation

                extension URLSession: URLSessionProtocol {}

                """,
                "Extensions/String+Empty.swift": "extension String {\n    static let empty = \"\"\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["Screens/NamesViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0 && result.stdout.contains("Ada"), "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Network/NamesClient.swift from the project, for NamesClient",
                "layoutty: preview: added Extensions/URLSession+Protocol.swift from the project, for URLSession's "
                    + "conformance to URLSessionProtocol"
            ], "\(result.stderr)")
    }

    /// A small project's files extending types it does not declare (`String`,
    /// `NSAttributedString`) are read once the search finds nothing more by name, before it
    /// leaves code out, as Xcode compiles every file of the target: the screen uses them where
    /// no error names them — a static constant
    /// as an implicit member that two types declare (`"KRW" + .whiteSpace + "1,200"`, `String`'s
    /// and `NSAttributedString`'s, where the compiler, missing one, gives up on the expression
    /// "in reasonable time", naming nothing). A method on a new string
    /// (`NSMutableAttributedString().bold(string:)`; Linux's has no `init()`, which the copy
    /// writes out) is found by its name first. Not a file declaring the project's own type no
    /// one uses (`Unused.swift`). Drawn with the cells' attributed texts ("Mug · KRW 1,200").
    @Test func aSmallProjectsExtensionsOfOthersTypesAreRead() throws {
        let folder = try TemporaryFolder.create(
            "preview-foreign-extensions",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/ShopViewController.swift": """
                import UIKit

                final class ShopViewController: UICollectionViewController {
                    let names = ["Mug", "Lamp"]

                    init() {
                        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
                    }
                    required init?(coder: NSCoder) { fatalError() }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
                    }

                    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                        names.count
                    }

                    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! UICollectionViewListCell
                        var content = cell.defaultContentConfiguration()
                        content.attributedText = NSMutableAttributedString().bold(string: names[indexPath.item])
                        content.secondaryAttributedText = NSAttributedString(string: "KRW" + .whiteSpace + "1,200")
                        cell.contentConfiguration = content
                        return cell
                    }
                }

                """,
                "Extensions/String+Shop.swift": "extension String {\n    static let whiteSpace = \" \"\n}\n",
                "Extensions/NSAttributedString+Shop.swift": """
                import UIKit

                extension NSAttributedString {
                    static let whiteSpace = NSAttributedString(string: .whiteSpace)
                }

                """,
                "Extensions/NSMutableAttributedString+Styles.swift": """
                import UIKit

                extension NSMutableAttributedString {
                    func bold(string: String) -> NSMutableAttributedString {
                        append(NSAttributedString(string: string, attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
                        return self
                    }
                }

                """,
                "Models/Unused.swift": "struct Unused {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["Screens/ShopViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0 && result.stdout.contains("Mug · KRW 1,200"), "\(result.stderr)\n\(result.stdout)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Extensions/NSMutableAttributedString+Styles.swift from the project, for bold",
                "layoutty: preview: added Extensions/NSAttributedString+Shop.swift from the project, for its extension "
                    + "of NSAttributedString",
                "layoutty: preview: added Extensions/String+Shop.swift from the project, for its extension of String"
            ], "\(result.stderr)")
    }

    /// A table view controller overriding methods it takes from its protocols
    /// (`scrollViewDidScroll(_:)`, `tableView(_:willBeginEditingRowAt:)`,
    /// `tableView(_:willDisplayHeaderView:forSection:)`), which iOS lists as UIKit's class's own:
    /// Layoutty's `UITableViewController` declares them too, so each `override` compiles as
    /// written and nothing is left out (no note says so), and the table is drawn under "Today":
    /// two 44-point rows (88 points, "Walk" on screen at 60x14, the status counting 2). The
    /// screen inherits UIKit's controller through the app's own base class (The Blue Alliance's
    /// screens do), in a file the search adds.
    @Test func overridesOfAControllersProtocolMethodsCompile() throws {
        let folder = try TemporaryFolder.create(
            "preview-protocol-overrides",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "ListViewController.swift": "import UIKit\n\nclass ListViewController: UITableViewController {}\n",
                "HabitsViewController.swift": """
                import UIKit

                final class HabitsViewController: ListViewController {
                    let habits = ["Walk", "Read"]

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Today"
                    }

                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        habits.count
                    }

                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                        cell.textLabel?.text = habits[indexPath.row]
                        return cell
                    }

                    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
                        navigationItem.title = scrollView.contentOffset.y > 40 ? "Habits" : "Today"
                    }

                    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                        view.tintColor = .clear
                    }

                    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["HabitsViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(
            result.status == 0 && result.stdout.contains("Today") && result.stdout.contains("Walk")
                && result.stdout.contains("393×88 @0,-103 │ 2/2"), "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added ListViewController.swift from the project, for ListViewController"
            ], "\(result.stderr)")
    }

    /// A screen on the app's base classes, the last of which inherits a module's controller
    /// that nothing here builds (`class BaseViewController: NodeViewController<DisplayNode>` of
    /// `import NodeKit`, as apps on Texture's `ASDKViewController` write it): the screen is
    /// found (its collection view is the app's base's, a lazy property), the module's class
    /// stands in as a view controller, written without its generic argument, and the base's
    /// `super.init(node: DisplayNode())` calls the plain initializer it has — its
    /// `override init()` overriding nothing. Drawn: "Shelf" over four books, two to a row of 60
    /// points (two rows: `393×120` on the status line), the first row's "Dune" and "Emma" on
    /// the 14-row screen, each half the width (196.5 points: 30 columns of 6.55).
    @Test func aScreenOnAModulesControllerIsMadeOnAStandIn() throws {
        let folder = try TemporaryFolder.create(
            "preview-module-base",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "App/BaseViewController.swift": """
                import NodeKit
                import UIKit

                class BaseViewController: NodeViewController<DisplayNode> {
                    override init() {
                        super.init(node: DisplayNode())
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        configure()
                    }

                    func configure() {}
                }

                """,
                "App/BaseCollectionViewController.swift": """
                import UIKit

                class BaseCollectionViewController: BaseViewController, UICollectionViewDelegate {
                    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeCollectionViewLayout())

                    override func configure() {
                        collectionView.delegate = self
                        collectionView.frame = view.bounds
                        view.addSubview(collectionView)
                    }

                    func makeCollectionViewLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { _, _ in nil }
                    }
                }

                """,
                "App/ShelfViewController.swift": """
                import UIKit

                class ShelfViewController: BaseCollectionViewController {
                    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

                    override func configure() {
                        super.configure()
                        title = "Shelf"
                        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                            var content = cell.defaultContentConfiguration()
                            content.text = title
                            cell.contentConfiguration = content
                        }
                        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, title in
                            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
                        }
                        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                        snapshot.appendSections([0])
                        snapshot.appendItems(["Dune", "Emma", "Ulysses", "Beloved"])
                        dataSource.apply(snapshot)
                    }

                    override func makeCollectionViewLayout() -> UICollectionViewLayout {
                        let item = NSCollectionLayoutItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                            subitems: [item])
                        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["App/ShelfViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(
            result.status == 0 && result.stdout.contains("Emma") && result.stdout.contains("393×120 @0,-103 │ 2/4"),
            "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added App/BaseCollectionViewController.swift from the project, for "
                    + "BaseCollectionViewController",
                "layoutty: preview: added App/BaseViewController.swift from the project, for BaseViewController",
                "layoutty: preview: no such module here: NodeKit (an iOS library, a pod or a framework Layoutty does "
                    + "not build): its import is left out",
                "layoutty: preview: stood in: DisplayNode, NodeViewController (declared by none of the files here): "
                    + "every use answers an empty value, and what they are asked to do does not happen"
            ], "\(result.stderr)")
        GoldenFile.compare(result.stdout, with: Self.goldens.appendingPathComponent(Self.moduleBaseGolden))
    }

    static let moduleBaseGolden = "screen-module-base.txt"

    /// An app's own one-argument `NSLocalizedString(_:)` (Aidoku's, in `Shared/Extensions`):
    /// the call is left as written (Foundation's takes a `comment:`, which the preview's own
    /// bundle lookup replaces), and the compiler's "missing argument for parameter 'comment'"
    /// brings in the file declaring the app's overload. The title reads "LIBRARY", the key,
    /// since the project has no strings file.
    @Test func anAppsOwnLocalizedStringOverloadIsRead() throws {
        let folder = try TemporaryFolder.create(
            "preview-localized-overload",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Shared/Extensions/NSLocalizedString.swift": """
                import Foundation

                func NSLocalizedString(_ key: String) -> String {
                    NSLocalizedString(key, comment: "")
                }

                """,
                "App/ListViewController.swift": """
                import UIKit

                final class ListViewController: UICollectionViewController {
                    init() {
                        super.init(collectionViewLayout: UICollectionViewFlowLayout())
                    }

                    required init?(coder: NSCoder) { fatalError() }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString("LIBRARY")
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["App/ListViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0 && result.stdout.contains("LIBRARY"), "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Shared/Extensions/NSLocalizedString.swift from the project, for NSLocalizedString"
            ], "\(result.stderr)")
    }

    /// A type's value declared in an extension of it elsewhere (`extension Theme { static let
    /// spacing }`) is looked for as `Theme.spacing` once `type 'Theme' has no member 'spacing'`
    /// says so — not as any `spacing`: `Screens/Strings.swift`, nearer the screen, declares
    /// `Strings.spacing` and is never added. `Theme` is a typealias (the compiler says `type
    /// 'Theme' (aka 'ThemeValues') has no member 'spacing'`), extended by that name, as apps
    /// extend `typealias ColorsSnapshot = NSDiffableDataSourceSnapshot<Int, Color>`. The layout
    /// is drawn with its 12-point gaps.
    @Test func aTypesValueIsLookedForInThatType() throws {
        let (result, inline) = try Self.gridBesideInline(
            "preview-member", side: "110", spacing: "Theme.spacing", inline: ("110", "12"),
            files: [
                "Screens/Strings.swift": "enum Strings {\n    static let spacing = \"wide\"\n}\n",
                "Style/Theme.swift": "enum ThemeValues {}\n\ntypealias Theme = ThemeValues\n",
                "Style/Theme+Spacing.swift":
                    "import UIKit\n\nextension Theme {\n    static let spacing: CGFloat = 12\n}\n"
            ])
        #expect(result.status == 0 && result.stdout == inline.stdout, "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Style/Theme.swift from the project, for Theme",
                "layoutty: preview: added Style/Theme+Spacing.swift from the project, for Theme.spacing"
            ], "\(result.stderr)")
    }

    /// A name declared for the screen's target and for another (a Mac companion app's
    /// `Palette`, in a file nearer the screen, which the project's other target compiles) is the
    /// screen's target's, as the Xcode project says: `Style/Palette.swift` is added, never
    /// `Screens/Palette+Mac.swift`, and the grid has its 110-point tiles.
    @Test func aNameIsLookedForInTheScreensOwnTarget() throws {
        let project = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    P = { isa = PBXProject; mainGroup = M; projectDirPath = ""; targets = ( T1, T2 ); };
                    M = { isa = PBXGroup; children = ( GS, GT ); sourceTree = "<group>"; };
                    GS = { isa = PBXGroup; path = Screens; sourceTree = "<group>"; children = ( F1, F2 ); };
                    GT = { isa = PBXGroup; path = Style; sourceTree = "<group>"; children = ( F3 ); };
                    F1 = { isa = PBXFileReference; path = Grid.swift; sourceTree = "<group>"; };
                    F2 = { isa = PBXFileReference; path = "Palette+Mac.swift"; sourceTree = "<group>"; };
                    F3 = { isa = PBXFileReference; path = Palette.swift; sourceTree = "<group>"; };
                    T1 = { isa = PBXNativeTarget; name = Tiles; productType = "com.apple.product-type.application"; buildPhases = ( S1 ); };
                    S1 = { isa = PBXSourcesBuildPhase; files = ( B1, B3 ); };
                    B1 = { isa = PBXBuildFile; fileRef = F1; };
                    B3 = { isa = PBXBuildFile; fileRef = F3; };
                    T2 = { isa = PBXNativeTarget; name = TilesMac; productType = "com.apple.product-type.application"; buildPhases = ( S2 ); };
                    S2 = { isa = PBXSourcesBuildPhase; files = ( B2 ); };
                    B2 = { isa = PBXBuildFile; fileRef = F2; };
                };
                rootObject = P;
            }
            """
        let (result, inline) = try Self.gridBesideInline(
            "preview-targets", side: "Palette.tile", spacing: "12", inline: ("110", "12"),
            files: [
                "Tiles.xcodeproj/project.pbxproj": project,
                "Screens/Palette+Mac.swift": "import AppKit\n\nenum Palette {\n    static let tile: CGFloat = 999\n}\n",
                "Style/Palette.swift": "import UIKit\n\nenum Palette {\n    static let tile: CGFloat = 110\n}\n"
            ])
        #expect(result.status == 0 && result.stdout == inline.stdout, "\(result.stderr)")
        #expect(
            Self.notes(of: result) == ["layoutty: preview: added Style/Palette.swift from the project, for Palette"],
            "\(result.stderr)")
    }

    /// A screen on the app's base controller whose file does not compile here (both use a
    /// module that cannot be built; the base fails beside it), serving the base's collection view —
    /// Pocket Casts' shape: the base stands in, owning a collection view that fills its view, the
    /// screen its data source — so `collectionView.register(…)` is the base's, not the screen's
    /// own `collectionView(_:numberOfItemsInSection:)` — and the four picks are drawn.
    @Test func aStoodInBaseControllerOwnsTheCollectionViewItsScreenServes() throws {
        let folder = try TemporaryFolder.create(
            "preview-stood-in-base",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Base/PeekViewController.swift": """
                import DiscoverKit
                import UIKit

                class PeekViewController: UIViewController {
                    @IBOutlet var collectionView: UICollectionView!
                    let peekWidth: CGFloat = DiscoverStyle.peek.width
                    let columns: Int = "two"
                }

                """,
                "PicksViewController.swift": """
                import DiscoverKit
                import UIKit

                final class PicksViewController: PeekViewController, UICollectionViewDataSource {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "pick")
                        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize =
                            CGSize(width: 170, height: 40)
                    }

                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

                    func collectionView(
                        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "pick", for: indexPath)
                        let label = UILabel(frame: cell.contentView.bounds)
                        label.text = "Pick \\(indexPath.item)"
                        cell.contentView.addSubview(label)
                        return cell
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["PicksViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect((0..<4).allSatisfy { result.stdout.contains("Pick \($0)") }, "\(result.stdout)")
        #expect(
            Self.notes(of: result).contains(
                "layoutty: preview: stood in: PeekViewController (declared in the project, in files left out above): "
                    + "every use answers an empty value"), "\(result.stderr)")
    }

    /// A screen whose code reads `navigationController!` (a wallet app's base controller shows
    /// the bar in `viewDidLoad`; its screens push the next one) is shown as the app pushes it, on
    /// a navigation controller: it trapped shown alone. The base meets an `@objc` protocol
    /// requiring `navigationController` as `UINavigationController!` and `view` as `UIView?`,
    /// which UIKit declares the other way: Objective-C's conformance ignores the marks, so the
    /// port writes UIKit's (the base did not compile, "candidate has non-matching type"): no
    /// line of the files is left out. Each cell writes how deep the stack is, so two "Level 1"
    /// cells prove the screen is the navigation controller's root, under the bar's title
    /// "Accounts".
    @Test func aScreenReadingItsNavigationControllerIsShownOnOne() throws {
        let folder = try TemporaryFolder.create(
            "preview-pushed-screen",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Base/WalletViewController.swift": """
                import UIKit

                @objc protocol DisplayableBar {
                    var navigationController: UINavigationController! { get }
                    var view: UIView? { get }
                }

                extension DisplayableBar {
                    func showBar() { navigationController.setNavigationBarHidden(view == nil, animated: true) }
                }

                class WalletViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationController!.navigationBar.prefersLargeTitles = false
                        showBar()
                    }
                }

                extension WalletViewController: DisplayableBar {}

                """,
                "AccountsViewController.swift": """
                import UIKit

                final class AccountsViewController: WalletViewController, UICollectionViewDataSource {
                    private let collectionView = UICollectionView(
                        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Accounts"
                        collectionView.frame = view.bounds
                        collectionView.dataSource = self
                        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "account")
                        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize =
                            CGSize(width: 170, height: 40)
                        view.addSubview(collectionView)
                    }

                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

                    func collectionView(
                        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "account", for: indexPath)
                        let label = UILabel(frame: cell.contentView.bounds)
                        label.text = "Level \\(navigationController!.viewControllers.count)"
                        cell.contentView.addSubview(label)
                        return cell
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["AccountsViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let title = try #require(lines.firstIndex(of: "Accounts"), "\(result.stdout)")
        let items = try #require(lines.firstIndex(of: "│        Level 1         │        │        Level 1         │"))
        #expect(title < items, "\(result.stdout)")
        #expect(!Self.notes(of: result).contains { $0.contains("left out") }, "\(result.stderr)")
    }

    /// A wallet app's `extension UIViewController { @objc var screenLoggingName: String {
    /// fatalError(…) } }`, which every screen overrides, read by its base controller's
    /// `viewDidLoad` (falcon's 65 screens): on iOS Objective-C reaches the override; here the
    /// copy dispatches so (`ExtensionDispatch`) and the screen runs instead of stopping at the
    /// app's `fatalError`. The title "Settings" is the override's; each cell's text comes through a
    /// method overridden twice whose overrides call `super` ("row 0 · base · card · list"), one
    /// leaving out the extension's defaulted separator, which proves both `super` calls reach
    /// the right body, once each.
    @Test func aMemberOfAnExtensionOfUIKitsClassAnswersWithItsOverride() throws {
        let folder = try TemporaryFolder.create(
            "preview-extension-dispatch",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Base/UIViewController+Logging.swift": """
                import UIKit

                extension UIViewController {
                    @objc var screenLoggingName: String {
                        fatalError("This var must be overritten")
                    }
                    @objc func caption(for row: Int, separator: String = " · ") -> String { "row \\(row)\\(separator)base" }
                }

                class CardViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = screenLoggingName
                    }
                    override func caption(for row: Int, separator: String) -> String {
                        super.caption(for: row) + separator + "card"
                    }
                }

                """,
                "SettingsViewController.swift": """
                import UIKit

                final class SettingsViewController: CardViewController, UICollectionViewDataSource {
                    private let collectionView = UICollectionView(
                        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                    override var screenLoggingName: String { "Settings" }

                    override func caption(for row: Int, separator: String) -> String {
                        super.caption(for: row, separator: separator) + " · list"
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.frame = view.bounds
                        collectionView.dataSource = self
                        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
                        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize =
                            CGSize(width: 300, height: 40)
                        view.addSubview(collectionView)
                    }

                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

                    func collectionView(
                        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                        let label = UILabel(frame: cell.contentView.bounds)
                        label.text = caption(for: indexPath.item)
                        cell.contentView.addSubview(label)
                        return cell
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["SettingsViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let title = try #require(lines.firstIndex(of: "Settings"), "\(result.stdout)")
        let row = try #require(
            lines.firstIndex { $0.contains("row 0 · base · card · list") && !$0.contains("list ·") },
            "\(result.stdout)")
        #expect(title < row, "\(result.stdout)")
        #expect(!Self.notes(of: result).contains { $0.contains("left out") }, "\(result.stderr)")
    }

    /// A member a missing module adds to a framework's type (`payment.analyticsTag`, an
    /// analytics pod's extension of StoreKit's `SKMutablePayment`) stands in as an extension of
    /// that type, in the stand-ins' generated file: the frameworks the files import are imported
    /// there too, or the stand-in itself would not compile ("cannot find type 'SKMutablePayment'
    /// in scope"). The grid is drawn with its 100-point tiles.
    @Test func aMemberStandingInOnAFrameworksTypeCompilesAfterAnyFile() throws {
        let (result, inline) = try Self.gridBesideInline(
            "preview-framework-member", side: "Purchases.tileSide", spacing: "12", inline: ("100", "12"),
            files: [
                "Store/Purchases.swift": """
                import StoreAnalytics
                import StoreKit
                import UIKit

                enum Purchases {
                    static let tileSide: CGFloat = 100
                    static func track(_ payment: SKMutablePayment) { print(payment.analyticsTag) }
                }

                """
            ])
        #expect(result.status == 0 && result.stdout == inline.stdout, "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Store/Purchases.swift from the project, for Purchases",
                "layoutty: preview: no such module here: StoreAnalytics (an iOS library, a pod or a framework Layoutty "
                    + "does not build): its import is left out",
                "layoutty: preview: stood in: SKMutablePayment.analyticsTag (an extension a module would declare): "
                    + "every use answers an empty value, but a call with a closure of the receiver, which runs it and "
                    + "answers the receiver"
            ], "\(result.stderr)")
    }

    /// A screen made with a builder from a module not built here (`Then`'s `.then { $0… }`, as
    /// an App Store clone makes its collection view, layout and labels): the member stands in,
    /// and called with a closure of its receiver it runs the closure and answers the receiver,
    /// so the screen's own configuration applies — as an empty stand-in, the collection view
    /// was lost and the screen could not be made. What a reviewer must see: the first cell,
    /// "Row 0", and the content 393 × 360 points — three cells of the data source the closure
    /// set, each 120 tall as the layout's closure says — the builder named once.
    @Test func aBuildersClosureRunsOnItsReceiver() throws {
        let folder = try TemporaryFolder.create(
            "preview-builder",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "RowsViewController.swift": """
                import Then
                import UIKit

                final class RowsViewController: UIViewController, UICollectionViewDataSource {
                    private lazy var collectionView = UICollectionView(
                        frame: .zero,
                        collectionViewLayout: UICollectionViewFlowLayout().then {
                            $0.itemSize = CGSize(width: 300, height: 120)
                            $0.minimumLineSpacing = 0
                        }
                    ).then {
                        $0.dataSource = self
                        $0.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.frame = view.bounds
                        view.addSubview(collectionView)
                    }

                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

                    func collectionView(
                        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                        var content = UIListContentConfiguration.cell()
                        content.text = "Row \\(indexPath.item)"
                        cell.contentConfiguration = content
                        return cell
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["RowsViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Row 0") && result.stdout.contains("393×360 @0,-59"), "\(result.stdout)")
        #expect(
            Self.notes(of: result).contains(
                "layoutty: preview: stood in: UICollectionView.then, UICollectionViewFlowLayout.then (an extension a "
                    + "module would declare): every use answers an empty value, but a call with a closure of the "
                    + "receiver, which runs it and answers the receiver"), "\(result.stderr)")
    }

    /// A table's cell on a class a missing module declares (Pocket Casts' settings cells on
    /// `ThemeableCell`): the name ends in `Cell`, but the screen dequeues its subclass from a
    /// table (`dequeueReusableCell(withIdentifier:) as! SettingCell`), so it stands in as a
    /// `UITableViewCell` — as a collection view's cell, `cellForRowAt` could not return it and
    /// was left out, and every row drew empty. The subclass's nib connects its outlets through
    /// the stand-in (a `UIResponder` of UIKit's), and its overrides of the module's
    /// `handleThemeDidChange()` and `themeStyle` lose `override`, as members the stand-in does
    /// not declare (its file was left out for it before), as does a store's `reload()` on the
    /// module's `ThemeStore`, whose `init()` gains it. The nib's label of the module's
    /// `FancyLabel` is made as its stand-in, so the outlet of that type is set (its `didSet`
    /// trapped on nil when the nib made a plain `UILabel`). What a reviewer must see:
    /// "Settings", then the rows "General" and "Privacy" (the store's), each text set by
    /// `cellForRowAt` through the nib's outlet (not the nib's "Placeholder").
    @Test func aCellOnAMissingModulesTableCellIsATableCell() throws {
        let folder = try TemporaryFolder.create(
            "preview-stood-in-table-cell",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/SettingsViewController.swift": """
                import ThemeKit
                import UIKit

                final class SettingCell: ThemedCell {
                    // The module's label class: the nib makes one (its stand-in), and `didSet`
                    // finds it set.
                    @IBOutlet var titleLabel: FancyLabel! {
                        didSet { titleLabel.numberOfLines = 1 }
                    }
                    @IBOutlet var icon: UIImageView!

                    override func handleThemeDidChange() {
                        icon.tintColor = .red
                    }

                    // A property of the missing class's, overridden: its `override` is left out too.
                    override var themeStyle: Int { 2 }
                }

                // On a class of the missing module's, standing in on none of UIKit's: the store's
                // `init()` overrides the stand-in's, and `reload()` loses `override`.
                final class SettingsStore: ThemeStore {
                    let rows: [String]
                    init() { rows = ["General", "Privacy"] }
                    override func reload() {}
                }

                final class SettingsViewController: UITableViewController {
                    private let rows = SettingsStore().rows

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Settings"
                        tableView.register(UINib(nibName: "SettingCell", bundle: nil), forCellReuseIdentifier: "setting")
                    }

                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        rows.count
                    }

                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath) as! SettingCell
                        cell.titleLabel.text = rows[indexPath.row]
                        return cell
                    }
                }

                """,
                "Screens/SettingCell.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell-1" customClass="SettingCell" customModule="App" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell-1" id="content-1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon-1" customClass="FancyImageView" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="15" y="10" width="24" height="24"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="24" id="c-h"/>
                                            <constraint firstAttribute="width" constant="24" id="c-w"/>
                                        </constraints>
                                    </imageView>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Placeholder" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label-1" customClass="FancyLabel" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="54" y="13" width="98" height="18"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="icon-1" firstAttribute="leading" secondItem="content-1" secondAttribute="leading" constant="15" id="c-1"/>
                                    <constraint firstItem="label-1" firstAttribute="leading" secondItem="icon-1" secondAttribute="trailing" constant="15" id="c-2"/>
                                    <constraint firstItem="icon-1" firstAttribute="centerY" secondItem="content-1" secondAttribute="centerY" id="c-3"/>
                                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="label-1" secondAttribute="trailing" constant="10" id="c-4"/>
                                    <constraint firstItem="label-1" firstAttribute="centerY" secondItem="content-1" secondAttribute="centerY" id="c-5"/>
                                </constraints>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="icon" destination="icon-1" id="o-1"/>
                                <outlet property="titleLabel" destination="label-1" id="o-2"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(
            ["preview", "Screens/SettingsViewController.swift", "--render", "--size", "60x18"],
            environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = { (text: String) in
            "│" + String(repeating: " ", count: 25) + text.padding(toLength: 33, withPad: " ", startingAt: 0) + "│"
        }
        #expect(
            Array(lines.dropFirst(6).prefix(9)) == [
                String(repeating: " ", count: 26) + "Settings" + String(repeating: " ", count: 26),
                String(repeating: " ", count: 60),
                "┌" + String(repeating: "─", count: 58) + "┐", row("General"),
                "└" + String(repeating: "─", count: 58) + "┘",
                "┌" + String(repeating: "─", count: 58) + "┐", row("Privacy"),
                "└" + String(repeating: "─", count: 58) + "┘",
                String(repeating: " ", count: 60)
            ], "\(result.stdout)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: no such module here: ThemeKit (an iOS library, a pod or a framework Layoutty does not "
                    + "build): its import is left out",
                "layoutty: preview: stood in: FancyLabel, ThemeStore, ThemedCell (declared by none of the files "
                    + "here): every use answers an empty value, and what they are asked to do does not happen",
                "layoutty: preview: `override` left out of members the superclass does not declare here: 3 (the first at "
                    + "Screens/SettingsViewController.swift:12): UIKit's controllers take them from their protocols (iOS "
                    + "lists them as the class's own), or a class standing in has none; here each is the subclass's, "
                    + "called where UIKit's class forwards it",
                "layoutty: preview: UIKit: SettingCell: FancyImageView is not among the files' views here; a UIImageView is made"
            ], "\(result.stderr)")
    }

    /// A static member the app's extension adds to every cell — to UIKit's
    /// `UICollectionReusableView`, whose instance `reuseIdentifier` shadows it (`instance member
    /// 'reuseIdentifier' cannot be used on type 'ShelfCell'`), or through a protocol's extension
    /// (`type 'ShelfCell' has no member 'identifier'`) — is found in the file extending the base
    /// or the protocol, though none declares `ShelfCell.…`; `Screens/Keys.swift`, nearer the
    /// screen, declares a type's own `reuseIdentifier` and is never added. So is a convenience
    /// initializer an extension adds to UIKit's layout (`argument passed to call that takes no
    /// arguments`: `UICollectionViewFlowLayout.init`). The two cells show "ShelfCell/Shelf 0"
    /// and "… 1", 150 points wide as the initializer sets them (two a row, 393 wide): both names
    /// and the initializer answered by the app's extensions. An implicit member's
    /// `.init(horizontal:vertical:)`, whose message names no type, is found by its labels.
    @Test func whatAnExtensionAddsToATypesBaseOrProtocolIsFound() throws {
        let folder = try TemporaryFolder.create(
            "preview-inherited-member",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/ShelfViewController.swift": """
                import UIKit

                final class ShelfViewController: UICollectionViewController {
                    init() {
                        super.init(collectionViewLayout: UICollectionViewFlowLayout(shelfItemSide: 150))
                    }
                    required init?(coder: NSCoder) { fatalError("no storyboard") }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: ShelfCell.reuseIdentifier)
                        collectionView.contentInset = .init(horizontal: 0, vertical: 8)
                    }

                    override func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

                    override func collectionView(
                        _ view: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = view.dequeueReusableCell(withReuseIdentifier: ShelfCell.reuseIdentifier, for: indexPath)
                        (cell as? ShelfCell)?.label.text = "\\(ShelfCell.reuseIdentifier)/\\(ShelfCell.identifier) \\(indexPath.item)"
                        return cell
                    }
                }

                """,
                "Screens/Keys.swift": "enum Keys {\n    static let reuseIdentifier = Missing.key\n}\n",
                "Cells/ShelfCell.swift": """
                import UIKit

                final class ShelfCell: UICollectionViewCell {
                    let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        label.frame = contentView.bounds
                        contentView.addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError("no storyboard") }
                }

                """,
                "Extensions/UICollectionReusableView+Reuse.swift":
                    "import UIKit\n\nextension UICollectionReusableView {\n"
                    + "    static var reuseIdentifier: String { String(describing: self) }\n}\n",
                "Extensions/UICollectionViewFlowLayout+Shelf.swift":
                    "import UIKit\n\nextension UICollectionViewFlowLayout {\n"
                    + "    convenience init(shelfItemSide side: CGFloat) {\n        self.init()\n"
                    + "        itemSize = CGSize(width: side, height: 40)\n    }\n}\n",
                "Extensions/UIEdgeInsets+Axes.swift":
                    "import UIKit\n\nextension UIEdgeInsets {\n    init(horizontal: CGFloat, vertical: CGFloat) {\n"
                    + "        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)\n    }\n}\n",
                "Extensions/Reusable.swift":
                    "import UIKit\n\nprotocol Reusable {}\n\nextension Reusable {\n"
                    + "    static var identifier: String { \"Shelf\" }\n}\n\nextension UICollectionViewCell: Reusable {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(
            ["Screens/ShelfViewController.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("ShelfCell/Shelf 0") && result.stdout.contains("ShelfCell/Shelf 1"),
            "\(result.stdout)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added Cells/ShelfCell.swift from the project, for ShelfCell",
                "layoutty: preview: added Extensions/UICollectionViewFlowLayout+Shelf.swift from the project, "
                    + "for UICollectionViewFlowLayout.init",
                "layoutty: preview: added Extensions/UIEdgeInsets+Axes.swift from the project, for init(horizontal:vertical:)",
                "layoutty: preview: added Extensions/UICollectionReusableView+Reuse.swift from the project, "
                    + "for ShelfCell.reuseIdentifier",
                "layoutty: preview: added Extensions/Reusable.swift from the project, for ShelfCell.identifier"
            ], "\(result.stderr)")
    }

    /// A screen whose collection view is made but never added to its view (a sample left half
    /// done) shows none on iOS either: the preview says so in one line naming the controller
    /// and ends with status 1 — no trap, no backtrace.
    @Test func aScreenWithoutACollectionViewSaysSoInOneLine() throws {
        let folder = try TemporaryFolder.create(
            "preview-no-collection-view",
            files: [
                "Draft.swift": """
                import UIKit

                final class DraftController: UIViewController {
                    lazy var layout = UICollectionViewFlowLayout()
                    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Draft"
                    }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.rendered(["Draft.swift"], cache: folder.appendingPathComponent("cache"), in: folder)
        #expect(result.status == 1 && result.stdout.isEmpty)
        let said =
            "layoutty: preview: DraftController, the screen, shows no UICollectionView once its view has loaded "
            + "(none is in its view: one made but never added to it is not shown, on iOS either)"
        #expect(result.stderr.split(separator: "\n").last.map(String.init) == said, "\(result.stderr)")
        #expect(!result.stderr.contains("Backtrac") && !result.stderr.contains("Fatal error"), "\(result.stderr)")
    }

    @Test func demoLayoutsCompileUnchangedRenderAndRunInATerminal() throws {
        let cache = try TemporaryFolder.create("preview-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        try rendersEachDemo(cache: cache)
        try whatCannotBeBuiltStandsInAndIsNamed(cache: cache)
        try aScreenTakingTheAppsServicesIsMadeWithStandIns(cache: cache)
        try aScreenTakingTheAppsProtocolIsMadeWithAStub(cache: cache)
        try whatAScreensPresenterSetsIsStoodIn(cache: cache)
        try applesOtherFrameworksAreBuiltNotStoodIn(cache: cache)
        try theAppIsLaunchedBeforeItsScreen(cache: cache)
        try aScreenIsMadeAsItsCoordinatorMakesIt(cache: cache)
        try aBiggerAppsLaunchDefaultsAreRegistered(cache: cache)
        try selfSizingCellsAreAnsweredAtTheSizesDrawn(cache: cache)
        try compilerErrorsNameTheUsersFileWithHints(cache: cache)
        try checkSaysWhetherTheFilesCompile(cache: cache)
        try anAssetCatalogsSymbolsAreXcodes(cache: cache)
        try nothingIsWrittenOutsideTheCache(cache: cache)
        try aWrappedSwiftcBuildsWithTheDriver(cache: cache)
        try aStaleGeneratedMainIsRemoved(cache: cache)
        try attributesAreWhatTheAttributesCommandPrints(cache: cache)
        try theFilesFlowDelegateSizesTheItems(cache: cache)
        try aLayoutReadingTheViewsDelegateIsAnswered(cache: cache)
        try theScreenTheAppLaunchesIsShown(cache: cache)
        try aLaunchedScreenIsUnderItsNavigationBar(cache: cache)
        try aStoryboardsOutletsAreConnected(cache: cache)
        try theAppsBundleHoldsTheProjectsDataFiles(cache: cache)
        try factoriesSeeTheScreenTheyAreShownOn(cache: cache)
        try theAppsOtherFilesAreAddedForTheNamesUsed(cache: cache)
        try theSearchReadsTwoRoundsOfTheProject(cache: cache)
        try theProjectsTypesBeyondTheSearchStandInAsDeclared(cache: cache)
        try smallHelpersOnApplesTypesAreReadPastTheDepth(cache: cache)
        try anAppsMissingWorldStandsInAroundTheScreen(cache: cache)
        try aModulesInitializersOfUIKitsTypesStandIn(cache: cache)
        try aModulesMemberReachedThroughAnotherFilesImportStandsIn(cache: cache)
        try aScreenItsClassMakesIsMadeAsTheAppCallsIt(cache: cache)
        try aScreensLaterDataIsWaitedFor(cache: cache)
        try leftOutCodeANeededValueComesFromEndsThePreviewInOneLine(cache: cache)
        try aScreenOnTheAppsBaseControllerIsFound(cache: cache)
        try whatTheLayoutPrintsStaysOffTheScreenText(cache: cache)
        try aScreenIsAPicture(cache: cache)
        try runsInteractively(cache: cache)
    }

    /// `preview FILE --svg`: a view controller's whole iPhone 15 screen as a picture (834 × 1752
    /// pixels: 393 × 852 points at 2× in a 24-pixel bezel), its cells' own text in it, the
    /// status bar's 9:41; nothing printed, no terminal needed.
    private func aScreenIsAPicture(cache: URL) throws {
        let dir = try TemporaryFolder.create("preview-svg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("trails.svg").path
        let result = try Self.preview(
            ["Tests/LayouttyCLITests/PortFixtures/TrailCardsViewController.swift", "--svg", path, "--theme", "dark"],
            cache: cache)
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains(#"width="834" height="1752""#) && svg.contains(">9:41</text>"))
        #expect(svg.contains("Cedar Falls · 5 km · waterfall") && svg.contains(##"fill="#000000""##))
    }

    /// `layoutty install`: the program in PREFIX/bin, the modules its build made in
    /// PREFIX/share/layoutty/kit and Layoutty's package in PREFIX/share/layoutty/package. The
    /// installed program previews against those copies — the user's files are compiled with the
    /// kit's modules (no scratch package is built: its cache folder has no `.build`) and the C
    /// headers of the package copy (the module map names them, never the checkout), so moving or
    /// deleting the checkout changes nothing — and renders the tags demo's golden screen exactly.
    /// Installing again replaces them; an installed program cannot install onto its own place.
    @Test func anInstalledProgramPreviewsWithoutTheCheckout() throws {
        let prefix = try TemporaryFolder.create("install")
        let cache = try TemporaryFolder.create("install-cache")
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: cache)
        }
        // Its bin on PATH: the install then has nothing to say about PATH.
        let path = [
            "PATH": prefix.appendingPathComponent("bin").path + ":"
                + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        ]
        let install = try CLI.run(["install", "--prefix", prefix.path], environment: path)
        let program = prefix.appendingPathComponent("bin/layoutty").path
        let copy = prefix.appendingPathComponent("share/layoutty/package").path
        let kit = prefix.appendingPathComponent("share/layoutty/kit").path
        #expect(
            install.status == 0
                && install.stdout
                    == "installed \(program)\nwith Layoutty's built modules for preview in \(kit)\nwith Layoutty's package for preview in \(copy)\n",
            "\(install.stderr)")
        #expect(
            FileManager.default.isExecutableFile(atPath: program)
                && FileManager.default.fileExists(atPath: copy + "/Sources/UIKit/UIKit.swift"))
        #expect(FileManager.default.fileExists(atPath: kit + "/Modules/UIKit.swiftmodule"))
        #expect(
            !FileManager.default.fileExists(atPath: copy + "/.build")
                && !FileManager.default.fileExists(atPath: copy + "/.git"))
        #expect(try CLI.run(["install", "--prefix", prefix.path]).status == 0)
        let again = try CLI.run(["install", "--prefix", prefix.path], executable: program)
        #expect(
            again.status == 2
                && again.stderr == "layoutty: install: \(prefix.path) is where this program is installed already\n")

        let result = try CLI.run(
            [
                "preview", "Demos/UIKitLayouts/TagsLayout.swift", "--spec", "Demos/UIKitLayouts/tags.json", "--render",
                "--size", "80x24"
            ],
            environment: ["XDG_CACHE_HOME": cache.path], directory: CLI.packageRoot, executable: program)
        #expect(result.status == 0, "\(result.stderr)")
        GoldenFile.compare(result.stdout, with: Self.goldens.appendingPathComponent("tags.txt"))
        let scratch = try #require(FileManager.default.contentsOfDirectory(atPath: cache.path + "/layoutty").first)
        let moduleMap = try String(
            contentsOfFile: cache.path + "/layoutty/" + scratch + "/layoutty-c.modulemap", encoding: .utf8)
        // The map names each header through a link beside it, which points into the copy (the
        // package's own C modules) or into the installed kit (OpenCombine's).
        let links = cache.path + "/layoutty/" + scratch + "/layoutty-c-headers/"
        let headers = try FileManager.default.destinationOfSymbolicLink(atPath: links + "CSystem")
        let combineHeaders = try FileManager.default.destinationOfSymbolicLink(atPath: links + "COpenCombineHelpers")
        #expect(
            moduleMap.contains("\"layoutty-c-headers/CSystem/CSystem.h\"")
                && headers == copy + "/Sources/CSystem/include")
        #expect(combineHeaders == kit + "/COpenCombineHelpers.build/include", "\(combineHeaders)")
        #expect(!FileManager.default.fileExists(atPath: cache.path + "/layoutty/" + scratch + "/.build"))
    }

    /// A first preview compiles the user's files against the modules the program's own build
    /// made (`PreviewKit`): the scratch folder never gets a `.build`. With `LAYOUTTY_PACKAGE`
    /// naming a package, that package is built instead, as a scratch package depending on it
    /// (SwiftPM builds Layoutty's modules in the cache the first time, so the line says it takes
    /// longer). Here `swift` is a stand-in that records its call, says one step and fails: building all of
    /// Layoutty again as a dependency cost this test 180 s of CPU, a tenth of CI's run, and that
    /// build is SwiftPM's (the snapshot package, `Tests/Tools/snapshot-testing.sh`, builds Layoutty
    /// as a path dependency on every CI run). What is ours is checked: the scratch package's
    /// manifest is one SwiftPM reads, depending on the named package, and the build asked for is
    /// its preview program's.
    @Test func aNamedPackageIsBuiltInAScratchPackageInstead() throws {
        let cache = try TemporaryFolder.create("package-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let bin = try TemporaryFolder.create("swift-stand-in")
        defer { try? FileManager.default.removeItem(at: bin) }
        let calls = bin.appendingPathComponent("calls")
        try "#!/bin/sh\necho \"$@\" >> '\(calls.path)'\necho '[1/80] Compiling UIKit UIView.swift'\nexit 3\n".write(
            to: bin.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        chmod(bin.appendingPathComponent("swift").path, 0o755)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let arguments = [
            "preview", "Demos/UIKitLayouts/TagsLayout.swift", "--spec", "Demos/UIKitLayouts/tags.json", "--render",
            "--size", "80x24"
        ]
        let result = try CLI.run(
            arguments,
            environment: ["XDG_CACHE_HOME": cache.path, "LAYOUTTY_PACKAGE": CLI.packageRoot.path, "PATH": path])
        let said = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            result.status == 1
                && said.first == "layoutty: building the preview (about a minute the first time, seconds after)"
                && said.last == "layoutty: preview: swift build failed (status 3)",
            "\(result.stderr)")
        let scratch = try #require(FileManager.default.contentsOfDirectory(atPath: cache.path + "/layoutty").first)
        let folder = cache.path + "/layoutty/" + scratch
        #expect(
            try String(contentsOf: calls, encoding: .utf8)
                == "build --package-path \(folder) --product LayouttyPreviewProgram\n")
        let main = try String(contentsOfFile: folder + "/Sources/Preview/main.swift", encoding: .utf8)
        #expect(
            main.contains("import LayouttyPreviewHost") && main.contains("PreviewHost.main(PreviewEntry("), "\(main)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Self.dumpPackage(folder)) as? [String: Any])
        let dependency = try #require((manifest["dependencies"] as? [[String: Any]])?.first)
        #expect("\(dependency)".contains("\"\(CLI.packageRoot.path)\""), "\(dependency)")
        let target = try #require((manifest["targets"] as? [[String: Any]])?.first)
        #expect(target["name"] as? String == "LayouttyPreviewProgram" && target["type"] as? String == "executable")
        #expect("\(target["dependencies"] ?? "")".contains("\"LayouttyPreviewHost\""), "\(target)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.build"))

        let kitCache = try TemporaryFolder.create("kit-cache")
        defer { try? FileManager.default.removeItem(at: kitCache) }
        let kit = try CLI.run(arguments, environment: ["XDG_CACHE_HOME": kitCache.path])
        #expect(kit.status == 0 && kit.stderr == "layoutty: building the preview\n", "\(kit.stderr)")
        GoldenFile.compare(kit.stdout, with: Self.goldens.appendingPathComponent("tags.txt"))
        let kitScratch = try #require(
            FileManager.default.contentsOfDirectory(atPath: kitCache.path + "/layoutty").first)
        #expect(!FileManager.default.fileExists(atPath: kitCache.path + "/layoutty/" + kitScratch + "/.build"))
        #expect(!FileManager.default.fileExists(atPath: kitCache.path + "/layoutty/" + kitScratch + "/Package.swift"))
        // Unchanged: the kept program runs, nothing is compiled (no progress line).
        let again = try CLI.run(arguments, environment: ["XDG_CACHE_HOME": kitCache.path])
        #expect(again.status == 0 && again.stderr == "" && again.stdout == kit.stdout, "\(again.stderr)")
    }

    /// The manifest of the package in `folder` as SwiftPM reads it (`swift package dump-package`,
    /// which resolves nothing), as JSON.
    private static func dumpPackage(_ folder: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", folder]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }

    /// `--render` of a layout that prints in `prepare()`: standard output is the screen alone and
    /// the printed lines are on standard error (they used to be the screen's first lines). With `UNWRAP=1` it traps on a
    /// force-unwrapped nil at line 8: Swift's message names the file as typed (`Unwrap.swift:8`,
    /// the current folder's), where it said the scratch module's `LayouttyPreviewProgram/Unwrap.swift`,
    /// also when it is one of 41 files; it dies of SIGILL, with no screen.
    private func whatTheLayoutPrintsStaysOffTheScreenText(cache: URL) throws {
        let dir = try TemporaryFolder.create("preview-prints")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        import Foundation
        import UIKit

        class Unwrap: UICollectionViewFlowLayout {
            override func prepare() {
                print("preparing")
                let count: Int? = ProcessInfo.processInfo.environment["UNWRAP"] == nil ? 15 : nil
                itemSize = CGSize(width: count!, height: 4)
                super.prepare()
            }
        }

        """.write(to: dir.appendingPathComponent("Unwrap.swift"), atomically: true, encoding: .utf8)
        // A screen of a big app is built from a hundred files: each one's name is the user's
        // (the replay renamed the first 32 alone, and `Unwrap.swift` sorts after these).
        let others = (1...40).map { String(format: "Aside%02d.swift", $0) }
        for name in others {
            try "enum \(name.dropLast(6)) {}\n".write(
                to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let arguments = ["preview", "Unwrap.swift"] + others + ["--items", "3", "--cells", "--render", "--size", "40x8"]
        let environment = ["XDG_CACHE_HOME": cache.path]
        let printing = try CLI.run(arguments, environment: environment, directory: dir)
        #expect(printing.status == 0, "\(printing.stderr)")
        // 15-point items, 10 apart in 40 columns: two a line, at x 0 and 25 (justified).
        let screen = [
            "┌─────────────┐          ┌─────────────┐",
            "│     0-0     │          │     0-1     │",
            "│             │          │             │",
            "└─────────────┘          └─────────────┘",
            String(repeating: " ", count: 40),
            String(repeating: " ", count: 40),
            "arrows scroll · n/p focus · z/Z zoom · …",
            "Unwrap │ 40×18 @0,0 │ 2/3               "
        ]
        #expect(printing.stdout == screen.map { $0 + "\n" }.joined())
        #expect(printing.stderr.contains("\npreparing\n"), "\(printing.stderr)")
        let trapping = try CLI.run(arguments, environment: environment.merging(["UNWRAP": "1"]) { $1 }, directory: dir)
        #expect(trapping.status == SIGILL)
        #expect(trapping.stdout == "")
        #expect(
            trapping.stderr.contains(
                "\nUnwrap.swift:8: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n"),
            "\(trapping.stderr)")
        #expect(trapping.stderr.firstMatch(of: /LayouttyPreview(_\w+|Program)\//) == nil, "\(trapping.stderr)")
    }

    /// What a reviewer must see in each golden — the demo files are in real iOS points and shown
    /// on the default iPhone 15 (4.91 points a column, 9.82 a row; the first 6 rows are the
    /// 59-point top safe area): tags left-aligned from the 16-point inset (3 columns) with the
    /// spec's labels (CJK two cells wide), 32 points (3 rows) tall, 8 points apart, the spec
    /// naming the device. The layouts that centre on the view's height see the phone's whole
    /// 393 × 852-point screen, whatever the terminal: shown whole with `--fit` at 80x48 (9.26
    /// points a column, 18.52 a row: the screen 42 columns × 46 rows, centred between dashed ┆ edges;
    /// the status bar's 9:41 in its second row, at the right when right to left (the 59-point top
    /// safe area is 3 whole rows), and
    /// the home indicator, 134 / 9.26 = 14 columns of ━ centred, in its last row (34 points:
    /// one whole row); an iPad's 24 and 20 points are under a row, so drawn nothing) — 8 squares
    /// of 70 points (about 8 columns × 4 rows) on a circle about the screen's middle (row ~25);
    /// the carousel's centred full-size card (220 × 180 points: about 24 columns × 10 rows, rows
    /// 18–27) with the next one at 0.6 scale to its right — on iPad Air (820 × 1180 points at
    /// 25.65 a row) the card smaller, still centred in the screen, with the next two at 0.6 scale
    /// to its right; right to left (`--rtl`, a flow layout flips) the same card centred with the
    /// next one peeking at the left, and RTL in the status bar; two Pinterest columns (196.5 points, 6 of padding)
    /// of the glue's heights (120 to 270 points) filled shortest first; and the compositional
    /// mosaic from a top-level createLayout(): a big tile (two thirds) beside two stacked ones, a
    /// row of three below, under a 44-point header, on a shaded background; and a file
    /// written in real iOS points (a 50-point sticky header, two 4:3 columns from the view's width)
    /// on iPhone 15 — under the 6-row top safe area, the header 5 rows tall across the width, two
    /// cards 35 columns wide — and on iPad Air (820 points across 80 columns): the header 3 rows,
    /// two cards 37 columns × 14 rows (4:3 as drawn, a row worth twice a column), the next row of
    /// cards starting below.
    ///
    /// The port's files, on iPhone 15 unless said: a compositional layout from `static var shelf`
    /// in `extension UICollectionViewLayout` (three 120-point tiles a row, 12-point side insets);
    /// an `@objc` waterfall delegate whose glue implements `numberOfColumns` (3 columns, not the
    /// fallback 2) but not the section inset (the fallback 10 points, 1 row and 2 columns); Apple's
    /// column-flow pattern setting `itemSize` in `prepare()` (two (393 − 10) / 2 = 191-point
    /// columns 90 points tall on the phone, below the 10-point inset under the safe area; five
    /// (820 − 4 · 10) / 5 = 156-point ones on iPad Air) — it aborted with an access conflict before; a carousel overriding the read-only `collectionView`, using `CGSizeMake`,
    /// `#colorLiteral` and a `UICollectionReusableView` decoration class, on a screen of 393 × 137
    /// points (`--points`, 14 rows), so its centring insets are (137 − 200) / 2 < 0: the 300 × 200-point card
    /// overflows above and below (no top or bottom border drawn) and the next card starts 20
    /// points after it; a springy flow layout on UIKit Dynamics (at rest: nothing pushed it): 180 × 60-point items two
    /// a line, justified (x = 0 and 213), 10 points between lines, where their springs rest, down
    /// to the window's last row (springs are made for the whole 852-point screen); a
    /// compositional grid from `static func grid()` in an enum choosing columns by the
    /// environment's size class: two 196.5-point columns (about 40 cells each) on the compact
    /// iPhone 15, four of 205 points (20 cells) on the regular iPad Air, rows of 120 points less
    /// 4-point insets; a compositional carousel from a top-level function whose
    /// `visibleItemsInvalidationHandler` scales the cards: card 0 (275.1 points wide, centre
    /// 137.55, 58.95 from the view's 196.5) at 1 − 58.95 / 393 = 0.85 — about 48 columns × 14
    /// rows — and card 1 (centre 424.65) at the floor 0.8, a narrower, shorter box at the right;
    /// a deck of cards from a file importing `CoreGraphics` and `UIKit.UIGestureRecognizerSubclass`
    /// with an `@objc optional` requirement returning nothing (each stopped the build before): of
    /// 7 items four cards, each 200 points tall, the front one (0-0, 353 points = 72 columns
    /// wide) lowest, running off the bottom of the view, each behind it 20 points narrower a side
    /// (4 columns) and 12 points (about one row) higher, only its top showing above the one in
    /// front.
    ///
    /// The shapes apps write (each refused with "no layout found" before), on iPhone 15 at 80×16
    /// (4.91 points a column, 9.83 a row; the top 59-point safe area is 6 rows): a section factory
    /// `CardSection.makeCardsSection()` as a one-section layout, named on the status line
    /// (`section CardSection.mak…`, cut to fit) — two 50% tiles a row, 150
    /// points (15 rows) tall, 10-point side insets plus 5 of item inset (3 columns); the
    /// defaulted `GridLayouts.list(rowHeight: 44)` taken over `grid(column:)` — full-width rows
    /// of 44 points (4 rows each: 4.48 rows rounded, every row alike); `--layout 'grid(column: 4)'`: four 98.25-point tiles (20
    /// columns) 80 points (8 rows) tall; `PhotoGrid().makeCollectionViewLayout()` from an
    /// extension: 96-point flow items 2 apart, four a line (4·96 + 3·2 = 390 ≤ 393), each about
    /// 19 columns × 10 rows, a column apart (2 points: never drawn touching); a view controller
    /// whose collection view is made in `viewDidLoad` from its `private func listLayout()`: 60-point rows (6 rows) 8 apart; and one whose
    /// `private lazy var collectionView` builds its compositional layout inline, reading the
    /// environment's compact width: three square tiles a row, 131 points (26.7 columns, drawn 26 so
    /// that the three touching tiles fit the 80; 13 rows).
    ///
    /// The app's part, played (no glue): a layout unwrapping a delegate of its own
    /// (`var delegate: MagazineLayoutDelegate!`) alone gets a stand-in — one row (`numberOfRows`
    /// answers 1) of 80-point-tall boxes whose widths vary 60–180 points (0-0 60 points = 12
    /// columns, 0-1 100 = 20, …); with the app's `MagazineWidths` in the files, that class is
    /// made instead: three rows 86 points apart (8–9 rows each) of 150, 100 and 220-point
    /// articles filled shortest row first (0-0, 0-1, 0-2 start the rows, 0-3 goes after 0-1).
    ///
    /// A whole screen in Apple's list shape (a view controller, an inset-grouped list layout, a
    /// diffable data source filled in `viewDidLoad`, a cell registration setting each list
    /// cell's text): the screen's own data, not `--items` — two sections (2 trails, then 1),
    /// each cell labelled with its content configuration's text and secondary text
    /// ("Ridge Loop · 12 km", "Cedar Falls · 5 km", "Old Mill · 8 km"), the status bar counting
    /// 3 items.
    ///
    /// A screen in an app's shape (`port-screen-constraints.txt`): a lazy collection view pinned
    /// by constraints, a classic data source dequeuing a registered custom cell whose two labels
    /// are stacked by Auto Layout, an estimated-height compositional list. Each card shows its
    /// labels' text ("Ridge Loop · 12 km · views", CJK "北岳 · 21 km · summit" included) and is
    /// as tall as its constraints make it on iOS: 12 + 21 (headline, 17 × 1.193 → 21) + 4 + 18
    /// (subheadline, 15 × 1.193 → 18) + 12 = 67 points, 6.8 rows at 9.82 points a row (boxes
    /// 7 rows tall, a row apart). The list is where its constraints put it, under its heading:
    /// the "Trails" label (large title, 34 × 1.193 → 41 points) at the safe area's top + 8 =
    /// 111, from the view's 16-point system margin (column 3.3 → 3), its line in the label's
    /// middle as UIKit draws it (y 131.5, less half a row: row 12.9 → 13); the list
    /// from 111 + 41 + 8 = 160 (row 16.3), its first card 8 lower (168: row 17). The 38 rows
    /// show 3 cards; the fourth, off the screen, keeps its estimate, so the content is 8 + 3 ×
    /// 67 + 80 + 3 × 12 + 8 = 333 points (the status bar's 393×333, at offset 0: the list's
    /// own safe area is none). Both screens give their navigation item a title ("Trails") or a
    /// button ("Sort"), so each is under a navigation bar, as the app that pushes it shows it:
    /// 44 points below the status bar's 59 (rows 6–9 at 9.82 points a row: 59 → 6.0, 103 →
    /// 10.5), its title centred or its button at the trailing edge on row 7; the list screen's
    /// content from 103 down (scrolled to −103).
    ///
    /// Screens made as iOS makes them — the program makes the controller, loads and shows it, and
    /// shows the collection view in its view tree (`screen-*.txt`), each with its own data:
    /// - a storyboard controller with no initializer (`init?(coder:)`, a flow layout replaced in
    ///   `viewDidLoad` by an inset-grouped list): "Names" under a navigation bar, six rows
    ///   "Alpha" to "Foxtrot", inset from the screen's edges;
    /// - a generic base class owning the view and a `fatalError` stub of `createLayout()` that
    ///   the subclass overrides: the override's grouped list, the snapshot's two sections
    ///   ("Wi-Fi", "Bluetooth", "Notifications", then "Location", "Camera"), no trap;
    /// - a controller taking a view model, made by the file's `#Preview` block: its three names;
    /// - two collection views on one screen: the larger (the feed, "Post 0"…, 393 × 500 at
    ///   y 220: row 220 / 13.1 = 16.8 → 17 on) previewed, the row of stories above it (393 × 100
    ///   at y 100: rows 7.6–13.7) drawn at its frame, three 120 × 80-point boxes "Story 0"–"Story
    ///   2" 10 points apart (120 / 6.55 = 18 columns each, 1.5 between; the fourth begins at 390,
    ///   past the last column);
    /// - a layout installed by `setCollectionViewLayout(_:animated:)` in a `Void` method: three
    ///   photos a row, 131 × 100 points each (20 columns × 7.6 rows);
    /// - UIKit's controls around the list, each as its text and state where its frame puts it:
    ///   the segmented control `All | [Open] | Done` (segment 1 selected) at y 70, 32 points
    ///   tall, its text in its middle (y 86, less half a row: row 6.1 → 6), the
    ///   text field's placeholder "Search tasks" in a box, the switch `[on]` and the slider at
    ///   0.3 (`---o-------`: the thumb after 3 of 10 marks) on one row, the page control's four
    ///   dots with the third current (`o o * o`) and the running spinner `…` at y 745 (row 57);
    ///   the refresh control is not drawn (nothing pulls);
    /// - a `@MainActor` controller as Swift 6 code writes it: its list of "Write", "Review",
    ///   "Ship" under the status bar (the port blanks `@MainActor` on declarations);
    /// - a screen whose data and cell class come from modules no build here has (a backend's SDK,
    ///   a pod's swipeable cell): stood in, the backend's listener never answers, so the screen
    ///   shows what it holds itself — "Feed" in the navigation bar and the three drafts "Draft:
    ///   Trip notes"… as 343 × 60-point cards (7.86 × 15.72 points a cell at 50x24: from x 25,
    ///   column 3, 44 columns wide; from y 103, 171, 239 under the bar: rows 7, 11, 15).
    /// - a table view controller: "Settings" and its four rows as their text, the detail after
    ///   ` · ` and the disclosure `›` ("Wi-Fi · Home ›"; "Cellular ›", whose detail is empty),
    ///   each row 52 points (`rowHeight`) the full width: 52 / 19.65 = 2.6 rows a box, the boxes
    ///   3 rows apart from row 5 (y 103 under the bar).
    /// - a screen that fills itself after it loads, its store answering on the main queue and
    ///   the controller reloading (`screen-main-queue.txt`): the three threads "Standup notes",
    ///   "Design review", "Lunch on Friday?" under "Inbox", as iOS's run loop shows them a frame
    ///   later — not the empty list (0/0) drawn before the main queue ran. 361 × 50-point cells
    ///   8 apart inset 16 (7.86 × 15.72 points a cell): from x 16 (column 2), 46 columns wide;
    ///   from y 103 + 8 = 111 under the bar (row 7), 3 rows tall, a row apart (rows 7, 11, 15).
    /// - a screen importing Combine, OSLog and StoreKit (`screen-frameworks.txt`), built against
    ///   Layoutty's modules for them, nothing stood in: "Tip Jar" and the view model's three
    ///   tiers "Small tip · $0.99", "Medium tip · $2.99", "Large tip · $4.99", which reach the
    ///   list only through `$tips.receive(on: DispatchQueue.main).sink` — an empty list (0/0)
    ///   if Combine did not deliver. An inset-grouped list (7.86 × 15.72 points a cell): 361 ×
    ///   44-point rows 16 points in (column 2, 46 columns wide), from y 103 + 18 = 121 under the
    ///   bar (row 7.7 → 8), 2.8 rows each: boxes on rows 8, 11 and 14.
    /// - a UIKit list whose cells are SwiftUI rows (`UIHostingConfiguration { MemberRow(…) }`,
    ///   `screen-swiftui-cells.txt`), its members held by an iOS 17 `@Observable` model, the
    ///   file's `PreviewProvider` compiling beside it: under
    ///   "Team", each row's own text as its hosted labels hold it — "Ada · Engines · 3 new",
    ///   "Grace · Compilers" (no badge: `if unread > 0`), "Linus · Kernels · 12 new". Each cell
    ///   sized by its hosted content: 11 + 21 (a headline line, 17 × 1.193 → 21) + 2 + 21 + 11
    ///   = 66 points, 4.2 rows, the full width, from y 103 (rows 7–10, 11–14, 15–18).
    /// - a Core Data app in Xcode's template shape (`screen-core-data.txt`, `TestFixtures/Journal`):
    ///   its app delegate launched first, as iOS launches it, seeding a new install's store with
    ///   four entries; the screen's fetched results controller reads those not archived, by day
    ///   newest first ("Sunday" > "Saturday") and by creation within a day, in sections named by
    ///   the day, and hands its delegate a diffable snapshot: "Sunday" over "Walked to the lake ·
    ///   1 tag" and "Finished the chapter · 0 tags", then "Saturday" over "Baked bread · 2 tags"
    ///   ("Draft of a letter", archived, is not there). The tag counts come through the
    ///   relationship's `addToTags(_:)`; `Tag` is the class Xcode generates from the model. An inset-grouped list with headers at 50x24
    ///   (7.86 × 15.72 points a cell): 3 items.
    /// - a screen its coordinator makes with the app's values (`screen-made-as-presented.txt`,
    ///   `TestFixtures/Venues`): made as `VenuesCoordinator.swift` makes it, its view model
    ///   holding the two sections' types, so a grouped table under "Venue Type" shows
    ///   "Permanent" over "Shop", "Restaurant", "Office" and "Event" over "Concert", "Meeting"
    ///   (5/5); with stand-in values alone its dictionary was empty and so was the screen.
    /// - a screen laid out in Interface Builder (`screen-interface-builder.txt`,
    ///   `TestFixtures/ReadingList`), made from its storyboard scene as the app makes it: the
    ///   scene's heading "Reading list" (its text from the storyboard, " · 3 books on the shelf"
    ///   added by `viewDidLoad` through its outlet: `String(localized: "shelf.count \(3)")`,
    ///   the key "shelf.count %lld" whose plural's `other` form the app's String Catalog gives)
    ///   at the safe area's top + 8 (y 67: row 4 at 15.72
    ///   points a row), 16 in (column 2); the collection view from 8 below it (y 96) with the
    ///   storyboard's flow layout — 160 × 60-point items (20.4 columns, 3.8 rows), 10 apart,
    ///   inset 16 and 8 — its data source the controller as the scene connects it. Section 0 is
    ///   the scene's prototype `Book` cell, each showing its two labels as the outlets set them
    ///   ("Dune · by Herbert", "Emma · by Austen", "Ubik · by Dick"); section 1 is the xib
    ///   `AuthorCell.xib` registered by `viewDidLoad`: "Le Guin", "Borges" (not the "?" its
    ///   `awakeFromNib` wrote first). The first row at y 96 + 8 = 104 (row 6.6 → 7), each box 4
    ///   rows tall and the gaps (10 and 16 points) a row each: boxes on rows 7, 12 and 17 for
    ///   "Le Guin"; "Borges" beside it on row 17 too — its column has no box on row 12, and the
    ///   86 points above it are drawn as the rows and gaps beside them (4 + 1 + 4 + 1), not
    ///   rounded alone (5.5 rows → 5, which drew it a row higher).
    /// - a storyboard screen whose presenter sets its model after making it
    ///   (`screen-presenter-set.txt`, `weak var tabsModel: TabsModel!`): drawn, not trapped in
    ///   its own `viewDidLoad` — "0 Tabs" (the stood-in model's no titles; `isPrivate` false)
    ///   and its "+ New Tab" cell, 170 × 60 points inset 16: column 16 / 7.86 = 2, 21.6 columns
    ///   wide; from y 103 + 8 = 111 under the bar (row 7), 3.8 rows tall.
    private func rendersEachDemo(cache: URL) throws {
        for (golden, paths, data) in Self.cases {
            let size = data.contains("--size") ? [] : ["--size", "80x24"]
            let result = try Self.preview(paths + data + ["--render"] + size, cache: cache)
            #expect(result.status == 0, "\(paths): \(result.stderr)")
            GoldenFile.compare(result.stdout, with: Self.goldens.appendingPathComponent(golden))
            if golden == "pinterest.txt" {
                try readmeShows(
                    result.stdout,
                    after:
                        "$ layoutty preview \(paths.joined(separator: " ")) \(data.joined(separator: " ")) --render --size 80x24\n"
                )
            }
        }
        #expect(
            try GoldenFile.unclaimed(
                in: Self.goldens,
                claimed: Set(
                    Self.cases.map(\.golden) + [
                        Self.appPackagesGolden, Self.extensionFilesGolden, Self.moduleBaseGolden
                    ]))
                == [])
    }

    /// A package the app's Xcode project fetches (Xcode's Package Dependencies: swift-log, from
    /// 1.5.0, `TestFixtures/LogShelf`, ours) is built with the app's modules when the screen
    /// imports its product, at a version its rule allows, and said on one line. What a reviewer
    /// must see: the title is the logger's label, "Shelf log", and the two cells are its first
    /// two levels, "trace" and "debug" — swift-log's own values. A rule no version meets
    /// (exactly 1.0.1) is said with SwiftPM's message, the module stands in, and the screen
    /// still draws: no title, and cells of empty text, which show their index paths (0-0, 0-1).
    @Test func aPackageTheXcodeProjectFetchesIsBuilt() throws {
        let cache = try TemporaryFolder.create("fetched-package-cache")
        let folder = try TemporaryFolder.create("fetched-package")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: folder)
        }
        let app = folder.appendingPathComponent("LogShelf")
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TestFixtures/LogShelf"), to: app)
        func preview() throws -> CLI.Result {
            try CLI.run(
                ["preview", "App/LogScreen.swift", "--render", "--size", "60x16"],
                environment: ["XDG_CACHE_HOME": cache.path], directory: app)
        }
        let built = try preview()
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            Self.notes(of: built).first
                == "layoutty: preview: the app's package swift-log (Logging), which the Xcode project fetches: "
                + "built apart against Layoutty's UIKit", "\(built.stderr)")
        let lines = built.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Shelf log"), "\(built.stdout)")
        #expect(lines.contains("│         trace          │        │         debug          │"), "\(built.stdout)")

        try TestCommandTests.edit(
            app, "LogShelf.xcodeproj/project.pbxproj", "kind = upToNextMajorVersion; minimumVersion = 1.5.0;",
            "kind = exactVersion; version = 1.0.1;")
        let unmet = try preview()
        #expect(unmet.status == 0, "\(unmet.stderr)")
        #expect(
            Array(Self.notes(of: unmet).prefix(2)) == [
                "layoutty: preview: the app's package swift-log (Logging), which the Xcode project fetches did not "
                    + "build here: error: Dependencies could not be resolved because no versions of 'swift-log' match "
                    + "the requirement 1.0.1 and root depends on 'swift-log' 1.0.1.",
                "layoutty: preview: no such module here: Logging (an iOS library, a pod or a framework Layoutty does "
                    + "not build): its import is left out"
            ], "\(unmet.stderr)")
        let empty = unmet.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let indexPaths = "│          0-0           │        │          0-1           │"
        #expect(!empty.contains("Shelf log") && empty.contains(indexPaths), "\(unmet.stdout)")
    }

    /// What the app's framework says when its project lists a file a checkout lacks.
    private static let bookKitMissing =
        "layoutty: preview: the app's framework BookKit of BookShelf.xcodeproj is built without BookKitNames.swift, "
        + "which its project lists and a build step makes: what it declares is left out where used"

    /// An app's own modules, built as Xcode builds them (`TestFixtures/BookShelf`, ours): its model
    /// in a Swift package (`Packages/ShelfModel`, depending by path on `Packages/ShelfStyle`), its
    /// formatting in a framework target of its Xcode project (`BookKit`, a synchronized folder of
    /// `BookShelf.xcodeproj`, importing ShelfModel), its stars in a pod (`Pods/Ratings`), and a
    /// pod importing AppKit (`Pods/Confetti`). The screen's imports of the first three are those
    /// modules, built apart against Layoutty's UIKit into one library and linked — said on one
    /// line, no file of theirs read into the screen's own module; Confetti does not build on
    /// Linux, is said with its compiler error, and stands in (its call does nothing) while the
    /// others are built without it.
    ///
    /// What a reviewer must see (`screen-app-packages.txt`): the model's six books as BookKit
    /// writes them with Ratings' stars, "Dune · 100 pp. ★" to "Kindred · 600 pp. ★★★" (a star
    /// and one more each 300 pages), in 170 × 44-point cells two to a row, placed by the style
    /// package's numbers — inset 16 (column 2) and 20 from the safe area's top (59 + 20 = 79,
    /// row 6), rows 10 points apart (79 + 44 + 10 = 133: rows 6, 10, 14); 393 − 32 − 340 = 21
    /// points between the two columns. The 10 is written by the style package's build plugin,
    /// whose tool uses Combine where it can import it: built with the app's modules, it sees
    /// Layoutty's and is linked with it (without, the tool did not link, and none of the app's
    /// modules built).
    ///
    /// A change in the style package is built again: spacing 30 leaves one book a row (170 + 30 +
    /// 170 > 361), 44 + 30 = 74 points apart (5.6 rows, drawn 5 apart: 7, 12, 17). A package that
    /// does not compile is said with the compiler's message at its own line (the error is in
    /// ShelfStyle, whose code ShelfModel's product holds), then BookKit, which imports it; the
    /// pod is built again without them, their files are read into the screen's module, and the
    /// screen is drawn (the six books, the stood-in spacing 0).
    ///
    /// BookKit's target also lists `Generated/BookKitNames.swift`, which a build step would
    /// write and a checkout does not hold: the framework is built without it, and says so.
    @Test func theAppsOwnModulesAreBuiltApartAndImported() throws {
        let cache = try TemporaryFolder.create("app-packages-cache")
        let folder = try TemporaryFolder.create("app-packages")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: folder)
        }
        let app = folder.appendingPathComponent("BookShelf")
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Tests/LayouttyCLITests/TestFixtures/BookShelf"), to: app)
        @Sendable func preview() throws -> CLI.Result {
            try CLI.run(
                ["preview", "App/ShelfViewController.swift", "--render", "--size", "60x20"],
                environment: ["XDG_CACHE_HOME": cache.path], directory: app)
        }
        // Two previews of the app at once (two screens, two terminals) take turns building its
        // modules, and both say the same: at once, SwiftPM's second build in the same folder
        // failed ("database is locked") and its preview stood the modules in.
        nonisolated(unsafe) var beside: CLI.Result?
        let besideEnded = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            beside = try? preview()
            besideEnded.signal()
        }
        let built = try preview()
        besideEnded.wait()
        let other = try #require(beside)
        #expect(Self.notes(of: other) == Self.notes(of: built), "\(other.stderr)\n\(built.stderr)")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            Self.notes(of: built) == [
                "layoutty: preview: the app's package ShelfModel (ShelfModel), framework BookKit of BookShelf.xcodeproj, "
                    + "pod Ratings: built apart against Layoutty's UIKit",
                Self.bookKitMissing,
                "layoutty: preview: the app's pod Confetti did not build here: "
                    + "Pods/Confetti/Sources/Confetti.swift:1:8: error: no such module 'AppKit'",
                "layoutty: preview: no such module here: Confetti (an iOS library, a pod or a framework Layoutty does "
                    + "not build): its import is left out",
                "layoutty: preview: stood in: Confetti (declared by none of the files here): every use answers an empty "
                    + "value, and what they are asked to do does not happen"
            ], "\(built.stderr)")
        GoldenFile.compare(built.stdout, with: Self.goldens.appendingPathComponent(Self.appPackagesGolden))

        let style = "Packages/ShelfStyle/Sources/ShelfStyle/Style.swift"
        let first = try Self.appLibrary(in: cache)
        try TestCommandTests.edit(app, style, "spacing = CGFloat(generatedSpacing)", "spacing: CGFloat = 30")
        let wider = try preview()
        let rows = wider.stdout.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { line in ["Dune", "Emma", "Ulysses"].contains { line.element.contains($0) } }.map(\.offset)
        #expect(rows == [7, 12, 17], "\(wider.stdout)")
        // Rebuilt under a name of its own: a running preview has the old library loaded, and a
        // library of the same name would be answered with it (checked by hand in tmux: the same
        // edit and a save of the screen showed the old two columns).
        let second = try Self.appLibrary(in: cache)
        #expect(first != second && FileManager.default.fileExists(atPath: second))

        // A framework target with a statement Linux cannot compile (Darwin's clock) is built
        // without what holds it, as the search's added files are, not dropped whole with what
        // imports it: `opened(_:)`'s body goes (line 6, its brace), said with the compiler's
        // reason; the screen is the same.
        let formatter = "BookKit/BookFormatter.swift"
        let opened =
            "    public static func opened(_ book: Book) {\n        let started = mach_absolute_time()\n"
            + "        print(book.title, started)\n    }\n\n"
        try TestCommandTests.edit(
            app, formatter, "public enum BookFormatter {\n", "public enum BookFormatter {\n" + opened)
        let cut = try preview()
        #expect(cut.status == 0 && cut.stdout == wider.stdout, "\(cut.stderr)")
        let builtApart: String =
            "layoutty: preview: the app's package ShelfModel (ShelfModel), framework BookKit of "
            + "BookShelf.xcodeproj, pod Ratings: built apart against Layoutty's UIKit"
        let leftOut: String =
            "layoutty: preview: the app's framework BookKit of BookShelf.xcodeproj: left out, as they do not "
            + "compile here (the rest is built): BookKit/BookFormatter.swift line 6 (cannot find "
            + "'mach_absolute_time' in scope)"
        #expect(Array(Self.notes(of: cut).prefix(3)) == [builtApart, Self.bookKitMissing, leftOut], "\(cut.stderr)")
        try TestCommandTests.edit(app, formatter, opened, "")

        try TestCommandTests.edit(app, style, "spacing: CGFloat = 30", "spacing: CGFloat = gap")
        let broken = try preview()
        #expect(broken.status == 0 && broken.stdout.contains("Kindred · 600 pp. ★★★"), "\(broken.stderr)")
        let said = Self.notes(of: broken).filter { $0.hasPrefix("layoutty: preview: the app's") }
        #expect(
            said == [
                "layoutty: preview: the app's pod Ratings: built apart against Layoutty's UIKit",
                "layoutty: preview: the app's framework BookKit of BookShelf.xcodeproj did not build here: "
                    + "it imports ShelfModel, which did not",
                Self.bookKitMissing,
                "layoutty: preview: the app's package ShelfModel (ShelfModel) did not build here: "
                    + "\(style):6:42: error: cannot find 'gap' in scope",
                "layoutty: preview: the app's pod Confetti did not build here: "
                    + "Pods/Confetti/Sources/Confetti.swift:1:8: error: no such module 'AppKit'"
            ], "\(broken.stderr)")

        // A pod's own file is previewed within its pod, as CocoaPods builds it: the pod's other
        // file is found (not the app's), the pod beside it built apart and imported. Spines are
        // 40 points (6 columns at 6.55 points a column) and one column apart: 10 points, one
        // star of `Ratings` × 10 — a stand-in `Stars` would have them touch.
        let pod = try CLI.run(
            ["preview", "Pods/Shelving/Sources/ShelfLayout.swift", "--render", "--size", "60x20"],
            environment: ["XDG_CACHE_HOME": cache.path], directory: app)
        #expect(pod.status == 0, "\(pod.stderr)")
        #expect(
            Self.notes(of: pod) == [
                "layoutty: preview: the app's pod Ratings: built apart against Layoutty's UIKit",
                "layoutty: preview: added Pods/Shelving/Sources/ShelfMetrics.swift from the project, for ShelfMetrics"
            ], "\(pod.stderr)")
        let spines = pod.stdout.split(separator: "\n").first { $0.contains("┌") }
        #expect(spines?.hasPrefix("┌────┐ ┌────┐ ┌────┐ ┌────┐ ┌────┐ ┌────┐") == true, "\(pod.stdout)")
    }

    static let appPackagesGolden = "screen-app-packages.txt"

    /// The library of the app's modules the last preview in `cache` built (the last of its
    /// `built.json`).
    static func appLibrary(in cache: URL) throws -> String {
        let apps = cache.appendingPathComponent("layoutty")
        let app = try #require(
            try FileManager.default.contentsOfDirectory(atPath: apps.path).first { $0.hasPrefix("app-") })
        let records = try Data(contentsOf: apps.appendingPathComponent(app).appendingPathComponent("built.json"))
        let built = try #require((try JSONSerialization.jsonObject(with: records) as? [[String: Any]])?.last)
        let library = try #require((built["built"] as? [String: Any])?["library"] as? String)
        return URL(string: library)?.path ?? library
    }

    /// The bookmarks screen (`screen-injected-services.txt`) is a storyboard's, made only by
    /// `init?(coder:database:sync:…)` with the app's services: made with stand-in values, said
    /// in the user's words on one line — the storyboard's coder; a stand-in for each module's
    /// type, which then stands in as a name; the app's settings class through its defaulted
    /// initializer; the nested enum's first case; closures doing nothing, `false` for the one
    /// answering a Bool — and the screen's own three titles drawn.
    private func aScreenTakingTheAppsServicesIsMadeWithStandIns(cache: URL) throws {
        let file = "Tests/LayouttyCLITests/PortFixtures/BookmarksViewController.swift"
        let result = try Self.preview([file, "--render", "--size", "50x16"], cache: cache)
        #expect(result.status == 0)
        let lines = Self.notes(of: result)
        #expect(
            lines == [
                "layoutty: preview: BookmarksViewController is made with stand-in values, BookmarksViewController("
                    + "coder: a storyboard's coder, database: a stand-in, sync: a stand-in, settings: "
                    + "DefaultBookmarkSettings(), sorting: BookmarksViewController.Sorting.manual, onOpen: { _ in }, "
                    + "isFavorite: { _ in false })!: a #Preview block in the file makes it with yours (#Preview { "
                    + "BookmarksViewController(…) })",
                "layoutty: preview: no such module here: PersistenceKit, SyncKit (an iOS library, a pod or a "
                    + "framework Layoutty does not build): their imports are left out",
                "layoutty: preview: stood in: CoreDataDatabase, SyncService (declared by none of the files here): "
                    + "every use answers an empty value, and what they are asked to do does not happen"
            ], "\(result.stderr)")
    }

    /// The tab switcher (`screen-presenter-set.txt`) is given its values by its presenter after
    /// it is made: each `var name: Type!` it and its base class declare, but for the outlet and
    /// the private one, set with a stand-in before it loads, nearest class first, said on the
    /// screen's line — a stub for the app's protocol, the app's model through its defaulted
    /// initializer, `false`, and a stand-in for the missing module's type.
    private func whatAScreensPresenterSetsIsStoodIn(cache: URL) throws {
        let file = "Tests/LayouttyCLITests/PortFixtures/TabSwitcherViewController.swift"
        let result = try Self.preview([file, "--render", "--size", "50x16"], cache: cache)
        #expect(result.status == 0)
        let said: String =
            "layoutty: preview: TabSwitcherViewController is made with stand-in values, "
            + "TabSwitcherViewController(coder: a storyboard's coder, animated: false)!, then delegate = a stub "
            + "of TabSwitcherDelegate doing nothing, tabsModel = TabsModel(), isPrivate = false, syncState = a "
            + "stand-in: a #Preview block in the file makes it with yours (#Preview { TabSwitcherViewController(…) })"
        #expect(Self.notes(of: result).first == said, "\(result.stderr)")
    }

    /// A VIP screen made only with its interactor, a protocol of the app's no file conforms to
    /// (Stepik's course lists): made with a stub of it doing nothing, said on one line — its
    /// `title` answers "" (the screen's title is "Gallery" and the stub's empty one), its
    /// `fetch(page:)` does nothing. It was "whose values (GalleryInteracting) neither the files
    /// nor the project make here".
    private func aScreenTakingTheAppsProtocolIsMadeWithAStub(cache: URL) throws {
        let screen = """
            import UIKit

            protocol GalleryInteracting: AnyObject {
                var title: String { get }
                func fetch(page: Int)
            }

            final class GalleryViewController: UICollectionViewController {
                let interactor: GalleryInteracting
                init(interactor: GalleryInteracting) {
                    self.interactor = interactor
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                required init?(coder: NSCoder) { nil }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Gallery" + interactor.title
                    interactor.fetch(page: 1)
                }
            }

            """
        let project = try TemporaryFolder.create("preview-protocol-stub", files: ["Gallery.swift": screen])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Self.rendered(["Gallery.swift"], cache: cache, in: project)
        let title = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        #expect(result.status == 0 && title == "Gallery", "\(result.stdout)\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: GalleryViewController is made with stand-in values, GalleryViewController("
                    + "interactor: a stub of GalleryInteracting doing nothing): a #Preview block in the file makes it "
                    + "with yours (#Preview { GalleryViewController(…) })"
            ], "\(result.stderr)")
    }

    /// The venue types screen is made as its coordinator makes it, said on one line with where
    /// that is: the coordinator's closures, which reach into it, do nothing; `VenueType` is read
    /// from the project for the static members the call names.
    private func aScreenIsMadeAsItsCoordinatorMakesIt(cache: URL) throws {
        let (golden, files, data) = Self.appCases[1]
        let result = try Self.preview(files + data + ["--render"], cache: cache)
        #expect(result.status == 0 && golden == "screen-made-as-presented.txt")
        let folder = "Tests/LayouttyCLITests/TestFixtures/Venues/Venues/"
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: VenueTypesViewController is made as \(folder)VenuesCoordinator.swift:12 makes it "
                    + "(what reaches into it stood in), VenueTypesViewController(viewModel: VenueTypesViewModel("
                    + "[.permanent: VenueType.permanentTypes, .event: VenueType.eventTypes], onSelection: { type in }), "
                    + "onDismiss: {}): a #Preview block in the file makes it with yours "
                    + "(#Preview { VenueTypesViewController(…) })",
                "layoutty: preview: added \(folder)VenueType.swift from the project, for VenueType"
            ], "\(result.stderr)")
        // An app's call that cannot compile here (a count given as text): the screen is made
        // with stand-in values instead, said on one line after the call's.
        let project = try TemporaryFolder.create(
            "preview-presenter-fallback",
            files: [
                "Counter.swift": """
                import UIKit
                final class Counter: UICollectionViewController {
                    init(count: Int) { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Shower.swift": "import UIKit\nfunc show() { _ = Counter(count: \"three\") }\n"
            ])
        defer { try? FileManager.default.removeItem(at: project) }
        let fallback = try Self.preview(
            [
                project.appendingPathComponent("Counter.swift").path, "--project", project.path, "--render", "--size",
                "30x8"
            ],
            cache: cache)
        #expect(fallback.status == 0, "\(fallback.stderr)")
        #expect(
            Self.notes(of: fallback).contains(
                "layoutty: preview: the app's call of the screen does not compile here: Counter is made with stand-in "
                    + "values, Counter(count: 0): a #Preview block in the file makes it with yours (#Preview { Counter(…) })"
            ),
            "\(fallback.stderr)")
        // `--check` compiles the screen the preview shows: made as the app's call makes it, a
        // local value of one of the app's protocols (declared in another file) made there too —
        // it had been a stand-in, which conforms to no protocol of the app's.
        let checked = try TemporaryFolder.create(
            "preview-presenter-check",
            files: [
                "Grid.swift": """
                import UIKit
                final class Grid: UICollectionViewController {
                    let factory: GridFactory
                    init(factory: GridFactory) {
                        self.factory = factory
                        super.init(collectionViewLayout: UICollectionViewFlowLayout())
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Factory.swift":
                    "protocol GridFactory { var count: Int { get } }\nstruct Factory: GridFactory { var count: Int { 3 } }\n",
                "Start.swift":
                    "import UIKit\nfunc start() {\n    let factory = Factory()\n    _ = Grid(factory: factory)\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: checked) }
        let check = try Self.preview(
            [checked.appendingPathComponent("Grid.swift").path, "--project", checked.path, "--check"], cache: cache)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stderr.hasSuffix("layoutty: preview: the 2 files compile against Layoutty's UIKit\n"),
            "\(check.stderr)")
    }

    /// The journal's app delegate is read from the project to launch the app (nothing the screen
    /// names), its entities for the names the files use: `Entry` its own files (manual code
    /// generation), `Tag` the class and properties Xcode generates from `Journal.xcdatamodeld`,
    /// named as such; Core Data says once why a store starts empty; nothing stands in.
    private func theAppIsLaunchedBeforeItsScreen(cache: URL) throws {
        let (golden, files, data) = Self.appCases[0]
        let result = try Self.preview(files + data + ["--render"], cache: cache)
        #expect(result.status == 0 && golden == "screen-core-data.txt")
        let folder = "Tests/LayouttyCLITests/TestFixtures/Journal/Journal/"
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added \(folder)AppDelegate.swift from the project, for launching the app before "
                    + "the screen, as iOS does",
                "layoutty: preview: added \(folder)Entry+CoreDataClass.swift from the project, for Entry",
                "layoutty: preview: added Tag+CoreDataClass.swift (Xcode's, of \(folder)Journal.xcdatamodeld) from the "
                    + "project, for Tag",
                "layoutty: preview: added \(folder)Entry+CoreDataProperties.swift from the project, for addToTags",
                "layoutty: preview: added Tag+CoreDataProperties.swift (Xcode's, of \(folder)Journal.xcdatamodeld) from "
                    + "the project, for name",
                "layoutty: preview: Core Data: the store is a new device's, in memory: empty at launch, nothing saved "
                    + "is written"
            ], "\(result.stderr)")
    }

    /// A screen titled by a setting its app registers at launch (`UserDefaults.standard
    /// .register(defaults:)` in the delegate's `didFinishLaunching`). Read as a big app's
    /// (`--project-depth 2`), whose delegate is not launched, the registration is run alone:
    /// the title is "Hello", the registered value, where it was "none" (no value); the entry
    /// naming the app's code (`Theme.dark`) is skipped, and said so. Read whole, the small
    /// app's delegate is launched: the same title, nothing said of defaults.
    private func aBiggerAppsLaunchDefaultsAreRegistered(cache: URL) throws {
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "Screens/Greeting.swift": """
            import UIKit

            final class GreetingViewController: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                required init?(coder: NSCoder) { nil }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = UserDefaults.standard.string(forKey: "Layoutty.Greeting") ?? "none"
                }
            }

            """,
            "App/AppDelegate.swift": """
            import UIKit

            enum Theme: String { case dark }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    UserDefaults.standard.register(defaults: ["Layoutty.Greeting": "Hello", "Theme": Theme.dark.rawValue])
                    return true
                }
            }

            """
        ]
        let project = try TemporaryFolder.create("preview-launch-defaults", files: files)
        defer { try? FileManager.default.removeItem(at: project) }
        let big = try Self.rendered(["Screens/Greeting.swift", "--project-depth", "2"], cache: cache, in: project)
        // The navigation bar's title is the screen's first text.
        let title = big.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        #expect(big.status == 0 && title == "Hello", "\(big.stdout)\(big.stderr)")
        #expect(
            Self.notes(of: big) == [
                "layoutty: preview: registered 1 of the 2 user defaults App/AppDelegate.swift registers at launch, as iOS "
                    + "has them before the screen (the other 1 use the app's code)"
            ], "\(big.stderr)")
        let small = try Self.rendered(["Screens/Greeting.swift"], cache: cache, in: project)
        #expect(small.status == 0 && small.stdout == big.stdout, "\(small.stdout)\(small.stderr)")
        #expect(!small.stderr.contains("user defaults"), "\(small.stderr)")
    }

    /// The tip jar imports Combine, OSLog and StoreKit: each is Layoutty's module, not a stand-in
    /// (nothing is said stood in). What the screen logs through `Logger` is on standard error in
    /// order, a line each, values interpolated with their privacy and format arguments; StoreKit
    /// says once, under its own name, why no product came.
    private func applesOtherFrameworksAreBuiltNotStoodIn(cache: URL) throws {
        let file = "Tests/LayouttyCLITests/PortFixtures/TipJarViewController.swift"
        let result = try Self.preview([file, "--render", "--size", "50x24"], cache: cache)
        #expect(result.status == 0)
        let lines = Self.notes(of: result)
        #expect(
            lines == [
                "Tip jar showing 3 tiers", "App Store: 0 products, 3 unknown",
                "layoutty: preview: StoreKit: SKProductsRequest answers no products: no App Store here (as in a "
                    + "preview without a StoreKit configuration)"
            ], "\(result.stderr)")
    }

    /// `--attributes` answers the frames `--render` draws: the team screen's cells size
    /// themselves to their hosted SwiftUI rows (11 + 21 + 2 + 21 + 11 = 66 points each, one under
    /// another), not the list's 44-point estimate, which was answered before they were shown.
    private func selfSizingCellsAreAnsweredAtTheSizesDrawn(cache: URL) throws {
        let file = "Tests/LayouttyCLITests/PortFixtures/TeamViewController.swift"
        let result = try Self.preview([file, "--attributes"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = result.stdout.matches(of: /"frame": \[([^\]]*)\]/).map { String($0.1) }
        #expect(frames == ["0, 0, 393, 66", "0, 66, 393, 66", "0, 132, 393, 66"], "\(result.stdout)")
        #expect(result.stdout.hasPrefix("{\"contentSize\": [393, 198],"))
    }

    /// The feed screen (`screen-missing-modules.txt`) imports three modules no build here has:
    /// each stand-in is named once — the modules, the names the file uses of them (the pod's
    /// cell class and delegate protocol among them; the listener's closure, passed alone, is
    /// typed by the stand-in's call and never called; a property of the pod's cell class the
    /// subclass sets, `self.` written) — and nothing else (`contentView`, which the pod's cell class inherits from UIKit's, is found
    /// once that class stands in, not stood in itself).
    private func whatCannotBeBuiltStandsInAndIsNamed(cache: URL) throws {
        let file = "Tests/LayouttyCLITests/PortFixtures/FeedViewController.swift"
        let result = try Self.preview([file, "--render", "--size", "50x24"], cache: cache)
        #expect(result.status == 0)
        let notes = Self.notes(of: result)
        let modules: String =
            "layoutty: preview: no such module here: FirebaseAuth, FirebaseFirestore, SnapKit, SwipeCellKit (an iOS "
            + "library, a pod or a framework Layoutty does not build): their imports are left out"
        let names: String =
            "layoutty: preview: stood in: Auth, Firestore, ListenerRegistration, SwipeCollectionViewCell, "
            + "SwipeCollectionViewCellDelegate, swipeOffset (declared by none of the files here): every use answers an "
            + "empty value, and what they are asked to do does not happen"
        let members =
            "layoutty: preview: stood in: UILabel.snp (an extension a module would declare): every use answers an empty value, "
            + "but a call with a closure of the receiver, which runs it and answers the receiver"
        // SnapKit's `makeConstraints { make in … contentView … inset }`: two members read without
        // `self.`, as iOS compiles them (the pod's closure is not escaping; a stand-in's is).
        let selfWritten: String =
            "layoutty: preview: `self.` written in closures passed to stand-ins: 2 (the first at "
            + "Tests/LayouttyCLITests/PortFixtures/FeedViewController.swift:53): such a closure escapes here, not in its module"
        // The base class's property set without `self.`: a stand-in constant cannot be assigned;
        // `self.swipeOffset`, the class standing in answers it.
        let assigned: String =
            "layoutty: preview: stood-in names assigned: 1 (the first at "
            + "Tests/LayouttyCLITests/PortFixtures/FeedViewController.swift:50): written `self.` there, a member of the "
            + "class standing in for the base, which takes any value and keeps none"
        #expect(notes == [modules, names, members, selfWritten, assigned], "\(result.stderr)")
    }

    /// README's capture of a preview is what the command prints (trailing blanks trimmed).
    private func readmeShows(_ output: String, after marker: String) throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: marker)).upperBound
        let end = try #require(readme.range(of: "```", range: start..<readme.endIndex)).lowerBound
        let trimmed = output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingTrailingBlanks }.joined(separator: "\n")
        #expect(String(readme[start..<end]) == trimmed)
    }

    /// A file that does not compile: each message once (swift build repeats them), naming the
    /// file as typed, at the user's line and column — also on a line the port rewrote — with the
    /// user's line under it, ordered by cause (names not found first, each kind by line); the
    /// porting hint beside the error it explains; `#if os(iOS)` code is
    /// compiled (as on the device); one last line, exit 1; nothing written beside the file.
    /// UIKit's names, never the engine's a typealias stands for: `UIEdgeInsets`, not `EdgeInsets`
    /// (and no `(aka …)` saying it twice).
    private func compilerErrorsNameTheUsersFileWithHints(cache: URL) throws {
        let dir = try TemporaryFolder.create("preview-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        import UIKit

        #if os(iOS)
        class Shown: UICollectionViewLayout {}
        #endif
        @objc protocol Sizing { @objc optional func height() -> CGFloat }
        class Broken: UICollectionViewLayout {
            weak var sizing: Sizing?
            override var collectionViewContentSize: CGSize { CGSize(width: sizing?.height?() ?? 1, height: missingHeight) }
        }
        let edge = UIEdgeInsetsMake(1, 2, 3, 4)
        let inset: UIEdgeInsets = 5

        """.write(to: dir.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let result = try CLI.run(
            ["preview", "Broken.swift", "--layout", "Broken", "--render"],
            environment: ["XDG_CACHE_HOME": cache.path], directory: dir)
        #expect(result.status == 1 && result.stdout.isEmpty)
        // The layout's own delegate protocol, which nothing in the file answers, gets a stand-in.
        #expect(
            result.stderr == """
                layoutty: preview: Broken.sizing: no type of the files conforms to Sizing: a stand-in answers it (heights 100–250 points, widths 60–180, or the spec's sizes; --show-port shows it)
                layoutty: building the preview
                Broken.swift:9:100: error: cannot find 'missingHeight' in scope
                9 |     override var collectionViewContentSize: CGSize { CGSize(width: sizing?.height?() ?? 1, height: missingHeight) }
                  |                                                                                                    ^
                Broken.swift:11:12: error: cannot find 'UIEdgeInsetsMake' in scope
                11 | let edge = UIEdgeInsetsMake(1, 2, 3, 4)
                   |            ^
                Broken.swift:11: hint: `UIEdgeInsetsMake` was replaced in Swift 4.2 (Xcode refuses it too): write `UIEdgeInsets(top:left:bottom:right:)`
                Broken.swift:12:27: error: cannot convert return expression of type 'Int' to return type 'UIEdgeInsets'
                12 | let inset: UIEdgeInsets = 5
                   |                           ^
                layoutty: preview: Broken.swift did not compile (3 errors above)

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Broken.swift"])
    }

    /// A cell naming its catalog's image and colour by the symbols Xcode generates
    /// (`UIImageView(image: .videoPlay)`, `UIImage(resource:)`, `.accent`): the search adds the
    /// catalog's generated file for the first name it lacks, and the cell compiles.
    private func anAssetCatalogsSymbolsAreXcodes(cache: URL) throws {
        let dir = try TemporaryFolder.create(
            "preview-assets",
            files: [
                "App.xcodeproj/project.pbxproj":
                    "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;\n",
                "App/Assets.xcassets/Contents.json": "{}",
                "App/Assets.xcassets/AccentColor.colorset/Contents.json": "{}",
                "App/Assets.xcassets/Feed/videoPlay.imageset/Contents.json": "{}",
                "App/Assets.xcassets/tutorial_bell_daily.imageset/Contents.json": "{}",
                "App/PlayCell.swift": """
                import UIKit

                final class PlayCell: UICollectionViewCell {
                    let play = UIImageView(image: .videoPlay)
                    let bell = UIImageView(image: UIImage(resource: .tutorialBellDaily))
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.backgroundColor = .accent
                        contentView.addSubview(play)
                        contentView.addSubview(bell)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(
            ["preview", "App/PlayCell.swift", "--check"], environment: ["XDG_CACHE_HOME": cache.path], directory: dir)
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        #expect(
            Self.notes(of: result) == [
                "layoutty: preview: added GeneratedAssetSymbols.swift (Xcode's, of App/Assets.xcassets) from the project, for ImageResource.tutorialBellDaily",
                "layoutty: preview: the 2 files compile against Layoutty's UIKit"
            ], "\(result.stderr)")
    }

    /// `--check`: files making no layout (a cell) are compiled and said to compile, exit 0, nothing
    /// on stdout, nothing run; a mistake is the compiler's error at the user's line, exit 1. A
    /// package's file declaring `package` members compiles, as SwiftPM builds it.
    private func checkSaysWhetherTheFilesCompile(cache: URL) throws {
        let dir = try TemporaryFolder.create("preview-check")
        defer { try? FileManager.default.removeItem(at: dir) }
        let cell = """
            import UIKit

            final class BadgeCell: UICollectionViewCell {
                package static let reuseIdentifier = "badge"
                let badge = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        try cell.write(to: dir.appendingPathComponent("BadgeCell.swift"), atomically: true, encoding: .utf8)
        let check = {
            try CLI.run(
                ["preview", "BadgeCell.swift", "--check"], environment: ["XDG_CACHE_HOME": cache.path], directory: dir)
        }
        let compiles = try check()
        #expect(compiles.status == 0 && compiles.stdout.isEmpty)
        #expect(
            Self.notes(of: compiles) == ["layoutty: preview: the file compiles against Layoutty's UIKit"],
            "\(compiles.stderr)")
        try cell.replacingOccurrences(of: "addSubview(badge)", with: "addSubview(badges)")
            .write(to: dir.appendingPathComponent("BadgeCell.swift"), atomically: true, encoding: .utf8)
        let fails = try check()
        #expect(fails.status == 1 && fails.stdout.isEmpty)
        #expect(fails.stderr.contains("BadgeCell.swift:8:32: error: cannot find 'badges' in scope"), "\(fails.stderr)")
        #expect(fails.stderr.hasSuffix("layoutty: preview: BadgeCell.swift did not compile (1 error above)\n"))
    }

    /// The app's other files (a project marked by `Package.swift`): a layout using `Theme.spacing`
    /// and `Theme.tileSide` gets `Style/Theme.swift` added, then `Style/Metrics.swift` that Theme
    /// needs — never `Other/Unrelated.swift`, which uses Theme but declares nothing needed —
    /// and shows exactly the screen of the same layout with its numbers written in (110-point
    /// tiles 12 apart). When Metrics imports SnapKit, the import stands in (one line naming the
    /// module) and the same screen is shown; when Metrics does not compile, it is left out with
    /// the compiler's reason, then Theme, which needs it, and the build fails at the user's
    /// lines; a save builds from the files the last build needed, in one compile. `--no-project`
    /// compiles the file alone. A layout in an extension of the app's view
    /// controller (`extension GalleryViewController { func makeLayout() }`) whose `viewDidLoad`
    /// does not compile here gets that body left out, the controller kept; one whose stored
    /// property does not gets the file left out and an empty stand-in controller instead: the
    /// same screen each time (the layout comes from `TileGrid`, added from the project too).
    private func theAppsOtherFilesAreAddedForTheNamesUsed(cache: URL) throws {
        let files = [
            "Package.swift": "// swift-tools-version: 5.9\n",
            "App/Screens/TileGrid.swift": Self.tileGrid(side: "Theme.tileSide", spacing: "Theme.spacing"),
            "App/Screens/Inline.swift": Self.tileGrid(side: "110", spacing: "12"),
            "App/Screens/Spaced.swift": Self.tileGrid(side: "110", spacing: "CGFloat.gridSpacing"),
            "App/Style/CGFloat+Grid.swift":
                "import UIKit\n\nextension CGFloat {\n    static let gridSpacing: CGFloat = 12\n}\n",
            "App/Style/Theme.swift":
                "import UIKit\n\nenum Theme {\n    static let spacing: CGFloat = 12\n    static let tileSide = Metrics.tile\n}\n",
            "App/Style/Metrics.swift": "import UIKit\n\nstruct Metrics {\n    static let tile: CGFloat = 110\n}\n",
            "App/Other/Unrelated.swift": "import SnapKit\nfinal class Unrelated { let x = Theme.spacing }\n",
            "App/Screens/Gallery+Layout.swift": "import UIKit\n\nextension GalleryViewController {\n"
                + "    func makeLayout() -> UICollectionViewLayout { TileGrid.layout() }\n"
                + "    func reload() { showBrowser() }\n}\n",
            "App/Screens/GalleryViewController.swift":
                "import UIKit\n\nfinal class GalleryViewController: UIViewController {\n"
                + "    override func viewDidLoad() { _ = UIDocumentBrowserViewController(forOpening: []) }\n"
                + "    func showBrowser() {}\n}\n"
        ]
        let project = try TemporaryFolder.create("preview-project", files: files)
        defer { try? FileManager.default.removeItem(at: project) }
        let app = project.appendingPathComponent("App")
        func preview(_ arguments: [String]) throws -> CLI.Result {
            try Self.rendered(arguments, cache: cache, in: app)
        }
        let inline = try preview(["Screens/Inline.swift"])
        // A layout in an extension of the app's view controller, whose `viewDidLoad` does not
        // compile here (a document browser): that body is left out, the controller kept.
        let extended = try preview(["Screens/Gallery+Layout.swift"])
        #expect(extended.status == 0 && extended.stdout == inline.stdout, "\(extended.stderr)")
        #expect(
            extended.stderr.hasSuffix(
                "layoutty: preview: added Screens/GalleryViewController.swift from the project, for GalleryViewController\n"
                    + "layoutty: preview: added Screens/Inline.swift from the project, for TileGrid\n"
                    + "layoutty: preview: left out, as they do not compile here (the rest of each file is kept): "
                    + "Screens/GalleryViewController.swift line 4 (cannot find 'UIDocumentBrowserViewController' in "
                    + "scope)\n"), "\(extended.stderr)")
        // When what does not compile is in no body (a stored property's value), the file is left
        // out, and an empty stand-in holds the extension.
        try
            ("import UIKit\n\nfinal class GalleryViewController: UIViewController {\n"
            + "    let browser = UIDocumentBrowserViewController(forOpening: [])\n    func showBrowser() {}\n}\n")
            .write(
                to: app.appendingPathComponent("Screens/GalleryViewController.swift"), atomically: true, encoding: .utf8
            )
        let leftOutWhole = try preview(["Screens/Gallery+Layout.swift"])
        #expect(leftOutWhole.status == 0 && leftOutWhole.stdout == inline.stdout, "\(leftOutWhole.stderr)")
        #expect(
            leftOutWhole.stderr.contains(
                "layoutty: preview: left out Screens/GalleryViewController.swift, needed for GalleryViewController: "
                    + "cannot find 'UIDocumentBrowserViewController' in scope\n"), "\(leftOutWhole.stderr)")
        // What the extension calls of the controller is gone with its file: the method calling
        // it is left out of the screen's own file, and said (DuckDuckGo's tabs bar extends the
        // app's main controller, left out for its world).
        #expect(
            leftOutWhole.stderr.hasSuffix(
                "layoutty: preview: GalleryViewController: no file that compiles here declares it: an empty stand-in "
                    + "holds the members the files extend it with\n"
                    + "layoutty: preview: left out, as they do not compile here (the rest of each file is kept): "
                    + "Screens/Gallery+Layout.swift line 5 (cannot find 'showBrowser' in scope)\n"),
            "\(leftOutWhole.stderr)")
        let added = try preview(["Screens/TileGrid.swift"])
        #expect(added.status == 0 && added.stdout == inline.stdout && inline.stdout.contains("0-2"))
        #expect(
            added.stderr.contains(
                "layoutty: preview: added Style/Theme.swift from the project, for Theme\n"
                    + "layoutty: preview: added Style/Metrics.swift from the project, for Metrics\n"), "\(added.stderr)"
        )
        // Saved again: the build starts with the files the last one needed — one compile (the
        // driver's `-emit-library`, through a wrapper that counts), not one a round — and says
        // what it added as before.
        try (Self.tileGrid(side: "Theme.tileSide", spacing: "Theme.spacing") + "// saved\n")
            .write(to: app.appendingPathComponent("Screens/TileGrid.swift"), atomically: true, encoding: .utf8)
        let (bin, log, path) = try Self.swiftcWrapper()
        defer { try? FileManager.default.removeItem(at: bin) }
        let saved = try CLI.run(
            ["preview", "Screens/TileGrid.swift", "--render", "--size", "60x14"],
            environment: ["XDG_CACHE_HOME": cache.path, "PATH": path], directory: app)
        #expect(
            saved.status == 0 && saved.stdout == inline.stdout && saved.stderr.contains("added Style/Metrics.swift"),
            "\(saved.stderr)")
        let compiles = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("-emit-library")
        }
        #expect(compiles.count == 1, "\(compiles)")
        // A static member an extension adds to a type (`type 'CGFloat' has no member 'gridSpacing'`).
        let member = try preview(["Screens/Spaced.swift"])
        #expect(member.status == 0 && member.stdout == inline.stdout, "\(member.stderr)")
        #expect(
            member.stderr.contains(
                "layoutty: preview: added Style/CGFloat+Grid.swift from the project, for CGFloat.gridSpacing\n"),
            "\(member.stderr)")
        // Metrics imports a pod: its import stands in, and the file — real code — is kept.
        try "import SnapKit\n\nstruct Metrics {\n    static let tile: CGFloat = 110\n}\n"
            .write(to: app.appendingPathComponent("Style/Metrics.swift"), atomically: true, encoding: .utf8)
        let podded = try preview(["Screens/TileGrid.swift"])
        #expect(podded.status == 0 && podded.stdout == inline.stdout, "\(podded.stderr)")
        #expect(
            podded.stderr.contains(
                "layoutty: preview: no such module here: SnapKit (an iOS library, a pod or a framework Layoutty does "
                    + "not build): its import is left out\n"), "\(podded.stderr)")
        // Metrics does not compile: left out with the compiler's reason, then Theme, which needs it.
        try "import UIKit\n\nstruct Metrics {\n    static let tile: CGFloat = \"110\"\n}\n"
            .write(to: app.appendingPathComponent("Style/Metrics.swift"), atomically: true, encoding: .utf8)
        let leftOut = try preview(["Screens/TileGrid.swift"])
        #expect(leftOut.status == 1)
        #expect(
            leftOut.stderr.contains(
                "\nleft out Style/Metrics.swift, needed for Metrics: cannot convert value of type 'String' to "
                    + "specified type 'CGFloat'\n"
                    + "left out Style/Theme.swift, needed for Theme: cannot find 'Metrics' in scope\n"
                    // Before leaving Metrics out for an error naming nothing missing, the search
                    // read the project's extension of CGFloat, as Xcode compiles every file.
                    + "layoutty: preview: TileGrid.swift, CGFloat+Grid.swift did not compile"), "\(leftOut.stderr)")
        let alone = try preview(["Screens/TileGrid.swift", "--no-project"])
        #expect(
            alone.status == 1
                && alone.stderr.contains("Screens/TileGrid.swift:6:41: error: cannot find 'Theme' in scope"),
            "\(alone.stderr)")
    }

    /// A screen whose helpers use the app's cell (`TagView`, a `UICollectionViewCell`) and a
    /// SwiftUI view (`RatingView`, shown in a hosting controller when a book is chosen) from
    /// files one round further than `--project-depth 1` reads: both stand in as declared — a
    /// cell the collection view dequeues, a view the hosting controller takes — so the screen is
    /// the same three 100 × 40-point books ("Dune", "Emma", "Ulysses") as when the whole project
    /// is read. Guessed from their names, both were `UIView`s: the helpers' file did not
    /// compile ("cannot convert return expression of type 'TagView'"), nor then the screen.
    /// Beside a SwiftUI view standing in, a model standing in (`Book`) keeps its members:
    /// `book.id` is the stand-in's, not SwiftUI's `id(_:)` modifier, and `Text(book.title)`
    /// is an empty text (SwiftUI's generic initializers take no stand-in).
    private func theProjectsTypesBeyondTheSearchStandInAsDeclared(cache: URL) throws {
        let screen = """
            import UIKit

            final class ShelfViewController: UICollectionViewController {
                private let titles = ["Dune", "Emma", "Ulysses"]

                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 40)
                    super.init(collectionViewLayout: layout)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(ShelfParts.cellClass, forCellWithReuseIdentifier: ShelfParts.identifier)
                }

                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    titles.count
                }

                override func collectionView(
                    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                ) -> UICollectionViewCell {
                    let cell = ShelfParts.cell(in: collectionView, at: indexPath)
                    var content = UIListContentConfiguration.cell()
                    content.text = titles[indexPath.item]
                    cell.contentConfiguration = content
                    return cell
                }

                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    present(ShelfParts.detail(title: titles[indexPath.item]), animated: true)
                }
            }

            """
        let parts = """
            import SwiftUI
            import UIKit

            enum ShelfParts {
                static let identifier = "tag"
                static let cellClass: AnyClass = TagView.self

                static func cell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! TagView
                }

                static func detail(title: String) -> UIViewController {
                    UIHostingController(rootView: RatingView(title: title, stars: 4).padding())
                }

                static func key(of book: Book) -> Int { book.id }

                static func caption(of book: Book) -> some View { Text(book.title) }
            }

            """
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n", "Screens/Shelf.swift": screen, "Support/ShelfParts.swift": parts,
            "Views/TagView.swift": "import UIKit\n\nfinal class TagView: UICollectionViewCell {}\n",
            "Models/Book.swift": "struct Book: Identifiable {\n    let id: Int\n    let title: String\n}\n",
            "Views/RatingView.swift": "import SwiftUI\n\nstruct RatingView: View {\n    let title: String\n"
                + "    let stars: Int\n\n    var body: some View {\n        VStack {\n            Text(title)\n"
                + "            Text(String(repeating: \"*\", count: stars))\n        }\n    }\n}\n"
        ]
        let project = try TemporaryFolder.create("preview-declared-shapes", files: files)
        defer { try? FileManager.default.removeItem(at: project) }
        let near = try Self.rendered(["Screens/Shelf.swift", "--project-depth", "1"], cache: cache, in: project)
        let whole = try Self.rendered(["Screens/Shelf.swift"], cache: cache, in: project)
        #expect(near.status == 0 && whole.status == 0 && near.stdout == whole.stdout, "\(near.stderr)\(whole.stderr)")
        let books = near.stdout.split(separator: "\n").first { $0.contains("Dune") }.map(String.init)
        // 60 columns for 393 points: a book 100 / 6.55 ≈ 15 columns, 46.5 points (7 columns) apart.
        #expect(books == "│    Dune     │       │    Emma     │       │   Ulysses   │ ", "\(near.stdout)")
        #expect(
            near.stderr.hasSuffix(
                "layoutty: preview: stood in: Book, RatingView, TagView (declared in the project, in files further from "
                    + "yours than the search reads; --project-depth reads further): every use answers an empty value\n"),
            "\(near.stderr)")
    }

    /// A small file of helpers on Apple's types is read however far from the screen it is, as
    /// generated files are: the screen's cells take their reuse identifiers from
    /// `UITableViewCell.reuseIdentifier` (round 1), which answers `NSObject`'s
    /// `classNameWithoutNamespaces` (round 2, past `--project-depth 1`). Stood in, both cells
    /// were registered as "" and dequeuing `NameCell` made a `CountCell`: the app's own
    /// `fatalError` trapped (Simplenote's options screen). Read, each row is its own cell's:
    /// "Name: Ada", then "Count: 3".
    private func smallHelpersOnApplesTypesAreReadPastTheDepth(cache: URL) throws {
        let screen = """
            import UIKit

            final class ProfileViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(NameCell.self, forCellReuseIdentifier: NameCell.reuseIdentifier)
                    tableView.register(CountCell.self, forCellReuseIdentifier: CountCell.reuseIdentifier)
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 {
                        let cell = tableView.dequeue(NameCell.self, for: indexPath)
                        cell.textLabel?.text = "Name: Ada"
                        return cell
                    }
                    let cell = tableView.dequeue(CountCell.self, for: indexPath)
                    cell.textLabel?.text = "Count: 3"
                    return cell
                }
            }

            final class NameCell: UITableViewCell {}
            final class CountCell: UITableViewCell {}

            """
        let reuse = """
            import UIKit

            extension UITableViewCell {
                class var reuseIdentifier: String { classNameWithoutNamespaces }
            }

            extension UITableView {
                func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
                    guard let cell = dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath) as? Cell else {
                        fatalError("\\(Cell.self) is not registered")
                    }
                    return cell
                }
            }

            """
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n", "Screens/Profile.swift": screen,
            "Support/UITableView+Reuse.swift": reuse,
            "Support/NSObject+Names.swift":
                "import Foundation\n\nextension NSObject {\n    class var classNameWithoutNamespaces: String {\n"
                + "        String(describing: self)\n    }\n}\n"
        ]
        let project = try TemporaryFolder.create("preview-small-helpers", files: files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Self.rendered(["Screens/Profile.swift", "--project-depth", "1"], cache: cache, in: project)
        let rows = result.stdout.split(separator: "\n").filter { $0.contains(":") }.map {
            String($0).trimmingCharacters(in: CharacterSet(charactersIn: " │"))
        }
        #expect(result.status == 0 && rows == ["Name: Ada", "Count: 3"], "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                "layoutty: preview: added Support/UITableView+Reuse.swift from the project, for CountCell.reuseIdentifier\n"
                    + "layoutty: preview: added Support/NSObject+Names.swift from the project, for classNameWithoutNamespaces\n"
            ),
            "\(result.stderr)")
    }

    /// The project search reads two rounds of files (`--project-depth 2`, the default in a
    /// project of over 200 Swift files; a smaller one is read to any depth): the layout
    /// uses `Palette` (round 1), Palette's `opened()` uses `Analytics` (round 2), and Analytics'
    /// `EventStore`, a third round away, stands in — named once as the project's — so the
    /// screen is the inline layout's (110-point tiles 12 apart) without compiling the services
    /// behind it. `--project-depth 3` reads EventStore's own file instead: the same screen,
    /// nothing stood in. When a use of EventStore is one a stand-in cannot answer (an implicit
    /// member, `.shared`), the failure lists what stood in beside what was left out.
    private func theSearchReadsTwoRoundsOfTheProject(cache: URL) throws {
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "Screens/Grid.swift": Self.tileGrid(side: "Palette.tile", spacing: "Palette.spacing"),
            "Screens/Inline.swift": Self.tileGrid(side: "110", spacing: "12"),
            "Style/Palette.swift":
                "import UIKit\n\nenum Palette {\n    static let tile: CGFloat = 110\n    static let spacing: CGFloat = 12\n"
                + "    static func opened() { Analytics.shared.track(\"grid\") }\n}\n",
            "Services/Analytics.swift": "final class Analytics {\n    static let shared = Analytics()\n"
                + "    let store = EventStore()\n    func track(_ name: String) { store.append(name) }\n}\n",
            "Services/EventStore.swift": "final class EventStore {\n    private var events: [String] = []\n"
                + "    func append(_ event: String) { events.append(event) }\n}\n"
        ]
        let project = try TemporaryFolder.create("preview-depth", files: files)
        defer { try? FileManager.default.removeItem(at: project) }
        // Two rounds, asked for: a project this small is otherwise read whole (below).
        func preview(_ arguments: [String]) throws -> CLI.Result {
            let depth = arguments.contains("--project-depth") ? [] : ["--project-depth", "2"]
            return try Self.rendered(arguments + depth, cache: cache, in: project)
        }
        let inline = try preview(["Screens/Inline.swift"])
        let two = try preview(["Screens/Grid.swift"])
        #expect(two.status == 0 && two.stdout == inline.stdout && inline.stdout.contains("0-2"), "\(two.stderr)")
        // Off a terminal each round of the search is a line of its own, as a CI log shows it,
        // with what the round before it changed.
        let rounds = [
            "building the preview",
            "building the preview: round 2 of at most 40, 1 of the app's files added (last round: 1 file read)",
            "building the preview: round 3 of at most 40, 2 of the app's files added (last round: 1 file read)",
            "building the preview: round 4 of at most 40, 2 of the app's files added (last round: 1 name stood in)"
        ]
        #expect(two.stderr.hasPrefix(rounds.map { "layoutty: \($0)\n" }.joined()), "\(two.stderr)")
        #expect(
            two.stderr.hasSuffix(
                "layoutty: preview: added Style/Palette.swift from the project, for Palette\n"
                    + "layoutty: preview: added Services/Analytics.swift from the project, for Analytics\n"
                    + "layoutty: preview: stood in: EventStore (declared in the project, in files further from yours "
                    + "than the search reads; --project-depth reads further): every use answers an empty value\n"),
            "\(two.stderr)")
        let three = try preview(["Screens/Grid.swift", "--project-depth", "3"])
        #expect(three.status == 0 && three.stdout == inline.stdout, "\(three.stderr)")
        #expect(
            three.stderr.hasSuffix(
                "layoutty: preview: added Services/EventStore.swift from the project, for EventStore\n"),
            "\(three.stderr)")
        // Without `--project-depth`, a project of at most 200 Swift files is read to any depth.
        let whole = try Self.rendered(["Screens/Grid.swift"], cache: cache, in: project)
        #expect(whole.status == 0 && whole.stdout == inline.stdout, "\(whole.stderr)")
        #expect(
            whole.stderr.hasSuffix(
                "layoutty: preview: added Services/EventStore.swift from the project, for EventStore\n"),
            "\(whole.stderr)")
        // An implicit member of a stand-in (`.shared`), which Swift never looks up dynamically:
        // the copy names the stand-in, and the screen is the same.
        let analytics =
            "final class Analytics {\n    static let shared = Analytics()\n    let store: EventStore = .shared\n"
            + "    func track(_ name: String) {}\n}\n"
        try analytics.write(
            to: project.appendingPathComponent("Services/Analytics.swift"), atomically: true, encoding: .utf8)
        try "final class EventStore {\n    static let shared = EventStore()\n}\n"
            .write(to: project.appendingPathComponent("Services/EventStore.swift"), atomically: true, encoding: .utf8)
        let implicit = try preview(["Screens/Grid.swift"])
        #expect(implicit.status == 0 && implicit.stdout == inline.stdout, "\(implicit.stderr)")
        #expect(
            implicit.stderr.hasSuffix(
                "layoutty: preview: implicit members naming stand-ins: 1 (the first at Services/Analytics.swift:3): "
                    + "`.member` in a stand-in's place is written `_LayouttyStandIn.member`, an empty value\n"),
            "\(implicit.stderr)")
        // A use no stand-in can answer (a `Character`, in a stored property's value): Analytics
        // is left out whole, and of Palette only the line using it — the same screen is drawn.
        try analytics.replacingOccurrences(
            of: "    func track", with: "    lazy var mark: Character = store.mark\n    func track"
        )
        .write(to: project.appendingPathComponent("Services/Analytics.swift"), atomically: true, encoding: .utf8)
        let cut = try preview(["Screens/Grid.swift"])
        #expect(cut.status == 0 && cut.stdout == inline.stdout, "\(cut.stderr)")
        #expect(
            cut.stderr.contains(
                "layoutty: preview: left out Services/Analytics.swift, needed for Analytics: no 'mark' candidates "
                    + "produce the expected contextual result type 'Character'\n"), "\(cut.stderr)")
        #expect(
            cut.stderr.hasSuffix(
                "layoutty: preview: left out, as they do not compile here (the rest of each file is kept): "
                    + "Style/Palette.swift line 6 (cannot find 'Analytics' in scope)\n"), "\(cut.stderr)")
        // Palette keeping Analytics in a stored property goes whole, and the screen fails with
        // it: the failure says what stood in.
        try files["Style/Palette.swift"]!.replacingOccurrences(
            of: "static func opened() { Analytics.shared.track(\"grid\") }",
            with: "static let tracker = Analytics.shared"
        )
        .write(to: project.appendingPathComponent("Style/Palette.swift"), atomically: true, encoding: .utf8)
        let failed = try preview(["Screens/Grid.swift"])
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(
            failed.stderr.contains(
                "left out Services/Analytics.swift, needed for Analytics: no 'mark' candidates produce the expected "
                    + "contextual result type 'Character'\n"), "\(failed.stderr)")
        #expect(
            failed.stderr.contains(
                "\nstood in: EventStore (declared in the project, in files further from yours than the search reads; "
                    + "--project-depth reads further): every use answers an empty value\n"),
            "\(failed.stderr)")
    }

    /// A screen in an app whose world is missing here (RxSwift, Realm): the layout's file uses
    /// the app's `FeedStore`, whose file imports both and also fails for itself (a `Character`
    /// no stand-in answers) — left out with its reason, and in such an app its names stand in,
    /// so the screen is drawn: exactly the inline grid (110-point tiles 12 apart). RealmSwift,
    /// imported only by the file left out, no longer stands in. On the way, a stand-in's generic
    /// arguments are not written (`PublishSubject<Collection>`) and an implicit member passed to
    /// a call on one (`.milliseconds(300)`) names it, as the compiler asked (one place). The
    /// app's own `Collection`, which shadows the standard library's, is read from the project
    /// once an error quotes it (`'any Collection'`). A stood-in value given where the app's own
    /// enum is required (`apply(store.style)`) is its first case — `style` asked of the stood-in
    /// `FeedStore` itself, not stood in as a member of a type no longer there. RxSwift's `Observable<…>`,
    /// which the compiler finds as Observation's protocol, stands in as RxSwift's type. A
    /// method of the screen's own file that fails only beside a stand-in (`store.mark`, a
    /// `Character`) is left out, said with its line, and answers an empty value.
    /// A screen calling initializers a missing module adds to UIKit's types (PureLayout's
    /// `UIView(forAutoLayout: ())`, a colour pod's `UIColor(hex:)`): each stands in by its
    /// labels, so its `viewDidLoad` is kept whole — its cells registered, four of them drawn —
    /// and nothing is left out.
    private func aModulesInitializersOfUIKitsTypesStandIn(cache: URL) throws {
        let screen = """
            import UIKit
            import Hue

            final class GridViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 60)
                    super.init(collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.backgroundColor = UIColor(
                        hex: "#F0F0F0")
                    let badge = UIView(forAutoLayout: ())
                    view.addSubview(badge)
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                }

                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
                override func collectionView(
                    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                ) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
            }

            """
        let project = try TemporaryFolder.create(
            "preview-initializers", files: [".git/HEAD": "ref: refs/heads/main\n", "GridViewController.swift": screen])
        defer { try? FileManager.default.removeItem(at: project) }
        let drawn = try Self.rendered(["GridViewController.swift"], cache: cache, in: project)
        #expect(drawn.status == 0 && drawn.stdout.contains("0-3"), "\(drawn.stderr)")
        #expect(
            Self.notes(of: drawn) == [
                "layoutty: preview: no such module here: Hue (an iOS library, a pod or a framework Layoutty does not "
                    + "build): its import is left out",
                "layoutty: preview: stood in: UIColor.init(hex:), UIView.init(forAutoLayout:) (an extension a module "
                    + "would declare): every use answers an empty value"
            ], "\(drawn.stderr)")
    }

    /// A screen using a module's members without importing it (`imageView.kf`, Kingfisher's,
    /// as DuckDuckGo's and Pocket Casts' cells do): on iOS every file of a module sees what any of
    /// its files imports, here the app's image loader. The screen compiles with the members
    /// standing in, said with the file importing the module; its cells' text drawn.
    private func aModulesMemberReachedThroughAnotherFilesImportStandsIn(cache: URL) throws {
        let screen = """
            import UIKit

            final class PostersViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 60)
                    super.init(collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
                }

                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                override func collectionView(
                    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                ) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    let poster = UIImageView()
                    poster.kf.setImage(with: URL(string: "https://example.com/\\(indexPath.item).jpg"))
                    cell.contentView.addSubview(poster)
                    var content = UIListContentConfiguration.cell()
                    content.text = "Poster \\(indexPath.item)"
                    (cell as? UICollectionViewListCell)?.contentConfiguration = content
                    return cell
                }
            }

            """
        let loader =
            "import Kingfisher\nimport UIKit\n\nenum ImageLoader {\n    static let cache = ImageCache.default\n}\n"
        let project = try TemporaryFolder.create(
            "preview-elsewhere",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n", "Screens/PostersViewController.swift": screen,
                "Services/ImageLoader.swift": loader,
                "Tests/PostersTests.swift": "import XCTest\nimport SnapshotTesting\n"
            ])
        defer { try? FileManager.default.removeItem(at: project) }
        let drawn = try Self.rendered(["Screens/PostersViewController.swift"], cache: cache, in: project)
        #expect(drawn.status == 0 && drawn.stdout.contains("Poster 2"), "\(drawn.stderr)\n\(drawn.stdout)")
        #expect(
            Self.notes(of: drawn) == [
                "layoutty: preview: Kingfisher, which Services/ImageLoader.swift imports, is no module here: the files "
                    + "use its members without importing it, as a module's files may",
                "layoutty: preview: stood in: UIImageView.kf (an extension a module would declare): every use answers "
                    + "an empty value, but a call with a closure of the receiver, which runs it and answers the receiver"
            ], "\(drawn.stderr)")
    }

    /// A screen its class's own static function makes (fumiyasac's `make(with:)`, which sets the
    /// private layout `viewDidLoad` reads), from its storyboard's initial scene: made as the
    /// app's other file calls it, said on one line, the screen the tuple it returns holds shown
    /// with the function's layout — 100 × 60 items, three across, their own text. Made by the
    /// storyboard's initializer, as before, the layout was nil and the preview trapped.
    private func aScreenItsClassMakesIsMadeAsTheAppCallsIt(cache: URL) throws {
        let screen = """
            import UIKit

            final class MealsViewController: UIViewController, UICollectionViewDataSource {
                private var pattern: UICollectionViewFlowLayout!
                @IBOutlet private weak var collectionView: UICollectionView!

                static func make(with dependency: (title: String, side: CGFloat)) -> (title: String, screen: UIViewController) {
                    let storyboard = UIStoryboard(name: "Meals", bundle: nil)
                    let controller = storyboard.instantiateInitialViewController() as! MealsViewController
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: dependency.side, height: 60)
                    controller.pattern = layout
                    return (dependency.title, controller)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.dataSource = self
                    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
                    collectionView.collectionViewLayout = pattern
                }

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    var content = UIListContentConfiguration.cell()
                    content.text = "Meal \\(indexPath.item)"
                    (cell as? UICollectionViewListCell)?.contentConfiguration = content
                    return cell
                }
            }

            """
        let home = """
            import UIKit

            final class HomeViewController: UIViewController {
                lazy var pages = [
                    MealsViewController.make(with: (title: "Breakfast", side: 100))
                ]
            }

            """
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="m1">
              <scenes><scene sceneID="s1"><objects>
                <viewController id="m1" customClass="MealsViewController" customModule="Meals" sceneMemberID="viewController"/>
              </objects></scene></scenes>
            </document>
            """
        let project = try TemporaryFolder.create(
            "preview-factory",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n", "Screens/MealsViewController.swift": screen,
                "Screens/HomeViewController.swift": home, "Screens/Base.lproj/Meals.storyboard": storyboard
            ])
        defer { try? FileManager.default.removeItem(at: project) }
        let drawn = try Self.rendered(["Screens/MealsViewController.swift"], cache: cache, in: project)
        #expect(drawn.status == 0 && drawn.stdout.contains("Meal 2"), "\(drawn.stderr)\n\(drawn.stdout)")
        #expect(
            Self.notes(of: drawn) == [
                "layoutty: preview: MealsViewController is made as Screens/HomeViewController.swift:5 makes it, "
                    + "MealsViewController.make(with: (title: \"Breakfast\", side: 100)): a #Preview block in the file "
                    + "makes it with yours (#Preview { MealsViewController(…) })"
            ], "\(drawn.stderr)")
        let boxes = drawn.stdout.split(separator: "\n").first { $0.contains("┌") }
        #expect(boxes?.components(separatedBy: "┌").count == 4, "\(drawn.stdout)")
    }

    /// A screen whose data comes later, as from a server: a `Task` waits a fifth of a second,
    /// then makes its diffable data source (lazily) and applies the first snapshot. The preview
    /// waits for the data source (at most two seconds) and draws the screen's own rows —
    /// before, it drew 30 `--items` placeholders labelled "0-0", the status saying "estimated".
    /// Longer, the placeholders are drawn, unless the layout refuses them.
    private func aScreensLaterDataIsWaitedFor(cache: URL) throws {
        let screen = """
            import UIKit

            final class InboxViewController: UIViewController {
                private let titles = ["Alpha", "Beta", "Gamma"]
                private lazy var collectionView = UICollectionView(
                    frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
                private lazy var source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                    collectionView, indexPath, title in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    var content = UIListContentConfiguration.cell()
                    content.text = title
                    (cell as? UICollectionViewListCell)?.contentConfiguration = content
                    return cell
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.frame = view.bounds
                    view.addSubview(collectionView)
                    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
                    Task {
                        try await Task.sleep(nanoseconds: 200_000_000)
                        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                        snapshot.appendSections([0])
                        snapshot.appendItems(titles)
                        await source.apply(snapshot)
                    }
                }
            }

            """
        let project = try TemporaryFolder.create(
            "preview-later-data", files: [".git/HEAD": "ref: refs/heads/main\n", "InboxViewController.swift": screen])
        defer { try? FileManager.default.removeItem(at: project) }
        let drawn = try Self.rendered(["InboxViewController.swift"], cache: cache, in: project)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        // Two rows fit the 14-line screen; the status counts the third.
        for title in ["Alpha", "Beta"] { #expect(drawn.stdout.contains(title), "\(drawn.stdout)") }
        #expect(drawn.stdout.contains("│ 3/3 │") && !drawn.stdout.contains("0-0"), "\(drawn.stdout)")
        // Data that takes longer than the wait: the placeholders are drawn, and why is said.
        try screen.replacingOccurrences(of: "200_000_000", with: "30_000_000_000").write(
            to: project.appendingPathComponent("InboxViewController.swift"), atomically: true, encoding: .utf8)
        let late = try Self.rendered(["InboxViewController.swift"], cache: cache, in: project)
        #expect(late.status == 0 && late.stdout.contains("0-0"), "\(late.stderr)\n\(late.stdout)")
        #expect(
            Self.notes(of: late) == [
                "layoutty: preview: InboxViewController gave its collection view no data source within 2 s of loading: "
                    + "its items are the preview's placeholders (--items)"
            ], "\(late.stderr)")
        // A layout that asks the app's data for its sections (redmilk's home screen: the data
        // source is made when the first data comes) has none for the placeholders: the screen is
        // shown as iOS shows it until then — its empty-state label, no items, no refusal.
        let asking = screen.replacingOccurrences(of: "200_000_000", with: "30_000_000_000")
            .replacingOccurrences(
                of: "collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))",
                with: """
                    collectionViewLayout: UICollectionViewCompositionalLayout { [unowned self] index, environment in
                        guard self.loaded > index else { return nil }
                        return .list(using: .init(appearance: .plain), layoutEnvironment: environment)
                    })
                    private var loaded = 0
                    private let empty = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 30))
                    """
            )
            .replacingOccurrences(
                of: "view.addSubview(collectionView)\n",
                with:
                    "view.addSubview(collectionView)\n        empty.text = \"Nothing here yet\"\n        view.addSubview(empty)\n"
            )
        try asking.write(
            to: project.appendingPathComponent("InboxViewController.swift"), atomically: true, encoding: .utf8)
        let waiting = try Self.rendered(["InboxViewController.swift"], cache: cache, in: project)
        #expect(
            waiting.status == 0 && waiting.stdout.contains("Nothing here yet"), "\(waiting.stderr)\n\(waiting.stdout)")
        #expect(
            !waiting.stdout.contains("0-0") && !waiting.stdout.contains("refused")
                && waiting.stdout.contains("│ 0/0 │"),
            "\(waiting.stdout)")
        #expect(
            Self.notes(of: waiting).last
                == "layoutty: preview: its layout refuses the placeholders (section 0: the section provider returned "
                + "nil): the screen is shown as iOS shows it until its data comes, with no items", "\(waiting.stderr)")
    }

    /// A file the search adds whose function does not compile here (`Style(columns: missing)`)
    /// is kept with that body left out; when the screen calls it, nothing can stand in for the
    /// app's `Style` (no empty value, and its `Result` has none to make one with), and the
    /// preview ends with one line naming the place and the type, status 1 — before, it trapped
    /// with a backtrace of its own frames. (A `Style` of plain values would be made with them.)
    private func leftOutCodeANeededValueComesFromEndsThePreviewInOneLine(cache: URL) throws {
        let project = try TemporaryFolder.create(
            "preview-left-out-value",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/ShelfViewController.swift": """
                import UIKit

                final class ShelfViewController: UICollectionViewController {
                    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                    required init?(coder: NSCoder) { fatalError("no storyboard") }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let style = Styles.make()
                        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: style.columns, height: 40)
                    }
                }

                """,
                "Styles/Styles.swift": """
                struct Style { let columns: Int; let origin: Result<Int, Error> }

                enum Styles {
                    static func make() -> Style { Style(columns: missingColumns, origin: .success(0)) }
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: project) }
        let ended = try Self.rendered(["Screens/ShelfViewController.swift"], cache: cache, in: project)
        #expect(ended.status == 1, "\(ended.stderr)")
        #expect(
            Self.notes(of: ended).last
                == "layoutty: preview: Styles/Styles.swift:4 was left out of the preview (it does not compile here), "
                + "and no Style stands in for what it answers: the screen cannot be made without it", "\(ended.stderr)")
        #expect(!ended.stderr.contains("Backtracing") && !ended.stderr.contains("Fatal error"), "\(ended.stderr)")
    }

    private func anAppsMissingWorldStandsInAroundTheScreen(cache: URL) throws {
        let grid = Self.tileGrid(side: "110", spacing: "12").replacingOccurrences(
            of: "enum TileGrid {",
            with: """
                import RxSwift

                enum TileGrid {
                    static let refresh = PublishSubject<Collection>()
                    static let store = FeedStore(named: "feed")
                    static var current: Collection? = nil
                    static let titles: Observable<[String]>? = nil
                    static func watch(_ bag: DisposeBag) {
                        refresh.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
                            .subscribe(onNext: { collection in print(collection.title, current?.title ?? "") })
                            .disposed(by: bag)
                    }
                    enum Style { case plain, framed }
                    static func apply(_ style: Style) {}
                    static func restyle() { apply(store.style) }
                    static func initial() -> Character { store.mark }
                """)
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "Screens/Grid.swift": grid,
            "Screens/Inline.swift": Self.tileGrid(side: "110", spacing: "12"),
            "Models/Collection.swift": "struct Collection {\n    var title = \"\"\n}\n",
            "Store/FeedStore.swift": """
            import RealmSwift

            final class FeedStore {
                let realm = Realm(configuration: Realm.Configuration.defaultConfiguration)
                let posts: Results<Post>
                init(named name: String) { posts = realm.objects(Post.self) }
                lazy var mark: Character = realm.mark
            }

            """
        ]
        let project = try TemporaryFolder.create("preview-world", files: files)
        defer { try? FileManager.default.removeItem(at: project) }
        let inline = try Self.rendered(["Screens/Inline.swift"], cache: cache, in: project)
        let drawn = try Self.rendered(["Screens/Grid.swift"], cache: cache, in: project)
        #expect(drawn.status == 0 && drawn.stdout == inline.stdout && inline.stdout.contains("0-2"), "\(drawn.stderr)")
        let notes = Self.notes(of: drawn)
        #expect(
            notes == [
                "layoutty: preview: added Models/Collection.swift from the project, for Collection",
                "layoutty: preview: left out Store/FeedStore.swift, needed for FeedStore: no 'mark' candidates produce "
                    + "the expected contextual result type 'Character'",
                "layoutty: preview: no such module here: RxSwift (an iOS library, a pod or a framework Layoutty does "
                    + "not build): its import is left out",
                "layoutty: preview: stood in: DisposeBag, MainScheduler, Observable, Post, PublishSubject, Realm, Results (declared "
                    + "by none of the files here): every use answers an empty value, and what they are asked to do "
                    + "does not happen",
                "layoutty: preview: stood in: FeedStore (declared in the project, in files left out above): every use "
                    + "answers an empty value",
                "layoutty: preview: implicit members naming stand-ins: 1 (the first at Screens/Grid.swift:11): "
                    + "`.member` in a stand-in's place is written `_LayouttyStandIn.member`, an empty value",
                "layoutty: preview: stand-ins given where the app's types are required: 1 (the first at "
                    + "Screens/Grid.swift:17, for TileGrid.Style): the type's empty value is written there",
                "layoutty: preview: left out, as they do not compile here (the rest of each file is kept): "
                    + "Screens/Grid.swift line 18 (no 'mark' candidates produce the expected contextual result type "
                    + "'Character')"
            ], "\(drawn.stderr)")
    }

    /// A screen whose collection view its base class (in another file of the app) owns: the
    /// given file declares no collection view, yet the base is read from the project before the
    /// screen is looked for, so the subclass is the screen — its three names listed by the base's
    /// data source, the status line counting 3 items. Without the base, "no layout found". The
    /// base registers its cell through the app's own `register(cellType:)`, found by name.
    private func aScreenOnTheAppsBaseControllerIsFound(cache: URL) throws {
        let files = [
            "Package.swift": "// swift-tools-version: 5.9\n",
            "App/Base/ListViewController.swift": """
            import UIKit

            class ListViewController: UIViewController, UICollectionViewDataSource {
                var names: [String] { [] }
                lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 393, height: 44)
                    return layout
                }())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(cellType: UICollectionViewListCell.self)
                    collectionView.dataSource = self
                    view.addSubview(collectionView)
                }

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    names.count
                }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    let cell = collectionView.dequeueReusableCell(
                        withReuseIdentifier: "UICollectionViewListCell", for: indexPath)
                    var content = (cell as! UICollectionViewListCell).defaultContentConfiguration()
                    content.text = names[indexPath.item]
                    cell.contentConfiguration = content
                    return cell
                }
            }

            """,
            "App/Support/UICollectionView+Reusable.swift": """
            import UIKit

            extension UICollectionView {
                func register<Cell: UICollectionViewCell>(cellType: Cell.Type) {
                    register(cellType, forCellWithReuseIdentifier: String(describing: cellType))
                }
            }

            """,
            "App/Screens/FriendsViewController.swift": """
            import UIKit

            final class FriendsViewController: ListViewController {
                override var names: [String] { ["Ada", "Grace", "Linus"] }
            }

            """
        ]
        let project = try TemporaryFolder.create("preview-base", files: files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try CLI.run(
            ["preview", "Screens/FriendsViewController.swift", "--render", "--size", "40x12"],
            environment: ["XDG_CACHE_HOME": cache.path], directory: project.appendingPathComponent("App"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "layoutty: preview: added Base/ListViewController.swift from the project, for ListViewController\n"),
            "\(result.stderr)")
        // `register(cellType:)` fits none of UIKit's `register`s: the app's extension is found by
        // the call's name, which the compiler's message does not give.
        #expect(
            result.stderr.contains(
                "layoutty: preview: added Support/UICollectionView+Reusable.swift from the project, for register\n"),
            "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            ["Ada", "Grace", "Linus"].allSatisfy { name in rows.contains { $0.contains(name) } }, "\(result.stdout)")
        #expect(result.stdout.contains("3/3"), "\(result.stdout)")
    }

    /// A flow layout of square tiles, `side` and `spacing` as written.
    /// `Screens/Grid.swift`, a tile grid of `side` and `spacing` as the app writes them, previewed
    /// (`rendered`) in a project of `files`, and the same grid with the values they stand for
    /// (`Screens/Inline.swift`): the two screens a test compares.
    private static func gridBesideInline(
        _ name: String, side: String, spacing: String, inline: (side: String, spacing: String),
        files: [String: String]
    ) throws -> (grid: CLI.Result, inline: CLI.Result) {
        let folder = try TemporaryFolder.create(
            name,
            files: files.merging([
                ".git/HEAD": "ref: refs/heads/main\n", "Screens/Grid.swift": tileGrid(side: side, spacing: spacing),
                "Screens/Inline.swift": tileGrid(side: inline.side, spacing: inline.spacing)
            ]) { own, _ in own })
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        return (
            try rendered(["Screens/Grid.swift"], cache: cache, in: folder),
            try rendered(["Screens/Inline.swift"], cache: cache, in: folder)
        )
    }

    private static func tileGrid(side: String, spacing: String) -> String {
        """
        import UIKit

        enum TileGrid {
            static func layout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: \(side), height: \(side))
                layout.minimumInteritemSpacing = \(spacing)
                layout.minimumLineSpacing = \(spacing)
                return layout
            }
        }

        """
    }

    /// An app's launch given with its screen: `@main` on the app delegate (blanked: the preview
    /// has its own entry point), a scene delegate making the window, its root a navigation
    /// controller around a collection view controller made with a local horizontal flow layout.
    /// The program launches it as iOS does and shows the top view controller's collection view:
    /// its three pages, with the app's own text, each the view's width (393) wide and 600 tall
    /// (the controller's flow delegate), side by side at x 0, 393, 786 (line spacing 0).
    private func theScreenTheAppLaunchesIsShown(cache: URL) throws {
        let files = ["SwipingSceneDelegate.swift", "SwipingController.swift"].map {
            "Tests/LayouttyCLITests/PortFixtures/" + $0
        }
        let result = try Self.preview(files + ["--attributes", "--device", "iphone-15"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains("\"cell\"") }
        let shown = cells.map { line in
            let frame =
                line.firstMatch(of: /"frame": \[([-0-9.]+), [-0-9.]+, ([0-9.]+), ([0-9.]+)\]/).map {
                    "\($0.1) \($0.2)x\($0.3)"
                } ?? ""
            return frame + " " + (line.firstMatch(of: /"text": "([^"]*)"/).map { String($0.1) } ?? "")
        }
        #expect(
            shown == ["0 393x600 Welcome", "393 393x600 Plan a hike", "786 393x600 Share the trail"], "\(result.stdout)"
        )
    }

    /// A storyboard's view controller: its outlets are connected as the storyboard would, after
    /// the view loads and before `viewDidLoad` — the collection view over the whole view with
    /// Interface Builder's flow layout, its `didSet` setting the data source; the label, whose
    /// text `viewDidLoad` sets (a nil outlet would trap). On an iPhone 15 (393 wide), 100 × 80
    /// items at least 10 apart: 3 a line (320 ≤ 393), the spare 73 shared by the two gaps
    /// (46.5 each: x 0, 146.5, 293); the fourth on the next line, 80 + 10 below.
    private func aStoryboardsOutletsAreConnected(cache: URL) throws {
        let result = try Self.preview(
            ["Tests/LayouttyCLITests/PortFixtures/StoryboardGridViewController.swift", "--attributes"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains("\"cell\"") }.map {
            ($0.firstMatch(of: /"frame": \[([^\]]*)\]/).map { String($0.1) } ?? "") + " "
                + ($0.firstMatch(of: /"text": "([^"]*)"/).map { String($0.1) } ?? "")
        }
        #expect(
            cells == [
                "0, 0, 100, 80 Spring", "146.5, 0, 100, 80 Summer", "293, 0, 100, 80 Autumn", "0, 90, 100, 80 Winter"
            ],
            "\(result.stdout)")
    }

    /// An app whose screen reads its data from its bundle (`Bundle.main.url(forResource:
    /// withExtension:)`, a JSON file Xcode copies into the app): the preview's bundle holds the
    /// project's data files by name, so the screen shows the file's three names — in the
    /// project's `Data` folder, not beside the screen — and the user's folder gains nothing.
    private func theAppsBundleHoldsTheProjectsDataFiles(cache: URL) throws {
        let project = try TemporaryFolder.create("bundle-project")
        defer { try? FileManager.default.removeItem(at: project) }
        let app = project.appendingPathComponent("Peaks")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Data"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Peaks.xcodeproj"), withIntermediateDirectories: true)
        try #"[{"name": "Matterhorn"}, {"name": "Eiger"}, {"name": "槍ヶ岳"}]"#.write(
            to: app.appendingPathComponent("Data/peaks.json"), atomically: true, encoding: .utf8)
        try """
        import UIKit

        struct Peak: Decodable { let name: String }

        final class PeaksViewController: UICollectionViewController {
            private var peaks: [Peak] = []

            init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
            required init?(coder: NSCoder) { fatalError() }

            override func viewDidLoad() {
                super.viewDidLoad()
                let url = Bundle.main.url(forResource: "peaks", withExtension: "json")!
                peaks = try! JSONDecoder().decode([Peak].self, from: Data(contentsOf: url))
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Peak")
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { peaks.count }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Peak", for: indexPath)
                let label = UILabel()
                label.text = peaks[indexPath.item].name
                cell.contentView.addSubview(label)
                return cell
            }
        }

        """.write(to: app.appendingPathComponent("PeaksViewController.swift"), atomically: true, encoding: .utf8)
        let before = try FileManager.default.subpathsOfDirectory(atPath: project.path).sorted()
        let result = try Self.preview(
            [app.appendingPathComponent("PeaksViewController.swift").path, "--attributes"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        let texts = result.stdout.split(separator: "\n").compactMap {
            $0.firstMatch(of: /"text": "([^"]*)"/).map { String($0.1) }
        }
        #expect(texts == ["Matterhorn", "Eiger", "槍ヶ岳"], "\(result.stdout)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: project.path).sorted() == before)
    }

    /// A launched screen under its navigation controller's bar, large title preferred (the
    /// scene delegate sets it), as iOS draws it on an iPhone 15 at 60 × 24: 6.55 points a
    /// column, 13.1 a row. The status bar is 59 points (rows 0–4: 59 / 13.1 = 4.5 rounds to 5);
    /// the bar's 44 end at 103 (row 7.9 → 8): rows 5–7, its buttons on the middle one, Edit 2
    /// columns in, the right items from the trailing edge inwards (`+` last, `Sort` before it).
    /// The large title's 52 end at 155 (row 11.8 → 12): rows 8–11, "Places" in bold at the
    /// leading margin on row 9. The safe area ends there too, so the list starts at 155: its
    /// first 44-point cell is rows 12–14, the view scrolled to −155. In the picture, the same
    /// bar: its band, the buttons' words and the large title.
    private func aLaunchedScreenIsUnderItsNavigationBar(cache: URL) throws {
        let files = ["PlacesSceneDelegate.swift", "PlacesViewController.swift"].map {
            "Tests/LayouttyCLITests/PortFixtures/" + $0
        }
        let result = try Self.preview(files + ["--render", "--size", "60x24"], cache: cache)
        try #require(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(\.trimmingTrailingBlanks)
        try #require(rows.count >= 24, "\n\(result.stdout)")
        #expect(
            rows[0..<5].allSatisfy(\.isEmpty) && rows[5].isEmpty && rows[7].isEmpty && rows[8].isEmpty,
            "\n\(result.stdout)")
        #expect(rows[6] == "  Edit                                             Sort  +", "\n\(result.stdout)")
        #expect(rows[9] == "  Places" && rows[10].isEmpty && rows[11].isEmpty, "\n\(result.stdout)")
        #expect(
            rows[12].hasPrefix("  ┌───") && rows[13].contains("Harbour") && rows[14].hasPrefix("  └───"),
            "\n\(result.stdout)")
        #expect(rows[23].contains("@0,-155 │ 3/7 │ iPhone 15 portrait"), "\n\(result.stdout)")
        let dir = try TemporaryFolder.create("preview-bar-svg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let picture = dir.appendingPathComponent("places.svg").path
        #expect(try Self.preview(files + ["--svg", picture], cache: cache).status == 0)
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(
            svg.contains(">Edit</text>") && svg.contains(">Sort  +</text>") && svg.contains(#"font-weight="700""#),
            "\(svg)")
    }

    /// A flow layout made in a factory, its sizes from a class of the files conforming to
    /// `UICollectionViewDelegateFlowLayout` (`ChipSizes`: widths 80, 120, 64, 150, 96 by item,
    /// 32 tall), on an iPhone 15: 393 − 16 − 16 = 361 points across. Line 1 holds 80 + 120 + 64
    /// and 2 × 8 (150 more would need 438); UIKit spreads a full line's spare 361 − 264 = 97 into
    /// its two gaps, 48.5 each: x 16, 144.5, 313. Line 2, 8 below (y 8 + 32 + 8 = 48), is the
    /// last, of items of different sizes: leading, exactly 8 apart (LayoutSemantics): x 16 and
    /// 16 + 150 + 8 = 174. Without the files' delegate every item would be the same size.
    private func theFilesFlowDelegateSizesTheItems(cache: URL) throws {
        let result = try Self.preview(
            [
                "Tests/LayouttyCLITests/PortFixtures/ChipsFlowDelegate.swift", "--attributes", "--items", "5",
                "--device", "iphone-15"
            ],
            cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = result.stdout.split(separator: "\n").filter { $0.contains("\"cell\"") }.map { line in
            line.firstMatch(of: /"frame": \[([^\]]*)\]/).map { String($0.1) } ?? ""
        }
        #expect(
            frames == ["16, 8, 80, 32", "144.5, 8, 120, 32", "313, 8, 64, 32", "16, 48, 150, 32", "174, 48, 96, 32"],
            "\(result.stdout)")
    }

    /// A layout that asks the view's delegate as a protocol of the files (`TileSizing`, refining
    /// `UICollectionViewDelegate`, as CHTCollectionViewWaterfallLayout asks) gets a stand-in as
    /// the view's delegate: sizes that vary with the item — widths 60 + (5·item mod 4)·40, heights
    /// 100 + (7·item mod 6)·30 — so item 0 is 60 × 100 at y 0, item 1 100 × 130 at 100 + 10,
    /// item 2 140 × 160 at 110 + 130 + 10. Without it the layout had no delegate and no tiles.
    private func aLayoutReadingTheViewsDelegateIsAnswered(cache: URL) throws {
        let result = try Self.preview(
            [
                "Tests/LayouttyCLITests/PortFixtures/TileStackLayout.swift", "--attributes", "--items", "3", "--device",
                "iphone-15"
            ],
            cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "UICollectionView.delegate: no type of the files conforms to TileSizing: a stand-in answers the layout")
        )
        let frames = result.stdout.split(separator: "\n").filter { $0.contains("\"cell\"") }.map { line in
            line.firstMatch(of: /"frame": \[([^\]]*)\]/).map { String($0.1) } ?? ""
        }
        #expect(frames == ["0, 0, 60, 100", "0, 110, 100, 130", "0, 250, 140, 160"], "\(result.stdout)")
    }

    /// `preview --attributes` prints a user's layout's answer in `layoutty attributes`' schema:
    /// a UIKit flow layout of 30 items 21 × 4 and the spec saying the same give the same bytes,
    /// with one point per cell (80 × 24 points: (80 + 10) / 31 → 2 a line, 15 lines, 15·4 + 14·10
    /// = 200 tall) and on iPhone 15 scrolled down 20 (393 points: (393 + 10) / 31 → 13 a line,
    /// spaced (393 − 13·21) / 12 = 10 exactly, so both sums are exact whatever their order).
    private func attributesAreWhatTheAttributesCommandPrints(cache: URL) throws {
        let dir = try TemporaryFolder.create("preview-attributes")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        import UIKit

        func gridLayout() -> UICollectionViewLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 21, height: 4)
            return layout
        }

        """.write(to: dir.appendingPathComponent("Grid.swift"), atomically: true, encoding: .utf8)
        try """
        {"layout": "flow", "itemSize": [21, 4], "minimumLineSpacing": 10, "minimumInteritemSpacing": 10, "sections": [{"items": 30}]}

        """.write(to: dir.appendingPathComponent("grid.json"), atomically: true, encoding: .utf8)
        for options in [[], ["--device", "iphone-15", "--rect", "0,0,393,100", "--offset", "0,20"]] {
            let cells = options.isEmpty ? ["--cells"] : []
            let preview = try CLI.run(
                ["preview", "Grid.swift", "--attributes"] + cells + options,
                environment: ["XDG_CACHE_HOME": cache.path], directory: dir)
            let spec = try CLI.run(["attributes", "--spec", "grid.json"] + options, directory: dir)
            #expect(preview.status == 0 && spec.status == 0, "\(preview.stderr)")
            #expect(preview.stdout == spec.stdout, "\(options)")
            #expect(
                preview.stdout.hasPrefix(
                    options.isEmpty ? "{\"contentSize\": [80, 200]," : "{\"contentSize\": [393, 32],"))
        }
        // A screen's own data: each cell with the text it shows (its labels), after the frame —
        // the frame drawn: on the whole screen all four cards show, each sized by its
        // constraints to 67 points (not the list's 80-point estimate), 12 apart from y 8: the
        // fourth at 8 + 3 × (67 + 12) = 245.
        let screen = try Self.preview(
            ["Tests/LayouttyCLITests/PortFixtures/TrailCardsViewController.swift", "--attributes"], cache: cache)
        #expect(
            screen.stdout.contains(
                "{\"category\": \"cell\", \"section\": 0, \"item\": 3, \"frame\": [16, 245, 361, 67], \"zIndex\": 0, "
                    + "\"text\": \"北岳 · 21 km · summit\"}"), "\(screen.stdout)")
    }

    /// A layout whose initializer reads `UIScreen.main.bounds` (as much sample code does for its
    /// item width, there or in a factory) sees the screen it is shown on, since the program says
    /// it before making the layout: half the width less 10 is 393 / 2 − 10 = 186.5 on iPhone 15, 820 / 2 − 10 = 400 on
    /// iPad Air, 60 / 2 − 10 = 20 in a terminal of 60 cells; two fit a row with UIKit's spacing
    /// of 10, justified to both edges: the second item at 393 − 186.5 = 206.5, 820 − 400 = 420 and
    /// 60 − 20 = 40 (before, each factory saw an 80-cell screen: 30 wide, 13 to a phone's row).
    private func factoriesSeeTheScreenTheyAreShownOn(cache: URL) throws {
        let dir = try TemporaryFolder.create("preview-screen")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        import UIKit

        final class HalfScreenLayout: UICollectionViewFlowLayout {
            override init() {
                super.init()
                itemSize = CGSize(width: UIScreen.main.bounds.width / 2 - 10, height: 100)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """.write(to: dir.appendingPathComponent("HalfScreen.swift"), atomically: true, encoding: .utf8)
        let expected = [
            (["--device", "iphone-15"], "[0, 0, 186.5, 100]", "[206.5, 0, 186.5, 100]"),
            (["--device", "ipad-air"], "[0, 0, 400, 100]", "[420, 0, 400, 100]"),
            (["--cells", "--size", "60x20"], "[0, 0, 20, 100]", "[40, 0, 20, 100]")
        ]
        for (options, first, second) in expected {
            let preview = try CLI.run(
                ["preview", "HalfScreen.swift", "--items", "2", "--attributes"] + options,
                environment: ["XDG_CACHE_HOME": cache.path],
                directory: dir)
            #expect(preview.status == 0, "\(preview.stderr)")
            #expect(
                preview.stdout.contains("\"item\": 0, \"frame\": \(first)")
                    && preview.stdout.contains("\"item\": 1, \"frame\": \(second)"),
                "\(options): \(preview.stdout)")
        }
    }

    /// A `swiftc` on PATH that is not the toolchain's (a wrapper, as swiftly's proxy is): the
    /// library is built by the driver it calls (`-emit-library`), not by a frontend found beside
    /// it, and the screen is the one the toolchain's own parts build.
    /// A folder with a `swiftc` that writes its arguments to `log` (a line a call) and runs the
    /// real one; `path` puts it first on PATH.
    static func swiftcWrapper() throws -> (folder: URL, log: URL, path: String) {
        let bin = try TemporaryFolder.create("swiftc-wrapper")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let real = try #require(
            path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        )
        let log = bin.appendingPathComponent("calls")
        try "#!/bin/sh\necho \"$@\" >> '\(log.path)'\nexec '\(real)' \"$@\"\n".write(
            to: bin.appendingPathComponent("swiftc"), atomically: true, encoding: .utf8)
        chmod(bin.appendingPathComponent("swiftc").path, 0o755)
        return (bin, log, bin.path + ":" + path)
    }

    private func aWrappedSwiftcBuildsWithTheDriver(cache: URL) throws {
        let (bin, log, path) = try Self.swiftcWrapper()
        defer { try? FileManager.default.removeItem(at: bin) }
        let arguments = ["preview", "Demos/UIKitLayouts/TagsLayout.swift", "--render", "--size", "60x12"]
        let own = try TemporaryFolder.create("swiftc-wrapper-cache")
        defer { try? FileManager.default.removeItem(at: own) }
        let wrapped = try CLI.run(arguments, environment: ["XDG_CACHE_HOME": own.path, "PATH": path])
        let direct = try CLI.run(arguments, environment: ["XDG_CACHE_HOME": cache.path])
        #expect(wrapped.status == 0 && direct.status == 0, "\(wrapped.stderr) \(direct.stderr)")
        #expect(wrapped.stdout == direct.stdout && wrapped.stdout.contains("┌───0-4────┐"), "\(wrapped.stdout)")
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(calls.contains { $0.contains("-emit-library") && $0.contains("TagsLayout.ported.swift") }, "\(calls)")
    }

    /// A cache an older Layoutty left (its programs' generated `main.swift`): the next build
    /// removes what it did not write, so a library is not made a program by a stale main.
    private func aStaleGeneratedMainIsRemoved(cache: URL) throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("layoutty").path)
            .filter { $0.hasPrefix("preview-") }
        #expect(!folders.isEmpty)
        let stale = folders.map { cache.appendingPathComponent("layoutty/\($0)/Sources/Preview/main.swift") }
        for main in stale {
            try "PreviewHost.main(fileIDs: [:]) { _ in old() }\n".write(to: main, atomically: true, encoding: .utf8)
        }
        // A file never built before: compiled now, beside whatever the folder holds.
        let dir = try TemporaryFolder.create("stale-main")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Fresh.swift")
        try (Self.gridSource(height: "40") + "// \(UUID())\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.preview([file.path, "--render", "--items", "3", "--cells"], cache: cache)
        #expect(result.status == 0 && result.stdout.contains("0-2"), "\(result.stderr)")
        #expect(stale.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
    }

    /// The scratch package lives in the cache folder: the user's folder gets nothing beside their files.
    private func nothingIsWrittenOutsideTheCache(cache: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.demos.path).sorted()
        #expect(
            files == [
                "CarouselFlowLayout.swift", "CircleLayout.swift", "PhotoMosaicLayout.swift", "PinterestGlue.swift",
                "PinterestLayout.swift",
                "StickyHeaderGridLayout.swift", "TagsLayout.swift", "tags.json"
            ])
        let packages = try FileManager.default.contentsOfDirectory(
            atPath: cache.appendingPathComponent("layoutty").path)
        #expect(packages.count == 1 && packages[0].hasPrefix("preview-"))
    }

    /// In tmux: the first screen is render's (`--fit`: the phone's whole screen, where the circle
    /// is centred); a resize re-flows the circle to render's screen at the new size; n, o inserts
    /// an item (item 1 of 9, said on the message line) once the animation ends; q restores the terminal.
    private func runsInteractively(cache: URL) throws {
        func rendered(_ size: String) throws -> [String] {
            try Self.preview(
                ["Demos/UIKitLayouts/CircleLayout.swift", "--items", "8", "--fit", "--render", "--size", size],
                cache: cache
            )
            .stdout
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingTrailingBlanks }
        }
        let tmux = try Tmux()
        let stty = try tmux.sttySettings()
        let swiftDirectory = try #require(Tmux.swiftDirectory)
        try tmux.type(
            "cd \(CLI.packageRoot.path); clear; XDG_CACHE_HOME=\(cache.path) PATH=\(swiftDirectory):$PATH \(CLI.binary.path) preview "
                + "Demos/UIKitLayouts/CircleLayout.swift --items 8 --fit; echo \"exit=$?\"")
        try tmux.waitFor(text: "CircleLayout │", timeout: 60)
        let first = try rendered("80x24")
        try tmux.waitFor("render's circle") { Array($0.prefix(22)) == Array(first.prefix(22)) }
        try tmux.resize(columns: 100, rows: 30)
        let resized = try rendered("100x30")
        try tmux.waitFor("the circle re-flowed to 100x30") { Array($0.prefix(28)) == Array(resized.prefix(28)) }
        try tmux.keys("n", "o")
        try tmux.waitFor("the inserted item, settled") { screen in
            screen.contains { $0.contains("inserted item [0, 1]") } && screen.contains { $0.contains("9/9") }
        }
        try tmux.quitBrowse(stty: stty)
        // The carousel file's targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
        // settles a page scroll on the default iPhone 15 (to x 393: the centre 589.5 is nearest
        // card 2's, inset (393 − 220) / 2 = 86.5, 86.5 + 110 + 2 · 230 = 656.5) at
        // ⌊656.5 − 196.5⌋ = 460, card 2 centred and full size (the whole screen shown: the card
        // sits at its middle, 24 columns wide at 9.26 points a column).
        try tmux.resize(columns: 80, rows: 48)
        try tmux.type(
            "clear; XDG_CACHE_HOME=\(cache.path) PATH=\(swiftDirectory):$PATH \(CLI.binary.path) preview "
                + "Demos/UIKitLayouts/CarouselFlowLayout.swift --items 6 --fit; echo \"exit=$?\"")
        try tmux.waitFor(text: "CarouselFlowLayout │", timeout: 60)
        try tmux.keys("PageDown")
        try tmux.waitFor("card 2 centred at offset 460") { screen in
            screen.contains { $0.contains(" @460,0 │") } && screen.contains { $0.contains("│         0-2          │") }
        }
        try tmux.resize(columns: 80, rows: 24)
        try tmux.quitBrowse(stty: stty)
        try aTapAppliesASnapshotThatAnimates(tmux, stty: stty, cache: cache, path: "PATH=\(swiftDirectory):$PATH")
        try dataThatComesWhileShownIsDrawn(tmux, stty: stty, cache: cache, path: "PATH=\(swiftDirectory):$PATH")
        try aSavedFileIsRebuiltAndShownInPlace(tmux, stty: stty, cache: cache, path: "PATH=\(swiftDirectory):$PATH")
        try aLiteralChangedWithKeysIsSavedAlone(tmux, stty: stty, cache: cache, path: "PATH=\(swiftDirectory):$PATH")
        try aCrashingLayoutGivesTheTerminalBack(tmux, stty: stty, cache: cache, path: "PATH=\(swiftDirectory):$PATH")
        try quittingDuringARebuildEndsIt(tmux, stty: stty, cache: cache, path: "PATH=\(swiftDirectory):$PATH")
        try everyEndingOfUserCodeGivesTheTerminalBack(
            tmux, stty: stty, cache: cache, path: "PATH=\(swiftDirectory):$PATH")
    }

    /// An app screen applying a second snapshot after a tap: n n n focuses Old Mill (the third
    /// nearby trail, [1, 2]), Enter selects it — the screen's `didSelectItemAt` moves it to the
    /// saved section above, applied with `animatingDifferences`. With slow animations (3 s) the
    /// screen is captured while it plays: some frame is neither the list before nor the list
    /// after, and it ends with Old Mill first, then Ridge Loop and Cedar Falls.
    private func aTapAppliesASnapshotThatAnimates(_ tmux: Tmux, stty: String, cache: URL, path: String) throws {
        try tmux.type(
            "clear; XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview "
                + "Tests/LayouttyCLITests/PortFixtures/TrailPickerViewController.swift --slow-animations; echo \"exit=$?\""
        )
        let names = { (screen: [String]) in
            screen.compactMap { line in
                ["Ridge Loop", "Cedar Falls", "Old Mill"].first { line.contains("│") && line.contains($0) }
            }
        }
        let before = try tmux.waitFor("the three nearby trails", timeout: 60) {
            names($0) == ["Ridge Loop", "Cedar Falls", "Old Mill"]
        }
        try tmux.keys("n", "n", "n")
        try tmux.waitFor(text: "[1, 2]")
        try tmux.keys("Enter")
        var frames: [[String]] = []
        let after = try tmux.waitFor("Old Mill saved, first, settled", timeout: 20) { screen in
            frames.append(Array(screen.prefix(22)))
            return names(screen) == ["Old Mill", "Ridge Loop", "Cedar Falls"]
                && frames.suffix(10).allSatisfy { $0 == frames.last }
                && frames.count >= 10
        }
        #expect(after.contains { $0.contains("selected [1, 2]: told the delegate (didSelectItemAt)") })
        let settled = Array(after.prefix(22))
        #expect(
            frames.contains {
                $0 != Array(before.prefix(22)) && $0 != settled
                    && names($0) != ["Ridge Loop", "Cedar Falls", "Old Mill"]
            },
            "no frame of the apply in motion among \(frames.count)")
        try tmux.quitBrowse(stty: stty)
    }

    /// A screen whose data comes while it is shown, as a network reply's does: after half a
    /// second its background closure applies three names (UIKit allows a diffable apply off the
    /// main queue), a second later it queues a fourth on the main queue, and that schedules a
    /// fifth on a timer of the main run loop a second after. Each is drawn — "Dee", 4/4 on the
    /// status line, then "Eve", 5/5 — and the preview quits normally. Before, the first trapped
    /// in the preview's own main-actor check (a background thread drawing), and neither the
    /// main queue's work nor a timer ran while the preview waited for keys: nothing came.
    private func dataThatComesWhileShownIsDrawn(_ tmux: Tmux, stty: String, cache: URL, path: String) throws {
        let dir = try TemporaryFolder.create("preview-data-while-shown")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        import UIKit

        final class NamesViewController: UIViewController {
            private var collectionView: UICollectionView!
            private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            private var names: [String] = [] {
                didSet {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(names)
                    dataSource.apply(snapshot, animatingDifferences: true)
                }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                view.addSubview(collectionView)
                let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                    var content = cell.defaultContentConfiguration()
                    content.text = name
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
                    view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
                }
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
                    self.names = ["Ada", "Bo", "Cy"]
                    DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
                        DispatchQueue.main.async {
                            self.names.append("Dee")
                            Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.names.append("Eve") }
                        }
                    }
                }
            }
        }

        """.write(to: dir.appendingPathComponent("NamesViewController.swift"), atomically: true, encoding: .utf8)
        try tmux.type(
            "clear; cd \(dir.path); XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview "
                + "NamesViewController.swift; echo \"exit=$?\"; cd \(CLI.packageRoot.path)")
        try tmux.waitFor("the four names, the last from the main queue", timeout: 60) { screen in
            screen.contains { $0.contains(" Dee ") } && screen.contains { $0.contains("4/4") }
        }
        try tmux.waitFor("the fifth, from a timer a second later") { screen in
            screen.contains { $0.contains(" Eve ") } && screen.contains { $0.contains("5/5") }
        }
        try tmux.quitBrowse(stty: stty)
    }

    /// A layout that, once scrolled, hangs in a loop, calls exit(3) or overflows its stack, and
    /// prints a line each time it is asked: however it ends, the terminal is restored and what it
    /// printed is on the terminal afterwards, never on the preview's screen. Before the fixes the
    /// hang could not be interrupted from the keyboard (Ctrl-C was a key the busy loop never
    /// read), and exit(3) and the overflow left the terminal raw in the alternate screen; exit(3)
    /// also left the request a crash would resume the preview with in the temporary folder.
    private func everyEndingOfUserCodeGivesTheTerminalBack(_ tmux: Tmux, stty: String, cache: URL, path: String) throws
    {
        let dir = try TemporaryFolder.create("preview-endings")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        import Foundation
        import UIKit

        class Trouble: UICollectionViewFlowLayout {
            static let mode = ProcessInfo.processInfo.environment["TROUBLE"] ?? ""

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                print("asked for y \\(Int(rect.minY))")
                if rect.minY > 5 {
                    while Self.mode == "hang" { usleep(1000) }
                    if Self.mode == "exit" { exit(3) }
                    if Self.mode == "overflow" { print(deeper(0)) }
                    if Self.mode.hasPrefix("closein") { close(0) }
                }
                return super.layoutAttributesForElements(in: rect)
            }

            func deeper(_ n: Int) -> Int { var a = [n]; a.append(deeper(n + 1)); return a.count }
        }

        """.write(to: dir.appendingPathComponent("Trouble.swift"), atomically: true, encoding: .utf8)
        // `closein`: the layout closes standard input, then `q` (keys used to be dead);
        // `closeinterm`: the same, then SIGTERM (the terminal used to be left raw).
        // `overflow`: the stack overflows (SIGSEGV); the preview shows the crash, then `q`.
        for (mode, status) in [
            ("hang", 130), ("exit", 3), ("overflow", 0), ("print", 0), ("closein", 0), ("closeinterm", 143)
        ] {
            _ = try tmux.tmux(["clear-history", "-t", "main"])
            try tmux.type(
                "clear; TROUBLE=\(mode) TMPDIR=\(dir.path) XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview \(dir.path)/Trouble.swift; echo \"exit=$?\""
            )
            let first = try tmux.waitFor(text: "Trouble │", timeout: 60)
            #expect(!first.contains { $0.contains("asked for") }, "\(mode): printed onto the preview's screen")
            if mode == "print" {
                try tmux.keys("q")
            } else {
                try tmux.keys("PageDown")
                if mode == "hang" {
                    try tmux.waitFor(text: "Trouble │")
                    try tmux.keys("C-c")
                }
                if mode == "overflow" {
                    try tmux.waitFor(text: "crashed: a save builds again", timeout: 60)
                    try tmux.keys("q")
                }
                if mode.hasPrefix("closein") {
                    try tmux.waitFor("scrolled a page", timeout: 10) {
                        $0.contains { $0.contains("Trouble │") && !$0.contains("@0,0 ") }
                    }
                    if mode == "closein" {
                        try tmux.keys("j", "q")
                    } else {
                        kill(try #require(try tmux.foregroundPid()), SIGTERM)
                    }
                }
            }
            if mode == "hang" {
                // Bash drops the rest of a command line whose job died of SIGINT: ask at the prompt.
                try tmux.expectStatusAtPrompt(130)
            } else {
                try tmux.waitFor(text: "exit=\(status)", timeout: 30)
            }
            #expect(
                try tmux.history().contains { $0.hasPrefix("asked for y -59") },
                "\(mode): what the layout printed is lost (the first rect starts above the safe area)")
            #expect(try tmux.modes() == Tmux.shellModes, "\(mode)")
            #expect(try tmux.sttySettings() == stty, "\(mode)")
            // However it ended, no request for a resumed preview is left behind (exit(3) left one).
            let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
                $0.hasPrefix("layoutty-preview-")
            }
            #expect(left.isEmpty, "\(mode): \(left)")
        }
    }

    /// `q` while a save is building ends the build with the preview: nothing it started — the
    /// `layoutty preview --build-only` job, swift build, the compilers — is left running (they
    /// used to go on at 100% CPU). The save is made slow to compile (a chain of untyped literals
    /// the type checker takes seconds over), so `q` comes while it builds.
    private func quittingDuringARebuildEndsIt(_ tmux: Tmux, stty: String, cache: URL, path: String) throws {
        let dir = try TemporaryFolder.create("preview-quit-rebuild")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Grid.swift")
        try Self.gridSource(height: "4").write(to: file, atomically: true, encoding: .utf8)
        try tmux.type(
            "clear; cd \(dir.path); XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview Grid.swift --cells; echo \"exit=$?\""
        )
        try tmux.waitFor(text: "UICollectionViewFlowLayout │", timeout: 60)
        let slow = (1...14).map { $0 % 2 == 0 ? "\($0)" : "\($0).5" }.joined(separator: " + ")
        try (Self.gridSource(height: "4") + "\nlet slow = \(slow)\n").write(to: file, atomically: true, encoding: .utf8)
        try tmux.waitFor(text: "building… │")
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0", timeout: 15)
        // Polled: the build's group is ended as the preview quits, and reaped just after.
        let running = { try CLI.run(["-af", "\(dir.path)|\(cache.path)"], executable: "/usr/bin/pgrep").stdout }
        var left = try running()
        for _ in 0..<100 where !left.isEmpty {
            usleep(100_000)
            left = try running()
        }
        #expect(left.isEmpty, "left running: \(left)")
        #expect(try tmux.modes() == Tmux.shellModes)
        #expect(try tmux.sttySettings() == stty)
    }

    /// A UIKit flow layout of `height`-tall items 20 wide (the edit-loop tests' file).
    static func gridSource(height: String) -> String {
        """
        import UIKit

        func gridLayout() -> UICollectionViewLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 20, height: \(height))
            return layout
        }

        """
    }

    /// The edit loop: a save rebuilds in the background ("building…" in the status bar) and the
    /// layout is replaced in place, the scroll position kept. 30 items of 20 × 4 in 80 columns,
    /// UIKit's default spacing 10: (80 + 10) / 30 → 3 a line, 10 lines, 10·4 + 9·10 = 130 tall;
    /// saved as 20 × 6: 10·6 + 90 = 150. A save that does not compile puts the compiler's message
    /// (the user's file, line and column) over the last good layout; the fix clears it. Each
    /// rebuild is a library the running program loads in place: the process the shell waits for
    /// is the one that showed the first layout, with two libraries mapped — the first build's
    /// and the first rebuild's (the second rebuild is the first build's text again: the library
    /// already loaded). Loading keeps nothing else behind: the program's open descriptors are
    /// as many after the rebuilds as before them (Foundation's `Process` left two a rebuild),
    /// and links planted where a view's state used to be written
    /// (`$TMPDIR/layoutty-preview-PID.json`, the pid public) are not followed: the file they
    /// point at is untouched, and the links are left as they were.
    private func aSavedFileIsRebuiltAndShownInPlace(_ tmux: Tmux, stty: String, cache: URL, path: String) throws {
        let dir = try TemporaryFolder.create("preview-reload")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Grid.swift")
        func save(height: String) throws {
            try Self.gridSource(height: height).write(to: file, atomically: true, encoding: .utf8)
        }
        try save(height: "4")
        let temporary = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        try tmux.type(
            "clear; cd \(dir.path); TMPDIR=\(temporary.path) XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview Grid.swift --cells; echo \"exit=$?\""
        )
        try tmux.waitFor(text: "UICollectionViewFlowLayout │ 80×130 @0,0", timeout: 60)
        let pid = try #require(try tmux.foregroundPid())
        func descriptors() -> Int {
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
        }
        let before = descriptors()
        let victim = dir.appendingPathComponent("victim.txt")
        try Data("mine\n".utf8).write(to: victim)
        for name in ["layoutty-preview-\(pid).json", "layoutty-preview-\(pid + 1).json"] {
            try FileManager.default.createSymbolicLink(
                atPath: temporary.appendingPathComponent(name).path, withDestinationPath: victim.path)
        }
        try tmux.keys("j", "j")
        try tmux.waitFor(text: "80×130 @0,2")
        try save(height: "6")
        try tmux.waitFor(text: "building… │")
        try tmux.waitFor(text: "rebuilt Grid.swift · reload 1", timeout: 60)
        try tmux.waitFor(text: "80×150 @0,2")
        try save(height: "six")
        try tmux.waitFor("the compiler's message over the layout", timeout: 60) { screen in
            screen.contains { $0.contains("Grid.swift:5:49: error: cannot find 'six' in scope") }
                && screen.contains { $0.contains("80×150 @0,2") }
        }
        try save(height: "4")
        let screen = try tmux.waitFor(text: "rebuilt Grid.swift · reload 2", timeout: 60)
        #expect(!screen.contains { $0.contains("not reloaded") })
        try tmux.waitFor(text: "80×130 @0,2")
        #expect(try tmux.foregroundPid() == pid)
        // Mapped files are the lines' sixth field on (a removed one's path ends " (deleted)").
        // (Read to its end: Foundation's `contentsOfFile` reads as many bytes as `stat` says, 0 here.)
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        let libraries = Set(
            maps.map { $0.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true) }.filter {
                $0.count == 6
            }
            .map { $0[5].trimmingCharacters(in: .whitespaces) }.filter {
                $0.hasPrefix(cache.path) && $0.contains(".so")
            })
        #expect(libraries.count == 2, "\(libraries)")
        #expect(descriptors() == before, "descriptors before the rebuilds \(before), after \(descriptors())")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "mine\n")
        // Beside the planted links, the one request a crash would run the preview again with.
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
            $0.hasPrefix("layoutty-preview-")
        }
        #expect(left.filter { $0.hasPrefix("layoutty-preview-request-") }.count == 1, "\(left)")
        #expect(
            left.filter { !$0.hasPrefix("layoutty-preview-request-") }.sorted() == [
                "layoutty-preview-\(pid).json", "layoutty-preview-\(pid + 1).json"
            ], "\(left)")
        try tmux.quitBrowse(stty: stty)
        let leftAfter = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
            $0.hasPrefix("layoutty-preview-request-")
        }
        #expect(leftAfter.isEmpty, "\(leftAfter)")
        try tmux.type("cd \(CLI.packageRoot.path)")
    }

    /// Live literals in a real terminal, one point per cell: 30 items 20 × 4, three a line
    /// ((80 + 10) / 30), 10 apart: 10 lines, 10·4 + 9·10 = 130 tall. `#` lists the file's two
    /// literals; `j + +` makes the height 6 with no rebuild (10·6 + 90 = 150 tall); `s` writes it:
    /// the file differs from before in that literal's byte alone; the save is then rebuilt as any
    /// save is (the height stays 6) with the list still open on that literal, which now reads 6
    /// as written; `q` gives the terminal back as it was.
    private func aLiteralChangedWithKeysIsSavedAlone(_ tmux: Tmux, stty: String, cache: URL, path: String) throws {
        let dir = try TemporaryFolder.create("preview-literals")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Grid.swift")
        let source = Self.gridSource(height: "4")
        try source.write(to: file, atomically: true, encoding: .utf8)
        try tmux.type(
            "clear; cd \(dir.path); XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview Grid.swift --cells; echo \"exit=$?\""
        )
        try tmux.waitFor(text: "UICollectionViewFlowLayout │ 80×130 @0,0", timeout: 60)
        try tmux.keys("#")
        try tmux.waitFor("the list of the file's literals") { screen in
            screen.contains { $0.contains("live literals: 2 in 1 file") }
                && screen.contains { $0.contains("Grid.swift:5  4 ") && $0.contains("height: «4»)") }
        }
        try tmux.keys("j", "+", "+")
        try tmux.waitFor("height 6, no rebuild") { screen in
            screen.contains { $0.contains("80×150 @0,0") } && screen.contains { $0.contains("4 → 6") }
                && !screen.contains { $0.contains("building…") }
        }
        try tmux.keys("s")
        let saved = ContinuousClock.now
        while try String(contentsOf: file, encoding: .utf8) == source && ContinuousClock.now - saved < .seconds(10) {
            usleep(50_000)
        }
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == source.replacingOccurrences(of: "height: 4)", with: "height: 6)"))
        try tmux.waitFor(text: "rebuilt Grid.swift · reload 1", timeout: 60)
        try tmux.waitFor("the list still open on the saved literal") { screen in
            screen.contains { $0.contains("80×150 @0,0") }
                && screen.contains { $0.contains("live literals: 2 in 1 file ") }
                && screen.contains { $0.contains("Grid.swift:5  6 ") && $0.contains("height: «6»)") }
        }
        try tmux.quitBrowse(stty: stty)
        try tmux.type("cd \(CLI.packageRoot.path)")
    }

    /// A layout that traps once scrolled (an index out of range, as user code does). Watching
    /// its file, the preview outlives it, as Xcode's canvas does: the same process (its pid
    /// kept) shows the crash over an empty screen — Swift's message, the backtrace's headline,
    /// the user's frame at line 6 of the file by its path with the source under it — and a fixed
    /// save is built and shown (one row of cells where the crash was, the first at 0-0);
    /// `q` then prints everything the crashed program printed, the backtrace too, gives the
    /// terminal back as it was and leaves no hand-over file behind. With `--no-watch` (nothing
    /// to rebuild) the program dies of SIGILL (exit 132) as before, the terminal as it was, and
    /// Swift's message and the first frames of its backtrace, the user's own on top, are on the
    /// terminal after it, the file named by its path (the scratch copy's debug information used
    /// to name a path inside the cache), with no prompt to debug holding the shell.
    private func aCrashingLayoutGivesTheTerminalBack(_ tmux: Tmux, stty: String, cache: URL, path: String) throws {
        let dir = try TemporaryFolder.create("preview-crash")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Crash.swift")
        func save(_ rows: String) throws {
            try """
            import UIKit

            class Crash: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let all = super.layoutAttributesForElements(in: rect) ?? []
                    return rect.minY > 5 ? \(rows) : all
                }
            }

            """.write(to: file, atomically: true, encoding: .utf8)
        }
        try save("[all[all.count]]")
        // Swift's message and the user's frame by the file's path, the terminal as it was.
        func crashIsOnTheTerminal() throws {
            #expect(try tmux.history().contains { $0.contains("Fatal error: Index out of range") })
            #expect(
                try tmux.unwrappedHistory().contains {
                    $0.contains("Crash.layoutAttributesForElements(in:)") && $0.contains(" at \(file.path):6:")
                })
            #expect(try tmux.modes() == Tmux.shellModes)
            #expect(try tmux.sttySettings() == stty)
        }
        let temporary = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // The shell's SWIFT_BACKTRACE=enable=no left out: the backtrace is what is tested.
        try tmux.type(
            "clear; cd \(dir.path); env -u SWIFT_BACKTRACE TMPDIR=\(temporary.path) XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview Crash.swift; echo \"exit=$?\""
        )
        try tmux.waitFor(text: "Crash │", timeout: 60)
        let pid = try tmux.foregroundPid()
        try tmux.keys("PageDown")
        let crashed = try tmux.waitFor("the crash shown", timeout: 60) { screen in
            screen.contains { $0.contains("crashed: a save builds again · q prints the whole report") }
                && screen.contains { $0.contains("Crash.layoutAttributesForElements(in:) at Crash.swift:6:57") }
        }
        #expect(crashed.contains { $0.contains("Fatal error: Index out of range") })
        #expect(crashed.contains { $0.contains("Program crashed: Illegal instruction") })
        #expect(crashed.contains { $0.contains("     6│         return rect.minY > 5 ? [all[all.count]] : all") })
        #expect(try tmux.foregroundPid() == pid)
        try save("[all[0]]")
        try tmux.waitFor("the fixed save shown", timeout: 60) { screen in
            screen.contains { $0.contains("rebuilt Crash.swift · reload 1") }
                && screen.contains { $0.contains("Crash │") } && screen.contains { $0.contains("0-0") }
                && !screen.contains { $0.contains("crashed:") }
        }
        try tmux.keys("q")
        try tmux.waitFor(text: "exit=0", timeout: 30)
        try crashIsOnTheTerminal()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
                $0.hasPrefix("layoutty-preview-")
            } == [])
        try save("[all[all.count]]")
        try tmux.type("cd \(CLI.packageRoot.path)")
        _ = try tmux.tmux(["clear-history", "-t", "main"])
        try tmux.type(
            "clear; env -u SWIFT_BACKTRACE XDG_CACHE_HOME=\(cache.path) \(path) \(CLI.binary.path) preview \(file.path) --no-watch; echo \"exit=$?\""
        )
        try tmux.waitFor(text: "Crash │", timeout: 60)
        try tmux.keys("PageDown")
        try tmux.waitFor(text: "exit=132")
        // Above Swift's stack trace, scrolled off the screen by it.
        try crashIsOnTheTerminal()
    }

    /// SIGTERM in the middle of a first build (a fresh cache): once `layoutty` has exited, no
    /// compiler is still writing into the cache (the build — `swiftc` against the kit here — runs
    /// in a process group of its own, ended whole; swift build's compilers used to outlive a
    /// SIGTERM). The build takes about a second and a half: the poll catches a compiler every
    /// 100 ms.
    @Test func terminatingAFirstBuildLeavesNoCompilerBehind() throws {
        let cache = try TemporaryFolder.create("preview-term")
        defer { try? FileManager.default.removeItem(at: cache) }
        /// Processes whose command line names the cache: swift build and the compilers (`frontends`: those only).
        func processes(frontends: Bool = false) throws -> Int {
            let result = try CLI.run(
                ["-f", (frontends ? "swift-frontend.*" : "") + cache.path], executable: "/usr/bin/pgrep")
            return result.stdout.split(separator: "\n").count
        }
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["preview", "Demos/UIKitLayouts/TagsLayout.swift", "--render"]
        process.currentDirectoryURL = CLI.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let start = ContinuousClock.now
        var compiling = 0
        while compiling == 0 && ContinuousClock.now - start < .seconds(60) {
            compiling = try processes(frontends: true)
            if compiling == 0 { usleep(100_000) }
        }
        #expect(compiling > 0, "no compiler started within a minute")
        kill(process.processIdentifier, SIGTERM)
        // Polled with a limit, not waitUntilExit(): if the exit were ever missed (it hung once
        // while the package was being rebuilt beside the run), the test fails instead of hanging CI.
        let stopped = ContinuousClock.now
        while process.isRunning && ContinuousClock.now - stopped < .seconds(60) { usleep(20_000) }
        try #require(!process.isRunning, "layoutty still running a minute after SIGTERM")
        #expect(
            process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM,
            "\(process.terminationReason.rawValue) \(process.terminationStatus) after \(ContinuousClock.now - start)")
        #expect(try processes() == 0, "compilers left running in the cache")
    }

    // MARK: Before compiling (no build needed)

    /// `--show-port` prints each line the port rewrites in its copy, as it was and as compiled,
    /// and what it adds after a file's last line (the glue's `Heights`, conforming to the
    /// layout's delegate protocol, handed over when the glue set no delegate); nothing is built,
    /// the files are untouched.
    @Test func showPortPrintsWhatIsRewritten() throws {
        let cache = try TemporaryFolder.create("preview-port")
        defer { try? FileManager.default.removeItem(at: cache) }
        let files = ["OptionalDelegateWaterfall.swift", "HalfImplementedGlue.swift"].map {
            "Tests/LayouttyCLITests/PortFixtures/" + $0
        }
        let before = try files.map { try Data(contentsOf: CLI.packageRoot.appendingPathComponent($0)) }
        let result = try Self.preview(files + ["--show-port"], cache: cache)
        #expect(result.status == 0 && result.stderr.isEmpty)
        let (w, g) = (files[0], files[1])
        #expect(
            result.stdout == """
                \(w):3: - @objc public protocol WaterfallLayoutDelegate: AnyObject {
                \(w):3: +       public protocol WaterfallLayoutDelegate: AnyObject, _LayouttyOptionalRequirements {
                \(w):5: -     @objc optional func numberOfColumns(in collectionView: UICollectionView) -> Int
                \(w):5: +                    func numberOfColumns(in collectionView: UICollectionView) -> Int
                \(w):6: -     @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets
                \(w):6: +                    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets
                \(w):9: - @IBDesignable
                \(w):9: +              
                \(w):11: -     @IBInspectable public var columnSpacing: CGFloat = 8
                \(w):11: +                    public var columnSpacing: CGFloat = 8
                \(w):19: -         #if os(iOS)
                \(w):19: +         #if true   
                \(w):20: -         let columns = delegate?.numberOfColumns?(in: collectionView) ?? 2
                \(w):20: +         let columns = delegate?._layouttyIf("numberOfColumns(in:)")?.numberOfColumns(in: collectionView) ?? 2
                \(w):24: -         let inset = delegate?.collectionView?(collectionView, layout: self, insetForSection: 0) ?? UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                \(w):24: +         let inset = delegate?._layouttyIf("collectionView(_:layout:insetForSection:)")?.collectionView(collectionView, layout: self, insetForSection: 0) ?? UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                \(w): added after the last line:
                  extension WaterfallLayoutDelegate {
                      public func numberOfColumns(in collectionView: UICollectionView) -> Int { _layouttyMissing("numberOfColumns(in:)") }
                      public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets { _layouttyMissing("collectionView(_:layout:insetForSection:)") }
                  }
                  @MainActor private let _layouttyAppsDelegate0 = Heights()
                  @MainActor func _layouttyAppsPart(_ layout: UICollectionViewLayout, in view: UICollectionView) -> UICollectionViewLayout {
                      if let layout = layout as? WaterfallLayout, layout.delegate == nil { layout.delegate = _layouttyAppsDelegate0 }
                      return layout
                  }
                \(g): added after the last line:
                  extension Heights: _LayouttyOptionalRequirements {
                      func _layouttyImplements(_ requirement: String) -> Bool { ["collectionView(_:layout:heightForItemAt:)", "numberOfColumns(in:)"].contains(requirement) }
                  }

                """)
        #expect(try files.map { try Data(contentsOf: CLI.packageRoot.appendingPathComponent($0)) } == before)
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("layoutty").path))
    }

    // MARK: Refused before compiling (no build needed)

    @Test(arguments: [
        (
            ["Demos/UIKitLayouts/PinterestLayout.swift", "--layout", "Nope"],
            "layoutty: preview: --layout Nope: no such layout in the files (they declare PinterestLayout)\n"
        ),
        (
            ["Demos/UIKitLayouts/TagsLayout.swift", "Demos/UIKitLayouts/CircleLayout.swift"],
            "Demos/UIKitLayouts/TagsLayout.swift:4: TagsLayout\nDemos/UIKitLayouts/CircleLayout.swift:5: CircleLayout\n"
                + "layoutty: preview: the files declare 2 layouts (listed above): name one with --layout\n"
        ),
        (
            ["Package.swift"],
            "layoutty: preview: Package.swift: no layout found: no UICollectionViewLayout subclass, nor a function or property returning one\n"
        ),
        (["Missing.swift"], "layoutty: preview: Missing.swift: no such file\n"),
        (["Missing.h", "Missing.m"], "layoutty: preview: Missing.h: no such file\n"),
        (["Demos/specs/tags.json"], "layoutty: Demos/specs/tags.json: not a .swift, .h or .m file\n"),
        (
            ["Demos/UIKitLayouts/TagsLayout.swift", "--size", "80x24"],
            "layoutty: --size needs --render or --attributes (the previewer takes the terminal's size)\n"
        ),
        (
            ["Demos/UIKitLayouts/TagsLayout.swift", "--render", "--attributes"],
            "layoutty: --render and --attributes cannot be used together\n"
        ),
        (
            ["Demos/UIKitLayouts/TagsLayout.swift", "--cells", "--device", "ipad-air"],
            "layoutty: --cells cannot be used with --device or --points\n"
        ),
        (
            ["Demos/UIKitLayouts/TagsLayout.swift", "--rect", "0,0,1,1"],
            "layoutty: --rect and --offset need --attributes\n"
        ),
        (
            ["Demos/UIKitLayouts/TagsLayout.swift", "--demo", "nope"],
            "layoutty: unknown demo \"nope\" (expected one of grid, tags, sections, horizontal, big, photos, appstore, mosaic, list, feed)\n"
        )
    ])
    func refusedWithOneLine(arguments: [String], message: String) throws {
        let cache = try TemporaryFolder.create("preview-refused")
        defer { try? FileManager.default.removeItem(at: cache) }
        let result = try Self.preview(arguments, cache: cache)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr == message)
        // Nothing was built.
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("layoutty").path))
    }
}
