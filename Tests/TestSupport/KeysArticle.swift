import Foundation

/// The keys article (`Keys.md`), whose key tables are made from the code's key rows: a test
/// compares each table with the rows.
public enum KeysArticle {
    public static let file = CLI.packageRoot.appendingPathComponent("Sources/LayouttySpec/LayouttySpec.docc/Keys.md")

    /// The text between `<!-- NAME: begin (NOTE) -->` and `<!-- NAME: end -->`; nil when the
    /// article has no such section.
    public static func section(_ name: String, note: String) throws -> String? {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let start = text.range(of: "<!-- \(name): begin (\(note)) -->\n"),
            let stop = text.range(of: "<!-- \(name): end -->", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<stop.lowerBound])
    }
}
