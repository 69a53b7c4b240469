import Foundation

/// What a text view tells: asked nothing here (nobody types into a preview).
public protocol UITextViewDelegate: AnyObject {}

/// A text view: its text, drawn over its frame's rows.
open class UITextView: UIScrollView, UITextInputTraits, TextInputTraitsStorage {
    /// Never posted: nobody types into a preview.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    package var textInputTraits = TextInputTraitValues()
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
