import Foundation
import LayouttyTestSupport
import Testing

/// The second hostile-input audit's reproductions (pictures, Objective-C through libclang),
/// each run as a user would: the exit status, the one line said, and what became of the path.
/// Before the fixes a picture replaced `/dev/null` or a FIFO by a regular file, a `.m` crashed
/// the preview (SIGSEGV, SIGABRT) or hung it, and a label broke the SVG's XML.
@Suite struct HostileSurfaceTests {
    // MARK: Pictures

    /// A character device and a FIFO are written through, never replaced: `/dev/null` stays the
    /// system's device, the FIFO's reader gets the whole picture and the FIFO stays a FIFO.
    @Test func aPictureIsWrittenThroughADeviceOrFIFO() throws {
        let dir = try TemporaryFolder.create("picture-through")
        defer { try? FileManager.default.removeItem(at: dir) }
        let null = try CLI.run(["render", "--demo", "grid", "--svg", "/dev/null"])
        #expect(null.status == 0 && null.stderr.isEmpty, "\(null.stderr)")
        #expect(Self.kind("/dev/null") == S_IFCHR)
        let fifo = dir.appendingPathComponent("picture.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        let written = try CLI.run(["render", "--demo", "grid", "--svg", fifo])
        #expect(written.status == 0 && written.stderr.isEmpty, "\(written.stderr)")
        let golden = try PictureCommandTests.golden("demo-grid")
        #expect(reader.text() == golden)
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    /// `/dev/stdout` — a link into `/proc/self/fd` — is the standard output the program was
    /// given: the picture is printed (a pipe here), and `/dev/stdout` is still the system's link.
    @Test func devStdoutIsStandardOutput() throws {
        let result = try CLI.run(["render", "--demo", "grid", "--svg", "/dev/stdout"])
        let golden = try PictureCommandTests.golden("demo-grid")
        #expect(result.status == 0 && result.stdout == golden, "\(result.stderr)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")) == "/proc/self/fd/1")
    }

    /// What cannot take the picture says so in one line, exit 1: a full device, a FIFO nobody
    /// reads (refused, never waited on), a directory.
    @Test func unwritableDestinationsAreOneLine() throws {
        let dir = try TemporaryFolder.create("picture-refused")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("nobody.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let socket = dir.appendingPathComponent("listening.socket").path
        #expect(
            try Python.run(["-c", "import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", socket]).status
                == 0)
        for (path, said) in [
            ("/dev/full", "layoutty: /dev/full: cannot write: No space left on device\n"),
            (fifo, "layoutty: \(fifo): is a FIFO nobody reads: not written\n"),
            (socket, "layoutty: \(socket): is a socket: not written\n"),
            (dir.path, "layoutty: \(dir.path): is a directory\n")
        ] {
            let result = try CLI.run(["render", "--demo", "grid", "--svg", path])
            #expect(result.status == 1 && result.stderr == said, "\(path): \(result.stderr)")
        }
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    /// A link to a picture not made yet is written through: the picture is made where the link
    /// points and the link stays (it was replaced by the picture); where that folder is missing,
    /// one line says so and the link is still there.
    @Test func aLinkToAPictureNotYetMadeIsWrittenThrough() throws {
        let dir = try TemporaryFolder.create("picture-dangling")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        let (link, broken) = (
            dir.appendingPathComponent("latest.svg").path, dir.appendingPathComponent("broken.svg").path
        )
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "out/grid.svg")
        try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: "missing/grid.svg")
        let made = try CLI.run(["render", "--demo", "grid", "--svg", link])
        #expect(made.status == 0 && made.stderr.isEmpty, "\(made.stderr)")
        #expect(Self.kind(link) == S_IFLNK && Self.kind(dir.appendingPathComponent("out/grid.svg").path) == S_IFREG)
        let refused = try CLI.run(["render", "--demo", "grid", "--svg", broken])
        #expect(
            refused.status == 1
                && refused.stderr
                    == "layoutty: cannot create a temporary file in \(dir.standardizedFileURL.path)/missing: No such file or directory\n",
            "\(refused.stderr)")
        #expect(Self.kind(broken) == S_IFLNK)
    }

