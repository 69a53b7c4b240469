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
/// the renamed-away copy), events are kept to the watched names, and a burst counts as one
/// save once the folder has been quiet for `quietMilliseconds`. A file deleted and not recreated is
/// reported too: the reader finds it gone and says so.
///
/// ```swift
/// let watcher = FileWatcher(files: ["grid.json"], wake: pipeWriteEnd)
/// // … when a byte "f" arrives on the pipe:
/// let saved = watcher.takeChangedFiles()  // ["grid.json"]
/// ```
public final class FileWatcher: @unchecked Sendable {
    /// How long (ms) a folder must be quiet before a burst of events counts as one save.
    public static let quietMilliseconds: Int32 = 60

    private let inotify: Int32
    private let stopPipe: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var changed: [String] = []
    /// Per watch descriptor: the folder's files being watched, by name, and the path to report.
    private var watched: [Int32: [String: String]] = [:]

    /// Nil when the system has no inotify left (the caller goes on without reloading).
    public init?(files: [String], wake: Int32) {
        inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { return nil }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            close(inotify)
            return nil
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        stopPipe = (fds[0], fds[1])
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        for file in files {
            let url = URL(fileURLWithPath: file)
            let folder = url.deletingLastPathComponent().path
            let descriptor = inotify_add_watch(inotify, folder, mask)
            if descriptor >= 0 { watched[descriptor, default: [:]][url.lastPathComponent] = file }
        }
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

    private func run(wake: Int32) {
        var pending: [String] = []
        let quiet = Self.quietMilliseconds
        while true {
            var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            // Waits for ever while nothing is pending; else only until the folder is quiet.
            let ready = poll(&fds, 2, pending.isEmpty ? -1 : quiet)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0, fds[1].revents == 0 else { return }
            if ready == 0 {
                report(pending, wake: wake)
                pending.removeAll()
                continue
            }
            for path in readEvents() where !pending.contains(path) { pending.append(path) }
        }
    }

    /// The watched paths named by the events waiting on the inotify descriptor.
    private func readEvents() -> [String] {
        var paths: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = Glibc.read(inotify, &buffer, buffer.count)
            guard n > 0 else { return paths }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let (descriptor, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let path = watched[descriptor]?[name] { paths.append(path) }
                offset += header + length
            }
        }
    }

    private func report(_ paths: [String], wake: Int32) {
        guard !paths.isEmpty else { return }
        lock.lock()
        for path in paths where !changed.contains(path) { changed.append(path) }
        lock.unlock()
        var byte = UInt8(ascii: "f")
        _ = Glibc.write(wake, &byte, 1)
    }
}
