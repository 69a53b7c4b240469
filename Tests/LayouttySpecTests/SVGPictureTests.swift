import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import LayouttyTestSupport
import Testing

@testable import TerminalCollectionView

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Screens as SVG pictures (`render --svg`): frames in pixels, valid XML, and goldens a reviewer
/// has looked at rendered (`rsvg-convert FILE -o FILE.png`, or any browser).
@Suite struct SVGPictureTests {
    /// Every golden in PictureGoldens/ and what a reviewer sees when it is drawn.
    static let claims: [String: String] = [
        "demo-grid": "four columns of light-blue rounded cards 0-0…, labels centred, on white, 640 × 352 pixels",
        "demo-tags":
            "left-aligned chips of different widths under header 0 (a grey band, bold label); the CJK labels' chips two columns a character wide (the glyphs drawn where the viewer has a CJK font)",
        "demo-sections": "header 0 band, five columns of cards, a thin footer 0 band, header 1 at the bottom",
        "demo-horizontal": "columns of cards filling downwards, cut at the right edge",
        "demo-big": "seven cards a line from 0-0, uneven gaps from justification",
        "demo-photos": "header 0 above three columns of cards of different heights",
        "demo-appstore":
            "a header band, the large Maps card with Weather peeking at the right, a shelf of small cards in three rows",
        "demo-mosaic": "a big tile two thirds wide beside two stacked small tiles, repeated",
        "demo-feed": "header 0, full-width cards as tall as their wrapped text, header 1, two half-width cards",
        "demo-list": "header 0, full-width rows on a pale grey section background, header 1",
        "demo-sections-dark":
            "the sections demo in the dark theme: black background, dark-blue cards with light labels",
        "grid-focus-0-4": "the grid with card 0-4 (second row, first column) outlined thick orange, its label bold",
        "device-iphone-15":
            "an iPhone 15 outline (rounded bezel) around its whole screen: 9:41 in the 59-point status bar, six columns of 50-point squares below it, seven rows, the home indicator at the bottom"
    ]

    /// The grid demo's first card is [2, 1, 16, 5] in points (one point a cell) under 80 × 24:
    /// at 8 × 16 pixels a cell, x = 2 × 8 = 16, y = 1 × 16 = 16, 16 × 8 = 128 wide, 5 × 16 = 80
    /// tall, its label centred at (16 + 64, 16 + 40) = (80, 56); the picture is the 80 × 22 cells
    /// the viewport shows: 640 × 352.
    @Test func aCardIsItsFrameInPixels() throws {
        let svg = try picture(Screen(demo: "grid"))
        #expect(
            svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="640" height="352" viewBox="0 0 640 352""#))
        #expect(
            svg.contains(
                ##"<rect x="16" y="16" width="128" height="80" rx="8" fill="#e3edfc" stroke="#5b8def" stroke-width="1"/>"##
            ))
        #expect(
            svg.contains(
                ##"<text x="80" y="56" font-size="14" text-anchor="middle" dy="0.35em" fill="#17305c">0-0</text>"##))
    }

    /// Every demo, both themes: well-formed XML, one shape per element the screen shows, cut
    /// to the window as the terminal cuts them.
    @Test(arguments: BuiltInDemo.all.map(\.name))
    func everyDemoIsAWellFormedPicture(name: String) throws {
        for theme in SVGPicture.Theme.allCases {
            let screen = try Screen(demo: name)
            let svg = SVGPicture(previewer: screen.previewer, theme: theme).document
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(name) \(theme): \(parser.parserError.map { "\($0)" } ?? "")")
            let shown = screen.previewer.viewport.laidOutElements().filter {
                !$0.attributes.isHidden && $0.attributes.alpha > 0
            }
            // One group per element, and the one that cuts them to the window.
            #expect(svg.components(separatedBy: "<g").count - 1 == shown.count + 1, "\(name) \(theme)")
        }
    }

    /// Labels are character data: markup in them is escaped, control characters replaced.
    @Test func labelsAreEscaped() {
        #expect(SVGPicture.escaped("a<b & \"c\">\u{7}") == "a&lt;b &amp; &quot;c&quot;&gt;\u{FFFD}")
    }

    @Test(arguments: BuiltInDemo.all.map(\.name))
    func everyDemo(name: String) throws {
        assertPicture(picture(try Screen(demo: name)), "demo-\(name)")
    }

    @Test func darkTheme() throws {
        assertPicture(picture(try Screen(demo: "sections"), theme: .dark), "demo-sections-dark")
    }

    @Test func theFocusedCardIsOutlined() throws {
        let screen = try Screen(demo: "grid")
        #expect(screen.previewer.focus(on: IndexPath(item: 4, section: 0)))
        assertPicture(picture(screen), "grid-focus-0-4")
    }

    /// 50-point squares on an iPhone 15, the whole screen at 2 pixels a point inside a 24-pixel
    /// bezel: 393 × 2 + 48 = 834 wide, 852 × 2 + 48 = 1752 tall; item 0-1 at x 68.6 points
    /// (GoldenScreenTests' arithmetic) is at 24 + 137.2 = 161.2 pixels, y 24 + 59 × 2 = 142.
    @Test func aDeviceIsDrawnWhole() throws {
        let screen = try Screen(spec: LayoutSpec.parse(GoldenScreenTests.phoneSquares, source: "squares"))
        screen.previewer.viewport.device = DeviceSetting(device: .iPhone15, fitsScreen: true)
        let svg = picture(screen)
        #expect(svg.contains(#"width="834" height="1752""#))
        #expect(svg.contains(#"<rect x="161.2" y="142" width="100" height="100""#))
        #expect(svg.contains(">9:41</text>"))
        assertPicture(svg, "device-iphone-15")
    }

    @Test func everyPictureGoldenIsClaimed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".svg")
        }
        #expect(Set(names) == Set(Self.claims.keys.map { "\($0).svg" }))
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "PictureGoldens")

    private func picture(_ screen: Screen, theme: SVGPicture.Theme = .light) -> String {
        SVGPicture(previewer: screen.previewer, theme: theme).document
    }

    private func assertPicture(_ svg: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Self.claims[name] != nil, "picture \(name) has no claim", sourceLocation: sourceLocation)
        GoldenFile.compare(svg, with: Self.folder.appendingPathComponent("\(name).svg"), sourceLocation: sourceLocation)
    }
}
