import Foundation
import LayouttyKit
import LayouttyTestSupport
import Testing

/// When `layoutty` builds its companion program again in a checkout: after a source was saved,
/// once; never while another SwiftPM holds the build folder.
@Suite struct CheckoutBuildTests {
    /// A checkout of its own: a manifest, one source, the program built after them (times set,
    /// so the order is the test's, not the clock's). Folders count: a file removed changes its
    /// folder's time.
    private func checkout() throws -> (root: URL, build: CheckoutBuild) {
        let root = try TemporaryFolder.create(
            "checkout-build",
            files: [
                "Package.swift": "// manifest", "Sources/UIKit/UIColor.swift": "// colour",
                ".build/debug/layoutty-preview": "program"
            ])
        try age(root, "Package.swift", 100)
        for source in ["Sources", "Sources/UIKit", "Sources/UIKit/UIColor.swift"] { try age(root, source, 100) }
        try age(root, ".build/debug/layoutty-preview", 50)
        let build = CheckoutBuild(
            program: root.appendingPathComponent(".build/debug/layoutty-preview"),
            scratch: root.appendingPathComponent(".build"), packageRoot: root)
        return (root, build)
    }

    /// Sets the file's modification time to `seconds` ago.
    private func age(_ root: URL, _ path: String, _ seconds: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -seconds)],
            ofItemAtPath: root.appendingPathComponent(path).path)
    }

    @Test func aProgramNewerThanEverySourceIsCurrent() throws {
        let (root, build) = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(build.state() == .current)
        try FileManager.default.removeItem(at: build.program)
        #expect(build.state() == .missing)
    }

    /// A source saved after the build makes it stale, named; once rebuilt (the stamp), current
    /// again even though a build that had nothing to do left the program as old as it was.
    @Test func aSourceSavedSinceMakesItStaleUntilItIsBuilt() throws {
        let (root, build) = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        try age(root, "Sources/UIKit/UIColor.swift", 10)
        #expect(build.state() == .stale(source: "Sources/UIKit/UIColor.swift"))
        build.markCurrent()
        #expect(build.state() == .current)
        try age(root, "Package.swift", 0)
        #expect(build.state() == .stale(source: "Package.swift"))
    }

    /// The `.lock` SwiftPM leaves names a pid: stale while that pid is no longer running; busy
    /// while a `swift` program runs under it (here a `sleep` named `swift-build`).
    @Test func aBuildFolderHeldBySwiftPMIsBusy() throws {
        let (root, build) = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        try age(root, "Sources/UIKit/UIColor.swift", 10)
        let lock = root.appendingPathComponent(".build/.lock")
        try "2147483646".write(to: lock, atomically: true, encoding: .utf8)
        #expect(build.state() == .stale(source: "Sources/UIKit/UIColor.swift"))

        let pid = try spawn(["bash", "-c", "exec -a swift-build sleep 60"])
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try "\(pid)\n".write(to: lock, atomically: true, encoding: .utf8)
        // bash names itself until it execs the sleep: wait for the name.
        let deadline = Date(timeIntervalSinceNow: 20)
        while (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.hasPrefix("swift-build") != true,
            Date() < deadline
        {
            usleep(10_000)
        }
        #expect(build.state() == .folderBusy(pid: pid, source: "Sources/UIKit/UIColor.swift"))
    }

    private func spawn(_ arguments: [String]) throws -> pid_t {
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawnp(&pid, arguments[0], nil, nil, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return pid
    }
}
