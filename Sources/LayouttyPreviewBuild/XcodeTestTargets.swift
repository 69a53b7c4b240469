import Foundation
import LayouttyKit
import LayouttySystem

/// The unit test targets of a package's Xcode projects that its manifest does not declare, as
/// test targets of `layoutty test`'s copy: many libraries declare the library in Package.swift
/// and keep its tests in the Xcode project, which runs them on iOS.
///
/// Each becomes `.testTarget(name:dependencies:path:sources:)` in the copy's manifest: its
/// files' common folder, its files (ported, under their copies' names), and the package's
/// targets its files import. A target is left out, and said so, when a file imports a module
/// neither the package, Layoutty nor a test framework's package has (AppKit for a macOS
/// target), when its folder holds one of the package's targets, or when it compiles files a
/// target added before it compiles (another platform's target of the same tests).
///
/// Such targets get their test frameworks from CocoaPods (a Podfile's `pod 'Quick'`), which
/// Linux has not; a framework SwiftPM can fetch (`testFrameworks`) is added to the copy's
/// dependencies instead, at a version that runs on Linux.
struct XcodeTestTargets {
    typealias Target = PackageTestCopy.Description.Target

    private(set) var targets: [Target] = []
    /// A line for each target added or left out.
    private(set) var notes: [String] = []

    /// Modules any test may import on Linux beside the package's and Layoutty's.
    private static let systemModules: Set = ["XCTest", "Testing", "Foundation", "Dispatch", "Swift", "_Concurrency"]

    /// Test frameworks an Xcode project's tests import through CocoaPods or Carthage, by module:
    /// the package SwiftPM fetches it from, and the first version supported on Linux with
    /// Swift 6 (Quick 7's specs run through `QuickEntryPoint`; its `spec()` is a class method
    /// since Quick 6, which the port writes).
    static let testFrameworks: [String: (url: String, from: String)] = [
        "Quick": ("https://github.com/Quick/Quick", "7.0.0"),
        "Nimble": ("https://github.com/Quick/Nimble", "13.0.0")
    ]

    /// `manifest`: the copy's (the package's, or the one `XcodeLibraryManifest` made), whose
    /// named files keep their names in the copy.
    init(package: URL, manifest: String, besides declared: [Target]) {
        let declaredFiles = Set(declared.flatMap(\.swiftSources))
        let modules = Dictionary(declared.map { ($0.c99name, $0.name) }, uniquingKeysWith: { first, _ in first })
        let known = Self.systemModules.union(modules.keys).union(declared.flatMap { $0.productDependencies ?? [] })
            .union(PackageTestCopy.modules).union(PreviewKit.frameworks.map(\.imported))
            .union(Self.testFrameworks.keys)
        for project in XcodeProject.projects(in: package) {
            let projectName = String(project.path.dropFirst(package.path.count + 1))
            for target in XcodeProject.read(project)?.testTargets ?? [] {
                let files = target.files.filter { $0.hasPrefix(package.path + "/") }
                    .map { String($0.dropFirst(package.path.count + 1)) }
                guard !files.isEmpty, declaredFiles.isDisjoint(with: files),
                    !declared.contains(where: { $0.name == target.name }),
                    !targets.contains(where: { $0.name == target.name })
                else { continue }
                let imports = Set(files.flatMap { Self.imports(of: package.appendingPathComponent($0)) })
                let folder = Self.commonFolder(of: files)
                if let other = targets.first(where: { !Set($0.swiftSources).isDisjoint(with: files) }) {
                    // Another platform's target of the same tests (iOS and tvOS share files).
                    notes.append("\(target.name) of \(projectName) left out: it runs \(other.name)'s files")
                } else if let missing = imports.subtracting(known).sorted().first {
                    notes.append(
                        "\(target.name) of \(projectName) left out: it imports \(missing), which Linux has not")
                } else if folder.isEmpty
                    || declared.contains(where: { ($0.path + "/").hasPrefix(folder + "/") })
                {
                    notes.append("\(target.name) of \(projectName) left out: its folder holds the package's targets")
                } else {
                    targets.append(
                        Target(
                            name: target.name, type: "test", c99name: Self.c99name(target.name), path: folder,
                            sources: files.map { String($0.dropFirst(folder.count + 1)) }, productDependencies: nil))
                    copies[target.name] = files.map {
                        String(PackageTestCopy.portedName($0, manifest: manifest).dropFirst(folder.count + 1))
                    }
                    let frameworks = imports.filter { Self.testFrameworks[$0] != nil }.sorted()
                    testFrameworksImported.formUnion(frameworks)
                    dependencies[target.name] =
                        imports.compactMap { modules[$0].map(GeneratedSwift.literal) }.sorted()
                        + frameworks.map {
                            ".product(name: \(GeneratedSwift.literal($0)), package: \(GeneratedSwift.literal($0)))"
                        }
                    notes.append(
                        "\(target.name) of \(projectName): \(files.count) Swift file\(files.count == 1 ? "" : "s"), run as a test target of the copy"
                    )
                }
            }
        }
    }

