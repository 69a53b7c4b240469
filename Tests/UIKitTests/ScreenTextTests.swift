import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

extension UIKitSuites {
    /// The screens snapshot tests compare (`ScreenSetting`): `render`'s text, lines without
    /// trailing spaces, a controller's own collection view found in its view.
    @MainActor @Suite(.serialized) struct ScreenTextTests {
        /// One point per cell, 20 × 6: items of 8 × 2 at least 2 apart, so two a row ((20 + 2) /
        /// (8 + 2) = 2.2), justified to x = 0 and 12; line spacing 1 puts the second row at y = 3.
        /// Content 20 × (2 + 1 + 2) = 5; the viewport keeps 6 − 2 rows of chrome = 4 rows, so 0-2's
        /// bottom edge is below the screen.
        @Test func aFlowLayoutsScreenHasNoTrailingSpaces() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 8, height: 2)
            flow.minimumInteritemSpacing = 2
            flow.minimumLineSpacing = 1
            let text = ScreenSetting(device: nil, size: (20, 6)).screen(of: flow, items: 3)
            #expect(
                text == """
                    ┌─0-0──┐    ┌─0-1──┐
                    └──────┘    └──────┘

                    ┌─0-2──┐
                    arrows scroll · n/p…
                    20×5 @0,0 │ 3/3

                    """, "\n\(text)")
            #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
        }

        /// On iPhone 15 (3 pixels a point) a header of `.leastNonzeroMagnitude` points — how
        /// apps hide one — shows nothing, as on the device; one of a pixel (⅓ point, a
        /// hairline) is under a cell but there, so it is a `·` and counted.
        @Test func whatIsThinnerThanAPixelIsNotDrawn() {
            func screen(header height: CGFloat) -> String {
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 100, height: 40)
                flow.headerReferenceSize = CGSize(width: 393, height: height)
                return ScreenSetting(device: .iPhone15, size: (40, 30)).screen(of: flow, items: 3)
            }
            let hidden = screen(header: .leastNonzeroMagnitude)
            // Rows holding a mark alone (the help line has `·`s too).
            let marks = { (text: String) in
                text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "·" }.count
            }
            #expect(marks(hidden) == 0 && !hidden.contains("too small"), "\n\(hidden)")
            let hairline = screen(header: 1.0 / 3)
            #expect(marks(hairline) == 1 && hairline.contains("1 element too small to draw"), "\n\(hairline)")
        }

        final class NoCollection: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(UILabel())
            }
        }

        final class Nested: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 100, height: 40)
                let list = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                list.dataSource = self
                let container = UIView()
                container.addSubview(list)
                view.addSubview(container)
            }
        }

        /// `Nested`'s collection view with a title and an Add button.
        final class Inbox: UIViewController {
            let nested = Nested()
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
                addChild(nested)
                view.addSubview(nested.view)
            }
        }

        /// A controller with a title or bar buttons is shown under a navigation bar, as the app that
        /// shows it in a navigation controller does; in one whose bar is hidden, or with neither,
        /// under none. iPhone 15 at 40 × 16: 9.825 points a column, 19.65 a row. The status bar's 59
        /// points are rows 0–2; the bar's 44 below them end at 103 (row 5.24): rows 3–4, the title
        /// centred on row 3 in bold ((40 − 5) / 2 = 17 columns in) and `+` (the system Add) with 2
        /// columns to its right. The
        /// safe area then starts at 103: the first line of 100 × 40 items is at y 103 (row 5) — in
        /// a hidden bar's screen at 59 (row 3).
        @Test func aTitledControllerIsShownUnderItsNavigationBar() {
            let setting = ScreenSetting(device: .iPhone15, size: (40, 16))
            let screen = setting.screen(of: Inbox()).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(screen[3] == "                 Inbox               +", "\n\(screen.joined(separator: "\n"))")
            #expect(screen[4].isEmpty && screen[5].hasPrefix("┌"), "\n\(screen.joined(separator: "\n"))")
            let hidden = UINavigationController(rootViewController: Inbox())
            hidden.setNavigationBarHidden(true, animated: false)
            let bare = setting.screen(of: hidden).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                !bare.contains { $0.contains("Inbox") } && bare[3].hasPrefix("┌"), "\n\(bare.joined(separator: "\n"))")
            // A toolbar is hidden until shown, as in UIKit; its items are kept, the screen unchanged.
            let tooled = UINavigationController(rootViewController: Inbox())
            tooled.topViewController?.setToolbarItems([UIBarButtonItem(systemItem: .trash)], animated: false)
            #expect(tooled.isToolbarHidden && tooled.topViewController?.toolbarItems?.count == 1)
            tooled.setToolbarHidden(false, animated: true)
            #expect(!tooled.isToolbarHidden && setting.screen(of: tooled) == setting.screen(of: Inbox()))
        }

        /// A screen whose list has no data hides it and shows an empty state instead, the label
        /// before the list in the view tree (Pocket Casts' starred episodes: "Nothing Starred",
        /// which was refused as showing no collection view). Drawn as iOS draws it: the label,
        /// none of the hidden list's 3 items. iPhone 15 at 40 × 16 is 9.825 points a column and
        /// 19.65 a row (no bar): the label's frame (0, 196.5, 393, 39.3) has its middle at
        /// 216.15, row 11; its 15 characters (147.375 points) centred on x 196.5 start at
        /// 122.8125 points, column 12.5, which rounds as an edge does: 13.
        @Test func aHiddenListShowsTheEmptyStateInItsPlace() {
            final class Starred: UIViewController, UICollectionViewDataSource {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let empty = UILabel(frame: CGRect(x: 0, y: 196.5, width: 393, height: 39.3))
                    empty.text = "Nothing starred"
                    empty.textAlignment = .center
                    view.addSubview(empty)
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 100, height: 40)
                    let list = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                    list.dataSource = self
                    list.isHidden = true
                    view.addSubview(list)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    3
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                { UICollectionViewCell() }
            }
            let text = ScreenSetting(device: .iPhone15, size: (40, 16)).screen(of: Starred())
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows[11] == String(repeating: " ", count: 13) + "Nothing starred", "\n\(text)")
            #expect(!text.contains("┌") && !text.contains("no UICollectionView"), "\n\(text)")
        }

        /// An empty-state stack view as apps write one: `init(frame:)` and `init(coder:)`
        /// overridden, so it inherits `init()` — as on iOS, where `init(arrangedSubviews:)` is a
        /// convenience initializer (it was designated here, and `EmptyState()` did not compile).
        final class EmptyState: UIStackView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                axis = .vertical
            }
            required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        /// A hidden bar button item (iOS 16) is not in the bar: of Edit and a hidden Add, the bar
        /// ends with Edit alone — no `+` — as iOS lays it out.
        @Test func aHiddenBarButtonItemIsNotInTheBar() throws {
            final class Edited: UIViewController {
                let empty = EmptyState()
                let nested = Nested()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Inbox"
                    addChild(nested)
                    view.addSubview(nested.view)
                    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
                    add.isHidden = true
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil), add
                    ]
                    view.addSubview(empty)
                }
            }
            let setting = ScreenSetting(device: .iPhone15, size: (40, 16))
            let screen = setting.screen(of: Edited()).split(separator: "\n", omittingEmptySubsequences: false)
            try #require(screen.count > 3, "\(screen)")
            #expect(screen[3] == "                 Inbox            Edit", "\n\(screen.joined(separator: "\n"))")
            #expect(Edited().empty.axis == .vertical && Edited().empty.frame == .zero)
        }

        /// Fills itself on the main queue after it loads, as a store answering there makes a screen do.
        final class FilledLater: UIViewController, UICollectionViewDataSource {
            var names: [String] = []
            lazy var list = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            override func viewDidLoad() {
                super.viewDidLoad()
                let flow = list.collectionViewLayout as? UICollectionViewFlowLayout
                flow?.itemSize = CGSize(width: 12, height: 3)
                flow?.minimumLineSpacing = 1
                list.dataSource = self
                view.addSubview(list)
                DispatchQueue.main.async {
                    self.names = ["Ada", "Grace"]
                    self.list.reloadData()
                }
            }
            func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
            func collectionView(_ view: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = UICollectionViewListCell()
                var content = cell.defaultContentConfiguration()
                content.text = names[indexPath.item]
                cell.contentConfiguration = content
                return cell
            }
        }

        /// A main-actor test is itself work of the main queue, which cannot run the queue again
        /// from inside: the screen first shows the empty list (0/0); once the test awaits, the
        /// reload the controller queued has run and the same controller's screen shows "Ada" and
        /// "Grace" (12 × 3-point cells a point apart: rows 0–2 and 4–6; the status bar's 2/2).
        /// (The preview's program runs the queue before it shows a screen.)
        @Test func whatAScreenQueuesOnTheMainQueueRunsOnceATestAwaits() async {
            let setting = ScreenSetting(device: nil, size: (30, 10))
            let controller = FilledLater()
            let before = setting.screen(of: controller)
            #expect(!before.contains("Ada") && before.contains("0/0"), "\n\(before)")
            await Task.yield()
            let after = setting.screen(of: controller)
            #expect(after.contains("Ada") && after.contains("Grace") && after.contains("2/2"), "\n\(after)")
        }

        /// A controller's screen is its first collection view, however deep, with its own data;
        /// without one, the screen says so.
        @Test func aControllersScreenIsItsCollectionView() {
            let setting = ScreenSetting(device: .iPhone15, size: (40, 12))
            #expect(setting.screen(of: NoCollection()) == "layoutty: no UICollectionView in NoCollection's view")
            let screen = setting.screen(of: Nested())
            #expect(screen.contains("0-0") && screen.contains("0-4") && screen.contains("iPhone 15"), "\n\(screen)")
        }
    }
}

