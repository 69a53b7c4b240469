import Foundation

/// Gravity on items (UIGravityBehavior.h): kept, not simulated (`_UnsimulatedBehavior`).
@preconcurrency @MainActor
open class UIGravityBehavior: _UnsimulatedBehavior {
    /// Down at 1 (1000 points per second², UIKit's unit), as UIKit's default.
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}
