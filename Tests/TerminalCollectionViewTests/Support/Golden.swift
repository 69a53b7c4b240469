import CollectionLayout
import Foundation
import LayouttyKit
import TerminalCollectionView
import Testing

/// A previewer over a built-in demo on a TextCanvas: the same path as `layoutty render`.
struct Screen {
    let previewer: Previewer
    let canvas: TextCanvas
    let tweaks: SpecTweaks

    init(demo: String, columns: Int = 80, rows: Int = 24, zoom: CGFloat = 1, unicode: Bool = true, file: String? = nil) throws {
        let spec = try BuiltInDemo.named(demo)!.spec()
        try self.init(spec: spec, columns: columns, rows: rows, zoom: zoom, unicode: unicode, file: file)
    }

    init(spec: LayoutSpec, columns: Int = 80, rows: Int = 24, zoom: CGFloat = 1, unicode: Bool = true, file: String? = nil) throws {
        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout()
        let viewport = Viewport(dataSource: data, layout: layout, columns: columns, rows: max(0, rows - Previewer.chromeRows), zoom: zoom)
        tweaks = SpecTweaks(dataSource: data, layout: layout, file: file)
        previewer = Previewer(viewport: viewport, tweaks: tweaks)
        previewer.showsTimings = false
        canvas = TextCanvas(columns: columns, rows: rows, unicode: unicode)
    }

    @discardableResult
    func press(_ keys: Key...) -> Previewer.Outcome {
        var outcome = Previewer.Outcome.continue
        for key in keys { outcome = previewer.handle(key) }
        return outcome
    }

    var text: String {
        previewer.draw(on: canvas)
        return canvas.text
    }

    func line(_ row: Int) -> String {
        previewer.draw(on: canvas)
        return canvas.line(row).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
}

/// Compares a screen with `Goldens/<name>.txt`. `LAYOUTTY_RECORD=1 swift test` writes the files
/// instead (then read them: a golden is a claim about what the user sees).
func assertGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens/\(name).txt")
    if ProcessInfo.processInfo.environment["LAYOUTTY_RECORD"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(name).txt (record with LAYOUTTY_RECORD=1)", sourceLocation: sourceLocation)
        return
    }
    if expected != text {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false), a = text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = Array(zip(e, a)).firstIndex { $0.0 != $0.1 } ?? min(e.count, a.count)
        Issue.record("screen differs from \(name).txt at row \(row):\nexpected: \(row < e.count ? e[row] : "")\nactual:   \(row < a.count ? a[row] : "")\n\(text)",
                     sourceLocation: sourceLocation)
    }
}
