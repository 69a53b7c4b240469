import Foundation
import Testing

/// Rules the sources keep, checked by reading them.
@Suite struct SourceRulesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// No finite input may trap: a floating-point length, ratio or duration becomes an integer
    /// only through `Int(saturating:)` (or `clamping:` of one). This finds the conversions whose
    /// argument is visibly floating point — rounded, a CGFloat or Double, a float literal, a
    /// width, height, x or y, a quotient — written with the trapping `Int(_:)`. Before the fix it
    /// listed four, among them the `Int(target.rounded())` a 1e300-wide shelf trapped in.
    @Test func floatsBecomeIntegersOnlyThroughTheSaturatingHelpers() throws {
        let call = try NSRegularExpression(pattern: #"\bU?Int(?:8|16|32|64)?\((?!saturating:|clamping:|exactly:|truncatingIfNeeded:|bitPattern:)([^()]*(?:\([^()]*(?:\([^()]*\))*[^()]*\))*[^()]*)\)"#)
        let floating = try NSRegularExpression(pattern: #"\.rounded|CGFloat|Double|\d\.\d|\d+e\d|\.width|\.height|\b[xy]\b|/ "#)
        var found: [String] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let text = String(line), range = NSRange(text.startIndex..., in: text)
                for match in call.matches(in: text, range: range) {
                    let argument = (text as NSString).substring(with: match.range(at: 1))
                    if floating.firstMatch(in: argument, range: NSRange(argument.startIndex..., in: argument)) != nil {
                        found.append("\(file.lastPathComponent):\(number + 1): \((text as NSString).substring(with: match.range))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "use Int(saturating:) for:\n\(found.joined(separator: "\n"))")
    }
}
