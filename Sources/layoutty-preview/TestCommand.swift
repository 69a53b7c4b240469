import ArgumentParser
import Foundation
import LayouttyCLI
import LayouttyKit
import LayouttyPreviewBuild
import LayouttySystem
import PseudoTerminalSupport

/// `layoutty test`: runs a Swift package's XCTest and Swift Testing suites on Linux against
/// Layoutty's UIKit, the package unchanged (`PackageTestCopy`).
///
/// ```
/// layoutty test                      the package in this folder
/// layoutty test ../ShelfKit -- --filter ShelfLayoutTests
/// ```
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutty test",
        abstract: "Run a UIKit package's tests on Linux against Layoutty's UIKit, the package unchanged.",
        discussion: """
            The package's files are copied into Layoutty's cache (~/.cache/layoutty, or $XDG_CACHE_HOME/layoutty), \
            never written where they are. What Linux forces is rewritten in the copy as `layoutty preview` rewrites a \
            screen's files (`@objc optional` requirements and their `?(` calls, `#selector`, main-actor XCTest methods, \
            `#if os(iOS)`), each line where it was; every file imports UIKit, as Apple's XCTest and \
            SDK give it on iOS. Then `swift test` runs in the copy with Layoutty's UIKit to import and link: \
            compiler messages and test failures name your files and lines, in Swift 5 mode (Linux's XCTest is not \
            main-actor isolated as Apple's is: Swift 6's data-race errors would stop test cases iOS accepts). \
            Arguments after `--` go to `swift test`. The copy keeps its build: a second run compiles what changed. \
            Exits with `swift test`'s status.
            """
    )

    @Argument(help: ArgumentHelp("The package's folder (the one holding Package.swift).", valueName: "package"))
    var package = "."

    @Argument(
        parsing: .postTerminator, help: ArgumentHelp("Arguments for swift test.", valueName: "swift-test-arguments"))
    var swiftTestArguments: [String] = []

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        do {
            let root = try LayouttyPackage.layouttyRoot(environment: environment)
            guard
                let kit = PreviewKit.find(
                    besideProgramAt: URL(fileURLWithPath: CommandLineProgram.executablePath), packageRoot: root,
                    environment: environment)
            else {
                throw CLIFailure(
                    message: "test: runs against Layoutty's built modules, and none are beside this program", status: 1)
            }
            let copy = try PackageTestCopy(package: URL(fileURLWithPath: package), environment: environment)
            stopBuildOnTermination()
            let ported = try copy.write(say: say).ported
            say("\(ported) Swift files ported into \(copy.copy.path)")
            let status = try copy.runTests(kit: kit, passing: swiftTestArguments) { line in
                StandardStreams.writeOutput(Array((line + "\n").utf8))
            }
            if status != 0 {
                throw CLIFailure(message: "test: swift test failed (exit status \(status))", status: status)
            }
        } catch let error as PreviewError {
            if let details = error.details { StandardStreams.writeError(details) }
            throw CLIFailure(message: "test: " + error.message, status: error.status)
        }
    }

    private func say(_ line: String) { StandardStreams.writeError("layoutty: test: \(line)\n") }
}
