import ArgumentParser
import CollectionLayout
import Foundation
import LayouttySpec

/// `--spec FILE | --demo NAME`: where the collection view comes from.
package struct SourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A spec file (JSON, see README).", valueName: "file"))
    package var spec: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A built-in demo: \(BuiltInDemo.all.map(\.name).joined(separator: ", ")).", valueName: "name"))
    package var demo: String?

    @Option(
        name: .customLong("content-inset"), parsing: .unconditional,
        help: ArgumentHelp(
            "The view's contentInset (replaces the spec's): the offset may scroll into it.", valueName: "t,l,b,r"))
    package var contentInset: InsetsArgument?

    package init() {}

    package init(spec: String?, demo: String?) {
        self.spec = spec
        self.demo = demo
        contentInset = nil
    }

    package func validate() throws {
        try contentInset?.validate("--content-inset")
    }

    /// Without either option: the `grid` demo; `--content-inset` replaces the spec's.
    package func load() throws -> LayoutSpec {
        var loaded = try loadSource()
        if let contentInset { loaded.contentInset = contentInset.insets }
        return loaded
    }

    private func loadSource() throws -> LayoutSpec {
        switch (spec, demo) {
        case (.some, .some):
            throw CLIFailure(message: "--spec and --demo cannot be used together")
        case (.some(let path), nil):
            return try LayoutSpec.load(file: path)
        case (nil, let name):
            let name = name ?? "grid"
            guard let demo = BuiltInDemo.named(name) else {
                throw CLIFailure(
                    message:
                        "unknown demo \"\(name)\" (expected one of \(BuiltInDemo.all.map(\.name).joined(separator: ", ")))"
                )
            }
            return try demo.spec()
        }
    }
}
