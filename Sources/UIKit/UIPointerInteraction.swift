import Foundation

/// A pointer's hover effects on a view (UIPointerInteraction.h, iOS 13.4): added, kept; no
/// pointer moves over a terminal's preview, so its delegate is never asked.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open private(set) weak var delegate: UIPointerInteractionDelegate?
    open var isEnabled = true
    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    /// Asks the delegate again for the region and style: there is no pointer to ask for.
    open func invalidate() {}
}

/// What a pointer interaction asks its delegate; every requirement is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { nil }
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating
    ) {}
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating
    ) {}
}

/// What animates beside a pointer entering or leaving a region: never handed one here.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}
