import Foundation
import LayouttyDevice
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

extension UIKitSuites {
    /// Table views as screens use them: a table view controller's data source and delegate
    /// methods give the rows, drawn as a list through the collection view the table holds.
    @MainActor @Suite struct UITableViewTests {
        class SettingsViewController: UITableViewController {
            let sections = [("Network", ["Wi-Fi", "Bluetooth"]), ("General", ["About"])]
            var selected: [IndexPath] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
            }
            override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                sections[section].1.count
            }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sections[section].0
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let name = sections[indexPath.section].1[indexPath.row]
                if indexPath.section == 0 {
                    let cell =
                        tableView.dequeueReusableCell(withIdentifier: "value")
                        ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
                    cell.textLabel?.text = name
                    cell.detailTextLabel?.text = name == "Wi-Fi" ? "Home" : "On"
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessoryType = .checkmark
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.section == 0 ? 44 : 60
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }

        /// The screen's table, loaded and laid out 390 × 600 points.
        private static func laidOutTable(of screen: UITableViewController) throws -> UITableView {
            screen.loadViewIfNeeded()
            let table = try #require(screen.tableView)
            table.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
            table.layoutIfNeeded()
            return table
        }

        /// The rows stack as UIKit's do: each section's title header 28 points (the automatic
        /// height of a titled header here), then its rows at their delegate's heights — Wi-Fi at
        /// y 28, Bluetooth at 28 + 44 = 72, the General header at 116, About at 144, 60 tall.
        @Test func rowsAreStackedAtTheirHeightsUnderTheirHeaders() throws {
            let screen = SettingsViewController(style: .grouped)
            screen.loadViewIfNeeded()
            let table = try #require(screen.tableView)
            table.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
            let rows = try #require(table.subviews.compactMap { $0 as? UICollectionView }.first)
            rows.layoutIfNeeded()
            let frames = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)]
                .map { rows.layoutAttributesForItem(at: $0)?.frame }
            #expect(
                frames == [
                    CGRect(x: 0, y: 28, width: 390, height: 44), CGRect(x: 0, y: 72, width: 390, height: 44),
                    CGRect(x: 0, y: 144, width: 390, height: 60)
                ])
            #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text == "On")
        }

        /// The table's geometry queries answer from the same layout (frames as in the test
        /// above): the General section is its header at y 116, 28 tall, and About to 144 + 60 =
        /// 204; y 100 is in Bluetooth (72…116); y 130 is a header, no row; a rect from y 50 to
        /// 150 meets Wi-Fi, Bluetooth and About. A cell the data source made knows its row.
        @Test func rowGeometryAndCellsAnswerFromTheLayout() throws {
            let screen = SettingsViewController(style: .grouped)
            let table = try Self.laidOutTable(of: screen)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 72, width: 390, height: 44))
            #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
            #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 390, height: 28))
            #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 116, width: 390, height: 88))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 1, section: 0))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 130)) == nil)
            #expect(
                table.indexPathsForRows(in: CGRect(x: 0, y: 50, width: 390, height: 100))
                    == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
            let about = try #require(table.visibleCells.last)
            let content = about.contentConfiguration as? UIListContentConfiguration
            #expect(content?.text == "About" && table.indexPath(for: about) == IndexPath(row: 0, section: 1))
            #expect(UITableView().indexPath(for: about) == nil)
        }

        /// Section footers are laid out under their rows as headers are over them: the data
        /// source's footer title is a 28-point footer (automatic, as a titled header), the
        /// delegate's `heightForFooterInSection` another's height. Network: header 0…28, rows to
        /// 28 + 2 · 44 = 116, the "Both radios" footer 116…144; General: header 144…172, About
        /// 172…232, a 10-point footer 232…242 the delegate makes and is shown.
        @Test func sectionFootersAreLaidOutUnderTheirRows() throws {
            final class Footed: SettingsViewController {
                var shownFooters: [Int] = []
                override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                    section == 0 ? "Both radios" : nil
                }
                override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                    section == 1 ? UIView() : nil
                }
                override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                    section == 1 ? 10 : UITableView.automaticDimension
                }
                override func tableView(
                    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
                ) {
                    shownFooters.append(section)
                }
            }
            let screen = Footed(style: .grouped)
            let table = try Self.laidOutTable(of: screen)
            #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 116, width: 390, height: 28))
            #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 144, width: 390, height: 28))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 172, width: 390, height: 60))
            #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 232, width: 390, height: 10))
            #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 144, width: 390, height: 98))
            let rows = try #require(table.subviews.compactMap { $0 as? UICollectionView }.first)
            #expect(table.footerView(forSection: 1) == nil && rows.contentSize.height == 242)
            let footer = rows.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
            #expect(footer?.shownContent == "Both radios", "\(String(describing: footer))")
            #expect(screen.shownFooters.contains(0))
            #expect(SettingsViewController(style: .grouped).tableView.rectForFooter(inSection: 0) == .zero)
        }

        /// A row an app hides with a height of 0 (IVPN's secure DNS settings): the table is laid
        /// out — the rows' layout refused the whole screen for a zero-height item — the hidden
        /// row a thousandth of a point at y 44, and the next row right under it, at 44.001.
        final class HiddenRowController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 1 ? 0 : 44
            }
        }

        @Test func aRowOfHeightZeroIsHiddenNotRefused() throws {
            let screen = HiddenRowController(style: .plain)
            let table = try Self.laidOutTable(of: screen)
            #expect(
                table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 0.001))
            #expect(
                table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 44.001, width: 390, height: 44))
        }

        /// Rows a screen keeps from being selected, as apps write it (OpenFoodFacts' pending
        /// uploads: `override func tableView(_:willSelectRowAt:) -> IndexPath? { nil }`).
        final class ReadOnlyRowsController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                indexPath.row == 0 ? nil : indexPath
            }
            override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                indexPath.row != 1
            }
        }

        /// The subclass's `override`s are asked, as UIKit's table asks them before a tap
        /// selects: row 0 answers nil to `willSelectRowAt`, so it is not selected; row 1 is not
        /// highlighted; row 2 is both.
        @Test func aSubclassDecidesWhichRowsSelect() throws {
            let screen = ReadOnlyRowsController(style: .plain)
            screen.loadViewIfNeeded()
            let rows = try #require(screen.tableView.subviews.compactMap { $0 as? UICollectionView }.first)
            let delegate = try #require(rows.delegate)
            let paths = (0..<3).map { IndexPath(row: $0, section: 0) }
            #expect(paths.map { delegate.collectionView(rows, shouldSelectItemAt: $0) } == [false, true, true])
            #expect(paths.map { delegate.collectionView(rows, shouldHighlightItemAt: $0) } == [true, false, true])
        }

        /// A table view controller's screen: its rows drawn as their text with the accessory's
        /// mark, under the section titles.
        /// Sections' titles given by a subclass, as UIKit's diffable table sources are subclassed.
        final class TitledSource: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
        }

        final class PantryViewController: UITableViewController {
            var source: TitledSource?
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
                source = TitledSource(tableView: tableView) { table, indexPath, name in
                    let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = name
                    cell.contentConfiguration = content
                    return cell
                }
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["Fruit", "Bread"])
                snapshot.appendItems(["Apples", "Pears"], toSection: "Fruit")
                snapshot.appendItems(["Rye"], toSection: "Bread")
                source?.apply(snapshot, animatingDifferences: false)
            }
        }

        /// A diffable table source gives the snapshot's rows, made by its cell provider, under the
        /// titles its subclass gives: two sections, 2 and 1 rows, each name on screen.
        @Test func aDiffableTableShowsItsSnapshot() throws {
            let controller = PantryViewController(style: .plain)
            let screen = ScreenSetting(device: .iPhone15, size: (40, 30)).screen(of: controller)
            #expect(controller.tableView.numberOfSections == 2 && controller.tableView.numberOfRows(inSection: 0) == 2)
            #expect(controller.source?.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Rye")
            for text in ["Fruit", "Apples", "Pears", "Bread", "Rye"] {
                #expect(screen.contains(text), "\(text) in\n\(screen)")
            }
        }

        /// A section's title header is a header-footer view the delegate is shown before it is
        /// drawn (`willDisplayHeaderView`), as UIKit shows it: a browser's settings give a
        /// placeholder title and write the real one there, to keep its case — the screen reads
        /// "Define custom settings", never the placeholder; the delegate's own header view of
        /// another section is shown to it too, once while on screen.
        @Test func aHeaderIsShownToTheDelegateBeforeItIsDrawn() throws {
            final class CustomSites: UITableViewController {
                var shown: [Int] = []
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 0 ? "to be replaced" : nil
                }
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    guard section == 1 else { return nil }
                    let label = UILabel()
                    label.text = "Other sites"
                    return label
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
                    -> UITableViewCell
                {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Add Site \(indexPath.section)"
                    return cell
                }
                override func tableView(
                    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
                ) {
                    shown.append(section)
                    (view as? UITableViewHeaderFooterView)?.textLabel?.text = "Define custom settings"
                }
            }
            let controller = CustomSites(style: .plain)
            let screen = ScreenSetting(device: .iPhone15, size: (40, 30)).screen(of: controller)
            #expect(screen.contains("Define custom settings") && !screen.contains("to be replaced"), "\(screen)")
            #expect(screen.contains("Other sites") && screen.contains("Add Site 1"), "\(screen)")
            #expect(controller.shown == [0, 1], "\(controller.shown)")
        }

        /// A section moved, as a diffing library replays its changes (DifferenceKit's
        /// `moveSection(_:toSection:)`, which stopped a chat app's pod from building): the table
        /// answers with the data source's new order, as after a reload.
        @Test func aMovedSectionShowsTheNewOrder() throws {
            final class Shelves: NSObject, UITableViewDataSource {
                var sections = [["Apples"], ["Bread", "Rye"]]
                func numberOfSections(in tableView: UITableView) -> Int { sections.count }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    sections[section].count
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
                    return cell
                }
            }
            let shelves = Shelves()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.dataSource = shelves
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Apples")
            shelves.sections.swapAt(0, 1)
            table.moveSection(0, toSection: 1)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Bread")
            #expect(table.numberOfRows(inSection: 0) == 2)
        }

        /// A subclass whose own initializer calls `super.init(nibName: nil, bundle: nil)`, designated
        /// as UIKit declares it (Corona-Warn-App's recycle bin: as a convenience initializer, the
        /// preview's build of it did not load), gets a plain table with itself as its data source.
        final class BinViewController: UITableViewController {
            let name: String
            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("not from a storyboard") }
        }

        @Test func aSubclassMadeThroughNibNameHasAPlainTable() {
            let controller = BinViewController(name: "Bin")
            #expect(controller.tableView.style == .plain && controller.tableView.dataSource === controller)
        }

        @Test func aTableScreenShowsItsRows() {
            let screen = ScreenSetting(device: .iPhone15, size: (40, 30)).screen(
                of: SettingsViewController(style: .plain))
            for text in ["Network", "Wi-Fi · Home ›", "Bluetooth · On ›", "General", "About ✓"] {
                #expect(screen.contains(text), "\(text) in\n\(screen)")
            }
        }
    }
}
