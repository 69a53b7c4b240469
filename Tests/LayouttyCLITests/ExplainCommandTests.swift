import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty explain`: the inspector's words for the items asked, as lines or JSON.
@Suite struct ExplainCommandTests {
    /// The grid demo: 76 points for items 16 wide, minimum gap 2 → 4 a line, leftover 6, gap 4.
    @Test func linesForFlowAndWaterfall() throws {
        let flow = try CLI.run(["explain", "--demo", "grid", "--item", "0.9", "--item", "0.59"])
        #expect(flow.status == 0 && flow.stdout == """
            0.9: line 3 of section 0 · 4 items · justified · gap 4 (minimum 2) · leftover 6
            0.59: line 15 of section 0 · 4 items · justified (last line: automatic) · gap 4 (minimum 2) · leftover 6

            """)
        let waterfall = try CLI.run(["explain", "--demo", "photos", "--item", "0.4", "--json"])
        #expect(waterfall.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(waterfall.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 1 && objects[0]["layout"] as? String == "waterfall" && objects[0]["column"] as? Int == 2)
        #expect(objects[0]["description"] as? String == "column 3 of 3 · shortest column · y 14.50")
    }

    @Test(arguments: [
        (["explain", "--demo", "grid", "--item", "0.60"], "layoutty: --item 0.60: no such item"),
        (["explain", "--demo", "grid"], "layoutty: name at least one item with --item S.I"),
        (["explain", "--demo", "grid", "--item", "0,1"], "layoutty: The value '0,1' is invalid for '--item <s.i>'"),
    ])
    func refusals(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
}
