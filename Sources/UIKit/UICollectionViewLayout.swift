import CollectionLayout
import Foundation

/// UIKit's invalidation context, a class as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// The engine's context.
    public internal(set) var value = InvalidationContext()

    public required override init() { super.init() }

    /// Wraps a context the engine made (a scroll, a resize, a batch); subclasses with flags of
    /// their own set them to what the engine's context says.
    func adopt(_ engineContext: InvalidationContext) { value = engineContext }

    open var invalidateEverything: Bool { value.invalidateEverything }
    open var invalidateDataSourceCounts: Bool { value.invalidateDataSourceCounts }
    open var invalidatedItemIndexPaths: [IndexPath]? {
        value.invalidatedItemIndexPaths.isEmpty ? nil : Array(value.invalidatedItemIndexPaths)
    }
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        value.invalidatedSupplementaryIndexPaths.isEmpty
            ? nil : value.invalidatedSupplementaryIndexPaths.mapValues(Array.init)
    }
    /// Decorations are asked for again on every frame, so the engine needs no record of them;
    /// the paths are kept for the layout's own `invalidateLayout(with:)` to read.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        value.previousIndexPathsForInteractivelyMovingItems
    }
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        value.targetIndexPathsForInteractivelyMovingItems
    }
    open var interactiveMovementTarget: CGPoint { value.interactiveMovementTarget }
    open var contentOffsetAdjustment: CGPoint {
        get { value.contentOffsetAdjustment }
        set { value.contentOffsetAdjustment = newValue }
    }
    /// Kept for the layout's code to read back, and nothing else: the view asks the layout for
    /// its content size after every invalidation, so there is no size to adjust.
    open var contentSizeAdjustment = CGSize.zero

    open func invalidateItems(at indexPaths: [IndexPath]) { value.invalidateItems(at: indexPaths) }
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        value.invalidateSupplementaryElements(ofKind: elementKind, at: indexPaths)
    }
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths]) {
            $0 + $1
        }
    }
}

/// UIKit's update item, a class as in UIKit: what `prepare(forCollectionViewUpdates:)` receives.
open class UICollectionViewUpdateItem: NSObject {
    /// UIKit's `UICollectionViewUpdateItem.Action`, numbered as UIKit numbers it.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The engine's item.
    public let value: UpdateItem

    init(_ value: UpdateItem) {
        self.value = value
        super.init()
    }

    /// NSObject's initializer, which UIKit's class inherits: an item of no action and no index
    /// paths, for a test's subclass to answer its own (a layout's tests mock updates so).
    public override init() {
        value = UpdateItem(before: nil, after: nil, action: .none)
        super.init()
    }

    open var indexPathBeforeUpdate: IndexPath? { value.indexPathBeforeUpdate }
    open var indexPathAfterUpdate: IndexPath? { value.indexPathAfterUpdate }
    open var updateAction: Action {
        switch value.updateAction {
        case .insert: .insert
        case .delete: .delete
        case .reload: .reload
        case .move: .move
        case .none: .none
        }
    }

    open override var description: String { value.description }
}

