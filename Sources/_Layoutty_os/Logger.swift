// os/Logger.h

/// What apps log through since iOS 14: `Logger(subsystem:category:).info("…")`. Each message is
/// a line on standard error (see `os.swift`), unless its log is `OSLog.disabled`.
public struct Logger: @unchecked Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { write(message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message) }
    public func trace(_ message: OSLogMessage) { write(message) }
    public func debug(_ message: OSLogMessage) { write(message) }
    public func info(_ message: OSLogMessage) { write(message) }
    public func notice(_ message: OSLogMessage) { write(message) }
    public func warning(_ message: OSLogMessage) { write(message) }
    public func error(_ message: OSLogMessage) { write(message) }
    public func critical(_ message: OSLogMessage) { write(message) }
    public func fault(_ message: OSLogMessage) { write(message) }

    private func write(_ message: OSLogMessage) {
        if log.isEnabled { logLine(message.text) }
    }
}
