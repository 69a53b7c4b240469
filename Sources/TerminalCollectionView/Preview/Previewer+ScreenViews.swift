import CollectionLayout
import Foundation
import LayouttyDevice

extension Previewer {
    /// The screen's other views where they are (`DeviceSetting.screenViews`): a label's text
    /// wrapped over its rows, a button's title in the tint colour, an image's `◻`, a field's box
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
                for (index, line) in DisplayWidth.wrap(view.text, to: rect.width, lines: max(1, rect.height))
                    .enumerated()
                {
                    _ = canvas.text(line, col: rect.col, row: rect.row + index, style: style)
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
