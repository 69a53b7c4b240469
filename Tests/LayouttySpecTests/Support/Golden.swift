import CollectionLayout
import Foundation
import LayouttySpec
import LayouttyTestSupport
import TerminalCollectionView
import Testing

/// A previewer over a built-in demo on a TextCanvas: the same path as `layoutty render`.
struct Screen {
    let previewer: Previewer
    let canvas: TextCanvas
    let tweaks: SpecTweaks
    /// The animations' clock: `press` lets each change finish; animation tests advance it themselves.
    let clock = ManualAnimationClock()

    init(demo: String, columns: Int = 80, rows: Int = 24, zoom: CGFloat = 1, unicode: Bool = true, file: String? = nil)
        throws
    {
        let spec = try BuiltInDemo.named(demo)!.spec()
        try self.init(spec: spec, columns: columns, rows: rows, zoom: zoom, unicode: unicode, file: file)
    }

    init(
        spec: LayoutSpec, columns: Int = 80, rows: Int = 24, zoom: CGFloat = 1, unicode: Bool = true,
        file: String? = nil
    ) throws {
        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout()
        previewer = Previewer(spec: data, layout: layout, file: file, terminalColumns: columns, rows: rows, zoom: zoom)
        tweaks = previewer.tweaks as! SpecTweaks
        previewer.showsTimings = false
        previewer.viewport.clock = clock
        canvas = TextCanvas(columns: columns, rows: rows, unicode: unicode)
    }

    @discardableResult
    func press(_ keys: Key...) -> Previewer.Outcome {
        var outcome = Previewer.Outcome.continue
        for key in keys {
            outcome = previewer.handle(key)
            clock.advance(by: previewer.viewport.animationDuration)
        }
        return outcome
    }

    var text: String {
        previewer.draw(on: canvas)
        return canvas.text
    }

    func line(_ row: Int) -> String {
        previewer.draw(on: canvas)
        return canvas.line(row).trimmingTrailingBlanks
    }
}

/// The folder of this target's golden screens.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens")

/// Compares a screen with `Goldens/<name>.txt`, a golden `GoldenScreenTests.claims` describes.
func assertGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
        GoldenScreenTests.claims[name] != nil, "golden \(name) has no claim: say what a reviewer must see in it",
        sourceLocation: sourceLocation)
    GoldenFile.compare(text, with: goldenFolder.appendingPathComponent("\(name).txt"), sourceLocation: sourceLocation)
}
