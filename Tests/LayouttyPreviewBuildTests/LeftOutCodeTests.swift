import Foundation
import LayouttyKit
import LayouttyTestSupport
import Testing

@testable import LayouttyPreviewBuild

/// What of an app's file that does not compile here is left out of the preview's copy: the
/// statement an error is in, else the body around it — never the whole file when it can be
/// helped, since the file's types go with it (`LeftOutCode`).
@Suite struct LeftOutCodeTests {
    /// A navigation controller of an app, as Habitica's header controller is written: each line
    /// an error could be on.
    private static let header = """
        import UIKit

        final class HeaderController: UINavigationController {
            var header: UIView { header(for: topViewController) }
            override func viewDidLoad() {
                super.viewDidLoad()
                if analytics.isEnabled { view.backgroundColor = .red }
                view.tintColor = .systemBlue
                viewControllers.forEach { controller in controller.highlight() }
            }
            func title(for index: Int) -> String {
                guard let name = names[index] else { return "" }
                return name
            }
            let spacing: CGFloat = Metrics.gap
        }

        """

    private func place(_ line: Int, _ column: Int, in path: String) -> SourcePlace {
        SourcePlace(path: path, line: line, column: column)
    }

    /// The lines the preview's copy of `source` (one file, saved as `name`) changes, "line: text",
    /// once the code the compiler's errors (line, column, message) are in is left out; and the
    /// file's path, which the copy names.
    fileprivate func portedChanges(
        of source: String, named name: String, errors: [(Int, Int, String)], standingIn names: Set<String> = []
    ) throws -> (path: String, changes: [String]) {
        let folder = try TemporaryFolder.create("left-out", files: [name: source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        let said = Dictionary(uniqueKeysWithValues: errors.map { (place($0.0, $0.1, in: path), $0.2) })
        let pieces = try #require(LeftOutCode.cutting(said, from: path, besides: []))
        var standIns = StandIns()
        _ = standIns.add(leftOutCode: pieces)
        _ = standIns.add(names: names)
        let port = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction, standIns: standIns)
        let file = try #require(port.files.first)
        return (path, file.changes.map { "\($0.line): \($0.after)" })
    }

    /// An error in a condition takes its `if` statement (line 7, from its first column), not
    /// the method; one in a `guard` takes the method's body (from its brace, line 11 column
    /// 42), since the lines after it need the name it binds; one in a property's getter takes
    /// the getter; one in a closure's only expression takes the statement passing the closure
    /// (line 9), since the expression is what the closure returns. An error in a stored
    /// property's value is in no body: nothing is cut, the file goes whole.
    @Test func anErrorTakesTheInnermostStatementThatCanGo() throws {
        let folder = try TemporaryFolder.create("left-out", files: ["Header.swift": Self.header])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Header.swift").path
        let errors = [
            place(4, 26, in: path): "cannot find 'header' in scope",
            place(7, 12, in: path): "cannot find 'analytics' in scope",
            place(9, 58, in: path): "value of type 'UIViewController' has no member 'highlight'",
            place(12, 26, in: path): "cannot find 'names' in scope"
        ]
        let pieces = try #require(LeftOutCode.cutting(errors, from: path, besides: []))
        #expect(
            pieces.map { "\($0.place.line):\($0.place.column) \($0.isBody ? "body" : "statement") \($0.reason)" } == [
                "4:24 body cannot find 'header' in scope",
                "7:9 statement cannot find 'analytics' in scope",
                "9:9 statement value of type 'UIViewController' has no member 'highlight'",
                "11:42 body cannot find 'names' in scope"
            ])
        var withValue = errors
        withValue[place(15, 28, in: path)] = "cannot find 'Metrics' in scope"
        #expect(LeftOutCode.cutting(withValue, from: path, besides: []) == nil)
        // The compiler says so again where the statement was: the method's body goes.
        let again = LeftOutCode.cutting(
            [place(7, 9, in: path): "type '()' cannot conform to 'View'"], from: path, besides: pieces)
        #expect(again?.map(\.place) == [place(5, 33, in: path)])
        #expect(again?.first?.isBody == true)
        // And where the body was: nothing around it can go.
        #expect(LeftOutCode.cutting([place(5, 33, in: path): "x"], from: path, besides: again ?? []) == nil)
    }

