import CollectionLayout
import Foundation

/// UIKit's swipe action of a list row, for list configurations that offer some: kept, not drawn.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var image: UIImage?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        (self.style, self.title, self.handler) = (style, title, handler)
        super.init()
    }
}
