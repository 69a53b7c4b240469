import Foundation
import LayouttyTestSupport
import Testing

/// `render --svg FILE` and `--png FILE`: the picture written whole, where asked, as the
/// library draws it.
@Suite struct PictureCommandTests {
    static func golden(_ name: String) throws -> String {
        try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Tests/LayouttySpecTests/PictureGoldens/\(name).svg"),
            encoding: .utf8)
    }

    /// The file is the library's picture (its golden), made as any new file is (0666 less the
    /// umask, not a temporary file's 0600), with nothing else left in the folder; `-` prints it.
    @Test func anSVGIsWrittenWhole() throws {
        let dir = try TemporaryFolder.create("svg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("grid.svg").path
        let result = try CLI.run(["render", "--demo", "grid", "--svg", path])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let golden = try Self.golden("demo-grid")
        #expect(written == golden)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        let mask = umask(0)
        umask(mask)
        #expect(mode == 0o666 & ~Int(mask))
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(left == ["grid.svg"])
        let printed = try CLI.run(["render", "--demo", "sections", "--theme", "dark", "--svg", "-"])
        let dark = try Self.golden("demo-sections-dark")
        #expect(printed.status == 0 && printed.stdout == dark)
    }

    /// The PNG of the grid (640 × 352): white background at (4, 4) and between the first two
    /// cards (x 144–176) at (160, 50); card 0-0's fill #e3edfc inside it at (40, 30); its label
    /// "0-0", 14 pixels high centred at (80, 56), darkens some pixel of the box around it.
    @Test func aPNGHasTheCardsWhereTheFramesSay() throws {
        let dir = try TemporaryFolder.create("png")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("grid.png").path
        let result = try CLI.run(["render", "--demo", "grid", "--png", path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let probe = try Python.run(["-c", Self.pixels, path, "4,4", "160,50", "40,30", "66,48,94,64"])
        #expect(probe.status == 0, "\(probe.stderr)")
        #expect(probe.stdout == "640x352\n#ffffff\n#ffffff\n#e3edfc\ndark\n", "\(probe.stdout)")
    }

    /// README's picture is what its command makes: the tags demo at 72 × 18, 576 × 256 pixels
    /// (72 × 8, 16 × 16: the viewport's 16 rows).
    @Test func theReadmePictureIsTheDocumentedCommandsOutput() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`layoutty render --demo tags --size 72x18 --png Demos/Pictures/tags.png`"))
        #expect(readme.contains("](Demos/Pictures/tags.png)"))
        let dir = try TemporaryFolder.create("readme-png")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("tags.png").path
        #expect(try CLI.run(["render", "--demo", "tags", "--size", "72x18", "--png", path]).status == 0)
        for png in [path, CLI.packageRoot.appendingPathComponent("Demos/Pictures/tags.png").path] {
            let probe = try Python.run(["-c", Self.pixels, png, "4,4"])
            #expect(probe.stdout == "576x256\n#d9dde5\n", "\(png): \(probe.stdout)")
        }
    }

    /// Without rsvg-convert on PATH, one line says what to install and what works without it;
    /// no file is made.
    @Test func aPNGWithoutARasteriserSaysWhatToInstall() throws {
        let dir = try TemporaryFolder.create("png-missing")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("grid.png").path
        let result = try CLI.run(["render", "--demo", "grid", "--png", path], environment: ["PATH": dir.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "layoutty: --png needs rsvg-convert (Debian: apt-get install librsvg2-bin); --svg FILE writes the picture without it\n"
        )
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(left.isEmpty)
    }

    /// A PNG's size and the colours at "x,y" points (or "dark" when some pixel of an
    /// "x0,y0,x1,y1" box is darker than mid-grey), decoded with Python's zlib: an independent
    /// reader of what rsvg-convert wrote.
    static let pixels = #"""
        import sys, zlib, struct
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n'
        pos, idat, w = 8, b'', 0
        while pos < len(data):
            n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
            if kind == b'IHDR': w, h, depth, color = struct.unpack('>IIBB', body[:10])
            if kind == b'IDAT': idat += body
        bpp = {2: 3, 6: 4}[color]; raw = zlib.decompress(idat); stride = w * bpp; rows = []; prev = bytearray(stride)
        for y in range(h):
            f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0; b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
                if f == 1: line[i] = (line[i] + a) & 255
                elif f == 2: line[i] = (line[i] + b) & 255
                elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line); prev = line
        def rgb(x, y): return rows[y][x * bpp:x * bpp + 3]
        print('%dx%d' % (w, h))
        for arg in sys.argv[2:]:
            v = [int(t) for t in arg.split(',')]
            if len(v) == 2: print('#%02x%02x%02x' % tuple(rgb(*v)))
            else: print('dark' if any(sum(rgb(x, y)) < 384 for x in range(v[0], v[2]) for y in range(v[1], v[3])) else 'light')
        """#
}

/// `play TAPE --svg FILE`: the session as one animated SVG, timed by the tape.
@Suite struct FilmCommandTests {
    /// The grid at 40 × 12: shown from 0 until `+` at 0.5 s; its 300 ms animation sampled every
    /// 50 ms from 0.55 s; the last screen held until the tape ends at 1.5 s. The frames' `dur`s
    /// add up to the tape's 1.5 s, the first lasts 0.55 s, each `<set>` begins when the one
    /// before ends and the first again after the last (a loop), and the last frame's caption
    /// says what `+` did.
    @Test func aTapeIsAnAnimatedPicture() throws {
        let dir = try TemporaryFolder.create("film")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tape = dir.appendingPathComponent("plus.tape")
        try "Set Width 40\nSet Height 12\nOpen --demo grid\nSleep 500ms\nType@0ms \"+\"\nSleep 1s\n".write(
            to: tape, atomically: true, encoding: .utf8)
        let svg = dir.appendingPathComponent("plus.svg").path
        let result = try CLI.run(["play", tape.path, "--headless", "--svg", svg])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        let durations = text.matches(of: /dur="([0-9.]+)s"/).map { Double($0.1)! }
        let begins = text.matches(of: /begin="([^"]+)"/).map { String($0.1) }
        #expect(durations.count >= 3 && durations.count == begins.count)
        #expect(abs(durations.reduce(0, +) - 1.5) < 0.0005, "\(durations)")
        #expect(durations.first == 0.55)
        #expect(begins.first == "0s;f\(begins.count - 1).end")
        #expect(begins.dropFirst().enumerated().allSatisfy { $0.element == "f\($0.offset).end" })
        let lastFrame = try #require(text.components(separatedBy: "<g visibility=\"hidden\">").last)
        #expect(lastFrame.contains("columns: "), "\(lastFrame.suffix(400))")
    }
}
