import CollectionLayout
import Foundation

/// UIKit's invalidation context, a class as in UIKit.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// The engine's context.
    public internal(set) var value = InvalidationContext()

    public required override init() { super.init() }

    open var invalidateEverything: Bool { value.invalidateEverything }
    open var invalidateDataSourceCounts: Bool { value.invalidateDataSourceCounts }
    open var invalidatedItemIndexPaths: [IndexPath]? { value.invalidatedItemIndexPaths.isEmpty ? nil : Array(value.invalidatedItemIndexPaths) }
    open var contentOffsetAdjustment: CGPoint {
        get { value.contentOffsetAdjustment }
        set { value.contentOffsetAdjustment = newValue }
    }

    open func invalidateItems(at indexPaths: [IndexPath]) { value.invalidateItems(at: indexPaths) }
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        value.invalidateSupplementaryElements(ofKind: elementKind, at: indexPaths)
    }
}

/// UIKit's abstract layout under UIKit's names and signatures (first slice: preparing, the
/// queries, bounds changes, invalidation and scrolling targets), run by Layoutty's engine: a
/// subclass written for iOS previews unchanged.
///
/// ```swift
/// class Diagonal: UICollectionViewLayout {
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { … }
/// }
/// ```
open class UICollectionViewLayout: NSObject, NSCoding {
    /// The view being laid out (held weakly, as UIKit).
    open internal(set) weak var collectionView: UICollectionView?
    /// The engine layout that runs this one.
    public private(set) lazy var engine = UIKitLayoutAdapter(self)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    open func invalidateLayout() { engine.invalidateFromUIKit(.everything) }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { engine.invalidateFromUIKit(context.value) }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// A context of the class the layout names (`invalidationContextClass`).
    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init() ?? UICollectionViewLayoutInvalidationContext()
    }
}

/// Runs a `UICollectionViewLayout` as an engine layout: the previewer, `render` and the
/// property checks drive it like a built-in one.
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
        let uiContext = type(of: layout).makeInvalidationContext()
        uiContext.value = context
        layout.invalidateLayout(with: uiContext)
    }

    public override func prepare() { layout.prepare() }
    public override var collectionViewContentSize: CGSize { layout.collectionViewContentSize }
    public override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: rect)?.map(\.value) ?? []
    }
    public override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { layout.layoutAttributesForItem(at: indexPath)?.value }
    public override func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.value
    }
    public override func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)?.value
    }
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { layout.shouldInvalidateLayout(forBoundsChange: newBounds) }
    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        layout.invalidationContext(forBoundsChange: newBounds).value
    }
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        layout.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        layout.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
}
