import CollectionLayout
import Foundation

/// UIKit's image, as far as layout files name one (a swipe action's, a decoration's): the
/// previewer draws boxes, so an image is only its name.
open class UIImage: NSObject {
    public let name: String
    /// A symbol's size at the body font's size (about 20 points); an image of the app's assets
    /// is unknown here, and has no size.
    open var size: CGSize

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

    /// An image decoded from `data` (a download, a file): nil for no bytes, as UIKit answers for
    /// data it cannot decode; a PNG's size is read from its header, any other image's is unknown.
    public init?(data: Data, scale: CGFloat = 1) {
        guard !data.isEmpty else { return nil }
        name = "(data)"
        size = Self.pngSize(of: data).map { CGSize(width: $0.width / scale, height: $0.height / scale) } ?? .zero
        super.init()
    }

    /// A blank image of `size`, as drawing here makes one (`UIGraphicsImageRenderer`).
    init(rendered size: CGSize) {
        name = "(rendered)"
        self.size = size
        super.init()
    }

    /// The image of a Core Graphics image: the one it was made from, at scale 1.
    public init(cgImage: CGImage) {
        name = (cgImage.source as? UIImage)?.name ?? "(rendered)"
        size = CGSize(width: cgImage.width, height: cgImage.height)
        super.init()
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

    /// The width and height a PNG's IHDR chunk gives (bytes 16–23, big-endian), in pixels.
    private static func pngSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let number = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return CGSize(width: number(16), height: number(20))
    }

    public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: systemName)
    }

    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    /// The image with `configuration` applied: the same image, as symbols are drawn by name here.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
    open class Configuration: NSObject {}
    /// A symbol's size and weight: kept, not drawn.
    open class SymbolConfiguration: Configuration {
        public init(pointSize: CGFloat) { super.init() }
        public init(font: UIFont) { super.init() }
        public init(font: UIFont, scale: Scale) { super.init() }
        public init(pointSize: CGFloat, weight: Weight) { super.init() }
        public init(textStyle: UIFont.TextStyle) { super.init() }
        public init(scale: Scale) { super.init() }
        public init(weight: Weight) { super.init() }
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }
        public enum Scale: Int, Sendable { case `default`, unspecified, small, medium, large }
    }
}
