import ArgumentParser
import LayouttyCLI
import LayouttyKit

/// `layoutty preview`: a program of its own, `layoutty-preview`, which this one becomes
/// (`CompanionProgram`): it reads Swift with swift-syntax, whose build takes minutes.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Compile UIKit layout files (unchanged) and preview the layout (layoutty preview --help).",
        helpNames: [])

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws { try Self.become(arguments) }

    /// Becomes `layoutty-preview` with `arguments`, built first if it is missing.
    static func become(_ arguments: [String]) throws {
        try CompanionProgram.become(
            Installation.previewProgram, command: "preview",
            why: "swift-syntax reads your Swift; a few minutes on two cores", arguments: arguments)
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
