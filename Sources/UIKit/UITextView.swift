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
    open override var inputView: UIView? {
        get { givenInputViews.input }
        set { givenInputViews.input = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { givenInputViews.accessory }
        set { givenInputViews.accessory = newValue }
    }
    private var givenInputViews: (input: UIView?, accessory: UIView?) = (nil, nil)
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

    /// With TextKit's container given (one a layout manager already lays out, as text views
    /// sharing one are made): that manager and its storage are the view's. The designated
    /// initializer, as UIKit declares it: a subclass calls it (`super.init(frame: .zero,
    /// textContainer: nil)`), not `init(frame:)`.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        guard let textContainer else { return }
        let manager = textContainer.layoutManager ?? NSLayoutManager()
        let storage = manager.textStorage ?? NSTextStorage()
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        if textContainer.layoutManager == nil { manager.addTextContainer(textContainer) }
        textKit = (storage, manager, textContainer)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var attributedText: NSAttributedString?
    open var adjustsFontForContentSizeCategory = false
    /// The selection, where the cursor stands with nothing selected: after the text, as UIKit
    /// places it in a view nobody has typed into; kept when set.
    open var selectedRange: NSRange {
        get { chosenRange ?? NSRange(location: (text ?? "").utf16.count, length: 0) }
        set { chosenRange = newValue }
    }
    private var chosenRange: NSRange?
    /// The attributes typed text would get: kept (nobody types here).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// What the view would turn into links: kept, as nothing is tapped.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    /// Nothing scrolls to show a range here: the text is drawn over the frame's rows.
    open func scrollRangeToVisible(_ range: NSRange) {}

    override var shownText: String? { text }
}

/// What a text view turns into links (UIDataDetectors.h).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// How a link in a text view was acted on (`textView(_:shouldInteractWith:in:interaction:)`).
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}
