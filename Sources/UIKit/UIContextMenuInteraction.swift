import Foundation

/// A context menu on a view (UIContextMenuInteraction.h): added, kept; no long press happens
/// here, so its delegate is never asked.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
    open func dismissMenu() {}
}

/// What a context menu asks its delegate: the menu's configuration (the one requirement).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
}

/// What animates alongside a context menu's appearing or going (UIContextMenuInteraction.h): no
/// menu shows here, so nothing is ever handed one.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    var previewView: UIView? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// What a menu's preview commits with (`willPerformPreviewActionForMenuWith`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a menu's preview commits: dismissed, or popped into the view it shows.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss, pop
}
