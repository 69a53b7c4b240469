import Foundation

/// The pacing of a property animator (UITimingCurveProvider.h): kept (animations end at once here).
public protocol UITimingCurveProvider: AnyObject {}

/// A cubic Bézier pacing: a named curve or control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        super.init()
    }
    public convenience init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        self.init(animationCurve: .easeInOut)
    }
    public override convenience init() { self.init(animationCurve: .easeInOut) }
}

/// A spring's pacing.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        dampingRatio = ratio
        super.init()
    }
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.init(dampingRatio: damping / (2 * (stiffness * mass).squareRoot()))
    }
    public override convenience init() { self.init(dampingRatio: 1) }
}
