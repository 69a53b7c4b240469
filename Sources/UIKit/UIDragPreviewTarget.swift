import Foundation

/// Where a dropped item's preview lands: a container and a centre.
@preconcurrency @MainActor
open class UIDragPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public init(container: UIView, center: CGPoint) {
        self.container = container
        self.center = center
        super.init()
    }
}
