import Foundation

/// Where the pointer is when the interaction asks for a region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    open private(set) var location = CGPoint.zero
    open private(set) var modifiers: UIKeyModifierFlags = []
}
