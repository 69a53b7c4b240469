import Foundation

/// A keyboard shortcut (UIKeyCommand.h): kept, never pressed (the previewer's keys are its own).
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    open var title: String
    open var discoverabilityTitle: String?
    open var wantsPriorityOverSystemBehavior = false

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil
    ) {
        (self.title, self.action, self.input, self.modifierFlags) = (title, action, input, modifierFlags)
        super.init()
    }
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(title: discoverabilityTitle, action: action, input: input, modifierFlags: modifierFlags)
        self.discoverabilityTitle = discoverabilityTitle
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
}

/// A shortcut's modifier keys.
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = Self(rawValue: 1 << 16)
    public static let shift = Self(rawValue: 1 << 17)
    public static let control = Self(rawValue: 1 << 18)
    public static let alternate = Self(rawValue: 1 << 19)
    public static let command = Self(rawValue: 1 << 20)
    public static let numericPad = Self(rawValue: 1 << 21)
}