/// UIKit's abstract layout under UIKit's names and signatures — preparing, the queries, bounds
/// changes, invalidation, scrolling targets, updates, transitions, animated bounds changes and
/// interactive movement — run by Layoutty's engine: a subclass written for iOS previews
/// unchanged, and the engine calls its hooks in UIKit's order.
///
/// ```swift
/// class Diagonal: UICollectionViewLayout {
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { … }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    /// The view being laid out: read-only, as UIKit's, so that a subclass may override it.
    open var collectionView: UICollectionView? { attachedView }
    /// Hears the string-keyed observations it was added to (a layout observing its collection
    /// view's bounds); a subclass overrides it, as it overrides `NSObject`'s on iOS.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
    /// The view that set this layout (held weakly, as UIKit).
    weak var attachedView: UICollectionView?
    /// What the status line calls the layout, when not its class (a section factory's name).
    package var shownName: String?
    /// The engine layout that runs this one.
    public private(set) lazy var engine = UIKitLayoutAdapter(self)
    /// The dynamic animators made for this layout (`UIDynamicAnimator(collectionViewLayout:)`),
    /// which the view runs on its animation clock.
    var animators: [UIDynamicAnimator] { animatorBoxes.compactMap(\.animator) }
    private var animatorBoxes: [WeakAnimator] = []
    private struct WeakAnimator { weak var animator: UIDynamicAnimator? }
    func register(_ animator: UIDynamicAnimator) {
        animatorBoxes.removeAll { $0.animator == nil }
        animatorBoxes.append(WeakAnimator(animator: animator))
    }

    /// True while the engine runs `prepare()` (a subclass's included): properties set then are
    /// part of preparing, not an invalidation.
    var isPreparing = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    open func prepare() {}
    /// Called on a layout a storyboard or nib made, once it is made (NSObject's on iOS; here the
    /// layout's, so that a layout's override is one): no Interface Builder file is read here.
    open func awakeFromNib() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// As in UIKit, a context of the layout's class invalidating everything, through `invalidateLayout(with:)`.
    open func invalidateLayout() { invalidateLayout(with: Self.wrap(.everything)) }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        engine.invalidateFromUIKit(context.value)
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    )
        -> CGPoint
    {
        proposedContentOffset
    }

    /// Where the item being moved would go; UIKit's default: the item under `position`.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        engine.defaultTargetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    /// How the moved item is drawn; UIKit's default: its attributes centred on `position`, on top.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let attributes =
            layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? Self.makeAttributes(LayoutAttributes(forCellWith: indexPath))
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        Self.wrap(
            engine.defaultInvalidationContext(
                forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition))
    }

    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        Self.wrap(
            engine.defaultInvalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                movementCancelled: movementCancelled))
    }

    // Self-sizing: the previewer measures the cells it shows (a cell's size fits its label) and
    // offers each measurement here. UIKit's base takes none; the built-in layouts (flow,
    // compositional) answer as their engine layout does.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        builtInEngine?.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes.value, withOriginalAttributes: originalAttributes.value)
            ?? false
    }

    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let (preferred, original) = (preferredAttributes.value, originalAttributes.value)
        return Self.wrap(
            builtInEngine?.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                ?? engine.defaultInvalidationContext(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    /// The engine layout behind a built-in UIKit layout (flow, compositional), whose self-sizing
    /// answers the base forwards; nil for a layout written in UIKit's terms.
    var builtInEngine: CollectionViewLayout? { nil }

    /// Why the engine layout behind a built-in UIKit layout cannot lay out (the previewer says it).
    var engineConfigurationError: LayoutConfigurationError? { nil }

    /// The engine layout's sideways sections, for a built-in UIKit layout that has them.
    var engineOrthogonalScrolling: OrthogonalScrolling? { nil }

    /// Whether the previewer should measure cells at all (Layoutty's, as the engine's
    /// `asksForPreferredAttributes`): a subclass that overrides the two hooks above is asked.
    var asksForPreferredAttributes: Bool { builtInEngine?.asksForPreferredAttributes ?? true }

    /// Whether a cell's measurement may choose its width (the engine's `measuresWidth(ofItemAt:)`).
    func measuresWidth(ofItemAt indexPath: IndexPath) -> Bool {
        builtInEngine?.measuresWidth(ofItemAt: indexPath) ?? true
    }

    // Updates: UIKit's base answers nil (the view fades the element in or out where it is).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // Transitions and animated bounds changes.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}

    /// Decoration views have no class to register here (the previewer draws every kind the
    /// same); the call is accepted so that layouts registering theirs compile and run.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}

    /// The direction the layout was written for (UIKit's default: left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether a right-to-left view shows the layout mirrored (UIKit's default: no; flow and
    /// compositional layouts answer yes).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Attributes of the class the layout names (`layoutAttributesClass`) wrapping an engine value.
    static func makeAttributes(_ value: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes =
            (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)?.init()
            ?? UICollectionViewLayoutAttributes()
        attributes.value = value
        return attributes
    }

    /// A context of the layout's class wrapping one the engine made.
    static func wrap(_ engineContext: InvalidationContext) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.adopt(engineContext)
        return context
    }

    /// A context of the class the layout names (`invalidationContextClass`).
    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
            ?? UICollectionViewLayoutInvalidationContext()
    }
}

/// A layout hears the string-keyed observations it was added to.
extension UICollectionViewLayout: @preconcurrency _LayouttyKeyValueObserver {}
