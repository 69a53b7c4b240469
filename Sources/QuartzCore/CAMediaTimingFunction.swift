import CoreGraphics
import Foundation

/// An animation's pacing as a cubic Bézier curve from (0, 0) to (1, 1) (CAMediaTimingFunction.h):
/// the named ones have Core Animation's control points.
open class CAMediaTimingFunction: NSObject {
    private let points: (Float, Float, Float, Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        super.init()
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point `index` (0: the start, 1 and 2: the curve's, 3: the end) into `values`.
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float) =
            switch index {
            case 1: (points.0, points.1)
            case 2: (points.2, points.3)
            case 3: (1, 1)
            default: (0, 0)
            }
        values[0] = point.0
        values[1] = point.1
    }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}
