import Foundation

/// Where an animator is (UIViewAnimating.h).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An object running view animations (UIViewAnimating.h).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator animations can be added to while it runs.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// UIKit's property animator (UIViewPropertyAnimator.h), as `UIView.animate` is here: started,
/// its animations are made at once and its completions told it ended at `.end` (the previewer
/// animates a collection view's changes, not other views'). Paused or scrubbed
/// (`fractionComplete`) before it starts, it keeps its animations until it is started or
/// finished.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    open private(set) var state = UIViewAnimatingState.inactive
    open var isRunning: Bool { false }
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    open var fractionComplete: CGFloat = 0
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// Required, as `runningPropertyAnimator` makes one of the class it is called on.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Animations made at once and completions told `.end`, after `delay` or not: nothing waits here.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters())
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        animations.append(animation)
        if state == .active { finishAnimation(at: .end) }
    }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }
    open func startAnimation() {
        state = .active
        finishAnimation(at: .end)
    }
    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    open func pauseAnimation() { state = .active }
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        finishAnimation(at: .end)
    }
    /// Stopped where it is: its animations are not made, its completions not told.
    open func stopAnimation(_ withoutFinishing: Bool) {
        animations = []
        if withoutFinishing { completions = [] }
        state = withoutFinishing ? .inactive : .stopped
    }
    /// Ends: at `.end` its animations are made; its completions are told `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        let (made, told) = (animations, completions)
        (animations, completions) = ([], [])
        if finalPosition == .end { made.forEach { $0() } }
        fractionComplete = finalPosition == .end ? 1 : fractionComplete
        state = .inactive
        told.forEach { $0(finalPosition) }
    }
}

extension UIView {
    /// UIKit's animation curves.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}
