import Foundation

/// UIKit's section header or footer of a table: its text label or content configuration.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    /// Read-only, as UIKit declares it (a subclass may override it with a subclass's type).
    open var textLabel: UILabel? { headerTextLabel }
    private lazy var headerTextLabel: UILabel? = {
        let label = UILabel()
        contentView.addSubview(label)
        return label
    }()
    open var contentConfiguration: UIContentConfiguration?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// The view behind the content, as a cell's.
    open var backgroundView: UIView?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }
    public convenience override init(frame: CGRect) { self.init(reuseIdentifier: nil) }
    @_spi(LayouttyPort) public required convenience init(_layouttyDequeued identifier: String) {
        self.init(reuseIdentifier: identifier)
    }
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
    open func prepareForReuse() {}

    /// What the header shows: its configuration's text, else its labels'.
    var shownTitle: String? {
        (contentConfiguration as? UIListContentConfiguration)?.label
            ?? UICollectionReusableView.joinedText(of: contentView)
    }
}
