import Foundation
import LayouttyTestSupport
import Testing

@Suite struct RenderCommandTests {
    static func golden(_ name: String) throws -> String {
        try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Tests/LayouttySpecTests/Goldens/\(name).txt"),
            encoding: .utf8)
    }

    /// The CLI prints the same screen the library paints (the goldens are TextCanvas screens).
    @Test(arguments: ["grid", "tags", "sections", "horizontal", "big", "photos"])
    func renderPrintsTheGoldenScreen(demo: String) throws {
        let result = try CLI.run(["render", "--demo", demo], environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == (try Self.golden("demo-\(demo)-80x24")))
    }

    @Test func offsetSizeAndFocus() throws {
        let result = try CLI.run(["render", "--demo", "grid", "--offset", "0,3"], environment: ["LANG": "C.UTF-8"])
        #expect(result.stdout == (try Self.golden("grid-scrolled-3")))
        let focused = try CLI.run(["render", "--demo", "grid", "--focus", "0,4"], environment: ["LANG": "C.UTF-8"])
        #expect(focused.stdout == (try Self.golden("grid-focus-0-4")))
        let missing = try CLI.run(["render", "--demo", "grid", "--focus", "0,60"])
        #expect(missing.status == 2 && missing.stderr == "layoutty: --focus 0,60: no such item\n")
        let tiny = try CLI.run(["render", "--demo", "grid", "--size", "20x2"], environment: ["LANG": "C.UTF-8"])
        #expect(tiny.stdout == "terminal too small  \n                    \n")
    }

    /// --content-inset 2,4,0,4 at 40x10: the grid's content is 40 − 8 = 32 wide, so one 16-wide
    /// item a line (16 + 2 + 16 > 32 − 4), centred; the view starts at offset (−4, −2), so the
    /// first box (section inset top 1) is on row 3, from column 4 + (32 − 16) / 2 = 12.
    @Test func contentInsetMovesTheContentIn() throws {
        let result = try CLI.run(
            ["render", "--demo", "grid", "--size", "40x10", "--content-inset", "2,4,0,4"],
            environment: ["LANG": "C.UTF-8"])
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.status == 0 && rows[0...2].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(rows[3] == "            ┌──────────────┐            ")
        #expect(rows[9].hasPrefix("flow↓ 1 col"))
        let status = try CLI.run(
            ["render", "--demo", "grid", "--size", "100x10", "--content-inset", "2,4,0,4"],
            environment: ["LANG": "C.UTF-8"])
        #expect(status.stdout.contains("@-4,-2 │"))
        let bad = try CLI.run(["render", "--demo", "grid", "--content-inset", "1,2"])
        #expect(bad.status == 64 || bad.status == 2)
        #expect(bad.stderr.hasPrefix("layoutty: The value '1,2' is invalid for '--content-inset <t,l,b,r>'"))
    }

    @Test func asciiWhenTheLocaleIsNotUTF8() throws {
        let result = try CLI.run(
            ["render", "--demo", "tags", "--size", "60x12"], environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(result.stdout == (try Self.golden("tags-ascii-60x12")))
        let forced = try CLI.run(
            ["render", "--demo", "tags", "--size", "60x12", "--ascii"], environment: ["LANG": "C.UTF-8"])
        #expect(forced.stdout == result.stdout)
    }

    /// README's first screen shows a real capture: it must stay what the command prints.
    @Test func readmePictureIsARealCapture() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "$ layoutty render --demo tags --size 72x18\n"
        let start = try #require(readme.range(of: marker)).upperBound
        let end = try #require(readme.range(of: "```", range: start..<readme.endIndex)).lowerBound
        let result = try CLI.run(["render", "--demo", "tags", "--size", "72x18"], environment: ["LANG": "C.UTF-8"])
        let trimmed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingTrailingBlanks }.joined(separator: "\n")
        #expect(String(readme[start..<end]) == trimmed)
    }

    @Test func badZoomIsOneLine() throws {
        let result = try CLI.run(["render", "--zoom", "3"])
        #expect(result.status == 2)
        #expect(result.stderr == "layoutty: --zoom must be one of 0.25, 0.5, 1.0, 2.0, 4.0, 8.0\n")
    }
}
