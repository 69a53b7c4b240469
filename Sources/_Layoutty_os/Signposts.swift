// os/signpost.h, os/Signposter.h: intervals and events for Instruments, which is never attached
// here: each call returns at once, and what it wraps runs as on iOS.

public struct OSSignpostID: Hashable, Comparable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = 1 }
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {}

public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...
) {}

public struct OSSignpostIntervalState: Sendable {
    public let signpostID: OSSignpostID
}

public struct OSSignposter: @unchecked Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(subsystem: String, category: OSLog.Category) {}
    public init(logger: Logger) {}
    public init(logHandle: OSLog) {}

    public static let disabled = OSSignposter()
    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { OSSignpostID(1) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: .default, object: object) }

    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
        -> OSSignpostIntervalState
    {
        OSSignpostIntervalState(signpostID: id)
    }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
        -> OSSignpostIntervalState
    {
        OSSignpostIntervalState(signpostID: id)
    }

    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}

    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
}
