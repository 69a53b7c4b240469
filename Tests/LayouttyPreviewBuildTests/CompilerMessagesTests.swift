import Foundation
import LayouttyTestSupport
import Testing

@testable import LayouttyPreviewBuild

/// The compiler's messages as the user reads them.
@Suite struct CompilerMessagesTests {
    /// An error in the function the port adds to make the screen is said against the
    /// expression the user would write (`--layout`), without the app's launch the port puts
    /// before it (`_layouttyFinishLaunching(AppDelegate()); return`).
    @Test func anErrorInTheScreensExpressionIsSaidWithoutTheLaunch() throws {
        let folder = try TemporaryFolder.create(
            "messages",
            files: [
                "Sources/Preview/Screen.swift":
                    "import UIKit\n@MainActor func _layouttyPreviewedLayout() -> UICollectionViewLayout { "
                    + "_layouttyFinishLaunching(AppDelegate()); return _layouttyScreenLayout(of: NotesVC(store: Store())) }\n",
                "Notes.swift": "final class Notes {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try PreviewSources(files: [folder.appendingPathComponent("Notes.swift").path])
        let generated = folder.appendingPathComponent("Sources/Preview").path
        var messages = CompilerMessages(port: PreviewPort(testing: sources), hints: [], generated: generated)
        messages.add("\(generated)/Screen.swift:2:120: error: cannot find 'Store' in scope")
        #expect(
            messages.text.contains(
                "--layout: _layouttyScreenLayout(of: NotesVC(store: Store())): error: cannot find 'Store' in scope"),
            "\(messages.text)")
    }
}
