import CollectionLayout
import Foundation

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
