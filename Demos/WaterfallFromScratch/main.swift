import CollectionLayout
import Foundation
import LayouttyTerminal
import TerminalCollectionView

/// `swift run waterfall-from-scratch [--horizontal]`: photos of varied aspect ratios.
final class Photos: CollectionDataSource {
    /// Width : height of each photo.
    static let ratios: [(CGFloat, CGFloat)] = [(4, 1), (3, 1), (5, 2), (2, 1), (8, 3), (3, 2), (1, 1), (7, 2)]
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 60 }
    func label(for indexPath: IndexPath) -> String {
        let (w, h) = Self.ratios[indexPath.item % Self.ratios.count]
        return "#\(indexPath.item) \(Int(w)):\(Int(h))"
    }
}

let horizontal = CommandLine.arguments.contains("--horizontal")
let layout = ScratchWaterfallLayout(columnCount: 3, rowCount: 3) { indexPath, breadth in
    let (w, h) = Photos.ratios[indexPath.item % Photos.ratios.count]
    // Vertical: height from the column width; horizontal: width from the row height.
    return horizontal ? w * breadth / h : h * breadth / w
}
layout.scrollDirection = horizontal ? .horizontal : .vertical
layout.columnMargin = 1
layout.rowMargin = 1
layout.edgeInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
do {
    try TerminalPreview.run(layout: layout, dataSource: Photos())
} catch {
    FileHandle.standardError.write(Data("waterfall-from-scratch: \(error)\n".utf8))
    exit(2)
}
