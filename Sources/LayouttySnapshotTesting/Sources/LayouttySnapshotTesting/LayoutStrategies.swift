import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import SnapshotTesting
import TerminalCollectionView
import UIKit
import UIKitPreview

// Strategies for swift-snapshot-testing: a layout's screen as text — what `layoutty render`
// prints — compared line by line, so a snapshot needs no simulator, no fonts and no Metal, and
// reads the same on a laptop and a Linux runner. A UIKit value's strategies are the main
// actor's, as UIKit is: assert in a `@MainActor` test (XCTest's run on the main thread).

/// `work` on the main actor, where `assertSnapshot` of a UIKit value runs (swift-snapshot-testing
/// calls a strategy on the assertion's thread); traps elsewhere, as Swift's isolation check does.
func onTheMainActor(_ work: @MainActor () -> String) -> String { MainActor.assumeIsolated(work) }

extension Snapshotting where Value: UICollectionViewLayout, Format == String {
    /// The layout's screen over `items` plain cells, on `device` in a terminal of `size`,
    /// scrolled to `offset` (points).
    ///
    /// ```swift
    /// assertSnapshot(of: TagsLayout(), as: .screen(device: .iPhone15, items: 12))
    /// ```
    public static func screen(
        device: Device? = .iPhone15, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24),
        offset: CGPoint? = nil,
        items: Int = 30
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, landscape: landscape, size: size, offset: offset)
        return SimplySnapshotting.lines.pullback { layout in onTheMainActor { setting.screen(of: layout, items: items) }
        }
    }

    /// The layout's screen over the app's data source (and delegate); with `update`, mid-way
    /// through the batch updates it performs, `progress` of their animation in time (as
    /// `render --update --progress`).
    public static func screen(
        device: Device? = .iPhone15, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24),
        offset: CGPoint? = nil,
        dataSource: UICollectionViewDataSource, delegate: UICollectionViewDelegate? = nil,
        update: ((UICollectionView) -> Void)? = nil, progress: Double = 1
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, landscape: landscape, size: size, offset: offset)
        nonisolated(unsafe) let (dataSource, delegate, update) = (dataSource, delegate, update)
        return SimplySnapshotting.lines.pullback { layout in
            onTheMainActor {
                setting.screen(
                    of: layout, dataSource: dataSource, delegate: delegate, update: update, progress: progress)
            }
        }
    }

    /// The layout's answer for `rect` (default: the whole content) as `layoutty attributes`
    /// prints it: the content size and each element's frame, unrounded.
    public static func attributes(
        rect: CGRect? = nil, device: Device? = .iPhone15, landscape: Bool = false,
        size: (columns: Int, rows: Int) = (80, 24),
        items: Int = 30
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, landscape: landscape, size: size)
        return SimplySnapshotting.lines.pullback { layout in
            onTheMainActor {
                // Laid out as the screen shows it: the device's bounds, then asked.
                _ = setting.screen(of: layout, items: items)
                return LayoutQuestions.attributes(of: layout.engine, in: rect)
            }
        }
    }
}

extension Snapshotting where Value: UICollectionViewLayout, Format == String {
    /// The layout's screen over `items` plain cells as an SVG picture (`render --svg`: a
    /// device's whole screen), compared line by line; open the `.svg` in a browser to see it.
    public static func picture(
        device: Device? = .iPhone15, landscape: Bool = false, offset: CGPoint? = nil, items: Int = 30,
        theme: SVGPicture.Theme = .light
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, landscape: landscape, offset: offset, format: .svg(theme))
        return Snapshotting<String, String>.svg.pullback { layout in
            onTheMainActor { setting.screen(of: layout, items: items) }
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// SVG text, diffed by line.
    static var svg: Snapshotting { Snapshotting(pathExtension: "svg", diffing: .lines) }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// A view controller's screen as an SVG picture: the device's whole screen, its cells' text.
    public static func picture(
        device: Device? = .iPhone15, landscape: Bool = false, offset: CGPoint? = nil, theme: SVGPicture.Theme = .light
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, landscape: landscape, offset: offset, format: .svg(theme))
        return Snapshotting<String, String>.svg.pullback { controller in
            onTheMainActor { setting.screen(of: controller) }
        }
    }

    /// A view controller's screen as `layoutty preview` shows it: its view loaded and shown on
    /// `device`, its collection view with the controller's own data and cells' text.
    public static func screen(
        device: Device? = .iPhone15, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24),
        offset: CGPoint? = nil
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, landscape: landscape, size: size, offset: offset)
        return SimplySnapshotting.lines.pullback { controller in onTheMainActor { setting.screen(of: controller) } }
    }
}

