import Foundation

/// The axis a layout grows along, as `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Sendable, CaseIterable {
    case vertical
    case horizontal
}

/// Layouts are written once for vertical scrolling; horizontal scrolling is the transpose.
/// These helpers swap x and y (an involution), so the same call maps physical → logical and back.
extension ScrollDirection {
    func oriented(_ rect: CGRect) -> CGRect {
        self == .vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    func oriented(_ size: CGSize) -> CGSize {
        self == .vertical ? size : CGSize(width: size.height, height: size.width)
    }

    func oriented(_ point: CGPoint) -> CGPoint {
        self == .vertical ? point : CGPoint(x: point.y, y: point.x)
    }

    /// Logical insets: `top`/`bottom` run along the scroll axis, `left`/`right` across it.
    func oriented(_ insets: EdgeInsets) -> EdgeInsets {
        self == .vertical
            ? insets
            : EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }
}
