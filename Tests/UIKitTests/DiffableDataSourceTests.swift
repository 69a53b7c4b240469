import CollectionLayout
import CollectionLayoutTesting
import Foundation
import LayouttyDevice
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

extension UIKitSuites {
    /// Snapshots and the diffable data source: the snapshot's API by hand, and random pairs of
    /// snapshots applied through the data source on a previewed view.
    @MainActor @Suite(.serialized) struct DiffableDataSourceTests {
        typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

        /// Sections and items kept by identifier: inserted before and after others, moved, deleted,
        /// reloaded; queries answer by identifier; `indexOfItem` counts across sections.
        @Test func snapshotEditsAndQueries() {
            var snapshot = Snapshot()
            snapshot.appendSections(["b", "d"])
            snapshot.insertSections(["a"], beforeSection: "b")
            snapshot.insertSections(["c"], afterSection: "b")
            #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
            snapshot.appendItems([1, 2, 3], toSection: "a")
            snapshot.appendItems([10, 11])
            snapshot.insertItems([0], beforeItem: 1)
            snapshot.insertItems([4], afterItem: 3)
            #expect(
                snapshot.itemIdentifiers(inSection: "a") == [0, 1, 2, 3, 4]
                    && snapshot.itemIdentifiers(inSection: "d") == [10, 11])
            snapshot.moveItem(2, afterItem: 10)
            snapshot.moveSection("d", beforeSection: "a")
            #expect(snapshot.sectionIdentifiers == ["d", "a", "b", "c"])
            #expect(snapshot.itemIdentifiers == [10, 2, 11, 0, 1, 3, 4])
            #expect(snapshot.indexOfItem(0) == 3 && snapshot.sectionIdentifier(containingItem: 2) == "d")
            snapshot.deleteItems([1, 99])
            snapshot.deleteSections(["b"])
            snapshot.reloadItems([3])
            #expect(
                snapshot.numberOfItems == 6 && snapshot.numberOfSections == 3
                    && snapshot.numberOfItems(inSection: "a") == 3)
            #expect(
                snapshot.reloadedItemIdentifiers == [3] && snapshot.indexOfSection("c") == 2
                    && snapshot.indexOfItem(1) == nil)
            snapshot.deleteAllItems()
            #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        }

        /// Built a section at a time — 20,000 sections of 3 items, as a screen grouping its data
        /// by day does — then edited: each section knows its index and each item its section, as
        /// a plain list of the same edits says. Appending a section used to index every item again
        /// (quadratic: 60 s and still going for a large feed); this finishes at once or not at all.
        @Test func aSnapshotBuiltSectionBySectionKeepsEveryIndex() {
            var snapshot = Snapshot()
            var model: [(section: String, items: [Int])] = []
            for section in 0..<20_000 {
                snapshot.appendSections(["s\(section)"])
                snapshot.appendItems([section * 3, section * 3 + 1, section * 3 + 2], toSection: "s\(section)")
                model.append(("s\(section)", [section * 3, section * 3 + 1, section * 3 + 2]))
            }
            snapshot.deleteSections(["s5", "s19999", "s7", "missing"])
            model.removeAll { ["s5", "s19999", "s7"].contains($0.section) }
            snapshot.moveSection("s0", afterSection: "s10")
            model.insert(model.removeFirst(), at: 8)  // s10 is at 7 once s0 has left (s5, s7 gone)
            snapshot.insertSections(["new"], beforeSection: "s2")
            model.insert(("new", []), at: 1)
            #expect(snapshot.sectionIdentifiers == model.map(\.section))
            #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count })
            for (index, entry) in model.enumerated() {
                #expect(snapshot.indexOfSection(entry.section) == index)
                for item in entry.items where snapshot.sectionIdentifier(containingItem: item) != entry.section {
                    Issue.record(
                        "item \(item) is said to be in \(String(describing: snapshot.sectionIdentifier(containingItem: item)))"
                    )
                }
            }
            #expect(snapshot.sectionIdentifier(containingItem: 15) == nil && snapshot.indexOfSection("s7") == nil)
        }

        /// A duplicate identifier stops the program as UIKit's exception does, with one line that
        /// names it cut to 200 characters and its escape bytes spelled out — never the 600,000
        /// characters of a document used as an identifier, nor an escape that clears the terminal.
        @Test func aDuplicateIdentifierIsNamedCutAndEscaped() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["main"])
                let document = "\u{1b}[2J" + String(repeating: "x", count: 600_000)
                snapshot.appendItems([document, document])
            }
            let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            let line = said.split(separator: "\n").first { $0.contains("NSDiffableDataSourceSnapshot") } ?? ""
            #expect(
                line.contains("the item identifier \\u{1b}[2Jxxx")
                    && line.contains("… (600004 characters) is already in the snapshot"))
            #expect(line.count < 500 && !said.contains("\u{1b}[2J"), "\(said.prefix(600))")
        }

        /// UIKit's idiom: `insertSections` alone, the new section's items given by the data source
        /// (3 sections of 4 now; the batch never names the new one's items), is accepted, and the
        /// section has its 4 items; the previewer's own edits still start an inserted section empty.
        @Test func anInsertedSectionHasItsDatasItems() throws {
            let items = Items(4, sections: 2)
            let shown = PreviewedView(UICollectionViewFlowLayout(), items: 4)
            shown.view.dataSource = items
            shown.previewer.animatesChanges = false
            shown.previewer.viewport.layout.invalidateLayout()
            _ = shown.previewer.viewport.visibleAttributes()
            let view = shown.view
            items.sectionCount = 3
            view.performBatchUpdates { view.insertSections(IndexSet(integer: 1)) }
            #expect(view.lastBatchUpdateError == nil, "\(String(describing: view.lastBatchUpdateError))")
            #expect(view.numberOfItems(inSection: 1) == 4)
            #expect(try BatchUpdate(countsBefore: [2], operations: [.insertSection(1)]).countsAfter == [2, 0])
            #expect(
                try BatchUpdate(countsBefore: [2], operations: [.insertSection(1)], dataCounts: [2, 4]).countsAfter == [
                    2, 4
                ])
            withExtendedLifetime((shown, items)) {}
        }

        /// The fewest moves keep the longest run in order: [3, 1, 2, 0] keeps 1, 2.
        @Test func longestIncreasingRun() {
            #expect(SnapshotDifference.longestIncreasingRun([3, 1, 2, 0]) == [1, 2])
            #expect(SnapshotDifference.longestIncreasingRun([]) == [])
            #expect(SnapshotDifference.longestIncreasingRun([0, 1, 2]) == [0, 1, 2])
        }

        /// Random pairs of snapshots (seeded; up to 5 sections of up to 8 items drawn from shared
        /// pools, so sections and items move, appear and go): applied through the data source on a
        /// previewed view, the batch played is valid — the view refuses none (UIKit's counting rule)
        /// — and replaying it on the old arrangement by UIKit's rules (deletions at old index paths,
        /// then insertions and move destinations at new ones) gives exactly the new snapshot; the
        /// view then counts the new snapshot's items, and the cells' labels are their identifiers.
        @Test(arguments: 0..<40)
        func randomSnapshotPairsPlayAsValidBatches(seed: UInt64) {
            var random = SeededRandom(seed: seed)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 10, height: 2)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) { _, _, _ in nil }
            let previewer = Previewer(collectionView: view, terminalColumns: 80, rows: 24)
            previewer.animatesChanges = false
            let old = Self.randomSnapshot(&random)
            let new = Self.randomSnapshot(&random)
            dataSource.apply(old, animatingDifferences: false)
            // A frame drawn: the view has seen the old counts, as a screen shown before an update has.
            _ = previewer.viewport.visibleAttributes()
            let difference = SnapshotDifference(from: old, to: new)
            dataSource.apply(new, animatingDifferences: true)
            #expect(view.lastBatchUpdateError == nil, "seed \(seed): \(String(describing: view.lastBatchUpdateError))")
            #expect(
                Self.replay(difference, on: old, new: new)
                    == (0..<new.numberOfSections).map { new.itemIdentifiers(inSection: new.sectionIdentifiers[$0]) },
                "seed \(seed)")
            #expect(
                (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
                    == new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) })
            if let first = new.itemIdentifiers.first, let path = dataSource.indexPath(for: first) {
                #expect(previewer.viewport.dataSource.label(for: path) == String(first))
            }
            withExtendedLifetime(dataSource) {}
        }

        /// The items of each section after `difference` is played on `old` by UIKit's rules: deleted
        /// sections and items, and move sources, leave (old index paths); inserted sections come with
        /// the data's items; inserted items and move destinations land at their new index paths, in
        /// ascending order.
        static func replay(_ difference: SnapshotDifference, on old: Snapshot, new: Snapshot) -> [[Int]] {
            let oldItems = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
            var leaving = Set(difference.deletedItems + difference.movedItems.map(\.from))
            for section in difference.deletedSections {
                leaving.formUnion(oldItems[section].indices.map { IndexPath(item: $0, section: section) })
            }
            let movedSections = Dictionary(uniqueKeysWithValues: difference.movedSections.map { ($0.to, $0.from) })
            // The old sections that stay in place, in order, fill the new indexes not inserted or moved to.
            var staying = (0..<oldItems.count).filter { s in
                !difference.deletedSections.contains(s) && !difference.movedSections.contains { $0.from == s }
            }
            var result: [[Int]] = []
            for index in 0..<new.numberOfSections {
                if difference.insertedSections.contains(index) {
                    result.append(new.itemIdentifiers(inSection: new.sectionIdentifiers[index]))
                    continue
                }
                let source = movedSections[index] ?? staying.removeFirst()
                result.append(
                    oldItems[source].enumerated().filter {
                        !leaving.contains(IndexPath(item: $0.offset, section: source))
                    }.map(\.element))
            }
            var arriving = difference.insertedItems.map {
                ($0, new.itemIdentifiers(inSection: new.sectionIdentifiers[$0.section])[$0.item])
            }
            arriving += difference.movedItems.map { ($0.to, oldItems[$0.from.section][$0.from.item]) }
            for (path, item) in arriving.sorted(by: { ($0.0.section, $0.0.item) < ($1.0.section, $1.0.item) }) {
                result[path.section].insert(item, at: min(path.item, result[path.section].count))
            }
            return result
        }

        static func randomSnapshot(_ random: inout SeededRandom) -> Snapshot {
            var snapshot = Snapshot()
            var sections = ["s0", "s1", "s2", "s3", "s4", "s5"]
            var items = Array(0..<40)
            sections.shuffle(using: &random)
            items.shuffle(using: &random)
            snapshot.appendSections(Array(sections.prefix(Int(random.next() % 6))))
            for section in snapshot.sectionIdentifiers {
                let count = Int(random.next() % 9)
                snapshot.appendItems(Array(items.prefix(count)), toSection: section)
                items.removeFirst(count)
            }
            return snapshot
        }
    }
}

