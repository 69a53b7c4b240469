import CollectionLayoutTesting
import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty preview Layout.h Layout.m`: Objective-C layout files read with libclang, translated
/// to Swift in the preview's cache and compiled like a Swift file. Our own files, in the shapes
/// of the seed articles' layouts (a left-aligned flow subclass calling `super`, a waterfall with
/// a delegate protocol and optional methods, a lookup-table layout). One cache for the suite:
/// each preview after the first compiles the user's files only.
@Suite(.serialized) struct ObjectiveCPreviewTests {
    static let fixtures = "Tests/LayouttyCLITests/PortFixtures/ObjC/"

    static func preview(_ files: [String], _ options: [String], cache: URL) throws -> CLI.Result {
        try CLI.run(["preview"] + files.map { fixtures + $0 } + options, environment: ["XDG_CACHE_HOME": cache.path])
    }

    /// Each cell's frame, by item (a dictionary-backed layout answers in any order).
    static func cellFrames(_ json: String) -> [String] {
        json.split(separator: "\n").filter { $0.contains("\"cell\"") }.compactMap { line -> (Int, String)? in
            guard let item = line.firstMatch(of: /"item": (\d+)/).flatMap({ Int($0.1) }),
                let frame = line.firstMatch(of: /"frame": \[([^\]]*)\]/)
            else { return nil }
            return (item, String(frame.1))
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    @Test func objectiveCLayoutsPreviewUnchanged() throws {
        let cache = try TemporaryFolder.create("preview-objc")
        defer { try? FileManager.default.removeItem(at: cache) }
        try aFlowSubclassCallingSuper(cache: cache)
        try aWaterfallAsksItsDelegate(cache: cache)
        try aLookupTableLayout(cache: cache)
        try blocksCategoriesAndMacros(cache: cache)
        try theTranslationLaysOutAsTheSwiftTwin(cache: cache)
        try integersFollowC(cache: cache)
        try screenAndDeviceQueriesAreTheDevicesShown(cache: cache)
        try aCHTStyleLibrary(cache: cache)
        try staticLocalsAndDispatchOnce(cache: cache)
        try problemsNameTheObjectiveCLine(cache: cache)
        try theTranslationIsShownNotWritten(cache: cache)
        try longSumsAndHostileFolderNamesCompile(cache: cache)
    }

    /// In a terminal, `preview LeftAlignedFlowLayout.m` (its header found by its import) shows a
    /// save of the `.m` translated in place (tmux), and a save of the header too: the line spacing
    /// 6 → 26 makes the content 148 → 188 points (rows at 8, 74, 140; 140 + 40 + 8); a save clang
    /// refuses keeps the last good layout under the error, named as the user named the file; `q`
    /// gives the shell back with the terminal as it was. `#` (live literals) says why a `.m`'s
    /// numbers are not offered.
    @Test func aSavedMFileIsRebuiltInPlace() throws {
        let cache = try TemporaryFolder.create("preview-objc-reload")
        let dir = try TemporaryFolder.create("preview-objc-reload-files")
        defer { [cache, dir].forEach { try? FileManager.default.removeItem(at: $0) } }
        for name in ["LeftAlignedFlowLayout.h", "LeftAlignedFlowLayout.m"] {
            try FileManager.default.copyItem(
                at: CLI.packageRoot.appendingPathComponent(Self.fixtures + name), to: dir.appendingPathComponent(name))
        }
        let source = dir.appendingPathComponent("LeftAlignedFlowLayout.m")
        func save(spacing: String) throws {
            let text = try String(contentsOf: source, encoding: .utf8)
                .replacing(/self.minimumLineSpacing = [^;]*;/, with: "self.minimumLineSpacing = \(spacing);")
            try text.write(to: source, atomically: true, encoding: .utf8)
        }
        let tmux = try Tmux()
        let stty = try tmux.sttySettings()
        let swift = try #require(Tmux.swiftDirectory)
        try tmux.type(
            "cd \(dir.path); clear; XDG_CACHE_HOME=\(cache.path) PATH=\(swift):$PATH \(CLI.binary.path) preview "
                + "LeftAlignedFlowLayout.m --items 7 --device iphone-15; echo \"exit=$?\"")
        try tmux.waitFor(text: "LeftAlignedFlowLayout │ 393×148", timeout: 60)
        try tmux.keys("#")
        try tmux.waitFor(text: "refused: live literals are not offered for Objective-C files")
        try save(spacing: "26")
        try tmux.waitFor(text: "· reload 1", timeout: 60)
        try tmux.waitFor(text: "LeftAlignedFlowLayout │ 393×188")
        // The header, not named on the command line but imported by the .m, is watched too.
        let header = dir.appendingPathComponent("LeftAlignedFlowLayout.h")
        try (try String(contentsOf: header, encoding: .utf8)).replacingOccurrences(
            of: "@end", with: "@property CGFloat unused;\n@end"
        )
        .write(to: header, atomically: true, encoding: .utf8)
        try tmux.waitFor(text: "· reload 2", timeout: 60)
        try save(spacing: "")
        try tmux.waitFor("the error over the last good layout", timeout: 60) { screen in
            screen.contains { $0.contains("not reloaded") }
                && screen.contains { $0.contains("LeftAlignedFlowLayout.m:13:35: error") }
                && screen.contains { $0.contains("393×188") } && !screen.contains { $0.contains(dir.path) }
        }
        try tmux.quitBrowse(stty: stty)
    }

    /// `LeftAlignedFlowLayout` (items 100 × 40, interitem 12, lines 6, insets 8/16) on an iPhone 15:
    /// 393 − 16 − 16 = 361 points hold 3 items (3·100 + 2·12 = 324; a 4th needs 436). UIKit's
    /// flow would spread the row's spare; the subclass moves each item to the previous one's
    /// right edge + 12: x 16, 128, 240. Rows at y 8, 8 + 40 + 6 = 54, 100; content 100 + 40 + 8.
    private func aFlowSubclassCallingSuper(cache: URL) throws {
        let result = try Self.preview(
            ["LeftAlignedFlowLayout.h", "LeftAlignedFlowLayout.m"],
            ["--attributes", "--items", "7", "--device", "iphone-15"],
            cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"contentSize\": [393, 148],"), "\(result.stdout)")
        #expect(
            Self.cellFrames(result.stdout) == [
                "16, 8, 100, 40", "128, 8, 100, 40", "240, 8, 100, 40", "16, 54, 100, 40", "128, 54, 100, 40",
                "240, 54, 100, 40",
                "16, 100, 100, 40"
            ])
    }

    /// `ColumnsLayout` with the files' `ColumnsHeights` as its delegate (the app's part: a class
    /// of the files conforming to the protocol): 3 columns (an optional method) of
    /// floor((393 − 10 − 10 − 2·8) / 3) = 119 points at x 10, 137, 264; a 50-point header (the
    /// other optional method), so items start at max(10, 50 + 8) = 58; heights 100, 120, 140 by
    /// item mod 3, each item in the shortest column: item 3 under item 0 at 58 + 100 + 8 = 166,
    /// item 4 under item 1 at 186. Content: item 4's bottom 306 + the 10-point inset.
    private func aWaterfallAsksItsDelegate(cache: URL) throws {
        let files = ["ColumnsLayout.h", "ColumnsLayout.m", "ColumnsHeights.h", "ColumnsHeights.m"]
        let result = try Self.preview(files, ["--attributes", "--items", "5", "--device", "iphone-15"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "ColumnsLayout.delegate: ColumnsHeights(), the files' ColumnsLayoutDelegate, plays the app's part"))
        #expect(result.stdout.hasPrefix("{\"contentSize\": [393, 316],"), "\(result.stdout)")
        #expect(result.stdout.contains("\"kind\": \"header\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 393, 50]"))
        #expect(
            Self.cellFrames(result.stdout) == [
                "10, 58, 119, 100", "137, 58, 119, 120", "264, 58, 119, 140", "10, 166, 119, 100", "137, 186, 119, 120"
            ])
        // Without the delegate's file the optional methods are not there: 2 columns of
        // floor((373 − 8) / 2) = 182, no header; the stand-in's heights 100 + (7·item mod 6)·30.
        let alone = try Self.preview(
            Array(files.prefix(2)), ["--attributes", "--items", "3", "--device", "iphone-15"], cache: cache)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(
            Self.cellFrames(alone.stdout) == ["10, 10, 182, 100", "200, 10, 182, 130", "10, 118, 182, 160"],
            "\(alone.stdout)")
    }

    /// `LookupTableLayout`: 4 columns of 393 / 4 = 98.25 points, rows 60 tall, frames kept in a
    /// dictionary keyed by index path; 7 items take ⌈7 / 4⌉ = 2 rows, 120 points.
    private func aLookupTableLayout(cache: URL) throws {
        let result = try Self.preview(
            ["LookupTableLayout.h", "LookupTableLayout.m"], ["--attributes", "--items", "7", "--device", "iphone-15"],
            cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"contentSize\": [393, 120],"), "\(result.stdout)")
        #expect(
            Self.cellFrames(result.stdout) == [
                "0, 0, 98.25, 60", "98.25, 0, 98.25, 60", "196.5, 0, 98.25, 60", "294.75, 0, 98.25, 60",
                "0, 60, 98.25, 60",
                "98.25, 60, 98.25, 60", "196.5, 60, 98.25, 60"
            ])
    }

    /// `TagCloudLayout` on a 200-point-wide screen: tags 60 + (item mod 4)·20 wide (a
    /// function-like macro), 30 tall, rows 10 apart, each row centred by the whole points left
    /// over halved (a category method on UICollectionViewLayoutAttributes). Row 0 holds 60 + 10 + 80
    /// (100 more would need 260): shift ⌊(200 − 150) / 2⌋ = 25, x 25 and 95. Row 1 (y 40) holds the
    /// 100 alone (120 more: 230): shift 50. Row 2 (y 80): 120 + 10 + 60 = 190, shift 5, x 5 and 135.
    /// Row 3 (y 120): 80 + 10 + 100 = 190, x 5 and 95. Content: 4 rows (an NSMutableSet of their
    /// tops, counted through a method called with dot syntax) · 40 − 10 = 150. The items are made
    /// in a block the layout hands its own iterator; what prepareLayout logs (`NSLog`, C's
    /// formats) goes to stderr, not into the JSON.
    private func blocksCategoriesAndMacros(cache: URL) throws {
        let result = try Self.preview(
            ["TagCloudLayout.h", "TagCloudLayout.m"], ["--attributes", "--items", "7", "--points", "200x400"],
            cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"contentSize\": [200, 150],"), "\(result.stdout)")
        #expect(
            Self.cellFrames(result.stdout) == [
                "25, 0, 60, 30", "95, 0, 80, 30", "50, 40, 100, 30", "5, 80, 120, 30", "135, 80, 60, 30",
                "5, 120, 80, 30",
                "95, 120, 100, 30"
            ])
        #expect(result.stderr.contains("4 rows of tags, 10.0 points apart"), "\(result.stderr)")
        #expect(!result.stdout.contains("rows of tags"))
    }

    /// The translation against the same layout written in Swift (`TagCloudTwin.swift`): over
    /// seeded random screen widths (100–1200 points) and item counts (0–80), `--attributes`
    /// prints the same bytes — every frame, the content size, the order.
    private func theTranslationLaysOutAsTheSwiftTwin(cache: URL) throws {
        var random = SeededRandom(seed: 39)
        for _ in 0..<6 {
            let options = [
                "--attributes", "--items", String(Int.random(in: 0...80, using: &random)),
                "--points", "\(Int.random(in: 100...1200, using: &random))x600"
            ]
            let translated = try Self.preview(["TagCloudLayout.h", "TagCloudLayout.m"], options, cache: cache)
            let twin = try Self.preview(["TagCloudTwin.swift"], options, cache: cache)
            #expect(translated.status == 0 && twin.status == 0, "\(options): \(translated.stderr) \(twin.stderr)")
            #expect(translated.stdout == twin.stdout, "\(options)")
            #expect(translated.stdout.contains("\"frame\"") || options[2] == "0", "\(options): \(translated.stdout)")
        }
    }

    /// C's integers, as Objective-C computes them where Swift would trap or differ, each an
    /// item's x (`IntegerRulesLayout.m`, a C array of 6 `CGFloat`s): 7 / 2 = 3 (integer division);
    /// `(NSUInteger)-1 > 0`, so 10 (unsigned wrap-around); `NSIntegerMax + 1 < 0`, so 30 (signed
    /// overflow wraps); 50 + (NSInteger)NaN = 50 (an iPhone converts NaN to 0); 60 + 2 + −2 = 60
    /// (truncation toward zero); 70 + 3 = 73 (`for (i = count − 1; i < count; i--)` visits 2, 1, 0
    /// and stops when `i` wraps past 0).
    private func integersFollowC(cache: URL) throws {
        let result = try Self.preview(["IntegerRulesLayout.m"], ["--attributes", "--items", "6"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            Self.cellFrames(result.stdout) == [
                "3, 0, 5, 5", "10, 10, 5, 5", "30, 20, 5, 5", "50, 30, 5, 5", "60, 40, 5, 5", "73, 50, 5, 5"
            ], "\(result.stdout)")
    }

    /// `[UIScreen mainScreen].scale` and `UI_USER_INTERFACE_IDIOM()` answered by the device shown
    /// (`DeviceQueriesLayout.m`: item 0 is scale × 10 wide, item 1 80 on an iPad, 40 on a phone):
    /// iPhone 15 30 and 40, iPhone SE 20 and 40, iPad Air 20 and 80.
    private func screenAndDeviceQueriesAreTheDevicesShown(cache: URL) throws {
        for (device, widths) in [("iphone-15", ["30", "40"]), ("iphone-se", ["20", "40"]), ("ipad-air", ["20", "80"])] {
            let result = try Self.preview(
                ["DeviceQueriesLayout.m"], ["--attributes", "--items", "2", "--device", device], cache: cache)
            #expect(result.status == 0, "\(result.stderr)")
            let measured = Self.cellFrames(result.stdout).map {
                String($0.split(separator: ",")[2].trimmingCharacters(in: .whitespaces))
            }
            #expect(measured == widths, "\(device): \(result.stdout)")
        }
    }

    /// `ShelfWaterfallLayout`, in the shape of CHTCollectionViewWaterfallLayout: it reads the
    /// view's delegate as its own protocol (the app's `ShelfSizes`), every optional answer with a
    /// `respondsToSelector:` fallback; columns are a C array of `Shelf` structs passed to a method
    /// by pointer; defaults come from a dictionary literal, boundaries are kept in array literals.
    /// iPhone 15 (393 wide), sections of 3 and 4 items (`shelves.json`), insets 10, spacing 8:
    /// section 0 — header 0–40, 2 columns of ⌊(393 − 20 − 8) / 2⌋ = 182 at x 10 and 200 from y
    /// 50; items 100 wide and 100/150/200 tall scale to 182, 273, 364: item 0 (10, 50), item 1
    /// (200, 50), item 2 under item 0 at 50 + 182 + 8 = 240; the section ends at 240 + 364 + 10 =
    /// 614. Section 1 — header 614–654, 3 columns of ⌊(373 − 16) / 3⌋ = 119 at x 10, 137, 264 from
    /// y 664; heights 119, ⌊178.5⌋ = 178, 238, 119: item 3 under item 0 at 664 + 119 + 8 = 791; the
    /// columns end at 910 (791 + 119), 842 and 902, so the section at 910 + 10 = 920; the footer
    /// 920–940 is the content's end.
    private func aCHTStyleLibrary(cache: URL) throws {
        let result = try Self.preview(
            ["ShelfWaterfallLayout.h", "ShelfWaterfallLayout.m", "ShelfSizes.m"],
            ["--attributes", "--spec", Self.fixtures + "shelves.json", "--device", "iphone-15"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"contentSize\": [393, 940],"), "\(result.stdout)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains("\"cell\"") }.compactMap { line in
            line.firstMatch(of: /"section": (\d), "item": (\d), "frame": \[([^\]]*)\]/).map {
                "\($0.1).\($0.2): \($0.3)"
            }
        }.sorted()
        #expect(
            cells == [
                "0.0: 10, 50, 182, 182", "0.1: 200, 50, 182, 273", "0.2: 10, 240, 182, 364", "1.0: 10, 664, 119, 119",
                "1.1: 137, 664, 119, 178", "1.2: 264, 664, 119, 238", "1.3: 10, 791, 119, 119"
            ], "\(result.stdout)")
        for boundary in [
            "\"header\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 393, 40]",
            "\"header\", \"section\": 1, \"item\": 0, \"frame\": [0, 614, 393, 40]",
            "\"footer\", \"section\": 1, \"item\": 0, \"frame\": [0, 920, 393, 20]"
        ] {
            #expect(result.stdout.contains(boundary), "\(boundary): \(result.stdout)")
        }
    }

    /// A method's `static` locals keep their value between calls and `dispatch_once` runs its
    /// block once (`OnceLayout.m`: the unit, 0 + 25 once, times item + 1): widths 25, 50, 75 — a
    /// block run on each call would make them 25, 100, 225.
    private func staticLocalsAndDispatchOnce(cache: URL) throws {
        let result = try Self.preview(["OnceLayout.m"], ["--attributes", "--items", "3"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            Self.cellFrames(result.stdout).map { $0.split(separator: ",")[2].trimmingCharacters(in: .whitespaces) } == [
                "25", "50", "75"
            ])
    }

    /// What goes wrong is said at the `.m` line: clang's error (with its column), a construct the
    /// translation does not take yet, and a trap while the layout runs (`NSAssert`).
    private func problemsNameTheObjectiveCLine(cache: URL) throws {
        let dir = try TemporaryFolder.create("preview-objc-problems")
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ body: String) throws -> String {
            let path = dir.appendingPathComponent("Broken.m").path
            try """
            #import <UIKit/UIKit.h>

            @interface Broken : UICollectionViewFlowLayout
            @end

            @implementation Broken
            - (void)prepareLayout {
                [super prepareLayout];
            \(body)
            }
            @end

            """.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let environment = ["XDG_CACHE_HOME": cache.path]
        let clang = try CLI.run(
            ["preview", try write("    self.itemSize = 3;"), "--attributes"], environment: environment)
        #expect(clang.status != 0)
        #expect(
            clang.stderr.contains(
                "Broken.m:9:19: error: assigning to 'CGSize' (aka 'struct CGSize') from incompatible type 'int'"),
            "\(clang.stderr)")
        let untranslated = try CLI.run(
            ["preview", try write("    goto done;\n    done: [self invalidateLayout];"), "--attributes"],
            environment: environment)
        #expect(untranslated.status != 0)
        #expect(
            untranslated.stderr.contains("Broken.m:9: this statement is not translated yet: goto done"),
            "\(untranslated.stderr)")
        let trap = try CLI.run(
            ["preview", try write("    NSAssert(self.minimumLineSpacing > 20, @\"lines too close\");"), "--attributes"],
            environment: environment)
        #expect(trap.status != 0)
        #expect(trap.stderr.contains("Broken.m:9: Assertion failed: lines too close"), "\(trap.stderr)")
    }

    /// `--show-port` prints the Swift a `.m` becomes, `#sourceLocation` lines naming the `.m`;
    /// nothing is written beside the user's files.
    private func theTranslationIsShownNotWritten(cache: URL) throws {
        let before = try FileManager.default.contentsOfDirectory(
            atPath: CLI.packageRoot.appendingPathComponent(Self.fixtures).path)
        let result = try Self.preview(
            ["LeftAlignedFlowLayout.h", "LeftAlignedFlowLayout.m"], ["--show-port"], cache: cache)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("class LeftAlignedFlowLayout: UICollectionViewFlowLayout {"))
        #expect(
            result.stdout.contains(
                "override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {"))
        #expect(
            result.stdout.contains(
                "LeftAlignedFlowLayout.m\", line: 19)\n    override func layoutAttributesForElements"),
            "\(result.stdout)")
        let after = try FileManager.default.contentsOfDirectory(
            atPath: CLI.packageRoot.appendingPathComponent(Self.fixtures).path)
        #expect(before.sorted() == after.sorted())
    }

    /// A sum of 20 and of 500 number literals compiles at once and lays out (`w` is 20 × 1.5 =
    /// 30 wide, then 500 × 0.25 = 125): the Swift type checker used to refuse the first
    /// ("reasonable time") and take minutes over the second. And the file's folder is a name,
    /// never code: a folder named with a quote and a `#sourceLocation` that would call
    /// `exit(7)` previews the layout (its `#sourceLocation` lines used to splice the path raw).
    private func longSumsAndHostileFolderNamesCompile(cache: URL) throws {
        let root = try TemporaryFolder.create("preview-objc-names")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("a\"b\", line: 1)\nexit(7)\n#sourceLocation(file: \"c")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (terms, value, width) in [(20, "1.5", "30"), (500, "0.25", "125")] {
            let path = folder.appendingPathComponent("Sum\(terms).m").path
            try """
            #import <UIKit/UIKit.h>
            @interface Sum\(terms) : UICollectionViewFlowLayout
            @end
            @implementation Sum\(terms)
            - (void)prepareLayout {
                [super prepareLayout];
                CGFloat w = \(Array(repeating: value, count: terms).joined(separator: " + "));
                self.itemSize = CGSizeMake(w, 10);
            }
            @end

            """.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try CLI.run(
                ["preview", path, "--attributes", "--items", "1"], environment: ["XDG_CACHE_HOME": cache.path])
            #expect(result.status == 0, "\(terms) terms: \(result.stderr.prefix(600))")
            #expect(
                Self.cellFrames(result.stdout).map { $0.split(separator: ",")[2].trimmingCharacters(in: .whitespaces) }
                    == [width])
        }
    }
}
