import Foundation
import LayouttyBench
import LayouttySpec
import LayouttyTestSupport
import Testing

/// The real previewer on a pseudo-terminal: what a frame costs in bytes.
@Suite(.serialized) struct FrameBytesTests {
    @Test func scrollsSendLittleAndNeverClearTheScreen() throws {
        let result = try FrameBytes.measure(binary: CLI.binary.path, columns: 80, rows: 24)
        // The first paint and Ctrl-L send the whole screen: at least one byte per cell of the
        // 80x22 viewport's non-blank rows would be far more than a scroll.
        #expect(result.firstPaint > 1500 && result.fullRepaint > 1500)
        #expect(
            result.scrollWithinBudget, "one-row scroll \(result.oneRowScroll) B > 3 × \(result.exposedRowAndStatus) B")
        #expect(result.oneRowScroll < result.fullRepaint / 4)
        #expect(result.noScrollClearsTheScreen)
        #expect(result.ctrlLClearsTheScreen)
    }
}
