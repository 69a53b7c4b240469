import ArgumentParser
import LayouttyCLI
import LayouttyKit

/// `layoutty bench`: a program of its own, `layoutty-bench`, which this one becomes
/// (`CompanionProgram`), so that a fresh clone's first `swift run layoutty` builds without it.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure prepare, queries, frames, resizes and memory against a naive layout (use -c release).",
        helpNames: [])

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        try CompanionProgram.become(
            Installation.benchProgram, command: "bench", why: "the benches; half a minute on two cores",
            arguments: arguments)
    }
}
