import Foundation

/// A menu of actions: kept, not shown.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public let options: Options
    /// Its name; a menu given none gets one of its own, as on iOS.
    public let identifier: Identifier
    /// Shown under its title on iOS 15 and later; kept.
    open var subtitle: String?
    /// How big its children are drawn in a menu (iOS 16); kept.
    open var preferredElementSize = ElementSize.large

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        (self.children, self.options, self.subtitle) = (children, options, subtitle)
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        super.init(title: title, image: image)
    }

    /// The actions among its children that are on (iOS 16): a single-selection menu's choice.
    open var selectedElements: [UIMenuElement] { children.filter { ($0 as? UIAction)?.state == .on } }

    /// The same menu with other children: its title, subtitle, image, name and options kept.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
        menu.preferredElementSize = preferredElementSize
        return menu
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How big a menu's children are drawn, by UIKit's raw values.
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        case automatic = -1
    }

    /// A menu's name among the system's.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // The system's menus (UIMenuSystem's tree), by iOS's names.
        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let document = Identifier("com.apple.menu.document")
        public static let undoRedo = Identifier("com.apple.menu.undoredo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let share = Identifier("com.apple.menu.share")
        public static let format = Identifier("com.apple.menu.format")
        public static let text = Identifier("com.apple.menu.text")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        public static let root = Identifier("com.apple.menu.root")
    }
}
