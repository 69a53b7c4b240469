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
        #expect(results.count == 1 && results[0]["layout"] as? String == "demo photos" && results[0]["items"] as? Int == 35)
    }

    @Test(arguments: [
        (["bench", "--demo", "grid", "--items", "5"], "layoutty: --spec/--demo measure the spec's own layout and items: leave out --layout and --items"),
        (["bench", "--layout", "masonry"], "layoutty: unknown layout \"masonry\" (expected one of flow-uniform, flow, waterfall)"),
        (["bench", "--items", "0"], "layoutty: --items 0: expected a count from 1 to 100000000"),
    ])
    func badArguments(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }
}
