import CollectionLayout
import Foundation
import LayouttySpec
import LayouttyTestSupport
import Testing

@Suite struct AttributesCommandTests {
    struct Element: Equatable {
        var category: String
        var kind: String?
        var section: Int
        var item: Int
        var frame: [Double]
        var zIndex: Int
    }

    /// Parses the command's JSON with Foundation's reader (independent of ours).
    static func parse(_ text: String) throws -> (contentSize: [Double], elements: [Element]) {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let size = try #require(root["contentSize"] as? [Double])
        let list = try #require(root["attributes"] as? [[String: Any]])
        let elements = try list.map { e in
            Element(
                category: try #require(e["category"] as? String), kind: e["kind"] as? String,
                section: try #require(e["section"] as? Int), item: try #require(e["item"] as? Int),
                frame: try #require(e["frame"] as? [Double]), zIndex: try #require(e["zIndex"] as? Int))
        }
        return (size, elements)
    }

    @Test func gridDemoHandComputed() throws {
        // Demos/specs/grid.json at 80x24: A = 80 − 2 − 2 = 76, items 16x5, spacing 2:
        // k = ⌊78 / 18⌋ = 4 (4·16 + 3·2 = 70 ≤ 76), gap (76 − 64) / 3 = 4 → x 2, 22, 42, 62.
        // 60 items → 15 lines of 5 with 1 between, from y 1: height 1 + 15·5 + 14 + 1 = 91.
        let result = try CLI.run(["attributes", "--spec", "Demos/specs/grid.json", "--rect", "0,0,80,7"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let (size, elements) = try Self.parse(result.stdout)
        #expect(size == [80, 91])
        // Rect 0..7 holds line 1 (y 1..6) and touches nothing of line 2 (y 7..12).
        #expect(
            elements
                == [2, 22, 42, 62].enumerated().map {
                    Element(
                        category: "cell", section: 0, item: $0.offset, frame: [Double($0.element), 1, 16, 5], zIndex: 0)
                })
    }

    @Test func sectionsDemoWithOffsetPinsTheHeader() throws {
        // sections.json: section 0 = header 3 + inset 1 + 3 lines (4 + 1 + 4 + 1 + 4) + inset 1
        // + footer 1 = 20. Scrolled to y 10, the pinned header sits at min(max(0, 10), 20 − 3) = 10.
        let result = try CLI.run(["attributes", "--demo", "sections", "--offset", "0,10", "--rect", "0,10,80,1"])
        #expect(result.status == 0)
        let (_, elements) = try Self.parse(result.stdout)
        #expect(
            elements.first
                == Element(
                    category: "supplementary", kind: "header", section: 0, item: 0, frame: [0, 10, 80, 3], zIndex: 2))
        // Line 2 of section 0 spans y 9..13, so its five items are in the rect too.
        #expect(elements.dropFirst().map(\.item) == [5, 6, 7, 8, 9])
    }

    /// Every spec in Demos/specs prints the documented JSON: the layout's own answer for the
    /// whole content, in order, with exact frames.
    @Test func photosDemoIsAWaterfall() throws {
        // photos.json at 80x24: 3 columns, spacing 1, inset 1: w = (80 − 2 − 2) / 3 = 76/3.
        // Header 3, then inset.top 1 → items start at y 4. Item 0 is 4:1 → height w / 4 = 19/3.
        // Item 1 (1:1, height 76/3) goes to column 1, item 2 (8:3, height 76/3 · 3/8 = 9.5) to column 2.
        let result = try CLI.run(["attributes", "--demo", "photos", "--rect", "0,4,80,1"])
        let (_, elements) = try Self.parse(result.stdout)
        let w = 76.0 / 3
        let expected: [[Double]] = [[1, 4, w, w / 4], [2 + w, 4, w, w], [3 + 2 * w, 4, w, w * 3 / 8]]
        #expect(elements.count == 3)
        for (e, x) in zip(elements.map(\.frame), expected) {
            #expect(zip(e, x).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) }, "\(e) vs \(x)")
        }
    }

    @Test(arguments: ["grid", "tags", "sections", "horizontal", "photos"])
    func everyDemoSpecPrintsTheLayoutsAnswer(name: String) throws {
        let path = "Demos/specs/\(name).json"
        let result = try CLI.run(["attributes", "--spec", path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let (size, elements) = try Self.parse(result.stdout)
        let spec = try LayoutSpec.load(file: CLI.packageRoot.appendingPathComponent(path).path)
        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout()
        let view = FixedBoundsView(dataSource: data, bounds: CGRect(x: 0, y: 0, width: 80, height: 24))
        layout.collectionView = view
        defer { withExtendedLifetime(view) {} }
        layout.prepareIfNeeded()
        let content = layout.collectionViewContentSize
        // The text is Swift's exact shortest form of each double…
        #expect(
            result.stdout.hasPrefix(
                "{\"contentSize\": [\(JSONValue.format(content.width)), \(JSONValue.format(content.height))],"))
        // …but Foundation's JSON reader on Linux is not correctly rounded (163.93161375661373 reads
        // back as …376), so the parsed values are compared within 1e-12 relative.
        func close(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) }
        }
        #expect(close(size, [content.width, content.height]))
        let expected = layout.attributes(in: CGRect(origin: .zero, size: content)).map {
            Element(
                category: $0.representedElementCategory.rawValue,
                kind: $0.representedElementKind.map(ElementKind.shownName(of:)),
                section: $0.indexPath.section,
                item: $0.indexPath.item, frame: [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height],
                zIndex: $0.zIndex)
        }
        #expect(elements.count == expected.count)
        for (e, x) in zip(elements, expected) {
            var sameButFrame = e
            sameButFrame.frame = x.frame
            #expect(sameButFrame == x && close(e.frame, x.frame), "\(e) vs \(x)")
        }
        #expect(elements.filter { $0.category == "cell" }.count == spec.sections.map(\.itemCount).reduce(0, +))
    }

