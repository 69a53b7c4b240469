import Foundation
import LayouttyTestSupport
import Testing

/// `attributes --update`: one batch, hand-computed before and after for both layouts, the
/// appearing and disappearing items at UIKit's default (final / old frame, alpha 0), and
/// inconsistent batches refused in one line with nothing printed.
@Suite struct UpdateCommandTests {
    static func run(_ spec: String, _ update: String) throws -> CLI.Result {
        try CLI.run(
            ["attributes", "--spec", "u.json", "--size", "30x10", "--update", update], file: spec, named: "u.json")
    }

    /// Flow, 10x2 cells, 3 per 30-wide line, no spacing. Delete 0.1 and insert 0.4 among five:
    /// the staying 0 2 3 4 become 0 1 2 3 and the new 4 sits where the old 4 was, (10, 2).
    @Test func flowDeleteAndInsert() throws {
        let result = try Self.run(
            "{\"itemSize\": [10, 2], \"minimumInteritemSpacing\": 0, \"minimumLineSpacing\": 0, \"sections\": [{\"items\": 5}]}",
            "delete 0.1; insert 0.4")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                """
                 "appearing": [
                   {"category": "cell", "section": 0, "item": 4, "frame": [10, 2, 10, 2], "zIndex": 0, "alpha": 0}
                 ],
                 "disappearing": [
                   {"category": "cell", "section": 0, "item": 1, "frame": [10, 0, 10, 2], "zIndex": 0, "alpha": 0}
                 ]}
                """))
    }

    /// Waterfall, 2 columns of width (30 − 10) / 2 = 10, items [10, 4], [10, 2], [10, 6] with
    /// spacing 10 and 0 between items. Before: 0 at (0, 0) h 4, 1 at (20, 0) h 2, 2 in the shorter
    /// column 1 at (20, 2) h 6. Move 0.2 to 0.0: the order is 2 0 1 — 2 at (0, 0) h 6, 0 at
    /// (20, 0) h 4, 1 in column 1 (height 4 < 6) at (20, 4).
    @Test func waterfallMove() throws {
        let spec =
            "{\"layout\": \"waterfall\", \"itemHeightMode\": \"fixed\", \"minimumInteritemSpacing\": 0, "
            + "\"sections\": [{\"items\": [[10, 4], [10, 2], [10, 6]]}]}"
        let result = try Self.run(spec, "move 0.2 0.0")
        #expect(result.status == 0, "\(result.stderr)")
        let after = try #require(result.stdout.components(separatedBy: "\"after\":").last)
        #expect(
            after.contains("\"item\": 0, \"frame\": [0, 0, 10, 6]")
                && after.contains("\"item\": 1, \"frame\": [20, 0, 10, 4]")
                && after.contains("\"item\": 2, \"frame\": [20, 4, 10, 2]"), "\(after)")
        #expect(result.stdout.hasSuffix("\"appearing\": [],\n \"disappearing\": []}\n"))
    }

    /// A new empty section before the first: the old section's items move down by nothing (a
    /// section with no items and no header is 0 tall) and keep their frames under index 1.
    @Test func insertSection() throws {
        let result = try Self.run(
            "{\"itemSize\": [10, 2], \"sections\": [{\"items\": 2}]}", "insert-section 0; insert 0.0")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "\"appearing\": [\n   {\"category\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 10, 2], \"zIndex\": 0, \"alpha\": 0}"
            ))
    }

    /// Two sections with 2-tall headers and 10x2 items, 3 a line: section 0 (2 items) is the
    /// header at y 0 and a line at y 2; section 1 (1 item) the header at y 4 and its item at y 6.
    /// Deleting section 0 and inserting a new section 1 of one item: the old header 0 and both
    /// its items fade where they were; the old section 1 becomes section 0 (header at y 0, item
    /// at y 2) and the new section 1's header (y 4) and item (y 6) fade in where they end.
    @Test func sectionOperationsFadeTheirHeadersToo() throws {
        let spec =
            "{\"itemSize\": [10, 2], \"minimumInteritemSpacing\": 0, \"minimumLineSpacing\": 0, \"headerReferenceSize\": [30, 2], "
            + "\"sections\": [{\"items\": 2}, {\"items\": 1}]}"
        let result = try Self.run(spec, "delete-section 0; insert-section 1; insert 1.0")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                """
                 "appearing": [
                   {"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": [0, 4, 30, 2], "zIndex": 1, "alpha": 0},
                   {"category": "cell", "section": 1, "item": 0, "frame": [0, 6, 10, 2], "zIndex": 0, "alpha": 0}
                 ],
                 "disappearing": [
                   {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": [0, 0, 30, 2], "zIndex": 1, "alpha": 0},
                   {"category": "cell", "section": 0, "item": 0, "frame": [0, 2, 10, 2], "zIndex": 0, "alpha": 0},
                   {"category": "cell", "section": 0, "item": 1, "frame": [10, 2, 10, 2], "zIndex": 0, "alpha": 0}
                 ]}

                """), "\(result.stdout)")
    }

    /// `render --update --progress`: 0 is exactly the screen before (the inserted item not drawn,
    /// the deleted one still there), 1 exactly the screen after; halfway, the claims below.
    @Test func renderDrawsTheAnimationAtAProgress() throws {
        let spec =
            "{\"itemSize\": [10, 4], \"minimumInteritemSpacing\": 0, \"minimumLineSpacing\": 0, \"sections\": [{\"items\": 6}]}"
        func render(_ extra: [String]) throws -> String {
            let result = try CLI.run(
                ["render", "--spec", "r.json", "--size", "30x10"] + extra, file: spec, named: "r.json")
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        func viewport(_ screen: String) -> [String] {
            screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
                .map { $0.trimmingTrailingBlanks }
        }
        let update = ["--update", "delete 0.1; insert 0.5"]
        #expect(viewport(try render(update + ["--progress", "0"])) == viewport(try render([])))
        #expect(try render(update + ["--progress", "1"]) == (try render(update)))
        // 150 of 300 ms, eased 0.5: old item 2 halfway from x 20 to x 10 (cells 15…25) over the
        // deleted item 1 (10…20, alpha 0.5: dim, still solid lines);
        // old item 3 halfway from (0, 4) to (20, 0): at (10, 2).
        let half = viewport(try render(update + ["--progress", "0.5"]))
        #expect(half[0] == "┌────────┐┌────┌────────┐", "\(half.joined(separator: "\n"))")
        #expect(half[2].hasPrefix("│        │┌────────┐"), "\(half.joined(separator: "\n"))")
    }

    @Test(arguments: [
        (["--progress", "0.5"], "layoutty: --progress needs --update (it is a point in the update's animation)"),
        (["--update", "delete 0.0", "--progress", "2"], "layoutty: --progress must be from 0 to 1, got 2.0"),
        (["--update", "delete 0.99"], "layoutty: --update: delete 0.99: no such item before the update")
    ])
    func renderRefusesBadProgress(arguments: [String], message: String) throws {
        let result = try CLI.run(["render", "--demo", "grid"] + arguments)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test(arguments: [
        ("delete 0.9", "layoutty: --update: delete 0.9: no such item before the update"),
        (
            "insert 0.7",
            "layoutty: --update: insert or move to 0.7: past the end (section 0 has 6 items after the update)"
        ),
        ("delete 0.1; delete 0.1", "layoutty: --update: delete 0.1: the batch already changes that item"),
        (
            "jump 0.1",
            "layoutty: --update: unknown operation \"jump\" (expected insert, delete, reload, move, insert-section, delete-section, reload-section or move-section)"
        ),
        ("move 0.1", "layoutty: --update: move: expected two section.item such as 0.3 1.0, got \"0.1\"")
    ])
    func inconsistentBatchesAreRefused(update: String, message: String) throws {
        let result = try Self.run("{\"sections\": [{\"items\": 5}]}", update)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }
}
