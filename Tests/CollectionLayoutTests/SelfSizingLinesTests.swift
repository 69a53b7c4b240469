import CollectionLayoutTesting
import Foundation
import Testing

@testable import CollectionLayout

/// The self-sizing line store against the per-item one over the same effective sizes: runs of
/// estimated lines by arithmetic must give exactly the lines `VaryingLines` would.
@Suite struct SelfSizingLinesTests {
    @Test(arguments: 0..<500)
    func equalsPerItemLinesOverTheSameSizes(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let count = Int.random(in: 0...120, using: &rng)
        let estimate = CGSize(
            width: CGFloat(Int.random(in: 3...12, using: &rng)), height: CGFloat(Int.random(in: 1...4, using: &rng)))
        var measured: [Int: CGSize] = [:]
        for _ in 0..<Int.random(in: 0...15, using: &rng) where count > 0 {
            // A window of measured items, as a screen of them would be; some equal the estimate.
            let start = Int.random(in: 0..<count, using: &rng)
            for i in start..<min(count, start + Int.random(in: 1...8, using: &rng)) {
                measured[i] =
                    Bool.random(using: &rng)
                    ? estimate
                    : CGSize(
                        width: CGFloat(Int.random(in: 2...30, using: &rng)),
                        height: CGFloat(Int.random(in: 1...5, using: &rng)))
            }
        }
        var style = FlowLayout.SectionStyle()
        style.horizontalAlignment = [.justified, .leading, .center, .trailing].randomElement(using: &rng)!
        style.lastLineAlignment = FlowLayout.LastLineAlignment.allCases.randomElement(using: &rng)!
        style.verticalAlignment = FlowLayout.VerticalAlignment.allCases.randomElement(using: &rng)!
        let context = LineContext(
            leadingInset: 2, available: CGFloat(Int.random(in: 20...60, using: &rng)),
            spacing: CGFloat(Int.random(in: 0...3, using: &rng)), style: style)
        let lineSpacing = CGFloat(Int.random(in: 0...2, using: &rng))
        let reference = VaryingLines(count: count, lineSpacing: lineSpacing, context: context) {
            measured[$0] ?? estimate
        }
        var lines = SelfSizingLines(
            estimate: estimate, itemCount: count, measured: measured, lineSpacing: lineSpacing, context: context)
        Self.expectSame(lines, reference, count: count, seed: seed, "built")
        // A measurement later on: rebuilding from its run equals building afresh.
        guard count > 0 else { return }
        let changed = Int.random(in: 0..<count, using: &rng)
        measured[changed] = CGSize(width: CGFloat(Int.random(in: 2...30, using: &rng)), height: 3)
        lines.rebuild(from: changed, measured: measured)
        let after = VaryingLines(count: count, lineSpacing: lineSpacing, context: context) { measured[$0] ?? estimate }
        Self.expectSame(lines, after, count: count, seed: seed, "rebuilt from \(changed)")
    }

    static func expectSame(
        _ lines: SelfSizingLines, _ reference: VaryingLines, count: Int, seed: UInt64, _ stage: String
    ) {
        #expect(lines.lineCount == reference.lineCount && lines.length == reference.length, "\(stage) seed \(seed)")
        guard lines.lineCount == reference.lineCount else { return }
        for line in 0..<reference.lineCount {
            #expect(
                lines.mainExtent(ofLine: line) == reference.mainExtent(ofLine: line),
                "\(stage) seed \(seed) line \(line)")
            #expect(lines.items(inLine: line) == reference.items(inLine: line), "\(stage) seed \(seed) line \(line)")
            // The search finds the line from any point of it.
            let extent = reference.mainExtent(ofLine: line)
            #expect(
                lines.firstLine(endingAfter: extent.origin) == reference.firstLine(endingAfter: extent.origin),
                "\(stage) seed \(seed) line \(line)")
        }
        for item in 0..<count {
            let line = reference.line(ofItem: item)
            #expect(lines.line(ofItem: item) == line, "\(stage) seed \(seed) item \(item)")
            // Arithmetic (start + column · pitch) and accumulation (cross += width + gap) may
            // differ in the last bit.
            let a = lines.frame(ofItem: item, inLine: line)
            let b = reference.frame(ofItem: item, inLine: line)
            #expect(
                abs(a.minX - b.minX) < 1e-9 && a.minY == b.minY && a.size == b.size,
                "\(stage) seed \(seed) item \(item): \(a) vs \(b)")
        }
    }
}
