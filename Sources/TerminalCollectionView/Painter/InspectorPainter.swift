import CollectionLayout
import Foundation
import LayouttyDevice

/// The inspector's overlay, drawn under the elements: the content's edge (what lies outside the
/// content — the adjusted insets — hatched), a device's safe area shaded along the screen's
/// edges, each visible section's insets as dotted bands with their values, and the widths of the
/// gaps between items and lines where they fit.
struct InspectorPainter {
    static let style = Style(dim: true, color: .notice)

    func paint(_ viewport: Viewport, on canvas: Canvas, in area: CellRect) {
        let savedClip = canvas.clip
        canvas.clip = area
        defer { canvas.clip = savedClip }
        let mapping = viewport.screenMapping
        func cells(_ rect: CGRect) -> CellRect {
            ElementPainter.cellRect(for: mapping.shown(rect), origin: mapping.origin, scale: mapping.scale, area: area)
        }
        let hatch: Character = canvas.unicode ? "╱" : "/"
        let dot: Character = canvas.unicode ? "·" : "."
        let content = cells(CGRect(origin: .zero, size: viewport.contentSize))
        for band in Self.outside(content, of: area) { canvas.fill(band, with: hatch, style: Self.style) }
        // The safe area last: an inset measured from it (`.fromSafeArea`) shows as the part beyond.
        defer { paintSafeArea(viewport, on: canvas, in: area) }
        guard let layout = viewport.layout as? LayoutInspecting else { return }
        // Guides end at the safe area (drawn over them): a label is never cut by it.
        let inside = mapping.shown(Self.safeRect(viewport))
        for guide in layout.inspectionGuides(in: viewport.visibleRect) {
            let clipped = guide.rect.intersection(inside)
            guard !clipped.isNull else { continue }
            let rect = cells(clipped)
            guard rect.width > 0, rect.height > 0 else { continue }
            let value = LayoutNumber.format(guide.value)
            switch guide.kind {
            case .inset(let edge):
                canvas.fill(rect, with: dot, style: Self.style)
                label(
                    DisplayWidth.of("\(edge) \(value)") <= rect.width ? "\(edge) \(value)" : value, in: rect, on: canvas
                )
            case .itemGap, .lineGap:
                label(value, in: rect, on: canvas)
            }
        }
    }

    /// The device's safe area: bands along the screen's edges (fixed to the screen, never
    /// mirrored), shaded and labelled with their sizes, so a `.fromSafeArea` inset is seen
    /// measured from them.
    private func paintSafeArea(_ viewport: Viewport, on canvas: Canvas, in area: CellRect) {
        let (b, i) = (viewport.bounds, Self.safeRect(viewport))
        let shade: Character = canvas.unicode ? "░" : "#"
        let bands: [(CGRect, String)] = [
            (
                CGRect(x: b.minX, y: b.minY, width: b.width, height: i.minY - b.minY),
                "safe area \(LayoutNumber.format(i.minY - b.minY))"
            ),
            (
                CGRect(x: b.minX, y: i.maxY, width: b.width, height: b.maxY - i.maxY),
                "safe area \(LayoutNumber.format(b.maxY - i.maxY))"
            ),
            (
                CGRect(x: b.minX, y: i.minY, width: i.minX - b.minX, height: i.height),
                LayoutNumber.format(i.minX - b.minX)
            ),
            (
                CGRect(x: i.maxX, y: i.minY, width: b.maxX - i.maxX, height: i.height),
                LayoutNumber.format(b.maxX - i.maxX)
            )
        ]
        for (band, value) in bands where band.width > 0 && band.height > 0 {
            let rect = ElementPainter.cellRect(
                for: band, origin: viewport.screenMapping.origin, scale: viewport.cellScale, area: area)
            guard rect.width > 0, rect.height > 0 else { continue }
            canvas.fill(rect, with: shade, style: Self.style)
            label(value, in: rect, on: canvas)
        }
    }

    /// The part of the view's bounds inside its safe area (in points, as the screen has it).
    private static func safeRect(_ viewport: Viewport) -> CGRect {
        let (s, b) = (viewport.safeAreaInsets, viewport.bounds)
        return CGRect(
            x: b.minX + s.left, y: b.minY + s.top, width: b.width - s.left - s.right,
            height: b.height - s.top - s.bottom)
    }

    /// A value centred in its rect, only when it fits.
    private func label(_ text: String, in rect: CellRect, on canvas: Canvas) {
        guard DisplayWidth.of(text) <= rect.width else { return }
        canvas.text(
            text, col: rect.col + (rect.width - DisplayWidth.of(text)) / 2, row: rect.row + (rect.height - 1) / 2,
            style: Self.style)
    }

    /// The parts of `area` outside `content`: up to four bands.
    static func outside(_ content: CellRect, of area: CellRect) -> [CellRect] {
        let top = max(area.row, min(area.maxRow, content.row))
        let bottom = max(top, min(area.maxRow, content.maxRow))
        let left = max(area.col, min(area.maxCol, content.col))
        let right = max(left, min(area.maxCol, content.maxCol))
        return [
            CellRect(col: area.col, row: area.row, width: area.width, height: top - area.row),
            CellRect(col: area.col, row: bottom, width: area.width, height: area.maxRow - bottom),
            CellRect(col: area.col, row: top, width: left - area.col, height: bottom - top),
            CellRect(col: right, row: top, width: area.maxCol - right, height: bottom - top)
        ]
        .filter { $0.width > 0 && $0.height > 0 }
    }
}
