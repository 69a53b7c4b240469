import Foundation

/// A collection view's answer to a drop over it (UICollectionView.h's drag and drop): the
/// operation, and where the items would go. Nothing is dropped here.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath
    }
    public let intent: Intent
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }
    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

/// A collection view's drag source: the items to lift (the one requirement); kept, as nothing
/// is dragged here.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
}

extension UICollectionViewDragDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] { [] }
}

/// What a drop into a collection view gives its delegate to place the items: the items, and
/// the animations placing them (`drop(_:toItemAt:)` …), which answer what UIKit's answer.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> UICollectionViewDropPlaceholderContext
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// One item of a drop: what is dragged, and where from when it is the collection view's own.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// Animations alongside a drop's (`addAnimations`, `addCompletion`).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// A collection view's drop target: performing a drop (the one requirement); kept, as nothing
/// is dropped here.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .forbidden) }
}