extension UIKitSuites.DiffableDataSourceTests {
    /// A header view of the app's: a title label.
    final class TitleView: UICollectionReusableView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A header made by a supplementary registration through `supplementaryViewProvider` is
    /// labelled with its label's text; a kind the provider answers nothing useful for keeps
    /// "footer 0". A classic data source's registered cell class is dequeued and its labels
    /// name the cell.
    @Test func headersAndRegisteredCellsShowTheirText() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.headerReferenceSize = CGSize(width: 80, height: 1)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(Cell.self, forCellWithReuseIdentifier: "trail")
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
            view, indexPath, number in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "trail", for: indexPath) as? Cell
            cell?.name.text = "Trail \(number)"
            return cell
        }
        let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: ElementKind.sectionHeader) {
            view, _, indexPath in
            view.title.text = "Nearby \(indexPath.section)"
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            kind == ElementKind.sectionHeader
                ? view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) : nil
        }
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems([7, 8])
        dataSource.apply(snapshot, animatingDifferences: false)
        let previewer = Previewer(collectionView: view, terminalColumns: 80, rows: 24)
        let data = previewer.viewport.dataSource
        #expect(
            data.label(forElementOfKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == "Nearby 0")
        #expect(
            data.label(forElementOfKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)) == "footer 0")
        #expect(data.label(for: IndexPath(item: 1, section: 0)) == "Trail 8")
        withExtendedLifetime(dataSource) {}
    }

    enum Tile: Hashable {
        case photo(Photo)
    }
    struct Photo: Hashable { var name: String }

    /// A cell showing no text (an image's) is labelled by its item's description, without the
    /// module's name the description writes before each of its own types (the types it is
    /// nested in stay): `photo(UIKitSuites.DiffableDataSourceTests.Photo(name: "Dune"))`, not
    /// `photo(UIKitTests.UIKitSuites.…)`; a top-level type of an app's reads `Photo(…)`.
    @Test func aCellWithoutTextIsLabelledByItsItem() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let dataSource = UICollectionViewDiffableDataSource<Int, Tile>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Tile>()
        snapshot.appendSections([0])
        snapshot.appendItems([.photo(Photo(name: "Dune"))])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(
            dataSource.label(for: IndexPath(item: 0, section: 0))
                == "photo(UIKitSuites.DiffableDataSourceTests.Photo(name: \"Dune\"))")
    }

    final class Cell: UICollectionViewCell {
        let name = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(name)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
}

