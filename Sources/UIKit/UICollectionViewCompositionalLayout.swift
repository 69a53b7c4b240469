import CollectionLayout
import Foundation

/// UIKit's section provider.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// UIKit's compositional layout, computed by the engine's `CompositionalLayout`: a
/// `createLayout()` written for iOS compiles and previews unchanged.
///
/// ```swift
/// func createLayout() -> UICollectionViewLayout {
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
///                                                                          heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
///                                                                                       heightDimension: .absolute(4)), subitems: [item])
///     return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The engine's layout (private: subclasses see UIKit's names only).
    private let compositional: CompositionalLayout

    public init(
        section: NSCollectionLayoutSection,
        configuration: UICollectionViewCompositionalLayoutConfiguration =
            UICollectionViewCompositionalLayoutConfiguration()
    ) {
        compositional = CompositionalLayout(section: section, configuration: configuration)
        super.init()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration =
            UICollectionViewCompositionalLayoutConfiguration()
    ) {
        compositional = CompositionalLayout(sectionProvider: sectionProvider, configuration: configuration)
        super.init()
    }

    /// A compositional layout is described in code: there is nothing to decode it from.
    public required init?(coder: NSCoder) { return nil }

    /// Setting it invalidates the layout, as UIKit's does.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { compositional.configuration }
        set {
            compositional.configuration = newValue
            invalidateLayout()
        }
    }

    open override func prepare() {
        super.prepare()
        compositional.collectionView = engine.collectionView
        compositional.invalidateLayout(with: engine.pendingInvalidation)
        compositional.prepareIfNeeded()
    }

    override var engineConfigurationError: LayoutConfigurationError? { compositional.configurationError }
    /// Right to left, the view shows the layout mirrored (UIKit's answer).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override var engineOrthogonalScrolling: OrthogonalScrolling? { compositional }

    open override var collectionViewContentSize: CGSize { compositional.collectionViewContentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        compositional.attributes(in: rect).map(Self.makeAttributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        compositional.attributesForItem(at: indexPath).map(Self.makeAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        compositional.attributesForSupplementaryElement(ofKind: elementKind, at: indexPath).map(Self.makeAttributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        compositional.attributesForDecorationElement(ofKind: elementKind, at: indexPath).map(Self.makeAttributes)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        compositional.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        Self.wrap(compositional.invalidationContext(forBoundsChange: newBounds))
    }

    /// Self-sizing: `.estimated` dimensions take the measured sizes, as UIKit's do.
    override var builtInEngine: CollectionViewLayout? { compositional }
}
