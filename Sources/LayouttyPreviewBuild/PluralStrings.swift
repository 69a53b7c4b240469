import Foundation

/// An app's plural strings (`Localizable.stringsdict`) as the preview's bundle holds them: a
/// strings table Linux's Foundation can read. Its own reading of a `.stringsdict` beside a
/// table traps at the first `NSLocalizedString` of any key (a dictionary taken for a string),
/// so the bundle holds no `.stringsdict`: each of its entries becomes a format string in the
/// table of its name, the plural variables written in their `other` form (`%#@tabs@` with
/// `other` "Select %d Tabs" → "Select %d Tabs"), which `String.localizedStringWithFormat`
/// fills as iOS does for any count but one. A key both files have is the `.stringsdict`'s, as
/// on iOS.
package enum PluralStrings {
    /// The table `strings` (its text, if the app has one) merged with the plural entries of
    /// `stringsdict`, as an XML property list of strings; nil when `stringsdict` is not a
    /// property list of entries.
    package static func table(merging stringsdict: Data, into strings: Data?) -> Data? {
        guard
            let plurals = try? PropertyListSerialization.propertyList(from: stringsdict, format: nil)
                as? [String: Any]
        else { return nil }
        var table =
            strings.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] }
            ?? [:]
        for (key, entry) in plurals {
            guard let entry = entry as? [String: Any], let format = Self.format(of: entry) else { continue }
            table[key] = format
        }
        return try? PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
    }

    /// An entry's format (`NSStringLocalizedFormatKey`) with each `%#@name@` replaced by the
    /// named variable's `other` form (else `one`, else any form it has).
    static func format(of entry: [String: Any]) -> String? {
        guard var format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        for match in format.matches(of: /%#@(\w+)@/).reversed() {
            let rules = entry[String(match.1)] as? [String: Any] ?? [:]
            let forms = ["other", "one", "few", "many", "two", "zero"].compactMap { rules[$0] as? String }
            format.replaceSubrange(match.range, with: forms.first ?? "")
        }
        return format
    }
}
