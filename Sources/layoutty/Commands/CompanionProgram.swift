import Foundation
import LayouttyCLI
import LayouttyKit
import LayouttySystem
import PseudoTerminalSupport

/// A program of this package's own that `layoutty` becomes for one command: `layoutty-preview`
/// (it reads Swift with swift-syntax, whose build takes minutes) and `layoutty-bench`. Kept
/// apart, `browse`, `render` and the rest build without them, and a fresh clone's first
/// `swift run layoutty` shows its first frame sooner. A checkout builds the companion on its
/// command's first use (saying so, with its progress); a release build and an install have it
/// beside `layoutty`.
enum CompanionProgram {
    /// Becomes the companion `name` with `arguments`, built first if it is missing; `command`
    /// names the command in errors, `why` says in the build's announcement what the wait is for.
    static func become(_ name: String, command: String, why: String, arguments: [String]) throws {
        let own = URL(fileURLWithPath: CommandLineProgram.executablePath)
        let program = own.deletingLastPathComponent().appendingPathComponent(name)
        // Built only when missing: a build of the same folder already under way (`swift test`
        // runs this program while it holds the folder's lock) would wait for ever, and which of
        // two programs of one build was linked last says nothing about staleness.
        if !FileManager.default.isExecutableFile(atPath: program.path) {
            try build(name, besideProgramAt: own, command: command, why: why)
        }
        fflush(nil)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        execv(program.path, argv)
        throw CLIFailure(
            message: "\(command): cannot run \(program.path): \(String(cString: strerror(errno)))", status: 1)
    }

    /// Builds the companion `name` into the build folder this program runs from (its
    /// configuration, its scratch folder), showing the build's progress on stderr.
    private static func build(_ name: String, besideProgramAt own: URL, command: String, why: String) throws {
        let folder = own.deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        // .build/x86_64-unknown-linux-gnu/debug/layoutty, or .build/debug/layoutty.
        var scratch = folder.deletingLastPathComponent()
        if scratch.lastPathComponent.contains("-") { scratch.deleteLastPathComponent() }
        guard ["debug", "release"].contains(configuration), scratch.lastPathComponent.hasPrefix(".build") else {
            throw CLIFailure(
                message: "\(command): \(name) is not installed beside \(own.path); install again from a release build",
                status: 1)
        }
        let root: URL
        do { root = try LayouttyPackage.layouttyRoot(environment: ProcessInfo.processInfo.environment) } catch {
            throw CLIFailure(message: "\(command): \(error.message)", status: error.status)
        }
        let progress = OneLineProgress(announcement: "layoutty: building \(name) once (\(why))")
        var output: [String] = []
        let status: Int32
        do {
            status = try ChildProcess.run(
                [
                    "swift", "build", "--package-path", root.path, "--scratch-path", scratch.path, "-c", configuration,
                    "--product", name
                ]
            ) { line in
                if line.hasPrefix("[") { progress.show(line) } else { output.append(line) }
            }
        } catch {
            throw CLIFailure(message: "\(command): \(error.description)", status: 1)
        }
        progress.finish()
        guard status == 0 else {
            StandardStreams.writeError(output.suffix(20).map { $0 + "\n" }.joined())
            throw CLIFailure(message: "\(command): building \(name) failed (status \(status))", status: 1)
        }
    }
}
