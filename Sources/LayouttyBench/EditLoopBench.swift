import CollectionLayout
import Foundation
import LayouttySpec
import PseudoTerminalSupport
import TerminalCollectionView

/// `layoutty bench --edit-loop`: how long the edit loop takes where the user waits, against the
/// targets the edit loop is held to — a saved spec of 1e5 items back on screen, a cold first
/// preview of a Swift layout file, a one-line edit of it back on screen, a live literal changed
/// in the running preview — measured in one run.
package enum EditLoopBench {
    package struct Result: Codable, Sendable {
        package var name: String
        /// Milliseconds; nil when not measured (the reason is in `note`).
        package var milliseconds: Double?
        package var targetMilliseconds: Double
        package var note: String
        package var met: Bool { milliseconds.map { $0 <= targetMilliseconds } ?? false }
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Runs the three measurements; `binary` is this `layoutty` (previews are built and run by
    /// it), `folder` an empty temporary folder, used as the preview cache too (a cold start).
    package static func run(binary: String, in folder: URL, progress: (String) -> Void = { _ in }) throws(Failure)
        -> [Result]
    {
        progress("a saved spec of 1e5 items")
        let spec = try specSave(binary: binary, in: folder)
        progress("a cold first preview, then saves and a live literal under a running preview")
        let (cold, edited, literal) = try swiftEdits(binary: binary, in: folder)
        progress("saves of a screen of five files under a running preview")
        let screen = try screenSaves(binary: binary, in: folder)
        return [spec, cold, edited, literal, screen]
    }

    /// Writes `text` to `file` as an editor saves: a new file beside it, renamed over it.
    private static func saveAsAnEditorDoes(_ text: String, to file: URL) throws(Failure) {
        let staged = file.deletingLastPathComponent().appendingPathComponent("." + file.lastPathComponent + ".new")
        do { try Data(text.utf8).write(to: staged) } catch {
            throw Failure(description: "cannot write \(staged.path): \(error.localizedDescription)")
        }
        guard rename(staged.path, file.path) == 0 else {
            throw Failure(description: "cannot rename over \(file.path): \(String(cString: strerror(errno)))")
        }
    }

    /// `preview FILES` kept open on an 80x24 pseudo-terminal, once its first frame shows
    /// `wanted`; the caller ends it.
    private static func openPreview(
        _ binary: String, files: [String], environment: [String: String], showing wanted: String,
        within limit: Duration
    ) throws(Failure) -> PseudoTerminal {
        let program: PseudoTerminal
        do {
            program = try PseudoTerminal(
                binary: binary, arguments: ["preview"] + files, columns: 80, rows: 24, environment: environment)
        } catch { throw Failure(description: error.description) }
        guard shows(wanted, program, within: limit) else {
            program.terminate()
            throw Failure(description: "preview of \(files.joined(separator: ", ")) showed no first frame")
        }
        return program
    }

    /// A preview's environment in the bench: its own cache folder, no animation, a known terminal.
    private static func previewEnvironment(cache: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment["LAYOUTTY_NO_ANIMATION"] = "1"
        (environment["TERM"], environment["LANG"]) = ("xterm-256color", "C.UTF-8")
        return environment
    }

    /// A screen of five files (`EditLoopScreen`: a view controller, two cells, a model, a
    /// navigation controller) previewed as a user keeps it open, on a pseudo-terminal; the
    /// controller saved as an editor saves, with another row height, from the rename to the
    /// first byte of the frame after the status says "building…" (median of 5). The target is 400 ms for a
    /// release build and 1 s for the debug build `swift run` gives.
    private static func screenSaves(binary: String, in folder: URL) throws(Failure) -> Result {
        let screen = folder.appendingPathComponent("Screen")
        do { try FileManager.default.createDirectory(at: screen, withIntermediateDirectories: true) } catch {
            throw Failure(description: "cannot make \(screen.path): \(error.localizedDescription)")
        }
        let controller = screen.appendingPathComponent("InboxViewController.swift")
        var paths: [String] = []
        for (name, text) in EditLoopScreen.files(rowHeight: 64) {
            try saveAsAnEditorDoes(text, to: screen.appendingPathComponent(name))
            paths.append(screen.appendingPathComponent(name).path)
        }
        let program = try openPreview(
            binary, files: paths, environment: previewEnvironment(cache: folder.appendingPathComponent("cache")),
            showing: "Inbox", within: .seconds(120))
        defer { program.terminate() }
        var saves: [Double] = []
        for round in 1...5 {
            guard
                let saved = EditLoopScreen.files(rowHeight: 64 + 4 * round).first(where: {
                    $0.name == controller.lastPathComponent
                })
            else {
                throw Failure(description: "the screen has no \(controller.lastPathComponent)")
            }
            try saveAsAnEditorDoes(saved.text, to: controller)
            saves.append(try time(program, after: "building", round: round))
        }
        #if DEBUG
            let target = 1_000.0
        #else
            let target = 400.0
        #endif
        return Result(
            name: "saved 5-file screen → its frame on the terminal", milliseconds: saves.sorted()[2],
            targetMilliseconds: target, note: "preview on a pty, median of 5, \(load())")
    }

    /// A spec of 1e5 items (100 sections of 1000, flow) open in the real program (`browse`, on a
    /// pseudo-terminal); its file saved as an editor saves — a new file renamed over it — with
    /// another spacing: from the rename to the first byte of the frame that shows it, as the
    /// user waits for it. Median of 5.
    private static func specSave(binary: String, in folder: URL) throws(Failure) -> Result {
        let file = folder.appendingPathComponent("edit-loop.json")
        func text(spacing: Int) -> String {
            "{\"itemSize\": [10, 3], \"minimumInteritemSpacing\": \(spacing), \"sections\": ["
                + Array(repeating: "{\"items\": 1000}", count: 100).joined(separator: ", ") + "]}\n"
        }
        func save(spacing: Int) throws(Failure) { try saveAsAnEditorDoes(text(spacing: spacing), to: file) }
        try save(spacing: 1)
        let program: PseudoTerminal
        do {
            program = try PseudoTerminal(
                binary: binary, arguments: ["browse", "--spec", file.path, "--no-timings", "--no-animation"],
                columns: 80, rows: 24)
        } catch { throw Failure(description: error.description) }
        defer { program.terminate() }
        // Until the frame shows, not until a quiet spell: a loaded machine's debug build can
        // be silent for longer than any quiet spell before its first byte.
        guard shows("flow", program, within: .seconds(20)) else {
            throw Failure(description: "browse showed no first frame")
        }
        var times: [Double] = []
        for round in 1...5 {
            // What the last frame left (a late status update on a busy machine) is read out
            // first, or its bytes would pass for the new frame's; the clock starts before the
            // save (its write and rename, well under a millisecond, count).
            _ = program.readUntilQuiet(timeout: .milliseconds(300))
            let start = ContinuousClock.now
            try save(spacing: 2 + round % 2)
            // Idle (no animation, no timings), the program writes nothing but the new frame: its
            // first byte is the moment the save shows. (ncurses sends only the cells that
            // changed, so the frame is not searched for a text.) Then the frame is read out.
            var shown: ContinuousClock.Instant?
            program.read(until: start + .seconds(10), quiet: .seconds(1)) { _ in
                if shown == nil { shown = ContinuousClock.now }
            }
            guard let shown else { throw Failure(description: "the saved spec was not shown again (round \(round))") }
            times.append(milliseconds(shown - start))
        }
        return Result(
            name: "spec of 1e5 items saved → its frame on the terminal", milliseconds: times.sorted()[2],
            targetMilliseconds: 20,
            note: "browse on a pty, median of 5, \(load())")
    }

    /// A UIKit flow layout file previewed with `--render` in a fresh cache (the first preview on
    /// a machine, until the screen is out); then previewed as a user keeps it open, on a
    /// pseudo-terminal: saved as an editor saves, with another item width, from the rename to
    /// the first byte of the frame that says it was rebuilt (median of 5); then its width
    /// literal changed with `#` and `+`, from the key to the first byte of the next frame
    /// (median of 5).
    private static func swiftEdits(binary: String, in folder: URL) throws(Failure) -> (Result, Result, Result) {
        let file = folder.appendingPathComponent("EditLoopLayout.swift")
        func save(width: Int) throws(Failure) {
            let text = """
                import UIKit

                final class EditLoopLayout: UICollectionViewFlowLayout {
                    override func prepare() {
                        itemSize = CGSize(width: \(width), height: 60)
                        super.prepare()
                    }
                }

                """
            try saveAsAnEditorDoes(text, to: file)
        }
        let environment = previewEnvironment(cache: folder.appendingPathComponent("cache"))
        try save(width: 100)
        let start = ContinuousClock.now
        let status: Int32
        do {
            status = try ChildProcess.run(
                ["/usr/bin/env"] + environment.map { "\($0.key)=\($0.value)" } + [
                    binary, "preview", file.path, "--render"
                ]
            ) { _ in }
        } catch {
            throw Failure(description: "cannot run \(binary): \(error.description)")
        }
        guard status == 0 else { throw Failure(description: "preview of \(file.path) ended with status \(status)") }
        let cold = milliseconds(ContinuousClock.now - start)
        let coldLoad = load()
        let program = try openPreview(
            binary, files: [file.path], environment: environment, showing: "EditLoopLayout", within: .seconds(60))
        defer { program.terminate() }
        var saves: [Double] = []
        for round in 1...5 {
            try save(width: 100 + 10 * round)
            saves.append(try time(program, after: "building", round: round))
        }
        let saveLoad = load()
        program.write("#")
        _ = program.readUntilQuiet(timeout: .milliseconds(300))
        var literals: [Double] = []
        for round in 1...5 {
            program.write("+")
            literals.append(try time(program, round: round))
        }
        return (
            Result(
                name: "cold first preview (fresh cache) → first frame", milliseconds: cold, targetMilliseconds: 10_000,
                note: "--render, one run, \(coldLoad)"),
            Result(
                name: "saved Swift layout file → its frame on the terminal", milliseconds: saves.sorted()[2],
                targetMilliseconds: 400,
                note: "preview on a pty, median of 5, \(saveLoad)"),
            Result(
                name: "live literal changed → next frame on the terminal", milliseconds: literals.sorted()[2],
                targetMilliseconds: 16,
                note: "preview on a pty, median of 5, \(load())")
        )
    }

    /// Milliseconds from now to the first byte the program writes — or, with `marker`, to the
    /// first byte of the frame after the one that says `marker` ("building", which the status
    /// line says at once; ncurses sends only the cells that change, so the rebuilt frame itself
    /// holds no text to look for, and the status's "…" is left out: it may fall on a cell that
    /// already held one, which ncurses skips). A frame is one write: its bytes arrive together, the next
    /// frame's after a pause. The rest of the frame is read out.
    private static func time(_ program: PseudoTerminal, after marker: String? = nil, round: Int) throws(Failure)
        -> Double
    {
        let start = ContinuousClock.now
        let deadline = start + .seconds(30)
        var shown: ContinuousClock.Instant?
        var seen: [UInt8] = []
        var marked: ContinuousClock.Instant?
        // In short reads, so the wait ends at the byte looked for.
        while shown == nil, ContinuousClock.now < deadline, program.isRunning {
            program.read(until: min(deadline, .now + .milliseconds(20)), quiet: .milliseconds(20)) { chunk in
                guard shown == nil else { return }
                let arrived = ContinuousClock.now
                guard let wanted = marker else {
                    shown = arrived
                    return
                }
                if let marked, arrived - marked > .milliseconds(20) {
                    shown = arrived
                    return
                }
                seen += chunk
                if text(seen).contains(wanted) { marked = arrived }
            }
        }
        guard let shown else {
            throw Failure(description: "no frame came\(marker.map { " after \($0)" } ?? "") (round \(round))")
        }
        _ = program.readUntilQuiet(timeout: .milliseconds(300))
        return milliseconds(shown - start)
    }

    /// Whether the program's screen shows `wanted` within `limit` (a first preview builds for
    /// seconds without a byte); the rest of that frame is read out.
    private static func shows(_ wanted: String, _ program: PseudoTerminal, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        var seen: [UInt8] = []
        while ContinuousClock.now < deadline, program.isRunning, !text(seen).contains(wanted) {
            seen += program.read(until: min(deadline, .now + .milliseconds(200)), quiet: .milliseconds(200))
        }
        _ = program.readUntilQuiet(timeout: .milliseconds(300))
        return text(seen).contains(wanted)
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The machine's load as a figure is said with: the last minute's load average.
    private static func load() -> String {
        var averages = [0.0]
        return getloadavg(&averages, 1) == 1 ? String(format: "load %.2f", averages[0]) : "load unknown"
    }

    private static func milliseconds(_ d: Duration) -> Double { d.inSeconds * 1000 }

    package static func report(_ results: [Result]) -> String {
        (["the edit loop: how long until the screen shows the change"]
            + results.map { r in
                r.name.padding(toLength: 52, withPad: " ", startingAt: 0)
                    + (r.milliseconds.map { String(format: "%10.1f ms", $0) } ?? "         —   ") + "  (\(r.note))"
            }).joined(separator: "\n")
    }

    package static func targets(_ results: [Result]) -> [Benchmark.Target] {
        results.map { r in
            Benchmark.Target(
                name: "\(r.name) ≤ \(LayoutNumber.format(r.targetMilliseconds)) ms",
                measured: r.milliseconds.map { String(format: "%.1f ms", $0) } ?? r.note, met: r.met)
        }
    }
}
