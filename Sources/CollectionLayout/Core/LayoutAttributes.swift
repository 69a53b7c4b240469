import Foundation

/// What kind of view an attributes value describes (`UICollectionView.ElementCategory`).
public enum ElementCategory: String, Sendable {
    case cell
    case supplementaryView = "supplementary"
    case decorationView = "decoration"
}

/// Element kinds for supplementary and decoration views (`UICollectionView.elementKindSectionHeader`).
public enum ElementKind {
    public static let sectionHeader = "header"
    public static let sectionFooter = "footer"
    /// The opt-in decoration view spanning a section's items and insets.
    public static let sectionBackground = "background"
}

/// The geometry and appearance of one element, as `UICollectionViewLayoutAttributes` — but a value.
///
/// ```swift
/// var cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// cell.frame = CGRect(x: 2, y: 4, width: 12, height: 4)
/// cell.center // (8, 6)
/// ```
public struct LayoutAttributes: Hashable, Sendable {
    public var indexPath: IndexPath
    public var representedElementCategory: ElementCategory
    /// `nil` for cells, the element kind for supplementary and decoration views.
    public var representedElementKind: String?
    public var frame: CGRect
    public var zIndex: Int
    public var alpha: CGFloat
    public var isHidden: Bool

    public init(
        category: ElementCategory, kind: String?, indexPath: IndexPath,
        frame: CGRect = .zero, zIndex: Int = 0
    ) {
        self.indexPath = indexPath
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = 1
        self.isHidden = false
    }

    public init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: kind, indexPath: indexPath)
    }

    /// Setting the size keeps the center where it is, as UIKit does.
    public var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(
                x: c.x - newValue.width / 2, y: c.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
