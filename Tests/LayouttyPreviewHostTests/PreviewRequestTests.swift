import CollectionLayout
import Foundation
import LayouttySystem
import Testing

@testable import LayouttyPreviewHost

/// `layoutty preview` hands the program it builds one typed request, never flags parsed twice.
@MainActor @Suite struct PreviewRequestTests {
    /// Every field survives the hand-over, numbers to the last digit (a rect read back must be
    /// the one asked for).
    @Test func aRequestArrivesAsItWasSent() throws {
        var request = PreviewRequest()
        request.spec = "grid.json"
        request.attributes = PreviewRequest.Attributes(
            size: PreviewRequest.Size(columns: 120, rows: 40), rect: CGRect(x: -5, y: 0.1, width: 1e300, height: 3),
            offset: CGPoint(x: 0, y: 1.0 / 3.0))
        request.display.device = "iPad Air"
        (request.display.landscape, request.display.fit, request.display.rightToLeft) = (true, true, true)
        request.display.cellAspect = 2.25
        request.slowAnimations = true
        request.restore = "/state/with spaces and \"quotes\".json"
        request.crashOutput = 7
        request.rebuild = PreviewRequest.Rebuild(
            program: "/bin/layoutty", files: ["A.swift", "B é.swift"], layout: "grid(column: 4)")
        let arguments = try request.arguments()
        #expect(arguments.count == 2 && arguments[0] == "--request")
        #expect(try PreviewRequest(arguments: arguments) == request)
        #expect(!FileManager.default.fileExists(atPath: arguments[1]), "read once, then removed")
        #expect(
            request.rebuild?.command == [
                "/bin/layoutty", "preview", "A.swift", "B é.swift", "--layout", "grid(column: 4)", "--build-only"
            ])
    }

    /// 150 KB of file names (3,000 names of 50 characters) travel in a file: the arguments are
    /// two short strings whatever the files (one argument of over 128 KiB failed `exec` with
    /// "Argument list too long").
    @Test func theArgumentsNeverGrowWithTheFiles() throws {
        var request = PreviewRequest()
        let files = (0..<3_000).map { "Sources/Screens/Feature\($0)/" + String(repeating: "x", count: 20) + ".swift" }
        request.rebuild = PreviewRequest.Rebuild(program: "/bin/layoutty", files: files, layout: nil)
        let arguments = try request.arguments()
        #expect(arguments.joined().utf8.count < 200)
        #expect(try PreviewRequest(arguments: arguments).rebuild?.files == files)
    }

    /// Run by hand with flags, the program says in one line what runs it; a file that is not a
    /// request (or a link to one) is refused in one line naming it.
    @Test func flagsByHandAreRefusedInOneLine() throws {
        let expected = "this program is run by `layoutty preview FILES`, which hands it --request FILE"
        for arguments in [["--render", "--size", "80x24"], ["--request"], []] {
            do {
                _ = try PreviewRequest(arguments: arguments)
                Issue.record("\(arguments) accepted")
            } catch {
                #expect(error.description == expected)
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-request-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json").path
        try "{\"items\": \"many\"}".write(toFile: bad, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: bad)
        for path in [bad, link] {
            #expect(throws: PreviewFailure.self) { try PreviewRequest(arguments: ["--request", path]) }
        }
    }

    /// The stamps of the files as the first build read them: a file saved since (a new inode, as
    /// an editor's rename makes) is named at launch; untouched ones and a request without stamps
    /// (a rebuilt program's) name none.
    @Test func filesSavedWhileTheFirstBuildRanAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = (folder.appendingPathComponent("A.swift").path, folder.appendingPathComponent("B.swift").path)
        for path in [a, b] { try "let x = 1\n".write(toFile: path, atomically: true, encoding: .utf8) }
        let stamps = [a: try #require(FileStamp.of(a)), b: try #require(FileStamp.of(b))]
        var rebuild = PreviewRequest.Rebuild(program: "/bin/layoutty", files: [a, b], layout: nil, stamps: stamps)
        #expect(rebuild.filesSavedSince.isEmpty)
        try "let x = 2\n".write(toFile: b, atomically: true, encoding: .utf8)
        #expect(rebuild.filesSavedSince == [b])
        rebuild.stamps = nil
        #expect(rebuild.filesSavedSince.isEmpty)
    }
}
