import Foundation

/// An item being dragged (UIDragItem.h): its provider and the app's own object; kept.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    open var localObject: Any?
    open var previewProvider: (() -> UIDragPreview?)?
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
