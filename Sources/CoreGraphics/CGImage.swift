import Foundation

/// Core Graphics' image (CGImage.h): its size in pixels and its pixels' format — 8-bit RGBA
/// unless a bitmap context made it otherwise, as a decoded photo is on iOS (image caches weigh
/// an image by `bytesPerRow × height`). Nothing is decoded or drawn here; an image made from a
/// `UIImage` (`image.cgImage`) keeps it, so `UIImage(cgImage:)` gives it back.
open class CGImage: NSObject {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    /// What it was made from: a UIKit image, which UIKit reads back.
    package let source: AnyObject?

    package init(
        width: Int, height: Int, source: AnyObject? = nil, bitsPerComponent: Int = 8, bitsPerPixel: Int = 32,
        bitmapInfo: CGBitmapInfo = CGBitmapInfo(alpha: .premultipliedLast),
        colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()
    ) {
        (self.width, self.height, self.source) = (max(0, width), max(0, height), source)
        (self.bitsPerComponent, self.bitsPerPixel, self.bitmapInfo, self.colorSpace) =
            (bitsPerComponent, bitsPerPixel, bitmapInfo, colorSpace)
        super.init()
    }

    /// A row's bytes, unpadded.
    public var bytesPerRow: Int { width.multipliedReportingOverflow(by: max(bitsPerPixel / 8, 1)).partialValue }
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.intersection(.alphaInfoMask).rawValue) ?? .none
    }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }
    public var utType: CFString? { nil }

    /// The part of the image inside `rect` (in pixels), as an image of that size; nil when none
    /// of it is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let inside = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !inside.isNull, !inside.isEmpty else { return nil }
        return CGImage(
            width: Int(saturating: inside.width), height: Int(saturating: inside.height),
            bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo,
            colorSpace: colorSpace)
    }

    public func copy(colorSpace: CGColorSpace) -> CGImage? {
        CGImage(
            width: width, height: height, source: source, bitsPerComponent: bitsPerComponent,
            bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo, colorSpace: colorSpace)
    }
}
