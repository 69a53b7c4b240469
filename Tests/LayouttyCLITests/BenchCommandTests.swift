import Foundation
import LayouttyTestSupport
import Testing

@Suite struct BenchCommandTests {
    @Test func benchOfADemoAsJSON() throws {
        let result = try CLI.run(["bench", "--demo", "photos", "--json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        // The photos demo: 14 + 9 + 12 items, one row measured with its own layout.
        #expect(
            results.count == 1 && results[0]["layout"] as? String == "demo photos" && results[0]["items"] as? Int == 35)
    }

    /// The animation targets, each measured in the same run (a debug build: the ratios' names and
    /// shape are checked here, the numbers in a release build by whoever runs it).
    @Test func animationBenchAsJSON() throws {
        let result = try CLI.run(["bench", "--animation", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let numbers = try #require(document["result"] as? [String: Double])
        #expect(
            Set(numbers.keys) == [
                "staticFrameUs", "nsPerCell", "firstAnimationFrameUs", "animationFrameUs", "sectionAloneMs",
                "batchInsertMs"
            ])
        #expect(numbers.values.allSatisfy { $0 > 0 && $0.isFinite })
        // 12,000 cells at 200x60.
        #expect(abs(numbers["nsPerCell"]! * 12 - numbers["staticFrameUs"]!) < 1e-6 * numbers["staticFrameUs"]!)
        let targets = try #require(document["targets"] as? [[String: Any]])
        #expect(
            targets.map { $0["name"] as? String } == [
                "an animation's first frame (queries, matching, interpolation, painting) ≤ 2× a still frame at 200x60",
                "every later animation frame ≤ 2× a still frame at 200x60",
                "a batch insert into one section of a 1e6-item per-item spec ≤ 2× that section alone",
                "query + paint of a still 200x60 frame < 0.15 ms"
            ])
    }

    /// The self-sizing targets' shape (numbers are for a release build).
    @Test func selfSizingBenchAsJSON() throws {
        let result = try CLI.run(["bench", "--self-sizing", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["items"] as? Int } == [1_000, 1_000_000, 1_000, 1_000_000])
        #expect(results.map { $0["layout"] as? String } == ["flow", "flow", "compositional", "compositional"])
        let targets = try #require(document["targets"] as? [[String: Any]])
        #expect(
            targets.compactMap { $0["name"] as? String }
                == ["flow", "compositional"].flatMap { layout in
                    ["opens", "jumps to the end", "pages"].map {
                        "\(layout): a self-sizing spec of 1e6 items \($0) within 2× of 1e3"
                    }
                })
    }

    /// The Auto Layout bench's shape: 1,000 and 10,000 views, one target, their ratio (numbers
    /// are for a release build; the views' centres are checked in `BenchmarkTests`).
    @Test func autoLayoutBenchAsJSON() throws {
        let result = try CLI.run(["bench", "--auto-layout", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["views"] as? Int } == [1_000, 10_000])
        let targets = try #require(document["targets"] as? [[String: Any]])
        #expect(
            targets.compactMap { $0["name"] as? String } == [
                "Auto Layout: 10,000 views' constraints solved within 20× of 1,000's (linear is 10×, quadratic 100×)"
            ])
    }

    /// The edit loop's rows, measured in one run as the user meets them: a saved spec of 1e5
    /// items renamed into place under `browse` on a pseudo-terminal until its frame's first byte
    /// (against its 20 ms: the watcher reads a rename at once, no quiet period), a cold first
    /// preview timed until `--render` printed its screen, then a Swift file saved under the
    /// running `preview` on a pseudo-terminal until its rebuilt frame (400 ms) and a live
    /// literal changed there with keys until the next frame (16 ms) — each said with the
    /// machine's load. Its temporary files are gone afterwards.
    @Test func editLoopBenchAsJSON() throws {
        let result = try CLI.run(["bench", "--edit-loop", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(
            results.map { $0["name"] as? String ?? "" } == [
                "spec of 1e5 items saved → its frame on the terminal", "cold first preview (fresh cache) → first frame",
                "saved Swift layout file → its frame on the terminal",
                "live literal changed → next frame on the terminal", "saved 5-file screen → its frame on the terminal"
            ])
        #expect(results.allSatisfy { ($0["milliseconds"] as? Double ?? 0) > 0 }, "\(results)")
        #expect(
            (results[3]["note"] as? String)?.hasPrefix("preview on a pty, median of 5, load ") == true, "\(results)")
        let targets = try #require(document["targets"] as? [[String: Any]])
        // Each row held to its target; whether a debug build on a busy machine meets it is the
        // bench's to say, not a timed test's (the spec row measured 5.9 ms here, target 20).
        #expect(targets.count == 5 && targets.allSatisfy { $0["met"] is Bool })
        // The screen's target is the debug build's (these tests run one): 1 s, not release's 400 ms.
        #expect(
            targets.map { $0["name"] as? String ?? "" }[2...]
                == [
                    "saved Swift layout file → its frame on the terminal ≤ 400 ms",
                    "live literal changed → next frame on the terminal ≤ 16 ms",
                    "saved 5-file screen → its frame on the terminal ≤ 1000 ms"
                ])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
            $0.hasPrefix("layoutty-edit-loop-")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test(arguments: [
        (
            ["bench", "--demo", "grid", "--items", "5"],
            "layoutty: --spec/--demo measure the spec's own layout and items: leave out --layout and --items"
        ),
        (
            ["bench", "--layout", "masonry"],
            "layoutty: unknown layout \"masonry\" (expected one of flow-uniform, flow, waterfall, compositional)"
        ),
        (["bench", "--items", "0"], "layoutty: --items 0: expected a count from 1 to 100000000")
    ])
    func badArguments(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }
}
