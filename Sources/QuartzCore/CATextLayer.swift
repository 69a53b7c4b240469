import CoreGraphics
import Foundation

/// A layer drawing a string (CATextLayer.h): kept, not drawn (a label's text is).
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// A `UIFont`, or a font's name.
    open var font: Any?
    open var fontSize: CGFloat = 36
    /// Opaque white by default, as Core Animation's.
    open var foregroundColor: CGColor? = CGColor.white
    open var isWrapped = false
    open var truncationMode = CATextLayerTruncationMode.none
    open var alignmentMode = CATextLayerAlignmentMode.natural
    open var allowsFontSubpixelQuantization = false
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let start = Self(rawValue: "start")
    public static let end = Self(rawValue: "end")
    public static let middle = Self(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}
