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

/// UIKit's vector, described as Core Graphics describes it: `(3.0, 4.0)`.
public struct CGVector: Equatable, Sendable, CustomDebugStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
    public var debugDescription: String { "(\(dx), \(dy))" }
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

/// UIKit's dynamic animator for a collection view layout: its items answer the layout's queries,
/// and its springs run on the view's animation clock while any is away from rest.
@preconcurrency @MainActor
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

    /// An animator for views (gravity, collisions), as screens make one: its behaviors are kept
    /// and, but for springs on a layout's items, not simulated.
    public convenience init(referenceView view: UIView) {
        self.init()
        referenceView = view
    }
    open private(set) weak var referenceView: UIView?

    /// Whether a spring pushed away has not come to rest yet.
    open private(set) var isRunning = false
    /// Seconds run since the animator last started.
    open private(set) var elapsedTime: TimeInterval = 0
    /// The clock's time the springs were last moved to (nil: they start at the next frame).
    private var lastTime: Duration?

    /// A spring added rests at once (an item attached where it is does not move).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.springs.forEach { $0.settle() }
        attached = nil
    }
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        attached = nil
    }
    open func removeAllBehaviors() {
        behaviors.forEach { $0.willMove(to: nil) }
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
    private var attached:
        (all: [UICollectionViewLayoutAttributes], cells: [IndexPath: UICollectionViewLayoutAttributes])?

    private var attributes:
        (all: [UICollectionViewLayoutAttributes], cells: [IndexPath: UICollectionViewLayoutAttributes])
    {
        if let attached { return attached }
        var seen = Set<ObjectIdentifier>()
        let all = behaviors.flatMap(\.movedItems).compactMap { $0 as? UICollectionViewLayoutAttributes }.filter {
            seen.insert(ObjectIdentifier($0)).inserted
        }
        let cells = Dictionary(all.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0) }) {
            first, _ in first
        }
        attached = (all, cells)
        return (all, cells)
    }

    /// The items whose frames meet `rect`.
    /// - Complexity: O(items attached), as UIKit's.
    open func items(in rect: CGRect) -> [UIDynamicItem] { attributes.all.filter { $0.frame.intersects(rect) } }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.cells[indexPath]
    }
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes.all.first {
            $0.representedElementKind == kind && $0.representedElementCategory == .supplementaryView
                && $0.indexPath == indexPath
        }
    }
}
