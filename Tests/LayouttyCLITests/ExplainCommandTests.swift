import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty explain`: the inspector's words for the items asked, as lines or JSON.
@Suite struct ExplainCommandTests {
    /// The grid demo: 76 points for items 16 wide, minimum gap 2 → 4 a line, leftover 6, gap 4.
    @Test func linesForFlowAndWaterfall() throws {
        let flow = try CLI.run(["explain", "--demo", "grid", "--item", "0.9", "--item", "0.59"])
        #expect(
            flow.status == 0
                && flow.stdout == """
                    0.9: line 3 of section 0 · 4 items · justified · gap 4 (minimum 2) · leftover 6
                    0.59: line 15 of section 0 · 4 items · justified (last line: automatic) · gap 4 (minimum 2) · leftover 6

                    """
        )
        let waterfall = try CLI.run(["explain", "--demo", "photos", "--item", "0.4", "--json"])
        #expect(waterfall.status == 0)
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(waterfall.stdout.utf8)) as? [[String: Any]])
        #expect(
            objects.count == 1 && objects[0]["layout"] as? String == "waterfall" && objects[0]["column"] as? Int == 2)
        #expect(objects[0]["description"] as? String == "column 3 of 3 · shortest column · y 14.50")
    }

    /// Compositional: the mosaic's groups are 10 high from y 1 (the top inset), three cells each:
    /// item 4 is cell 2 of group 2, at y 11. The appstore's small cards scroll sideways: item 1.7
    /// is in group 3 at x 2 × 32 = 64.
    @Test func compositionalPlacements() throws {
        let mosaic = try CLI.run(["explain", "--demo", "mosaic", "--item", "0.4"])
        #expect(
            mosaic.status == 0 && mosaic.stdout == "0.4: group 2 of 10 · cell 2 of 3 in the group · group at y 11\n")
        let shelf = try CLI.run(["explain", "--demo", "appstore", "--item", "1.7", "--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(shelf.stdout.utf8)) as? [[String: Any]])
        #expect(
            objects.first?["groupOrigin"] as? [Double] == [64, 11]
                && objects.first?["orthogonal"] as? String == "continuous")
    }

    @Test(arguments: [
        (["explain", "--demo", "grid", "--item", "0.60"], "layoutty: --item 0.60: no such item"),
        (["explain", "--demo", "grid"], "layoutty: name at least one item with --item S.I"),
        (["explain", "--demo", "grid", "--item", "0:1"], "layoutty: The value '0:1' is invalid for '--item <s.i>'")
    ])
    func refusals(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    /// `attributes` on a self-sizing spec: every cell of the rect measured as a view showing it
    /// would (labels: "布局" 4 + 4 = 8 wide, "🚀 rocket" 9 + 4 = 13; a 79-column label in a
    /// 40-wide view wraps at 36 a line onto 3 lines: 40x5), until nothing changes.
    @Test func attributesMeasuresSelfSizingCells() throws {
        let long = "a label that is much wider than the view itself, so it wraps onto several lines"
        let spec = """
            {"estimatedItemSize": "automatic", "itemSize": [8, 3], "minimumInteritemSpacing": 1, "minimumLineSpacing": 0,
             "sections": [{"items": [{"size": [8, 3], "label": "\(long)"}, {"size": [8, 3], "label": "布局"}, {"size": [8, 3], "label": "🚀 rocket"}]}]}
            """
        let result = try CLI.run(["attributes", "--spec", "s.json", "--size", "40x14"], file: spec, named: "s.json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                {"contentSize": [40, 8],
                 "attributes": [
                   {"category": "cell", "section": 0, "item": 0, "frame": [0, 0, 40, 5], "zIndex": 0},
                   {"category": "cell", "section": 0, "item": 1, "frame": [0, 5, 8, 3], "zIndex": 0},
                   {"category": "cell", "section": 0, "item": 2, "frame": [9, 5, 13, 3], "zIndex": 0}
                 ]}

                """)
    }
}