    /// The copy keeps every line where it was: a statement left out is `()`, a body answers its
    /// type's empty value (`UIView()`, `""`), and nothing else of the file changes.
    @Test func theCopyWritesAnEmptyValueWhereCodeWasLeftOut() throws {
        let folder = try TemporaryFolder.create("left-out", files: ["Header.swift": Self.header])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Header.swift").path
        let pieces = try #require(
            LeftOutCode.cutting(
                [
                    place(4, 26, in: path): "cannot find 'header' in scope",
                    place(7, 12, in: path): "cannot find 'analytics' in scope",
                    place(12, 26, in: path): "cannot find 'names' in scope"
                ], from: path, besides: []))
        var standIns = StandIns()
        let added = standIns.add(leftOutCode: pieces)
        #expect(added)
        let port = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction, standIns: standIns)
        let file = try #require(port.files.first)
        #expect(
            file.changes.map { "\($0.line): \($0.after)" } == [
                "4:     var header: UIView { UIView() }",
                "7:         ()",
                "11:     func title(for index: Int) -> String { \"\""
            ])
        // The body's other lines are blank, its brace on the line it was.
        #expect(file.text.contains("-> String { \"\"\n\n\n }\n    let spacing"), "\(file.text)")
        #expect(
            standIns.notes.last
                == "left out, as they do not compile here (the rest of each file is kept): \(path) lines 4, 7, 11 "
                + "(cannot find 'header' in scope)")
    }
}

extension LeftOutCodeTests {
    /// A body left out that answers one of the app's classes (Siskin's `avatarPublisher(for:)`
    /// answers its `Avatar`) answers one made with stand-ins: `_layouttyLeftOut` can make no
    /// value of the app's class, and the screen stopped. Where that value does not compile (the
    /// compiler points inside the body), the next round answers `_layouttyLeftOut` there rather
    /// than taking the class around it; an error there again leaves the file out whole.
    @Test func aBodyAnsweringTheAppsClassAnswersOneMade() throws {
        let manager = """
            import UIKit

            final class Avatar {
                struct Key { let account: String; let nick: String?; var size: Int { didSet {} } }
                init(key: Key) {}
            }
            final class AvatarManager {
                func avatar(for key: String) -> Avatar {
                    dispatcher.sync { Avatar(key: Avatar.Key(account: key, nick: nil, size: 1)) }
                }
            }

            """
        let folder = try TemporaryFolder.create("left-out", files: ["AvatarManager.swift": manager])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("AvatarManager.swift").path
        let first = try #require(
            LeftOutCode.cutting([place(9, 9, in: path): "cannot find 'dispatcher' in scope"], from: path, besides: []))
        #expect(
            first.map { "\($0.place.line):\($0.place.column) \($0.isBody) \($0.answersLeftOut)" } == ["8:44 true false"]
        )
        func line8(_ pieces: [LeftOutCode]) throws -> [String] {
            var standIns = StandIns()
            _ = standIns.add(leftOutCode: pieces)
            let port = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction, standIns: standIns)
            return try #require(port.files.first).changes.map { "\($0.line): \($0.after)" }
        }
        // A `let` of an optional type is asked for (Swift gives no default), an observed `var` is stored.
        #expect(
            try line8(first) == [
                "8:     func avatar(for key: String) -> Avatar { Avatar(key: Avatar.Key(account: \"\", nick: nil, size: 0))"
            ])
        let second = try #require(
            LeftOutCode.cutting([place(8, 46, in: path): "cannot convert"], from: path, besides: first))
        #expect(second.map { "\($0.place.line):\($0.place.column) \($0.answersLeftOut)" } == ["8:44 true"])
        var standIns = StandIns()
        _ = standIns.add(leftOutCode: first)
        let replaced = standIns.add(leftOutCode: second)
        #expect(replaced)
        #expect(standIns.leftOutCode == second)
        #expect(
            try line8(second)
                == ["8:     func avatar(for key: String) -> Avatar { _layouttyLeftOut(\"\(path):8\")"])
        #expect(LeftOutCode.cutting([place(8, 46, in: path): "x"], from: path, besides: second) == nil)
    }

    /// A database row as a chat app writes it over a module missing here (SQLite's
    /// `Expression`): an initializer's assignment left out as `()` left `self.id` unset ("return
    /// from initializer without initializing all stored properties"), which nothing then cut.
    /// It assigns the property's empty value instead, as the file writes its target (`self.id
    /// = 0`, `name = ""`); a class standing in is made (`RowStore()`: AltStore's database
    /// manager holds a container of a framework not built here, which no code could give, and
    /// the preview stopped); an optional property (`theme`, nil until set: a value of the app's
    /// own type left out could only stop the preview), a call in the initializer and an
    /// assignment outside one (line 15, a method's) are `()` as before.
    @Test func anInitializersAssignmentLeftOutStillAssigns() throws {
        let row = """
            import Foundation

            final class MessageRow {
                let id: Int64
                var name: String
                var theme: Theme!
                let store: RowStore
                init(table: String) {
                    self.id = Expression<Int64>("id").value
                    name = Expression<String>("name").value
                    store = LocalStore(table)
                    theme = Theme.from(table)
                    register(table)
                }
                func rename() {
                    name = Expression<String>("other").value
                    register(name)
                }
                func register(_ table: String) {}
            }
            final class LocalStore: RowStore {}

            """
        let (path, changes) = try portedChanges(
            of: row, named: "Row.swift",
            errors: [
                (9, 19, "cannot find 'Expression' in scope"), (10, 16, "cannot find 'Expression' in scope"),
                (11, 17, "argument passed to call that takes no arguments"),
                (12, 17, "cannot find 'Theme' in scope"), (13, 9, "cannot find 'register' in scope"),
                (16, 16, "cannot find 'Expression' in scope")
            ], standingIn: ["RowStore"])
        #expect(
            changes == [
                "9:         self.id = 0", "10:         name = \"\"", "11:         store = RowStore()",
                "12:         ()", "13:         ()", "16:         ()"
            ], "\(changes)")
    }
}

