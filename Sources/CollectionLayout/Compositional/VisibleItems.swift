import Foundation

/// An element on screen in a section with a `visibleItemsInvalidationHandler` (UIKit's
/// `NSCollectionLayoutVisibleItem`): the handler reads where it is and may move, turn, fade,
/// hide or raise it before it is drawn.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's kind, or "" for a cell.
    var name: String { get }
    var indexPath: IndexPath { get }
    /// Where it is laid out, in the section's own coordinates: an orthogonal section's frames
    /// are not scrolled (the handler's offset says how far the section is).
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: ElementCategory { get }
    var representedElementKind: String? { get }
}

/// UIKit's handler: the visible items, how far the section is scrolled (an orthogonal section's
/// own offset across, else the view's content offset) and the layout's environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// The engine's visible item: what a handler may change, kept apart until it has run, then
/// written back over the element's attributes (`attributes`).
final class VisibleItem: NSCollectionLayoutVisibleItem {
    private let original: LayoutAttributes
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    var center: CGPoint
    var transform3D: CATransform3D

    init(_ attributes: LayoutAttributes) {
        original = attributes
        (alpha, zIndex, isHidden, center, transform3D) =
            (attributes.alpha, attributes.zIndex, attributes.isHidden, attributes.center, attributes.transform3D)
    }

    var transform: CGAffineTransform {
        get { attributes.transform }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The element as the handler left it.
    var attributes: LayoutAttributes {
        var a = original
        (a.alpha, a.zIndex, a.isHidden, a.center, a.transform3D) = (alpha, zIndex, isHidden, center, transform3D)
        return a
    }

    var name: String { original.representedElementKind ?? "" }
    var indexPath: IndexPath { original.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { CGRect(origin: .zero, size: original.size) }
    var representedElementCategory: ElementCategory { original.representedElementCategory }
    var representedElementKind: String? { original.representedElementKind }
}
