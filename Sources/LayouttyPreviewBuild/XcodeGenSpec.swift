import Foundation
import LayouttySystem

/// What Layoutty reads of an XcodeGen project spec (`project.yml`): many apps commit the spec
/// and not the `.xcodeproj` that `xcodegen` makes of it, so the spec is their project. Read as
/// a project file is (`XcodeProject`): its targets and the Swift files each compiles, the
/// packages it fetches, each target's build settings, the app target's resources.
///
/// As XcodeGen reads it: the specs it includes are merged in order, then the spec over them
/// (mappings merged key by key, sequences joined, a `key:REPLACE` replacing); each spec's
/// paths are its own folder's (`relativePaths: false`: the including spec's); a target takes
/// its `templates` (`targetTemplates`, `${target_name}` filled in); a source folder compiles
/// every Swift file under it but its `excludes` (globs, `**` any depth) and, when it has
/// `includes`, only those. A path that is not in the spec's folder is looked for in the folders
/// above it: an app whose script copies the spec to the repository's root before running
/// `xcodegen` (OneBusAway's) writes its paths from there.
enum XcodeGenSpec {
    /// The spec files named as XcodeGen names its default.
    static let fileNames: Set = ["project.yml", "project.yaml"]

    /// The specs among `files` that no other includes — each a whole project — leaving out one
    /// beside an `.xcodeproj`, which is then the project (made from it, and committed).
    static func roots(among files: [URL]) -> [URL] {
        let included = Set(files.flatMap { file in includes(of: file).map(\.url.standardizedFileURL.path) })
        return files.filter { file in
            let folder = file.deletingLastPathComponent()
            let beside = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return !included.contains(file.standardizedFileURL.path) && !beside.contains { $0.hasSuffix(".xcodeproj") }
        }
    }

    /// The spec at `url` merged with what it includes, its paths absolute; nil when it cannot be read.
    static func load(_ url: URL, pathsFrom folder: URL? = nil, depth: Int = 0) -> [String: Any]? {
        guard depth < 8, let text = try? String(contentsOf: url, encoding: .utf8),
            var spec = (try? YAMLReader.read(text)) as? [String: Any]
        else { return nil }
        let own = folder ?? url.deletingLastPathComponent()
        var merged: [String: Any] = [:]
        for include in includes(of: url, spec: spec) {
            let included = load(include.url, pathsFrom: include.relative ? nil : own, depth: depth + 1)
            merged = Self.merged(merged, included ?? [:])
        }
        spec["include"] = nil
        return Self.merged(merged, absolute(spec, from: own))
    }

