import CollectionLayout
import Foundation

/// UIKit's responder: views, view controllers and the app's delegates are responders. No touch
/// or key reaches one in a terminal, so the touch methods are never called, and nothing becomes
/// first responder (no keyboard shows): UIKit's answers when nothing is touched or edited.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The next responder up the chain: a view's controller (if it is the controller's view)
    /// or its superview; a controller's view's superview, or the controller presenting it.
    open var next: UIResponder? { nil }
    /// The undo manager up the chain: the window's, unless a responder on the way keeps its own.
    open var undoManager: UndoManager? { next?.undoManager }
    /// Sets the outlet `name` to `object`, as a nib's loading does by key-value coding on iOS;
    /// false when the class has no outlet of that name. The preview's copy of each class with
    /// `@IBOutlet`s overrides it (a switch over its outlets, then `super`). Service to the
    /// preview's port, hidden from UIKit's users.
    @_spi(LayouttyPort) open func _layouttyConnect(outlet name: String, to object: AnyObject) -> Bool { false }
    /// Hears the string-keyed observations it was added to (`addObserver(_:forKeyPath:options:context:)`);
    /// a subclass overrides it, as it overrides `NSObject`'s on iOS.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
    /// The properties it answers and sets by their key-value coding names (`value(forKey:)`,
    /// `setValue(_:forKey:)`), which reflection does not see: none; subclasses add theirs.
    package class var keyValueProperties: [String: KeyValueProperty] { [:] }
    package func _layouttyValue(forKey key: String) -> Any? { type(of: self).keyValueProperties[key]?.read(self) }
    package func _layouttySetValue(_ value: Any?, forKey key: String) -> Bool {
        type(of: self).keyValueProperties[key]?.write(self, value) ?? false
    }
    /// The views a keyboard would show with: none (a text field or text view keeps the ones
    /// it is given; a controller overrides them). No keyboard shows here.
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Motion (a shake): none is felt here; overrides compile and are not called.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    // Presses of buttons and keys: none come to a preview; overrides compile and are not called.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// The responder's keyboard shortcuts: none (a view controller keeps those it is given).
    open var keyCommands: [UIKeyCommand]? { nil }
    /// Whether it handles an action sent up the chain: nothing is sent by name here (see
    /// `NSObject.perform`), so none.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
    /// Where a message it does not answer goes (NSObject's, on iOS): nowhere.
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

    /// The activity the responder advertises (Handoff, state restoration): kept.
    open var userActivity: NSUserActivity?
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // UIKit's accessibility actions (an informal protocol of NSObject there): what VoiceOver
    // calls on an adjustable element or a focused one. No assistive technology runs here, so
    // they are never called, and answer as NSObject's do.
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

/// The direction an accessibility scroll asks for.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left, up, down, next, previous
}

extension UIResponder {
    /// The keyboard's notifications, which screens observe to move content; never posted here
    /// (no keyboard shows).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// What restores a user activity's state (UIUserActivity.h): every responder, as on iOS —
/// an app delegate's `continue userActivity:restorationHandler:` hands a list of them.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

/// Views and controllers say when their values change, answer their computed properties by key,
/// and hear string-keyed observations: key-value observing of them works as on iOS.
extension UIResponder: _LayouttyAnnouncesChanges, @preconcurrency _LayouttyKeyValueAnswering,
    @preconcurrency _LayouttyKeyValueObserver
{}
