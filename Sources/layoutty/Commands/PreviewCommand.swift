import ArgumentParser
import Foundation
import LayouttyCLI
import LayouttyKit
import LayouttySpec
import LayouttySystem
import PseudoTerminalSupport

/// `layoutty preview`: a program of its own, `layoutty-preview`, which this one becomes. It
/// reads Swift with swift-syntax, whose build takes minutes; kept apart, `browse`, `render` and
/// the rest build without it and a fresh clone shows its first frame in a minute. A checkout
/// builds `layoutty-preview` on the first `preview` (saying so, with its progress); a release
/// build and an install have it beside `layoutty`.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Compile UIKit layout files (unchanged) and preview the layout (layoutty preview --help).",
        helpNames: [])

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    static var programName: String { Installation.previewProgram }

    func run() throws { try Self.become(arguments) }

    /// Becomes `layoutty-preview` with `arguments`, built first if it is missing.
    static func become(_ arguments: [String]) throws {
        let own = URL(fileURLWithPath: CommandLineProgram.executablePath)
        let program = own.deletingLastPathComponent().appendingPathComponent(Self.programName)
        // Built only when missing: a build of the same folder already under way (`swift test`
        // runs this program while it holds the folder's lock) would wait for ever, and which of
        // two programs of one build was linked last says nothing about staleness.
        if !FileManager.default.isExecutableFile(atPath: program.path) { try Self.build(besideProgramAt: own) }
        fflush(nil)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        execv(program.path, argv)
        throw CLIFailure(message: "preview: cannot run \(program.path): \(String(cString: strerror(errno)))", status: 1)
    }

    /// Builds `layoutty-preview` into the build folder this program runs from (its
    /// configuration, its scratch folder), showing the build's progress on stderr.
    static func build(besideProgramAt own: URL) throws {
        let folder = own.deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        // .build/x86_64-unknown-linux-gnu/debug/layoutty, or .build/debug/layoutty.
        var scratch = folder.deletingLastPathComponent()
        if scratch.lastPathComponent.contains("-") { scratch.deleteLastPathComponent() }
        guard ["debug", "release"].contains(configuration), scratch.lastPathComponent.hasPrefix(".build") else {
            throw CLIFailure(
                message:
                    "preview: \(programName) is not installed beside \(own.path); install again from a release build",
                status: 1)
        }
        let root: URL
        do { root = try LayouttyPackage.layouttyRoot(environment: ProcessInfo.processInfo.environment) } catch {
            throw CLIFailure(message: "preview: \(error.message)", status: error.status)
        }
        let progress = OneLineProgress(
            announcement:
                "layoutty: building \(programName) once (swift-syntax reads your Swift; a few minutes on two cores)")
        var output: [String] = []
        let status: Int32
        do {
            status = try ChildProcess.run(
                [
                    "swift", "build", "--package-path", root.path, "--scratch-path", scratch.path, "-c", configuration,
                    "--product",
                    programName
                ]
            ) { line in
                if line.hasPrefix("[") { progress.show(line) } else { output.append(line) }
            }
        } catch {
            throw CLIFailure(message: "preview: \(error.description)", status: 1)
        }
        progress.finish()
        guard status == 0 else {
            StandardStreams.writeError(output.suffix(20).map { $0 + "\n" }.joined())
            throw CLIFailure(message: "preview: building \(programName) failed (status \(status))", status: 1)
        }
    }
}

/// `layoutty test`: runs a package's tests against Layoutty's UIKit. The port it needs is
/// `layoutty-preview`'s (swift-syntax), so this program becomes that one, as `preview` does.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run a UIKit package's tests on Linux against Layoutty's UIKit (layoutty test --help).",
        helpNames: [])

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws { try PreviewCommand.become(["test"] + arguments) }
}
