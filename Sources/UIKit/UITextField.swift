import Foundation

/// What a text field tells: asked nothing here (nobody types into a preview).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {}

/// A text field: its text, else its placeholder, drawn in a box as a search field is.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits, TextInputTraitsStorage {
    /// Never posted: nobody types into a preview.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    package var textInputTraits = TextInputTraitValues()
    /// The view shown for input in the keyboard's place (a picker), and above it.
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// "" by default and after nil is set, as UIKit's ("This string is @"" by default").
    open var text: String? {
        get { typed }
        set { typed = newValue ?? "" }
    }
    private var typed = ""
    open var placeholder: String?
    /// The placeholder with attributes: its string is the placeholder shown.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var adjustsFontSizeToFitWidth = false
    open weak var delegate: UITextFieldDelegate?
    open private(set) var isEditing = false

    /// iOS's rounded field: 34 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }

    /// Secure text shows as dots, as iOS shows it.
    override var shownText: String? {
        guard let text, !text.isEmpty else { return placeholder ?? "" }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
}
