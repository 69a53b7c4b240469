import Foundation

/// A file's bytes, read without the copies `Data` → `String` → `[UInt8]` would make: a spec
/// of 200 MB is held once while it is read. Reading is bounded and never blocks on the file's
/// kind: a directory, a FIFO or socket (whose `open` would wait for a writer for ever, freezing
/// a previewer whose spec was replaced by one), a file over the limit, a device that never ends
/// (`/dev/zero`) or binary data is refused in one line, never read into memory.
package enum FileBytes {
    /// The most a spec file may hold (the reader keeps a few times this in memory).
    static let limit = 1 << 30

    /// What is read: its name in refusals and the most it may hold.
    package struct Kind: Sendable {
        /// With its article: "a spec file", "an Objective-C file".
        package var name: String
        /// What standard input would be read as ("a spec from standard input").
        package var content: String
        package var limit: Int
        /// Text: a NUL byte refuses the file at once.
        package var isText = true
        /// Regular files only: a device (`/dev/zero`, a terminal) is refused before a byte is read.
        package var isRegularOnly = false
        package static let spec = Kind(name: "a spec file", content: "spec", limit: FileBytes.limit)
        /// A Swift source given to `preview`: the largest real ones are a few MB.
        package static let swiftSource = Kind(
            name: "a Swift file", content: "Swift file", limit: 16 << 20, isRegularOnly: true)
        /// An Objective-C source or header given to `preview` or imported by one, as large as a
        /// Swift file may be.
        package static let objectiveCSource = Kind(
            name: "an Objective-C file", content: "Objective-C file", limit: swiftSource.limit, isRegularOnly: true)
        /// A file's old content, kept to put back if rewriting it in place fails: any bytes.
        package static let anyFile = Kind(name: "a file", content: "file", limit: FileBytes.limit, isText: false)
    }

    /// Why a file was not read, as the one line a user sees after the file's name.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    /// A regular file's size in bytes, following links; nil for anything else.
    package static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    package static func read(_ path: String, as kind: Kind = .spec) -> Result<[UInt8], Failure> {
        guard path != "-" else {
            return .failure(
                Failure(
                    description: "reading a \(kind.content) from standard input is not supported; give a file's path"))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(Failure(description: openFailure(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            return .failure(Failure(description: "cannot be read: \(String(cString: strerror(errno)))"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .failure(Failure(description: "is a directory, not \(kind.name)"))
        case S_IFIFO, S_IFSOCK:
            return .failure(Failure(description: "is not a regular file (a FIFO or socket), not \(kind.name)"))
        case S_IFCHR where kind.isRegularOnly, S_IFBLK where kind.isRegularOnly:
            return .failure(Failure(description: "is a device, not \(kind.name)"))
        default: break
        }
        var bytes: [UInt8] = []
        // Sized once when the size is known, so the array never doubles past the file.
        if info.st_mode & S_IFMT == S_IFREG {
            guard info.st_size <= kind.limit else { return .failure(tooLarge(kind)) }
            bytes.reserveCapacity(Int(info.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                return .failure(Failure(description: "cannot be read: \(String(cString: strerror(errno)))"))
            }
            guard count > 0 else { return .success(bytes) }
            // Text never holds a NUL: binary data is refused at its first chunk.
            if kind.isText, let nul = chunk[..<count].firstIndex(of: 0) {
                return .failure(Failure(description: "is not a text file (a NUL byte at offset \(bytes.count + nul))"))
            }
            guard bytes.count + count <= kind.limit else { return .failure(tooLarge(kind)) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static func tooLarge(_ kind: Kind) -> Failure {
        let size = kind.limit >= 1 << 30 ? "\(kind.limit >> 30) GiB" : "\(kind.limit >> 20) MiB"
        return Failure(description: "is larger than \(size), the most \(kind.name) may hold")
    }

    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ELOOP: "cannot be read: a loop of symbolic links"
        case EACCES: "cannot be read: permission denied"
        default: "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    /// Whether `bytes` are valid UTF-8 (an ASCII file is checked at memory speed).
    package static func isUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) { return true }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
