import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttyTerminal
import TerminalCollectionView

/// `swift run left-aligned`: a tag cloud in LeftAlignedFlowLayout, in the previewer.
final class Tags: CollectionDataSource, FlowLayoutDelegate {
    let words = [
        "swift", "UICollectionView", "flow", "left-aligned", "布局", "equal spacing", "tag", "cloud", "terminal",
        "subclass", "attributesForItem", "header", "footer", "セル", "line", "inset", "prepare()", "zIndex"
    ]
    var numberOfSections: Int { 2 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? words.count : 1 }
    func label(for indexPath: IndexPath) -> String {
        indexPath.section == 0 ? words[indexPath.item] : "a single item the superclass would centre"
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: CGFloat(DisplayWidth.of(label(for: indexPath)) + 4), height: 3)
    }
}

let tags = Tags()
let layout = LeftAlignedFlowLayout()
layout.minimumInteritemSpacing = 1
layout.minimumLineSpacing = 0
layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
layout.headerReferenceSize = CGSize(width: 0, height: 3)
layout.delegate = tags
do {
    try TerminalPreview.run(layout: layout, dataSource: tags)
} catch {
    FileHandle.standardError.write(Data("left-aligned: \(error)\n".utf8))
    exit(2)
}
