// CoreHaptics — for the files `layoutty preview` compiles. A terminal has no Taptic Engine: the
// hardware reports no haptics and no audio (so code that checks first makes no engine, as on a
// Simulator), and an engine made anyway starts, plays and stops doing nothing.
@_exported import Foundation

public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
}

struct NoHaptics: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

public let CHHapticTimeImmediate: TimeInterval = 0

public struct CHHapticError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805
        case operationNotPermitted = -4806
        case engineStartTimeout = -4808
        case notSupported = -4809
        case
            serverInitFailed = -4810
        case serverInterrupted = -4811
        case invalidPatternPlayer = -4812
        case
            invalidPatternData = -4813
        case invalidPatternDictionary = -4814
        case invalidAudioSession = -4815
        case
            invalidParameterType = -4820
        case invalidEventType = -4821
        case invalidEventTime = -4822
        case
            invalidEventDuration = -4823
        case invalidAudioResource = -4824
        case resourceNotAvailable = -4825
        case
            badEventEntry = -4830
        case badParameterEntry = -4831
        case invalidTime = -4840
        case fileNotFound = -4851
        case
            insufficientPower = -4897
        case unknownError = -4898
        case memoryError = -4899
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

public struct CHHapticEvent: Sendable {
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }
    public let type: EventType
    public var eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    public var duration: TimeInterval

    public init(
        eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval
    ) {
        self.init(eventType: type, parameters: eventParameters, relativeTime: relativeTime, duration: 0)
    }
    public init(
        eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval,
        duration: TimeInterval
    ) {
        self.type = type
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        self.duration = duration
    }
}

public struct CHHapticEventParameter: Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

public struct CHHapticDynamicParameter: Sendable {
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
    }
    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

public struct CHHapticParameterCurve: Sendable {
    public struct ControlPoint: Sendable {
        public var relativeTime: TimeInterval
        public var value: Float
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
        }
    }
    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}

public struct CHHapticPattern: Sendable {
    public let events: [CHHapticEvent]
    public let duration: TimeInterval
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        duration = events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try self.init(events: events, parameters: [])
    }
    public init(contentsOf url: URL) throws { try self.init(events: [], parameters: []) }
    public init(dictionary: [String: Any]) throws { try self.init(events: [], parameters: []) }
}

public protocol CHHapticPatternPlayer: AnyObject {
    var isMuted: Bool { get set }
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
}

public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: ((Error?) -> Void)? { get set }
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
}

final class SilentPlayer: CHHapticAdvancedPatternPlayer {
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: ((Error?) -> Void)?
    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}
}

open class CHHapticEngine: @unchecked Sendable {
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1
        case applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
            gameControllerDisconnect
        case systemError = -1
    }
    public typealias StoppedHandler = (StoppedReason) -> Void
    public typealias ResetHandler = () -> Void
    public typealias CompletionHandler = (Error?) -> Void
    public typealias FinishedHandler = (Error?) -> FinishedAction
    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1
        case leaveEngineRunning
    }

    open class func capabilitiesForHardware() -> CHHapticDeviceCapability { NoHaptics() }

    open var stoppedHandler: StoppedHandler = { _ in }
    open var resetHandler: ResetHandler = {}
    open var playsHapticsOnly = false
    open var playsAudioOnly = false
    open var isMutedForAudio = false
    open var isMutedForHaptics = false
    open var isAutoShutdownEnabled = false
    open var currentTime: TimeInterval { 0 }

    public init() throws {}

    open func start() throws {}
    open func start(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
    open func start() async throws {}
    open func stop(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
    open func stop() async throws {}
    open func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) {}
    open func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { SilentPlayer() }
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> CHHapticAdvancedPatternPlayer {
        SilentPlayer()
    }
    open func playPattern(from url: URL) throws {}
    open func playPattern(from data: Data) throws {}
}
