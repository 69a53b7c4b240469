import Foundation

/// Core Graphics' image (CGImage.h): its size in pixels. Nothing is decoded or drawn here; an
/// image made from a `UIImage` (`image.cgImage`) keeps it, so `UIImage(cgImage:)` gives it back.
open class CGImage: NSObject {
    public let width: Int
    public let height: Int
    /// What it was made from: a UIKit image, which UIKit reads back.
    package let source: AnyObject?

    package init(width: Int, height: Int, source: AnyObject? = nil) {
        (self.width, self.height, self.source) = (max(0, width), max(0, height), source)
        super.init()
    }
}
