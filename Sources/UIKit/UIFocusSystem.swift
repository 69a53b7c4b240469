import Foundation

// UIFocusSystem.h: see UIFocus.swift.

/// A window scene's focus system: none is running here, so there is none to ask for.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    open var focusedItem: UIFocusItem? { nil }
    public static func focusSystem(for environment: UIFocusEnvironment) -> UIFocusSystem? { nil }
    open func requestFocusUpdate(to environment: UIFocusEnvironment) {}
    open func updateFocusIfNeeded() {}
    public static func environment(_ environment: UIFocusEnvironment, contains otherEnvironment: UIFocusEnvironment)
        -> Bool
    {
        var parent: UIFocusEnvironment? = otherEnvironment
        while let current = parent {
            if current === environment { return true }
            parent = current.parentFocusEnvironment
        }
        return false
    }
}
