import Foundation
import LayouttyCLI
import LayouttyKit
import LayouttySystem
import PseudoTerminalSupport

/// A program of this package's own that `layoutty` becomes for one command: `layoutty-preview`
/// (it reads Swift with swift-syntax, whose build takes minutes) and `layoutty-bench`. Kept
/// apart, `browse`, `render` and the rest build without them, and a fresh clone's first
/// `swift run layoutty` shows its first frame sooner. A checkout builds the companion on its
/// command's first use, and again when a source of the package was saved since (`swift run
/// layoutty` after a `git pull` rebuilds `layoutty` alone), saying so, with its progress; a
/// release build and an install have it beside `layoutty`.
enum CompanionProgram {
    /// Becomes the companion `name` with `arguments`, built first if it is missing or older
    /// than the checkout's sources; `command` names the command in errors, `why` says in the
    /// build's announcement what the wait is for.
    static func become(_ name: String, command: String, why: String, arguments: [String]) throws {
        let own = URL(fileURLWithPath: CommandLineProgram.executablePath)
        let program = own.deletingLastPathComponent().appendingPathComponent(name)
        if let build = try checkoutBuild(of: program, command: command) {
            try bringUpToDate(build, command: command, why: why)
        } else if !FileManager.default.isExecutableFile(atPath: program.path) {
            throw CLIFailure(
                message: "\(command): \(name) is not installed beside \(own.path); install again from a release build",
                status: 1)
        }
        fflush(nil)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        execv(program.path, argv)
        throw CLIFailure(
            message: "\(command): cannot run \(program.path): \(String(cString: strerror(errno)))", status: 1)
    }

    /// The companion in the build folder of a checkout this program runs from
    /// (`.build/x86_64-unknown-linux-gnu/debug/`, or `.build/debug/`); nil in an install.
    private static func checkoutBuild(of program: URL, command: String) throws -> CheckoutBuild? {
        let folder = program.deletingLastPathComponent()
        var scratch = folder.deletingLastPathComponent()
        if scratch.lastPathComponent.contains("-") { scratch.deleteLastPathComponent() }
        guard ["debug", "release"].contains(folder.lastPathComponent), scratch.lastPathComponent.hasPrefix(".build")
        else { return nil }
        let root: URL
        do { root = try LayouttyPackage.layouttyRoot(environment: ProcessInfo.processInfo.environment) } catch {
            throw CLIFailure(message: "\(command): \(error.message)", status: error.status)
        }
        return CheckoutBuild(program: program, scratch: scratch, packageRoot: root)
    }

    /// Builds the companion when it is missing or stale. Not while another SwiftPM holds the
    /// build folder (`swift test` runs this program while it does): that build would wait for
    /// ever; the companion runs as it is, said on one line.
    private static func bringUpToDate(_ build: CheckoutBuild, command: String, why: String) throws {
        let name = build.program.lastPathComponent
        switch build.state() {
        case .current: return
        case .missing: try self.build(build, command: command, announcing: "building \(name) once (\(why))")
        case .stale(let source):
            try self.build(build, command: command, announcing: "building \(name) again (\(source) changed)")
        case .folderBusy(let pid, let source):
            StandardStreams.writeError(
                "layoutty: \(name) is older than \(source), and SwiftPM (pid \(pid)) holds the build folder: running it as it is\n"
            )
        }
    }

    /// Builds the companion into the build folder this program runs from (its configuration,
    /// its scratch folder), showing the build's progress on stderr.
    private static func build(_ build: CheckoutBuild, command: String, announcing announcement: String) throws {
        let name = build.program.lastPathComponent
        let progress = OneLineProgress(announcement: "layoutty: " + announcement)
        var output: [String] = []
        let status: Int32
        do {
            // SwiftPM may hang resolving (its own issue 9274): watched, and ended with this
            // program, as a preview's builds are.
            stopBuildOnTermination()
            status = try BuildChild.running { started throws(ChildProcess.Failure) in
                try ChildProcess.runRestartingIfStalled(
                    [
                        "swift", "build", "--package-path", build.packageRoot.path, "--scratch-path",
                        build.scratch.path, "-c", build.program.deletingLastPathComponent().lastPathComponent,
                        "--product", name
                    ], started: started
                ) { line in
                    if line.hasPrefix("[") { progress.show(line) } else { output.append(line) }
                }
            }
        } catch {
            throw CLIFailure(message: "\(command): \(error.description)", status: 1)
        }
        progress.finish()
        guard status == 0 else {
            StandardStreams.writeError(output.suffix(20).map { $0 + "\n" }.joined())
            throw CLIFailure(message: "\(command): building \(name) failed (status \(status))", status: 1)
        }
        build.markCurrent()
    }
}
