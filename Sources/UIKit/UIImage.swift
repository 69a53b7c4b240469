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

    public init?(named: String) {
        name = named
        size = .zero
        super.init()
    }

    public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: systemName)
    }

    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }
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
