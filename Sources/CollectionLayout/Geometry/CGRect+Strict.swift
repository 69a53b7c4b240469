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

extension CGRect {
    /// Whether origin and size are all finite numbers (a layout may answer NaN or ∞; UIKit
    /// then draws nothing).
    package var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }

    /// Hit-testing's `contains`: false for a non-finite rect or point, which are never drawn
    /// and so never under a position (Foundation's `contains` traps on NaN).
    package func hitTestContains(_ point: CGPoint) -> Bool {
        isFinite && point.x.isFinite && point.y.isFinite && contains(point)
    }

    /// The rect with each edge kept within ±`limit` (edges that overflow to ∞ included), so
    /// that sums and differences of its coordinates stay finite. A finite rect only.
    package func clamped(to limit: CGFloat) -> CGRect {
        func clamp(_ v: CGFloat) -> CGFloat { Swift.max(-limit, Swift.min(limit, v)) }
        let x0 = clamp(origin.x)
        let y0 = clamp(origin.y)
        let x1 = clamp(origin.x + size.width)
        let y1 = clamp(origin.y + size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
