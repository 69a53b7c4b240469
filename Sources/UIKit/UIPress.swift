import Foundation

/// A press of a physical button or key (UIPress.h), as responders' press methods take them:
/// never made here (no remote or keyboard presses a preview).
@preconcurrency @MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
        case pageDown = 31
    }
    open var phase = Phase.began
    open var type = PressType.select
    open var force: CGFloat = 0
    open var timestamp: TimeInterval = 0
    open weak var responder: UIResponder?
}
