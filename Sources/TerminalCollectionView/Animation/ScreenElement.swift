import CollectionLayout
import Foundation

/// An element as the screen shows it: its attributes with the frame in terminal cells from the
/// viewport's top-left corner (so elements of two zooms or offsets can be interpolated), and the
/// label it carries (a deleted cell keeps the label it had).
public struct ScreenElement: Equatable, Sendable {
    public var attributes: LayoutAttributes
    public var label: String

    public init(attributes: LayoutAttributes, label: String) {
        self.attributes = attributes
        self.label = label
    }

    /// Which element this is, across a change: category, kind and index path (after the change).
    var key: ElementKey { ElementKey(attributes) }

    /// The element `fraction` of the way from `self` to `end` (frame and alpha; the rest is `end`'s).
    func interpolated(to end: ScreenElement, fraction f: Double) -> ScreenElement {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        var result = end
        let from = attributes.transform3D
        let to = end.attributes.transform3D
        if CATransform3DIsIdentity(from) && CATransform3DIsIdentity(to) {
            let a = attributes.frame
            let b = end.attributes.frame
            result.attributes.frame = CGRect(
                x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                width: mix(a.width, b.width), height: mix(a.height, b.height))
        } else {
            // Centre, size and each entry of the transform, linearly (a small rotation or a
            // scale between two states looks right; Core Animation decomposes, a terminal need not).
            let (ca, cb) = (attributes.center, end.attributes.center)
            let (sa, sb) = (attributes.size, end.attributes.size)
            result.attributes.size = CGSize(width: mix(sa.width, sb.width), height: mix(sa.height, sb.height))
            result.attributes.center = CGPoint(x: mix(ca.x, cb.x), y: mix(ca.y, cb.y))
            result.attributes.transform3D = CATransform3D(
                m11: mix(from.m11, to.m11), m12: mix(from.m12, to.m12), m13: mix(from.m13, to.m13),
                m14: mix(from.m14, to.m14),
                m21: mix(from.m21, to.m21), m22: mix(from.m22, to.m22), m23: mix(from.m23, to.m23),
                m24: mix(from.m24, to.m24),
                m31: mix(from.m31, to.m31), m32: mix(from.m32, to.m32), m33: mix(from.m33, to.m33),
                m34: mix(from.m34, to.m34),
                m41: mix(from.m41, to.m41), m42: mix(from.m42, to.m42), m43: mix(from.m43, to.m43),
                m44: mix(from.m44, to.m44))
        }
        // A hidden end is a transparent one: it fades rather than blinks.
        let alphaA = attributes.isHidden ? 0 : attributes.alpha
        let alphaB = end.attributes.isHidden ? 0 : end.attributes.alpha
        result.attributes.alpha = mix(alphaA, alphaB)
        result.attributes.isHidden = false
        // The element moving over others stays above them for the whole way.
        result.attributes.zIndex = max(attributes.zIndex, end.attributes.zIndex)
        return result
    }
}

/// An element's identity: what it is and where (UIKit identifies views the same way).
struct ElementKey: Hashable {
    var category: ElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(_ attributes: LayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }

    init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    // By hand: IndexPath's own hashing walks its storage; two integers are enough here.
    func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(kind)
        hasher.combine(indexPath.section)
        hasher.combine(indexPath.item)
    }

    /// Attributes naming this element (for `CollectionViewLayout.attributes(like:)`).
    var attributes: LayoutAttributes { LayoutAttributes(category: category, kind: kind, indexPath: indexPath) }
}
