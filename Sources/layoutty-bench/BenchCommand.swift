import ArgumentParser
import Foundation
import LayouttyBench
import LayouttyCLI
import LayouttyKit
import LayouttySpec
import LayouttySystem

/// `layoutty bench`: the cost of each layout beside the naive caching layout, in one run. A
/// program of its own, `layoutty-bench`, which `layoutty` becomes (`CompanionProgram`): a fresh
/// clone's first `swift run layoutty` builds without it. What it measures through the real
/// program (frames, memory, the edit loop) runs the `layoutty` beside it.
///
/// ```
/// swift run -c release layoutty bench
/// swift run -c release layoutty bench --layout waterfall --items 1000 --items 1000000 --json
/// ```
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutty bench",
        abstract: "Measure prepare, queries, frames, resizes and memory against a naive layout (use -c release)."
    )

    @Option(name: .long, help: ArgumentHelp("Measure this spec's own layout and data instead.", valueName: "file"))
    var spec: String?

    @Option(name: .long, help: ArgumentHelp("Measure this built-in demo's layout and data instead.", valueName: "name"))
    var demo: String?

    @Option(
        help: ArgumentHelp(
            "Only these layouts: \(Benchmark.Layout.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "layout")
    )
    var layout: [String] = []

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Item counts (default 1000 … 1000000, and 10000000 for flow-uniform).", valueName: "n"))
    var items: [Int] = []

    @Flag(help: "Print the numbers as JSON.")
    var json = false

    @Flag(
        help:
            "Exit with status 1 when a target is missed, naming it (CI runs `bench --memory --strict` in a release build)."
    )
    var strict = false

    @Flag(
        help: "Measure the bytes the real previewer writes per frame on a pseudo-terminal (80x24 and 200x60) instead.")
    var frames = false

    @Flag(help: "Measure animation frames and batch updates against still frames and a section alone instead.")
    var animation = false

    @Flag(
        name: .customLong("self-sizing"),
        help: "Measure opening, jumping to the end of and paging a self-sizing spec of 1e6 items against 1e3 instead.")
    var selfSizing = false

    @Flag(
        name: .customLong("auto-layout"),
        help: "Measure Auto Layout's solver over 1e4 views' constraints against 1e3 instead.")
    var autoLayout = false

    @Flag(
        help:
            "Measure the peak memory of `render` over generated specs against 8 × file + 24 B per stored item + 48 B per section instead."
    )
    var memory = false

    @Flag(
        name: .customLong("edit-loop"),
        help:
            "Measure the edit loop instead: a saved spec of 1e5 items, a cold first preview and a one-line Swift edit back on screen."
    )
    var editLoop = false

    @Option(
        name: .customLong("still-frames"),
        help: ArgumentHelp(
            "Draw this many still 200x60 frames of --demo and print nothing (what --animation counts).",
            visibility: .hidden))
    var stillFrames: Int?

    @Option(
        name: .customLong("frame-step"),
        help: ArgumentHelp("How far each of --still-frames scrolls: point or row.", visibility: .hidden))
    var frameStep: InstructionCount.Step = .point

    static func main() { CommandLineProgram.main(Self.self) }

    /// The `layoutty` beside this program: what the benches of the real program run.
    private var layouttyProgram: String {
        URL(fileURLWithPath: CommandLineProgram.executablePath).deletingLastPathComponent()
            .appendingPathComponent(Installation.mainProgram).path
    }

    func validate() throws {
        for name in layout where Benchmark.Layout(rawValue: name) == nil {
            throw ValidationError(
                "unknown layout \"\(name)\" (expected one of \(Benchmark.Layout.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        if (spec != nil || demo != nil) && (!layout.isEmpty || !items.isEmpty) {
            throw ValidationError(
                "--spec/--demo measure the spec's own layout and items: leave out --layout and --items")
        }
        if let bad = items.first(where: { $0 < 1 || $0 > LayoutSpec.maximumItemCount }) {
            throw ValidationError("--items \(bad): expected a count from 1 to \(LayoutSpec.maximumItemCount)")
        }
    }

    func run() throws {
        if let stillFrames {
            return InstructionCount.drawFrames(
                of: try SourceOptions(spec: spec, demo: demo).load(), count: stillFrames, step: frameStep)
        }
        if frames { return try runFrames() }
        if animation { return runAnimation() }
        if selfSizing { return runSelfSizing() }
        if autoLayout { return runAutoLayout() }
        if memory { return try runMemory() }
        if editLoop { return try runEditLoop() }
        #if DEBUG
            printError("warning: a debug build; run `swift run -c release layoutty bench` for meaningful numbers")
        #endif
        let layouts = layout.isEmpty ? Benchmark.Layout.allCases : layout.compactMap(Benchmark.Layout.init(rawValue:))
        let bench = Benchmark(layouts: layouts, counts: items.isEmpty ? nil : items)
        let results: [Benchmark.Result]
        if spec != nil || demo != nil {
            let loaded = try SourceOptions(spec: spec, demo: demo).load()
            try loaded.validate(boundsSize: CGSize(width: Benchmark.screen.columns, height: Benchmark.screen.rows))
            results = [bench.measure(spec: loaded)]
        } else {
            results = bench.run { step in if !json { StandardStreams.writeError("  measuring \(step)…\n") } }
        }
        if json {
            print(Benchmark.json(results))
        } else {
            print(Benchmark.table(results))
            printTargets(Benchmark.targets(results))
        }
        try requireTargets(Benchmark.targets(results), flag: "")
    }

    /// A blank line, then each target met or MISSED with its measurement.
    private func printTargets(_ targets: [Benchmark.Target]) {
        print("")
        for target in targets { print("\(target.met ? "met   " : "MISSED") \(target.name): \(target.measured)") }
    }

    /// With `--strict`, a missed target is a failure (status 1): one line naming each.
    private func requireTargets(_ targets: [Benchmark.Target], flag: String) throws {
        guard strict, let missed = Benchmark.Target.missed(targets) else { return }
        throw CLIFailure(message: "bench\(flag.isEmpty ? "" : " " + flag): \(missed)", status: 1)
    }

    /// A bench's document as pretty, key-sorted JSON on standard output.
    private func printJSON(_ document: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self))
    }

    /// What `--json` prints for a bench with targets.
    private struct Document<Results: Encodable>: Encodable {
        var results: Results
        var targets: [Benchmark.Target]
    }
}

