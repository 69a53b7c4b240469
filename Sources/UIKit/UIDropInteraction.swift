import Foundation

/// Dropping onto a view (UIDropInteraction.h): added, kept; nothing is dropped here.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    public private(set) weak var delegate: UIDropInteractionDelegate?
    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a drop would do with its items.
public enum UIDropOperation: Int, Sendable {
    case cancel, forbidden, copy, move
}

/// A view's answer to a drop over it.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    open var isPrecise = false
    open var prefersFullSizePreview = false
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// What a drop asks of its delegate (all optional on iOS): kept.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
        -> UIDropProposal
    { UIDropProposal(operation: .cancel) }
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
}
