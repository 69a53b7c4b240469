import CollectionLayout
import Foundation
import LayouttyDevice

/// A screen as an SVG picture: each element drawn from its frame as a vector shape — rounded
/// cells, header and footer bands, decoration backgrounds under them, the focused cell
/// outlined, transforms and alpha as the view has them — and its label as text, cut to fit by
/// the display-width rules. With a device, the whole screen in its outline, the safe area, the
/// status bar and the home indicator. What it draws is what the terminal shows
/// (`Viewport.presentedElements()`: an animation's frame too), in points.
///
/// ```swift
/// let svg = SVGPicture(previewer: previewer, theme: .dark).document
/// ```
public struct SVGPicture {
    /// The colours a picture is drawn in.
    public enum Theme: String, CaseIterable, Sendable {
        case light, dark
    }

    public var viewport: Viewport
    public var focused: IndexPath?
    public var theme: Theme

    public init(viewport: Viewport, focused: IndexPath? = nil, theme: Theme = .light) {
        self.viewport = viewport
        self.focused = focused
        self.theme = theme
    }

    /// The picture of what `previewer` shows, its focused item outlined.
    public init(previewer: Previewer, theme: Theme = .light) {
        self.init(viewport: previewer.viewport, focused: previewer.focused, theme: theme)
    }

    /// Pixels per point: a device is drawn at 2×, as its screenshots are; a layout in cells
    /// (no device) at 8 × 16 pixels a cell, a terminal's proportions.
    var scale: (x: CGFloat, y: CGFloat) {
        if viewport.device != nil { return (2, 2) }
        return (8 / viewport.cellScale.width, 16 / viewport.cellScale.height)
    }

    /// Pixels per point of the picture's own drawing (line widths, corner radii, font sizes):
    /// a device's 2×; one for a layout in cells.
    var ui: CGFloat { viewport.device == nil ? 1 : 2 }

    /// Room around a device's screen for its outline.
    var bezel: CGFloat { viewport.device == nil ? 0 : 24 }

    /// The SVG document.
    public var document: String {
        let picture = drawing()
        return Self.opening(picture.size) + picture.shapes + "</svg>\n"
    }

