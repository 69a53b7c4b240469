import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing

/// Counts the data source can change, for the view's batch updates and interactive movement.
final class Counts: EditableCollectionDataSource {
    var counts: [Int]
    /// Every batch applied, in order (interactive movement applies one per step).
    var applied: [BatchUpdate] = []
    init(_ counts: [Int]) { self.counts = counts }
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func apply(_ batch: BatchUpdate) {
        counts = batch.countsAfter
        applied.append(batch)
    }
}

/// A flow layout that records the lifecycle hooks it hears, in order.
final class RecordingFlowLayout: FlowLayout {
    var heard: [String] = []
    override func prepareForTransition(to newLayout: CollectionViewLayout) { heard.append("prepareForTransition(to:)") }
    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        heard.append("prepareForTransition(from:)")
    }
    override func finalizeLayoutTransition() { heard.append("finalizeLayoutTransition") }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        heard.append("prepare(forAnimatedBoundsChange: \(oldBounds.width)x\(oldBounds.height))")
    }
    override func finalizeAnimatedBoundsChange() { heard.append("finalizeAnimatedBoundsChange") }
    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        heard.append(
            "moving \(previousIndexPaths.map { $0.item }) → \(targetIndexPaths.map { $0.item }) at \(targetPosition.x),\(targetPosition.y)"
        )
        return super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }
    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> InvalidationContext {
        heard.append(
            "end \(previousIndexPaths.map { $0.item }) → \(indexPaths.map { $0.item })\(movementCancelled ? " cancelled" : "")"
        )
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
            movementCancelled: movementCancelled)
    }
}

/// The view's animations, by hand. The grid used throughout: items 10x4, no spacing, a view 30
/// cells wide and 8 rows tall at zoom 1, so three items a line — item i sits at
/// x = 10·(i mod 3), y = 4·(i div 3), and screen cells equal points.
@Suite struct AnimationTests {
    static func grid(_ count: Int = 6, layout: FlowLayout = FlowLayout()) -> (Viewport, Counts, ManualAnimationClock) {
        layout.itemSize = CGSize(width: 10, height: 4)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let data = Counts([count])
        let viewport = Viewport(dataSource: data, layout: layout, columns: 30, rows: 8)
        let clock = ManualAnimationClock()
        viewport.clock = clock
        return (viewport, data, clock)
    }

    /// The element drawn with `label` (the data source's default "section-item").
    static func element(_ label: String, in elements: [ScreenElement]) -> LayoutAttributes? {
        elements.first { $0.label == label }?.attributes
    }

