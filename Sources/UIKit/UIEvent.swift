import Foundation

/// An event of touches: never made here (nothing touches a terminal).
open class UIEvent: NSObject {
    open var allTouches: Set<UITouch>? { nil }
    open var timestamp: TimeInterval { 0 }
}
