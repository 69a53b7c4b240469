import CollectionLayout
import CollectionLayoutTesting
import Foundation
import LayouttySpec
import TerminalCollectionView
import Testing

/// No finite input traps the previewer, and a layout's non-finite answer is drawn as UIKit
/// draws it: not at all. Before the fixes each of these killed the process (SIGILL in
/// `Viewport.makeAnimation`'s rect union, or in `Int(_:)` of a huge scroll target).
@Suite struct ExtremePreviewerTests {
    /// The reproductions of the hostile-input report: a 1e308-wide header and "1e308w" items
    /// zoomed out twice, spacing stepped, items inserted; a paging shelf whose group is 1e300
    /// wide with 1e308 between groups, paged with →.
    @Test(arguments: ["zz", "]]", "noo", "n→", "n→→←"])
    func hugeCompositionalElementsSurviveEveryKey(keys: String) throws {
        let text = """
            {"layout": "compositional", "header": {"size": [1e308, 1]},
             "group": {"horizontal": [{"size": ["1e308w", "1h"]}], "size": ["1w", 3]},
             "sections": [{"items": 5},
                          {"items": 3, "orthogonal": "groupPaging", "group": {"horizontal": [{"size": ["1w", "1h"]}], "size": [1e300, 3]},
                           "interGroupSpacing": 1e308}]}
            """
        let s = try Screen(spec: LayoutSpec.parse(text, source: "t.json"))
        for key in keys { s.press(key == "→" ? .right : key == "←" ? .left : .character(key)) }
        // The header's band still reads as the header, and the status bar is there.
        #expect(s.text.contains("header 0") || keys == "zz")
        #expect(s.line(23).hasPrefix("compositional↓ 2 sections"))
    }

    /// 1e8 items of 1e-6 points, all in the first row of a 40x8 screen: the screen asks for no
    /// more than 4 elements per cell (before: all 1e8, past 18 GB). Each of the 40 cells of the
    /// first row gets its own first items, so every one shows a mark; the message says the
    /// screen is a summary; zooming in ends it.
    @Test(arguments: ["flow", "compositional", "waterfall"])
    func crowdedScreensAskForWhatTheyShow(layout: String) throws {
        let text =
            switch layout {
            case "flow":
                #"{"itemSize": [1e-6, 1e-6], "minimumInteritemSpacing": 0, "minimumLineSpacing": 0, "sections": [{"items": 100000000}]}"#
            case "compositional":
                #"{"layout": "compositional", "group": {"horizontal": [{"size": ["1w", "1h"]}], "size": ["1w", 5e-324]}, "sections": [{"items": 100000000}]}"#
            default:
                #"{"layout": "waterfall", "columnCount": 1000, "minimumColumnSpacing": 0, "minimumInteritemSpacing": 0, "itemSize": [1, 1e-9], "sections": [{"items": 100000000}]}"#
            }
        let s = try Screen(spec: LayoutSpec.parse(text, source: "t.json"), columns: 40, rows: 8)
        let asked = s.previewer.viewport.visibleAttributes()
        #expect(asked.count <= Viewport.elementsPerCell * 40 * 6)
        #expect(s.previewer.viewport.summarizesCrowdedCells)
        #expect(s.line(6) == "too many elements to show: 4 per cell a…")
        if layout != "compositional" {
            // Every cell of row 0 holds items: each shows a mark.
            #expect(s.line(0) == String(repeating: "·", count: 40), "\(s.text)")
        } else {
            // Full-width cells 5e-324 tall: each is a line across row 0 (a box too thin to draw).
            #expect(!asked.isEmpty && asked.allSatisfy { $0.indexPath.item < 4 })
        }
    }

    /// The extreme-magnitude specs of the layout tests, as spec files, driven through the
    /// previewer's keys: every screen is drawn, nothing traps. 120 seeds × 3 layouts.
    @Test(arguments: Array(UInt64(1)...120))
    func extremeSpecsSurviveThePreviewersKeys(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let magnitudes = ["5e-324", "1e-300", "1e-9", "0.5", "3", "1e9", "1e150", "1e300", "1.7e308"]
        func m() -> String { magnitudes.randomElement(using: &rng)! }
        func length() -> String { Bool.random(using: &rng) ? "0" : m() }
        // Counts stop at 1000: a million sub-cell items all in view are each asked for (up to
        // a minute a key), the open memory-and-limits work, not a trap.
        let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in [0, 1, 7, 1000].randomElement(using: &rng)! }
        let sections = counts.map { "{\"items\": \($0)}" }.joined(separator: ", ")
        let texts = [
            "{\"itemSize\": [\(m()), \(m())], \"minimumInteritemSpacing\": \(length()), \"minimumLineSpacing\": \(length()), "
                + "\"sectionInset\": [\(length()), \(length()), \(length()), \(length())], \"headerReferenceSize\": [\(m()), \(m())], \"sections\": [\(sections)]}",
            "{\"layout\": \"waterfall\", \"itemSize\": [\(m()), \(m())], \"columnCount\": \(Int.random(in: 1...5, using: &rng)), "
                + "\"minimumColumnSpacing\": \(length()), \"headerHeight\": \(length()), \"sections\": [\(sections)]}",
            "{\"layout\": \"compositional\", \"interSectionSpacing\": \(length()), \"header\": {\"size\": [\(m()), \(m())]}, "
                + "\"group\": {\"horizontal\": [{\"size\": [\"\(m())w\", \"1h\"]}], \"size\": [\"1w\", \(m())]}, \"interGroupSpacing\": \(length()), "
                + "\"sections\": [\(sections), {\"items\": 3, \"orthogonal\": \"groupPaging\", \"group\": {\"horizontal\": [{\"size\": [\"1w\", \"1h\"]}], \"size\": [\(m()), \(m())]}}]}"
        ]
        let keys: [Key] = [
            .character("n"), .right, .down, .character("+"), .character("z"), .pageDown, .character("o"),
            .character("x"),
            .character("z"), .character("]"), .character("}"), .end, .character("Z"), .character("Z"), .character("d"),
            .home
        ]
        for text in texts {
            guard let spec = try? LayoutSpec.parse(text, source: "seed \(seed)") else { continue }
            let s = try Screen(spec: spec)
            for key in keys {
                s.press(key)
                #expect(s.text.split(separator: "\n").count == 24, "seed \(seed): \(text)")
            }
        }
    }
}
