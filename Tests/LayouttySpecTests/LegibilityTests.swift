import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import TerminalCollectionView
import Testing

/// Every element the screen shows reads as what it is, at every zoom, on phones and tablets:
/// each built-in demo on iPhone 15 and iPad Air landscape, at every zoom level from 0.25 to 8
/// (a factor on the device's points per cell). The demos are sized in cells, so on a device
/// they run from boxes many cells big to specks far below a cell: every drawing rule is met.
@Suite struct LegibilityTests {
    /// The text of `rect`'s rows, cell by cell (a wide character once), one string a row.
    private static func rows(of rect: CellRect, in canvas: TextCanvas) -> [String] {
        (rect.row..<rect.maxRow).map { row in
            String((rect.col..<rect.maxCol).compactMap { canvas[$0, row].glyph })
        }
    }

    /// Glyphs of borders, brackets and shades: not a label's.
    private static let drawing: Set<Character> = Set("[]│║┃╎╏ ─═━┄┌┐└┘╔╗╚╝┏┓┗┛░▒▓█·")

    /// Whether `rows` show `label` or a cut of it: a prefix of it then `…` (`0…`, or `…` alone
    /// where one cell is all there is), or the label wrapped over rows (a tall, narrow box).
    private static func shows(_ label: String, in rows: [String]) -> Bool {
        let letters = rows.joined().filter { !drawing.contains($0) }
        if letters.contains(label.filter { $0 != " " }) { return true }
        // Wrapped over rows and cut: `fo` / `r…` reads `for…`.
        if let cut = letters.firstIndex(of: "…"), label.filter({ $0 != " " }).hasPrefix(letters[..<cut]),
            cut > letters.startIndex
        {
            return true
        }
        return rows.contains { row in
            if row.contains(label) { return true }
            guard let ellipsis = row.firstIndex(of: "…") else { return false }
            // The characters before the ellipsis, back to a border, bracket or space.
            let before = row[..<ellipsis].reversed().prefix { !drawing.contains($0) }
            return label.hasPrefix(String(before.reversed()))
        }
    }

    /// For every element inside the screen, not covered by another and at least three columns
    /// wide (a box with a cell inside its borders, a bracketed `[…]`), its label or a cut of it is
    /// drawn inside its cells; a narrower one still draws something there; one smaller than a
    /// cell is a `·` and counted (the count equals the message line's). Decorations are
    /// unlabelled backgrounds and are left out.
    @Test(arguments: BuiltInDemo.all.map(\.name))
    func everyElementIsDrawnWithItsLabelAtEveryZoom(demo: String) throws {
        // Elements read, and marks counted, over the twelve screens: neither may be vacuous (the
        // device's screen holds a few boxes at the big zooms). The App Store, mosaic and list
        // demos are sized in cells: their rows are 1 to 3 points tall, specks on a phone at every
        // zoom but the largest (each drawn alike: `EvenCells`), where they are wider than the
        // screen; the list's are read nowhere, its marks are what is checked.
        let fewest = ["appstore": 8, "mosaic": 8, "list": 0][demo] ?? 20
        var checked = 0
        var small = 0
        defer {
            #expect(checked >= fewest && (demo == "feed" || small > 0), "\(demo): \(checked) read, \(small) marked")
        }
        for (device, landscape) in [("iphone-15", false), ("ipad-air", true)] {
            for zoom in Viewport.zoomLevels {
                let screen = try Screen(demo: demo)
                let viewport = screen.previewer.viewport
                viewport.device = DeviceSetting(device: try #require(Device.named(device)), isLandscape: landscape)
                viewport.setZoom(zoom)
                let all = viewport.laidOutElements()
                _ = screen.text
                // Every element too small for a cell is counted, decorations too; they are drawn
                // first, so another element's cells may hide their marks.
                let tooSmall = all.filter { element in
                    let f = element.attributes.frame
                    let r = ElementPainter.cellRect(
                        for: f, origin: .zero, scale: 1, area: CellRect(col: 0, row: 0, width: 80, height: 22))
                    return (r.width <= 0 || r.height <= 0) && (f.width > 0 || f.height > 0)
                        && !element.attributes.isHidden
                        && element.attributes.alpha > 0 && f.midX >= 0 && f.midX < 80 && f.midY >= 0 && f.midY < 22
                }.count
                let elements = all.filter { $0.attributes.representedElementCategory != .decorationView }
                let area = CellRect(col: 0, row: 0, width: 80, height: 22)
                // Read inside the device's screen, where it is smaller than the terminal: beyond
                // its edges nothing is drawn, as on the device.
                let shown = viewport.screenCells?.intersection(area) ?? area
                let rects = elements.map {
                    ElementPainter.cellRect(for: $0.attributes.frame, origin: .zero, scale: 1, area: area)
                }
                for (index, element) in elements.enumerated() {
                    let rect = rects[index]
                    let place = "\(demo) on \(device) at zoom \(zoom): \(element.label) at \(rect)"
                    guard rect.width > 0, rect.height > 0 else { continue }
                    let inside =
                        rect.col >= shown.col && rect.row >= shown.row && rect.maxCol <= shown.maxCol
                        && rect.maxRow <= shown.maxRow
                    let covered = rects.indices.contains { other in
                        other != index && rects[other].width > 0 && rects[other].height > 0
                            && rects[other].col < rect.maxCol && rect.col < rects[other].maxCol
                            && rects[other].row < rect.maxRow && rect.row < rects[other].maxRow
                    }
                    guard inside, !covered else { continue }
                    let text = Self.rows(of: rect, in: screen.canvas)
                    checked += 1
                    if rect.width >= 3 {
                        #expect(Self.shows(element.label, in: text), "\(place) shows \(text)")
                    } else {
                        #expect(text.contains { $0.contains { $0 != " " } }, "\(place) draws nothing")
                    }
                }
                small += tooSmall
                #expect(screen.previewer.tooSmallToDraw == tooSmall, "\(demo) on \(device) at zoom \(zoom)")
            }
        }
    }
}
