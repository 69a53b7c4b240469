import Foundation

/// An app's String Catalog (`Localizable.xcstrings`, Xcode 15's default for new projects) as the
/// preview's bundle holds it: the strings table Xcode compiles it into for English, which
/// Linux's Foundation reads (it knows no catalogs). Without it a screen shows its keys
/// (`Media.Filter.Section.Dates`) where iOS shows its words.
///
/// Each key's English words are, as a phone set to English finds them: the `en` localization,
/// else the catalog's source language's, else the key itself (a catalog keyed by its source
/// text lists no words for it). A plural or a device variation is written in its `other` form
/// (else `one`, else any) — iPhone's first for devices — as `PluralStrings` writes a
/// `.stringsdict`'s, so `String.localizedStringWithFormat` fills it as iOS does for any count
/// but one; a substitution (`%#@count@`) becomes its `other` form with `%arg` its format
/// specifier.
package enum StringCatalog {
    /// The English table of the catalog `data` over the table `strings` (its text, if the app
    /// has one of the same name), as an XML property list of strings; nil when `data` is not a
    /// catalog (JSON with a `strings` object).
    package static func table(of data: Data, over strings: Data? = nil) -> Data? {
        guard let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = catalog["strings"] as? [String: Any]
        else { return nil }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var table =
            strings.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] }
            ?? [:]
        for (key, entry) in entries {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            let localization = (localizations["en"] ?? localizations[source]) as? [String: Any]
            table[key] = localization.flatMap(words(of:)) ?? key
        }
        return try? PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
    }

    /// A localization's words: its string unit's value or its variation's, its substitutions
    /// filled in.
    private static func words(of localization: [String: Any]) -> String? {
        guard var words = value(of: localization) else { return nil }
        let substitutions = localization["substitutions"] as? [String: Any] ?? [:]
        for match in words.matches(of: /%#@(\w+)@/).reversed() {
            guard let substitution = substitutions[String(match.1)] as? [String: Any] else { continue }
            let specifier = substitution["formatSpecifier"] as? String ?? "@"
            let form = value(of: substitution) ?? ""
            words.replaceSubrange(match.range, with: form.replacing("%arg", with: "%" + specifier))
        }
        return words
    }

    /// The value of a string unit, or of the form a plural or device variation takes on an
    /// English iPhone for any count but one.
    private static func value(of variant: [String: Any]) -> String? {
        if let unit = variant["stringUnit"] as? [String: Any] { return unit["value"] as? String }
        guard let variations = variant["variations"] as? [String: Any] else { return nil }
        let forms = ["iphone", "other", "one", "few", "many", "two", "zero"]
        for kind in ["plural", "device"] {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            let chosen =
                forms.lazy.compactMap { cases[$0] as? [String: Any] }.first
                ?? cases.values.lazy.compactMap { $0 as? [String: Any] }.first
            if let chosen, let words = value(of: chosen) { return words }
        }
        return nil
    }
}