    /// What each added target depends on, by name: the package's targets it imports (their
    /// names as literals), then the test frameworks' products.
    private var dependencies: [String: [String]] = [:]
    /// The `testFrameworks` the added targets import.
    private var testFrameworksImported: Set<String> = []
    /// Each added target's sources as the copy has them (ported, renamed), by name.
    private var copies: [String: [String]] = [:]

    /// What follows the copy's manifest: the test frameworks the added targets import that the
    /// package does not depend on (`dependedOn`: the identities of those it does), and the
    /// added targets.
    func manifestAddition(dependedOn: Set<String>) -> String {
        guard !targets.isEmpty else { return "" }
        let lines = targets.map { target in
            "    .testTarget(name: \(GeneratedSwift.literal(target.name)), "
                + "dependencies: [\((dependencies[target.name] ?? []).joined(separator: ", "))], "
                + "path: \(GeneratedSwift.literal(target.path)), sources: [\((copies[target.name] ?? []).map(GeneratedSwift.literal).joined(separator: ", "))]),"
        }
        let packages = testFrameworksImported.filter { !dependedOn.contains($0.lowercased()) }.sorted().compactMap {
            name in
            Self.testFrameworks[name].map {
                "    .package(url: \(GeneratedSwift.literal($0.url)), from: \(GeneratedSwift.literal($0.from))),"
            }
        }
        return "\n// layoutty test: the unit test targets of the package's Xcode projects.\n"
            + (packages.isEmpty ? "" : "package.dependencies += [\n" + packages.joined(separator: "\n") + "\n]\n")
            + "package.targets += [\n" + lines.joined(separator: "\n") + "\n]\n"
    }

    /// The modules a file imports unconditionally (outside `#if` blocks, whose imports are
    /// some other platform's or guarded by `canImport`).
    static func imports(of file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var depth = 0
        var modules: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let first = words.first else { continue }
            if first == "#if" { depth += 1 } else if first == "#endif" { depth = max(0, depth - 1) }
            guard depth == 0, let at = words.firstIndex(of: "import"), at + 1 < words.count,
                words[..<at].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "private"].contains($0) })
            else { continue }
            // `import struct Module.Type`, `import UIKit.UIGestureRecognizerSubclass`: the module.
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[at + 1]) && at + 2 < words.count ? words[at + 2] : words[at + 1]
            modules.append(String(path.prefix { $0 != "." }))
        }
        return modules
    }

    /// The deepest folder holding every file ("" for the package's own).
    static func commonFolder(of files: [String]) -> String {
        let folders = files.map { $0.split(separator: "/").dropLast() }
        var common = folders.first.map(Array.init) ?? []
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    /// The target's module name, as SwiftPM makes one: every character not allowed in an
    /// identifier an underscore, and one before a leading digit.
    static func c99name(_ name: String) -> String {
        let mapped = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}
