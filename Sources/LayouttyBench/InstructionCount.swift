import CollectionLayout
import Foundation
import LayouttySpec
import PseudoTerminalSupport
import TerminalCollectionView

/// The instructions a still 200x60 frame costs, counted by callgrind, which counts alike on a
/// busy machine and an idle one: times on these shared machines wander, counts do not.
///
/// A still frame is what the bench times: one point further along the scrolling axis, the
/// query, the even cells, the paint on a `TextCanvas`. A row's scroll is a row of cells further
/// each frame, as the arrow keys scroll, so elements come in and go out. This program draws 1
/// and then 11 of them under callgrind; the difference over 10 is one frame's (start-up and
/// loading cancel out).
///
/// ```swift
/// let big = InstructionCount.perFrame(demo: "big", step: .point)  // .success(1_234_567)
/// ```
package enum InstructionCount {
    /// The demos whose frames `bench --animation` counts.
    package static let demos = ["big", "photos"]

    /// How far each counted frame scrolls: a point back and forth (the still frame the bench
    /// times, whose elements stay), or a row of cells on (the arrow keys' scroll).
    package enum Step: String, CaseIterable, Sendable {
        case point, row

        /// What the report calls a frame of this step.
        var label: String { self == .point ? "still frame" : "a row's scroll" }
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) { self.description = description }
    }

    /// Draws `count` frames of `spec` at 200x60 from the middle of its content, each a `step`
    /// further than the last (down, or right when it scrolls only across): a point back and
    /// forth as the bench's timed still frame does, or a row on.
    package static func drawFrames(of spec: LayoutSpec, count: Int, step: Step) {
        let data = SpecDataSource(spec: spec)
        let viewport = Viewport(
            dataSource: data, layout: data.makeLayout(), columns: AnimationBench.columns, rows: AnimationBench.rows)
        viewport.scroll(to: CGPoint(x: viewport.maximumOffset.x / 2, y: viewport.maximumOffset.y / 2))
        let across = viewport.maximumOffset.y <= 0 && viewport.maximumOffset.x > 0
        let canvas = TextCanvas(columns: AnimationBench.columns, rows: AnimationBench.rows)
        for frame in 0..<max(0, count) {
            let row = across ? viewport.cellScale.width : viewport.cellScale.height
            let by: CGFloat = step == .row ? row : frame % 2 == 0 ? 1 : -1
            viewport.scroll(by: across ? CGPoint(x: by, y: 0) : CGPoint(x: 0, y: by))
            canvas.erase()
            ElementPainter().paint(viewport.laidOutElements(), on: canvas, in: canvas.bounds)
        }
    }

    /// One frame of `demo` scrolled by `step`, in instructions: this program run under
    /// callgrind drawing 1 and 11 frames. A failure says what is missing (valgrind, strip).
    package static func perFrame(demo: String, step: Step) -> Result<Int, Failure> {
        // Resolved here: `/proc/self/exe` read by `strip` is `strip`.
        guard let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return .failure(Failure(description: "cannot find this program (/proc/self/exe)"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-count-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Callgrind reads a Swift binary's debug information for minutes; the counts need none.
        let stripped = folder.appendingPathComponent("layoutty-bench").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let status = try ChildProcess.run(["strip", "--strip-debug", "-o", stripped, program]) { _ in }
            guard status == 0 else { return .failure(Failure(description: "strip ended with status \(status)")) }
            let one = try collected(running: stripped, demo: demo, frames: 1, step: step)
            let eleven = try collected(running: stripped, demo: demo, frames: 11, step: step)
            return .success((eleven - one) / 10)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    /// A line per demo and step, its count beside `AnimationBench.report`'s times.
    package static func report(_ counts: [(demo: String, step: Step, count: Result<Int, Failure>)]) -> String {
        counts.map { demo, step, count in
            let label = "\(step.label), --demo \(demo)".padding(toLength: 37, withPad: " ", startingAt: 0)
            switch count {
            case .success(let n): return label + "\(grouped(n)) instructions (callgrind)"
            case .failure(let failure): return label + "not counted: \(failure)"
            }
        }.joined(separator: "\n")
    }

    /// `n` with its thousands apart (`7,951,191`), whatever the locale.
    static func grouped(_ n: Int) -> String {
        var digits = String(n.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return (n < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
    }

    /// Callgrind's total for `program` drawing `frames` frames of `demo`, each a `step` on.
    private static func collected(running program: String, demo: String, frames: Int, step: Step) throws -> Int {
        var lines: [String] = []
        // Seeded hashing: a dictionary's order, and so its cost, alike in every run.
        let status = try ChildProcess.run(
            [
                "env", "SWIFT_DETERMINISTIC_HASHING=1", "valgrind", "--tool=callgrind",
                "--callgrind-out-file=/dev/null", program, "--still-frames", "\(frames)", "--frame-step", step.rawValue,
                "--demo", demo
            ]
        ) { lines.append($0) }
        // valgrind's own summary line: "==123== Collected : 45754581".
        guard status == 0, let line = lines.last(where: { $0.contains("Collected :") }),
            let count = Int(line.split(separator: " ").last ?? "")
        else {
            throw Failure(
                description: "callgrind of \(demo) ended with status \(status): \(lines.last ?? "no output")")
        }
        return count
    }
}
