import LayouttyCLI
// Built with the preview host: its modules are the kit `preview` compiles the user's files
// against (`PreviewKit` reads this program's link list).
import LayouttyPreviewHost

// `layoutty preview ARGS` runs this program with ARGS; a running preview's rebuild names it
// with `preview` first, as the command is spelled.
// `layoutty test ARGS` runs it with `test` first (the port is this program's).
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "test" { CommandLineProgram.main(TestCommand.self, arguments: Array(arguments.dropFirst())) }
if arguments.first == "preview" { arguments.removeFirst() }
CommandLineProgram.main(PreviewCommand.self, arguments: arguments)
