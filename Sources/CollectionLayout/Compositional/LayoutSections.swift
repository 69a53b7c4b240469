import Foundation

/// How a section scrolls across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Any but `.none` lays the section's
/// groups out in one line across the scroll axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header, footer or side item of a section (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`). One that `extendsBoundary` (the default) at
/// the top or bottom takes room before or after the section's groups; `pinToVisibleBounds`
/// keeps a header on screen while its section is.
open class NSCollectionLayoutBoundarySupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    open var zIndex = 1
    open var contentInsets = NSDirectionalEdgeInsets.zero

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
    }

    /// Its size in `room`; along a dimension it estimates, `measured`'s once the view measured it.
    func sizeIn(_ room: CGSize, measured: CGSize?) -> CGSize {
        var size = layoutSize.resolved(in: room)
        if let measured {
            if layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        return size
    }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem.background`): the
/// section's whole frame, shrunk by `contentInsets`.
public final class NSCollectionLayoutDecorationItem {
    public let elementKind: String
    public var contentInsets = NSDirectionalEdgeInsets.zero
    public var zIndex = -1

    init(elementKind: String) { self.elementKind = elementKind }

    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated
/// along the scroll axis (or across it, with an orthogonal behaviour), `interGroupSpacing`
/// apart, inside `contentInsets`, with boundary items and decorations.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 1
/// section.boundarySupplementaryItems = [header]
/// ```
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var contentInsets = NSDirectionalEdgeInsets.zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether boundary items keep within the section's content insets (UIKit's default: yes).
    public var supplementariesFollowContentInsets = true
    /// Called with the section's cells on screen before they are drawn, whenever the view or the
    /// section scrolls or the layout is laid out again: it may move, turn, scale, fade, hide or
    /// raise them (a carousel scaling the centred card). Its changes are what the layout answers.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// What `contentInsets` are measured from (`automatic`: the configuration's reference).
    public var contentInsetsReference = UIContentInsetsReference.automatic

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// What a compositional section's content insets are measured from across the scroll axis
/// (UIKit's): `automatic` is the configuration's choice for a section, the safe area for the
/// configuration; `readableContent` is taken as the layout margins (a terminal has no fonts to
/// size a readable width by).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// The room a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider and a custom group are asked with (UIKit's
/// `NSCollectionLayoutEnvironment`).
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    /// The view's size classes and layout direction (the `UIKit` module's `traitCollection`
    /// reads them). Default: unspecified, left to right.
    var traits: TraitCollection { get }
}

extension NSCollectionLayoutEnvironment {
    public var traits: TraitCollection { TraitCollection() }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traits: TraitCollection
}

/// The layout's own settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
public final class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection = ScrollDirection.vertical
    /// Space between sections along the scroll axis.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: before the first section and after the last
    /// (LayoutSemantics.md, "Layout-wide boundary items").
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from across the scroll axis: the safe area
    /// (`automatic`), so on a phone turned on its side cells keep clear of the notch.
    public var contentInsetsReference = UIContentInsetsReference.automatic

    public init() {}
}
