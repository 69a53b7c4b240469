import CollectionLayout
import Foundation
import LayouttyDevice

extension Previewer {
    /// The screen's other views where they are (`DeviceSetting.screenViews`): a label's text
    /// wrapped over its rows and a button's title in the tint colour, each placed in its frame
    /// as its alignment says, an image's `◻`, a field's box
    /// (three rows at most) around its text, another collection view's cell a box over its
    /// frame; each cut to its own cells and the screen's.
    func drawScreenViews(in area: CellRect, on canvas: Canvas) {
        guard let device = viewport.device, !device.screenViews.isEmpty else { return }
        let screen = (viewport.screenCells ?? area).intersection(area)
        let saved = canvas.clip
        defer { canvas.clip = saved }
        for view in device.shownScreenViews {
            var rect = viewport.cells(onScreen: view.frame, in: area)
            if view.kind == .label || view.kind == .button {
                // A cell is wider than a letter of the phone's font: a line of text may run on
                // past its frame to the screen's edge rather than be cut at the frame's.
                rect.width = max(rect.width, min(DisplayWidth.of(view.text), screen.maxCol - rect.col))
            }
            let shown = rect.intersection(screen)
            guard shown.width > 0, shown.height > 0 else { continue }
            canvas.clip = shown
            switch view.kind {
            case .label, .button:
                let style = view.kind == .button ? Style(color: .header) : Style()
                let lines = DisplayWidth.wrap(view.text, to: rect.width, lines: max(1, rect.height))
                let top = textStart(
                    view.verticalAlignment, length: lines.count, in: (rect.row, rect.height),
                    centredOn: view.frame.midY, pointsPerCell: viewport.cellScale.height
                ) { viewport.cells(onScreen: CGRect(x: view.frame.minX, y: $0, width: 0, height: 0), in: area).row }
                for (index, line) in lines.enumerated() {
                    let col = textStart(
                        view.textAlignment, length: DisplayWidth.of(line), in: (rect.col, rect.width),
                        centredOn: view.frame.midX, pointsPerCell: viewport.cellScale.width
                    ) { viewport.cells(onScreen: CGRect(x: $0, y: view.frame.minY, width: 0, height: 0), in: area).col }
                    _ = canvas.text(line, col: col, row: top + index, style: style)
                }
            case .image:
                _ = canvas.text(
                    canvas.unicode ? "◻" : "#", col: rect.col + (rect.width - 1) / 2,
                    row: rect.row + (rect.height - 1) / 2,
                    style: Style(dim: true))
            case .field:
                // The field inside the bar: three rows at most, in its middle (a search bar is
                // 56 points, its field 36).
                let height = min(rect.height, 3)
                rect = CellRect(
                    col: rect.col, row: rect.row + (rect.height - height) / 2, width: rect.width, height: height)
                canvas.box(rect, lines: .single, label: "", style: Style(dim: true), coveringBelow: true)
                _ = canvas.text(
                    DisplayWidth.truncate(view.text, to: max(0, rect.width - 2)), col: rect.col + 1,
                    row: rect.row + rect.height / 2,
                    style: Style(dim: true))
            case .cell:
                canvas.box(rect, lines: .single, label: view.text, style: Style(dim: true), coveringBelow: true)
            }
        }
    }
}

/// Where a text `length` cells long starts along one axis of its frame's cells (`cells`: their
/// start and count), as `alignment` places it: at the start, at the end, or centred on the
/// frame's middle in points (`middle`), its start in points then rounded to a cell by `cell`
/// as a frame's edge is — so a 41-point label whose middle is 13.4 rows down shows its line on
/// row 13, not on the first of its two middle rows. A text as long as the frame or longer starts
/// where the frame does.
private func textStart(
    _ alignment: ScreenView.Alignment, length: Int, in cells: (start: Int, count: Int), centredOn middle: CGFloat,
    pointsPerCell: CGFloat, cell: (CGFloat) -> Int
) -> Int {
    let free = cells.count - length
    guard free > 0 else { return cells.start }
    switch alignment {
    case .start: return cells.start
    case .end: return cells.start + free
    case .center:
        let start = cell(middle - CGFloat(length) * pointsPerCell / 2)
        return min(max(start, cells.start), cells.start + free)
    }
}
