import CollectionLayout
import Foundation

/// UIKit's set of swipe actions for a row.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
