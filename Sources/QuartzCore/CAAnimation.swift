import CoreGraphics
import Foundation
import _LayouttyFoundation

// Core Animation's explicit animations (CAAnimation.h): what code animating a layer by hand makes
// and adds (`layer.add(spin, forKey: "spin")`). They are kept on the layer, in flight, and never
// run (`CALayer.add(_:forKey:)`): the preview draws the values the code set, and a test reads
// them as a test on iOS reads the model layer.

/// Core Animation's timing (CAMediaTiming.h), which every animation has.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation's delegate hears: that it started (when added) and that it stopped,
/// unfinished (when removed); it never finishes here.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's animation: kept, never run.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, _LayouttyKeyValueStore {
    public var _layouttyStoredValues: [String: Any] = [:]
    public required override init() { super.init() }
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation holds an animation's delegate.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy of the same class with the same values: what `CALayer.add(_:forKey:)` keeps.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyValues(from: self)
        return copy
    }

    /// Takes `other`'s values; each subclass adds its own and calls super.
    open func copyValues(from other: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
        (fillMode, timingFunction, delegate, isRemovedOnCompletion) =
            (other.fillMode, other.timingFunction, other.delegate, other.isRemovedOnCompletion)
    }
}

/// An animation of one of the layer's properties, named by its key path (`"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    open var valueFunction: Any?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative, valueFunction) =
            (other.keyPath, other.isAdditive, other.isCumulative, other.valueFunction)
    }
}

/// From one value to another (`fromValue`, `toValue`, `byValue`).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }
}

/// Through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var rotationMode: CAAnimationRotationMode?

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions) = (other.values, other.path, other.keyTimes, other.timingFunctions)
        (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
    }
}

/// A spring's animation: its `settlingDuration` is Core Animation's estimate for a damped
/// spring of these constants, the time the motion takes to fall under 0.1 % of its start.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// The envelope e^(−ζω₀t) of a spring of mass m, stiffness k and damping c (ω₀ = √(k/m),
    /// ζ = c / 2√(km)) falls to 0.001 at t = ln(1000) / (ζω₀) = 2m·ln(1000) / c.
    open var settlingDuration: CFTimeInterval {
        guard damping > 0, mass > 0 else { return .infinity }
        return CFTimeInterval(2 * mass * log(1000) / damping)
    }

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity
        )
    }
}

/// A layer's change shown as a transition (a fade, a push from a side).
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        (type, subtype, startProgress, endProgress) = (
            other.type, other.subtype, other.startProgress, other.endProgress
        )
    }
}

/// Several animations run together.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations
    }
}

/// Core Animation's string-valued names: each a `RawRepresentable` struct, as Swift imports them.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = Self(rawValue: "fade")
    public static let moveIn = Self(rawValue: "moveIn")
    public static let push = Self(rawValue: "push")
    public static let reveal = Self(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let discrete = Self(rawValue: "discrete")
    public static let paced = Self(rawValue: "paced")
    public static let cubic = Self(rawValue: "cubic")
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = Self(rawValue: "auto")
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both")
    public static let removed = Self(rawValue: "removed")
}
