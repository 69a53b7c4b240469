import Foundation

/// A navigation bar's button: drawn in the bar as its title, a system item as iOS shows it
/// (`Done`, `+`), an image as `◻`; never tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    // VoiceOver's view of it: kept, read by nothing here.
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    /// `prominent` is iOS 26's emphasised style (a tinted capsule). Kept: no style is drawn here.
    public enum Style: Int, Sendable { case plain, bordered, done, prominent }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh
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
    /// A hidden item is not in the bar (iOS 16).
    open var isHidden = false
    // How the bar draws it — its glass background shared with its neighbours' (iOS 26), its
    // selection (iOS 15), its width and the titles it makes room for: kept, as the bar here
    // shows its title alone.
    open var sharesBackground = true
    open var hidesSharedBackground = false
    open var isSelected = false
    open var changesSelectionAsPrimaryAction = false
    open var width: CGFloat = 0
    open var possibleTitles: Set<String>?
    open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    open var isSymbolAnimationEnabled = false
    /// A space of `width` points between items (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let space = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        space.width = width
        return space
    }
    /// A space taking what the bar has left (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }
    /// The system item it was made as, if any.
    private var systemItem: SystemItem?

    public override init() { super.init() }
    /// The target is any value, as UIKit declares it (an `id`): a property initializer's
    /// `self` — the class's `self()` method there, on iOS too — compiles as it does on iOS.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.title, self.style, self.target, self.action) = (title, style, target as AnyObject?, action)
    }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.image, self.style, self.target, self.action) = (image, style, target as AnyObject?, action)
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        (self.systemItem, self.target, self.action) = (systemItem, target as AnyObject?, action)
    }
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        (self.systemItem, self.primaryAction, self.menu) = (systemItem, primaryAction, menu)
    }
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
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
        if isHidden { return nil }
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
