import ArgumentParser
import CSystem
import CollectionLayout
import Foundation
import LayouttySpec
import LayouttySystem

/// A failure the CLI reports as one line and a status.
package struct CLIFailure: Error {
    package var message: String
    package var status: Int32 = 2
    package init(message: String, status: Int32 = 2) {
        self.message = message
        self.status = status
    }
}

/// Prints `layoutty: MESSAGE` on stderr as one line: control characters quoted from input are
/// spelled out, never sent to the terminal; a value longer than 200 characters is cut.
package func printError(_ message: String) {
    StandardStreams.writeError("layoutty: \(Message.cuttingLongValues(message).escapingControlCharacters)\n")
}

/// How the programs run a command and end: every error as one `layoutty: ` line, status 2 for
/// usage errors and bad input (ArgumentParser would print a usage block and exit 64), output
/// that could not be written a failure.
package enum CommandLineProgram {
    /// This program's own file, to start it again (play, bench, a preview's rebuild).
    package static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
            ?? CommandLine.arguments[0]
    }

    /// Parses `arguments` with `root`, runs the command and exits with its status.
    package static func main<Root: ParsableCommand>(_ root: Root.Type, arguments: [String]? = nil) -> Never {
        var status: Int32 = 0
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
        } catch {
            status = report(error, root)
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
        exit(status)
    }

    static func report<Root: ParsableCommand>(_ error: Error, _ root: Root.Type) -> Int32 {
        switch error {
        case let failure as CLIFailure:
            printError(failure.message)
            return failure.status
        case let spec as SpecError:
            printError(spec.description)
            return 2
        default:
            let code = root.exitCode(for: error)
            if code == .success {
                print(root.fullMessage(for: error))
                return 0
            }
            var line = root.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
            printError(line)
            return 2
        }
    }
}
