import CollectionLayout
import Foundation
import LayouttyDevice

extension Previewer {
    /// The navigation bar the screen is shown under (`DeviceSetting.navigationBar`), over the
    /// content below the status bar as iOS draws it: opaque, the title centred on its middle row
    /// in bold, the buttons' titles at its edges (leading ones at the leading edge: the right
    /// one right to left). With a large title, the band below it shows the title at the leading
    /// margin and folds away as the content scrolls up, the title then centred in the bar. A rule
    /// under it once content has scrolled beneath it.
    func drawNavigationBar(in area: CellRect, on canvas: Canvas) {
        guard let device = viewport.device, let bar = device.navigationBar else { return }
        let scrolled = max(0, viewport.bounds.minY - viewport.minimumOffset.y)
        let large = max(0, bar.largeTitleHeight(on: device) - scrolled)
        let band = CGRect(
            x: 0, y: device.deviceSafeArea.top, width: device.size.width, height: bar.barHeight(on: device) + large)
        let rect = viewport.cells(onScreen: band, in: area)
        let shown = rect.intersection(viewport.screenCells ?? area).intersection(area)
        guard shown.width > 0, shown.height > 0 else { return }
        let saved = canvas.clip
        canvas.clip = shown
        defer { canvas.clip = saved }
        canvas.fill(rect)
        let barRows = max(1, rect.height - Int(saturating: (large / viewport.cellScale.height).rounded()))
        let middle = rect.row + (barRows - 1) / 2
        let rightToLeft = viewport.layoutDirection == .rightToLeft
        let (left, right) = rightToLeft ? (bar.trailingItems, bar.leadingItems) : (bar.leadingItems, bar.trailingItems)
        let margin = min(2, rect.width / 8)
        let leftText = left.joined(separator: "  ")
        let rightText = right.joined(separator: "  ")
        let style = Style(color: .header)
        _ = canvas.text(leftText, col: rect.col + margin, row: middle, style: style)
        _ = canvas.text(rightText, col: rect.maxCol - margin - DisplayWidth.of(rightText), row: middle, style: style)
        if large > 0 {
            let row = rect.row + barRows + (rect.height - barRows - 1) / 2
            let title = DisplayWidth.truncate(bar.title, to: max(1, rect.width - 2 * margin))
            let col = rightToLeft ? rect.maxCol - margin - DisplayWidth.of(title) : rect.col + margin
            _ = canvas.text(title, col: col, row: row, style: Style(bold: true))
        } else {
            // The title between the buttons, cut to the room they leave.
            let room = rect.width - 2 * (margin + max(DisplayWidth.of(leftText), DisplayWidth.of(rightText)) + 1)
            let title = DisplayWidth.truncate(bar.title, to: max(0, room))
            _ = canvas.text(
                title, col: rect.col + (rect.width - DisplayWidth.of(title)) / 2, row: middle, style: Style(bold: true))
        }
        if scrolled > 0, rect.height >= 2 {
            canvas.fill(
                CellRect(col: rect.col, row: rect.maxRow - 1, width: rect.width, height: 1),
                with: canvas.unicode ? "─" : "-",
                style: Style(dim: true))
        }
    }
}
