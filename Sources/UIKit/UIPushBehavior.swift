import Foundation

/// A force on items (UIPushBehavior.h): kept, not simulated (`_UnsimulatedBehavior`).
@preconcurrency @MainActor
open class UIPushBehavior: _UnsimulatedBehavior {
    public enum Mode: Int, Sendable {
        case continuous, instantaneous
    }
    public let mode: Mode
    open var active = true
    open var pushDirection = CGVector.zero
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}
