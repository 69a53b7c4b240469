import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import LayouttySystem
import TerminalCollectionView
import UIKit

/// What `layoutty preview` asks of the program it builds: the options its command line checked,
/// handed over as one typed value (a `HandOverFile` named by the one argument after
/// `--request`: the arguments never grow with the files), so the program parses no flags of
/// its own, and a rebuilt program is handed the same request with the state to restore.
package struct PreviewRequest: Codable, Equatable, Sendable {
    /// A terminal's size in cells (`--size`).
    package struct Size: Codable, Equatable, Sendable {
        package var columns, rows: Int
        package init(columns: Int, rows: Int) { (self.columns, self.rows) = (columns, rows) }
    }
    /// `--attributes [--rect X,Y,W,H] [--offset X,Y]` in a terminal of `size`.
    package struct Attributes: Codable, Equatable, Sendable {
        package var size: Size
        package var rect: CGRect?
        package var offset: CGPoint?
        package init(size: Size, rect: CGRect?, offset: CGPoint?) {
            (self.size, self.rect, self.offset) = (size, rect, offset)
        }
    }
    /// The device options, as the user wrote them (`DeviceOptions`).
    package struct Display: Codable, Equatable, Sendable {
        package var device, points: String?
        package var landscape = false, fit = false, rightToLeft = false
        package var cellAspect: Double = 2
        package init() {}
    }
    /// How to build again when a file is saved: the `layoutty` program, the files (watched),
    /// the layout chosen.
    package struct Rebuild: Codable, Equatable, Sendable {
        package var program: String
        package var files: [String]
        package var layout: String?
        /// Each file's `FileStamp` when the build shown read it: a file saved while the first
        /// preview built is built again as soon as the preview starts.
        package var stamps: [String: String]?
        package init(program: String, files: [String], layout: String?, stamps: [String: String]? = nil) {
            (self.program, self.files, self.layout, self.stamps) = (program, files, layout, stamps)
        }

        /// The files saved since the build shown read them.
        var filesSavedSince: [String] {
            guard let stamps else { return [] }
            return files.filter { FileStamp.of($0) != stamps[$0] }
        }

        /// `layoutty preview FILES [--layout NAME] --build-only`: prints the host program and the
        /// rebuilt library it loads, a line each (built without a kit, the program).
        var command: [String] {
            [program, "preview"] + files + (layout.map { ["--layout", $0] } ?? []) + ["--build-only"]
        }
    }

    package var spec, demo: String?
    package var items: Int?
    /// `--render` in a terminal of this size.
    package var render: Size?
    package var attributes: Attributes?
    package var display = Display()
    /// Ten times slower animations (`--slow-animations`), as browse's.
    package var slowAnimations = false
    /// `--svg FILE`, `--png FILE` `[--theme T]`: the screen as pictures (with `render`), not as text.
    package var picture: Picture?
    package struct Picture: Codable, Equatable, Sendable {
        package var svg, png: String?
        package var theme: String
        package init(svg: String?, png: String?, theme: String) { (self.svg, self.png, self.theme) = (svg, png, theme) }
    }
    /// A state file left by the preview program this one replaces (`PreviewRebuild`).
    package var restore: String?
    /// The user's files built as a library against the kit, for the host program to load
    /// (`PreviewLibrary`); nil for a program built with them inside.
    package var library: String?
    /// The folder the app's `Bundle.main` finds its resources in (the project's data files).
    package var resources: String?
    /// The folder the app's container is made in (`_LayouttyAppContainer`): emptied as the
    /// preview starts, kept across its rebuilds.
    package var container: String?
    package var rebuild: Rebuild?
    /// The descriptor a crashed preview handed on what it printed in (`CrashResume`): this
    /// program shows the crash, and no layout until a save is rebuilt.
    package var crashOutput: Int32?

    package init() {}

    /// The one option the program takes.
    static let option = "--request"

    /// The program's arguments that hand this request over: the option and the path of the
    /// file it is written to, which the program reads once and removes.
    package func arguments() throws(PreviewFailure) -> [String] {
        [Self.option, try HandOverFile.write(self, as: "request")]
    }

    /// The request handed over in `arguments` (the program's, without its path).
    init(arguments: [String]) throws(PreviewFailure) {
        guard arguments.count == 2, arguments[0] == Self.option else {
            throw PreviewFailure("this program is run by `layoutty preview FILES`, which hands it \(Self.option) FILE")
        }
        self = try HandOverFile.read(arguments[1], as: "request")
    }

    /// The device asked for, else the spec's own, turned and fitted as asked.
    func device(default specDevice: Device?) -> DeviceSetting? {
        let named = display.device.flatMap(Device.named) ?? display.points.flatMap { Device.custom(points: $0) }
        return (named ?? specDevice).map {
            DeviceSetting(
                device: $0, isLandscape: display.landscape, cellAspect: CGFloat(display.cellAspect),
                fitsScreen: display.fit)
        }
    }

    var layoutDirection: UIUserInterfaceLayoutDirection { display.rightToLeft ? .rightToLeft : .leftToRight }

    /// The spec, the demo, or `--items` (30 items by default).
    @MainActor
    func data() throws -> PreviewData {
        if let spec { return PreviewData(spec: try LayoutSpec.load(file: spec)) }
        if let demo {
            guard let builtIn = BuiltInDemo.named(demo) else { throw PreviewFailure("unknown demo \"\(demo)\"") }
            return PreviewData(spec: try builtIn.spec())
        }
        return PreviewData(items: items ?? 30)
    }
}

/// What `layoutty preview FILES --build-only` built, for the running preview that asked: the
/// program to run, or the host program and the library it loads. One typed value, written as
/// the build's last line (`layoutty-rebuilt: ` and JSON) and found by that mark among the
/// compiler's lines — never lines read by their position.
package struct RebuildResult: Codable, Equatable, Sendable {
    /// The program to run: a scratch package's build, or the host that loads `library`.
    package var program: String
    package var library: String?

    package init(program: String, library: String? = nil) { (self.program, self.library) = (program, library) }

    static let mark = "layoutty-rebuilt: "

    /// The line `--build-only` prints.
    package var line: String {
        let json = (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Self.mark + json
    }

    /// The result among a build's output lines: the last one marked.
    init?(output lines: [String]) {
        guard let line = lines.last(where: { $0.hasPrefix(Self.mark) }),
            let result = try? JSONDecoder().decode(Self.self, from: Data(line.dropFirst(Self.mark.count).utf8))
        else { return nil }
        self = result
    }
}
