import CollectionLayout
import Foundation
import LayouttyDevice

/// How a view's content points map to its screen cells: from the bounds' origin at `scale`
/// points per column and row, mirrored about the bounds' middle when the view is laid out right
/// to left and its layout flips (`CollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`).
/// The layout keeps its own left-to-right coordinates throughout — the rects it is asked for,
/// the offsets it proposes — and only the picture is mirrored, as UIKit mirrors a flipping layout.
public struct ScreenMapping: Equatable, Sendable {
    public var origin: CGPoint
    public var scale: CellScale
    /// The bounds' width when mirrored; nil when not.
    public var mirroredWidth: CGFloat?

    public init(origin: CGPoint, scale: CellScale, mirroredWidth: CGFloat? = nil) {
        self.origin = origin
        self.scale = scale
        self.mirroredWidth = mirroredWidth
    }

    /// A rect in content points as the screen shows it, still in points (mirrored when so).
    public func shown(_ rect: CGRect) -> CGRect {
        guard let width = mirroredWidth else { return rect }
        return CGRect(x: 2 * origin.x + width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A rect in content points in cells that stay where they are as the view scrolls: the
    /// screen's cells without the origin (mirrored as the screen is), so a frame the layout
    /// answers again after a scroll is the same rect here. Each edge maps to the screen's cells
    /// in order (what starts before another here does there), and stays finite.
    func fixedCells(_ rect: CGRect) -> CGRect {
        let x = mirroredWidth == nil ? rect.minX : -rect.maxX
        func cells(_ value: CGFloat, _ points: CGFloat) -> CGFloat { max(-1e300, min(1e300, value / points)) }
        return CGRect(
            x: cells(x, scale.width), y: cells(rect.minY, scale.height), width: cells(rect.width, scale.width),
            height: cells(rect.height, scale.height))
    }

    /// Attributes in content points as the screen shows them, still in points: mirrored about
    /// the bounds' middle when so (a transform conjugated by the mirror, so a turn goes the other
    /// way); as they are otherwise. Its own inverse. In place: a frame maps every element on
    /// screen, and a copy of attributes retains what they hold.
    func show(_ a: inout LayoutAttributes) {
        guard let width = mirroredWidth else { return }
        guard !a.hasIdentityTransform else {
            a.frame = shown(a.frame)
            return
        }
        let t = a.transform3D
        a.center.x = 2 * origin.x + width - a.center.x
        // F·T·F with F = diag(−1, 1, 1, 1): the entries pairing x with another axis change sign.
        var m = t
        (m.m12, m.m13, m.m14, m.m21, m.m31, m.m41) = (-t.m12, -t.m13, -t.m14, -t.m21, -t.m31, -t.m41)
        a.transform3D = m
    }
}
