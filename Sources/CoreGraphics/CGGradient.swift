import Foundation

/// A gradient (CGGradient.h): its colours and where each stops, kept as made, never drawn — the
/// preview draws a view's box and text, not its pixels. Made nil where Core Graphics makes none
/// (no colours).
///
/// ```swift
/// let gradient = CGGradient(
///     colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top, bottom] as CFArray, locations: [0, 1])
/// ```
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    package let colors: [CGColor]
    /// Where each colour stops, 0 to 1; nil: evenly from 0 to 1.
    package let locations: [CGFloat]?

    /// A gradient of `colors` (`CGColor`s; anything else in the array is not a colour and is
    /// skipped), `locations` holding one stop per colour when given.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let found = colors.compactMap { $0 as? CGColor }
        guard !found.isEmpty else { return nil }
        self.colors = found
        self.locations = locations.map { stops in found.indices.map { stops[$0] } }
    }

    /// A gradient of `count` colours given as components of `space` (each colour's components then
    /// its alpha, one after another).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        colors = (0..<count).map { index in
            let color = components + index * stride
            return stride == 2
                ? CGColor(gray: color[0], alpha: color[1])
                : CGColor(red: color[0], green: color[1], blue: color[2], alpha: color[stride - 1])
        }
        self.locations = locations.map { stops in (0..<count).map { stops[$0] } }
    }
}

/// Whether a gradient's end colours go on past its start and end (CGGradient.h): kept.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = Self(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = Self(rawValue: 1 << 1)
}

extension CGContext {
    /// Draws nothing, as every drawing call here (see `CGContext`).
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {}
    /// Draws nothing, as every drawing call here (see `CGContext`).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {}
}
