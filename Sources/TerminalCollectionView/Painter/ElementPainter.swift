import CollectionLayout
import Foundation
import LayouttyDevice

/// Paints layout attributes as character boxes — the one painter behind `browse` and `render`.
///
/// Frames come in the whole cells `EvenCells` gives them (`Viewport.presentedElements()`), and
/// any fraction left (an animation's frame) is rounded edge by edge. Elements are painted in zIndex order (pinned headers
/// cover cells), each clipped to the viewport area so a cut element shows exactly its visible
/// part. A cell one row tall is its label in brackets; other elements under 2x2 cells become
/// blocks.
///
/// ```swift
/// viewport.layoutIfNeeded()
/// ElementPainter().paint(viewport.presentedElements(), on: canvas, in: area)
/// ```
public struct ElementPainter {
    public var focused: IndexPath?

    public init(focused: IndexPath? = nil) {
        self.focused = focused
    }

    /// The cells a frame covers in `area`, for a view whose bounds' origin is `origin`.
    public static func cellRect(for frame: CGRect, origin: CGPoint, scale: CellScale, area: CellRect) -> CellRect {
        func edge(_ v: CGFloat, _ o: CGFloat, _ points: CGFloat) -> Int {
            let cells = ((v - o) / points).rounded()
            return Int(saturating: cells.isNaN ? 0 : max(-1e9, min(1e9, cells)))
        }
        let left = edge(frame.minX, origin.x, scale.width)
        let right = edge(frame.maxX, origin.x, scale.width)
        let top = edge(frame.minY, origin.y, scale.height)
        let bottom = edge(frame.maxY, origin.y, scale.height)
        return CellRect(col: area.col + left, row: area.row + top, width: right - left, height: bottom - top)
    }

    /// Paints what a viewport's layout answered, labelled by its data source.
    public func paint(_ attributes: [LayoutAttributes], from viewport: Viewport, on canvas: Canvas, in area: CellRect) {
        paint(viewport.evenCells(viewport.screenElements(attributes), of: attributes), on: canvas, in: area)
    }

    /// Paints elements whose frames are in cells from the area's top-left (`Viewport.presentedElements()`).
    /// With `mayOverlap` (an animation, a carried item) every element covers what is under it.
    /// An element smaller than a cell across or down (a sub-cell item of a phone layout drawn
    /// small) is a `·` where it is, never dropped silently: the count of those is returned.
    /// `clip` cuts the drawing inside the area (a device's screen, smaller than the terminal).
    @discardableResult
    public func paint(
        _ elements: [ScreenElement], on canvas: Canvas, in area: CellRect, clip: CellRect? = nil,
        mayOverlap: Bool = false
    ) -> Int {
        let savedClip = canvas.clip
        canvas.clip = clip ?? area
        defer { canvas.clip = savedClip }
        // Stable by zIndex: equal zIndex keeps the layout's order (already so, most frames: no sort).
        // By index: a pair of elements copied out at each step cost a frame 50,000 instructions.
        let inOrder = elements.indices.dropFirst().allSatisfy {
            elements[$0 - 1].attributes.zIndex <= elements[$0].attributes.zIndex
        }
        let ordered =
            inOrder
            ? elements
            : elements.enumerated().sorted {
                ($0.element.attributes.zIndex, $0.offset) < ($1.element.attributes.zIndex, $1.offset)
            }.map(\.element)
        // Elements of the lowest zIndex lie on erased cells (they do not overlap each other):
        // only higher ones must blank their interiors to cover what is beneath.
        let lowest = ordered.first?.attributes.zIndex ?? 0
        // Too-small elements' marks go on the layer of the lowest of them: an element drawn at its
        // size from that layer up covers a mark in its cells, never the other way round (a `·`
        // inside a label made `[0·]` of `[0-0]`); a lower one (a section's background) is drawn
        // before and never hides them.
        // Read in place: an array's elements are copied out (label, kind, index path retained).
        return ordered.withUnsafeBufferPointer { ordered in
            var (marksLayer, small) = (Int.max, [Int]())
            for i in ordered.indices where Self.isShown(ordered[i]) && Self.isTooSmall(ordered[i], area: area) {
                marksLayer = min(marksLayer, ordered[i].attributes.zIndex)
                small.append(i)
            }
            for i in ordered.indices where Self.isShown(ordered[i]) && ordered[i].attributes.zIndex < marksLayer {
                paint(
                    ordered[i], on: canvas, in: area, coveringBelow: mayOverlap || ordered[i].attributes.zIndex > lowest
                )
            }
            let tooSmall = small.reduce(0) { $0 + (mark(ordered[$1].attributes.frame, on: canvas, in: area) ? 1 : 0) }
            for i in ordered.indices where Self.isShown(ordered[i]) && ordered[i].attributes.zIndex >= marksLayer {
                paint(
                    ordered[i], on: canvas, in: area, coveringBelow: mayOverlap || ordered[i].attributes.zIndex > lowest
                )
            }
            return tooSmall
        }
    }

    /// A transparent element is not drawn at all, as a view with alpha 0 is not seen.
    private static func isShown(_ element: ScreenElement) -> Bool {
        !element.attributes.isHidden && element.attributes.alpha > 0
    }

