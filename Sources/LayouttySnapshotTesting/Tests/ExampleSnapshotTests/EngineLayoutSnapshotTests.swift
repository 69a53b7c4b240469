import CollectionLayout
import Foundation
import LayouttySnapshotTesting
import SnapshotTesting
import Testing

/// The same strategies for a layout written against the engine (`CollectionLayout`), drawn one
/// point per cell as spec files are.
@Suite struct EngineLayoutSnapshotTests {
    /// Items of 12 × 3 cells, at least 2 apart, in 60 columns: (60 + 2) / (12 + 2) = 4.4, so 4
    /// a row, and the leftover 60 − 4·12 − 3·2 = 6 columns justified: gaps of 2 + 6 / 3 = 4. A
    /// reviewer sees 4 boxes a row at columns 0, 16, 32, 48; 20 items in 5 rows of 3 + 1
    /// (content 60 × 19, the last row's bottom under the 18 rows shown).
    @Test func aFlowGrid() {
        let flow = FlowLayout()
        flow.itemSize = CGSize(width: 12, height: 3)
        flow.minimumInteritemSpacing = 2
        flow.minimumLineSpacing = 1
        assertSnapshot(of: flow, as: .screen(size: (60, 20), items: 20), named: "60x20")
        // Why item 5 is where it is: the second line's second item.
        assertSnapshot(
            of: flow, as: .explain(items: [IndexPath(item: 5, section: 0)], size: (60, 20), count: 20), named: "item5")
    }

    /// A spec file as `layoutty render --spec` prints it: cards of 14 × 3 at least 2 apart in
    /// 40 − 2 of insets = 38 columns: (38 + 2) / 16 = 2.5, so 2 a row, justified to x = 1 and
    /// 25 (the leftover 38 − 28 − 2 = 8 widens the gap to 10); 7 items in 4 rows. And the tags
    /// demo, built in.
    @Test func aSpecFileAndADemo() {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Specs/cards.json"
        ).path
        assertSnapshot(of: LayoutSpecFile(file), as: .screen(size: (40, 16)), named: "40x16")
        assertSnapshot(of: LayoutSpecFile.demo("tags"), as: .screen(size: (60, 12)), named: "tags")
    }
}
