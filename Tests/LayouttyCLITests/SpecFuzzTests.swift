import CollectionLayoutTesting
import Foundation
import LayouttySpec
import LayouttyTestSupport
import Testing

/// Seeded mutations of every Demos/specs file — type swaps, deletions, duplications, extreme
/// numbers, deep nesting, control characters, huge labels and counts — through the spec reader
/// and the CLI. Every case must answer (exit 0) or refuse in one line (exit 2): no signal, no
/// second line, within a time bound, under `ulimit -v`.
@Suite struct SpecFuzzTests {
    static let specs: [(name: String, text: String)] = {
        let folder = CLI.packageRoot.appendingPathComponent("Demos/specs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }()

    static let extremes = [
        "1e300", "-1e300", "1e-300", "5e-324", "0", "-0", "1e19", "1.7976931348623157e308", "9007199254740993",
        "100000000", "-1", "0.5", "2147483648"
    ]
    static let values = [
        "\"x\"", "true", "null", "[]", "{}", "[1]", "[1, 2, 3]", "{\"size\": [1, 1]}", "\"\\u001b[2J\\n\""
    ]

    // Compiled once: Swift's `Regex`, built per mutation in a debug build, made 3,000 mutations
    // take 90 s of CPU time, far more than reading them.
    static let numberPattern = try! NSRegularExpression(pattern: "-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?")
    static let valuePattern = try! NSRegularExpression(pattern: ": *(\"[^\"]*\"|[-0-9.eE+]+|true|false|null)")
    static let countPattern = try! NSRegularExpression(pattern: "\"items\": [0-9]+")

    /// Where `pattern` matches in `text`.
    static func ranges(of pattern: NSRegularExpression, in text: String) -> [Range<String.Index>] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
    }

    /// One mutation of `text`, chosen by `rng`.
    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var chars = Array(text.unicodeScalars)
        let at = Int.random(in: 0...chars.count, using: &rng)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:  // an extreme number in place of a number
            let numbers = ranges(of: numberPattern, in: text)
            guard let range = numbers.randomElement(using: &rng) else { return text }
            return text.replacingCharacters(in: range, with: extremes.randomElement(using: &rng)!)
        case 1:  // another type in place of a value after a colon
            let colons = ranges(of: valuePattern, in: text)
            guard let range = colons.randomElement(using: &rng) else { return text }
            return text.replacingCharacters(in: range, with: ": " + values.randomElement(using: &rng)!)
        case 2:  // delete a span
            let end = min(chars.count, at + Int.random(in: 1...20, using: &rng))
            chars.removeSubrange(min(at, end)..<end)
        case 3:  // duplicate a span
            let end = min(chars.count, at + Int.random(in: 1...40, using: &rng))
            chars.insert(contentsOf: chars[min(at, end)..<end], at: min(at, end))
        case 4:  // deep nesting
            let depth = Int.random(in: 100...2000, using: &rng)
            return String(repeating: "[", count: depth) + text + String(repeating: "]", count: depth)
        case 5:  // a control character anywhere
            chars.insert(Unicode.Scalar(UInt8.random(in: 0...31, using: &rng)), at: at)
        case 6:  // a huge label: 20,000 characters, far wider than any screen (100,000, read ~370
            // times in a debug build, were half the suite's time and found nothing more)
            let label = String(repeating: ["布", "🚀", "a", "\\u0007"].randomElement(using: &rng)!, count: 20_000)
            return text.replacingOccurrences(
                of: "\"sections\": [",
                with: "\"sections\": [{\"items\": [{\"size\": [3, 2], \"label\": \"\(label)\"}]}, ")
        default:  // a huge count
            let counts = ranges(of: countPattern, in: text)
            guard let range = counts.randomElement(using: &rng) else { return text }
            return text.replacingCharacters(
                in: range, with: "\"items\": \(["100000000", "1000000", "99999999"].randomElement(using: &rng)!)")
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: chars)
        return String(out)
    }

    /// 3,000 mutations through the reader, in a child process of the test run (an exit test):
    /// each gives a spec or one SpecError whose line, once control characters are spelled out,
    /// is one line. A trap ends the child, not the run: the test fails saying how the child ended
    /// (`.signal(SIGILL)`); the cases are the same every run (seed 20261121). Exit 1: an error of
    /// two lines; 2: the mutations did not exercise both answers (300 of each at least).
    @Test func readerRefusesOrReads() async {
        await #expect(processExitsWith: .success) {
            var rng = SeededRandom(seed: 20_261_121)
            var (read, refused) = (0, 0)
            for index in 0..<3000 {
                let (name, text) = SpecFuzzTests.specs[index % SpecFuzzTests.specs.count]
                let mutated = SpecFuzzTests.mutate(text, &rng)
                do {
                    _ = try LayoutSpec.parse(mutated, source: name)
                    read += 1
                } catch {
                    refused += 1
                    if String(describing: error).escapingControlCharacters.contains("\n") { exit(1) }
                }
            }
            if read <= 300 || refused <= 300 { exit(2) }
        }
    }

    /// 200 mutations through `attributes` and `render` as processes under a 2 GB address space:
    /// exit 0 or 2, at most one line on stderr (plus the documented oversize warning), no signal.
    @Test func cliAnswersOrRefusesInOneLine() throws {
        var rng = SeededRandom(seed: 7)
        let dir = try TemporaryFolder.create("fuzz")
        defer { try? FileManager.default.removeItem(at: dir) }
        var commands: [String] = []
        for index in 0..<200 {
            let (_, text) = Self.specs[index % Self.specs.count]
            try Self.mutate(text, &rng).write(
                to: dir.appendingPathComponent("\(index).json"), atomically: true, encoding: .utf8)
            commands += ["attributes --spec \(index).json --rect 0,0,80,40", "render --spec \(index).json"]
        }
        for outcome in try Self.run(commands, in: dir) {
            #expect(["0", "2"].contains(outcome.status) && outcome.errorLines <= 1, "\(outcome) (seed 7)")
        }
    }

    /// Runs each `layoutty` command line in `dir` under a 2 GB address space and a 20 s limit:
    /// its exit status and how many lines it wrote to stderr, less the documented oversize warning.
    static func run(_ commands: [String], in dir: URL) throws -> [(command: String, status: Substring, errorLines: Int)]
    {
        var script = "ulimit -v 2000000\n"
        for command in commands {
            script +=
                "timeout 20 '\(CLI.binary.path)' \(command) >/dev/null 2>err; echo \"$? $(grep -cv warning: err)\"\n"
        }
        try script.write(to: dir.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        let lines = try CLI.run(["run.sh"], directory: dir, executable: "/bin/bash").stdout.split(separator: "\n")
        #expect(lines.count == commands.count)
        return zip(commands, lines).map { command, line in
            let fields = line.split(separator: " ")
            return (command, fields.first ?? "", fields.count == 2 ? Int(fields[1]) ?? .max : .max)
        }
    }

    /// A seeded `--update` string: a few operations of UIKit's eight, with indices ordinary,
    /// negative, huge or not numbers, separators doubled or missing, sometimes a token dropped.
    static func randomUpdate(_ rng: inout SeededRandom) -> String {
        let operations = [
            "insert", "delete", "reload", "move", "insert-section", "delete-section", "reload-section", "move-section",
            "swap", ""
        ]
        let numbers = ["0", "1", "2", "3", "-1", "99999", "9223372036854775807", "1e300", "x", "", "0.5"]
        func index() -> String {
            let section = numbers.randomElement(using: &rng)!
            return Bool.random(using: &rng)
                ? section : section + [".", ",", ".."].randomElement(using: &rng)! + numbers.randomElement(using: &rng)!
        }
        let parts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            var words = [operations.randomElement(using: &rng)!, index()]
            if Bool.random(using: &rng) { words.append(index()) }
            if Int.random(in: 0..<6, using: &rng) == 0 { words.removeFirst() }
            return words.joined(separator: [" ", "  ", "\t"].randomElement(using: &rng)!)
        }
        return parts.joined(separator: [";", "; ", ";;", " "].randomElement(using: &rng)!)
    }

    /// 150 random `--update` strings over flow, waterfall and compositional demos through
    /// `attributes` and `render` (at a random progress): exit 0 or 2, at most one line on
    /// stderr, no signal. At least one of each outcome, so both paths are exercised.
    @Test func updatesAnswerOrRefuseInOneLine() throws {
        var rng = SeededRandom(seed: 20_261_124)
        let dir = try TemporaryFolder.create("fuzz-update")
        defer { try? FileManager.default.removeItem(at: dir) }
        let demos = ["grid", "sections", "photos", "appstore", "mosaic"]
        var commands: [String] = []
        for index in 0..<150 {
            let update = Self.randomUpdate(&rng).replacingOccurrences(of: "'", with: "")
            let demo = demos[index % demos.count]
            let progress = ["0", "0.5", "1"].randomElement(using: &rng)!
            commands += [
                "attributes --demo \(demo) --update '\(update)'",
                "render --demo \(demo) --update '\(update)' --progress \(progress)"
            ]
        }
        let outcomes = try Self.run(commands, in: dir)
        for outcome in outcomes {
            #expect(["0", "2"].contains(outcome.status) && outcome.errorLines <= 1, "\(outcome) (seed 20261124)")
        }
        #expect(Set(outcomes.map(\.status)) == ["0", "2"])
    }
}
