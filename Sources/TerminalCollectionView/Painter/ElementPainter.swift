import CollectionLayout
import Foundation

/// Paints layout attributes as character boxes — the one painter behind `browse` and `render`.
///
/// A frame maps to cells by rounding each edge at the current zoom, so frames that do not
/// overlap never share a cell at zoom 1. Elements are painted in zIndex order (pinned headers
/// cover cells), each clipped to the viewport area so a cut element shows exactly its visible
/// part. Elements under 2x2 cells become blocks.
///
/// ```swift
/// ElementPainter(dataSource: data).paint(viewport.visibleAttributes(), from: viewport, on: canvas, in: area)
/// ```
public struct ElementPainter {
    public var dataSource: CollectionDataSource
    public var focused: IndexPath?

    public init(dataSource: CollectionDataSource, focused: IndexPath? = nil) {
        self.dataSource = dataSource
        self.focused = focused
    }

    /// The cells a frame covers in `area`, for a view whose bounds' origin is `origin`.
    public static func cellRect(for frame: CGRect, origin: CGPoint, zoom: CGFloat, area: CellRect) -> CellRect {
        func edge(_ v: CGFloat, _ o: CGFloat) -> Int {
            let cells = ((v - o) / zoom).rounded()
            return Int(max(-1e9, min(1e9, cells)))
        }
        let left = edge(frame.minX, origin.x), right = edge(frame.maxX, origin.x)
        let top = edge(frame.minY, origin.y), bottom = edge(frame.maxY, origin.y)
        return CellRect(col: area.col + left, row: area.row + top, width: right - left, height: bottom - top)
    }

    public func paint(_ attributes: [LayoutAttributes], from viewport: Viewport, on canvas: Canvas, in area: CellRect) {
        let savedClip = canvas.clip
        canvas.clip = area
        defer { canvas.clip = savedClip }
        // Stable by zIndex: equal zIndex keeps the layout's order.
        let ordered = attributes.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        // Elements of the lowest zIndex lie on erased cells (they do not overlap each other):
        // only higher ones must blank their interiors to cover what is beneath.
        let lowest = ordered.first?.element.zIndex ?? 0
        for (_, element) in ordered where !element.isHidden {
            let rect = Self.cellRect(for: element.frame, origin: viewport.bounds.origin, zoom: viewport.zoom, area: area)
            guard rect.width > 0, rect.height > 0 else { continue }
            paint(element, in: rect, on: canvas, coveringBelow: element.zIndex > lowest)
        }
    }

    private func paint(_ element: LayoutAttributes, in rect: CellRect, on canvas: Canvas, coveringBelow: Bool) {
        let faded = element.alpha < 1
        switch element.representedElementCategory {
        case .cell:
            let label = dataSource.label(for: element.indexPath)
            let isFocused = element.indexPath == focused
            let style = Style(bold: isFocused, dim: faded, reverse: false, color: isFocused ? .focus : .cell)
            if rect.width < 2 || rect.height < 2 {
                canvas.block(rect, shade: isFocused ? .full : .medium, label: label, style: style)
            } else {
                canvas.box(rect, lines: isFocused ? .heavy : .single, label: label, style: style, coveringBelow: coveringBelow)
            }
        case .supplementaryView:
            let kind = element.representedElementKind ?? ""
            let label = dataSource.label(forElementOfKind: kind, at: element.indexPath)
            let isHeader = kind == ElementKind.sectionHeader
            let style = Style(bold: false, dim: !isHeader || faded, color: isHeader ? .header : .footer)
            if rect.width < 2 || rect.height < 2 {
                canvas.block(rect, shade: isHeader ? .dark : .light, label: label, style: Style(bold: isHeader, dim: style.dim, color: style.color))
            } else {
                canvas.box(rect, lines: isHeader ? .double : .single, label: label, style: style,
                           labelStyle: Style(bold: isHeader, dim: style.dim, color: style.color), coveringBelow: coveringBelow)
            }
        case .decorationView:
            let kind = element.representedElementKind ?? ""
            canvas.fill(rect, with: Shade.light.glyph(unicode: canvas.unicode), style: Style(dim: true, color: .decoration))
            let label = dataSource.label(forElementOfKind: kind, at: element.indexPath)
            if !label.isEmpty { canvas.text(DisplayWidth.truncate(label, to: rect.width), col: rect.col, row: rect.row, style: Style(dim: true, color: .decoration)) }
        }
    }
}
