import Foundation

/// Points per terminal cell along each axis: how a view measured in points is drawn in cells.
/// Without a device both are the zoom (one point per cell at zoom 1, as the demos are sized);
/// with one, rows are worth about twice as many points as columns, since a terminal cell is
/// about twice as tall as it is wide (`Device`), so a square looks square.
///
/// ```swift
/// let phone = CellScale(width: 393.0 / 80, height: 2 * 393.0 / 80)  // iPhone 15 across 80 columns
/// phone.width   // 4.9125 points per column
/// ```
public struct CellScale: Equatable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Points per column.
    public var width: CGFloat
    /// Points per row.
    public var height: CGFloat

    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The same number of points per column and per row.
    public static func uniform(_ points: CGFloat) -> CellScale { CellScale(width: points, height: points) }

    public init(floatLiteral value: Double) { self = .uniform(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .uniform(CGFloat(value)) }

    /// Both axes times `factor` (a zoom on top of a device's scale).
    public static func * (scale: CellScale, factor: CGFloat) -> CellScale {
        CellScale(width: scale.width * factor, height: scale.height * factor)
    }
}
