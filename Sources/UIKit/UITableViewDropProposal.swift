import Foundation

/// A table view's answer to a drop over it (UITableView.h's drag and drop). Nothing is dropped
/// here.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
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

/// A table view's drag source (the one requirement): kept.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
}

/// What a drop into a table view gives its delegate.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: UIDropSession { get }
}

/// A table view's drop target (the one requirement, the rest optional): kept.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .forbidden) }
}
