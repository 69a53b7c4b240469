import Foundation

/// The abstract layout a custom layout subclasses, as `UICollectionViewLayout`.
///
/// The view calls `prepare()` once after every invalidation, then asks `attributes(in:)` for the
/// visible rect only — every frame. Override the same methods the UIKit guides name:
///
/// ```swift
/// final class Diagonal: CollectionViewLayout {
///     private var frames: [CGRect] = []
///     override func prepare() {
///         super.prepare()
///         let n = collectionView?.numberOfItems(inSection: 0) ?? 0
///         frames = (0..<n).map { CGRect(x: $0 * 10, y: $0 * 4, width: 10, height: 4) }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: frames.last?.maxX ?? 0, height: frames.last?.maxY ?? 0)
///     }
///     override func attributes(in rect: CGRect) -> [LayoutAttributes] {
///         frames.indices.filter { frames[$0].strictlyIntersects(rect) }
///             .compactMap { attributesForItem(at: IndexPath(item: $0, section: 0)) }
///     }
///     override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
///         var a = LayoutAttributes(forCellWith: indexPath)
///         a.frame = frames[indexPath.item]
///         return a
///     }
/// }
/// ```
open class CollectionViewLayout {
    /// The view being laid out; the layout never owns it.
    public weak var collectionView: CollectionView?

    /// Invalidations received since the last `prepare()`.
    public private(set) var pendingInvalidation: InvalidationContext = .everything

    /// True until `prepare()` has run after the last invalidation. The view checks it before
    /// asking for attributes, so a layout is prepared once per invalidation, never per frame.
    public private(set) var needsPrepare = true

    /// While a `finalLayoutAttributesForDisappearing…` hook runs: the element as it was before
    /// the update (UIKit's flow layout answers with it, transparent; the layout itself no longer
    /// knows it).
    public internal(set) var disappearingElementBeforeUpdate: LayoutAttributes?

    public init() {}

    /// Computes whatever the queries need. `pendingInvalidation` says what changed since the last
    /// run, so a layout can recompute only that. Views call it through `prepareIfNeeded()`.
    open func prepare() {}

    /// Runs `prepare()` if the layout was invalidated since it last ran, then clears the pending
    /// invalidation. Returns whether it prepared.
    @discardableResult
    public final func prepareIfNeeded() -> Bool {
        guard needsPrepare else { return false }
        prepare()
        pendingInvalidation = InvalidationContext()
        needsPrepare = false
        return true
    }

    /// The layout's name for people (the previewer's status line): its class's, by default.
    open var name: String { String(describing: type(of: self)) }

    /// Whether the layout moves its elements on its own over time (springs of UIKit Dynamics not
    /// yet at rest): the view keeps drawing frames, each after `advanceDynamics(to:)`.
    open var isRunningDynamics: Bool { false }

    /// Moves what runs on its own on to `time` on the view's animation clock, and invalidates
    /// the layout where anything moved (UIKit's dynamic animator does it on each display frame).
    open func advanceDynamics(to time: Duration) {}

    /// UIKit's: whether a view laid out right to left shows this layout mirrored. The layout
    /// then lays out as for left to right (leading is x = 0) and the view flips the picture;
    /// a layout answering false places its elements itself (reading `traits.layoutDirection`).
    /// False by default, as UIKit's; flow and compositional layouts answer true, as UIKit's do.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Why the layout could not lay anything out (bad parameters), for views to show; nil when fine.
    open var configurationError: LayoutConfigurationError? { nil }

    open var collectionViewContentSize: CGSize { .zero }

