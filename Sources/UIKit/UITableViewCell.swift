import Foundation

/// UIKit's table row: its style's labels (`textLabel`, `detailTextLabel`) and image view in its
/// content view, or a content configuration, and an accessory. A table view shows it in its row,
/// drawn as its text with the accessory's mark (`Wi-Fi  On ›`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// What a cell is showing beside its content: its delete confirmation, its editing controls.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// Not public: UIKit's cell keeps its style to itself, and apps' cells declare their own
    /// `style` (a theme's).
    let cellStyle: CellStyle
    public let reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    open var accessoryType = AccessoryType.none
    open var editingAccessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var selectionStyle = SelectionStyle.default
    open var separatorInset = UIEdgeInsets.zero
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    /// Kept, not drawn.
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// The table and row whose data source made this cell last (`UITableView.indexPath(for:)`).
    var madeFor: (table: ObjectIdentifier, indexPath: IndexPath)?

    public init(style: CellStyle, reuseIdentifier: String?) {
        (self.cellStyle, self.reuseIdentifier) = (style, reuseIdentifier)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        adoptContentView()
    }
    /// From a nib: its style and identifier, and the style's labels and image view the nib's
    /// content view holds (`textLabel="…"`), which code then sets as it would UIKit's.
    public required init?(coder: NSCoder) {
        let element = (coder as? InterfaceBuilderCoder)?.element
        (cellStyle, reuseIdentifier) = (IBProperties.cellStyle(element?["style"]), element?["reuseIdentifier"])
        super.init(coder: coder)
        adoptContentView()
        guard let nib = coder as? InterfaceBuilderCoder else { return }
        let object = { (key: String) in nib.element[key].flatMap { nib.loading.objects[$0] } }
        if let label = object("textLabel") as? UILabel { styleTextLabel = label }
        if let label = object("detailTextLabel") as? UILabel { styleDetailTextLabel = label }
        if let image = object("imageView") as? UIImageView { styleImageView = image }
    }
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    /// How a table view makes a registered class (Swift makes a class from its metatype only by
    /// a required initializer): a subclass overriding `init(style:reuseIdentifier:)` and
    /// `init(coder:)`, or declaring no initializer, inherits it. Service to the preview's port.
    @_spi(LayouttyPort) public required convenience init(_layouttyDequeued identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func adoptContentView() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The style's labels and image view, made on first use in the content view, as UIKit's.
    /// Read-only, as UIKit declares them: a subclass may override one with a subclass of its
    /// type (Sileo's `override var imageView: PackageIconView?`), which a settable property
    /// refuses ("cannot override mutable property … with covariant type").
    open var textLabel: UILabel? { styleTextLabel }
    open var detailTextLabel: UILabel? { styleDetailTextLabel }
    open var imageView: UIImageView? { styleImageView }
    private lazy var styleTextLabel: UILabel? = made(UILabel())
    private lazy var styleDetailTextLabel: UILabel? = cellStyle == .default ? nil : made(UILabel())
    private lazy var styleImageView: UIImageView? = made(UIImageView())
    private func made<View: UIView>(_ view: View) -> View {
        contentView.addSubview(view)
        return view
    }

    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredView?.removeFromSuperview()
            configuredView = nil
            guard let configuration = contentConfiguration, !(configuration is UIListContentConfiguration) else {
                return
            }
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            contentView.addSubview(view)
            configuredView = view
        }
    }
    private var configuredView: UIView?
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Told before and after the cell enters or leaves a state of `StateMask` (a swipe's delete
    /// confirmation, the table's editing): nothing here swipes, so never called.
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}

    /// What its row shows: the list configuration's text, else its labels' (` · ` between), with
    /// the accessory's mark.
    var rowText: String? {
        let text =
            (contentConfiguration as? UIListContentConfiguration)?.label
            ?? UICollectionReusableView.joinedText(of: contentView)
        let mark: String? =
            switch isEditing ? editingAccessoryType : accessoryType {
            case .none: nil
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton: "ⓘ"
            case .detailDisclosureButton: "ⓘ ›"
            }
        let parts = [text, mark].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
