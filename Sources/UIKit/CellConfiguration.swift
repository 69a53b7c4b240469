import Foundation

/// UIKit's list content: a text, a secondary text and an image. The previewer draws the text
/// (and the secondary text after it) in the cell's box.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Mountains"
/// content.secondaryText = "94 photos"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    /// The text with attributes, which supersedes `text` where it is set, as UIKit shows it
    /// (the previewer draws its characters).
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageToTextPadding: CGFloat = 0
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var imageProperties = ImageProperties()
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]
    public var prefersSideBySideTextAndSecondaryText = false
    /// UIKit's spacing between the texts (its value-cell and subtitle-cell metrics).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// How the image is shown: kept.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public func resolvedTintColor(for tintColor: UIColor?) -> UIColor { self.tintColor ?? tintColor ?? .systemBlue }
    }

    /// How a text is set: kept for the code that sets it.
    public struct TextProperties {
        public func resolvedColor() -> UIColor { color ?? .label }
        public var color: UIColor?
        public var font = UIFont.preferredFont(forTextStyle: .body)
        public var adjustsFontForContentSizeCategory = true
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        public var numberOfLines = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var alignment = TextAlignment.natural
        public enum TextAlignment: Sendable {
            case natural, center, justified
        }
    }

    public init() {}
    public static func cell() -> Self { Self() }
    public static func subtitleCell() -> Self { Self() }
    public static func valueCell() -> Self { Self() }
    public static func plainHeader() -> Self { Self() }
    public static func plainFooter() -> Self { Self() }
    public static func groupedHeader() -> Self { Self() }
    public static func groupedFooter() -> Self { Self() }
    public static func header() -> Self { Self() }
    public static func footer() -> Self { Self() }
    public static func sidebarCell() -> Self { Self() }
    public static func sidebarHeader() -> Self { Self() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The texts shown: the attributed ones where set.
    var shownText: String? { attributedText?.string ?? text }
    var shownSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }

    /// The cell's label in the previewer: the text, then the secondary text.
    var label: String? {
        let parts = [shownText, shownSecondaryText].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

/// A colour computed from another (`UIConfigurationColorTransformer.h`): a configuration's
/// colour passed through it, as UIKit does before drawing.
public struct UIConfigurationColorTransformer {
    public let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    /// The colour's grey of the same luminance (Rec. 709's weights), alpha kept.
    public static let grayscale = Self { color in
        let white = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return UIColor(white: white, alpha: color.alpha)
    }
    /// The app's tint, as the system's blue here (`UIColor.tintColor`).
    public static let preferredTint = Self { _ in .tintColor }
    public static let monochromeTint = Self { color in UIColor.tintColor.withAlphaComponent(color.alpha) }
}

/// A cell's background as configured: kept, not drawn.
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var customView: UIView?
    public var image: UIImage?
    public var imageContentMode = UIView.ContentMode.scaleToFill
    public var visualEffect: UIVisualEffect?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public init() {}
    public static func listPlainCell() -> Self { Self() }
    public static func listGroupedCell() -> Self { Self() }
    public static func listSidebarCell() -> Self { Self() }
    public static func listAccompaniedSidebarCell() -> Self { Self() }
    public static func listSidebarHeader() -> Self { Self() }
    public static func listPlainHeaderFooter() -> Self { Self() }
    public static func listGroupedHeaderFooter() -> Self { Self() }
    public static func clear() -> Self { Self() }
    /// The same configuration: the preview draws no selected or highlighted state.
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A list cell's accessory, drawn as a mark beside the cell's text: `›` disclosure, `✓`
/// checkmark, `ⓘ` detail, `⌄` pop-up menu, a label's text; `−` delete, `+` insert, `○`
/// multiselect and `≡` reorder only while editing (the previewer never edits, so never). An outline's `▸`/`▾` comes from the section snapshot's state (the diffable
/// data source's label), a custom view is not drawn.
public struct UICellAccessory {
    /// What is drawn; nil: nothing (a custom view).
    let mark: String?
    let placement: Placement
    let displayed: DisplayedState

    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }
    public enum Placement: Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }
    /// An accessory's look (`style: .header` for an outline's parent…): kept.
    public struct Options {
        public enum Style: Sendable { case automatic, header, cell }
        public init(isHidden: Bool? = nil, style: Style = .automatic, tintColor: UIColor? = nil) {}
    }
    /// A view of the app's as an accessory: kept, not drawn.
    public struct CustomViewConfiguration {
        public let customView: UIView
        let placement: Placement
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension = .standard,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) { (self.customView, self.placement) = (customView, placement) }
    }
    public enum LayoutDimension: Sendable {
        case standard, actual
        case custom(CGFloat)
    }

    /// Whether Enter on its cell expands or collapses the outline item (`outlineDisclosure`).
    package var isOutlineDisclosure: Bool { isDisclosure && displayed != .whenEditing }
    private var isDisclosure = false

    /// Shown when not editing, as the previewer never edits.
    var isShown: Bool { mark != nil && displayed != .whenEditing }
    var isLeading: Bool { if case .leading = placement { true } else { false } }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(mark: "›", placement: .trailing(), displayed: displayed)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(mark: "✓", placement: .trailing(), displayed: displayed)
    }
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil
    )
        -> Self
    { Self(mark: "−", placement: .leading(), displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(mark: "≡", placement: .trailing(), displayed: displayed)
    }
    /// Its `▸`/`▾` is the outline's (the data source knows the state): no mark of its own.
    /// An outline disclosure's look; `style: .header` makes the whole cell its button, as Enter
    /// treats every outline disclosure here.
    public struct OutlineDisclosureOptions {
        public enum Style: Sendable { case automatic, header, cell }
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {}
    }
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (() -> Void)? = nil
    )
        -> Self
    {
        var accessory = Self(mark: nil, placement: .leading(), displayed: displayed)
        accessory.isDisclosure = true
        return accessory
    }
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(mark: nil, placement: configuration.placement, displayed: .always)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(mark: text, placement: .trailing(), displayed: displayed)
    }
    /// Editing's green `+`: while editing only, as UIKit's default.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil
    ) -> Self { Self(mark: "+", placement: .leading(), displayed: displayed) }
    /// Multiple selection's circle: while editing only, as UIKit's default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(mark: "○", placement: .leading(), displayed: displayed)
    }
    /// The detail (ⓘ) button; its handler is never called here (nothing is tapped).
    public static func detail(
        displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil
    ) -> Self { Self(mark: "ⓘ", placement: .trailing(), displayed: displayed) }
    /// A pop-up menu's chevron; the menu is kept, never shown.
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: Options = Options(),
        selectedElementDidChangeHandler: ((UIMenu) -> Void)? = nil
    ) -> Self { Self(mark: "⌄", placement: .trailing(), displayed: displayed) }
}

extension UICollectionView {
    /// UIKit's cell registration: how a cell of a class is configured for an item.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A cell of the registration's class, configured for `item` (made afresh: nothing is drawn
    /// from it but its content configuration's text).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = Cell(_layouttyDequeued: ())
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let kind: String
        let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) { (kind, self.handler) = (elementKind, handler) }
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = Supplementary(_layouttyDequeued: ())
        registration.handler(view, registration.kind, indexPath)
        return view
    }

    /// Where a selected item is scrolled to: kept.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
