import CollectionLayout
import Foundation

// UIKit Dynamics, as springy flow layouts use it: a `UIDynamicAnimator` made with the layout,
// one `UIAttachmentBehavior` per item anchored at its place, items pushed by the scroll's delta
// in `shouldInvalidateLayout(forBoundsChange:)`, and the animator's items answering the queries.
//
// Layoutty's animator is settled: a spring is always at rest, so an item attached at a length
// of 0 is at its anchor, and one pushed away (`updateItem(usingCurrentState:)`) is back at once.
// Springy layouts compile, run and preview where their items rest; they do not wobble (yet).

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
    /// Where this behavior's items rest (settled at once).
    func settle() { childBehaviors.forEach { $0.settle() } }
}

/// UIKit's spring between an item and an anchor point.
open class UIAttachmentBehavior: UIDynamicBehavior {
    public let items: [UIDynamicItem]
    open var anchorPoint: CGPoint
    open var length: CGFloat = 0
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0
    private let offset: UIOffset

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset = .zero, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point
        self.offset = offset
        super.init()
    }

    override var movedItems: [UIDynamicItem] { items }

    /// A spring of length 0 rests with the attachment point on the anchor; a longer one is left
    /// where it is when within its length (at rest once slack), else pulled to its length.
    override func settle() {
        for item in items {
            let attached = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
            let dx = attached.x - anchorPoint.x, dy = attached.y - anchorPoint.y
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance > length else { continue }
            let scale = distance == 0 ? 0 : length / distance
            item.center = CGPoint(x: anchorPoint.x + dx * scale - offset.horizontal, y: anchorPoint.y + dy * scale - offset.vertical)
        }
    }
}

/// UIKit's dynamic animator for a collection view layout: its items answer the layout's queries.
open class UIDynamicAnimator: NSObject {
    open private(set) var behaviors: [UIDynamicBehavior] = []
    public private(set) weak var collectionViewLayout: UICollectionViewLayout?
    open var delegate: AnyObject?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    public override init() { super.init() }

    /// Settled: never running.
    open var isRunning: Bool { false }
    open var elapsedTime: TimeInterval { 0 }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.append(behavior)
        behavior.settle()
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

    /// The item moved by its behaviors: at rest again at once.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        for behavior in behaviors where behavior.movedItems.contains(where: { $0 === item }) { behavior.settle() }
    }

    /// The attributes the behaviors move, once each, in the order attached; by index path for
    /// the per-item queries. Rebuilt when the behaviors change, not per query.
    private var attached: (all: [UICollectionViewLayoutAttributes], cells: [IndexPath: UICollectionViewLayoutAttributes])?

    private var attributes: (all: [UICollectionViewLayoutAttributes], cells: [IndexPath: UICollectionViewLayoutAttributes]) {
        if let attached { return attached }
        var seen = Set<ObjectIdentifier>()
        let all = behaviors.flatMap(\.movedItems).compactMap { $0 as? UICollectionViewLayoutAttributes }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let cells = Dictionary(all.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0) }) { first, _ in first }
        attached = (all, cells)
        return (all, cells)
    }

    /// The items whose frames meet `rect`.
    /// - Complexity: O(items attached), as UIKit's.
    open func items(in rect: CGRect) -> [UIDynamicItem] { attributes.all.filter { $0.frame.intersects(rect) } }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { attributes.cells[indexPath] }
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.all.first { $0.representedElementKind == kind && $0.representedElementCategory == .supplementaryView && $0.indexPath == indexPath }
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
