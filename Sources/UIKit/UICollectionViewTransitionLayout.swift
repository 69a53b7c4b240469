import CollectionLayout
import Foundation

/// A layout between two others (UICollectionViewTransitionLayout.h), as an interactive
/// transition shows them while the app drives `transitionProgress` (a pinch between a grid and
/// a list, `startInteractiveTransition(to:)`): each element is the current layout's moved
/// `transitionProgress` of the way toward the next layout's — frame (or centre, size and
/// transform) and alpha (`LayoutAttributes.interpolated`). An element only one of the two has
/// is shown as that one has it. No layout math of its own: both layouts answer, as on iOS.
///
/// ```swift
/// let transition = collectionView.startInteractiveTransition(to: listLayout)
/// transition.transitionProgress = pinch.scale - 1
/// ```
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    /// 0: the current layout's frames; 1: the next layout's. Not clamped, as UIKit's is not.
    /// Setting it invalidates the layout without asking the two layouts again.
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout(with: UICollectionViewLayoutInvalidationContext()) }
    }
    /// The app's own values, which it animates with the progress (`updateValue(_:forAnimatedKey:)`).
    private var animatedValues: [String: CGFloat] = [:]

    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        (self.currentLayout, self.nextLayout) = (currentLayout, nextLayout)
        super.init()
    }

    /// iOS makes none from a storyboard; as there, one made so has no layouts to move between.
    public required init?(coder: NSCoder) { nil }

    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Prepares both layouts for the view this one lays out, again when this one is
    /// invalidated for more than its progress (new counts, a new size).
    open override func prepare() {
        super.prepare()
        let pending = engine.pendingInvalidation
        for layout in [currentLayout, nextLayout] {
            layout.attachedView = collectionView
            let sub = layout.engine
            if sub.collectionView !== engine.collectionView { sub.collectionView = engine.collectionView }
            if pending.invalidateEverything || pending.invalidateDataSourceCounts { sub.invalidateFromUIKit(pending) }
            sub.prepareIfNeeded()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let (from, to) = (currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize)
        return CGSize(
            width: from.width + (to.width - from.width) * transitionProgress,
            height: from.height + (to.height - from.height) * transitionProgress)
    }

    /// The elements either layout has in `rect`, each mixed with its attributes in the other.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = (currentLayout.layoutAttributesForElements(in: rect) ?? []).map(\.value)
        let to = (nextLayout.layoutAttributesForElements(in: rect) ?? []).map(\.value)
        var seen = Set<Element>()
        return (from + to).compactMap { attributes in
            let element = Element(attributes)
            guard seen.insert(element).inserted else { return nil }
            return mixed(element).map(Self.makeAttributes)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mixed(Element(category: .cell, kind: nil, indexPath: indexPath)).map(Self.makeAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        mixed(Element(category: .supplementaryView, kind: elementKind, indexPath: indexPath)).map(Self.makeAttributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        mixed(Element(category: .decorationView, kind: elementKind, indexPath: indexPath)).map(Self.makeAttributes)
    }

    /// Both layouts' sizes matter while between them.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
            || nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    private var progress: Double { Double(transitionProgress) }

    /// `element` as the two layouts have it, mixed by the progress; as one has it, if only one does.
    private func mixed(_ element: Element) -> LayoutAttributes? {
        switch (element.attributes(in: currentLayout), element.attributes(in: nextLayout)) {
        case (let from?, let to?): return from.interpolated(to: to, fraction: progress)
        case (let only?, nil), (nil, let only?): return only
        case (nil, nil): return nil
        }
    }

    /// An element's identity in both layouts: what it is and where, as UIKit matches views.
    private struct Element: Hashable {
        var category: ElementCategory
        var kind: String?
        var indexPath: IndexPath

        init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
            (self.category, self.kind, self.indexPath) = (category, kind, indexPath)
        }
        init(_ attributes: LayoutAttributes) {
            self.init(
                category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                indexPath: attributes.indexPath)
        }

        @MainActor func attributes(in layout: UICollectionViewLayout) -> LayoutAttributes? {
            switch category {
            case .cell: layout.layoutAttributesForItem(at: indexPath)?.value
            case .supplementaryView:
                layout.layoutAttributesForSupplementaryView(ofKind: kind ?? "", at: indexPath)?.value
            case .decorationView: layout.layoutAttributesForDecorationView(ofKind: kind ?? "", at: indexPath)?.value
            }
        }
    }
}
