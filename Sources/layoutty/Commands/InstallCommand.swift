import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttyKit

/// `layoutty install`: this program, the modules its build made and the Layoutty package, which
/// `preview` compiles against, copied under a prefix, so the installed program works wherever
/// the checkout goes.
///
/// ```
/// swift build -c release
/// .build/release/layoutty install --prefix ~/.local     # then ~/.local/bin/layoutty
/// ```
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract:
            "Install this program in PREFIX/bin and Layoutty's built modules and package (for preview) in PREFIX/share/layoutty."
    )

    @Option(help: ArgumentHelp("Where to install (default: ~/.local).", valueName: "dir"))
    var prefix: String?

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = prefix ?? environment["HOME"].map({ $0 + "/.local" }) else {
            throw CLIFailure(message: "install needs --prefix (HOME is not set)")
        }
        let executable = URL(fileURLWithPath: CommandLineProgram.executablePath)
        do {
            try install(into: folder, executable: executable, environment: environment)
        } catch let error as PreviewError {
            throw CLIFailure(message: error.message, status: error.status)
        }
    }

    private func install(into folder: String, executable: URL, environment: [String: String]) throws {
        guard !folder.isEmpty else {
            throw CLIFailure(message: "install: --prefix is empty; name a folder (the default is ~/.local)")
        }
        let root = try LayouttyPackage.layouttyRoot(environment: environment)
        let prefixURL = URL(fileURLWithPath: folder).standardizedFileURL
        // Installing a program over itself (run from PREFIX/bin) would copy its package onto itself.
        guard
            root.standardizedFileURL
                != Installation.packageCopy(besideProgramAt: prefixURL.appendingPathComponent("bin/layoutty"))
                .standardizedFileURL
        else {
            throw CLIFailure(
                message: "install: \(Message.cut(prefixURL.path)) is where this program is installed already")
        }
        // A prefix inside the package would be copied into itself, deeper each time.
        let rootPath = root.resolvingSymlinksInPath().path
        let prefixPath = prefixURL.resolvingSymlinksInPath().path
        guard prefixPath != rootPath && !prefixPath.hasPrefix(rootPath + "/") else {
            throw CLIFailure(
                message:
                    "install: \(Message.quoted(prefixURL.path)) is inside Layoutty's package (\(Message.cut(rootPath))), which install copies; choose a folder outside it"
            )
        }
        let installed = try Installation.install(executable: executable, package: root, prefix: prefixURL)
        print("installed \(installed.program.path)")
        if let kit = installed.kit { print("with Layoutty's built modules for preview in \(kit.path)") }
        print("with Layoutty's package for preview in \(installed.package.path)")
        // A shell finds the program only through PATH: say so when it will not.
        let bin = installed.program.deletingLastPathComponent().path
        let path = (environment["PATH"] ?? "").split(separator: ":").map {
            URL(fileURLWithPath: String($0)).standardizedFileURL.path
        }
        if !path.contains(bin) {
            print("\(bin) is not on your PATH: add it to your shell's profile with")
            print("  export PATH=\"\(bin):$PATH\"")
        }
    }
}
