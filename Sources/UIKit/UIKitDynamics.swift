import CollectionLayout
import Foundation

// UIKit Dynamics, as springy flow layouts use it: a `UIDynamicAnimator` made with the layout,
// one `UIAttachmentBehavior` per item anchored at its place, items pushed by the scroll's delta
// in `shouldInvalidateLayout(forBoundsChange:)`, and the animator's items answering the queries.
//
// Springs are solved on the previewer's animation clock: an item pushed away
// (`updateItem(usingCurrentState:)`) swings back to its anchor as a damped spring of the
// attachment's `frequency` (Hz) and `damping` (ratio; 1 is critical), each frame drawn while any
// spring moves; a spring of frequency 0 is rigid (back at once), as UIKit's.

/// UIKit's vector.
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// UIKit's offset.
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// What a behavior moves: layout attributes are dynamic items.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// UIKit's behavior: items and child behaviors.
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    open var action: (() -> Void)?
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    /// The items this behavior moves.
    var movedItems: [UIDynamicItem] { childBehaviors.flatMap(\.movedItems) }
    /// The springs in it (itself, or its children's).
    var springs: [UIAttachmentBehavior] { childBehaviors.flatMap(\.springs) }
}

/// UIKit's spring between an item and an anchor point.
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
        return abs(point.x - target.x) < 0.01 && abs(point.y - target.y) < 0.01 && abs(velocity.dx) < 0.01 && abs(velocity.dy) < 0.01
    }
}

/// UIKit's dynamic animator for a collection view layout: its items answer the layout's queries,
/// and its springs run on the view's animation clock while any is away from rest.
open class UIDynamicAnimator: NSObject {
    open private(set) var behaviors: [UIDynamicBehavior] = []
    public private(set) weak var collectionViewLayout: UICollectionViewLayout?
    open var delegate: AnyObject?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
        layout.register(self)
    }

    public override init() { super.init() }

    /// Whether a spring pushed away has not come to rest yet.
    open private(set) var isRunning = false
    /// Seconds run since the animator last started.
    open private(set) var elapsedTime: TimeInterval = 0
    /// The clock's time the springs were last moved to (nil: they start at the next frame).
    private var lastTime: Duration?

    /// A spring added rests at once (an item attached where it is does not move).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.append(behavior)
        behavior.springs.forEach { $0.settle() }
        attached = nil
    }
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        attached = nil
    }
    open func removeAllBehaviors() {
        behaviors.removeAll()
        attached = nil
    }

    /// The item was moved by hand (a springy layout pushing it by the scroll's delta): its
    /// springs swing it back from there, from the next frame on (a rigid one puts it back now).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        for spring in behaviors.flatMap(\.springs) where spring.items.contains(where: { $0 === item }) {
            if spring.frequency > 0 { start() } else { spring.settle() }
        }
    }

    private func start() {
        guard !isRunning else { return }
        isRunning = true
        elapsedTime = 0
        lastTime = nil
    }

    /// The longest a frame is simulated for: a view that drew nothing for a while does not
    /// make its springs jump (and a spring with no damping stops ringing within a minute).
    static let longestFrame: TimeInterval = 0.1
    static let longestRun: TimeInterval = 60
    static let step: CGFloat = 1.0 / 240

    /// The springs moved on to `time`, in steps of 1/240 s; the layout invalidated so the view
    /// asks again. When every spring is at rest they settle and the animator stops.
    func advance(to time: Duration) {
        guard isRunning else { return }
        defer { lastTime = time }
        guard let lastTime else { return }
        let seconds = min(Self.longestFrame, max(0, Double((time - lastTime) / .milliseconds(1)) / 1000))
        let springs = behaviors.flatMap(\.springs)
        var remaining = CGFloat(seconds)
        while remaining > 1e-9 {
            let dt = min(Self.step, remaining)
            springs.forEach { $0.step(dt) }
            remaining -= dt
        }
        elapsedTime += seconds
        if springs.allSatisfy(\.isAtRest) || elapsedTime >= Self.longestRun {
            springs.forEach { $0.settle() }
            isRunning = false
        }
        collectionViewLayout?.engine.invalidateLayout(with: InvalidationContext())
    }

    /// The attributes the behaviors move, once each, in the order attached; by index path for
    /// the per-item queries. Rebuilt when the behaviors change, not per query.
    private var attached: (all: [UICollectionViewLayoutAttributes], cells: [IndexPath: UICollectionViewLayoutAttributes])?

    private var attributes: (all: [UICollectionViewLayoutAttributes], cells: [IndexPath: UICollectionViewLayoutAttributes]) {
        if let attached { return attached }
        var seen = Set<ObjectIdentifier>()
        let all = behaviors.flatMap(\.movedItems).compactMap { $0 as? UICollectionViewLayoutAttributes }.filter {
            seen.insert(ObjectIdentifier($0)).inserted
        }
        let cells = Dictionary(all.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0) }) { first, _ in first }
        attached = (all, cells)
        return (all, cells)
    }

    /// The items whose frames meet `rect`.
    /// - Complexity: O(items attached), as UIKit's.
    open func items(in rect: CGRect) -> [UIDynamicItem] { attributes.all.filter { $0.frame.intersects(rect) } }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { attributes.cells[indexPath] }
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.all.first {
            $0.representedElementKind == kind && $0.representedElementCategory == .supplementaryView && $0.indexPath == indexPath
        }
    }
}

/// UIKit's pan gesture, as a springy layout reads it: where the touch is. The previewer has no
/// touch: it is at the view's centre, where a keyboard scroll would "hold" the content.
open class UIPanGestureRecognizer: NSObject {
    weak var view: UIView?
    open func location(in view: UIView?) -> CGPoint {
        guard let bounds = (view ?? self.view)?.bounds else { return .zero }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

extension UIScrollView {
    /// The scroll view's pan gesture (see `UIPanGestureRecognizer`).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        let gesture = UIPanGestureRecognizer()
        gesture.view = self
        return gesture
    }
}
