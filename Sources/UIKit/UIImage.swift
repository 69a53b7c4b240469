import CollectionLayout
import Foundation

/// UIKit's image, as far as layout files name one (a swipe action's, a decoration's): the
/// previewer draws boxes, so an image is only its name.
open class UIImage: NSObject {
    public let name: String
    /// A symbol's size at the body font's size (about 20 points); an image of the app's assets
    /// is unknown here, and has no size.
    open var size: CGSize
    /// The asset holding this image's variants for other traits (a dark one an app registers):
    /// made on first use, holding this image for the current traits.
    open var imageAsset: UIImageAsset? {
        if let asset { return asset }
        let made = UIImageAsset()
        made.register(self, with: .current)
        asset = made
        return made
    }
    private var asset: UIImageAsset?

    public init?(systemName: String) {
        name = systemName
        size = CGSize(width: 20, height: 20)
        super.init()
    }

    /// An empty image, as a stub returns (no name, no size).
    public override init() {
        name = ""
        size = .zero
        super.init()
    }

    public init?(named: String) {
        name = named
        size = .zero
        super.init()
    }

    /// `#imageLiteral(resourceName: "logo")`: the image of that name, as the literal makes it
    /// on iOS (`init?(named:)` finds every name here).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(named: name)!
    }

    /// The named image of `bundle`'s assets, as `init?(named:)` makes it (the name is all an
    /// image is here; the bundle and traits choose nothing).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }
    /// The asset a generated symbol names (`UIImage(resource: .videoPlay)`), as `init?(named:)`
    /// makes it: on iOS the resource's asset always exists.
    public convenience init(resource: ImageResource) {
        self.init(named: resource.name)!
    }

    /// An image decoded from `data` (a download, a file): nil for no bytes, as UIKit answers for
    /// data it cannot decode; a PNG's, GIF's or JPEG's size is read from its header, any other
    /// image's is unknown.
    public init?(data: Data, scale: CGFloat = 1) {
        guard !data.isEmpty else { return nil }
        name = "(data)"
        size = Self.pixelSize(of: data).map { CGSize(width: $0.width / scale, height: $0.height / scale) } ?? .zero
        self.scale = scale
        super.init()
    }

    /// A blank image of `size`, as drawing here makes one (`UIGraphicsImageRenderer`).
    init(rendered size: CGSize) {
        name = "(rendered)"
        self.size = size
        super.init()
    }

    /// The image of a Core Graphics image: the one it was made from, at scale 1, upright.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// The image of a Core Graphics image at `scale` pixels a point, turned as `orientation`
    /// says: its size is in points, across and down as shown (a photo turned left or right has
    /// its pixels' width as its height), as UIKit gives it.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        name = (cgImage.source as? UIImage)?.name ?? "(rendered)"
        let (across, down) = (CGFloat(cgImage.width) / scale, CGFloat(cgImage.height) / scale)
        size = orientation.isTurned ? CGSize(width: down, height: across) : CGSize(width: across, height: down)
        self.scale = scale
        imageOrientation = orientation
        super.init()
    }

    /// The same image drawn over a tint as `renderingMode` says (`withRenderingMode(_:)`).
    private init(_ image: UIImage, renderingMode: RenderingMode) {
        (name, size, scale, imageOrientation) = (image.name, image.size, image.scale, image.imageOrientation)
        self.renderingMode = renderingMode
        super.init()
    }

    /// Pixels a point: 1 unless the image was made at another scale.
    open private(set) var scale: CGFloat = 1
    /// Whether the image is drawn as made or as a template of the tint: `.automatic` unless
    /// made with another (Tinode's icons keep theirs through a redraw, `withRenderingMode(
    /// self.renderingMode)`; without it the icon stood in as nil and its screen trapped).
    open private(set) var renderingMode = RenderingMode.automatic
    /// How the image's pixels are turned to be shown: upright unless made otherwise.
    open private(set) var imageOrientation = Orientation.up

    /// How an image's pixels are turned to be shown, UIKit's raw values.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the pixels' rows are shown as columns.
        var isTurned: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }
    /// Core Graphics' image of it, which a layer's `contents` takes: its size in points as
    /// pixels (nothing here is drawn at another scale), and itself.
    open var cgImage: CGImage? {
        CGImage(width: Int(saturating: size.width), height: Int(saturating: size.height), source: self)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The width and height in pixels an image's header gives: a PNG's IHDR chunk (bytes 16–23,
    /// big-endian), a GIF's screen (bytes 6–9, little-endian), a JPEG's frame (its first
    /// start-of-frame segment); nil for any other bytes.
    private static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        let big = { (at: Int) in Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        if bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGSize(width: big(16) << 16 | big(18), height: big(20) << 16 | big(22))
        }
        if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
            return CGSize(width: Int(bytes[7]) << 8 | Int(bytes[6]), height: Int(bytes[9]) << 8 | Int(bytes[8]))
        }
        return jpegSize(of: data)
    }

    /// A JPEG's size: the segments are walked by their lengths to the first start of frame
    /// (markers C0–CF but C4, C8 and CC, which are tables), whose bytes 5–8 are the height and
    /// width, big-endian.
    private static func jpegSize(of data: Data) -> CGSize? {
        guard data.starts(with: [0xFF, 0xD8]) else { return nil }
        // Read in place (a photo is megabytes; only its first segments are read).
        let byte = { (at: Int) in data[data.startIndex + at] }
        let big = { (at: Int) in Int(byte(at)) << 8 | Int(byte(at + 1)) }
        var at = 2
        while at + 9 < data.count, byte(at) == 0xFF {
            let marker = byte(at + 1)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return CGSize(width: big(at + 7), height: big(at + 5))
            }
            at += 2 + big(at + 2)
        }
        return nil
    }

    public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: systemName)
    }

    /// The image encoded as PNG or JPEG (UIImage.h's `UIImagePNGRepresentation`): nil, as UIKit
    /// answers for an image with no bitmap — an image here is its name and size, never pixels.
    open func pngData() -> Data? { nil }
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    /// Drawing into the current context (a thumbnail resized by redrawing): nothing is drawn
    /// here, as no context keeps pixels.
    open func draw(at point: CGPoint) {}
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    open func draw(in rect: CGRect) {}
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    open func drawAsPattern(in rect: CGRect) {}
    /// The format a renderer redrawing this image at its own scale uses.
    open var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    /// The image with `configuration` applied: the same image, as symbols are drawn by name here.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withRenderingMode(renderingMode)
    }
    /// This image with `renderingMode`: itself when it has that mode, else a copy with it, as
    /// UIKit's images never change.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        renderingMode == self.renderingMode ? self : UIImage(self, renderingMode: renderingMode)
    }
    /// Images are drawn as a mark, the same either way: the same image.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    open func withHorizontallyFlippedOrientation() -> UIImage { self }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
    /// An image's configuration (UIImageConfiguration.h): its traits.
    open class Configuration: NSObject {
        open internal(set) var traitCollection: UITraitCollection?

        required override public init() { super.init() }

        /// This configuration with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copied()
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with what `otherConfiguration` specifies laid over it.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = copied()
            if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        /// A copy of the same class holding the same values.
        func copied() -> Self {
            let copy = Self.init()
            copy.traitCollection = traitCollection
            return copy
        }
    }

    /// A symbol's configuration (UIImage.SymbolConfiguration in UIImageConfiguration.h): its
    /// point size, weight, scale, text style, font and colours, kept and compared by value as
    /// UIKit's are; symbols are drawn by name here, so none of it changes what is drawn.
    open class SymbolConfiguration: Configuration {
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }
        public enum Scale: Int, Sendable {
            case `default` = -1
            case unspecified, small, medium, large
        }

        private(set) var pointSize: CGFloat = 0
        private(set) var weight = Weight.unspecified
        private(set) var scale = Scale.unspecified
        private(set) var textStyle: UIFont.TextStyle?
        private(set) var font: UIFont?
        private(set) var colors: [UIColor] = []
        private(set) var rendering = ""

        required public override init() { super.init() }
        /// A configuration specifying nothing.
        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }
        public convenience init(scale: Scale) { self.init(set: { $0.scale = scale }) }
        public convenience init(pointSize: CGFloat) { self.init(set: { $0.pointSize = pointSize }) }
        public convenience init(pointSize: CGFloat, weight: Weight) {
            self.init(set: { ($0.pointSize, $0.weight) = (pointSize, weight) })
        }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(set: { ($0.pointSize, $0.weight, $0.scale) = (pointSize, weight, scale) })
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(set: { $0.textStyle = textStyle }) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(set: { ($0.textStyle, $0.scale) = (textStyle, scale) })
        }
        public convenience init(weight: Weight) { self.init(set: { $0.weight = weight }) }
        public convenience init(font: UIFont) { self.init(set: { $0.font = font }) }
        public convenience init(font: UIFont, scale: Scale) { self.init(set: { ($0.font, $0.scale) = (font, scale) }) }
        public convenience init(hierarchicalColor: UIColor) {
            self.init(set: { ($0.colors, $0.rendering) = ([hierarchicalColor], "hierarchical") })
        }
        public convenience init(paletteColors: [UIColor]) {
            self.init(set: { ($0.colors, $0.rendering) = (paletteColors, "palette") })
        }
        open class func preferringMulticolor() -> Self { Self().changed { $0.rendering = "multicolor" } }
        open class func preferringMonochrome() -> Self { Self().changed { $0.rendering = "monochrome" } }

        private convenience init(set: (SymbolConfiguration) -> Void) {
            self.init()
            set(self)
        }

        open func configurationWithoutTextStyle() -> Self { changed { $0.textStyle = nil } }
        open func configurationWithoutScale() -> Self { changed { $0.scale = .unspecified } }
        open func configurationWithoutWeight() -> Self { changed { $0.weight = .unspecified } }
        open func configurationWithoutPointSizeAndWeight() -> Self {
            changed { ($0.pointSize, $0.weight) = (0, .unspecified) }
        }

        /// Whether the two specify the same, as `==` on two configurations asks.
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return (pointSize, weight, scale, textStyle) == (
                other.pointSize, other.weight, other.scale, other.textStyle
            )
                && (font, colors, rendering, traitCollection)
                    == (other.font, other.colors, other.rendering, other.traitCollection)
        }
        override open func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }

        /// What `otherConfiguration` specifies wins; what it leaves unspecified is this one's.
        override open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = super.applying(otherConfiguration)
            guard let other = otherConfiguration as? SymbolConfiguration else { return copy }
            if other.pointSize != 0 { copy.pointSize = other.pointSize }
            if other.weight != .unspecified { copy.weight = other.weight }
            if other.scale != .unspecified { copy.scale = other.scale }
            copy.textStyle = other.textStyle ?? copy.textStyle
            copy.font = other.font ?? copy.font
            if !other.rendering.isEmpty { (copy.colors, copy.rendering) = (other.colors, other.rendering) }
            return copy
        }

        override func copied() -> Self {
            let copy = super.copied()
            (copy.pointSize, copy.weight, copy.scale) = (pointSize, weight, scale)
            (copy.textStyle, copy.font, copy.colors, copy.rendering) = (textStyle, font, colors, rendering)
            return copy
        }

        private func changed(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = copied()
            change(copy)
            return copy
        }
    }
}

extension UIImage: _ExpressibleByImageLiteral {}
