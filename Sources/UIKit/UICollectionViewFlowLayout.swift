import CollectionLayout
import Foundation

/// UIKit's flow-layout delegate: every requirement has a default (the layout's property), since
/// Linux has no `@objc optional`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
        layout as? UICollectionViewFlowLayout
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}

/// UIKit's flow layout: UIKit's properties, Layoutty's `FlowLayout` computing (UIKit's justified
/// lines), metrics from `collectionView.delegate` as `UICollectionViewDelegateFlowLayout`.
/// Nothing of Layoutty's own is exposed, so a subclass may declare `delegate`,
/// `horizontalAlignment` or `verticalAlignment` of its own; properties set in a subclass's
/// `prepare()` before `super.prepare()` take effect.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's sentinel for self-sizing cells estimated at `itemSize`.
    public static let automaticSize = FlowLayout.automaticSize

    /// UIKit's `UICollectionView.ScrollDirection` spelling.
    public typealias ScrollDirection = UICollectionView.ScrollDirection
    public typealias SectionInsetReference = FlowLayout.SectionInsetReference

    open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { propertyChanged() } } }
    open var estimatedItemSize = CGSize.zero { didSet { if oldValue != estimatedItemSize { propertyChanged() } } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { propertyChanged() } } }
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if oldValue != minimumInteritemSpacing { propertyChanged() } }
    }
    open var sectionInset = UIEdgeInsets.zero { didSet { if oldValue != sectionInset { propertyChanged() } } }
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { if oldValue != sectionInsetReference { propertyChanged() } }
    }
    open var headerReferenceSize = CGSize.zero { didSet { if oldValue != headerReferenceSize { propertyChanged() } } }
    open var footerReferenceSize = CGSize.zero { didSet { if oldValue != footerReferenceSize { propertyChanged() } } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { if oldValue != scrollDirection { propertyChanged() } }
    }
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if oldValue != sectionHeadersPinToVisibleBounds { propertyChanged() } }
    }
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if oldValue != sectionFootersPinToVisibleBounds { propertyChanged() } }
    }

    /// The engine's flow layout (private: no name of Layoutty's reaches subclasses).
    private let engineFlow = FlowLayout()
    private lazy var metrics = FlowMetrics(self)
    /// A property changed since the engine's layout was configured.
    private var needsConfiguration = true

    public override init() { super.init() }
    /// Made from a storyboard's or xib's flow layout: its sizes, spacing and insets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? InterfaceBuilderCoder { IBProperties.apply(nib.element, to: self) }
    }

    /// As in UIKit, changing a property invalidates the layout. One changed inside `prepare()`
    /// after `super.prepare()` (the carousel idiom: insets from the view's width) is applied
    /// before the next query.
    private func propertyChanged() {
        needsConfiguration = true
        if !isPreparing { invalidateLayout() }
    }

    open override func prepare() {
        super.prepare()
        engineFlow.collectionView = engine.collectionView
        engineFlow.delegate = metrics
        configure(with: engine.pendingInvalidation)
    }

    /// Copies the properties into the engine's layout and prepares it.
    private func configure(with invalidation: InvalidationContext) {
        needsConfiguration = false
        var configuration = FlowLayout.Configuration()
        configuration.itemSize = itemSize
        configuration.estimatedItemSize = estimatedItemSize
        configuration.minimumLineSpacing = minimumLineSpacing
        configuration.minimumInteritemSpacing = minimumInteritemSpacing
        configuration.sectionInset = sectionInset
        configuration.sectionInsetReference = sectionInsetReference
        configuration.headerReferenceSize = headerReferenceSize
        configuration.footerReferenceSize = footerReferenceSize
        configuration.sectionStyle.headerPinsToVisibleBounds = sectionHeadersPinToVisibleBounds
        configuration.sectionStyle.footerPinsToVisibleBounds = sectionFootersPinToVisibleBounds
        if engineFlow.configuration != configuration { engineFlow.configuration = configuration }
        let direction: CollectionLayout.ScrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
        if engineFlow.scrollDirection != direction { engineFlow.scrollDirection = direction }
        engineFlow.invalidateLayout(with: invalidation)
        engineFlow.prepareIfNeeded()
    }

    /// The engine's layout, configured with properties changed since `prepare()`.
    private var flow: FlowLayout {
        if needsConfiguration && !isPreparing { configure(with: .everything) }
        return engineFlow
    }

    override var engineConfigurationError: LayoutConfigurationError? { engineFlow.configurationError }
    /// Right to left, the view shows the layout mirrored (UIKit's answer).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override var collectionViewContentSize: CGSize { flow.collectionViewContentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        flow.attributes(in: rect).map(makeAttributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flow.attributesForItem(at: indexPath).map(makeAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        flow.attributesForSupplementaryElement(ofKind: elementKind, at: indexPath).map(makeAttributes)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        flow.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        Self.wrap(flow.invalidationContext(forBoundsChange: newBounds))
    }

    /// Self-sizing: sections with an `estimatedItemSize` take the measured sizes, as UIKit's do.
    override var builtInEngine: CollectionViewLayout? { flow }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A flow context asking for new metrics or attributes (UIKit's default for one made by hand)
    /// recomputes everything.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
            flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes
        {
            flow.value.invalidateEverything = true
        }
        super.invalidateLayout(with: context)
    }

    /// UIKit's flow layout fades an inserted item in where it ends: its attributes, alpha 0.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutAttributesForItem(at: itemIndexPath).map(Self.transparentCopy)
    }

    /// UIKit's flow layout fades a deleted item out where it was: its attributes before the
    /// update, alpha 0.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        engine.disappearingElementBeforeUpdate.map { Self.transparentCopy(Self.makeAttributes($0)) }
    }

    private static func transparentCopy(_ attributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }

    private func makeAttributes(_ value: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        Self.makeAttributes(value)
    }
}

