import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

extension UIKitSuites {
    /// A cell's life on screen, as UIKit gives it: made by the data source and announced to the
    /// delegate once when its item comes into view, kept while it stays (so what the app changes
    /// on it shows), ended when it leaves or the data changes.
    @MainActor @Suite struct CellDisplayTests {
        /// Counts what UIKit asks of the app for each item: 20 names, one to a row 30 × 4 points.
        final class Counted: UICollectionViewController {
            var made: [Int: Int] = [:]
            var shown: [Int: Int] = [:]
            var ended: [Int: Int] = [:]
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            { 20 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                made[indexPath.item, default: 0] += 1
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = "name \(indexPath.item)"
                cell.contentConfiguration = content
                return cell
            }
            override func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) { shown[indexPath.item, default: 0] += 1 }
            override func collectionView(
                _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) { ended[indexPath.item, default: 0] += 1 }
            /// A tap ticks the shown cell in place, as apps do instead of reloading.
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                var content = UIListContentConfiguration.cell()
                content.text = "name \(indexPath.item) ✓"
                collectionView.cellForItem(at: indexPath)?.contentConfiguration = content
            }
        }

        /// The terminal 30 × 10 cells, a point a cell, the view 8 points tall (two rows are the
        /// previewer's status and help): rows of 4 points, so items 0 and 1 are in view at the top.
        private static func shown() -> (Counted, Previewer) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 30, height: 4)
            layout.minimumLineSpacing = 0
            let names = Counted(collectionViewLayout: layout)
            names.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "name")
            let previewer = Previewer(collectionView: names.collectionView, terminalColumns: 30, rows: 10)
            previewer.showsTimings = false
            return (names, previewer)
        }

        private static func draw(_ previewer: Previewer) -> TextCanvas {
            let canvas = TextCanvas(columns: 30, rows: 10)
            previewer.draw(on: canvas)
            return canvas
        }

        /// Drawn, scrolled a point down and back (each scroll a new frame, labels read again):
        /// items 0–2 were each made once and announced once, not once a frame. Scrolled 40
        /// points down (items 10 and 11 in view), items 0–2 are told they ended, nothing made
        /// again; scrolled back, item 0 is made and announced a second time.
        @Test func aCellIsMadeOnceWhileItStaysInView() {
            let (names, previewer) = Self.shown()
            let view: UICollectionView = names.collectionView
            #expect(view.bounds.size == CGSize(width: 30, height: 8))
            _ = Self.draw(previewer)
            for offset in [1, 0] as [CGFloat] {
                view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
                _ = Self.draw(previewer)
            }
            #expect(names.made == [0: 1, 1: 1, 2: 1] && names.shown == names.made, "\(names.made)")
            // Item 2 (points 8–12) came into view at offset 1; back at 0 it touches the bounds'
            // bottom edge, which `CGRect.intersects` counts (on Apple's platforms too): it stays.
            #expect(names.ended.isEmpty)

            view.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
            _ = Self.draw(previewer)
            #expect(names.ended == [0: 1, 1: 1, 2: 1] && names.made[0] == 1, "\(names.ended)")
            #expect(names.made[10] == 1 && names.shown[11] == 1)

            view.setContentOffset(.zero, animated: false)
            _ = Self.draw(previewer)
            #expect(names.made[0] == 2 && names.shown[0] == 2 && names.ended[10] == 1)
        }

        /// A resize takes cells out of view with no scroll: the terminal from 10 rows to 5 leaves
        /// the view 3 points tall (two rows are the previewer's), so item 1 (points 4–8) is out
        /// and told it ended at once, not at the next scroll; item 0 (points 0–4) stays, made
        /// once.
        @Test func aResizeEndsTheCellsItTakesOutOfView() {
            let (names, previewer) = Self.shown()
            _ = Self.draw(previewer)
            #expect(names.shown == [0: 1, 1: 1] && names.ended.isEmpty, "\(names.shown)")
            _ = previewer.handle(PreviewEvent.resize(columns: 30, rows: 5))
            #expect(names.collectionView.bounds.size == CGSize(width: 30, height: 3))
            #expect(names.ended == [1: 1] && names.made[0] == 1, "\(names.ended)")
        }

        /// What the app changes on a shown cell (`cellForItem(at:)` in its `didSelectItemAt`)
        /// is on screen after the tap (`n`, Enter): row 1 reads "name 0 ✓", row 5 still
        /// "name 1", at once (a change that moves nothing does not animate). Before, the frame
        /// after a tap made the cell afresh and the tick was lost.
        @Test func aChangeToAShownCellStaysOnScreen() {
            let (names, previewer) = Self.shown()
            _ = Self.draw(previewer)
            previewer.handle(.character("n"))
            previewer.handle(.enter)
            let canvas = Self.draw(previewer)
            #expect(canvas.line(1).contains("name 0 ✓") && canvas.line(5).contains("name 1 "), "\n\(canvas.text)")
            #expect(names.made[0] == 1 && !previewer.isAnimating)
        }

        /// A change the app makes on a shown cell when its data comes (main-queue work the
        /// preview's loop ran: `.mainQueueRan`) is drawn at the next frame: row 5 reads "name 1 ·
        /// loaded", the cell not made again.
        @Test func aChangeMadeWhenDataComesIsDrawn() {
            let (names, previewer) = Self.shown()
            _ = Self.draw(previewer)
            var content = UIListContentConfiguration.cell()
            content.text = "name 1 · loaded"
            names.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration = content
            previewer.handle(.mainQueueRan)
            let canvas = Self.draw(previewer)
            #expect(canvas.line(5).contains("name 1 · loaded") && names.made[1] == 1, "\n\(canvas.text)")
        }

        /// New data makes new cells: after `reloadData()` every shown cell is told it ended and
        /// the next frame makes and announces each again.
        @Test func reloadingTheDataMakesTheCellsAfresh() {
            let (names, previewer) = Self.shown()
            _ = Self.draw(previewer)
            let before = names.made
            names.collectionView.reloadData()
            #expect(names.ended == before)
            _ = Self.draw(previewer)
            #expect(names.made.allSatisfy { $0.value == 2 } && names.shown == names.made, "\(names.made)")
        }

        /// A section header likewise: made and announced once over frames (three drawn, a scroll
        /// of a point and back), and what the app changes on it through
        /// `supplementaryView(forElementKind:at:)` after a tap shows: row 0 reads "Names · 1 chosen".
        @Test func aHeaderIsMadeOnceAndChangedInPlace() {
            final class Header: UICollectionReusableView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class Titled: UICollectionViewController {
                var made = 0
                var shown = 0
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                    -> Int
                { 20 }
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                { collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath) }
                override func collectionView(
                    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                    at indexPath: IndexPath
                ) -> UICollectionReusableView {
                    made += 1
                    let header = collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                    (header as? Header)?.title.text = "Names"
                    return header
                }
                override func collectionView(
                    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                    forElementKind elementKind: String, at indexPath: IndexPath
                ) { shown += 1 }
                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    let header = collectionView.supplementaryView(
                        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                    (header as? Header)?.title.text = "Names · 1 chosen"
                }
            }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 30, height: 4)
            layout.headerReferenceSize = CGSize(width: 30, height: 2)
            let titled = Titled(collectionViewLayout: layout)
            let view: UICollectionView = titled.collectionView
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "name")
            view.register(
                Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 10)
            previewer.showsTimings = false
            _ = Self.draw(previewer)
            for offset in [1, 0] as [CGFloat] {
                view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
                _ = Self.draw(previewer)
            }
            #expect(titled.made == 1 && titled.shown == 1)
            previewer.handle(.character("n"))
            previewer.handle(.enter)
            let canvas = Self.draw(previewer)
            #expect(canvas.line(0).contains("Names · 1 chosen"), "\n\(canvas.text)")
            #expect(titled.made == 1)
        }

        /// A table's rows likewise: its delegate hears `willDisplay` once for each row shown and
        /// `cellForRow(at:)` answers the cell on screen, not a new one.
        @Test func aTableRowIsAnnouncedOnceAndAnsweredAsShown() throws {
            final class Rows: UITableViewController {
                var shown: [Int] = []
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
                    -> UITableViewCell
                {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "row \(indexPath.row)"
                    return cell
                }
                override func tableView(
                    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
                ) { shown.append(indexPath.row) }
            }
            let rows = Rows(style: .plain)
            rows.loadViewIfNeeded()
            let table = try #require(rows.tableView)
            table.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
            table.layoutIfNeeded()
            let first = table.cellForRow(at: IndexPath(row: 1, section: 0))
            let again = table.cellForRow(at: IndexPath(row: 1, section: 0))
            #expect(first != nil && first === again)
            #expect(rows.shown == [1])
        }
    }
}
