import UIKit
// AVKit for the files `layoutty preview` compiles. A player's screen is a screen like any other:
// its title where the video would be, its player held and paused (see AVFoundation's).
@_exported import _Layoutty_AVFoundation

public protocol AVPlayerViewControllerDelegate: AnyObject {}

open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var updatesNowPlayingInfoCenter = true
    open weak var delegate: AVPlayerViewControllerDelegate?
    open var contentOverlayView: UIView? { view }
    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }
}

open class AVPictureInPictureController: NSObject {
    open class func isPictureInPictureSupported() -> Bool { false }
    public init?(playerLayer: AVPlayerLayer) { return nil }
    open var isPictureInPictureActive: Bool { false }
    open func startPictureInPicture() {}
    open func stopPictureInPicture() {}
}

open class AVRoutePickerView: UIView {
    open var activeTintColor: UIColor?
    open var prioritizesVideoDevices = false
}