/// UIKit's flow-layout invalidation context: both flags default to true for a context made by
/// hand; the engine's own contexts (scrolling, resizing, batches) carry them as false.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true

    override func adopt(_ engineContext: InvalidationContext) {
        super.adopt(engineContext)
        invalidateFlowLayoutDelegateMetrics = false
        invalidateFlowLayoutAttributes = false
    }
}

extension UICollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`, numbered as UIKit numbers it.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

/// Answers the engine's flow delegate from the collection view's `UICollectionViewDelegateFlowLayout`.
final class FlowMetrics: FlowLayoutDelegate {
    unowned let layout: UICollectionViewFlowLayout
    init(_ layout: UICollectionViewFlowLayout) { self.layout = layout }

    private var view: UICollectionView? { layout.attachedView }
    private var delegate: UICollectionViewDelegateFlowLayout? { view?.delegate as? UICollectionViewDelegateFlowLayout }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int)
        -> CGSize?
    {
        delegate == nil ? self.layout.itemSize : nil
    }
    /// The delegate's answer, else the layout's property (UIKit's rule for an unimplemented method).
    private func ask<Answer>(
        _ property: Answer, _ question: (UICollectionViewDelegateFlowLayout, UICollectionView) -> Answer
    ) -> Answer {
        guard let view, let delegate else { return property }
        return question(delegate, view)
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        ask(self.layout.itemSize) { $0.collectionView($1, layout: self.layout, sizeForItemAt: indexPath) }
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    {
        ask(self.layout.sectionInset) { $0.collectionView($1, layout: self.layout, insetForSectionAt: section) }
    }
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        ask(self.layout.minimumLineSpacing) {
            $0.collectionView($1, layout: self.layout, minimumLineSpacingForSectionAt: section)
        }
    }
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        ask(self.layout.minimumInteritemSpacing) {
            $0.collectionView($1, layout: self.layout, minimumInteritemSpacingForSectionAt: section)
        }
    }
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        ask(self.layout.headerReferenceSize) {
            $0.collectionView($1, layout: self.layout, referenceSizeForHeaderInSection: section)
        }
    }
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        ask(self.layout.footerReferenceSize) {
            $0.collectionView($1, layout: self.layout, referenceSizeForFooterInSection: section)
        }
    }
}
