import Foundation

/// The smallest element of a compositional layout (UIKit's `NSCollectionLayoutItem`): one cell
/// of the given size, shrunk by `contentInsets` once placed, with `edgeSpacing` outside it.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
///                                                                      heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
/// ```
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the room it is given (they do not move anything else).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space outside the item, which its group makes room for.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to each of the item's cells (badges), at their anchors.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Edges of a rectangle, leading and trailing for left and right (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its cell (UIKit's `NSCollectionLayoutAnchor`): against the
/// given edges (centred along an axis that names neither or both of its edges), then moved by an
/// absolute offset, or by a fraction of its own size.
///
/// ```swift
/// let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))  // centred on the corner
/// ```
public final class NSCollectionLayoutAnchor: Sendable {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The point the anchor names on `rect` — its edge or corner (the middle across an axis
    /// whose edges it names neither or both of) — moved by the offset: absolute, or a fraction of
    /// `size`, the anchored element's own size.
    func point(in rect: CGRect, size: CGSize) -> CGPoint {
        func place(_ low: NSDirectionalRectEdge, _ high: NSDirectionalRectEdge, _ min: CGFloat, _ length: CGFloat)
            -> CGFloat
        {
            switch (edges.contains(low), edges.contains(high)) {
            case (true, false): min
            case (false, true): min + length
            default: min + length / 2
            }
        }
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGPoint(
            x: place(.leading, .trailing, rect.minX, rect.width) + shift.x,
            y: place(.top, .bottom, rect.minY, rect.height) + shift.y)
    }

    /// The frame of an element of `size` anchored to `container`, its own `itemAnchor` point on
    /// this anchor's point of the container (UIKit's pair of anchors); without one, the element's
    /// point is the same edges of itself, so it sits inside the container against them.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor? = nil) -> CGRect {
        let on = point(in: container, size: size)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: edges)).point(
            in: CGRect(origin: .zero, size: size), size: size)
        return CGRect(x: on.x - own.x, y: on.y - own.y, width: size.width, height: size.height)
    }
}

/// A view attached to every cell of an item (UIKit's `NSCollectionLayoutSupplementaryItem`: a
/// badge), sized against the cell, placed by its anchor; its index path is the cell's.
public final class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The item's own point that goes on the container anchor's point (nil: the same edges of
    /// the item, so it sits inside the container against them).
    public let itemAnchor: NSCollectionLayoutAnchor?
    public var zIndex = 1

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor? = nil
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }
}

/// A frame for one item of a custom group, relative to the group (UIKit's
/// `NSCollectionLayoutGroupCustomItem`).
public final class NSCollectionLayoutGroupCustomItem: Sendable {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// What a custom group's provider is asked with, and answers.
public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]

/// Items (or groups) arranged along a line, or placed by a provider (UIKit's
/// `NSCollectionLayoutGroup`). Every group of a section repeats the same arrangement, each taking
/// as many items as the arrangement has cells. See LayoutSemantics.md, "Compositional layout".
///
/// ```swift
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])   // as many as fit
/// let three = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 3)
/// row.interItemSpacing = .fixed(1)
/// ```
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// How many times the subitems are laid out.
    enum Repetition: Equatable {
        /// The subitems once, then again while the next one fits (`subitems:`).
        case whileTheyFit
        /// `count` copies at their own size (`repeatingSubitem:count:`).
        case copies(Int)
        /// `count` copies sharing the group's length equally (`subitem:count:`, iOS 13).
        case sharing(Int)
    }

    let arrangement: Arrangement
    let repetition: Repetition
    public let subitems: [NSCollectionLayoutItem]
    /// Space between subitems along the group's axis; none when nil.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
        repetition: Repetition
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repetition: .whileTheyFit)
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .copies(max(0, count)))
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .sharing(max(0, count)))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repetition: .whileTheyFit)
    }

    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .copies(max(0, count)))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .sharing(max(0, count)))
    }

    /// Items where `itemProvider` says, asked once per section per layout pass: every group of
    /// the section repeats its answer.
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repetition: .whileTheyFit)
    }
}
