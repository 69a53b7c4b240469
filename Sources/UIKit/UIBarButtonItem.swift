import Foundation

/// A method named for the target-action pattern: `#selector(toggleSort)` becomes
/// `Selector("toggleSort")` in the port (Linux has no Objective-C runtime to name methods).
/// Kept, never sent: the previewer does not tap bar buttons or controls.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

/// An action a control or menu performs: kept, never performed.
open class UIAction: NSObject {
    public let title: String
    public let handler: (UIAction) -> Void
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        (self.title, self.handler) = (title, handler)
        super.init()
    }
}

/// A menu of actions: kept, not shown.
open class UIMenu: NSObject {
    public let title: String
    public let children: [NSObject]
    public init(title: String = "", image: UIImage? = nil, children: [NSObject] = []) {
        (self.title, self.children) = (title, children)
        super.init()
    }
}

/// A navigation bar's button: drawn in the bar as its title, a system item as iOS shows it
/// (`Done`, `+`), an image as `◻`; never tapped.
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh
        case stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var title: String?
    open var image: UIImage?
    open var style = Style.plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var menu: UIMenu?
    open var primaryAction: UIAction?
    open weak var target: AnyObject?
    open var action: Selector?
    open var customView: UIView?
    /// The system item it was made as, if any.
    private var systemItem: SystemItem?

    public override init() { super.init() }
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        (self.title, self.style, self.target, self.action) = (title, style, target, action)
    }
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        (self.image, self.style, self.target, self.action) = (image, style, target, action)
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        (self.systemItem, self.target, self.action) = (systemItem, target, action)
    }
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        (self.systemItem, self.primaryAction, self.menu) = (systemItem, primaryAction, menu)
    }
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        (self.title, self.image, self.primaryAction, self.menu) = (title, image, primaryAction, menu)
    }
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// What the bar shows of it: its title, else the system item's word or symbol, else `◻`
    /// for an image or a custom view; nil for a space.
    var shownText: String? {
        if let title, !title.isEmpty { return title }
        switch systemItem {
        case .flexibleSpace?, .fixedSpace?: return nil
        case .done?: return "Done"
        case .cancel?: return "Cancel"
        case .edit?: return "Edit"
        case .save?: return "Save"
        case .undo?: return "Undo"
        case .redo?: return "Redo"
        case .add?: return "+"
        case .close?, .stop?: return "✕"
        case .refresh?: return "↻"
        case .search?: return "⌕"
        case .compose?: return "✎"
        default: return "◻"
        }
    }
}

/// UIKit's control: its targets and actions are kept, never sent.
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
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {}
    open func addAction(_ action: UIAction, for events: Event) {}
}

/// A switch: a control 51 × 31 points, as on iOS.
open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

/// A search bar: 56 points tall, kept with its text, not drawn yet.
open class UISearchBar: UIView {
    open weak var delegate: UISearchBarDelegate?
    open var text: String?
    open var placeholder: String?
    open var showsCancelButton = false
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
}

/// A search controller, as a navigation item holds one: kept with its search bar, not drawn.
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar(frame: .zero)
    open var searchResultsUpdater: UISearchResultsUpdating?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    public convenience override init() { self.init(searchResultsController: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

extension UIView {
    /// UIKit's view animation options: kept.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// A view animation: the changes are made at once and the completion told they finished
    /// (the previewer animates a collection view's changes, not other views').
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    public class func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// An Interface Builder file, by name: its views are not made here (nothing reads nibs on
/// Linux), so `instantiate` gives none and a registered nib's cells are plain cells.
/// The files' view classes by name, as the preview's program lists them: what a nib named like
/// one makes (Interface Builder files are not read).
nonisolated(unsafe) public var _layouttyNibClasses: [String: UICollectionReusableView.Type] = [:]

open class UINib: NSObject {
    public let name: String
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        super.init()
    }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
        UIKitLog.report(["nib \(name): Interface Builder files are not read; nothing is made from it"])
        return []
    }
}
