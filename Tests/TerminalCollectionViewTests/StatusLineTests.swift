import Testing

@testable import TerminalCollectionView

/// What the status bar keeps as it narrows: the timings go first, then the layout's name (cut
/// to what is left beside the rest — 68 − 61 − 3 = 4 columns, `Gri…` — then dropped), then the
/// content's size and offset; the item count and the device with its scale stay whole.
@Suite struct StatusLineTests {
    let fixed = ["393×1493.40 @0,-103", "10/94", "iPhone 15 portrait 6.55×13.10pt"]

    @Test(arguments: [
        (90, "GridLayout │ 393×1493.40 @0,-103 │ 10/94 │ iPhone 15 portrait 6.55×13.10pt │ 0.5+0.1ms"),
        (80, "GridLayout │ 393×1493.40 @0,-103 │ 10/94 │ iPhone 15 portrait 6.55×13.10pt"),
        (68, "Gri… │ 393×1493.40 @0,-103 │ 10/94 │ iPhone 15 portrait 6.55×13.10pt"),
        (62, "393×1493.40 @0,-103 │ 10/94 │ iPhone 15 portrait 6.55×13.10pt"),
        (60, "10/94 │ iPhone 15 portrait 6.55×13.10pt"),
        (41, "10/94 │ iPhone 15 portrait 6.55×13.10pt")
    ])
    func givesWayInOrder(width: Int, line: String) {
        let shown = Previewer.statusLine(
            name: "GridLayout", fixed: fixed, yielding: fixed[0], timings: "0.5+0.1ms", width: width, ellipsis: "…")
        #expect(shown == line)
    }
}
