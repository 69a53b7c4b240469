import Foundation

extension LayoutAttributes {
    /// The element `fraction` of the way from `self` to `end`: frame (or centre, size and
    /// transform, when either has one) and alpha mixed linearly; the rest is `end`'s. What an
    /// animation shows between two states, and what a transition layout answers between two
    /// layouts (UIKit's `UICollectionViewTransitionLayout`).
    public func interpolated(to end: LayoutAttributes, fraction f: Double) -> LayoutAttributes {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        var result = end
        let from = transform3D
        let to = end.transform3D
        if CATransform3DIsIdentity(from) && CATransform3DIsIdentity(to) {
            let a = frame
            let b = end.frame
            result.frame = CGRect(
                x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                width: mix(a.width, b.width), height: mix(a.height, b.height))
        } else {
            // Centre, size and each entry of the transform, linearly (a small rotation or a
            // scale between two states looks right; Core Animation decomposes, a terminal need not).
            let (ca, cb) = (center, end.center)
            let (sa, sb) = (size, end.size)
            result.size = CGSize(width: mix(sa.width, sb.width), height: mix(sa.height, sb.height))
            result.center = CGPoint(x: mix(ca.x, cb.x), y: mix(ca.y, cb.y))
            result.transform3D = CATransform3D(
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
        let alphaA = isHidden ? 0 : alpha
        let alphaB = end.isHidden ? 0 : end.alpha
        result.alpha = mix(alphaA, alphaB)
        result.isHidden = false
        // The element moving over others stays above them for the whole way.
        result.zIndex = max(zIndex, end.zIndex)
        return result
    }
}
