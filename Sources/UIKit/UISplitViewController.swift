import Foundation

/// A list beside its detail (UISplitViewController.h). Its columns are its children. On a
/// compact width (a phone) it is collapsed, showing the column UIKit shows when collapsing —
/// the secondary, unless its delegate keeps the primary on top — and the preview shows that
/// screen; on a regular width, where UIKit shows the columns side by side, the preview shows
/// the secondary.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
        case twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }
    public enum PrimaryEdge: Int, Sendable {
        case leading, trailing
    }
    public enum BackgroundStyle: Int, Sendable {
        case none, sidebar
    }

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode = DisplayMode.automatic
    open var preferredSplitBehavior = SplitBehavior.automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var primaryEdge = PrimaryEdge.leading
    open var primaryBackgroundStyle = BackgroundStyle.none
    public static let automaticDimension: CGFloat = -1

    /// Collapsed on a compact width (a phone), as UIKit collapses it.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : .oneBesideSecondary }

    /// The primary column, then the secondary (UIKit's classic two).
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            let named: [Column] = newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(named, newValue) { setViewController(controller, for: column) }
        }
    }
    private var columns: [Column: UIViewController] = [:]

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init() { self.init(style: .unspecified) }
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        if let old = columns[column] {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        columns[column] = viewController
        if let viewController { addChild(viewController) }
    }
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// The column shown (see the class): what the preview shows of the split.
    package var shownColumn: UIViewController? {
        guard let primary = columns[.primary], let secondary = columns[.secondary] else {
            return columns[.secondary] ?? columns[.primary]
        }
        guard isCollapsed else { return secondary }
        if style != .unspecified {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            return columns[top ?? .secondary] ?? secondary
        }
        return delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
            ? primary : secondary
    }
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}
    /// Shows `viewController` as the secondary column (UIKit's detail).
    open override func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        setViewController(viewController, for: .secondary)
    }
}

/// What a split view controller asks its delegate (all optional on iOS): kept; it neither
/// collapses nor expands while the preview runs.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn:
            UISplitViewController.Column
    ) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn:
            UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
}
