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
    package static func run(binary: String, in folder: URL, progress: (String) -> Void = { _ in }) throws(Failure) -> [Result] {
        progress("a saved spec of 1e5 items")
        let spec = try specSave(binary: binary, in: folder)
        progress("a cold first preview, then a one-line edit")
        let (cold, edited, literal) = try swiftEdits(binary: binary, in: folder)
        return [spec, cold, edited, literal]
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
        func save(spacing: Int) throws(Failure) {
            let staged = folder.appendingPathComponent(".edit-loop.json.new")
            do { try Data(text(spacing: spacing).utf8).write(to: staged) } catch {
                throw Failure(description: "cannot write \(staged.path): \(error.localizedDescription)")
            }
            guard rename(staged.path, file.path) == 0 else {
                throw Failure(description: "cannot rename over \(file.path): \(String(cString: strerror(errno)))")
            }
        }
        try save(spacing: 1)
        let program: PseudoTerminal
        do {
            program = try PseudoTerminal(
                binary: binary, arguments: ["browse", "--spec", file.path, "--no-timings", "--no-animation"], columns: 80, rows: 24)
        } catch { throw Failure(description: error.description) }
        defer { program.terminate() }
        guard String(decoding: program.readUntilQuiet(timeout: .milliseconds(300), limit: .seconds(20)), as: UTF8.self).contains("flow")
        else {
            throw Failure(description: "browse showed no first frame")
        }
        var times: [Double] = []
        for round in 1...5 {
            try save(spacing: 2 + round % 2)
            let start = ContinuousClock.now
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
            name: "spec of 1e5 items saved → its frame on the terminal", milliseconds: times.sorted()[2], targetMilliseconds: 20,
            note: "browse on a pty, median of 5")
    }

    /// A UIKit flow layout file previewed with `--render` in a fresh cache (the first preview on
    /// a machine), then again after a one-line edit (its item width): each until the screen is
    /// out. Then the program itself times its width literal changed with `+` to the next frame
    /// (`--measure-literal`: the median of 5, inside the running preview).
    private static func swiftEdits(binary: String, in folder: URL) throws(Failure) -> (Result, Result, Result) {
        let file = folder.appendingPathComponent("EditLoopLayout.swift")
        func write(width: Int) throws(Failure) {
            let text = """
                import UIKit

                final class EditLoopLayout: UICollectionViewFlowLayout {
                    override func prepare() {
                        itemSize = CGSize(width: \(width), height: 60)
                        super.prepare()
                    }
                }

                """
            do { try Data(text.utf8).write(to: file) } catch {
                throw Failure(description: "cannot write \(file.path): \(error.localizedDescription)")
            }
        }
        func preview(_ extra: [String] = []) throws(Failure) -> (milliseconds: Double, output: String) {
            let start = ContinuousClock.now
            let cache = "XDG_CACHE_HOME=" + folder.appendingPathComponent("cache").path
            var lines: [String] = []
            let status: Int32
            do {
                status = try ChildProcess.run(["/usr/bin/env", cache, binary, "preview", file.path, "--render", "--size", "80x24"] + extra)
                { lines.append($0) }
            } catch {
                throw Failure(description: "cannot run \(binary): \(error.description)")
            }
            // The build's progress line comes first; the screen or the timing after it.
            let text = lines.filter { !$0.hasPrefix("layoutty: ") }.joined(separator: "\n")
            guard status == 0 else { throw Failure(description: "preview of \(file.path) ended with status \(status)") }
            return (milliseconds(ContinuousClock.now - start), text)
        }
        try write(width: 100)
        let cold = try preview().milliseconds
        try write(width: 120)
        let edited = try preview().milliseconds
        let measured = try preview(["--measure-literal"]).output
        guard let literal = measured.split(separator: " ").dropLast().last.flatMap({ Double($0) }) else {
            throw Failure(description: "the literal's change was not timed: \(measured)")
        }
        return (
            Result(
                name: "cold first preview (fresh cache) → first frame", milliseconds: cold, targetMilliseconds: 10_000,
                note: "--render, one run"),
            Result(
                name: "one-line edit of a Swift layout file → new frame", milliseconds: edited, targetMilliseconds: 1_500,
                note: "--render, one run"),
            Result(
                name: "literal change → next frame", milliseconds: literal, targetMilliseconds: 16,
                note: "in the running preview, median of 5")
        )
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
