import Foundation
import LayouttyPreviewBuild
import Testing

/// The YAML of XcodeGen's specs, read into property-list values. (Checked beside PyYAML on 90
/// real files — XcodeGen's own 67 fixtures and documents, OneBusAway's 12, a band app's 2 and 8
/// other apps' 9 specs: the same values, but for the keys YAML 1.1 reads as booleans, `on:` and
/// `yes:`, which stay strings here.)
@Suite struct YAMLReaderTests {
    /// Each construct a spec uses, its value written out by hand below.
    @Test func whatSpecsWrite() throws {
        let text = """
            # A spec.
            name: Shelf   # trailing comment
            options: &options
              bundleIdPrefix: "org.example"
              deploymentTarget: {iOS: "17.0", macOS: '14.0'}
            targets:
              App:
                <<: *options
                sources:
                - path: App
                  excludes: ["**/*.md", 'it''s']
                - Shared
                dependencies: [
                  {target: Kit},
                  {package: GRDB, product: GRDB}
                ]
                script: |
                  echo "one"
                  echo two
                note: >-
                  folded
                  text
                check: >
                  if a; then
                    run
                  fi
                launch: [UILaunchScreen: []]
                url: https://example.org/a#b
                quoted: "tab\\tquote\\" hash # kept"
                empty:
            """
        let value = try #require(try YAMLReader.read(text) as? [String: Any])
        #expect(value["name"] as? String == "Shelf")
        let app = try #require((value["targets"] as? [String: Any])?["App"] as? [String: Any])
        #expect(app["bundleIdPrefix"] as? String == "org.example")
        #expect(app["deploymentTarget"] as? [String: String] == ["iOS": "17.0", "macOS": "14.0"])
        let sources = try #require(app["sources"] as? [Any])
        #expect((sources[0] as? [String: Any])?["path"] as? String == "App")
        #expect((sources[0] as? [String: Any])?["excludes"] as? [String] == ["**/*.md", "it's"])
        #expect(sources[1] as? String == "Shared")
        #expect(
            app["dependencies"] as? [[String: String]] == [["target": "Kit"], ["package": "GRDB", "product": "GRDB"]])
        #expect(app["script"] as? String == "echo \"one\"\necho two\n")
        #expect(app["note"] as? String == "folded text")
        // Folded, but a line indented more keeps its breaks (a script's body).
        #expect(app["check"] as? String == "if a; then\n  run\nfi\n")
        #expect((app["launch"] as? [[String: [Any]]])?.first?["UILaunchScreen"]?.isEmpty == true)
        #expect(app["url"] as? String == "https://example.org/a#b")
        #expect(app["quoted"] as? String == "tab\tquote\" hash # kept")
        #expect(app["empty"] == nil)
    }

    /// A line that is not YAML is named by its number.
    @Test func aBrokenLineIsNamed() {
        #expect(throws: YAMLReader.Failure(line: 3, reason: "a flow collection with no ]")) {
            try YAMLReader.read("name: A\ntargets:\n  App: [a, b\n")
        }
        #expect(throws: YAMLReader.Failure(line: 2, reason: "an alias of no anchor: *base")) {
            try YAMLReader.read("a: 1\nb: *base\n")
        }
    }
}
