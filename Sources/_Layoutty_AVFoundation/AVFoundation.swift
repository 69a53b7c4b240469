// AVFoundation for the files `layoutty preview` compiles (`import AVFoundation` reaches this
// module by `-module-alias`, and brings CoreMedia's time). A terminal plays no media and has
// no camera or microphone: players hold their items and stay paused at zero, an asset's length
// is unknown, capture permission is not determined and a session runs nothing, the audio
// session accepts its settings. What screens compute from media values — `AVMakeRect`, times —
// is computed as on iOS.
@_exported import Foundation
import QuartzCore
import _LayouttyConsole
// As on iOS, where AVFoundation brings AudioToolbox (a scanner's `AudioServicesPlaySystemSound`).
@_exported import _Layoutty_AudioToolbox
@_exported import _Layoutty_CoreMedia

/// The largest rect of `aspectRatio` centred in `boundingRect` (AVFoundation's letterboxing).
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0, boundingRect.width > 0, boundingRect.height > 0 else {
        return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0)
    }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(
        x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width,
        height: size.height)
}

public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let text = AVMediaType("text")
    public static let metadata = AVMediaType("meta")
}

public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

open class AVAsset: NSObject, @unchecked Sendable {
    open var duration: CMTime { .indefinite }
    open var isPlayable: Bool { false }
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }
    public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { try property.value(self) }
}
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) { url = URL }
}
extension AVAsset {
    public convenience init(url URL: URL) { self.init() }
}
open class AVAssetTrack: NSObject, @unchecked Sendable {
    open var naturalSize: CGSize { .zero }
    open var preferredTransform: CGAffineTransform { .identity }
}
/// The error iOS gives for media it cannot read (`AVErrorUnknown`): none can be read here.
private let unreadableMedia = NSError(domain: "AVFoundationErrorDomain", code: -11800)

public struct AVAsyncProperty<Root, Value>: Sendable {
    let value: @Sendable (Root) throws -> Value
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { .init { $0.duration } }
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { .init { $0.isPlayable } }
}

open class AVAssetImageGenerator: NSObject {
    public let asset: AVAsset
    open var appliesPreferredTrackTransform = false
    open var maximumSize = CGSize.zero
    public init(asset: AVAsset) { self.asset = asset }
    /// Nothing is being generated here.
    open func cancelAllCGImageGeneration() {}
    /// No frame can be decoded here: the error an unreadable file gives.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw unreadableMedia
    }
}

open class AVPlayerItem: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public let asset: AVAsset
    open var status: Status { .unknown }
    open var duration: CMTime { .indefinite }
    open var error: Error? { nil }
    open var preferredForwardBufferDuration: TimeInterval = 0
    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
    open func currentTime() -> CMTime { .zero }
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

extension Notification.Name {
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}

/// A player: its item held, never playing (`play()` is said once on the console).
open class AVPlayer: NSObject, @unchecked Sendable {
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var automaticallyWaitsToMinimizeStalling = true
    open var allowsExternalPlayback = true
    open var timeControlStatus: TimeControlStatus { .paused }
    open var status: Status { .unknown }

    public override init() {}
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    open func play() { Console.report(["nothing plays: no media here"], from: "AVFoundation") }
    open func pause() {}
    open func currentTime() -> CMTime { .zero }
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any { NSObject() }
    open func addBoundaryTimeObserver(
        forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
    ) -> Any { NSObject() }
    open func removeTimeObserver(_ observer: Any) {}
}

open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queued: [AVPlayerItem] = []
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
        queued = items
    }
    open func items() -> [AVPlayerItem] { queued }
    open func advanceToNextItem() {}
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) { queued.append(item) }
    open func remove(_ item: AVPlayerItem) { queued.removeAll { $0 === item } }
    open func removeAllItems() { queued = [] }
}

open class AVPlayerLooper: NSObject {
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {}
}

/// A player's picture: a layer of its frame, empty.
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var isReadyForDisplay: Bool { false }
    open var videoRect: CGRect { .zero }
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}

// MARK: Audio

