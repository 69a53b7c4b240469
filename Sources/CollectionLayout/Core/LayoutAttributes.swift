import Foundation

/// What kind of view an attributes value describes (`UICollectionView.ElementCategory`).
public enum ElementCategory: String, Sendable {
    case cell
    case supplementaryView = "supplementary"
    case decorationView = "decoration"
}

/// Element kinds for supplementary and decoration views (`UICollectionView.elementKindSectionHeader`).
///
/// The section header's and footer's are UIKit's strings, which code written for iOS compares
/// against and tests assert; Layoutty's own output says them as `shownName(of:)`.
public enum ElementKind {
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
    /// The opt-in decoration view spanning a section's items and insets.
    public static let sectionBackground = "background"

    /// The kind as Layoutty shows it (labels, JSON): "header" and "footer" for UIKit's section
    /// header and footer, any other kind as it is.
    public static func shownName(of kind: String) -> String {
        switch kind {
        case sectionHeader: "header"
        case sectionFooter: "footer"
        default: kind
        }
    }
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
    /// The element's frame: with a transform, the bounding box of the transformed element (as
    /// UIKit reports it). Setting it sets the untransformed centre and size (UIKit leaves that
    /// case undefined; the transform stays). Stored, not computed: queries filter millions of
    /// frames, and a computed one would copy each element to read it.
    public var frame: CGRect {
        didSet {
            guard let box = transformBox else { return }
            setTransformed(box.value, untransformed: frame)
        }
    }
    /// The transform and the untransformed frame, boxed so that the common identity costs one
    /// nil word, not 160 bytes.
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
        self.frame = frame
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

    /// The frame without the transform.
    private var untransformedFrame: CGRect { transformBox?.untransformed ?? frame }

    /// Setting the size keeps the center where it is, as UIKit does.
    public var size: CGSize {
        get { untransformedFrame.size }
        set {
            let c = center
            setUntransformed(
                CGRect(
                    x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
                    height: newValue.height))
        }
    }

    public var center: CGPoint {
        get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
        set {
            let f = untransformedFrame
            setUntransformed(
                CGRect(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2, width: f.width, height: f.height))
        }
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

    /// Whether `transform3D` is the identity, without comparing its sixteen numbers: a frame
    /// asks it of every element on screen, several times.
    package var hasIdentityTransform: Bool { transformBox == nil }

    /// The 3-D transform; a terminal draws its 2-D part.
    public var transform3D: CATransform3D {
        get { transformBox?.value ?? CATransform3DIdentity }
        set {
            let untransformed = untransformedFrame
            if CATransform3DIsIdentity(newValue) {
                transformBox = nil
                frame = untransformed
            } else {
                setTransformed(newValue, untransformed: untransformed)
            }
        }
    }

    private mutating func setUntransformed(_ rect: CGRect) {
        if let box = transformBox { setTransformed(box.value, untransformed: rect) } else { frame = rect }
    }

    /// The box is cleared while `frame` takes the bounding box, so its observer leaves it be.
    private mutating func setTransformed(_ value: CATransform3D, untransformed: CGRect) {
        let box = TransformBox(value, untransformed: untransformed)
        transformBox = nil
        frame = box.boundingBox
        transformBox = box
    }
}

/// An immutable transform and the frame it turns, shared by copies of attributes (replaced,
/// never changed).
private final class TransformBox: Hashable, Sendable {
    let value: CATransform3D
    let affine: CGAffineTransform
    let untransformed: CGRect

    init(_ value: CATransform3D, untransformed: CGRect) {
        self.value = value
        affine = CATransform3DGetAffineTransform(value)
        self.untransformed = untransformed
    }

    /// The transformed frame's bounding box: the transform acts about the frame's centre.
    var boundingBox: CGRect {
        let center = CGPoint(x: untransformed.midX, y: untransformed.midY)
        let about = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(affine).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return untransformed.applying(about)
    }

    static func == (lhs: TransformBox, rhs: TransformBox) -> Bool {
        lhs.value == rhs.value && lhs.untransformed == rhs.untransformed
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(untransformed.origin.x)
        hasher.combine(untransformed.origin.y)
        hasher.combine(untransformed.size.width)
        hasher.combine(untransformed.size.height)
    }
}
