import Foundation
import LayouttyKit
import LayouttySpec

/// The app's other files: where `preview FILE` finds the declarations FILE uses but does not
/// hold (`Theme.spacing`, a model type). Xcode builds the whole target; the preview adds only the
/// files of the project that declare a name the compiler could not find, and again for what those
/// need, until the files compile or nothing more is found.
///
/// ```swift
/// let project = ProjectFiles.root(near: "App/Screens/Grid.swift").map(ProjectFiles.init)
/// project?.files(declaring: "Theme") // ["App/Style/Theme.swift"]
/// ```
package struct ProjectFiles: Sendable {
    package let root: URL
    /// The project's Swift files (at most `fileLimit`), found once.
    private let paths: [String]

    /// Folders no app's sources are in: builds, dependencies, version control.
    static let skippedFolders: Set<String> = ["build", "Pods", "Carthage", "DerivedData", "node_modules", "checkouts", "Build"]
    /// A project bigger than this is searched in its first files only.
    static let fileLimit = 20_000
    /// How many folders up from the file a project's root may be.
    static let searchDepth = 8

    package init(root: URL) {
        self.root = root
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
        while let url = enumerator?.nextObject() as? URL, found.count < Self.fileLimit {
            if Self.skippedFolders.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".") {
                enumerator?.skipDescendants()
            } else if url.pathExtension == "swift" {
                found.append(url.path)
            }
        }
        paths = found.sorted()
    }

    /// The nearest folder above `file` holding `Package.swift`, an `.xcodeproj` or `.git`, at
    /// most `searchDepth` folders up; never `/` or the home folder itself.
    package static func root(near file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        for _ in 0..<searchDepth {
            guard folder.path != "/", folder.path != home else { return nil }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The files declaring `name` where other files can use it: a type or a function (at any
    /// depth: a nested type is reached through its outer type, a method in an extension of the
    /// type using it), or a global constant or variable (at the start of a line).
    ///
    /// - Complexity: reads every file of the project once per name, O(total size).
    package func files(declaring name: String) -> [String] {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { return [] }
        let modifiers = #"(?:(?:public|internal|fileprivate|private|open|final|indirect|nonisolated|@\w+(?:\([^)]*\))?)\s+)*"#
        let type = try? Regex(#"(?m)^\s*"# + modifiers + #"(?:class|struct|enum|protocol|typealias|actor|func)\s+"# + name + #"\b"#)
        let global = try? Regex(#"(?m)^"# + modifiers + #"(?:let|var)\s+"# + name + #"\b"#)
        return paths.filter { path in
            guard case .success(let bytes) = FileBytes.read(path, as: .swiftSource), FileBytes.isUTF8(bytes) else { return false }
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains(name) else { return false }
            return (type.map { text.contains($0) } ?? false) || (global.map { text.contains($0) } ?? false)
        }
    }
}