    /// An unturned element under a cell across or down: a mark, not a box.
    private static func isTooSmall(_ element: ScreenElement, area: CellRect) -> Bool {
        guard rotatedCorners(element.attributes, area: area) == nil else { return false }
        let rect = cellRect(for: element.attributes.frame, origin: .zero, scale: 1, area: area)
        return rect.width <= 0 || rect.height <= 0
    }

    /// One element at its size: a box, or the outline of a turned one (nothing when under a cell).
    private func paint(_ element: ScreenElement, on canvas: Canvas, in area: CellRect, coveringBelow: Bool) {
        if let corners = Self.rotatedCorners(element.attributes, area: area) {
            let center = element.attributes.center
            canvas.outline(
                corners,
                center: CGPoint(
                    x: center.x + element.attributes.transform.tx + CGFloat(area.col),
                    y: center.y + element.attributes.transform.ty + CGFloat(area.row)),
                label: element.label, style: style(of: element.attributes))
            return
        }
        let rect = Self.cellRect(for: element.attributes.frame, origin: .zero, scale: 1, area: area)
        guard rect.width > 0, rect.height > 0 else { return }
        paint(element.attributes, label: element.label, in: rect, on: canvas, coveringBelow: coveringBelow)
    }

    /// A `·` in the cell a too-small element's centre falls in, when it has a size and that cell
    /// shows; whether one was drawn.
    private func mark(_ frame: CGRect, on canvas: Canvas, in area: CellRect) -> Bool {
        guard frame.width > 0 || frame.height > 0, frame.midX.isFinite, frame.midY.isFinite else { return false }
        let col = area.col + Int(saturating: frame.midX.rounded(.down))
        let row = area.row + Int(saturating: frame.midY.rounded(.down))
        guard area.contains(col: col, row: row) else { return false }
        canvas.text(canvas.unicode ? "·" : ".", col: col, row: row, style: Style(dim: true, color: .cell))
        return true
    }

    /// The corner cells of an element turned by its transform (nil unless it is rotated or
    /// sheared: a scaled or moved element is its bounding box, a plain box). Each corner is taken
    /// half a cell inwards so an unturned element would outline exactly its box.
    static func rotatedCorners(_ a: LayoutAttributes, area: CellRect) -> [CGPoint]? {
        let t = a.transform
        guard t.b != 0 || t.c != 0 else { return nil }
        let (hw, hh) = (max(0, a.size.width / 2 - 0.5), max(0, a.size.height / 2 - 0.5))
        let origin = CGPoint(x: a.center.x + t.tx + CGFloat(area.col), y: a.center.y + t.ty + CGFloat(area.row))
        // Typed: the literal's inference alone took half a second of every build.
        let corners: [(x: CGFloat, y: CGFloat)] = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]
        return corners.map { (x: CGFloat, y: CGFloat) -> CGPoint in
            let dx: CGFloat = t.a * x + t.c * y
            let dy: CGFloat = t.b * x + t.d * y
            return CGPoint(x: origin.x + dx + 0.5, y: origin.y + dy + 0.5)
        }
    }

    /// The style a cell is drawn in (the outline of a rotated one too).
    private func style(of element: LayoutAttributes) -> Style {
        let isFocused = element.representedElementCategory == .cell && element.indexPath == focused
        return Style(
            bold: isFocused, dim: element.alpha < 1,
            color: isFocused ? .focus : element.representedElementCategory == .cell ? .cell : .header)
    }

    private func paint(
        _ element: LayoutAttributes, label: String, in rect: CellRect, on canvas: Canvas, coveringBelow: Bool
    ) {
        // Alpha below 1 is dim; below 0.5 the lines are dashed too, so a fade shows in text.
        let faded = element.alpha < 1
        let ghost = element.alpha < 0.5
        switch element.representedElementCategory {
        case .cell:
            let isFocused = element.indexPath == focused
            let style = Style(bold: isFocused, dim: faded, reverse: false, color: isFocused ? .focus : .cell)
            if rect.height == 1 && rect.width >= 2 && !isFocused {
                canvas.bracketed(rect, label: label, style: style)
            } else if rect.width < 2 || rect.height < 2 {
                canvas.block(rect, shade: isFocused ? .full : .medium, label: label, style: style)
            } else {
                canvas.box(
                    rect, lines: ghost ? .dashed : isFocused ? .heavy : .single, label: label, style: style,
                    coveringBelow: coveringBelow)
            }
        case .supplementaryView:
            let kind = element.representedElementKind ?? ""
            let isHeader = kind == ElementKind.sectionHeader
            let style = Style(bold: false, dim: !isHeader || faded, color: isHeader ? .header : .footer)
            if rect.width < 2 || rect.height < 2 {
                canvas.block(
                    rect, shade: isHeader ? .dark : .light, label: label,
                    style: Style(bold: isHeader, dim: style.dim, color: style.color))
            } else {
                canvas.box(
                    rect, lines: ghost ? .dashed : isHeader ? .double : .single, label: label, style: style,
                    labelStyle: Style(bold: isHeader, dim: style.dim, color: style.color), coveringBelow: coveringBelow)
            }
        case .decorationView:
            canvas.fill(
                rect, with: Shade.light.glyph(unicode: canvas.unicode), style: Style(dim: true, color: .decoration))
            if !label.isEmpty {
                canvas.text(
                    DisplayWidth.truncate(label, to: rect.width), col: rect.col, row: rect.row,
                    style: Style(dim: true, color: .decoration))
            }
        }
    }
}
