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

/// The engine's visible item: attributes a handler edits in place.
final class VisibleItem: NSCollectionLayoutVisibleItem {
    var attributes: LayoutAttributes

    init(_ attributes: LayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.size) }
    var representedElementCategory: ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
