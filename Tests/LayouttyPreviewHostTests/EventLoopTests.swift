import CollectionLayout
import Foundation
import LayouttySystem
import LayouttyTestSupport
import TerminalCollectionView
import Testing
import UIKit

@testable import LayouttyPreviewHost

/// What of a previewer's state a test store compares after each event.
struct PreviewerSnapshot: Equatable {
    var message: String?
    var reloadActivity: String?
    var reloadProblems: [String]?
    var reloadCount: Int
    var offset: CGPoint
    var size: CGSize
    var focused: IndexPath?
    var showsHelp: Bool

    init(_ previewer: Previewer) {
        message = previewer.message
        reloadActivity = previewer.reloadActivity
        reloadProblems = previewer.reloadProblems
        reloadCount = previewer.reloadCount
        offset = previewer.viewport.bounds.origin
        size = previewer.viewport.bounds.size
        focused = previewer.focused
        showsHelp = previewer.showsHelp
    }
}

/// A test store in TCA's shape: each event is sent to the previewer, and the test says every
/// effect it returns and every change of the compared state — anything else that changed fails.
final class PreviewerStore {
    let previewer: Previewer
    private var state: PreviewerSnapshot

    init(_ previewer: Previewer) {
        self.previewer = previewer
        state = PreviewerSnapshot(previewer)
    }

    func send(
        _ event: PreviewEvent, effects: [PreviewEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout PreviewerSnapshot) -> Void = { _ in }
    ) {
        let returned = previewer.handle(event)
        #expect(returned == effects, "effects of \(event)", sourceLocation: sourceLocation)
        change(&state)
        let now = PreviewerSnapshot(previewer)
        #expect(now == state, "state after \(event)", sourceLocation: sourceLocation)
        state = now
    }
}

/// The preview program's event loop without a terminal: a UIKit layout, its literal editor and
/// a rebuild, driven by events. The rebuild holds no previewer and no session: a save starts a
/// job (an effect), a second save meanwhile queues one more build, the job's end comes back as
/// an event and answers with the compiler's lines or the hand-over to the new program.
extension LiveLiteralTableSuites {
    @MainActor @Suite(.serialized) struct EventLoopTests {
        @Test func aRebuildIsEventsInAndEffectsOut() {
            LiveLiterals.install([])
            let data = PreviewData(items: 60)
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            view.dataSource = data
            let make: @MainActor (UICollectionView) -> UICollectionViewLayout = { _ in
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 20, height: 4)
                return layout
            }
            view.collectionViewLayout = make(view)
            let command = ["layoutty", "preview", "Grid.swift", "--build-only"]
            var request = PreviewRequest()
            request.rebuild = PreviewRequest.Rebuild(program: "layoutty", files: ["Grid.swift"], layout: nil)
            let rebuild = PreviewRebuild(request: request)
            let editor = LiteralEditor(view: view, makeLayout: make, rebuild: rebuild)
            let store = PreviewerStore(Previewer(collectionView: view, terminalColumns: 80, rows: 24, tweaks: editor))
            let job = BackgroundJob(name: "rebuild", command: command)

            // 80 × 24 less the two rows of chrome.
            store.send(.launched(columns: 80, rows: 24), effects: [.watch(["Grid.swift"])]) {
                $0.size = CGSize(width: 80, height: 22)
            }
            store.send(.key(.down)) { $0.offset.y = 1 }
            store.send(.filesSaved(["Grid.swift"]), effects: [.run(job)]) { $0.reloadActivity = "building…" }
            store.send(.filesSaved(["Grid.swift"]))
            // The first build ends; the save that came meanwhile is built next.
            store.send(
                .backgroundFinished(
                    BackgroundResult(name: "rebuild", status: 0, output: RebuildResult(program: "/cache/old").line)),
                effects: [.run(job)])
            let error = "Grid.swift:5:49: error: cannot find 'six' in scope"
            store.send(.backgroundFinished(BackgroundResult(name: "rebuild", status: 1, output: error + "\n"))) {
                $0.reloadActivity = nil
                $0.reloadProblems = [error]
            }
            store.send(.filesSaved(["Grid.swift"]), effects: [.run(job)]) { $0.reloadActivity = "building…" }
            store.send(
                .backgroundFinished(
                    BackgroundResult(
                        name: "rebuild", status: 0,
                        output: "Compiling…\n" + RebuildResult(program: "/cache/programs/new").line)),
                effects: [.host(.become(program: "/cache/programs/new"))])
            store.send(.presented(.milliseconds(2)))
            #expect(store.previewer.lastPresentDuration == .milliseconds(2))
            store.send(.watchFailed(["Grid.swift"])) {
                $0.message = "not watching Grid.swift: the system has no file watches left (inotify)"
            }
            store.send(.key(.character("?"))) {
                $0.showsHelp = true
                $0.message = nil
            }
            store.send(.key(.character("q")), effects: [.quit]) { $0.showsHelp = false }
            withExtendedLifetime(data) {}
        }

        /// A save while the first preview built (the file's stamp differs from the one the build
        /// read) is built again at launch, beside the watch — it used to be shown never.
        @Test func aSaveDuringTheFirstBuildIsBuiltAtLaunch() throws {
            LiveLiterals.install([])
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "layoutty-launch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("Grid.swift").path
            try "let columns = 3\n".write(toFile: file, atomically: true, encoding: .utf8)
            let read = try #require(FileStamp.of(file))
            try "let columns = 4\n".write(toFile: file, atomically: true, encoding: .utf8)
            let data = PreviewData(items: 6)
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            view.dataSource = data
            let make: @MainActor (UICollectionView) -> UICollectionViewLayout = { _ in UICollectionViewFlowLayout() }
            view.collectionViewLayout = make(view)
            var request = PreviewRequest()
            request.rebuild = PreviewRequest.Rebuild(
                program: "layoutty", files: [file], layout: nil, stamps: [file: read])
            let editor = LiteralEditor(view: view, makeLayout: make, rebuild: PreviewRebuild(request: request))
            let store = PreviewerStore(Previewer(collectionView: view, terminalColumns: 80, rows: 24, tweaks: editor))
            let job = BackgroundJob(name: "rebuild", command: ["layoutty", "preview", file, "--build-only"])
            let rebuild = try #require(editor.rebuild)
            store.send(.launched(columns: 80, rows: 24), effects: [.watch([file]), .run(job)]) {
                $0.size = CGSize(width: 80, height: 22)
                $0.reloadActivity = "building…"
            }
            // The rebuilt library's previewer (loaded in place, the same rebuild) launches without
            // building again: the stamps were the first build's.
            let next = LiteralEditor(view: view, makeLayout: make, rebuild: rebuild)
            let reloaded = PreviewerStore(Previewer(collectionView: view, terminalColumns: 80, rows: 24, tweaks: next))
            reloaded.send(.launched(columns: 80, rows: 24), effects: [.watch([file])]) {
                $0.size = CGSize(width: 80, height: 22)
            }
            withExtendedLifetime(data) {}
        }
    }
}
