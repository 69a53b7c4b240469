import Foundation

/// Dragging from a view (UIDragInteraction.h): added, kept; nothing is dragged here.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    public private(set) weak var delegate: UIDragInteractionDelegate?
    open var isEnabled = true
    open var allowsSimultaneousRecognitionDuringLift = false
    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// A drag in progress (UIDragSession.h): none here, so nothing ever is one.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    func canLoadObjects(ofClass aClass: AnyClass) -> Bool
}

@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    var localDragSession: UIDragSession? { get }
}

/// What a drag asks of its delegate: the items to lift (the one requirement).
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
}
