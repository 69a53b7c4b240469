import Foundation

// The keyboard's settings a text view, field or search bar keeps (UITextInputTraits.h): kept
// as set; no keyboard is shown here. The three classes keep them in one value each
// (`TextInputTraitsStorage`), and the protocol's properties are written once, below.

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
}

@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var returnKeyType: UIReturnKeyType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// The settings as one value: what each class that takes text stores.
package struct TextInputTraitValues {
    var returnKeyType = UIReturnKeyType.default
    var keyboardType = UIKeyboardType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: UITextContentType!
    package init() {}
}

/// A class keeping its settings in a `TextInputTraitValues`: the protocol's properties read and
/// write it.
@MainActor
package protocol TextInputTraitsStorage: UITextInputTraits {
    var textInputTraits: TextInputTraitValues { get set }
}

extension TextInputTraitsStorage {
    public var returnKeyType: UIReturnKeyType {
        get { textInputTraits.returnKeyType }
        set { textInputTraits.returnKeyType = newValue }
    }
    public var keyboardType: UIKeyboardType {
        get { textInputTraits.keyboardType }
        set { textInputTraits.keyboardType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { textInputTraits.keyboardAppearance }
        set { textInputTraits.keyboardAppearance = newValue }
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { textInputTraits.autocapitalizationType }
        set { textInputTraits.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { textInputTraits.autocorrectionType }
        set { textInputTraits.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { textInputTraits.spellCheckingType }
        set { textInputTraits.spellCheckingType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { textInputTraits.enablesReturnKeyAutomatically }
        set { textInputTraits.enablesReturnKeyAutomatically = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { textInputTraits.isSecureTextEntry }
        set { textInputTraits.isSecureTextEntry = newValue }
    }
    public var textContentType: UITextContentType! {
        get { textInputTraits.textContentType }
        set { textInputTraits.textContentType = newValue }
    }
}
