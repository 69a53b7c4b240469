import Foundation

/// A menu of actions: kept, not shown.
open class UIMenu: NSObject {
    public let title: String
    public let children: [NSObject]
    public init(title: String = "", image: UIImage? = nil, children: [NSObject] = []) {
        (self.title, self.children) = (title, children)
        super.init()
    }
}