extension UIKitSuites.DiffableDataSourceTests {
    /// An outline: two parents, one expanded; a grandchild under a collapsed child. Queries by
    /// hand: levels 0, 1, 2; visible items are the roots and the expanded parent's children.
    /// Applied to a section of a snapshot that has another, only that section's items change,
    /// and labels mark parents ▾/▸ and children └.
    @Test func anOutlineShowsItsVisibleItemsMarked() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Trails", "Lakes"])
        outline.append(["Ridge Loop", "Old Mill"], to: "Trails")
        outline.append(["Mill Pond"], to: "Old Mill")
        outline.append(["Blue Lake"], to: "Lakes")
        outline.expand(["Trails"])
        #expect(outline.items == ["Trails", "Ridge Loop", "Old Mill", "Mill Pond", "Lakes", "Blue Lake"])
        #expect(outline.visibleItems == ["Trails", "Ridge Loop", "Old Mill", "Lakes"])
        #expect(["Trails", "Old Mill", "Mill Pond"].map { outline.level(of: $0) } == [0, 1, 2])
        #expect(
            outline.parent(of: "Mill Pond") == "Old Mill" && !outline.isVisible("Mill Pond")
                && outline.isVisible("Old Mill"))
        #expect(outline.snapshot(of: "Trails").items == ["Ridge Loop", "Old Mill", "Mill Pond"])
        outline.insert(["Cedar Falls"], after: "Ridge Loop")
        #expect(outline.visibleItems == ["Trails", "Ridge Loop", "Cedar Falls", "Old Mill", "Lakes"])

        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Recent"])
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.apply(outline, to: 1, animatingDifferences: false)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == outline.visibleItems)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["Recent"])
        let labels = (0..<5).map { dataSource.label(for: IndexPath(item: $0, section: 1)) }
        #expect(labels == ["▾ Trails", "└ Ridge Loop", "└ Cedar Falls", "└ ▸ Old Mill", "▸ Lakes"])
        #expect(dataSource.snapshot(for: 1).items == outline.items)
        outline.delete(["Old Mill"])
        #expect(!outline.contains("Mill Pond") && outline.items.count == 5)
    }
}

