import Foundation

/// A progress bar: its progress (0 to 1) drawn as ten marks, filled to its share (`▰▰▰▱▱▱▱▱▱▱`).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle = Style.default
    /// Kept between 0 and 1, as UIKit keeps it.
    open var progress: Float = 0 {
        didSet { progress = progress.isFinite ? min(max(progress, 0), 1) : 0 }
    }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var observedProgress: Progress?

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    override var shownText: String? {
        let filled = Int((progress * 10).rounded())
        return String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled)
    }
}
