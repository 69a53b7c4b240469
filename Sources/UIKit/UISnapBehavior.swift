import Foundation

/// An item snapping to a point (UISnapBehavior.h): kept, not simulated
/// (`_UnsimulatedBehavior`).
@preconcurrency @MainActor
open class UISnapBehavior: _UnsimulatedBehavior {
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        snapPoint = point
        super.init(items: [item])
    }
}
