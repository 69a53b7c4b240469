import CollectionLayout
import Foundation

/// Core Graphics' image of a `UIImage` (`image.cgImage`): its size in pixels — the image's size
/// in points at scale 1, as nothing here is drawn at another — and the image it shows.
open class CGImage: NSObject {
    public let image: UIImage
    public let width: Int
    public let height: Int

    init(_ image: UIImage) {
        self.image = image
        width = Int(saturating: image.size.width)
        height = Int(saturating: image.size.height)
        super.init()
    }
}
