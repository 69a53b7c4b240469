import Foundation

/// Core Graphics' drawing context (CGContext.h), as `draw(_:)` and image renderers get one. It
/// keeps its graphics state (the transform, the fill and stroke colours, the line width) as
/// code sets and saves it, and draws nothing: the preview draws views' boxes and text, and an
/// image rendered here is its size.
open class CGContext: NSObject {
    /// The state `saveGState()` saves and `restoreGState()` brings back.
    public struct State {
        public var ctm = CGAffineTransform.identity
        public var fillColor: CGColor?
        public var strokeColor: CGColor?
        public var lineWidth: CGFloat = 1
        public var alpha: CGFloat = 1
    }

    /// The size the context was made for (an image renderer's), in points.
    public let size: CGSize
    public private(set) var state = State()
    private var saved: [State] = []
    /// The path being built, which `fillPath()` and `strokePath()` use up.
    public private(set) var path = CGMutablePath()

    /// A bitmap's format, when made as one (`CGContext(data:width:…)`): what its image has.
    public private(set) var bitsPerComponent = 8
    public private(set) var bitsPerPixel = 32
    public private(set) var bitmapInfo = CGBitmapInfo(alpha: .premultipliedLast)
    public private(set) var colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A bitmap context of `width` × `height` pixels, as image libraries make one to decode or
    /// scale an image: nil where Core Graphics refuses one (no pixels, a component size it has
    /// no format for). Its image (`makeImage()`) has its size and format.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, [1, 2, 4, 5, 8, 16, 32].contains(bitsPerComponent) else { return nil }
        self.init(size: CGSize(width: width, height: height))
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alpha = CGImageAlphaInfo(rawValue: info.intersection(.alphaInfoMask).rawValue) ?? .none
        let components = space.numberOfComponents + (alpha == .none || alpha == .alphaOnly ? 0 : 1)
        (self.bitsPerComponent, bitsPerPixel, self.bitmapInfo, colorSpace) =
            (
                bitsPerComponent,
                bitsPerComponent * (alpha == .noneSkipLast || alpha == .noneSkipFirst ? 4 : components),
                info, space
            )
    }

    public var ctm: CGAffineTransform { state.ctm }
    public func saveGState() { saved.append(state) }
    public func restoreGState() { state = saved.popLast() ?? state }
    public func translateBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm)
    }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm)
    }
    public func rotate(by angle: CGFloat) {
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor? = nil) {}
    public func setAllowsAntialiasing(_ allows: Bool) {}
    public func setShouldAntialias(_ should: Bool) {}

    public func beginPath() { path = CGMutablePath() }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addPath(_ other: CGPath) { path.addPath(other) }
    public func closePath() { path.closeSubpath() }
    /// The path is used up (nothing is painted).
    public func fillPath(using rule: CGPathFillRule = .winding) { beginPath() }
    public func strokePath() { beginPath() }
    public func drawPath(using mode: CGPathDrawingMode) { beginPath() }
    public func clip(using rule: CGPathFillRule = .winding) { beginPath() }
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func clip(to rect: CGRect) {}
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public var boundingBoxOfClipPath: CGRect { CGRect(origin: .zero, size: size) }
    /// The image of what was drawn: a blank one of the context's size, in pixels at scale 1.
    public func makeImage() -> CGImage? {
        CGImage(
            width: Int(saturating: size.width), height: Int(saturating: size.height),
            bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo,
            colorSpace: colorSpace)
    }
}

/// How a path's inside is found.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How a drawing combines with what is under it: kept.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker
    case plusLighter
}