    @Test func easeInOutIsCoreAnimationsCurve() {
        // cubic-bezier(0.42, 0, 0.58, 1): exact ends, symmetric, 0.1292 at a quarter of the time.
        let curve = TimingCurve.easeInOut
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(curve.progress(at: 0.25) - 0.12916) < 1e-4)
        #expect(abs(curve.progress(at: 0.75) - 0.87084) < 1e-4)
        #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1 && curve.progress(at: .nan) == 1)
    }

    @Test func aDeleteMovesTheOthersAndFadesTheDeletedOne() throws {
        let (viewport, data, clock) = Self.grid()
        let batch = try BatchUpdate(countsBefore: [6], operations: [.deleteItem(IndexPath(item: 1, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        #expect(viewport.isAnimating)
        // At 0 ms everything is where it was: item 2 at (20, 0), item 3 at (0, 4), 1 still opaque.
        var shown = viewport.laidOutElements()
        #expect(Self.element("0-2", in: shown)?.frame == CGRect(x: 20, y: 0, width: 10, height: 4))
        #expect(Self.element("0-3", in: shown)?.frame == CGRect(x: 0, y: 4, width: 10, height: 4))
        #expect(Self.element("0-1", in: shown)?.alpha == 1)
        // 150 ms of 300: eased progress 0.5. Item 2 → path 1 at (10, 0): halfway x = 15.
        // Item 3 → path 2 at (20, 0): halfway (10, 2). The deleted item 1 stays at (10, 0), alpha 0.5.
        // Labels stay those the views had (a moving cell keeps its content).
        clock.advance(by: .milliseconds(150))
        shown = viewport.laidOutElements()
        #expect(Self.element("0-2", in: shown)?.frame == CGRect(x: 15, y: 0, width: 10, height: 4))
        #expect(Self.element("0-3", in: shown)?.frame == CGRect(x: 10, y: 2, width: 10, height: 4))
        let deleted = try #require(Self.element("0-1", in: shown))
        #expect(deleted.frame == CGRect(x: 10, y: 0, width: 10, height: 4) && abs(deleted.alpha - 0.5) < 1e-6)
        // 300 ms: over; the view shows the layout's answer, labelled by the data as it is now.
        clock.advance(by: .milliseconds(150))
        shown = viewport.laidOutElements()
        #expect(!viewport.isAnimating && viewport.animation == nil)
        #expect(shown.map(\.label) == ["0-0", "0-1", "0-2", "0-3", "0-4"])
        #expect(Self.element("0-1", in: shown)?.frame == CGRect(x: 10, y: 0, width: 10, height: 4))
    }

    @Test func anInsertFadesInAtItsFinalFrameAndIsNotDrawnAtAlphaZero() throws {
        let (viewport, data, clock) = Self.grid()
        let batch = try BatchUpdate(countsBefore: [6], operations: [.insertItem(IndexPath(item: 0, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        // The new item 0 starts at (0, 0), alpha 0; the old item 0 (now 1) slides from x 0 to 10.
        var shown = viewport.laidOutElements()
        let inserted = try #require(shown.first { $0.attributes.alpha == 0 })
        #expect(inserted.attributes.frame == CGRect(x: 0, y: 0, width: 10, height: 4) && inserted.label == "0-0")
        let canvas = TextCanvas(columns: 30, rows: 8)
        ElementPainter().paint(shown, on: canvas, in: canvas.bounds, mayOverlap: true)
        // Painted: the old six exactly as before (the transparent one is not drawn).
        #expect(canvas.line(1) == "│  0-0   ││  0-1   ││  0-2   │")
        clock.advance(by: .milliseconds(75))
        shown = viewport.laidOutElements()
        // A quarter of the time: eased 0.12916 → alpha 0.129, and the slide 1.29 cells along.
        let fading = try #require(
            shown.first {
                $0.attributes.indexPath == IndexPath(item: 0, section: 0) && $0.label == "0-0"
                    && $0.attributes.alpha < 1
            })
        #expect(abs(fading.attributes.alpha - 0.12916) < 1e-4)
    }

    @Test func aReloadCrossFadesInPlace() throws {
        let (viewport, data, clock) = Self.grid()
        let batch = try BatchUpdate(countsBefore: [6], operations: [.reloadItem(IndexPath(item: 4, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        clock.advance(by: .milliseconds(150))
        let at4 = viewport.laidOutElements().filter { $0.attributes.frame == CGRect(x: 10, y: 4, width: 10, height: 4) }
        // The old view fading out and the new one fading in, both half transparent.
        #expect(at4.count == 2 && at4.allSatisfy { abs($0.attributes.alpha - 0.5) < 1e-6 })
    }

    @Test func customAppearingAttributesAreUsedOnlyWhereTheLayoutGivesThem() throws {
        final class GrowFromTopLeft: FlowLayout {
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
                guard var a = attributesForItem(at: itemIndexPath) else { return nil }
                a.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
                a.alpha = 0.25
                return a
            }
        }
        let (viewport, data, _) = Self.grid(layout: GrowFromTopLeft())
        let batch = try BatchUpdate(countsBefore: [6], operations: [.insertItem(IndexPath(item: 5, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        let start = try #require(viewport.laidOutElements().first { $0.attributes.alpha == 0.25 })
        #expect(start.attributes.frame == CGRect(x: 0, y: 0, width: 2, height: 2) && start.label == "0-5")
    }

    @Test func aTransitionHearsItsHooksAndFinalizesOnlyWhenItEnds() throws {
        let old = RecordingFlowLayout()
        let (viewport, _, clock) = Self.grid(layout: old)
        let new = RecordingFlowLayout()
        new.itemSize = CGSize(width: 15, height: 4)
        new.minimumInteritemSpacing = 0
        viewport.animateChanges { viewport.setLayout(new) }
        #expect(old.heard == ["prepareForTransition(to:)"] && new.heard == ["prepareForTransition(from:)"])
        // Item 1: (10, 0) → (15, 0) under two items a line; halfway 12.5.
        clock.advance(by: .milliseconds(150))
        #expect(Self.element("0-1", in: viewport.laidOutElements())?.frame.minX == 12.5)
        #expect(!old.heard.contains("finalizeLayoutTransition"))
        clock.advance(by: .milliseconds(150))
        _ = viewport.laidOutElements()
        #expect(old.heard.last == "finalizeLayoutTransition" && new.heard.last == "finalizeLayoutTransition")
    }

    @Test func anAnimatedResizeIsAnAnimatedBoundsChange() throws {
        let layout = RecordingFlowLayout()
        let (viewport, _, clock) = Self.grid(layout: layout)
        viewport.animateChanges { viewport.resize(columns: 20, rows: 8) }
        #expect(layout.heard == ["prepare(forAnimatedBoundsChange: 30.0x8.0)"])
        // Item 2 wraps from (20, 0) to (0, 4) under two items a line.
        clock.advance(by: .milliseconds(150))
        #expect(Self.element("0-2", in: viewport.laidOutElements())?.frame == CGRect(x: 10, y: 2, width: 10, height: 4))
        clock.advance(by: .milliseconds(150))
        _ = viewport.laidOutElements()
        #expect(layout.heard.last == "finalizeAnimatedBoundsChange")
    }

    @Test func withoutAnimationsAChangeIsShownAtOnce() throws {
        let (viewport, data, _) = Self.grid()
        viewport.animatesChanges = false
        let batch = try BatchUpdate(countsBefore: [6], operations: [.deleteItem(IndexPath(item: 0, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        #expect(viewport.animation == nil)
        #expect(viewport.laidOutElements().map(\.label) == ["0-0", "0-1", "0-2", "0-3", "0-4"])
    }

    @Test func aChangeDuringAnAnimationStartsFromWhatIsOnScreen() throws {
        let (viewport, data, clock) = Self.grid()
        let delete = try BatchUpdate(countsBefore: [6], operations: [.deleteItem(IndexPath(item: 0, section: 0))])
        viewport.performBatchUpdates(delete) { data.apply(delete) }
        clock.advance(by: .milliseconds(150))
        // Old item 1 is halfway from (10, 0) to (0, 0): at x 5. A second delete starts it from there.
        #expect(Self.element("0-1", in: viewport.laidOutElements())?.frame.minX == 5)
        let again = try BatchUpdate(countsBefore: [5], operations: [.deleteItem(IndexPath(item: 4, section: 0))])
        viewport.performBatchUpdates(again) { data.apply(again) }
        #expect(Self.element("0-1", in: viewport.laidOutElements())?.frame.minX == 5)
        clock.advance(by: .milliseconds(300))
        #expect(viewport.laidOutElements().map(\.label) == ["0-0", "0-1", "0-2", "0-3"])
    }

    @Test func scrollingDuringAnAnimationMovesItWithTheContent() throws {
        let (viewport, data, clock) = Self.grid(12)
        let batch = try BatchUpdate(countsBefore: [12], operations: [.deleteItem(IndexPath(item: 0, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        viewport.scroll(by: CGPoint(x: 0, y: 2))
        // Item 2 stays at its content position: (20, 0) → screen y −2 at the start.
        #expect(Self.element("0-2", in: viewport.laidOutElements())?.frame.minY == -2)
        clock.advance(by: .milliseconds(300))
        #expect(!viewport.isAnimating)
    }

    @Test func interactiveMovementCarriesTheItemAndTheOthersReflow() throws {
        let layout = RecordingFlowLayout()
        let (viewport, data, clock) = Self.grid(layout: layout)
        #expect(viewport.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(layout.heard == ["moving [0] → [0] at 5.0,2.0"])
        // Over item 2 (x 20…30): the item takes path 2; the data source moved it; 1 and 2 slide left.
        viewport.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 2))
        #expect(viewport.interactiveMovement?.current == IndexPath(item: 2, section: 0))
        #expect(data.applied.count == 1 && data.applied[0].items.map(\.description) == ["move 0.0 → 0.2"])
        #expect(layout.heard.last == "moving [0] → [2] at 25.0,2.0")
        // The carried item is drawn centred on the position, above the rest.
        let carried = try #require(viewport.laidOutElements().first { $0.attributes.zIndex == Int.max })
        #expect(carried.attributes.frame == CGRect(x: 20, y: 0, width: 10, height: 4))
        clock.advance(by: .milliseconds(300))
        viewport.cancelInteractiveMovement()
        #expect(layout.heard.last == "end [0] → [0] cancelled")
        #expect(data.applied.count == 2 && data.applied[1].items.map(\.description) == ["move 0.2 → 0.0"])
        #expect(viewport.interactiveMovement == nil)
        // Not editable: no movement.
        let plain = Viewport(dataSource: Plain(), layout: FlowLayout(), columns: 30, rows: 8)
        #expect(!plain.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    /// A layout that names its header as re-inserted by every batch: the old header fades out
    /// while the new one fades in (UIKit's `indexPathsToInsertForSupplementaryView(ofKind:)`).
    @Test func supplementaryViewsTheLayoutNamesAreReplaced() throws {
        final class NewHeaderEachBatch: FlowLayout {
            override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
                elementKind == ElementKind.sectionHeader ? [IndexPath(item: 0, section: 0)] : []
            }
        }
        let layout = NewHeaderEachBatch()
        layout.headerReferenceSize = CGSize(width: 30, height: 2)
        let (viewport, data, clock) = Self.grid(layout: layout)
        let batch = try BatchUpdate(countsBefore: [6], operations: [.insertItem(IndexPath(item: 6, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        clock.advance(by: .milliseconds(150))
        let headers = viewport.laidOutElements().filter {
            $0.attributes.representedElementKind == ElementKind.sectionHeader
        }
        #expect(headers.count == 2 && headers.allSatisfy { abs($0.attributes.alpha - 0.5) < 1e-9 }, "\(headers)")
        // Without the override a header that stays simply stays.
        let (plain, plainData, plainClock) = Self.grid(
            layout: {
                let f = FlowLayout()
                f.headerReferenceSize = CGSize(width: 30, height: 2)
                return f
            }())
        plain.performBatchUpdates(batch) { plainData.apply(batch) }
        plainClock.advance(by: .milliseconds(150))
        #expect(
            plain.laidOutElements().filter { $0.attributes.representedElementKind == ElementKind.sectionHeader }.map(
                \.attributes.alpha)
                == [1])
    }

    /// After an update the view asks `targetContentOffset(forProposedContentOffset:)` (clamped).
    @Test func afterAnUpdateTheLayoutPicksTheOffset() throws {
        final class BackToTop: FlowLayout {
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                CGPoint(x: 0, y: 4)
            }
        }
        let (viewport, data, _) = Self.grid(30, layout: BackToTop())
        viewport.scroll(to: CGPoint(x: 0, y: 20))
        let batch = try BatchUpdate(countsBefore: [30], operations: [.deleteItem(IndexPath(item: 0, section: 0))])
        viewport.performBatchUpdates(batch) { data.apply(batch) }
        #expect(viewport.bounds.origin == CGPoint(x: 0, y: 4))
    }

    final class Plain: CollectionDataSource {
        var numberOfSections: Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 3 }
    }
}
