import CollectionLayout
import Foundation
import TerminalCollectionView

/// A spec file's or a built-in demo's screen as `layoutty render` draws it, without a terminal:
/// for snapshot tests (`LayouttySnapshotTesting`) and pictures.
///
/// ```swift
/// let text = try SpecScreen.screen(file: "Layouts/grid.json", in: ScreenSetting(device: nil, size: (80, 24)))
/// ```
public enum SpecScreen {
    /// The spec in `file`; a spec that cannot be read throws its one-line message (file, line,
    /// key). Shown on the setting's device, else the spec's own (`"device"`), else a point a cell.
    public static func screen(file: String, in setting: ScreenSetting) throws -> String {
        try screen(of: LayoutSpec.load(file: file), in: setting)
    }

    /// The built-in demo `name` (`layoutty browse --demo`'s: grid, tags, sections…).
    public static func screen(demo name: String, in setting: ScreenSetting) throws -> String {
        guard let demo = BuiltInDemo.named(name) else {
            throw SpecError(
                file: "--demo", line: nil, path: "",
                message:
                    "unknown demo \"\(name)\" (expected one of \(BuiltInDemo.all.map(\.name).joined(separator: ", ")))")
        }
        return try screen(of: demo.spec(), in: setting)
    }

    private static func screen(of spec: LayoutSpec, in setting: ScreenSetting) -> String {
        var setting = setting
        if setting.device == nil, let own = spec.device { setting.device = own }
        let data = SpecDataSource(spec: spec)
        let previewer = Previewer(
            spec: data, layout: data.makeLayout(), file: nil, terminalColumns: setting.columns, rows: setting.shownRows)
        previewer.viewport.device = setting.deviceSetting
        return withExtendedLifetime(data) { setting.screen(of: previewer) }
    }
}
