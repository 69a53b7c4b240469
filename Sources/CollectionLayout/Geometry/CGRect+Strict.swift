import Foundation

/// The tolerance for "fits" and "same size" comparisons (LayoutSemantics.md).
let lengthTolerance: CGFloat = 1e-9

extension CGRect {
    /// True when the two rects share interior area. Rects that only touch along an edge, and
    /// zero-size rects, do not intersect — the rule `attributes(in:)` answers by.
    public func strictlyIntersects(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && width > 0 && height > 0 && other.width > 0 && other.height > 0
    }
}
