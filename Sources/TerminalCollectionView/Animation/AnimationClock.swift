import Foundation

/// Where animations read the time. `browse` uses the system's clock; tapes, `render --progress`
/// and tests use a `ManualAnimationClock` they advance themselves, so a screen taken 150 ms into
/// a 300 ms animation is the same on every run.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// viewport.clock = clock
/// clock.advance(by: .milliseconds(150))
/// ```
public protocol AnimationClock: AnyObject {
    /// Time since some fixed start; only differences matter.
    var now: Duration { get }
}

/// The system's monotonic clock.
public final class SystemAnimationClock: AnimationClock {
    private let start = ContinuousClock.now
    public init() {}
    public var now: Duration { ContinuousClock.now - start }
}

/// A clock that moves only when told to.
public final class ManualAnimationClock: AnimationClock {
    public private(set) var now: Duration = .zero
    public init() {}
    public func advance(by duration: Duration) { now += max(.zero, duration) }
}
