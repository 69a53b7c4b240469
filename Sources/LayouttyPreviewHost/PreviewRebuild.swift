import CollectionLayout
import Foundation
import LayouttySpec
import LayouttyTerminal
import TerminalCollectionView

#if canImport(Glibc)
    import Glibc
#endif

/// A running preview that rebuilds itself when one of the user's files is saved.
///
/// The save starts `layoutty preview FILES… --build-only` in the background (the status bar says
/// "building…", keys and the old layout keep working). If the files no longer compile, the
/// compiler's messages — at the user's lines — fill the overlay over the last good layout. If
/// they do, this program hands over to the new one: it writes what the view shows (`PreviewState`:
/// scroll position, zoom, device, focus, the frames on screen), gives the terminal back and
/// `exec`s the new program, which takes the state and animates from the old frames to its own
/// layout's. A program replaced this way keeps its pid, so whoever started `layoutty preview`
/// (a shell, a test) waits for the same process throughout.
///
/// Sendable by construction, not by the compiler's proof: its state is touched on the main
/// thread only; the build's thread runs the command and posts its result back (`session.post`).
final class PreviewRebuild: @unchecked Sendable {
    let files: [String]
    private let command: [String]
    private let session: TerminalSession
    weak var previewer: Previewer?
    private var building = false
    /// A save came while building: build again when this build ends.
    private var savedAgain = false

    init(files: [String], command: [String], session: TerminalSession) {
        self.files = files
        self.command = command
        self.session = session
    }

    /// A file was saved: build (again, once this build ends).
    func reload() -> ReloadOutcome {
        if building {
            savedAgain = true
        } else {
            startBuild()
        }
        return .pending("building…")
    }

    private func startBuild() {
        building = true
        savedAgain = false
        let command = command
        Thread.detachNewThread { [self] in
            let result = Self.run(command)
            session.post { [self] in buildEnded(result) }
        }
    }

    private func buildEnded(_ result: (status: Int32, output: String)) {
        building = false
        if savedAgain {
            startBuild()
            return
        }
        guard result.status == 0, let program = result.output.split(separator: "\n").last.map(String.init) else {
            let lines = result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            previewer?.show(.failed(lines.isEmpty ? ["the rebuild failed (status \(result.status))"] : lines))
            return
        }
        guard let previewer else { return }
        become(program, showing: previewer)
    }

    /// Writes the state, ends the terminal session and runs `program` in this process.
    private func become(_ program: String, showing previewer: Previewer) {
        let state: String
        do {
            state = try PreviewState(previewer).write()
        } catch {
            previewer.show(.failed(["cannot keep the view's state for the rebuilt preview: \(error.description)"]))
            return
        }
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let restore = arguments.firstIndex(of: "--restore"), restore + 1 < arguments.count { arguments.removeSubrange(restore...(restore + 1)) }
        arguments = [program] + arguments + ["--restore", state]
        session.end()
        fflush(nil)
        let argv = arguments.map { strdup($0) } + [nil]
        execv(program, argv)
        StandardStreams.writeError("layoutty: preview: cannot run the rebuilt \(program): \(String(cString: strerror(errno)))\n")
        exit(1)
    }

    /// Runs `command` with its output and errors in one pipe, read whole (on success the last
    /// line is the new program's path; on failure the lines are the compiler's messages); its
    /// exit status.
    private static func run(_ command: [String]) -> (status: Int32, output: String) {
        var lines: [String] = []
        do {
            let status = try ChildProcess.run(command, ownGroup: true) { lines.append($0) }
            return (status, lines.joined(separator: "\n"))
        } catch {
            return (127, error.description)
        }
    }
}
