import Foundation

/// The headers of the project a file is in, by name, as Xcode's header maps give them to its
/// targets: `#import "SLTMetrics.h"` finds `HelpingClasses/SLTMetrics.h` wherever it is in the
/// project, `#import <Library/Library.h>` finds a `Library/Library.h` in it (a library's own
/// framework-style import, or a committed pod's). The project is the one the preview was given
/// (`--project`, or the folder it found), else the repository holding the file (its folder with
/// `.git`), else the file's folder.
struct ObjCHeaderMap {
    /// Each header's paths by file name, in path order.
    private var headers: [String: [String]] = [:]

    /// How many entries of a project are looked at, at most: a header map of a checkout, not of
    /// a disk.
    static let entryLimit = 50_000

    init(around path: String, project: String? = nil) {
        let root = project ?? Self.project(of: path)
        guard let walk = FileManager.default.enumerator(atPath: root) else { return }
        var seen = 0
        while let relative = walk.nextObject() as? String, seen < Self.entryLimit {
            seen += 1
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || Self.skipped.contains(name) {
                walk.skipDescendants()
            } else if name.hasSuffix(".h") {
                headers[name, default: []].append(root + "/" + relative)
            }
        }
    }

    /// Build products and dependency caches, where a header is a copy of one in the project.
    private static let skipped: Set<String> = ["build", "Build", "DerivedData", ".build", "Carthage"]

    /// The header `name` (as a directive writes it) names: the one whose path ends with it,
    /// else, for a bare name, the only header so named; nil when none or several are. Links to
    /// one header are that header (CocoaPods' `Pods/Headers/Public` links each pod's headers).
    func header(named name: String) -> String? {
        let file = (name as NSString).lastPathComponent
        let candidates = headers[file] ?? []
        if name.contains("/") { return candidates.first { $0.hasSuffix("/" + name) } }
        let distinct = Set(candidates.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        return distinct.count == 1 ? candidates.first { !Self.isLink($0) } ?? candidates.first : nil
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// The folder of the repository holding `path`, at most eight folders up; else its folder.
    private static func project(of path: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        var candidate = folder
        for _ in 0..<8 {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) {
                return candidate.path
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        return folder.path
    }
}
