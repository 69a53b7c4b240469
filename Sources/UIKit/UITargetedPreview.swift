import Foundation

/// A view lifted for a menu or a drag (UITargetedPreview.h): kept.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        (self.view, self.parameters, self.target) = (view, parameters, target)
        super.init()
    }
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(
            view: view, parameters: parameters,
            target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
}

/// Where a lifted view goes: its container and centre there.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        (self.container, self.center, self.transform) = (container, center, transform)
        super.init()
    }
}
