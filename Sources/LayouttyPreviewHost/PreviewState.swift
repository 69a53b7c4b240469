import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView

/// What a preview hands the layout rebuilt from the user's saved files: where the view was
/// scrolled, its zoom, device and focus, how many reloads it showed, and the elements on screen
/// (in cells), which the new layout animates from. In memory when the host program loads the
/// rebuilt library itself; written to a file for a rebuilt program it execs (`--restore FILE`).
struct PreviewState: Codable, Equatable {
    struct Element: Codable, Equatable {
        var frame: [Double]
        var section: Int
        var item: Int
        var category: String
        var kind: String?
        var zIndex: Int
        var label: String
    }

    struct DeviceState: Codable, Equatable {
        var name: String
        var width, height: Double
        var landscape, fit: Bool
        var cellAspect: Double
    }

    /// A live literal changed and not saved: where it is and what it was written as, to find it
    /// again in the rebuilt program — its offset carried through the diff of its file's old
    /// and new text (`sources`), and its line's text around it where the line itself changed.
    struct LiteralChange: Codable, Equatable {
        var file: String
        var line: Int
        /// Its offset in the file as the old program was built from it.
        var start: Int
        /// Its line's text before and after it, and the literal as written.
        var before, after, text: String
        var value: Double
    }

    var offset: [Double]
    var zoom: Double
    var device: DeviceState?
    var focus: [Int]?
    /// Right to left (nil: left to right, as a state written before the direction was kept).
    var rightToLeft: Bool?
    var reloads: Int
    var elements: [Element]
    /// The live literals changed and not saved (nil: none).
    var literals: [LiteralChange]?
    /// The text the old program was built from, of each file with unsaved literals.
    var sources: [String: String]?
    /// The literal picked in the open list (nil: the list was closed): a save from the list is
    /// rebuilt with the list still open where it was.
    var literalList: Int?

    @MainActor
    init(_ live: LivePreview) {
        let (previewer, editor) = (live.previewer, live.editor)
        let view = previewer.viewport
        offset = [view.bounds.minX, view.bounds.minY]
        zoom = view.zoom
        device = view.device.map {
            DeviceState(
                name: $0.device.name, width: $0.device.portraitSize.width, height: $0.device.portraitSize.height,
                landscape: $0.isLandscape,
                fit: $0.fitsScreen, cellAspect: $0.cellAspect)
        }
        focus = previewer.focused.map { [$0.section, $0.item] }
        rightToLeft = view.layoutDirection == .rightToLeft ? true : nil
        reloads = previewer.reloadCount
        let changes = editor.unsavedChanges
        literals = changes.isEmpty ? nil : changes
        sources = changes.isEmpty ? nil : editor.compiledSources(of: changes.map(\.file))
        literalList = editor.isOpen ? editor.selected : nil
        elements = view.laidOutElements().map { element in
            let a = element.attributes
            return Element(
                frame: [a.frame.minX, a.frame.minY, a.frame.width, a.frame.height], section: a.indexPath.section,
                item: a.indexPath.item,
                category: a.representedElementCategory.rawValue, kind: a.representedElementKind, zIndex: a.zIndex,
                label: element.label)
        }
    }

    /// Writes the state for the program that replaces this one (`HandOverFile`); its path.
    func write() throws(PreviewFailure) -> String { try HandOverFile.write(self, as: "state") }

    /// Reads the state `write()` made, and removes its file.
    static func read(_ path: String) throws(PreviewFailure) -> PreviewState {
        let state: PreviewState = try HandOverFile.read(path, as: "state")
        guard state.offset.count == 2, state.elements.allSatisfy({ $0.frame.count == 4 }),
            (state.focus?.count ?? 2) == 2
        else {
            throw PreviewFailure("\(Message.cut(path)): not a preview's state")
        }
        return state
    }

    /// The layout direction, as it was.
    var layoutDirection: TraitCollection.LayoutDirection { rightToLeft == true ? .rightToLeft : .leftToRight }

    /// The device shown, as it was.
    var deviceSetting: DeviceSetting? {
        device.map { d in
            DeviceSetting(
                device: Device.named(d.name) ?? Device.custom(width: d.width, height: d.height),
                isLandscape: d.landscape,
                cellAspect: d.cellAspect,
                fitsScreen: d.fit)
        }
    }

    /// The previewer rebuilt from `files` put where the old one was (`.restored`): scrolled,
    /// zoomed and focused as it was, the literals changed and not saved that `editor` finds
    /// again kept, animating from the old program's frames to the new layout's.
    @MainActor
    func restoration(rebuiltFrom files: [String], editor: LiteralEditor?) -> PreviewRestoration {
        let kept = literals.flatMap { editor?.restore($0, builtFrom: sources ?? [:]) }
        if let literalList { editor?.reopen(at: literalList) }
        let before = elements.map { e in
            let a = LayoutAttributes(
                category: ElementCategory(rawValue: e.category) ?? .cell, kind: e.kind,
                indexPath: IndexPath(item: e.item, section: e.section),
                frame: CGRect(x: e.frame[0], y: e.frame[1], width: e.frame[2], height: e.frame[3]), zIndex: e.zIndex)
            return ScreenElement(attributes: a, label: e.label)
        }
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        return PreviewRestoration(
            offset: CGPoint(x: offset[0], y: offset[1]), zoom: zoom,
            focus: focus.map { IndexPath(item: $0[1], section: $0[0]) }, reloadCount: reloads, elements: before,
            message: "rebuilt \(names)" + (kept?.message ?? ""), edit: kept?.edit ?? .none)
    }
}
