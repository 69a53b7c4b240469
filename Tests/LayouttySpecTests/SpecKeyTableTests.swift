import CollectionLayout
import Foundation
import LayouttySpec
import Testing

/// The layouts' key tables are the one description of the spec keys: SpecFiles.md's list is made
/// from them, and keys two layouts share mean the same there.
@Suite struct SpecKeyTableTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LayouttySpec/LayouttySpec.docc/SpecFiles.md")

    /// SpecFiles.md's key table as the tables say it should read (one row per key name).
    static var expectedReadmeTable: String {
        let flow = FlowParameters.specKeys
        let waterfall = WaterfallParameters.specKeys
        var names = flow.map(\.name)
        names += waterfall.map(\.name).filter { !names.contains($0) }
        var rows = ["| key | layouts | JSON | default | meaning |", "| --- | --- | --- | --- | --- |"]
        for name in names {
            let f = flow.first { $0.name == name }
            let w = waterfall.first { $0.name == name }
            let layouts = [f.map { _ in "flow" }, w.map { _ in "waterfall" }].compactMap { $0 }.joined(separator: ", ")
            let type = (f?.type ?? w!.type).readmeDescription
            let defaults = Set([f?.defaultValue?.json, w?.defaultValue?.json].compactMap { $0 })
            let meaning =
                (f?.summary ?? w!.summary)
                + ((f?.topLevelOnly ?? false) || (w?.topLevelOnly ?? false) ? " (top level only)" : "")
            rows.append(
                "| `\(name)` | \(layouts) | \(type) | `\(defaults.sorted().joined(separator: "` / `"))` | \(meaning) |")
        }
        return rows.joined(separator: "\n")
    }

    /// The text between SpecFiles.md's `spec-keys` markers is exactly the table above; on failure
    /// the message holds the text to paste.
    @Test func readmeListsEveryKeyFromTheTables() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = "<!-- spec-keys: begin (made from FlowParameters.specKeys and WaterfallParameters.specKeys) -->\n"
        let start = try #require(text.range(of: begin))
        let stop = try #require(text.range(of: "<!-- spec-keys: end -->", range: start.upperBound..<text.endIndex))
        #expect(
            String(text[start.upperBound..<stop.lowerBound]) == Self.expectedReadmeTable + "\n",
            "SpecFiles.md should say:\n\(Self.expectedReadmeTable)")
    }

    /// A name both layouts know is read once for both, so both tables must agree on its type.
    @Test func sharedKeysHaveOneType() {
        for key in FlowParameters.specKeys {
            guard let other = WaterfallParameters.specKeys.first(where: { $0.name == key.name }) else { continue }
            #expect(key.type == other.type, "\(key.name)")
            #expect(key.defaultValue == other.defaultValue, "\(key.name)")
        }
    }

    /// Every key reads what it writes: the default, written and read back, is the default.
    @Test func everyKeyRoundTrips() throws {
        for key in FlowParameters.specKeys {
            let json = try #require(key.defaultValue?.json, "\(key.name)")
            let spec = try LayoutSpec.parse("{\"\(key.name)\": \(json), \"sections\": []}", source: "k.json")
            #expect(key.value(in: spec.flow) == key.defaultValue, "\(key.name)")
        }
        for key in WaterfallParameters.specKeys {
            let json = try #require(key.defaultValue?.json, "\(key.name)")
            let spec = try LayoutSpec.parse(
                "{\"layout\": \"waterfall\", \"\(key.name)\": \(json), \"sections\": []}", source: "k.json")
            #expect(key.value(in: spec.waterfall) == key.defaultValue, "\(key.name)")
        }
    }

    /// SpecFormatAndCLI.md's compositional key table, made from `CompositionalSpec.specKeys`.
    static var expectedCompositionalTable: String {
        var rows = ["| key | JSON | meaning |", "| --- | --- | --- |"]
        for key in CompositionalSpec.specKeys {
            rows.append("| `\(key.name)` | \(key.type.readmeDescription) | \(key.summary) |")
        }
        return rows.joined(separator: "\n")
    }

    @Test func theCompositionalKeysAreListedFromTheirTable() throws {
        let file = Self.readme.deletingLastPathComponent().appendingPathComponent("SpecFormatAndCLI.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let begin = "<!-- compositional-keys: begin (made from CompositionalSpec.specKeys) -->\n"
        let start = try #require(text.range(of: begin))
        let stop = try #require(
            text.range(of: "<!-- compositional-keys: end -->", range: start.upperBound..<text.endIndex))
        #expect(
            String(text[start.upperBound..<stop.lowerBound]) == Self.expectedCompositionalTable + "\n",
            "SpecFormatAndCLI.md should say:\n\(Self.expectedCompositionalTable)")
    }

    /// Every compositional key reads what it writes, at the top level and in a section: one
    /// value of each, written back byte for byte (the writer's spelling), and unset elsewhere.
    @Test func everyCompositionalKeyRoundTrips() throws {
        let samples = [
            "group":
                #"{"horizontal": [{"size": ["0.5w", "1h"], "insets": [1, 1, 1, 1]}], "size": ["1w", 4], "count": 2, "flexibleSpacing": 1}"#,
            "interGroupSpacing": "-2", "contentInsets": "[1, 2, 3, 4]", "orthogonal": #""groupPagingCentered""#,
            "header": #"{"size": ["1w", 2], "pinned": true}"#,
            "footer": #"{"size": ["0.5w", "~3"], "alignment": "leading", "offset": [0, 1]}"#,
            "background": "true", "supplementariesFollowContentInsets": "false"
        ]
        #expect(Set(samples.keys) == Set(CompositionalSpec.specKeys.map(\.name)))
        for key in CompositionalSpec.specKeys {
            let text = try #require(samples[key.name])
            let top = try LayoutSpec.parse(
                #"{"layout": "compositional", "\#(key.name)": \#(text), "sections": [{"items": 1}]}"#, source: "k.json")
            #expect(
                top.compositional.fieldTexts.map(\.key) == [key.name]
                    && top.compositional.fieldTexts.first?.text == text)
            #expect(top.compositionalSections.isEmpty && top.compositionalSection(0) == top.compositional)
            let own = try LayoutSpec.parse(
                #"{"layout": "compositional", "sections": [{"items": 1, "\#(key.name)": \#(text)}]}"#, source: "k.json")
            #expect(
                own.compositional == CompositionalSpec() && own.compositionalSection(0).fieldTexts.first?.text == text)
        }
    }
}
