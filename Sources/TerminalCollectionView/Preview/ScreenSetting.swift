import CollectionLayout
import Foundation
import LayouttyDevice

/// What a screen is shown in when it is drawn as text for a test or a picture: a device (or one
/// point per cell), a terminal size, a scroll offset — `layoutty render`'s options — and whether
/// it is drawn as text or as an SVG picture (`render --svg`: a device's whole screen).
///
/// ```swift
/// let setting = ScreenSetting(device: .iPhone15, size: (80, 24))
/// let text = setting.screen(of: Previewer(dataSource: photos, layout: layout, setting: setting))
/// ```
public struct ScreenSetting: Sendable {
    public var device: Device?
    public var isLandscape: Bool
    public var columns, rows: Int
    /// Where the view is scrolled to, in points (clamped to the content, as `render --offset`).
    public var offset: CGPoint?
    public var format: Format

    /// Text, as `render` prints it, or an SVG picture, as `render --svg` writes it.
    public enum Format: Equatable, Sendable {
        case text
        case svg(SVGPicture.Theme)
    }

    public init(
        device: Device?, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24), offset: CGPoint? = nil,
        format: Format = .text
    ) {
        self.device = device
        isLandscape = landscape
        self.format = format
        // The sizes a terminal can have (`render --size`'s limits).
        (columns, rows) = (min(max(1, size.columns), 10_000), min(max(1, size.rows), 10_000))
        self.offset = offset
    }

    /// The device as the previewer takes it.
    public var deviceSetting: DeviceSetting? { device.map { DeviceSetting(device: $0, isLandscape: isLandscape) } }

    /// The terminal rows the screen is drawn in: a picture has no terminal, so with a device it
    /// is as tall as the device's whole screen at these columns.
    public var shownRows: Int {
        format == .text ? rows : Previewer.pictureRows(device: deviceSetting, columns: columns, otherwise: rows)
    }

    /// `previewer`'s screen as `layoutty render` prints it (no timings), scrolled to the offset,
    /// each line without its trailing spaces: editors strip them, and a snapshot compared as
    /// text must not depend on an editor. Or its SVG picture.
    public func screen(of previewer: Previewer, unicode: Bool = true) -> String {
        previewer.showsTimings = false
        if let offset { previewer.viewport.scroll(to: offset) }
        if case .svg(let theme) = format { return SVGPicture(previewer: previewer, theme: theme).document }
        let canvas = TextCanvas(columns: columns, rows: shownRows, unicode: unicode)
        previewer.draw(on: canvas)
        return canvas.trimmedText
    }
}

extension Previewer {
    /// The previewer of `layout` over `dataSource` in `setting`'s terminal and device.
    public convenience init(dataSource: CollectionDataSource, layout: CollectionViewLayout, setting: ScreenSetting) {
        self.init(
            dataSource: dataSource, layout: layout, terminalColumns: setting.columns, rows: setting.shownRows,
            tweaks: nil,
            device: setting.deviceSetting)
    }
}

/// `count` items in one section, labelled `0-0`, `0-1`…: what `--items` shows.
public final class CountedItems: CollectionDataSource {
    public let count: Int
    public init(_ count: Int) { self.count = max(0, count) }
    public var numberOfSections: Int { 1 }
    public func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
}
