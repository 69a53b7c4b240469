import Foundation
import LayouttySpec
import LayouttySystem
import UIKit

#if canImport(Glibc)
    import Glibc
#endif

/// What a build of the user's files hands the preview: how to make the layout, and the tables
/// the preview keeps about that code — its files' `#fileID`s (a trap's message names the user's
/// path instead), its live literals (JSON, `LiveLiterals.Literal`s), the classes its nibs name.
///
/// The generated code makes one: a scratch package's `main.swift` hands it to `PreviewHost.main`,
/// a library built against the kit returns it from its entry function (`PreviewLibrary`).
///
/// ```swift
/// PreviewEntry(fileIDs: ["LayouttyPreview_1a2b/TagsLayout.swift": "Layouts/TagsLayout.swift"]) { _ in TagsLayout() }
/// ```
public final class PreviewEntry {
    let fileIDs: [String: String]
    let literals: String
    let nibClasses: [String: UIView.Type]
    let layoutClasses: [String: UICollectionViewLayout.Type]
    let storyboardClasses: [String: UIViewController.Type]
    let initialControllers: [String: UIViewController.Type]
    let interfaceBuilderFiles: [String: String]
    let makeLayout: @MainActor (UICollectionView) -> UICollectionViewLayout

    public init(
        fileIDs: [String: String] = [:], literals: String = "[]",
        nibClasses: [String: UIView.Type] = [:],
        layoutClasses: [String: UICollectionViewLayout.Type] = [:],
        storyboardClasses: [String: UIViewController.Type] = [:],
        initialControllers: [String: UIViewController.Type] = [:],
        interfaceBuilderFiles: [String: String] = [:],
        makeLayout: @escaping @MainActor (UICollectionView) -> UICollectionViewLayout
    ) {
        self.fileIDs = fileIDs
        self.literals = literals
        self.nibClasses = nibClasses
        self.layoutClasses = layoutClasses
        self.storyboardClasses = storyboardClasses
        self.initialControllers = initialControllers
        self.interfaceBuilderFiles = interfaceBuilderFiles
        self.makeLayout = makeLayout
    }

    /// Makes this code's tables the program's: the files' names, the literals, the classes nibs
    /// and storyboards name (views, layouts, controllers), each storyboard's initial controller, and where the app's
    /// storyboards and xibs are.
    func install() {
        StandardStreams.rename(fileIDs)
        LiveLiterals.install((try? JSONDecoder().decode([LiveLiterals.Literal].self, from: Data(literals.utf8))) ?? [])
        UIKit.nibClasses = nibClasses
        UIKit.nibLayoutClasses = layoutClasses
        UIKit.storyboardClasses = storyboardClasses
        UIKit.storyboardInitialClasses = initialControllers
        UIKit.interfaceBuilderFiles = interfaceBuilderFiles
    }
}

/// The user's files built as a shared library against the kit, loaded into the running preview
/// program (`PreviewHost.hostMain`, linked with its symbols exported for the library to use):
/// a save is shown by loading the rebuilt library in place — no new program, no new terminal
/// session. Each build is a module of its own name, so its types never meet an earlier build's.
/// A loaded library is never unloaded: the layouts it made may still be alive, and the Swift
/// runtime does not support unloading; each save adds its code (tens of kilobytes) to the process.
/// Files saved back to a text built before are that build's library (its name is its content's
/// digest), loaded already: `dlopen` hands back the same code.
enum PreviewLibrary {
    /// The function a library exports: it returns a retained `PreviewEntry` (the generated
    /// code's `@_cdecl`, `PreviewPackage.Entry.librarySymbol`).
    static let entrySymbol = "layoutty_preview_entry"

    /// The entry of the library at `path`, loaded now (its symbols resolved at once: a library
    /// built against another kit fails here, named, not later in a frame).
    static func load(_ path: String) throws(PreviewFailure) -> PreviewEntry {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw PreviewFailure(loadFailure(path, said: dlerror().map { String(cString: $0) }))
        }
        guard let symbol = dlsym(handle, entrySymbol) else {
            throw PreviewFailure("\(path) has no \(entrySymbol): not a library `layoutty preview` built")
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let made = unsafeBitCast(symbol, to: Entry.self)()
        return Unmanaged<PreviewEntry>.fromOpaque(made).takeRetainedValue()
    }

    /// Why the library at `path` did not load, the reason first: a line cut to the screen's
    /// width still says why. `dlerror` starts with the path, said once at the end here.
    static func loadFailure(_ path: String, said: String?) -> String {
        var reason = said ?? "unknown error"
        if reason.hasPrefix(path + ": ") { reason.removeFirst(path.count + 2) }
        return "the preview's library did not load: \(reason) (\(path))"
    }
}
