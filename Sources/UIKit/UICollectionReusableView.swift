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
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// How a registration makes a view of its class (UIKit does it with `init(frame:)`): a
    /// subclass that overrides `init(frame:)` and `init(coder:)`, or declares no initializer,
    /// inherits it.
    public required convenience init(_layouttyDequeued: Void) { self.init(frame: .zero) }

    open func prepareForReuse() {}

    /// What the previewer draws in the view's box: the texts of its labels, in the order they
    /// were added (depth first), joined by ` · `; nil when it has none.
    var shownContent: String? { Self.joinedText(of: self) }

    static func joinedText(of view: UIView) -> String? {
        let texts = AutoLayoutPass.tree(of: view).compactMap(\.shownText).filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: " · ")
    }
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// UIKit's self-sizing: a view laid out by constraints is as tall as they make it at the
    /// width the layout gives (`systemLayoutSizeFitting`, the width required, the height at
    /// fitting priority); any other keeps the layout's size.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard AutoLayoutPass.tree(of: self).contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else {
            return layoutAttributes
        }
        let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        fitted.size.height =
            systemLayoutSizeFitting(
                layoutAttributes.size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        return fitted
    }
}

/// UIKit's cell, for files that declare theirs beside the layout.
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
    override var shownContent: String? {
        (contentConfiguration as? UIListContentConfiguration)?.label ?? Self.joinedText(of: contentView)
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
    func updateConfigurationForShowing() {
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

/// UIKit's list cell: its default content configuration is a list cell's.
open class UICollectionViewListCell: UICollectionViewCell {
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// Kept: the previewer does not swipe.
    open var leadingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    open var trailingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0

    /// The text with the accessories' marks on the sides iOS puts them: `Inbox ›`, `Done ✓`.
    override var shownContent: String? {
        let shown = accessories.filter(\.isShown)
        guard !shown.isEmpty else { return super.shownContent }
        let leading = shown.filter(\.isLeading).compactMap(\.mark)
        let trailing = shown.filter { !$0.isLeading }.compactMap(\.mark)
        return (leading + [super.shownContent ?? ""] + trailing).filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// Core Animation's layer, as far as views in layout files set it.
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var zPosition: CGFloat = 0
    open var opacity: Float = 1
    open var shadowColor: CGColor?
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowOpacity: Float = 0
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve = CALayerCornerCurve.circular
    open var isHidden = false
}

/// Which corners a layer rounds: kept, not drawn.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public enum CALayerCornerCurve: Sendable {
    case circular, continuous
}

/// Core Graphics's colour, which layers take: UIKit's colour here (`cgColor` gives it).
public typealias CGColor = UIColor

// Core Graphics's C functions, which older layout files call.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
public func CGRectIntersectsRect(_ a: CGRect, _ b: CGRect) -> Bool { a.intersects(b) }
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
