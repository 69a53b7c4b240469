import Foundation

/// A cell standing where a dropped item will be, until its data arrives.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: NSObject {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder's drop, which the app commits when its data has arrived (or deletes).
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    @discardableResult
    func deletePlaceholder() -> Bool
    func setNeedsCellUpdate()
}
