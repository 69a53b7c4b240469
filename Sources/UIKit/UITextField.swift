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
    /// Why editing ended (`textFieldDidEndEditing(_:reason:)`): editing never starts here.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
        case cancelled
    }
    package var textInputTraits = TextInputTraitValues()
    /// The view shown for input in the keyboard's place (a picker), and above it.
    open override var inputView: UIView? {
        get { givenInputViews.input }
        set { givenInputViews.input = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { givenInputViews.accessory }
        set { givenInputViews.accessory = newValue }
    }
    private var givenInputViews: (input: UIView?, accessory: UIView?) = (nil, nil)
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
    /// The text with attributes: its string is the text shown (attributes are not drawn in a
    /// terminal cell).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: typed) }
        set { text = newValue?.string }
    }
    open var font: UIFont?
    open var adjustsFontForContentSizeCategory = false
    open var textColor: UIColor?
    /// The attributes typed text takes, kept as given: the cell draws no attribute.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var allowsEditingTextAttributes = false
    /// What editing would do, which nobody does here (nobody types into a preview).
    open var clearsOnBeginEditing = false
    open var clearsOnInsertion = false
    open var minimumFontSize: CGFloat = 0
    /// Images drawn behind a field of `BorderStyle.none` on iOS; not drawn here.
    open var background: UIImage?
    open var disabledBackground: UIImage?
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

    // Where the field draws its parts, which subclasses override to inset the text (a field
    // with a label at its end). Asked by nothing here: the preview shows the field's text.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The bounds less the side views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let leading = leftViewMode == .never ? 0 : leftViewRect(forBounds: bounds).width
        let trailing = rightViewMode == .never ? 0 : rightViewRect(forBounds: bounds).width
        return CGRect(
            x: bounds.minX + leading, y: bounds.minY, width: max(0, bounds.width - leading - trailing),
            height: bounds.height)
    }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - bounds.height, y: bounds.minY, width: bounds.height, height: bounds.height)
    }
    /// A side view at its size, centred on the field's height.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}

    /// Secure text shows as dots, as iOS shows it.
    override var shownText: String? {
        guard let text, !text.isEmpty else { return placeholder ?? "" }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
}
