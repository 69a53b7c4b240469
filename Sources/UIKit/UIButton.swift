import Foundation

extension UIControl {
    /// A control's state, as titles and images are given per state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}

/// UIKit's button: its title sizes it and is drawn as a cell's text is (a label's); its image is
/// a box's worth of room, not drawn; it is never tapped (its actions are kept, never sent).
///
/// Sizes, as a label's (`UIFont`'s metrics): a classic button's title in the system font at 15
/// points (Interface Builder's "System 15") with 6 points above and below — 30 tall — plus its
/// `contentEdgeInsets`; a button made with a `UIButton.Configuration`, its title at 17 points
/// inside the configuration's `contentInsets` (12 at the sides, 7 above and below unless set),
/// its subtitle on a second line. An image adds its width (and `imagePadding`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// The system button, under its iOS 6 name.
        public static var roundedRect: ButtonType { .system }
    }
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    open private(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    open var configuration: Configuration? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    open var menu: UIMenu?
    open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    open var role = Role.normal
    /// Mac Catalyst's choice of look; on iOS the style is always `.pad`, whatever is preferred.
    open var preferredBehavioralStyle = UIBehavioralStyle.automatic
    open var behavioralStyle: UIBehavioralStyle { .pad }
    open var adjustsImageWhenHighlighted = true
    /// The label the title is in: its font sizes a classic button's title.
    open private(set) var titleLabel: UILabel? = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        return label
    }()
    open private(set) var imageView: UIImageView? = UIImageView()

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }
    /// A button of this class made by its class value (`Button(type:)` for `Button: UIButton`),
    /// as `init(type:)` makes one: by the class's `init()` (`_layouttyMake(frame:)`), of `type`.
    /// Service to the preview's port, hidden from UIKit's users.
    @_spi(LayouttyPort) public class func _layouttyMake(type: ButtonType) -> UIButton {
        let made = _layouttyMake(frame: nil) as? UIButton ?? UIButton()
        made.buttonType = type
        return made
    }
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
    }
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setTitle(title?.string, for: state)
    }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {}
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var state: State { isEnabled ? (isSelected ? .selected : .normal) : .disabled }
    open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuration.size() }
        let font = titleLabel?.font ?? .systemFont(ofSize: 15)
        let title = font.size(of: currentTitle ?? "", within: nil, lines: 1)
        let image = currentImage?.size ?? .zero
        let insets = contentEdgeInsets
        return CGSize(
            width: title.width + image.width + insets.left + insets.right,
            height: max(30, max(title.height, image.height) + 12) + insets.top + insets.bottom)
    }

    override var shownText: String? {
        [currentTitle, configuration?.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// A button's look and content (iOS 15's configurations): its title, subtitle and image
    /// size the button; colours and corner style are kept, not drawn.
    public struct Configuration: Sendable {
        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public var titleAlignment = TitleAlignment.automatic
        public var title: String?
        /// The button's background (its colour, corners and stroke): kept.
        public var background = UIBackgroundConfiguration.clear()
        public var subtitle: String?
        public var attributedTitle: AttributedString? {
            get { title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) } }
        }
        nonisolated(unsafe) public var image: UIImage?
        /// The symbol's point size and weight for `image`: kept (the image is its name here).
        nonisolated(unsafe) public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        nonisolated(unsafe) public var baseForegroundColor: UIColor?
        nonisolated(unsafe) public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var showsActivityIndicator = false
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail

        public init() {}
        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
        // iOS 26's Liquid Glass styles: drawn as the others are, as a title and an image.
        public static func glass() -> Configuration { Configuration() }
        public static func prominentGlass() -> Configuration { Configuration() }
        public static func clearGlass() -> Configuration { Configuration() }
        public static func prominentClearGlass() -> Configuration { Configuration() }

        /// Its content's size inside its insets: the title at 17 points, the subtitle at 15 on a
        /// line below it, the image beside them.
        func size() -> CGSize {
            let title = UIFont.systemFont(ofSize: 17).size(of: self.title ?? "", within: nil, lines: 1)
            let subtitle = UIFont.systemFont(ofSize: 15).size(of: self.subtitle ?? "", within: nil, lines: 1)
            let image = self.image?.size ?? .zero
            let text = CGSize(width: max(title.width, subtitle.width), height: title.height + subtitle.height)
            let gap = image.width > 0 && text.width > 0 ? imagePadding : 0
            return CGSize(
                width: text.width + image.width + gap + contentInsets.leading + contentInsets.trailing,
                height: max(text.height, image.height) + contentInsets.top + contentInsets.bottom)
        }
    }
}
