import Foundation

/// A rect of a view where one pointer style applies (UIPointerRegion.h, iOS 13.4).
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays latched to the region while it moves.
    open var latchingAxes: UIAxis = []
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        (self.rect, self.identifier) = (rect, identifier)
        super.init()
    }
}
