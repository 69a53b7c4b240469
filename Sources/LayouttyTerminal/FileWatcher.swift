import CSystem
import Foundation
import TerminalCollectionView

#if canImport(Glibc)
    import Glibc
#endif

/// Tells the previewer when files it shows were saved, without polling: inotify on the folders
/// that hold them, read on a thread of its own that sleeps until the kernel has something.
///
/// An editor's save is several events — written in place; a temporary file renamed over it;
/// deleted then created; vim's backup dance (renamed away, a new file written, the backup
/// deleted) — so the folder is watched, not the file (a watch on the file itself would follow
/// the renamed-away copy), and only events naming a watched file count. A save that is complete
/// (a file closed after writing, or renamed into place) is reported at once; a change still
/// under way (modified, created, deleted, renamed away) is reported when its file has been quiet
/// for `quietMilliseconds`, and at the latest `ceilingMilliseconds` after it began, however
/// often the file keeps changing. Events for other names — a neighbour appended every 20 ms —
/// never delay a report. A file deleted and not recreated is reported too: the reader finds it
/// gone and says so.
///
/// A watched file that is a symbolic link is also watched at its target (a save there is a save
/// of the link), followed again after each report. A folder deleted or renamed away is looked
/// for every `retryMilliseconds` until it is back, then watched again and its files reported.
///
/// ```swift
/// let watcher = FileWatcher(files: ["grid.json"], wake: pipeWriteEnd)
/// // … when a byte "f" arrives on the pipe:
/// let saved = watcher.takeChangedFiles()  // ["grid.json"]
/// ```
public final class FileWatcher: @unchecked Sendable {
    /// How long (ms) a file changing must be quiet before the change counts as one save.
    public static let quietMilliseconds = 60
    /// The longest (ms) a change keeps being put off while its file keeps changing.
    public static let ceilingMilliseconds = 500
    /// How often (ms) a folder that is gone is looked for again.
    public static let retryMilliseconds = 200

