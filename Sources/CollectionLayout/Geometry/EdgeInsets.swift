import Foundation

/// Insets in UIKit's `UIEdgeInsets` order: top, left, bottom, right.
///
/// ```swift
/// layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// No insets (`UIEdgeInsets()`, as Swift imports the C struct).
    public init() { self = .zero }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Edge by edge.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