extension BenchCommand {
    func runAnimation() {
        #if DEBUG
            printError(
                "warning: a debug build; run `swift run -c release layoutty bench --animation` for meaningful numbers")
        #endif
        let result = AnimationBench.run()
        let targets = AnimationBench.targets(result)
        // Counted after the timing, so that callgrind's children do not load the timed frames.
        let counts = InstructionCount.Step.allCases.flatMap { step in
            InstructionCount.demos.map {
                (demo: $0, step: step, count: InstructionCount.perFrame(demo: $0, step: step))
            }
        }
        if json {
            struct AnimationDocument: Encodable {
                var result: AnimationBench.Result
                /// Per demo and step: `big` for a still frame, `big, row` for a row's scroll.
                var stillFrameInstructions: [String: Int]
                var targets: [Benchmark.Target]
            }
            let instructions = counts.reduce(into: [String: Int]()) {
                $0[$1.step == .point ? $1.demo : "\($1.demo), \($1.step.rawValue)"] = try? $1.count.get()
            }
            return printJSON(AnimationDocument(result: result, stillFrameInstructions: instructions, targets: targets))
        }
        print(AnimationBench.report(result))
        print(InstructionCount.report(counts))
        printTargets(targets)
    }

    func runSelfSizing() {
        let results = SelfSizingBench.run()
        let targets = SelfSizingBench.targets(results)
        if json { return printJSON(Document(results: results, targets: targets)) }
        print(SelfSizingBench.report(results))
        printTargets(targets)
    }

    func runAutoLayout() {
        let results = AutoLayoutBench.run()
        let targets = AutoLayoutBench.targets(results)
        if json { return printJSON(Document(results: results, targets: targets)) }
        print(AutoLayoutBench.report(results))
        printTargets(targets)
    }

    func runMemory() throws {
        try runInFolder(
            "--memory", folderPrefix: "layoutty-bench-",
            measure: { try MemoryBudget.run(binary: $0, in: $1, progress: $2) },
            report: MemoryBudget.report, targets: MemoryBudget.targets)
    }

    func runEditLoop() throws {
        try runInFolder(
            "--edit-loop", folderPrefix: "layoutty-edit-loop-",
            measure: { try EditLoopBench.run(binary: $0, in: $1, progress: $2) },
            report: EditLoopBench.report, targets: EditLoopBench.targets)
    }

    /// A bench that runs this program's children over files in a temporary folder (removed
    /// afterwards): its report and targets, or JSON; a failure is one line naming the bench.
    private func runInFolder<Result: Encodable>(
        _ flag: String, folderPrefix: String, measure: (String, URL, (String) -> Void) throws -> [Result],
        report: ([Result]) -> String, targets: ([Result]) -> [Benchmark.Target]
    ) throws {
        #if DEBUG
            printError(
                "warning: a debug build; run `swift run -c release layoutty bench \(flag)` for meaningful numbers")
        #endif
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(folderPrefix)\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let results: [Result]
        do {
            results = try measure(layouttyProgram, folder) { step in
                if !json { StandardStreams.writeError("  measuring \(step)…\n") }
            }
        } catch {
            throw CLIFailure(message: "bench \(flag): \(error)")
        }
        let met = targets(results)
        if json {
            printJSON(Document(results: results, targets: met))
        } else {
            print(report(results))
            printTargets(met)
        }
        try requireTargets(met, flag: flag)
    }

    func runFrames() throws {
        let binary = layouttyProgram
        var results: [FrameBytes.Result] = []
        for (columns, rows) in [(80, 24), (200, 60)] {
            do {
                results.append(try FrameBytes.measure(binary: binary, columns: columns, rows: rows))
            } catch {
                throw CLIFailure(message: "bench --frames: \(error.description)")
            }
        }
        if json { return printJSON(results) }
        print("bytes written by `layoutty browse --demo big` on a pseudo-terminal (TERM=xterm-256color)")
        print("size     first paint  one-row scroll  page  full repaint (Ctrl-L)  exposed row + status")
        for r in results {
            print(
                r.size.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + String(
                        format: "%11d  %14d  %4d  %21d  %20d", r.firstPaint, r.oneRowScroll, r.page, r.fullRepaint,
                        r.exposedRowAndStatus))
        }
        print("")
        for r in results {
            print(
                "\(r.scrollWithinBudget ? "met   " : "MISSED") \(r.size): one-row scroll ≤ 3 × (exposed row + status): "
                    + "\(r.oneRowScroll) ≤ \(3 * r.exposedRowAndStatus)")
            print(
                "\(r.noScrollClearsTheScreen && r.ctrlLClearsTheScreen ? "met   " : "MISSED") \(r.size): no scroll or page frame clears "
                    + "the screen (ESC[2J), Ctrl-L does: \(r.noScrollClearsTheScreen ? "none" : "some") / \(r.ctrlLClearsTheScreen ? "yes" : "no")"
            )
        }
    }
}

extension InstructionCount.Step: ExpressibleByArgument {}