    private let inotify: Int32
    private let stopPipe: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var changed: [String] = []
    private let files: [String]
    /// Per watch descriptor: the folder, and its names being watched with the path to report.
    private var watched: [Int32: (folder: String, names: [String: String])] = [:]
    /// Folders that are gone (deleted or renamed away), looked for again.
    private var missing: Set<String> = []

    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF
            | IN_MOVE_SELF)

    /// Nil when the system has no inotify left (the caller goes on without reloading).
    public init?(files: [String], wake: Int32) {
        inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { return nil }
        var fds: [Int32] = [-1, -1]
        guard lt_pipe_cloexec(&fds) == 0 else {
            close(inotify)
            return nil
        }
        stopPipe = (fds[0], fds[1])
        self.files = files
        for folder in Set(places().map(\.folder)) { watch(folder) }
        Thread.detachNewThread { [self] in
            run(wake: wake)
            finished.signal()
        }
    }

    /// The files saved since the last call, each once, in the order first seen.
    public func takeChangedFiles() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        defer { changed.removeAll() }
        return changed
    }

    /// Ends the thread and waits for it.
    public func stop() {
        var byte: UInt8 = 1
        _ = Glibc.write(stopPipe.write, &byte, 1)
        finished.wait()
        close(stopPipe.read)
        close(stopPipe.write)
        close(inotify)
    }

    /// Where each file's saves are seen: its folder under its name, and — for a symbolic link —
    /// its target's folder under the target's name.
    private func places() -> [(folder: String, name: String, path: String)] {
        files.flatMap { file -> [(folder: String, name: String, path: String)] in
            let url = URL(fileURLWithPath: file)
            let own = (url.deletingLastPathComponent().path, url.lastPathComponent, file)
            guard let target = Self.linkTarget(of: url) else { return [own] }
            return [own, (target.deletingLastPathComponent().path, target.lastPathComponent, file)]
        }
    }

    /// Where the link at `url` points, followed to the end of a chain of links, whether or not
    /// the file there exists yet (a folder made again holds it only once written); nil when
    /// `url` is not a link.
    static func linkTarget(of url: URL) -> URL? {
        var current = url.standardizedFileURL
        var followed = false
        // At most 40 links, as the kernel follows (ELOOP past that).
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                break
            }
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination).standardizedFileURL
                : current.deletingLastPathComponent().appendingPathComponent(destination).standardizedFileURL
            followed = true
        }
        return followed ? current : nil
    }

    /// Watches `folder` for the files' names in it; a folder that is not there is missing.
    private func watch(_ folder: String) {
        let descriptor = inotify_add_watch(inotify, folder, Self.mask)
        guard descriptor >= 0 else {
            missing.insert(folder)
            return
        }
        missing.remove(folder)
        var names: [String: String] = [:]
        for place in places() where place.folder == folder { names[place.name] = place.path }
        watched[descriptor] = (folder, names)
    }

    /// What the events waiting say: the watched paths whose save is complete, and those still
    /// changing (a folder gone counts its files as changing).
    private struct Events {
        var complete: [String] = []
        var changing: [String] = []
    }

    private func run(wake: Int32) {
        // The paths still changing, with when they first and last changed.
        var pending: [String: (first: ContinuousClock.Instant, last: ContinuousClock.Instant)] = [:]
        while true {
            var fds = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)
            ]
            let now = ContinuousClock.now
            let due = pending.values.map {
                min($0.last + .milliseconds(Self.quietMilliseconds), $0.first + .milliseconds(Self.ceilingMilliseconds))
            }.min()
            var wait =
                due.map { Int32(clamping: Int(saturating: max(0, ($0 - now) / .milliseconds(1)).rounded(.up))) } ?? -1
            if !missing.isEmpty {
                wait = wait < 0 ? Int32(Self.retryMilliseconds) : min(wait, Int32(Self.retryMilliseconds))
            }
            let ready = poll(&fds, 2, wait)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0, fds[1].revents == 0 else { return }
            var report: [String] = []
            if ready > 0 {
                let events = readEvents()
                let at = ContinuousClock.now
                for path in events.changing { pending[path] = (pending[path]?.first ?? at, at) }
                for path in events.complete {
                    pending[path] = nil
                    report.append(path)
                }
            }
            // Folders that came back; a link that may point elsewhere after a report: the new
            // folder is watched before anyone is told, so a save made right after is seen.
            if !missing.isEmpty { report += watchNewFolders() }
            let at = ContinuousClock.now
            for (path, times) in pending
            where at >= times.last + .milliseconds(Self.quietMilliseconds)
                || at >= times.first + .milliseconds(Self.ceilingMilliseconds)
            {
                pending[path] = nil
                report.append(path)
            }
            if !report.isEmpty { self.report(report + watchNewFolders(), wake: wake) }
        }
    }

    /// Watches the folders that came back, and the folder a link points to now if it is not
    /// watched yet; their files are reported (saved there while unwatched).
    private func watchNewFolders() -> [String] {
        let known = Set(watched.values.map(\.folder))
        var added: [String] = []
        for folder in missing.union(Set(places().map(\.folder)).subtracting(known)) {
            watch(folder)
            if !missing.contains(folder) { added += places().filter { $0.folder == folder }.map(\.path) }
        }
        return added
    }

    /// The watched paths named by the events waiting on the inotify descriptor.
    private func readEvents() -> Events {
        var events = Events()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let complete = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
        let gone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
        while true {
            let n = Glibc.read(inotify, &buffer, buffer.count)
            guard n > 0 else { return events }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let (descriptor, mask, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
                offset += header + length
                guard let entry = watched[descriptor] else { continue }
                if mask & gone != 0 {
                    // The folder itself went: its watch ends; its files are looked for again.
                    inotify_rm_watch(inotify, descriptor)
                    watched[descriptor] = nil
                    missing.insert(entry.folder)
                    events.changing += entry.names.values
                    continue
                }
                guard let path = entry.names[String(decoding: nameBytes, as: UTF8.self)] else { continue }
                if mask & complete != 0 { events.complete.append(path) } else { events.changing.append(path) }
            }
        }
    }

    private func report(_ paths: [String], wake: Int32) {
        lock.lock()
        for path in paths where !changed.contains(path) { changed.append(path) }
        lock.unlock()
        var byte = UInt8(ascii: "f")
        _ = Glibc.write(wake, &byte, 1)
    }
}
