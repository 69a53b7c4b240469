import Foundation

/// A spinner: drawn as `…` while it animates (hidden when stopped, as UIKit hides it by default).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium, large, white, whiteLarge, gray
    }

    open var style: Style
    /// Null-resettable (`UIColor!`): the colour set, else the style's grey.
    open var color: UIColor! {
        get { ownColor ?? .systemGray }
        set { ownColor = newValue }
    }
    private var ownColor: UIColor?
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    override var shownText: String? { isAnimating || !hidesWhenStopped ? "…" : "" }
}
