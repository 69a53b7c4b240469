import CollectionLayout
import Foundation
import LayouttySpec
import LayouttySystem
import LayouttyTerminal
import TerminalCollectionView

#if canImport(Glibc)
    import Glibc
#endif

/// A running preview that rebuilds itself when one of the user's files is saved.
///
/// The save starts `layoutty preview FILES… --build-only` in the background (a job the
/// previewer's effect runs; the status bar says "building…", keys and the old layout keep
/// working). Its end comes back as an event: if the files no longer compile, the compiler's
/// messages — at the user's lines — fill the overlay over the last good layout. If they do,
/// the answer is a host effect naming what was built, which ends the event loop:
/// - `load`, a library built against the kit (this program is the host that loaded the first): the host program loads it in place
///   (`PreviewLibrary`) and shows its layout where the old one was, scrolled and focused as it
///   was, animating from the old frames — no new process, no new terminal session.
/// - `become`, a program (a scratch package's build, or another host: a library built after
///   Layoutty itself was rebuilt is loaded by the host built for it): this program writes what the view shows
///   (`PreviewState`), gives the terminal back and `exec`s the new program
///   (`become(_:showing:session:)`), which takes the state and animates to its own layout. A
///   program replaced this way keeps its pid, so whoever started `layoutty preview` (a shell,
///   a test) waits for the same process throughout.
///
/// It holds no previewer and no session: events in, outcomes and effects out.
final class PreviewRebuild {
    /// The request this program was started with, handed on to the rebuilt one.
    private let request: PreviewRequest
    /// How to build again (never nil: see `init`).
    private let rebuild: PreviewRequest.Rebuild
    var files: [String] { rebuild.files }
    private var building = false
    /// A save came while building: build again when this build ends.
    private var savedAgain = false

    /// Nil when the request asks for no rebuilds (`--no-watch`, a render).
    init?(request: PreviewRequest) {
        guard let rebuild = request.rebuild, !rebuild.files.isEmpty else { return nil }
        self.request = request
        self.rebuild = rebuild
    }

    private var job: BackgroundJob { BackgroundJob(name: "rebuild", command: rebuild.command) }

    /// The files saved since the build shown read them (while the first preview built); none
    /// once a rebuild has started — the request's stamps are the first build's.
    var filesSavedSinceBuilt: [String] { hasRebuilt ? [] : rebuild.filesSavedSince }
    private var hasRebuilt = false

    /// A file was saved: build (again, once this build ends).
    func reload() -> ReloadOutcome {
        if building {
            savedAgain = true
            return .pending("building…")
        }
        building = true
        hasRebuilt = true
        savedAgain = false
        return .pending("building…", job: job)
    }

    /// The build ended: build again if a save came meanwhile; else the compiler's messages, or
    /// the hand-over to the new program.
    func finished(_ result: BackgroundResult) -> BackgroundOutcome {
        guard result.name == job.name else { return BackgroundOutcome() }
        if savedAgain {
            savedAgain = false
            return BackgroundOutcome(shown: .pending("building…"), effects: [.run(job)])
        }
        building = false
        let lines = result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        guard result.status == 0, let built = RebuildResult(output: lines) else {
            let said = lines.filter { !$0.hasPrefix(RebuildResult.mark) }
            if result.status == 0 {
                return BackgroundOutcome(shown: .failed(said + ["the rebuild ended without saying what it built"]))
            }
            return BackgroundOutcome(
                shown: .failed(said.isEmpty ? ["the rebuild failed (status \(result.status))"] : said))
        }
        guard let library = built.library else {
            return BackgroundOutcome(effects: [.host(.become(program: built.program))])
        }
        // A library is loaded by the host it was built for: Layoutty rebuilt since this host
        // started (another kit, another host), or this program no host, means handing over to it.
        guard request.library != nil, Self.samePath(built.program, CommandLine.arguments[0]) else {
            handedOnLibrary = library
            return BackgroundOutcome(effects: [.host(.become(program: built.program))])
        }
        return BackgroundOutcome(effects: [.host(.load(library: library))])
    }

    /// The library a new host is handed (`become`), when the rebuild needs another host.
    private var handedOnLibrary: String?

    private static func samePath(_ a: String, _ b: String) -> Bool {
        let resolved = [a, b].map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path }
        return resolved[0] == resolved[1]
    }

    /// Writes the state, ends the terminal session and runs `program` in this process, handed
    /// this program's request with the state to restore. Returns only if the state cannot be
    /// written (why, for the overlay); a program that cannot be run ends this one.
    @MainActor
    func become(_ program: String, showing live: LivePreview, session: TerminalSession) -> String {
        var handedOn = request
        if let handedOnLibrary { handedOn.library = handedOnLibrary }
        // Built from the files as they are now: a save during the build built again already.
        handedOn.rebuild?.stamps = nil
        handedOn.crashOutput = nil
        let arguments: [String]
        do {
            handedOn.restore = try PreviewState(live).write()
            arguments = try handedOn.arguments()
        } catch {
            return "cannot keep the view's state for the rebuilt preview: \(error.description)"
        }
        session.end()
        fflush(nil)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        StandardStreams.writeError(
            "layoutty: preview: cannot run the rebuilt \(program): \(String(cString: strerror(errno)))\n")
        exit(1)
    }
}
