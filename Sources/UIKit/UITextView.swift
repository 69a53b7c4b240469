import Foundation

/// What a text view tells: asked nothing here (nobody types into a preview).
public protocol UITextViewDelegate: AnyObject {}

/// A text view: its text, drawn over its frame's rows.
open class UITextView: UIScrollView, UITextInputTraits {
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    /// The view shown for input in the keyboard's place (a picker), and above it.
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var text: String! = ""
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open weak var delegate: UITextViewDelegate?
    open var attributedText: NSAttributedString?
    open var adjustsFontForContentSizeCategory = false

    override var shownText: String? { text }
}
