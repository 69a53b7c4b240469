import Foundation

/// UIKit's image renderer (UIGraphicsImageRenderer.h): what code drawing an image of its own
/// (a badge, a placeholder, a snapshot) uses. The actions run with a context that keeps its
/// state and draws nothing (`CGContext`); the image made is blank, of the renderer's size.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        run(actions)
        return UIImage(rendered: bounds.size)
    }
    /// No image is encoded here: an empty file (as a renderer whose encoding failed gives).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        run(actions)
        return Data()
    }
    /// The actions with their context current, as UIKit's renderer makes it: what they draw
    /// through `UIGraphicsGetCurrentContext()` (`UIColor.setFill()`, `UIRectFill`) goes there.
    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) {
        let context = UIGraphicsImageRendererContext(bounds: bounds, format: format)
        UIGraphicsPushContext(context.cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
    }
    open func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
        -> Data
    { pngData(actions: actions) }
}

/// How an image renderer makes its images: kept.
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = 1
    open var opaque = false
    open var preferredRange = Range.automatic
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended, standard
    }
    public override init() { super.init() }
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's actions draw with.
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    public let cgContext: CGContext
    /// A blank image of what was drawn so far.
    open var currentImage: UIImage { UIImage(rendered: cgContext.size) }

    init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        cgContext = CGContext(size: bounds.size)
        super.init()
    }
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
