import CollectionLayout
import Foundation

/// A rectangle that takes part in Auto Layout without being a view: one the code adds
/// (`addLayoutGuide`), or a view's safe area, margins and readable content, or a scroll view's
/// content and frame.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Set by `addLayoutGuide(_:)` and cleared by `removeLayoutGuide(_:)`, as UIKit does; settable,
    /// as UIKit declares it (a subclass observes it to learn its view).
    open weak var owningView: UIView?
    open var identifier = ""
    /// Where it is, in its owning view's coordinates: a system guide's as the view's bounds and
    /// insets make it now, laid out or not, as UIKit answers (PinLayout reads a readable-content
    /// guide made a moment before); any other where the last layout pass put it.
    open internal(set) var layoutFrame: CGRect {
        get { system.flatMap { owningView?.frame(ofSystemGuide: $0) } ?? solvedFrame }
        set { solvedFrame = newValue }
    }
    private var solvedFrame = CGRect.zero
    /// Which of the owning view's insets a system guide keeps to (nil: one the code added).
    let system: SystemGuide?

    enum SystemGuide { case safeArea, margins, readableContent, scrollContent, scrollFrame, keyboard }

    /// The widest a readable content guide is, in points (UIKit's at the default text size).
    static let readableContentWidth: CGFloat = 672

    public override init() {
        system = nil
        super.init()
    }
    init(system: SystemGuide, owner: UIView) {
        self.system = system
        owningView = owner
        super.init()
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// What a controller's `topLayoutGuide` and `bottomLayoutGuide` are (iOS 7's bars' guides).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A bar's guide: a layout guide, its length its height. Only these answer `UILayoutSupport`,
/// as on iOS: a layout guide the code adds does not (a DSL overloading a function for both
/// found a call with a guide ambiguous: AnchorKit's `layoutAnchor(for:)`).
final class _UILayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}
