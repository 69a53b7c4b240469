import Foundation

/// An event of touches: never made here (nothing touches a terminal).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    open var allTouches: Set<UITouch>? { nil }
    open var timestamp: TimeInterval { 0 }
}
