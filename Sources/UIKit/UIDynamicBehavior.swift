import CollectionLayout
import Foundation
import _LayouttyConsole

/// What a behavior moves: layout attributes are dynamic items.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
extension UIView: UIDynamicItem {}

/// UIKit's behavior: items and child behaviors.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    open var action: (() -> Void)?
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    /// The items this behavior moves.
    var movedItems: [UIDynamicItem] { childBehaviors.flatMap(\.movedItems) }
    /// The springs in it (itself, or its children's).
    var springs: [UIAttachmentBehavior] { childBehaviors.flatMap(\.springs) }
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// Called as an animator takes the behavior (nil: as it lets it go).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        self.dynamicAnimator = dynamicAnimator
        childBehaviors.forEach { $0.willMove(to: dynamicAnimator) }
    }
}

/// What UIKit's behaviors that the animator keeps and does not simulate share (gravity,
/// collisions, pushes, snaps, an item's physical properties): their items, which stay where
/// they are, said once in the log when an animator takes one. Not UIKit's: its name is not for
/// apps to use.
@preconcurrency @MainActor
open class _UnsimulatedBehavior: UIDynamicBehavior {
    open private(set) var items: [UIDynamicItem]
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }
    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
    open override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        guard dynamicAnimator != nil else { return }
        Console.report(["\(type(of: self)) is kept, not simulated: its items stay where they are"])
    }
}
