import Foundation
import Testing
import _LayouttyConsole
import _LayouttyPortRuntime

@_spi(LayouttyPort) @testable import UIKit

/// Storyboards and xibs read as UIKit reads their compiled nibs: a scene's view tree with its
/// frames, texts and constraints, its collection view's flow layout and prototype cells, the
/// outlets connected before `viewDidLoad` and `awakeFromNib`. The documents are this file's own,
/// written in Interface Builder's XML as Xcode 15 saves it. The classes declare
/// `_layouttyConnect(outlet:to:)` as the preview's copy of an app's class does.
@MainActor @Suite final class InterfaceBuilderTests {
    /// The test's documents' folder: a suite instance is one test's own, and its end removes it.
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-nib-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    final class ShelfController: UIViewController, UICollectionViewDataSource {
        var grid: UICollectionView!
        var heading: UILabel!
        /// What `viewDidLoad` found connected: UIKit connects outlets before it.
        var connectedAtLoad = false
        override func viewDidLoad() {
            super.viewDidLoad()
            connectedAtLoad = grid != nil && heading?.text == "Your shelf"
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath) }
        override func _layouttyConnect(outlet name: String, to object: AnyObject) -> Bool {
            switch name {
            case "grid": grid = object as? UICollectionView
            case "heading": heading = object as? UILabel
            default: return super._layouttyConnect(outlet: name, to: object)
            }
            return true
        }
    }

    final class BookCell: UICollectionViewCell {
        var title: UILabel!
        /// The title's text when the cell was awoken: outlets are connected before.
        var titleAtAwake: String?
        override func awakeFromNib() {
            super.awakeFromNib()
            titleAtAwake = title?.text
        }
        override func _layouttyConnect(outlet name: String, to object: AnyObject) -> Bool {
            guard name == "title" else { return super._layouttyConnect(outlet: name, to: object) }
            title = object as? UILabel
            return true
        }
    }

    /// A custom view loading its content from a xib whose File's Owner it is.
    final class EmptyStateView: UIView {
        var contentView: UIView!
        var message: UILabel!
        override func _layouttyConnect(outlet name: String, to object: AnyObject) -> Bool {
            switch name {
            case "contentView": contentView = object as? UIView
            case "message": message = object as? UILabel
            default: return super._layouttyConnect(outlet: name, to: object)
            }
            return true
        }
    }

    /// The documents written to the test's folder, under names no other test uses (the
    /// tables are the process's), the files' classes registered as the preview's entry does.
    private func install(_ documents: [String: String]) throws -> [String: String] {
        var names: [String: String] = [:]
        for (file, text) in documents {
            let name = "\(file)-\(UUID())"
            let url = folder.appendingPathComponent(name + (text.contains("Storyboard.XIB") ? ".storyboard" : ".xib"))
            try Data(text.utf8).write(to: url)
            interfaceBuilderFiles[name] = url.path
            names[file] = name
        }
        nibClasses["BookCell"] = BookCell.self
        nibClasses["EmptyStateView"] = EmptyStateView.self
        storyboardClasses["ShelfController"] = ShelfController.self
        return names
    }

    /// The scene's controller is the storyboard's initial one, of its class; its view is the
    /// scene's: the heading's text and font, the collection view's flow layout (120 × 140
    /// items, 12 between lines, 8 around the section), its data source the controller, both
    /// outlets connected before `viewDidLoad`. Laid out by the scene's constraints on the
    /// scene's 393 × 852: the heading at the safe area's top, 16 from the leading edge, one
    /// bold 17-point line tall (⌈17 × 1.193⌉ = 21); the grid 8 below it down to the bottom.
    @Test func aStoryboardScenesViewIsItsViewTree() throws {
        let names = try install(["Shelf": Self.storyboard])
        let made = UIStoryboard(name: names["Shelf"]!, bundle: nil).instantiateInitialViewController()
        let controller = try #require(made as? ShelfController)
        controller.loadViewIfNeeded()
        #expect(controller.connectedAtLoad)
        #expect(controller.heading.font.pointSize == 17 && controller.heading.font.weight == .bold)
        let flow = try #require(controller.grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 120, height: 140) && flow.minimumLineSpacing == 12)
        #expect(flow.sectionInset == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(controller.grid.dataSource === controller)
        let view = try #require(controller.view)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        view.layoutIfNeeded()
        let top = view.safeAreaInsets.top
        #expect(controller.heading.frame.origin == CGPoint(x: 16, y: top))
        #expect(controller.heading.frame.height == 21)
        #expect(controller.grid.frame == CGRect(x: 0, y: top + 29, width: 393, height: 852 - top - 29))
    }

    /// A navigation controller's scene (Tinode's `StartNavigator`, made by identifier and cast
    /// `as! UINavigationController`) is a navigation controller holding the scene its
    /// `rootViewController` relationship names — the files' class, with the scene's title
    /// ("Chats") and its navigation item's ("Tinode"); a tab bar controller's holds its
    /// `viewControllers` in the file's order, a scene naming no class as UIKit's plain
    /// controller. Before, both were plain controllers and the app's cast trapped, and a scene's
    /// titles were not read. The class is one the storyboards show as a navigation root, so the
    /// preview shows it pushed, and on a tab, so a screen of it is shown on that tab (Go Map!!'s
    /// tag editor casts its `tabBarController`); a class no scene names is not.
    final class ChatsController: UIViewController {}

    @Test func containerScenesHoldTheScenesTheirRelationshipsName() throws {
        storyboardClasses["ChatsController"] = ChatsController.self
        let names = try install(["Containers": Self.containerStoryboard])
        let storyboard = UIStoryboard(name: names["Containers"]!, bundle: nil)
        let navigation = try #require(
            storyboard.instantiateViewController(withIdentifier: "StartNavigator") as? UINavigationController)
        let root = try #require(navigation.viewControllers.first as? ChatsController)
        #expect(navigation.viewControllers.count == 1 && root.navigationController === navigation)
        #expect(root.storyboard === storyboard && root.title == "Chats" && root.navigationItem.title == "Tinode")
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let held = try #require(tabs.viewControllers)
        #expect(held.count == 2 && held[0] is UINavigationController && type(of: held[1]) == UIViewController.self)
        #expect((held[0] as? UINavigationController)?.viewControllers.first is ChatsController)
        #expect(UIStoryboard.showsOnANavigationController(root))
        #expect(!UIStoryboard.showsOnANavigationController(held[1]))
        // A screen of that class shown as the storyboard shows it: on the tab bar's first tab,
        // under the tab's navigation controller, that tab selected, the other tab made too.
        let screen = ChatsController()
        let shown = try #require(UIStoryboard.tabBarController(showing: screen))
        #expect(shown.selectedIndex == 0 && shown.viewControllers?.count == 2)
        #expect(screen.tabBarController === shown && screen.navigationController?.viewControllers == [screen])
        #expect(shown.shownScreen === screen)
        // On the navigation controller the preview pushed it on, that takes the tab's place.
        let pushed = UINavigationController(rootViewController: ChatsController())
        let tabbed = try #require(UIStoryboard.tabBarController(showing: pushed))
        #expect(tabbed.viewControllers?.first === pushed && tabbed.shownScreen === pushed.topViewController)
        // Already in a container, or a class no tab shows: as it is.
        #expect(UIStoryboard.tabBarController(showing: screen) == nil)
        #expect(UIStoryboard.tabBarController(showing: UIViewController()) == nil)
    }

    static let containerStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="n0"><objects>
                    <navigationController storyboardIdentifier="StartNavigator" id="n1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="n2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="c1" kind="relationship" relationship="rootViewController" id="n3"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="t0"><objects>
                    <tabBarController storyboardIdentifier="Tabs" id="t1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="n1" kind="relationship" relationship="viewControllers" id="t2"/>
                            <segue destination="p1" kind="relationship" relationship="viewControllers" id="t3"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="c0"><objects>
                    <viewController title="Chats" id="c1" customClass="ChatsController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="c2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <navigationItem key="navigationItem" title="Tinode" id="c3"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="p0"><objects>
                    <viewController id="p1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="p2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    /// A prototype cell dequeued by its identifier is the scene's: the files' class it names,
    /// its title label in its content view with the prototype's text, the outlet connected
    /// before `awakeFromNib`. At 120 × 140 its constraints put the title 4 from the leading,
    /// trailing and bottom edges: x 4, width 112, bottom 136, 21 tall, so y 115.
    @Test func aPrototypeCellIsMadeFromTheStoryboard() throws {
        let names = try install(["Shelf": Self.storyboard])
        let made = UIStoryboard(name: names["Shelf"]!, bundle: nil).instantiateViewController(withIdentifier: "Shelf")
        let grid = try #require((made as? ShelfController)?.view.subviews.compactMap { $0 as? UICollectionView }.first)
        let cell = try #require(
            grid.dequeueReusableCell(withReuseIdentifier: "Book", for: IndexPath(item: 0, section: 0)) as? BookCell)
        #expect(cell.titleAtAwake == "Title")
        #expect(cell.title.superview === cell.contentView)
        cell.frame = CGRect(x: 0, y: 0, width: 120, height: 140)
        cell.layoutIfNeeded()
        #expect(cell.title.frame == CGRect(x: 4, y: 115, width: 112, height: 21))
    }

    /// `UINib.instantiate(withOwner:)` of a xib whose File's Owner is the view loading it: the
    /// top-level view made, the owner's outlets connected to it and to its label.
    @Test func aXibConnectsItsFilesOwnersOutlets() throws {
        let names = try install(["Empty": Self.xib])
        let owner = EmptyStateView(frame: .zero)
        let views = UINib(nibName: names["Empty"]!, bundle: nil).instantiate(withOwner: owner)
        #expect(views.count == 1)
        #expect(owner.contentView === views.first as AnyObject)
        #expect(owner.message.text == "Nothing here yet")
        #expect(owner.message.numberOfLines == 0)
        #expect(owner.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
    }

    final class SettingsController: UITableViewController {}

    final class SwitchRow: UITableViewCell {
        var toggle: UISwitch!
        override func _layouttyConnect(outlet name: String, to object: AnyObject) -> Bool {
            guard name == "toggle" else { return super._layouttyConnect(outlet: name, to: object) }
            toggle = object as? UISwitch
            return true
        }
    }

    /// A table view controller's scene: its view is the scene's table (its row height, its
    /// data source the controller as the scene connects it), and a prototype row dequeued by
    /// its identifier is the files' class with the prototype's label and switch (on, as the
    /// storyboard says), the switch's outlet connected.
    @Test func aTableScenesPrototypeRowsAreItsOwn() throws {
        nibClasses["SwitchRow"] = SwitchRow.self
        storyboardClasses["SettingsController"] = SettingsController.self
        let names = try install(["Settings": Self.tableStoryboard])
        let controller = try #require(
            UIStoryboard(name: names["Settings"]!, bundle: nil).instantiateInitialViewController()
                as? SettingsController)
        let table = try #require(controller.tableView)
        #expect(table.rowHeight == 52 && table.dataSource === controller)
        let row = try #require(table.dequeueReusableCell(withIdentifier: "Toggle") as? SwitchRow)
        #expect(row.toggle.isOn && row.toggle.superview === row.contentView)
        #expect(row.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Wi-Fi"])
    }

    /// A settings screen of static cells, as apps build one in a storyboard: the version cell's
    /// detail label is an outlet the controller fills in `viewDidLoad`.
    final class AboutController: UITableViewController {
        var version: UILabel!
        override func viewDidLoad() {
            super.viewDidLoad()
            version.text = "2.1"
        }
        override func _layouttyConnect(outlet name: String, to object: AnyObject) -> Bool {
            guard name == "version" else { return super._layouttyConnect(outlet: name, to: object) }
            version = object as? UILabel
            return true
        }
    }

    /// A static table (`dataMode="static"`) is answered by `UITableViewController` from its
    /// sections, as on iOS: 2 sections of 2 and 1 rows, the first titled "Account" with its
    /// footer; each cell the storyboard's, in order, with its accessory (the profile's `›`), its
    /// style's labels the nib's own (setting
    /// `textLabel` adds no second label), the detail label an outlet filled in `viewDidLoad`.
    /// Rows are the table's 44 points but the one Interface Builder made 60.
    @Test func aStaticTableShowsTheStoryboardsCells() throws {
        storyboardClasses["AboutController"] = AboutController.self
        let names = try install(["About": Self.staticTableStoryboard])
        let controller = try #require(
            UIStoryboard(name: names["About"]!, bundle: nil).instantiateInitialViewController() as? AboutController)
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == "Signed in with Apple")
        let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        profile.textLabel?.text = "Your profile"
        #expect(profile.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Your profile"])
        #expect(profile.accessoryType == .disclosureIndicator && profile.rowText == "Your profile ›")
        let version = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(version.textLabel?.text == "Version" && version.detailTextLabel === controller.version)
        #expect(controller.version.text == "2.1" && version.rowText == "Version · 2.1")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.rowText == "Sign out")
        #expect(table.height(ofRowAt: IndexPath(row: 0, section: 0)) == 44)
        #expect(table.height(ofRowAt: IndexPath(row: 0, section: 1)) == 60)
    }

    /// An app's layout, as a storyboard names it: a custom layout of one of the files' classes
    /// is made by its `init?(coder:)`; the files' flow layout subclass reads Interface Builder's
    /// sizes there first (items 90 × 44, lines 6 apart), as on iOS; a flow layout naming a class
    /// the files do not declare is UIKit's flow layout with the storyboard's sizes.
    final class RingLayout: UICollectionViewLayout {
        var madeByCoder = false
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            madeByCoder = true
        }
        override init() { super.init() }
    }

    final class ShelfFlow: UICollectionViewFlowLayout {}

    @Test func aStoryboardsLayoutIsTheAppsClassItNames() throws {
        nibLayoutClasses["RingLayout"] = RingLayout.self
        nibLayoutClasses["ShelfFlow"] = ShelfFlow.self
        let names = try install(["Layouts": Self.layoutStoryboard])
        let storyboard = UIStoryboard(name: names["Layouts"]!, bundle: nil)
        func layout(_ identifier: String) -> UICollectionViewLayout? {
            (storyboard.instantiateViewController(withIdentifier: identifier) as? UICollectionViewController)?
                .collectionView.collectionViewLayout
        }
        #expect((layout("Ring") as? RingLayout)?.madeByCoder == true)
        let flow = try #require(layout("Shelf") as? ShelfFlow)
        #expect(flow.itemSize == CGSize(width: 90, height: 44) && flow.minimumLineSpacing == 6)
        let unknown = try #require(layout("Unknown"))
        #expect(type(of: unknown) == UICollectionViewFlowLayout.self)
        #expect((unknown as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 90, height: 44))
    }

    /// A screen designed on an iPhone 8 (its scene's view 375 × 667) is shown as big as the
    /// screen it is on — an iPhone 15's 393 × 852 unless a test said otherwise — as the window
    /// sizes its root controller's view before `viewWillAppear`; before, it kept the
    /// storyboard's size and the preview drew it in a 375-point box with margins. (A view the
    /// code made keeps its frame: `AutoLayoutTests`' phone-sized views.)
    @Test func aScreensViewIsAsBigAsTheScreenItIsOn() throws {
        nibLayoutClasses["ShelfFlow"] = ShelfFlow.self
        let names = try install(["Layouts": Self.layoutStoryboard])
        let controller = try #require(
            UIStoryboard(name: names["Layouts"]!, bundle: nil).instantiateViewController(withIdentifier: "Shelf")
                as? UICollectionViewController)
        #expect(UIScreen.main.bounds.size != CGSize(width: 375, height: 667))
        _layouttyAppear(controller)
        #expect(controller.view.frame == UIScreen.main.bounds)
    }

    /// So is a view the controller's own code loads from a nib it owns (VLC's
    /// `Bundle.main.loadNibNamed("AddToCollectionView", owner: self)` in `init`): designed at
    /// 375 × 667, it kept that size and the screen's collection view, pinned to its safe area,
    /// was laid out in it.
    @Test func aViewTheControllerLoadsFromItsNibIsAsBigAsTheScreen() throws {
        final class OwnerController: UIViewController {
            init(nib: String) {
                super.init(nibName: nil, bundle: nil)
                Bundle.main.loadNibNamed(nib, owner: self, options: nil)
            }
            required init?(coder: NSCoder) { nil }
        }
        let names = try install(["Owner": Self.ownedViewNib])
        let controller = OwnerController(nib: names["Owner"]!)
        #expect(controller.isViewLoaded && controller.view.frame.size == CGSize(width: 375, height: 667))
        _layouttyAppear(controller)
        #expect(controller.view.frame == UIScreen.main.bounds)
    }

    static let ownedViewNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="v1" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            </objects>
        </document>
        """

    static let layoutStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="r1">
            <scenes>
        \(["Ring", "Shelf", "Unknown"].map(layoutScene).joined(separator: "\n"))
            </scenes>
        </document>
        """

    /// A collection view controller's scene whose layout is `name`'s: Xcode's custom layout
    /// element for "Ring", a flow layout of a custom class for the others.
    nonisolated static func layoutScene(_ name: String) -> String {
        let layout =
            name == "Ring"
            ? #"<collectionViewLayout key="collectionViewLayout" id="L\#(name)" customClass="RingLayout" customModule="App"/>"#
            : #"""
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="6" id="L\#(name)" \#
            customClass="\#(name == "Shelf" ? "ShelfFlow" : "MissingFlow")" customModule="App">
                <size key="itemSize" width="90" height="44"/>
            </collectionViewFlowLayout>
            """#
        return """
                    <scene sceneID="s\(name)">
                        <objects>
                            <collectionViewController storyboardIdentifier="\(name)" id="\(name == "Ring" ? "r1" : name)" \
            sceneMemberID="viewController">
                                <collectionView key="view" dataMode="prototypes" id="v\(name)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    \(layout)
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
            """
    }

    static let tableStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="t1">
            <scenes>
                <scene sceneID="ts">
                    <objects>
                        <tableViewController id="t1" customClass="SettingsController" sceneMemberID="viewController">
                            <tableView key="view" rowHeight="52" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Toggle" id="row" customClass="SwitchRow">
                                        <rect key="frame" x="0.0" y="50" width="393" height="52"/>
                                        <tableViewCellContentView key="contentView" id="rowContent">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="52"/>
                                            <subviews>
                                                <label text="Wi-Fi" id="rowTitle">
                                                    <rect key="frame" x="20" y="15" width="100" height="21"/>
                                                </label>
                                                <switch on="YES" id="rowSwitch">
                                                    <rect key="frame" x="324" y="10" width="51" height="31"/>
                                                </switch>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="toggle" destination="rowSwitch" id="to1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="t1" id="td1"/>
                                    <outlet property="delegate" destination="t1" id="td2"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let staticTableStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="a1">
            <scenes>
                <scene sceneID="as">
                    <objects>
                        <tableViewController id="a1" customClass="AboutController" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="aboutTable">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in with Apple" id="s1">
                                        <cells>
                                            <tableViewCell accessoryType="disclosureIndicator" textLabel="pT" \
        style="IBUITableViewCellStyleDefault" id="profile">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" id="pC">
                                                    <rect key="frame" x="0.0" y="0.0" width="363" height="44"/>
                                                    <subviews>
                                                        <label text="Profile" id="pT">
                                                            <rect key="frame" x="20" y="0.0" width="335" height="44"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell textLabel="vT" detailTextLabel="vD" \
        style="IBUITableViewCellStyleValue1" id="versionCell">
                                                <rect key="frame" x="0.0" y="94" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" id="vC">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <subviews>
                                                        <label text="Version" id="vT">
                                                            <rect key="frame" x="20" y="12" width="60" height="20"/>
                                                        </label>
                                                        <label text="Detail" id="vD">
                                                            <rect key="frame" x="330" y="12" width="44" height="20"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection id="s2">
                                        <cells>
                                            <tableViewCell customRowHeight="YES" rowHeight="60" id="signOut">
                                                <rect key="frame" x="0.0" y="180" width="393" height="60"/>
                                                <tableViewCellContentView key="contentView" id="sC">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                                    <subviews>
                                                        <label text="Sign out" id="sT">
                                                            <rect key="frame" x="20" y="20" width="80" height="20"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="a1" id="ad1"/>
                                    <outlet property="delegate" destination="a1" id="ad2"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="version" destination="vD" id="av1"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" \
        initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Shelf" id="vc1" customClass="ShelfController" \
        customModule="Shelf" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Your shelf" translatesAutoresizingMaskIntoConstraints="NO" \
        id="title">
                                        <rect key="frame" x="16" y="59" width="361" height="21"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <collectionView clipsSubviews="YES" dataMode="prototypes" \
        translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                        <rect key="frame" x="0.0" y="88" width="393" height="764"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="12" \
        minimumInteritemSpacing="10" id="flow">
                                            <size key="itemSize" width="120" height="140"/>
                                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                            <inset key="sectionInset" minX="8" minY="8" maxX="8" maxY="8"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" reuseIdentifier="Book" id="cell" \
        customClass="BookCell">
                                                <rect key="frame" x="8" y="8" width="120" height="140"/>
                                                <view key="contentView" opaque="NO" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="120" height="140"/>
                                                    <subviews>
                                                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" \
        id="cellTitle">
                                                            <rect key="frame" x="4" y="115" width="112" height="21"/>
                                                        </label>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="cellTitle" firstAttribute="leading" \
        secondItem="content" secondAttribute="leading" constant="4" id="c1"/>
                                                        <constraint firstAttribute="bottom" secondItem="cellTitle" \
        secondAttribute="bottom" constant="4" id="c2"/>
                                                        <constraint firstAttribute="trailing" secondItem="cellTitle" \
        secondAttribute="trailing" constant="4" id="c3"/>
                                                    </constraints>
                                                </view>
                                                <connections>
                                                    <outlet property="title" destination="cellTitle" id="o1"/>
                                                </connections>
                                            </collectionViewCell>
                                        </cells>
                                        <connections>
                                            <outlet property="dataSource" destination="vc1" id="o2"/>
                                        </connections>
                                    </collectionView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" \
        secondAttribute="top" id="k1"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="16" id="k2"/>
                                    <constraint firstItem="grid" firstAttribute="top" secondItem="title" \
        secondAttribute="bottom" constant="8" id="k3"/>
                                    <constraint firstItem="grid" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" id="k4"/>
                                    <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" \
        id="k5"/>
                                    <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" \
        id="k6"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="grid" destination="grid" id="o3"/>
                                <outlet property="heading" destination="title" id="o4"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A test target's xib, in the bundle `Bundle(for:)` gives it (`layoutty test` links the
    /// target's files there): `UINib(nibName:bundle:)` finds it in the bundle, and its view is
    /// the class it names in its module (`customModule`), found by name as Objective-C's
    /// runtime finds it — no preview lists the files' classes in a test. A table's header and
    /// footer registered by that nib is made from it: Carbon's suite re-registered and
    /// dequeued a plain view for ever, until the stack ran out.
    @Test func aBundlesNibMakesItsClassInATest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-bundle-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "BadgeHeader-\(UUID())"
        try Data(Self.headerXib.utf8).write(to: folder.appendingPathComponent(name + ".xib"))
        let nib = UINib(nibName: name, bundle: Bundle(path: folder.path))
        #expect(interfaceBuilderFiles[name] == folder.appendingPathComponent(name + ".xib").path)
        let table = UITableView()
        table.register(nib, forHeaderFooterViewReuseIdentifier: "badge")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "badge") as? NibBadgeHeader)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        // Registered by class again, it is that class, not woken from the nib.
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "badge")
        #expect(
            type(of: table.dequeueReusableHeaderFooterView(withIdentifier: "badge")!)
                == UITableViewHeaderFooterView.self)
    }

    static let headerXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="badge" customClass="NibBadgeHeader" customModule="UIKitTests" \
        customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
            </objects>
        </document>
        """

    /// A cell of the files that a framework's helper makes on iOS (`Cell.instantiate(with:
    /// nib)`, AltStore's), standing in here: where the code needs one, the port writes
    /// `_layouttyPresent(nil as Cell?)`, or the stand-in's call answers one. A class with a xib
    /// of its name is made from it — its outlet connected before `awakeFromNib`, the xib's size
    /// — and one without by its coder (or, answered by a stand-in, nil).
    @Test func aViewMadeWhereAStandInGaveNoneIsItsXibs() throws {
        let url = folder.appendingPathComponent("BookCell.xib")
        try Data(Self.bookCellXib.utf8).write(to: url)
        nibClasses["BookCell"] = BookCell.self
        interfaceBuilderFiles["BookCell"] = url.path
        defer { interfaceBuilderFiles["BookCell"] = nil }
        let cell = try #require(_layouttyPresent(nil as BookCell?))
        #expect(cell.titleAtAwake == "Release notes" && cell.bounds.size == CGSize(width: 300, height: 80))
        #expect(_layouttyPresent(nil as NibBadgeHeader?) != nil)
        // A stand-in's call answering such a cell (the helper itself standing in) answers one
        // made from its xib; a view without a xib, and anything else, nil.
        let helper = _LayouttyStandIn()
        let answered: BookCell? = helper.instantiate(with: "nib")
        #expect(answered?.title?.text == "Release notes")
        let dequeued: BookCell = helper.dequeueReusableCell(for: "news")
        #expect(dequeued.title?.text == "Release notes")
        let other: NibBadgeHeader? = helper.instantiate(with: "nib")
        let text: String? = helper.instantiate(with: "nib")
        #expect(other == nil && text == nil)
    }

    static let bookCellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" id="cell" customClass="BookCell">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                    <view key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                        <subviews>
                            <label id="text">
                                <rect key="frame" x="8" y="8" width="284" height="20"/>
                                <string key="text">Release notes</string>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="title" destination="text" id="o1"/>
                    </connections>
                </collectionViewCell>
            </objects>
        </document>
        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
        customClass="EmptyStateView">
                    <connections>
                        <outlet property="contentView" destination="top" id="e1"/>
                        <outlet property="message" destination="text" id="e2"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                            <rect key="frame" x="20" y="90" width="280" height="20"/>
                            <string key="text">Nothing here yet</string>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
}

/// A test target's header class, made from its xib by name (`aBundlesNibMakesItsClassInATest`).
final class NibBadgeHeader: UITableViewHeaderFooterView {}
