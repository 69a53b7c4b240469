import CollectionLayout
import Foundation

/// An element as the screen shows it: its attributes with the frame in terminal cells from the
/// viewport's top-left corner (so elements of two zooms or offsets can be interpolated), and the
/// label it carries (a deleted cell keeps the label it had).
public struct ScreenElement: Equatable, Sendable {
    public var attributes: LayoutAttributes
    public var label: String

    public init(attributes: LayoutAttributes, label: String) {
        self.attributes = attributes
        self.label = label
    }

    /// Which element this is, across a change: category, kind and index path (after the change).
    var key: ElementKey { ElementKey(attributes) }

    /// The element `fraction` of the way from `self` to `end` (`LayoutAttributes.interpolated`;
    /// the label is `end`'s).
    func interpolated(to end: ScreenElement, fraction f: Double) -> ScreenElement {
        ScreenElement(attributes: attributes.interpolated(to: end.attributes, fraction: f), label: end.label)
    }
}

/// An element's identity: what it is and where (UIKit identifies views the same way).
struct ElementKey: Hashable {
    var category: ElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(_ attributes: LayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }

    init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    // By hand: IndexPath's own hashing walks its storage; two integers are enough here.
    func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(kind)
        hasher.combine(indexPath.section)
        hasher.combine(indexPath.item)
    }

    /// Attributes naming this element (for `CollectionViewLayout.attributes(like:)`).
    var attributes: LayoutAttributes { LayoutAttributes(category: category, kind: kind, indexPath: indexPath) }
}
