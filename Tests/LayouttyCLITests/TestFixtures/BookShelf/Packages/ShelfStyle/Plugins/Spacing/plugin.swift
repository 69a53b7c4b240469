import PackagePlugin

/// Runs `SpacingTool` before `ShelfStyle` compiles, into a file of the build's.
@main struct Spacing: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectory.appending("Spacing.swift")
        return [
            .buildCommand(
                displayName: "Writing the shelf's spacing", executable: try context.tool(named: "SpacingTool").path,
                arguments: [output.string], outputFiles: [output])
        ]
    }
}
