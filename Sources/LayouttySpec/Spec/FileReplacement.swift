import Foundation

/// Replaces a file's content the way a careful editor does: the new bytes go to a temporary file
/// created exclusively beside the real target (never at a name another user could have planted),
/// keep the target's mode and owner, and are renamed over it, so the file is always either
/// the old content or the new one. A symlinked path is written through to its target; a file
/// with other hard links is rewritten in place, since a rename would split the links (then a
/// crash mid-write could leave it incomplete — the one case where that risk is taken).
///
/// ```swift
/// try FileReplacement.write(Data("{…}".utf8), to: "Demos/specs/grid.json")
/// ```
enum FileReplacement {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ data: Data, to path: String) throws(Failure) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists && info.st_nlink > 1 {
            try writeInPlace(data, to: target)
            return
        }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var template = Array("\(folder)/.\(URL(fileURLWithPath: target).lastPathComponent).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(description: "cannot create a temporary file in \(folder): \(reason())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        if exists {
            fchmod(fd, info.st_mode & 0o7777)
            _ = fchown(fd, info.st_uid, info.st_gid)  // may fail for another owner: then ours
        }
        let written = writeAll(fd, data) && fsync(fd) == 0
        close(fd)
        guard written else { throw Failure(description: "cannot write \(temporary): \(reason())") }
        guard rename(temporary, target) == 0 else { throw Failure(description: "cannot replace \(target): \(reason())") }
        finished = true
    }

    private static func writeInPlace(_ data: Data, to target: String) throws(Failure) {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(description: "cannot open \(target): \(reason())") }
        defer { close(fd) }
        guard writeAll(fd, data), ftruncate(fd, off_t(data.count)) == 0, fsync(fd) == 0 else {
            throw Failure(description: "cannot write \(target): \(reason())")
        }
    }

    private static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        var offset = 0
        return data.withUnsafeBytes { buffer in
            guard buffer.count > 0 else { return true }
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
