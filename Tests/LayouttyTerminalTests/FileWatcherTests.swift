import CollectionLayoutTesting
import Foundation
import LayouttyTestSupport
import Testing

@testable import LayouttyTerminal

/// The watcher under random saves, in process: every way an editor or a hostile neighbour
/// changes a folder, in seeded random order. After each save of the watched file the watcher
/// says so and names only that file; the other operations (a neighbour written,
/// another file renamed) never make it report the watched file by themselves, and a save made
/// after any of them — the folder deleted and made again, the link pointed elsewhere — is
/// still seen.
@Suite struct FileWatcherTests {
    /// Waits up to `seconds` for the watcher's wake byte; the files it then reports.
    static func reported(_ watcher: FileWatcher, wake: Int32, within seconds: Double) -> [String] {
        var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, Int32(seconds * 1000)) > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: 64)
        _ = read(wake, &bytes, bytes.count)
        return watcher.takeChangedFiles()
    }

    @Test(arguments: Array(UInt64(1)...6))
    func randomSavesAreEachSeen(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let root = try TemporaryFolder.create("watcher")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = ["a", "b"].map { root.appendingPathComponent($0) }
        for folder in folders { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let link = root.appendingPathComponent("spec.json")
        var target = folders[0].appendingPathComponent("grid.json")
        try Data("0".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        defer { pipe.forEach { close($0) } }
        let watcher = try #require(FileWatcher(files: [link.path], wake: pipe[1]))
        defer { watcher.stop() }
        var version = 0
        for step in 0..<14 {
            version += 1
            let text = Data("\(version)".utf8)
            let saves = [
                "in place", "renamed over", "deleted and created", "through the link", "folder made again",
                "link pointed elsewhere"
            ]
            let noise = ["neighbour written", "neighbour renamed"]
            let operation = (saves + noise).randomElement(using: &rng)!
            switch operation {
            case "in place": try text.write(to: target)
            case "renamed over":
                let temporary = target.deletingLastPathComponent().appendingPathComponent(".grid.json.tmp")
                try text.write(to: temporary)
                #expect(rename(temporary.path, target.path) == 0)
            case "deleted and created":
                try FileManager.default.removeItem(at: target)
                try text.write(to: target)
            case "through the link": try text.write(to: link)
            case "folder made again":
                let folder = target.deletingLastPathComponent()
                try FileManager.default.removeItem(at: folder)
                // The deletion is seen first (the reader would say the file is gone) …
                #expect(
                    Self.reported(watcher, wake: pipe[0], within: 5) == [link.path],
                    "seed \(seed) step \(step): deleted")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                // The file comes a while after its folder (the watcher looks for the folder
                // every 200 ms, so it finds it empty first): the scenario, not a wait for a result.
                if Bool.random(using: &rng) { Thread.sleep(forTimeInterval: 0.4) }
                try text.write(to: target)
            case "link pointed elsewhere":
                target = folders.first { $0 != target.deletingLastPathComponent() }!.appendingPathComponent("grid.json")
                try text.write(to: target)
                try FileManager.default.removeItem(at: link)
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
            case "neighbour written":
                try Data(count: 100).write(to: target.deletingLastPathComponent().appendingPathComponent("build.log"))
            default:
                let other = target.deletingLastPathComponent().appendingPathComponent("notes.txt")
                try Data().write(to: other)
                #expect(rename(other.path, other.path + ".old") == 0)
            }
            if noise.contains(operation) {
                #expect(
                    Self.reported(watcher, wake: pipe[0], within: 0.3).isEmpty,
                    "seed \(seed) step \(step): \(operation)")
                continue
            }
            // … and the save after, the file named alone (maybe twice): at once on an idle
            // machine, within 5 s on one busy with a whole test run.
            #expect(
                Self.reported(watcher, wake: pipe[0], within: 5) == [link.path],
                "seed \(seed) step \(step): \(operation)")
            // A save of several events may be reported twice; the rest is taken before the next.
            while !Self.reported(watcher, wake: pipe[0], within: 0.25).isEmpty {}
            // The file now holds this save: what a reader would show.
            #expect(try String(contentsOf: link, encoding: .utf8) == "\(version)")
        }
    }
}