    /// `base` with `over` merged in as XcodeGen merges an including spec over what it includes.
    private static func merged(_ base: [String: Any], _ over: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in over {
            if key.hasSuffix(":REPLACE") {
                result[String(key.dropLast(8))] = value
            } else if let old = result[key] as? [String: Any], let new = value as? [String: Any] {
                result[key] = merged(old, new)
            } else if let old = result[key] as? [Any], let new = value as? [Any] {
                result[key] = old + new
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// The specs `url` includes, each with whether its paths are its own.
    private static func includes(of url: URL, spec: [String: Any]? = nil) -> [(url: URL, relative: Bool)] {
        let spec =
            spec ?? (try? String(contentsOf: url, encoding: .utf8)).flatMap { try? YAMLReader.read($0) }
            as? [String: Any]
        let written = spec?["include"].map { $0 as? [Any] ?? [$0] } ?? []
        let folder = url.deletingLastPathComponent()
        return written.compactMap { include in
            let entry = include as? [String: Any]
            guard let path = (include as? String) ?? (entry?["path"] as? String),
                !["false", "no", "0"].contains((entry?["enable"] as? String)?.lowercased() ?? "")
            else { return nil }
            let relative = !["false", "no", "0"].contains((entry?["relativePaths"] as? String)?.lowercased() ?? "")
            return (URL(fileURLWithPath: resolved(path, from: folder)), relative)
        }
    }

    /// `path` against `folder`, else against the first folder above it where it exists.
    static func resolved(_ path: String, from folder: URL) -> String {
        guard !path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        var base = folder.standardizedFileURL
        while true {
            let candidate = base.appendingPathComponent(path).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = base.deletingLastPathComponent()
            guard parent.path != base.path else { break }
            base = parent
        }
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }

    /// `spec` with its targets' and templates' source paths and its configuration files absolute.
    private static func absolute(_ spec: [String: Any], from folder: URL) -> [String: Any] {
        var spec = spec
        let files = { (value: Any) -> Any in
            guard let files = value as? [String: Any] else { return value }
            return files.mapValues { ($0 as? String).map { resolved($0, from: folder) } ?? $0 }
        }
        for key in ["targets", "targetTemplates"] {
            guard let targets = spec[key] as? [String: Any] else { continue }
            spec[key] = targets.mapValues { value -> Any in
                guard var target = value as? [String: Any] else { return value }
                target["sources"] = target["sources"].map { sources(of: $0).map { absoluteSource($0, from: folder) } }
                target["configFiles"] = target["configFiles"].map(files)
                return target
            }
        }
        spec["configFiles"] = spec["configFiles"].map(files)
        return spec
    }

    /// A source with the folder its path is written from, resolved once the templates'
    /// `${target_name}` are filled in (`resolvedSources(of:)`).
    private static func absoluteSource(_ source: [String: Any], from folder: URL) -> [String: Any] {
        var source = source
        source[folderKey] = folder.path
        return source
    }

    private static let folderKey = "layoutty-folder"

    /// A target's sources, each path absolute.
    static func resolvedSources(of target: [String: Any]) -> [[String: Any]] {
        (target["sources"].map(sources(of:)) ?? []).map { source in
            var source = source
            if let path = source["path"] as? String, let folder = source[folderKey] as? String {
                source["path"] = resolved(path, from: URL(fileURLWithPath: folder))
            }
            return source
        }
    }

    /// A target's `sources`: a path, or a list of paths and source mappings — each a mapping.
    static func sources(of value: Any) -> [[String: Any]] {
        (value as? [Any] ?? [value]).compactMap { ($0 as? String).map { ["path": $0] } ?? $0 as? [String: Any] }
    }

    /// `target` with the templates it names merged under it, theirs first (templates may name
    /// templates), `${target_name}` and its `templateAttributes` filled in.
    static func expanded(_ target: [String: Any], named name: String, templates: [String: Any], depth: Int = 0)
        -> [String: Any]
    {
        let names = target["templates"].map { $0 as? [Any] ?? [$0] }?.compactMap { $0 as? String } ?? []
        guard depth < 8, !names.isEmpty else { return target }
        var attributes = (target["templateAttributes"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
        attributes["target_name"] = name
        var result: [String: Any] = [:]
        for template in names.compactMap({ templates[$0] as? [String: Any] }) {
            let filled = filledIn(expanded(template, named: name, templates: templates, depth: depth + 1), attributes)
            result = merged(result, filled as? [String: Any] ?? [:])
        }
        var own = target
        own["templates"] = nil
        return merged(result, own)
    }

    private static func filledIn(_ value: Any, _ attributes: [String: String]) -> Any {
        if var text = value as? String {
            for (name, attribute) in attributes { text = text.replacingOccurrences(of: "${\(name)}", with: attribute) }
            return text
        }
        if let list = value as? [Any] { return list.map { filledIn($0, attributes) } }
        if let mapping = value as? [String: Any] { return mapping.mapValues { filledIn($0, attributes) } }
        return value
    }

    /// A `settings` value's settings for the Debug configuration: a flat mapping, or `base`,
    /// the `configs` named debug and the `groups` it names (`settingGroups`), in that order.
    static func debugSettings(_ value: Any?, groups: [String: Any], depth: Int = 0) -> [String: Any] {
        guard depth < 8, let settings = value as? [String: Any] else { return [:] }
        let structured = ["base", "configs", "groups"]
        guard settings.keys.contains(where: structured.contains) else { return settings }
        var result: [String: Any] = [:]
        for group in (settings["groups"] as? [Any] ?? []).compactMap({ $0 as? String }) {
            result.merge(debugSettings(groups[group], groups: groups, depth: depth + 1)) { _, new in new }
        }
        result.merge(settings["base"] as? [String: Any] ?? [:]) { _, new in new }
        let configs = settings["configs"] as? [String: Any] ?? [:]
        if let debug = configs.first(where: { $0.key.lowercased() == "debug" })?.value as? [String: Any] {
            result.merge(debug) { _, new in new }
        }
        return result
    }

    /// The Debug configuration's file of a `configFiles` mapping, else the first by name.
    static func debugConfigurationFile(_ value: Any?) -> URL? {
        let files = (value as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
        let path =
            files.first { $0.key.lowercased() == "debug" }?.value ?? files.sorted { $0.key < $1.key }.first?.value
        return path.map(URL.init(fileURLWithPath:))
    }

    /// The Swift files a source mapping compiles: the file, or those under the folder its globs keep.
    static func swiftFiles(of source: [String: Any]) -> [String] {
        guard let path = source["path"] as? String, (source["buildPhase"] as? String) != "none" else { return [] }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
        let patterns = { (key: String) in
            (source[key] as? [Any] ?? []).compactMap { $0 as? String }.compactMap(Self.glob)
        }
        let (excludes, includes) = (patterns("excludes"), patterns("includes"))
        return XcodeProject.swiftFiles(under: path).filter { file in
            let relative = String(file.dropFirst(path.count + 1))
            return !excludes.contains { matches($0, relative) }
                && (includes.isEmpty || includes.contains { matches($0, relative) })
        }
    }

    /// Whether `path` or a folder holding it matches `pattern`.
    private static func matches(_ pattern: Regex<AnyRegexOutput>, _ path: String) -> Bool {
        var prefix = Substring(path)
        while true {
            if prefix.wholeMatch(of: pattern) != nil { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }

    /// A Bash glob with globstar as a regular expression: `**/` any folders, `*` and `?` within
    /// a name, `[…]` a class.
    static func glob(_ pattern: String) -> Regex<AnyRegexOutput>? {
        var expression = ""
        var characters = Substring(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "*" where characters.hasPrefix("*/"):
                expression += "(?:.*/)?"
                characters = characters.dropFirst(2)
            case "*" where characters.hasPrefix("*"):
                expression += ".*"
                characters = characters.dropFirst()
            case "*": expression += "[^/]*"
            case "?": expression += "[^/]"
            case "[", "]": expression.append(character)
            default: expression += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return try? Regex(expression)
    }
}

extension XcodeProject {
    /// The XcodeGen spec at `url` (`XcodeGenSpec`); nil when it cannot be read.
    init?(spec url: URL) {
        guard let spec = XcodeGenSpec.load(url) else { return nil }
        let templates = spec["targetTemplates"] as? [String: Any] ?? [:]
        let groups = spec["settingGroups"] as? [String: Any] ?? [:]
        let described = (spec["targets"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }.compactMap {
            entry -> (name: String, target: [String: Any])? in
            guard let target = entry.value as? [String: Any] else { return nil }
            return (entry.key, XcodeGenSpec.expanded(target, named: entry.key, templates: templates))
        }
        let settings = { (name: String, target: [String: Any]) -> XcodeBuildSettings in
            var settings = XcodeBuildSettings(values: XcodeBuildSettings.defaults(target: name))
            for (files, level) in [(spec["configFiles"], spec["settings"]), (target["configFiles"], target["settings"])]
            {
                if let file = XcodeGenSpec.debugConfigurationFile(files) {
                    settings.apply(XcodeBuildSettings.configurationFile(at: file))
                }
                settings.apply(XcodeGenSpec.debugSettings(level, groups: groups))
            }
            return settings
        }
        let sources = XcodeGenSpec.resolvedSources(of:)
        targets = described.compactMap { name, target in
            var files: [String] = []
            for file in sources(target).flatMap(XcodeGenSpec.swiftFiles(of:)) where !files.contains(file) {
                files.append(file)
            }
            guard !files.isEmpty else { return nil }
            let settings = settings(name, target)
            // The names the spec writes, not Xcode's defaults for them.
            let own = [spec["settings"], target["settings"]].map { XcodeGenSpec.debugSettings($0, groups: groups) }
            let written =
                ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"].flatMap { key in own.reversed().map { $0[key] } }
                .compactMap { $0 as? String }.first { !$0.contains("$") } ?? target["productName"] as? String
            return Target(
                name: name, productType: "com.apple.product-type." + (target["type"] as? String ?? ""),
                moduleName: XcodeTestTargets.c99name(written ?? name), files: files,
                mainActorByDefault: settings.isMainActorByDefault, compilationConditions: settings.compilationConditions
            )
        }
        resourceFolders = described.flatMap { sources($0.target) }.filter { $0["type"] as? String == "folder" }
            .compactMap { $0["path"] as? String }
        let application = described.first { $0.target["type"] as? String == "application" }
        applicationSettings = application.map { settings($0.name, $0.target) }
        // XcodeGen puts a source folder's files in the build phase their kind belongs to: the
        // app's data files are those of its folders.
        let paths = application.map { sources($0.target).compactMap { $0["path"] as? String } } ?? []
        let folders = paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        applicationFolders = folders
        applicationResources = Set(paths.filter { !folders.contains($0) && !$0.hasSuffix(".swift") })
        remotePackages = Self.remotePackages(of: spec, targets: described.map(\.target))
    }

    /// The spec's `packages` with a URL (`github: owner/name` is GitHub's), each with the
    /// products its targets take from it (`product:`, `products:`, else its own name).
    private static func remotePackages(of spec: [String: Any], targets: [[String: Any]]) -> [RemotePackage] {
        let dependencies = targets.flatMap { ($0["dependencies"] as? [Any] ?? []).compactMap { $0 as? [String: Any] } }
        return (spec["packages"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }.compactMap { name, value in
            guard let package = value as? [String: Any],
                let url = package["url"] as? String
                    ?? (package["github"] as? String).map({ "https://github.com/\($0)" }),
                let requirement = Self.requirement(ofSpecPackage: package)
            else { return nil }
            let products = dependencies.filter { $0["package"] as? String == name }.flatMap { dependency in
                (dependency["products"] as? [Any])?.compactMap { $0 as? String }
                    ?? [dependency["product"] as? String ?? name]
            }
            return RemotePackage(url: url, requirement: requirement, products: Array(Set(products)).sorted())
        }
    }

    /// XcodeGen's version keys as a manifest's rule.
    private static func requirement(ofSpecPackage package: [String: Any]) -> String? {
        let literal = { (key: String) in (package[key] as? String).map(GeneratedSwift.literal) }
        if let from = literal("from") ?? literal("majorVersion") { return "from: \(from)" }
        if let minor = literal("minorVersion") { return ".upToNextMinor(from: \(minor))" }
        if let exact = literal("exactVersion") ?? literal("version") { return "exact: \(exact)" }
        if let low = literal("minVersion"), let high = literal("maxVersion") { return "\(low)..<\(high)" }
        if let branch = literal("branch") { return "branch: \(branch)" }
        return literal("revision").map { "revision: \($0)" }
    }
}