extension UIKitSuites.DiffableDataSourceTests {
    /// Tells the view's delegate of a selection, which applies a snapshot moving the item.
    final class Picker: UICollectionViewDelegate {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([name])
            snapshot.appendItems([name], toSection: 0)
            dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    /// Enter on the focused item tells the delegate (the screen's `didSelectItemAt`), whose
    /// apply plays as an animated batch: the item moves from section 1 to section 0. A list
    /// layout (whose sections ask the view's adjusted insets while they are prepared) once
    /// trapped here: the batch's prepare read the content size it was making.
    @Test func enterSelectsTheFocusedItemThroughTheDelegate() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let picker = Picker()
        view.delegate = picker
        picker.dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 1)
        picker.dataSource.apply(snapshot, animatingDifferences: false)
        let previewer = Previewer(collectionView: view, terminalColumns: 80, rows: 24)
        _ = previewer.viewport.visibleAttributes()
        previewer.handle(.character("n"))
        previewer.handle(.enter)
        #expect(previewer.message == "selected [1, 0]: told the delegate (didSelectItemAt)")
        #expect(picker.dataSource.snapshot().itemIdentifiers(inSection: 0) == ["a"])
        #expect(previewer.isAnimating)
        withExtendedLifetime(picker) {}
    }
}

extension UIKitSuites.DiffableDataSourceTests {
    /// List cells' accessories are marks beside their text where iOS puts them: `Inbox ›`,
    /// `Done ✓` (its delete and reorder accessories show only while editing: never here), a
    /// label accessory's `12`. Enter on an outline parent whose cell has an outline disclosure
    /// expands it as a tap on the disclosure does — the handlers asked (`willExpandItem` hears
    /// "Lakes"), the outline applied again, animated, its child now an item of the section —
    /// and Enter again collapses it.
    @Test func accessoriesAreMarksAndEnterTogglesAnOutline() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            switch name {
            case "Inbox": cell.accessories = [.disclosureIndicator()]
            case "Done": cell.accessories = [.checkmark(), .delete(), .reorder(), .insert(), .multiselect()]
            case "Drafts": cell.accessories = [.label(text: "12"), .detail(), .popUpMenu(UIMenu(children: []))]
            default: cell.accessories = [.outlineDisclosure()]
            }
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        nonisolated(unsafe) var heard: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { heard.append($0) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox", "Done", "Drafts"])
        dataSource.apply(snapshot, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Lakes"])
        outline.append(["Blue Lake"], to: "Lakes")
        dataSource.apply(outline, to: 1, animatingDifferences: false)
        let previewer = Previewer(collectionView: view, terminalColumns: 80, rows: 24)
        let data = previewer.viewport.dataSource
        #expect(
            (0..<3).map { data.label(for: IndexPath(item: $0, section: 0)) } == ["Inbox ›", "Done ✓", "Drafts 12 ⓘ ⌄"])
        #expect(data.label(for: IndexPath(item: 0, section: 1)) == "▸ Lakes")
        _ = previewer.viewport.visibleAttributes()
        for _ in 0..<4 { previewer.handle(.character("n")) }
        #expect(previewer.focused == IndexPath(item: 0, section: 1))
        previewer.handle(.enter)
        #expect(previewer.message == "expanded Lakes" && heard == ["Lakes"] && previewer.isAnimating)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Lakes", "Blue Lake"])
        #expect(data.label(for: IndexPath(item: 0, section: 1)) == "▾ Lakes")
        previewer.handle(.enter)
        #expect(
            previewer.message == "collapsed Lakes" && dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Lakes"])
        withExtendedLifetime(dataSource) {}
    }
}

