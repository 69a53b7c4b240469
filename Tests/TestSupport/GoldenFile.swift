import Foundation
import Testing

/// Golden files are claims about what a user sees, so changing one is a deliberate, reviewed
/// act: `LAYOUTTY_RECORD=1 swift test` writes the new text and still fails the run (read the
/// diff, then run again without it); a missing or different golden fails with the first row
/// that differs.
///
/// ```swift
/// GoldenFile.compare(screen.text, with: goldens.appendingPathComponent("grid-start.txt"))
/// ```
public enum GoldenFile {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["LAYOUTTY_RECORD"] == "1" }

    public static func compare(_ text: String, with url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let name = url.lastPathComponent
        if isRecording {
            do {
                try text.write(to: url, atomically: true, encoding: .utf8)
                Issue.record(
                    "recorded \(name): review its diff, then run again without LAYOUTTY_RECORD",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing golden \(name) (LAYOUTTY_RECORD=1 writes it for review)", sourceLocation: sourceLocation)
            return
        }
        guard expected != text else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = Array(zip(e, a)).firstIndex { $0.0 != $0.1 } ?? min(e.count, a.count)
        Issue.record(
            "screen differs from \(name) at row \(row):\nexpected: \(row < e.count ? e[row] : "")\nactual:   \(row < a.count ? a[row] : "")\n\(text)",
            sourceLocation: sourceLocation)
    }

    /// The `.txt` files in `folder` that are not in `claimed`: goldens no test checks any more.
    public static func unclaimed(in folder: URL, claimed: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".txt") && !claimed.contains($0)
        }.sorted()
    }
}