extension UIKitSuites.ScreenTextTests {
    /// A screen as apps build one: a title label at the top of the safe area, the collection
    /// view pinned under it and over an Add button at the bottom.
    final class Headed: UIViewController, UICollectionViewDataSource {
        let heading = UILabel()
        let add = UIButton(type: .system)
        lazy var list: UICollectionView = {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 40)
            let list = UICollectionView(frame: .zero, collectionViewLayout: flow)
            list.dataSource = self
            return list
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            heading.text = "Trails near you"
            add.setTitle("Add trail", for: .normal)
            for child in [heading, list, add] as [UIView] {
                child.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(child)
            }
            let safe = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                heading.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                heading.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                heading.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                list.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 8),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: add.topAnchor, constant: -8),
                add.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                add.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8)
            ])
        }

        var count = 30
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    }

    /// The collection view is drawn where its constraints put it, the screen's other views where
    /// theirs do. Solved on iPhone 15 (852 points tall): the heading at (16, 67) 361 × 21 (the
    /// safe area's 59 + 8), the list at (0, 96) 393 × 676 (21 + 8 below it, down to the button's
    /// top less 8), the button at (16, 780) 68 × 30 (852 − 34 − 8 = 810 at its bottom). At
    /// 40 × 48 (9.825 points a column, 19.65 a row) the screen's 43.4 rows are 44, one spare row
    /// above: the heading on row 67 / 19.65 = 3.4 → 3, line 4, from column 16 / 9.825 = 1.6 → 2;
    /// the list from row 96 / 19.65 = 4.9 → 5, line 6 — its items' lines every 50 points (2.5
    /// rows) drawn 2 rows and 1 apart: 6, 9, … 33; the button's title on row 780 / 19.65 = 39.7
    /// → 40, line 41, whole though its 68 points are 7 columns (a cell is wider than a letter).
    /// The list's own safe area is none (it starts below the screen's 59 and ends above 818).
    @Test func theCollectionViewIsWhereItsConstraintsPutItAmongItsScreensViews() throws {
        let screen = ScreenSetting(device: .iPhone15, size: (40, 48)).screen(of: Headed())
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[4] == "  Trails near you" && lines[5].isEmpty, "\n\(screen)")
        #expect(
            lines[6] == "┌──0-0───┐     ┌──0-1───┐     ┌──0-2───┐" && lines[33].hasPrefix("┌──0-27──┐"), "\n\(screen)")
        #expect(lines[35...40].allSatisfy(\.isEmpty) && lines[41] == "  Add trail", "\n\(screen)")
        let controller = Headed()
        UIScreen.main.show(device: DeviceSetting(device: .iPhone15), terminalColumns: 40, rows: 22)
        _layouttyAppear(controller)
        let device = try #require(controller.list._layouttyDevice(DeviceSetting(device: .iPhone15)))
        #expect(device.viewFrame == CGRect(x: 0, y: 96, width: 393, height: 676))
        #expect(
            device.screenViews.map(\.kind) == [.label, .button]
                && device.screenViews.map(\.text) == ["Trails near you", "Add trail"])
        #expect(device.viewSafeArea == .zero)
    }

    /// A search bar pinned at the top of the safe area, the list under it: the bar (0, 59) 393 ×
    /// 56 is rows 59 / 19.65 = 3.0 → 3 to 115 / 19.65 = 5.9 → 6 at 40 × 48, lines 4–6 below the
    /// spare row; its field is a box of those three rows saying "Search", as an empty one does
    /// on iOS; the list starts at 115 (row 5.9 → 6, line 7).
    @Test func aSearchBarIsDrawnAsItsField() {
        final class Searched: UIViewController, UICollectionViewDataSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 100, height: 40)
                let list = UICollectionView(frame: .zero, collectionViewLayout: flow)
                list.dataSource = self
                let search = UISearchBar(frame: .zero)
                for child in [search, list] as [UIView] {
                    child.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(child)
                }
                NSLayoutConstraint.activate([
                    search.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    search.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    search.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    list.topAnchor.constraint(equalTo: search.bottomAnchor),
                    list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    list.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                ])
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        }
        let screen = ScreenSetting(device: .iPhone15, size: (40, 48)).screen(of: Searched())
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[4] == "┌" + String(repeating: "─", count: 38) + "┐"
                && lines[5] == "│Search" + String(repeating: " ", count: 32) + "│")
        #expect(
            lines[6] == "└" + String(repeating: "─", count: 38) + "┘" && lines[7].hasPrefix("┌──0-0───┐"), "\n\(screen)"
        )
    }

    /// Text sits in its frame as UIKit draws it (40 × 48: 9.825 points a column, 19.65 a row,
    /// one spare row above the screen, so line = row + 1): a "Wear" button at (201, 64) 186 ×
    /// 93 — columns 20–39, rows 3–8 — is centred both ways: its 4 letters start at (294 − 2 ×
    /// 9.825) / 9.825 = 27.9 → column 28, its line at (110.5 − 9.825) / 19.65 = 5.1 → row 5,
    /// line 6 (before, column 20 of line 4). A right-aligned label at (16, 200) 361 × 21 —
    /// columns 2–38 — ends its 10 letters at column 38: from 28, line 11. A centred 60-point
    /// label at (0, 300) across the screen starts its 11 letters at (196.5 − 5.5 × 9.825) /
    /// 9.825 = 14.5 → 15, on (330 − 9.825) / 19.65 = 16.3 → row 16, line 17 (before, line 16).
    @Test func textSitsInItsFrameAsItsAlignmentSays() {
        final class BowTie: UIViewController, UICollectionViewDataSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                let wear = UIButton(type: .system)
                wear.setTitle("Wear", for: .normal)
                wear.frame = CGRect(x: 201, y: 64, width: 186, height: 93)
                let rating = UILabel(frame: CGRect(x: 16, y: 200, width: 361, height: 21))
                (rating.text, rating.textAlignment) = ("Rating 4/5", .right)
                let name = UILabel(frame: CGRect(x: 0, y: 300, width: 393, height: 60))
                (name.text, name.textAlignment) = ("Red Bow Tie", .center)
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 100, height: 40)
                let list = UICollectionView(
                    frame: CGRect(x: 0, y: 600, width: 393, height: 200), collectionViewLayout: flow)
                list.dataSource = self
                for child in [wear, rating, name, list] as [UIView] { view.addSubview(child) }
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        }
        let screen = ScreenSetting(device: .iPhone15, size: (40, 48)).screen(of: BowTie())
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[6] == String(repeating: " ", count: 28) + "Wear" && lines[4].isEmpty, "\n\(screen)")
        #expect(lines[11] == String(repeating: " ", count: 28) + "Rating 4/5", "\n\(screen)")
        #expect(lines[17] == String(repeating: " ", count: 15) + "Red Bow Tie" && lines[16].isEmpty, "\n\(screen)")
    }

    /// Right to left, leading is the right edge: the Add button pinned 16 points from the safe
    /// area's leading edge ends 16 from the right (393 − 16 = 377) and starts 68 before it, at
    /// 309; the heading, pinned 16 in at both sides, keeps (16, 67) 361 wide, its natural
    /// alignment at its right edge; the list spans the screen either way. Left to right the
    /// button is at 16 and the heading's text at its left.
    @Test func constraintsMirrorRightToLeft() {
        let rightToLeft = Headed()
        UIScreen.main.show(
            device: DeviceSetting(device: .iPhone15), layoutDirection: .rightToLeft, terminalColumns: 40, rows: 22)
        _layouttyAppear(rightToLeft)
        #expect(rightToLeft.add.frame == CGRect(x: 309, y: 780, width: 68, height: 30))
        #expect(rightToLeft.heading.frame == CGRect(x: 16, y: 67, width: 361, height: 21))
        #expect(rightToLeft.list.frame.minX == 0 && rightToLeft.list.frame.width == 393)
        // The heading's natural alignment starts its text at the right; the button's centred.
        let shown = { (screen: Headed) in
            screen.list._layouttyDevice(DeviceSetting(device: .iPhone15))?.screenViews.map(\.textAlignment)
        }
        #expect(shown(rightToLeft) == [.end, .center])
        let leftToRight = Headed()
        UIScreen.main.show(device: DeviceSetting(device: .iPhone15), terminalColumns: 40, rows: 22)
        _layouttyAppear(leftToRight)
        #expect(leftToRight.add.frame.minX == 16)
        #expect(shown(leftToRight) == [.start, .center])
    }

    /// Scrolling a screen whose list is under a heading, the terminal shorter than the screen
    /// (40 × 24: the window 22 rows, 432.3 points): down, the list's content scrolls first and
    /// the heading stays, as on the phone; past the content's end (60 items: 20 lines, 990
    /// points in a 676-point view, so 314 to scroll), the window moves down the screen (up to
    /// 852 − 432.3 = 419.7); back up, the window first returns to the list's top (96), then the
    /// content scrolls back, then the window goes on up to the heading.
    @Test func aScreenScrollsItsListFirstThenTheWindow() throws {
        let controller = Headed()
        controller.count = 60
        UIScreen.main.show(device: DeviceSetting(device: .iPhone15), terminalColumns: 40, rows: 22)
        _layouttyAppear(controller)
        let previewer = Previewer(
            collectionView: controller.list, terminalColumns: 40, rows: 24,
            device: controller.list._layouttyDevice(DeviceSetting(device: .iPhone15)))
        let viewport = previewer.viewport
        viewport.scroll(by: CGPoint(x: 0, y: 100))
        #expect(viewport.bounds.minY == 100 && viewport.windowOffset.y == 0)
        let canvas = TextCanvas(columns: 40, rows: 24)
        previewer.draw(on: canvas)
        #expect(canvas.line(3).hasPrefix("  Trails near you"), "\n\(canvas.text)")
        viewport.scroll(by: CGPoint(x: 0, y: 1000))
        #expect(viewport.bounds.minY == 314 && abs(viewport.windowOffset.y - (852 - 22 * 19.65)) < 1e-9)
        viewport.scroll(by: CGPoint(x: 0, y: -400))
        #expect(
            viewport.windowOffset.y == 96 && abs(viewport.bounds.minY - (314 - (400 - (852 - 22 * 19.65 - 96)))) < 1e-9)
        viewport.scroll(by: CGPoint(x: 0, y: -1000))
        #expect(viewport.bounds.minY == 0 && viewport.windowOffset.y == 0)
    }
}

