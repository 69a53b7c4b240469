import Foundation

/// The event of presses (UIPressesEvent.h): never sent here.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    open var allPresses: Set<UIPress> { [] }
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
