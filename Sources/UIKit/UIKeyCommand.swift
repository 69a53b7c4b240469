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
    /// Whether iOS adapts the shortcut to the keyboard's layout and to right-to-left text: kept.
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true
    /// What UICommand adds (UICommand.h): the alternates with other modifiers, its look, its
    /// check mark; kept.
    open private(set) var alternates: [UICommandAlternate]
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        (self.title, self.action, self.input, self.modifierFlags) = (title, action, input, modifierFlags)
        (self.alternates, self.discoverabilityTitle) = (alternates, discoverabilityTitle)
        (self.attributes, self.state) = (attributes, state)
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
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"
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
