import CSystem
import Foundation
import Testing

@testable import LayouttyPreviewHost

/// What a preview resumed after a crash shows of it: the last crash's message and the user's
/// frames, out of everything the crashed program printed.
@Suite struct CrashResumeTests {
    /// The runtime's message, the backtracer's headline as it ended (a progress line it wrote
    /// over with a carriage return), the first frame in the user's files — named as the user
    /// named the file, its symbol without the offset — with the lines of source the backtrace
    /// shows under it, then the user's other frames. Colours, frames of other code, an earlier
    /// crash (printed again by the program it resumed) and what the layout printed are left out.
    @Test func theReportIsTheLastCrashsMessageAndTheUsersFrames() {
        let red = "\u{1B}[91m"
        let grey = "\u{1B}[90m"
        let off = "\u{1B}[39m"
        let printed = """
            asked for y -59
            Layouts/Grid.swift:3: Fatal error: an earlier crash
              0 Grid.prepare() + 12 in 01.so at /work/app/Layouts/Grid.swift:3:9
            asked for y 400
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
            💣 Program crashed: Signal 4: Backtracing from 0x7f…\r💣 \(red)Program crashed: Illegal instruction at 0x32ef\(off)

            Thread 0 "host" crashed:
              0 0x00007f2f89b6df7f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              1 Grid.layoutAttributesForElements(in:) + 479 in 4564.so at /work/app/Layouts/Grid.swift:6:57
            \(grey)     6\(off)│         return [all[all.count]]
                  │                 \(red)▲\(off)
              2 UIKitLayoutAdapter.attributes(in:) + 147 in host at /work/layoutty/Sources/UIKit/UIKitLayoutAdapter.swift:57:16
                57│         layout.layoutAttributesForElements(in: rect)?.map(\\.value) ?? []
              3 Screen.viewDidLoad() + 20 in 4564.so at /work/app/Screen.swift:12:5
            Backtrace took 0.32s

            """
        #expect(
            CrashResume.report(printed, files: ["/work/app/Layouts/Grid.swift", "/work/app/Layouts/../Screen.swift"])
                == [
                    "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
                    "💣 Program crashed: Illegal instruction at 0x32ef",
                    "Grid.layoutAttributesForElements(in:) at /work/app/Layouts/Grid.swift:6:57",
                    "     6│         return [all[all.count]]",
                    "      │                 ▲",
                    "Screen.viewDidLoad() at /work/app/Layouts/../Screen.swift:12:5"
                ])
    }

    /// With backtraces turned off (`SWIFT_BACKTRACE=enable=no`) the message alone, which names
    /// the user's line for a `fatalError` or a force unwrap; a crash that printed no message
    /// shows the last lines printed.
    @Test func withoutABacktraceTheMessageOrTheLastLines() {
        #expect(
            CrashResume.report(
                "loading\nLayouts/Grid.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n",
                files: ["Layouts/Grid.swift"])
                == ["Layouts/Grid.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value"])
        let lines = (1...10).map { "line \($0)" }
        #expect(CrashResume.report(lines.joined(separator: "\n"), files: []) == Array(lines.suffix(8)))
    }
}

/// Arming again (each rebuilt library shown arms the guard) keeps the output file the new
/// request names: it used to be closed and made anew, under whatever descriptor was free then.
@Suite(.serialized) struct CrashArmingTests {
    @Test func armingAgainKeepsTheOutputTheRequestNames() throws {
        let output = lt_guard_crash_output()
        #expect(output >= 0)
        // The lowest free descriptor taken: a file made anew would not get `output`'s number back.
        let blocker = open("/dev/null", O_RDONLY)
        defer {
            close(blocker)
            lt_guard_no_resume()
        }
        let request = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-arm-\(UUID())").path
        let armed = "/bin/true".withCString { program in
            var arguments: [UnsafePointer<CChar>?] = [program]
            return lt_guard_resume_after_crash(program, &arguments, 1, request)
        }
        #expect(armed == 1)
        #expect(lt_guard_crash_output() == output && fcntl(output, F_GETFD) != -1)
    }
}
