import CollectionLayout
import Foundation

/// UIKit's spring between an item and an anchor point.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public let items: [UIDynamicItem]
    open var anchorPoint: CGPoint
    open var length: CGFloat = 0
    /// The damping ratio: 0 rings on, 1 comes back without overshooting.
    open var damping: CGFloat = 0
    /// Oscillations per second; 0 is a rigid attachment.
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0
    private let offset: UIOffset
    /// The attachment point's velocity, points per second.
    var velocity = CGVector.zero

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset = .zero, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point
        self.offset = offset
        super.init()
    }

    override var movedItems: [UIDynamicItem] { items }
    override var springs: [UIAttachmentBehavior] { [self] }

    /// Where the attachment point rests: on the anchor at length 0, else `length` from it along
    /// where it is now (a slack rigid attachment stays where it is).
    private func rest(for attached: CGPoint) -> CGPoint {
        let dx = attached.x - anchorPoint.x
        let dy = attached.y - anchorPoint.y
        let distance = (dx * dx + dy * dy).squareRoot()
        if frequency <= 0 && distance <= length { return attached }
        let scale = distance == 0 ? 0 : length / distance
        return CGPoint(x: anchorPoint.x + dx * scale, y: anchorPoint.y + dy * scale)
    }

    private var attached: CGPoint {
        guard let item = items.first else { return anchorPoint }
        return CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    }

    private func move(to point: CGPoint) {
        items.first?.center = CGPoint(x: point.x - offset.horizontal, y: point.y - offset.vertical)
    }

    /// Puts the item where it rests, still.
    func settle() {
        move(to: rest(for: attached))
        velocity = .zero
    }

    /// One step of `dt` seconds of the damped spring (fourth-order Runge–Kutta, per axis): the
    /// acceleration −ω²·x − 2ζω·v with ω = 2π·frequency, x the attachment point from its rest.
    func step(_ dt: CGFloat) {
        guard frequency > 0 else { return settle() }
        let point = attached
        let target = rest(for: point)
        let omega = 2 * .pi * frequency
        func accelerate(_ x: CGFloat, _ v: CGFloat) -> CGFloat { -omega * omega * x - 2 * damping * omega * v }
        func rk4(_ x: CGFloat, _ v: CGFloat) -> (x: CGFloat, v: CGFloat) {
            let (k1x, k1v) = (v, accelerate(x, v))
            let (k2x, k2v) = (v + k1v * dt / 2, accelerate(x + k1x * dt / 2, v + k1v * dt / 2))
            let (k3x, k3v) = (v + k2v * dt / 2, accelerate(x + k2x * dt / 2, v + k2v * dt / 2))
            let (k4x, k4v) = (v + k3v * dt, accelerate(x + k3x * dt, v + k3v * dt))
            return (x + (k1x + 2 * k2x + 2 * k3x + k4x) * dt / 6, v + (k1v + 2 * k2v + 2 * k3v + k4v) * dt / 6)
        }
        let h = rk4(point.x - target.x, velocity.dx)
        let vertical = rk4(point.y - target.y, velocity.dy)
        velocity = CGVector(dx: h.v, dy: vertical.v)
        move(to: CGPoint(x: target.x + h.x, y: target.y + vertical.x))
    }

    /// Whether it is within a hundredth of a point of its rest, and all but still.
    var isAtRest: Bool {
        let point = attached
        let target = rest(for: point)
        return abs(point.x - target.x) < 0.01 && abs(point.y - target.y) < 0.01 && abs(velocity.dx) < 0.01
            && abs(velocity.dy) < 0.01
    }
}
