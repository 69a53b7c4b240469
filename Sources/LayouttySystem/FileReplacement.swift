import CSystem
import Foundation

/// Replaces a file's content the way a careful editor does: the new bytes go to a temporary file
/// created exclusively beside the real target (never at a name another user could have planted),
/// keep the target's mode and owner, and are renamed over it, so the file is always either
/// the old content or the new one. A symlinked path is written through to its target. A file
/// with other hard links is rewritten in place, since a rename would split the links: there
/// the space is reserved first (a full disk or quota refuses before a byte changes) and any
/// failure while writing puts the old bytes back, so the save happens whole or the file is left
/// byte for byte as it was. A read-only file is refused, never replaced.
///
/// ```swift
/// try FileReplacement.write(Data("{…}".utf8), to: "Demos/specs/grid.json")
/// ```
package enum FileReplacement {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    /// The calls an in-place write makes, so a test can make the file system fail (ENOSPC, EIO)
    /// at any of them.
    package struct System: Sendable {
        package var write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int = { Foundation.write($0, $1, $2) }
        /// posix_fallocate: keeps the bytes there, extends the file with zeros (cut back after).
        package var reserve: @Sendable (Int32, Int) -> Int32 = { posix_fallocate($0, 0, off_t($1)) }
        package init() {}
    }

    package static func write(_ data: Data, to path: String, system: System = System()) throws(Failure) {
        let target = resolved(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        // As vim (E45) and VS Code do: a file its owner made read-only is not rewritten — a
        // rename over it would succeed wherever its folder is writable, and root may write anyway.
        if exists && (info.st_mode & 0o222 == 0 || access(target, W_OK) != 0) {
            throw Failure(
                description:
                    "\(URL(fileURLWithPath: path).lastPathComponent) is read-only (mode \(String(info.st_mode & 0o777, radix: 8))): not saved; make it writable (chmod u+w) to save"
            )
        }
        if exists && info.st_nlink > 1 {
            try writeInPlace(data, to: target, system: system)
            return
        }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: target).lastPathComponent
        removeAbandonedTemporaries(of: name, in: folder)
        var template = Array("\(folder)/\(temporaryPrefix(of: name))\(getpid())-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { lt_mkstemps_cloexec($0.baseAddress!, 0) }
        guard fd >= 0 else { throw Failure(description: "cannot create a temporary file in \(folder): \(reason())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        if exists {
            fchmod(fd, info.st_mode & 0o7777)
            _ = fchown(fd, info.st_uid, info.st_gid)  // may fail for another owner: then ours
        } else {
            // A new file (a picture) as any program makes one: 0666 less the umask, not
            // mkstemps' 0600.
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
        }
        let written = writeAll(fd, data) && fsync(fd) == 0
        close(fd)
        guard written else { throw Failure(description: "cannot write \(temporary): \(reason())") }
        guard rename(temporary, target) == 0 else {
            throw Failure(description: "cannot replace \(target): \(reason())")
        }
        finished = true
    }

    /// The file `path` names, its links followed one by one — to a file not there yet too (a
    /// link to a file still to be made is written through, never replaced by the file;
    /// Foundation's `resolvingSymlinksInPath` stops at such a link). Past 40 links (a loop),
    /// `path` itself, which the write then refuses.
    static func resolved(_ path: String) -> String {
        let chain = linkChain(path)
        return chain.count > linkLimit ? path : chain[chain.count - 1]
    }

    /// As many links as the system follows before it says "too many levels of symbolic links".
    static let linkLimit = 40

    /// `path` (standardized) and each path its links lead to, one by one, ending at the first
    /// that is not a link (there or not); past `linkLimit` links (a loop), cut there.
    static func linkChain(_ path: String) -> [String] {
        var chain = [URL(fileURLWithPath: path).standardizedFileURL.path]
        while chain.count <= linkLimit,
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: chain[chain.count - 1])
        {
            let folder = URL(fileURLWithPath: chain[chain.count - 1]).deletingLastPathComponent()
            chain.append(URL(fileURLWithPath: target, relativeTo: folder).standardizedFileURL.path)
        }
        return chain
    }

    /// A temporary file's name for `name` starts so: `.grid.json.layoutty-PID-XXXXXX`.
    static func temporaryPrefix(of name: String) -> String { ".\(name).layoutty-" }

    /// Removes the temporary files of `name` that a save killed half-way left (their process is
    /// gone): a SIGKILL between writing and renaming must not leave them for good.
    private static func removeAbandonedTemporaries(of name: String, in folder: String) {
        let prefix = temporaryPrefix(of: name)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasPrefix(prefix)
        {
            guard let pid = Int32(entry.dropFirst(prefix.count).prefix { $0 != "-" }), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entry) }
        }
    }

    private static func writeInPlace(_ data: Data, to target: String, system: System) throws(Failure) {
        let old: [UInt8]
        switch FileBytes.read(target, as: .anyFile) {
        case .success(let bytes): old = bytes
        case .failure(let failure): throw Failure(description: "\(target) \(failure.description)")
        }
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(description: "cannot open \(target): \(reason())") }
        defer { close(fd) }
        // Blocks for the longer of the two contents, so neither writing the new bytes nor putting
        // the old ones back can meet a full disk. A file system without fallocate risks it.
        let reserved = system.reserve(fd, max(old.count, data.count))
        guard reserved == 0 || reserved == EOPNOTSUPP || reserved == ENOSYS else {
            _ = ftruncate(fd, off_t(old.count))
            throw Failure(
                description: "cannot write \(target): \(String(cString: strerror(reserved))); the file is unchanged")
        }
        if writeAll(fd, data, system), ftruncate(fd, off_t(data.count)) == 0, fsync(fd) == 0 { return }
        let failure = reason()
        guard lseek(fd, 0, SEEK_SET) == 0, writeAll(fd, Data(old), system), ftruncate(fd, off_t(old.count)) == 0,
            fsync(fd) == 0
        else {
            throw Failure(
                description:
                    "cannot write \(target): \(failure), and its old content could not be put back: \(reason())")
        }
        throw Failure(description: "cannot write \(target): \(failure); the file is unchanged")
    }

    /// Writes all of `data` to `fd`; false with `errno` set when the system refused.
    static func writeAll(_ fd: Int32, _ data: Data, _ system: System = System()) -> Bool {
        var offset = 0
        return data.withUnsafeBytes { buffer in
            guard buffer.count > 0 else { return true }
            while offset < buffer.count {
                let n = system.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
