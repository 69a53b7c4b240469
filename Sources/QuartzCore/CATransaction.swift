import CoreGraphics
import Foundation

/// Core Animation's transactions (CATransaction.h): what code groups layer changes in. Changes
/// are made at once here (no implicit animation runs), so a transaction's completion block runs
/// when it commits, and its settings are kept for what asks them back.
open class CATransaction: NSObject {
    private struct Settings {
        var duration: CFTimeInterval = 0.25
        var disablesActions = false
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
    }

    // Global as Core Animation's transaction stack is (per thread there; one thread here).
    nonisolated(unsafe) private static var stack: [Settings] = []
    nonisolated(unsafe) private static var implicit = Settings()

    private static var current: Settings {
        get { stack.last ?? implicit }
        set { if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue } }
    }

    open class func begin() { stack.append(Settings()) }
    /// Ends the innermost transaction: its completion block runs now.
    open class func commit() {
        let ended = stack.popLast() ?? implicit
        if stack.isEmpty { implicit = Settings() }
        ended.completion?()
    }
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}
    open class func animationDuration() -> CFTimeInterval { current.duration }
    open class func setAnimationDuration(_ duration: CFTimeInterval) { current.duration = duration }
    open class func disableActions() -> Bool { current.disablesActions }
    open class func setDisableActions(_ flag: Bool) { current.disablesActions = flag }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    open class func completionBlock() -> (() -> Void)? { current.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
}
