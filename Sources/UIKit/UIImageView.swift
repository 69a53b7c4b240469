import Foundation

/// UIKit's image view: its image's size is its intrinsic size; the previewer draws boxes, not
/// images.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var highlightedImage: UIImage?
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// A flip-book animation's frames and timing: kept; `startAnimating()` marks it running and
    /// the image shown stays `image` (nothing moves here).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { isAnimating = false }
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