extension LeftOutCodeTests {
    /// A `super.init` call left out (a file manager's `super.init(style: .userPreferred)`, its
    /// style an extension of a file left out) is UIKit's plain designated initializer of the
    /// class's kind — a controller's `nibName: nil, bundle: nil`, a view's `frame: .zero`, a
    /// row's `style: .default`, NSObject's `()`: left out as `()`, "'super.init' isn't called on
    /// all paths" took the controller with it. A superclass of the app's (`BaseScreen`), whose
    /// initializers the copy does not know, keeps `()`.
    @Test func aSuperInitLeftOutIsUIKitsPlainOne() throws {
        let screens = """
            import UIKit

            final class FontScreen: UITableViewController {
                init(font: UIFont) { super.init(style: .userPreferred) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Badge: UILabel {
                init(count: Int) { super.init(frame: .badge) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Row: UITableViewCell {
                init() { super.init(style: .userPreferred, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Model: NSObject {
                init(key: String) { super.init(key: key) }
            }
            final class Detail: BaseScreen {
                init() { super.init(style: .userPreferred) }
            }

            """
        let (_, changes) = try portedChanges(
            of: screens, named: "Screens.swift",
            errors: [(4, 26, "x"), (8, 26, "x"), (12, 14, "x"), (16, 25, "x"), (19, 14, "x")], standingIn: [])
        // (Line 14 is the row's initializer a table view makes it by, which the port adds.)
        #expect(
            changes.filter { !$0.hasPrefix("14:") } == [
                "4:     init(font: UIFont) { super.init(nibName: nil, bundle: nil) }",
                "8:     init(count: Int) { super.init(frame: .zero) }",
                "12:     init() { super.init(style: .default, reuseIdentifier: nil) }",
                "16:     init(key: String) { super.init() }", "19:     init() { () }"
            ], "\(changes)")
    }
}

extension LeftOutCodeTests {
    /// A helpers file as apps write one (Santander's `Extensions.swift`): an error in a
    /// signature of an extension's member (a default argument of a type standing in) or of a
    /// top-level function leaves that declaration out, its lines blank, and the file's other
    /// helpers stay (`UIAction(withClosure:)`, which the screen's `viewDidLoad` calls); an error
    /// in a type's stored property still takes the file.
    @Test func anErrorInASignatureTakesItsDeclarationOnly() throws {
        let helpers = """
            import UIKit

            extension UIAction {
                convenience init(withClosure closure: @escaping () -> Void) {
                    self.init { _ in closure() }
                }
                func permit(_ permissions: Permission = []) {}
                var label: Label { Label() }
            }
            func chmod(_ mode: Permission) -> Bool { false }
            struct Entry {
                var mode: Permission
            }

            """
        let (_, changes) = try portedChanges(
            of: helpers, named: "Extensions.swift",
            errors: [
                (7, 48, "default argument value of type '[Any]' cannot be converted to type 'Permission'"),
                (8, 16, "cannot find type 'Label' in scope"), (10, 22, "cannot find type 'Permission' in scope")
            ])
        #expect(changes == ["7:     ", "8:     ", "10: "], "\(changes)")
        let folder = try TemporaryFolder.create("left-out-declaration", files: ["Extensions.swift": helpers])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Extensions.swift").path
        #expect(LeftOutCode.cutting([place(12, 15, in: path): "cannot find type"], from: path, besides: []) == nil)
    }
}

