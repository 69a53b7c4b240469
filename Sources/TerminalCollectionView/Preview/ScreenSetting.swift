import CollectionLayout
import Foundation

/// What a screen is shown in when it is drawn as text for a test or a picture: a device (or one
/// point per cell), a terminal size and a scroll offset — `layoutty render`'s options.
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

    public init(device: Device?, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24), offset: CGPoint? = nil) {
        self.device = device
        isLandscape = landscape
        // The sizes a terminal can have (`render --size`'s limits).
        (columns, rows) = (min(max(1, size.columns), 10_000), min(max(1, size.rows), 10_000))
        self.offset = offset
    }

    /// The device as the previewer takes it.
    public var deviceSetting: DeviceSetting? { device.map { DeviceSetting(device: $0, isLandscape: isLandscape) } }

    /// `previewer`'s screen as `layoutty render` prints it (no timings), scrolled to the offset,
    /// each line without its trailing spaces: editors strip them, and a snapshot compared as
    /// text must not depend on an editor.
    public func screen(of previewer: Previewer, unicode: Bool = true) -> String {
        previewer.showsTimings = false
        if let offset { previewer.viewport.scroll(to: offset) }
        let canvas = TextCanvas(columns: columns, rows: rows, unicode: unicode)
        previewer.draw(on: canvas)
        return canvas.trimmedText
    }
}

extension Previewer {
    /// The previewer of `layout` over `dataSource` in `setting`'s terminal and device.
    public convenience init(dataSource: CollectionDataSource, layout: CollectionViewLayout, setting: ScreenSetting) {
        self.init(
            dataSource: dataSource, layout: layout, terminalColumns: setting.columns, rows: setting.rows, tweaks: nil,
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