    /// A picture with a second hard link is rewritten in place, both names showing the new PNG
    /// (it used to be refused as "not a text file (a NUL byte at offset 8)").
    @Test func aHardLinkedPictureIsRewrittenInPlace() throws {
        let dir = try TemporaryFolder.create("picture-linked")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (first, second) = (dir.appendingPathComponent("a.png").path, dir.appendingPathComponent("b.png").path)
        #expect(try CLI.run(["render", "--demo", "grid", "--png", first]).status == 0)
        #expect(link(first, second) == 0)
        let again = try CLI.run(["render", "--demo", "tags", "--png", first])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        let (a, b) = (FileManager.default.contents(atPath: first), FileManager.default.contents(atPath: second))
        #expect(a == b && a?.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let probe = try Python.run(["-c", PictureCommandTests.pixels, second])
        #expect(probe.stdout == "640x352\n", "the tags demo at 80 × 24: 8 × 16 pixels a cell, 22 rows: \(probe.stdout)")
    }

    /// Labels holding what XML 1.0 forbids (U+FFFE, U+FFFF, C0 controls) and the noncharacters
    /// make a picture an XML parser reads (Python's, independent of ours); a label saying
    /// "FRAME-" keeps it in a film (it became "f0-": the frames' id token).
    @Test func picturesAreWellFormedForEveryLabel() throws {
        let dir = try TemporaryFolder.create("picture-labels")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("labels.json")
        try
            #"{"itemSize": [20, 3], "sections": [{"items": [{"size": [20, 3], "label": "FRAME-1 \uFFFE\uFFFF"}, {"size": [20, 3], "label": "a\u0001b\u001Fc\uFDD0"}]}]}"#
            .write(to: spec, atomically: true, encoding: .utf8)
        let tape = dir.appendingPathComponent("labels.tape")
        try "Set Width 40\nSet Height 10\nOpen --spec \(spec.path)\nSleep 100ms\n".write(
            to: tape, atomically: true, encoding: .utf8)
        let (still, film) = (dir.appendingPathComponent("still.svg").path, dir.appendingPathComponent("film.svg").path)
        #expect(try CLI.run(["render", "--spec", spec.path, "--svg", still]).status == 0)
        let played = try CLI.run(["play", tape.path, "--headless", "--svg", film])
        #expect(played.status == 0, "\(played.stderr)")
        for path in [still, film] {
            let parsed = try Python.run(["-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", path])
            #expect(parsed.status == 0, "\(path): \(parsed.stderr)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            // The film is 40 columns: one card a row, the second below its 10 rows.
            #expect(
                text.contains("FRAME-1 \u{FFFD}\u{FFFD}")
                    && (path == film || text.contains("a\u{FFFD}b\u{FFFD}c\u{FFFD}")), "\(path)")
        }
    }

    // MARK: Objective-C

    /// Hostile `.m` files and imports: one line naming the file (and line), exit 2, at once —
    /// nothing read whole, nothing waited on, no crash of Layoutty or of libclang inside it.
    /// `--show-port` translates without building.
    @Test func hostileObjectiveCIsOneLine() throws {
        let dir = try TemporaryFolder.create("objc-hostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        func layout(_ name: String, imports: String = "", value: String = "1", body: String = "") throws {
            try """
            \(imports)#import <UIKit/UIKit.h>
            @interface L : UICollectionViewFlowLayout
            @end
            @implementation L
            - (void)prepareLayout {
                [super prepareLayout];\(body)
                CGFloat w = \(value);
                self.itemSize = CGSizeMake(w, 40);
            }
            @end

            """.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        #expect(mkfifo(dir.appendingPathComponent("fifo.h").path, 0o600) == 0)
        let sparse = open(dir.appendingPathComponent("Huge.m").path, O_CREAT | O_WRONLY, 0o644)
        #expect(sparse >= 0 && ftruncate(sparse, 2 << 30) == 0)
        close(sparse)
        try layout("Zero.m", imports: "#import \"/dev/zero\"\n")
        try layout("Fifo.m", imports: "#import \"\(dir.path)/fifo.h\"\n")
        try layout("Macro.m", imports: "#define HEADER \"L.h\"\n#import HEADER\n")
        try layout(
            "Parens.m", value: String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000))
        try layout("Blocks.m", body: "\n" + String(repeating: "{", count: 1_000) + String(repeating: "}", count: 1_000))
        try layout("Sum.m", value: Array(repeating: "1", count: 3_000).joined(separator: " + "))
        try layout("Nots.m", value: String(repeating: "!", count: 200_000) + "1")
        try layout("Good.m")
        for (file, said) in [
            ("Huge.m", "Huge.m: is larger than 16 MiB, the most an Objective-C file may hold"),
            ("Zero.m", "Zero.m:1: #import \"/dev/zero\": is a device, not an Objective-C file"),
            (
                "Fifo.m",
                "Fifo.m:1: #import \"\(dir.path)/fifo.h\": is not a regular file (a FIFO or socket), not an Objective-C file"
            ),
            (
                "Macro.m",
                "Macro.m:2: #import HEADER: a file named by a macro is not read (Layoutty checks what a file includes)"
            ),
            ("Parens.m", "Parens.m:7: brackets nested more than 256 deep (clang's limit): not read"),
            ("Blocks.m", "Blocks.m:7: brackets nested more than 256 deep (clang's limit): not read"),
            ("Sum.m", "Sum.m:7:17: error: nested more than 1000 levels deep: not translated"),
            ("Nots.m", "libclang crashed reading Nots.m (signal 11): a construct nested too deeply for its parser?")
        ] {
            let result = try CLI.run(["preview", file, "--show-port"], directory: dir)
            #expect(
                result.status == 2 && result.stderr == "layoutty: preview: \(said)\n",
                "\(file): \(result.stderr.prefix(400))")
        }
        let fifoLibrary = try CLI.run(
            ["preview", "Good.m", "--show-port"], environment: ["LAYOUTTY_LIBCLANG": dir.path + "/fifo.h"],
            directory: dir)
        #expect(
            fifoLibrary.status == 2
                && fifoLibrary.stderr
                    == "layoutty: preview: libclang \(dir.path)/fifo.h: not a regular file (LAYOUTTY_LIBCLANG names the library itself)\n",
            "\(fifoLibrary.stderr)")
    }

    /// A C string is translated as the characters C reads — `\\(` a backslash and a
    /// parenthesis (never a Swift interpolation running code), `\(` a parenthesis (C's unknown
    /// escape), `\x41` and `\101` "A", `\e` an escape; adjacent strings joined.
    @Test func cStringsAreTheirCharacters() throws {
        let dir = try TemporaryFolder.create("objc-strings")
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"""
        #import <UIKit/UIKit.h>
        @interface S : UICollectionViewFlowLayout
        @end
        @implementation S
        - (void)prepareLayout {
            NSString *a = @"\\(exit(3))\(exit(4))\x41\101\e" "tail";
            NSLog(@"%@", a);
        }
        @end

        """#.write(to: dir.appendingPathComponent("S.m"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["preview", "S.m", "--show-port"], directory: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"let a: String = "\\(exit(3))(exit(4))AA\u{1b}tail""#), "\(result.stdout)")
    }

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }
}

/// Reads a FIFO whole on a thread of its own. Its read end is open before `init` returns (without
/// waiting for a writer), so a writer that opens it without blocking finds a reader there;
/// Linux's poll does not report a hang-up for a FIFO that never had a writer, so the thread waits
/// for the first bytes and reads until the writer closes it.
private final class FIFOReader: @unchecked Sendable {
    private var bytes = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ path: String) {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while fd >= 0 {
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 60_000) > 0 else { break }
                let n = read(fd, &buffer, buffer.count)
                if n < 0 && (errno == EAGAIN || errno == EINTR) { continue }
                guard n > 0 else { break }
                bytes.append(contentsOf: buffer[..<n])
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: bytes, as: UTF8.self)
    }
}
