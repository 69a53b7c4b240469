// Core Image as an app's screens call it: a QR code made for a share sheet, a photo blurred
// behind a card, a thumbnail filtered. No image is processed here (the previewer draws no
// pixels): a filter keeps its parameters and answers an empty image, a context renders none.
@_exported import CoreGraphics
@_exported import Foundation
import UIKit

/// An image recipe: here, empty (`extent` zero) whatever made it.
open class CIImage: NSObject, @unchecked Sendable {
    public let extent: CGRect

    public init(extent: CGRect = .zero) { self.extent = extent }
    public convenience init(cgImage: CGImage) { self.init() }
    public convenience init?(image: UIImage) { self.init() }
    public convenience init?(contentsOf url: URL) { self.init() }
    public convenience init?(data: Data) { self.init() }
    public convenience init(color: CIColor) { self.init(extent: .infinite) }

    public static var empty: CIImage { CIImage() }
    open func transformed(by matrix: CGAffineTransform) -> CIImage { CIImage(extent: extent.applying(matrix)) }
    open func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
    open func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage { self }
    open func applyingFilter(_ filterName: String, parameters: [String: Any] = [:]) -> CIImage { self }
    open func applyingGaussianBlur(sigma: Double) -> CIImage { self }
    open func composited(over dest: CIImage) -> CIImage { CIImage(extent: extent.union(dest.extent)) }
    open func clampedToExtent() -> CIImage { CIImage(extent: .infinite) }
}

/// The orientation of an image's pixels (ImageIO's, as Core Image takes it).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1
    case upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

/// A colour as Core Image takes one.
open class CIColor: NSObject, @unchecked Sendable {
    public let red, green, blue, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    public convenience init(color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A vector parameter of a filter (a centre, a direction).
open class CIVector: NSObject, @unchecked Sendable {
    public let values: [CGFloat]
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    public convenience init(cgPoint point: CGPoint) { self.init(x: point.x, y: point.y) }
    public var x: CGFloat { values.first ?? 0 }
    public var y: CGFloat { values.count > 1 ? values[1] : 0 }
}

/// A filter by name: keeps the values it is set; its output is an empty image of its input's
/// extent.
open class CIFilter: NSObject, _LayouttyKeyValueStore, @unchecked Sendable {
    public let name: String
    /// The values set, by key (`setValue(_:forKey:)`, key-value coding's).
    public var _layouttyStoredValues: [String: Any] = [:]

    public init?(name: String) { self.name = name }
    public init?(name: String, parameters params: [String: Any]?) {
        self.name = name
        _layouttyStoredValues = params ?? [:]
    }
    init(builtIn name: String) { self.name = name }

    /// The keys set on it (iOS lists the filter's declared inputs; no catalogue of filters is
    /// kept here).
    open var inputKeys: [String] { _layouttyStoredValues.keys.sorted() }
    open var outputKeys: [String] { [kCIOutputImageKey] }
    open func setDefaults() {}
    open var outputImage: CIImage? {
        CIImage(extent: (_layouttyStoredValues[kCIInputImageKey] as? CIImage)?.extent ?? .zero)
    }

    open class func filterNames(inCategory category: String?) -> [String] { [] }
}

public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputColorKey = "inputColor"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCICategoryBuiltIn = "CICategoryBuiltIn"

/// Renders images: none here (no pixels are drawn), so a rendered image is nil.
open class CIContext: NSObject, @unchecked Sendable {
    public init(options: [CIContextOption: Any]? = nil) {}
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
    open func pngRepresentation(
        of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? { nil }
}

public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
}

public struct CIImageRepresentationOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let RGBA8 = CIFormat(rawValue: 24)
}

// The typed filters of `import CoreImage.CIFilterBuiltins` (Apple's submodule; the whole module
// here): the ones screens make, each a `CIFilter` keeping its properties.
public protocol CIQRCodeGenerator: CIFilter {
    var message: Data { get set }
    var correctionLevel: String { get set }
}

public protocol CIGaussianBlur: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

public protocol CIColorControls: CIFilter {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

final class BuiltInFilter: CIFilter, CIQRCodeGenerator, CIGaussianBlur, CIColorControls, @unchecked Sendable {
    var message = Data()
    var correctionLevel = "M"
    var inputImage: CIImage? {
        get { _layouttyStoredValues[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var radius: Float = 10
    var saturation: Float = 1
    var brightness: Float = 0
    var contrast: Float = 1
}

extension CIFilter {
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltInFilter(builtIn: "CIQRCodeGenerator") }
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltInFilter(builtIn: "CIGaussianBlur") }
    public static func colorControls() -> CIFilter & CIColorControls { BuiltInFilter(builtIn: "CIColorControls") }
}

extension UIImage {
    /// An image of a Core Image recipe: empty here, as every recipe is.
    public convenience init(ciImage: CIImage) { self.init() }
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) { self.init() }
}
