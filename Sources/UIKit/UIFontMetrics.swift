import Foundation

/// Dynamic Type's scaling: at the default content size it scales by one.
open class UIFontMetrics: NSObject {
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    public init(forTextStyle style: UIFont.TextStyle) { super.init() }
    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
