import Foundation

/// One dimension of a compositional layout element (UIKit's `NSCollectionLayoutDimension`):
/// a fraction of the container's width or height, an absolute length, or an estimate (laid out
/// at its value until the cell is measured when shown: see LayoutSemantics.md, "Self-sizing
/// compositional items").
///
/// ```swift
/// let width = NSCollectionLayoutDimension.fractionalWidth(0.5)
/// ```
public final class NSCollectionLayoutDimension: Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated: dimension
        }
    }

    public var description: String { "\(kind)(\(dimension))" }
}

/// A width and a height dimension (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// Which dimensions are estimates: those a measurement sets.
    var estimates: GroupTemplate.Estimates {
        GroupTemplate.Estimates(width: widthDimension.isEstimated, height: heightDimension.isEstimated)
    }
}

/// Space between items (UIKit's `NSCollectionLayoutSpacing`): fixed, or flexible — at least
/// the value, growing to share what the group has left over.
public final class NSCollectionLayoutSpacing: Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, flexible: true) }
}

/// Space outside an item on each side (UIKit's `NSCollectionLayoutEdgeSpacing`): it moves the
/// item and takes room in its group. Flexible edges grow to share the room the group leaves
/// over (along the group; across it, a flexible top or leading edge pushes the item to the far
/// side, two flexible edges centre it).
public final class NSCollectionLayoutEdgeSpacing: Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Insets that name leading and trailing (UIKit's `NSDirectionalEdgeInsets`); Layoutty lays out
/// left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()

    /// `rect` made smaller by the insets (never below zero size).
    func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + leading, y: rect.minY + top,
            width: max(0, rect.width - leading - trailing), height: max(0, rect.height - top - bottom))
    }
}
