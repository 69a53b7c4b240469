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

    /// The element `fraction` of the way from `self` to `end` (frame and alpha; the rest is `end`'s).
    func interpolated(to end: ScreenElement, fraction f: Double) -> ScreenElement {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        var result = end
        let a = attributes.frame, b = end.attributes.frame
        result.attributes.frame = CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                         width: mix(a.width, b.width), height: mix(a.height, b.height))
        // A hidden end is a transparent one: it fades rather than blinks.
        let alphaA = attributes.isHidden ? 0 : attributes.alpha, alphaB = end.attributes.isHidden ? 0 : end.attributes.alpha
        result.attributes.alpha = mix(alphaA, alphaB)
        result.attributes.isHidden = false
        // The element moving over others stays above them for the whole way.
        result.attributes.zIndex = max(attributes.zIndex, end.attributes.zIndex)
        return result
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
