import Foundation

/// An Xcode target's build settings, as Xcode resolves them when it writes the app's Info.plist
/// (`CFBundleIdentifier` is `$(PRODUCT_BUNDLE_IDENTIFIER)`, often `$(APP_ID)` from an
/// `.xcconfig`): what the preview's `Bundle.main` answers, where an app force-unwraps its
/// `bundleIdentifier` or reads its version.
///
/// Levels, lowest first, each `$(inherited)` the level below: Xcode's defaults, the project's
/// configuration file and settings, the target's configuration file and settings — of the
/// configuration named Debug (what Xcode runs), else the first. A configuration file's
/// `#include` is followed; conditional settings (`KEY[sdk=…]`) are left out.
package struct XcodeBuildSettings: Equatable {
    package private(set) var values: [String: String]

    package init(values: [String: String]) { self.values = values }

    /// Whether the target's code is main-actor isolated unless it says otherwise
    /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, Xcode 26's setting for a new app).
    package var isMainActorByDefault: Bool { values["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor" }

    /// The conditions its `#if`s test, set (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, and `-D` in
    /// `OTHER_SWIFT_FLAGS`), `DEBUG` aside: the compiler is given each, as Xcode gives them.
    package var compilationConditions: [String] {
        var conditions = (values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "").split(separator: " ").map(String.init)
        let flags = (values["OTHER_SWIFT_FLAGS"] ?? "").split(separator: " ").map(String.init)
        for (index, flag) in flags.enumerated() where flag.hasPrefix("-D") {
            conditions.append(
                flag == "-D" ? (index + 1 < flags.count ? flags[index + 1] : "") : String(flag.dropFirst(2)))
        }
        var seen: Set = ["DEBUG", ""]
        return conditions.filter { Self.isConditionName($0) && seen.insert($0).inserted }
    }

    /// A name `#if` can test: an identifier (a setting not filled in, `$(FLAG)`, is not).
    private static func isConditionName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// Xcode's own for an app target named `target` (those an Info.plist names).
    static func defaults(target: String) -> [String: String] {
        [
            "TARGET_NAME": target, "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "PRODUCT_MODULE_NAME": XcodeTestTargets.c99name(target), "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
            "DEVELOPMENT_LANGUAGE": "en", "MARKETING_VERSION": "1.0", "CURRENT_PROJECT_VERSION": "1"
        ]
    }

    /// The settings above the current ones (`level`), its `$(inherited)` the value below.
    mutating func apply(_ level: [String: Any]) {
        for (key, value) in level {
            let text = (value as? String) ?? (value as? [String])?.joined(separator: " ")
            guard let text, !key.contains("[") else { continue }
            values[key] = text.replacingOccurrences(of: "$(inherited)", with: values[key] ?? "")
                .trimmingCharacters(in: .whitespaces)
        }
    }

    /// `text` with every `$(NAME)`, `${NAME}` and `$(NAME:modifier)` filled in, settings within
    /// settings too (to a depth of 8); an unknown one is empty, as in Xcode.
    package func expand(_ text: String, depth: Int = 0) -> String {
        guard depth < 8, text.contains("$") else { return text }
        return text.replacing(/\$[({](\w+)(?::(\w+))?[)}]/) { match in
            let value = expand(values[String(match.output.1)] ?? "", depth: depth + 1)
            return match.output.2 == "rfc1034identifier"
                ? String(value.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "-" }) : value
        }
    }

    /// A configuration file's settings (`KEY = value`, `// comments`, `#include "other.xcconfig"`,
    /// relative to it), each level over the ones it includes.
    static func configurationFile(at url: URL, depth: Int = 0) -> [String: String] {
        guard depth < 8, let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var settings = XcodeBuildSettings(values: [:])
        for line in text.split(whereSeparator: \.isNewline) {
            let line = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if let included = line.firstMatch(of: /^\s*#include\??\s+"([^"]+)"/)?.output.1 {
                let path = url.deletingLastPathComponent().appendingPathComponent(String(included))
                settings.apply(configurationFile(at: path, depth: depth + 1))
            } else if let setting = line.firstMatch(of: /^\s*([A-Za-z_][\w\[\]=*,\s]*?)\s*=\s*(.*?)\s*;?\s*$/) {
                settings.apply([String(setting.output.1): String(setting.output.2)])
            }
        }
        return settings.values
    }
}
