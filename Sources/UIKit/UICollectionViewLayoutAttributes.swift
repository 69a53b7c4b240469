import CollectionLayout
import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.ElementCategory`, numbered as UIKit numbers it.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    public static let elementKindSectionHeader = ElementKind.sectionHeader
    public static let elementKindSectionFooter = ElementKind.sectionFooter
}

/// UIKit's layout attributes: a class (layouts edit cached attributes in place), `NSCopying`
/// (a subclass's `copy(with:)` calls super and keeps its type), backed by Layoutty's value.
///
/// ```swift
/// let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// a.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
/// let b = a.copy() as! UICollectionViewLayoutAttributes
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The engine's value these attributes are. Nonisolated, as `copy(with:)`, `isEqual(_:)` and
    /// `hash` are NSObject's, which read it.
    nonisolated(unsafe) public package(set) var value: LayoutAttributes

    // Required, as each initializer of an Objective-C class can be called on its metatype
    // (`layoutAttributesClass.init(forCellWith:)`): Swift allows that of required ones only.
    public required override init() {
        value = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        super.init()
    }

    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        value = LayoutAttributes(forCellWith: indexPath)
    }

    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        value = LayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    }

    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        value = LayoutAttributes(forDecorationViewOfKind: decorationViewKind, with: indexPath)
    }

    open var frame: CGRect {
        get { value.frame }
        set { value.frame = newValue }
    }
    open var center: CGPoint {
        get { value.center }
        set { value.center = newValue }
    }
    open var size: CGSize {
        get { value.size }
        set { value.size = newValue }
    }
    open var bounds: CGRect {
        get { value.bounds }
        set { value.bounds = newValue }
    }
    open var transform: CGAffineTransform {
        get { value.transform }
        set { value.transform = newValue }
    }
    open var transform3D: CATransform3D {
        get { value.transform3D }
        set { value.transform3D = newValue }
    }
    open var alpha: CGFloat {
        get { value.alpha }
        set { value.alpha = newValue }
    }
    open var zIndex: Int {
        get { value.zIndex }
        set { value.zIndex = newValue }
    }
    open var isHidden: Bool {
        get { value.isHidden }
        set { value.isHidden = newValue }
    }
    open var indexPath: IndexPath {
        get { value.indexPath }
        set { value.indexPath = newValue }
    }
    open var representedElementCategory: UICollectionView.ElementCategory {
        switch value.representedElementCategory {
        case .cell: .cell
        case .supplementaryView: .supplementaryView
        case .decorationView: .decorationView
        }
    }
    open var representedElementKind: String? { value.representedElementKind }

    /// A copy of the same class: subclasses override, call super, and copy their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.value = value
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return type(of: other) == type(of: self) && other.value == value
    }

    open override var hash: Int { value.hashValue }

    /// Attributes wrapping an engine value (a built-in layout's answer).
    convenience init(_ value: LayoutAttributes) {
        self.init()
        self.value = value
    }
}
