import Foundation
import Testing

@testable import PseudoTerminalSupport

/// A program run to its end leaves nothing in the temporary folder: it is given a folder of its
/// own as `TMPDIR` (SwiftPM leaves an empty folder there on every build), and the folder goes
/// with whatever the program left in it.
@Suite struct ChildProcessTests {
    @Test func aProgramsTemporaryFolderGoesWithIt() throws {
        var lines: [String] = []
        let status = try ChildProcess.run(
            ["sh", "-c", #"echo "$TMPDIR"; mkdir "$TMPDIR/left" && echo kept > "$TMPDIR/left/file" && echo made"#]
        ) { lines.append($0) }
        #expect(status == 0)
        #expect(lines.count == 2 && lines[1] == "made")
        let folder = try #require(lines.first)
        let parent = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        #expect(folder.hasPrefix(parent + "/layoutty-child-"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// The signal ends the program although Swift Testing's threads have SIGTERM blocked: a
    /// program starts with nothing blocked, as from a shell (it printed nothing and lived on before).
    @Test func anExitStatusAndASignalAreReported() throws {
        #expect(try ChildProcess.run(["sh", "-c", "exit 3"]) { _ in } == 3)
        #expect(try ChildProcess.run(["sh", "-c", "kill -TERM $$"]) { _ in } == 128 + SIGTERM)
    }
}