open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()
    open class func sharedInstance() -> AVAudioSession { shared }

    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
        public static let allowAirPlay = CategoryOptions(rawValue: 64)
    }
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    public enum RecordPermission: UInt, Sendable { case undetermined, denied, granted }

    open private(set) var category = Category.soloAmbient
    open private(set) var mode = Mode.default
    open private(set) var categoryOptions: CategoryOptions = []
    open var outputVolume: Float { 0.5 }
    open var recordPermission: RecordPermission { .undetermined }
    open var isOtherAudioPlaying: Bool { false }

    open func setCategory(_ category: Category) throws { self.category = category }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.main.async { response(false) }
    }
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    /// The route audio takes: the built-in speaker, as a phone with nothing plugged in has.
    open var currentRoute: AVAudioSessionRouteDescription { AVAudioSessionRouteDescription() }

    /// The keys of an interruption's or a route change's notification.
    public static let interruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
    public static let interruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
    public static let routeChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
}

public let AVAudioSessionInterruptionTypeKey = AVAudioSession.interruptionTypeKey
public let AVAudioSessionInterruptionOptionKey = AVAudioSession.interruptionOptionKey
public let AVAudioSessionRouteChangeReasonKey = AVAudioSession.routeChangeReasonKey

/// An audio route: its inputs and outputs (AVAudioSessionRoute.h).
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    open var inputs: [AVAudioSessionPortDescription] { [] }
    open var outputs: [AVAudioSessionPortDescription] {
        [AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker")]
    }
}

/// One port of a route.
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    public let portType: AVAudioSession.Port
    public let portName: String
    init(portType: AVAudioSession.Port, portName: String) { (self.portType, self.portName) = (portType, portName) }
}

extension AVAudioSession {
    /// The kinds of port (AVAudioSessionTypes.h).
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let headphones = Port(rawValue: "Headphones")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let airPlay = Port(rawValue: "AirPlay")
        public static let carAudio = Port(rawValue: "CarAudio")
    }
}

open class AVAudioPlayer: NSObject {
    open weak var delegate: AVAudioPlayerDelegate?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { false }
    open var rate: Float = 1
    open var enableRate = false
    public init(contentsOf url: URL) throws {}
    public init(data: Data) throws {}
    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool {
        Console.report(["nothing plays: no media here"], from: "AVFoundation")
        return false
    }
    open func pause() {}
    open func stop() {}
}
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}
extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

open class AVSpeechSynthesisVoice: NSObject {
    public init?(language languageCode: String?) {}
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
}
open class AVSpeechUtterance: NSObject {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = 0.5
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    public init(string: String) { speechString = string }
}
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
open class AVSpeechSynthesizer: NSObject {
    open weak var delegate: AnyObject?
    open var isSpeaking: Bool { false }
    public override init() {}
    open func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
}
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }

// MARK: Capture

open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public enum Position: Int, Sendable { case unspecified, back, front }
    public enum FlashMode: Int, Sendable { case off, on, auto }
    public enum TorchMode: Int, Sendable { case off, on, auto }
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    open class func requestAccess(
        for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
    ) {
        DispatchQueue.main.async { handler(false) }
    }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    /// No camera or microphone here.
    open class func `default`(for mediaType: AVMediaType?) -> AVCaptureDevice? { nil }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position)
        -> AVCaptureDevice?
    {
        nil
    }
    open var hasTorch: Bool { false }
    open var torchMode = TorchMode.off
    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}
}

open class AVCaptureInput: NSObject {}
open class AVCaptureDeviceInput: AVCaptureInput {
    public init(device: AVCaptureDevice) throws {}
}
open class AVCaptureOutput: NSObject {}
open class AVCaptureMetadataOutput: AVCaptureOutput {
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    public override init() {}
    open func setMetadataObjectsDelegate(
        _ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue: DispatchQueue?
    ) {}
}
open class AVCapturePhotoOutput: AVCaptureOutput {
    public override init() {}
}
open class AVCaptureVideoDataOutput: AVCaptureOutput {
    public override init() {}
}
open class AVMetadataObject: NSObject {
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let code128 = ObjectType(rawValue: "com.intermec.Code128")
        public static let face = ObjectType(rawValue: "face")
    }
    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
}
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    open var stringValue: String? { nil }
}
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection)
}
extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection
    ) {}
}
public enum AVCaptureVideoOrientation: Int, Sendable {
    case portrait = 1
    case portraitUpsideDown, landscapeRight, landscapeLeft
}
open class AVCaptureConnection: NSObject {
    open var isEnabled = true
    open var isActive: Bool { false }
    open var isVideoOrientationSupported: Bool { true }
    open var videoOrientation = AVCaptureVideoOrientation.portrait
    open var isVideoMirrored = false
    open var videoRotationAngle: CGFloat = 90
}

