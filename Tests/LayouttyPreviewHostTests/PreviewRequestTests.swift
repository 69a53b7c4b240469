import CollectionLayout
import Foundation
import Testing

@testable import LayouttyPreviewHost

/// `layoutty preview` hands the program it builds one typed request, never flags parsed twice.
@Suite struct PreviewRequestTests {
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
        request.rebuild = PreviewRequest.Rebuild(program: "/bin/layoutty", files: ["A.swift", "B é.swift"], layout: "grid(column: 4)")
        let arguments = request.arguments
        #expect(arguments.count == 2 && arguments[0] == "--request")
        #expect(try PreviewRequest(arguments: arguments) == request)
        #expect(
            request.rebuild?.command == ["/bin/layoutty", "preview", "A.swift", "B é.swift", "--layout", "grid(column: 4)", "--build-only"])
    }

    /// Run by hand with flags, the program says in one line what runs it.
    @Test func flagsByHandAreRefusedInOneLine() {
        let expected = "this program is run by `layoutty preview FILES`, which hands it --request JSON"
        for arguments in [["--render", "--size", "80x24"], ["--request"], ["--request", "{\"items\": \"many\"}"], []] {
            do {
                _ = try PreviewRequest(arguments: arguments)
                Issue.record("\(arguments) accepted")
            } catch {
                #expect(error.description == expected)
            }
        }
    }
}