extension UIKitSuites.ScreenTextTests.Nested: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
}

extension UIKitSuites {
    /// Estimated sizes stay at their estimate unless the cell's content is known: `--items`'
    /// placeholders ("0-3") say nothing of how tall an app's row is.
    @MainActor @Suite(.serialized) struct EstimatedSizeTests {
        final class Rows: LayouttyPreviewDataSource {
            let labelsAreContent: Bool
            init(labelsAreContent: Bool) { self.labelsAreContent = labelsAreContent }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func apply(_ batch: BatchUpdate) {}
        }

        /// Full-width rows estimated 88 points tall on an iPhone 15 in 80 × 24 (9.825 points a
        /// row). Placeholders: each row stays 88 points and the status bar says "estimated". Content
        /// ("0-0" taken as the row's text): each row is measured to its one line, a box 3 rows tall,
        /// 3 × 9.825 = 29.475 points, and nothing is said.
        @Test func placeholdersKeepTheEstimate() throws {
            for content in [false, true] {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(88)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(88)),
                    subitems: [item])
                let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                let rows = Rows(labelsAreContent: content)
                let text = ScreenSetting(device: .iPhone15).screen(of: layout, dataSource: rows)
                let height = try #require(
                    layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height)
                #expect(abs(height - (content ? 29.475 : 88)) < 1e-9, "content \(content): \(height)")
                #expect(text.contains("│ estimated │") == !content, "\(text)")
            }
        }
    }
}

