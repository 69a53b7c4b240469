import CollectionLayout
import Foundation

/// Runs a `UICollectionViewLayout` as an engine layout: the previewer, `render` and the
/// property checks drive it like a built-in one, and every hook the engine calls reaches the
/// UIKit layout under UIKit's name, with UIKit's classes.
public final class UIKitLayoutAdapter: CollectionViewLayout {
    unowned let layout: UICollectionViewLayout

    init(_ layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    /// UIKit code invalidated: the engine records it (once it is running, not during set-up).
    func invalidateFromUIKit(_ context: InvalidationContext) {
        guard !inEngineInvalidation else { return }
        super.invalidateLayout(with: context)
    }

    /// The engine's own invalidations reach UIKit's `invalidateLayout(with:)` overrides, which
    /// call super — back here; this flag keeps that from counting twice.
    private var inEngineInvalidation = false

    public override func invalidateLayout(with context: InvalidationContext) {
        super.invalidateLayout(with: context)
        inEngineInvalidation = true
        defer { inEngineInvalidation = false }
        layout.invalidateLayout(with: type(of: layout).wrap(context))
    }

    /// The UIKit layout of an engine layout, if it is one (a transition between two UIKit layouts).
    private static func uiKitLayout(_ other: CollectionViewLayout) -> UICollectionViewLayout? {
        (other as? UIKitLayoutAdapter)?.layout
    }

    /// The UIKit layout's class, not the adapter's (or the name the preview gave it).
    public override var name: String { layout.shownName ?? String(describing: type(of: layout)) }
    public override var configurationError: LayoutConfigurationError? { layout.engineConfigurationError }
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
    }
    public override var isRunningDynamics: Bool { layout.animators.contains { $0.isRunning } }
    public override func advanceDynamics(to time: Duration) {
        for animator in layout.animators where animator.isRunning { animator.advance(to: time) }
    }

    // MARK: Preparing and the queries

    public override func prepare() {
        layout.isPreparing = true
        defer { layout.isPreparing = false }
        layout.prepare()
    }
    public override var collectionViewContentSize: CGSize { layout.collectionViewContentSize }
    public override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: rect)?.map(\.value) ?? []
    }
    public override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        layout.layoutAttributesForItem(at: indexPath)?.value
    }
    public override func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.value
    }
    public override func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)?.value
    }
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        layout.invalidationContext(forBoundsChange: newBounds).value
    }

    // MARK: Self-sizing

    public override var asksForPreferredAttributes: Bool { layout.asksForPreferredAttributes }
    public override func measuresWidth(ofItemAt indexPath: IndexPath) -> Bool {
        layout.measuresWidth(ofItemAt: indexPath)
    }
    public override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: layoutClass.makeAttributes(preferredAttributes),
            withOriginalAttributes: layoutClass.makeAttributes(originalAttributes))
    }
    public override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        layout.invalidationContext(
            forPreferredLayoutAttributes: layoutClass.makeAttributes(preferredAttributes),
            withOriginalAttributes: layoutClass.makeAttributes(originalAttributes)
        ).value
    }

    private var layoutClass: UICollectionViewLayout.Type { type(of: layout) }

    // MARK: Scrolling targets

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        layout.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    public override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        layout.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }

    // MARK: Updates

    public override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        layout.prepare(forCollectionViewUpdates: updateItems.map(UICollectionViewUpdateItem.init))
    }
    public override func finalizeCollectionViewUpdates() { layout.finalizeCollectionViewUpdates() }
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        layout.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.value
    }
    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        layout.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)?.value
    }
    public override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    )
        -> LayoutAttributes?
    {
        layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)?.value
    }
    public override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> LayoutAttributes? {
        layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)?
            .value
    }
    public override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    )
        -> LayoutAttributes?
    {
        layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)?.value
    }
    public override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> LayoutAttributes? {
        layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)?
            .value
    }
    public override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        layout.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }
    public override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        layout.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }
    public override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        layout.indexPathsToInsertForDecorationView(ofKind: elementKind)
    }
    public override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        layout.indexPathsToDeleteForDecorationView(ofKind: elementKind)
    }

    // MARK: Transitions and animated bounds changes
    // A transition to or from a built-in engine layout has no UIKit layout to name: the UIKit
    // side's hook is not called (the built-in side's is, by the engine).

    public override func prepareForTransition(to newLayout: CollectionViewLayout) {
        Self.uiKitLayout(newLayout).map(layout.prepareForTransition(to:))
    }
    public override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        Self.uiKitLayout(oldLayout).map(layout.prepareForTransition(from:))
    }
    public override func finalizeLayoutTransition() { layout.finalizeLayoutTransition() }
    public override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        layout.prepare(forAnimatedBoundsChange: oldBounds)
    }
    public override func finalizeAnimatedBoundsChange() { layout.finalizeAnimatedBoundsChange() }

    // MARK: Interactive movement

    public override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    {
        layout.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
    public override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    )
        -> LayoutAttributes?
    {
        layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position).value
    }
    public override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        layout.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition
        ).value
    }
    public override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> InvalidationContext {
        layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
            movementCancelled: movementCancelled
        ).value
    }

    // The engine's defaults, for UIKit's base class to answer with.

    func defaultInvalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    func defaultTargetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
    func defaultInvalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }
    func defaultInvalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> InvalidationContext {
        super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
            movementCancelled: movementCancelled)
    }
}

/// A UIKit compositional layout's sideways sections scroll in the previewer like the engine's:
/// the adapter hands the previewer's requests to the engine layout behind it (none for others).
extension UIKitLayoutAdapter: OrthogonalScrolling {
    private var sideways: OrthogonalScrolling? { layout.engineOrthogonalScrolling }

    public var orthogonalScrollsVertically: Bool { sideways?.orthogonalScrollsVertically ?? false }

    public func orthogonalScrollingBehavior(inSection section: Int)
        -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
        sideways?.orthogonalScrollingBehavior(inSection: section) ?? .none
    }
    public func orthogonalOffset(inSection section: Int) -> CGFloat {
        sideways?.orthogonalOffset(inSection: section) ?? 0
    }
    public func setOrthogonalOffset(_ offset: CGFloat, inSection section: Int) {
        guard let sideways else { return }
        sideways.setOrthogonalOffset(offset, inSection: section)
        // The engine layout was invalidated; the view asks this one.
        var context = InvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: section)])
        invalidateLayout(with: context)
    }
    public func orthogonalTarget(inSection section: Int, direction: CGFloat, step: CGFloat) -> CGFloat {
        sideways?.orthogonalTarget(inSection: section, direction: direction, step: step) ?? 0
    }
    public func orthogonalOffset(revealing indexPath: IndexPath) -> CGFloat? {
        sideways?.orthogonalOffset(revealing: indexPath)
    }
}