extension UIKitSuites.DiffableDataSourceTests {
    /// A nib cell as the preview's program makes it: its class listed by name
    /// (`UIKit.nibClasses`, the generated program's line), its outlet given a label by the
    /// port (here by hand). Registering the nib logs once; dequeuing makes a `NibTitleCell`
    /// whose outlet label is in its content view and whose `awakeFromNib()` ran, so the cell
    /// shows the text the data source sets. A nib of no known class still gives a plain cell.
    @Test func aNibsCellIsTheFilesClassWithItsOutlets() throws {
        UIKit.nibClasses = ["NibTitleCell": NibTitleCell.self]
        defer { UIKit.nibClasses = [:] }
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UINib(nibName: "NibTitleCell", bundle: nil), forCellWithReuseIdentifier: "title")
        view.register(UINib(nibName: "Elsewhere", bundle: nil), forCellWithReuseIdentifier: "other")
        let cell = try #require(
            view.dequeueReusableCell(withReuseIdentifier: "title", for: IndexPath(item: 0, section: 0)) as? NibTitleCell
        )
        #expect(cell.awoke && cell.titleLabel.superview === cell.contentView)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            view, indexPath, text in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as! NibTitleCell
            cell.titleLabel.text = text
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Updated Recently"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let previewer = Previewer(collectionView: view, terminalColumns: 80, rows: 24)
        #expect(previewer.viewport.dataSource.label(for: IndexPath(item: 0, section: 0)) == "Updated Recently")
        let other = view.dequeueReusableCell(withReuseIdentifier: "other", for: IndexPath(item: 0, section: 0))
        #expect(type(of: other) == UICollectionViewCell.self)
        withExtendedLifetime(dataSource) {}
    }

    /// A nib instantiated by hand (Provenance's Patreon screen takes `[0]` of its header's nib
    /// as a prototype to measure): the files' class of its name, awoken, its outlet in place;
    /// a nib of no known class gives nothing, as before.
    @Test func anInstantiatedNibIsTheFilesClassOfItsName() throws {
        UIKit.nibClasses = ["NibTitleCell": NibTitleCell.self]
        defer { UIKit.nibClasses = [:] }
        let made = UINib(nibName: "NibTitleCell", bundle: nil).instantiate(withOwner: nil, options: nil)
        let cell = try #require(made.first as? NibTitleCell)
        #expect(made.count == 1 && cell.awoke && cell.titleLabel.superview === cell.contentView)
        #expect(UINib(nibName: "Elsewhere", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }

    /// A table's nib cell, as Open Food Facts' allergens screen registers one and casts what it
    /// dequeues (`as! AllergensAddTableViewCell` trapped on a plain cell): the files' class of
    /// the nib's name, awoken; an unregistered identifier naming one of the files' cells is a
    /// storyboard's prototype of it; a class registered over the nib is not awoken; an empty
    /// identifier, a stand-in's, is the one class registered when only one is.
    @Test func aTablesNibCellIsTheFilesClass() throws {
        UIKit.nibClasses = ["NibRow": NibRow.self]
        defer { UIKit.nibClasses = [:] }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "NibRow", bundle: nil), forCellReuseIdentifier: "add")
        let row = try #require(
            table.dequeueReusableCell(withIdentifier: "add", for: IndexPath(row: 0, section: 0)) as? NibRow)
        #expect(row.awoke && row.reuseIdentifier == "add")
        #expect((table.dequeueReusableCell(withIdentifier: "NibRow") as? NibRow)?.awoke == true)
        table.register(NibRow.self, forCellReuseIdentifier: "add")
        #expect((table.dequeueReusableCell(withIdentifier: "add") as? NibRow)?.awoke == false)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
        // An empty identifier (a stand-in's) is the one class registered; with two, a plain cell.
        let single = UITableView(frame: .zero, style: .plain)
        single.register(NibRow.self, forCellReuseIdentifier: "row")
        #expect(single.dequeueReusableCell(withIdentifier: "", for: IndexPath(row: 0, section: 0)) is NibRow)
        single.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        #expect(!(single.dequeueReusableCell(withIdentifier: "", for: IndexPath(row: 0, section: 0)) is NibRow))
    }

    final class NibRow: UITableViewCell {
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    final class NibTitleCell: UICollectionViewCell {
        var titleLabel: UILabel! = UILabel()
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }
}

