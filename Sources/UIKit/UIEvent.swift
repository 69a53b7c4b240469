import Foundation

/// An event of touches: never made here (nothing touches a terminal).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    open var allTouches: Set<UITouch>? { nil }
    open var timestamp: TimeInterval { 0 }

    /// UIKit's subtypes of motion and remote-control events, numbered as UIKit numbers them.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
            remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
            remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
}