    open func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }

    /// Calls `body` with each element `attributes(in:)` returns, in the same order, without
    /// building the array — for answers too large to hold at once (every item of 1e8).
    /// The default asks `attributes(in:)`; the built-in layouts stream.
    ///
    /// ```swift
    /// layout.enumerateAttributes(in: CGRect(origin: .zero, size: layout.collectionViewContentSize)) { print($0.frame) }
    /// ```
    ///
    /// - Complexity: the layout's; memory O(1) beyond the layout's own for the built-in layouts.
    public func enumerateAttributes(in rect: CGRect, using body: (LayoutAttributes) -> Void) {
        streamAttributes(
            in: rect,
            while: {
                body($0)
                return true
            })
    }

    /// `enumerateAttributes(in:using:)` that stops as soon as `body` returns false: how a
    /// screen asks for no more elements than it can show (the built-in layouts stop searching,
    /// so a rect holding 1e8 items costs what was asked, not 1e8 elements). The default asks
    /// `attributes(in:)` and stops reading it.
    open func streamAttributes(in rect: CGRect, while body: (LayoutAttributes) -> Bool) {
        for element in attributes(in: rect) {
            guard body(element) else { return }
        }
    }

    /// How many more elements the built-in layouts' streams may look at — those outside the
    /// rect included — before they stop as if the body had said so (nil: no limit). A screen
    /// sets it for a frame, so a frame's cost has a ceiling however the layout's elements
    /// crowd together (1e8 items a hair apart, all touching the rect's edge).
    package var examinationBudget: Int?
    /// Whether a stream stopped because the budget was spent.
    package private(set) var examinationBudgetSpent = false

    /// One element looked at by a stream: false once the budget is spent.
    package func examines() -> Bool {
        guard let left = examinationBudget else { return true }
        guard left > 0 else {
            examinationBudgetSpent = true
            return false
        }
        examinationBudget = left - 1
        return true
    }

    /// Streams with at most `budget` elements looked at; whether the budget was spent.
    package func withExaminationBudget(_ budget: Int, _ work: () -> Void) -> Bool {
        examinationBudget = budget
        examinationBudgetSpent = false
        defer { examinationBudget = nil }
        work()
        return examinationBudgetSpent
    }

    open func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    open func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    open func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// UIKit's default: a bounds change never invalidates.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// UIKit's default: an empty context (the view still calls `prepare()` again).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        InvalidationContext()
    }

    /// Marks everything stale. Overridable, as in UIKit (a layout that caches attributes clears
    /// them here); overrides must call super.
    open func invalidateLayout() {
        invalidateLayout(with: .everything)
    }

    /// Records what is stale; the next `prepareIfNeeded()` runs `prepare()`. Overrides must call super.
    open func invalidateLayout(with context: InvalidationContext) {
        pendingInvalidation.merge(context)
        needsPrepare = true
    }

    // MARK: Self-sizing (the view measures the cells it shows)

    /// Whether the view should ask the cells it shows for their preferred attributes (Layoutty's:
    /// UIKit always asks; a terminal saves the work for layouts that would not take them).
    /// Default true; `FlowLayout` is true only with a section that has an estimated item size.
    open var asksForPreferredAttributes: Bool { true }

    /// Whether a cell's measurement may choose its width (Layoutty's: tells a view sizing cells to
    /// their content to wrap at the width the layout gives instead). Default true; a waterfall's
    /// columns and a compositional item without an estimated width keep theirs.
    open func measuresWidth(ofItemAt indexPath: IndexPath) -> Bool { true }

    /// Whether a cell's measured attributes (its `preferredLayoutAttributesFitting`) change the
    /// layout. UIKit's default: no; `FlowLayout` says yes for sections with an estimated size.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        false
    }

    /// What a measurement invalidates; the layout keeps the measured size for its next
    /// `prepare()`. UIKit's default: the item.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        var context = InvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    // MARK: Updates (UIKit's names; see `performUpdates(_:_:)`)

    /// After `prepare()` for a batch of updates: the batch's items, in the order given. A layout
    /// that animates only some paths remembers them here.
    open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

    /// The batch's animations are set up: forget what `prepare(forCollectionViewUpdates:)` kept.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item starts (path after the update); nil: UIKit's default fade in.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }

    /// Where a deleted item ends (path before the update); nil: UIKit's default fade out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }

    /// Where a supplementary view that appears starts; nil: the view's default fade in.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    )
        -> LayoutAttributes?
    {
        nil
    }

    /// Where a supplementary view that disappears ends; nil: the view's default fade out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    )
        -> LayoutAttributes?
    {
        nil
    }

    /// Where a decoration view that appears starts; nil: the view's default fade in.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    )
        -> LayoutAttributes?
    {
        nil
    }

    /// Where a decoration view that disappears ends; nil: the view's default fade out.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    )
        -> LayoutAttributes?
    {
        nil
    }

    /// Supplementary views this batch adds beyond those of inserted sections (UIKit's default: none).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views this batch removes beyond those of deleted sections (UIKit's default: none).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views this batch adds (UIKit's default: none).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views this batch removes (UIKit's default: none).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Scrolling targets

    /// Where scrolling that would stop at `proposedContentOffset` stops. UIKit's default: there.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after an update or a layout transition (the view asks once they are
    /// laid out). UIKit's default: the proposed offset, unchanged.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Layout transitions (the view calls them when it swaps layouts, animated or not)

    /// Called on the old layout before `newLayout` takes over.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on the new layout, after it was prepared, before the transition animates.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on both layouts once the transition has ended.
    open func finalizeLayoutTransition() {}

    // MARK: Animated bounds changes (a resize or zoom that animates)

    /// Before the view animates from `oldBounds` to its new bounds; the layout is prepared for the new ones.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The bounds change has been animated.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Interactive movement (see `Viewport.beginInteractiveMovementForItem(at:)`)

    /// The path an item being moved should take when its centre is at `position`. UIKit's
    /// default: the path of the item under `position`, else where it is now.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        let probe = CGRect(x: position.x, y: position.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let under = attributes(in: probe).first {
            $0.representedElementCategory == .cell && $0.frame.hitTestContains(position)
        }
        return under?.indexPath ?? previousIndexPath
    }

    /// How the item being moved is drawn. UIKit's default: its attributes with the centre at
    /// `position`, above everything else.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> LayoutAttributes?
    {
        guard var moving = attributesForItem(at: indexPath) else { return nil }
        moving.center = position
        moving.zIndex = Int.max
        return moving
    }

    /// What a step of an interactive movement invalidates. UIKit's default: the moved paths,
    /// with the movement recorded on the context.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        var context = InvalidationContext()
        context.invalidateItems(at: targetIndexPaths + previousIndexPaths)
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// What the end of an interactive movement invalidates. UIKit's default: the paths involved.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        var context = InvalidationContext()
        context.invalidateItems(at: indexPaths + previousIndexPaths)
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }
}
