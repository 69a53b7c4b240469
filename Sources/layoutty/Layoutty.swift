import ArgumentParser
import CSystem
import CollectionLayout
import Foundation
import LayouttyBench
import LayouttySpec
import LayouttyTapes

/// `layoutty`: preview UICollectionView-style layouts in the terminal.
@main
struct Layoutty: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutty",
        abstract: "Preview UICollectionView-style layouts in the terminal.",
        subcommands: [
            BrowseCommand.self, RenderCommand.self, AttributesCommand.self, ExplainCommand.self, PlayCommand.self, BenchCommand.self, PreviewCommand.self,
            InstallCommand.self
        ],
        defaultSubcommand: BrowseCommand.self
    )

    /// The contract (SpecFormatAndCLI.md) wants every error as one `layoutty: ` line and exit 2 for
    /// usage errors and bad input, where ArgumentParser would print a usage block and exit 64.
    /// This program's own file, to start it again on a pseudo-terminal (play, bench --frames):
    /// Foundation finds it on every platform (/proc/self/exe is Linux's alone).
    static var executablePath: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    static func main() {
        var status: Int32 = 0
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            status = report(error)
        }
        // Output that could not be written (a full disk, /dev/full) is a failure, not success.
        let writeError = lt_finish_stdout()
        if writeError != 0 {
            printError("cannot write to standard output: \(String(cString: strerror(writeError)))")
            if status == 0 { status = 1 }
        }
        if StandardStreams.outputFailed && status == 0 {
            printError("cannot write to standard output")
            status = 1
        }
        if StandardStreams.errorFailed && status == 0 { status = 1 }
        Foundation.exit(status)
    }

    static func report(_ error: Error) -> Int32 {
        switch error {
        case let failure as CLIFailure:
            printError(failure.message)
            return failure.status
        case let spec as SpecError:
            printError(spec.description)
            return 2
        default:
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                return 0
            }
            var line = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
            printError(line)
            return 2
        }
    }
}

/// A failure the CLI reports as one line and a status.
struct CLIFailure: Error {
    var message: String
    var status: Int32 = 2
}

/// Prints `layoutty: MESSAGE` on stderr as one line: control characters quoted from input are
/// spelled out, never sent to the terminal; a value longer than 200 characters is cut.
func printError(_ message: String) {
    StandardStreams.writeError("layoutty: \(Message.cuttingLongValues(message).escapingControlCharacters)\n")
}
