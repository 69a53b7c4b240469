import CollectionLayout
import Foundation
import LayouttySpec
import Testing

@Suite struct SpecReaderTests {
    /// The example from SpecFormatAndCLI.md, verbatim.
    static let contractExample = """
        {
          "layout": "flow",
          "bounds": [80, 24],
          "scrollDirection": "vertical",
          "itemSize": [12, 4],
          "minimumLineSpacing": 1,
          "minimumInteritemSpacing": 2,
          "sectionInset": [1, 2, 1, 2],
          "headerReferenceSize": [0, 3],
          "footerReferenceSize": [0, 1],
          "horizontalAlignment": "justified",
          "sections": [
            { "items": 40 },
            { "items": [[10, 3], [14, 5], {"size": [8, 3], "label": "第0节"}],
              "sectionInset": [0, 0, 0, 0], "minimumLineSpacing": 2, "headerReferenceSize": [0, 0] }
          ]
        }
        """

    @Test func readsTheContractExample() throws {
        let spec = try LayoutSpec.parse(Self.contractExample, source: "example.json")
        #expect(spec.bounds == CGSize(width: 80, height: 24))
        #expect(spec.flow.itemSize == CGSize(width: 12, height: 4))
        #expect(spec.flow.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(spec.sections[0].items == .count(40))
        #expect(
            spec.sections[1].items
                == .sized([
                    .init(size: CGSize(width: 10, height: 3)), .init(size: CGSize(width: 14, height: 5)),
                    .init(size: CGSize(width: 8, height: 3), label: "第0节")
                ]))
        // Section 1 overrides; everything else falls back to the top level.
        let p1 = spec.parameters(forSection: 1)
        #expect(p1.sectionInset == .zero && p1.minimumLineSpacing == 2 && p1.headerReferenceSize == .zero)
        #expect(p1.minimumInteritemSpacing == 2 && p1.footerReferenceSize == CGSize(width: 0, height: 1))
        let data = SpecDataSource(spec: spec)
        #expect(data.label(for: IndexPath(item: 2, section: 1)) == "第0节")
        #expect(data.label(for: IndexPath(item: 7, section: 0)) == "0-7")
    }

    @Test func acceptsNamedFieldObjects() throws {
        let spec = try LayoutSpec.parse(
            """
            {"itemSize": {"width": 10, "height": 3}, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
             "sections": [{"items": [{"width": 5, "height": 1}]}]}
            """, source: "named.json")
        #expect(spec.flow.itemSize == CGSize(width: 10, height: 3))
        #expect(spec.flow.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(spec.sections[0].items == .sized([.init(size: CGSize(width: 5, height: 1))]))
    }

    /// Each class of bad input, with the exact one-line message: file, line, JSON path, expectation.
    @Test(arguments: [
        ("{\"sections\": [}", "bad.json:1: invalid JSON at column 15: unexpected character '}'"),
        ("{\"sections\": []", "bad.json:1: invalid JSON at column 16: expected ',' or '}'"),
        ("[1]", "bad.json:1: expected a JSON object, got an array"),
        ("{}", "bad.json:1: sections: is missing; expected an array of sections"),
        ("{\"sections\": [], \"sections\": []}", "bad.json:1: invalid JSON at column 18: duplicate key \"sections\""),
        (
            "{\"layout\": \"grid\", \"sections\": []}",
            "bad.json:1: layout: expected one of \"flow\", \"waterfall\", \"compositional\", got \"grid\""
        ),
        // Compositional: the path names the place in the item and group tree.
        (
            "{\"layout\": \"compositional\", \"sections\": [{\"items\": 1, \"group\": {\"horizontal\": [{\"size\": [\"half\", 1]}], \"size\": [\"1w\", 3]}}]}",
            "bad.json:1: sections[0].group.horizontal[0].size[0]: expected a dimension: a number ≥ 0, \"0.5w\", \"1h\" or \"~5\", got \"half\""
        ),
        (
            "{\"layout\": \"compositional\", \"group\": {\"size\": [1, 1]}, \"sections\": []}",
            "bad.json:1: group: expected a group: {\"horizontal\": [...], \"size\": [w, h]}, \"vertical\" or \"custom\", got an object"
        ),
        (
            "{\"sections\": [{\"items\": 1, \"orthogonal\": \"sideways\"}], \"layout\": \"compositional\"}",
            "bad.json:1: sections[0].orthogonal: expected one of \"none\", \"continuous\", \"continuousGroupLeadingBoundary\", \"paging\", \"groupPaging\", \"groupPagingCentered\", got \"sideways\""
        ),
        (
            "{\"layout\": \"compositional\", \"sections\": [{\"items\": 1, \"itemSize\": [1, 1]}]}",
            "bad.json:1: sections[0].itemSize: unknown key for a compositional section (expected \"items\", \"group\", \"interGroupSpacing\", \"contentInsets\", \"orthogonal\", \"header\", \"footer\", \"background\", \"supplementariesFollowContentInsets\")"
        ),
        (
            "{\"layout\": \"compositional\", \"header\": {\"size\": [\"1w\", 1], \"align\": \"left\"}, \"sections\": []}",
            "bad.json:1: header.align: unknown key (expected \"size\", \"alignment\", \"pinned\" or \"offset\")"
        ),
        (
            "{\"layout\": \"compositional\", \"group\": {\"vertical\": [{\"size\": [1, 1]}, {\"size\": [1, 1]}], \"size\": [1, 2], \"count\": 2}, \"sections\": []}",
            "bad.json:1: group.count: repeats one subitem; the group has 2"
        ),
        ("{\"colums\": 3, \"sections\": []}", "bad.json:1: colums: unknown key for a flow layout"),
        // The reader streams; the kind named in a message is the file's, wherever "layout" stands.
        (
            "{\"colums\": 3, \"sections\": [], \"layout\": \"waterfall\"}",
            "bad.json:1: colums: unknown key for a waterfall layout"
        ),
        (
            "{\"sections\": [{\"items\": 1, \"tint\": 2}], \"layout\": \"waterfall\"}",
            "bad.json:1: sections[0].tint: unknown key for a waterfall section"
        ),
        (
            "{\"itemSize\": [10], \"sections\": []}",
            "bad.json:1: itemSize: expected [width, height] with both > 0, got an array"
        ),
        ("{\"itemSize\": [10, 0], \"sections\": []}", "bad.json:1: itemSize[1]: expected a finite number > 0, got 0"),
        (
            "{\"itemSize\": [10, \"3\"], \"sections\": []}",
            "bad.json:1: itemSize[1]: expected a finite number > 0, got \"3\""
        ),
        (
            "{\"minimumLineSpacing\": \"wide\", \"sections\": []}",
            "bad.json:1: minimumLineSpacing: expected a finite number, got \"wide\""
        ),
        (
            "{\"minimumLineSpacing\": 1e999, \"sections\": []}",
            "bad.json:1: minimumLineSpacing: expected a finite number, got inf"
        ),
        (
            "{\"sectionInset\": [1, -1, 0, 0], \"sections\": []}",
            "bad.json:1: sectionInset[1]: expected a finite number ≥ 0, got -1"
        ),
        (
            "{\"sectionInset\": {\"top\": 1}, \"sections\": []}",
            "bad.json:1: sectionInset.left: is missing; expected [top, left, bottom, right] with each ≥ 0"
        ),
        (
            "{\"sectionInset\": {\"up\": 1}, \"sections\": []}",
            "bad.json:1: sectionInset.up: unknown field; expected [top, left, bottom, right] with each ≥ 0"
        ),
        (
            "{\"horizontalAlignment\": \"left\", \"sections\": []}",
            "bad.json:1: horizontalAlignment: expected one of \"justified\", \"leading\", \"center\", \"trailing\", got \"left\""
        ),
        (
            "{\"scrollDirection\": 1, \"sections\": []}",
            "bad.json:1: scrollDirection: expected one of \"vertical\", \"horizontal\", got 1"
        ),
        (
            "{\"sectionHeadersPinToVisibleBounds\": \"yes\", \"sections\": []}",
            "bad.json:1: sectionHeadersPinToVisibleBounds: expected true or false, got \"yes\""
        ),
        ("{\"sections\": {}}", "bad.json:1: sections: expected an array of sections, got an object"),
        ("{\"sections\": [3]}", "bad.json:1: sections[0]: expected a section object with \"items\", got 3"),
        (
            "{\"sections\": [{}]}",
            "bad.json:1: sections[0].items: is missing; expected a count or an array of item sizes"
        ),
        (
            "{\"sections\": [{\"items\": -1}]}",
            "bad.json:1: sections[0].items: expected a count (a whole number from 0 to 100000000), got -1"
        ),
        (
            "{\"sections\": [{\"items\": 2.5}]}",
            "bad.json:1: sections[0].items: expected a count (a whole number from 0 to 100000000), got 2.5"
        ),
        (
            "{\"sections\": [{\"items\": \"many\"}]}",
            "bad.json:1: sections[0].items: expected a count or an array of item sizes, got \"many\""
        ),
        (
            "{\"sections\": [{\"items\": 1, \"bounds\": [1, 1]}]}",
            "bad.json:1: sections[0].bounds: cannot be overridden per section; set it at the top level"
        ),
        (
            "{\"sections\": [{\"items\": 1, \"colour\": 1}]}",
            "bad.json:1: sections[0].colour: unknown key for a flow section"
        ),
        (
            "{\"sections\": [{\"items\": [[1, 1], {\"label\": \"x\"}]}]}",
            "bad.json:1: sections[0].items[1].size: is missing; expected [width, height]"
        ),
        (
            "{\"sections\": [{\"items\": [{\"size\": [1, 1], \"label\": 7}]}]}",
            "bad.json:1: sections[0].items[0].label: expected a string, got 7"
        ),
        (
            "{\"sections\": [{\"items\": [{\"size\": [1, 1], \"tint\": 7}]}]}",
            "bad.json:1: sections[0].items[0].tint: unknown key for an item (expected \"size\" or \"label\")"
        )
    ])
    func badInputGetsOneLineNamingThePlace(text: String, message: String) {
        #expect(throws: SpecError.self) { try LayoutSpec.parse(text, source: "bad.json") }
        do {
            _ = try LayoutSpec.parse(text, source: "bad.json")
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func readsAWaterfallSpec() throws {
        let spec = try LayoutSpec.parse(
            """
            {"layout": "waterfall", "columnCount": 3, "minimumColumnSpacing": 1, "headerHeight": 2,
             "headerInset": [1, 2, 0, 2], "itemRenderDirection": "leftToRight", "itemHeightMode": "fixed",
             "minimumContentHeight": 40, "sectionBackground": true,
             "sections": [{"items": 4, "columnCount": 2, "sectionBackground": false}, {"items": [[3, 2]]}]}
            """, source: "w.json")
        #expect(spec.layout == .waterfall && spec.sectionBackground && spec.hasWaterfallValues)
        #expect(
            spec.waterfall.columnCount == 3 && spec.waterfall.minimumColumnSpacing == 1
                && spec.waterfall.headerHeight == 2)
        #expect(spec.waterfall.headerInset == EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
        #expect(spec.waterfall.itemRenderDirection == .leftToRight && spec.waterfall.itemHeightMode == .fixed)
        #expect(spec.waterfall.minimumContentHeight == 40)
        #expect(
            spec.waterfallParameters(forSection: 0).columnCount == 2
                && spec.waterfallParameters(forSection: 1).columnCount == 3)
        #expect(!spec.showsBackground(inSection: 0) && spec.showsBackground(inSection: 1))
        // The writer gives the same spec back.
        let again = try LayoutSpec.parse(spec.json, source: "w.json")
        #expect(
            again.waterfall == spec.waterfall && again.sections.map { $0.overrides["columnCount"] } == [.whole(2), nil])
        #expect(again.sections.map(\.sectionBackground) == [false, nil] && again.sectionBackground)
    }

    /// The writer spells compositional descriptions as the reader reads them: every demo's, and
    /// one using every kind of element, dimension, spacing and boundary field, read back equal.
    @Test func compositionalSpecsWriteAndReadBack() throws {
        let every = try LayoutSpec.parse(
            """
            {"layout": "compositional", "scrollDirection": "horizontal", "interSectionSpacing": 2,
             "group": {"vertical": [{"size": ["0.3333333333333333w", "~4.5"], "insets": [0, 1, 0, 1]},
                                    {"horizontal": [{"size": [3, "1h"]}], "size": ["1w", 2], "count": 2, "flexibleSpacing": 0.5}],
                       "size": [12.5, "1h"], "spacing": 1, "insets": [1, 0, 1, 0]},
             "contentInsets": [1, 2, 3, 4], "footer": {"size": ["1w", 1], "alignment": "trailing", "offset": [1, -1]},
             "background": true, "supplementariesFollowContentInsets": false,
             "sections": [{"items": 3, "group": {"custom": [[0, 0, 2, 1], [2.5, 0, 2, 1]], "size": [5, 1]}, "orthogonal": "none",
                           "header": {"size": ["0.5w", 1], "pinned": true}, "interGroupSpacing": 1.5}, {"items": 2}]}
            """, source: "every.json")
        let demos = try BuiltInDemo.all.filter { $0.json.contains("compositional") }.map { try $0.spec() }
        for spec in [every] + demos {
            let again = try LayoutSpec.parse(spec.json, source: "again.json")
            #expect(
                again.compositional == spec.compositional && again.compositionalSections == spec.compositionalSections,
                "\(spec.json)")
            #expect(
                again.interSectionSpacing == spec.interSectionSpacing && again.scrollDirection == spec.scrollDirection)
        }
    }

    @Test(arguments: [
        // The other layout's keys are kept, not refused (a saved `w` switch writes them).
        (
            "{\"layout\": \"waterfall\", \"headerReferenceSize\": [0, -3], \"sections\": []}",
            "w.json:1: headerReferenceSize[1]: expected a finite number ≥ 0, got -3"
        ),
        (
            "{\"columnCount\": 3000, \"sections\": []}",
            "w.json:1: columnCount: expected a whole number of columns from 1 to 1000, got 3000"
        ),
        (
            "{\"layout\": \"waterfall\", \"columnCount\": 0, \"sections\": []}",
            "w.json:1: columnCount: expected a whole number of columns from 1 to 1000, got 0"
        ),
        (
            "{\"layout\": \"waterfall\", \"sections\": [{\"items\": 1, \"columnCount\": 2.5}]}",
            "w.json:1: sections[0].columnCount: expected a whole number of columns from 1 to 1000, got 2.5"
        ),
        (
            "{\"layout\": \"waterfall\", \"itemHeightMode\": \"fill\", \"sections\": []}",
            "w.json:1: itemHeightMode: expected one of \"aspectFit\", \"fixed\", got \"fill\""
        ),
        (
            "{\"layout\": \"waterfall\", \"sections\": [{\"items\": 1, \"minimumContentHeight\": 9}]}",
            "w.json:1: sections[0].minimumContentHeight: cannot be overridden per section; set it at the top level"
        ),
        // The layout reads one height mode and one render direction for every section: a
        // section's own used to be read and silently ignored.
        (
            "{\"layout\": \"waterfall\", \"sections\": [{\"items\": 1, \"itemHeightMode\": \"fixed\"}]}",
            "w.json:1: sections[0].itemHeightMode: cannot be overridden per section; set it at the top level"
        ),
        (
            "{\"layout\": \"waterfall\", \"sections\": [{\"items\": 1, \"itemRenderDirection\": \"leftToRight\"}]}",
            "w.json:1: sections[0].itemRenderDirection: cannot be overridden per section; set it at the top level"
        ),
        ("{\"sectionBackground\": 1, \"sections\": []}", "w.json:1: sectionBackground: expected true or false, got 1")
    ])
    func badWaterfallInput(text: String, message: String) {
        #expect(throws: SpecError.self) { try LayoutSpec.parse(text, source: "w.json") }
        do { _ = try LayoutSpec.parse(text, source: "w.json") } catch { #expect(error.description == message) }
    }

    @Test func waterfallColumnsThatDoNotFitAreRefused() throws {
        let spec = try LayoutSpec.parse(
            """
            {"layout": "waterfall", "columnCount": 5,
             "minimumColumnSpacing": 4, "sections": [{"items": 1}]}
            """, source: "w.json")
        // 5 columns need 4 gaps of 4 = 16 points before any column width: too many for 16.
        #expect(
            throws: SpecError(
                file: "w.json", line: 1, path: "columnCount",
                message:
                    "leaves no room for items in section 0: 5 column(s) with their spacing and insets need 16 of the width 16"
            )
        ) {
            try spec.validate(boundsSize: CGSize(width: 16, height: 10))
        }
        try spec.validate(boundsSize: CGSize(width: 17, height: 10))
    }

    @Test func errorsNameTheLineTheValueIsOn() {
        let text = """
            {
              "itemSize": [12, 4],
              "sections": [
                {"items": 3},
                {"items": [[1, 2], [3, -4]]}
              ]
            }
            """
        #expect(
            throws: SpecError(
                file: "f.json", line: 5, path: "sections[1].items[1][1]",
                message: "expected a finite number > 0, got -4")
        ) {
            try LayoutSpec.parse(text, source: "f.json")
        }
    }

    @Test func insetsThatLeaveNoRoomAreRefusedForTheBoundsInUse() throws {
        let spec = try LayoutSpec.parse(
            """
            {"sectionInset": [0, 10, 0, 10],
             "sections": [{"items": 1}, {"items": 1,
               "sectionInset": [0, 40, 0, 45]}]}
            """, source: "tight.json")
        // Width 80: section 0 leaves 60, section 1 leaves 80 − 85 = −5.
        #expect(
            throws: SpecError(
                file: "tight.json", line: 3, path: "sections[1].sectionInset",
                message:
                    "leaves no room for items in section 1: the width 80 minus insets 85 is -5; expected a positive remainder"
            )
        ) {
            try spec.validate(boundsSize: CGSize(width: 80, height: 24))
        }
        // Width 20 already fails section 0, whose insets come from the top level.
        #expect(
            throws: SpecError(
                file: "tight.json", line: 1, path: "sectionInset",
                message:
                    "leaves no room for items in section 0: the width 20 minus insets 20 is 0; expected a positive remainder"
            )
        ) {
            try spec.validate(boundsSize: CGSize(width: 20, height: 24))
        }
    }

    @Test func missingFileIsNamed() {
        #expect(throws: SpecError(file: "/nonexistent/x.json", line: nil, path: "", message: "no such file")) {
            try LayoutSpec.load(file: "/nonexistent/x.json")
        }
    }

    @Test func jsonStringEscapesAndUnicode() throws {
        let spec = try LayoutSpec.parse(
            #"{"sections": [{"items": [{"size": [1, 1], "label": "a\"b\u00e9\ud83d\ude00\n"}]}]}"#, source: "s.json")
        #expect(spec.sections[0].items == .sized([.init(size: CGSize(width: 1, height: 1), label: "a\"bé😀\n")]))
    }
}

@Suite struct BuiltInDemoTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `--demo NAME` and `--spec Demos/specs/NAME.json` must show the same thing.
    @Test(arguments: BuiltInDemo.all.map(\.name))
    func demoIsItsSpecFile(name: String) throws {
        let file = Self.root.appendingPathComponent("Demos/specs/\(name).json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(BuiltInDemo.named(name)!.json + "\n" == text)
        let spec = try BuiltInDemo.named(name)!.spec()
        try spec.validate(boundsSize: CGSize(width: 80, height: 24))
        #expect(!spec.sections.isEmpty)
    }

    @Test func demoNames() {
        #expect(
            BuiltInDemo.all.map(\.name) == [
                "grid", "tags", "sections", "horizontal", "big", "photos", "appstore", "mosaic", "list", "feed"
            ]
        )
        #expect(BuiltInDemo.named("nope") == nil)
    }
}
