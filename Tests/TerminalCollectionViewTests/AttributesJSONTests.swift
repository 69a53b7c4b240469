import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing

@Suite struct AttributesJSONTests {
    @Test func documentMatchesTheContractShape() {
        var header = LayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 80, height: 3)
        header.zIndex = 1
        var cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 2, y: 4.5, width: 12, height: 1.0 / 3)
        let text = AttributesJSON.document(contentSize: CGSize(width: 80, height: 210), attributes: [header, cell])
        #expect(
            text == """
                {"contentSize": [80, 210],
                 "attributes": [
                   {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": [0, 0, 80, 3], "zIndex": 1},
                   {"category": "cell", "section": 0, "item": 0, "frame": [2, 4.5, 12, 0.3333333333333333], "zIndex": 0}
                 ]}
                """)
        #expect(
            AttributesJSON.document(contentSize: .zero, attributes: [])
                == "{\"contentSize\": [0, 0],\n \"attributes\": []}")
    }
}
