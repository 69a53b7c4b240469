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

/// A layout that scrolls along one axis (the built-in ones): a view adjusts its content inset
/// for the safe area along that axis, as UIKit's automatic adjustment does for a collection view.
public protocol ScrollDirectional: AnyObject {
    var scrollDirection: ScrollDirection { get }
}

extension EdgeInsets {
    /// `inset` plus `safeArea` along `direction`'s axis (top and bottom when vertical).
    public static func adjusted(_ inset: EdgeInsets, safeArea: EdgeInsets, along direction: ScrollDirection)
        -> EdgeInsets
    {
        direction == .vertical
            ? inset + EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
            : inset + EdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right)
    }
}
