import Foundation

/// UIKit's image view: its image's size is its intrinsic size; the previewer draws boxes, not
/// images.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var highlightedImage: UIImage?
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
