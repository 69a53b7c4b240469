import Foundation

/// Images of one picture for different traits (UIImageAsset.h): a light and a dark variant an
/// app registers itself (DuckDuckGo's unread tab badge). Asked for traits, the image registered
/// for the same interface style, else the first registered; an empty image when none is.
open class UIImageAsset: NSObject {
    private var images: [(style: UIUserInterfaceStyle, image: UIImage)] = []

    public override init() { super.init() }

    /// Keeps `image` for the style of `traitCollection`, in place of one kept for it before.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        unregisterImage(with: traitCollection)
        images.append((traitCollection.userInterfaceStyle, image))
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        images.removeAll { $0.style == traitCollection.userInterfaceStyle }
    }

    open func image(with traitCollection: UITraitCollection) -> UIImage {
        images.first { $0.style == traitCollection.userInterfaceStyle }?.image ?? images.first?.image ?? UIImage()
    }
}
