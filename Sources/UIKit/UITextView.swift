import Foundation

/// What a text view tells: asked nothing here (nobody types into a preview).
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {}

/// A text view: its text, drawn over its frame's rows.
@preconcurrency @MainActor
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
    /// TextKit's objects behind the view, connected as UIKit connects them: the storage to its
    /// layout manager, the manager to the container.
    open var textStorage: NSTextStorage { textKit.storage }
    open var layoutManager: NSLayoutManager { textKit.manager }
    open var textContainer: NSTextContainer { textKit.container }
    private lazy var textKit: (storage: NSTextStorage, manager: NSLayoutManager, container: NSTextContainer) = {
        let kit = (
            NSTextStorage(), NSLayoutManager(),
            NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        )
        kit.0.addLayoutManager(kit.1)
        kit.1.addTextContainer(kit.2)
        kit.2.widthTracksTextView = true
        return kit
    }()
    open weak var delegate: UITextViewDelegate?
    open var attributedText: NSAttributedString?
    open var adjustsFontForContentSizeCategory = false

    override var shownText: String? { text }
}
