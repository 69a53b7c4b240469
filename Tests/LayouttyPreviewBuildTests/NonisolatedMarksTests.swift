import Foundation
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// A file of a target that is not main-actor isolated by default, read into a screen's module
/// that is: its declarations are marked to keep their isolation (`NonisolatedMarks`).
@Suite struct NonisolatedMarksTests {
    /// Each top-level declaration a file of OneBusAway's core framework writes, in an `#if`
    /// block too, marked before its keyword; what already says its isolation (`nonisolated`,
    /// `@MainActor`, another global actor), an actor, an import and a type alias are kept as
    /// written; a stored variable is `nonisolated(unsafe)`, a computed one `nonisolated`. The
    /// screen's own file is not marked.
    @Test func aNonisolatedTargetsDeclarationsKeepTheirIsolation() throws {
        let folder = try TemporaryFolder.create("nonisolated")
        defer { try? FileManager.default.removeItem(at: folder) }
        let core = folder.appendingPathComponent("Stop.swift")
        try """
        import Foundation
        public final class Stop: NSObject {}
        extension Stop { var code: String { "" } }
        struct Route {}
        enum Mode { case bus }
        protocol Named {}
        func distance() -> Double { .zero }
        let limit = "3"
        var visits = ""
        var label: String { "" }
        #if DEBUG
        final class Probe {}
        #endif
        nonisolated struct Already {}
        @MainActor final class Presenter {}
        @DatabaseActor final class Reader {}
        actor Cache {}
        typealias StopID = String
        """.write(to: core, atomically: true, encoding: .utf8)
        let screen = folder.appendingPathComponent("Screen.swift")
        try "import UIKit\nfinal class StopsViewController: UICollectionViewController {}\n".write(
            to: screen, atomically: true, encoding: .utf8)
        let sources = try PreviewSources(files: [screen.path], helpers: [core.path])
        let port = PreviewPort(
            sources, choice: try sources.choice(named: "StopsViewController"), nonisolatedFiles: [core.path])
        let ported = try #require(port.files.first { $0.path == core.path }).text
        // From the file's first line: the port's imports come before it.
        let lines = ported.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#sourceLocation") }
            .drop { $0 != "import Foundation" }
        #expect(
            Array(lines.prefix(18)) == [
                "import Foundation",
                "public final nonisolated class Stop: NSObject {}",
                "nonisolated extension Stop { var code: String { \"\" } }",
                "nonisolated struct Route {}",
                "nonisolated enum Mode { case bus }",
                "nonisolated protocol Named {}",
                "nonisolated func distance() -> Double { .zero }",
                "nonisolated let limit = \"3\"",
                "nonisolated(unsafe) var visits = \"\"",
                "nonisolated var label: String { \"\" }",
                "#if DEBUG",
                "final nonisolated class Probe {}",
                "#endif",
                "nonisolated struct Already {}",
                "@MainActor final class Presenter {}",
                "@DatabaseActor final class Reader {}",
                "actor Cache {}",
                "typealias StopID = String"
            ], "\(ported)")
        let own = try #require(port.files.first { $0.path == screen.path }).text
        #expect(own.contains("\nfinal class StopsViewController"), "\(own)")
    }
}