/// What a search remembers for the next build of the same files (a save) keeps its places only
/// while their files are unchanged.
@Suite struct ResumedSearchTests {
    /// A search that typed a closure's parameter as a stand-in (Screen.swift 3:20, beside a
    /// module standing in) remembers it; resumed, the place stands — until the user's save
    /// changes Screen.swift, after which the place is not where the error is, and the rewrite
    /// would break the line now there: it is dropped, to be found again where it is.
    @Test func placesInAFileChangedSinceAreDropped() throws {
        let screen = "import Firebase\nfunc load() {\n    fetch { snapshot in print(snapshot) }\n}\n"
        let folder = try TemporaryFolder.create(
            "resumed-search", files: [".git/HEAD": "ref: refs/heads/main\n", "Screen.swift": screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Screen.swift").path
        let memory = folder.appendingPathComponent("memory/search.json")
        var error = PreviewError("Screen.swift did not compile", status: 1)
        error.gaps.modules = ["Firebase"]
        error.gaps.closureParameters = [SourcePlace(path: path, line: 3, column: 20)]
        var search = ProjectSearch(files: [path], project: ProjectFiles(root: folder))
        #expect(search.next(after: error) && search.next(after: error))
        #expect(search.standIns.closureParameters == [SourcePlace(path: path, line: 3, column: 20)])
        search.remember(at: memory)
        var resumed = ProjectSearch(files: [path], project: ProjectFiles(root: folder))
        resumed.resume(from: memory)
        #expect(resumed.standIns.closureParameters == [SourcePlace(path: path, line: 3, column: 20)])
        #expect(resumed.standIns.modules == ["Firebase"])
        try ("// saved\n" + screen).write(toFile: path, atomically: true, encoding: .utf8)
        var afterSave = ProjectSearch(files: [path], project: ProjectFiles(root: folder))
        afterSave.resume(from: memory)
        #expect(afterSave.standIns.closureParameters.isEmpty && afterSave.standIns.modules == ["Firebase"])
    }
}

/// How much one failed compile changes: each kind of stand-in costs a compile of every file.
@Suite struct SearchRoundTests {
    /// Beside a module standing in, one round's errors name a module's class (`PodCell`), a
    /// member of UIKit's view (`snp`), a member of the app's cell (`delegate`, on a subclass of
    /// `PodCell`) and a closure's parameter: the name, the view's member and the closure's place
    /// stand in that round; the app's cell's member waits for the next, where `PodCell`, standing
    /// in, may answer it. (Each kind took a round of its own: Aidoku's library screen spent
    /// eight rounds on names, members and rewrites, at 25 to 45 s each.)
    @Test func namesMembersOfUIKitAndRewritesStandInTogether() throws {
        let folder = try TemporaryFolder.create(
            "search-rounds",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screen.swift": "import UIKit\nimport Pods\nfinal class Cell: PodCell {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Screen.swift").path
        var search = ProjectSearch(files: [path], project: ProjectFiles(root: folder))
        var first = PreviewError("Screen.swift did not compile", status: 1)
        first.gaps.modules = ["Pods"]
        let afterModules = search.next(after: first)
        #expect(afterModules && search.standIns.modules == ["Pods"])
        var second = PreviewError("Screen.swift did not compile", status: 1)
        second.gaps.names = ["PodCell"]
        second.gaps.members = [MemberGap(type: "UIView", name: "snp"), MemberGap(type: "Cell", name: "delegate")]
        second.gaps.closureParameters = [SourcePlace(path: path, line: 3, column: 20)]
        let afterNames = search.next(after: second)
        #expect(afterNames && search.standIns.names == ["PodCell"])
        #expect(search.standIns.members == [MemberGap(type: "UIView", name: "snp")])
        #expect(search.standIns.closureParameters == [SourcePlace(path: path, line: 3, column: 20)])
        let afterMembers = search.next(after: second)
        #expect(afterMembers && search.standIns.members.contains(MemberGap(type: "Cell", name: "delegate")))
    }
}

/// Which of the project's files the search reads for a name the compiler did not find.
@Suite struct NameSearchTests {
    /// Pocket Casts declares `struct Constants` at top level and more `Constants` nested in its
    /// views: for "cannot find 'Constants' in scope" the file declaring it at its top level is
    /// read, though a view's file is nearer; and once a view's file is read, its nested
    /// `Constants` does not count as the name found.
    @Test func aTopLevelDeclarationIsReadBeforeANestedOne() throws {
        let folder = try TemporaryFolder.create(
            "name-search",
            files: [
                ".git/HEAD": "ref: refs/heads/main\n",
                "Screens/Folder.swift": "import UIKit\nlet gap = Constants.gap\n",
                "Screens/StoriesView.swift": "struct StoriesView {\n    struct Constants {}\n}\n",
                "App/Constants.swift": "struct Constants {\n    static let gap = 8\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("Screens/Folder.swift").path
        let project = ProjectFiles(root: folder)
        #expect(project.files(declaring: "Constants").count == 2)
        #expect(
            !project.declaresAtTopLevel(
                "Constants", in: folder.appendingPathComponent("Screens/StoriesView.swift").path))
        var error = PreviewError("Folder.swift did not compile", status: 1)
        error.unresolvedNames = ["Constants"]
        var search = ProjectSearch(files: [screen], project: project)
        let again = search.next(after: error)
        #expect(again)
        #expect(search.helpers.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Constants.swift"])
    }
}

extension LeftOutCodeTests {
    /// A body left out that answers one of UIKit's objects that is no view answers an empty one
    /// made in the copy: a music app's search screen made its options button through a helper
    /// that does not compile here, `_layouttyLeftOut` can make no `UIBarButtonItem` at run time
    /// (nothing neutral), and the screen stopped on it. Each line stays where it was.
    @Test func aBodyAnsweringUIKitsObjectsAnswersAnEmptyOne() throws {
        let search = """
            import UIKit

            final class SearchController: UIViewController {
                var optionsButton: UIBarButtonItem { OptionsButton.make(for: player) }
                var sortMenu: UIMenu { Sorting.menu(player) }
                var search: UISearchController { Searching.controller(player) }
            }

            """
        let (_, changes) = try portedChanges(
            of: search, named: "Search.swift",
            errors: [
                (4, 43, "cannot find 'OptionsButton' in scope"), (5, 28, "cannot find 'Sorting' in scope"),
                (6, 39, "cannot find 'Searching' in scope")
            ])
        #expect(
            changes == [
                "4:     var optionsButton: UIBarButtonItem { UIBarButtonItem() }",
                "5:     var sortMenu: UIMenu { UIMenu() }",
                "6:     var search: UISearchController { UISearchController() }"
            ])
    }
}

extension LeftOutCodeTests {
    /// A cell provider whose `if` names a type standing in (OneBusAway's list: the statement
    /// goes, line 7), and which then has no return: the compiler points at the closure's
    /// closing brace, and the closure's statements go (from line 6), answering no cell — its
    /// signature kept — not the statement making the whole data source. A closure returning a
    /// value of the type its context gives answers `_layouttyLeftOut`, which takes that type.
    @Test func aCellProviderLeftWithoutReturnAnswersNoCell() throws {
        let source = """
            import UIKit

            final class Lists: UIViewController {
                func makeSource(_ view: UICollectionView) -> UICollectionViewDiffableDataSource<Int, Int> {
                    UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, item -> UICollectionViewCell? in
                        let name = "row"
                        if let row = item as? RowConfiguration {
                            return view.dequeueReusableCell(withReuseIdentifier: name + row.id, for: path)
                        }
                    }
                }
                func provider() -> (Int) -> String {
                    { item in
                        guard item > 0, let label = Labels.first else { return "" }
                        return label
                    }
                }
            }

            """
        let folder = try TemporaryFolder.create("left-out", files: ["Lists.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Lists.swift").path
        let first = try #require(
            LeftOutCode.cutting(
                [place(7, 36, in: path): "cannot find type 'RowConfiguration' in scope"], from: path, besides: []))
        #expect(first.map { "\($0.place.line):\($0.place.column) \($0.isBody)" } == ["7:13 false"])
        let second = try #require(
            LeftOutCode.cutting(
                [
                    place(10, 9, in: path): "missing return in closure expected to return 'UICollectionViewCell?'",
                    place(14, 41, in: path): "cannot find 'Labels' in scope"
                ], from: path, besides: first))
        #expect(second.map { "\($0.place.line):\($0.place.column) \($0.isBody)" } == ["6:13 true", "14:13 true"])
        var standIns = StandIns()
        _ = standIns.add(leftOutCode: first + second)
        let port = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction, standIns: standIns)
        let file = try #require(port.files.first)
        #expect(
            file.changes.map { "\($0.line): \($0.after)" } == [
                "6:             nil", "7: ", "14:             _layouttyLeftOut(\"\(path):14\")"
            ], "\(file.text)")
    }
}
