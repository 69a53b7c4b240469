import Foundation
import _LayouttyConsole
import _LayouttyFoundation

/// The host's clock in seconds since an arbitrary start (boot), as QuartzCore's
/// `CACurrentMediaTime()` reads it: what animation code subtracts to find elapsed time.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

/// The frame rates a display link asks for (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised with the screen's refresh (QuartzCore's): what code animating by hand
/// (a counting label, a marquee, a custom spring) adds to the run loop. The preview's screen is
/// redrawn by its own clock, not the device's display, so a display link is never fired: the
/// screen shows the state before the first tick (said once in the log when one is added).
open class CADisplayLink: NSObject {
    private let target: Any
    public let selector: Selector
    open private(set) var timestamp: CFTimeInterval = 0
    open private(set) var targetTimestamp: CFTimeInterval = 0
    open private(set) var duration: CFTimeInterval = 1.0 / 60
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    open var preferredFrameRateRange = CAFrameRateRange.default

    public init(target: Any, selector: Selector) {
        self.target = target
        self.selector = selector
        super.init()
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        Console.report([
            "CADisplayLink (\(selector.name)) is not fired here: the screen shows the state before its first tick"
        ])
    }
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
}
