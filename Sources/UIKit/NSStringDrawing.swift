import Foundation

/// How a string is measured (`UIKit/NSStringDrawing.h`): `.usesLineFragmentOrigin` wraps it to
/// the width given, else it is one line.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement may scale (kept; nothing is scaled here).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open var actualScaleFactor: CGFloat { 1 }
    open var totalBounds: CGRect { .zero }
}

/// A string's size in its attributes' font (UIKit's default, 12 points, without one), as a
/// label of that font measures it: what a flow layout's `sizeForItemAt` sizes a tag by.
enum StringDrawing {
    static func size(
        of text: String, attributes: [NSAttributedString.Key: Any]?, within size: CGSize? = nil,
        options: NSStringDrawingOptions = []
    ) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let width = options.contains(.usesLineFragmentOrigin) ? size?.width : nil
        return font.size(of: text, within: width.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, lines: 0)
    }
}

extension StringProtocol {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: String(self), attributes: attributes)
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        CGRect(
            origin: .zero,
            size: StringDrawing.size(of: String(self), attributes: attributes, within: size, options: options))
    }
}

// `(text as NSString).boundingRect(…)`: measured as the same string is.
extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// Measured in the font of its first character.
    public func size() -> CGSize { StringDrawing.size(of: string, attributes: firstAttributes) }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        CGRect(
            origin: .zero,
            size: StringDrawing.size(of: string, attributes: firstAttributes, within: size, options: options))
    }
    private var firstAttributes: [NSAttributedString.Key: Any]? {
        length == 0 ? nil : attributes(at: 0, effectiveRange: nil)
    }
}
