// MediaPlayer as an app's screens call it: what the lock screen shows as playing, the remote
// commands it answers, the volume slider. A preview has no lock screen and no remote: the
// information is kept (so it reads back), handlers are kept and never called, and the volume
// view is an empty view of its frame.
@_exported import Foundation
import UIKit

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyMediaType = "mediaType"
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"

public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown, playing, paused, stopped, interrupted }
public enum MPNowPlayingInfoMediaType: UInt, Sendable { case none, audio, video }

open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let center = MPNowPlayingInfoCenter()
    open class func `default`() -> MPNowPlayingInfoCenter { center }
    open var nowPlayingInfo: [String: Any]?
    open var playbackState = MPNowPlayingPlaybackState.unknown
}

open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    public let bounds: CGRect
    private let handler: (CGSize) -> UIImage
    public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        handler = requestHandler
    }
    public convenience init(image: UIImage) { self.init(boundsSize: image.size) { _ in image } }
    open func image(at size: CGSize) -> UIImage? { handler(size) }
}

public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0
    case noSuchContent = 100
    case noActionableNowPlayingItem = 110
    case deviceNotFound = 120
    case commandFailed = 200
}

open class MPRemoteCommandEvent: NSObject {
    open var command: MPRemoteCommand { MPRemoteCommand() }
    open var timestamp: TimeInterval { 0 }
}
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    open var positionTime: TimeInterval { 0 }
}
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    open var interval: TimeInterval { 0 }
}
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent {
    open var playbackRate: Float { 1 }
}

/// A command the lock screen or headphones would send: never sent here.
open class MPRemoteCommand: NSObject {
    open var isEnabled = true
    private var handlers: [NSObject: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus] = [:]
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        handlers[token] = handler
        return token
    }
    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?) {
        if let token = target as? NSObject { handlers[token] = nil } else if target == nil { handlers = [:] }
    }
    open func removeTarget(_ target: Any?, action: Selector?) { removeTarget(target) }
}
open class MPSkipIntervalCommand: MPRemoteCommand {
    open var preferredIntervals: [NSNumber] = []
}
open class MPChangePlaybackRateCommand: MPRemoteCommand {
    open var supportedPlaybackRates: [NSNumber] = []
}
open class MPChangePlaybackPositionCommand: MPRemoteCommand {}
open class MPFeedbackCommand: MPRemoteCommand {
    open var isActive = false
    open var localizedTitle = ""
}

open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let center = MPRemoteCommandCenter()
    open class func shared() -> MPRemoteCommandCenter { center }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let likeCommand = MPFeedbackCommand()
    public let dislikeCommand = MPFeedbackCommand()
    public let bookmarkCommand = MPFeedbackCommand()
}

/// The system's volume slider and route button: an empty view of its frame here.
open class MPVolumeView: UIView {
    open var showsVolumeSlider = true
    open var showsRouteButton = true
}
