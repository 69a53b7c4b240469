import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

/// The custom-layout guide's insert animation, written as iOS developers write it: remember the
/// inserted paths in `prepare(forCollectionViewUpdates:)`, start them at the view's centre,
/// forget them in `finalizeCollectionViewUpdates()`. Every hook logs its call.
final class InsertFromCentreLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    private var insertedPaths: [IndexPath] = []

    override func prepare() {
        log.append("prepare")
        super.prepare()
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        log.append(
            "updates "
                + updateItems.map {
                    "\($0.updateAction) \($0.indexPathBeforeUpdate?.item ?? -1)→\($0.indexPathAfterUpdate?.item ?? -1)"
                }
                .joined(separator: ", "))
        insertedPaths = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize updates")
        insertedPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        log.append("appearing \(itemIndexPath.item)")
        guard insertedPaths.contains(itemIndexPath), let attributes, let collectionView else { return attributes }
        attributes.center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        log.append(
            "disappearing \(itemIndexPath.item) from \(attributes.map { "\($0.frame.minX),\($0.frame.minY) α\($0.alpha)" } ?? "nil")"
        )
        return attributes
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log.append("transition to") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log.append("transition from") }
    override func finalizeLayoutTransition() { log.append("finalize transition") }

    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        log.append("end movement \(previousIndexPaths.map(\.item)) → \(indexPaths.map(\.item))")
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
            movementCancelled: movementCancelled)
    }
}

/// Numbers in one section, editable by the previewer (Layoutty's addition to the data source).
final class Numbers: LayouttyPreviewDataSource {
    var items: [Int]
    init(_ count: Int) { items = Array(0..<count) }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func apply(_ batch: BatchUpdate) {
        for item in batch.items where item.updateAction == .move {
            items.insert(items.remove(at: item.indexPathBeforeUpdate!.item), at: item.indexPathAfterUpdate!.item)
        }
    }
    func label(for indexPath: IndexPath) -> String { "n\(items[indexPath.item])" }
}

extension UIKitSuites {
    @MainActor @Suite struct UIKitUpdateTests {
        /// 30 wide, 6 × 2 items, 1 apart: 4·6 + 3 = 27 ≤ 30, so four to a line, justified by UIKit's
        /// rule to gaps of (30 − 24) / 3 = 2: x = 0, 8, 16, 24.
        private static func setUp(items: Int) -> (
            InsertFromCentreLayout, UICollectionView, Previewer, ManualAnimationClock, Numbers
        ) {
            let layout = InsertFromCentreLayout()
            layout.itemSize = CGSize(width: 6, height: 2)
            layout.minimumInteritemSpacing = 1
            layout.minimumLineSpacing = 1
            let data = Numbers(items)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = data
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 12)
            previewer.animatesChanges = true
            let clock = ManualAnimationClock()
            previewer.viewport.clock = clock
            layout.log = []
            return (layout, view, previewer, clock, data)
        }

        private static func presented(_ previewer: Previewer, item: Int) -> LayoutAttributes? {
            previewer.viewport.laidOutElements().first {
                $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath.item == item
            }?.attributes
        }

        /// UIKit's order: prepare, prepare(forCollectionViewUpdates:) with the insert, the appearing
        /// hook for the new item only, finalize. The new item starts centred on the view (15, midY)
        /// and ends at (24, 0).
        @Test func anInsertCallsTheHooksInUIKitsOrderAndStartsWhereTheLayoutSays() throws {
            let (layout, view, previewer, clock, data) = Self.setUp(items: 3)
            view.performBatchUpdates({
                data.items.append(3)
                view.insertItems(at: [IndexPath(item: 3, section: 0)])
            })
            #expect(view.lastBatchUpdateError == nil)
            #expect(layout.log == ["prepare", "updates insert -1→3", "appearing 3", "finalize updates"])
            let start = try #require(Self.presented(previewer, item: 3))
            #expect(start.center == CGPoint(x: 15, y: view.bounds.midY) && start.alpha == 0)
            clock.advance(by: .milliseconds(400))
            #expect(Self.presented(previewer, item: 3)?.frame == CGRect(x: 24, y: 0, width: 6, height: 2))
        }

