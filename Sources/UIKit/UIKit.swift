import CollectionLayout
// The UIKit-compatible module: a layout file written for iOS compiles here with its
// `import UIKit` unchanged, backed by Layoutty's engine and previewer. What real layout files
// touch from Core Graphics and Core Animation comes along with it, as iOS's UIKit brings them.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
// What Apple's Foundation and Objective-C runtime give an app and Linux's do not: on iOS,
// `import UIKit` brings them with Foundation.
@_exported import _LayouttyFoundation

@_exported import class CollectionLayout.NSCollectionLayoutAnchor
@_exported import class CollectionLayout.NSCollectionLayoutBoundarySupplementaryItem
@_exported import protocol CollectionLayout.NSCollectionLayoutContainer
@_exported import class CollectionLayout.NSCollectionLayoutDecorationItem
// The compositional layout's descriptions are the engine's own classes, under UIKit's names.
@_exported import class CollectionLayout.NSCollectionLayoutDimension
@_exported import class CollectionLayout.NSCollectionLayoutEdgeSpacing
@_exported import protocol CollectionLayout.NSCollectionLayoutEnvironment
@_exported import class CollectionLayout.NSCollectionLayoutGroup
@_exported import class CollectionLayout.NSCollectionLayoutGroupCustomItem
@_exported import typealias CollectionLayout.NSCollectionLayoutGroupCustomItemProvider
@_exported import class CollectionLayout.NSCollectionLayoutItem
@_exported import class CollectionLayout.NSCollectionLayoutSection
@_exported import typealias CollectionLayout.NSCollectionLayoutSectionVisibleItemsInvalidationHandler
@_exported import class CollectionLayout.NSCollectionLayoutSize
@_exported import class CollectionLayout.NSCollectionLayoutSpacing
@_exported import class CollectionLayout.NSCollectionLayoutSupplementaryItem
@_exported import protocol CollectionLayout.NSCollectionLayoutVisibleItem
@_exported import struct CollectionLayout.NSDirectionalEdgeInsets
@_exported import struct CollectionLayout.NSDirectionalRectEdge
@_exported import enum CollectionLayout.NSRectAlignment
@_exported import enum CollectionLayout.UICollectionLayoutSectionOrthogonalScrollingBehavior
@_exported import class CollectionLayout.UICollectionViewCompositionalLayoutConfiguration
@_exported import enum CollectionLayout.UIContentInsetsReference

// On iOS, Foundation holds URLSession; on Linux it is FoundationNetworking's, and `import UIKit`
// brings it as iOS's does (`URLSession.shared.dataTask` in a screen's model).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

/// UIKit's insets, top, left, bottom, right.
public typealias UIEdgeInsets = EdgeInsets

extension CGRect {
    /// UIKit's inset of a rect by edge insets (`UIEdgeInsetsInsetRect`, UIGeometry.h).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// Edges of a rectangle (`UIGeometry.h`): a screen-edge pan's, a controller's extended layout.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension IndexPath {
    /// UIKit's table-view spelling, which collection layouts use too.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }
    public var row: Int {
        get { item }
        set { self = IndexPath(item: newValue, section: section) }
    }
}

extension NSCollectionLayoutEnvironment {
    /// UIKit's environment carries the view's trait collection: the device's size classes and
    /// the layout direction.
    public var traitCollection: UITraitCollection { UITraitCollection(traits: traits) }
}
