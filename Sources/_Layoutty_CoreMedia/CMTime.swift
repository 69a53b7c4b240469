// CoreMedia's time, for the files `layoutty preview` compiles (`import CoreMedia`, and through
// AVFoundation): a rational number of seconds, with its arithmetic, as media code computes with it.
@_exported import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32

public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 4)
    public static let negativeInfinity = CMTimeFlags(rawValue: 8)
    public static let indefinite = CMTimeFlags(rawValue: 16)
}

public struct CMTime: Hashable, Comparable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: Int64 = 0

    public init() { (value, timescale, flags) = (0, 0, []) }
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
        flags = timescale > 0 ? .valid : []
    }
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: Int64) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }
    /// `seconds` rounded to the nearest `1 / preferredTimescale`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard seconds.isFinite, preferredTimescale > 0 else {
            self.init()
            return
        }
        let scaled = (seconds * Double(preferredTimescale)).rounded()
        self.init(value: CMTimeValue(exactly: scaled) ?? (scaled < 0 ? .min : .max), timescale: preferredTimescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { flags.contains(.indefinite) }
    public var isNumeric: Bool {
        isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity])
    }
    /// The time in seconds: NaN when not a number of seconds.
    public var seconds: Double { isNumeric && timescale > 0 ? Double(value) / Double(timescale) : .nan }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        lhs.isNumeric && rhs.isNumeric ? lhs.seconds == rhs.seconds : lhs.flags == rhs.flags
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds.isNaN ? 0 : seconds) }
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
    }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
    }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
    public var end: CMTime { start + duration }
}
