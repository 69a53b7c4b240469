import Foundation
import LayouttyKit
import LayouttySystem

/// The manifest `layoutty test` gives a library that has none SwiftPM reads — no Package.swift,
/// or one of a tools version SwiftPM no longer reads (`// swift-tools-version:3.1`) — made from
/// its Xcode projects: each framework or library target a `.target` of its files, under the
/// module name its tests import. Older libraries keep both their code and their tests in an
/// Xcode project only; the unit test targets are then added as for any package
/// (`XcodeTestTargets`).
///
/// A target is left out, and said so, when it compiles files a target added before it compiles
/// (another platform's target of the same code), when its module is one added before, or when
/// its folder and another's hold one another (SwiftPM's targets own disjoint folders).
package struct XcodeLibraryManifest {
    private struct Library {
        var module: String
        /// The files' common folder, relative to the package.
        var path: String
        /// Its Swift files, relative to the package.
        var files: [String]
        /// The files under `path` it does not compile (another platform's, Objective-C's, its
        /// property list), relative to `path`: SwiftPM compiles a folder's every source file.
        var excluded: [String]
        /// The modules its files import.
        var imports: Set<String>
    }

    private var libraries: [Library] = []
    /// A line for each target made a library or left out.
    private(set) var notes: [String] = []

    /// The manifest made of `package`'s Xcode projects; nil when they build no Swift library.
    init?(package: URL) {
        for project in XcodeProject.projects(in: package) {
            let projectName = String(project.path.dropFirst(package.path.count + 1))
            for target in XcodeProject.read(project)?.targets ?? [] where target.isModule {
                let files = target.files.filter { $0.hasPrefix(package.path + "/") }
                    .map { String($0.dropFirst(package.path.count + 1)) }
                guard !files.isEmpty else { continue }
                add(target, of: projectName, files: files, in: package)
            }
        }
        guard !libraries.isEmpty else { return nil }
    }

    /// Adds `target` as a library, or says why it is left out.
    private mutating func add(_ target: XcodeProject.Target, of project: String, files: [String], in package: URL) {
        let folder = XcodeTestTargets.commonFolder(of: files)
        let overlaps = { (other: Library) in
            (other.path + "/").hasPrefix(folder + "/") || (folder + "/").hasPrefix(other.path + "/")
        }
        if let other = libraries.first(where: { $0.module == target.moduleName }) {
            let shared = other.files.contains { files.contains($0) }
            notes.append(
                "\(target.name) of \(project) left out: "
                    + (shared ? "it builds \(other.module)'s files" : "its module \(other.module) is made already"))
        } else if folder.isEmpty || libraries.contains(where: overlaps) {
            notes.append("\(target.name) of \(project) left out: its folder holds another library's or is held by one")
        } else {
            libraries.append(
                Library(
                    module: target.moduleName, path: folder, files: files,
                    excluded: PackageTestCopy.regularFiles(under: package.appendingPathComponent(folder)).sorted()
                        .filter { !files.contains(folder + "/" + $0) },
                    imports: Set(files.flatMap { XcodeTestTargets.imports(of: package.appendingPathComponent($0)) })))
            notes.append(
                "\(target.name) of \(project): \(files.count) Swift file\(files.count == 1 ? "" : "s"), "
                    + "built as the library \(target.moduleName)")
        }
    }

    /// The manifest: a library product and a target of each library, in Swift 5 mode as Xcode
    /// builds an older project's code.
    var text: String {
        let quoted = { (names: [String]) in names.map(GeneratedSwift.literal).joined(separator: ", ") }
        let products = libraries.map {
            "        .library(name: \(GeneratedSwift.literal($0.module)), targets: [\(GeneratedSwift.literal($0.module))]),"
        }
        // Each depends on the others its files import (an Xcode project's example layouts on
        // its library).
        let targets = libraries.map { library in
            let uses = libraries.map(\.module).filter { $0 != library.module && library.imports.contains($0) }
            return "        .target(name: \(GeneratedSwift.literal(library.module)), dependencies: [\(quoted(uses))], "
                + "path: \(GeneratedSwift.literal(library.path)), exclude: [\(quoted(library.excluded))]),"
        }
        return """
            // swift-tools-version: 5.9
            // Written by layoutty test: the library targets of the package's Xcode projects.
            import PackageDescription

            let package = Package(
                name: \(GeneratedSwift.literal(libraries[0].module)),
                products: [
            \(products.joined(separator: "\n"))
                ],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// Whether SwiftPM reads `manifest` at all: its first line names a tools version of 4.0 or
    /// later (`// swift-tools-version:5.9`), as SwiftPM requires of a manifest it reads. What
    /// it says when not, or nil when it does.
    package static func unreadableToolsVersion(of manifest: String) -> String? {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        let pattern = #/^//\s*swift-tools-version\s*:\s*(\d+)(\.\d+)*/#
        if let first = lines.first, let match = first.firstMatch(of: pattern) {
            return Int(match.output.1).map { $0 >= 4 } == true
                ? nil
                : "it declares swift-tools-version \(first.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)), which SwiftPM no longer reads"
        }
        if let at = lines.firstIndex(where: { $0.contains("swift-tools-version") }) {
            return "its swift-tools-version is on line \(at + 1), not the first, which SwiftPM does not read"
        }
        return "it declares no swift-tools-version on its first line"
    }
}
