import Foundation

/// What kind of view an attributes value describes (`UICollectionView.ElementCategory`).
public enum ElementCategory: String, Sendable {
    case cell
    case supplementaryView = "supplementary"
    case decorationView = "decoration"
}

/// Element kinds for supplementary and decoration views (`UICollectionView.elementKindSectionHeader`).
public enum ElementKind {
    public static let sectionHeader = "header"
    public static let sectionFooter = "footer"
    /// The opt-in decoration view spanning a section's items and insets.
    public static let sectionBackground = "background"
}

/// The geometry and appearance of one element, as `UICollectionViewLayoutAttributes` — but a value.
///
/// `frame` is what a layout sets and reads; with a `transform` (scale, rotation, translation
/// about the centre) it is the transformed element's bounding box, as in UIKit, while `center`,
/// `size` and `bounds` stay the untransformed geometry.
///
/// ```swift
/// var cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// cell.frame = CGRect(x: 2, y: 4, width: 12, height: 4)
/// cell.center // (8, 6)
/// cell.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
/// cell.frame  // (5, 5, 6, 2): the scaled box about the same centre
/// ```
public struct LayoutAttributes: Hashable, Sendable {
    public var indexPath: IndexPath
    public var representedElementCategory: ElementCategory
    /// `nil` for cells, the element kind for supplementary and decoration views.
    public var representedElementKind: String?
    /// The frame before the transform: centre and size.
    private var untransformedFrame: CGRect
    /// The transform, boxed so that the common identity costs one nil word, not 128 bytes.
    private var transformBox: TransformBox?
    public var zIndex: Int
    public var alpha: CGFloat
    public var isHidden: Bool

    public init(
        category: ElementCategory, kind: String?, indexPath: IndexPath,
        frame: CGRect = .zero, zIndex: Int = 0
    ) {
        self.indexPath = indexPath
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.untransformedFrame = frame
        self.zIndex = zIndex
        self.alpha = 1
        self.isHidden = false
    }

    public init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: kind, indexPath: indexPath)
    }

    /// The element's frame: with a transform, the bounding box of the transformed element (as
    /// UIKit reports it). Setting it sets the untransformed centre and size (UIKit leaves that
    /// case undefined; the transform stays).
    public var frame: CGRect {
        get {
            guard let transformBox else { return untransformedFrame }
            let center = CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY)
            let about = CGAffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(transformBox.affine).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            return untransformedFrame.applying(about)
        }
        set { untransformedFrame = newValue }
    }

    /// Setting the size keeps the center where it is, as UIKit does.
    public var size: CGSize {
        get { untransformedFrame.size }
        set {
            let c = center
            untransformedFrame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    public var center: CGPoint {
        get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
        set { untransformedFrame.origin = CGPoint(x: newValue.x - untransformedFrame.width / 2, y: newValue.y - untransformedFrame.height / 2) }
    }

    /// UIKit's bounds: the untransformed size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The 2-D transform about the centre (the 2-D part of `transform3D`).
    public var transform: CGAffineTransform {
        get { transformBox?.affine ?? .identity }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3-D transform; a terminal draws its 2-D part.
    public var transform3D: CATransform3D {
        get { transformBox?.value ?? CATransform3DIdentity }
        set { transformBox = CATransform3DIsIdentity(newValue) ? nil : TransformBox(newValue) }
    }
}

/// An immutable transform shared by copies of attributes (replaced, never changed, on set).
private final class TransformBox: Hashable, Sendable {
    let value: CATransform3D
    let affine: CGAffineTransform

    init(_ value: CATransform3D) {
        self.value = value
        affine = CATransform3DGetAffineTransform(value)
    }

    static func == (lhs: TransformBox, rhs: TransformBox) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
