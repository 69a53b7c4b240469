import ArgumentParser
import LayouttyCLI

/// `layoutty`: preview UICollectionView-style layouts in the terminal.
@main
struct Layoutty: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutty",
        abstract: "Preview UICollectionView-style layouts in the terminal.",
        subcommands: [
            BrowseCommand.self, RenderCommand.self, AttributesCommand.self, ExplainCommand.self, PlayCommand.self,
            BenchCommand.self,
            PreviewCommand.self, TestCommand.self,
            InstallCommand.self
        ],
        defaultSubcommand: BrowseCommand.self
    )

    /// The contract (SpecFormatAndCLI.md) wants every error as one `layoutty: ` line and exit 2 for
    /// usage errors and bad input, where ArgumentParser would print a usage block and exit 64.
    static func main() { CommandLineProgram.main(Self.self) }
}
