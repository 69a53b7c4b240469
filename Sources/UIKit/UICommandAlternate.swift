import Foundation

/// A command's alternate under other modifier keys (UICommand.h): kept.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        (self.title, self.action, self.modifierFlags) = (title, action, modifierFlags)
        super.init()
    }
}
