import CollectionLayout
import Foundation
import LayouttyTapes
import LayouttyTerminal
import TerminalCollectionView

/// `swift run carousel`: cards that shrink away from the centre and snap to it when scrolling
/// stops (← → or the wheel). `swift run carousel --tape FILE --output DIR` plays a tape headless
/// and writes its screenshots (the tests' way to see it).
final class Cards: CollectionDataSource {
    let names = [
        "Tokyo", "Lisbon", "Oslo", "Cairo", "Lima", "Hanoi", "Quito", "Perth", "Kyiv", "Dakar", "Seoul", "Bern"
    ]
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { names.count }
    func label(for indexPath: IndexPath) -> String { names[indexPath.item] }
}

func makePreviewer(columns: Int, rows: Int) -> Previewer {
    let layout = CarouselFlowLayout()
    layout.itemSize = CGSize(width: 24, height: 9)
    layout.minimumLineSpacing = 2
    return Previewer(dataSource: Cards(), layout: layout, terminalColumns: columns, rows: rows, tweaks: nil)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if let tape = arguments.firstIndex(of: "--tape").map({ arguments[$0 + 1] }) {
        let output =
            arguments.firstIndex(of: "--output").map { URL(fileURLWithPath: arguments[$0 + 1]) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let player = try TapePlayer(tape: Tape.load(file: tape), output: output)
        player.makeDefaultPreviewer = makePreviewer
        try player.play(driver: HeadlessDriver())
    } else {
        let session = try TerminalSession.start()
        defer { session.end() }
        TerminalPreview.run(makePreviewer(columns: session.canvas.columns, rows: session.canvas.rows), session: session)
    }
} catch {
    FileHandle.standardError.write(Data("carousel: \(error)\n".utf8))
    exit(2)
}
