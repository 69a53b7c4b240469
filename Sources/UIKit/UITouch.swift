import Foundation

/// A touch, as responders' touch methods take them: never made here (nothing touches a terminal).
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    open var phase = Phase.began
    open var tapCount = 0
    open weak var view: UIView?
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}
