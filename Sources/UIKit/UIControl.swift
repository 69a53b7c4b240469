import Foundation

/// UIKit's control: its targets and actions are kept, never sent.
@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }
    open var isEnabled = true
    open var isSelected = false
    /// Touched down here: never, as nothing is touched; a subclass overrides it (a custom
    /// button's `didSet` dims it), as UIKit's controls declare it.
    open var isHighlighted = false
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {}
    open func addAction(_ action: UIAction, for events: Event) {}
    /// A control whose primary action is `primaryAction` (iOS 14): AltStore's `UIRefreshControl(frame:
    /// .zero, primaryAction: …)`, missing here, took the whole `viewDidLoad` of its browse screen
    /// out of the preview with it.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}

/// How a button, slider or switch looks and behaves (iOS 15): as on iPad (iOS's only style) or
/// as a Mac's (Mac Catalyst's).
public enum UIBehavioralStyle: UInt, Sendable {
    case automatic, pad, mac
}
