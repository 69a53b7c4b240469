// os/log.h

/// A log's place: `OSLog(subsystem:category:)`, `.default`, `.disabled` — where `os_log` and a
/// `Logger` made from it write. `.disabled` writes nothing, as on iOS.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(disabled: ())

    /// Signposts are recorded nowhere here: Instruments is not attached.
    public var signpostsEnabled: Bool { false }

    /// Whether a message of `type` would be written: every type, unless the log is disabled.
    public func isEnabled(type: OSLogType) -> Bool { isEnabled }

    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}

/// A message's level.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
}

/// `os_log("Loaded %d items from %{public}@", log: .default, type: .info, count, name)`: the
/// format as `String(format:)` reads it, once its privacy braces are taken out.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
    _ args: CVarArg...
) {
    guard log.isEnabled else { return }
    logLine(String(format: formatWithoutPrivacy(message.description), arguments: args))
}

/// `os_log(.error, log: log, "Loaded \(count) items")`: the newer form, a message interpolated.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    guard log.isEnabled else { return }
    logLine(message.text)
}

public func os_log(_ message: OSLogMessage) { logLine(message.text) }

/// `%{public}@`, `%{private}d`, `%{public, mask.hash}s` → `%@`, `%d`, `%s`.
func formatWithoutPrivacy(_ format: String) -> String {
    var result = ""
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        let after = rest.index(after: percent)
        if after < rest.endIndex, rest[after] == "{", let close = rest[after...].firstIndex(of: "}") {
            result += "%"
            rest = rest[rest.index(after: close)...]
        } else {
            result += "%"
            rest = rest[after...]
            // `%%` stays whole.
            if let next = rest.first, next == "%" {
                result += "%"
                rest = rest.dropFirst()
            }
        }
    }
    return result + rest
}
