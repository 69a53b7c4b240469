import Foundation

/// What a file looked like when it was read: its inode (an editor's save by rename makes a new
/// one), size and modification time to the nanosecond. A file whose stamp differs later was
/// saved in between; a file that cannot be read has none.
///
/// ```swift
/// let read = FileStamp.of("Grid.swift")
/// // … the build reads Grid.swift …
/// FileStamp.of("Grid.swift") != read  // saved since
/// ```
package enum FileStamp {
    package static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