    @Test func bigDemoAnswersAScreenOnly() throws {
        // 1,000,000 items 10x3, spacing 1 in W = 80: k = ⌊81 / 11⌋ = 7 (70 + 6 = 76 ≤ 80);
        // 142,858 lines of 3 with 1 between: 142,858·4 − 1 = 571,431.
        let result = try CLI.run(["attributes", "--demo", "big", "--rect", "0,400000,80,8"])
        #expect(result.status == 0)
        let (size, elements) = try Self.parse(result.stdout)
        #expect(size == [80, 571_431])
        // y 400,000 is line 100,000 (400,000 / 4): lines 100,000 and 100,001 → 14 items from 700,000.
        #expect(elements.map(\.item) == Array(700_000..<700_014))
    }

    @Test func oversizedItemsAreReportedNotClipped() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID()).json")
        try #"{"sections": [{"items": [[10, 1], [90, 1]]}]}"#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLI.run(["attributes", "--spec", file.path])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "layoutty: warning: \(file.path): section 0: 1 item(s) from item 1 are wider than the available width 80; each gets a line of its own\n"
        )
        let (_, elements) = try Self.parse(result.stdout)
        // Line 1 holds item 0 alone, centred: (80 − 10) / 2 = 35. Item 1 at the leading inset, line 2
        // at 1 + 10 (line spacing) = 11.
        #expect(elements.map(\.frame) == [[35, 0, 10, 1], [0, 11, 90, 1]])
    }

    /// Bad input: one `layoutty: ` line on stderr, nothing on stdout, exit status 2.
    @Test(arguments: [
        (["attributes", "--spec", "/nonexistent.json"], "layoutty: /nonexistent.json: no such file"),
        (
            ["attributes", "--demo", "nope"],
            "layoutty: unknown demo \"nope\" (expected one of grid, tags, sections, horizontal, big, photos, appstore, mosaic, list, feed)"
        ),
        (["attributes", "--demo", "grid", "--spec", "x.json"], "layoutty: --spec and --demo cannot be used together"),
        (["attributes", "--size", "80by24"], "layoutty: The value '80by24' is invalid for '--size <colsxrows>'"),
        (["attributes", "--rect", "1,2,3"], "layoutty: The value '1,2,3' is invalid for '--rect <x,y,w,h>'"),
        (["attributes", "--offset", "nan,0"], "layoutty: The value 'nan,0' is invalid for '--offset <x,y>'"),
        (["attributes", "--bogus"], "layoutty: Unknown option '--bogus'"),
        (
            ["attributes", "--demo", "grid", "--size", "3x10"],
            "layoutty: demo grid:6: sectionInset: leaves no room for items in section 0: the width 3 minus insets 4 is -1; expected a positive remainder"
        )
    ])
    func badArgumentsExitTwoWithOneLine(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test func badSpecFilesExitTwoNamingFileLineAndPath() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).json")
        try """
        {
          "itemSize": [12, 4],
          "sections": [
            {"items": [[1, 2], [3, "wide"]]}
          ]
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLI.run(["attributes", "--spec", file.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "layoutty: \(file.path):4: sections[0].items[1][1]: expected a finite number > 0, got \"wide\"\n")
    }

    @Test func helpIsPrintedToStdoutWithStatusZero() throws {
        let result = try CLI.run(["attributes", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: layoutty attributes"))
    }
}

@Suite struct BrowseWithoutATerminalTests {
    @Test func stdinNotATerminal() throws {
        // CLI.run gives the child /dev/null as stdin and pipes as stdout/stderr.
        let result = try CLI.run(["browse", "--demo", "grid"], environment: ["TERM": "xterm-256color"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "layoutty: browse needs a terminal: standard input is not a terminal\n")
    }
}

extension AttributesCommandTests {
    /// 10,000 sections each with an item wider than the view: three sections are named, the
    /// other 9,997 counted in one line — 10,000 lines before (8 million sections printed for
    /// over seven minutes).
    @Test func oversizedSectionsAreCountedPastThree() throws {
        let sections = Array(repeating: #"{"items": [[90, 1]]}"#, count: 10_000).joined(separator: ",")
        let result = try CLI.run(
            ["attributes", "--spec", "s.json", "--rect", "0,0,80,1"], file: #"{"sections": [\#(sections)]}"#)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines.prefix(5))")
        #expect(
            lines[2]
                == "layoutty: warning: s.json: section 2: 1 item(s) from item 0 are wider than the available width 80; each gets a line of its own"
        )
        #expect(lines[3] == "layoutty: warning: s.json: 9997 more section(s) have items wider than the available width")
    }
}