extension Snapshotting where Value: CollectionViewLayout, Format == String {
    /// An engine layout's (`CollectionLayout`) screen over `items` cells, or over `dataSource`;
    /// one point per cell unless a device is named, as `layoutty render` draws spec files.
    public static func screen(
        device: Device? = nil, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24),
        offset: CGPoint? = nil,
        items: Int = 30, dataSource: CollectionDataSource? = nil
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, landscape: landscape, size: size, offset: offset)
        return SimplySnapshotting.lines.pullback { layout in
            let data = dataSource ?? CountedItems(items)
            return setting.screen(of: Previewer(dataSource: data, layout: layout, setting: setting))
        }
    }

    /// The layout's answer for `rect` (default: the whole content), as `layoutty attributes`.
    public static func attributes(
        rect: CGRect? = nil, device: Device? = nil, size: (columns: Int, rows: Int) = (80, 24), items: Int = 30,
        dataSource: CollectionDataSource? = nil
    ) -> Snapshotting {
        let setting = ScreenSetting(device: device, size: size)
        return SimplySnapshotting.lines.pullback { layout in
            _ = Previewer(dataSource: dataSource ?? CountedItems(items), layout: layout, setting: setting)
            return LayoutQuestions.attributes(of: layout, in: rect)
        }
    }
}

extension Snapshotting where Value: CollectionViewLayout & PlacementExplaining, Format == String {
    /// Why each of `items` is where it is, one line each, as `layoutty explain` says it.
    public static func explain(
        items: [IndexPath], size: (columns: Int, rows: Int) = (80, 24), dataSource: CollectionDataSource? = nil,
        count: Int = 30
    ) -> Snapshotting {
        let setting = ScreenSetting(device: nil, size: size)
        return SimplySnapshotting.lines.pullback { layout in
            _ = Previewer(dataSource: dataSource ?? CountedItems(count), layout: layout, setting: setting)
            return items.map { path in
                "\(path.section),\(path.item): " + (layout.placementDescription(ofItemAt: path) ?? "no such item")
            }.joined(separator: "\n")
        }
    }
}

/// What the strategies ask a layout once it is laid out.
enum LayoutQuestions {
    static func attributes(of layout: CollectionViewLayout, in rect: CGRect?) -> String {
        let content = layout.collectionViewContentSize
        let asked = rect ?? CGRect(origin: .zero, size: content)
        var found: [LayoutAttributes] = []
        layout.enumerateAttributes(in: asked) { found.append($0) }
        return AttributesJSON.document(contentSize: content, attributes: found)
    }
}

/// A spec file (the JSON `layoutty browse --spec` reads) or a built-in demo, as a snapshot's value.
public struct LayoutSpecFile: Sendable {
    enum Source: Sendable {
        case file(String)
        case demo(String)
    }
    let source: Source

    /// The spec in `path` (relative paths from the current folder, as `layoutty` reads them).
    public init(_ path: String) { source = .file(path) }

    /// A built-in demo by name (grid, tags, sections…).
    public static func demo(_ name: String) -> LayoutSpecFile { LayoutSpecFile(source: .demo(name)) }

    private init(source: Source) { self.source = source }

    func screen(in setting: ScreenSetting) -> String {
        do {
            switch source {
            case .file(let path): return try SpecScreen.screen(file: path, in: setting)
            case .demo(let name): return try SpecScreen.screen(demo: name, in: setting)
            }
        } catch {
            // Recorded as the screen: a snapshot of a spec that no longer reads fails with why.
            return "layoutty: \(error)\n"
        }
    }
}

extension Snapshotting where Value == LayoutSpecFile, Format == String {
    /// The spec's screen as `layoutty render --spec FILE` prints it: one point a cell, or on the
    /// spec's own device (`"device"`) or `device`.
    ///
    /// ```swift
    /// assertSnapshot(of: LayoutSpecFile("Layouts/grid.json"), as: .screen(size: (80, 24)))
    /// ```
    public static func screen(
        device: Device? = nil, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24),
        offset: CGPoint? = nil
    )
        -> Snapshotting
    {
        let setting = ScreenSetting(device: device, landscape: landscape, size: size, offset: offset)
        return SimplySnapshotting.lines.pullback { spec in spec.screen(in: setting) }
    }

    /// The same as an SVG picture (`render --spec FILE --svg`).
    public static func picture(
        device: Device? = nil, landscape: Bool = false, size: (columns: Int, rows: Int) = (80, 24),
        theme: SVGPicture.Theme = .light
    )
        -> Snapshotting
    {
        let setting = ScreenSetting(device: device, landscape: landscape, size: size, format: .svg(theme))
        return Snapshotting<String, String>.svg.pullback { spec in spec.screen(in: setting) }
    }
}
