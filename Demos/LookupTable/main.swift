import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttyTerminal
import TerminalCollectionView

/// `swift run lookup-table`: 200 chips in LookupTableLayout, in the previewer.
final class Chips: CollectionDataSource {
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 200 }
    func label(for indexPath: IndexPath) -> String { "chip \(indexPath.item)" }
}

let chips = Chips()
let layout = LookupTableLayout { indexPath in
    CGFloat(DisplayWidth.of(chips.label(for: indexPath)) + 4 + indexPath.item % 5)
}
layout.inset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
do {
    try TerminalPreview.run(layout: layout, dataSource: chips)
} catch {
    FileHandle.standardError.write(Data("lookup-table: \(error)\n".utf8))
    exit(2)
}
