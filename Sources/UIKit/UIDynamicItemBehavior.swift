import Foundation

/// Items' physical properties (UIDynamicItemBehavior.h): kept, not simulated
/// (`_UnsimulatedBehavior`); an item's velocity is what was added to it.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: _UnsimulatedBehavior {
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true
    open var isAnchored = false
    private var velocities: [ObjectIdentifier: CGPoint] = [:]
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        let now = linearVelocity(for: item)
        velocities[ObjectIdentifier(item)] = CGPoint(x: now.x + velocity.x, y: now.y + velocity.y)
    }
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint { velocities[ObjectIdentifier(item)] ?? .zero }
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {}
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { 0 }
}
