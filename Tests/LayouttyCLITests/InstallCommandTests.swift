import CollectionLayoutTesting
import Foundation
import LayouttyTestSupport
import Testing

/// `layoutty install` writes only what it made. Each refusal happens before anything is
/// written, and what the user had there is still there, byte for byte.
@Suite(.serialized) struct InstallCommandTests {
    /// One refusal: status 2, the line, and nothing changed under `prefix`.
    private func expectRefused(_ prefix: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let result = try CLI.run(["install", "--prefix", prefix])
        #expect(
            result.status == 2 && result.stdout.isEmpty && result.stderr == "layoutty: install: \(message)\n",
            "\(result.stderr)",
            sourceLocation: sourceLocation)
    }

    /// Every entry under `folder` with its bytes: what must be the same after a refusal.
    private func snapshot(_ folder: URL) -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return Dictionary(
            uniqueKeysWithValues: paths.map {
                ($0, (try? Data(contentsOf: folder.appendingPathComponent($0))) ?? Data())
            })
    }

    /// A folder where the program goes (a clone of Layoutty at `~/bin/layoutty` and `install
    /// --prefix ~`) is refused by name and kept whole, as `install(1)` and `cp` refuse; so is
    /// a file there that is not a layoutty program (a user's own script), and a folder at the
    /// package's or kit's place that an install did not make.
    @Test func whatAnInstallDidNotMakeIsRefusedAndKept() throws {
        let prefix = try TemporaryFolder.create("install-refused")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(
            at: bin.appendingPathComponent("layoutty/.git"), withIntermediateDirectories: true)
        try Data("my work\n".utf8).write(to: bin.appendingPathComponent("layoutty/my-work.txt"))
        let before = snapshot(prefix)
        try expectRefused(prefix.path, "\"\(bin.path)/layoutty\" is a folder; not replaced (move it away first)")
        #expect(snapshot(prefix) == before)

        try FileManager.default.removeItem(at: bin.appendingPathComponent("layoutty"))
        try Data("#!/bin/sh\necho mine\n".utf8).write(to: bin.appendingPathComponent("layoutty"))
        try expectRefused(
            prefix.path,
            "\"\(bin.path)/layoutty\" is a file that is not a layoutty program; not replaced (move it away first)")
        #expect(
            try String(contentsOf: bin.appendingPathComponent("layoutty"), encoding: .utf8) == "#!/bin/sh\necho mine\n")

        try FileManager.default.removeItem(at: bin.appendingPathComponent("layoutty"))
        let package = prefix.appendingPathComponent("share/layoutty/package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("notes\n".utf8).write(to: package.appendingPathComponent("notes.txt"))
        let withPackage = snapshot(prefix)
        try expectRefused(
            prefix.path, "\"\(package.path)\" is a folder an install did not make; not replaced (move it away first)")
        #expect(snapshot(prefix) == withPackage)
    }

    /// Prefixes that cannot be installed into, each one line naming it: empty (it would be the
    /// current folder), a file (`/etc/hostname`: not a Foundation error domain), a folder
    /// inside Layoutty's package (which would be copied into itself, deeper each run: nothing
    /// is made there), and a 100,000-character one (the value cut to 200 characters).
    @Test func prefixesThatCannotBeInstalledIntoAreNamed() throws {
        let folder = try TemporaryFolder.create("install-prefixes")
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused("", "--prefix is empty; name a folder (the default is ~/.local)")
        let file = folder.appendingPathComponent("hostname")
        try Data("host\n".utf8).write(to: file)
        try expectRefused(file.path, "\"\(file.path)\" is a file, not a folder")
        try expectRefused(file.path + "/deeper", "\"\(file.path)\" is a file, not a folder")

        let inside = CLI.packageRoot.appendingPathComponent("install-here-\(UUID())")
        defer { try? FileManager.default.removeItem(at: inside) }
        let refused = try CLI.run(["install", "--prefix", inside.path])
        #expect(
            refused.status == 2
                && refused.stderr.hasPrefix("layoutty: install: \"\(inside.path)\" is inside Layoutty's package ("),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: inside.path))

        let long = folder.path + "/" + String(repeating: "x", count: 100_000)
        let result = try CLI.run(["install", "--prefix", long])
        #expect(
            result.status != 0 && result.stderr.hasPrefix("layoutty: install: ") && result.stderr.contains("… (")
                && result.stderr.count < 600, "\(result.stderr.prefix(800))")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// An install killed half-way leaves staging beside the places (its process gone); the next
    /// install removes it, and replaces what an install made (the folders carry the marker),
    /// the program included. Staging of a process still running is left alone.
    @Test func abandonedStagingIsRemovedAndOwnFilesReplaced() throws {
        let prefix = try TemporaryFolder.create("install-staging")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let first = try CLI.run(["install", "--prefix", prefix.path])
        #expect(first.status == 0, "\(first.stderr)")
        let share = prefix.appendingPathComponent("share/layoutty")
        #expect(FileManager.default.fileExists(atPath: share.path + "/package/.layoutty-install"))
        #expect(FileManager.default.fileExists(atPath: share.path + "/kit/.layoutty-install"))
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let abandoned = [
            prefix.appendingPathComponent("bin/.layoutty-staging-\(gone.processIdentifier)-k2-layoutty"),
            share.appendingPathComponent(".layoutty-staging-\(gone.processIdentifier)-k3-package")
        ]
        let running = share.appendingPathComponent(".layoutty-staging-1-k4-package")
        try Data(count: 5_000_000).write(to: abandoned[0])
        for folder in [abandoned[1], running] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let second = try CLI.run(["install", "--prefix", prefix.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(abandoned.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
        #expect(FileManager.default.fileExists(atPath: running.path))
        let left = try FileManager.default.contentsOfDirectory(atPath: share.path).sorted()
        #expect(left == [".layoutty-staging-1-k4-package", "kit", "package"])
    }

    /// A prefix holding a quote, a backslash and a newline installs, and the installed program
    /// previews a file whose name holds a newline and a quote (it used to install "fine" and then
    /// fail every preview, blaming the user's file): the tags fixture renders, and a file that
    /// does not compile is named as the user named it, at its line.
    @Test func oddPrefixesAndFileNamesPreview() throws {
        let folder = try TemporaryFolder.create("install-odd")
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("we\"ird\\pre\nfix")
        let install = try CLI.run(["install", "--prefix", prefix.path])
        #expect(install.status == 0, "\(install.stderr)")
        let program = prefix.appendingPathComponent("bin/layoutty").path
        let tags = folder.appendingPathComponent("Tags\nLayout.swift")
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Demos/UIKitLayouts/TagsLayout.swift"), to: tags)
        let cache = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        let shown = try CLI.run(
            ["preview", tags.path, "--items", "6", "--render", "--size", "60x12"], environment: cache,
            executable: program)
        #expect(shown.status == 0 && shown.stdout.contains("┌───0-0────┐ ┌───0-1────┐"), "\(shown.stderr)")
        let bad = folder.appendingPathComponent("Bad\n\"File.swift")
        try Data(
            "import UIKit\nfunc bad() -> UICollectionViewLayout { let x: Int = \"s\"; return UICollectionViewFlowLayout() }\n"
                .utf8
        )
        .write(to: bad)
        let refused = try CLI.run(["preview", bad.path, "--render"], environment: cache, executable: program)
        #expect(
            refused.status == 1
                && refused.stderr.contains(
                    bad.path + ":2:53: error: cannot convert value of type 'String' to specified type 'Int'"),
            "\(refused.stderr)")
    }

    /// Random prefixes (quotes, backslashes, spaces, newlines, CJK, `..`, trailing slashes) over
    /// random things already in the places (nothing, a user's folder, a user's file, a link, an
    /// earlier install): an install either succeeds — the program runs and carries its marker —
    /// or refuses in one line with a non-zero status; and whatever the user had that an install
    /// did not make is byte for byte as it was. 12 seeds.
    @Test(arguments: Array(UInt64(1)...12))
    func randomPrefixesNeverLoseTheUsersFiles(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let root = try TemporaryFolder.create("install-fuzz")
        defer { try? FileManager.default.removeItem(at: root) }
        let parts = ["a", "b c", "q\"uote", "back\\slash", "new\nline", "布局", "..", "x"]
        // Two real parts first and one `..` at most: the prefix stays inside the test's folder.
        var prefix = root.path + "/x/y"
        var climbed = false
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let part = parts.filter { !climbed || $0 != ".." }.randomElement(using: &rng)!
            climbed = climbed || part == ".."
            prefix += "/" + part
        }
        if Bool.random(using: &rng) { prefix += "/" }
        let base = URL(fileURLWithPath: prefix).standardizedFileURL
        #expect(base.path.hasPrefix(root.path + "/"))
        let places = ["bin/layoutty", "share/layoutty/package", "share/layoutty/kit"].map {
            base.appendingPathComponent($0)
        }
        let place = places.randomElement(using: &rng)!
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: break
        case 1:
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: place.appendingPathComponent("work.txt"))
        case 2:
            try FileManager.default.createDirectory(
                at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: place)
        case 3:
            try FileManager.default.createDirectory(
                at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: place.path, withDestinationPath: root.path)
        default:
            #expect(try CLI.run(["install", "--prefix", prefix]).status == 0)
        }
        let before = snapshot(root)
        let result = try CLI.run(["install", "--prefix", prefix])
        if result.status == 0 {
            let program = places[0].path
            #expect(
                FileManager.default.isExecutableFile(atPath: program) && holdsProgramMarker(program),
                "seed \(seed): \(prefix)")
        } else {
            #expect(
                result.stderr.hasPrefix("layoutty: install: ") && result.stderr.split(separator: "\n").count == 1,
                "seed \(seed): \(result.stderr)")
        }
        // What the user made is still there: an install only adds, or replaces its own.
        let after = snapshot(root)
        for (path, bytes) in before
        where !path.contains("share/layoutty/kit/") && !path.contains("share/layoutty/package/")
            && !path.hasSuffix("bin/layoutty")
        {
            #expect(after[path] == bytes, "seed \(seed): \(path) changed")
        }
        if result.status != 0 { #expect(after == before, "seed \(seed): a refusal changed something") }
    }

    /// Whether the file at `path` holds the marker every layoutty program carries.
    private func holdsProgramMarker(_ path: String) -> Bool {
        (try? Data(contentsOf: URL(fileURLWithPath: path)))?.range(
            of: Data("layoutty-program:6a1c0f2e-install-marker".utf8)) != nil
    }

    /// An install whose `bin` is not on PATH says so, with the line to add (a new user's
    /// `layoutty: not found` otherwise); one whose `bin` is on PATH says nothing more.
    @Test func installSaysWhenItsBinIsNotOnPath() throws {
        let prefix = try TemporaryFolder.create("install-path")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let bin = prefix.appendingPathComponent("bin").path
        let off = try CLI.run(["install", "--prefix", prefix.path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(
            off.status == 0
                && off.stdout.hasSuffix(
                    "\(bin) is not on your PATH: add it to your shell's profile with\n  export PATH=\"\(bin):$PATH\"\n"),
            "\(off.stdout)")
        let on = try CLI.run(["install", "--prefix", prefix.path], environment: ["PATH": "/usr/bin:\(bin)/:/bin"])
        #expect(on.status == 0 && !on.stdout.contains("PATH"), "\(on.stdout)")
    }
}
