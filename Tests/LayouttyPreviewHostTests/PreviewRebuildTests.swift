import Foundation
import TerminalCollectionView
import Testing

@testable import LayouttyPreviewHost

/// A save's rebuild, as events in and effects out: the job runs; its end (`--build-only`'s
/// lines: the host program and the library it loads) is loaded in place when this program is
/// that host, and handed over to the other host (exec, with the library) when Layoutty was
/// rebuilt meanwhile; a failure shows the compiler's lines; a save during a build builds again.
@MainActor @Suite struct PreviewRebuildTests {
    func rebuild(library: String?) throws -> PreviewRebuild {
        var request = PreviewRequest()
        request.library = library
        request.rebuild = PreviewRequest.Rebuild(
            program: "/bin/layoutty-preview", files: ["/work/Grid.swift"], layout: nil)
        return try #require(PreviewRebuild(request: request))
    }

    func ended(_ output: String, status: Int32 = 0) -> BackgroundResult {
        BackgroundResult(name: "rebuild", status: status, output: output)
    }

    @Test func aLibraryForThisHostIsLoadedInPlace() throws {
        let rebuild = try rebuild(library: "/cache/old.so")
        #expect(
            rebuild.reload()
                == .pending(
                    "building…",
                    job: BackgroundJob(
                        name: "rebuild",
                        command: [
                            "/bin/layoutty-preview", "preview", "/work/Grid.swift", "--build-only"
                        ])))
        let outcome = rebuild.finished(
            ended(RebuildResult(program: CommandLine.arguments[0], library: "/cache/new.so").line + "\n"))
        #expect(outcome == BackgroundOutcome(effects: [.host(.load(library: "/cache/new.so"))]))
    }

    @Test func aLibraryForAnotherHostIsHandedToIt() throws {
        let rebuild = try rebuild(library: "/cache/old.so")
        _ = rebuild.reload()
        let outcome = rebuild.finished(
            ended(RebuildResult(program: "/cache/programs/host-new", library: "/cache/new.so").line + "\n"))
        #expect(outcome == BackgroundOutcome(effects: [.host(.become(program: "/cache/programs/host-new"))]))
    }

    @Test func aProgramIsBecome() throws {
        let rebuild = try rebuild(library: nil)
        _ = rebuild.reload()
        let outcome = rebuild.finished(
            ended("Compiling Grid.swift\n" + RebuildResult(program: "/cache/programs/grid").line + "\n"))
        #expect(outcome == BackgroundOutcome(effects: [.host(.become(program: "/cache/programs/grid"))]))
    }

    @Test func aFailureShowsItsLinesAndASaveMeanwhileBuildsAgain() throws {
        let rebuild = try rebuild(library: "/cache/old.so")
        _ = rebuild.reload()
        #expect(rebuild.reload() == .pending("building…"))
        let again = rebuild.finished(ended("", status: 1))
        #expect(again.effects.count == 1 && again.shown == .pending("building…"))
        let failed = rebuild.finished(ended("Grid.swift:5:49: error: cannot find 'six' in scope\n", status: 1))
        #expect(failed == BackgroundOutcome(shown: .failed(["Grid.swift:5:49: error: cannot find 'six' in scope"])))
    }

    /// A library that does not load says why first, its (long) path last: the overlay cuts a
    /// line at the screen's width, and used to cut it inside the path, before the reason.
    @Test func aLibraryThatDoesNotLoadSaysWhyFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-library-" + String(repeating: "long-folder-", count: 8) + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("libPreview.so").path
        try "not a library".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try PreviewLibrary.load(path)
            Issue.record("a text file loaded as a library")
        } catch {
            #expect(error.description.hasPrefix("the preview's library did not load: "), "\(error.description)")
            #expect(
                error.description.hasSuffix(" (\(path))") && error.description.components(separatedBy: path).count == 2)
            #expect(error.description.prefix(80).contains("ELF") || error.description.prefix(80).contains("too short"))
        }
    }

    /// The result is found by its mark among the compiler's lines, wherever they put it: a
    /// warning printed after it, or a path on a line of its own, is never taken for it.
    @Test func theResultIsATypedValueNotALinesPosition() throws {
        let rebuild = try rebuild(library: "/cache/old.so")
        _ = rebuild.reload()
        let mixed =
            RebuildResult(program: CommandLine.arguments[0], library: "/cache/new.so").line
            + "\n/tmp/a warning after it\n"
        #expect(rebuild.finished(ended(mixed)) == BackgroundOutcome(effects: [.host(.load(library: "/cache/new.so"))]))
        _ = rebuild.reload()
        let unmarked = rebuild.finished(ended("/cache/programs/grid\n"))
        #expect(
            unmarked
                == BackgroundOutcome(
                    shown: .failed(["/cache/programs/grid", "the rebuild ended without saying what it built"])))
    }
}