/// A capture session: it accepts inputs and outputs and runs nothing (there is no camera).
open class AVCaptureSession: NSObject, @unchecked Sendable {
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    }
    open var sessionPreset = Preset.high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open var isRunning: Bool { false }
    public override init() {}
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func startRunning() {
        Console.report(["a capture session runs nothing: no camera here"], from: "AVFoundation")
    }
    open func stopRunning() {}
}

/// A camera's picture: a layer of its frame, empty.
open class AVCaptureVideoPreviewLayer: CALayer {
    open var session: AVCaptureSession?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// The connection to the session's video: none, as no camera runs in a preview.
    open var connection: AVCaptureConnection? { nil }
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }
}

/// A container's file type (`AVMediaFormat.h`).
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let mov = AVFileType("com.apple.quicktime-movie")
    public static let mp4 = AVFileType("public.mpeg-4")
    public static let m4v = AVFileType("com.apple.m4v-video")
    public static let m4a = AVFileType("com.apple.m4a-audio")
    public static let wav = AVFileType("com.microsoft.waveform-audio")
    public static let heic = AVFileType("public.heic")
    public static let jpg = AVFileType("public.jpeg")
}

public let AVAssetExportPresetLowQuality = "AVAssetExportPresetLowQuality"
public let AVAssetExportPresetMediumQuality = "AVAssetExportPresetMediumQuality"
public let AVAssetExportPresetHighestQuality = "AVAssetExportPresetHighestQuality"
public let AVAssetExportPresetPassthrough = "AVAssetExportPassthrough"
public let AVAssetExportPreset640x480 = "AVAssetExportPreset640x480"
public let AVAssetExportPreset1280x720 = "AVAssetExportPreset1280x720"
public let AVAssetExportPreset1920x1080 = "AVAssetExportPreset1920x1080"

/// Transcodes an asset to a file (`AVAssetExportSession.h`). There is no media here: an export
/// ends at once as failed, with the error iOS gives an asset it cannot read, and nothing is
/// written.
open class AVAssetExportSession: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown, waiting, exporting, completed, failed, cancelled }
    public let asset: AVAsset
    public let presetName: String
    open var outputURL: URL?
    open var outputFileType: AVFileType?
    open var shouldOptimizeForNetworkUse = false
    open var timeRange = CMTimeRange(start: .zero, duration: .indefinite)
    open private(set) var status = Status.unknown
    open private(set) var error: Error?
    open var progress: Float { 0 }
    open var supportedFileTypes: [AVFileType] { [.mov, .mp4, .m4v] }

    public init?(asset: AVAsset, presetName: String) { (self.asset, self.presetName) = (asset, presetName) }

    open class func allExportPresets() -> [String] {
        [
            AVAssetExportPresetLowQuality, AVAssetExportPresetMediumQuality, AVAssetExportPresetHighestQuality,
            AVAssetExportPreset640x480, AVAssetExportPreset1280x720, AVAssetExportPreset1920x1080,
            AVAssetExportPresetPassthrough
        ]
    }
    open class func exportPresets(compatibleWith asset: AVAsset) -> [String] { allExportPresets() }

    open func exportAsynchronously(completionHandler handler: @escaping @Sendable () -> Void) {
        (status, error) = (.failed, unreadableMedia)
        DispatchQueue.main.async(execute: handler)
    }
    open func cancelExport() { status = .cancelled }
}

/// Audio quality of a recorder's encoder (`AVAudioSettings.h`).
public enum AVAudioQuality: Int, Sendable {
    case min = 0
    case low = 0x20
    case medium = 0x40
    case high = 0x60
    case max = 0x7F
}
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// Records from the microphone to a file (`AVAudioRecorder.h`). There is no microphone here:
/// `record()` answers false, as iOS does without the permission, and nothing is written.
open class AVAudioRecorder: NSObject {
    public let url: URL
    public let settings: [String: Any]
    open weak var delegate: AVAudioRecorderDelegate?
    open var isMeteringEnabled = false
    open var isRecording: Bool { false }
    open var currentTime: TimeInterval { 0 }
    public init(url: URL, settings: [String: Any]) throws { (self.url, self.settings) = (url, settings) }
    @discardableResult open func prepareToRecord() -> Bool { true }
    @discardableResult open func record() -> Bool { false }
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    @discardableResult open func deleteRecording() -> Bool { false }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
public protocol AVAudioRecorderDelegate: AnyObject {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}
extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}
