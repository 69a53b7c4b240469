import Foundation

/// A view showing an effect behind its content (UIVisualEffectView.h): its content goes in
/// `contentView`, which fills it, as in UIKit; the effect is kept, not drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    /// Where subviews go; it fills the effect view.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    /// With no effect, as `UIVisualEffectView()` makes it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