extension UIKitSuites {
    /// Selection as a tap makes it (Enter on the focused item): the delegate asked and told, the
    /// item selected — the one before deselected and told, in a view of single selection — and the
    /// cells configured with it: a list whose cells show a checkmark when selected shows `✓` on
    /// the selected row only. `indexPathsForSelectedItems` says which; `reloadData()` forgets it.
    @MainActor @Suite(.serialized) struct SelectionTests {
        final class Picker: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            let names = ["Harbour", "Old Town", "Market"]
            var told: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                names.count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = UICollectionViewListCell(frame: .zero)
                var content = cell.defaultContentConfiguration()
                content.text = names[indexPath.item]
                cell.contentConfiguration = content
                cell.configurationUpdateHandler = { cell, state in
                    (cell as? UICollectionViewListCell)?.accessories = state.isSelected ? [.checkmark()] : []
                }
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                told.append("select \(indexPath.item)")
            }
            func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                told.append("deselect \(indexPath.item)")
            }
            /// The last row ("Market") is a heading: it takes no highlight, so no tap selects it.
            func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
            {
                indexPath.item != names.count - 1
            }
            func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
                told.append("highlight \(indexPath.item)")
            }
            func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
                told.append("unhighlight \(indexPath.item)")
            }
            func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                told.append("should select \(indexPath.item)")
                return true
            }
        }

        @Test func enterSelectsAsATapAndTheCellsShowIt() {
            let picker = Picker()
            let view = UICollectionView(
                frame: .zero,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            view.dataSource = picker
            view.delegate = picker
            let previewer = Previewer(
                collectionView: view, terminalColumns: 40, rows: 12, device: DeviceSetting(device: .iPhone15))
            previewer.animatesChanges = false
            func rows() -> [String] {
                let canvas = TextCanvas(columns: 40, rows: 12)
                previewer.draw(on: canvas)
                return canvas.trimmedText.split(separator: "\n").map(String.init).filter {
                    $0.contains("Harbour") || $0.contains("Old Town")
                }
            }
            #expect(previewer.focus(on: IndexPath(item: 0, section: 0)))
            _ = previewer.handle(.key(.enter))
            #expect(rows().map { $0.contains("✓") } == [true, false], "\(rows())")
            #expect(previewer.focus(on: IndexPath(item: 1, section: 0)))
            _ = previewer.handle(.key(.enter))
            #expect(rows().map { $0.contains("✓") } == [false, true], "\(rows())")
            // UIKit's order for a tap: highlighted on touch down, the selection asked while the
            // finger is down, the highlight lifted, then the old selection and the new told.
            #expect(
                picker.told == [
                    "highlight 0", "should select 0", "unhighlight 0", "select 0",
                    "highlight 1", "should select 1", "unhighlight 1", "deselect 0", "select 1"
                ])
            #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            picker.told = []
            #expect(previewer.focus(on: IndexPath(item: 2, section: 0)))
            _ = previewer.handle(.key(.enter))
            #expect(
                previewer.message
                    == "[0, 2]: the delegate declines to highlight it (shouldHighlightItemAt), so a tap does nothing")
            #expect(picker.told == [])
            #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            view.reloadData()
            #expect(view.indexPathsForSelectedItems == [])
        }
    }
}
