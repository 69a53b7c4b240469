import Foundation

/// Runs the built `layoutty` binary the way a user's shell would.
public enum CLI {
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// The products folder holding both the test bundle and `layoutty`.
    public static let binary: URL = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The XCTest runner lives inside `<products>/X.xctest/...` on some toolchains.
        while !FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("layoutty").path),
            dir.path != "/"
        {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("layoutty")
    }()

    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `layoutty` in a fresh folder that holds `text` as `name` (a spec, a tape), removed after.
    public static func run(_ arguments: [String], file text: String?, named name: String = "s.json") throws -> Result {
        let dir = try TemporaryFolder.create("cli")
        defer { try? FileManager.default.removeItem(at: dir) }
        if let text { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try run(arguments, directory: dir)
    }

    /// Runs `layoutty` (or `executable`, e.g. a shell wrapping it) with `arguments`.
    public static func run(
        _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil, executable: String? = nil
    )
        throws -> Result
    {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are read at once (stderr on its own thread) before waiting: a child that
        // fills one pipe while the test reads the other would block for ever.
        nonisolated(unsafe) var errData = Data()
        let errDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errDone.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errDone.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
