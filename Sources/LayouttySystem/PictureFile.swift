import Foundation
import PseudoTerminalSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Where a picture goes (`render --svg FILE`, `--png FILE`, and the same for `preview`): the
/// file, written whole (a temporary file renamed over it, so a viewer never reads half a
/// picture), or standard output for `-`.
///
/// A path that is not a file Layoutty may replace is written through, as `cat > PATH` would:
/// a device (`/dev/null`, a terminal), a FIFO or socket, and anything reached through `/dev` or
/// `/proc` (`/dev/stdout`, `/dev/fd/63` of a shell's `>(…)`; a regular file there is truncated
/// first) — never renamed over, so the
/// system's `/dev/null` or the pipe's reader is what gets the bytes. A FIFO nobody reads is
/// refused rather than waited on; a directory is refused.
///
/// A PNG is the SVG rasterised by librsvg's `rsvg-convert` (Debian's `librsvg2-bin`), the one
/// program a fresh machine needs for it: drawing text in Layoutty would need a font file too, and
/// librsvg draws with the system's fonts, CJK included.
package enum PictureFile {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Writes the SVG to `svg`, its PNG to `png`, either or both.
    package static func write(_ picture: String, svg: String?, png: String?) throws(Failure) {
        if let svg { try write(svg: picture, to: svg) }
        if let png { try write(pngOf: picture, to: png) }
    }

    package static func write(svg: String, to path: String) throws(Failure) {
        try deliver(Data(svg.utf8), to: path)
    }

    /// `bytes` to `path`: standard output, a destination written through, or a file replaced.
    private static func deliver(_ bytes: Data, to path: String) throws(Failure) {
        if path == "-" { return StandardStreams.writeOutput(Array(bytes)) }
        switch Destination(path) {
        case .refused(let why): throw Failure(description: "\(path): \(why)")
        case .throughTo(let isRegular):
            do { try writeThrough(bytes, to: path, truncating: isRegular) } catch {
                throw Failure(description: "\(path): \(error.description)")
            }
        case .replaced:
            // Its failures name the file or folder themselves.
            do { try FileReplacement.write(bytes, to: path) } catch { throw Failure(description: error.description) }
        }
    }

    /// What `path` names, for a picture.
    enum Destination: Equatable {
        case replaced
        /// Not written: a directory or a socket, why.
        case refused(String)
        /// Written through; `isRegular`: a regular file reached through `/proc` or `/dev`.
        case throughTo(isRegular: Bool)

        init(_ path: String) {
            var info = stat()
            let exists = stat(path, &info) == 0
            let kind = info.st_mode & S_IFMT
            if exists && (kind == S_IFDIR || kind == S_IFSOCK) {
                self = .refused(kind == S_IFDIR ? "is a directory" : "is a socket: not written")
            } else if exists && kind != S_IFREG {
                self = .throughTo(isRegular: false)
            } else {
                // A new file is made as any other, in `/dev/shm` too.
                self = exists && Self.passesThroughSystemFolders(path) ? .throughTo(isRegular: true) : .replaced
            }
        }

        /// Whether `path` or a link on the way to its file is in `/dev` or `/proc`, whose
        /// entries stand for descriptors and devices (a rename there would replace the entry).
        private static func passesThroughSystemFolders(_ path: String) -> Bool {
            FileReplacement.linkChain(path).contains { $0.hasPrefix("/dev/") || $0.hasPrefix("/proc/") }
        }
    }

    /// Writes into what `path` names as it is: opened for writing, never created or renamed.
    private static func writeThrough(_ bytes: Data, to path: String, truncating: Bool) throws(FileReplacement.Failure) {
        // Non-blocking to open: a FIFO without a reader answers ENXIO instead of waiting for ever.
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | (truncating ? O_TRUNC : 0))
        guard fd >= 0 else {
            let code = errno
            throw FileReplacement.Failure(
                description: code == ENXIO
                    ? "is a FIFO nobody reads: not written" : "cannot open: \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        guard FileReplacement.writeAll(fd, bytes) else {
            throw FileReplacement.Failure(description: "cannot write: \(String(cString: strerror(errno)))")
        }
    }

    /// The program that turns the SVG into a PNG, and what to install when it is missing.
    static let rasteriser = "rsvg-convert"

    package static func write(pngOf svg: String, to path: String) throws(Failure) {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/layoutty-picture-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw Failure(description: "--png: cannot make a temporary folder in \(folder)") }
        let work = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let (input, output) = (work + "/screen.svg", work + "/screen.png")
        guard FileManager.default.createFile(atPath: input, contents: Data(svg.utf8)) else {
            throw Failure(description: "--png: cannot write \(input)")
        }
        var said: [String] = []
        let status: Int32
        do {
            status = try ChildProcess.run([rasteriser, "--format", "png", "--output", output, input]) {
                said.append($0)
            }
        } catch {
            throw Failure(
                description:
                    "--png needs \(rasteriser) (Debian: apt-get install librsvg2-bin); --svg FILE writes the picture without it"
            )
        }
        guard status == 0, let png = FileManager.default.contents(atPath: output) else {
            throw Failure(description: "--png: \(rasteriser) failed (status \(status)): \(said.first ?? "no message")")
        }
        try deliver(png, to: path)
    }
}