        /// A delete: super's disappearing answer is the item as it was (x 8, the second of four),
        /// transparent; a batch UIKit would reject is refused with its reason and completion false.
        /// The screen the change starts from is taken before the closure changes the data (Numbers'
        /// labels of the old fourth item would be out of range after it: this crashed once).
        @Test func aDeleteFadesOutWhereItWasAndABadBatchIsRefused() throws {
            let (layout, view, previewer, _, data) = Self.setUp(items: 4)
            view.performBatchUpdates({
                data.items.remove(at: 1)
                view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            })
            #expect(layout.log.contains("disappearing 1 from 8.0,0.0 α0.0"))
            var completed: Bool?
            view.performBatchUpdates(
                { view.deleteItems(at: [IndexPath(item: 9, section: 0)]) }, completion: { completed = $0 })
            #expect(completed == false)
            #expect(
                view.lastBatchUpdateError?.message.contains("9") == true
                    && previewer.viewport.numberOfItems(inSection: 0) == 3)
        }

        /// The selection moves with its items through `performBatchUpdates`, as UIKit's does:
        /// items 1 and 3 selected, an insert at 0 makes them 2 and 4; deleting 2 leaves 4 → 3;
        /// a refused batch leaves it as it was.
        @Test func theSelectionMovesWithItsItemsThroughABatch() throws {
            let (_, view, previewer, _, data) = Self.setUp(items: 5)
            defer { withExtendedLifetime(previewer) {} }
            view.allowsMultipleSelection = true
            view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            view.performBatchUpdates({
                data.items.insert(9, at: 0)
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            })
            #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 4, section: 0)])
            view.performBatchUpdates({
                data.items.remove(at: 2)
                view.deleteItems(at: [IndexPath(item: 2, section: 0)])
            })
            #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
            view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 9, section: 0)]) })
            #expect(
                view.lastBatchUpdateError != nil && view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        }

        /// While editing, selection follows `allowsSelectionDuringEditing` and
        /// `allowsMultipleSelectionDuringEditing` (a list's edit mode picking several rows), not
        /// the two it follows otherwise: two items stay selected while editing, one after.
        @Test func editingSelectsAsItsOwnFlagsSay() throws {
            let (_, view, previewer, _, _) = Self.setUp(items: 5)
            defer { withExtendedLifetime(previewer) {} }
            view.allowsSelection = false
            view.isEditing = true
            view.allowsMultipleSelectionDuringEditing = true
            view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            #expect(view.indexPathsForSelectedItems?.count == 2)
            view.isEditing = false
            view.allowsSelection = true
            view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
            #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
            view.allowsSelectionDuringEditing = false
            view.isEditing = true
            view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        }

        /// setCollectionViewLayout(_:animated:): the old layout hears prepareForTransition(to:), the
        /// new one prepareForTransition(from:), both finalizeLayoutTransition() when it has ended.
        @Test func aLayoutSwapCallsTheTransitionHooks() throws {
            let (old, view, previewer, clock, data) = Self.setUp(items: 4)
            let new = InsertFromCentreLayout()
            new.itemSize = CGSize(width: 10, height: 3)
            view.setCollectionViewLayout(new, animated: true)
            #expect(old.log == ["transition to"])
            #expect(new.log == ["prepare", "transition from"])
            clock.advance(by: .milliseconds(400))
            _ = previewer.viewport.laidOutElements()
            #expect(old.log.last == "finalize transition" && new.log.last == "finalize transition")
            #expect(
                view.collectionViewLayout === new && data.items.count == 4
                    && Self.presented(previewer, item: 1)?.frame.size == CGSize(width: 10, height: 3))
        }

        /// Carrying item 0 onto item 2's centre (19, 1) moves it there in the data; ending names the
        /// paths to the layout's ending context.
        @Test func interactiveMovementMovesTheDataAndEndsThroughTheLayout() throws {
            let (layout, view, previewer, _, data) = Self.setUp(items: 4)
            #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            view.updateInteractiveMovementTargetPosition(CGPoint(x: 19, y: 1))
            view.endInteractiveMovement()
            #expect(data.items == [1, 2, 0, 3])
            #expect(layout.log.contains("end movement [0] → [2]"))
            #expect(
                view.indexPathForItem(at: CGPoint(x: 19, y: 1)) == IndexPath(item: 2, section: 0)
                    && previewer.viewport.numberOfSections == 1)
        }
    }
}
