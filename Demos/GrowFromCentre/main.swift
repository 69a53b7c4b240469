import CollectionLayout
import Foundation
import LayouttyTerminal
import TerminalCollectionView

/// `swift run grow-from-centre`: a grid whose inserted cells grow out of the centre of the
/// view. Press n to focus an item, then o to insert after it (x deletes, m moves).
final class Numbers: EditableCollectionDataSource {
    var count = 12
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { count }
    func apply(_ batch: BatchUpdate) { count = batch.countsAfter[0] }
}

let layout = GrowFromCentreFlowLayout()
layout.itemSize = CGSize(width: 12, height: 3)
layout.minimumInteritemSpacing = 2
layout.minimumLineSpacing = 1
layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
do {
    try TerminalPreview.run(layout: layout, dataSource: Numbers())
} catch {
    FileHandle.standardError.write(Data("grow-from-centre: \(error)\n".utf8))
    exit(2)
}
