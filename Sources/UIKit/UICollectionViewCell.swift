import CollectionLayout
import Foundation

/// UIKit's reusable view: what a layout registers for its decoration views
/// (`register(_:forDecorationViewOfKind:)`) and a file declares beside it. The previewer draws
/// every element as a box, so it keeps what such a class sets without drawing it.
///
/// ```swift
/// final class SectionBackground: UICollectionReusableView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemGray6
///         layer.cornerRadius = 12
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    /// The collection view and item it was dequeued for (`indexPath(for:)` answers it).
    var dequeued: (view: ObjectIdentifier, indexPath: IndexPath)?
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// How a registration makes a view of its class (UIKit does it with `init(frame:)` through
    /// the Objective-C runtime; Swift makes a class from its metatype only by a required
    /// initializer): a subclass that overrides `init(frame:)` and `init(coder:)`, or declares no
    /// initializer, inherits it. Service to the preview's port, hidden from UIKit's users.
    @_spi(LayouttyPort) public required convenience init(_layouttyDequeued: Void) { self.init(frame: .zero) }

    open func prepareForReuse() {}

    /// What the previewer draws in the view's box: the texts of its labels, in the order they
    /// were added (depth first), joined by ` · `; with none, the first accessibility label in
    /// it (a cell of an image says what the image is, as VoiceOver reads it: an icon picker's
    /// "red"); nil when it has neither.
    package var shownContent: String? { Self.joinedText(of: self) }

    /// The texts in `view` (each on one line, as a cell's is drawn), else the first
    /// accessibility label of `owner` (a cell around its content view) or of the views in it.
    static func joinedText(of view: UIView, in owner: UIView? = nil) -> String? {
        let tree = AutoLayoutPass.tree(of: view)
        let texts = tree.compactMap { $0.shownText?.withoutAttachments.onOneLine }.filter { !$0.isEmpty }
        guard texts.isEmpty else { return texts.joined(separator: " · ") }
        return ([owner].compactMap { $0 } + tree).lazy.compactMap(\.accessibilityLabel).first { !$0.isEmpty }
    }
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// UIKit's self-sizing: a view laid out by constraints is as tall as they make it at the
    /// width the layout gives (`systemLayoutSizeFitting`, the width required, the height at
    /// fitting priority); any other keeps the layout's size.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        guard AutoLayoutPass.tree(of: self).contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else {
            return layoutAttributes
        }
        let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        fitted.size.height =
            systemLayoutSizeFitting(
                layoutAttributes.size, withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        return fitted
    }
}

/// UIKit's cell, for files that declare theirs beside the layout.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where a cell's subviews go: it follows the cell's size.
    public let contentView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptContentView()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptContentView()
    }
    private func adoptContentView() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A list content configuration's text, else the labels of the content view.
    override package var shownContent: String? {
        (contentConfiguration as? UIListContentConfiguration)?.label ?? Self.joinedText(of: contentView, in: self)
    }
    open var isSelected = false
    open var isHighlighted = false
    /// What the cell shows: a list content configuration's text is the cell's label in the previewer.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { showContentConfiguration() }
    }
    /// The view the content configuration made, in the content view (a list configuration's
    /// text is read from the configuration itself).
    private var configuredView: (UIView & UIContentView)?

    /// As UIKit: a view that supports the configuration takes it, else a new one replaces it,
    /// as big as the content view.
    private func showContentConfiguration() {
        guard let configuration = contentConfiguration, !(configuration is UIListContentConfiguration) else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            return
        }
        if let view = configuredView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        configuredView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        configuredView = view
    }

    /// The cell's state for its configuration (nothing is selected or highlighted here).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        (state.isSelected, state.isHighlighted) = (isSelected, isHighlighted)
        return state
    }
    /// Called with the cell and its state before it is shown, as UIKit does.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    /// UIKit calls it before the cell is shown: a subclass sets its configuration from the state.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Whether the content configuration is updated for the cell's state before it is shown.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// What UIKit does before showing a configured cell: its configuration updated for its state
    /// (set again, so that the view showing it takes it), then the cell's own updates.
    package func updateConfigurationForShowing() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
    /// Kept, not drawn.
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open func setNeedsUpdateConfiguration() {}
    open var backgroundConfiguration: UIBackgroundConfiguration?
}

extension String {
    /// The text without the character standing for an attachment (U+FFFC, where iOS draws an
    /// attachment's image, which a terminal cannot: it showed as `￼`).
    var withoutAttachments: String {
        contains("\u{FFFC}") ? replacingOccurrences(of: "\u{FFFC}", with: "") : self
    }

    /// The text on one line: its line breaks and tabs, which a terminal cell's one line drew as
    /// nothing (`vaultsOpen-source`), a space each run.
    var onOneLine: String {
        guard contains(where: { $0.isNewline || $0 == "\t" }) else { return self }
        return split(whereSeparator: { $0.isNewline || $0 == "\t" || $0 == " " }).joined(separator: " ")
    }
}