extension UIKitSuites.DiffableDataSourceTests {
    /// The selection follows its items through an apply, by identifier, as UIKit's does: "b"
    /// selected at [0, 1] is at [0, 2] once "z" is inserted first; deleted, nothing is selected.
    /// An apply by reloading the data forgets the selection.
    @Test func theSelectionFollowsItsItemsThroughAnApply() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let data = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        data.apply(snapshot, animatingDifferences: false)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        snapshot.insertItems(["z"], beforeItem: "a")
        data.apply(snapshot)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        snapshot.deleteItems(["b"])
        data.apply(snapshot)
        #expect(view.indexPathsForSelectedItems == [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        data.applySnapshotUsingReloadData(snapshot)
        #expect(view.indexPathsForSelectedItems == [])
        withExtendedLifetime(data) {}
    }

    /// UIKit's reordering handlers, as the previewer's `m` carries an item: a diffable data
    /// source lets an item move only when `canReorderItem` says so (none set: nothing moves);
    /// a move updates the snapshot and tells `willReorder`/`didReorder` the transaction. Four
    /// 100 × 40 items a line of a 393-point phone: "a" carried to "c"'s centre takes its path,
    /// the order becomes b c a d, the transaction's difference removes "a" at 0 and inserts it
    /// at 2 (an app applies it to its own array: `applying`); its section's part says the
    /// same; "d" may not move.
    @Test func reorderingHandlersLetTheUserMoveItems() throws {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 80, height: 40)
        let view = UICollectionView(frame: .zero, collectionViewLayout: flow)
        let data = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        data.apply(snapshot, animatingDifferences: false)
        let previewer = Previewer(
            collectionView: view, terminalColumns: 80, rows: 24, device: DeviceSetting(device: .iPhone15))
        let viewport = previewer.viewport
        #expect(!viewport.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        var told: [String] = []
        var last: NSDiffableDataSourceTransaction<Int, String>?
        data.reorderingHandlers.canReorderItem = { $0 != "d" }
        data.reorderingHandlers.willReorder = { _ in told.append("will") }
        data.reorderingHandlers.didReorder = {
            told.append("did")
            last = $0
        }
        #expect(viewport.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = try #require(viewport.layout.attributesForItem(at: IndexPath(item: 2, section: 0))).center
        viewport.updateInteractiveMovementTargetPosition(target)
        viewport.endInteractiveMovement()
        #expect(data.snapshot().itemIdentifiers == ["b", "c", "a", "d"] && told == ["will", "did"])
        let transaction = try #require(last)
        #expect(
            transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"]
                && transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d"])
        #expect(
            Array(transaction.difference) == [
                .remove(offset: 0, element: "a", associatedWith: nil),
                .insert(offset: 2, element: "a", associatedWith: nil)
            ])
        #expect(["a", "b", "c", "d"].applying(transaction.difference) == ["b", "c", "a", "d"])
        #expect(transaction.sectionTransactions.map(\.finalSnapshot.items) == [["b", "c", "a", "d"]])
        #expect(!viewport.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    }
}