    /// `<svg …>` for a picture of `size` pixels.
    static func opening(_ size: CGSize) -> String {
        let (width, height) = (format(size.width), format(size.height))
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" font-family="\(fontFamily)">

            """
    }

    /// The picture's size in pixels and its shapes, without the `<svg>` around them; `id`
    /// prefixes the ids it defines, so several drawings can share a document (`SVGFilm`).
    func drawing(id: String = "") -> (size: CGSize, shapes: String) {
        let presented = viewport.laidOutElements(exactCells: true)
        let shown = viewport.windowOnScreen
        let (sx, sy) = scale
        let width = shown.width * sx + 2 * bezel
        let height = shown.height * sy + 2 * bezel
        let colors = Palette(theme)
        var svg = device(width: width, height: height, colors: colors, id: id, opening: true)
        let elements = presented.enumerated()
            .sorted { ($0.element.attributes.zIndex, $0.offset) < ($1.element.attributes.zIndex, $1.offset) }
            .map(\.element)
            .filter { !$0.attributes.isHidden && $0.attributes.alpha > 0 && $0.attributes.frame.isFinite }
        svg += screenViews(shown: shown, colors: colors)
        // A view placed on the screen cuts its content at its frame, as it does on the phone.
        let view = viewport.device?.viewFrame.map { pixels($0, shown: shown) }
        if let view {
            svg +=
                "<clipPath id=\"\(id)list\"><rect x=\"\(n(view.minX))\" y=\"\(n(view.minY))\" width=\"\(n(view.width))\" "
            svg += "height=\"\(n(view.height))\"/></clipPath>\n<g clip-path=\"url(#\(id)list)\">\n"
        }
        for element in elements { svg += shape(element, colors: colors) }
        if view != nil { svg += "</g>\n" }
        svg += device(width: width, height: height, colors: colors, id: id, opening: false)
        return (CGSize(width: width, height: height), svg)
    }

    /// A rect on the device's screen (points) in the picture's pixels, the window `shown`.
    private func pixels(_ rect: CGRect, shown: CGRect) -> CGRect {
        let (sx, sy) = scale
        return CGRect(
            x: bezel + (rect.minX - shown.minX) * sx, y: bezel + (rect.minY - shown.minY) * sy, width: rect.width * sx,
            height: rect.height * sy)
    }

    /// The screen's other views (`DeviceSetting.screenViews`): a label's text at its font's
    /// size, a button's in the tint colour, an image as a rounded square, a search
    /// field as a filled capsule with its text.
    private func screenViews(shown: CGRect, colors: Palette) -> String {
        guard let views = viewport.device?.shownScreenViews else { return "" }
        let (sx, _) = scale
        return views.map { view in
            let r = pixels(view.frame, shown: shown)
            let text = Self.escaped(view.text)
            switch view.kind {
            case .label, .button:
                let fill = view.kind == .button ? colors.tint : colors.text
                let size = view.fontSize * sx
                let (x, anchor) =
                    switch view.textAlignment {
                    case .start: (r.minX, "")
                    case .center: (r.midX, " text-anchor=\"middle\"")
                    case .end: (r.maxX, " text-anchor=\"end\"")
                    }
                let y =
                    switch view.verticalAlignment {
                    case .start: r.minY + size
                    case .center: r.midY + size * 0.35
                    case .end: r.maxY - size * 0.25
                    }
                return
                    "<text x=\"\(n(x))\" y=\"\(n(y))\"\(anchor) font-size=\"\(n(size))\" fill=\"\(fill)\">\(text)</text>\n"
            case .image:
                return
                    "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"\(n(8 * sx))\" "
                    + "fill=\"\(colors.safeArea)\"/>\n"
            case .field:
                return "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" "
                    + "rx=\"\(n(10 * sx))\" fill=\"\(colors.safeArea)\"/>\n<text x=\"\(n(r.minX + 12 * sx))\" y=\"\(n(r.midY + 6 * sx))\" "
                    + "font-size=\"\(n(17 * sx))\" fill=\"\(colors.text)\" opacity=\"0.6\">\(text)</text>\n"
            case .cell:
                return "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" "
                    + "rx=\"\(n(6 * sx))\" fill=\"none\" stroke=\"\(colors.text)\" opacity=\"0.5\"/>\n<text x=\"\(n(r.midX))\" "
                    + "y=\"\(n(r.midY + 6 * sx))\" text-anchor=\"middle\" font-size=\"\(n(15 * sx))\" fill=\"\(colors.text)\" "
                    + "opacity=\"0.6\">\(text)</text>\n"
            }
        }.joined()
    }

    static let fontFamily = "ui-monospace, 'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', monospace"

    // MARK: The device

    /// Opening: the background (the device's body and screen); closing: the status bar, the
    /// home indicator and the safe area's edges, drawn over the content as iOS draws them.
    private func device(width: CGFloat, height: CGFloat, colors: Palette, id: String, opening: Bool) -> String {
        let (sx, sy) = scale
        guard let device = viewport.device else {
            // Elements the window cuts are cut here too, as the terminal cuts them.
            guard opening else { return "</g>\n" }
            return """
                <rect width="\(n(width))" height="\(n(height))" fill="\(colors.background)"/>
                <clipPath id="\(id)view"><rect width="\(n(width))" height="\(n(height))"/></clipPath>
                <g clip-path="url(#\(id)view)">

                """
        }
        let screen = CGRect(x: bezel, y: bezel, width: width - 2 * bezel, height: height - 2 * bezel)
        let radius = (device.device.portraitSize.width >= Device.regularLength ? 18 : 48) * sx
        if opening {
            return """
                <rect x="0" y="0" width="\(n(width))" height="\(n(height))" rx="\(n(radius + bezel))" fill="\(colors.bezel)"/>
                <rect x="\(n(screen.minX))" y="\(n(screen.minY))" width="\(n(screen.width))" height="\(n(screen.height))" \
                rx="\(n(radius))" fill="\(colors.background)"/>
                <clipPath id="\(id)screen"><rect x="\(n(screen.minX))" y="\(n(screen.minY))" width="\(n(screen.width))" \
                height="\(n(screen.height))" rx="\(n(radius))"/></clipPath>
                <g clip-path="url(#\(id)screen)">

                """
        }
        // Only what the window shows of the screen: its top and bottom when they are in view.
        let shown = viewport.windowOnScreen
        let safe = device.deviceSafeArea
        var chrome = ""
        if safe.top > 0, shown.minY < safe.top {
            let band = (safe.top - shown.minY) * sy
            chrome += """
                <rect x="\(n(screen.minX))" y="\(n(screen.minY))" width="\(n(screen.width))" height="\(n(band))" \
                fill="\(colors.safeArea)"/>
                <text x="\(n(screen.minX + (device.isLandscape ? 24 : 32) * sx))" y="\(n(screen.minY + band * 0.62))" \
                font-size="\(n(15 * sx))" font-weight="600" fill="\(colors.text)">9:41</text>

                """
        }
        if let bar = device.navigationBar {
            chrome += navigationBar(bar, on: device, screen: screen, shown: shown, colors: colors)
        }
        if safe.bottom > 0, shown.maxY > device.size.height - safe.bottom {
            let indicator = CGSize(width: 134 * sx, height: 5 * sy)
            chrome += """
                <rect x="\(n(screen.midX - indicator.width / 2))" y="\(n(screen.maxY - 8 * sy - indicator.height))" \
                width="\(n(indicator.width))" height="\(n(indicator.height))" rx="\(n(indicator.height / 2))" fill="\(colors.text)"/>

                """
        }
        return chrome + "</g>\n"
    }

    /// The navigation bar below the status bar, as the terminal draws it (`Previewer`): its
    /// band, the title centred in bold (or, as a large title not yet scrolled away, at the
    /// leading margin of the band below), the buttons' words at its edges.
    private func navigationBar(
        _ bar: NavigationBar, on device: DeviceSetting, screen: CGRect, shown: CGRect, colors: Palette
    ) -> String {
        let (sx, sy) = scale
        let scrolled = max(0, viewport.bounds.minY - viewport.minimumOffset.y)
        let large = max(0, bar.largeTitleHeight(on: device) - scrolled)
        let top = screen.minY + (device.deviceSafeArea.top - shown.minY) * sy
        let (height, barHeight) = ((bar.barHeight(on: device) + large) * sy, bar.barHeight(on: device) * sy)
        guard top + height > screen.minY, top < screen.maxY else { return "" }
        let middle = top + barHeight * 0.62
        let rightToLeft = viewport.layoutDirection == .rightToLeft
        let (left, right) = rightToLeft ? (bar.trailingItems, bar.leadingItems) : (bar.leadingItems, bar.trailingItems)
        let margin = 16 * sx
        var svg = """
            <rect x="\(n(screen.minX))" y="\(n(top))" width="\(n(screen.width))" height="\(n(height))" fill="\(colors.safeArea)"/>
            <text x="\(n(screen.minX + margin))" y="\(n(middle))" font-size="\(n(17 * sx))" fill="\(colors.text)">\(Self.escaped(left.joined(separator: "  ")))</text>
            <text x="\(n(screen.maxX - margin))" y="\(n(middle))" font-size="\(n(17 * sx))" text-anchor="end" fill="\(colors.text)">\(Self.escaped(right.joined(separator: "  ")))</text>

            """
        let title = Self.escaped(bar.title)
        if large > 0 {
            let (x, anchor) = rightToLeft ? (screen.maxX - margin, "end") : (screen.minX + margin, "start")
            svg += """
                <text x="\(n(x))" y="\(n(top + barHeight + large * sy * 0.7))" font-size="\(n(34 * sx))" font-weight="700" \
                text-anchor="\(anchor)" fill="\(colors.text)">\(title)</text>

                """
        } else {
            svg += """
                <text x="\(n(screen.midX))" y="\(n(middle))" font-size="\(n(17 * sx))" font-weight="600" text-anchor="middle" \
                fill="\(colors.text)">\(title)</text>

                """
        }
        return svg
    }

    // MARK: Elements

    private func shape(_ element: ScreenElement, colors: Palette) -> String {
        let a = element.attributes
        let cell = viewport.cellScale
        let (sx, sy) = scale
        // Frames are in cells from the top-left of the cells the screen is centred in: back to
        // points from the window's top-left, then to pixels.
        let padding = viewport.screenPadding
        let frame = CGRect(
            x: bezel + (a.frame.minX - CGFloat(padding.columns)) * cell.width * sx,
            y: bezel + (a.frame.minY - CGFloat(padding.rows)) * cell.height * sy,
            width: a.frame.width * cell.width * sx, height: a.frame.height * cell.height * sy)
        let style = colors.style(of: a, focused: a.representedElementCategory == .cell && a.indexPath == focused)
        let radius =
            a.representedElementCategory == .decorationView
            ? min(12 * ui, frame.width / 8) : min(style.radius * ui, frame.width / 4, frame.height / 4)
        var group = "<g"
        if a.alpha < 1 { group += " opacity=\"\(n(a.alpha))\"" }
        let t = a.transform
        if t != .identity {
            let center = CGPoint(x: frame.midX, y: frame.midY)
            group +=
                " transform=\"translate(\(n(center.x + t.tx * cell.width * sx)) \(n(center.y + t.ty * cell.height * sy))) "
            group += "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) 0 0) translate(\(n(-center.x)) \(n(-center.y)))\""
        }
        var svg = group + ">"
        svg +=
            "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
        svg += "rx=\"\(n(radius))\" fill=\"\(style.fill)\""
        if let stroke = style.stroke { svg += " stroke=\"\(stroke)\" stroke-width=\"\(n(style.strokeWidth * ui))\"" }
        svg += "/>"
        svg += label(element.label, in: frame, bold: style.bold, color: style.text)
        return svg + "</g>\n"
    }

    /// The label centred in `frame`, as many columns as fit at its size (a wide character is
    /// two), cut with an ellipsis as the terminal cuts it.
    private func label(_ text: String, in frame: CGRect, bold: Bool, color: String) -> String {
        guard !text.isEmpty else { return "" }
        let size = min(14 * ui, frame.height * 0.6)
        let columnWidth = size * 0.6
        let columns = Int(saturating: ((frame.width - size * 0.5) / columnWidth).rounded(.down))
        guard size >= 4, columns >= 1 else { return "" }
        let shown = DisplayWidth.truncate(text, to: columns)
        guard !shown.isEmpty else { return "" }
        var svg = "<text x=\"\(n(frame.midX))\" y=\"\(n(frame.midY))\" font-size=\"\(n(size))\" text-anchor=\"middle\" "
        svg += "dy=\"0.35em\" fill=\"\(color)\"" + (bold ? " font-weight=\"600\"" : "") + ">"
        return svg + Self.escaped(shown) + "</text>"
    }

    /// Text as XML character data.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case _ where isReplaced(scalar): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What a picture never holds: every C0 control (XML 1.0 allows tab, line feed and carriage
    /// return, but a label's line is one line), DEL and the C1 controls, and the noncharacters —
    /// U+FFFE and U+FFFF make the document ill-formed XML, the others (U+FDD0…U+FDEF, the last
    /// two of every plane) are for a program's own use, never for text it hands on.
    static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
            || value & 0xFFFE == 0xFFFE
    }

    private func n(_ value: CGFloat) -> String { Self.format(value) }

    /// A number as SVG writes it: at most two decimals, no trailing zeros.
    static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(format: "%.2f", Double(rounded)).replacingOccurrences(
            of: #"0+$"#, with: "", options: .regularExpression)
    }
}

/// A theme's colours, per kind of element.
struct Palette {
    var background, bezel, safeArea, text, tint: String
    private let theme: SVGPicture.Theme

    init(_ theme: SVGPicture.Theme) {
        self.theme = theme
        switch theme {
        case .light: (background, bezel, safeArea, text, tint) = ("#ffffff", "#1c1c1e", "#f2f2f7", "#1c1c1e", "#007aff")
        case .dark: (background, bezel, safeArea, text, tint) = ("#000000", "#3a3a3c", "#1c1c1e", "#f2f2f7", "#0a84ff")
        }
    }

    struct Style {
        var fill: String
        var stroke: String?
        var strokeWidth: CGFloat = 1
        var radius: CGFloat = 8
        var bold = false
        var text: String
    }

    func style(of a: LayoutAttributes, focused: Bool) -> Style {
        let light = theme == .light
        switch a.representedElementCategory {
        case .cell:
            var style = Style(
                fill: light ? "#e3edfc" : "#1f3352", stroke: light ? "#5b8def" : "#6ea0ff",
                text: light ? "#17305c" : "#dce8ff")
            if focused { (style.stroke, style.strokeWidth, style.bold) = (light ? "#e8590c" : "#ff922b", 3, true) }
            return style
        case .supplementaryView:
            let header = a.representedElementKind == ElementKind.sectionHeader
            return Style(
                fill: header ? (light ? "#d9dde5" : "#2c2c2e") : (light ? "#eef0f3" : "#1c1c1e"),
                stroke: light ? "#9aa3b2" : "#636366", radius: 4, bold: header, text: text)
        case .decorationView:
            return Style(fill: light ? "#f2f2f7" : "#1c1c1e", stroke: nil, text: text)
        }
    }
}
